"""The coach and practice joined in the real app: a finished hand with a planted
blunder, kept in a real history, analysed by the review's Analyse button; its
Try again puts the person at that position at the table, the best card is
told it is the best, Back to the review returns to the same step; and the
Game menu's list of mistakes reads the history again after the app is
opened anew on the same folder."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from allfours_gui.ai import medium
from allfours_gui.engine import Action, Rules, hand_from_record, parse_card
from allfours_gui.engine.cards import cards_of
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.practice import PracticeController
from tests.ai.planted import MAKERS, with_play

from .helpers import click_card, click_choice, make_window, save_shot, wait_prompt
from .test_accessibility import unnamed

BUDGET = 0.25  # a decision: the planted loss is far above the estimate's error
NAMES = ["Rhonda", "Partner", "Kerwin", "You"]  # the person at seat 3, who blunders


def planted_game(store: HistoryStore) -> dict[str, Any]:
    """A game kept in ``store`` whose one hand is finished: seat 3 (the person)
    trumps its partner's sure trick, the others play it out by the medium rules."""
    prefix, seat, blunder = MAKERS["trumped partner's sure trick"](random.Random(3))
    assert seat == 3
    hand = hand_from_record(with_play(prefix, seat, blunder))
    while not hand.over:
        action, _ = medium.choose(hand.view_for(hand.turn))
        hand.apply(action)
    record = hand.record()
    gid = store.new_game(Rules.from_json(record["rules"]).to_json(), NAMES,
                         ["medium", "medium", "medium", "human"])
    store.set_first_dealer(gid, record["dealer"])
    store.set_deal_method(gid, "threes")
    store.save_hand(gid, 1, record, hand.outcome())
    store.abandon(gid)  # a hand from a game's middle: never offered to resume
    return {"game_id": gid, "record": record, "index": len(prefix["actions"]),
            "held": set(cards_of(hand_from_record(prefix).hands[seat])),
            "blunder": parse_card(blunder)}


def open_the_hand(qtbot, w, game_id: int):
    """Game History by the window's own command, the game chosen, its hand
    opened by Enter: the review, with the coach's panel, at its look-up's end."""
    w.past.show_history()
    history = w.history_window
    qtbot.waitUntil(lambda: any(r.id == game_id for r in history.rows), timeout=20000)
    history.games.setCurrentRow(next(i for i, r in enumerate(history.rows) if r.id == game_id))
    qtbot.waitUntil(lambda: history.current is not None
                    and history.current[0].id == game_id and history.hands.count() == 1,
                    timeout=20000)
    history.hands.setCurrentRow(0)
    history.hands.setFocus()
    qtbot.keyClick(history.hands, Qt.Key.Key_Return)
    review = w.review_window
    assert review is not None and review.coach is not None
    review.resize(1280, 780)
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=20000)
    return history, review


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "history"


def test_try_again_from_the_coach_and_the_list_after_reopening(qtbot, tmp_path: Path,
                                                              folder: Path) -> None:
    store = HistoryStore(folder)
    p = planted_game(store)
    w = make_window(qtbot, speed="fast", store=store)
    w.coach_seconds = BUDGET
    wait_prompt(qtbot, w, "stand")  # the game on the table: it waits while practising
    waiting = w.controller.game_id
    history, review = open_the_hand(qtbot, w, p["game_id"])
    panel = review.coach
    assert panel.seat_shown == 3 and panel.result is None
    assert not panel.try_again.isVisible()
    qtbot.mouseClick(panel.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.job is None, timeout=120000)
    entry = next(d for d in panel.result["decisions"] if d["index"] == p["index"])
    assert entry["verdict"] in ("mistake", "blunder")
    assert Action.from_record(entry["chosen"]).card == p["blunder"]
    best = parse_card(entry["best"]["card"])
    # the decision chosen in the coach's list (a real click): Try again beside it
    step = p["index"] + 1
    row = next(i for i in range(panel.decisions.count())
               if panel.decisions.item(i).data(Qt.ItemDataRole.UserRole) == step)
    qtbot.mouseClick(panel.decisions.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.decisions.visualItemRect(panel.decisions.item(row)).center())
    assert review.slider.value() == step
    qtbot.waitUntil(panel.try_again.isVisible)
    assert panel.try_again.text() == "&Try again"
    assert panel.try_again.accessibleName() == "Try this decision again"
    assert panel.try_again.focusPolicy() & Qt.FocusPolicy.TabFocus  # reached by Tab
    save_shot(review, tmp_path, "seam-coach-try-again")
    # another step's decision that is no mistake: no Try again there
    good = [d for d in panel.result["decisions"] if d["verdict"] not in ("mistake", "blunder")]
    if good:
        review.slider.setValue(good[0]["index"] + 1)
        assert not panel.try_again.isVisible()
        review.slider.setValue(step)
    assert history.isVisible()  # Game History stays open behind the review
    qtbot.mouseClick(panel.try_again, Qt.MouseButton.LeftButton)
    # the position at the real table: the person's same cards, the review out of the way
    wait_prompt(qtbot, w, "play")
    c = w.controller
    assert isinstance(c, PracticeController) and c.mistake.index == p["index"]
    assert not shiboken6.isValid(review) or not review.isVisible()  # closed
    assert not history.isVisible()  # steps aside: the table is seen, not the list
    assert set(w.scene.hands[0]) == p["held"]
    assert all(w.scene.cards[x].face_up for x in p["held"])
    assert "in the game you chose" in w.status_label.text()
    save_shot(w, tmp_path, "seam-practice-position")
    click_card(qtbot, w, best)
    qtbot.waitUntil(lambda: w.practice.answer is not None and w.decision.isVisible()
                    and "review" in w.decision.buttons, timeout=20000)
    assert w.decision.label.text().startswith("The best choice")
    save_shot(w, tmp_path, "seam-best-choice")
    # Back to the review: the game that waited is back, the review at that step
    click_choice(qtbot, w, "review")
    qtbot.waitUntil(lambda: w.practice.controller() is None, timeout=10000)
    assert w.controller.game_id == waiting
    again = w.review_window
    assert again is not None and again is not review and again.isVisible()
    assert history.isVisible()  # back too, under the review
    assert again.slider.value() == step and again.coach is not None
    qtbot.waitUntil(lambda: again.coach.job is None and again.coach.result is not None,
                    timeout=20000)  # the stored analysis, read back
    again.resize(1280, 780)  # the table and the coach side by side
    assert again.coach.isVisible() and again.coach.try_again.isVisible()
    assert "Verdict:" in again.coach.verdict.toPlainText()
    save_shot(again, tmp_path, "seam-back-to-review")
    # by the keyboard too: Alt+T, the button's mnemonic; then B, Back to the review
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow)
    qtbot.keyClick(again, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    wait_prompt(qtbot, w, "play")
    assert w.practice.controller() is not None and set(w.scene.hands[0]) == p["held"]
    click_card(qtbot, w, p["blunder"])
    qtbot.waitUntil(lambda: w.practice.answer is not None and "review" in w.decision.buttons,
                    timeout=20000)
    assert w.decision.label.text().startswith("Not as good as the best")
    qtbot.keyClick(w.view, Qt.Key.Key_B)
    qtbot.waitUntil(lambda: w.practice.controller() is None, timeout=10000)
    assert w.review_window.slider.value() == step
    w.review_window.close()
    wait_prompt(qtbot, w, "stand")
    # the app opened anew on the same folder: the list holds the stored mistake
    w.close()
    store.close()
    w2 = make_window(qtbot, speed="fast", store=HistoryStore(folder))
    wait_prompt(qtbot, w2, "stand")
    w2.act_practise.trigger()
    qtbot.waitUntil(lambda: w2.practice.list_dialog is not None
                    and w2.practice.list_dialog.isVisible(), timeout=20000)
    dialog = w2.practice.list_dialog
    lines = [dialog.entries.item(i).text() for i in range(dialog.entries.count())]
    planted = [line for line in lines if line.startswith(f"Game {p['game_id']}, hand 1:")
               and entry["verdict"] in line]
    assert len(planted) >= 1 and len(lines) == len(dialog.found)
    assert all(m.game_id == p["game_id"] and m.seat == 3 for m in dialog.found)
    save_shot(dialog, tmp_path, "seam-list-reopened")
    QAccessible.setActive(True)
    try:
        assert unnamed(dialog) == []
    finally:
        QAccessible.setActive(False)
    dialog.entries.setCurrentRow(next(i for i, m in enumerate(dialog.found)
                                      if m.index == p["index"]))
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)
    wait_prompt(qtbot, w2, "play")
    assert set(w2.scene.hands[0]) == p["held"]


def test_the_store_lists_the_persons_analysed_hands(folder: Path) -> None:
    """Only validated analyses of a human seat, of the hand's stored text, each
    hand and seat once (its newest), the newest hand first, with the names and
    settings; a damaged row set aside."""
    from allfours_gui.session import coach
    from allfours_gui.session.mistakes import AnalysisSource, mistakes

    store = HistoryStore(folder)
    p = planted_game(store)
    gid, record = p["game_id"], p["record"]
    decision = {"index": p["index"], "chosen": record["actions"][p["index"]],
                "best": record["actions"][p["index"]], "loss": 0.2, "error": 0.01,
                "verdict": "blunder", "reason": "", "choices": []}
    old = coach.settings_of(1.0)
    store.save_analysis(gid, 1, 3, old, "old", record, {"decisions": [], "open": []})
    store.save_analysis(gid, 1, 3, coach.settings_of(BUDGET, 5), coach.VERSION, record,
                        {"decisions": [decision], "open": []})
    store.save_analysis(gid, 1, 0, old, coach.VERSION, record,  # a computer's seat
                        {"decisions": [], "open": []})
    other = {**record, "actions": record["actions"][:-1]}  # another text of the hand
    store.save_analysis(gid, 1, 2, old, coach.VERSION, other, {"decisions": [], "open": []})
    assert isinstance(store, AnalysisSource)
    hands = store.analysed_hands()
    assert [(h.game_id, h.number, h.seat) for h in hands] == [(gid, 1, 3)]
    h = hands[0]
    assert list(h.names) == NAMES and h.record == record and (h.seconds, h.seed) == (BUDGET, 5)
    assert [m.index for m in mistakes(store)] == [p["index"]]
    store.db.execute("UPDATE analyses SET result = '{\"decisions\": 3}' WHERE seat = 3")
    assert store.analysed_hands() == []
    assert any("set aside" in str(n) for n in store.take_notices())
    assert list((folder / "set-aside").glob("game-*-hand-1-analysis-*.json"))
    store.close()

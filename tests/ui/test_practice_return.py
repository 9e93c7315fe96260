"""Leaving practice returns to where the person was (issue 33, item 5): after a
finished game, Game → Practise Mistakes → Try again → a card → Back to the
review, and the review closed: the game's end is on the table again with
Rematch and New game, the final score, and no game was dealt or kept for it;
a game in progress kept by no history is back exactly as it was left."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.mistakes import AnalysedHandRow, MemorySource
from allfours_gui.session.practice import PracticeController

from .helpers import click_card, click_choice, make_window, play_out_hand, wait_prompt
from .test_practice import _judged, _mistake, planted  # noqa: F401 (a fixture)

NAMES = ["You", "Rhonda", "Partner", "Kerwin"]


def nearly_over(store: HistoryStore, seed: int = 5) -> int:
    """A game to 7 kept in ``store``, every hand of it played but the last."""
    rules = Rules(target=7)
    game = Game(rules, seed)
    game.cut()
    game.choose_method(game.dealer, "threes")
    rng = random.Random(seed)
    records = []
    while game.phase != "over":
        game.deal()
        while game.phase == "hand":
            game.apply(rng.choice(game.legal_actions()))
        assert game.hand is not None
        records.append((game.hand_number, game.hand.record(), game.hand.outcome()))
    gid = store.new_game(rules.to_json(), NAMES, ["human", "medium", "medium", "medium"])
    store.set_first_dealer(gid, records[0][1]["dealer"])
    store.set_deal_method(gid, "threes")
    for number, record, outcome in records[:-1]:
        store.save_hand(gid, number, record, outcome)
    return gid


def the_list(w, p: dict[str, Any]):
    """Game → Practise Mistakes…, the planted blunder listed, its Try again."""
    row = AnalysedHandRow(12, 4, p["seat"], p["record"], [p["entry"]], tuple(NAMES))
    w.practice.source = MemorySource([row])
    w.act_practise.trigger()
    return w.practice.list_dialog


def test_leaving_practice_after_a_game_returns_to_its_end(qtbot, tmp_path: Path,
                                                         planted: dict[str, Any]) -> None:  # noqa: F811
    store = HistoryStore(tmp_path / "history")
    gid = nearly_over(store)
    row = next(g for g in store.games() if g.id == gid)
    w = make_window(qtbot, speed="fast", store=store, resume=row)
    # the resumed game's last hands played through the window, to its end
    for _ in range(12):
        qtbot.waitUntil(w.summary.isVisible, timeout=20000)
        if w.controller.game_is_over():
            break
        click_choice_in_summary(qtbot, w, "next-hand")
        play_out_hand(qtbot, w, timeout=20000)
    finished = w.controller
    assert finished.game_is_over() and finished.game_id == gid
    score = tuple(finished.game.score)
    title = w.summary.title.text()
    games_before = [(g.id, g.abandoned) for g in store.games()]
    # Game → Practise Mistakes → Try again
    dialog = the_list(w, planted)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)
    wait_prompt(qtbot, w, "play")
    assert isinstance(w.controller, PracticeController)
    click_card(qtbot, w, planted["best"])
    _judged(qtbot, w)
    click_choice(qtbot, w, "review")
    qtbot.waitUntil(lambda: w.review_window is not None and w.review_window.isVisible(),
                    timeout=10000)
    w.review_window.close()
    qtbot.wait(300)  # were anything dealt behind the review, it would be under way now
    # the game's end, as it was: the same controller, score and panel, nothing dealt
    assert w.controller is finished and finished.game_is_over()
    assert w.controller.game.hand_number == finished.game.hand_number
    assert tuple(w.scene.scoreboard.scores) == score
    assert w.summary.isVisible() and w.summary.title.text() == title
    names = {b.objectName() for b in w.summary._buttons if b.isVisible()}
    assert {"summary-rematch", "summary-new-game…"} <= names
    assert w.controller.waiting_for_human is None
    # and Game History holds the games it held, none of them in progress
    assert [(g.id, g.abandoned) for g in store.games()] == games_before
    assert store.unfinished_games() == []


def click_choice_in_summary(qtbot, w, key: str) -> None:
    button = next(b for b in w.summary._buttons if b.objectName() == f"summary-{key}")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_game_no_history_keeps_is_back_as_it_was(qtbot, planted: dict[str, Any]) -> None:  # noqa: F811
    """No history: the game in progress is not lost to practice (nor asked about);
    back at the person's open question, the same hand and the same cards."""
    w = make_window(qtbot, speed="fast")
    wait_prompt(qtbot, w, "stand")
    c = w.controller
    hand = c.game.hand
    mine = sorted(w.scene.hands[0])
    w.practice.try_again(_mistake(planted))
    wait_prompt(qtbot, w, "play")
    assert w.practice.controller() is not None
    click_card(qtbot, w, planted["blunder"])
    _judged(qtbot, w)
    click_choice(qtbot, w, "review")
    wait_prompt(qtbot, w, "stand")
    assert w.controller is c and c.game.hand is hand and not hand.actions
    assert sorted(w.scene.hands[0]) == mine
    assert all(w.scene.cards[x].face_up for x in mine)
    assert w.decision.isVisible() and "stand" in w.decision.buttons
    assert w.act_hint.isEnabled()  # a game again: hints are back

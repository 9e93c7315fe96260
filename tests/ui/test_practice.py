"""Practise your mistakes, in the real window: "Try again" lays out the position of
a planted blunder at the table (the same cards in the person's hand), a real
click or key on the best card is told it is as good as the best and the
blunder that it is not; Try another, Take Back, Back to the review; the list
of past mistakes; and none of it reaches the history."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from allfours_gui.ai import analyse
from allfours_gui.engine import Action, hand_from_record, parse_card
from allfours_gui.engine.cards import cards_of
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.mistakes import AnalysedHandRow, MemorySource, Mistake, mistakes
from allfours_gui.session.practice import PracticeController
from allfours_gui.ui.practice.practice_words import is_as_good, points_lost
from allfours_gui.ui.turn_prompts import CARD_KEYS
from tests.ai.planted import MAKERS, with_play

from .helpers import click_card, click_choice, make_window, save_shot, wait_prompt
from .test_accessibility import unnamed

BUDGET = 0.25  # the analysis's seconds a decision: the planted loss is far above its error


@pytest.fixture(scope="module")
def planted() -> dict[str, Any]:
    """Seat 3 trumps its partner's sure trick (the blunder) instead of throwing
    its ten on it (the best), analysed with every choice's value."""
    prefix, seat, blunder = MAKERS["trumped partner's sure trick"](random.Random(3))
    record = with_play(prefix, seat, blunder)
    entry = analyse(record, seat, seconds=BUDGET, details=True)[-1]
    assert entry["verdict"] in ("mistake", "blunder")
    index = len(prefix["actions"])
    held = hand_from_record(prefix).hands[seat]
    return {"record": record, "seat": seat, "index": index, "entry": entry, "held": held,
            "blunder": parse_card(blunder), "best": parse_card(entry["best"]["card"])}


def _mistake(p: dict[str, Any], details: bool = True) -> Mistake:
    entry = p["entry"] if details else {k: v for k, v in p["entry"].items()
                                        if k not in ("choices", "deals", "claims")}
    return Mistake(12, 4, p["seat"], p["index"], p["record"], entry,
                   ("You", "Rhonda", "Partner", "Kerwin"), seconds=BUDGET)


def entry_word(p: dict[str, Any]) -> str:
    return str(p["entry"]["verdict"])


def _window(qtbot, tmp_path: Path, speed: str = "normal"):
    store = HistoryStore(tmp_path / "history")
    w = make_window(qtbot, speed=speed, store=store)
    wait_prompt(qtbot, w, "stand")  # a game in progress: the person stands or begs
    assert w.controller.game_id is not None
    return w, store


def _at_position(qtbot, w, p: dict[str, Any]) -> PracticeController:
    wait_prompt(qtbot, w, "play")
    c = w.controller
    # the mistake's seat is the person's: seat 0, at South
    assert isinstance(c, PracticeController) and c.viewer == 0 and w.scene.human == 0
    assert w.config.names[0] == "You"  # under the person's own name
    return c


def _judged(qtbot, w) -> dict[str, Any]:
    qtbot.waitUntil(lambda: w.practice.answer is not None and w.decision.isVisible()
                    and "another" in w.decision.buttons, timeout=20000)
    return dict(w.practice.answer)


def test_try_again_by_clicks(qtbot, tmp_path: Path, planted: dict[str, Any]) -> None:
    w, store = _window(qtbot, tmp_path)
    game_id = w.controller.game_id
    games = len(store.games())
    w.practice.try_again(_mistake(planted))
    c = _at_position(qtbot, w, planted)
    held = set(cards_of(planted["held"]))
    # the scene holds exactly the cards the person held then, face up and raised where legal
    assert set(w.scene.hands[0]) == held
    assert all(w.scene.cards[x].face_up and w.scene.cards[x].isVisible() for x in held)
    assert w.scene.cards[planted["best"]].legal and w.scene.cards[planted["blunder"]].legal
    assert "in the game you chose" in w.status_label.text()
    assert not w.act_hint.isEnabled()  # the choice is the exercise
    hidden = c.game.hand.hands[1:]
    save_shot(w, tmp_path, "practise-position")
    click_card(qtbot, w, planted["best"])
    answer = _judged(qtbot, w)
    assert answer["verdict"] == "good" and answer["stored"] and is_as_good(answer)
    assert "The best choice" in w.decision.label.text()
    # the card was played: seat 3 ends the trick, so it lies in the trick just won
    assert (0, planted["best"]) in c.game.hand.tricks[-1].plays
    save_shot(w, tmp_path, "practise-as-good")
    # Try another: the one mistake again, its hidden cards dealt anew
    click_choice(qtbot, w, "another")
    c2 = _at_position(qtbot, w, planted)
    assert c2 is not c and set(w.scene.hands[0]) == held
    assert c2.game.hand.hands[1:] != hidden
    click_card(qtbot, w, planted["blunder"])
    answer = _judged(qtbot, w)
    assert answer["verdict"] in ("mistake", "blunder") and not is_as_good(answer)
    assert "Not as good as the best" in w.decision.label.text()
    save_shot(w, tmp_path, "practise-not-as-good")
    # Back to the review: the game that waited is on the table again, the hand reviewed
    asked: list[dict[str, Any]] = []
    review_record = w.past.review_record
    w.past.review_record = lambda *a, **k: (asked.append(k), review_record(*a, **k))[1]
    click_choice(qtbot, w, "review")
    qtbot.waitUntil(lambda: w.controller is not None and w.practice.controller() is None,
                    timeout=10000)
    assert w.controller.game_id == game_id
    review = w.review_window
    # at the decision itself, where the coach's verdict stands
    assert review is not None and review.slider.value() == planted["index"] + 1
    # with its coach's source, as Game History opens it (the panel shows for a
    # finished hand; this planted one stops at the blunder)
    coach = asked[-1]["coach"]
    assert (coach.game_id, coach.number, coach.seat, coach.seconds) == (
        12, 4, planted["seat"], BUDGET)
    wait_prompt(qtbot, w, "stand")  # the game waited at the person's decision
    # practice is no game: the history holds the one real game, unchanged in number
    assert len(store.games()) == games
    assert not any(g.abandoned for g in store.games())


def test_try_again_by_keys(qtbot, tmp_path: Path, planted: dict[str, Any]) -> None:
    w, store = _window(qtbot, tmp_path, speed="fast")
    w.practice.try_again(_mistake(planted))
    _at_position(qtbot, w, planted)
    mine = w.scene.hands[0]
    key = next(k for k, i in CARD_KEYS.items() if i == mine.index(planted["best"]))
    qtbot.keyClick(w.view, Qt.Key(key))
    assert _judged(qtbot, w)["verdict"] == "good"
    # Take Back: the same position and deal, to choose again; this time the blunder
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    _at_position(qtbot, w, planted)
    assert w.practice.answer is None and not w.decision.isVisible()
    mine = w.scene.hands[0]
    key = next(k for k, i in CARD_KEYS.items() if i == mine.index(planted["blunder"]))
    qtbot.keyClick(w.view, Qt.Key(key))
    assert _judged(qtbot, w)["verdict"] in ("mistake", "blunder")
    qtbot.keyClick(w.view, Qt.Key.Key_B)  # "&Back to the review"
    qtbot.waitUntil(lambda: w.practice.controller() is None, timeout=10000)
    assert len(store.games()) == 1


def test_without_stored_values_a_search_judges(qtbot, tmp_path: Path,
                                               planted: dict[str, Any]) -> None:
    w, _ = _window(qtbot, tmp_path, speed="fast")
    w.practice.try_again(_mistake(planted, details=False))
    _at_position(qtbot, w, planted)
    click_card(qtbot, w, planted["blunder"])
    qtbot.waitUntil(lambda: w.decision.isVisible(), timeout=10000)
    answer = _judged(qtbot, w)
    assert not answer["stored"] and answer["verdict"] == planted["entry"]["verdict"]
    assert answer["loss"] == planted["entry"]["loss"]  # the same view, seed and budget


def test_the_list_of_mistakes(qtbot, tmp_path: Path, planted: dict[str, Any]) -> None:
    w, _ = _window(qtbot, tmp_path, speed="fast")
    good = {**planted["entry"], "index": 1, "verdict": "good"}  # seat 0's stand: not listed
    row = AnalysedHandRow(12, 4, planted["seat"], planted["record"],
                          [good, planted["entry"]], ("You", "Rhonda", "Partner", "Kerwin"))
    source = MemorySource()
    source.add(row)
    found = mistakes(source)
    assert [m.index for m in found] == [planted["index"]]
    w.practice.source = source
    w.act_practise.trigger()
    qtbot.waitUntil(lambda: w.practice.list_dialog is not None
                    and w.practice.list_dialog.isVisible())
    dialog = w.practice.list_dialog
    assert dialog.entries.count() == 1
    text = dialog.entries.item(0).text()
    assert "Game 12, hand 4" in text and entry_word(planted) in text
    save_shot(dialog, tmp_path, "practise-list")
    QAccessible.setActive(True)  # a screen reader hears every line and button by name
    try:
        assert unnamed(dialog) == []
    finally:
        QAccessible.setActive(False)
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)
    _at_position(qtbot, w, planted)


def test_an_empty_list_says_how_to_fill_it(qtbot, tmp_path: Path) -> None:
    w, _ = _window(qtbot, tmp_path, speed="fast")
    w.practice.show_list()  # the history keeps no analyses yet: nothing to practise
    qtbot.waitUntil(lambda: w.practice.list_dialog is not None, timeout=20000)  # its worker
    dialog = w.practice.list_dialog
    assert dialog.entries.count() == 0 and not dialog.try_button.isEnabled()
    assert "Analyse a hand" in dialog.intro.text()


def test_the_coach_speaks_the_language_chosen(qtbot, tmp_path: Path, planted: dict[str, Any],
                                              qapp) -> None:
    """The coach's line, its buttons and the intro on the status line are said
    again in a language chosen while they are up (Albanian, then Lao)."""
    from allfours_gui.app import i18n
    from allfours_gui.app.settings import AppSettings

    from .test_languages import VIEW, catalogued

    store = HistoryStore(tmp_path / "history")
    w = make_window(qtbot, speed="fast", store=store, settings=AppSettings(tmp_path))
    wait_prompt(qtbot, w, "stand")
    try:
        w.practice.try_again(_mistake(planted))
        _at_position(qtbot, w, planted)
        click_card(qtbot, w, planted["blunder"])
        _judged(qtbot, w)
        verdict = planted["entry"]["verdict"]
        line = catalogued("Practice", "Not as good as the best: you chose {choice}, a "
                          f"{verdict}. The best was {{best}}: your chance to win the match "
                          "drops by about {points} in 100.")
        again = catalogued("Practice", "Try &another")
        for code in ("sq", "lo"):
            next(a for a in w.language_group.actions() if a.data() == code).trigger()
            qtbot.waitUntil(lambda c=code: w.view_menu.title() == VIEW[c], timeout=5000)
            head = line[code].split("{choice}")[0]
            assert w.decision.label.text().startswith(head)
            assert w.decision.buttons["another"].text() == again[code]
            assert "{" not in w.decision.label.text()  # every field filled in
        save_shot(w, tmp_path, "practise-lao")
    finally:
        i18n.install(qapp, "en")


def test_a_new_game_from_practice(qtbot, tmp_path: Path, planted: dict[str, Any]) -> None:
    """New Game while practising: asked nothing (practice is no game), offered the
    game's own set-up (not the practice table's turned seats); the game that
    waited stays unfinished in the history, to be offered at the next start."""
    w, store = _window(qtbot, tmp_path, speed="fast")
    waiting = w.controller.game_id
    w.practice.try_again(_mistake(planted))
    _at_position(qtbot, w, planted)
    assert w.config.names[0] == "You" and w.config.names[1] != "Rhonda"  # turned seats
    w.games.ask_new_game()
    dialog = w.new_game_dialog
    assert dialog.config().names[:4] == ("You", "Rhonda", "Partner", "Kerwin")
    dialog.accept()
    qtbot.waitUntil(lambda: w.practice.controller() is None, timeout=10000)
    assert w.controller.game_id not in (None, waiting)
    assert w.practice.waiting_game is None
    assert [g.id for g in store.unfinished_games() if g.id == waiting] == [waiting]


def test_a_stand_or_beg_decision_is_practised_with_its_buttons(qtbot, tmp_path: Path) -> None:
    """First hand's stand or beg: the real prompt asks again, a click answers it,
    and the coach judges it from the stored values (whatever the verdict was)."""
    from tests.ai.test_analysis import medium_hand

    record = medium_hand(5, stop=1).record()  # seat 0, first hand, has stood or begged
    entry = analyse(record, 0, seconds=0.05, details=True)[0]
    m = Mistake(None, 1, 0, 0, record, entry)
    w, _ = _window(qtbot, tmp_path, speed="fast")
    w.practice.try_again(m)
    wait_prompt(qtbot, w, "stand")
    assert w.practice.controller() is not None and w.decision.isVisible()
    other = "beg" if record["actions"][0]["do"] == "stand" else "stand"
    if other not in w.decision.buttons:  # a house rule may bar standing: then beg again
        other = record["actions"][0]["do"]
    click_choice(qtbot, w, other)
    answer = _judged(qtbot, w)
    assert answer["stored"] and answer["chosen"] == {"seat": 0, "do": other}
    assert answer["verdict"] in ("good", "inaccuracy", "mistake", "blunder")


def test_mistakes_leave_out_what_is_no_mistake_of_the_seat(planted: dict[str, Any]) -> None:
    """Only mistakes and blunders, each pointing at one of the seat's own actions;
    the newest hand first, each hand's in play order; no source, no mistakes."""
    e = planted["entry"]
    seat, index = planted["seat"], planted["index"]
    older = AnalysedHandRow(3, 1, seat, planted["record"], [
        {**e, "verdict": "inaccuracy"}, {**e, "index": 0},  # not listed; another seat's stand
        {**e, "index": 99}, {**e, "index": "x"}, e])  # out of range, damaged, the blunder
    newer = AnalysedHandRow(4, 2, seat, planted["record"], [e], seconds=1.5, seed=9)
    source = MemorySource([older])
    source.add(newer)
    found = mistakes(source)
    assert [(m.game_id, m.index) for m in found] == [(4, index), (3, index)]
    assert (found[0].seconds, found[0].seed) == (1.5, 9)
    assert found[0].verdict == e["verdict"] and found[0].loss == e["loss"]
    assert found[0].chosen == planted["record"]["actions"][index]
    assert mistakes(None) == []


def test_the_coachs_words_for_each_verdict(qapp) -> None:
    """A choice as good as the best within the error is said to be so; one the
    values set clearly below is not, with its loss in points out of 100."""
    from allfours_gui.ai.practice import regrade
    from allfours_gui.ui.practice.practice_words import coach_words

    play = [{"seat": 0, "do": "play", "card": c} for c in ("TH", "9H", "KD")]
    entry = {"index": 5, "chosen": play[2], "best": play[0], "loss": 0.07, "error": 0.01,
             "verdict": "mistake", "choices": [
                 {"action": play[0], "win_chance": 0.52}, {"action": play[1], "win_chance": 0.51},
                 {"action": play[2], "win_chance": 0.45}]}
    near = regrade(entry, Action.from_record(play[1]))
    assert near is not None and near["verdict"] == "good" and is_as_good(near)
    assert coach_words(near) == ("As good as the best: you chose the nine of hearts, and the "
                                 "best, the ten of hearts, wins no more often, within the "
                                 "estimate's error.")
    worse = regrade(entry, Action.from_record(play[2]))
    assert worse is not None and worse["verdict"] == "mistake"
    assert coach_words(worse) == ("Not as good as the best: you chose the king of diamonds, a "
                                  "mistake. The best was the ten of hearts: your chance to win "
                                  "the match drops by about 7 in 100.")
    # rounded as the review's coach rounds it: a decimal only below one in 100
    assert [points_lost(x) for x in (0.0, 0.004, 0.019, 0.0649, 0.21)] == [
        "0", "0.4", "2", "6", "21"]
    best = regrade(entry, Action.from_record(play[0]))
    assert best is not None
    assert coach_words(best) == "The best choice: you chose the ten of hearts."
    assert coach_words({"failed": "the disk is full"}) == (
        "Your choice could not be judged: the disk is full.")

"""A prompt answered with the keyboard alone, and a hint for every decision.

Keys go where a person's keyboard sends them: to the widget that has the
focus (a prompt's button once it shows, else the table).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from .helpers import ScriptedPlayer, make_window, press, save_shot, wait_prompt

KEY = Qt.Key


def focused_choice(w) -> str:
    focus = QApplication.focusWidget()
    assert isinstance(focus, QPushButton), focus
    return next(k for k, b in w.decision.buttons.items() if b is focus)


def person_did(w) -> list[str]:
    hand = w.controller.game.hand
    return [a.do for a in hand.actions if a.seat == w.controller.viewer]


def active_window(qtbot, **kw):
    w = make_window(qtbot, **kw)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def test_tab_moves_to_beg_and_enter_begs(qtbot, tmp_path):
    w = active_window(qtbot, dealer=3)  # you are first hand: stand or beg
    wait_prompt(qtbot, w, "stand")
    assert focused_choice(w) == "stand"
    press(qtbot, w, KEY.Key_Tab)
    assert focused_choice(w) == "beg"
    assert w.decision.buttons["beg"].property("current")
    save_shot(w, tmp_path, "prompt-keyboard-focus-on-beg")
    press(qtbot, w, KEY.Key_Return)
    qtbot.waitUntil(lambda: "beg" in person_did(w))
    assert person_did(w) == ["beg"]
    # the keyboard is back on the table for the cards
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)


@pytest.mark.parametrize(("keys", "expected"), [
    ((KEY.Key_Right, KEY.Key_Space), "beg"),
    ((KEY.Key_Right, KEY.Key_Left, KEY.Key_Return), "stand"),
    ((KEY.Key_Left, KEY.Key_Return), "beg"),  # round and round
    ((KEY.Key_Down, KEY.Key_Up, KEY.Key_Up, KEY.Key_Enter), "beg"),
    ((KEY.Key_Backtab, KEY.Key_Return), "beg"),
    ((KEY.Key_2,), "beg"),
    ((KEY.Key_1,), "stand"),
    ((KEY.Key_B,), "beg"),
    ((KEY.Key_S,), "stand"),
])
def test_arrows_numbers_and_letters_answer_a_prompt(qtbot, keys, expected):
    w = active_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    for key in keys:
        press(qtbot, w, key)
    qtbot.waitUntil(lambda: bool(person_did(w)))
    assert person_did(w) == [expected]


def test_keys_reach_the_prompt_when_the_table_has_the_focus(qtbot):
    """A person who clicked the felt still answers with the keys."""
    w = active_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    w.view.setFocus()
    press(qtbot, w, KEY.Key_Right)  # the table passes it to the prompt
    assert focused_choice(w) == "beg"
    w.view.setFocus()
    press(qtbot, w, KEY.Key_Return)  # the current button, not the first
    qtbot.waitUntil(lambda: bool(person_did(w)))
    assert person_did(w) == ["beg"]


def test_alt_and_the_underlined_letter_press_a_button(qtbot):
    w = active_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    assert w.decision.buttons["beg"].text() == "I &beg"
    press(qtbot, w, KEY.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(person_did(w)))
    assert person_did(w) == ["beg"]


def test_the_dealer_deals_in_threes_and_runs_the_pack_by_keys(qtbot):
    # you deal first: the method, then Rhonda (first hand) begs
    w = active_window(qtbot, dealer=0, players={1: ScriptedPlayer({"stand": "beg"})})
    qtbot.waitUntil(lambda: w.decision.isVisible() and "threes" in w.decision.buttons,
                    timeout=15000)
    assert focused_choice(w) == "ones"
    press(qtbot, w, KEY.Key_Tab)
    press(qtbot, w, KEY.Key_Return)
    qtbot.waitUntil(lambda: w.controller.game.method == "threes")
    wait_prompt(qtbot, w, "answer")
    assert focused_choice(w) == "give"
    press(qtbot, w, KEY.Key_R)  # Run the pack
    qtbot.waitUntil(lambda: "run" in person_did(w))


def test_a_hint_moves_the_focus_and_enter_takes_it(qtbot, monkeypatch):
    import allfours_gui.ai as ai

    def explain(record, level, seed, iterations=None, **_kw):
        beg = {"do": "beg", "seat": 0}
        return {"seat": 0, "level": level, "decision": beg,
                "candidates": [{"action": beg, "win_chance": 0.41,
                                "reason": "you hold no trumps"}]}
    monkeypatch.setattr(ai, "explain", explain)
    w = active_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    assert focused_choice(w) == "stand"
    w.act_hint.trigger()
    qtbot.waitUntil(lambda: w.status_label.text().startswith("Beg"))
    assert w.decision.buttons["beg"].property("hinted")
    assert focused_choice(w) == "beg"
    press(qtbot, w, KEY.Key_Return)
    qtbot.waitUntil(lambda: bool(person_did(w)))
    assert person_did(w) == ["beg"]


def _hint_answers(qtbot, w) -> str:
    assert w.act_hint.isEnabled()
    w.act_hint.trigger()
    qtbot.waitUntil(lambda: w.status_label.text()
                    and not w.status_label.text().startswith("Thinking"), timeout=30000)
    return w.status_label.text()


def test_every_decision_of_the_person_has_a_hint(qtbot, tmp_path):
    """The method, stand or beg, give or run, and a card: each hint answers
    and points at a choice; between the person's decisions Hint is off."""
    w = active_window(qtbot, dealer=0, speed="fast", think_ms=50,
                      players={1: ScriptedPlayer({"stand": "beg"})})
    qtbot.waitUntil(lambda: w.decision.isVisible() and "threes" in w.decision.buttons,
                    timeout=15000)
    text = _hint_answers(qtbot, w)
    assert text.startswith("Deal in threes")
    assert w.decision.buttons["threes"].property("hinted")
    assert focused_choice(w) == "threes"
    save_shot(w, tmp_path, "hint-dealing-method")
    press(qtbot, w, KEY.Key_Return)
    # while the others decide, there is nothing to hint at
    qtbot.waitUntil(lambda: w.controller.human.pending is None)
    assert not w.act_hint.isEnabled()
    wait_prompt(qtbot, w, "answer", timeout=30000)
    text = _hint_answers(qtbot, w)
    hinted = [k for k, b in w.decision.buttons.items() if b.property("hinted")]
    assert len(hinted) == 1 and text.startswith({"give": "Take one", "run": "Run"}[hinted[0]])
    press(qtbot, w, KEY.Key_Return)  # the hinted answer
    assert person_did(w)[-1] == hinted[0]
    wait_prompt(qtbot, w, "play", timeout=60000)
    text = _hint_answers(qtbot, w)
    assert text.startswith("Play the ")
    # first hand, stand or beg: a hand of its own (you are first hand when Kerwin deals)
    w2 = active_window(qtbot, dealer=3)
    wait_prompt(qtbot, w2, "stand")
    text = _hint_answers(qtbot, w2)
    assert text.split(" ")[0].strip(".:") in ("Stand", "Beg")


def test_hint_is_off_when_no_decision_waits(qtbot):
    w = active_window(qtbot, dealer=2, speed="normal", think_ms=400)
    # Partner deals; Kerwin (first hand) decides first: nothing of yours to hint at
    qtbot.waitUntil(lambda: w.controller.game.hand is not None
                    and w.controller.game.hand.turn == 3, timeout=15000)
    assert w.controller.human.pending is None
    assert not w.act_hint.isEnabled()
    w.turns.ask_hint()  # a stray shortcut says so, instead of "Thinking…" for ever
    assert "no decision of yours" in w.status_label.text()

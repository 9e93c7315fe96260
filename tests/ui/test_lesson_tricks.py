"""The lesson no longer plays past the learner (issue 33, item 7): after each
trick the coach says who took it and with which card, a note on a card not
taken goes once the right card is played, and a card the step does not want is
refused with a reason about that card (it would not win, it is a trump to keep,
it is not the lead the step teaches), not only which card the step wants."""

from __future__ import annotations

from allfours_gui.engine.cards import parse_card

from .helpers import click_card, save_shot
from .test_learn import lesson_window, step_key, walk_to


def refused(qtbot, w, card: str) -> str:
    """Click ``card`` (not the step's): the coach's note, once it says so."""
    note = w.learn.panel.note
    before = note.text() if not note.isHidden() else ""
    click_card(qtbot, w, parse_card(card))
    qtbot.waitUntil(lambda: not note.isHidden() and note.text() != before, timeout=5000)
    return note.text()


def test_the_coach_tells_each_trick_and_why_a_card_is_not_taken(qtbot, tmp_path) -> None:
    w = lesson_window(qtbot, speed="normal")
    c = w.learn.controller
    walk_to(qtbot, w, "lead")
    panel = w.learn.panel
    # the lead: each other card refused for a reason of its own, and the step's card named
    said = refused(qtbot, w, "KC")
    assert "Keep the king of clubs for later: it is high in its suit" in said
    assert "Play the four of clubs, the one with the yellow ring." in said
    assert "it is a trump, and trumps take tricks later" in refused(qtbot, w, "AH")
    assert "the only card of its suit you hold" in refused(qtbot, w, "3S")
    assert len(c.game.hand.actions) == 2  # nothing taken
    # the right card: the stale note goes
    click_card(qtbot, w, parse_card("4C"))
    qtbot.waitUntil(panel.note.isHidden, timeout=10000)
    assert step_key(w) == "lead" and len(c.game.hand.actions) <= 6  # at once, not a step later
    # the trick taken: the coach says so, while the trick is held to be read
    qtbot.waitUntil(lambda: not panel.news.isHidden(), timeout=20000)
    assert panel.news.text() == "Rhonda took the trick with the ace of clubs."
    assert w.scene.trick and w.scene._hold.interval() >= 1500
    assert "Rhonda took the trick" in panel.accessibleDescription()
    # the next step still says it, until the next trick is taken
    walk_to(qtbot, w, "follow")
    assert panel.news.text() == "Rhonda took the trick with the ace of clubs."
    said = refused(qtbot, w, "AH")
    assert "Partner's ace of spades already takes this trick for your side" in said
    save_shot(w, tmp_path, "learn-trick-told-and-refused")
    assert "the three of spades" in said
    said = refused(qtbot, w, "KC")  # barred by the rules: the engine's word is on the status line
    assert "You may not play the king of clubs now: spades were led" in said
    walk_to(qtbot, w, "trump")
    assert panel.news.text() == "Partner took the trick with the ace of spades."
    assert "would not win the trick: Kerwin's king of diamonds" in refused(qtbot, w, "KC")
    assert "counts 10 for Game" in refused(qtbot, w, "TH")
    walk_to(qtbot, w, "hang")
    assert panel.news.text() == "You took the trick with the queen of hearts."
    assert "Lead your highest trump, not the ten of hearts" in refused(qtbot, w, "TH")
    assert "Lead a trump here, not the king of clubs" in refused(qtbot, w, "KC")
    # Back: the hand replayed to the step before, the news told goes with it
    panel.back.click()
    qtbot.waitUntil(lambda: panel.news.isHidden(), timeout=10000)

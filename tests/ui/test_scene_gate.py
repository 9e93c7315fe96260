"""The scene's "all animations done" gate, on its own: it opens whatever
interrupts a card's flight, and every engine event has a way onto the table."""

from __future__ import annotations

import inspect

import pytest
from PySide6.QtCore import QPointF

from allfours_gui.engine import events as ev
from allfours_gui.ui.table.table_scene import TableScene, step_error_listeners


@pytest.fixture
def scene(qtbot):
    s = TableScene(["You", "Rhonda", "Partner", "Kerwin"])
    s.set_speed("normal")
    s.time_scale = 0.2
    yield s
    s.deleteLater()


def test_a_card_moved_again_mid_flight_still_opens_the_gate(qtbot, scene):
    """The freeze after a person's first card: a second move of a card in
    flight made Qt stop the first animation, which then never finished."""
    item = scene.cards[5]
    scene.bubble(None, "first", hold=50)
    scene.enqueue(lambda: (scene.move(5, (300, 300, 0), True, 400), 0)[1])
    scene.pause(50)
    qtbot.waitUntil(lambda: item.moving)
    item.animate(QPointF(100, 100), 0, True, 5, 60)  # outside the queue, mid-flight
    with qtbot.waitSignal(scene.idle, timeout=5000):
        pass
    assert not scene.busy and not item.moving
    assert item.pos() == QPointF(100, 100)


def test_stopping_and_finishing_report_the_card_at_rest(qtbot, scene):
    scene.enqueue(lambda: (scene.move(7, (400, 200, 30), True, 2000), 0)[1])
    qtbot.waitUntil(lambda: scene.cards[7].moving)
    scene.set_speed("instant")  # lands at once
    assert not scene.busy
    assert scene.cards[7].pos() == QPointF(400, 200) and scene.cards[7].rotation() == 30
    scene.set_speed("normal")
    scene.enqueue(lambda: (scene.move(7, (10, 10, 0), False, 2000), 0)[1])
    assert scene.busy
    scene.reset()  # a take back
    assert not scene.busy and not scene.cards[7].moving
    assert scene.cards[7]._flip == 1.0  # never left edge-on


def test_a_resize_lands_cards_in_flight_where_the_table_says(qtbot, scene):
    scene.enqueue(lambda: (scene.move(9, (400, 200, 0), True, 2000), 0)[1])
    qtbot.waitUntil(lambda: scene.cards[9].moving)
    scene.relayout(900, 600)
    assert not scene.cards[9].moving
    with qtbot.waitSignal(scene.idle, timeout=5000):
        pass


@pytest.mark.scene_errors_expected
def test_a_failing_step_is_logged_and_the_table_goes_on(qtbot, scene):
    def broken() -> int:
        raise ValueError("drawing bug")
    heard: list[tuple[TableScene, str]] = []
    step_error_listeners.append(lambda s, trace: heard.append((s, trace)))
    try:
        scene.enqueue(broken)
        with qtbot.waitSignal(scene.idle, timeout=5000):
            pass
    finally:
        step_error_listeners.pop()
    assert scene.errors == ["ValueError: drawing bug"]
    # the tests' guard (conftest.py) hears it with its traceback
    assert [s for s, _ in heard] == [scene]
    assert "in broken" in heard[0][1] and "ValueError: drawing bug" in heard[0][1]


def test_every_engine_event_has_a_handler_and_an_unknown_one_raises(qtbot, scene):
    kinds = {cls for _, cls in inspect.getmembers(ev, inspect.isclass)
             if issubclass(cls, ev.Event) and cls is not ev.Event}
    # a seat's redacted events: a joined table's stand-ins (unseen_cards.py) turn
    # them into DealtUnseen and CardsKnown before the scene sees anything
    redacted = {ev.HiddenCardsDealt, ev.HandShown}
    assert kinds - redacted <= set(scene.presenter.handlers())

    class Mystery(ev.Event):
        pass
    with pytest.raises(TypeError, match="Mystery"):
        scene.show_events([Mystery()], ["You", "Rhonda", "Partner", "Kerwin"])
    with qtbot.waitSignal(scene.idle, timeout=5000):
        pass  # and the gate still opens


def test_a_seat_that_has_played_is_no_longer_marked_or_thinking(qtbot, scene):
    """Once its card lands, the seat asked is no longer marked (nor its dots on)
    while the trick is gathered and the hand scored, until the next is asked."""
    marked: list[int] = []
    scene.turn_marked.connect(marked.append)
    scene.piles.hands[2].cards = [9]
    scene.set_turn(2, True)
    with qtbot.waitSignal(scene.idle, timeout=5000):
        pass
    assert scene.turn == 2 and scene.plates[2].thinking
    scene.show_events([ev.CardPlayed(2, 9)], ["You", "Rhonda", "Partner", "Kerwin"])
    with qtbot.waitSignal(scene.idle, timeout=5000):
        pass
    assert scene.turn == -1 and not scene.plates[2].thinking and marked[-1] == -1

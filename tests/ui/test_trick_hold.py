"""A finished trick stays in view long enough to read at Normal (issue 33, item
8), briefly at Fast; a click sweeps it at once; L opens Last Trick and L again
closes it. The hold is read from the scene's durations and its timer, never
from the wall clock."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from allfours_gui.session.timing import DURATIONS

from .helpers import click_card, click_choice, make_window, wait_prompt

READABLE_MS = 1500  # the least a trick is held at Normal, its last card down


def held(w) -> bool:
    """A finished trick on the table, its winning card outlined, the table held."""
    return bool(w.scene.trick) and w.scene._hold.isActive() and any(
        w.scene.cards[c].winner_mark for _, c in w.scene.trick)


def to_the_first_trick(qtbot, w) -> None:
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    click_card(qtbot, w, w.controller.game.hand.view_for(0).legal[0].card)
    qtbot.waitUntil(lambda: held(w), timeout=20000)


def test_the_hold_is_long_at_normal_and_short_at_fast(qtbot) -> None:
    w = make_window(qtbot, speed="normal")
    normal = w.scene.ms("show_winner")
    assert normal >= READABLE_MS
    w.set_speed("fast")
    fast = w.scene.ms("show_winner")
    assert 0 < fast < normal and fast <= 450  # as quick as Fast was
    w.set_speed("instant")
    assert w.scene.ms("show_winner") == 0
    assert DURATIONS["show_winner"] >= READABLE_MS


def test_at_normal_a_trick_is_held_until_a_click_sweeps_it(qtbot) -> None:
    w = make_window(qtbot, speed="normal")
    to_the_first_trick(qtbot, w)
    # the hold running now is the trick's: at least the readable time
    assert w.scene._hold.interval() >= READABLE_MS
    trick = [c for _, c in w.scene.trick]
    assert len(trick) == 4
    # a click on the table (the trick itself) sweeps it at once, and does nothing else
    middle = w.view.mapFromScene(w.scene.cards[trick[0]].scenePos())
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(middle))
    assert not w.scene.trick and not w.scene._hold.isActive()
    won = w.scene.won[0] + w.scene.won[1]
    assert set(trick) <= set(won)
    assert "wait" not in w.status_label.text().lower()
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=10000)


def test_a_key_sweeps_the_trick_held(qtbot) -> None:
    w = make_window(qtbot, speed="normal")
    to_the_first_trick(qtbot, w)
    qtbot.keyClick(w.view, Qt.Key.Key_Space)
    assert not w.scene.trick and not w.scene._hold.isActive()


def test_l_opens_last_trick_and_l_again_closes_it(qtbot) -> None:
    w = make_window(qtbot, speed="fast")
    to_the_first_trick(qtbot, w)
    qtbot.waitUntil(lambda: not w.scene.trick, timeout=10000)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_L)
    assert w.scene.last_trick_view.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_L)
    assert not w.scene.last_trick_view.isVisible()

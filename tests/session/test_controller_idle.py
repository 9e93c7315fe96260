"""The game controller against a fake table: no window, no scene, only what the
controller needs of the table (its events, and the idle signal once they are shown).

A person's first card froze a real game once while the suite played only at Instant:
here the table takes its time like one at Normal (it answers idle later, from the event
loop), and nothing is asked while it is still showing what happened."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QObject, QTimer, Signal

from allfours_gui.engine import Rules
from allfours_gui.engine.actions import Decision
from allfours_gui.engine.events import GameWon
from allfours_gui.session.controller import GameController
from allfours_gui.session.game_config import HUMAN, GameConfig
from tests.ui.simple_players import factory


class FakeTable(QObject):
    """Shows each batch of events for ``show_ms`` (from the event loop, as an animated
    table does), then says it is idle. It records whether a question came while it was
    still showing."""

    idle = Signal()

    def __init__(self, show_ms: int) -> None:
        super().__init__()
        self.show_ms = show_ms
        self.showing = 0  # batches of events still on their way
        self.events: list[object] = []
        self.asked_while_showing = 0
        self.asked = 0
        self.visible: list[list[int]] = []

    def show(self, events: list[object]) -> None:
        self.events += events
        self.showing += 1
        QTimer.singleShot(self.show_ms, self._shown)

    def _shown(self) -> None:
        self.showing -= 1
        if not self.showing:
            self.idle.emit()

    def watch(self, seat: object) -> None:
        """Count each question put to ``seat`` (a person's or a computer's), and those
        put while the table was still showing."""
        request = seat.request  # type: ignore[attr-defined]

        def asked(req: object) -> None:
            self.asked += 1
            self.asked_while_showing += self.showing > 0
            request(req)
        seat.request = asked  # type: ignore[attr-defined]


def sit_down(show_ms: int, players: int = 4, seed: int = 7) -> tuple[GameController, FakeTable]:
    levels = (HUMAN,) + ("medium",) * (players - 1)
    config = GameConfig(rules=Rules(players=players, target=7),
                        names=("You", "Rhonda", "Partner", "Kerwin")[:players],
                        levels=levels, seed=seed)
    c = GameController(config, factory, think_ms=0)
    table = FakeTable(show_ms)
    c.events.connect(table.show)
    c.visible_seats.connect(table.visible.append)
    for seat in c.seats:
        table.watch(seat)
    table.idle.connect(c.scene_idle)
    return c, table


def answer_as_a_person(c: GameController, table: FakeTable) -> None:
    """The person answers each question with its first choice, once the table is idle
    (the window takes clicks only on cards at rest)."""

    def asked(kind: str, _view: object) -> None:
        def answer() -> None:
            if table.showing:
                QTimer.singleShot(5, answer)
                return
            req = c.human.pending
            if req is None:
                return
            if req.kind == Decision.METHOD:
                c.human_method("ones")
            else:
                assert req.view is not None
                c.human.answer(req.view.legal[0])
        QTimer.singleShot(0, answer)

    c.human.prompt.connect(asked)
    c.hand_finished.connect(lambda _s: QTimer.singleShot(0, c.next_hand))


@pytest.mark.parametrize("show_ms, players", [(40, 4), (15, 2), (0, 4)])
def test_a_whole_game_waits_for_the_table_at_every_decision(qtbot, show_ms, players):
    c, table = sit_down(show_ms, players)
    answer_as_a_person(c, table)
    finished: list[object] = []
    c.game_finished.connect(finished.append)
    c.start()
    qtbot.waitUntil(lambda: bool(finished), timeout=60000)
    assert any(isinstance(e, GameWon) for e in table.events)
    assert c.game_is_over() and table.asked > 10
    assert table.asked_while_showing == 0  # never a question over cards still moving
    c.stop()


def test_nothing_is_asked_until_the_table_says_it_is_idle(qtbot):
    c, table = sit_down(show_ms=10_000)  # a table that never finishes showing the cut
    table.idle.disconnect(c.scene_idle)
    c.start()
    qtbot.wait(200)
    assert table.events and table.asked == 0 and c.human.pending is None
    c.scene_idle()  # the table is at rest: the game goes on
    qtbot.waitUntil(lambda: table.asked > 0, timeout=5000)
    c.stop()


def test_the_persons_cards_are_shown_only_once_they_may_see_them(qtbot):
    """``visible_seats`` is how the table learns whose hands are face up: the person's
    own seat only once it may look (first hand and dealer look first)."""
    c, table = sit_down(show_ms=5)
    answer_as_a_person(c, table)
    c.start()
    qtbot.waitUntil(lambda: c.game.hand is not None and c.game.hand.number >= 2, timeout=60000)
    for seats in table.visible:
        assert set(seats) <= {c.viewer}  # never another seat's hand
    c.stop()

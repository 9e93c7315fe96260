"""A computer player at a remote table: fills a seat from another machine.

It sees exactly what a person at that seat would: the views and events the
host sends. Each decision is asked of a ``ComputerSeat`` (session/seats.py),
the same seat a local table's computers are: it thinks in a worker thread,
answers through the app's mailbox, and its watchdog covers a player that
hangs. The bot says it is ready, acknowledges each hand's end, and is done
when the game is. Whatever the seat cannot answer (a player that failed or
hung, an answer the host refused) is played safe: the first legal answer.
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.actions import Action, MethodChoice
from ..engine.rules import Rules
from ..session.seats import ComputerSeat, Request
from .client import TableClient
from .protocol import Act, Next, Ready
from .server_messages import Ask, Cancel, Error, GameOver, HandOver, HostBye, Welcome

if TYPE_CHECKING:
    from ..ai.players import Player

log = logging.getLogger(__name__)


class BotClient(QObject):
    done = Signal(int)  # 0: the game was played to its end; 1: it was not

    def __init__(self, client: TableClient, level: str, seed: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.game_over: GameOver | None = None
        # no pace of its own: the host keeps the table's
        self.seat = ComputerSeat(functools.partial(_make_player, level, seed), lambda: 0, self)
        self.seat.decided.connect(self._answer)
        self.seat.failed.connect(self._failed)
        self._ask: Ask | None = None  # kept until the host moves on, in case it refuses
        self._finished = False
        client.received.connect(self._on_message)
        client.closed.connect(self._on_closed)

    def _on_message(self, msg: object) -> None:
        if isinstance(msg, Welcome):
            self.client.send(Ready(True))
        elif isinstance(msg, Ask):
            self._think(msg)
        elif isinstance(msg, Cancel):
            if self._ask is not None and self._ask.decision == msg.decision:
                self._stop_thinking()
        elif isinstance(msg, Error):
            log.warning("seat %d: the host said %s: %s", self.client.seat, msg.code, msg.plain)
            ask = self._ask
            if msg.code == "illegal" and ask is not None and ask.decision == msg.decision:
                self.client.send(Act(ask.decision, ask.legal[0]))  # play safe instead
        elif isinstance(msg, HandOver):
            self.client.send(Next(msg.hand))
        elif isinstance(msg, GameOver):
            self.game_over = msg
            self._finish(0)
        elif isinstance(msg, HostBye):
            self._finish(0 if self.game_over is not None else 1)

    def _on_closed(self, reason: str) -> None:
        if self.game_over is None and self.client.welcome is not None:
            log.warning("seat %d: the connection ended before the game did (%s)",
                        self.client.seat, reason)
        elif self.game_over is None:  # never seated: whoever runs the bot says why
            log.info("seat %d: no seat at the table (%s)", self.client.seat, reason)
        self._finish(0 if self.game_over is not None else 1)

    def _finish(self, code: int) -> None:
        self._stop_thinking()
        if not self._finished:
            self._finished = True
            self.done.emit(code)

    def _stop_thinking(self) -> None:
        self._ask = None
        self.seat.withdraw()

    def _think(self, ask: Ask) -> None:
        self._stop_thinking()
        self._ask = ask
        welcome = self.client.welcome
        rules = welcome.rules if welcome is not None else Rules()
        self.seat.request(Request(ask.decision, ask.kind, ask.seat, ask.view, rules))

    def _answer(self, token: int, answer: object) -> None:
        ask = self._ask
        if ask is None or token != ask.decision:
            return  # cancelled meanwhile
        # a method travels as its name ("threes")
        wire = answer.method if isinstance(answer, MethodChoice) else answer
        if wire not in ask.legal:
            wire = ask.legal[0]
        assert isinstance(wire, Action | str)
        self.client.send(Act(ask.decision, wire))

    def _failed(self, token: int, text: str) -> None:
        """The player failed or hung (the seat logged it): the first legal answer."""
        ask = self._ask
        if ask is None or token != ask.decision:
            return
        log.warning("seat %d: the computer player failed (%s); answering the first legal "
                    "move", ask.seat, text)
        self.client.send(Act(ask.decision, ask.legal[0]))


def _make_player(level: str, seed: int | None) -> Player:
    from ..ai import make_player  # loaded when the first decision is asked

    return make_player(level, seed, seconds=1.0)

"""A computer player at a remote table: fills a seat from another machine.

It sees exactly what a person at that seat would: the views and events the
host sends. Each decision is thought over in a worker thread (a search can
take a second) and posted back through the app's mailbox; the bot says it is
ready, acknowledges each hand's end, and is done when the game is.
"""

from __future__ import annotations

import functools
import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.actions import Action
from ..session.gui_thread import mailbox
from ..session.seats import Brain
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
        self._brain = Brain(functools.partial(_make_player, level, seed))
        self._ask: Ask | None = None
        self._cancel: threading.Event | None = None
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
        if self.game_over is None:
            log.warning("seat %d: the connection ended before the game did (%s)",
                        self.client.seat, reason)
        self._finish(0 if self.game_over is not None else 1)

    def _finish(self, code: int) -> None:
        self._stop_thinking()
        if not self._finished:
            self._finished = True
            self.done.emit(code)

    def _stop_thinking(self) -> None:
        self._ask = None
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    def _think(self, ask: Ask) -> None:
        self._stop_thinking()
        self._ask = ask
        cancel = self._cancel = threading.Event()
        welcome = self.client.welcome
        rules = welcome.rules if welcome is not None else None
        # the worker holds no Qt object: a client it kept alive could die on its thread
        brain, answer_with = self._brain, mailbox().reply(self._answer)

        def work() -> None:
            answer: object
            try:
                with brain.busy:
                    if cancel.is_set():
                        return
                    player = brain.player()
                    if ask.view is None:
                        assert rules is not None
                        answer = player.choose_method(ask.seat, rules)
                    else:
                        answer = player.choose(ask.view, cancel)
            except Exception:  # a player's bug: the first legal answer keeps the game going
                log.exception("the computer player failed; answering the first legal move")
                answer = ask.legal[0]
            if not cancel.is_set():
                answer_with((ask, answer))

        threading.Thread(target=work, name=f"bot-seat-{ask.seat}", daemon=True).start()

    def _answer(self, thought: tuple[Ask, object]) -> None:
        ask, answer = thought
        if ask is not self._ask:
            return  # cancelled meanwhile
        self._ask = ask  # kept until the host moves on, in case it refuses the answer
        if answer not in ask.legal:
            answer = ask.legal[0]
        assert isinstance(answer, Action | str)
        self.client.send(Act(ask.decision, answer))


def _make_player(level: str, seed: int | None) -> Player:
    from ..ai import make_player  # loaded when the first decision is asked

    return make_player(level, seed, seconds=1.0)

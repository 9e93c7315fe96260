"""The game controller of a table with no scene of its own (the host's).

Two differences from the window's controller: nothing animates here, so the
controller goes on after ``pause_ms`` instead of waiting for a scene; and
remote players may expose or call a card out of turn, which the window only
lets its one person do.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QLockFile, QObject, QTimer

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import HAND
from ..engine.reasons import Reason, malformed
from ..history.store import GameRow, HistoryStore
from ..session.controller import GameController, PlayerFactory
from ..session.game_config import GameConfig
from ..session.seats import Seat


class SystemShuffler(random.SystemRandom):
    """Shuffles from the operating system's random source (``os.urandom``).
    It has no state to copy: a search's copy of a hand gets one of its own."""

    def __copy__(self) -> SystemShuffler:
        return SystemShuffler()

    def __deepcopy__(self, _memo: object) -> SystemShuffler:
        return SystemShuffler()


class HostController(GameController):
    def __init__(self, config: GameConfig, player_factory: PlayerFactory | None,
                 think_ms: int, parent: QObject | None, *, store: HistoryStore | None,
                 seats: dict[int, Seat], pause_ms: int | None = 0,
                 resume: GameRow | None = None, lock: QLockFile | None = None) -> None:
        """``pause_ms``: how long the table rests after each batch of events;
        None when a scene shows them and calls ``scene_idle`` itself (a host
        that also plays at its own window). ``resume``/``lock``: a stored game
        hosted again (as GameController takes them)."""
        super().__init__(config, player_factory, think_ms, parent, store=store, seats=seats,
                         resume=resume, lock=lock)
        self.pause_ms = pause_ms
        # Every hand's whole deck goes to the players once the hand is over,
        # and a seeded Mersenne Twister can be worked out from the decks seen:
        # with no seed asked for (a seed is for tests and replays), every
        # shuffle, cut and redeal draws on the operating system's randomness.
        if config.seed is None:
            self.game.rng = SystemShuffler()
            if self.game.hand is not None:  # a resumed game's hand: its redeals too
                self.game.hand.set_shuffler(self.game.rng)
        self._idle = QTimer(self)  # stands in for the scene's "all animations done"
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self.scene_idle)
        # a host that plays at its own window: the window's "Next hand" is one
        # person's "next", and the table deals once every person has said it
        self.on_local_next: Callable[[], None] | None = None
        if pause_ms is not None:
            self.events.connect(self._shown)

    def _shown(self, _events: Sequence[Event]) -> None:
        self._idle.start(self.pause_ms or 0)

    def next_hand(self) -> None:
        if self.on_local_next is not None:
            self.on_local_next()
        else:
            self.deal_next()

    def deal_next(self) -> None:
        """Deal the next hand now (the host decides when)."""
        super().next_hand()

    def act_out_of_turn(self, action: Action) -> Reason | None:
        """An expose or a call from a remote seat; why it is refused, or None."""
        hand = self.game.hand
        if self.game.phase != HAND or hand is None:
            return Reason("no_hand")
        if action.do not in ("expose", "call"):
            return malformed(f"{action.do} is made only when asked")
        reason = hand.reason(action)
        if reason is not None:
            return reason
        self._out_of_turn(action)  # the seat on turn is asked again afterwards
        return None

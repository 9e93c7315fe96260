"""One game's writes as play goes, held in memory while the disk refuses them.

A full disk, a read-only file or another program holding the history never
costs a decision: what could not be written waits here, in order, and all of
it is written by the first ``flush`` that succeeds (the window calls it at
every decision, and now and then while it waits).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from typing import Any

from ..engine.options import QT_TRANSLATE_NOOP
from .notice import Notice, notice
from .opening import FRAME_MS, why_unavailable
from .store import HistoryStore

log = logging.getLogger(__name__)
RETRY_WAIT_MS = FRAME_MS  # how long a try again waits for another program holding the file


class GameSaver:
    def __init__(self, store: HistoryStore | None, reopen: Callable[[], HistoryStore] | None,
                 new: tuple[dict[str, Any], Sequence[str], Sequence[str]] | None = None,
                 game_id: int | None = None,
                 hold: Callable[[int], object] | None = None) -> None:
        """``store``: the open history, or None while it cannot be opened (then
        ``reopen`` tries again). ``new``: the rules, names and levels of a game
        not yet in the history; ``game_id``: the game's row, if it is there.
        ``hold(id)``: see ``HistoryStore.new_game``."""
        assert (new is None) != (game_id is None)
        self.store = store
        self.reopen = reopen
        self.game_id = game_id
        self._new = new
        self._hold = hold
        self._dealer: tuple[int, str | None] | None = None
        self._hands: dict[int, tuple[dict[str, Any], dict[str, Any] | None]] = {}
        self._abandon = False
        self.problem: Notice | None = None  # why the last flush stopped (None: all written)

    @property
    def pending(self) -> bool:
        return (self.game_id is None or self._dealer is not None or bool(self._hands)
                or self._abandon)

    def dealer(self, dealer: int, method: str | None) -> None:
        self._dealer = (dealer, method)

    def hand(self, number: int, record: dict[str, Any],
             outcome: dict[str, Any] | None) -> None:
        """The hand as it stands now (an earlier state of it is replaced)."""
        self._hands[number] = (record, outcome)

    def abandon(self) -> None:
        """The person left this game for another: marked so once it is written."""
        self._abandon = True

    def flush(self) -> Notice | None:
        """Write everything waiting, oldest first; None once it is all written,
        else why not, in words for the person (the rest waits for the next call)."""
        try:
            self._write()
        except Exception as e:  # whatever the disk says, the game is still in memory
            folder = self.store.directory if self.store is not None else None
            reason = why_unavailable(e, folder) or notice(QT_TRANSLATE_NOOP(
                "History", "the history file gave an error ({problem})"), problem=e)
            if reason != self.problem:
                log.warning("saving the game failed (%s): %s", e, reason)
            self.problem = reason
            return reason
        self.problem = None
        return None

    def _write(self) -> None:
        store = self.store
        if store is None or (store.for_reading and self.reopen is not None):
            # a history opened only to read is written through one opened anew
            if self.reopen is None:
                raise RuntimeError("no history is kept in this session")
            store = self.store = self.reopen()
        # a first try waits as every save does; a try again, only briefly
        with store.waiting_at_most(RETRY_WAIT_MS) if self.problem else contextlib.nullcontext():
            self._write_to(store)

    def _write_to(self, store: HistoryStore) -> None:
        if self.game_id is None:
            assert self._new is not None
            self.game_id = store.new_game(*self._new, hold=self._hold)
        gid = self.game_id
        if self._dealer is not None:
            dealer, method = self._dealer
            store.set_first_dealer(gid, dealer)
            if method:
                store.set_deal_method(gid, method)
            self._dealer = None
        for number in sorted(self._hands):
            record, outcome = self._hands[number]
            store.save_hand(gid, number, record, outcome)
            del self._hands[number]
        if self._abandon:
            store.abandon(gid)
            self._abandon = False

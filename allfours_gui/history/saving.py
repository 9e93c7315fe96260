"""One game's writes as play goes, held in memory while the disk refuses them.

A full disk, a read-only file or another program holding the history never
costs a decision: what could not be written waits here, in order, and all of
it is written by the first ``flush`` that succeeds (the window calls it at
every decision, and now and then while it waits). So that a kill loses none
of it either, each refused flush also writes it to the game's ``journal``
(replayed at the next start: ``unsaved.replay``).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..engine.translatable import QT_TRANSLATE_NOOP
from .journal import Journal
from .notice import Notice, notice
from .opening import FRAME_MS, why_unavailable
from .store import HistoryStore

log = logging.getLogger(__name__)
RETRY_WAIT_MS = FRAME_MS  # how long a try again waits for another program holding the file


About = tuple[dict[str, Any], Sequence[str], Sequence[str]]  # rules, names, levels
Hand = tuple[dict[str, Any], dict[str, Any] | None]  # its record and outcome


class GameSaver:
    def __init__(self, store: HistoryStore | None, reopen: Callable[[], HistoryStore] | None,
                 new: About | None = None, game_id: int | None = None,
                 hold: Callable[[int], object] | None = None, *,
                 journal: Journal | None = None, about: About | None = None,
                 first: tuple[int | None, str | None] = (None, None),
                 written: Mapping[int, Hand] | None = None) -> None:
        """``store``: the open history, or None while it cannot be opened (then
        ``reopen`` tries again). ``new``: the rules, names and levels of a game
        not yet in the history; ``game_id``: the game's row, if it is there
        (``about``: its rules, names and levels; ``first``: its first dealer
        and deal method; ``written``: its hands as the history has them).
        ``hold(id)``: see ``HistoryStore.new_game``. ``journal``: where what
        the history refuses is kept meanwhile."""
        assert (new is None) != (game_id is None)
        self.store = store
        self.reopen = reopen
        self.game_id = game_id
        self._new = new
        self.about = new or about
        self.first = first
        self._hold = hold
        self.journal = journal
        self._dealer: tuple[int, str | None] | None = None
        self._hands: dict[int, Hand] = {}
        self.whole: dict[int, Hand] = dict(written or {})  # every hand of the game, as last given
        self._abandon = False
        self.problem: Notice | None = None  # why the last flush stopped (None: all written)
        self.waiting = 0  # decisions given since the history last took everything

    @property
    def pending(self) -> bool:
        return (self.game_id is None or self._dealer is not None or bool(self._hands)
                or self._abandon)

    @property
    def journaled(self) -> bool:
        """Everything the history has not taken is in the journal."""
        return self.journal is not None and self.journal.path is not None

    def dealer(self, dealer: int, method: str | None) -> None:
        if self._dealer != (dealer, method):
            self.waiting += 1
        self._dealer = (dealer, method)
        self.first = (dealer, method)

    def hand(self, number: int, record: dict[str, Any],
             outcome: dict[str, Any] | None) -> None:
        """The hand as it stands now (an earlier state of it is replaced)."""
        if self.whole.get(number) != (record, outcome):
            self.waiting += 1
        self._hands[number] = self.whole[number] = (record, outcome)

    def state(self, whole: bool = False) -> dict[str, Any]:
        """What is not yet written (``whole``: the whole game), as the journal
        keeps it; ``unsaved.replay`` writes it into a history."""
        hands = self.whole if whole else self._hands
        rules, names, levels = self.about or ({}, (), ())
        dealer, method = self.first if whole or self._dealer is not None else (None, None)
        return {"game_id": self.game_id, "rules": rules, "names": list(names),
                "levels": list(levels), "first_dealer": dealer, "deal_method": method,
                "hands": [{"number": n, "record": r} for n, (r, _o) in sorted(hands.items())],
                "abandon": self._abandon, "decisions": self.waiting}

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
            self.keep()
            if self.journal is not None and not self.journaled:
                log.warning("nor could the journal be written: %s", self.journal.problem)
            return reason
        self.problem = None
        self.waiting = 0
        if self.journaled:
            assert self.journal is not None
            self.journal.remove()
        return None

    def keep(self) -> None:
        """While the history is refusing (a try again is due), the journal
        alone: a decision made meanwhile is kept at once."""
        if self.problem is not None and self.journal is not None and self.about is not None:
            self.journal.write(self.state())

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

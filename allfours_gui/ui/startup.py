"""Opening the history at start, and choosing the game to resume or offer.

Every stored thing is untrusted: what does not open is kept where it is (or
set aside by the store) and the person is told in plain words; the app always
reaches a table it can play on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLockFile

from ..history.store import GameRow, HistoryStore, NewerHistory
from .controller import claim_game

log = logging.getLogger(__name__)


@dataclass
class Start:
    """What the window begins with: the history (None: nothing is saved this
    time), the unfinished game this window holds (its lock taken), and what to
    tell the person."""
    store: HistoryStore | None
    unfinished: GameRow | None = None
    lock: QLockFile | None = None
    notices: list[str] = field(default_factory=list)


def open_history(directory: Path) -> Start:
    try:
        store = HistoryStore(directory)
    except NewerHistory as e:
        return Start(None, notices=[
            f"Your game history ({e.path}) was written by a newer version of All Fours. "
            "It was left exactly as it is, and this version does not open it: the games "
            "you play now are not saved. Install the newer version to see your history."])
    except Exception as e:  # a folder we may not write to, a disk error
        log.exception("the history could not be opened")
        return Start(None, notices=[
            f"Your game history in {directory} could not be opened ({e}). Nothing was "
            "changed there; the games you play now are not saved."])
    return Start(store, notices=store.take_notices())


def choose_unfinished(start: Start, resume: bool) -> None:
    """The newest unfinished game no other window holds, its lock taken; a
    game another window holds is left to it (and still offered later)."""
    store = start.store
    busy: list[GameRow] = []
    if store is not None:
        for row in store.unfinished_games():
            lock = claim_game(store, row.id)
            if lock is not None:
                start.unfinished, start.lock = row, lock
                break
            busy.append(row)
        start.notices += store.take_notices()
    if start.unfinished is not None:
        return
    if busy:
        row = busy[0]
        start.notices.append(
            f"Your game in progress (score {row.score[0]}–{row.score[1]}) is open in another "
            "window: play it there. This window deals a new game.")
    elif resume:
        start.notices.append("There was no unfinished game to resume: here is a new one.")

"""Opening the history at start, and choosing the game to resume or offer.

Every stored thing is untrusted: what does not open is kept where it is (or
set aside by the store) and the person is told in plain words; the app always
reaches a table it can play on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

from ..history.opening import FRAME_MS
from ..history.store import GameRow, HistoryStore, NewerHistory, Unavailable
from ..history.unsaved import replay, replay_file
from ..session.controller import claim_game
from ..session.game_config import HUMAN, REMOTE
from ..session.game_lock import lock_path
from ..session.problem_words import all_words, problem_words, words

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
    retry: Path | None = None  # the history could not be written: the folder to try again
    # the history opened only to read (it could not be written): its unfinished
    # game is resumed from it, and saved once ``retry`` opens
    reader: HistoryStore | None = None


def open_history(directory: Path) -> Start:
    try:
        # the GUI thread: a history another program holds is tried again later
        store = HistoryStore(directory, busy_ms=FRAME_MS)
    except NewerHistory as e:
        return Start(None, notices=[QCoreApplication.translate(
            "Startup", "Your game history ({path}) was written by a newer version of All "
            "Fours. It was left exactly as it is, and this version does not open it: the "
            "games you play now are not saved. Install the newer version to see your "
            "history.").format(path=e.path)])
    except Unavailable as e:  # a full disk, a file we may not write: the file is fine
        log.warning("the history cannot be written: %s", e)
        return Start(None, notices=[*all_words(e.notices), unavailable_notice(e)],
                     retry=directory, reader=_reader(directory))
    except Exception as e:  # not foreseen: still nothing is moved or changed
        log.exception("the history could not be opened")
        return Start(None, notices=[QCoreApplication.translate(
            "Startup", "Your game history in {folder} could not be opened ({reason}). Nothing "
            "was changed there; the games you play now are not saved.").format(
                folder=directory, reason=problem_words(e))])
    start = Start(store, notices=all_words(store.take_notices()))
    # a window closed or killed while the history refused writes left its decisions
    # in a journal: into the history now, before a game is chosen to resume
    start.notices += all_words(replay(store))
    return start


def take_back(start: Start, saved_elsewhere: list[str]) -> list[str]:
    """The games the person saved elsewhere, into the history; the files that
    must wait for a history that takes writes."""
    if start.store is None or start.store.for_reading:
        return saved_elsewhere
    waiting = []
    for name in saved_elsewhere:
        path = Path(name)
        if not path.is_file():
            continue  # moved or deleted by the person: theirs to do
        told = replay_file(start.store, path)
        if told and not str(told[-1]).startswith("The game you saved"):
            waiting.append(name)
        start.notices += all_words(told)
    return waiting


def _reader(directory: Path) -> HistoryStore | None:
    """The history opened only to read, when it cannot be written: its unfinished
    game is resumed all the same (saved once the history takes writes)."""
    try:
        return HistoryStore(directory, for_reading=True, busy_ms=FRAME_MS)
    except Exception as e:
        log.warning("the history cannot be read either: %s", e)
        return None


def unavailable_notice(e: Unavailable) -> str:
    return QCoreApplication.translate(
        "Startup", "Your game history ({path}) cannot be used just now: {reason}. It was "
        "left exactly as it is: nothing in it is lost. Play on; All Fours tries again as you "
        "play, and saves this game as soon as it can.").format(path=e.path,
                                                               reason=words(e.reason))


def choose_unfinished(start: Start, resume: bool, autoplay: bool = False) -> None:
    """The newest unfinished game no other window holds, its lock taken; a
    game another window holds is left to it (and still offered later). A game
    every seat of which is a computer (``--autoplay``) is only ever resumed by
    ``--autoplay --resume``, and the person's games never by it."""
    store = start.store or start.reader
    busy: list[GameRow] = []
    if store is not None:
        # a folder that takes no writes takes no lock: nor can another window save there
        # (no lock file: a lock another window holds is there, and is respected)
        unlocked = store is start.reader
        for row in store.unfinished_games():
            if (HUMAN not in row.levels and REMOTE not in row.levels) != autoplay:
                continue
            lock = claim_game(store, row.id)
            if lock is not None or (unlocked and not lock_path(store.directory, row.id).exists()):
                start.unfinished, start.lock = row, lock
                break
            busy.append(row)
        start.notices += all_words(store.take_notices())
    if start.unfinished is not None:
        return
    if busy:
        row = busy[0]
        start.notices.append(QCoreApplication.translate(
            "Startup", "Your game in progress (score {score}) is open in another window: "
            "play it there. This window deals a new game.").format(
                score=f"{row.score[0]}–{row.score[1]}"))
    elif resume and store is None and start.retry is not None:
        start.notices.append(QCoreApplication.translate(
            "Startup", "Any game in progress stays in your history as it was: resume it once "
            "the history can be used again. Here is a new game."))
    elif resume and store is not None:  # with no history, its notice says why
        start.notices.append(QCoreApplication.translate(
            "Startup", "There was no unfinished game to resume: here is a new one."))

"""A stored game's lock: one window plays it at a time, and no lock holds it for ever.

``game-N.lock`` in the data folder is a ``QLockFile``. A game is held for hours,
so the lock has no stale time, and Qt then takes over only a lock whose
process it can see is gone on this machine: a 0-byte or garbage file, a
directory, or another machine's lock kept the game "open in another window"
on every start. So when Qt says the game is held, the lock is judged once
more, under the ``.rmlock`` guard Qt's own take-overs use:

- a running holder keeps an exclusive ``flock`` on its lock file (Qt takes it
  when it locks; it goes with the process): a file we can lock is nobody's;
- a Qt lock nobody holds is stale, whatever process or machine it names (the
  history's WAL mode works only on one machine, so another machine's window
  cannot be playing from this folder): it is removed and the game taken over;
- a lock that cannot be read is damaged: like any damaged file it is renamed
  ``game-N.lock.unreadable-<date>`` (never deleted) and the person is told.

Where there is no ``flock`` (Windows), a running holder keeps its lock file
open and it can be neither renamed nor removed: that failure says it is held.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import time
from pathlib import Path

from PySide6.QtCore import QLockFile

from ..engine.translatable import QT_TRANSLATE_NOOP
from ..history.notice import Notice
from ..history.set_aside import unreadable_name

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

MAX_LOCK_BYTES = 4096  # Qt's lock is a pid, a program, a host and two ids: ~120 bytes
# A lock this new may be one Qt is still writing (created, not yet flocked and
# filled): it is read again after a moment before it is judged unreadable.
YOUNG_S = 5.0
SETTLE_S = 0.2


def lock_path(directory: Path, game_id: int) -> Path:
    return directory / f"game-{game_id}.lock"


def claim(directory: Path, game_id: int) -> tuple[QLockFile | None, list[Notice]]:
    """The game's lock, taken; None if a running window holds it (or it cannot
    be taken). Also what the person must be told (a damaged lock set aside), as
    notices the window words (``problem_words.words``)."""
    path = lock_path(directory, game_id)
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # a game is held for hours: a live lock never goes stale by age
    if lock.tryLock(0):
        return lock, []
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None, []  # a folder we may not write to: nothing is saved there anyway
    notices: list[Notice] = []
    guard = QLockFile(f"{path}.rmlock")
    if not guard.tryLock(0):
        return None, []  # another window is judging it this moment
    try:
        if not _release(path, notices):
            return None, notices
    finally:
        guard.unlock()
    return (lock if lock.tryLock(0) else None), notices


def _release(path: Path, notices: list[Notice]) -> bool:
    """Remove a stale lock, set aside a damaged one; False while it is held."""
    verdict = _judge(path)
    if verdict == "young":
        time.sleep(SETTLE_S)
        verdict = _judge(path, settled=True)
    if verdict in ("gone", "held"):
        return verdict == "gone"
    if verdict == "stale":
        try:
            _remove_unheld(path)
        except OSError as e:  # held after all (Windows), or the folder is read-only
            log.info("the stale lock %s was not taken over (%s)", path, e)
            return False
        log.info("took over the stale lock %s", path)
        return True
    try:
        aside = _set_aside(path)
    except OSError as e:
        if isinstance(e, PermissionError) and fcntl is None:
            return False  # held: a running window's lock cannot be moved on Windows
        log.warning("the damaged lock %s could not be moved: %s", path, e)
        notices.append(Notice(QT_TRANSLATE_NOOP(
            "Session", "The lock file {file} in {folder} could not be read, nor moved out of "
            "the way ({problem}); its game cannot be played until that file is removed."),
            {"file": path.name, "folder": path.parent, "problem": e}, "Session"))
        return False
    log.warning("the damaged lock %s was kept as %s", path, aside)
    notices.append(Notice(QT_TRANSLATE_NOOP(
        "Session", "The lock file of a game in progress ({file}) could not be read; it was "
        "kept as {kept}, and the game can be played again."),
        {"file": path.name, "kept": aside.name}, "Session"))
    return True


def _judge(path: Path, settled: bool = False) -> str:
    """``gone``, ``held`` (by a running window), ``stale`` (a Qt lock nobody
    holds), ``damaged``, or ``young`` (unreadable but perhaps being written)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return "gone"
    except OSError:
        return "damaged"
    if not stat.S_ISREG(st.st_mode):
        return "damaged"  # a directory, a link: nothing Qt made
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        return "gone"
    except OSError:
        return "damaged"  # not ours to read (another user's, no permission)
    try:
        locked = _try_flock(fd)
        if locked is False:
            return "held"
        try:
            data = os.read(fd, MAX_LOCK_BYTES + 1)
        except OSError:
            data = b""
    finally:
        os.close(fd)
    if _is_qt_lock(data):
        if locked is None and fcntl is not None:
            return "held"  # a network folder with no flock: left to Qt's own judgement
        return "stale"  # on Windows, removing it tells whether it is held
    if not settled and abs(time.time() - st.st_mtime) < YOUNG_S:
        return "young"
    return "damaged"


def _try_flock(fd: int) -> bool | None:
    """True: nobody holds the file; False: a running process does; None: no flock here."""
    if fcntl is None:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:
        return None  # some network folders have no flock: the contents decide
    return True  # released with the descriptor


def _is_qt_lock(data: bytes) -> bool:
    """What ``QLockFile`` writes: a positive pid, then the program, the host, its ids."""
    if not data or len(data) > MAX_LOCK_BYTES or b"\0" in data:
        return False
    try:
        lines = data.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        return False
    return len(lines) >= 3 and lines[0].isascii() and lines[0].isdigit() and int(lines[0]) > 0


def _remove_unheld(path: Path) -> None:
    """Remove the lock while we hold its flock, so a window that locks it meanwhile
    keeps it (as Qt removes a stale lock)."""
    if fcntl is None:
        os.remove(path)  # fails while a running window holds it open
        return
    fd = os.open(path, os.O_RDONLY)
    try:
        if _try_flock(fd) is False:
            raise BlockingIOError(f"{path.name} was taken meanwhile")
        os.unlink(path)
    finally:
        os.close(fd)


def _set_aside(path: Path) -> Path:
    aside = unreadable_name(path)
    os.rename(path, aside)
    with contextlib.suppress(OSError):
        # the lock's folder, so the rename outlives a crash
        fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    return aside


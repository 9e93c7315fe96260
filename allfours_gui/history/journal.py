"""The decisions the history could not take, kept in a small file until it can.

While the history refuses writes (a full disk, a file held or read-only), the
game's unwritten part waits in memory (``saving.GameSaver``) and, so that a
kill or a crash loses none of it, in a journal: one JSON file per game
(``allfours-unsaved/1``), beside the history in ``unsaved-games/`` or, when
that folder takes nothing either (the same full disk), in a folder of this
user's own under the temporary folder. The file is replaced whole at every
decision (a new file renamed over the old: never half written) and removed
once the history holds everything. A lock file beside it is held while its
window lives, so the next start replays only journals whose window is gone
(``replay``). docs/design.md §15.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import stat
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

FORMAT = "allfours-unsaved/1"
FOLDER = "unsaved-games"
SUFFIX = ".unsaved.json"
MAX_BYTES = 4 << 20  # a whole game's records are some tens of kilobytes


def user_folder() -> Path:
    """This user's journal folder under the temporary folder (another disk, often)."""
    try:
        who = str(os.getuid()) if hasattr(os, "getuid") else getpass.getuser()
    except Exception:  # no user name to be found: one folder for all
        who = "user"
    return Path(tempfile.gettempdir()) / f"allfours-unsaved-{who}"


def ours(folder: Path) -> bool:
    """A folder this user made and only this user may write (the temporary
    folder is shared: another user's folder of that name is never used)."""
    try:
        info = folder.lstat()
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode):
        return False
    if hasattr(os, "getuid"):
        return info.st_uid == os.getuid() and not info.st_mode & 0o022
    return True


def places(history_dir: Path) -> list[Path]:
    """Where a journal of this history may be, in the order they are tried."""
    return [history_dir / FOLDER, user_folder()]


def _make(folder: Path) -> bool:
    with contextlib.suppress(OSError):
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return ours(folder) or (folder.is_dir() and folder.name == FOLDER)


def _lock(path: Path) -> IO[bytes] | None:
    """``path`` opened and locked for as long as it stays open; None if another
    process (or another open of it here) holds it."""
    f = open(path, "a+b")  # noqa: SIM115 - held open: the lock lives as long as the file is
    try:
        if sys.platform == "win32":
            import msvcrt

            f.seek(0)
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        f.close()
        return None
    return f


class Journal:
    """One game's journal: ``write`` it at each decision the history refused,
    ``remove`` it once the history took everything."""

    def __init__(self, history_dir: Path) -> None:
        self.history_dir = history_dir
        self.name = f"game-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}"
        self.path: Path | None = None  # where it is now (None: nowhere)
        self._held: IO[bytes] | None = None
        self.problem: OSError | None = None  # why the last write went nowhere

    def write(self, state: dict[str, Any]) -> Path | None:
        """``state`` written whole to the first place that takes it; where it went."""
        data = json.dumps({"format": FORMAT, "history": str(self.history_dir.absolute()),
                           "written": time.time(), **state}, indent=None,
                          separators=(",", ":")).encode()
        for folder in places(self.history_dir):
            try:
                path = self._write_in(folder, data)
            except OSError as e:
                self.problem = e
                continue
            if self.path is not None and self.path != path:
                self._drop()  # an older copy elsewhere would only mislead
            self.path, self.problem = path, None
            return path
        return None

    def _write_in(self, folder: Path, data: bytes) -> Path:
        if not _make(folder):
            raise PermissionError(f"{folder} is not a folder of this user's")
        path = folder / f"{self.name}{SUFFIX}"
        if self._held is None or Path(self._held.name).parent != folder:
            held = _lock(folder / f"{self.name}.lock")
            if held is None:
                raise PermissionError(f"{path} is held")
            if self._held is not None:  # the place before took no journal: nor its lock
                with contextlib.suppress(OSError):
                    Path(self._held.name).unlink()
                self._held.close()
            self._held = held
        fd, part = tempfile.mkstemp(dir=folder, prefix=f".{self.name}.", suffix=".part")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(part, path)  # never half written: a kill leaves the old or the new
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(part)
            raise
        return path

    def _drop(self) -> None:
        if self.path is not None:
            with contextlib.suppress(OSError):
                self.path.unlink()
        if self._held is not None:
            with contextlib.suppress(OSError):
                Path(self._held.name).unlink()
            self._held.close()
            self._held = None

    def remove(self) -> None:
        """The history holds everything the journal did: it is no longer needed."""
        self._drop()
        self.path = None


def left_behind(history_dir: Path) -> Iterator[tuple[Path, IO[bytes]]]:
    """The journals of this history whose window is gone, each with its lock now
    held by the caller (closed by the caller when done); oldest first. A journal
    in the shared folder of another history is left alone."""
    found: list[Path] = []
    for folder in places(history_dir):
        if folder.name != FOLDER and not ours(folder):
            continue
        with contextlib.suppress(OSError):
            found += [p for p in folder.iterdir() if p.name.endswith(SUFFIX)]
    for path in sorted(found, key=lambda p: p.name):
        stem = path.name[:-len(SUFFIX)]
        try:
            held = _lock(path.with_name(f"{stem}.lock"))
        except OSError:
            held = None  # a folder that takes no lock file: read it all the same
            with contextlib.suppress(OSError):
                held = open(path, "rb")  # noqa: SIM115 - closed by the caller
        if held is None:
            continue  # its window still lives
        if path.parent.name != FOLDER and not _for(path, history_dir):
            held.close()
            continue
        yield path, held


def _for(path: Path, history_dir: Path) -> bool:
    """Whether a journal in the shared folder names this history (a glance only;
    ``replay`` checks everything)."""
    try:
        with open(path, "rb") as f:
            head = f.read(MAX_BYTES + 1)
        data = json.loads(head)
    except (OSError, ValueError):
        return False  # not ours to judge: it may be another history's
    return isinstance(data, dict) and data.get("history") == str(history_dir.absolute())


def done_with(path: Path, held: IO[bytes]) -> None:
    """A journal written into the history: it and its lock go."""
    with contextlib.suppress(OSError):
        path.unlink()
    with contextlib.suppress(OSError):
        if Path(held.name) != path:
            Path(held.name).unlink()
    held.close()


def dumps(state: dict[str, Any]) -> str:
    """A whole game as a file the person keeps (``replay_file`` reads it back)."""
    return json.dumps({"format": FORMAT, **state}, indent=1) + "\n"


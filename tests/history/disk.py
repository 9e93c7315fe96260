"""A disk that refuses writes on demand, as a full, read-only or busy one does.

``Disk.connection`` is a ``sqlite3.Connection`` class for ``opening.CONNECTION``:
while ``refuse`` is set, every write fails with SQLite's own error for it
(code and name included). A refused COMMIT is rolled back first, as SQLite
does on a full disk, so a second ROLLBACK fails just as it did on a real one.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ERRORS = {
    "full": ("database or disk is full", "SQLITE_FULL"),
    "read-only": ("attempt to write a readonly database", "SQLITE_READONLY"),
    "locked": ("database is locked", "SQLITE_BUSY"),
}
WORDS = {
    "full": "the disk is full — free some space; nothing is saved until then",
    "read-only": "may not be written",
    "locked": "another program is holding the history file",
}
_WRITES = ("INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "DROP", "COMMIT",
           "PRAGMA JOURNAL_MODE", "PRAGMA USER_VERSION =")


def sqlite_error(kind: str) -> sqlite3.OperationalError:
    text, name = ERRORS[kind]
    e = sqlite3.OperationalError(text)
    e.sqlite_errorcode = getattr(sqlite3, name)  # type: ignore[attr-defined]
    e.sqlite_errorname = name  # type: ignore[attr-defined]
    return e


class Disk:
    def __init__(self) -> None:
        self.refuse: str | None = None  # "full", "read-only", "locked"
        self.refused = 0  # writes refused so far
        disk = self

        class Connection(sqlite3.Connection):
            def execute(self, sql, *args):  # type: ignore[no-untyped-def, override]
                disk.check(self, sql)
                return super().execute(sql, *args)

            def executemany(self, sql, *args):  # type: ignore[no-untyped-def, override]
                disk.check(self, sql)
                return super().executemany(sql, *args)

        self.connection = Connection

    def check(self, db: sqlite3.Connection, sql: str) -> None:
        if self.refuse is None:
            return
        text = " ".join(sql.split()).upper()
        # inside a transaction only COMMIT writes to the disk
        if text.startswith("COMMIT") or (not db.in_transaction and text.startswith(_WRITES)):
            if db.in_transaction:
                sqlite3.Connection.execute(db, "ROLLBACK")
            self.refused += 1
            raise sqlite_error(self.refuse)


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file of the folder, byte for byte (SQLite's own -wal/-shm aside)."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())
            if p.is_file() and not p.name.endswith(("-wal", "-shm"))}


@contextmanager
def small_tmpfs(where: Path, size: str = "400k") -> Iterator[Path]:
    """A small tmpfs mounted at ``where`` (root only); raises OSError where
    mounting is not allowed (the caller skips then)."""
    where.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        raise OSError("not root: cannot mount a tmpfs")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        raise OSError(done.stderr.decode(errors="replace"))
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> Path:
    """Fill the disk under ``folder`` to the last byte; the filler file's path."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        for size in (65536, 4096, 512, 1):
            try:
                while True:
                    os.write(fd, b"x" * size)
            except OSError:
                pass
    finally:
        os.close(fd)
    return filler

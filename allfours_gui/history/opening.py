"""Opening the history file, and telling a damaged file from a disk that refuses.

Only a file SQLite calls no database (or corrupt), or one whose tables are not
ours, is damaged: it is renamed aside whole, and nothing is ever written to it
first (every check before the first write only reads). Anything else (a full
disk, a file or folder that may not be written, another program holding the
file, an I/O error) leaves every file exactly as it is: ``Unavailable`` says
why in plain words, and the caller plays on without saving and tries again.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Literal

from ..engine.translatable import QT_TRANSLATE_NOOP
from . import told
from .notice import Notice, notice
from .set_aside import unreadable_name

FILENAME = "history.sqlite3"
SCHEMA_VERSION = 3

# Each entry migrates the schema from version i to i + 1.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        started_at REAL NOT NULL,
        finished_at REAL,
        rules TEXT NOT NULL,
        names TEXT NOT NULL,
        levels TEXT NOT NULL,
        first_dealer INTEGER,
        deal_method TEXT,
        score0 INTEGER NOT NULL DEFAULT 0,
        score1 INTEGER NOT NULL DEFAULT 0,
        winner INTEGER,
        abandoned INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        record TEXT NOT NULL,
        outcome TEXT,
        updated_at REAL NOT NULL,
        UNIQUE (game_id, number)
    );
    CREATE INDEX hands_by_game ON hands(game_id, number);
    """,
    # 1 -> 2: the digest of the texts a replay verified (NULL: not yet verified)
    "ALTER TABLE hands ADD COLUMN verified TEXT",
    # 2 -> 3: the coach's analyses of hands (history/analyses.py): one row for a hand,
    # a seat, the analysis' settings and the code's version; ``record`` is the digest
    # of the hand's record analysed (a hand rewritten since is analysed again)
    """
    CREATE TABLE analyses (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        settings TEXT NOT NULL,
        version TEXT NOT NULL,
        record TEXT NOT NULL,
        result TEXT NOT NULL,
        made_at REAL NOT NULL,
        UNIQUE (game_id, number, seat, settings, version)
    )
    """,
]

GAME_COLUMNS = ("id", "started_at", "finished_at", "rules", "names", "levels",
                "first_dealer", "deal_method", "score0", "score1", "winner", "abandoned")
HAND_COLUMNS = ("id", "game_id", "number", "record", "outcome", "updated_at", "verified")
ANALYSIS_COLUMNS = ("id", "game_id", "number", "seat", "settings", "version", "record",
                    "result", "made_at")
ADDED = {"verified": 2}  # a column a migration added: the version that has it
ANALYSES_ADDED = 3  # the version that made the analyses table

# What SQLite says of a file that is not (or no longer) a database: set aside.
_DAMAGE = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
# The connection class: tests give one whose writes fail as a full disk's do.
CONNECTION: type[sqlite3.Connection] = sqlite3.Connection
BUSY_MS = 10_000  # how long a write off the GUI thread waits for another window's
# The GUI thread waits on the history no longer than a frame: a history another
# program holds is tried again by a timer instead (docs/design.md, "Saving")
FRAME_MS = 16

_FULL = notice(QT_TRANSLATE_NOOP("History", "the disk is full — free some space; nothing is "
                                            "saved until then"))
_READ_ONLY = notice(QT_TRANSLATE_NOOP(
    "History", "the history file or its folder may not be written (it is read-only, or "
               "another user's) — nothing is saved until it may"))
_BUSY = notice(QT_TRANSLATE_NOOP("History", "another program is holding the history file — "
                                            "nothing is saved until it lets go"))
_WORDS = {
    sqlite3.SQLITE_FULL: _FULL,
    sqlite3.SQLITE_READONLY: _READ_ONLY,
    sqlite3.SQLITE_PERM: _READ_ONLY,
    sqlite3.SQLITE_AUTH: _READ_ONLY,
    sqlite3.SQLITE_CANTOPEN: notice(QT_TRANSLATE_NOOP(
        "History", "the history file cannot be opened for writing (it or its folder is "
                   "read-only, or another user's) — nothing is saved until it can")),
    sqlite3.SQLITE_BUSY: _BUSY,
    sqlite3.SQLITE_LOCKED: _BUSY,
    sqlite3.SQLITE_IOERR: notice(QT_TRANSLATE_NOOP(
        "History", "the disk reported an error reading or writing the history file — "
                   "nothing is saved until it works again")),
}
_ERRNO_WORDS = {errno.ENOSPC: _FULL, errno.EROFS: _READ_ONLY, errno.EACCES: _READ_ONLY,
                errno.EPERM: _READ_ONLY}
if hasattr(errno, "EDQUOT"):  # not on Windows
    _ERRNO_WORDS[errno.EDQUOT] = _FULL


def _a_folder(path: Path) -> Notice:
    return notice(QT_TRANSLATE_NOOP(
        "History", "a folder has the history file's name ({path}) — move or rename it; "
                   "nothing is saved until then"), path=path)


HELD = _BUSY  # the words for a history another program holds (tried again soon)


def not_used(e: BaseException) -> Notice:
    """Any other error: the session layer says it in words (``problem_words``)."""
    return notice(QT_TRANSLATE_NOOP("History", "the history file could not be used "
                                               "({problem}) — nothing is saved until it can"),
                  problem=e)


class NewerHistory(Exception):
    """The history file was written by a newer All Fours: it is left untouched."""

    def __init__(self, path: Path, version: int) -> None:
        self.path = path
        self.version = version
        super().__init__(f"{path} was written by a newer version of All Fours (history "
                         f"format {version}; this version reads format {SCHEMA_VERSION} "
                         "and older); it was left as it is")


class NotOurs(sqlite3.DatabaseError):
    """The file is a database, but not a history of ours (or it fails its check)."""


class Unavailable(Exception):
    """The history cannot be written now, through no fault of the file: it is left
    exactly as it is. ``reason`` is for the person (``str`` of it is English, and
    the log's); ``error`` for the log."""

    def __init__(self, path: Path, reason: Notice, error: BaseException) -> None:
        self.path = path
        self.reason = reason
        self.error = error
        self.notices: list[Notice] = []  # what was done before it turned out so (a file set aside)
        super().__init__(f"{path}: {reason} ({error})")


def why_unavailable(e: BaseException, where: Path | None = None) -> Notice | None:
    """Plain words for an error that says nothing against the file (a full disk,
    no right to write, a program holding it); None for a damaged file. ``where``:
    the history's folder, to tell a full disk from another I/O error."""
    if isinstance(e, Unavailable):
        return e.reason
    if isinstance(e, NotOurs):
        return None
    if isinstance(e, sqlite3.Error):
        code = getattr(e, "sqlite_errorcode", None)
        primary = None if code is None else code & 0xFF
        if primary in _DAMAGE:
            return None
        if primary == sqlite3.SQLITE_IOERR and where is not None and _full(where):
            return _FULL  # SQLite says so only for some writes (not its -shm map)
        return _WORDS.get(primary or -1) or not_used(e)
    if isinstance(e, OSError):
        return _ERRNO_WORDS.get(e.errno or -1) or not_used(e)
    return None


def _full(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < 64 * 1024
    except OSError:
        return False


def connect(path: Path, for_reading: bool = False,
            busy_ms: int = BUSY_MS) -> sqlite3.Connection:
    """Our history at ``path``, migrated and proved writable. Raises NewerHistory,
    NotOurs (or sqlite3's own NOTADB/CORRUPT) for a file to set aside, and
    Unavailable for everything that leaves the file as it is. ``for_reading``:
    a file of our version that takes no writes is opened all the same.
    ``busy_ms``: how long any statement on it waits for another program's lock
    (``FRAME_MS`` in the GUI thread: a held file is Unavailable at once)."""
    if path.is_dir():  # SQLite would say only "unable to open", as for a read-only file
        raise Unavailable(path, _a_folder(path),
                          IsADirectoryError(errno.EISDIR, "a folder", str(path)))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # a file or folder we may not write: said before SQLite opens it, which
        # would leave its -wal and -shm there, ours, in another person's folder
        for needed in () if for_reading else (path.parent, path):
            if needed.exists() and not os.access(needed, os.W_OK):
                raise PermissionError(errno.EACCES, "not writable", str(needed))
        db = sqlite3.connect(path, timeout=busy_ms / 1000, isolation_level=None,
                             factory=CONNECTION)
    except (OSError, sqlite3.Error) as e:
        raise _unavailable_or(path, e) from e
    try:
        # text that is not UTF-8 comes back as bytes (a validation failure), not an error
        db.text_factory = _text
        db.execute(f"PRAGMA busy_timeout={busy_ms}")
        # Reads only, until the file is known to be ours: a newer version's file, or
        # another program's, is never written (a foreign file is only ever renamed).
        # One read transaction: the version and the tables of one moment (another
        # window may be creating this very file).
        db.execute("BEGIN")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise NewerHistory(path, version)
            check_schema(db, version)
            check = db.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise NotOurs(f"integrity check failed: {check}")
        finally:
            if db.in_transaction:
                db.execute("ROLLBACK")  # it only read
        try:
            _to_wal(db, busy_ms)
        except sqlite3.OperationalError as e:
            if not (for_reading and version == SCHEMA_VERSION and why_unavailable(e)):
                raise
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=ON")
        _migrate(db)
        check_schema(db, SCHEMA_VERSION)
        if not for_reading:
            _try_a_write(db, busy_ms)
    except NewerHistory:
        db.close()
        raise
    except BaseException as e:
        db.close()
        if isinstance(e, sqlite3.Error | OSError):
            raise _unavailable_or(path, e) from e
        raise
    return db


def _busy(e: sqlite3.Error) -> bool:
    code = getattr(e, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _to_wal(db: sqlite3.Connection, busy_ms: int) -> None:
    """SQLite does not wait for the lock this needs (another window creating the
    same new file holds it a moment): so it is tried again here, for as long as
    ``busy_ms`` allows (a second at most)."""
    attempts = max(1, min(50, busy_ms // 20))
    for attempt in range(attempts):
        try:
            db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as e:
            if not _busy(e) or attempt == attempts - 1:
                raise
            time.sleep(0.02)


@contextlib.contextmanager
def waiting_at_most(db: sqlite3.Connection, ms: int,
                    then: int = BUSY_MS) -> Iterator[None]:
    """Writes inside wait at most ``ms`` for another program's (then ``then`` again)."""
    db.execute(f"PRAGMA busy_timeout={ms}")
    try:
        yield
    finally:
        with contextlib.suppress(sqlite3.Error):
            db.execute(f"PRAGMA busy_timeout={then}")


def _try_a_write(db: sqlite3.Connection, busy_ms: int) -> None:
    """One write now, so a file that takes none (read-only, a full disk) is known
    at once, not at the first decision of the game. Another window writing just
    now is no reason to wait: the game's own saves wait for it, or try again."""
    with waiting_at_most(db, min(200, busy_ms), then=busy_ms):
        try:
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.OperationalError as e:
            if not _busy(e):
                raise


def _unavailable_or(path: Path, e: BaseException) -> BaseException:
    reason = why_unavailable(e, path.parent)
    return e if reason is None else Unavailable(path, reason, e)


def _migrate(db: sqlite3.Connection) -> None:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    while version < SCHEMA_VERSION:
        db.execute("BEGIN IMMEDIATE")
        try:
            # re-read inside the lock: another instance may have migrated
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version < SCHEMA_VERSION:
                # statement by statement: executescript would commit early
                for statement in MIGRATIONS[version].split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version = {version + 1}")
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:  # a full disk has rolled it back already
                db.execute("ROLLBACK")
            raise
        version = db.execute("PRAGMA user_version").fetchone()[0]


def check_schema(db: sqlite3.Connection, version: int) -> None:
    """The file holds what our ``version`` holds (a file at our version may not be
    ours, or may have been edited): if not, it is not a history we can read."""
    tables = [r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    if version == 0:
        if tables:  # someone else's database: ours starts empty
            raise NotOurs(f"the file holds tables that are not ours ({', '.join(tables)})")
        return
    tables_now = [("games", GAME_COLUMNS), ("hands", HAND_COLUMNS)]
    if version >= ANALYSES_ADDED:
        tables_now.append(("analyses", ANALYSIS_COLUMNS))
    for table, columns in tables_now:
        have = {r[0] for r in db.execute("SELECT name FROM pragma_table_info(?)", (table,))}
        missing = [c for c in columns if c not in have and ADDED.get(c, 0) <= version]
        if missing:
            raise NotOurs(f"the {table} table has no {', '.join(missing)}")
    # save_hand's upsert needs the (game_id, number) uniqueness
    for (index,) in db.execute("SELECT name FROM pragma_index_list('hands') WHERE \"unique\""):
        cols = [r[0] for r in db.execute(
            "SELECT name FROM pragma_index_info(?) ORDER BY seqno", (index,))]
        if cols == ["game_id", "number"]:
            return
    raise NotOurs("hands are not unique by game and number")


WAL_MAGIC = (0x377F0682, 0x377F0683)  # the low bit: its checksums are big-endian
WAL_VERSION = 3007000


def wal_is_one(wal: Path) -> bool:
    """Whether ``wal`` begins as SQLite's write-ahead log does (magic, version and
    the header's own checksum). One that does not, SQLite discards without a word."""
    with open(wal, "rb") as f:
        header = f.read(32)
    if len(header) < 32:
        return False
    magic, version = int.from_bytes(header[:4], "big"), int.from_bytes(header[4:8], "big")
    if magic not in WAL_MAGIC or version != WAL_VERSION:
        return False
    order: Literal["big", "little"] = "big" if magic & 1 else "little"
    s0 = s1 = 0
    for i in range(0, 24, 8):
        s0 = (s0 + int.from_bytes(header[i:i + 4], order) + s1) & 0xFFFFFFFF
        s1 = (s1 + int.from_bytes(header[i + 4:i + 8], order) + s0) & 0xFFFFFFFF
    return (s0, s1) == (int.from_bytes(header[24:28], "big"),
                        int.from_bytes(header[28:32], "big"))


EMPTY_AGE_S = 10.0  # an empty history file older than this is not one being made


def before_opening(path: Path) -> tuple[Path | None, list[Notice]]:
    """What SQLite would pass over without a word, seen to before it opens
    ``path``. A -wal file that is not one (SQLite discards it): a copy is kept,
    and said. An empty history file (SQLite begins a new history in it): set
    aside and said, like any unreadable one, once it is old enough not to be
    another window's just being made. Returns where it was set aside, and the
    words; raises Unavailable when the copy or the renaming cannot be made."""
    wal = Path(f"{path}-wal")
    said: list[Notice] = []
    try:
        if wal.is_file() and wal.stat().st_size and not wal_is_one(wal):
            copy = unreadable_name(wal)
            shutil.copyfile(wal, copy)
            said.append(told.log_kept(copy))
        info = path.stat() if path.is_file() else None
        log_size = wal.stat().st_size if wal.is_file() else 0
    except OSError as e:  # not copied: not opened, or SQLite would discard it
        raise Unavailable(path, why_unavailable(e, path.parent) or not_used(e), e) from e
    if info is None or info.st_size or log_size or time.time() - info.st_mtime <= EMPTY_AGE_S:
        return None, said
    try:
        moved = move_aside(path)
    except OSError as err:
        empty = sqlite3.DatabaseError("the history file is empty")
        raise Unavailable(path, told.not_read_nor_set_aside(empty, err), err) from err
    return moved, [*said, told.kept_as(moved)]


def move_aside(path: Path) -> Path:
    """Rename the damaged file (and its -wal, -shm) to ``….unreadable-<date>``:
    a rename only, nothing copied or written; OSError if it cannot be renamed."""
    target = unreadable_name(path)
    path.rename(target)
    for extra in ("-wal", "-shm"):
        side = Path(str(path) + extra)
        if side.exists():
            side.rename(Path(str(target) + extra))
    return target


def _text(data: bytes) -> str | bytes:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


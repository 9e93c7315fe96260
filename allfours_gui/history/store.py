"""The history database: every game, every hand as an ``allfours-hand/1`` record.

The hand in progress is written after every action, in its own transaction,
so a killed process (even ``kill -9``) loses nothing: WAL mode makes each
committed write durable against a process crash, and the record replays to
the exact pending decision.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import replay_hand

FILENAME = "history.sqlite3"
SCHEMA_VERSION = 1

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
]


@dataclass(frozen=True)
class GameRow:
    id: int
    started_at: float
    finished_at: float | None
    rules: dict[str, Any]
    names: list[str]
    levels: list[str]
    first_dealer: int | None
    deal_method: str | None
    score: tuple[int, int]
    winner: int | None
    abandoned: bool


@dataclass(frozen=True)
class HandRow:
    game_id: int
    number: int
    record: dict[str, Any]
    outcome: dict[str, Any] | None  # None while the hand is in progress


class HistoryStore:
    def __init__(self, directory: Path | str) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.path = self.directory / FILENAME
        self.moved_aside: Path | None = None
        try:
            self.db = self._open()
        except sqlite3.DatabaseError:
            # unreadable or not a database: keep it for inspection, start afresh
            self.moved_aside = self._move_aside()
            self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA foreign_keys=ON")
            db.execute("PRAGMA busy_timeout=10000")
            check = db.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {check}")
            self._migrate(db)
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def _migrate(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise sqlite3.DatabaseError(
                f"the history was written by a newer version (schema {version})")
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
                db.execute("ROLLBACK")
                raise
            version = db.execute("PRAGMA user_version").fetchone()[0]

    def _move_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{FILENAME}.unreadable-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{FILENAME}.unreadable-{stamp}-{n}")
        shutil.move(self.path, target)
        for extra in ("-wal", "-shm"):
            side = Path(str(self.path) + extra)
            if side.exists():
                shutil.move(side, Path(str(target) + extra))
        return target

    def close(self) -> None:
        self.db.close()

    # ---------------------------------------------------------------- games
    def new_game(self, rules: dict[str, Any], names: Sequence[str],
                 levels: Sequence[str]) -> int:
        cur = self.db.execute(
            "INSERT INTO games (started_at, rules, names, levels) VALUES (?, ?, ?, ?)",
            (time.time(), json.dumps(rules), json.dumps(list(names)),
             json.dumps(list(levels))))
        assert cur.lastrowid is not None
        return cur.lastrowid

    def set_first_dealer(self, game_id: int, dealer: int) -> None:
        self.db.execute("UPDATE games SET first_dealer = ? WHERE id = ?", (dealer, game_id))

    def set_deal_method(self, game_id: int, method: str) -> None:
        self.db.execute("UPDATE games SET deal_method = ? WHERE id = ?", (method, game_id))

    def save_hand(self, game_id: int, number: int, record: dict[str, Any],
                  outcome: dict[str, Any] | None) -> None:
        """Write the hand as it stands (one transaction: the hand and the game's score)."""
        now = time.time()
        score = (outcome or {}).get("score_after") or record["score_before"]
        winner = (outcome or {}).get("winner")
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.execute(
                "INSERT INTO hands (game_id, number, record, outcome, updated_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, number) DO UPDATE SET "
                "record = excluded.record, outcome = excluded.outcome, "
                "updated_at = excluded.updated_at",
                (game_id, number, json.dumps(record, separators=(",", ":")),
                 json.dumps(outcome, separators=(",", ":")) if outcome else None, now))
            self.db.execute(
                "UPDATE games SET score0 = ?, score1 = ?, winner = ?, finished_at = ? "
                "WHERE id = ?",
                (score[0], score[1], winner, now if winner is not None else None, game_id))
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def abandon(self, game_id: int) -> None:
        """The person started another game instead of finishing this one."""
        self.db.execute("UPDATE games SET abandoned = 1 WHERE id = ? AND finished_at IS NULL",
                        (game_id,))

    # ---------------------------------------------------------------- reads
    def _game(self, row: sqlite3.Row | tuple[Any, ...]) -> GameRow:
        (gid, started, finished, rules, names, levels, dealer, method, s0, s1, winner,
         abandoned) = row
        return GameRow(gid, started, finished, json.loads(rules), json.loads(names),
                       json.loads(levels), dealer, method, (s0, s1), winner, bool(abandoned))

    _GAME_COLUMNS = ("id, started_at, finished_at, rules, names, levels, first_dealer, "
                     "deal_method, score0, score1, winner, abandoned")

    def game(self, game_id: int) -> GameRow:
        row = self.db.execute(f"SELECT {self._GAME_COLUMNS} FROM games WHERE id = ?",
                              (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return self._game(row)

    def games(self) -> list[GameRow]:
        rows = self.db.execute(f"SELECT {self._GAME_COLUMNS} FROM games ORDER BY id DESC")
        return [self._game(r) for r in rows]

    def unfinished_game(self) -> GameRow | None:
        """The latest game neither won nor abandoned: the one to resume."""
        row = self.db.execute(
            f"SELECT {self._GAME_COLUMNS} FROM games WHERE finished_at IS NULL "
            "AND abandoned = 0 ORDER BY id DESC LIMIT 1").fetchone()
        return self._game(row) if row else None

    def hands(self, game_id: int) -> list[HandRow]:
        rows = self.db.execute(
            "SELECT game_id, number, record, outcome FROM hands WHERE game_id = ? "
            "ORDER BY number", (game_id,))
        return [HandRow(g, n, json.loads(r), json.loads(o) if o else None)
                for g, n, r, o in rows]

    def verify(self, game_id: int) -> None:
        """Every stored outcome equals the replayed one (raises otherwise)."""
        for h in self.hands(game_id):
            if h.outcome is not None and replay_hand(h.record) != h.outcome:
                raise AssertionError(f"hand {h.number} of game {game_id}: stored outcome "
                                     "differs from the replay")


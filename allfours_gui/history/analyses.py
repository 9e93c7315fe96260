"""The coach's analyses of finished hands, kept so that a hand is analysed once.

A row holds one hand (its game and number), one seat, the analysis' settings
(``{"seconds": 3.0, "seed": 0}``, as canonical JSON) and the version of the
code that made it; ``record`` is a digest of the hand's record as analysed,
so a row never answers for another text of the hand. ``result`` is what the
session's coach stored (``{"decisions": [...], "open": [...]}``: the
decisions as ``ai.analyse(details=True)`` gives them, and the double-dummy
lens); only its shape is checked here (the history knows only the rules).

Like every row of the history, one that does not validate when read is set
aside (copied to ``set-aside/``, then removed from the live table: the hand
can be analysed again), and the person is told.

``analysed_hands`` lists the person's analysed hands for practice (the
session's ``AnalysisSource``; the history does not import it).
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from . import told
from .notice import Notice
from .set_aside import keep, raw_row

# ai.analysis.VERDICTS (the history does not import the players)
VERDICTS = ("good", "inaccuracy", "mistake", "blunder")
COLUMNS = ("id", "game_id", "number", "seat", "settings", "version", "record", "result",
           "made_at")
_SELECT = ", ".join(COLUMNS)
Raw = tuple[Any, ...]
T = TypeVar("T")


class BadAnalysis(ValueError):
    """A stored analysis that does not validate; the message says why."""


@dataclass(frozen=True)
class Analysis:
    game_id: int
    number: int
    seat: int
    settings: dict[str, Any]
    version: str
    result: dict[str, Any]
    made_at: float


@dataclass(frozen=True)
class AnalysedHand:
    """One analysed hand of the person's, as practice reads it
    (``session.mistakes.AnalysedHand``): the hand's record as analysed, the
    decisions ``ai.analyse(details=True)`` gave, the game's names, and the
    analysis' settings."""

    game_id: int
    number: int
    seat: int
    record: dict[str, Any]
    decisions: Sequence[dict[str, Any]]
    names: Sequence[str]
    seconds: float
    seed: int


@dataclass(frozen=True)
class StoredHand:
    """What ``analysed_hands`` needs of an analysed hand's game and hand rows."""

    record: dict[str, Any]
    names: list[str]
    levels: list[str]


def settings_text(settings: dict[str, Any]) -> str:
    """The settings as stored: the same settings are always the same text."""
    return json.dumps(settings, sort_keys=True, separators=(",", ":"))


def record_digest(record: dict[str, Any]) -> str:
    """Names the hand's record analysed (any change of it gives another digest)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def select(where: str) -> str:
    return f"SELECT {_SELECT} FROM analyses {where}"


def as_row(raw: Raw) -> dict[str, object]:
    """The row as it was stored, for the set-aside file."""
    return raw_row(COLUMNS, raw)


def read(raw: Raw) -> Analysis:
    """The row, checked: raises ``BadAnalysis`` if any part of it is not as written."""
    _id, gid, number, seat, settings_t, version, digest, result_t, made_at = raw
    if not all(_is_int(v) for v in (gid, number, seat)) or number < 1 or not 0 <= seat < 4:
        raise BadAnalysis("game_id/number/seat is not a whole number in range")
    if not isinstance(version, str) or not isinstance(digest, str):
        raise BadAnalysis("version/record is not text")
    if not _is_number(made_at):
        raise BadAnalysis("made_at is not a time")
    settings = _json(settings_t, "settings")
    if not isinstance(settings, dict):
        raise BadAnalysis("settings is not an object")
    result = _json(result_t, "result")
    if not isinstance(result, dict) or not isinstance(result.get("decisions"), list):
        raise BadAnalysis("the result holds no decisions")
    for i, d in enumerate(result["decisions"]):
        problem = _decision_problem(d)
        if problem:
            raise BadAnalysis(f"decision {i}: {problem}")
    lens = result.get("open")
    if lens is not None and not (isinstance(lens, list) and all(
            isinstance(x, dict) and _is_int(x.get("index")) for x in lens)):
        raise BadAnalysis("the double-dummy lens is not a list of decisions")
    return Analysis(gid, number, seat, settings, version, result, float(made_at))


def _decision_problem(d: object) -> str | None:
    if not isinstance(d, dict):
        return "not an object"
    if not _is_int(d.get("index")) or d["index"] < 0:
        return "no index"
    for key in ("chosen", "best"):
        action = d.get(key)
        if not (isinstance(action, dict) and isinstance(action.get("do"), str)
                and _is_int(action.get("seat"))):
            return f"{key} is not an action"
    for key in ("loss", "error"):
        v = d.get(key)
        if not (isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)
                and 0 <= v <= 1):
            return f"{key} is not a chance"
    if d.get("verdict") not in VERDICTS:
        return "no verdict"
    if not isinstance(d.get("reason"), str):
        return "no reason"
    choices = d.get("choices", [])
    if not isinstance(choices, list) or not all(
            isinstance(c, dict) and isinstance(c.get("action"), dict)
            and (c.get("win_chance") is None or (_is_number(c["win_chance"])
                                                  and 0 <= c["win_chance"] <= 1))
            for c in choices):
        return "its choices are not actions with chances"
    claims = d.get("claims", {})
    if not isinstance(claims, dict) or not all(
            isinstance(v, list) and all(isinstance(c, dict) for c in v)
            for v in claims.values()):
        return "its claims are not lists of objects"
    return None


def _json(text: object, what: str) -> Any:
    if not isinstance(text, str):
        raise BadAnalysis(f"{what} is not text")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        raise BadAnalysis(f"{what} is not valid JSON: {e}") from None


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: object) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


class AnalysisRows:
    """The store's analyses (``HistoryStore`` has these methods)."""

    db: sqlite3.Connection
    set_aside_dir: Path
    notices: list[Notice]

    def _in_write(self, work: Callable[[], T]) -> T:
        raise NotImplementedError

    def analysis(self, game_id: int, number: int, seat: int, settings: dict[str, Any],
                 version: str, record: dict[str, Any]) -> dict[str, Any] | None:
        """The stored result for this hand (as ``record`` is now), seat, settings and
        version, or None. A row that does not validate is set aside (None)."""
        raw = self.db.execute(
            select("WHERE game_id = ? AND number = ? AND seat = ? AND settings = ? AND "
                   "version = ? AND record = ? ORDER BY id DESC LIMIT 1"),
            (game_id, number, seat, settings_text(settings), version,
             record_digest(record))).fetchone()
        if raw is None:
            return None
        try:
            return read(raw).result
        except BadAnalysis:
            self._set_aside_analysis(raw)
            return None

    def game_analyses(self, game_id: int, seat: int, settings: dict[str, Any], version: str,
                      records: dict[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
        """The stored results for the game's hands ``records`` (number -> record)."""
        out: dict[int, dict[str, Any]] = {}
        for number, record in records.items():
            found = self.analysis(game_id, number, seat, settings, version, record)
            if found is not None:
                out[number] = found
        return out

    def save_analysis(self, game_id: int, number: int, seat: int, settings: dict[str, Any],
                      version: str, record: dict[str, Any], result: dict[str, Any]) -> None:
        """Keep a finished analysis (one transaction: it replaces any for the same key)."""
        text = json.dumps(result, separators=(",", ":"))
        key = (game_id, number, seat, settings_text(settings), version)
        read((0, *key, record_digest(record), text, time.time()))  # never store a bad row

        def work() -> None:
            self.db.execute("DELETE FROM analyses WHERE game_id = ? AND number = ? AND "
                            "seat = ? AND settings = ? AND version = ?", key)
            self.db.execute(
                "INSERT INTO analyses (game_id, number, seat, settings, version, record, "
                "result, made_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (*key, record_digest(record), text, time.time()))
        self._in_write(work)

    def analysed_hands(self) -> list[AnalysedHand]:
        """The person's analysed hands (a seat the game played as "human"), the
        newest hand first; a hand analysed more than once (another budget, an
        older code) by its newest analysis. An analysis of another text of the
        hand than the one stored now, or of a hand no longer in the history, is
        left out; one that does not validate is set aside."""
        found: dict[tuple[int, int, int], AnalysedHand] = {}
        hands: dict[tuple[int, int], StoredHand | None] = {}
        for raw in self.db.execute(select("ORDER BY made_at DESC, id DESC")).fetchall():
            try:
                a = read(raw)
            except BadAnalysis:
                self._set_aside_analysis(raw)
                continue
            if (a.game_id, a.number, a.seat) in found:
                continue  # an older analysis of the same hand and seat
            if (a.game_id, a.number) not in hands:
                hands[a.game_id, a.number] = self._analysed_hand(a.game_id, a.number)
            hand = hands[a.game_id, a.number]
            if hand is None or record_digest(hand.record) != raw[6] \
                    or a.seat >= len(hand.levels) or hand.levels[a.seat] != "human":
                continue
            seconds, seed = a.settings.get("seconds"), a.settings.get("seed", 0)
            found[a.game_id, a.number, a.seat] = AnalysedHand(
                a.game_id, a.number, a.seat, hand.record, a.result["decisions"],
                list(hand.names),
                float(seconds) if isinstance(seconds, int | float) else 3.0,  # the default
                seed if _is_int(seed) else 0)
        return [found[k] for k in sorted(found, key=lambda k: (-k[0], -k[1], k[2]))]

    def _analysed_hand(self, game_id: int, number: int) -> StoredHand | None:
        """The finished hand's record, checked, and its game's names and levels
        (None: not in the history, not finished, or damaged)."""
        raise NotImplementedError

    def _set_aside_analysis(self, raw: Raw) -> None:
        """Copy the row to set-aside/, then remove it: the hand can be analysed again."""
        aid, gid, number = raw[0], raw[1], raw[2]
        label = told.analysis_name(number)

        def work() -> bool:
            now = self.db.execute(select("WHERE id = ?"), (aid,)).fetchone()
            if now is None:
                return False  # another window set it aside
            try:
                read(now)
                return False  # rewritten whole since
            except BadAnalysis as e:
                reason = str(e)
            keep(self.set_aside_dir, f"game-{_tag(gid)}-hand-{_tag(number)}-analysis",
                 {"reason": reason, "table": "analyses", "row": as_row(now)})
            self.db.execute("DELETE FROM analyses WHERE id = ?", (aid,))
            return True

        try:
            done = self._in_write(work)
        except (sqlite3.Error, OSError) as e:
            self.notices.append(told.left_in(label, e, self.db_path()))
            return
        if done:
            self.notices.append(told.analysis_set_aside(label, self.set_aside_dir))

    def db_path(self) -> Path:
        raise NotImplementedError


def _tag(v: object) -> str:
    return str(v) if _is_int(v) else "unknown"

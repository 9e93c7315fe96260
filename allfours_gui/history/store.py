"""The history database: every game, every hand as an ``allfours-hand/1`` record.

The hand in progress is written after every action, in its own transaction,
so a killed process (even ``kill -9``) loses nothing: WAL mode makes each
committed write durable against a process crash, and the record replays to
the exact pending decision.

One rule for everything read back: a row that does not validate is set aside
(copied to ``set-aside/``, then removed from the live tables), the person is
told in ``notices``, and everything else reads on. A file that is not our
database at all is renamed aside whole; one from a newer version is left alone
(``NewerHistory``); a disk that refuses (full, read-only, busy) leaves every
file as it is (``Unavailable``): see ``opening``.

A hand is replayed once ever, not once per process: ``hands.verified`` holds a
digest of the exact record and outcome texts last vouched for (by a replay, or
by the engine itself when ``save_hand`` wrote them), so a hand whose text
changed since is replayed again.

A game's score is where its last hand leaves it, counting what a hand in
progress has already scored (a kick, a point given to a beggar): ``hand_score``
is the one place that says so, for ``save_hand`` and for reading a game. A row
an older version wrote kept the score at the start of that hand; it is read
(and rewritten) with the hand's points, so every window quotes the same score.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from ..engine import Rules, hand_from_record, replay_hand
from ..engine.game import OVER, Game
from ..engine.hand import DEAL_METHODS, FORMAT
from . import analyses, opening, told
from .analyses import AnalysisRows, StoredHand
from .notice import Notice
from .opening import FILENAME, GAME_COLUMNS, HAND_COLUMNS, connect, move_aside
from .opening import SCHEMA_VERSION as SCHEMA_VERSION  # callers import these from here
from .opening import NewerHistory as NewerHistory
from .opening import Unavailable as Unavailable
from .opening import why_unavailable as why_unavailable
from .set_aside import FOLDER, keep, raw_row

_GAMES = ", ".join(GAME_COLUMNS)
_HANDS = ", ".join(HAND_COLUMNS)

T = TypeVar("T")
Raw = tuple[Any, ...]  # a row as stored, before any validation


class Damaged(ValueError):
    """A stored row that does not validate; the message says why."""


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


class HistoryStore(AnalysisRows):
    def __init__(self, directory: Path | str, for_reading: bool = False,
                 busy_ms: int = opening.BUSY_MS) -> None:
        """``for_reading``: a window that only reads opens a history the disk will
        not write to (full, read-only) all the same; what it would set aside or
        remember waits for a window that can write. ``busy_ms``: how long a
        statement waits for another program holding the file (the GUI thread
        gives ``opening.FRAME_MS``: held, it raises Unavailable and tries later)."""
        self.busy_ms = busy_ms
        self.for_reading = for_reading
        self.directory = Path(directory)
        self.path = self.directory / FILENAME
        self.set_aside_dir = self.directory / FOLDER
        self.moved_aside: Path | None = None
        self.notices: list[Notice] = []  # for the person, not yet taken (take_notices)
        self._hidden: set[tuple[str, int]] = set()  # damaged rows that could not be moved out
        self._not_resumable: set[int] = set()  # unfinished games found damaged
        # (hand id, digest) replayed by this store: a digest that could not be written
        # to the file (busy, read-only) still spares this process a second replay
        self._replayed: set[tuple[int, str]] = set()
        self._to_remember: list[tuple[str, int, str, str | None]] = []  # (digest, id, texts)
        if not for_reading:
            self.moved_aside, passed_over = opening.before_opening(self.path)
            self.notices += passed_over
        try:
            self.db = connect(self.path, for_reading, busy_ms)
        except sqlite3.DatabaseError as e:  # what connect lets through is damage
            self._start_afresh(e)
        try:
            self._check_all()
        except sqlite3.DatabaseError as e:  # a page quick_check passed, but no row reads
            self.db.close()
            reason = why_unavailable(e, self.directory)
            if reason is not None:
                raise Unavailable(self.path, reason, e) from e
            self._start_afresh(e)

    def _start_afresh(self, e: BaseException) -> None:
        """The file is not a history of ours: renamed aside (never written), and a
        new one started. If even that fails, nothing else is touched."""
        try:
            self.moved_aside = move_aside(self.path)
        except OSError as err:
            raise Unavailable(self.path, told.not_read_nor_set_aside(e, err), err) from err
        self.notices.append(told.kept_as(self.moved_aside))
        try:
            self.db = connect(self.path, busy_ms=self.busy_ms)
        except Unavailable as fresh:
            fresh.notices = self.take_notices()  # the file was set aside all the same
            raise

    def close(self) -> None:
        self.db.close()

    def db_path(self) -> Path:
        return self.path

    def waiting_at_most(self, ms: int) -> contextlib.AbstractContextManager[None]:
        """Writes inside wait at most ``ms`` for another program's: trying again
        while it holds the file must not freeze the window for long."""
        return opening.waiting_at_most(self.db, min(ms, self.busy_ms), then=self.busy_ms)

    def take_notices(self) -> list[Notice]:
        """What was set aside or given up since the last call, in plain words (the
        session layer says them in the person's language: ``problem_words.words``)."""
        taken, self.notices = self.notices, []
        return taken

    # ---------------------------------------------------------------- games
    def new_game(self, rules: dict[str, Any], names: Sequence[str],
                 levels: Sequence[str], hold: Callable[[int], object] | None = None) -> int:
        """A new game's id. ``hold(id)`` runs before the row is committed: a
        window takes the game's lock there, so another window starting at the
        same moment never sees the game unlocked and resumes it too."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            cur = self.db.execute(
                "INSERT INTO games (started_at, rules, names, levels) VALUES (?, ?, ?, ?)",
                (time.time(), json.dumps(rules), json.dumps(list(names)),
                 json.dumps(list(levels))))
            assert cur.lastrowid is not None
            if hold is not None:
                hold(cur.lastrowid)
            self.db.execute("COMMIT")
        except BaseException:
            self._roll_back()
            raise
        return cur.lastrowid

    def set_first_dealer(self, game_id: int, dealer: int) -> None:
        self.db.execute("UPDATE games SET first_dealer = ? WHERE id = ?", (dealer, game_id))

    def set_deal_method(self, game_id: int, method: str) -> None:
        self.db.execute("UPDATE games SET deal_method = ? WHERE id = ?", (method, game_id))

    def save_hand(self, game_id: int, number: int, record: dict[str, Any],
                  outcome: dict[str, Any] | None) -> None:
        """Write the hand as it stands (one transaction: the hand and the game's score)."""
        now = time.time()
        # the engine made the record, so it replays; if not, the hand's start is still true
        score = hand_score(record, outcome) or record["score_before"]
        winner = (outcome or {}).get("winner")
        record_text = json.dumps(record, separators=(",", ":"))
        outcome_text = json.dumps(outcome, separators=(",", ":")) if outcome else None
        self.db.execute("BEGIN IMMEDIATE")
        try:
            # the engine made this record and outcome: verified as written, no replay
            self.db.execute(
                "INSERT INTO hands (game_id, number, record, outcome, updated_at, verified) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, number) DO UPDATE SET "
                "record = excluded.record, outcome = excluded.outcome, "
                "updated_at = excluded.updated_at, verified = excluded.verified",
                (game_id, number, record_text, outcome_text, now,
                 _digest(record_text, outcome_text)))
            self.db.execute(
                "UPDATE games SET score0 = ?, score1 = ?, winner = ?, finished_at = ? "
                "WHERE id = ?",
                (score[0], score[1], winner, now if winner is not None else None, game_id))
            self.db.execute("COMMIT")
        except BaseException:
            self._roll_back()
            raise

    def _roll_back(self) -> None:
        """After a failed write: SQLite has rolled back already on a full disk (and
        on some I/O errors), and a second ROLLBACK would only hide the reason."""
        if self.db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute("ROLLBACK")

    def abandon(self, game_id: int) -> None:
        """The person started another game instead of finishing this one."""
        self.db.execute("UPDATE games SET abandoned = 1 WHERE id = ? AND finished_at IS NULL",
                        (game_id,))

    # ---------------------------------------------------------------- reads
    def game(self, game_id: int) -> GameRow:
        rows = self._games("WHERE id = ?", (game_id,))
        if not rows:
            raise KeyError(game_id)
        return rows[0]

    def games(self) -> list[GameRow]:
        return self._games("ORDER BY id DESC")

    def unfinished_games(self) -> list[GameRow]:
        """Every game neither won nor abandoned, newest first, each one checked to
        restore; one that does not is marked abandoned (its hands stay in history)."""
        out = []
        for g in self._games("WHERE finished_at IS NULL AND abandoned = 0 ORDER BY id DESC"):
            hands = self.hands(g.id)  # sets aside a damaged hand, which ends the game
            if g.id in self._not_resumable:
                continue
            reason = _restore_problem(g, hands)
            if reason is None:
                out.append(g)
            else:
                self._give_up(g, reason)
        return out

    def unfinished_game(self) -> GameRow | None:
        """The latest game neither won nor abandoned: the one to resume."""
        games = self.unfinished_games()
        return games[0] if games else None

    def hands(self, game_id: int) -> list[HandRow]:
        """The game's hands in order, each replayed (once ever per stored text): a
        damaged one is set aside and left out, the others are all returned."""
        rows = self.db.execute(f"SELECT {_HANDS} FROM hands WHERE game_id = ? ORDER BY number",
                               (game_id,)).fetchall()
        out = []
        for raw in rows:
            if ("hands", raw[0]) in self._hidden:
                continue
            try:
                out.append(self._replayed_hand(raw))
            except Damaged:
                self._set_aside_hand(raw, lambda r: _problem(self._replayed_hand, r))
        self._remember_verified()
        return out

    def _analysed_hand(self, game_id: int, number: int) -> StoredHand | None:
        """For ``analysed_hands``: a damaged row is left out here, and set aside
        when its game is read (``games``, ``hands``)."""
        try:
            game = self.game(game_id)
        except KeyError:
            return None
        raw = self.db.execute(f"SELECT {_HANDS} FROM hands WHERE game_id = ? AND number = ?",
                              (game_id, number)).fetchone()
        if raw is None or ("hands", raw[0]) in self._hidden:
            return None
        try:
            hand = self._replayed_hand(raw)
        except Damaged:
            return None
        self._remember_verified()
        return None if hand.outcome is None else StoredHand(hand.record, game.names, game.levels)

    def verify(self, game_id: int) -> None:
        """Every stored outcome equals the replayed one (raises otherwise)."""
        for h in self.hands(game_id):
            if h.outcome is not None and replay_hand(h.record) != h.outcome:
                raise AssertionError(f"hand {h.number} of game {game_id}: stored outcome "
                                     "differs from the replay")

    def _games(self, clause: str, params: Sequence[object] = ()) -> list[GameRow]:
        out = []
        for raw in self.db.execute(f"SELECT {_GAMES} FROM games {clause}", params).fetchall():
            if ("games", raw[0]) in self._hidden:
                continue
            try:
                game = _read_game(raw)
            except Damaged:
                self._set_aside_game(raw)
                continue
            out.append(game if game.finished_at is not None else self._live_score(game))
        return out

    def _live_score(self, game: GameRow) -> GameRow:
        """An unfinished game with the score its last hand has reached; an older
        version's row (the score at that hand's start) is corrected on disk too."""
        raw = self.db.execute(f"SELECT {_HANDS} FROM hands WHERE game_id = ? "
                              "ORDER BY number DESC LIMIT 1", (game.id,)).fetchone()
        if raw is None or ("hands", raw[0]) in self._hidden:
            return game
        try:
            last = _read_hand(raw)
        except Damaged:
            return game  # set aside when the game's hands are read; the stored score stands
        if last.outcome is not None:
            return game  # its score_after was stored with it, by every version
        score = hand_score(last.record, None)
        if score is None or score == game.score:
            return game
        # only if neither the score nor the hand changed since they were read here
        with contextlib.suppress(sqlite3.Error):  # then it is corrected again next time
            self.db.execute(
                "UPDATE games SET score0 = ?, score1 = ? WHERE id = ? AND score0 = ? "
                "AND score1 = ? AND finished_at IS NULL AND (SELECT record FROM hands "
                "WHERE game_id = ? ORDER BY number DESC LIMIT 1) IS ?",
                (score[0], score[1], game.id, game.score[0], game.score[1], game.id, raw[3]))
        return dataclasses.replace(game, score=score)

    def _replayed_hand(self, raw: Raw) -> HandRow:
        """The hand, checked by the engine itself: it replays to its stored outcome
        (unless these very texts were verified before, here or by another process)."""
        row = _read_hand(raw)  # texts are str from here on
        digest = _digest(raw[3], raw[4])
        if digest == raw[6] or (raw[0], digest) in self._replayed:
            return row
        try:
            hand = hand_from_record(row.record)
            if row.outcome is not None and (not hand.over or hand.outcome() != row.outcome):
                raise Damaged("the stored outcome differs from the replayed one")
        except Damaged:
            raise
        except Exception as e:  # any failure of an untrusted record is damage
            raise Damaged(f"the record does not replay: {e}") from None
        self._replayed.add((raw[0], digest))
        self._to_remember.append((digest, raw[0], raw[3], raw[4]))
        return row

    def _remember_verified(self) -> None:
        """Write the digests of the hands just replayed, in one transaction; only
        where the texts are still the ones replayed (another window may have saved)."""
        todo, self._to_remember = self._to_remember, []
        if not todo:
            return
        with contextlib.suppress(sqlite3.Error):  # then the next process replays them again
            self._in_write(lambda: self.db.executemany(
                "UPDATE hands SET verified = ? WHERE id = ? AND record = ? AND outcome IS ?",
                todo))

    # ------------------------------------------------------------ damage
    def _check_all(self) -> None:
        """Read every row once, cheaply (no replay: that waits for ``hands``), so a
        damaged one is set aside now and the reads that follow never fail."""
        bad = [raw for raw in self.db.execute(f"SELECT {_GAMES} FROM games")
               if _problem(_read_game, raw)]
        for raw in bad:
            self._set_aside_game(raw)
        # a hand whose game row is gone is in no game's list: keep it all the same
        orphans = self.db.execute(f"SELECT {_HANDS} FROM hands WHERE game_id NOT IN "
                                  "(SELECT id FROM games)").fetchall()
        for raw in orphans:
            self._set_aside_hand(raw, self._orphan_problem)
        bad = [raw for raw in self.db.execute(f"SELECT {_HANDS} FROM hands")
               if _problem(_read_hand, raw)]
        for raw in bad:
            self._set_aside_hand(raw, lambda r: _problem(_read_hand, r))

    def _orphan_problem(self, raw: Raw) -> str | None:
        game = self.db.execute("SELECT 1 FROM games WHERE id = ?", (raw[1],)).fetchone()
        return None if game else "its game is missing from the history"

    def _in_write(self, work: Callable[[], T]) -> T:
        """``work`` in one BEGIN IMMEDIATE transaction: another window may hold the file."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            result = work()
            self.db.execute("COMMIT")
        except BaseException:
            self._roll_back()
            raise
        return result

    def _set_aside_game(self, raw: Raw) -> None:
        """Copy the games row and all its hands to set-aside/, then delete them."""
        gid = raw[0]
        name = told.game_name(raw[1])

        def work() -> int | None:
            now = self.db.execute(f"SELECT {_GAMES} FROM games WHERE id = ?",
                                  (gid,)).fetchone()
            reason = None if now is None else _problem(_read_game, now)
            if now is None or reason is None:
                return None  # gone (another window set it aside) or rewritten whole
            hands = self.db.execute(f"SELECT {_HANDS} FROM hands WHERE game_id = ?",
                                    (gid,)).fetchall()
            analysed = self.db.execute(analyses.select("WHERE game_id = ?"), (gid,)).fetchall()
            keep(self.set_aside_dir, f"game-{gid}",
                 {"reason": reason, "table": "games", "row": raw_row(GAME_COLUMNS, now),
                  "hands": [raw_row(HAND_COLUMNS, h) for h in hands],
                  "analyses": [analyses.as_row(a) for a in analysed]})
            self.db.execute("DELETE FROM analyses WHERE game_id = ?", (gid,))
            self.db.execute("DELETE FROM hands WHERE game_id = ?", (gid,))
            self.db.execute("DELETE FROM games WHERE id = ?", (gid,))
            return len(hands)

        try:
            n = self._in_write(work)
        except (sqlite3.Error, OSError) as e:
            self._hidden.add(("games", gid))
            self.notices.append(told.left_in(name, e, self.path))
            return
        if n is not None:
            self.notices.append(told.game_set_aside(name, n, self.set_aside_dir))

    def _set_aside_hand(self, raw: Raw, check: Callable[[Raw], str | None]) -> None:
        """Copy one hands row to set-aside/, then delete it; its game and other
        hands stay. An unfinished game is marked abandoned: it cannot be resumed."""
        hid, gid, number = raw[0], raw[1], raw[2]
        try:
            game = self.db.execute("SELECT started_at, finished_at FROM games WHERE id = ?",
                                   (gid,)).fetchone()
        except sqlite3.Error:
            game = None
        unfinished = game is not None and game[1] is None
        label = told.hand_name(number, None if game is None else game[0], game is None)

        def work() -> bool:
            now = self.db.execute(f"SELECT {_HANDS} FROM hands WHERE id = ?",
                                  (hid,)).fetchone()
            reason = None if now is None else check(now)
            if now is None or reason is None:
                return False  # gone (another window set it aside) or rewritten since
            keep(self.set_aside_dir, f"game-{_tag(now[1])}-hand-{_tag(now[2])}",
                 {"reason": reason, "table": "hands", "row": raw_row(HAND_COLUMNS, now)})
            self.db.execute("DELETE FROM hands WHERE id = ?", (hid,))
            if unfinished:
                self.db.execute("UPDATE games SET abandoned = 1 WHERE id = ? "
                                "AND finished_at IS NULL", (gid,))
            return True

        try:
            done = self._in_write(work)
        except (sqlite3.Error, OSError) as e:
            self._hidden.add(("hands", hid))
            if unfinished:
                self._not_resumable.add(gid)
            self.notices.append(told.left_in(label, e, self.path))
            return
        if not done:
            return
        if unfinished:
            self._not_resumable.add(gid)
        self.notices.append(told.hand_set_aside(label, game is None, unfinished,
                                                self.set_aside_dir))

    def _give_up(self, game: GameRow, reason: Notice | Exception) -> None:
        """An unfinished game that does not restore: never offered again."""
        self._not_resumable.add(game.id)
        with contextlib.suppress(sqlite3.Error):  # then it is left out by this window alone
            self.db.execute("UPDATE games SET abandoned = 1 WHERE id = ? "
                            "AND finished_at IS NULL", (game.id,))
        self.notices.append(told.given_up(game.started_at, reason))


def hand_score(record: dict[str, Any], outcome: dict[str, Any] | None
               ) -> tuple[int, int] | None:
    """The game's score where this hand leaves it: at its end the outcome's; in
    progress ``score_before`` with what the hand has scored so far (the kick, a
    point given), from the engine's replay. None: the record does not replay."""
    try:
        if outcome is not None:
            after = outcome["score_after"]
            return (int(after[0]), int(after[1]))
        hand = hand_from_record(record, check_outcome=False)
    except Exception:  # an untrusted record: the caller keeps the score it had
        return None
    return (hand.score[0], hand.score[1])


# -------------------------------------------------------------- validation
def _read_game(raw: Raw) -> GameRow:
    (gid, started, finished, rules_text, names_text, levels_text, dealer, method, s0, s1,
     winner, abandoned) = raw
    if not _is_number(started) or not (finished is None or _is_number(finished)):
        raise Damaged("started_at/finished_at is not a time")
    rules = _json(rules_text, "rules")
    try:
        players = Rules.from_json(rules).players
    except (TypeError, ValueError) as e:
        raise Damaged(f"rules: {e}") from None
    names, levels = _json(names_text, "names"), _json(levels_text, "levels")
    for what, v in (("names", names), ("levels", levels)):
        if not (isinstance(v, list) and len(v) == players and all(map(_is_text, v))):
            raise Damaged(f"{what} must list {players} pieces of text")
    if not (dealer is None or (_is_int(dealer) and 0 <= dealer < players)):
        raise Damaged(f"first_dealer must be a seat from 0 to {players - 1}")
    if not (method is None or method in DEAL_METHODS):
        raise Damaged(f"deal_method must be one of {', '.join(DEAL_METHODS)}")
    if not (_is_int(s0) and _is_int(s1) and s0 >= 0 and s1 >= 0):
        raise Damaged("the score must be two whole numbers")
    if not (winner is None or (_is_int(winner) and winner in (0, 1))) or abandoned not in (0, 1):
        raise Damaged("winner/abandoned out of range")
    return GameRow(gid, started, finished, rules, names, levels, dealer, method, (s0, s1),
                   winner, bool(abandoned))


def _read_hand(raw: Raw) -> HandRow:
    """The hand's shape only; ``HistoryStore._replayed_hand`` adds the replay."""
    _hid, gid, number, record_text, outcome_text, _updated, _verified = raw
    if not (_is_int(gid) and _is_int(number) and number >= 1):
        raise Damaged("game_id/number is not a whole number")
    record = _json(record_text, "record")
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise Damaged(f"the record is not an {FORMAT} object")
    outcome = None if outcome_text is None else _json(outcome_text, "outcome")
    if outcome is not None:
        score = outcome.get("score_after") if isinstance(outcome, dict) else None
        if not (isinstance(score, list) and len(score) == 2 and all(map(_is_int, score))):
            raise Damaged("the outcome has no score")
    return HandRow(gid, number, record, outcome)


def _restore_problem(game: GameRow, hands: list[HandRow]) -> Notice | Exception | None:
    """Why the game cannot be picked up where its hands leave it (None: it can):
    in words, or the engine's own error where it refuses the hands."""
    for i, h in enumerate(hands, start=1):
        if h.number != i:  # the next save would overwrite a stored hand
            return told.hand_missing(i)
    if hands and (game.first_dealer is None or game.deal_method is None):
        return told.NO_DEALER
    try:
        rules = Rules.from_json(game.rules)
        for h in hands:
            if Rules.from_json(h.record["rules"]) != rules:
                return told.other_rules(h.number)
        restored = Game.restore(rules, game.first_dealer, game.deal_method,
                                [h.record for h in hands])
    except Exception as e:  # any failure of untrusted data means it cannot resume
        return e
    return told.ALREADY_WON if restored.phase == OVER else None


def _problem(read: Callable[[Raw], object], raw: Raw) -> str | None:
    try:
        read(raw)
    except Damaged as e:
        return str(e)
    return None


def _digest(record: str, outcome: str | None) -> str:
    """Names the exact texts a replay vouched for: any change gives another digest."""
    data = record.encode()
    h = hashlib.sha256(b"%d:" % len(data))  # the length keeps the two texts apart
    h.update(data)
    if outcome is not None:  # else nothing: NULL and "" differ
        h.update(b":" + outcome.encode())
    return h.hexdigest()


def _json(text: object, what: str) -> Any:
    if not isinstance(text, str):
        raise Damaged(f"{what} is not text")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        raise Damaged(f"{what} is not valid JSON: {e}") from None


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: object) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _is_text(v: object) -> bool:
    """Text the window can show: a JSON escape can smuggle in a lone surrogate."""
    if not isinstance(v, str):
        return False
    try:
        v.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _tag(v: object) -> str:
    return str(v) if _is_int(v) else "unknown"

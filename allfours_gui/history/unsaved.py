"""Writing into the history the journals a window left (it was closed or killed
while the history refused writes); also a game saved elsewhere by the person.

A journal is untrusted like any stored thing: every field is checked, each hand
replayed by the engine (outcomes are the engine's, never the file's), and it
must continue the game the history holds. One that does not is set aside
(renamed, never deleted) and the person told; one whose window still lives is
left to it. docs/design.md §15.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path
from typing import IO, Any

from ..engine.game import Game
from ..engine.record_limits import parse_json, read_limited
from ..engine.rules import Rules
from ..engine.translatable import QT_TRANSLATE_NOOP
from . import journal
from .notice import Notice, notice
from .saving import GameSaver
from .set_aside import unreadable_name
from .store import HistoryStore

log = logging.getLogger(__name__)
MAX_HANDS = 500


class NotAJournal(ValueError):
    pass


def _need(ok: bool, what: str) -> None:
    if not ok:
        raise NotAJournal(what)


def _int(value: object, low: int, high: int, what: str) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool) and low <= value <= high, what)
    assert isinstance(value, int)
    return value


def read_journal(path: Path) -> dict[str, Any]:
    """The journal's JSON, within limits (raises OSError or ValueError)."""
    data = parse_json(read_limited(path, journal.MAX_BYTES), max_bytes=journal.MAX_BYTES)
    _need(isinstance(data, dict) and data.get("format") == journal.FORMAT,
          f"it is not an {journal.FORMAT} file")
    assert isinstance(data, dict)
    return data


class Plan:
    """A checked journal: what to write, and how much of it is new."""

    def __init__(self, saver: GameSaver, decisions: int) -> None:
        self.saver, self.decisions = saver, decisions


def plan(data: dict[str, Any], store: HistoryStore) -> Plan | None:
    """What the journal adds to the history (None: nothing, it is all there
    already); raises NotAJournal, the engine's errors or KeyError if it does
    not hold up."""
    rules = Rules.from_json(data.get("rules"))
    names, levels = data.get("names"), data.get("levels")
    for seq, what in ((names, "names"), (levels, "levels")):
        _need(isinstance(seq, list) and len(seq) == rules.players
              and all(isinstance(x, str) and len(x) <= 200 for x in seq), f"its {what}")
    assert isinstance(names, list) and isinstance(levels, list)
    first = data.get("first_dealer")
    if first is not None:
        first = _int(first, 0, rules.players - 1, "its first dealer")
    method = data.get("deal_method")
    _need(method is None or isinstance(method, str), "its deal method")
    hands = data.get("hands")
    _need(isinstance(hands, list) and len(hands) <= MAX_HANDS, "its hands")
    assert isinstance(hands, list)
    given: dict[int, dict[str, Any]] = {}
    for h in hands:
        _need(isinstance(h, dict) and isinstance(h.get("record"), dict), "a hand")
        number = _int(h.get("number"), 1, MAX_HANDS, "a hand's number")
        _need(number not in given, "a hand given twice")
        given[number] = h["record"]
    abandon = data.get("abandon", False)
    _need(isinstance(abandon, bool), "its abandon mark")
    decisions = _int(data.get("decisions", 0), 0, 1 << 30, "its count of decisions")

    game_id = data.get("game_id")
    stored: dict[int, dict[str, Any]] = {}
    if game_id is not None:
        game_id = _int(game_id, 1, 1 << 62, "its game")
        try:
            row = store.game(game_id)
        except KeyError:
            row = None
        if row is None or row.rules != rules.to_json() or list(row.names) != names:
            game_id = None  # not this history's game (saved elsewhere): a game of its own
        elif row.finished_at is not None or row.abandoned:
            return None  # the history already has its end
        else:
            stored = {h.number: h.record for h in store.hands(game_id)}
            first = row.first_dealer if first is None else first
            method = row.deal_method or method
    new: dict[int, dict[str, Any]] = {}
    for number, record in given.items():
        old = stored.get(number)
        if old is not None:
            done, more = old.get("actions", []), record.get("actions")
            _need(isinstance(more, list) and old.get("deck") == record.get("deck"),
                  f"hand {number} is not the one in your history")
            assert isinstance(more, list)
            if more[:len(done)] != done:
                if done[:len(more)] == more:
                    continue  # the history has more of it than the journal
                raise NotAJournal(f"hand {number} is not the one in your history")
            if len(more) == len(done):
                continue
        new[number] = record
    whole = {**stored, **new}
    _need(first is not None or not whole, "hands with no dealer")
    _need(sorted(whole) == list(range(1, len(whole) + 1)), "hands missing in between")
    records = [whole[n] for n in sorted(whole)]
    Game.restore(rules, first, method, records)  # every hand replays and continues the one before
    if not new and game_id is not None and not abandon and (first is None or row_has(
            store, game_id, first, method)):
        return None
    about = (rules.to_json(), names, levels)
    saver = (GameSaver(store, None, new=about) if game_id is None
             else GameSaver(store, None, game_id=game_id, about=about))
    if first is not None:
        saver.dealer(first, method)
    for number in sorted(new):
        hand = Game.restore(rules, first, method, records[:number]).hand
        assert hand is not None
        saver.hand(number, hand.record(), hand.outcome() if hand.over else None)
    if abandon:
        saver.abandon()
    return Plan(saver, decisions)


def row_has(store: HistoryStore, game_id: int, first: int, method: str | None) -> bool:
    row = store.game(game_id)
    return row.first_dealer == first and (row.deal_method or None) == (method or None)


def replay(store: HistoryStore) -> list[Notice]:
    """Every journal of this history whose window is gone, written into it."""
    told: list[Notice] = []
    for path, held in journal.left_behind(store.directory):
        try:
            told += _replay_one(store, path, held)
        finally:
            held.close()
    return told


def replay_file(store: HistoryStore, path: Path) -> list[Notice]:
    """A game the person saved elsewhere (``path``), written into the history;
    the file itself is theirs and stays."""
    try:
        data = read_journal(path)
        todo = plan(data, store)
    except OSError as e:
        log.warning("%s could not be read: %s", path, e)
        return []
    except Exception as e:
        return [notice(QT_TRANSLATE_NOOP(
            "History", "The game saved in {path} could not be taken into your history "
                       "({problem}); the file was left as it is."), path=path, problem=e)]
    if todo is None:
        return []
    problem = todo.saver.flush()
    if problem is not None:
        return [problem]
    return [notice(QT_TRANSLATE_NOOP(
        "History", "The game you saved in {path} is in your history again."), path=path)]


def _replay_one(store: HistoryStore, path: Path, held: IO[bytes]) -> list[Notice]:
    try:
        todo = plan(read_journal(path), store)
    except OSError as e:  # not readable now: perhaps next time
        log.warning("the journal %s could not be read: %s", path, e)
        return []
    except Exception as e:  # whatever it holds, it does not continue this history
        log.warning("the journal %s does not hold up: %s", path, e)
        kept = unreadable_name(path)
        try:
            path.rename(kept)
        except OSError as error:
            return [notice(QT_TRANSLATE_NOOP(
                "History", "A file of decisions not yet saved ({path}) could not be used "
                           "({problem}), nor set aside ({error}); it was left as it is."),
                path=path, problem=e, error=error)]
        with contextlib.suppress(OSError):
            Path(held.name).unlink()
        return [notice(QT_TRANSLATE_NOOP(
            "History", "A file of decisions not yet saved could not be used ({problem}); it "
                       "was kept as {path}."), problem=e, path=kept)]
    if todo is not None:
        problem = todo.saver.flush()
        if problem is not None:
            return []  # the history still refuses: the journal stays for next time
    journal.done_with(path, held)
    if todo is None or not todo.decisions:
        return []
    return [notice(QT_TRANSLATE_NOOP(
        "History", "Decisions of your last game that could not be saved when it was played "
                   "({count}) are now in your history."), count=todo.decisions)]


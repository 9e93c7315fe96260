"""Each hand is replayed once ever: the file remembers which texts were verified,
a version-1 file migrates with every game kept, and a hand edited since it was
verified is replayed again (and set aside if it no longer replays)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from allfours_gui.history import store as store_module
from allfours_gui.history.statistics import compute
from allfours_gui.history.store import FILENAME, SCHEMA_VERSION, HistoryStore

from .test_store import play_and_save


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every record the store replays, in order."""
    seen: list[dict[str, Any]] = []
    real = store_module.hand_from_record

    def counting(record: dict[str, Any]) -> Any:
        seen.append(record)
        return real(record)

    monkeypatch.setattr(store_module, "hand_from_record", counting)
    return seen


def sql(home: Path, statement: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    db = sqlite3.connect(home / FILENAME, isolation_level=None)
    try:
        return db.execute(statement, params).fetchall()
    finally:
        db.close()


def read_all(home: Path) -> dict[int, list[tuple[int, dict[str, Any], Any]]]:
    """Every game's hands as a new process reads them (statistics read them too)."""
    store = HistoryStore(home)
    compute(store)
    out = {g.id: [(h.number, h.record, h.outcome) for h in store.hands(g.id)]
           for g in store.games()}
    store.close()
    return out


def hand_count(home: Path) -> int:
    return int(sql(home, "SELECT count(*) FROM hands")[0][0])


def test_hands_saved_by_the_app_are_never_replayed(tmp_path, replays):
    store = HistoryStore(tmp_path)
    play_and_save(store, 3)
    play_and_save(store, 4, stop_after=30)  # a hand in progress: verified as saved too
    store.close()
    read_all(tmp_path)
    assert replays == []


def test_a_hand_verified_by_replay_is_not_replayed_by_a_new_store(tmp_path, replays):
    store = HistoryStore(tmp_path)
    play_and_save(store, 3)
    store.close()
    sql(tmp_path, "UPDATE hands SET verified = NULL")  # as a version-1 file migrates
    first = read_all(tmp_path)
    assert len(replays) == hand_count(tmp_path)  # each once, however often it is read
    replays.clear()
    assert read_all(tmp_path) == first and replays == []


def test_a_hand_changed_after_it_was_verified_is_replayed_again(tmp_path, replays):
    store = HistoryStore(tmp_path)
    play_and_save(store, 3)
    store.close()
    # the same hand written out another way: replayed once, found sound, kept
    [(text,)] = sql(tmp_path, "SELECT record FROM hands WHERE game_id = 1 AND number = 2")
    sql(tmp_path, "UPDATE hands SET record = ? WHERE game_id = 1 AND number = 2",
        (json.dumps(json.loads(text), indent=1),))
    before = read_all(tmp_path)
    assert len(replays) == 1 and len(before[1]) == hand_count(tmp_path)
    replays.clear()
    read_all(tmp_path)
    assert replays == []  # verified again, in the file


def test_a_hand_changed_after_it_was_verified_is_set_aside_if_bad(tmp_path, replays):
    store = HistoryStore(tmp_path)
    game = play_and_save(store, 3)
    store.close()
    [(text,)] = sql(tmp_path, "SELECT outcome FROM hands WHERE game_id = 1 AND number = 2")
    outcome = json.loads(text)
    outcome["points"].append([0, "high", 1])  # still the shape of an outcome, but false
    sql(tmp_path, "UPDATE hands SET outcome = ? WHERE game_id = 1 AND number = 2",
        (json.dumps(outcome),))
    store = HistoryStore(tmp_path)
    assert store.take_notices() == []  # the shape is right: only the replay finds it
    assert [h.number for h in store.hands(1)] == [
        n for n in range(1, game.hand_number + 1) if n != 2]
    # that hand alone is replayed (again inside the transaction that sets it aside)
    assert replays and all(r == replays[0] for r in replays)
    [notice] = [str(n) for n in store.take_notices()]
    assert notice.startswith("Hand 2 of the game of ") and "set aside" in notice
    [kept] = (tmp_path / "set-aside").glob("*.json")
    assert "differs" in json.loads(kept.read_text())["reason"]
    store.close()


def make_version_1(home: Path) -> None:
    """A history as version 1 wrote it: no verified column, user_version 1."""
    store = HistoryStore(home)
    play_and_save(store, 3)
    play_and_save(store, 11, stop_after=60)
    store.close()
    db = sqlite3.connect(home / FILENAME, isolation_level=None)
    db.executescript("ALTER TABLE hands DROP COLUMN verified; DROP TABLE analyses; "
                     "PRAGMA user_version = 1;")
    db.close()


def test_a_version_1_file_migrates_and_keeps_every_game_and_hand(tmp_path, replays):
    make_version_1(tmp_path)
    games = sql(tmp_path, "SELECT * FROM games ORDER BY id")
    hands = sql(tmp_path, "SELECT * FROM hands ORDER BY id")
    store = HistoryStore(tmp_path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert store.take_notices() == [] and store.moved_aside is None
    assert sql(tmp_path, "SELECT * FROM games ORDER BY id") == games
    # every hand as it was, not yet verified
    assert sql(tmp_path, "SELECT * FROM hands ORDER BY id") == [(*h, None) for h in hands]
    assert [g.id for g in store.unfinished_games()] == [2]
    assert sum(len(store.hands(g.id)) for g in store.games()) == len(hands)
    assert len(replays) == len(hands) and store.take_notices() == []
    store.close()
    replays.clear()
    read_all(tmp_path)
    assert replays == []  # verified once, remembered in the migrated file


def test_a_version_1_file_without_our_tables_is_moved_aside(tmp_path):
    db = sqlite3.connect(tmp_path / FILENAME, isolation_level=None)
    db.executescript("CREATE TABLE games (id INTEGER PRIMARY KEY); PRAGMA user_version = 1;")
    db.close()
    store = HistoryStore(tmp_path)
    assert store.moved_aside is not None  # kept as it was: nothing migrated
    kept = sqlite3.connect(store.moved_aside)
    assert kept.execute("PRAGMA user_version").fetchone()[0] == 1
    assert kept.execute("SELECT name FROM sqlite_master").fetchall() == [("games",)]
    kept.close()
    assert store.games() == []
    play_and_save(store, 1, stop_after=5)  # the fresh history, at this version, works
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION

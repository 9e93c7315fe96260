"""Bad files never stall the app or lose a game: whatever does not validate is set
aside (kept in set-aside/, the person told), and everything else reads on."""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.history.set_aside import raw_row
from allfours_gui.history.statistics import compute
from allfours_gui.history.store import (
    FILENAME,
    GAME_COLUMNS,
    HAND_COLUMNS,
    SCHEMA_VERSION,
    HistoryStore,
    NewerHistory,
)
from tests.examples import examples

from .test_store import play_and_save

FINISHED = (3, 5)  # seeds of the finished games (ids 1 and 2)
UNFINISHED = 3  # id of the game left in progress, at its fifth hand
FINISHED_HANDS = 5 + 7 + 4  # hands with an outcome: statistics count them all


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two finished games and one unfinished, played and saved as the window does."""
    folder = tmp_path_factory.mktemp("template")
    store = HistoryStore(folder)
    for seed in FINISHED:
        play_and_save(store, seed)
    play_and_save(store, 11, stop_after=150)
    store.close()  # the last connection checkpoints: one self-contained file
    return folder / FILENAME


@pytest.fixture
def home(tmp_path: Path, template: Path) -> Path:
    shutil.copy(template, tmp_path / FILENAME)
    return tmp_path


def sql(home: Path, statement: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Damage the file behind the store's back, as a disk or an editor would."""
    db = sqlite3.connect(home / FILENAME, isolation_level=None)
    db.text_factory = bytes
    try:
        return db.execute(statement, params).fetchall()
    finally:
        db.close()


def raw_hand(home: Path, game_id: int, number: int) -> dict[str, object]:
    row = sql(home, f"SELECT {', '.join(HAND_COLUMNS)} FROM hands WHERE game_id = ? "
                    "AND number = ?", (game_id, number))[0]
    return raw_row(HAND_COLUMNS, [v.decode() if isinstance(v, bytes) else v for v in row])


def kept(home: Path) -> list[dict[str, Any]]:
    folder = home / "set-aside"
    return [json.loads(p.read_text()) for p in sorted(folder.glob("*.json"))]


def listing(store: HistoryStore) -> dict[int, list[int]]:
    return {g.id: [h.number for h in store.hands(g.id)] for g in store.games()}


def finished_hands(store: HistoryStore) -> int:
    return sum(h.outcome is not None for g in store.games() for h in store.hands(g.id))


@pytest.fixture
def whole(home: Path) -> dict[int, list[int]]:
    """The history as it was before any damage."""
    store = HistoryStore(home)
    before = listing(store)
    assert store.take_notices() == []
    assert len(before) == 3 and len(before[UNFINISHED]) == 5
    assert compute(store).hands_played == finished_hands(store) == FINISHED_HANDS
    store.close()
    return before


def edit_json(home: Path, game_id: int, number: int, column: str, change: Any) -> None:
    text = sql(home, f"SELECT {column} FROM hands WHERE game_id = ? AND number = ?",
               (game_id, number))[0][0]
    value = json.loads(text)
    change(value)
    sql(home, f"UPDATE hands SET {column} = ? WHERE game_id = ? AND number = ?",
        (json.dumps(value), game_id, number))


# ------------------------------------------------------------------ whole file
@pytest.mark.parametrize("damage", [
    "ALTER TABLE games DROP COLUMN started_at",
    "ALTER TABLE games DROP COLUMN abandoned",
    "DROP TABLE hands; CREATE TABLE hands (id INTEGER PRIMARY KEY, what TEXT)",
    # save_hand's upsert needs UNIQUE (game_id, number)
    "CREATE TABLE h2 AS SELECT * FROM hands; DROP TABLE hands; ALTER TABLE h2 RENAME TO hands",
    "ALTER TABLE hands DROP COLUMN verified",  # what version 2 added
])
def test_a_file_at_our_version_without_our_tables_is_moved_aside(home, damage):
    db = sqlite3.connect(home / FILENAME, isolation_level=None)
    db.executescript(damage)
    db.close()
    original = (home / FILENAME).read_bytes()
    store = HistoryStore(home)
    assert store.moved_aside is not None and store.moved_aside.read_bytes() == original
    assert store.take_notices() == [f"Your game history could not be read; it was kept as "
                                    f"{store.moved_aside} and a new history was started."]
    assert store.take_notices() == []
    assert store.games() == [] and store.unfinished_games() == []
    play_and_save(store, 1, stop_after=5)  # the fresh history works
    assert len(store.games()) == 1


def test_a_newer_history_is_left_alone_and_reported(home, whole):
    sql(home, f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = sorted((p.name, p.read_bytes()) for p in home.iterdir())
    with pytest.raises(NewerHistory) as caught:
        HistoryStore(home)
    assert caught.value.path == home / FILENAME and caught.value.version == SCHEMA_VERSION + 1
    assert "newer version of All Fours" in str(caught.value)
    assert sorted((p.name, p.read_bytes()) for p in home.iterdir()) == before
    sql(home, f"PRAGMA user_version = {SCHEMA_VERSION}")  # nothing was lost or changed
    assert listing(HistoryStore(home)) == whole


# ------------------------------------------------------------------- hand rows
@pytest.mark.parametrize(("column", "text"), [("record", '{"format": "allfours-hand/1", "ru'),
                                              ("outcome", "[1, 2")])
def test_a_hand_that_is_not_json_is_set_aside_and_its_game_stays(home, whole, column, text):
    sql(home, f"UPDATE hands SET {column} = ? WHERE game_id = 1 AND number = 3", (text,))
    original = raw_hand(home, 1, 3)
    store = HistoryStore(home)  # found at open, before any read
    notices = [str(n) for n in store.take_notices()]
    assert len(notices) == 1 and notices[0].startswith("Hand 3 of the game of ")
    assert notices[0].endswith(f"was damaged and was set aside in {home / 'set-aside'}; "
                               "the game's other hands are still in your history.")
    [item] = kept(home)
    assert item["row"] == original and item["row"][column] == text
    assert item["table"] == "hands" and "not valid JSON" in item["reason"]
    assert listing(store) == {**whole, 1: [n for n in whole[1] if n != 3]}
    stats = compute(store)  # counts every hand left, the game itself too
    assert stats.hands_played == finished_hands(store) == FINISHED_HANDS - 1
    assert stats.games_played == 2
    assert store.take_notices() == []


def test_a_hand_that_does_not_replay_is_set_aside_when_read(home, whole):
    def illegal(record: dict[str, Any]) -> None:
        record["actions"][0]["seat"] = (record["actions"][0]["seat"] + 1) % 4

    edit_json(home, 2, 2, "record", illegal)
    original = raw_hand(home, 2, 2)
    store = HistoryStore(home)
    assert store.take_notices() == []  # the shape is right: the replay is lazy
    stats = compute(store)  # statistics read the hands, and never raise
    assert stats.hands_played == FINISHED_HANDS - 1
    [notice] = [str(n) for n in store.take_notices()]
    assert notice.startswith("Hand 2 of the game of ") and "set aside" in notice
    [item] = kept(home)
    assert item["row"] == original and "does not replay" in item["reason"]
    assert listing(store) == {**whole, 2: [n for n in whole[2] if n != 2]}
    store.verify(2)


def test_an_outcome_that_differs_from_the_replay_is_set_aside(home, whole):
    edit_json(home, 1, 1, "outcome", lambda o: o["points"].append([0, "high", 1]))
    original = raw_hand(home, 1, 1)
    store = HistoryStore(home)
    assert listing(store) == {**whole, 1: whole[1][1:]}
    [item] = kept(home)
    assert item["row"] == original and "differs" in item["reason"]
    assert len(store.take_notices()) == 1


def test_text_that_is_not_utf8_is_kept_byte_for_byte(home, whole):
    junk = b"\xff\xfe{not text\x00"
    sql(home, "UPDATE hands SET record = CAST(? AS TEXT) WHERE game_id = 2 AND number = 1",
        (junk,))
    store = HistoryStore(home)
    [item] = kept(home)
    assert bytes.fromhex(item["row"]["record"]["hex"]) == junk
    assert listing(store) == {**whole, 2: whole[2][1:]}
    assert len(store.take_notices()) == 1


def test_hands_whose_game_row_is_gone_are_set_aside(home, whole):
    sql(home, "DELETE FROM games WHERE id = 2")  # foreign keys are off in a plain connection
    store = HistoryStore(home)
    assert listing(store) == {1: whole[1], UNFINISHED: whole[UNFINISHED]}
    items = kept(home)
    assert sorted(i["row"]["number"] for i in items) == whole[2]
    assert all(i["reason"] == "its game is missing from the history" for i in items)
    notices = [str(n) for n in store.take_notices()]
    assert len(notices) == len(whole[2])
    assert notices[0] == f"Hand 1 of a game missing from your history was set aside in " \
                         f"{home / 'set-aside'}."


# ------------------------------------------------------------------- game rows
@pytest.mark.parametrize(("column", "value"), [
    ("rules", '{"players": 3}'), ("rules", "{"), ("names", '["a", "b"]'), ("names", "[1,2,3,4]"),
    ("levels", "human"), ("levels", '["human", "easy", "easy"]'), ("first_dealer", 4),
    ("first_dealer", "x"), ("deal_method", "twos"), ("score0", "x"), ("winner", 2),
    ("abandoned", 7), ("started_at", "yesterday"),
])
def test_a_damaged_game_row_is_set_aside_with_its_hands(home, whole, column, value):
    sql(home, f"UPDATE games SET {column} = ? WHERE id = 1", (value,))
    hands = [raw_hand(home, 1, n) for n in whole[1]]
    store = HistoryStore(home)
    [item] = kept(home)
    assert item["table"] == "games" and item["row"]["id"] == 1
    assert item["row"][column] == value and item["hands"] == hands
    [notice] = [str(n) for n in store.take_notices()]
    assert notice.endswith(f"was damaged and was set aside, with its {len(hands)} hands, in "
                           f"{home / 'set-aside'}.")
    assert listing(store) == {2: whole[2], UNFINISHED: whole[UNFINISHED]}
    assert compute(store).hands_played == FINISHED_HANDS - len(hands)
    with pytest.raises(KeyError):
        store.game(1)
    assert [g.id for g in store.unfinished_games()] == [UNFINISHED]


# -------------------------------------------------------------- unfinished game
def test_a_damaged_hand_of_the_unfinished_game_ends_it_and_keeps_the_rest(home, whole):
    sql(home, "UPDATE hands SET record = 'null' WHERE game_id = ? AND number = 2",
        (UNFINISHED,))
    store = HistoryStore(home)
    [notice] = [str(n) for n in store.take_notices()]
    assert notice.startswith("Hand 2 of the game of ")
    assert notice.endswith("the game's other hands are still in your history, "
                           "but the game can no longer be resumed.")
    assert store.unfinished_games() == [] and store.unfinished_game() is None
    assert store.game(UNFINISHED).abandoned
    assert listing(store)[UNFINISHED] == [1, 3, 4, 5]
    assert kept(home)[0]["row"]["record"] == "null"


def dealer_as_text(record: dict[str, Any]) -> None:
    record["dealer"] = str(record["dealer"])


def illegal_action(record: dict[str, Any]) -> None:
    record["actions"][-1] = {"seat": 9, "do": "play", "card": "AS"}


@pytest.mark.parametrize(("damage", "left", "reason"), [
    ("DELETE FROM hands WHERE game_id = 3 AND number = 1", [2, 3, 4, 5], "hand 1 is missing"),
    ("UPDATE games SET deal_method = NULL WHERE id = 3", [1, 2, 3, 4, 5],
     "its first dealer or dealing method is missing"),
    ("UPDATE games SET deal_method = 'threes' WHERE id = 3", [1, 2, 3, 4, 5],
     "hand 1 does not continue the game"),
    ("UPDATE hands SET number = 9 WHERE game_id = 3 AND number = 5", [1, 2, 3, 4, 9],
     "hand 5 is missing"),
])
def test_an_unfinished_game_that_does_not_restore_is_not_offered(home, whole, damage, left,
                                                                  reason):
    sql(home, damage)
    store = HistoryStore(home)
    assert store.take_notices() == []
    assert store.unfinished_games() == []  # nothing raises on the way to Resume
    [notice] = [str(n) for n in store.take_notices()]
    assert notice.startswith("The unfinished game of ")
    assert notice.endswith(f"could not be restored ({reason}), so it can no longer be "
                           "resumed; its hands are still in your history.")
    assert store.game(UNFINISHED).abandoned
    assert listing(store) == {**whole, UNFINISHED: left}
    assert not (home / "set-aside").exists()  # every hand is sound: nothing set aside


@pytest.mark.parametrize("damage", [dealer_as_text, illegal_action])
def test_an_unfinished_game_whose_last_hand_does_not_replay(home, whole, damage):
    edit_json(home, UNFINISHED, 5, "record", damage)
    original = raw_hand(home, UNFINISHED, 5)
    store = HistoryStore(home)
    assert store.unfinished_game() is None
    [notice] = [str(n) for n in store.take_notices()]
    assert notice.startswith("Hand 5 of the game of ") and "can no longer be resumed" in notice
    assert kept(home)[0]["row"] == original
    assert listing(store) == {**whole, UNFINISHED: [1, 2, 3, 4]}
    store.close()
    again = HistoryStore(home)  # told once: the next start is quiet
    assert again.unfinished_games() == [] and again.take_notices() == []


# ------------------------------------------------------------- two windows
def test_a_row_another_window_already_set_aside_is_passed_over(home, whole):
    first, second = HistoryStore(home), HistoryStore(home)
    sql(home, "UPDATE hands SET outcome = '{' WHERE game_id = 1 AND number = 2")
    assert [h.number for h in first.hands(1)] == [n for n in whole[1] if n != 2]
    assert [h.number for h in second.hands(1)] == [n for n in whole[1] if n != 2]
    assert len(kept(home)) == 1
    assert len(first.take_notices()) == 1 and second.take_notices() == []
    # the same hand judged damaged by both, set aside by the first: the second's
    # transaction finds it gone and does nothing
    sql(home, "UPDATE hands SET outcome = '{' WHERE game_id = 2 AND number = 1")
    raw = sql(home, f"SELECT {', '.join(HAND_COLUMNS)} FROM hands WHERE game_id = 2 "
                    "AND number = 1")[0]
    first.hands(2)
    second._set_aside_hand(raw, lambda r: "damaged")
    assert len(kept(home)) == 2 and second.take_notices() == []


def test_a_damaged_row_that_cannot_be_set_aside_is_left_in_place_and_out_of_sight(home,
                                                                                 whole):
    (home / "set-aside").write_text("a file where the folder should be")
    sql(home, "UPDATE hands SET record = '{' WHERE game_id = ? AND number = 1", (UNFINISHED,))
    store = HistoryStore(home)
    [notice] = [str(n) for n in store.take_notices()]
    assert notice.startswith("Hand 1 of the game of ")
    assert "is damaged and is left out of your history; it could not be set aside" in notice
    assert listing(store) == {**whole, UNFINISHED: [2, 3, 4, 5]}
    assert store.unfinished_games() == [] and store.take_notices() == []
    assert sql(home, "SELECT record FROM hands WHERE game_id = ? AND number = 1",
               (UNFINISHED,)) == [(b"{",)]  # nothing lost


# ------------------------------------------------------------- random damage
def damage_strategy() -> st.SearchStrategy[list[tuple[str, int, str, object]]]:
    values = st.one_of(
        st.binary(max_size=12), st.text(max_size=12), st.integers(-5, 99),
        st.floats(allow_nan=False), st.none(), st.just("DELETE"), st.sampled_from([
            '{"players": 3}', "[]", "{}", '["a"]', "null", '{"format": "allfours-hand/1"}']),
        st.integers(1, 60).map(lambda n: ("TRUNCATE", n)))
    game = st.tuples(st.just("games"), st.integers(1, 3), st.sampled_from(GAME_COLUMNS[1:]),
                     values)
    hand = st.tuples(st.just("hands"), st.integers(1, 17),
                     st.sampled_from(HAND_COLUMNS[1:5]), values)
    return st.lists(st.one_of(game, hand), min_size=1, max_size=4)


@settings(max_examples=examples(30), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=damage_strategy())
def test_random_damage_never_raises_and_loses_nothing(template, damage):
    with tempfile.TemporaryDirectory() as d:
        home = Path(d)
        shutil.copy(template, home / FILENAME)
        check_random_damage(home, damage)


def check_random_damage(home: Path, damage: list[tuple[str, int, str, object]]) -> None:
    columns = {"games": GAME_COLUMNS, "hands": HAND_COLUMNS}
    before = {t: {r[0]: r for r in sql(home, f"SELECT {', '.join(c)} FROM {t}")}
              for t, c in columns.items()}
    touched: dict[str, set[int]] = {"games": set(), "hands": set()}
    deleted: dict[str, set[int]] = {"games": set(), "hands": set()}
    for table, row_id, column, value in damage:
        if row_id not in before[table] or row_id in deleted[table]:
            continue
        if value == "DELETE":
            sql(home, f"DELETE FROM {table} WHERE id = ?", (row_id,))
            deleted[table].add(row_id)
            continue
        if isinstance(value, tuple):  # cut the stored text short
            value = sql(home, f"SELECT {column} FROM {table} WHERE id = ?",
                        (row_id,))[0][0]
            if not isinstance(value, bytes):
                continue
            value = value[: len(value) // 2].decode(errors="replace")
        try:
            sql(home, f"UPDATE {table} SET {column} = ? WHERE id = ?", (value, row_id))
        except sqlite3.IntegrityError:
            continue  # NOT NULL or UNIQUE refused it: nothing was changed
        touched[table].add(row_id)

    store = HistoryStore(home)
    games = store.games()
    hands = {g.id: store.hands(g.id) for g in games}
    store.unfinished_games()
    compute(store)
    store.take_notices()
    store.close()

    after = {t: {r[0]: r for r in sql(home, f"SELECT {', '.join(c)} FROM {t}")}
             for t, c in columns.items()}
    aside: dict[str, set[int]] = {"games": set(), "hands": set()}
    for item in kept(home):
        aside[item["table"]].add(item["row"]["id"])
        for h in item.get("hands", []):
            aside["hands"].add(h["id"])
    shown_games = {g.id for g in games}
    shown_hands = {(gid, h.number) for gid, rows in hands.items() for h in rows}
    # every live row is shown: whatever did not validate left the live tables
    assert set(after["games"]) == shown_games
    assert {(r[1], r[2]) for r in after["hands"].values()} == shown_hands
    # every row is live or set aside; an untouched hand of an untouched game is
    # live and unchanged
    for table in columns:
        for row_id, row in before[table].items():
            if row_id in deleted[table]:
                continue
            assert row_id in after[table] or row_id in aside[table], (table, row_id)
            parent = row[1] if table == "hands" else row_id
            sound = row_id not in touched[table] and parent not in touched["games"]
            if sound and parent not in deleted["games"] and (
                    table == "hands" or row_id != UNFINISHED):  # that one may be given up
                assert after[table].get(row_id) == row, (table, row_id)


def test_a_large_history_opens_whole(tmp_path, template):
    """1,000 games of 8 hands: every row is checked at open and kept (how long
    it takes is measured by benchmarks/history_open.py, not asserted here)."""
    shutil.copy(template, tmp_path / FILENAME)
    db = sqlite3.connect(tmp_path / FILENAME, isolation_level=None)
    db.execute("BEGIN")
    # game 2's seven hands and one more: eight finished hands a game
    db.execute("UPDATE hands SET game_id = 2, number = 8 WHERE game_id = 1 AND number = 1")
    db.execute("DELETE FROM hands WHERE game_id != 2")
    db.execute("DELETE FROM games WHERE id != 2")
    for gid in range(3, 1002):
        db.execute(f"INSERT INTO games SELECT {gid}, {', '.join(GAME_COLUMNS[1:])} "
                   "FROM games WHERE id = 2")
        db.execute(f"INSERT INTO hands (game_id, number, record, outcome, updated_at) "
                   f"SELECT {gid}, number, record, outcome, updated_at FROM hands "
                   "WHERE game_id = 2")
    db.execute("COMMIT")
    assert db.execute("SELECT count(*) FROM hands").fetchone()[0] == 8000
    db.close()
    store = HistoryStore(tmp_path)
    assert len(store.games()) == 1000 and store.take_notices() == []

"""The coach's analyses in the history: kept by hand, seat, settings and code
version, read back only for the same record, validated, a damaged row set
aside (never lost), and a version-2 file migrated."""

from __future__ import annotations

import json
import sqlite3

import pytest

from allfours_gui.history.analyses import BadAnalysis
from allfours_gui.history.store import FILENAME, SCHEMA_VERSION, HistoryStore

from .test_store import play_and_save

SETTINGS = {"seconds": 3.0, "seed": 0}
DECISION = {"index": 4, "chosen": {"seat": 0, "do": "play", "card": "TS"},
            "best": {"seat": 0, "do": "play", "card": "2S"}, "loss": 0.05, "error": 0.01,
            "verdict": "mistake", "reason": "Leading the ten cost 5%.",
            "choices": [{"action": {"seat": 0, "do": "play", "card": "2S"}, "win_chance": 0.5},
                        {"action": {"seat": 0, "do": "play", "card": "TS"},
                         "win_chance": 0.45}],
            "deals": 16, "claims": {"chosen": [{"key": "cheap", "text": "x"}], "best": []}}
RESULT = {"decisions": [DECISION], "open": [{"index": 30, "chosen": "TS", "best": ["2S"],
                                             "values": {"TS": 0.4, "2S": 0.6}, "loss": 0.2}]}


def a_finished_hand(store: HistoryStore) -> tuple[int, dict]:
    game = play_and_save(store, 3)
    gid = store.games()[0].id
    assert game.phase == "over"
    return gid, store.hands(gid)[0].record


def test_an_analysis_is_kept_and_read_back_for_the_same_key_only(tmp_path):
    store = HistoryStore(tmp_path)
    gid, record = a_finished_hand(store)
    assert store.analysis(gid, 1, 0, SETTINGS, "v1", record) is None
    store.save_analysis(gid, 1, 0, SETTINGS, "v1", record, RESULT)
    assert store.analysis(gid, 1, 0, SETTINGS, "v1", record) == RESULT
    # another seat, budget, seed, code version, or text of the hand: not this analysis
    assert store.analysis(gid, 1, 1, SETTINGS, "v1", record) is None
    assert store.analysis(gid, 1, 0, {"seconds": 1.0, "seed": 0}, "v1", record) is None
    assert store.analysis(gid, 1, 0, {"seconds": 3.0, "seed": 1}, "v1", record) is None
    assert store.analysis(gid, 1, 0, SETTINGS, "v2", record) is None
    changed = json.loads(json.dumps(record))
    changed["actions"] = changed["actions"][:-1]
    assert store.analysis(gid, 1, 0, SETTINGS, "v1", changed) is None
    # saved again: replaced, not doubled
    store.save_analysis(gid, 1, 0, SETTINGS, "v1", record, {"decisions": [], "open": []})
    assert store.db.execute("SELECT COUNT(*) FROM analyses").fetchone()[0] == 1
    assert store.game_analyses(gid, 0, SETTINGS, "v1", {1: record, 2: record}) == {
        1: {"decisions": [], "open": []}}
    assert store.take_notices() == []


@pytest.mark.parametrize("bad", [
    {"decisions": [{**DECISION, "verdict": "brilliant"}]},
    {"decisions": [{**DECISION, "loss": float("nan")}]},
    {"decisions": [{**DECISION, "loss": 2}]},
    {"decisions": [{**DECISION, "chosen": "TS"}]},
    {"decisions": [{**DECISION, "choices": [{"action": {}, "win_chance": 7}]}]},
    {"decisions": "none"},
    {"decisions": [], "open": [{"index": "x"}]},
])
def test_a_result_that_does_not_validate_is_never_stored(tmp_path, bad):
    store = HistoryStore(tmp_path)
    gid, record = a_finished_hand(store)
    with pytest.raises(BadAnalysis):
        store.save_analysis(gid, 1, 0, SETTINGS, "v1", record, bad)
    assert store.db.execute("SELECT COUNT(*) FROM analyses").fetchone()[0] == 0


def test_a_damaged_row_is_set_aside_whole_and_the_person_told(tmp_path):
    store = HistoryStore(tmp_path)
    gid, record = a_finished_hand(store)
    store.save_analysis(gid, 1, 0, SETTINGS, "v1", record, RESULT)
    row = store.db.execute("SELECT * FROM analyses").fetchone()
    store.db.execute("UPDATE analyses SET result = '{\"decisions\": [{\"index\": 1}]}'")
    assert store.analysis(gid, 1, 0, SETTINGS, "v1", record) is None
    assert store.db.execute("SELECT COUNT(*) FROM analyses").fetchone()[0] == 0
    [kept] = (tmp_path / "set-aside").glob("game-*-hand-1-analysis-*.json")
    saved = json.loads(kept.read_text())
    assert saved["table"] == "analyses" and saved["row"]["settings"] == row[4]
    assert saved["row"]["result"] == '{"decisions": [{"index": 1}]}'
    [notice] = store.take_notices()
    assert str(notice).startswith("The coach's analysis of hand 1 was damaged and was set "
                                  "aside in ")


def test_a_game_set_aside_takes_its_analyses_along(tmp_path):
    store = HistoryStore(tmp_path)
    gid, record = a_finished_hand(store)
    store.save_analysis(gid, 1, 0, SETTINGS, "v1", record, RESULT)
    store.db.execute("UPDATE games SET names = 'not json' WHERE id = ?", (gid,))
    store.close()
    store = HistoryStore(tmp_path)
    assert store.games() == []
    assert store.db.execute("SELECT COUNT(*) FROM analyses").fetchone()[0] == 0
    [kept] = (tmp_path / "set-aside").glob(f"game-{gid}-*.json")
    assert len(json.loads(kept.read_text())["analyses"]) == 1


def test_a_version_2_history_gains_the_analyses_table(tmp_path):
    store = HistoryStore(tmp_path)
    play_and_save(store, 3)
    store.close()
    db = sqlite3.connect(tmp_path / FILENAME, isolation_level=None)
    db.executescript("DROP TABLE analyses; PRAGMA user_version = 2;")
    games = db.execute("SELECT * FROM games").fetchall()
    hands = db.execute("SELECT * FROM hands").fetchall()
    db.close()
    store = HistoryStore(tmp_path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert store.take_notices() == [] and store.moved_aside is None
    assert store.db.execute("SELECT * FROM games").fetchall() == games
    assert store.db.execute("SELECT * FROM hands").fetchall() == hands
    assert store.db.execute("SELECT COUNT(*) FROM analyses").fetchone()[0] == 0

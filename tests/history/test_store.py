"""The history store: schema, saving as play goes, resume, bad files."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable

import pytest

from allfours_gui.engine import IllegalAction, Rules, replay_hand
from allfours_gui.engine.game import Game
from allfours_gui.history.store import FILENAME, SCHEMA_VERSION, HistoryStore, NewerHistory


def play_and_save(store: HistoryStore, seed: int, stop_after: int | None = None,
                  after_save: Callable[[int, Game], None] | None = None) -> Game:
    """Play a game with random decisions, saving every step as the window does
    (``after_save(game_id, game)`` runs after each save: the kill test's child
    reports there, the live-score test checks the stored score)."""
    rng = random.Random(seed)
    game = Game(Rules(), seed)
    gid = store.new_game(game.rules.to_json(), ["a", "b", "c", "d"], ["human"] + ["easy"] * 3)
    game.cut()
    store.set_first_dealer(gid, game.dealer)
    game.choose_method(game.dealer, "ones")
    store.set_deal_method(gid, "ones")
    steps = 0
    while game.phase != "over":
        game.deal()
        while True:
            hand = game.hand
            store.save_hand(gid, game.hand_number, hand.record(),
                            hand.outcome() if hand.over else None)
            if after_save is not None:
                after_save(gid, game)
            if hand.over:
                break
            if stop_after is not None and steps >= stop_after:
                return game
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
    return game


def test_schema_is_versioned_and_wal(tmp_path):
    store = HistoryStore(tmp_path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in store.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"games", "hands"} <= tables
    cols = {r[1] for r in store.db.execute("PRAGMA table_info(hands)")}
    assert {"record", "outcome"} <= cols
    store.close()
    HistoryStore(tmp_path).close()  # reopening migrates nothing and keeps data


def test_a_whole_game_is_stored_and_every_outcome_replays(tmp_path):
    store = HistoryStore(tmp_path)
    game = play_and_save(store, 3)
    gid = store.games()[0].id
    rows = store.hands(gid)
    assert len(rows) == game.hand_number
    for row, rec in zip(rows, game.records, strict=True):
        assert row.outcome == replay_hand(row.record) == rec["outcome"]
    store.verify(gid)
    g = store.game(gid)
    assert g.winner == game.winner and list(g.score) == game.score
    assert g.finished_at is not None and store.unfinished_game() is None


@pytest.mark.parametrize("stop_after", [0, 1, 7, 30, 75])
def test_resume_rebuilds_the_exact_pending_decision(tmp_path, stop_after):
    store = HistoryStore(tmp_path)
    game = play_and_save(store, 11, stop_after)
    store.close()
    store = HistoryStore(tmp_path)  # a new process opening the file
    row = store.unfinished_game()
    assert row is not None
    back = Game.restore(Rules.from_json(row.rules), row.first_dealer, row.deal_method,
                        [h.record for h in store.hands(row.id)])
    assert back.phase == game.phase and back.hand_number == game.hand_number
    assert back.score == game.score and back.dealer == game.dealer
    assert back.legal_actions() == game.legal_actions()
    assert back.hand.record() == game.hand.record()
    assert [r["outcome"] for r in back.records] == [r["outcome"] for r in game.records]


def test_restore_before_the_first_hand(tmp_path):
    g = Game.restore(Rules(), None, None, [])
    assert g.phase == "cut"
    g = Game.restore(Rules(), 2, None, [])
    assert g.phase == "method" and g.turn == 2


def test_restore_refuses_hands_that_do_not_chain(tmp_path):
    store = HistoryStore(tmp_path)
    play_and_save(store, 5)
    rows = store.hands(store.games()[0].id)
    records = [r.record for r in rows]
    with pytest.raises(IllegalAction):
        Game.restore(Rules(), records[0]["dealer"], "ones", [records[0], records[0]])


def test_an_unreadable_database_is_moved_aside_and_a_fresh_one_started(tmp_path):
    (tmp_path / FILENAME).write_bytes(b"this is not a database" * 100)
    store = HistoryStore(tmp_path)
    assert store.moved_aside is not None and store.moved_aside.exists()
    assert store.moved_aside.read_bytes().startswith(b"this is not a database")
    assert store.games() == []
    store.new_game({}, ["a", "b", "c", "d"], ["human", "easy", "easy", "easy"])
    assert len(store.games()) == 1


def test_a_truncated_database_is_moved_aside(tmp_path):
    store = HistoryStore(tmp_path)
    play_and_save(store, 2)
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    data = (tmp_path / FILENAME).read_bytes()
    (tmp_path / FILENAME).write_bytes(data[: len(data) // 3])
    store = HistoryStore(tmp_path)
    assert store.moved_aside is not None
    assert store.games() == []


def test_a_newer_schema_is_not_touched(tmp_path):
    db = sqlite3.connect(tmp_path / FILENAME)
    db.execute("PRAGMA user_version = 99")
    db.close()
    before = (tmp_path / FILENAME).read_bytes()
    with pytest.raises(NewerHistory) as caught:
        HistoryStore(tmp_path)
    assert caught.value.version == 99 and caught.value.path == tmp_path / FILENAME
    assert "newer version of All Fours" in str(caught.value)
    # left where it is, as it was: the newer version will read it again
    assert (tmp_path / FILENAME).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILENAME]


def test_two_connections_at_once(tmp_path):
    a, b = HistoryStore(tmp_path), HistoryStore(tmp_path)
    ga = play_and_save(a, 1, stop_after=10)
    gb = play_and_save(b, 2, stop_after=10)
    ids = [g.id for g in a.games()]
    assert len(ids) == 2
    assert a.hands(ids[0])[-1].record == gb.hand.record()
    assert b.hands(ids[1])[-1].record == ga.hand.record()


def test_a_new_game_is_held_before_another_window_can_see_it(tmp_path):
    """Two windows starting at once: the second must never find the first's
    new game unlocked and resume it too (both then wrote one game row; seen
    once in CI as one game where two were played)."""
    store, other = HistoryStore(tmp_path), HistoryStore(tmp_path)
    seen: list[list[int]] = []

    def hold(game_id: int) -> None:  # the first window takes its lock here
        seen.append([g.id for g in other.unfinished_games()])

    gid = store.new_game(Rules().to_json(), ["a", "b", "c", "d"], ["human"] + ["easy"] * 3,
                         hold=hold)
    assert seen == [[]]  # not visible to the other window while being held
    assert [g.id for g in other.unfinished_games()] == [gid]


def test_a_failing_hold_leaves_no_game_behind(tmp_path):
    store = HistoryStore(tmp_path)

    def hold(_game_id: int) -> None:
        raise OSError("no lock")

    with pytest.raises(OSError):
        store.new_game(Rules().to_json(), ["a", "b", "c", "d"], ["human"] * 4, hold=hold)
    assert store.games() == []

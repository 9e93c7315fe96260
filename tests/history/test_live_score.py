"""A stored game's score counts what the hand in progress has already scored
(a kicked jack, a point given to a beggar), wherever the score is read."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history.store import HistoryStore
from tests.engine.stacking import act, record, stack
from tests.engine.test_deal import PLAIN_HANDS

# Kerwin (seat 3) deals and kicks the jack of spades: 3 points to his side, team 1.
KICKED_JACK = stack(PLAIN_HANDS, "JS", dealer=3)
BEG_GIVEN = [act(0, "beg"), act(3, "give")]  # you beg, Kerwin gives one: 1 point to team 0


def kicked_record(actions: list[dict[str, Any]] = ()) -> dict[str, Any]:
    return record(KICKED_JACK, actions, dealer=3)


def saved_mid_hand(store: HistoryStore, actions: list[dict[str, Any]] = BEG_GIVEN,
                   levels: tuple[str, ...] = ("human", "medium", "medium", "medium")) -> int:
    """A game whose first hand is under way, saved as the window saves it."""
    gid = store.new_game(Rules().to_json(), ["You", "Rhonda", "Partner", "Kerwin"], levels)
    store.set_first_dealer(gid, 3)
    store.set_deal_method(gid, "threes")
    store.save_hand(gid, 1, kicked_record(), None)  # the deal: the kick has scored
    if actions:
        store.save_hand(gid, 1, kicked_record(actions), None)
    return gid


def test_hand_score_counts_the_kick_and_the_point_given():
    from allfours_gui.history.store import hand_score

    assert hand_score(kicked_record(), None) == (0, 3)
    assert hand_score(kicked_record(BEG_GIVEN), None) == (1, 3)
    assert hand_score({"score_before": [2, 2]}, {"score_after": [4, 7]}) == (4, 7)
    assert hand_score({"format": "nonsense"}, None) is None  # a record that does not replay


def test_a_game_saved_mid_hand_has_the_score_with_the_kick(tmp_path):
    store = HistoryStore(tmp_path)
    gid = store.new_game(Rules().to_json(), ["a", "b", "c", "d"], ["human"] + ["easy"] * 3)
    store.set_first_dealer(gid, 3)
    store.set_deal_method(gid, "threes")
    store.save_hand(gid, 1, kicked_record(), None)
    assert store.game(gid).score == (0, 3)
    store.save_hand(gid, 1, kicked_record(BEG_GIVEN), None)
    assert store.game(gid).score == (1, 3)
    # taken back: the point given is gone again, the kick stays
    store.save_hand(gid, 1, kicked_record(BEG_GIVEN[:1]), None)
    assert store.game(gid).score == (0, 3)
    raw = store.db.execute("SELECT score0, score1 FROM games WHERE id = ?", (gid,)).fetchone()
    assert raw == (0, 3)  # on disk, not only as read


def test_the_game_to_resume_and_an_abandoned_game_keep_that_score(tmp_path):
    store = HistoryStore(tmp_path)
    gid = saved_mid_hand(store)
    store.close()
    store = HistoryStore(tmp_path)  # the next start
    row = store.unfinished_game()
    assert row is not None and row.id == gid and row.score == (1, 3)
    store.abandon(gid)  # a new game instead of resuming
    (game,) = store.games()
    assert game.abandoned and game.score == (1, 3)
    store.close()
    assert HistoryStore(tmp_path).game(gid).score == (1, 3)


def test_a_row_the_previous_version_wrote_is_read_with_the_hand_in_progress(tmp_path):
    """The previous version stored the score at the start of the hand in progress:
    such a row still opens, reads with the live score, and is corrected on disk."""
    store = HistoryStore(tmp_path)
    stale = saved_mid_hand(store)
    abandoned = saved_mid_hand(store)
    store.abandon(abandoned)
    store.db.execute("UPDATE games SET score0 = 0, score1 = 0")  # as the old version left them
    store.close()
    store = HistoryStore(tmp_path)
    assert {g.id: g.score for g in store.games()} == {stale: (1, 3), abandoned: (1, 3)}
    assert store.unfinished_game().score == (1, 3)
    db = sqlite3.connect(tmp_path / "history.sqlite3")
    assert db.execute("SELECT score0, score1 FROM games").fetchall() == [(1, 3), (1, 3)]
    db.close()


def test_a_last_hand_that_does_not_replay_leaves_the_stored_score(tmp_path):
    store = HistoryStore(tmp_path)
    gid = saved_mid_hand(store)
    bad = kicked_record([act(2, "give")])  # not Kerwin's to answer, and no beg
    store.db.execute("UPDATE hands SET record = ?, verified = NULL WHERE game_id = ?",
                     (json.dumps(bad), gid))
    store.db.execute("UPDATE games SET score0 = 2, score1 = 2 WHERE id = ?", (gid,))
    store.close()
    store = HistoryStore(tmp_path)
    (game,) = store.games()
    assert game.score == (2, 2)



def test_after_every_save_the_stored_score_is_the_games_live_score(tmp_path):
    """Whole random games (kicks, begs given, runs, a kick that wins): after each
    decision is saved, the game's row says what the game itself says."""
    from .test_store import play_and_save

    store = HistoryStore(tmp_path)
    mid_hand = 0  # saves where the hand in progress had already scored

    def check(game_id: int, game: Game) -> None:
        nonlocal mid_hand
        assert list(store.game(game_id).score) == game.score
        hand = game.hand
        mid_hand += not hand.over and game.score != list(hand.score_before)
    for seed in range(6):
        play_and_save(store, seed, after_save=check)
    assert mid_hand > 50

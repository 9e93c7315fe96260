"""The record API: replay_hand, next_actions and IllegalAction on bad input."""

import copy
import json
import random

import pytest

from allfours_gui.engine import Action, HandState, IllegalAction, Rules, next_actions, replay_hand
from allfours_gui.engine.game import Game

from .stacking import ALL_CARDS, act, record
from .test_scoring import HANG, HANG_PLAYS


def test_next_actions_at_every_point_of_a_hand_match_the_live_hand():
    h = HandState(Rules(), 3, "threes", [0, 0], [ALL_CARDS.index(c) for c in HANG])
    h.start()
    rec = record(HANG)
    for a in HANG_PLAYS:
        assert next_actions(rec) == [x.to_record() for x in h.legal_actions()]
        assert a in next_actions(rec)
        rec["actions"].append(a)
        h.apply(Action.from_record(a))
    assert next_actions(rec) == []


def test_a_record_written_mid_hand_reads_back_into_a_live_hand_at_that_point():
    game = Game(seed=11)
    game.cut()
    game.choose_method(game.dealer, "ones")
    game.deal()
    rng = random.Random(3)
    for _ in range(9):
        game.apply(rng.choice(game.legal_actions()))
    rec = game.hand.record()
    resumed = Game.from_hand_record(rec, seed=99)
    assert resumed.hand.record() == rec
    assert resumed.legal_actions() == game.legal_actions()
    assert resumed.hand.outcome() == game.hand.outcome()
    # both go on identically
    while game.phase == "hand":
        a = rng.choice(game.legal_actions())
        game.apply(a)
        resumed.apply(a)
    assert resumed.hand.outcome() == game.hand.outcome()


def test_a_stored_outcome_must_equal_the_replayed_one():
    rec = record(HANG, HANG_PLAYS)
    rec["outcome"] = replay_hand(rec)
    assert replay_hand(rec) == rec["outcome"]
    rec["outcome"] = copy.deepcopy(rec["outcome"])
    rec["outcome"]["score_after"] = [9, 9]
    with pytest.raises(IllegalAction, match="stored outcome"):
        replay_hand(rec)


def test_partial_record_outcome_has_no_game_totals():
    out = replay_hand(record(HANG, HANG_PLAYS[:5]))
    assert out["game_totals"] is None and out["winner"] is None and out["points"] == []


def good():
    return record(HANG, HANG_PLAYS[:3])


@pytest.mark.parametrize("mutate,message", [
    (lambda r: r.update(format="allfours-hand/2"), "format"),
    (lambda r: r.pop("deck"), "no 'deck'"),
    (lambda r: r.update(deck=r["deck"][:51]), "52"),
    (lambda r: r["deck"].__setitem__(0, r["deck"][1]), "exactly once"),
    (lambda r: r["deck"].__setitem__(0, "ZZ"), "not a card"),
    (lambda r: r.update(dealer=4), "dealer"),
    (lambda r: r.update(dealer="3"), "dealer"),
    (lambda r: r.update(deal_method="twos"), "deal_method"),
    (lambda r: r.update(score_before=[14, 0]), "score_before"),
    (lambda r: r.update(score_before=[-1, 0]), "score_before"),
    (lambda r: r.update(score_before=[1]), "score_before"),
    (lambda r: r["rules"].update(players=3), "players"),
    (lambda r: r["rules"].update(undertrump="no"), "undertrump"),
    (lambda r: r.update(actions={}), "actions must be a list"),
    (lambda r: r.update(extra=1), "unknown record field"),
    (lambda r: r.update(redeals="x"), "redeals"),
])
def test_malformed_records_raise_illegal_action(mutate, message):
    rec = good()
    mutate(rec)
    with pytest.raises(IllegalAction, match=message):
        replay_hand(rec)
    with pytest.raises(IllegalAction):
        next_actions(rec)


@pytest.mark.parametrize("bad_action,message", [
    ({"seat": 1, "do": "fold"}, "action 3: unknown decision 'fold'"),
    ({"seat": 1}, "action 3: unknown decision None"),
    ({"seat": "1", "do": "play", "card": "2H"}, "action 3: seat must be a whole number"),
    ({"seat": 1, "do": "play"}, "action 3: 'play' needs a card"),
    ({"seat": 1, "do": "play", "card": "XX"}, "action 3: 'XX' is not a card"),
    ({"seat": 1, "do": "stand", "card": "2H"}, "action 3: 'stand' takes no card"),
    ({"seat": 7, "do": "play", "card": "2H"}, "action 3: there is no seat 7"),
    ("play", "action 3: an action must be an object"),
])
def test_malformed_actions_name_their_index(bad_action, message):
    rec = good()
    rec["actions"].append(bad_action)
    with pytest.raises(IllegalAction, match=message) as err:
        replay_hand(rec)
    assert err.value.index == 3


def test_not_a_dict():
    with pytest.raises(IllegalAction):
        replay_hand([])  # type: ignore[arg-type]


def test_actions_after_the_hand_is_over_are_refused():
    rec = record(HANG, [*HANG_PLAYS, act(0, "play", "AH")])
    with pytest.raises(IllegalAction, match="action 25: the hand is over"):
        replay_hand(rec)


def test_replay_does_not_modify_the_record():
    rec = record(HANG, HANG_PLAYS)
    before = copy.deepcopy(rec)
    replay_hand(rec)
    next_actions(rec)
    assert rec == before


def test_a_prefix_of_a_finished_record_replays_before_its_redeals_are_reached():
    """A reviewer stepping through a stored hand with a redeal: every prefix is a
    position (its later redeal decks not reached yet); the whole is the outcome."""
    from allfours_gui.engine.record import positions, replay

    from .golden_hands import GOLDEN_DIR

    record = json.loads((GOLDEN_DIR / "redeal_4p.json").read_text())["record"]
    assert record.get("redeals")
    steps = [h.clone() for h, _ in replay(record)]
    assert len(steps) == len(record["actions"]) + 1
    for k in range(len(record["actions"]) + 1):
        prefix = dict(record, actions=record["actions"][:k])
        prefix.pop("outcome", None)
        assert replay_hand(prefix) == steps[k].outcome()
        assert next_actions(prefix) == [a.to_record() for a in steps[k].legal_actions()]
    assert [h.outcome() for h in positions(record)] == [h.outcome() for h in steps]


def test_clones_share_no_shuffler():
    h = HandState(Rules(), 0, "threes", [0, 0], list(range(52)), rng=random.Random(3))
    c = h.clone()
    assert c._rng is not h._rng and c._rng.getstate() == h._rng.getstate()

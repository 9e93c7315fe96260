"""The searches' one action encoding, the engine's scoring of a deal's end as
the solver uses it, and the house rules the searches must respect."""

from __future__ import annotations

import dataclasses
import random

import pytest

from allfours_gui.ai.ismcts import search
from allfours_gui.ai.match_odds import win_chance
from allfours_gui.ai.moves import CHANGE, KEEP, apply_move, code, moves, to_action
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import Action, HandState, Rules, parse_card
from allfours_gui.engine.cards import cards_of
from allfours_gui.engine.hand import ANSWER, PLAY, STAND, hand_points

from .helpers import random_hand, random_rules


def house_rules(rng: random.Random) -> Rules:
    r = random_rules(rng)
    return dataclasses.replace(
        r, hang_jack_value=rng.choice([3, 6]), stand_needs_trump=rng.random() < 0.5,
        give_needs_trump=rng.random() < 0.5, give_one=rng.random() < 0.7,
        pack_out=rng.choice(["redeal", "kicks"]), trump_and_follow=rng.random() < 0.5)


@pytest.mark.parametrize("seed", range(60))
def test_moves_are_the_engines_legal_actions_both_ways(seed: int) -> None:
    rng = random.Random(seed)
    h = random_hand(rng, rules=house_rules(rng))
    while not h.over:
        legal = h.legal_actions()
        got = moves(h)
        assert sorted(got) == sorted(code(a) for a in legal)
        assert {to_action(h.turn, h.phase, m) for m in got} == set(legal)
        m = rng.choice(got)
        a = to_action(h.turn, h.phase, m)
        g = h.clone()
        apply_move(g, m)
        h.apply(a)
        assert (g.phase, g.turn, g.hands, g.score, g.trick) == (
            h.phase, h.turn, h.hands, h.score, h.trick)


def test_stand_and_give_share_keep_beg_and_run_share_change() -> None:
    assert code(Action(0, "stand")) == code(Action(3, "give")) == KEEP
    assert code(Action(0, "beg")) == code(Action(3, "run")) == CHANGE
    assert code(Action(1, "play", 17)) == 17
    assert to_action(1, STAND, KEEP) == Action(1, "stand")
    assert to_action(3, ANSWER, CHANGE) == Action(3, "run")
    with pytest.raises(ValueError):
        code(Action(1, "expose", 3))


def test_a_barred_stand_is_no_move_and_the_search_never_returns_it() -> None:
    rules = Rules(stand_needs_trump=True)
    rng = random.Random(4)
    found = 0
    for _ in range(400):
        deck = list(range(52))
        rng.shuffle(deck)
        h = HandState(rules, 0, "threes", [0, 0], deck, rng=random.Random(1))
        h.start_fast()
        if h.phase != STAND or len(h.legal_actions()) != 1:
            continue
        found += 1
        assert moves(h) == [CHANGE]
        view = h.view_for(h.turn)
        result = search(Sampler(view).sample, moves(h), view.team, 40, random.Random(2))
        assert [m for m, _ in result.stats] == [CHANGE]
        if found == 3:
            break
    assert found == 3


def test_match_odds_read_the_hang_jack_value() -> None:
    three, six = Rules(hang_jack_value=3), Rules(hang_jack_value=6)
    # Needing 6 to the opponents' 1, a hung jack of 6 can win it at once: better odds.
    assert win_chance(six, (8, 13), 0, 0) > win_chance(three, (8, 13), 0, 0)
    off = Rules(hang_jack=False, hang_jack_value=6)
    assert win_chance(off, (8, 13), 0, 0) == win_chance(Rules(hang_jack=False), (8, 13), 0, 0)


def test_hand_points_counts_in_order_and_hangs_the_jack() -> None:
    trump = 3  # spades
    c = parse_card
    dealt = (1 << c("AS") | 1 << c("2S"), 1 << c("JS") | 1 << c("5S"))
    won = (1 << c("JS") | 1 << c("TH"), 1 << c("AS") | 1 << c("KD"))
    parts, totals = hand_points(Rules(hang_jack_value=6), trump, dealt, won, dealer=1)
    assert parts == [(0, "high", 1), (0, "low", 1), (0, "hang_jack", 6), (0, "game", 1)]
    assert totals == (11, 7)
    parts, _ = hand_points(Rules(hang_jack=False), trump, dealt, won, dealer=1)
    assert parts[2] == (0, "jack", 1)
    assert cards_of(dealt[0]) == [c("2S"), c("AS")]


def _lowest_card(h: HandState, rand: random.Random) -> int:
    m = h.legal_mask()
    return (m & -m).bit_length() - 1


@pytest.mark.parametrize("seed", range(6))
def test_seats_outside_the_tree_play_the_policy_and_the_tree_keeps_their_cards(
        seed: int) -> None:
    from allfours_gui.ai.ismcts import Node, _descend
    from allfours_gui.ai.rollout import decide_change

    rng = random.Random(seed)
    h0 = random_hand(rng, steps=3, expose=0.0)
    while h0.phase != PLAY and not h0.over:
        h0.apply(rng.choice(h0.legal_actions()))
    if h0.over:
        pytest.skip("the hand ended before play")
    me = h0.turn
    root = Node(1 - (me & 1))
    for i in range(150):
        path, v = _descend(h0.clone(), root, random.Random(i), random.Random(i), 0,
                           _lowest_card, decide_change, 1 << me)
        for nd in path:
            nd.n += 1
            nd.w += v if nd.team == 0 else 1.0 - v
    checked = 0

    def walk(node: Node, h: HandState) -> None:
        nonlocal checked
        if h.phase != PLAY:
            return
        if h.turn != me:
            # the deal is fixed and the policy deterministic: one card only
            assert set(node.children) <= {_lowest_card(h, rng)}
            checked += bool(node.children)
        for m, child in node.children.items():
            assert child.team == h.turn & 1  # the side that made the move
            g = h.clone()
            apply_move(g, m)
            walk(child, g)

    walk(root, h0.clone())
    assert checked > 0
    assert len(root.children) == len(moves(h0))


@pytest.mark.parametrize("changes", [{"tree": "team"}, {"tree": "seat"},
                                     {"solve_root": 16, "prior": -1.0}])
def test_search_variants_play_only_legal_cards_under_house_rules(changes: dict[str, object]
                                                                 ) -> None:
    from allfours_gui.ai.players import CONFIGS, make_player

    cfg = dataclasses.replace(CONFIGS["hard"], iterations=60, seconds=99.0,
                              **changes)  # type: ignore[arg-type]
    rng = random.Random(3)
    for hand in range(3):
        rules = house_rules(rng)
        h = HandState(rules, hand % rules.players, "threes", [0, 0],
                      rng.sample(range(52), 52), rng=random.Random(hand))
        h.start()
        players = [make_player("hard", seed=s, config=cfg) for s in range(h.n)]
        while not h.over:
            view = h.view_for(h.turn)
            action = players[h.turn].choose(view)
            assert action in view.legal
            h.apply(action)


def test_a_deep_solve_needs_no_rollout_from_the_first_card_with_two() -> None:
    import allfours_gui.ai.players as players_mod

    def no_rollouts(h: HandState, rand: random.Random) -> int:
        raise AssertionError("a rollout was played")

    rng = random.Random(21)
    while True:
        deck = list(range(52))
        rng.shuffle(deck)
        h = HandState(Rules(players=2), 0, "threes", [0, 0], deck, rng=random.Random(1))
        h.start_fast()
        if h.phase == STAND:
            h.decide_fast(False)
        if h.phase == PLAY and len(h.legal_actions()) >= 3:
            break
    view = h.view_for(h.turn)
    deep = dataclasses.replace(players_mod.CONFIGS["expert"], iterations=60, seconds=99.0,
                               solve_root2=12)
    saved = players_mod.POLICIES["medium"]
    players_mod.POLICIES["medium"] = (no_rollouts, saved[1])
    try:
        assert players_mod.make_player("expert", 1, config=deep).choose(view) in view.legal
        shallow = dataclasses.replace(deep, solve_root2=0)
        with pytest.raises(AssertionError, match="rollout"):
            players_mod.make_player("expert", 1, config=shallow).choose(view)
    finally:
        players_mod.POLICIES["medium"] = saved

"""The endgame solver agrees with a brute force through the engine itself."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.ai.endgame import cards_left, solve, solve_moves, supported
from allfours_gui.ai.ismcts import outcome_value
from allfours_gui.engine.cards import cards_of
from allfours_gui.engine.hand import OVER, PLAY, HandState

from .helpers import random_hand


def brute(h: HandState) -> float:
    """Minimax of team 0's match-win chance, every move through the engine."""
    if h.phase == OVER:
        return outcome_value(h)
    values = []
    for c in cards_of(h.legal_mask()):
        g = h.clone()
        g.play_fast(c)
        values.append(brute(g))
    return max(values) if (h.turn & 1) == 0 else min(values)


def endgame(seed: int, tricks: int) -> HandState | None:
    """A random live hand played on at random to ``tricks`` tricks or fewer left."""
    rng = random.Random(seed)
    h = random_hand(rng, steps=3, expose=0.0)
    while h.phase != PLAY and not h.over:
        h.apply(rng.choice(h.legal_actions()))
    while h.phase == PLAY and cards_left(h) > h.n * tricks:
        h.play_fast(rng.choice(cards_of(h.legal_mask())))
    if h.phase != PLAY or not supported(h):
        return None
    return h


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), tricks=st.integers(1, 3))
def test_solver_matches_brute_force(seed: int, tricks: int) -> None:
    h = endgame(seed, tricks)
    if h is None:
        return
    before = h.record()
    v, per_move = solve_moves(h)
    assert h.record() == before  # the solver never touches the hand
    assert abs(v - brute(h)) < 1e-12
    assert abs(solve(h) - v) < 1e-12
    for c, value in per_move.items():
        g = h.clone()
        g.play_fast(c)
        assert abs(value - brute(g)) < 1e-12


def test_solver_covers_many_rules_and_both_table_sizes() -> None:
    seen = set()
    for seed in range(400):
        h = endgame(seed, 2)
        if h is None:
            continue
        seen.add((h.n, h.rules.undertrump, h.rules.void_must_trump))
        assert abs(solve(h) - brute(h)) < 1e-12
    assert {n for n, _, _ in seen} == {2, 4} and len(seen) >= 5


@pytest.mark.parametrize("seed", range(12))
def test_the_transposition_table_changes_no_value(seed: int) -> None:
    h = endgame(seed, 4)
    if h is None:
        return
    v, per_move = solve_moves(h)
    w, plain = solve_moves(h, table=False)
    assert abs(v - w) < 1e-12
    assert per_move.keys() == plain.keys()
    assert all(abs(per_move[c] - plain[c]) < 1e-12 for c in per_move)
    if h.n == 2:  # eight cards: brute force is quick enough
        assert abs(v - brute(h)) < 1e-12


def test_cards_with_nothing_between_them_are_searched_once() -> None:
    # The solver tries one of two touching blanks; values must still be exact
    # for both when asked card by card (a ten or the jack is never merged).
    seen = 0
    for seed in range(300):
        h = endgame(seed, 3)
        if h is None:
            continue
        _, per_move = solve_moves(h)
        for c, value in per_move.items():
            g = h.clone()
            g.play_fast(c)
            assert abs(value - brute(g)) < 1e-12
        seen += 1
        if seen == 25:
            break
    assert seen == 25

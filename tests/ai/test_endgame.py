"""The endgame solver agrees with a brute force through the engine itself,
under every rule option (docs/rules.md §11)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.ai.endgame import _Solver, cards_left, solve, solve_moves
from allfours_gui.ai.ismcts import outcome_value
from allfours_gui.engine import Rules
from allfours_gui.engine.cards import cards_of
from allfours_gui.engine.hand import OVER, PLAY, HandState
from tests.examples import examples
from tests.rules_strategies import rules_strategy

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


def endgame(seed: int, tricks: int, rules: Rules | None = None,
            call: bool = False) -> HandState | None:
    """A random live hand played on at random to ``tricks`` tricks or fewer
    left (with ``call``, a card of the seat on turn exposed and called when
    the rules allow)."""
    rng = random.Random(seed)
    h = random_hand(rng, steps=3, expose=0.0, rules=rules)
    while h.phase != PLAY and not h.over:
        h.apply(rng.choice(h.legal_actions()))
    while h.phase == PLAY and cards_left(h) > h.n * tricks:
        h.play_fast(rng.choice(cards_of(h.legal_mask())))
    if h.phase != PLAY:
        return None
    if call and h.rules.exposed_penalty:
        owner, caller = h.turn, (h.turn + 1) % h.n
        card = rng.choice(cards_of(h.legal_mask()))
        h.exposed[owner] |= 1 << card  # as if exposed before its turn (no record is read)
        options = h.call_options(caller)
        if options:
            h.apply(rng.choice(options))
    return h


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
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


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(house_rules=True), seed=st.integers(0, 10**9),
       tricks=st.integers(1, 3), call=st.booleans())
def test_solver_matches_brute_force_under_every_option(rules: Rules, seed: int, tricks: int,
                                                       call: bool) -> None:
    """House rules included (trump_and_follow, where the solver used to stand
    aside), and a called card at the root."""
    h = endgame(seed, tricks, rules, call)
    if h is None:
        return
    v, per_move = solve_moves(h)
    assert per_move.keys() == set(cards_of(h.legal_mask()))
    assert abs(v - brute(h)) < 1e-12
    for c, value in per_move.items():
        g = h.clone()
        g.play_fast(c)
        assert abs(value - brute(g)) < 1e-12


def test_the_solver_answers_under_trump_and_follow_with_obligations() -> None:
    # Positions where a seat owes a suit: the solver must answer, and exactly.
    found = 0
    for seed in range(400):
        h = endgame(seed, 3, Rules(trump_and_follow=True, players=4 if seed % 2 else 2))
        if h is None or all(o < 0 for o in h.owe):
            continue
        assert abs(solve(h) - brute(h)) < 1e-12
        found += 1
        if found == 8:
            break
    assert found == 8


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


class _Recording(_Solver):
    """The solver, noting each node it searches: the hands, who is on turn,
    the trick and every seat's trump_and_follow obligation."""

    __slots__ = ("seen",)

    def search(self, hands: list[int], turn: int, trick: list[tuple[int, int]],
               *args: Any, **kw: Any) -> float:
        self.seen.append((tuple(hands), turn, tuple(trick), tuple(self.owe)))
        return super().search(hands, turn, trick, *args, **kw)


def engine_nodes(h: HandState, out: dict[tuple[Any, ...], set[tuple[int, ...]]]) -> None:
    """Every position the engine can reach from ``h``, with its obligations."""
    if h.phase != PLAY:
        return
    out.setdefault((tuple(h.hands), h.turn, tuple(h.trick)), set()).add(tuple(h.owe))
    for c in cards_of(h.legal_mask()):
        g = h.clone()
        g.play_fast(c)
        engine_nodes(g, out)


def test_the_solver_tracks_obligations_as_the_engine_does() -> None:
    """Under trump_and_follow, every node the solver searches is one the
    engine reaches, with the same obligations (a trump while holding the
    suit led sets one, a lead settles it)."""
    checked = owing = 0
    for seed in range(60):
        h = endgame(seed, 4, Rules(trump_and_follow=True, players=2))
        if h is None:
            continue
        nodes: dict[tuple[Any, ...], set[tuple[int, ...]]] = {}
        engine_nodes(h, nodes)
        s = _Recording(h, table=False)
        s.seen = []
        legal = h.legal_mask()
        win, win_seat = (h.win_card, h.win_seat) if h.trick else (-1, -1)
        s.search(list(h.hands), h.turn, list(h.trick), win, win_seat, 0, 0, -1.0, 2.0, legal)
        for hands, turn, trick, owe in s.seen:
            if not any(hands):
                continue  # the deal is over: the engine has no position there
            assert owe in nodes[(hands, turn, trick)], (seed, hands, turn, trick, owe)
            owing += any(o >= 0 for o in owe)
        checked += 1
    assert checked > 40 and owing > 100

"""The compiled core (``ai._native``) against its pure-Python reference: for random
positions under random option sets both give the same values, the same nodes
searched and the same decisions (docs/design.md §18). Skipped where the core was
not built (no C compiler): the pure path is then the only one."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.ai import double_dummy, endgame, native
from allfours_gui.engine import Rules
from allfours_gui.engine.cards import cards_of
from allfours_gui.engine.hand import PLAY, HandState
from tests.examples import examples
from tests.rules_strategies import rules_strategy

from .helpers import random_hand

COMPILED = native.core
pytestmark = pytest.mark.skipif(COMPILED is None, reason="the compiled core is not built here")




def both(fn, *args, **kw):  # type: ignore[no-untyped-def]
    """``fn(*args, **kw)`` on the compiled path and on the pure one."""
    assert COMPILED is not None
    native.core = COMPILED
    try:
        fast = fn(*args, **kw)
        native.core = None
        slow = fn(*args, **kw)
    finally:
        native.core = COMPILED
    return fast, slow


def position(seed: int, rules: Rules, cards: int) -> HandState | None:
    """A random hand in play with at most ``cards`` cards left in the hands."""
    rng = random.Random(seed)
    h = random_hand(rng, steps=0, expose=0.0, rules=rules)
    while h.phase != PLAY and not h.over:
        h.apply(rng.choice(h.legal_actions()))
    while h.phase == PLAY and endgame.cards_left(h) > cards:
        h.play_fast(rng.choice(cards_of(h.legal_mask())))
    return h if h.phase == PLAY else None


def solved(h: HandState, table: bool) -> tuple[dict[int, float], int]:
    s = endgame._Solver(h, table)
    out = {}
    for c in cards_of(h.legal_mask()):
        out[c] = s.root(h.hands, h.turn, h.trick, h.win_card if h.trick else -1,
                        h.win_seat if h.trick else -1, 1 << c)
    return out, s.nodes


@settings(max_examples=examples(120), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rules=rules_strategy(house_rules=True),
       cards=st.integers(2, 16), table=st.booleans())
def test_the_solver_gives_the_same_values_and_nodes(seed: int, rules: Rules, cards: int,
                                                    table: bool) -> None:
    h = position(seed, rules, cards if rules.players == 4 else cards // 2)
    if h is None:
        return
    before = h.clone()
    (fast, fast_nodes), (slow, slow_nodes) = both(solved, h, table)
    assert fast == slow
    assert fast_nodes == slow_nodes
    assert endgame.solve_moves(h) == both(endgame.solve_moves, h)[1]
    assert h.hands == before.hands and h.trick == before.trick and h.owe == before.owe


def test_the_lens_stops_and_gives_up_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """The face-up lens's cancel and its node limit reach the compiled search."""
    rules = Rules(players=4)
    h = next(p for p in (position(s, rules, 24) for s in range(40)) if p is not None)
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(double_dummy.LensCancelled):
        double_dummy._card_values(h, cancel)
    monkeypatch.setattr(double_dummy, "MAX_NODES", 10_000)
    with pytest.raises(double_dummy._TooLarge):
        double_dummy._card_values(h, None)


def test_bad_input_is_refused_not_crashed() -> None:
    assert COMPILED is not None
    s = COMPILED.Solver(4, 0, -1, -1, 0, 0, True, False, False, (-1,) * 4,
                        lambda a, b: 0.5, None, True)
    with pytest.raises(ValueError):
        s.search((1 << 60, 0, 0, 0), 0, (), -1, -1, 0, 0, -1.0, 2.0, 0)
    with pytest.raises(ValueError):
        s.search((1, 2, 4), 0, (), -1, -1, 0, 0, -1.0, 2.0, 0)
    with pytest.raises(ValueError):
        COMPILED.Solver(3, 0, -1, -1, 0, 0, True, False, False, (-1,) * 3,
                        lambda a, b: 0.5, None, True)
    boom = COMPILED.Solver(4, 0, -1, -1, 0, 0, True, False, False, (-1,) * 4,
                           lambda a, b: 1 / 0, None, True)
    with pytest.raises(ZeroDivisionError):
        boom.search((1, 2, 4, 8), 0, (), -1, -1, 0, 0, -1.0, 2.0, 0)

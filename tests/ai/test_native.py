"""The compiled core (``ai._native``) against its pure-Python reference: for random
positions under random option sets both give the same values, the same nodes
searched and the same decisions (docs/design.md §18). Skipped where the core was
not built (no C compiler): the pure path is then the only one."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.ai import analysis, api, double_dummy, endgame, native, playout, sampling
from allfours_gui.ai.rollout import decide_medium, medium_card
from allfours_gui.engine import Rules
from allfours_gui.engine.cards import cards_of
from allfours_gui.engine.hand import PLAY, HandState
from tests.examples import examples
from tests.rules_strategies import rules_strategy

from .helpers import random_hand

COMPILED = native.core
pytestmark = pytest.mark.skipif(
    COMPILED is None, reason="the compiled core is not in use (not built here, or ALLFOURS_PURE=1)")




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


def in_play(seed: int, rules: Rules, call: float = 0.0) -> HandState | None:
    """A random hand in its play phase (anywhere in it), exposed or called cards too."""
    rng = random.Random(seed)
    h = random_hand(rng, expose=0.1, call=call, rules=rules)
    while h.phase != PLAY and not h.over:
        h.apply(rng.choice(h.legal_actions()))
    return h if h.phase == PLAY else None


@settings(max_examples=examples(200), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rules=rules_strategy(house_rules=True),
       stream=st.floats(0.0, 1.0, exclude_max=True))
def test_the_rollout_card_and_its_draws_are_the_same(seed: int, rules: Rules,
                                                     stream: float) -> None:
    h = in_play(seed, rules, call=0.3)
    if h is None:
        return
    assert COMPILED is not None
    c = playout.compiled_hand(h)
    slow, fast = random.Random(stream), COMPILED.Random(stream)
    while h.phase == PLAY:
        assert c.legal_mask() == h.legal_mask()
        assert (c.turn, c.hands, c.trick, c.owe, c.won) == (
            h.turn, tuple(h.hands), tuple(h.trick), tuple(h.owe), tuple(h.won))
        card = medium_card(h, slow)
        assert COMPILED.medium_card(c, fast) == card
        assert fast.random() == slow.random()  # as many numbers drawn
        h.play_fast(card)
        c.play_fast(card)
    assert c.phase == "over" and c.score == tuple(h.score) and c.winner == h.winner


@settings(max_examples=examples(150), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rules=rules_strategy(house_rules=True),
       stream=st.floats(0.0, 1.0, exclude_max=True), solve_at=st.sampled_from([0, 4, 8, 12]))
def test_a_rollout_ends_with_the_same_value(seed: int, rules: Rules, stream: float,
                                            solve_at: int) -> None:
    h = in_play(seed, rules)
    if h is None:
        return
    assert COMPILED is not None
    c = playout.compiled_hand(h)
    fast = COMPILED.finish(c, COMPILED.Random(stream), solve_at)
    slow = playout.pure(medium_card, decide_medium).finish(h, random.Random(stream), solve_at)
    assert fast == slow
    assert COMPILED.solve(playout.compiled_hand(h)) == endgame.solve(h) if h.phase == PLAY \
        and endgame.cards_left(h) <= 12 else True


def record_at(seed: int, rules: Rules) -> dict[str, Any]:
    rng = random.Random(seed)
    h = random_hand(rng, rules=rules)
    return h.record()


@settings(max_examples=examples(24), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rules=rules_strategy(house_rules=True),
       level=st.sampled_from(["hard", "expert"]), choice_seed=st.integers(0, 2**32))
def test_decide_and_explain_are_the_same_on_both_paths(seed: int, rules: Rules, level: str,
                                                       choice_seed: int) -> None:
    record = record_at(seed, rules)
    fast, slow = both(api.explain, record, level, choice_seed, 120)
    assert fast == slow
    assert both(api.decide, record, level, choice_seed, 120) == (fast["decision"],) * 2


@settings(max_examples=examples(8), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rules=rules_strategy(house_rules=True))
def test_the_coach_says_the_same_on_both_paths(seed: int, rules: Rules) -> None:
    record = record_at(seed, rules)
    seat = random.Random(seed).randrange(rules.players)
    fast, slow = both(analysis.analyse, record, seat, seconds=0.05, seed=seed, details=True)
    assert fast == slow


def _deal_fields(h: Any) -> tuple[Any, ...]:
    return (tuple(h.hands), h.turn, tuple(h.trick), tuple(h.owe), tuple(h.won),
            tuple(h.score), h.legal_mask())


@settings(max_examples=examples(120), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rules=rules_strategy(house_rules=True),
       stream=st.integers(0, 2**64), candidates=st.sampled_from([1, 4, 8]),
       quick=st.booleans())
def test_the_sampler_deals_the_same_cards_with_the_same_draws(
        seed: int, rules: Rules, stream: int, candidates: int, quick: bool) -> None:
    """Deal for deal, the compiled sampler gives what the pure one gives (voids,
    exposed cards, the weights of decisions and of every past play), and leaves
    the stream where the pure one does; ``quick=False`` takes the slow placement
    every time (``_fitting``, which the quick draws fall back on)."""
    h = in_play(seed, rules)
    if h is None:
        return
    view = h.view_for(h.turn)
    compiled = playout._compiled(COMPILED)
    s = sampling.Sampler(view, infer=True, candidates=candidates, playout=compiled)
    pure_s = sampling.Sampler(view, infer=True, candidates=candidates)
    if not quick:
        saved = sampling._TRIES
        sampling._TRIES = 0
        s = sampling.Sampler(view, infer=True, candidates=candidates, playout=compiled)
        sampling._TRIES = saved
    slow = random.Random(stream)
    fast = compiled.adopt(random.Random(stream))
    for _ in range(3):
        if quick:
            want = pure_s.sample(slow)
        else:
            saved = sampling._TRIES
            sampling._TRIES = 0
            try:
                want = pure_s.sample(slow)
            finally:
                sampling._TRIES = saved
        got = s.sample(fast)
        assert _deal_fields(got) == _deal_fields(playout.compiled_hand(want))
        assert fast.getstate() == slow.getstate()[1]


@settings(max_examples=examples(16), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**9), rules=rules_strategy(house_rules=True),
       answer=st.booleans(), choice_seed=st.integers(0, 2**32))
def test_a_beg_or_a_run_is_judged_the_same_on_both_paths(seed: int, rules: Rules,
                                                         answer: bool, choice_seed: int) -> None:
    """Before the play the deal is played on in Python with the compiled stream (a
    run of the pack, a redeal), then by the core: the same answers."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, rng.randrange(rules.players), "threes", [0, 0], deck,
                  rng=random.Random(seed))
    h.start()
    if answer and h.phase == "stand" and len(h.legal_actions()) == 2:
        h.apply(next(a for a in h.legal_actions() if a.do == "beg"))
    if h.phase not in ("stand", "answer"):
        return
    record = h.record()
    fast, slow = both(api.explain, record, "expert", choice_seed, 200)
    assert fast == slow
    seat = h.turn
    h.apply(h.legal_actions()[-1])  # a beg, or a run (with the redeal it may need)
    fast_a, slow_a = both(analysis.analyse, h.record(), seat, seconds=0.05, seed=seed,
                          details=True)
    assert fast_a == slow_a


def _throughput_benchmark() -> Any:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "engine_throughput.py"
    spec = importlib.util.spec_from_file_location("engine_throughput", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@settings(max_examples=examples(60), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(house_rules=True), seed=st.integers(0, 2**64))
def test_whole_random_hands_end_alike(rules: Rules, seed: int) -> None:
    """The compiled whole hand (the deal, the kick, begs, runs of the pack, redeals
    and the play) plays benchmarks/engine_throughput.py's random hands to the same
    ends, so its figure of hands a second is a figure of the same work."""
    assert COMPILED is not None
    bench = _throughput_benchmark()
    slow = random.Random(seed)
    fast = COMPILED.Random(0)
    fast.setstate(slow.getstate()[1])
    deck_slow, deck_fast = list(range(52)), list(range(52))
    got = COMPILED.random_hands(playout.compiled_rules(rules), fast, deck_fast, 20, True)
    for outcome in got:
        h = bench.random_hand(rules, slow, deck_slow)
        plays = sum(len(t.plays) for t in h.tricks)
        assert outcome == (tuple(h.score), -1 if h.winner is None else h.winner,
                           len(h.kicks), h.trump, plays)
    assert deck_fast == deck_slow and fast.getstate() == slow.getstate()[1]

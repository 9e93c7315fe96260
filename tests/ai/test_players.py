"""The player API: views only, fast medium, prompt cancel, seeded determinism."""

from __future__ import annotations

import random
import statistics
import threading
import time

import pytest

from allfours_gui.ai import LEVELS, make_player
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.view import PlayerView

from .helpers import random_hand


def test_levels_and_unknown_level() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    with pytest.raises(ValueError):
        make_player("oracle", 1)  # the arena's ceiling is not a table player


@pytest.mark.parametrize("level", LEVELS)
def test_players_refuse_a_hand_state(level: str) -> None:
    h = random_hand(random.Random(1))
    p = make_player(level, 1, iterations=10) if level in ("hard", "expert") \
        else make_player(level, 1)
    with pytest.raises(TypeError):
        p.choose(h)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        p.choose_call(h, [])  # type: ignore[arg-type]


def test_a_view_holds_no_other_seats_hidden_cards() -> None:
    rng = random.Random(4)
    for _ in range(200):
        h = random_hand(rng)
        for seat in range(h.n):
            view = h.view_for(seat)
            hidden = 0
            for s in range(h.n):
                if s != seat:
                    hidden |= h.hands[s] & ~h.exposed[s]
            hidden |= sum(1 << c for c in h.deck[h.pos:])
            masks = [view.hand, *view.won, *view.exposed]
            cards = [c for t, _ in view.tricks for _, c in t] + [c for _, c in view.trick]
            assert all(not m & hidden for m in masks)
            assert all(not hidden >> c & 1 for c in cards)
            assert view.called < 0 or not hidden >> view.called & 1
            for name in PlayerView.__slots__:
                v = getattr(view, name)
                if isinstance(v, int) and not isinstance(v, bool) and v > 52:
                    assert not v & hidden, name


def test_medium_decides_within_20_ms() -> None:
    rng = random.Random(8)
    p = make_player("medium", 1)
    times = []
    for _ in range(400):
        h = random_hand(rng)
        view = h.view_for(h.turn)
        t0 = time.perf_counter()
        p.choose(view)
        times.append(time.perf_counter() - t0)
    assert statistics.median(times) < 0.002
    assert sorted(times)[int(0.99 * len(times))] < 0.020


def test_expert_cancel_returns_promptly() -> None:
    rng = random.Random(12)
    h = random_hand(rng, steps=0)
    view = h.view_for(h.turn)
    p = make_player("expert", 1, iterations=10**7)
    cancel = threading.Event()
    threading.Timer(0.1, cancel.set).start()
    t0 = time.perf_counter()
    action = p.choose(view, cancel)
    assert time.perf_counter() - t0 < 0.1 + 0.2
    assert action in view.legal
    # Already cancelled: the medium rule answers at once.
    t0 = time.perf_counter()
    assert p.choose(view, cancel) in view.legal
    assert time.perf_counter() - t0 < 0.2


def test_time_budget_is_respected() -> None:
    h = next(h for h in (random_hand(random.Random(i)) for i in range(50))
             if h.phase == PLAY and len(h.legal_actions()) > 2)
    view = h.view_for(h.turn)
    p = make_player("expert", 1, iterations=10**7, seconds=0.15)
    t0 = time.perf_counter()
    assert p.choose(view) in view.legal
    assert time.perf_counter() - t0 < 0.15 + 0.2


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level: str) -> None:
    kw = {"iterations": 30} if level in ("hard", "expert") else {}
    rng = random.Random(21)
    hands = [random_hand(rng) for _ in range(10)]
    a, b = make_player(level, 5, **kw), make_player(level, 5, **kw)
    for h in hands:
        view = h.view_for(h.turn)
        assert a.choose(view) == b.choose(view)

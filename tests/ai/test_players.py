"""The player API: views only, medium reads only its view, cancel and deadline
kept, seeded determinism."""

from __future__ import annotations

import random
import threading

import pytest

from allfours_gui.ai import LEVELS, endgame, make_player
from allfours_gui.ai.inference import PlayModel
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine.hand import PLAY, HandState
from allfours_gui.engine.view import PlayerView

from .helpers import SteppingClock, count_deals, random_hand, stopped_at_deadline


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


def test_medium_looks_no_move_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    # Medium answers at once because it only reads its view: it samples no deal,
    # builds or copies no hand state and solves nothing. (Its time a decision:
    # benchmarks/ai_strength.py --latency.)
    rng = random.Random(8)
    views = [h.view_for(h.turn) for h in (random_hand(rng) for _ in range(400))]

    def looked_ahead(*args: object, **kwargs: object) -> None:
        raise AssertionError("medium looked ahead")

    for owner, name in ((HandState, "__init__"), (HandState, "clone"),
                        (HandState, "play_fast"), (Sampler, "__init__"),
                        (PlayModel, "__init__"), (endgame._Solver, "__init__")):
        monkeypatch.setattr(owner, name, looked_ahead)
    p = make_player("medium", 1)
    for view in views:
        assert p.choose(view) in view.legal


def test_expert_stops_at_the_first_deal_after_cancel(monkeypatch: pytest.MonkeyPatch) -> None:
    h = random_hand(random.Random(12), steps=0)
    view = h.view_for(h.turn)
    SteppingClock(0.0).install(monkeypatch)  # stopped: only the cancel can end the search
    cancel = threading.Event()
    # The table sets the cancel from another thread; here it comes while the
    # third deal is searched, and no fourth may be drawn.
    deals = count_deals(monkeypatch, limit=3, then=lambda n: n == 3 and cancel.set())
    p = make_player("expert", 1, iterations=10**7)
    assert p.choose(view, cancel) in view.legal
    assert deals.n == 3
    # Already cancelled: the medium rule's answer, with no deal drawn.
    assert p.choose(view, cancel) == make_player("medium").choose(view)
    assert deals.n == 3


def test_time_budget_is_respected(monkeypatch: pytest.MonkeyPatch) -> None:
    h = next(h for h in (random_hand(random.Random(i)) for i in range(50))
             if h.phase == PLAY and len(h.legal_actions()) > 2)
    view = h.view_for(h.turn)
    clock = SteppingClock(0.01).install(monkeypatch)
    deals = count_deals(monkeypatch, limit=100)
    # The caller's 0.15 s, not expert's own 0.8 s, is the deadline.
    p = make_player("expert", 1, iterations=10**7, seconds=0.15)
    assert p.choose(view) in view.legal
    assert stopped_at_deadline(clock, 0.15, deals), (clock.looks, deals.n)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level: str) -> None:
    kw = {"iterations": 30} if level in ("hard", "expert") else {}
    rng = random.Random(21)
    hands = [random_hand(rng) for _ in range(10)]
    a, b = make_player(level, 5, **kw), make_player(level, 5, **kw)
    for h in hands:
        view = h.view_for(h.turn)
        assert a.choose(view) == b.choose(view)

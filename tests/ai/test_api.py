"""decide() and explain(): legal, deterministic, blind to hidden cards."""

from __future__ import annotations

import random
from typing import Any

import pytest

from allfours_gui.ai import LEVELS, decide, explain
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import IllegalAction, hand_from_record, next_actions
from allfours_gui.engine.cards import card_str, parse_card
from allfours_gui.engine.hand import HandState

from .helpers import SteppingClock, random_hand

SMALL = {"hard": 40, "expert": 60}


def budget(level: str) -> int | None:
    return SMALL.get(level)


def rehide(h: HandState, rng: random.Random) -> dict[str, Any] | None:
    """The hand's record with every card the seat on turn cannot see dealt
    anew (respecting the voids shown), or None if no such deal replays."""
    if len(h.decks) > 1:
        return None
    seat = h.turn
    view = h.view_for(seat)
    sampler = Sampler(view, weigh_decisions=False)
    deck = list(h.decks[0])
    for _ in range(20):
        hands, pack = sampler.sample_cards(rng)
        new = list(deck)
        for s in range(h.n):
            if s == seat:
                continue
            fresh = hands[s] & ~h.exposed[s]
            queue = [c for c in range(52) if fresh >> c & 1]
            for p in range(h.pos):
                c = deck[p]
                if h.hands[s] >> c & 1 and not h.exposed[s] >> c & 1:
                    new[p] = queue.pop()
        new[h.pos:] = pack
        rec = h.record()
        rec["deck"] = [card_str(c) for c in new]
        if rec == h.record():
            continue
        try:
            h2 = hand_from_record(rec)
        except IllegalAction:
            continue
        if h2.view_for(seat) == view and h2.hands != h.hands:
            return rec
    return None


def positions(count: int, seed: int) -> list[HandState]:
    rng = random.Random(seed)
    return [random_hand(rng) for _ in range(count)]


@pytest.mark.parametrize("level", LEVELS)
def test_decide_is_legal_and_deterministic(level: str) -> None:
    for i, h in enumerate(positions(12, 5)):
        rec = h.record()
        d = decide(rec, level, i, iterations=budget(level))
        assert d in next_actions(rec)
        assert decide(rec, level, i, iterations=budget(level)) == d


@pytest.mark.parametrize("level", LEVELS)
def test_decide_is_blind_to_hidden_cards(level: str) -> None:
    rng = random.Random(17)
    checked = 0
    for i, h in enumerate(positions(40, 9)):
        other = rehide(h, rng)
        if other is None:
            continue
        checked += 1
        a = decide(h.record(), level, i, iterations=budget(level))
        b = decide(other, level, i, iterations=budget(level))
        assert a == b, (level, i)
        if checked >= 12:
            break
    assert checked >= 8


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_decide_at_full_budget_is_blind(level: str) -> None:
    # The full iteration budget: decide has no wall-clock deadline (which would
    # make the answer depend on the machine's load, not on the hidden cards).
    rng = random.Random(23)
    for h in positions(30, 31):
        if h.phase != "play" or len(h.legal_actions()) < 3:
            continue
        other = rehide(h, rng)
        if other is None:
            continue
        assert decide(h.record(), level, 4) == decide(other, level, 4)
        return
    pytest.fail("no position to test")


def slowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine so loaded that an hour passes between two looks at the clock."""
    SteppingClock(3600.0).install(monkeypatch)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_same_record_and_seed_give_the_same_answer_under_any_load(
        level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    recs = [h.record() for h in positions(30, 41)
            if h.phase == "play" and len(h.legal_actions()) >= 3][:4]
    assert recs
    calm = [(decide(r, level, 7, iterations=budget(level)),
             explain(r, level, 7, iterations=budget(level))) for r in recs]
    slowed(monkeypatch)
    loaded = [(decide(r, level, 7, iterations=budget(level)),
               explain(r, level, 7, iterations=budget(level))) for r in recs]
    assert loaded == calm
    assert all(e["candidates"][0]["win_chance"] is not None for _, e in loaded)


def test_the_tables_hint_keeps_its_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where a person waits (seconds=), the search stops at the deadline.
    rec = next(h.record() for h in positions(30, 41)
               if h.phase == "play" and len(h.legal_actions()) >= 3)
    slowed(monkeypatch)
    e = explain(rec, "expert", 7, seconds=1.0)
    assert e["candidates"][0]["win_chance"] is None
    assert e["candidates"][0]["reason"].startswith("search cancelled")
    assert e["decision"] == decide(rec, "medium", 7)  # the rules' move, as the table plays


def test_explain_lists_candidates_best_first() -> None:
    h = next(h for h in positions(30, 2) if len(h.legal_actions()) >= 3)
    rec = h.record()
    for level in LEVELS:
        e = explain(rec, level, 1, iterations=budget(level))
        assert e["seat"] == h.turn and e["level"] == level
        assert e["decision"] == e["candidates"][0]["action"]
        assert e["decision"] == decide(rec, level, 1, iterations=budget(level))
        legal = next_actions(rec)
        assert all(c["action"] in legal for c in e["candidates"])
        for c in e["candidates"]:
            assert isinstance(c["reason"], str) and c["reason"]
            if level in ("hard", "expert"):
                assert isinstance(c["win_chance"], float) and 0.0 <= c["win_chance"] <= 1.0
        assert isinstance(e["why"], str) and e["why"]
        if level in ("hard", "expert"):
            assert "simulated deals" in e["candidates"][0]["reason"]
            assert e["candidates"][0]["win_chance"] is not None


def test_bad_records_and_levels() -> None:
    h = positions(1, 3)[0]
    rec = h.record()
    with pytest.raises(ValueError, match="unknown level"):
        decide(rec, "grandmaster", 1)
    with pytest.raises(IllegalAction):
        decide({**rec, "actions": [{"seat": 9, "do": "stand"}]}, "medium", 1)
    while not h.over:
        h.apply(h.legal_actions()[0])
    with pytest.raises(IllegalAction):
        decide(h.record(), "medium", 1)
    with pytest.raises(IllegalAction):
        explain(h.record(), "easy", 1)
    assert parse_card("AS") == 51

"""practice_position(): the decision's position as its seat saw it, the hidden
cards dealt anew: the same view (hand, trick, kicks, legal choices), other
hidden hands for other seeds, a legal record for any hand; and the verdict on
a new choice there, from the stored analysis or a search of its own."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.ai import analyse
from allfours_gui.ai.analysis import DECISIONS, decisions_of
from allfours_gui.ai.practice import judge_choice, practice_position, regrade
from allfours_gui.engine import Action, hand_from_record
from allfours_gui.engine.cards import parse_card
from allfours_gui.engine.position import deal_kicks
from tests.examples import examples
from tests.live_hands import played_hand
from tests.rules_strategies import rules_strategy

from .planted import MAKERS, with_play

PLANTED = 0.25


def _view_at(record: dict[str, Any], index: int, seat: int) -> Any:
    prefix = {**record, "actions": record["actions"][:index]}
    prefix.pop("outcome", None)
    return hand_from_record(prefix, check_outcome=False).view_for(seat)


def _planted(name: str, seed: int = 1) -> tuple[dict[str, Any], int, int, str]:
    prefix, seat, blunder = MAKERS[name](random.Random(seed))
    return with_play(prefix, seat, blunder), len(prefix["actions"]), seat, blunder


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_the_seat_sees_the_same_position(name: str) -> None:
    record, index, seat, _ = _planted(name)
    before = _view_at(record, index, seat)
    for seed in range(5):
        p = practice_position(record, index, seed)
        assert p.seat == seat and p.index == index
        assert p.chosen == Action.from_record(record["actions"][index])
        assert p.record["actions"] == record["actions"][:index]
        after = p.view()
        assert after == before  # the whole view: its hand, trick, kicks, exposed, legal
        assert after.hand == before.hand and after.trick == before.trick
        assert after.kicks == before.kicks and after.legal == before.legal


@pytest.mark.parametrize("name", sorted(MAKERS))
def test_the_hidden_hands_differ_from_seed_to_seed(name: str) -> None:
    record, index, seat, _ = _planted(name)
    original = hand_from_record({**record, "actions": record["actions"][:index]})
    deals = set()
    for seed in range(6):
        hand = practice_position(record, index, seed).hand()
        assert hand.hands[seat] == original.hands[seat]
        deals.add(tuple(hand.hands))
    assert len(deals) >= 5  # and so not the true deal kept for want of another


def test_the_same_seed_gives_the_same_position() -> None:
    record, index, _, _ = _planted("hung jack", 4)
    assert practice_position(record, index, 7) == practice_position(record, index, 7)


def test_what_the_seat_saw_keeps_its_place_in_the_deck() -> None:
    record, index, seat, _ = _planted("led into a known void", 2)
    original = hand_from_record({**record, "actions": record["actions"][:index]})
    rebuilt = practice_position(record, index, 3).hand()
    seen = original.dealt_seat[seat] | original.played | original.exposed[1]
    for k in original.kicks:
        seen |= 1 << k
    for p, c in enumerate(original.deck):
        if seen >> c & 1:
            assert rebuilt.deck[p] == c, p
    # the jack seat 1 exposed is still in its hand, its other cards dealt anew
    jack = original.exposed[1]
    assert rebuilt.hands[1] & jack == jack


def test_only_decisions_are_practised() -> None:
    record, _, _, _ = _planted("led into a known void", 2)
    expose = next(i for i, a in enumerate(record["actions"]) if a["do"] == "expose")
    with pytest.raises(ValueError):
        practice_position(record, expose, 0)
    with pytest.raises(ValueError):
        practice_position(record, len(record["actions"]), 0)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(house_rules=True), seed=st.integers(0, 10**6), pick=st.randoms())
def test_any_decision_of_any_hand_rebuilds_legally(rules: Any, seed: int,
                                                   pick: random.Random) -> None:
    """Random hands (house rules, exposed cards and calls, runs and redeals):
    every rebuilt position replays through the engine to the seat's own view,
    with the seat's cards and everything it saw in place, and a hand of the
    right size for everyone."""
    hand = played_hand(random.Random(seed), rules=rules, expose=0.1, call=0.5)
    record = hand.record()
    decisions = [i for i, a in enumerate(record["actions"]) if a["do"] in DECISIONS]
    for index in pick.sample(decisions, min(3, len(decisions))):
        seat = record["actions"][index]["seat"]
        before = _view_at(record, index, seat)
        p = practice_position(record, index, seed)
        rebuilt = hand_from_record(p.record, check_outcome=False)  # legal: it replays
        assert rebuilt.view_for(seat) == before
        assert [h.bit_count() for h in rebuilt.hands] == list(before.hand_sizes)
        kicks = set(deal_kicks(before))
        hidden = 0
        for s in range(rebuilt.n):
            if s != seat:
                hidden |= rebuilt.hands[s] & ~before.exposed[s]
        assert not hidden & (before.hand | before.played)
        assert not any(hidden >> k & 1 for k in kicks)
        # the seat's next choice is the one it had: the same action is legal again
        assert Action.from_record(record["actions"][index]) in rebuilt.legal_actions()


def test_a_stored_analysis_judges_a_new_choice_as_a_search_there_would() -> None:
    """The ruffed trick: trumping partner's sure trick is the blunder, the ten
    the best; the entry's values say so of a new choice, and so does a search
    at the rebuilt position with the same seed and budget (its deals depend on
    the view alone, which is the same)."""
    record, index, seat, blunder = _planted("trumped partner's sure trick", 3)
    entry = analyse(record, seat, seconds=PLANTED, details=True)[-1]
    assert entry["index"] == index and entry["verdict"] in ("mistake", "blunder")
    best = Action.from_record(entry["best"])
    bad = Action(seat, "play", parse_card(blunder))
    good = regrade(entry, best)
    assert good is not None and good["verdict"] == "good" and good["loss"] == 0.0
    again = regrade(entry, bad)
    assert again is not None and again["verdict"] == entry["verdict"]
    assert again["loss"] == entry["loss"]
    position = practice_position(record, index, 5)
    searched = judge_choice(position, bad, seconds=PLANTED)
    assert searched["verdict"] == entry["verdict"] and searched["loss"] == entry["loss"]
    assert judge_choice(position, best, seconds=PLANTED)["verdict"] == "good"


def test_regrade_without_values_says_nothing() -> None:
    record, _, seat, blunder = _planted("hung jack", 2)
    entry = analyse(record, seat, seconds=0.05)[-1]  # no details: no values kept
    assert regrade(entry, Action(seat, "play", parse_card(blunder))) is None


def test_every_decision_is_found_where_the_analysis_finds_it() -> None:
    hand = played_hand(random.Random(11), rules=None)
    record = hand.record()
    found = decisions_of(record, 0)
    assert found
    for d in found[:4]:
        assert practice_position(record, d.index, 1).view() == d.view

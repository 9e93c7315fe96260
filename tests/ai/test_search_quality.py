"""Hard and expert: blind to hidden cards with inference on, right on
positions where one card is clearly right, within their deadlines; the
inference model and the arena's level variants."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from allfours_gui.ai import make_player
from allfours_gui.ai import players as players_mod
from allfours_gui.ai.arena import parse_level
from allfours_gui.ai.inference import PlayModel, _legal, model_card, past_plays
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import Rules, hand_from_record
from allfours_gui.engine.cards import parse_card
from allfours_gui.engine.hand import PLAY, HandState
from allfours_gui.engine.position import hand_from_view
from tests.engine.stacking import act, plays, record, stack

from .helpers import SteppingClock, count_deals, random_hand, stopped_at_deadline

FAST = ("hard", "expert")


def rec_with(hands: list[list[str]], kick: str, actions: list[dict[str, Any]],
             **kw: Any) -> dict[str, Any]:
    return record(stack(hands, kick), [act(0, "stand"), *actions], **kw)


# Seat 0 leads, seats 0+2 against 1+3, hearts are trumps; seat 3 is last to
# play to the first trick, which its partner (seat 1) wins with the ace.
PUZZLES: list[tuple[str, list[list[str]], list[str], set[str]]] = [
    ("feed partner's sure trick a ten",
     [["2S", "8C", "9C", "8D", "9D", "QC"], ["AS", "2D", "3D", "4D", "5D", "6D"],
      ["4S", "2C", "3C", "4C", "5C", "6C"], ["TS", "5S", "5H", "9H", "KD", "AD"]],
     ["0:2S", "1:AS", "2:4S"], {"TS"}),
    ("do not trump partner's sure trick with no points at risk",
     [["2S", "8C", "9C", "8D", "9D", "QC"], ["AS", "2D", "3D", "4D", "5D", "6D"],
      ["4S", "2C", "3C", "4C", "5C", "6C"], ["5S", "6S", "5H", "9H", "7D", "8H"]],
     ["0:2S", "1:AS", "2:4S"], {"5S", "6S"}),
    ("save the jack on partner's sure trick",
     [["2S", "8C", "9C", "8D", "9D", "QC"], ["AS", "2D", "3D", "4D", "5D", "6D"],
      ["4S", "2C", "3C", "4C", "5C", "6C"], ["JH", "5S", "2H", "9H", "KD", "AD"]],
     ["0:2S", "1:AS", "2:4S"], {"JH"}),
    ("hang the opponents' jack",
     [["3H", "8C", "9C", "8D", "9D", "QC"], ["5H", "2D", "3D", "4D", "5D", "6D"],
      ["JH", "2C", "3C", "4C", "5C", "6C"], ["QH", "7H", "5S", "9S", "KD", "AD"]],
     ["0:3H", "1:5H", "2:JH"], {"QH"}),
]


@pytest.mark.parametrize("level", FAST)
@pytest.mark.parametrize("name,hands,played,right", PUZZLES, ids=[p[0] for p in PUZZLES])
def test_clear_positions(level: str, name: str, hands: list[list[str]], played: list[str],
                         right: set[str]) -> None:
    # The level's own budget without its deadline: on a loaded machine the deadline
    # cuts the deals short and the answer would depend on the load, not the level.
    h = hand_from_record(rec_with(hands, "4H", plays(*played)))
    view = h.view_for(h.turn)
    for seed in (1, 2):
        action = make_player(level, seed, config=_no_deadline(level)).choose(view)
        assert action.to_record()["card"] in right, (name, level, action)


def _no_deadline(level: str) -> players_mod.SearchConfig:
    return dataclasses.replace(players_mod.CONFIGS[level], seconds=1e9)


def _rehidden(h: HandState, rng: random.Random) -> HandState | None:
    """The same position from the seat on turn's view, other cards dealt anew."""
    view = h.view_for(h.turn)
    sampler = Sampler(view, weigh_decisions=False)
    for _ in range(20):
        hands, pack = sampler.sample_cards(rng)
        other = hand_from_view(view, hands, pack)
        if other.hands != h.hands and other.view_for(h.turn) == view:
            return other
    return None


@pytest.mark.parametrize("level", FAST)
def test_decision_is_the_same_whatever_the_hidden_cards(level: str) -> None:
    rng = random.Random(41)
    checked = 0
    while checked < 4:
        h = random_hand(rng, rules=Rules())
        if h.phase != PLAY or len(h.legal_actions()) < 2 or not h.tricks:
            continue
        other = _rehidden(h, rng)
        if other is None:
            continue
        cfg = _no_deadline(level)
        a = make_player(level, 7, iterations=300, config=cfg).choose(h.view_for(h.turn))
        b = make_player(level, 7, iterations=300, config=cfg).choose(other.view_for(h.turn))
        assert a == b
        checked += 1


def test_the_play_model_is_the_medium_rules() -> None:
    """Replaying medium games, the model names medium's card at every play."""
    rng = random.Random(3)
    med = make_player("medium", 1)
    checked = 0
    for _ in range(12):
        deck = list(range(52))
        rng.shuffle(deck)
        h = HandState(Rules(), rng.randrange(4), "threes", [0, 0], deck, rng=random.Random(1))
        h.start()
        while not h.over:
            view = h.view_for(h.turn)
            if h.phase == PLAY and view.tricks:
                watcher = h.view_for((h.turn + 1) % 4)
                for p in past_plays(watcher):
                    hand = h.hands[p.seat] | p.later
                    legal = _legal(hand, p, view.trump, view.rules)
                    if legal.bit_count() > 1:
                        assert model_card(hand, legal, p, view.trump) == p.card
                        checked += 1
            h.apply(med.choose(view))
    assert checked > 300


def test_inference_weighs_down_a_jack_not_saved() -> None:
    # Seat 3 threw the five of spades on its partner's sure trick: a deal where
    # it held the jack of trumps (which medium would have saved) is less likely.
    hands = [["2S", "8C", "9C", "8D", "9D", "QC"], ["AS", "2D", "3D", "4D", "5D", "6D"],
             ["4S", "2C", "3C", "4C", "5C", "6C"], ["5S", "JH", "2H", "9H", "KD", "AD"]]
    rec = rec_with(hands, "4H", plays("0:2S", "1:AS", "2:4S", "3:5S"))
    h = hand_from_record(rec)
    view = h.view_for(0)
    model = PlayModel(view)
    jack = parse_card("JH")
    held = list(h.hands)
    without = list(h.hands)
    swap = parse_card("7C")
    assert h.hands[3] >> jack & 1 and not (h.hands[3] >> swap & 1)
    # Move the jack to the pack and give seat 3 a blank in its place.
    without[3] = h.hands[3] & ~(1 << jack) | 1 << swap
    assert model.weight(held) < 0.5 * model.weight(without)


def test_search_levels_keep_their_deadlines(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each level's own deadline stops its search (a clock that moves a tenth of
    # it a look; the real figures: benchmarks/ai_strength.py --latency).
    rng = random.Random(5)
    h = next(h for h in (random_hand(rng, steps=0, rules=Rules()) for _ in range(20))
             if h.phase == "stand")
    view = h.view_for(h.turn)
    for level in FAST:
        budget = players_mod.CONFIGS[level].seconds
        clock = SteppingClock(budget / 10).install(monkeypatch)
        deals = count_deals(monkeypatch, limit=100)
        p = make_player(level, 1, iterations=10**7)
        assert p.choose(view) in view.legal
        assert stopped_at_deadline(clock, budget, deals), (level, clock.looks, deals.n)


def test_arena_level_variants() -> None:
    assert parse_level("expert") == ("expert", None)
    level, cfg = parse_level("hard:infer=0,seconds=99,candidates=2")
    assert level == "hard" and cfg is not None
    assert (cfg.infer, cfg.seconds, cfg.candidates, cfg.solve) == (False, 99.0, 2, True)
    for bad in ("grandmaster", "medium:infer=0", "hard:speed=3"):
        with pytest.raises(ValueError):
            parse_level(bad)


def test_touching_cards_are_one_play() -> None:
    # Seat 3 is last to a spade trick its partner wins, holding 5S 6S 8S: the
    # five and six touch, but the seven is still out, so the eight is its own play.
    hands = [["2S", "8C", "9C", "8D", "9D", "QC"], ["AS", "2D", "3D", "4D", "5D", "6D"],
             ["4S", "2C", "3C", "4C", "5C", "6C"], ["5S", "6S", "8S", "9H", "KD", "AD"]]
    rec = rec_with(hands, "4H", plays("0:2S", "1:AS", "2:4S"))
    view = hand_from_record(rec).view_for(3)
    same = players_mod._equivalent(view, parse_card("6S"))
    c = parse_card
    assert same[c("5S")] == same[c("6S")] == c("6S")
    assert same[c("8S")] == c("8S") and same[c("9H")] == c("9H")
    e = make_player("expert", 1, iterations=200).explain(view)
    assert sorted(x.action.card for x in e if x.action.card is not None) == sorted(
        a.card for a in view.legal if a.card is not None)
    five = next(x for x in e if x.action.card == c("5S"))
    six = next(x for x in e if x.action.card == c("6S"))
    assert five.win_chance == six.win_chance
    assert "the same as 5S" in six.reason  # medium's choice stands for the pair


def test_the_medium_rollout_plays_the_medium_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """In the first trick (no voids shown yet) the rollout's card is medium's."""
    from allfours_gui.ai import rollout

    monkeypatch.setattr(rollout, "MEDIUM_EPSILON", 0.0)
    rng = random.Random(8)
    med = make_player("medium", 1)
    checked = 0
    while checked < 150:
        h = random_hand(rng, steps=rng.randrange(2, 7), rules=Rules(), expose=0.0)
        if h.phase != PLAY or h.tricks or len(h.kicks) != 1:
            continue
        assert rollout.medium_card(h, rng) == med.choose(h.view_for(h.turn)).card
        checked += 1

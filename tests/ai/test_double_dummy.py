"""The coach's face-up lens: each card a seat played, valued with every card
known, agrees with a brute force through the engine on small endings; it
covers exactly the positions with at most ``OPEN_CARDS`` cards left."""

from __future__ import annotations

import random
import time

import pytest

from allfours_gui.ai.double_dummy import OPEN_CARDS, LensCancelled, open_lens, open_tricks
from allfours_gui.ai.endgame import cards_left
from allfours_gui.engine import Rules
from allfours_gui.engine.actions import Action
from allfours_gui.engine.cards import card_str, cards_of
from allfours_gui.engine.hand import PLAY, HandState
from allfours_gui.engine.record import replay

from .test_endgame import brute


def played_hand(seed: int, players: int = 4) -> dict:
    """A finished hand played at random from a shuffled (stacked) deck: its record."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(Rules(players=players), rng.randrange(players), "threes", [0, 0], deck,
                  rng=rng)
    h.start()
    while not h.over:
        h.apply(rng.choice(h.legal_actions()))
    return h.record()


def positions_before(record: dict, seat: int) -> dict[int, HandState]:
    """The hand before each of ``seat``'s plays, by the action's index."""
    out = {}
    for i, (hand, _) in enumerate(replay(record)):
        if i < len(record["actions"]):
            a = Action.from_record(record["actions"][i])
            if a.seat == seat and a.do == "play":
                out[i] = hand.clone()
    return out


@pytest.mark.parametrize("players", [4, 2])
@pytest.mark.parametrize("seed", range(6))
def test_the_lens_agrees_with_a_brute_force_on_small_endings(seed, players):
    record = played_hand(seed, players)
    for seat in range(players):
        lens = {x["index"]: x for x in open_lens(record, seat)}
        before = positions_before(record, seat)
        # plays with few enough cards left only; every one from 20 cards down (a
        # larger one may need more than MAX_NODES positions, and is left out)
        reach = {i for i, h in before.items()
                 if h.phase == PLAY and cards_left(h) <= OPEN_CARDS[players]}
        assert {i for i in reach if cards_left(before[i]) <= 20} <= set(lens) <= reach
        for i, x in lens.items():
            h = before[i]
            if cards_left(h) > 8:
                continue  # the brute force's reach
            exact = {}
            for c in cards_of(h.legal_mask()):
                g = h.clone()
                g.play_fast(c)
                v = brute(g)
                exact[card_str(c)] = v if (seat & 1) == 0 else 1.0 - v
            assert exact.keys() == x["values"].keys()
            for c, v in exact.items():
                assert x["values"][c] == pytest.approx(v, abs=1e-4)
            top = max(exact.values())
            assert set(x["best"]) == {c for c, v in exact.items() if v >= top - 1e-9}
            assert x["loss"] == pytest.approx(top - exact[x["chosen"]], abs=1e-4)


def test_the_lens_stops_when_asked():
    record = played_hand(3)
    with pytest.raises(LensCancelled):
        open_lens(record, 0, cancel=lambda: True)
    assert open_tricks(4) == 6 and open_tricks(2) == 6


def test_a_position_too_large_is_left_out(monkeypatch):
    from allfours_gui.ai import double_dummy

    record = played_hand(2)
    whole = open_lens(record, 1)
    monkeypatch.setattr(double_dummy, "MAX_NODES", 50)
    small = open_lens(record, 1)
    assert len(small) < len(whole) and small == whole[len(whole) - len(small):]


def test_how_long_a_lens_takes():
    """Printed, not asserted: the lens of one seat over a whole hand (its first
    card solved from the first trick)."""
    record = played_hand(1)
    started = time.perf_counter()
    lens = open_lens(record, 0)
    took = time.perf_counter() - started
    print(f"\nface-up lens for one seat of a four-player hand: {took:.2f} s, "
          f"{len(lens)} plays solved")
    assert lens

"""Random hands for the strength benchmarks: one way to deal them, so that a
seed gives the same positions in each."""

from __future__ import annotations

import random

from allfours_gui.engine import HandState, Rules


def random_start(rules: Rules, rng: random.Random) -> HandState:
    """A started hand: a shuffled deck, a random dealer, random scores short of the target."""
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, rng.randrange(rules.players), "threes",
                  [rng.randrange(rules.target - 1), rng.randrange(rules.target - 1)],
                  deck, rng=random.Random(rng.random()))
    h.start()
    return h

"""Random live hands and records for the AI tests."""

from __future__ import annotations

import random
from typing import Any

from allfours_gui.engine import Action, HandState, Rules
from allfours_gui.engine.hand import PLAY


def random_rules(rng: random.Random) -> Rules:
    return Rules(players=rng.choice([4, 2]), target=rng.choice([14, 7, 10, 21]),
                 kick_scoring=rng.choice(["trinidad", "tobago"]),
                 hang_jack=rng.random() < 0.8, game_point=rng.choice([1, 2]),
                 game_tie=rng.choice(["none", "non_dealer"]),
                 give_one_at_brink=rng.random() < 0.7, void_must_trump=rng.random() < 0.3,
                 undertrump=rng.random() < 0.7, exposed_penalty=rng.random() < 0.8)


def random_hand(rng: random.Random, steps: int | None = None,
                expose: float = 0.05) -> HandState:
    """A live hand after some random decisions (and the odd exposed card)."""
    while True:
        rules = random_rules(rng)
        deck = list(range(52))
        rng.shuffle(deck)
        h = HandState(rules, rng.randrange(rules.players), rng.choice(["ones", "threes"]),
                      [rng.randrange(rules.target), rng.randrange(rules.target)], deck,
                      rng=random.Random(rng.random()))
        h.start()
        for _ in range(rng.randrange(40) if steps is None else steps):
            if h.over:
                break
            if h.phase == PLAY and rules.exposed_penalty and rng.random() < expose:
                other = rng.choice([s for s in range(h.n) if s != h.turn])
                free = [c for c in range(52) if (h.hands[other] & ~h.exposed[other]) >> c & 1]
                if free:
                    h.apply(Action(other, "expose", rng.choice(free)))
                continue
            h.apply(rng.choice(h.legal_actions()))
        if not h.over:
            return h


def record_of(h: HandState) -> dict[str, Any]:
    return h.record()

"""The arena's ceiling: a player that sees every card.

It searches the true deal (plain UCT with the same rollouts and match-odds
value as the ISMCTS players). It takes a HandState, so it cannot be seated
at the table: only the arena uses it, and it is not one of LEVELS.
"""

from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.hand import HandState
from .ismcts import search
from .levels import ITERATIONS
from .medium import choose as medium_choose
from .moves import code, to_action


class OraclePlayer:
    level = "oracle"

    def __init__(self, seed: int | None = None, iterations: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations if iterations is not None else ITERATIONS["expert"]

    def choose_state(self, hand: HandState) -> Action:
        legal = hand.legal_actions()
        if len(legal) == 1:
            return legal[0]
        codes = [code(a) for a in legal]

        def sample(rng: random.Random) -> HandState:
            h = hand.clone()
            h.set_shuffler(random.Random(rng.random()))  # never draw on the game's RNG
            return h

        result = search(sample, codes, hand.turn & 1, self.iterations,
                        random.Random(self.rng.getrandbits(64)))
        if result.deals == 0:
            return medium_choose(hand.view_for(hand.turn))[0]
        return to_action(hand.turn, hand.phase, result.stats[0][0])

    def choose_method(self, seat: int, rules: object) -> str:
        return "threes"

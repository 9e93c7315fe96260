"""Random live hands for tests: random options, random legal decisions, the odd
exposed card (and call)."""

from __future__ import annotations

import random

from allfours_gui.engine import Action, HandState, Rules
from allfours_gui.engine.game import Game
from allfours_gui.engine.hand import PLAY


def random_rules(rng: random.Random) -> Rules:
    return Rules(players=rng.choice([4, 2]), target=rng.choice([14, 7, 10, 21]),
                 kick_scoring=rng.choice(["trinidad", "tobago"]),
                 hang_jack=rng.random() < 0.8, game_point=rng.choice([1, 2]),
                 game_tie=rng.choice(["none", "non_dealer"]),
                 give_one_at_brink=rng.random() < 0.7, void_must_trump=rng.random() < 0.3,
                 undertrump=rng.random() < 0.7, exposed_penalty=rng.random() < 0.8)


def at_first_play(players: int = 2, seed: int = 5) -> Game:
    """A game dealt in threes, stood or begged through by the first legal
    answers, at its first card."""
    game = Game(Rules(players=players), seed)
    game.cut()
    game.choose_method(game.dealer, "threes")
    game.deal()
    while game.hand.phase != PLAY:
        game.apply(game.hand.view_for(game.hand.turn).legal[0])
    return game


def dealt_hand(rules: Rules, rng: random.Random) -> HandState:
    """A hand just dealt and started: a random dealer, way of dealing and score."""
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, rng.randrange(rules.players), rng.choice(["ones", "threes"]),
                  [rng.randrange(rules.target), rng.randrange(rules.target)], deck,
                  rng=random.Random(rng.random()))
    h.start()
    return h


def played_hand(rng: random.Random, steps: int | None = None, expose: float = 0.05,
                call: float = 0.0, rules: Rules | None = None, max_steps: int | None = None,
                ) -> HandState:
    """A hand after ``steps`` random decisions (or a random number below
    ``max_steps``; neither: to its end, so it may be over).

    In play, with chance ``expose`` a seat not on turn exposes a card (a step),
    which the next seat then calls with chance ``call``.
    """
    r = rules or random_rules(rng)
    h = dealt_hand(r, rng)
    if steps is None and max_steps is not None:
        steps = rng.randrange(max_steps)
    done = 0
    while not h.over and (steps is None or done < steps):
        done += 1
        if h.phase == PLAY and r.exposed_penalty and rng.random() < expose:
            other = rng.choice([s for s in range(h.n) if s != h.turn])
            free = [c for c in range(52) if (h.hands[other] & ~h.exposed[other]) >> c & 1]
            if free:
                h.apply(Action(other, "expose", rng.choice(free)))
            if call:
                calls = h.call_options((h.turn + 1) % h.n)
                if calls and rng.random() < call:
                    h.apply(calls[0])
            continue
        h.apply(rng.choice(h.legal_actions()))
    return h


def random_hand(rng: random.Random, steps: int | None = None, expose: float = 0.05,
                call: float = 0.0, rules: Rules | None = None, max_steps: int = 40,
                ) -> HandState:
    """A live hand after ``steps`` (else up to ``max_steps``) random decisions
    (``played_hand``; drawn again until one is not over)."""
    while True:
        h = played_hand(rng, steps, expose, call, rules, None if steps is not None else max_steps)
        if not h.over:
            return h

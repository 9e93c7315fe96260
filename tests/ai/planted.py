"""Positions on stacked decks with a planted blunder, for the analysis tests.

Each maker returns ``(prefix, seat, blunder)``: a hand record up to the
decision, the seat on turn there, and the card that is the blunder. Suits,
the cards that fill the hands and the score vary with the random source; the
shape of each position does not. Seat 0 stands and leads; seats 0 and 2 play
against 1 and 3; the dealer is seat 3.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tests.engine.stacking import ALL_CARDS, act, record, stack

SUITS = "CDHS"
LOW = "2345789"
Planted = tuple[dict[str, Any], int, str]


def _fill(hands: list[list[str]], rng: random.Random, kick: str,
          keep_out: dict[int, set[str]]) -> list[list[str]]:
    """Each hand topped up to six cards from the rest, seat ``s`` taking no
    card of the suits ``keep_out[s]``."""
    used = {c for h in hands for c in h} | {kick}
    pool = [c for c in ALL_CARDS if c not in used]
    rng.shuffle(pool)
    for s, h in enumerate(hands):
        banned = keep_out.get(s, set())
        for c in [c for c in pool if c[1] not in banned][:6 - len(h)]:
            h.append(c)
            pool.remove(c)
    return hands


def _close_score(rng: random.Random, low: int = 6) -> tuple[int, int]:
    """A close score (from ``low`` up; by default the second half of a match
    to 14, where card points count most), with neither side all but lost."""
    a = rng.randrange(low, 11)
    return a, min(max(a + rng.randrange(-2, 3), low), 10)


def hung_jack(rng: random.Random) -> Planted:
    """Seat 0 leads the ace of trumps; the seat holding the jack and a small
    trump (seat 1, or seat 3 after two small trumps) plays the jack under it."""
    t = rng.choice(SUITS)
    low = rng.sample(LOW, 4)
    seat = rng.choice([1, 3])
    hands: list[list[str]] = [["A" + t], [], [], []]
    hands[seat] = ["J" + t, low[0] + t]
    before = [s for s in range(1, seat)]
    for i, s in enumerate(before):
        hands[s] = [low[1 + i] + t]
    kick = low[3] + t
    _fill(hands, rng, kick, {s: {t} for s in range(4)})
    actions = [act(0, "stand"), act(0, "play", "A" + t),
               *[act(s, "play", hands[s][0]) for s in before]]
    return record(stack(hands, kick), actions, score=_close_score(rng, 0)), seat, "J" + t


def ruffed_partner(rng: random.Random) -> Planted:
    """Partner's ace wins the trick whatever the last player does; the last
    player trumps it with its top trump instead of throwing its ten on it."""
    t, s = rng.sample(SUITS, 2)
    low = rng.sample(LOW, 2)
    top = rng.choice("AKQ") + t
    hands = [[low[0] + s], ["A" + s], [low[1] + s], ["T" + s, top]]
    kick = rng.choice([r for r in LOW if r not in low]) + t
    _fill(hands, rng, kick, {3: {t, s}})
    actions = [act(0, "stand"), act(0, "play", hands[0][0]), act(1, "play", "A" + s),
               act(2, "play", hands[2][0])]
    return record(stack(hands, kick), actions, score=_close_score(rng)), 3, top


def void_lead(rng: random.Random) -> Planted:
    """Seat 1 has shown it holds no card of a suit (it discarded on its lead)
    and has exposed the jack of trumps; seat 2, holding the ace and king of
    trumps, leads the ten of that suit into it (seat 1 plays last to it)."""
    t, s = rng.sample(SUITS, 2)
    discard = rng.choice([r + o for r in LOW[:4] for o in SUITS if o not in (t, s)])
    hands = [["6" + s], [discard, "J" + t], ["A" + s, "T" + s, "A" + t, "K" + t], ["3" + s]]
    kick = rng.choice("2345") + t
    _fill(hands, rng, kick, {1: {s}, 2: {s}})
    actions = [act(0, "stand"), act(0, "play", "6" + s), act(1, "play", discard),
               act(2, "play", "A" + s), act(3, "play", "3" + s), act(1, "expose", "J" + t)]
    return record(stack(hands, kick), actions, score=_close_score(rng)), 2, "T" + s


MAKERS: dict[str, Callable[[random.Random], Planted]] = {
    "hung jack": hung_jack, "trumped partner's sure trick": ruffed_partner,
    "led into a known void": void_lead}


def with_play(prefix: dict[str, Any], seat: int, card: str) -> dict[str, Any]:
    """The record with ``seat`` playing ``card`` next."""
    return {**prefix, "actions": [*prefix["actions"], act(seat, "play", card)]}

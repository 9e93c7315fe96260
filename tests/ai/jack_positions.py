"""Stacked positions where a jack idea decides the verdict, for the coach's tests.

Each maker returns ``(prefix, seat, wrong, best, idea)``: a hand record up to the
decision, the seat on turn there, a card that is a clear mistake, the card a
Trinidad player plays, and the claim kind that names what separates them.
Seat 0 stands and leads; seats 0 and 2 play against 1 and 3; the dealer is seat
3. The suits, the filling cards and the score vary with the random source.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tests.engine.stacking import act, record, stack

from .planted import LOW, SUITS, _close_score, _fill, hung_jack, ruffed_partner

JackPosition = tuple[dict[str, Any], int, str, str, str]


def jack_into_higher(rng: random.Random) -> JackPosition:
    """Seat 0 leads a small trump; seat 1 holds the jack and a small trump, with
    the ace, king and queen unseen: its jack, played now, may be hanged by seat 2."""
    t = rng.choice(SUITS)
    low = rng.sample(LOW, 3)
    hands: list[list[str]] = [[low[0] + t], ["J" + t, low[1] + t], ["K" + t], []]
    kick = low[2] + t
    _fill(hands, rng, kick, {0: {t}, 1: {t}, 3: {t}})
    actions = [act(0, "stand"), act(0, "play", low[0] + t)]
    # early in the match, where a hanged jack's three points weigh most
    score = (rng.randrange(0, 7), rng.randrange(0, 7))
    return (record(stack(hands, kick), actions, score=score), 1, "J" + t, low[1] + t,
            "jack_exposed")


def spent_catcher(rng: random.Random) -> JackPosition:
    """Partner's ace is sure to win; the last player trumps it with the one trump
    it holds above the jack (their jack still out) instead of feeding its ten."""
    prefix, seat, top = ruffed_partner(rng)
    ten = next(a["card"] for a in prefix["actions"] if a["do"] == "play" and a["seat"] == 1)
    return prefix, seat, top, "T" + ten[1], "spends_catcher"


def ten_in_trick(rng: random.Random) -> JackPosition:
    """Seat 0 leads the ten of a plain suit, the next two follow small; the last
    player, holding the ace, follows small and leaves the ten to them."""
    t, s = rng.sample(SUITS, 2)
    low = rng.sample(LOW, 4)
    hands = [["T" + s], [low[0] + s], [low[1] + s], ["A" + s, low[2] + s]]
    kick = low[3] + t
    _fill(hands, rng, kick, {0: {s}, 1: {s}, 2: {s}, 3: {s, t}})  # no trump to take it
    actions = [act(0, "stand"), act(0, "play", "T" + s), act(1, "play", low[0] + s),
               act(2, "play", low[1] + s)]
    return (record(stack(hands, kick), actions, score=_close_score(rng)), 3, low[2] + s,
            "A" + s, "ten_left")


def jack_under(rng: random.Random) -> JackPosition:
    """planted.hung_jack: the jack played under the ace of trumps led."""
    prefix, seat, jack = hung_jack(rng)
    small = next(c for c in _hand_of(prefix, seat) if c[1] == jack[1] and c != jack)
    return prefix, seat, jack, small, "jack_hung"


def _hand_of(prefix: dict[str, Any], seat: int) -> list[str]:
    from allfours_gui.engine import hand_from_record
    from allfours_gui.engine.cards import card_str, cards_of

    h = hand_from_record(prefix)
    return [card_str(c) for c in cards_of(h.hands[seat])]


JACK_MAKERS: dict[str, Callable[[random.Random], JackPosition]] = {
    "jack into a higher trump": jack_into_higher,
    "the catcher spent on partner's trick": spent_catcher,
    "the ten left in the trick": ten_in_trick,
    "jack under their ace": jack_under,
}

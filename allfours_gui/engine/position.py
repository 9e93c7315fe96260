"""Determinizations: a full HandState built from one seat's view plus a guess
at what that seat cannot see.

The computer players' searches sample the hidden cards and need a referee's
state to play on. Building it here, from HandState's own fields and by
replaying the public tricks through ``play_fast``, keeps the rules in
``hand.py`` alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import DECK_SIZE, FULL_DECK, cards_of
from .hand import OVER, HandState
from .view import PlayerView


def deal_kicks(view: PlayerView) -> tuple[int, ...]:
    """The kicks turned in the current deal (earlier deals' kicks went back
    into a reshuffled pack). Each deal turns one kick after six cards a seat,
    one per three more cards a seat, and (``pack_out="kicks"``) one per card
    turned from what the pack had left, which is fewer than a run takes."""
    n = view.n
    runs, rest = divmod(DECK_SIZE - view.pack_left - (6 * n + 1), 3 * n + 1)
    count = 1 + runs + rest
    return view.kicks[len(view.kicks) - count:]


def played_by_seat(view: PlayerView) -> list[int]:
    """Mask of the cards each seat has played in this deal."""
    out = [0] * view.n
    for trick, _ in view.tricks:
        for s, c in trick:
            out[s] |= 1 << c
    for s, c in view.trick:
        out[s] |= 1 << c
    return out


def unseen_mask(view: PlayerView) -> int:
    """Cards the seat cannot place: other hands and the undealt pack."""
    kicks = 0
    for k in deal_kicks(view):
        kicks |= 1 << k
    return FULL_DECK & ~(view.hand | view.played | kicks)


def hand_from_view(
    view: PlayerView,
    hidden_hands: Sequence[int],
    pack: Sequence[int],
    rng: random.Random | None = None,
) -> HandState:
    """A HandState matching ``view`` exactly in everything public, with
    ``hidden_hands[s]`` (a mask) as the current hand of every other seat and
    ``pack`` as the order of the undealt cards, top first.

    ``hidden_hands[view.seat]`` is ignored (the view's own hand is used); the
    hidden hands must include the other seats' exposed cards. ``rng`` shuffles
    the deck of any later redeal. Raises ValueError if the cards given do not
    fit the view (wrong counts or a card placed twice).
    """
    if not view.hand_visible:
        raise ValueError("a seat that may not look at its cards cannot search")
    if view.phase == OVER:
        raise ValueError("the hand is over")
    n = view.n
    hands = [view.hand if s == view.seat else hidden_hands[s] for s in range(n)]
    played = played_by_seat(view)
    kicks = deal_kicks(view)
    seen = 0
    for s in range(n):
        if hands[s].bit_count() != view.hand_sizes[s]:
            raise ValueError(f"seat {s} must hold {view.hand_sizes[s]} cards")
        if hands[s] & view.exposed[s] != view.exposed[s]:
            raise ValueError(f"seat {s} must hold its exposed cards")
        seen |= hands[s] | played[s]
    total = sum(h.bit_count() + p.bit_count() for h, p in zip(hands, played, strict=True))
    pack_mask = 0
    for c in pack:
        pack_mask |= 1 << c
    kick_mask = 0
    for k in kicks:
        kick_mask |= 1 << k
    if (len(pack) != view.pack_left or total + len(pack) + len(kicks) != DECK_SIZE
            or (seen | pack_mask | kick_mask) != FULL_DECK):
        raise ValueError("the hidden cards do not fit the view")

    # Cards already dealt come first in any order: only the pack is read again.
    deck = cards_of(FULL_DECK & ~pack_mask) + list(pack)
    return HandState.from_view(view, hands, deck, rng)


def true_hidden(hand: HandState) -> tuple[list[int], list[int]]:
    """The real hidden cards of a live hand (for tests and the arena's oracle)."""
    return list(hand.hands), list(hand.deck[hand.pos:])


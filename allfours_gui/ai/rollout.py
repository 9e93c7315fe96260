"""The rollout policies of the searches, working straight on a determinized
HandState: ``pick_card``, a noisy, fast cut of the medium rules, and
``medium_card``, the medium rules themselves (through the bit-mask port in
``inference``) with a little noise: slower, and much the better player.

It reads only the mover's own hand and the table (trick, trump), never the
other hands, so rollouts do not play as if every card were face up.
"""

from __future__ import annotations

import random

from ..engine.cards import FULL_DECK, SUIT_MASKS, SUIT_OF, mask_points
from ..engine.hand import STAND, HandState
from ..engine.trick_rules import BEATERS
from .inference import Play, model_card
from .knowledge import BLANKS, TENS, trump_strength
from .medium import GIVE_AT, STAND_AT

EPSILON = 0.1
MEDIUM_EPSILON = 0.05
_RANKS_HIGH = (0x1C00 | 0x1C00 << 13 | 0x1C00 << 26 | 0x1C00 << 39)  # Q K A


def pick_card(h: HandState, rand: random.Random) -> int:
    m = h.legal_mask()
    if not m & (m - 1):
        return m.bit_length() - 1
    if rand.random() < EPSILON:
        k = int(rand.random() * m.bit_count())
        while k:
            m &= m - 1
            k -= 1
        return (m & -m).bit_length() - 1
    trump = h.trump
    tm = SUIT_MASKS[trump]
    jack = 1 << (trump * 13 + 9)
    trick = h.trick
    if not trick:
        plain = m & ~tm
        t = m & tm
        if t and (not plain or rand.random() < 0.35):
            return t.bit_length() - 1  # lead the top trump
        blanks = plain & BLANKS
        if blanks:
            return (blanks & -blanks).bit_length() - 1
        c = plain or m
        return (c & -c).bit_length() - 1
    win = h.win_card
    b = BEATERS[trump][h.lead_suit][win]
    last = len(trick) == h.n - 1
    if (h.win_seat & 1) == (h.turn & 1):
        if last or (SUIT_OF[win] == trump and win > trump * 13 + 10):
            feed = m & jack or m & TENS & ~tm or m & _RANKS_HIGH & ~tm
            if feed:
                return feed.bit_length() - 1
        return _cheapest(m, tm, jack)
    winners = m & b
    if winners:
        plain_w = winners & ~tm
        if plain_w:
            return (plain_w & -plain_w).bit_length() - 1
        if last and winners & jack:
            return jack.bit_length() - 1
        points = h.trick_mask & (TENS | _RANKS_HIGH | jack)
        if points or last:
            w = winners & ~jack or winners
            return (w & -w).bit_length() - 1 if last else w.bit_length() - 1
    return _cheapest(m, tm, jack)


def _cheapest(m: int, tm: int, jack: int) -> int:
    for pool in (m & BLANKS & ~tm, m & ~tm & ~TENS, m & tm & BLANKS, m & ~TENS & ~jack,
                 m & ~jack, m):
        if pool:
            return (pool & -pool).bit_length() - 1
    raise AssertionError("no card")


def decide_change(h: HandState, rand: random.Random) -> bool:
    """Beg / run the pack when weak in trumps (with some noise)."""
    return trump_strength(h.hands[h.turn], h.trump) + rand.uniform(-1.5, 1.5) < 5.0


def medium_card(h: HandState, rand: random.Random) -> int:
    """The medium rules' card (``inference.model_card``) for the seat on turn,
    read off the mover's own hand and the table only (voids are not tracked,
    so 'sure' winners are judged without them); a random legal card with
    chance ``MEDIUM_EPSILON``."""
    m = h.legal_mask()
    if not m & (m - 1):
        return m.bit_length() - 1
    if rand.random() < MEDIUM_EPSILON:
        k = int(rand.random() * m.bit_count())
        while k:
            m &= m - 1
            k -= 1
        return (m & -m).bit_length() - 1
    seat = h.turn
    hand = h.hands[seat]
    dealt = held = 0
    for d, x in zip(h.dealt_seat, h.hands, strict=True):
        dealt |= d
        held |= x
    seen = dealt & ~held | 1 << h.kicks[-1]
    trump = h.trump
    trick = h.trick
    if not trick:
        return model_card(hand, m, Play(seat, -1, 0, seen, ()), trump)
    n = h.n
    jack = trump * 13 + 9
    tmask = h.trick_mask
    opp_after = partner_after = False
    for i in range(1, n - len(trick)):
        if ((seat + i) & 1) != (seat & 1):
            opp_after = True
        else:
            partner_after = True
    p = Play(seat, -1, 0, seen, tuple(trick), h.lead_suit, h.win_card,
             (h.win_seat & 1) == (seat & 1), mask_points(tmask), bool(tmask >> jack & 1),
             partner_after, FULL_DECK & ~seen if opp_after else 0)
    return model_card(hand, m, p, trump)


def decide_medium(h: HandState, rand: random.Random) -> bool:
    """Beg / run the pack around the medium player's thresholds (with some noise)."""
    s = trump_strength(h.hands[h.turn], h.trump) + rand.uniform(-1.0, 1.0)
    return s < (STAND_AT if h.phase == STAND else GIVE_AT)

"""What a seat can work out from its view: cards gone, cards unseen, voids shown.

Everything here is derived from a PlayerView alone, so every player that
uses it is blind to the hidden hands by construction.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import CARD_POINTS, JACK, SUIT_MASKS
from ..engine.position import unseen_mask
from ..engine.trick_rules import above, absent_shown, voids_of
from ..engine.view import PlayerView

TRUMP_VALUE = (1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.5, 2.5, 2.0, 3.0, 4.0)
_RANK_PLAIN = 0x00FF  # twos to nines: no card points
RANK_TENS = 0x0100


def suit_bits(rank_pattern: int) -> int:
    """A rank pattern (13 bits) repeated in every suit."""
    return rank_pattern | rank_pattern << 13 | rank_pattern << 26 | rank_pattern << 39


BLANKS = suit_bits(_RANK_PLAIN)
TENS = suit_bits(RANK_TENS)


def trump_strength(hand: int, trump: int) -> float:
    """A stand/give yardstick: weighted trumps plus a little for plain aces."""
    s = 0.0
    t = hand & SUIT_MASKS[trump]
    while t:
        low = t & -t
        s += TRUMP_VALUE[(low.bit_length() - 1) % 13]
        t ^= low
    aces = hand & suit_bits(1 << 12) & ~SUIT_MASKS[trump]
    return s + 0.5 * aces.bit_count()


def trick_points(trick: tuple[tuple[int, int], ...]) -> int:
    return sum(CARD_POINTS[c] for _, c in trick)


@dataclass(frozen=True, slots=True)
class Knowledge:
    """One seat's deductions. Masks are card bit masks; voids are suit bits."""

    seat: int
    n: int
    trump: int
    hand: int
    unseen: int  # cards in other hands or the undealt pack
    voids: tuple[int, ...]  # per seat, bit s set = shown void in suit s
    exposed_others: int
    # per seat, the cards its plays show it lacks: the voids' suits and, under
    # void_must_trump with undertrumping barred, the trumps above the trick's
    # best that a seat discarding would have had to play
    absent: tuple[int, ...] = ()

    @property
    def jack(self) -> int:
        return self.trump * 13 + JACK

    def may_hold(self, seat: int) -> int:
        """Cards ``seat`` may hold as far as this seat knows."""
        if seat == self.seat:
            return self.hand
        if self.absent:
            return self.unseen & ~self.absent[seat]
        m = self.unseen
        v = self.voids[seat]
        for s in range(4):
            if v >> s & 1:
                m &= ~SUIT_MASKS[s]
        return m

    def top_unseen_trump(self) -> int:
        """The highest trump still unseen, or -1."""
        t = self.unseen & SUIT_MASKS[self.trump]
        return t.bit_length() - 1 if t else -1

    def is_boss(self, card: int) -> bool:
        """No unseen card of its suit ranks above it."""
        return not above(card) & self.unseen


def voids_shown(view: PlayerView) -> tuple[int, ...]:
    """Suits each seat has shown it lacks in this deal's play, as the rules
    in force make the play show them (``engine.trick_rules.absent_shown``:
    not following a trump lead shows no trumps; a third suit on a plain
    lead shows none of the suit led, and none of the trumps a seat void in
    the suit led must play under ``void_must_trump``; under
    ``trump_and_follow`` the public obligations tell more)."""
    return voids_of(absent_shown(view))


def knowledge_of(view: PlayerView) -> Knowledge:
    exposed = 0
    for s, m in enumerate(view.exposed):
        if s != view.seat:
            exposed |= m
    absent = tuple(absent_shown(view))
    return Knowledge(view.seat, view.n, view.trump, view.hand, unseen_mask(view),
                     voids_of(absent), exposed, absent)

"""Cards as small integers and hands as bit masks.

A card is ``suit * 13 + rank`` with rank 0 = two ... 12 = ace, so within a suit
a larger integer is a higher card, and a hand is an int with one bit per card.
Bit masks keep legal-move generation and scoring to a few integer operations,
which matters because the computer players replay hands by the million.
"""

from __future__ import annotations

from collections.abc import Iterable

RANKS = "23456789TJQKA"
SUITS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = (
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "jack", "queen", "king", "ace",
)

TWO, SIX, TEN, JACK, QUEEN, KING, ACE = 0, 4, 8, 9, 10, 11, 12

DECK_SIZE = 52
FULL_DECK = (1 << DECK_SIZE) - 1
SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
SUIT_OF = tuple(c // 13 for c in range(DECK_SIZE))
RANK_OF = tuple(c % 13 for c in range(DECK_SIZE))

# Card points for "game": A=4, K=3, Q=2, J=1, 10=10.
RANK_POINTS = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
CARD_POINTS = tuple(RANK_POINTS[c % 13] for c in range(DECK_SIZE))


def _suit_pattern_points() -> tuple[int, ...]:
    table = [0] * 8192
    for pattern in range(1, 8192):
        low = pattern & -pattern
        table[pattern] = table[pattern ^ low] + RANK_POINTS[low.bit_length() - 1]
    return tuple(table)


# Points of every 13-bit pattern of one suit: a mask's points are four lookups.
_PATTERN_POINTS = _suit_pattern_points()


def parse_card(text: str) -> int:
    """``"TS"`` -> ten of spades. Raises ValueError on anything else."""
    if not isinstance(text, str) or len(text) != 2:
        raise ValueError(f"{text!r} is not a card (rank then suit, e.g. 'TS')")
    rank = RANKS.find(text[0].upper())
    suit = SUITS.find(text[1].upper())
    if rank < 0 or suit < 0:
        raise ValueError(f"{text!r} is not a card (rank then suit, e.g. 'TS')")
    return suit * 13 + rank


def card_str(c: int) -> str:
    return RANKS[c % 13] + SUITS[c // 13]


def card_name(c: int) -> str:
    """Plain words for messages: ``"the ten of spades"``."""
    return f"the {RANK_NAMES[c % 13]} of {SUIT_NAMES[c // 13]}"


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_points(mask: int) -> int:
    p = _PATTERN_POINTS
    return (
        p[mask & 0x1FFF]
        + p[(mask >> 13) & 0x1FFF]
        + p[(mask >> 26) & 0x1FFF]
        + p[(mask >> 39) & 0x1FFF]
    )

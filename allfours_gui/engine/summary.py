"""Who held High and Low, who won the Jack: the facts a hand summary shows."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import JACK, SUIT_MASKS
from .hand import HandState


@dataclass(frozen=True, slots=True)
class HandSummary:
    trump: int
    high: tuple[int, int] | None  # (card, seat that was dealt it)
    low: tuple[int, int] | None
    jack: tuple[int, int] | None  # (seat dealt the jack, seat whose trick took it)
    game_totals: tuple[int, int] | None
    points: tuple[tuple[int, str, int], ...]
    score: tuple[int, int]
    winner: int | None


def _holder(hand: HandState, card: int) -> int:
    return next(s for s, m in enumerate(hand.dealt_seat) if m >> card & 1)


def summarize(hand: HandState) -> HandSummary:
    trumps = 0
    for m in hand.dealt_seat:
        trumps |= m
    trumps &= SUIT_MASKS[hand.trump] if hand.trump >= 0 else 0
    high = low = jack = None
    complete = hand.game_totals is not None
    if trumps and complete:
        hi = trumps.bit_length() - 1
        lo = (trumps & -trumps).bit_length() - 1
        high, low = (hi, _holder(hand, hi)), (lo, _holder(hand, lo))
        j = hand.trump * 13 + JACK
        if trumps >> j & 1:
            taker = next(w for t, w in hand.tricks if any(c == j for _, c in t))
            jack = (_holder(hand, j), taker)
    return HandSummary(
        trump=hand.trump,
        high=high,
        low=low,
        jack=jack,
        game_totals=hand.game_totals,
        points=tuple(hand.points),
        score=(hand.score[0], hand.score[1]),
        winner=hand.winner,
    )

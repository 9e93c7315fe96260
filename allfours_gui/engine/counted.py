"""What a hand did not count because the game was won first (docs/rules.md §10: the
first team to reach the target wins the moment it gets there, and points after
that are not counted)."""

from __future__ import annotations

from collections.abc import Sequence

from .hand import HandState

# The order points are scored in: kicks and the beg point during the deal
# (a run of the pack can turn scoring kicks after the beg point), then the
# four end-of-hand categories.
_STAGE = {"kick": 0, "beg": 0, "high": 1, "low": 2, "jack": 3, "hang_jack": 3, "game": 4}
END_OF_HAND = ("high", "low", "jack", "game")


def not_counted(hand: HandState) -> frozenset[str]:
    """The end-of-hand categories (``high``, ``low``, ``jack``, ``game``; the
    jack stands for a hanged jack too) that were never scored because the game
    was already won earlier in this hand: those that come after the winning
    point. Empty for a hand that did not end the game, or that ended it with
    the last category."""
    return not_counted_after(hand.points, hand.winner)


def not_counted_after(points: Sequence[tuple[int, str, int]],
                      winner: int | None) -> frozenset[str]:
    """``not_counted`` from a hand's points in the order scored and its winner
    (what a hand summary keeps)."""
    if winner is None or not points:
        return frozenset()
    winning_stage = _STAGE[points[-1][1]]
    return frozenset(c for c in END_OF_HAND if _STAGE[c] > winning_stage)

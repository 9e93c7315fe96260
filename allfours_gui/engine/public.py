"""What every seat may know of a hand, and one seat's information set.

The split follows brianberns/Setback's ClosedDeal / OpenDeal / InformationSet:
``PublicView`` is what the whole table sees (the kicks, the tricks and who won
each, the scores, exposed cards); ``HandState`` (hand.py) is that plus every
hand and the pack, the referee's state; ``PlayerView`` is the public view plus
one seat's own cards and its legal moves, all a player is ever given.
This module imports nothing of hand.py, so the two do not import each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from .actions import Action
from .cards import SUIT_MASKS
from .rules import Rules
from .trick_rules import Trick, trick_winner


class Phase(StrEnum):
    """Phases of a hand. Plain strings too: ``Phase.PLAY == "play"``."""

    STAND = "stand"  # first hand stands or begs
    ANSWER = "answer"  # the dealer gives one or runs the pack
    PLAY = "play"  # tricks
    OVER = "over"  # all cards played, or a team reached the target


# Trick and trick_winner belong to the rules core (trick_rules); named here as before.
__all__ = ["Phase", "PlayerView", "PublicView", "Trick", "WonTrick", "give_bar", "trick_winner"]


class WonTrick(NamedTuple):
    plays: Trick
    winner: int


def give_bar(rules: Rules, score: Sequence[int], first: int, dealer_hand: int,
             trump: int) -> str:
    """The rule that bars the dealer from giving one (its ``Reason`` key:
    ``give_never``, ``give_barred`` at the brink, ``give_no_trump``), or ""."""
    if not rules.give_one:
        return "give_never"
    if not rules.give_one_at_brink and score[first & 1] + 1 >= rules.target:
        return "give_barred"
    if rules.give_needs_trump and not dealer_hand & SUIT_MASKS[trump]:
        return "give_no_trump"
    return ""


@dataclass(frozen=True, slots=True)
class PublicView:
    rules: Rules
    dealer: int
    first: int
    method: str
    number: int
    phase: str
    turn: int
    score: tuple[int, int]
    score_before: tuple[int, int]
    hand_sizes: tuple[int, ...]
    kicks: tuple[int, ...]
    trump: int
    pack_left: int
    redeals: int
    trick: Trick
    tricks: tuple[WonTrick, ...]
    exposed: tuple[int, ...]
    called: int
    decisions: tuple[Action, ...]
    points: tuple[tuple[int, str, int], ...]
    won: tuple[int, int]
    # trump_and_follow: per seat, the suit it must lead (or a trump) at its
    # next lead, -1 for none. Public: everyone saw the trump.
    owe: tuple[int, ...]

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def played(self) -> int:
        """Mask of every card played in this deal, tricks and current trick."""
        m = 0
        for trick, _ in self.tricks:
            for _, c in trick:
                m |= 1 << c
        for _, c in self.trick:
            m |= 1 << c
        return m

    @property
    def winning(self) -> tuple[int, int]:
        """(seat, card) winning the trick in progress; (-1, -1) before a lead."""
        return trick_winner(self.trick, self.trump) if self.trick else (-1, -1)


@dataclass(frozen=True, slots=True)
class PlayerView(PublicView):
    seat: int
    # Own cards as a mask; 0 while the seat may not look (before the beg is
    # settled only first hand and the dealer see their cards).
    hand: int
    hand_visible: bool
    legal: tuple[Action, ...]

    @property
    def team(self) -> int:
        return self.seat & 1

    @property
    def give_bar(self) -> str:
        """For the dealer answering a beg: the rule that leaves only the run
        (a ``Reason`` key, for the words), or "" when giving one is open."""
        return give_bar(self.rules, self.score, self.first, self.hand, self.trump)

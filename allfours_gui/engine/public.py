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
from .cards import SUIT_MASKS, SUIT_OF
from .rules import Rules


class Phase(StrEnum):
    """Phases of a hand. Plain strings too: ``Phase.PLAY == "play"``."""

    STAND = "stand"  # first hand stands or begs
    ANSWER = "answer"  # the dealer gives one or runs the pack
    PLAY = "play"  # tricks
    OVER = "over"  # all cards played, or a team reached the target


Trick = tuple[tuple[int, int], ...]  # (seat, card) in the order played


class WonTrick(NamedTuple):
    plays: Trick
    winner: int


def trick_winner(trick: Trick, trump: int) -> tuple[int, int]:
    """(seat, card) winning ``trick`` so far: the highest trump, else the
    highest card of the suit led. ``HandState.play_fast`` keeps the same
    answer as it goes (tested against this)."""
    lead = SUIT_OF[trick[0][1]]
    win_seat, win = trick[0]
    for seat, card in trick[1:]:
        suit = SUIT_OF[card]
        if (suit == trump and (SUIT_OF[win] != trump or card > win)) or (
                suit == lead and SUIT_OF[win] != trump and card > win):
            win_seat, win = seat, card
    return win_seat, win


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

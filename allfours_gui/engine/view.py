"""What one seat may know: the information set handed to a player.

Computer players receive a ``PlayerView`` and nothing else, so they cannot
peek. Hidden hands are simply not in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .hand import ANSWER, STAND, HandState, Trick, give_bar
from .rules import Rules


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: Rules
    dealer: int
    first: int
    method: str
    number: int
    phase: str
    turn: int
    score: tuple[int, int]
    score_before: tuple[int, int]
    # Own cards as a mask; 0 while the seat may not look (before the beg is
    # settled only first hand and the dealer see their cards).
    hand: int
    hand_visible: bool
    hand_sizes: tuple[int, ...]
    kicks: tuple[int, ...]
    trump: int
    pack_left: int
    redeals: int
    trick: Trick
    tricks: tuple[tuple[Trick, int], ...]
    exposed: tuple[int, ...]
    called: int
    decisions: tuple[Action, ...]
    points: tuple[tuple[int, str, int], ...]
    won: tuple[int, int]
    legal: tuple[Action, ...]
    # trump_and_follow: per seat, the suit it must lead (or a trump) at its
    # next lead, -1 for none. Public: everyone saw the trump.
    owe: tuple[int, ...]

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def team(self) -> int:
        return self.seat & 1

    @property
    def give_bar(self) -> str:
        """For the dealer answering a beg: the rule that leaves only the run
        (a ``Reason`` key, for the words), or "" when giving one is open."""
        return give_bar(self.rules, self.score, self.first, self.hand, self.trump)

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


def view_for(hand: HandState, seat: int) -> PlayerView:
    if not 0 <= seat < hand.n:
        raise ValueError(f"there is no seat {seat}")
    visible = hand.phase not in (STAND, ANSWER) or seat in (hand.first, hand.dealer)
    legal = tuple(hand.legal_actions()) if hand.turn == seat else ()
    return PlayerView(
        seat=seat,
        rules=hand.rules,
        dealer=hand.dealer,
        first=hand.first,
        method=hand.method,
        number=hand.number,
        phase=hand.phase,
        turn=hand.turn,
        score=(hand.score[0], hand.score[1]),
        score_before=hand.score_before,
        hand=hand.hands[seat] if visible else 0,
        hand_visible=visible,
        hand_sizes=tuple(h.bit_count() for h in hand.hands),
        kicks=tuple(hand.kicks),
        trump=hand.trump,
        pack_left=len(hand.deck) - hand.pos,
        redeals=len(hand.decks) - 1,
        trick=tuple(hand.trick),
        tricks=tuple(hand.tricks),
        exposed=tuple(hand.exposed),
        called=hand.called,
        decisions=tuple(a for a in hand.actions if a.do in ("stand", "beg", "give", "run")),
        points=tuple(hand.points),
        won=(hand.won[0], hand.won[1]),
        legal=legal,
        owe=tuple(hand.owe),
    )

"""The coach's second lens: the best card with every card face up (double-dummy).

``open_lens(record, seat)`` takes each card ``seat`` played in a finished
hand and values every legal card by the exact minimax of the rest of the
hand with all hands known (``endgame.solve_moves``: alpha-beta over the
tricks, scored by the engine, valued by the chance of winning the match).
It answers "what would have happened", not "what should you have known":
the seat could not see those cards, so this is never a verdict.

Measured on a 2-core laptop-class machine: from the first trick of a
four-player hand (24 cards) solving every card takes 0.4 to 4.3 s; from 20
cards 0.04 to 0.22 s, from 16 about 0.01 s; after a run of the pack (nine
cards each, 36 in all) more than 90 s. So the lens covers the positions
with at most ``OPEN_CARDS[n]`` cards left in the hands (the six tricks of a
usual hand of four, the whole play of two), and gives up on one that needs
more than ``MAX_NODES`` positions searched (then that card is not in the
lens): a hand's lens costs a few seconds at most, and stops soon when
cancelled (``cancel`` is asked every few thousand positions).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.actions import Action
from ..engine.cards import card_str
from ..engine.hand import PLAY, HandState
from ..engine.record import replay
from .endgame import _BIT, _Solver, cards_left

OPEN_CARDS = {4: 24, 2: 12}  # cards left in all hands at or below which a play is solved
MAX_NODES = 1_500_000  # positions searched for one card played, at most
_CHECK = 0x1FFF  # ask ``cancel`` every this many positions (plus one)
_SAME = 1e-9  # chances this close are the same result


class LensCancelled(Exception):
    """``cancel`` asked the lens to stop."""


class _TooLarge(Exception):
    """A position needs more than ``MAX_NODES`` positions searched."""


class _Bounded(_Solver):
    """The endgame solver, stopped by ``cancel`` or past ``MAX_NODES``."""

    __slots__ = ("cancel",)

    def __init__(self, h: HandState, cancel: Callable[[], bool] | None) -> None:
        super().__init__(h)
        self.cancel = cancel

    def checks(self) -> bool:
        return True

    def check(self, nodes: int) -> None:
        if self.cancel is not None and self.cancel():
            raise LensCancelled
        if nodes > MAX_NODES:
            raise _TooLarge

    def search(self, hands: list[int], turn: int, trick: list[tuple[int, int]], win: int,
               win_seat: int, won0: int, won1: int, alpha: float, beta: float,
               first_mask: int = 0) -> float:
        if not self.nodes & _CHECK:
            self.check(self.nodes)
        return super().search(hands, turn, trick, win, win_seat, won0, won1, alpha, beta,
                              first_mask)


def _card_values(h: HandState, cancel: Callable[[], bool] | None) -> dict[int, float]:
    """Team 0's exact match-win chance after each legal card of the seat on turn
    (as ``endgame.solve_moves``), or raises ``_TooLarge``."""
    s = _Bounded(h, cancel)
    trick = list(h.trick)
    win, win_seat = (h.win_card, h.win_seat) if trick else (-1, -1)
    out: dict[int, float] = {}
    m = h.legal_mask()
    while m:
        c = m.bit_length() - 1
        m ^= _BIT[c]
        out[c] = s.root(h.hands, h.turn, trick, win, win_seat, _BIT[c])
    return out


def open_tricks(players: int) -> int:
    """How many of the last tricks the lens covers."""
    return OPEN_CARDS[players] // players


def open_lens(record: dict[str, Any], seat: int,
              cancel: Callable[[], bool] | None = None) -> list[dict[str, Any]]:
    """For each card ``seat`` played with at most ``OPEN_CARDS`` cards left: its
    ``index`` in the record, the card ``chosen``, the ``best`` cards (all those
    as good), each legal card's match-win chance for the seat's side with every
    card face up (``values``), and the ``loss`` of the card chosen."""
    out: list[dict[str, Any]] = []
    actions = record["actions"]
    for i, (hand, _) in enumerate(replay(record)):
        if i >= len(actions):
            break
        action = Action.from_record(actions[i])
        if action.seat != seat or action.do != "play" or hand.phase != PLAY \
                or action.card is None or cards_left(hand) > OPEN_CARDS[hand.n]:
            continue
        if cancel is not None and cancel():
            raise LensCancelled
        try:
            moves = _card_values(hand, cancel)
        except _TooLarge:
            continue  # said in the window as any position the lens does not reach
        mine = {c: (v if (seat & 1) == 0 else 1.0 - v) for c, v in moves.items()}
        top = max(mine.values())
        out.append({
            "index": i,
            "chosen": card_str(action.card),
            "best": [card_str(c) for c in sorted(mine, key=lambda c: -mine[c])
                     if mine[c] >= top - _SAME],
            "values": {card_str(c): round(v, 4) for c, v in mine.items()},
            "loss": round(max(top - mine.get(action.card, top), 0.0), 4),
        })
    return out


__all__ = ["MAX_NODES", "OPEN_CARDS", "LensCancelled", "open_lens", "open_tricks"]

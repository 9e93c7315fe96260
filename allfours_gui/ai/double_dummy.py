"""The coach's second lens: the best card with every card face up (double-dummy).

``open_lens(record, seat)`` takes each card ``seat`` played in a finished
hand and values every legal card by the exact minimax of the rest of the
hand with all hands known (``endgame.solve_moves``: alpha-beta over the
tricks, scored by the engine, valued by the chance of winning the match).
It answers "what would have happened", not "what should you have known":
the seat could not see those cards, so this is never a verdict.

A full solve from the first trick of a four-player hand (24 cards) takes
minutes in Python; from 20 cards it takes a tenth of a second or so, from 16
a hundredth (measured on a 2-core laptop-class machine). So the lens covers
the positions with at most ``OPEN_CARDS[n]`` cards left in the hands: the
last five tricks of four players, the whole play of two.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.actions import Action
from ..engine.cards import card_str
from ..engine.hand import PLAY
from ..engine.record import replay
from .endgame import cards_left, solve_moves

OPEN_CARDS = {4: 20, 2: 12}  # cards left in all hands at or below which a play is solved
_SAME = 1e-9  # chances this close are the same result


class LensCancelled(Exception):
    """``cancel`` asked the lens to stop."""


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
        _, moves = solve_moves(hand)
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


__all__ = ["OPEN_CARDS", "LensCancelled", "open_lens", "open_tricks"]

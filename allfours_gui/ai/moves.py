"""The searches' action encoding, defined once.

A search move is a small int: a card (0..51) for a play, ``KEEP`` for stand
or give one, ``CHANGE`` for beg or run the pack. Every AI module translates
between moves and the engine's ``Action`` through this module only.
"""

from __future__ import annotations

from ..engine.actions import Action
from ..engine.cards import cards_of
from ..engine.hand import ANSWER, PLAY, STAND, HandState

KEEP, CHANGE = 52, 53  # stand or give / beg or run


def code(action: Action) -> int:
    """The move of an ``Action`` (a play, stand, beg, give or run)."""
    if action.do == "play":
        assert action.card is not None
        return action.card
    if action.do in ("stand", "give"):
        return KEEP
    if action.do in ("beg", "run"):
        return CHANGE
    raise ValueError(f"{action.do!r} is not a move a search makes")


def to_action(seat: int, phase: str, move: int) -> Action:
    """The ``Action`` of ``move`` for ``seat`` in ``phase``."""
    if move < 52:
        return Action(seat, "play", move)
    if phase == STAND:
        return Action(seat, "stand" if move == KEEP else "beg")
    return Action(seat, "give" if move == KEEP else "run")


def moves(h: HandState) -> list[int]:
    """The moves open to the seat on turn, through the engine's own rules (house
    rules may bar standing or giving: a barred one is not a move)."""
    if h.phase == PLAY:
        return cards_of(h.legal_mask())
    if h.phase in (STAND, ANSWER):
        return [code(a) for a in h.legal_actions()]
    return []


def apply_move(h: HandState, move: int) -> None:
    """Make ``move`` (one of ``moves(h)``) on ``h``, unchecked, no events."""
    if move < 52:
        h.play_fast(move)
    else:
        h.decide_fast(move == CHANGE)

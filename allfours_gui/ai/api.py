"""``decide`` and ``explain``: a computer decision for an ``allfours-hand/1``
record, as the GUI's hint and the tools use it.

Only the view of the seat on turn reaches the player, so records that differ
in cards that seat cannot see give the same answer for the same seed.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalAction
from ..engine.record import hand_from_record
from ..engine.view import PlayerView
from .players import LEVELS, Candidate, make_player


def _view(record: dict[str, Any], level: str) -> PlayerView:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    hand = hand_from_record(record)
    if hand.over:
        raise IllegalAction("the hand is over: there is no decision to make")
    return hand.view_for(hand.turn)


def _candidates(record: dict[str, Any], level: str, seed: int,
                iterations: int | None) -> tuple[PlayerView, list[Candidate]]:
    view = _view(record, level)
    player = make_player(level, seed, iterations=iterations) if level in ("hard", "expert") \
        else make_player(level, seed)
    return view, player.explain(view)


def decide(record: dict[str, Any], level: str, seed: int,
           iterations: int | None = None) -> dict[str, Any]:
    """The decision of the seat on turn after the record's actions, in record form.

    Deterministic for ``seed``; ``iterations`` overrides the search budget of
    hard and expert (tests use small budgets).
    """
    _, cands = _candidates(record, level, seed, iterations)
    return cands[0].action.to_record()


def explain(record: dict[str, Any], level: str, seed: int,
            iterations: int | None = None) -> dict[str, Any]:
    """The candidates considered, best first, with their estimated match-win
    chance (hard, expert) or the rule behind the choice (easy, medium)."""
    view, cands = _candidates(record, level, seed, iterations)
    return _explained(view, level, cands)


def explain_view(view: PlayerView, level: str, seed: int | None = None,
                 seconds: float | None = None) -> dict[str, Any]:
    """``explain`` for a seat that holds only its own view (a networked table)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
    player = make_player(level, seed, seconds=seconds) if level in ("hard", "expert") \
        else make_player(level, seed)
    return _explained(view, level, player.explain(view))


def _explained(view: PlayerView, level: str, cands: list[Candidate]) -> dict[str, Any]:
    return {
        "seat": view.seat,
        "level": level,
        "decision": cands[0].action.to_record(),
        "candidates": [{"action": c.action.to_record(), "win_chance": c.win_chance,
                        "reason": c.reason} for c in cands],
    }

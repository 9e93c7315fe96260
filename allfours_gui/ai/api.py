"""``decide`` and ``explain``: a computer decision for an ``allfours-hand/1``
record, as the GUI's hint and the tools use it.

Only the view of the seat on turn reaches the player, so records that differ
in cards that seat cannot see give the same answer for the same seed.

Reproducible: hard and expert search their whole rollout budget here, with no
wall-clock deadline, so the same record, level and seed give the same answer
on any machine under any load (expert takes up to a few seconds a decision
that way, 0.04 s at the median; hard under 0.2 s). Where a person waits for the answer (the
table's Hint) ``seconds=`` adds the table's deadline, and the answer may then
depend on the machine's load, as the computer seats' do.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.record import hand_from_record
from ..engine.view import PlayerView
from .levels import CONFIGS
from .players import LEVELS, Candidate, LevelPlayer, make_player
from .reasons import CANCELLED, RULES_SAY, claim_record, play_claims, reason, why_text


def _view(record: dict[str, Any], level: str) -> PlayerView:
    _check_level(level)
    hand = hand_from_record(record)
    if hand.over:
        raise IllegalAction("the hand is over: there is no decision to make")
    return hand.view_for(hand.turn)


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")


def _player(level: str, seed: int | None, iterations: int | None,
            seconds: float | None) -> LevelPlayer:
    """The level's player: without ``seconds`` a search stops only at its
    budget (``iterations`` or the level's), never at a deadline; with it, at
    ``seconds`` or the level's own deadline, whichever comes first."""
    if level not in CONFIGS:
        return make_player(level, seed)
    if seconds is None:
        config = dataclasses.replace(CONFIGS[level], seconds=math.inf)
        return make_player(level, seed, iterations=iterations, config=config)
    return make_player(level, seed, iterations=iterations, seconds=seconds)


def _candidates(record: dict[str, Any], level: str, seed: int, iterations: int | None,
                seconds: float | None) -> tuple[PlayerView, list[Candidate]]:
    view = _view(record, level)
    return view, _player(level, seed, iterations, seconds).explain(view)


def decide(record: dict[str, Any], level: str, seed: int,
           iterations: int | None = None, *, seconds: float | None = None) -> dict[str, Any]:
    """The decision of the seat on turn after the record's actions, in record form.

    The same for the same record, level and seed, whatever the machine's load:
    hard and expert search their whole budget (600 and 3,000 rollouts, or
    ``iterations``; tests use small budgets), which takes expert up to a few
    seconds (0.04 s at the median). ``seconds``: also stop at this deadline (or the level's
    own, if sooner), as the table does while a person waits; the answer then
    depends on the machine's speed and load.
    """
    _, cands = _candidates(record, level, seed, iterations, seconds)
    return cands[0].action.to_record()


def explain(record: dict[str, Any], level: str, seed: int,
            iterations: int | None = None, *, seconds: float | None = None) -> dict[str, Any]:
    """The candidates considered, best first, with their estimated match-win
    chance (hard, expert) or the rule behind the choice (easy, medium), and
    ``why``: the decision's reason in a player's words, true of what the seat
    can see (``reasons``). Reproducible like ``decide`` (same arguments)."""
    view, cands = _candidates(record, level, seed, iterations, seconds)
    return _explained(view, level, cands)


def explain_view(view: PlayerView, level: str, seed: int | None = None,
                 seconds: float | None = None) -> dict[str, Any]:
    """``explain`` for a seat that holds only its own view (a networked table).
    Without ``seconds`` the search runs its whole budget (see ``decide``)."""
    _check_level(level)
    return _explained(view, level, _player(level, seed, None, seconds).explain(view))


def _explained(view: PlayerView, level: str, cands: list[Candidate]) -> dict[str, Any]:
    claims = reason(view, cands)
    why = why_text(claims)
    return {
        "seat": view.seat,
        "level": level,
        "decision": cands[0].action.to_record(),
        "why": why,
        # ``why`` part by part, each with its key and fields: a window words them
        # in its own language (``reasons.claim_record``)
        "claims": [claim_record(view, c) for c in claims],
        "candidates": [{"action": c.action.to_record(), "win_chance": c.win_chance,
                        "reason": _true_reason(view, c, why if i == 0 else "")}
                       for i, c in enumerate(cands)],
    }


def _true_reason(view: PlayerView, cand: Candidate, why: str) -> str:
    """A candidate's reason with the name of the rule that chose a card (the
    medium rules' label, which can claim more than the seat knows, such as
    "partner is winning" while an opponent may still beat partner) replaced
    by what the card does, as far as the seat can tell."""
    card = cand.action.card
    if card is None:
        return cand.reason
    if cand.win_chance is None and why:  # a rule player's choice, or the search's fallback
        return CANCELLED + why if cand.reason.startswith(CANCELLED) else why
    head, rules_say, _ = cand.reason.partition(RULES_SAY)
    if not rules_say:
        return cand.reason
    return head + rules_say + why_text(play_claims(view, card))

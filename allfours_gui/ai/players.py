"""The computer players the table and the tools use, one class per method.

A player is handed a ``PlayerView`` (never the HandState) and answers with an
``Action`` from ``view.legal``; it also picks the dealing method when it deals
first and decides whether to call an opponent's exposed card.
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action
from ..engine.rules import Rules
from ..engine.view import PlayerView
from . import easy, medium
from .ismcts import CHANGE, KEEP, search, to_action
from .sampling import Sampler

LEVELS = ("easy", "medium", "hard", "expert")
# Iterations per decision: fixed counts, so a seed gives the same answer on
# any machine. Expert keeps its p95 decision time under a second here.
ITERATIONS = {"hard": 600, "expert": 3000}


@dataclass(frozen=True, slots=True)
class Candidate:
    """One considered decision: its estimated match-win chance (searches) or
    the rule that chose it (rule-based players)."""

    action: Action
    win_chance: float | None
    reason: str


class Player(Protocol):
    """What a table's seat asks of a computer player: the one player interface."""

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action: ...

    def choose_method(self, seat: int, rules: Rules) -> str: ...

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None: ...


class LevelPlayer(Player, Protocol):
    """A player of a named level that can also say why it chooses (hints, tools)."""

    level: str

    def explain(self, view: PlayerView) -> list[Candidate]: ...


def _check_view(view: object) -> PlayerView:
    if not isinstance(view, PlayerView):
        raise TypeError(f"players take a PlayerView, not {type(view).__name__}")
    if not view.legal:
        raise ValueError(f"seat {view.seat} has no decision to make now")
    return view


class EasyPlayer:
    level = "easy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action:
        return self.explain(view)[0].action

    def explain(self, view: PlayerView) -> list[Candidate]:
        view = _check_view(view)
        action, reason = easy.choose(view, self.rng)
        return [Candidate(action, None, reason)]

    def choose_method(self, seat: int, rules: Rules) -> str:
        return self.rng.choice(["ones", "threes"])

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        return easy.choose_call(_check_call(view), options, self.rng)


class MediumPlayer:
    level = "medium"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action:
        return medium.choose(_check_view(view))[0]

    def explain(self, view: PlayerView) -> list[Candidate]:
        view = _check_view(view)
        action, reason = medium.choose(view)
        others = [Candidate(a, None, "not chosen by the rules") for a in view.legal
                  if a != action]
        return [Candidate(action, None, reason), *others]

    def choose_method(self, seat: int, rules: Rules) -> str:
        return "threes"  # the usual Trinidad deal; the method changes no odds

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        return medium.choose_call(_check_call(view), options)


class SearchPlayer:
    """Hard and expert: ISMCTS over sampled deals, ``iterations`` a decision
    (or until ``seconds`` have passed, for callers that want a time budget)."""

    def __init__(self, level: str, seed: int | None = None, iterations: int | None = None,
                 seconds: float | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.iterations = iterations if iterations is not None else ITERATIONS[level]
        self.seconds = seconds

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action:
        view = _check_view(view)
        seed = self.rng.getrandbits(64)  # drawn even when forced: one stream either way
        if len(view.legal) == 1:
            return view.legal[0]
        return self._candidates(view, cancel, seed)[0].action

    def explain(self, view: PlayerView) -> list[Candidate]:
        # Even a forced decision gets a short search, for its win chance.
        view = _check_view(view)
        return self._candidates(view, None, self.rng.getrandbits(64))

    def _candidates(self, view: PlayerView, cancel: threading.Event | None,
                    seed: int) -> list[Candidate]:
        fallback, rule = medium.choose(view)
        codes = [_code(a) for a in view.legal]
        sampler = Sampler(view)
        deadline = None if self.seconds is None else time.monotonic() + self.seconds
        result = search(sampler.sample, codes, view.team, self.iterations,
                        random.Random(seed), cancel, deadline=deadline, prior=_code(fallback))
        if result.deals == 0:
            return [Candidate(fallback, None, f"search cancelled: {rule}")]
        out = []
        for move, value in result.stats:
            action = to_action(view.seat, view.phase, move)
            note = f"{result.deals:,} simulated deals"
            if action == fallback:
                note += f"; the rules say: {rule}"
            out.append(Candidate(action, value, note))
        return out

    def choose_method(self, seat: int, rules: Rules) -> str:
        return "threes"

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        return medium.choose_call(_check_call(view), options)


def _code(a: Action) -> int:
    if a.do == "play":
        assert a.card is not None
        return a.card
    return KEEP if a.do in ("stand", "give") else CHANGE


def _check_call(view: object) -> PlayerView:
    if not isinstance(view, PlayerView):
        raise TypeError(f"players take a PlayerView, not {type(view).__name__}")
    return view


def make_player(level: str, seed: int | None = None, *, iterations: int | None = None,
                seconds: float | None = None) -> LevelPlayer:
    """A computer player of ``level`` (one of LEVELS), deterministic for ``seed``.

    ``iterations`` / ``seconds`` override the search budget of hard and expert.
    """
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer(seed)
    if level in ("hard", "expert"):
        return SearchPlayer(level, seed, iterations, seconds)
    raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Candidate", "LevelPlayer", "Player", "make_player"]

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
from ..engine.cards import CARD_POINTS, JACK, SUIT_OF, card_str
from ..engine.hand import PLAY
from ..engine.position import unseen_mask
from ..engine.rules import Rules
from ..engine.view import PlayerView
from . import easy, medium
from .ismcts import search
from .levels import CONFIGS, SOLVE_ROLLOUT, SOLVE_ROOT, SearchConfig
from .moves import code, to_action
from .playout import CardPolicy, DecidePolicy, for_search
from .rollout import decide_change, decide_medium, medium_card, pick_card
from .sampling import Sampler

LEVELS = ("easy", "medium", "hard", "expert")
POLICIES: dict[str, tuple[CardPolicy, DecidePolicy]] = {
    "medium": (medium_card, decide_medium), "fast": (pick_card, decide_change)}


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
    or until the level's deadline (or the caller's ``seconds``, if sooner)."""

    def __init__(self, level: str, seed: int | None = None, iterations: int | None = None,
                 seconds: float | None = None, config: SearchConfig | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.config = config or CONFIGS[level]
        self.iterations = iterations if iterations is not None else self.config.iterations
        self.seconds = self.config.seconds if seconds is None else min(seconds,
                                                                        self.config.seconds)

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action:
        view = _check_view(view)
        seed = self.rng.getrandbits(64)  # drawn even when forced: one stream either way
        if len(view.legal) == 1:
            return view.legal[0]
        return self._candidates(view, cancel, seed)[0].action

    def explain(self, view: PlayerView) -> list[Candidate]:
        # Even a forced decision gets a short search, for its win chance.
        view = _check_view(view)
        return self._candidates(view, None, self.rng.getrandbits(64), explaining=True)

    def _candidates(self, view: PlayerView, cancel: threading.Event | None,
                    seed: int, explaining: bool = False) -> list[Candidate]:
        start = time.monotonic()
        cfg = self.config
        fallback, rule = medium.choose(view)
        same = _equivalent(view, code(fallback))
        codes = sorted(set(same.values()))
        if len(codes) == 1 and not explaining:  # every legal card is the same play
            return [Candidate(fallback, None, f"every card is the same play: {rule}")]
        policy = POLICIES[cfg.rollout]
        playout = for_search(policy)
        sampler = Sampler(view, infer=cfg.infer, candidates=cfg.candidates, playout=playout)
        solve_at = 0
        if cfg.solve and view.phase == PLAY:
            left = sum(view.hand_sizes)
            root = (cfg.solve_root if view.n == 4 else cfg.solve_root2) or SOLVE_ROOT[view.n]
            solve_at = left if left <= root else (cfg.solve_rollout or SOLVE_ROLLOUT[view.n])
        result = search(sampler.sample, codes, view.team, self.iterations,
                        random.Random(seed), cancel, deadline=start + self.seconds,
                        prior=code(fallback), solve_at=solve_at,
                        policy=policy, prior_se=cfg.prior, playout=playout,
                        tree_seats=_tree_seats(cfg.tree, view.seat, view.n))
        if result.deals == 0:
            return [Candidate(fallback, None, f"search cancelled: {rule}")]
        out = []
        for move, value in result.stats:
            for m in [move, *sorted(c for c, r in same.items() if r == move and c != move)]:
                action = to_action(view.seat, view.phase, m)
                note = f"{result.deals:,} simulated deals"
                if m != move:
                    note += f"; the same as {card_str(move)}"
                if action == fallback:
                    note += f"; the rules say: {rule}"
                out.append(Candidate(action, value, note))
        return out

    def choose_method(self, seat: int, rules: Rules) -> str:
        return "threes"

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        return medium.choose_call(_check_call(view), options)


def _tree_seats(tree: str, seat: int, n: int) -> int:
    """The seats (bit mask) whose cards the search tree chooses."""
    if tree == "all":
        return (1 << n) - 1
    if tree == "team":
        return sum(1 << s for s in range(n) if (s & 1) == (seat & 1))
    if tree == "seat":
        return 1 << seat
    raise ValueError(f"tree is 'all', 'team' or 'seat', not {tree!r}")


def _equivalent(view: PlayerView, prefer: int) -> dict[int, int]:
    """Each legal move's representative: cards of one suit worth the same card
    points (not the jack) with no card between them that is still out are
    the same play, so the search tries one of them (``prefer`` if it is one)."""
    codes = [code(a) for a in view.legal]
    out = {c: c for c in codes}
    if view.phase != PLAY:
        return out
    # cards still to come, and those on the trick: a card between two of ours
    # there (the card to beat) makes them different plays
    out_cards = unseen_mask(view)
    for _, c in view.trick:
        out_cards |= 1 << c
    jack = view.trump * 13 + JACK
    group: list[int] = []
    for c in [*sorted(codes), -1]:
        if group and (c < 0 or SUIT_OF[c] != SUIT_OF[group[-1]]
                      or CARD_POINTS[c] != CARD_POINTS[group[-1]] or jack in (c, group[-1])
                      or out_cards & ((1 << c) - (2 << group[-1]))):
            rep = prefer if prefer in group else group[0]
            for g in group:
                out[g] = rep
            group = []
        if c >= 0:
            group.append(c)
    return out


def _check_call(view: object) -> PlayerView:
    if not isinstance(view, PlayerView):
        raise TypeError(f"players take a PlayerView, not {type(view).__name__}")
    return view


def make_player(level: str, seed: int | None = None, *, iterations: int | None = None,
                seconds: float | None = None, config: SearchConfig | None = None
                ) -> LevelPlayer:
    """A computer player of ``level`` (one of LEVELS), deterministic for ``seed``
    (for hard and expert: while the deadline is not what stops the search).

    ``iterations`` overrides the search budget of hard and expert, ``seconds``
    lowers their deadline, ``config`` replaces their whole configuration (the
    arena's variants).
    """
    if level == "easy":
        return EasyPlayer(seed)
    if level == "medium":
        return MediumPlayer(seed)
    if level in ("hard", "expert"):
        return SearchPlayer(level, seed, iterations, seconds, config)
    raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")


__all__ = ["CONFIGS", "LEVELS", "Candidate", "LevelPlayer", "Player", "SearchConfig",
           "make_player"]

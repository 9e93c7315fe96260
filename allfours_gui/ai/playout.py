"""How a search plays a sampled deal on from its tree to the end: the rollout
policy, the exact solver of the last tricks and the score, on the pure path or
the compiled one (``native``).

``for_search(policy)`` gives the compiled playout when the core is built
and the policy is the medium rules' (``rollout.medium_card``, which the core
mirrors); otherwise the pure one. The core plays cards only: a deal before its
play (a beg, a run of the pack) is played here on the engine's HandState, with
the compiled stream, and goes over to the core when its play starts (``enter``).
Both draw the same numbers from a deal's stream (``native.core.Random`` is
``random.Random``'s generator), so a search gives the same answer on either
(tests/ai/test_native.py).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.hand import OVER, PLAY, HandState
from ..engine.rules import Rules
from ..engine.view import PlayerView
from . import native
from .endgame import solve
from .match_odds import _table, win_chance
from .rollout import decide_medium, medium_card

# A playout's state is a HandState on the pure path and a ``native.core.Hand`` on
# the compiled one; both answer ``phase``, ``turn``, ``n``, ``hands``, ``trick``,
# ``legal_mask()``, ``play_fast(card)`` and ``clone()``.
State = Any
CardPolicy = Callable[[Any, Any], int]
DecidePolicy = Callable[[Any, Any], bool]


def outcome_value(h: HandState) -> float:
    """Team 0's chance of winning the match once the hand is over."""
    if h.winner is not None:
        return 1.0 if h.winner == 0 else 0.0
    return win_chance(h.rules, h.score, 0, ((h.dealer + 1) % h.n) & 1)


def cards_in_hands(h: State) -> int:
    """Cards still in the hands (all hands hold the same number at a trick's start)."""
    n: int = h.n
    return int(h.hands[h.turn].bit_count()) * n - len(h.trick)


@dataclass(frozen=True, slots=True)
class Playout:
    """``card``/``decide``: the policy's moves for the seat on turn; ``solve``: team
    0's exact value of a deal in play; ``finish(h, stream, solve_at)``: play ``h``
    out by the policy (solved once ``solve_at`` cards or fewer are left) and value
    it; ``stream(seed)``: a policy's random stream. ``enter(deal)`` is the state a
    sampled deal is played on (``clone()`` it for each move)."""

    card: CardPolicy
    decide: DecidePolicy
    solve: Callable[[State], float]
    finish: Callable[[State, Any, int], float]
    stream: Callable[[float], Any]
    compiled: bool = False

    def enter(self, h: State) -> State:
        """``h``, or the compiled Hand of it once a HandState's play has started (the
        compiled sampler deals compiled Hands already; a deal before its play stays a
        HandState until then)."""
        if self.compiled and isinstance(h, HandState) and h.phase == PLAY:
            return compiled_hand(h)
        return h

    def adopt(self, rng: random.Random) -> Any:
        """The search's own stream for this playout: ``rng`` itself on the pure path,
        a compiled generator in the same state on the compiled one (``give_back``
        hands its state back)."""
        if not self.compiled:
            return rng
        stream = self.stream(0)
        stream.setstate(rng.getstate()[1])
        return stream

    def streams(self, tree_seed: float, noise: float) -> Callable[[], tuple[Any, Any]]:
        """A deal's streams, fresh for each root move: the tree's (``random.Random(
        tree_seed)``'s numbers) and the rollouts' (``stream(noise)``)."""
        if not self.compiled:
            return lambda: (random.Random(tree_seed), random.Random(noise))
        tree, rollout = self.stream(tree_seed), self.stream(noise)
        return lambda: (tree.copy(), rollout.copy())

    def give_back(self, stream: Any, rng: random.Random) -> None:
        """Leave ``rng`` where ``stream`` (from ``adopt(rng)``) has got to."""
        if stream is not rng:
            version, _, gauss = rng.getstate()
            rng.setstate((version, stream.getstate(), gauss))


def _finish(card: CardPolicy, decide: DecidePolicy, h: HandState, rand: random.Random,
            solve_at: int) -> float:
    while h.phase != OVER:
        if h.phase == PLAY:
            if solve_at and cards_in_hands(h) <= solve_at:
                return solve(h)
            h.play_fast(card(h, rand))
        else:
            h.decide_fast(decide(h, rand))
    return outcome_value(h)


def _solve(h: HandState) -> float:
    return solve(h)  # looked up at each call (a test counts the solves)


@functools.cache
def pure(card: CardPolicy, decide: DecidePolicy) -> Playout:
    """The playout on the engine's HandState, by ``card`` and ``decide``."""
    return Playout(card, decide, _solve, functools.partial(_finish, card, decide),
                   random.Random)


@functools.cache
def compiled_rules(rules: Rules) -> Any:
    """The compiled core's numbers of ``rules`` (made once a rule set)."""
    assert native.core is not None
    target = rules.target
    odds = _table(target, rules.players, rules.game_point,
                  rules.hang_jack_value if rules.hang_jack else 0)
    return native.core.Rules(rules.players, target, rules.game_point, rules.hang_jack,
                             rules.hang_jack_value, rules.game_tie == "non_dealer",
                             rules.undertrump, rules.void_must_trump, rules.trump_and_follow,
                             [x for row in odds for x in row],
                             kick_six=rules.kick_scoring == "trinidad",
                             stand_needs_trump=rules.stand_needs_trump, give_one=rules.give_one,
                             give_at_brink=rules.give_one_at_brink,
                             give_needs_trump=rules.give_needs_trump,
                             pack_out_kicks=rules.pack_out == "kicks")


def compiled_hand(h: HandState) -> Any:
    """``h`` (in play) as the compiled core's Hand."""
    assert native.core is not None and h.phase == PLAY
    return native.core.Hand(compiled_rules(h.rules), h.dealer, h.trump, h.kicks[-1], h.turn,
                            h.called, h.hands, h.dealt_seat, h.dealt_team, h.won, h.owe,
                            h.score, h.trick)


def view_hand(view: PlayerView) -> Any:
    """The compiled Hand of what ``view`` (in play) shows, the other hands empty:
    the template the compiled sampler deals the unseen cards into."""
    assert native.core is not None and view.phase == PLAY
    n = view.n
    return native.core.Hand(compiled_rules(view.rules), view.dealer, view.trump, view.kicks[-1],
                            view.turn, view.called,
                            [view.hand if s == view.seat else 0 for s in range(n)], [0] * n,
                            [0, 0], view.won, view.owe, view.score, view.trick)


def for_search(policy: tuple[CardPolicy, DecidePolicy]) -> Playout:
    """The playout a search plays ``policy`` with (in any phase: see the module)."""
    core = native.core
    if core is None or policy != (medium_card, decide_medium):
        return pure(*policy)
    return _compiled(core)


@functools.cache
def _compiled(core: Any) -> Playout:
    def finish(h: State, stream: Any, solve_at: int) -> float:
        if isinstance(h, HandState):  # before its play: the decisions here
            while h.phase != PLAY and h.phase != OVER:
                h.decide_fast(decide_medium(h, stream))
            if h.phase == OVER:
                return outcome_value(h)
            h = compiled_hand(h)
        value: float = core.finish(h, stream, solve_at)
        return value

    return Playout(core.medium_card, decide_medium, core.solve, finish, core.Random,
                   compiled=True)


__all__ = ["Playout", "cards_in_hands", "compiled_hand", "compiled_rules", "for_search",
           "outcome_value", "pure", "view_hand"]

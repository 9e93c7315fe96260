"""Information-Set Monte Carlo Tree Search (single observer; Cowling, Powley
and Whitehouse 2012).

Each iteration samples a deal consistent with the seat's view, walks one
shared tree of decisions restricted to the moves legal in that deal (UCB
with availability counts), adds a node, finishes the hand with the noisy
rollout policy, and scores the result as the chance of winning the match
from the new score (``match_odds``), never as raw hand points.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.hand import OVER, PLAY
from .moves import apply_move, moves
from .playout import CardPolicy, DecidePolicy, Playout, State, cards_in_hands, for_search, pure
from .playout import outcome_value as outcome_value  # where the tests and tools look for it
from .rollout import decide_change, pick_card

ALL_SEATS = 0b1111
EXPLORATION = 0.7
MIN_OVERRIDE = 8  # deals before the search may overrule the rules' move


class Node:
    __slots__ = ("avail", "children", "n", "team", "w")

    def __init__(self, team: int) -> None:
        self.team = team  # the side that made the move into this node
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.children: dict[int, Node] = {}


@dataclass(frozen=True, slots=True)
class SearchResult:
    # (move, mean value for the seat's side), best first: the chosen move leads.
    stats: list[tuple[int, float]]
    iterations: int  # rollouts played
    deals: int  # determinizations sampled


def _descend(h: State, node: Node, rng: random.Random, rrand: Any,
             solve_at: int = 0, card_policy: CardPolicy = pick_card,
             decide_policy: DecidePolicy = decide_change,
             tree_seats: int = ALL_SEATS, playout: Playout | None = None,
             ) -> tuple[list[Node], float]:
    """One ISMCTS walk below ``node`` in the deal ``h``, expanding one node
    and finishing the hand with the rollout policy, or exactly once no more
    than ``solve_at`` cards are left in the hands; returns the path and team
    0's value. Seats not in the bit mask ``tree_seats`` play their cards by
    the rollout policy inside the tree too (a model of how they play, from
    their own hand in the deal), so the tree branches only on the others'
    choices. ``playout`` (default: the pure one of the two policies) plays the
    deal on below the tree and solves it; ``h`` and ``rrand`` are its state and
    stream."""
    if playout is None:
        playout = pure(card_policy, decide_policy)
    card_policy = playout.card
    h = playout.enter(h)
    path = [node]
    while h.phase != OVER:
        if solve_at and h.phase == PLAY and cards_in_hands(h) <= solve_at:
            return path, playout.solve(h)
        children = node.children
        if h.phase == PLAY and not tree_seats >> h.turn & 1:
            mover = h.turn & 1
            m = card_policy(h, rrand)
            child = children.get(m)
            h.play_fast(m)
            if child is None:
                child = Node(mover)
                children[m] = child
                path.append(child)
                break
            node = child
            path.append(node)
            continue
        legal = moves(h)
        untried = [m for m in legal if m not in children]
        for m in legal:
            c = children.get(m)
            if c is not None:
                c.avail += 1
        if untried:
            m = untried[int(rng.random() * len(untried))]
            child = Node(h.turn & 1)
            child.avail = 1
            children[m] = child
            apply_move(h, m)
            h = playout.enter(h)
            path.append(child)
            break
        best_m, best_v = -1, -1.0
        for m in legal:
            c = children[m]
            v = c.w / c.n + EXPLORATION * math.sqrt(math.log(c.avail) / c.n)
            if v > best_v:
                best_m, best_v = m, v
        apply_move(h, best_m)
        h = playout.enter(h)
        node = children[best_m]
        path.append(node)
    return path, playout.finish(h, rrand, solve_at)


def search(
    sample: Callable[[Any], State],
    root_moves: list[int],
    team: int,
    iterations: int,
    rng: random.Random,
    cancel: threading.Event | None = None,
    deadline: float | None = None,
    prior: int | None = None,
    min_deals: int = 24,
    solve_at: int = 0,
    policy: tuple[CardPolicy, DecidePolicy] = (pick_card, decide_change),
    prior_se: float = 1.0,
    tree_seats: int = ALL_SEATS,
    playout: Playout | None = None,
) -> SearchResult:
    """Search from the seat's information set for up to ``iterations`` rollouts.

    Every sampled deal tries every root move (with the same rollout noise),
    so root moves are compared on the same deals: a paired comparison that
    needs far fewer deals than independent visits. Below the root each move
    has its own ISMCTS tree. ``prior`` (the medium rule's move) is kept
    unless another move beats it by more than the noise of the comparison.
    Stops early when the leader's edge is beyond doubt, at ``deadline`` (a
    ``time.monotonic()`` value), or at once when ``cancel`` is set. With
    ``solve_at``, positions with that many cards or fewer left in the hands
    are valued exactly for the deal (``endgame``) instead of by rollouts.
    ``policy`` plays the rollouts (``rollout``). ``prior_se``: how many
    standard errors of the paired difference another move must beat the
    prior by (negative: the prior is not kept at all). ``tree_seats``: the
    seats (bit mask) whose cards the tree chooses; the others play by the
    rollout policy (``_descend``). ``playout``: how deals are played on (default:
    ``playout.for_search(policy)``, ``sample`` given ``rng`` itself); one given that
    is compiled draws from a compiled copy of ``rng``, left at the same point after.
    """
    if playout is not None and playout.compiled:
        stream = playout.adopt(rng)
        try:
            return _search(sample, root_moves, team, iterations, stream, cancel, deadline,
                           prior, min_deals, solve_at, policy, prior_se, tree_seats, playout)
        finally:
            playout.give_back(stream, rng)
    return _search(sample, root_moves, team, iterations, rng, cancel, deadline, prior,
                   min_deals, solve_at, policy, prior_se, tree_seats, playout)


def _search(sample: Callable[[Any], State], root_moves: list[int], team: int, iterations: int,
            rng: Any, cancel: threading.Event | None, deadline: float | None,
            prior: int | None, min_deals: int, solve_at: int,
            policy: tuple[CardPolicy, DecidePolicy], prior_se: float, tree_seats: int,
            playout: Playout | None) -> SearchResult:
    if playout is None:
        playout = for_search(policy)
    k = len(root_moves)
    nodes = {m: Node(team) for m in root_moves}
    values: dict[int, list[float]] = {m: [] for m in root_moves}
    deals = 0
    while (deals + 1) * k <= max(iterations, k):
        if cancel is not None and cancel.is_set():
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        base = playout.enter(sample(rng))
        noise = rng.random()
        tree_seed = rng.random()
        fresh = playout.streams(tree_seed, noise)
        for m in root_moves:
            h = base.clone()
            apply_move(h, m)
            node = nodes[m]
            path, v0 = _descend(h, node, *fresh(), solve_at, tree_seats=tree_seats,
                                playout=playout)
            for nd in path:
                nd.n += 1
                nd.w += v0 if nd.team == 0 else 1.0 - v0
            values[m].append(v0 if team == 0 else 1.0 - v0)
        deals += 1
        if deals >= min_deals and deals % 8 == 0 and _clear(values):
            break
    if deals == 0:
        return SearchResult([], 0, 0)
    means = {m: sum(v) / deals for m, v in values.items()}
    order = sorted(root_moves, key=lambda m: (-means[m], m))
    best = order[0]
    if prior is not None and prior_se >= 0 and prior in means and best != prior:
        d_mean, d_se = _paired(values[best], values[prior])
        if deals < MIN_OVERRIDE or d_mean <= prior_se * d_se:
            best = prior
            order.remove(prior)
            order.insert(0, prior)
    return SearchResult([(m, means[m]) for m in order], deals * k, deals)


def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences a - b."""
    n = len(a)
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(n - 1, 1)
    return mean, math.sqrt(var / n)


def _clear(values: dict[int, list[float]]) -> bool:
    """The leader beats every other move by over three standard errors, or
    every move has scored the same on every deal (the choice does not matter)."""
    means = {m: sum(v) for m, v in values.items()}
    leader = max(means, key=lambda m: means[m])
    for m, v in values.items():
        if m == leader:
            continue
        mean, se = _paired(values[leader], v)
        if se == 0.0 and mean == 0.0:
            continue
        if mean <= 3.0 * se:
            return False
    return True

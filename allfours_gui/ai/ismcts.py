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

from ..engine.actions import Action
from ..engine.hand import ANSWER, OVER, PLAY, STAND, HandState
from .match_odds import win_chance
from .rollout import decide_change, pick_card

KEEP, CHANGE = 52, 53  # stand or give / beg or run
EXPLORATION = 0.7


class Node:
    __slots__ = ("avail", "children", "n", "team", "w")

    def __init__(self, team: int) -> None:
        self.team = team  # the side that made the move into this node
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.children: dict[int, Node] = {}


def moves(h: HandState) -> list[int]:
    if h.phase == PLAY:
        m = h.legal_mask()
        out = []
        while m:
            low = m & -m
            out.append(low.bit_length() - 1)
            m ^= low
        return out
    if h.phase == STAND:
        return [KEEP, CHANGE]
    if h.phase == ANSWER:
        return [CHANGE] if h._give_barred() else [KEEP, CHANGE]
    return []


def apply_move(h: HandState, move: int) -> None:
    if move < 52:
        h.play_fast(move)
    else:
        h.decide_fast(move == CHANGE)


def to_action(seat: int, phase: str, move: int) -> Action:
    if move < 52:
        return Action(seat, "play", move)
    if phase == STAND:
        return Action(seat, "stand" if move == KEEP else "beg")
    return Action(seat, "give" if move == KEEP else "run")


def outcome_value(h: HandState) -> float:
    """Team 0's chance of winning the match once the hand is over."""
    if h.winner is not None:
        return 1.0 if h.winner == 0 else 0.0
    return win_chance(h.rules, h.score, 0, ((h.dealer + 1) % h.n) & 1)


@dataclass(frozen=True, slots=True)
class SearchResult:
    stats: list[tuple[int, int, float]]  # (move, visits, mean value for the seat's side)
    iterations: int


def search(
    sample: Callable[[random.Random], HandState],
    root_moves: list[int],
    team: int,
    iterations: int,
    rng: random.Random,
    cancel: threading.Event | None = None,
    rollout_rng: random.Random | None = None,
    deadline: float | None = None,
) -> SearchResult:
    """Run up to ``iterations`` iterations from the seat's information set.

    Stops early when the most visited root move can no longer be overtaken,
    at ``deadline`` (a ``time.monotonic()`` value), or at once when ``cancel``
    is set; the best so far stands.
    """
    root = Node(1 - team)
    rrand = rollout_rng or rng
    done = 0
    check_every = max(16, iterations // 20)
    for it in range(iterations):
        if cancel is not None and cancel.is_set():
            break
        if deadline is not None and time.monotonic() >= deadline:
            break
        h = sample(rng)
        node = root
        path = [root]
        while h.phase != OVER:
            legal = moves(h)
            children = node.children
            untried = [m for m in legal if m not in children]
            for m in legal:
                c = children.get(m)
                if c is not None:
                    c.avail += 1
            mover = h.turn & 1
            if untried:
                m = untried[int(rng.random() * len(untried))]
                child = Node(mover)
                child.avail = 1
                children[m] = child
                apply_move(h, m)
                path.append(child)
                break
            best_m, best_v = -1, -1.0
            for m in legal:
                c = children[m]
                v = c.w / c.n + EXPLORATION * math.sqrt(math.log(c.avail) / c.n)
                if v > best_v:
                    best_m, best_v = m, v
            apply_move(h, best_m)
            node = children[best_m]
            path.append(node)
        while h.phase != OVER:
            if h.phase == PLAY:
                h.play_fast(pick_card(h, rrand))
            else:
                h.decide_fast(decide_change(h, rrand))
        v0 = outcome_value(h)
        for nd in path:
            nd.n += 1
            nd.w += v0 if nd.team == 0 else 1.0 - v0
        done = it + 1
        if done % check_every == 0 and _settled(root, root_moves, iterations - done):
            break
    stats = []
    for m in root_moves:
        c = root.children.get(m)
        if c is None or c.n == 0:
            stats.append((m, 0, 0.0))
        else:
            stats.append((m, c.n, c.w / c.n if c.team == team else 1.0 - c.w / c.n))
    stats.sort(key=lambda s: (-s[1], -s[2], s[0]))
    return SearchResult(stats, done)


def _settled(root: Node, root_moves: list[int], remaining: int) -> bool:
    visits = sorted((root.children[m].n if m in root.children else 0 for m in root_moves),
                    reverse=True)
    return len(visits) < 2 or visits[0] - visits[1] > remaining

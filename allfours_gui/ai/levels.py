"""What distinguishes the searching levels: their budgets and parts.

Kept apart from the code that plays them so that the strength ladder
(``benchmarks/ladder.py``) can tell a change of one level's settings from a
change of the code every level runs: results of hard against medium still
count after expert's settings change.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """The budget and the parts of one search level.

    ``iterations`` (rollouts) is the budget, so that a seed gives the same
    answer on any machine; ``seconds`` is a deadline on top that holds the
    latency on a slow or busy one at the table (whose ``seconds=`` can only
    lower it); ``api.decide`` and ``explain`` run the budget without it.
    ``infer`` weighs sampled deals by the other seats' past plays
    (``inference``), drawing ``candidates`` deals for each one kept;
    ``solve`` values the last tricks of every deal exactly (``endgame``);
    ``rollout`` is the rollout policy: ``"medium"`` (the medium rules) or
    ``"fast"`` (a cruder cut of them, twice as fast). ``prior``: the
    standard errors by which the search must beat the medium rules' move to
    play another (negative: the rules' move gets no preference). ``tree``:
    whose cards the search tree chooses below the root: ``"all"`` seats,
    only the seat's ``"team"``, or only the ``"seat"`` itself; the others
    play by the rollout policy (a model of them, from their own cards).
    ``solve_root`` (four players) and ``solve_root2`` (two): cards left in the
    hands at or below which every deal is solved exactly at the decision
    itself (0: the table's ``SOLVE_ROOT``); ``solve_rollout``: cards left at
    or below which the rollouts' deals are solved exactly (0: the table's
    ``SOLVE_ROLLOUT``).
    """

    iterations: int
    seconds: float
    infer: bool = True
    candidates: int = 8
    solve: bool = True
    rollout: str = "medium"
    prior: float = 1.0
    tree: str = "all"
    solve_root: int = 0
    solve_root2: int = 0
    solve_rollout: int = 0


CONFIGS = {
    "hard": SearchConfig(iterations=600, seconds=0.15, candidates=4),
    # Expert alone solves every deal exactly from 16 cards left with four players
    # (1-15 ms a deal, which hard's deadline cannot pay). With two players solving
    # the whole play (solve_root2=12) scored 48.0% against this expert in 150 games:
    # not adopted (benchmarks/results/ai_strength_2026-12-01.txt).
    # tree="seat": every other seat plays by the medium model from its own cards
    # inside the tree (PIMC-like for them), so the tree branches only on expert's own
    # cards: right on more puzzles (80.7 vs 72.9%, p = 0.002) and 157/300 games at
    # hard's budget (benchmarks/results/tree_seat_2026-12-01.txt). A deal costs more
    # that way, so expert thinks up to 0.8 s (the goal: p95 <= 1.0 s).
    "expert": SearchConfig(iterations=3000, seconds=0.8, candidates=8, solve_root=16,
                           tree="seat"),
}
ITERATIONS = {level: c.iterations for level, c in CONFIGS.items()}
# Cards left in the hands at or below which a deal is solved exactly: in the
# rollouts, and (more, since it is done once a deal there) at the decision itself.
SOLVE_ROLLOUT = {4: 8, 2: 6}
SOLVE_ROOT = {4: 12, 2: 8}

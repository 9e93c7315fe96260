"""The arena runs duplicate games and reports; the oracle plays legally."""

from __future__ import annotations

import random

import pytest

from allfours_gui.ai import arena
from allfours_gui.ai.oracle import OraclePlayer

from .helpers import random_hand


def test_wilson_interval() -> None:
    lo, hi = arena.wilson(60, 100)
    assert lo == pytest.approx(0.502, abs=1e-3) and hi == pytest.approx(0.691, abs=1e-3)
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_duplicate_games_swap_teams_on_the_same_deals(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["easy", "medium", "--games", "3", "--seed", "7"]) == 0
    out = capsys.readouterr()
    assert "6 games (3 duplicate pairs)" in out.out
    assert "95% CI" in out.out and "easy" in out.out and "medium" in out.out
    assert "3/3 deal sequences" in out.err
    # Same level on both sides of a duplicate pair: each seed's two games split.
    res = arena.run("medium", "medium", 3, seed=7, progress=False)
    assert res.a_wins == 3 and res.games == 6


def test_oracle_plays_legal_moves_and_is_arena_only() -> None:
    rng = random.Random(3)
    oracle = OraclePlayer(1, iterations=24)
    for _ in range(20):
        h = random_hand(rng)
        legal = h.legal_actions()
        before = h.record()
        assert oracle.choose_state(h) in legal
        assert h.record() == before  # the search never touches the real hand
    assert "oracle" in arena.ARENA_LEVELS
    from allfours_gui.ai import LEVELS
    assert "oracle" not in LEVELS


def test_parallel_jobs_give_the_same_results() -> None:
    one = arena.run("easy", "medium", 4, seed=11, progress=False)
    two = arena.run("easy", "medium", 4, jobs=2, seed=11, progress=False)
    assert (one.a_wins, one.games, one.hands) == (two.a_wins, two.games, two.hands)

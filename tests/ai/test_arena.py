"""The arena runs duplicate games and reports; the oracle plays legally."""

from __future__ import annotations

import random
from pathlib import Path

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


def test_margin_on_the_same_decks() -> None:
    # Same level on both sides: the two games of a pair are the same game with the
    # teams' names swapped, so A's margins cancel hand by hand.
    same = arena.run("medium", "medium", 3, seed=7, progress=False)
    assert len(same.margins) == 3 and all(m == 0 for m, _ in same.margins)
    assert same.margin()[:2] == (0.0, 0.0)
    # Hand pairs are the hands both games of a pair played: never more than half.
    res = arena.run("medium", "easy", 20, seed=0, progress=False)
    mean, se, pairs = res.margin()
    assert 0 < pairs <= res.hands // 2 and len(res.margins) == 20
    assert mean > 2 * se > 0  # medium out-scores easy on the same cards
    text = arena.report("medium", "easy", res, 4, 0, 1.0)
    assert f"medium margin on the same decks: {mean:+.3f} points a hand pair" in text


def test_reports_add_up_with_their_margins(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # only for this test: benchmarks/ holds modules (layout, startup) that must not
    # shadow anything the rest of the suite imports
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from combine_arena import read_reports

    one = arena.run("medium", "easy", 6, seed=0, progress=False)
    two = arena.run("medium", "easy", 6, seed=6, progress=False)
    both = arena.run("medium", "easy", 12, seed=0, progress=False)
    paths = []
    for i, (res, seed) in enumerate(((one, 0), (two, 6))):
        p = tmp_path / f"r{i}.txt"
        p.write_text(arena.report("medium", "easy", res, 4, seed, 1.0))
        paths.append(str(p))
    reports = read_reports(paths)
    match = "medium vs easy, 4 players"
    assert reports.wins[match] == [both.a_wins, both.games]
    mean, _, pairs = reports.margin(match) or (0.0, 0.0, 0)
    assert pairs == both.margin()[2] and mean == pytest.approx(both.margin()[0], abs=1e-3)

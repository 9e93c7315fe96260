"""What the compiled core's speed buys expert (issue 38): duplicate games, the
ladder's way, in chunks that a later session carries on (slow: not a test).

    python benchmarks/compiled_arena.py run [--minutes 60] [--jobs 1]
    python benchmarks/compiled_arena.py summary

The compiled core plays the same decisions as the pure path for the same budget,
only about twenty times sooner, so within the table's deadline it can search
``MORE`` rollouts a decision where the pure path searches expert's 3,000: that is
"expert (compiled)" here, against "expert (pure)" (expert's own budget) and
against hard, at four and two players. Both sides run on the compiled core with
the deadline off (``seconds=99``), so each chunk is reproducible for its seeds
and the pure side's decisions are exactly what the pure path would decide.
Chunks of ``CHUNK`` deal sequences (2 x CHUNK games) go to
``benchmarks/results/arena/compiled/<pair>-<first seed>.txt``; ``summary`` adds
them up with the 95% interval.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "arena" / "compiled"
CHUNK = 25
GAMES = 600  # a pair's goal: 300 deal sequences, each played twice
MORE = 10_000  # expert's rollouts a decision on the compiled core (p95 0.3 s here)
COMPILED = f"expert:iterations={MORE},seconds=99"
PAIRS = [(COMPILED, "expert:seconds=99", 4), (COMPILED, "hard:seconds=99", 4),
         (COMPILED, "expert:seconds=99", 2), (COMPILED, "hard:seconds=99", 2)]


def name(a: str, b: str, players: int) -> str:
    def short(spec: str) -> str:
        level, _, changes = spec.partition(":")
        return level + ("-" + changes.replace(",seconds=99", "").replace("seconds=99", "")
                        .replace("iterations=", "") if "iterations" in changes else "")

    return f"{short(a)}-{short(b)}-{players}p"


def chunk_path(a: str, b: str, players: int, first: int) -> Path:
    return RESULTS / f"{name(a, b, players)}-{first:05d}.txt"


def run(minutes: float, jobs: int, last_first: bool = False) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from ladder import save_chunk

    from allfours_gui.ai import native
    from allfours_gui.ai.arena import report
    from allfours_gui.ai.arena import run as arena_run

    if native.core is None:
        sys.exit("the compiled core is not in use: build it (pip install -e .)")
    deadline = time.monotonic() + minutes * 60
    while time.monotonic() < deadline:
        todo = [(first, pair) for first in range(0, GAMES // 2, CHUNK) for pair in PAIRS
                if not chunk_path(*pair, first).exists()]
        if not todo:
            print("every pair has its games")
            return
        # a second process can work from the other end (--last-first)
        first, (a, b, players) = (max if last_first else min)(todo, key=lambda t: t[0])
        start = time.monotonic()
        res = arena_run(a, b, CHUNK, players, jobs, first, progress=False)
        text = report(a, b, res, players, first, time.monotonic() - start)
        path = save_chunk(chunk_path(a, b, players, first),
                          f"$ python -m allfours_gui.ai.arena '{a}' '{b}' --games {CHUNK} "
                          f"--seed {first} --players {players} --jobs {jobs}", text)
        print(f"{path.name}: {res.a_wins}/{res.games}", flush=True)


def summary() -> str:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from combine_arena import read_reports

    from allfours_gui.ai.arena import wilson

    lines = []
    for a, b, players in PAIRS:
        paths = sorted(RESULTS.glob(f"{name(a, b, players)}-*.txt"))
        reports = read_reports([str(p) for p in paths])
        match = next(iter(reports.wins), None)
        if match is None:
            lines.append(f"{name(a, b, players):28} no games yet")
            continue
        won, games = reports.wins[match]
        lo, hi = wilson(won, games)
        margin = reports.margin(match)
        extra = ""
        if margin is not None:
            mean, se, pairs = margin
            extra = f"; margin {mean:+.3f} points a hand pair (SE {se:.3f}, {pairs} pairs)"
        lines.append(f"{name(a, b, players):28} {won}/{games} = {won / games:.1%} "
                     f"(95% CI {lo:.1%} to {hi:.1%}){extra}; goal {GAMES} games")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("--minutes", type=float, default=60)
    r.add_argument("--jobs", type=int, default=1)
    r.add_argument("--last-first", action="store_true",
                   help="play the last chunks first (a second process beside the first)")
    sub.add_parser("summary")
    args = ap.parse_args()
    if args.command == "run":
        run(args.minutes, args.jobs, args.last_first)
    print(summary())


if __name__ == "__main__":
    main()

"""Add up arena reports run in pieces (different seeds) into one result.

    python benchmarks/combine_arena.py REPORT [REPORT ...]

Each REPORT is what ``python -m allfours_gui.ai.arena`` printed. Wins and
games add up exactly, with a Wilson interval over the total; latency
percentiles cannot be merged from summaries, so each run's p95 and the
largest max are listed per level.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

from allfours_gui.ai.arena import wilson

HEAD = re.compile(r"^(\w+) vs (\w+), (\d) players, seeds (\d+)\.\.(\d+):")
WON = re.compile(r"^(\w+) won (\d+)/(\d+) ")
LATENCY = re.compile(r"^\s+(\w+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$")


def main(paths: list[str]) -> None:
    wins: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    seeds: dict[str, list[tuple[int, int]]] = defaultdict(list)
    p95s: dict[tuple[str, str], list[float]] = defaultdict(list)
    tops: dict[tuple[str, str], float] = defaultdict(float)
    for path in paths:
        match = None
        for line in Path(path).read_text().splitlines():
            if m := HEAD.match(line):
                match = f"{m[1]} vs {m[2]}, {m[3]} players"
                seeds[match].append((int(m[4]), int(m[5])))
            elif (m := WON.match(line)) and match:
                wins[match][0] += int(m[2])
                wins[match][1] += int(m[3])
            elif (m := LATENCY.match(line)) and match:
                p95s[match, m[1]].append(float(m[4]))
                tops[match, m[1]] = max(tops[match, m[1]], float(m[5]))
    for match, (won, games) in wins.items():
        lo, hi = wilson(won, games)
        ranges = ", ".join(f"{a}..{b}" for a, b in sorted(seeds[match]))
        print(f"{match}, seeds {ranges}: {match.split()[0]} won {won}/{games} = "
              f"{won / games:.1%} (95% CI {lo:.1%} to {hi:.1%})")
        for (m, level), xs in sorted(p95s.items()):
            if m == match:
                print(f"  {level}: p95 per run {min(xs):.2f}-{max(xs):.2f} ms "
                      f"(middle run {sorted(xs)[len(xs) // 2]:.2f} ms), "
                      f"max {tops[m, level]:.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])

"""Add up arena reports run in pieces (different seeds) into one result.

    python benchmarks/combine_arena.py REPORT [REPORT ...]

Each REPORT is what ``python -m allfours_gui.ai.arena`` printed. Wins and
games add up exactly, with a Wilson interval over the total; latency
percentiles cannot be merged from summaries, so each run's p95 and the
largest max are listed per level. A's points margin on the same decks is
weighted by each run's hand pairs (runs are independent, so the standard
errors add in quadrature).
"""

from __future__ import annotations

import math
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from allfours_gui.ai.arena import wilson

# a level is a word, or carries changes or a prior: "hard:seconds=99", "hard+model"
HEAD = re.compile(r"^(\S+) vs (\S+), (\d) players, seeds (\d+)\.\.(\d+):")
WON = re.compile(r"^(\S+) won (\d+)/(\d+) ")
MARGIN = re.compile(r"^\S+ margin on the same decks: ([+-][\d.]+) points a hand pair "
                    r"\(SE ([\d.]+), (\d+) hand pairs\)")
LATENCY = re.compile(r"^\s+(\S+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$")


@dataclass
class Reports:
    """Arena reports added up, per match ("hard vs medium, 4 players")."""

    wins: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    seeds: dict[str, list[tuple[int, int]]] = field(default_factory=lambda: defaultdict(list))
    p95s: dict[tuple[str, str], list[float]] = field(
        default_factory=lambda: defaultdict(list))
    tops: dict[tuple[str, str], float] = field(default_factory=lambda: defaultdict(float))
    # (margin, standard error, hand pairs) of each run
    margins: dict[str, list[tuple[float, float, int]]] = field(
        default_factory=lambda: defaultdict(list))

    def margin(self, match: str) -> tuple[float, float, int] | None:
        runs = self.margins.get(match, [])
        pairs = sum(n for _, _, n in runs)
        if not pairs:
            return None
        mean = sum(m * n for m, _, n in runs) / pairs
        se = math.sqrt(sum((s * n) ** 2 for _, s, n in runs)) / pairs
        return mean, se, pairs


def read_reports(paths: list[str]) -> Reports:
    out = Reports()
    for path in paths:
        match = None
        for line in Path(path).read_text().splitlines():
            if m := HEAD.match(line):
                match = f"{m[1]} vs {m[2]}, {m[3]} players"
                out.seeds[match].append((int(m[4]), int(m[5])))
            elif (m := WON.match(line)) and match:
                out.wins[match][0] += int(m[2])
                out.wins[match][1] += int(m[3])
            elif (m := MARGIN.match(line)) and match:
                out.margins[match].append((float(m[1]), float(m[2]), int(m[3])))
            elif (m := LATENCY.match(line)) and match:
                out.p95s[match, m[1]].append(float(m[4]))
                out.tops[match, m[1]] = max(out.tops[match, m[1]], float(m[5]))
    return out


def main(paths: list[str]) -> None:
    r = read_reports(paths)
    for match, (won, games) in r.wins.items():
        lo, hi = wilson(won, games)
        ranges = ", ".join(f"{a}..{b}" for a, b in sorted(r.seeds[match]))
        print(f"{match}, seeds {ranges}: {match.split()[0]} won {won}/{games} = "
              f"{won / games:.1%} (95% CI {lo:.1%} to {hi:.1%})")
        if (mg := r.margin(match)) is not None:
            print(f"  margin on the same decks: {mg[0]:+.3f} points a hand pair "
                  f"(SE {mg[1]:.3f}, {mg[2]} hand pairs; runs that report it)")
        for (m, level), xs in sorted(r.p95s.items()):
            if m == match:
                print(f"  {level}: p95 per run {min(xs):.2f}-{max(xs):.2f} ms "
                      f"(middle run {sorted(xs)[len(xs) // 2]:.2f} ms), "
                      f"max {r.tops[m, level]:.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])

"""AI strength and latency by duplicate games (slow: not part of the tests).

    python benchmarks/ai_strength.py [--games 1000] [--search-games 50]
                                      [--players 4] [--seed 0] [--jobs 1]

Plays medium vs easy over ``--games`` deal sequences and hard, expert and the
all-seeing oracle vs medium over ``--search-games`` (each sequence twice,
teams swapped), printing each arena report and the share of the oracle's edge
over medium that expert captures. The same runs one at a time:

    python -m allfours_gui.ai.arena medium easy --games 1000
    python -m allfours_gui.ai.arena hard medium --games 500
    python -m allfours_gui.ai.arena expert medium --games 500
    python -m allfours_gui.ai.arena oracle medium --games 500
"""

from __future__ import annotations

import argparse
import time

from allfours_gui.ai.arena import report, run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--search-games", type=int, default=50)
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    rates = {}
    for a, b, games in (("medium", "easy", args.games), ("hard", "medium", args.search_games),
                        ("expert", "medium", args.search_games),
                        ("oracle", "medium", args.search_games)):
        start = time.monotonic()
        res = run(a, b, games, args.players, args.jobs, args.seed)
        print(report(a, b, res, args.players, args.seed, time.monotonic() - start), "\n",
              flush=True)
        rates[a] = res.a_wins / res.games
    edge = rates["oracle"] - 0.5
    if edge > 0:
        print(f"expert captures {(rates['expert'] - 0.5) / edge:.0%} of the oracle's edge "
              f"over medium ({rates['expert']:.1%} vs {rates['oracle']:.1%})")


if __name__ == "__main__":
    main()

"""Seconds to analyse a hand, and a whole game, for one seat (``ai.analyse``).

    python benchmarks/analysis.py [--hands 4] [--seconds 3] [--players 4]
        [--level hard] [--seed 0] [--game] [--seat 0]

Plays hands between ``--level`` players (from a fresh match, each hand's
score the one before it) and times ``analyse(record, seat)`` at the budget
``--seconds`` a decision (the default is the analysis's own); with
``--game``, a whole game to its end, hand after hand, and the time for all
of it. Prints, for each hand, the decisions, those with a real choice, and
the wall-clock seconds; then the median and the largest figure, and the
work rate the machine reached (rollouts a second, against the rate the
budget assumes: ``analysis.ROLLOUTS_PER_SECOND``). The answer is the same
on any machine; only the time depends on it (and on what else it runs).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from allfours_gui.ai import analysis, make_player
from allfours_gui.engine import HandState, Rules


def play_hand(rules: Rules, dealer: int, score: list[int], rng: random.Random,
              level: str) -> HandState:
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, dealer, "threes", score, deck, rng=random.Random(rng.random()))
    h.start()
    players = [make_player(level, rng.randrange(1 << 30)) for _ in range(rules.players)]
    while not h.over:
        h.apply(players[h.turn].choose(h.view_for(h.turn)))
    return h


def time_hand(record: dict[str, Any], seat: int, seconds: float, seed: int
              ) -> tuple[float, int, int, int]:
    """(wall seconds, decisions, decisions with a choice, rollouts done)."""
    start = time.perf_counter()
    out = analysis.analyse(record, seat, seconds=seconds, seed=seed, details=True)
    took = time.perf_counter() - start
    real = [r for r in out if r["deals"]]
    rollouts = sum(r["deals"] * len({c["win_chance"] for c in r["choices"]} or {0})
                   for r in real)
    return took, len(out), len(real), rollouts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=analysis.DEFAULT_SECONDS)
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--level", default="hard", help="the players of the analysed hands")
    ap.add_argument("--seat", type=int, default=0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--game", action="store_true", help="analyse one whole game instead")
    args = ap.parse_args(argv)
    rules = Rules(players=args.players)
    rng = random.Random(args.seed)
    score = [0, 0]
    dealer = rng.randrange(args.players)
    times: list[float] = []
    total_rollouts = 0
    hands = 0
    print(f"budget {args.seconds:g} s a decision = {analysis.ROLLOUTS_PER_SECOND:,} rollouts "
          f"a second of budget; seat {args.seat}; {args.players} players")
    while args.game or hands < args.hands:
        h = play_hand(rules, dealer, score, rng, args.level)
        took, decisions, real, rollouts = time_hand(h.record(), args.seat, args.seconds,
                                                    args.seed)
        hands += 1
        times.append(took)
        total_rollouts += rollouts
        print(f"hand {hands:2}: score {score[0]:2}-{score[1]:<2} {decisions:2} decisions, "
              f"{real:2} with a choice: {took:6.1f} s", flush=True)
        score = list(h.score)
        dealer = (dealer + 1) % args.players
        if h.winner is not None:
            if args.game:
                break
            score = [0, 0]
    spent = sum(times)
    print(f"{hands} hands: median {statistics.median(times):.1f} s a hand, max "
          f"{max(times):.1f} s, total {spent:.1f} s"
          + (f" (the whole game, final score {score[0]}-{score[1]})" if args.game else ""))
    print(f"work rate: {total_rollouts / spent:,.0f} rollouts a second "
          f"(the budget assumes {analysis.ROLLOUTS_PER_SECOND:,})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

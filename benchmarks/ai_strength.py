"""AI strength and latency by duplicate games (slow: not part of the tests).

    python benchmarks/ai_strength.py [--games 1000] [--search-games 50]
                                      [--players 4] [--seed 0] [--jobs 1]
                                      [--only expert-hard,hard-medium]

Plays medium vs easy over ``--games`` deal sequences and hard vs medium,
expert vs medium, expert vs hard and the all-seeing oracle vs medium over
``--search-games`` (each sequence twice, teams swapped), printing each arena
report and the share of the oracle's edge over medium that expert captures.
``--only`` picks some of the pairs. The same runs one at a time:

    python -m allfours_gui.ai.arena medium easy --games 1000
    python -m allfours_gui.ai.arena hard medium --games 500
    python -m allfours_gui.ai.arena expert medium --games 500
    python -m allfours_gui.ai.arena expert hard --games 500
    python -m allfours_gui.ai.arena oracle medium --games 500

``--latency N`` instead times N decisions of medium, hard and expert each, at
positions from games between medium players (every stand/beg and give/run
decision among them, and the plays), and prints median, p95, p99 and max;
then how long expert takes to answer once its search is cancelled (the
table's cancel, set from another thread 50 ms into the decision).

Hard and expert stop at a wall-clock deadline as well as at their rollout
budget, so on a busy machine a run is not exactly repeatable; for an A/B run
that is, turn the deadline off: ``expert:seconds=99`` (see the arena's help).
"""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time

from bench_hands import random_start

from allfours_gui.ai import make_player
from allfours_gui.ai.arena import percentile, report, run
from allfours_gui.engine import Rules
from allfours_gui.engine.public import Phase
from allfours_gui.engine.view import PlayerView

PAIRS = (("medium", "easy"), ("hard", "medium"), ("expert", "medium"), ("expert", "hard"),
         ("oracle", "medium"))


def latency(decisions: int, players: int, seed: int) -> None:
    rules = Rules(players=players)
    rng = random.Random(seed)
    medium = make_player("medium", seed)
    views: list[PlayerView] = []
    while len(views) < decisions:
        h = random_start(rules, rng)
        while not h.over:
            view = h.view_for(h.turn)
            if len(view.legal) > 1 and (h.phase != Phase.PLAY or rng.random() < 0.3):
                views.append(view)
            h.apply(medium.choose(view))
    views = views[:decisions]
    bids = sum(v.phase != Phase.PLAY for v in views)
    for level in ("medium", "hard", "expert"):
        p = make_player(level, seed)
        times, bid_times = [], []
        for v in views:
            t0 = time.perf_counter()
            p.choose(v)
            took = time.perf_counter() - t0
            times.append(took)
            if v.phase != Phase.PLAY:
                bid_times.append(took)
        for name, xs in ((level, times), (f"{level} (bids)", bid_times)):
            if xs:
                print(f"{name:<14} {len(xs):>5} decisions: median "
                      f"{statistics.median(xs) * 1e3:8.2f} ms, p95 "
                      f"{percentile(xs, 0.95) * 1e3:8.2f} ms, p99 "
                      f"{percentile(xs, 0.99) * 1e3:8.2f} ms, max {max(xs) * 1e3:8.2f} ms",
                      flush=True)
    print(f"({decisions} positions, {bids} of them stand/beg or give/run; {players} players)")
    cancel_latency(views[:100], seed)


def cancel_latency(views: list[PlayerView], seed: int, after: float = 0.05) -> None:
    """Expert with no rollout budget to speak of, cancelled ``after`` seconds in:
    the time from the cancel to its answer."""
    p = make_player("expert", seed, iterations=10**7)
    lags, early = [], 0
    for v in views:
        cancel = threading.Event()
        set_at: list[float] = []

        def stop(cancel: threading.Event = cancel, set_at: list[float] = set_at) -> None:
            set_at.append(time.perf_counter())
            cancel.set()

        timer = threading.Timer(after, stop)
        timer.start()
        p.choose(v, cancel)
        done = time.perf_counter()
        timer.join()
        if set_at and set_at[0] <= done:
            lags.append(done - set_at[0])
        else:
            early += 1  # answered before the cancel came (a clear choice)
    if lags:
        print(f"expert cancel  {len(lags):>5} decisions: median "
              f"{statistics.median(lags) * 1e3:8.2f} ms, p95 "
              f"{percentile(lags, 0.95) * 1e3:8.2f} ms, max {max(lags) * 1e3:8.2f} ms "
              f"from the cancel to the answer ({early} answered before it)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--search-games", type=int, default=50)
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only", default="", help="comma-separated pairs, e.g. expert-hard")
    ap.add_argument("--latency", type=int, default=0, help="time this many decisions instead")
    args = ap.parse_args()
    if args.latency:
        latency(args.latency, args.players, args.seed)
        return
    wanted = {tuple(p.split("-")) for p in args.only.split(",") if p} or set(PAIRS)
    rates = {}
    for a, b in PAIRS:
        if (a, b) not in wanted:
            continue
        games = args.games if (a, b) == ("medium", "easy") else args.search_games
        start = time.monotonic()
        res = run(a, b, games, args.players, args.jobs, args.seed)
        print(report(a, b, res, args.players, args.seed, time.monotonic() - start), "\n",
              flush=True)
        rates[(a, b)] = res.a_wins / res.games
    oracle, expert = rates.get(("oracle", "medium")), rates.get(("expert", "medium"))
    if oracle is not None and expert is not None and oracle > 0.5:
        print(f"expert captures {(expert - 0.5) / (oracle - 0.5):.0%} of the oracle's edge "
              f"over medium ({expert:.1%} vs {oracle:.1%})")


if __name__ == "__main__":
    main()

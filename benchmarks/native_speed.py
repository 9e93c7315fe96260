"""The compiled core against the pure path, side by side in one run (issue 38).

    python benchmarks/native_speed.py [--positions 300] [--views 8] [--hands 3]
        [--players 4] [--seed 0]

Each figure is measured on both paths in the same process, one after the other
(``ai.native.core`` set to the compiled module, then to None), on the same
positions, so the ratio holds even on this shared machine whose speed drifts:

- ``playouts``: rollouts a second: a deal in play (sampled from a seat's view, as
  the searches sample it) played on to its end by the medium rollout policy, the
  last ``8`` cards (four players; ``6`` with two) solved exactly, as expert's
  rollouts do;
- ``search``: expert's search, iterations (rollouts with their share of sampling
  and of the tree) a second over whole decisions, no deadline;
- ``coach``: seconds to analyse one seat's hand at the default budget (3 s of
  work a decision), as ``benchmarks/analysis.py`` does, and the largest.

The answers are the same on both paths (tests/ai/test_native.py); this prints
only times. ``ALLFOURS_PURE=1`` must not be set (there would be nothing to compare).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from analysis import play_hand

from allfours_gui.ai import analysis, native, playout
from allfours_gui.ai.levels import SOLVE_ROLLOUT
from allfours_gui.ai.players import SearchPlayer
from allfours_gui.ai.rollout import decide_medium, medium_card
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.view import PlayerView

COMPILED = native.core


def on(path: str) -> None:
    native.core = COMPILED if path == "compiled" else None


def decision_views(rules: Rules, count: int, rng: random.Random) -> list[PlayerView]:
    """Views of seats about to play a card, from medium players' hands (any trick)."""
    out: list[PlayerView] = []
    while len(out) < count:
        h = play_hand(rules, rng.randrange(rules.players), [0, 0], rng, "medium")
        # replay the record to a random card decision
        from allfours_gui.engine.record import replay

        seen = [hand.view_for(hand.turn) for hand, _ in replay(h.record())
                if hand.phase == PLAY and len(hand.legal_actions()) > 1]
        if seen:
            out.append(rng.choice(seen))
    return out


def playouts(views: list[PlayerView], path: str) -> tuple[int, float]:
    """(rollouts, seconds) for one deal of each view played on, both paths alike."""
    on(path)
    n = views[0].n
    solve_at = SOLVE_ROLLOUT[n]
    pure = playout.pure(medium_card, decide_medium)
    deals: list[Any] = []
    for i, v in enumerate(views):
        h = Sampler(v, infer=True).sample(random.Random(i))
        deals.append(playout.compiled_hand(h) if path == "compiled" else h)
    finish: Callable[..., float]
    if path == "compiled":
        assert COMPILED is not None
        finish, stream = COMPILED.finish, COMPILED.Random
    else:
        finish, stream = pure.finish, random.Random
    count = 0
    start = time.perf_counter()
    for rep in range(20):
        for i, d in enumerate(deals):
            finish(d.clone(), stream(rep * 100003 + i), solve_at)
            count += 1
    return count, time.perf_counter() - start


def search_rate(views: list[PlayerView], path: str) -> tuple[int, float]:
    on(path)
    total = 0
    start = time.perf_counter()
    for i, v in enumerate(views):
        p = SearchPlayer("expert", seed=i, seconds=1e9)
        cands = p.explain(v)
        total += p.iterations if cands[0].win_chance is not None else 0
    return total, time.perf_counter() - start


def coach(records: list[dict[str, Any]], path: str) -> list[float]:
    on(path)
    out = []
    for rec in records:
        start = time.perf_counter()
        analysis.analyse(rec, 0, seed=0)
        out.append(time.perf_counter() - start)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--views", type=int, default=8)
    ap.add_argument("--hands", type=int, default=3)
    ap.add_argument("--players", type=int, choices=(2, 4), default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if COMPILED is None:
        print("the compiled core is not in use here (not built, or ALLFOURS_PURE=1)")
        return 1
    rules = Rules(players=args.players)
    rng = random.Random(args.seed)
    print(f"load before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{args.players} players, one core")
    views = decision_views(rules, args.positions, rng)
    rates = {}
    for path in ("compiled", "pure"):
        count, took = playouts(views, path)
        rates[path] = count / took
    print(f"playouts: compiled {rates['compiled']:,.0f} rollouts/s, pure {rates['pure']:,.0f}"
          f" rollouts/s: {rates['compiled'] / rates['pure']:.1f}x "
          f"({args.positions} deals x 20, solved from {SOLVE_ROLLOUT[args.players]} cards)")
    some = views[:args.views]
    for path in ("compiled", "pure"):
        count, took = search_rate(some, path)
        rates[path] = count / took
    print(f"search:   compiled {rates['compiled']:,.0f} iterations/s, pure "
          f"{rates['pure']:,.0f} iterations/s: {rates['compiled'] / rates['pure']:.1f}x "
          f"(expert, {args.views} decisions at its budget of 3,000)")
    records = []
    score = [0, 0]
    for i in range(args.hands):
        h: HandState = play_hand(rules, i % args.players, score, rng, "hard")
        records.append(h.record())
        score = list(h.score) if h.winner is None else [0, 0]
    times = {path: coach(records, path) for path in ("compiled", "pure")}
    for path in ("compiled", "pure"):
        t = times[path]
        print(f"coach {path:>8}: median {statistics.median(t):6.2f} s a hand, largest "
              f"{max(t):6.2f} s ({', '.join(f'{x:.2f}' for x in t)})")
    ratio = statistics.median(times["pure"]) / statistics.median(times["compiled"])
    print(f"coach ratio: {ratio:.1f}x (medians)")
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

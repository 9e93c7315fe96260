"""Stand/beg and give/run decisions of each level against a long search's.

    python benchmarks/ai_bids.py [--positions 120] [--seed 0] \\
        [--reference expert:iterations=20000,seconds=99,prior=-1] LEVEL [LEVEL ...]

Collects the stand/beg and give/run decisions met in games between medium
players (only those with a real choice), decides each with a reference
search of a large budget (its value of each bid and the paired standard
error), and reports for every level how often it bids as the reference does,
and the mean win chance its bids give up by the reference's values (over all
positions, and over those where the reference's values differ by
0.02 or more: the decisions that are not a toss-up).
"""

from __future__ import annotations

import argparse
import random
import time

from bench_hands import random_start

from allfours_gui.ai import make_player
from allfours_gui.ai.arena import parse_level, wilson
from allfours_gui.engine import Rules
from allfours_gui.engine.public import Phase
from allfours_gui.engine.view import PlayerView


def positions(count: int, players: int, seed: int) -> list[PlayerView]:
    rules = Rules(players=players)
    rng = random.Random(seed)
    medium = make_player("medium", seed)
    out: list[PlayerView] = []
    while len(out) < count:
        h = random_start(rules, rng)
        while not h.over:
            view = h.view_for(h.turn)
            if h.phase != Phase.PLAY and len(view.legal) > 1:
                out.append(view)
            h.apply(medium.choose(view))
    return out[:count]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("levels", nargs="+")
    ap.add_argument("--positions", type=int, default=120)
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--reference", default="expert:iterations=20000,seconds=99,prior=-1")
    args = ap.parse_args(argv)
    views = positions(args.positions, args.players, args.seed)
    level, cfg = parse_level(args.reference)
    ref = make_player(level, 777, config=cfg)
    start = time.monotonic()
    values: list[dict[str, float]] = []
    for v in views:
        cands = ref.explain(v)
        values.append({c.action.do: c.win_chance or 0.0 for c in cands})
    best = [max(vals, key=lambda k: vals[k]) for vals in values]
    gap = [abs(max(vals.values()) - min(vals.values())) for vals in values]
    print(f"reference {args.reference}: {len(views)} bid positions "
          f"({sum(v.phase == Phase.STAND for v in views)} stand/beg), "
          f"{time.monotonic() - start:.0f} s; mean gap between the bids {sum(gap) / len(gap):.4f}",
          flush=True)
    clear = [i for i, g in enumerate(gap) if g >= 0.02]
    for spec in args.levels:
        level, cfg = parse_level(spec)
        p = make_player(level, 4242, config=cfg)
        agree = agree_clear = 0
        lost = lost_clear = 0.0
        for i, v in enumerate(views):
            do = p.choose(v).do
            agree += do == best[i]
            loss = values[i][best[i]] - values[i][do]
            lost += loss
            if i in clear:
                agree_clear += do == best[i]
                lost_clear += loss
        lo, hi = wilson(agree, len(views))
        lo2, hi2 = wilson(agree_clear, len(clear))
        print(f"{spec}: agrees {agree}/{len(views)} = {agree / len(views):.1%} "
              f"({lo:.1%}-{hi:.1%}), loses {lost / len(views):.4f} a bid; where the bids "
              f"differ by >= 0.02: {agree_clear}/{len(clear)} = "
              f"{agree_clear / max(len(clear), 1):.1%} ({lo2:.1%}-{hi2:.1%}), "
              f"loses {lost_clear / max(len(clear), 1):.4f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

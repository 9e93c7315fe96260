"""Card-play puzzles solved exactly, and how many each AI level gets right.

    python benchmarks/ai_puzzles.py build --positions 400 --out /tmp/puzzles.json
        [--deals 40] [--max-left 16] [--min-left 0] [--players 4] [--seed 0]
    python benchmarks/ai_puzzles.py score /tmp/puzzles.json LEVEL [LEVEL ...]

``build`` plays games between medium players and, at play decisions with no
more than ``--max-left`` cards left in the hands, draws ``--deals`` deals
consistent with the seat's view (its hand, the cards gone, the voids shown;
uniform, no inference) and solves every legal card exactly in each deal
(double dummy, valued by the match-win chance: ``ai.endgame``). A position
is a puzzle when some card is right (of the best value) in at least 95% of
the deals and some legal card is not. ``score`` asks each level (arena
specs, e.g. ``expert:seconds=99``) for its card and counts it right when it
is one of the cards right in at least 95% of the deals; it also reports the
mean regret (the share of deals, averaged over puzzles, in which the chosen
card was not right).

This follows the independent puzzle set of issue 13 (positions where one
card is right in >= 95% of the deals consistent with the seat's view,
solved exactly); it is a measure, not a target to tune against.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from bench_hands import random_start

from allfours_gui.ai import make_player
from allfours_gui.ai.arena import parse_level, wilson
from allfours_gui.ai.endgame import solve_moves
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.view import PlayerView

RIGHT_SHARE = 0.95


def _left(h: HandState) -> int:
    return sum(x.bit_count() for x in h.hands)


def judge(view: PlayerView, deals: int, rng: random.Random) -> dict[str, Any] | None:
    """Each legal card's share of the deals in which it is right, or None if
    the position is not a puzzle."""
    sampler = Sampler(view, weigh_decisions=False, infer=False)
    legal = [a.card for a in view.legal if a.card is not None]
    right = dict.fromkeys(legal, 0)
    regret = dict.fromkeys(legal, 0.0)
    for _ in range(deals):
        h = sampler.sample(rng)
        _, per = solve_moves(h)
        vals = {c: (v if view.team == 0 else 1.0 - v) for c, v in per.items()}
        best = max(vals.values())
        for c, v in vals.items():
            if v >= best - 1e-9:
                right[c] += 1
            regret[c] += best - v
    share = {c: right[c] / deals for c in legal}
    good = [c for c in legal if share[c] >= RIGHT_SHARE]
    if not good or len(good) == len(legal):
        return None
    return {"share": share, "good": good, "regret": {c: r / deals for c, r in regret.items()}}


def build(positions: int, deals: int, max_left: int, players: int, seed: int,
          min_left: int = 0) -> list[dict[str, Any]]:
    rules = Rules(players=players)
    rng = random.Random(seed)
    medium = make_player("medium", seed)
    out: list[dict[str, Any]] = []
    seen = 0
    start = time.monotonic()
    while len(out) < positions:
        h = random_start(rules, rng)
        while not h.over and len(out) < positions:
            view = h.view_for(h.turn)
            if (h.phase == PLAY and len(view.legal) > 1
                    and min_left <= _left(h) <= max_left):
                seen += 1
                verdict = judge(view, deals, rng)
                if verdict is not None:
                    out.append({"record": h.record(), "seat": h.turn, "left": _left(h),
                                "good": verdict["good"],
                                "share": {str(c): s for c, s in verdict["share"].items()},
                                "regret": {str(c): r for c, r in verdict["regret"].items()}})
                    print(f"\r{len(out)}/{positions} puzzles from {seen} positions "
                          f"{time.monotonic() - start:.0f}s", end="", file=sys.stderr,
                          flush=True)
            h.apply(medium.choose(view))
    print(file=sys.stderr)
    return out


def score(puzzles: list[dict[str, Any]], spec: str, hits: list[bool] | None = None) -> str:
    from allfours_gui.engine.record import hand_from_record

    level, cfg = parse_level(spec)
    player = make_player(level, 12345, config=cfg)
    right = 0
    regret = 0.0
    by_left: dict[int, list[int]] = {}
    start = time.monotonic()
    for p in puzzles:
        h = hand_from_record(p["record"], check_outcome=False)
        view = h.view_for(p["seat"])
        card = player.choose(view).card
        ok = card in p["good"]
        if hits is not None:
            hits.append(ok)
        right += ok
        regret += p["regret"][str(card)]
        by_left.setdefault(p["left"], [0, 0])
        by_left[p["left"]][0] += ok
        by_left[p["left"]][1] += 1
    n = len(puzzles)
    lo, hi = wilson(right, n)
    bands = ", ".join(f"{k} left {v[0]}/{v[1]}" for k, v in sorted(by_left.items(),
                                                                    reverse=True))
    return (f"{spec}: {right}/{n} = {right / n:.1%} right (95% CI {lo:.1%} to {hi:.1%}), "
            f"mean regret {regret / n:.4f} win chance; {time.monotonic() - start:.0f} s\n"
            f"    {bands}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--positions", type=int, default=300)
    b.add_argument("--deals", type=int, default=40)
    b.add_argument("--max-left", type=int, default=16)
    b.add_argument("--min-left", type=int, default=0)
    b.add_argument("--players", type=int, choices=(4, 2), default=4)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--out", required=True)
    s = sub.add_parser("score")
    s.add_argument("file")
    s.add_argument("levels", nargs="+")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        puzzles = build(args.positions, args.deals, args.max_left, args.players, args.seed,
                        args.min_left)
        with open(args.out, "w") as f:
            json.dump(puzzles, f)
        print(f"{len(puzzles)} puzzles written to {args.out}")
        return 0
    with open(args.file) as f:
        puzzles = json.load(f)
    results: list[list[bool]] = []
    for spec in args.levels:
        results.append([])
        print(score(puzzles, spec, results[-1]), flush=True)
    if len(results) == 2:  # the same puzzles: a paired comparison (exact McNemar test)
        b = sum(x and not y for x, y in zip(*results, strict=True))
        c = sum(y and not x for x, y in zip(*results, strict=True))
        print(f"paired: only the first right {b}, only the second right {c}; "
              f"two-sided exact McNemar p = {mcnemar(b, c):.3f}")
    return 0


def mcnemar(b: int, c: int) -> float:
    """Two-sided exact p-value of b successes in b + c fair coin tosses."""
    from math import comb

    n, k = b + c, min(b, c)
    if n == 0:
        return 1.0
    return min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)


if __name__ == "__main__":
    sys.exit(main())

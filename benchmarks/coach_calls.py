"""How often the coach calls a clear mistake a mistake, and a best card good.

    python benchmarks/coach_calls.py [--hands 30] [--reference 60] [--seconds 3]
        [--players 4] [--seed 0]

Hands between hard players; at every card decision with a real choice, every
choice is valued twice from the seat's own view: by the coach at the budget
``--seconds`` (``analysis.judge``, as the review does), and by a reference
analysis of ``--reference`` seconds of budget (20 times the default: its
standard errors a fifth of the coach's). A choice is a *clear mistake* when the
reference says it loses at least ``INACCURACY`` (1.5%) and more than three of
its standard errors; the reference's best choice is *best*. Printed: the share of
clear mistakes the coach calls an inaccuracy or worse (and of those losing half
as much again, 1.5%), the share of best cards it calls anything but good (should
be none), and the misses (loss, error).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from analysis import play_hand

from allfours_gui.ai import analysis, native
from allfours_gui.ai.analysis import INACCURACY, Decision, _values, judge
from allfours_gui.ai.ismcts import _paired
from allfours_gui.ai.moves import to_action
from allfours_gui.engine import Rules
from allfours_gui.engine.cards import card_str
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.record import replay


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=30)
    ap.add_argument("--reference", type=float, default=60.0)
    ap.add_argument("--seconds", type=float, default=analysis.DEFAULT_SECONDS)
    ap.add_argument("--players", type=int, choices=(2, 4), default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    print(f"search core: {native.engine_name()}; {args.players} players; coach "
          f"{args.seconds:g} s, reference {args.reference:g} s a decision")
    rules = Rules(players=args.players)
    rng = random.Random(args.seed)
    clear = flagged = best_seen = best_flagged = 0
    wide = wide_flagged = 0  # clear mistakes losing at least half as much again as INACCURACY
    misses: list[str] = []
    start = time.perf_counter()
    for n in range(args.hands):
        rec = play_hand(rules, n % args.players, [0, 0], rng, "hard").record()
        actions = rec["actions"]
        for i, (hand, _) in enumerate(replay(rec)):
            if i >= len(actions) or hand.phase != PLAY:
                continue
            view = hand.view_for(hand.turn)
            if len(view.legal) < 2:
                continue
            values, _same, _ = _values(view, args.reference, random.Random(f"ref:{n}:{i}"),
                                      None)
            if len(values) < 2:
                continue
            means = {m: sum(v) / len(v) for m, v in values.items()}
            top = max(means, key=lambda m: means[m])
            for m in values:
                chosen = to_action(view.seat, view.phase, m)
                if m == top:
                    kind = "best"
                else:
                    loss, se = _paired(values[top], values[m])
                    if loss < INACCURACY or loss <= 3 * se:
                        continue
                    kind = "clear"
                r = judge(Decision(i, view, chosen), args.seconds, args.seed)
                called = r["verdict"] != "good"
                if kind == "best":
                    best_seen += 1
                    best_flagged += called
                else:
                    clear += 1
                    flagged += called
                    if loss >= 1.5 * INACCURACY:
                        wide += 1
                        wide_flagged += called
                    if not called:
                        misses.append(f"hand {n} action {i}: {card_str(m)} ref loss "
                                      f"{loss:.4f} (se {se:.4f}); coach loss {r['loss']:.4f} "
                                      f"(error {r['error']:.4f}), best {r['best']}")
        print(f"hand {n + 1}: clear mistakes {flagged}/{clear} called, best cards "
              f"{best_flagged}/{best_seen} called ({time.perf_counter() - start:.0f} s)",
              flush=True)
    print(f"clear mistakes called an inaccuracy or worse: {flagged}/{clear} = "
          f"{flagged / max(clear, 1):.1%}")
    print(f"  of them losing {1.5 * INACCURACY:.1%} or more: {wide_flagged}/{wide} = "
          f"{wide_flagged / max(wide, 1):.1%}")
    print(f"best cards called anything but good: {best_flagged}/{best_seen}")
    for line in misses:
        print("  missed:", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())

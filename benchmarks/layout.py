"""How long the table's layout takes, over a grid of view sizes.

The scene builds a new ``TableLayout`` on every resize, on the GUI thread, so
its worst case is what a drag-resize feels like. For each view size (densely
over small windows, where cards shrink and the layout searches hardest;
sparsely up to 3840 x 2160) and two and four players: the time to build the
layout and ask it where each dealer's pack, each plate and a card of each
hand go, with the layout's cache cleared; then, separately, the slowest
single panel or long speech bubble asked of that layout (``panel_pos``,
``bubble_spot``), which the scene asks for when one shows.

    python benchmarks/layout.py [--repeats 3] [--step 16]

This machine is a shared VM whose speed drifts from second to second, so
the whole grid is timed ``repeats`` times over and each size's median counts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from allfours_gui.ui.table import layout_build
from allfours_gui.ui.table.table_layout import TableLayout

PANELS = (("top", 420, 90), ("bottom", 420, 90), ("centre", 380, 300))


def sizes(step: int) -> list[tuple[int, int]]:
    small = {(w, h) for w in range(640, 1041, step) for h in range(460, 781, step)}
    large = {(w, h) for w in range(640, 3841, 320) for h in range(460, 2161, 170)}
    return sorted(small | large | {(3840, 2160), (1920, 1080), (1366, 768), (640, 460)})


def build(w: int, h: int, n: int) -> TableLayout:
    lay = TableLayout(w, h, n)
    lay.card_width  # noqa: B018 (builds the plan)
    for seat in range(n):
        lay.pack_spot(seat)
        lay.plate_spot(seat)
        lay.hand_spot(seat, 0, 6)
    return lay


def timed(fn, *args, **kwargs) -> float:
    start = time.perf_counter()
    fn(*args, **kwargs)
    return (time.perf_counter() - start) * 1000


def queries(lay: TableLayout) -> float:
    """The slowest panel or long bubble asked of ``lay`` (ms)."""
    worst = 0.0
    for dealer in range(lay.players):
        for anchor, pw, ph in PANELS:
            worst = max(worst, timed(lay.panel_pos, anchor, pw, ph, dealer))
        worst = max(worst, timed(lay.bubble_spot, dealer, 230, 34, dealer=dealer, trick=False))
        worst = max(worst, timed(lay.bubble_spot, None, 330, 40, dealer=dealer, trick=False))
    return worst


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--step", type=int, default=16, help="grid step over small windows (px)")
    args = ap.parse_args()
    grid = [(w, h, n) for w, h in sizes(args.step) for n in (4, 2)]
    for w, h in ((1180, 730), (700, 500), (640, 460)):  # warm up the interpreter
        build(w, h, 4)
    times: dict[tuple[int, int, int], list[float]] = {size: [] for size in grid}
    for _ in range(args.repeats):  # whole passes, so a slow spell spoils one pass only
        for size in grid:
            layout_build.plan_for.cache_clear()
            times[size].append(timed(build, *size))
    builds = [(statistics.median(ms), *size) for size, ms in times.items()]
    asks = [(queries(build(*size)), *size) for size in grid]
    for title, rows in (("build + spots", builds), ("slowest panel_pos/bubble_spot", asks)):
        ms = [r[0] for r in rows]
        print(f"{title}: {len(rows)} layouts, worst {max(ms):.1f} ms, "
              f"median {statistics.median(ms):.1f} ms, 99th percentile "
              f"{statistics.quantiles(ms, n=100)[-1]:.1f} ms")
        print("  slowest:", ", ".join(f"{w}x{h}/{n} {t:.1f}" for t, w, h, n in
                                      sorted(rows, reverse=True)[:6]))


if __name__ == "__main__":
    main()

"""Random clicks and keys at the real window under Xvfb, then what broke.

Starts the app as a person does (``python -m allfours_gui --speed SPEED --seed 5``) on
its own Xvfb display and, for ``--seconds``, sends it random input through xdotool:
clicks anywhere in the window, weighted toward the hand, the prompts' buttons and the
menus, and the keys 1-9, arrows, Enter, Space, Esc, H, Ctrl+Z and Ctrl+H. It never
quits the app (no Ctrl+Q, never the Game menu's last item) and closes what it opens:
file dialogs at once, other windows after a few seconds. Then it prints the events
sent, the hands finished (from the app's history database) and the Python tracebacks
in the app's log, the first few in full.

    python tools/monkey.py [--seconds 600] [--speed normal] [--seed N] [--keep DIR]

Exit status 1 when the app logged a traceback or died. Needs Debian's xvfb and xdotool.
A tool rather than a benchmark: it finds bugs, it does not measure anything; a short run
of it is a test (tests/ui/test_monkey.py).
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.ui.xwindow import (  # the repository root is on the path now
    RealApp,
    missing_tools,
    run_monkey,
    stack_top,
    tracebacks,
)

SPEEDS = ("instant", "fast", "normal", "slow")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=600, help="how long (default 600)")
    ap.add_argument("--speed", choices=SPEEDS, default="normal", help="animation speed")
    ap.add_argument("--seed", type=int, help="seed of the random input (default: random)")
    ap.add_argument("--show", type=int, default=3, help="tracebacks printed in full")
    ap.add_argument("--keep", metavar="DIR", help="folder for the log, the data and the "
                    "last screen (default: a new temporary folder, kept)")
    args = ap.parse_args(argv)
    reason = missing_tools()
    if reason:
        print(f"monkey: {reason}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="allfours-monkey-"))
    app = RealApp(args.speed, work)
    started = time.monotonic()
    monkey = None
    try:
        app.start()
        monkey = run_monkey(app, args.seconds, seed)
        app.screenshot(work / "last.png")
    finally:
        alive = app.alive()
        app.close()
    secs = time.monotonic() - started
    found = tracebacks(app.log())
    progress = app.progress()
    print(f"monkey at {args.speed} for {secs:.0f} s (input seed {seed}): "
          f"{app.sent['keys']} keys and {app.sent['clicks']} clicks sent, "
          f"{monkey.closed if monkey else 0} windows closed; {progress}; "
          f"{len(found)} tracebacks; the app "
          + ("was still running" if alive else f"had exited ({app.exit_code})"))
    tops = collections.Counter(stack_top(tb) for tb in found)
    for top, n in tops.most_common():
        print(f"  {n} x {top}")
    for tb in found[:args.show]:
        print("\n" + tb)
    print(f"\nlog {app.log_path}, last screen {work / 'last.png'}")
    return 1 if found or not alive else 0


if __name__ == "__main__":
    sys.exit(main())

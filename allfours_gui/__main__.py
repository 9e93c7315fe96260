"""``allfours`` / ``python -m allfours_gui``.

The table window is not built yet; until it is, this plays one seeded hand
between four random players in the terminal so that the installed command
shows the real engine at work.
"""

from __future__ import annotations

import argparse
import random
import sys

from . import __version__
from .engine import Rules
from .engine.game import Game
from .engine.transcript import describe


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="allfours", description="All Fours (Trinidad)")
    ap.add_argument("--seed", type=int, default=None, help="seed for the shuffle")
    ap.add_argument("--players", type=int, choices=(2, 4), default=4)
    ap.add_argument("--version", action="version", version=f"All Fours {__version__}")
    args = ap.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    print(f"All Fours {__version__}: the table window is still being built.")
    print(f"Here is one hand between random players (seed {seed}):\n")
    game = Game(Rules(players=args.players), seed)
    rng = random.Random(seed)
    events = game.cut()
    events += game.choose_method(game.dealer, rng.choice(["ones", "threes"]))
    events += game.deal()
    while game.phase == "hand":
        events += game.apply(rng.choice(game.legal_actions()))
    for e in events:
        print(" ", describe(e))
    return 0


if __name__ == "__main__":
    sys.exit(main())

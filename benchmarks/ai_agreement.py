"""How often two levels choose the same card, and which a long search sides with.

    python benchmarks/ai_agreement.py [--hands 25] [--a hard] [--b expert]
        [--reference expert:seconds=99,iterations=12000] [--share 0.5]

Plays hands of hard self-play (4 players, random scores) and, at a random
``--share`` of the play decisions with more than one legal card, asks A and
B (arena specs, their deadlines on) for their card; where they differ, asks
the reference too. A level can only be stronger where it chooses otherwise,
and only by as much as those choices are better.
"""

from __future__ import annotations

import argparse
import random
import sys

from allfours_gui.ai.arena import _seat_player
from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.hand import PLAY


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=25)
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="expert")
    ap.add_argument("--reference", default="expert:seconds=99,iterations=12000")
    ap.add_argument("--share", type=float, default=0.5)
    args = ap.parse_args(argv)
    rules = Rules(players=4)
    a, b = _seat_player(args.a, 11), _seat_player(args.b, 12)
    ref = _seat_player(args.reference, 13)
    agree = total = with_a = with_b = 0
    by_trick: dict[int, list[int]] = {}
    for i in range(args.hands):
        seats = [_seat_player("hard", 100 + i * 8 + s) for s in range(4)]
        deck = list(range(52))
        random.Random(f"d{i}").shuffle(deck)
        score = [random.Random(i).randrange(14), random.Random(-i).randrange(14)]
        h = HandState(rules, i % 4, "threes", score, deck, rng=random.Random(f"d{i}/r"))
        h.start()
        while not h.over:
            view = h.view_for(h.turn)
            asked = random.Random(f"{i}/{len(view.tricks)}/{h.turn}").random() < args.share
            if h.phase == PLAY and len(view.legal) > 1 and asked:
                ca, cb = a.choose(view), b.choose(view)  # type: ignore[union-attr]
                row = by_trick.setdefault(len(view.tricks), [0, 0])
                total += 1
                row[1] += 1
                if ca == cb:
                    agree += 1
                    row[0] += 1
                else:
                    cr = ref.choose(view)  # type: ignore[union-attr]
                    with_a += cr == ca
                    with_b += cr == cb
                print(f"\r{total} positions, {agree} alike", end="", file=sys.stderr, flush=True)
            h.apply(seats[h.turn].choose(view))  # type: ignore[union-attr]
    print(file=sys.stderr)
    differ = total - agree
    print(f"{total} play positions from {args.hands} hands of hard self-play: {args.a} and "
          f"{args.b} choose alike in {agree} ({agree / max(total, 1):.1%})")
    print("alike by trick:", ", ".join(f"{t}: {x}/{n}" for t, (x, n) in sorted(by_trick.items())))
    print(f"{differ} differ; {args.reference} sides with {args.a} in {with_a}, with {args.b} in "
          f"{with_b}, with neither in {differ - with_a - with_b}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

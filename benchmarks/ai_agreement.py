"""How often two levels choose the same card, and which a long search sides with.

    python benchmarks/ai_agreement.py [--hands 25] [--first 0] [--a hard] [--b expert]
        [--reference expert:seconds=99,iterations=12000] [--share 0.5]
        [--value R] [--playout hard:seconds=99,iterations=150]

Plays hands of hard self-play (4 players, random scores) and, at a random
``--share`` of the play decisions with more than one legal card, asks A and
B (arena specs, their deadlines on) for their card; where they differ, asks
the reference too. A level can only be stronger where it chooses otherwise,
and only by as much as those choices are better.

With ``--value R``, each card where they differ is also valued in play: the
true deal, the card played, and the hand finished ``R`` times by
``--playout`` players (who see only their own views), scored as the
deciding side's chance to win the match from the hand's end (``match_odds``).
The mean of (B's value - A's value) over those positions says what B's
different choices are worth, unjudged by any search of the position.
"""

from __future__ import annotations

import argparse
import random
import sys

from allfours_gui.ai.arena import _seat_player
from allfours_gui.ai.ismcts import outcome_value
from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.actions import Action
from allfours_gui.engine.hand import PLAY


def value_in_play(h: HandState, card: Action, times: int, spec: str, seed: int) -> float:
    """The deciding side's mean match-win chance after ``card``, the hand
    finished ``times`` times by ``spec`` players on the true deal."""
    team = h.turn & 1
    total = 0.0
    for r in range(times):
        g = h.clone()
        g.set_shuffler(random.Random(f"{seed}/{r}"))
        g.apply(card)
        players = [_seat_player(spec, seed * 31 + r * 4 + s) for s in range(g.n)]
        while not g.over:
            g.apply(players[g.turn].choose(g.view_for(g.turn)))  # type: ignore[union-attr]
        v = outcome_value(g)
        total += v if team == 0 else 1.0 - v
    return total / times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=25)
    ap.add_argument("--first", type=int, default=0, help="the first hand's number")
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="expert")
    ap.add_argument("--reference", default="expert:seconds=99,iterations=12000")
    ap.add_argument("--share", type=float, default=0.5)
    ap.add_argument("--value", type=int, default=0, metavar="R",
                    help="value each differing card by R playouts on the true deal")
    ap.add_argument("--playout", default="hard:seconds=99,iterations=150")
    args = ap.parse_args(argv)
    rules = Rules(players=4)
    a, b = _seat_player(args.a, 11), _seat_player(args.b, 12)
    ref = _seat_player(args.reference, 13)
    agree = total = with_a = with_b = 0
    by_trick: dict[int, list[int]] = {}
    gains: list[float] = []
    for i in range(args.first, args.first + args.hands):
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
                    if args.value:
                        seed = len(gains)
                        gains.append(value_in_play(h, cb, args.value, args.playout, seed)
                                     - value_in_play(h, ca, args.value, args.playout, seed))
                print(f"\r{total} positions, {agree} alike", end="", file=sys.stderr, flush=True)
            h.apply(seats[h.turn].choose(view))  # type: ignore[union-attr]
    print(file=sys.stderr)
    differ = total - agree
    print(f"{total} play positions from {args.hands} hands of hard self-play "
          f"(from hand {args.first}): {args.a} and "
          f"{args.b} choose alike in {agree} ({agree / max(total, 1):.1%})")
    print("alike by trick:", ", ".join(f"{t}: {x}/{n}" for t, (x, n) in sorted(by_trick.items())))
    print(f"{differ} differ; {args.reference} sides with {args.a} in {with_a}, with {args.b} in "
          f"{with_b}, with neither in {differ - with_a - with_b}")
    if gains:
        mean = sum(gains) / len(gains)
        sd = (sum((g - mean) ** 2 for g in gains) / max(len(gains) - 1, 1)) ** 0.5
        print(f"in play ({args.value} playouts a card by {args.playout}, the true deal): "
              f"{args.b}'s card is worth {mean:+.4f} match-win chance against {args.a}'s "
              f"(standard error {sd / len(gains) ** 0.5:.4f}; better in "
              f"{sum(g > 0 for g in gains)}, worse in {sum(g < 0 for g in gains)}, "
              f"equal in {sum(g == 0 for g in gains)} of {len(gains)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

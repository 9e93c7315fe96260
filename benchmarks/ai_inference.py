"""How much the searches' sampled deals know about the hidden hands (cheap: no search).

    python benchmarks/ai_inference.py [--hands 40] [--players 4] [--level medium]
        [--samples 200] [--seed 0] [--variants uniform bids c4 c8 c32 ...]

Plays hands between ``--level`` players (arena specs: ``hard:seconds=99`` is
slower but more like the table's opponents; the medium rules *are* the play
model, so ``medium`` flatters the inference) and, at every play decision of
seat 0 from the second trick on, draws ``--samples`` deals from seat 0's
view with each sampler variant and scores them against the true deal:

  - known: the share of the deals that put a hidden card in the hand that
    really holds it, averaged over the hidden cards the other seats hold
    (higher: the deals are nearer the truth);
  - log: the mean log of that share (floored at 1/samples), which punishes a
    variant that rules the truth out;
  - ms/deal: the sampler's time per kept deal;
  - trumps: known, of the trumps alone (the cards the play turns on).

With ``--confusion``, it prints instead how the players' plays compare with
the play model's: for each kind of card the model would play (leading and
following apart), how often each kind was played when one was legal (a
searching player's plays are what the model must explain at the table).

Variants: ``uniform`` (only what the view shows: the voids, the exposed
cards), ``bids`` (weighed by the stand/beg and give/run decisions only),
``cN`` (bids and every past play, N candidates per kept deal: what hard (4)
and expert (8) do), ``cN:eE`` (the same with the play model's epsilon E).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from typing import Any

from allfours_gui.ai.arena import _seat_player
from allfours_gui.ai.inference import _legal, kind, model_card, past_plays
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.view import PlayerView

DEFAULT_VARIANTS = ("uniform", "bids", "c4", "c8", "c32", "c128", "c32:e0.15", "c32:e0.5")


def make_sampler(view: PlayerView, variant: str) -> Sampler:
    if variant == "uniform":
        return Sampler(view, weigh_decisions=False, infer=False, candidates=1)
    if variant == "bids":
        return Sampler(view, infer=False)
    if not variant.startswith("c"):
        raise ValueError(f"unknown variant {variant!r}")
    count, _, eps = variant[1:].partition(":e")
    sampler = Sampler(view, infer=True, candidates=int(count))
    if eps and sampler.model is not None:
        sampler.model.epsilon = float(eps)
    return sampler


def new_hand(rules: Rules, i: int, level: str, seed: int) -> tuple[HandState, list[Any]]:
    """Hand ``i`` of a run, started, and its ``level`` players."""
    seats = [_seat_player(level, seed * 1000 + i * 8 + s) for s in range(rules.players)]
    deck = list(range(52))
    random.Random(f"{seed}/{i}").shuffle(deck)
    h = HandState(rules, i % rules.players, "threes", [0, 0], deck,
                  rng=random.Random(f"{seed}/{i}/redeal"))
    h.start()
    return h, seats


def positions(hands: int, players: int, level: str, seed: int
              ) -> list[tuple[PlayerView, list[int]]]:
    """(seat 0's view, the true hands) at seat 0's play decisions after trick 1."""
    rules = Rules(players=players)
    out = []
    for i in range(hands):
        h, seats = new_hand(rules, i, level, seed)
        while not h.over:
            view = h.view_for(h.turn)
            if h.turn == 0 and h.phase == PLAY and view.tricks:
                out.append((view, list(h.hands)))
            h.apply(seats[h.turn].choose(view))
    return out


def score(view: PlayerView, truth: list[int], variant: str, samples: int,
          rng: random.Random) -> tuple[float, float, float, float]:
    """(known, log, seconds a deal, known of the trumps) of one variant at one position."""
    cards = [(c, s) for s in range(view.n) if s != view.seat
             for c in range(52) if truth[s] >> c & 1 and not view.exposed[s] >> c & 1]
    if not cards:
        return math.nan, math.nan, 0.0, math.nan
    hits = dict.fromkeys(cards, 0)
    start = time.perf_counter()
    sampler = make_sampler(view, variant)
    for _ in range(samples):
        hands, _ = sampler.sample_hidden(rng)
        for c, s in cards:
            if hands[s] >> c & 1:
                hits[(c, s)] += 1
    took = (time.perf_counter() - start) / samples
    shares = [hits[k] / samples for k in cards]
    trumps = [hits[(c, s)] / samples for c, s in cards if c // 13 == view.trump]
    floor = 1.0 / samples
    return (sum(shares) / len(shares),
            sum(math.log(max(x, floor)) for x in shares) / len(shares), took,
            sum(trumps) / len(trumps) if trumps else math.nan)


KINDS = ("blank", "honour", "ten", "low trump", "high trump", "jack")


def confusion(hands: int, players: int, level: str, seed: int) -> str:
    """The model's kind against the played kind, over every other seat's
    play with more than one legal card, seen from seat 0 at the hand's last card."""
    rules = Rules(players=players)
    # chosen[lead][model kind][played kind], available[...]: when that kind was legal
    chosen = [[[0] * 6 for _ in range(6)] for _ in range(2)]
    available = [[[0] * 6 for _ in range(6)] for _ in range(2)]
    plays = agree = 0
    for i in range(hands):
        h, seats = new_hand(rules, i, level, seed)
        last: tuple[PlayerView, list[int]] | None = None
        while not h.over:
            if h.phase == PLAY:
                last = (h.view_for(0), list(h.hands))
            h.apply(seats[h.turn].choose(h.view_for(h.turn)))
        if last is None:
            continue
        view, now = last
        for p in past_plays(view):
            hand = now[p.seat] | p.later
            legal = _legal(hand, p, view.trump, view.rules)
            if legal.bit_count() <= 1:
                continue
            km = kind(model_card(hand, legal, p, view.trump), view.trump)
            ka = kind(p.card, view.trump)
            lead = 0 if p.trick else 1
            chosen[lead][km][ka] += 1
            for k in {kind(c, view.trump) for c in range(52) if legal >> c & 1}:
                available[lead][km][k] += 1
            plays += 1
            agree += km == ka
    lines = [f"{plays} plays by {level} ({hands} hands, {players} players, seed {seed}); "
             f"the played kind is the model's in {agree / max(plays, 1):.1%}",
             "rows: the model's kind; cells: played / legal (times that kind was legal)"]
    for lead, name in ((1, "leading"), (0, "following")):
        lines.append(f"{name}: {'':11}" + "".join(f"{k:>16}" for k in KINDS))
        for km in range(6):
            cells = []
            for ka in range(6):
                a = available[lead][km][ka]
                cells.append(f"{chosen[lead][km][ka]:>5}/{a:<5}" + (
                    f"{chosen[lead][km][ka] / a:4.0%}" if a else "    "))
            if any(available[lead][km]):
                lines.append(f"  {KINDS[km]:>18} " + "".join(f"{c:>16}" for c in cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--samples", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--variants", nargs="*", default=list(DEFAULT_VARIANTS))
    ap.add_argument("--confusion", action="store_true",
                    help="compare the players' plays with the play model's instead")
    args = ap.parse_args(argv)
    if args.confusion:
        print(confusion(args.hands, args.players, args.level, args.seed))
        return 0
    start = time.monotonic()
    pos = positions(args.hands, args.players, args.level, args.seed)
    print(f"{len(pos)} positions from {args.hands} hands of {args.level} "
          f"({args.players} players, seed {args.seed}), {args.samples} deals each, "
          f"{time.monotonic() - start:.0f} s to play")
    print(f"{'variant':12} {'known':>7} {'log':>8} {'ms/deal':>8} {'trumps':>7}")
    for variant in args.variants:
        rng = random.Random(args.seed)
        rows = [score(v, t, variant, args.samples, rng) for v, t in pos]
        rows = [r for r in rows if not math.isnan(r[0])]
        known = sum(r[0] for r in rows) / len(rows)
        log = sum(r[1] for r in rows) / len(rows)
        ms = 1e3 * sum(r[2] for r in rows) / len(rows)
        held = [r[3] for r in rows if not math.isnan(r[3])]
        trumps = sum(held) / len(held) if held else math.nan
        print(f"{variant:12} {known:7.3f} {log:8.3f} {ms:8.3f} {trumps:7.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

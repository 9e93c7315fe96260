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
  - ms/deal: the sampler's time per kept deal.

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

from allfours_gui.ai.arena import _seat_player
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


def positions(hands: int, players: int, level: str, seed: int
              ) -> list[tuple[PlayerView, list[int]]]:
    """(seat 0's view, the true hands) at seat 0's play decisions after trick 1."""
    rules = Rules(players=players)
    out = []
    for i in range(hands):
        seats = [_seat_player(level, seed * 1000 + i * 8 + s) for s in range(players)]
        deck = list(range(52))
        random.Random(f"{seed}/{i}").shuffle(deck)
        h = HandState(rules, i % players, "threes", [0, 0], deck,
                      rng=random.Random(f"{seed}/{i}/redeal"))
        h.start()
        while not h.over:
            view = h.view_for(h.turn)
            if h.turn == 0 and h.phase == PLAY and view.tricks:
                out.append((view, list(h.hands)))
            h.apply(seats[h.turn].choose(view))  # type: ignore[union-attr]
    return out


def score(view: PlayerView, truth: list[int], variant: str, samples: int,
          rng: random.Random) -> tuple[float, float, float]:
    """(known, log, seconds a deal) of one variant at one position."""
    cards = [(c, s) for s in range(view.n) if s != view.seat
             for c in range(52) if truth[s] >> c & 1 and not view.exposed[s] >> c & 1]
    if not cards:
        return math.nan, math.nan, 0.0
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
    floor = 1.0 / samples
    return (sum(shares) / len(shares),
            sum(math.log(max(x, floor)) for x in shares) / len(shares), took)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--samples", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--variants", nargs="*", default=list(DEFAULT_VARIANTS))
    args = ap.parse_args(argv)
    start = time.monotonic()
    pos = positions(args.hands, args.players, args.level, args.seed)
    print(f"{len(pos)} positions from {args.hands} hands of {args.level} "
          f"({args.players} players, seed {args.seed}), {args.samples} deals each, "
          f"{time.monotonic() - start:.0f} s to play")
    print(f"{'variant':12} {'known':>7} {'log':>8} {'ms/deal':>8}")
    for variant in args.variants:
        rng = random.Random(args.seed)
        rows = [score(v, t, variant, args.samples, rng) for v, t in pos]
        rows = [r for r in rows if not math.isnan(r[0])]
        known = sum(r[0] for r in rows) / len(rows)
        log = sum(r[1] for r in rows) / len(rows)
        ms = 1e3 * sum(r[2] for r in rows) / len(rows)
        print(f"{variant:12} {known:7.3f} {log:8.3f} {ms:8.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

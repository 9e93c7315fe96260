"""The learned model of the unseen cards against today's inference, on held-out
hands (issue 27, phase 3; slow: not a test).

    python benchmarks/model_eval.py [--weights benchmarks/results/model_weights.npz]
        [--samples 100] [--max-hands 0] [--test-share 0.2] [--seed 0]

Needs numpy (the ``model`` extra). At every play decision from the second
trick on of every seat, in the hands ``model_train.py`` held out, each card
another seat really holds is scored by the chance each method gives its true
place:

  - uniform: the share of ``--samples`` deals from the sampler that weighs
    nothing (only the voids, the exposed cards and the room in each hand);
  - today (c8): the same with the stand/beg, give/run and play model weighing
    8 candidates a kept deal, as the expert samples (``ai_inference.py``'s
    variants; ``--variants`` for others);
  - model: the learned marginals, renormalised over the places that may hold
    the card;
  - model-sir: deals drawn as the sampler draws them, 8 candidates a kept
    deal weighted by the product of the model's marginals of their cards (a
    sketch of a sampler under the model: every deal stays consistent with the
    view; nothing in the package changes).

``log`` is the mean log of that chance per card, the sampled methods floored
at 1/samples as ``ai_inference.py`` floors them (which favours them: the
floors add up to more than 1); ``log+`` gives the sampled methods a proper
distribution instead, their counts plus one half over the places that may hold
the card. ``truth`` is the mean chance itself (the "truth share"). Intervals:
95% bootstrap over hands. ``diff`` rows: paired differences per card against
today's inference, with their intervals.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_inference import make_sampler
from model_data import RESULTS
from model_prior import DATA_CODE
from model_train import (
    hands_of,
    play_positions,
    probabilities,
    truth_places,
    view_cards,
)

from allfours_gui.ai.sampling import PACK, Sampler
from allfours_gui.engine.view import PlayerView

SIR_CANDIDATES = 8


class ModelSampler:
    """Deals drawn as the sampler draws them, one of ``candidates`` kept with
    chance proportional to the product of the model's marginals of its cards
    (the room terms cancel: every deal fills each place's room exactly)."""

    def __init__(self, view: PlayerView, logp: dict[tuple[int, int], float],
                 candidates: int = SIR_CANDIDATES, today: bool = False) -> None:
        # today: the candidates weighed by today's inference too (both read the
        # same evidence, so the product counts some of it twice)
        self.base = (Sampler(view, infer=True, candidates=candidates) if today
                     else Sampler(view, weigh_decisions=False, infer=False, candidates=1))
        self.today = today
        self.logp = logp
        self.candidates = candidates

    def log_weight(self, hands: list[int], pack: list[int]) -> float:
        total = 0.0
        for c in pack:
            total += self.logp.get((c, PACK), 0.0)
        for s, m in enumerate(hands):
            while m:
                low = m & -m
                total += self.logp.get((low.bit_length() - 1, s), 0.0)
                m ^= low
        return total

    def sample_hidden(self, rng: random.Random) -> tuple[list[int], list[int]]:
        pool = [self.base.sample_cards(rng) for _ in range(self.candidates)]
        logs = [self.log_weight(h, p) for h, p in pool]
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        if self.today:
            weights = [w * self.base.weight(h) for w, (h, _) in zip(weights, pool, strict=True)]
        r = rng.random() * sum(weights)
        for cand, w in zip(pool, weights, strict=True):
            r -= w
            if r < 0:
                return cand
        return pool[-1]


def shares(sampler: Sampler | ModelSampler, cards: list[tuple[int, int]], samples: int,
           rng: random.Random) -> list[int]:
    hits = [0] * len(cards)
    for _ in range(samples):
        hands, _ = sampler.sample_hidden(rng)
        for i, (c, s) in enumerate(cards):
            if hands[s] >> c & 1:
                hits[i] += 1
    return hits


def bootstrap(per_hand: list[tuple[float, int]], rng: np.random.Generator,
              rounds: int = 2000) -> tuple[float, float, float]:
    """The ratio mean (sum over sum) and its 95% bootstrap interval over hands."""
    sums = np.array([s for s, _ in per_hand])
    counts = np.array([n for _, n in per_hand])
    idx = rng.integers(0, len(sums), size=(rounds, len(sums)))
    means = sums[idx].sum(axis=1) / counts[idx].sum(axis=1)
    return (float(sums.sum() / counts.sum()), float(np.percentile(means, 2.5)),
            float(np.percentile(means, 97.5)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--weights", default=str(RESULTS.parent / "model_weights.npz"))
    ap.add_argument("--samples", type=int, default=100)
    ap.add_argument("--max-hands", type=int, default=0, help="0: every held-out hand")
    ap.add_argument("--test-share", type=float, default=0.2)
    ap.add_argument("--data", default=DATA_CODE,
                    help="the code fingerprint of the hand records (model_data.py); "
                         "the default: those the committed weights were trained on")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--variants", nargs="*", default=["uniform", "c8"])
    ap.add_argument("--hybrid", action="store_true",
                    help="also c8+model: today's weights times the model's product")
    ap.add_argument("--players", type=int, choices=(0, 2, 4), default=0, help="0: both")
    args = ap.parse_args(argv)
    w = np.load(args.weights)["w"].astype(np.float64)
    methods = [*args.variants, "model", "model-sir", *(["c8+model"] if args.hybrid else [])]
    # per method: per hand (sum of log, sum of log+, sum of truth share, cards)
    acc: dict[str, list[list[float]]] = {m: [] for m in methods}
    diffs: dict[str, list[tuple[float, int]]] = {m: [] for m in methods}
    rng = random.Random(args.seed)
    positions = cards_scored = 0
    model_secs = 0.0
    sample_secs = dict.fromkeys(methods, 0.0)
    hands = 0
    start = time.monotonic()
    for _, item in hands_of(True, args.test_share, args.data):
        if args.players and item["record"]["rules"]["players"] != args.players:
            continue
        if args.max_hands and hands >= args.max_hands:
            break
        hands += 1
        per = {m: [0.0, 0.0, 0.0, 0] for m in methods}
        logs_by: dict[str, list[float]] = {m: [] for m in methods}
        for view, truth in play_positions(item["record"]):
            if not view.tricks:
                continue
            t0 = time.perf_counter()
            vc = view_cards(view)
            p = probabilities(w, vc.x, vc.ok, vc.kind) if vc.cards else None
            model_secs += time.perf_counter() - t0
            if p is None:
                continue
            where = truth_places(vc, truth)
            scored = [i for i, j in enumerate(where) if vc.places[j] != PACK]
            if not scored:
                continue
            positions += 1
            cards_scored += len(scored)
            cards = [(vc.cards[i], vc.places[where[i]]) for i in scored]
            holders = [int(vc.ok[i].sum()) for i in scored]
            logp = {(c, vc.places[j]): math.log(max(float(p[i, j]), 1e-300))
                    for i, c in enumerate(vc.cards) for j in range(len(vc.places))
                    if vc.ok[i, j]}
            for m in methods:
                if m == "model":
                    probs = [float(p[i, where[i]]) for i in scored]
                    logs = [math.log(x) for x in probs]
                    logs_plus = logs
                else:
                    t1 = time.perf_counter()
                    sampler = (ModelSampler(view, logp) if m == "model-sir"
                               else ModelSampler(view, logp, today=True) if m == "c8+model"
                               else make_sampler(view, m))
                    hits = shares(sampler, cards, args.samples, rng)
                    sample_secs[m] += time.perf_counter() - t1
                    probs = [x / args.samples for x in hits]
                    logs = [math.log(max(x, 1.0 / args.samples)) for x in probs]
                    logs_plus = [math.log((x + 0.5) / (args.samples + 0.5 * k))
                                 for x, k in zip(hits, holders, strict=True)]
                per[m][0] += sum(logs)
                per[m][1] += sum(logs_plus)
                per[m][2] += sum(probs)
                per[m][3] += len(probs)
                logs_by[m].extend(logs_plus)
        if not per["model"][3]:
            continue
        for m in methods:
            acc[m].append(per[m])
            ref = logs_by["c8" if "c8" in methods else methods[0]]
            diffs[m].append((sum(a - b for a, b in zip(logs_by[m], ref, strict=True)),
                             len(ref)))
        if hands % 20 == 0:
            print(f"  {hands} hands, {positions} positions, "
                  f"{time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    gen = np.random.default_rng(args.seed)
    print(f"{hands} held-out hands, {positions} positions (every seat's play decisions "
          f"from trick 2), {cards_scored} hidden cards scored, {args.samples} deals a "
          f"position for the sampled methods")
    print(f"{'method':10} {'log (floored)':>24} {'log+ (proper)':>24} {'truth share':>24}"
          f" {'ms/decision':>11}")
    for m in methods:
        cols = []
        for k in range(3):
            mean, lo, hi = bootstrap([(h[k], int(h[3])) for h in acc[m]], gen)
            cols.append(f"{mean:7.4f} [{lo:7.4f},{hi:7.4f}]")
        ms = (1e3 * (model_secs if m == "model" else sample_secs[m]) / max(positions, 1))
        print(f"{m:10} {cols[0]:>24} {cols[1]:>24} {cols[2]:>24} {ms:11.2f}")
    ref = "c8" if "c8" in methods else methods[0]
    for m in methods:
        if m == ref:
            continue
        mean, lo, hi = bootstrap(diffs[m], gen)
        print(f"diff {m} - {ref} (log+ per card): {mean:+.4f} [{lo:+.4f},{hi:+.4f}]")
    print(f"the model's cost: {1e3 * model_secs / max(positions, 1):.2f} ms a decision "
          f"(features and marginals of every unseen card)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

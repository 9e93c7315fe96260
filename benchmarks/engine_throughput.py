"""Random complete hands per second on one core, through the engine's two paths.

- ``apply``: the checked public path (legal_actions + apply, with events), as
  the table and the record replay use it.
- ``fast``: ``legal_mask`` + ``play_fast``, the path the computer players'
  searches use; same rules code, no events and no checks.
- ``compiled``: the same hands as ``fast``, draw for draw, in the searches'
  compiled core (``ai/csrc/whole_hand.c``; tests/ai/test_native.py checks it
  plays them to the same ends); shown beside ``fast`` as a ratio.

Each hand: a fresh shuffled deck, random dealer and score, random stand/beg
and give/run decisions and uniformly random legal cards until the hand ends.

    python benchmarks/engine_throughput.py [--rounds 5] [--seconds 1] [--players 4]

This machine is a shared VM whose speed drifts by a third from second to
second, so each path runs several rounds and the median is the figure.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from allfours_gui.ai import native
from allfours_gui.ai.playout import compiled_rules
from allfours_gui.engine import Rules
from allfours_gui.engine.hand import OVER, PLAY, HandState


def hands_apply(rules: Rules, rng: random.Random, seconds: float) -> tuple[int, float]:
    n = rules.players
    deck = list(range(52))
    count = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        for _ in range(100):
            rng.shuffle(deck)
            h = HandState(rules, rng.randrange(n), "threes", [rng.randrange(13), rng.randrange(13)],
                          deck, rng=rng)
            h.start()
            while not h.over:
                acts = h.legal_actions()
                h.apply(acts[int(rng.random() * len(acts))])
            count += 1
    return count, time.perf_counter() - start


def random_hand(rules: Rules, rng: random.Random, deck: list[int]) -> HandState:
    """One random complete hand through ``play_fast`` (``deck`` is shuffled in place and
    kept for the next hand); the compiled core plays the same hand from the same rng."""
    rand = rng.random
    deck.sort(key=lambda _: rand())  # a uniform shuffle, cheaper than random.shuffle
    h = HandState(rules, int(rand() * rules.players), "threes",
                  [int(rand() * 13), int(rand() * 13)], deck, rng=rng, check=False)
    h.start_fast()
    while h.phase != OVER:
        if h.phase == PLAY:
            m = h.legal_mask()
            k = m.bit_count()
            i = int(rand() * k)
            while i:
                m &= m - 1
                i -= 1
            h.play_fast((m & -m).bit_length() - 1)
        else:
            h.decide_fast(rand() < 0.5)
    return h


def hands_fast(rules: Rules, rng: random.Random, seconds: float) -> tuple[int, float]:
    deck = list(range(52))
    count = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        for _ in range(100):
            random_hand(rules, rng, deck)
            count += 1
    return count, time.perf_counter() - start


def hands_compiled(rules: Rules, rng: random.Random, seconds: float) -> tuple[int, float]:
    core = native.core
    assert core is not None
    stream = core.Random(0)
    stream.setstate(rng.getstate()[1])
    compiled = compiled_rules(rules)
    deck = list(range(52))
    count = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        core.random_hands(compiled, stream, deck, 1000, False)
        count += 1000
    return count, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=1.0, help="length of one round")
    ap.add_argument("--players", type=int, choices=(2, 4), default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rules = Rules(players=args.players)
    paths = [("apply", hands_apply), ("fast", hands_fast)]
    if native.core is not None:
        paths.append(("compiled", hands_compiled))
    medians = {}
    for name, fn in paths:
        rates = []
        for r in range(args.rounds):
            count, took = fn(rules, random.Random(args.seed + r), args.seconds)
            rates.append(count / took)
        medians[name] = statistics.median(rates)
        print(f"{name:>8}: median {medians[name]:11,.0f} random complete hands/s "
              f"(rounds: {', '.join(f'{x:,.0f}' for x in rates)}; "
              f"{args.players} players, one core)")
    if "compiled" in medians:
        print(f"compiled / fast: {medians['compiled'] / medians['fast']:.1f}x")


if __name__ == "__main__":
    main()

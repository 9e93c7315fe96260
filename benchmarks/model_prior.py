"""The learned model of the unseen cards in pure Python, as a deal prior for the
players (issue 27, phase 4; a benchmark tool, never the app's).

    python benchmarks/model_prior.py export [--weights benchmarks/results/model_weights.npz]
    python benchmarks/model_prior.py check [--positions 300]

The features (``FEATURES``, per card kind ``KINDS``) are the ones
``model_train.py`` trains on; they are computed here, without numpy, and
``model_train.view_cards`` packs these same numbers into arrays. ``ModelPrior``
is a ``sampling.PriorFactory``: for a view in the play it scores every card the
seat cannot see at every place that may hold it (a conditional logit:
``W[kind] . f``, softmax over the places) and returns a function giving a
candidate deal the product of its cards' marginals, which the sampler
multiplies into the deal's own weight (today's inference times the model: the
"c8+model" of ``model_eval.py``). The weights are read from
``benchmarks/results/model_weights.json``, which ``export`` writes from the
trained ``.npz`` (that step needs numpy; nothing else here does). ``check``
compares these marginals with ``model_eval.py``'s numpy ones on held-out
positions and times them.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from allfours_gui.ai.knowledge import knowledge_of
from allfours_gui.engine.cards import RANK_OF, SUIT_OF, TEN
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.trick_rules import above, trick_winner, tricks_of
from allfours_gui.engine.view import PlayerView

ROOT = Path(__file__).resolve().parent.parent
WEIGHTS = ROOT / "benchmarks" / "results" / "model_weights.json"
DATA_CODE = "3e93b906311f"  # the hand records the weights were trained on
PACK = -1
KINDS = ("trump jack", "trump A K Q", "trump ten", "trump low", "plain ten", "plain A K",
         "plain Q J", "plain low")
FEATURES = ("partner", "left", "right", "pack", "log room", "log room a card", "stood",
            "begged", "gave", "ran", "trumps played", "suit played below", "suit played above",
            "suit led", "discards", "ruffs", "ducked an opponent", "ducked the partner",
            "progress", "trumps led", "still to play", "dealer", "suit led below",
            "suit led above", "suit discarded")
D = len(FEATURES)
K = len(KINDS)
PLACES = 4  # the other seats and the pack, at most

Weights = list[list[float]]  # (K, D)


def card_kind(c: int, trump: int) -> int:
    r = RANK_OF[c]
    if SUIT_OF[c] == trump:
        if r == 9:
            return 0
        return 1 if r > 9 else 2 if r == TEN else 3
    if r == TEN:
        return 4
    return 5 if r >= 11 else 6 if r >= 9 else 7


def seat_history(view: PlayerView) -> dict[str, list[Any]]:
    """Per seat: its plays with what was public then, read off the view."""
    n, trump = view.n, view.trump
    hist: dict[str, list[Any]] = {
        "plays": [[] for _ in range(n)], "led": [[] for _ in range(n)],
        "thrown": [[] for _ in range(n)],  # plain cards off the suit led
        "trumps": [0] * n, "discards": [0] * n, "ruffs": [0] * n, "trump_leads": [0] * n,
        "duck_opp": [0] * n, "duck_partner": [0] * n}
    for t in tricks_of(view):
        lead_suit = SUIT_OF[t[0][1]]
        for i, (s, c) in enumerate(t):
            hist["plays"][s].append(c)
            if SUIT_OF[c] == trump:
                hist["trumps"][s] += 1
            if i == 0:
                hist["led"][s].append(c)
                hist["trump_leads"][s] += SUIT_OF[c] == trump
                continue
            if SUIT_OF[c] != lead_suit:
                if SUIT_OF[c] == trump:
                    hist["ruffs"][s] += 1
                else:
                    hist["discards"][s] += 1
                    hist["thrown"][s].append(c)
            w_seat, w = trick_winner(t[:i], trump)
            if SUIT_OF[c] == SUIT_OF[w] and trick_winner((*t[:i], (s, c)), trump)[0] != s:
                # followed in the winner's suit and lost: it held none of these
                # (or kept them back)
                key = "duck_partner" if (w_seat & 1) == (s & 1) else "duck_opp"
                hist[key][s] |= above(w)
    return hist


@dataclass
class Features:
    """One view's unseen cards and their features at every place."""

    cards: list[int]
    places: list[int]  # seat numbers, PACK for the pack (always last)
    kinds: list[int]
    # rows[i][j]: the features of card i at place j, None where j cannot hold it
    rows: list[list[list[float] | None]]


def features(view: PlayerView) -> Features:
    """The features of every card ``view``'s seat cannot see, at every place."""
    n, trump, me = view.n, view.trump, view.seat
    k = knowledge_of(view)
    exposed = 0
    for s in range(n):
        if s != me:
            exposed |= view.exposed[s]
    free = k.unseen & ~exposed
    cards = [c for c in range(52) if free >> c & 1]
    others = [(me + i) % n for i in range(1, n)]
    places = [*others, PACK]
    room = {s: view.hand_sizes[s] - view.exposed[s].bit_count() for s in others}
    room[PACK] = view.pack_left
    may = {s: free & ~k.absent[s] for s in others}
    may[PACK] = free
    hist = seat_history(view)
    hand_cards = max(view.hand_sizes[me] + len(hist["plays"][me]), 1)
    progress = len(hist["plays"][me]) / hand_cards
    stood = begged = gave = ran = -1
    for a in view.decisions:
        if a.do == "stand":
            stood = a.seat
        elif a.do == "beg":
            begged = a.seat
        elif a.do == "give":
            gave = a.seat
        elif a.do == "run":
            ran = a.seat
    to_play = {(view.turn + i) % n for i in range(1, n - len(view.trick))}
    rows: list[list[list[float] | None]] = [[None] * len(places) for _ in cards]
    kinds = [card_kind(c, trump) for c in cards]
    for j, h in enumerate(places):
        if room[h] <= 0:
            continue
        if h == PACK:
            rel = 3
        elif n == 2:
            rel = 1
        else:
            rel = (0, 1, 0, 2)[(h - me) % 4]  # across: partner; next: left; before: right
        base = [0.0] * D
        base[rel] = 1.0
        base[4] = math.log(room[h])
        base[5] = math.log(room[h] / max(may[h].bit_count(), 1))
        if h != PACK:
            base[6] = float(stood == h)
            base[7] = float(begged == h)
            base[8] = float(gave == h)
            base[9] = float(ran == h)
            base[10] = hist["trumps"][h] / 3
            base[14] = hist["discards"][h] / 3
            base[15] = hist["ruffs"][h] / 3
            base[18] = progress
            base[19] = hist["trump_leads"][h] / 3
            base[20] = float(h in to_play)
            base[21] = float(view.dealer == h)
        plays = hist["plays"][h] if h != PACK else []
        led = hist["led"][h] if h != PACK else []
        thrown = hist["thrown"][h] if h != PACK else []
        for i, c in enumerate(cards):
            if not may[h] >> c & 1:
                continue
            row = list(base)
            rows[i][j] = row
            if h == PACK:
                continue
            suit = SUIT_OF[c]
            same = [p for p in plays if SUIT_OF[p] == suit]
            row[11] = sum(p < c for p in same) / 3
            row[12] = sum(p > c for p in same) / 3
            row[13] = sum(SUIT_OF[p] == suit for p in led) / 3
            row[22] = sum(SUIT_OF[p] == suit and p < c for p in led) / 3
            row[23] = sum(SUIT_OF[p] == suit and p > c for p in led) / 3
            row[24] = sum(SUIT_OF[p] == suit for p in thrown) / 3
            row[16] = float(hist["duck_opp"][h] >> c & 1)
            row[17] = float(hist["duck_partner"][h] >> c & 1)
    return Features(cards, places, kinds, rows)


def log_marginals(w: Weights, f: Features) -> dict[tuple[int, int], float]:
    """log P(place | card) for every unseen card and every place that may hold
    it: the softmax of ``w[kind] . features`` over those places."""
    out: dict[tuple[int, int], float] = {}
    for c, kind, row in zip(f.cards, f.kinds, f.rows, strict=True):
        wk = w[kind]
        scores = []
        for j, x in enumerate(row):
            if x is not None:
                scores.append((f.places[j], sum(a * b for a, b in zip(wk, x, strict=True))))
        if not scores:
            continue
        top = max(s for _, s in scores)
        log_total = top + math.log(sum(math.exp(s - top) for _, s in scores))
        for place, s in scores:
            out[c, place] = s - log_total
    return out


def load_weights(path: Path = WEIGHTS) -> Weights:
    data = json.loads(path.read_text())
    if tuple(data["kinds"]) != KINDS or tuple(data["features"]) != FEATURES:
        raise ValueError(f"{path}: weights for other kinds or features than this code's")
    w = [[float(x) for x in row] for row in data["w"]]
    if len(w) != K or any(len(row) != D for row in w):
        raise ValueError(f"{path}: weights are not {K} x {D}")
    return w


class ModelPrior:
    """A ``sampling.PriorFactory``: in the play, a candidate deal weighs the
    product of the model's marginals of its unseen cards (exposed cards and
    the seat's own are not scored; every candidate places the same cards, so
    the product is comparable between them). Before the play (the bids) it
    has nothing to say: the model was trained on play decisions only.
    ``power`` tempers the product (1: the model as trained).
    Counts the views it was asked about and the time it took, for the
    benchmarks (``calls``, ``seconds``: building the marginals; the deal
    weights themselves run inside the sampler's time)."""

    def __init__(self, weights: Weights | None = None, power: float = 1.0) -> None:
        self.w = weights if weights is not None else load_weights()
        self.power = power
        self.calls = 0
        self.seconds = 0.0

    def __call__(self, view: PlayerView) -> Callable[[list[int], list[int]], float] | None:
        if view.phase != PLAY or view.trump < 0:
            return None
        t0 = time.perf_counter()
        f = features(view)
        logp = log_marginals(self.w, f)
        self.calls += 1
        self.seconds += time.perf_counter() - t0
        if not logp:
            return None
        power = self.power
        free = 0
        for c in f.cards:
            free |= 1 << c
        # per seat, per card: the log marginal (0 where the model has none:
        # that card is in every candidate at the same place)
        by_seat = {s: {c: x for (c, p), x in logp.items() if p == s} for s in f.places}
        in_pack = by_seat.get(PACK, {})

        def weight(hands: list[int], pack: list[int]) -> float:
            total = 0.0
            for c in pack:
                total += in_pack.get(c, 0.0)
            for s, m in enumerate(hands):
                m &= free
                if not m:
                    continue
                table = by_seat.get(s)
                if table is None:
                    continue
                while m:
                    low = m & -m
                    total += table.get(low.bit_length() - 1, 0.0)
                    m ^= low
            # every log marginal is <= 0, so this never overflows; a deal the
            # model finds wildly unlikely may underflow to 0 (then the sampler
            # picks among the others, or at random if all are 0)
            return math.exp(power * total)

        return weight


def export(npz: Path, out: Path) -> None:
    import numpy as np

    data = np.load(npz)
    kinds = [str(x) for x in data["kinds"]]
    feats = [str(x) for x in data["features"]]
    w = data["w"].astype(np.float64)
    out.write_text(json.dumps({
        "about": "issue 27's conditional logit of where each unseen card lies "
                 "(benchmarks/model_train.py), exported from " + npz.name,
        "kinds": kinds, "features": feats,
        "w": [[round(float(x), 7) for x in row] for row in w]}, indent=1) + "\n")


def check(positions: int, npz: Path, code: str) -> int:
    """The pure-Python marginals against model_eval's numpy ones, and their cost."""
    import numpy as np
    from model_train import hands_of, play_positions, probabilities, view_cards

    w_np = np.load(npz)["w"].astype(np.float64)
    w = load_weights()
    worst = 0.0
    seen = 0
    pure_s = np_s = 0.0
    for _, item in hands_of(True, 0.2, code):
        for view, _ in play_positions(item["record"]):
            t0 = time.perf_counter()
            vc = view_cards(view)
            if not vc.cards:
                continue
            p = probabilities(w_np, vc.x, vc.ok, vc.kind)
            t1 = time.perf_counter()
            logp = log_marginals(w, features(view))
            t2 = time.perf_counter()
            np_s += t1 - t0
            pure_s += t2 - t1
            want = {(c, vc.places[j]): math.log(float(p[i, j]))
                    for i, c in enumerate(vc.cards) for j in range(len(vc.places))
                    if vc.ok[i, j]}
            if set(want) != set(logp):
                print(f"different places at position {seen}", file=sys.stderr)
                return 1
            for key, x in want.items():
                worst = max(worst, abs(math.exp(x) - math.exp(logp[key])))
            seen += 1
            if seen >= positions:
                break
        if seen >= positions:
            break
    print(f"{seen} held-out positions: largest difference of a marginal {worst:.2e}; "
          f"pure Python {1e3 * pure_s / seen:.2f} ms a position, numpy "
          f"{1e3 * np_s / seen:.2f} ms")
    return 0 if worst < 1e-5 else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    ex = sub.add_parser("export", help="write the JSON weights from the trained .npz")
    ex.add_argument("--weights", default=str(WEIGHTS.with_suffix(".npz")))
    ck = sub.add_parser("check", help="compare with model_eval's numpy marginals")
    ck.add_argument("--positions", type=int, default=300)
    ck.add_argument("--weights", default=str(WEIGHTS.with_suffix(".npz")))
    ck.add_argument("--data", default=DATA_CODE,
                    help="the code fingerprint of the hand records (model_data.py)")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    if args.command == "export":
        export(Path(args.weights), WEIGHTS)
        print(f"{WEIGHTS} ({WEIGHTS.stat().st_size} bytes)")
        return 0
    return check(args.positions, Path(args.weights), args.data)


if __name__ == "__main__":
    sys.exit(main())

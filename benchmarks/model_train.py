"""A learned model of where the unseen cards lie (issue 27, phase 2; slow: not a test).

    python benchmarks/model_train.py [--out benchmarks/results/model_weights.npz]
        [--test-share 0.2] [--every 1] [--l2 1.0]

Needs numpy and scipy (the ``model`` extra; never the app's). From the hand
records of ``model_data.py`` (this code's), each seat's view at each of its
play decisions gives one example per card it cannot see (exposed cards are
seen): which of the places that may hold it (another seat the play has not
shown void of it, with room left; the undealt pack) really does.

The model is a conditional logit: place ``h`` of card ``c`` scores
``W[kind(c)] . f(c, h, view)`` and the probabilities are the softmax of the
scores over the places that may hold ``c``. ``kind`` is one of ``KINDS``; the
place's features (``FEATURES``) are read from the view alone: where it sits
(partner, left, right, pack), its room (log), the room for each card it may
hold (log), its stand/beg/give/run, its plays of the card's suit below and
above the card, its leads, discards, ruffs and trump leads, and whether it
ducked a trick that the card would have won. The weights start at the uniform
guess (1 on the log room) and the L2 penalty pulls them back towards it. Hands
are split into training and held-out by a hash of the hand (never by
position); ``model_eval.py`` uses the same split.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from model_data import RESULTS, read_records

from allfours_gui.ai.knowledge import knowledge_of
from allfours_gui.engine.cards import RANK_OF, SUIT_OF, TEN
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.record import positions
from allfours_gui.engine.trick_rules import above, trick_winner, tricks_of
from allfours_gui.engine.view import PlayerView

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


def card_kind(c: int, trump: int) -> int:
    r = RANK_OF[c]
    if SUIT_OF[c] == trump:
        if r == 9:
            return 0
        return 1 if r > 9 else 2 if r == TEN else 3
    if r == TEN:
        return 4
    return 5 if r >= 11 else 6 if r >= 9 else 7


@dataclass
class ViewCards:
    """One view's unseen cards: their features, kinds and the places' seats."""

    cards: list[int]
    places: list[int]  # seat numbers, PACK for the pack
    x: np.ndarray  # (cards, PLACES, D)
    ok: np.ndarray  # (cards, PLACES) bool: the place may hold the card
    kind: np.ndarray  # (cards,)


def _seat_history(view: PlayerView) -> dict[str, list[Any]]:
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


def view_cards(view: PlayerView) -> ViewCards:
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
    hist = _seat_history(view)
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
    x = np.zeros((len(cards), PLACES, D), dtype=np.float32)
    ok = np.zeros((len(cards), PLACES), dtype=bool)
    kinds = np.array([card_kind(c, trump) for c in cards], dtype=np.int8)
    for j, h in enumerate(places):
        if room[h] <= 0:
            continue
        if h == PACK:
            rel = 3
        elif n == 2:
            rel = 1
        else:
            rel = (0, 1, 0, 2)[(h - me) % 4]  # across: partner; next: left; before: right
        base = np.zeros(D, dtype=np.float32)
        base[rel] = 1.0
        base[4] = math.log(room[h])
        base[5] = math.log(room[h] / max(may[h].bit_count(), 1))
        if h != PACK:
            base[6] = stood == h
            base[7] = begged == h
            base[8] = gave == h
            base[9] = ran == h
            base[10] = hist["trumps"][h] / 3
            base[14] = hist["discards"][h] / 3
            base[15] = hist["ruffs"][h] / 3
            base[18] = progress
            base[19] = hist["trump_leads"][h] / 3
            base[20] = h in to_play
            base[21] = view.dealer == h
        plays = hist["plays"][h] if h != PACK else []
        led = hist["led"][h] if h != PACK else []
        thrown = hist["thrown"][h] if h != PACK else []
        for i, c in enumerate(cards):
            if not may[h] >> c & 1:
                continue
            ok[i, j] = True
            x[i, j] = base
            if h == PACK:
                continue
            suit = SUIT_OF[c]
            same = [p for p in plays if SUIT_OF[p] == suit]
            x[i, j, 11] = sum(p < c for p in same) / 3
            x[i, j, 12] = sum(p > c for p in same) / 3
            x[i, j, 13] = sum(SUIT_OF[p] == suit for p in led) / 3
            x[i, j, 22] = sum(SUIT_OF[p] == suit and p < c for p in led) / 3
            x[i, j, 23] = sum(SUIT_OF[p] == suit and p > c for p in led) / 3
            x[i, j, 24] = sum(SUIT_OF[p] == suit for p in thrown) / 3
            x[i, j, 16] = hist["duck_opp"][h] >> c & 1
            x[i, j, 17] = hist["duck_partner"][h] >> c & 1
    return ViewCards(cards, places, x, ok, kinds)


def truth_places(vc: ViewCards, hands: list[int]) -> np.ndarray:
    """Index into ``vc.places`` of where each card really is."""
    out = np.full(len(vc.cards), len(vc.places) - 1, dtype=np.int8)  # the pack
    for i, c in enumerate(vc.cards):
        for j, h in enumerate(vc.places[:-1]):
            if hands[h] >> c & 1:
                out[i] = j
    return out


def held_out(name: str, line: int, share: float) -> bool:
    """The split by hand: a hash of the hand's file and line."""
    d = hashlib.sha256(f"{name}/{line}".encode()).digest()
    return int.from_bytes(d[:4], "big") / 2 ** 32 < share


def hands_of(test: bool, share: float) -> Iterator[tuple[str, dict[str, Any]]]:
    """(a key, the line) of each hand on the training or the held-out side."""
    line = 0
    last = ""
    for name, item in read_records():
        line = line + 1 if name == last else 0
        last = name
        if held_out(name, line, share) == test:
            yield f"{name}/{line}", item


def play_positions(record: dict[str, Any]) -> Iterator[tuple[PlayerView, list[int]]]:
    """(the view of the seat to play, every seat's hand) at each play decision."""
    for h in positions(record):
        if h.phase == PLAY and not h.over:
            yield h.view_for(h.turn), list(h.hands)


def examples(items: Iterable[tuple[str, dict[str, Any]]], every: int = 1
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, int]:
    xs, oks, kinds, ys = [], [], [], []
    hands = 0
    for _, item in items:
        hands += 1
        for i, (view, truth) in enumerate(play_positions(item["record"])):
            if i % every:
                continue
            vc = view_cards(view)
            if not vc.cards:
                continue
            xs.append(vc.x)
            oks.append(vc.ok)
            kinds.append(vc.kind)
            ys.append(truth_places(vc, truth))
    return (np.concatenate(xs), np.concatenate(oks), np.concatenate(kinds),
            np.concatenate(ys), hands)


def initial_weights() -> np.ndarray:
    w = np.zeros((K, D))
    w[:, FEATURES.index("log room")] = 1.0  # the uniform guess
    return w


def probabilities(w: np.ndarray, x: np.ndarray, ok: np.ndarray, kinds: np.ndarray
                  ) -> np.ndarray:
    """P(place | card) over the places that may hold it; (cards, PLACES)."""
    s = np.einsum("npd,nd->np", x, w[kinds])
    s = np.where(ok, s, -np.inf)
    s -= s.max(axis=1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=1, keepdims=True)


def fit(x: np.ndarray, ok: np.ndarray, kinds: np.ndarray, y: np.ndarray, l2: float
        ) -> tuple[np.ndarray, float]:
    """L-BFGS on the mean negative log-likelihood plus the pull to the uniform guess."""
    from scipy.optimize import minimize

    w0 = initial_weights()
    n = len(y)
    onehot = np.zeros(ok.shape)
    onehot[np.arange(n), y] = 1.0
    by_kind = [np.flatnonzero(kinds == k) for k in range(K)]

    def loss(flat: np.ndarray) -> tuple[float, np.ndarray]:
        w = flat.reshape(K, D)
        p = probabilities(w, x, ok, kinds)
        nll = -np.log(np.maximum(p[np.arange(n), y], 1e-12)).mean()
        diff = (p - onehot)[:, :, None] * x  # (n, PLACES, D)
        grad = np.zeros((K, D))
        for k in range(K):
            if len(by_kind[k]):
                grad[k] = diff[by_kind[k]].sum(axis=(0, 1)) / n
        dw = w - w0
        return (float(nll + 0.5 * l2 / n * (dw * dw).sum()),
                (grad + l2 / n * dw).ravel())

    res = minimize(loss, w0.ravel(), jac=True, method="L-BFGS-B",
                   options={"maxiter": 300})
    return res.x.reshape(K, D), float(res.fun)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(RESULTS.parent / "model_weights.npz"))
    ap.add_argument("--test-share", type=float, default=0.2)
    ap.add_argument("--every", type=int, default=1,
                    help="keep every k-th play decision of a hand (memory)")
    ap.add_argument("--l2", type=float, default=1.0)
    args = ap.parse_args(argv)
    start = time.monotonic()
    x, ok, kinds, y, hands = examples(hands_of(False, args.test_share), args.every)
    built = time.monotonic() - start
    print(f"{len(y)} card examples from {hands} training hands "
          f"({built:.0f} s to build)", flush=True)
    w, nll = fit(x, ok, kinds, y, args.l2)
    base = probabilities(initial_weights(), x, ok, kinds)
    base_nll = -np.log(base[np.arange(len(y)), y]).mean()
    print(f"training loss {nll:.4f} (room-weighted uniform {base_nll:.4f}), "
          f"{time.monotonic() - start - built:.0f} s to fit")
    np.savez_compressed(args.out, w=w.astype(np.float32), kinds=np.array(KINDS),
                        features=np.array(FEATURES))
    print(f"weights: {args.out} ({Path(args.out).stat().st_size} bytes)")
    for k, name in enumerate(KINDS):
        top = np.argsort(-np.abs(w[k] - initial_weights()[k]))[:5]
        print(f"  {name:12} " + ", ".join(f"{FEATURES[d]} {w[k, d]:+.2f}" for d in top))
    return 0


if __name__ == "__main__":
    sys.exit(main())

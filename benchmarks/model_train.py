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
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from model_data import RESULTS, read_records
from model_prior import DATA_CODE, FEATURES, KINDS, PLACES, D, K, features

from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.record import positions
from allfours_gui.engine.view import PlayerView


@dataclass
class ViewCards:
    """One view's unseen cards: their features, kinds and the places' seats."""

    cards: list[int]
    places: list[int]  # seat numbers, PACK for the pack
    x: np.ndarray  # (cards, PLACES, D)
    ok: np.ndarray  # (cards, PLACES) bool: the place may hold the card
    kind: np.ndarray  # (cards,)


def view_cards(view: PlayerView) -> ViewCards:
    """The features of every card ``view``'s seat cannot see, at every place
    (``model_prior.features``, packed into arrays)."""
    f = features(view)
    x = np.zeros((len(f.cards), PLACES, D), dtype=np.float32)
    ok = np.zeros((len(f.cards), PLACES), dtype=bool)
    for i, row in enumerate(f.rows):
        for j, v in enumerate(row):
            if v is not None:
                ok[i, j] = True
                x[i, j] = v
    return ViewCards(f.cards, f.places, x, ok, np.array(f.kinds, dtype=np.int8))


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


def hands_of(test: bool, share: float, code: str | None = None
             ) -> Iterator[tuple[str, dict[str, Any]]]:
    """(a key, the line) of each hand on the training or the held-out side, of
    the data of ``code`` (default: this code's)."""
    line = 0
    last = ""
    for name, item in read_records(code):
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
    ap.add_argument("--data", default=DATA_CODE,
                    help="the code fingerprint of the hand records (model_data.py); "
                         "the default: those the committed weights were trained on")
    ap.add_argument("--every", type=int, default=1,
                    help="keep every k-th play decision of a hand (memory)")
    ap.add_argument("--l2", type=float, default=1.0)
    args = ap.parse_args(argv)
    start = time.monotonic()
    x, ok, kinds, y, hands = examples(hands_of(False, args.test_share, args.data), args.every)
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

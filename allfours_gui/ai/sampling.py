"""Deals sampled from what a seat cannot see, for the searches.

The unseen cards go to the other hands and to the undealt pack (with four
players 27 cards are never dealt, and the sampler must leave cards there).
Voids shown in play are respected; exposed cards stay with their owner; and
the stand/beg and give/run decisions weight the deals, by rejection, with
the chance that a medium player holding that hand would have decided so.
"""

from __future__ import annotations

import math
import random

from ..engine.cards import SUIT_OF, cards_of
from ..engine.hand import HandState
from ..engine.position import hand_from_view, played_by_seat
from ..engine.view import PlayerView
from .knowledge import Knowledge, knowledge_of, trump_strength
from .medium import GIVE_AT, STAND_AT

PACK = -1
_TRIES = 30
_DECISION_TRIES = 12


class Sampler:
    """Draws determinizations of one view; all randomness from the given RNG."""

    def __init__(self, view: PlayerView, weigh_decisions: bool = True) -> None:
        self.view = view
        self.k: Knowledge = knowledge_of(view)
        n = view.n
        self.others = [s for s in range(n) if s != view.seat]
        exposed_all = 0
        for s in self.others:
            exposed_all |= view.exposed[s]
        self.free = cards_of(self.k.unseen & ~exposed_all)
        self.room = {s: view.hand_sizes[s] - view.exposed[s].bit_count() for s in self.others}
        self.room[PACK] = view.pack_left
        # For each free card, the holders it may go to (the pack takes anything).
        self.allowed: list[tuple[int, list[int]]] = []
        for c in self.free:
            suit = SUIT_OF[c]
            holders = [s for s in self.others if not self.k.voids[s] >> suit & 1]
            if view.pack_left:
                holders.append(PACK)
            self.allowed.append((c, holders))
        self.allowed.sort(key=lambda x: len(x[1]))
        self.played = played_by_seat(view)
        self.checks = self._decision_checks() if weigh_decisions else []

    def _decision_checks(self) -> list[tuple[int, bool, float]]:
        """(seat, stood or gave, threshold) for decisions made on the cards
        now held plus those played: only true when the pack was not run."""
        v = self.view
        if v.redeals or any(a.do == "run" for a in v.decisions):
            return []
        out = []
        for a in v.decisions:
            if a.seat == v.seat:
                continue
            if a.do in ("stand", "beg"):
                out.append((a.seat, a.do == "stand", STAND_AT))
            elif a.do == "give":
                out.append((a.seat, True, GIVE_AT))
        return out

    def _weight(self, hands: list[int]) -> float:
        w = 1.0
        trump = self.view.trump
        for seat, kept, at in self.checks:
            s = trump_strength(hands[seat] | self.played[seat], trump)
            p = 1.0 / (1.0 + math.exp(-(s - at)))
            w *= p if kept else 1.0 - p
        return w

    def sample_cards(self, rng: random.Random,
                     use_voids: bool = True) -> tuple[list[int], list[int]]:
        v = self.view
        for attempt in range(_TRIES + 1):
            relax = attempt == _TRIES or not use_voids
            hands = [v.exposed[s] if s != v.seat else 0 for s in range(v.n)]
            room = dict(self.room)
            pack: list[int] = []
            ok = True
            order = self.allowed if not relax else [
                (c, [*self.others, PACK] if v.pack_left else list(self.others))
                for c, _ in self.allowed]
            # Most constrained cards first; shuffled within equal constraint.
            keyed = sorted(order, key=lambda x: (len(x[1]), rng.random()))
            for c, holders in keyed:
                total = 0
                for s in holders:
                    total += room[s]
                if total == 0:
                    ok = False
                    break
                r = rng.random() * total
                for s in holders:
                    r -= room[s]
                    if r < 0 and room[s]:
                        break
                if not room[s]:  # float rounding ran past the end
                    s = next(h for h in holders if room[h])
                room[s] -= 1
                if s == PACK:
                    pack.append(c)
                else:
                    hands[s] |= 1 << c
            if ok:
                rng.shuffle(pack)
                return hands, pack
        raise AssertionError("a deal always fits once the voids are relaxed")

    def sample(self, rng: random.Random) -> HandState:
        """One determinization, weighted by the decisions by rejection."""
        hands, pack = self.sample_cards(rng)
        if self.checks:
            for _ in range(_DECISION_TRIES):
                if rng.random() < self._weight(hands):
                    break
                hands, pack = self.sample_cards(rng)
        return hand_from_view(self.view, hands, pack, random.Random(rng.random()))

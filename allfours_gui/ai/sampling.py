"""Deals sampled from what a seat cannot see, for the searches.

The unseen cards go to the other hands and to the undealt pack (with four
players 27 cards are never dealt, and the sampler must leave cards there).
What the play shows a seat lacks (its voids and, under the house rules, a
few single cards: ``engine.trick_rules``) is never dealt to it, and exposed
cards stay with their owner.
Deals are then weighted by how likely the other seats' decisions were had
they held those cards: the stand/beg and give/run decisions (the chance that
a medium player holding that hand would have decided so) and, with
``infer=True``, every card they played (``inference.PlayModel``). The
weighting is by sampling-importance-resampling: ``candidates`` deals are
drawn and one is kept with chance proportional to its weight.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from ..engine.cards import cards_of
from ..engine.hand import PLAY
from ..engine.position import hand_from_view, played_by_seat
from ..engine.view import PlayerView
from . import native
from .inference import PlayModel
from .knowledge import Knowledge, knowledge_of, trump_strength
from .medium import GIVE_AT, STAND_AT
from .playout import Playout, State, view_hand

PACK = -1
_TRIES = 30
CANDIDATES = 8  # deals drawn for each one kept, when there is anything to weigh


class Sampler:
    """Draws determinizations of one view; all randomness from the given RNG."""

    def __init__(self, view: PlayerView, weigh_decisions: bool = True, infer: bool = False,
                 candidates: int = CANDIDATES, playout: Playout | None = None) -> None:
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
        everyone = [*self.others, PACK] if view.pack_left else list(self.others)
        # Cards some seat has shown it cannot hold go first, to the seats that may;
        # the rest are dealt out by one shuffle.
        self.constrained: list[tuple[int, list[int]]] = []
        self.open: list[int] = []
        absent = self.k.absent
        for c in self.free:
            holders = [s for s in everyone if s == PACK or not absent[s] >> c & 1]
            if len(holders) == len(everyone):
                self.open.append(c)
            else:
                self.constrained.append((c, holders))
        self.everyone = everyone
        self.played = played_by_seat(view)
        self.checks = self._decision_checks() if weigh_decisions else []
        self.model = PlayModel(view) if infer and view.trump >= 0 else None
        if self.model is not None and not self.model.plays:
            self.model = None
        weighs = self.checks or self.model is not None
        self.candidates = candidates if weighs else 1
        # the same draws, compiled, for a compiled playout from the play phase
        self._native: Any = None
        if playout is not None and playout.compiled and view.phase == PLAY:
            self._native = self._compiled()

    def _compiled(self) -> Any:
        core = native.core
        assert core is not None
        v = self.view
        n = v.n

        def holder(s: int) -> int:
            return n if s == PACK else s

        model = None
        if self.model is not None:
            m = self.model
            plays = [(p.seat, p.card, p.later, p.seen, p.opp_base, len(p.trick), p.lead, p.win,
                      p.partner_wins, p.points, p.has_jack, p.partner_after)
                     for seat in m.by_seat for p in m.by_seat[seat]]
            model = (m.epsilon, m.kinds, list(m.by_seat), plays)
        return core.Sampler(
            view_hand(v), v.seat, v.exposed, self.played,
            [self.room.get(s, 0) for s in range(n)] + [self.room[PACK]],
            [holder(s) for s in self.everyone], self.open,
            [(c, [holder(s) for s in holders]) for c, holders in self.constrained],
            self.checks, model, self.candidates, self._fitting, _TRIES)

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

    def weight(self, hands: list[int]) -> float:
        """How likely the other seats' decisions and plays were with ``hands``."""
        w = 1.0
        trump = self.view.trump
        for seat, kept, at in self.checks:
            s = trump_strength(hands[seat] | self.played[seat], trump)
            p = 1.0 / (1.0 + math.exp(-(s - at)))
            w *= p if kept else 1.0 - p
        if self.model is not None:
            w *= self.model.weight(hands)
        return w

    def sample_cards(self, rng: random.Random,
                     use_voids: bool = True) -> tuple[list[int], list[int]]:
        """One uniform-ish deal of the unseen cards: (hands by seat, pack order)."""
        v = self.view
        rand = rng.random
        for attempt in range(_TRIES + 1):
            hands = [v.exposed[s] if s != v.seat else 0 for s in range(v.n)]
            room = dict(self.room)
            pack: list[int] = []
            ok = True
            if not use_voids:
                rest = list(self.free)
            elif attempt == _TRIES:
                # the quick draws kept failing: place the cards one by one,
                # each where the rest still fit (a deal always exists: the true one)
                for c, s in self._fitting(rand):
                    if s == PACK:
                        pack.append(c)
                    else:
                        hands[s] |= 1 << c
                rest = []
                room = dict.fromkeys(room, 0)
            else:
                rest = list(self.open)
                # Most constrained cards first; shuffled within equal constraint.
                for c, holders in sorted(self.constrained, key=lambda x: (len(x[1]), rand())):
                    total = 0
                    for s in holders:
                        total += room[s]
                    if total == 0:
                        ok = False
                        break
                    r = rand() * total
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
                if not ok:
                    continue
            rest.sort(key=lambda _: rand())
            i = 0
            for s in self.everyone:
                k = room[s]
                if s == PACK:
                    pack.extend(rest[i:i + k])
                else:
                    m = 0
                    for c in rest[i:i + k]:
                        m |= 1 << c
                    hands[s] |= m
                i += k
            if self.constrained and v.phase != PLAY:  # only a run reads the pack
                rng.shuffle(pack)
            return hands, pack
        raise AssertionError("the last attempt always fits")

    def _fitting(self, rand: Callable[[], float]) -> list[tuple[int, int]]:
        """(card, holder) for every free card, each card's holder drawn at
        random among those that leave a deal for the cards after it (Hall's
        condition over the sets of holders, at most five of them)."""
        index = {s: i for i, s in enumerate(self.everyone)}
        full = (1 << len(index)) - 1
        cards = [(c, full) for c in self.open]
        for c, holders in self.constrained:
            m = 0
            for s in holders:
                m |= 1 << index[s]
            cards.append((c, m))
        cards.sort(key=lambda x: (x[1].bit_count(), rand()))
        room = [self.room[s] for s in self.everyone]
        count: dict[int, int] = {}
        for _, m in cards:
            count[m] = count.get(m, 0) + 1

        def fits() -> bool:
            for t in range(1, full + 1):
                need = sum(k for m, k in count.items() if m & ~t == 0)
                if need > sum(room[i] for i in range(len(room)) if t >> i & 1):
                    return False
            return True

        out = []
        for c, m in cards:
            count[m] -= 1
            options = [i for i in range(len(room)) if m >> i & 1 and room[i]]
            options.sort(key=lambda _: rand())
            for i in options:
                room[i] -= 1
                if fits():
                    break
                room[i] += 1
            else:
                raise AssertionError("no deal fits what the play has shown")
            out.append((c, self.everyone[i]))
        return out

    def sample_hidden(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """Hidden hands and pack, drawn with chance proportional to ``weight``."""
        if self.candidates <= 1:
            return self.sample_cards(rng)
        pool = [self.sample_cards(rng) for _ in range(self.candidates)]
        weights = [self.weight(h) for h, _ in pool]
        total = 0.0
        for w in weights:  # in order, as the compiled sampler adds them
            total += w
        if total <= 0.0:
            return pool[int(rng.random() * len(pool))]
        r = rng.random() * total
        for cand, w in zip(pool, weights, strict=True):
            r -= w
            if r < 0:
                return cand
        return pool[-1]

    def sample(self, rng: random.Random) -> State:
        """One determinization, the weights applied: a HandState, or the compiled
        core's Hand when this sampler is compiled and ``rng`` is the compiled
        stream (``Playout.adopt``), drawn with the very same numbers."""
        if self._native is not None and type(rng) is not random.Random:
            return self._native.sample(rng)
        hands, pack = self.sample_hidden(rng)
        return hand_from_view(self.view, hands, pack, random.Random(rng.random()))

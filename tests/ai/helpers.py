"""Random live hands and records for the AI tests, and a clock and a deal
counter that let a test see when a search stops without timing it."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from allfours_gui.ai import ismcts, players
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import HandState

from ..live_hands import random_hand, random_rules

__all__ = ["SteppingClock", "count_deals", "random_hand", "random_rules", "record_of",
           "stopped_at_deadline"]


def record_of(h: HandState) -> dict[str, Any]:
    return h.record()


class SteppingClock:
    """Each look at it finds it ``step`` seconds later (0: a stopped clock), and
    it remembers what every look saw. ``install`` puts it under the searches."""

    def __init__(self, step: float = 0.0) -> None:
        self.step = step
        self.now = 0.0
        self.looks: list[float] = []

    def monotonic(self) -> float:
        self.looks.append(self.now)
        self.now += self.step
        return self.looks[-1]

    perf_counter = monotonic

    def install(self, monkeypatch: pytest.MonkeyPatch) -> SteppingClock:
        monkeypatch.setattr(ismcts, "time", self)
        monkeypatch.setattr(players, "time", self)
        return self


class DealCount:
    n = 0


def count_deals(monkeypatch: pytest.MonkeyPatch, limit: int,
                then: Callable[[int], object] | None = None) -> DealCount:
    """Counts the deals the hard and expert players sample; ``then(n)`` runs after
    the n-th. A deal past ``limit`` fails the test at once, so a search that
    misses its stop fails rather than running for ever."""
    count = DealCount()

    class Counting(Sampler):
        def sample(self, rng: random.Random) -> HandState:
            count.n += 1
            if count.n > limit:
                raise AssertionError(f"the search drew a deal past the {limit} expected")
            h = super().sample(rng)
            if then is not None:
                then(count.n)
            return h

    monkeypatch.setattr(players, "Sampler", Counting)
    return count


def stopped_at_deadline(clock: SteppingClock, seconds: float, deals: DealCount) -> bool:
    """The player looked at the clock once to set its deadline ``seconds`` on, the
    search once before each deal, and stopped at its first look past the deadline."""
    if len(clock.looks) < 3:
        return False  # no deal was searched: nothing to tell
    start, *during, last = clock.looks
    deadline = start + seconds
    return all(t < deadline for t in during) and last >= deadline and deals.n == len(during)

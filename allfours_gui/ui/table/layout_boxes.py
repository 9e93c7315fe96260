"""The measures of what the table draws, the ``Box``, and the search for
free places among boxes: pure geometry that knows no seats (see
table_layout.py for what the layout promises, layout_plan.py for where each
thing lies and layout_build.py for how a table is laid out).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from typing import NamedTuple

EDGE = 6.0  # everything stays this far inside the view
GAP = 6.0  # and this far from anything else
CARD_PAD = 3.0  # a card's shadow around it (CardItem.boundingRect)
CARD_RATIO = 1.4
PLATE_SIZE = (190.0, 40.0)  # NamePlate.boundingRect, centred on plate_spot
SEAT_BUBBLE = (152.0, 34.0)  # room kept for what a seat says ("Kicked an ace!")
CENTRE_BUBBLE = (280.0, 40.0)  # and for the table's own ("Diamonds are trumps")
PACK_STEP = 0.25  # each card of the pack lies this far up and left of the one below it
WON_STEP, WON_DEPTH = 1.5, 8  # a won pile grows up and left, for its first tricks
MIN_CARD = 34  # the smallest card width the layout goes down to
RAISE = 0.16  # a raised card of your hand lifts by this much of its height
DECISION_SIZE = (420.0, 90.0)  # a typical decision panel: room is kept for one
SUMMARY_SIZE = (380.0, 300.0)  # a typical hand summary


class Box(NamedTuple):
    """An axis-aligned rectangle by its edges."""

    left: float
    top: float
    right: float
    bottom: float

    @staticmethod
    def around(x: float, y: float, w: float, h: float) -> Box:
        return Box(x - w / 2, y - h / 2, x + w / 2, y + h / 2)

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top

    @property
    def centre(self) -> tuple[float, float]:
        return (self.left + self.right) / 2, (self.top + self.bottom) / 2

    def moved(self, dx: float, dy: float) -> Box:
        return Box(self.left + dx, self.top + dy, self.right + dx, self.bottom + dy)

    def union(self, other: Box) -> Box:
        return Box(min(self.left, other.left), min(self.top, other.top),
                   max(self.right, other.right), max(self.bottom, other.bottom))

    def meets(self, other: Box, gap: float = 0.0) -> bool:
        """Overlap, or come closer than ``gap``."""
        return (self.left < other.right + gap and other.left < self.right + gap
                and self.top < other.bottom + gap and other.top < self.bottom + gap)


def union(boxes: Iterable[Box]) -> Box:
    lefts, tops, rights, bottoms = zip(*boxes, strict=True)
    return Box(min(lefts), min(tops), max(rights), max(bottoms))


def card_box(x: float, y: float, rotation: float, width: float) -> Box:
    """The box a card covers on the table, shadow included, turned as it lies."""
    hw, hh = card_half(rotation, width)
    return Box(x - hw, y - hh, x + hw, y + hh)


@functools.lru_cache(maxsize=1024)
def card_half(rotation: float, width: float) -> tuple[float, float]:
    """Half the width and height of a card's box, turned by ``rotation`` degrees."""
    w = width + 2 * CARD_PAD
    h = round(width * CARD_RATIO) + 2 * CARD_PAD
    a = math.radians(rotation)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    return (w * c + h * s) / 2, (w * s + h * c) / 2


# ---------------------------------------------------------------- placing
class Failed(Exception):
    """No clean place for something with cards of this size."""


class Placed:
    """Boxes placed so far; a new one must keep clear of them and of the edges."""

    def __init__(self, width: float, height: float, strict: bool) -> None:
        self.width, self.height, self.strict = width, height, strict
        self.boxes: dict[str, Box] = {}

    def free(self, box: Box, among: Iterable[Box] | None = None) -> bool:
        left, top, right, bottom = box
        e, g = EDGE - 1e-6, GAP - 1e-6
        if left < e or top < e or right > self.width - e or bottom > self.height - e:
            return False
        for b in self.boxes.values() if among is None else among:
            if left < b[2] + g and b[0] < right + g and top < b[3] + g and b[1] < bottom + g:
                return False
        return True

    def put(self, name: str, box: Box) -> None:
        if self.strict and not self.free(box):
            raise Failed(name)
        self.boxes[name] = box

    def first_free(self, name: str, candidates: Iterable[Box]) -> Box:
        last = None
        for box in candidates:
            last = box
            if self.free(box):
                return box
        if self.strict or last is None:
            raise Failed(name)
        return last


# ------------------------------------------------------------ free places
def free_spot(w: float, h: float, want: tuple[float, float], boxes: Iterable[Box],
              width: float, height: float) -> tuple[float, float] | None:
    """Top left of the free ``w`` x ``h`` box nearest ``want`` (None: there is none)."""
    return Room(w, h, boxes, width, height).nearest(want)


class Room:
    """Where the top left of a ``w`` x ``h`` box can be: inside the view and
    clear of ``boxes``. Any such box can slide left until it meets the view's
    side or a box's (its left is one of ``lefts``) and stay clear, so the
    columns at those lefts hold every free place that matters."""

    def __init__(self, w: float, h: float, boxes: Iterable[Box], width: float,
                 height: float) -> None:
        boxes = list(boxes)
        self.w, self.h = w, h
        self.lo_x, self.hi_x = EDGE, width - EDGE - w
        self.lo_y, self.hi_y = EDGE, height - EDGE - h
        # each box as the tops and lefts it forbids (open intervals), by top
        self.bans = sorted([(top - GAP - h, bottom + GAP, left - GAP - w + 1e-6,
                             right + GAP - 1e-6) for left, top, right, bottom in boxes])
        lo, hi = self.lo_x - 1e-6, self.hi_x + 1e-6
        xs = {self.lo_x, self.hi_x, *(right + GAP for _, _, right, _ in boxes),
              *(left - GAP - w for left, _, _, _ in boxes)}
        self.lefts = [x for x in xs if lo <= x <= hi] if self.hi_y >= self.lo_y - 1e-6 else []
        self.full = not self.lefts  # known to have no free place at all

    def tops(self, x: float) -> list[tuple[float, float]]:
        """The free tops (from, to) in the column at ``x``."""
        out = []
        start, hi = self.lo_y, self.hi_y + 1e-6
        for a, z, x0, x1 in self.bans:
            if x0 < x < x1:
                if a > start + 1e-6:
                    out.append((start, min(a, self.hi_y)))
                if z > start:
                    start = z
                    if start > hi:
                        return out
        out.append((start, self.hi_y))
        return out

    def nearest(self, want: tuple[float, float]) -> tuple[float, float] | None:
        """The free top left nearest ``want`` (None: there is none): nearest
        columns first, until the rest are further off than the best so far."""
        if self.full:
            return None
        wx, wy = want
        xs = [*self.lefts, min(max(wx, self.lo_x), self.hi_x)]
        best: tuple[float, float, float] | None = None
        for _, x in sorted([(abs(x - wx), x) for x in xs]):
            dx2 = (x - wx) ** 2
            if best is not None and dx2 >= best[0]:
                break
            for a, z in self.tops(x):
                y = min(max(wy, a), z)
                d = dx2 + (y - wy) ** 2
                if best is None or d < best[0]:
                    best = (d, x, y)
        self.full = best is None
        return None if best is None else (best[1], best[2])

    def blocked_by(self, thing: Box, shape: Box) -> Box | None:
        """Where ``thing`` (a box about a spot) would leave no room at all: as a
        box that a ``shape`` about the same spot must keep clear of (None: the
        thing leaves room wherever it is)."""
        w, h = self.w, self.h
        lo_x, lo_y, hi_x, hi_y = -math.inf, -math.inf, math.inf, math.inf
        for x in self.lefts:
            for a, z in self.tops(x):
                # the thing meets every box in this column from a to z when
                # its spot lies in here
                lo_x = max(lo_x, x - thing.right - GAP)
                hi_x = min(hi_x, x + w + GAP - thing.left)
                lo_y = max(lo_y, z - thing.bottom - GAP)
                hi_y = min(hi_y, a + h + GAP - thing.top)
        if lo_x >= hi_x or lo_y >= hi_y:
            return None
        return Box(lo_x + shape.right + GAP, lo_y + shape.bottom + GAP,
                   hi_x + shape.left - GAP, hi_y + shape.top - GAP)


def clear_drops(moving: list[Box], boxes: Iterable[Box], width: float, height: float,
                ) -> list[tuple[float, float]]:
    """How far the ``moving`` boxes can move down together (up, if negative)
    and each stay inside the view and clear of the ``boxes``: (from, to)."""
    e = EDGE - 1e-6
    if any(m.left < e or m.right > width - e for m in moving):
        return []
    lo = max(EDGE - m.top for m in moving)
    hi = min(height - EDGE - m.bottom for m in moving)
    # moves that would bring one near a box: open intervals
    blocked = sorted((b.top - GAP - m.bottom, b.bottom + GAP - m.top)
                     for m in moving for b in boxes
                     if m.left < b.right + GAP - 1e-6 and b.left < m.right + GAP - 1e-6)
    out = []
    start = lo
    for a, z in [*blocked, (math.inf, math.inf)]:
        if start > hi + 1e-6:
            break
        if a > start + 1e-6:
            out.append((start, min(a, hi)))
        start = max(start, z)
    return out


def least_covering(w: float, h: float, want: tuple[float, float], keep: dict[str, Box],
                   table: dict[str, Box], width: float, height: float,
                   ) -> tuple[float, float] | None:
    """Top left of a ``w`` x ``h`` box clear of ``keep`` that covers the least
    of the rest of the ``table`` (the pack, the scoreboard and the won piles
    count most, a bubble's room least), nearest ``want`` among equals (None:
    nothing is clear of ``keep``)."""
    def weight(name: str) -> float:
        if name.startswith("bubble"):
            return 0.25
        return 20.0 if name.startswith(("pack", "scoreboard", "won")) else 1.0

    others = [(b, weight(k)) for k, b in table.items() if k not in keep]
    every = [*keep.values(), *(b for b, _ in others)]
    xs = {want[0], EDGE, width - EDGE - w}
    ys = {want[1], EDGE, height - EDGE - h}
    for b in every:
        xs.update((b.right + GAP, b.left - GAP - w))
        ys.update((b.bottom + GAP, b.top - GAP - h))
    ys_in = [y for y in ys if EDGE - 1e-6 <= y <= height - EDGE - h + 1e-6]
    g = GAP - 1e-6
    best: tuple[float, float, float] | None = None
    for x in xs:
        if not EDGE - 1e-6 <= x <= width - EDGE - w + 1e-6:
            continue
        # what lies across this column: the boxes to keep clear of, and how
        # much of the others' width (by weight) a box here would cover
        kept = [b for b in keep.values() if x < b.right + g and b.left < x + w + g]
        across = [(wt * max(0.0, min(x + w, b.right) - max(x, b.left)), b.top, b.bottom)
                  for b, wt in others]
        across = [a for a in across if a[0] > 0]
        for y in ys_in:
            if any(y < b.bottom + g and b.top < y + h + g for b in kept):
                continue
            covered = sum(a * max(0.0, min(y + h, bottom) - max(y, top))
                          for a, top, bottom in across)
            cost = covered + 1e-3 * ((x - want[0]) ** 2 + (y - want[1]) ** 2)
            if best is None or cost < best[0]:
                best = (cost, x, y)
    return None if best is None else (best[1], best[2])

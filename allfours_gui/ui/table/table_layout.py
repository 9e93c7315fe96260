"""Where things sit on the table, for a given window size (pure geometry).

Seats are placed by the side of the screen they occupy: the person is always
South; with four players seat 1 (on their right) is East, the partner North
and seat 3 West; with two, the opponent is North.

The layout knows the box of everything the table draws (a card with its
shadow, turned as it lies; a name plate; the scoreboard; room for a speech
bubble) and guarantees a clean table: nothing that can be on the table at the
same moment overlaps anything else, and everything lies inside the view. Each
thing first gets the place it has on a roomy table; where that place is taken
(a small window, the score history docked beside the table) it moves to the
nearest free place, face-down hands close up, and when nothing else helps the
cards get smaller. Panels over the table (a decision, the hand summary) ask
``panel_pos`` for a free place of their size, and the layout keeps room for
typical ones.

The scene builds a layout on every resize, on the GUI thread, so it is quick
(benchmarks/layout.py): free places are found column by column against the
sides of what is placed (``_Room``), not by trying spots; the card size by
halving the range of sizes that may fit.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

Spot = tuple[float, float, float]  # x, y (centre), rotation in degrees

SIDES_4 = ("S", "E", "N", "W")
SIDES_2 = ("S", "N")
# unit vector from the table centre towards each side
DIRECTION = {"S": (0.0, 1.0), "N": (0.0, -1.0), "E": (1.0, 0.0), "W": (-1.0, 0.0)}
# turned for the person at the bottom to read, not as their owners hold them
# (West's face-up cards in a review read upside down turned to 90, North's
# to 180): North upright, East and West on their sides reading upwards
HAND_ROTATION = {"S": 0.0, "N": 0.0, "E": -90.0, "W": -90.0}
TRICK_TILT = {"S": -4.0, "N": 3.0, "E": 6.0, "W": -7.0}

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
    hw, hh = _card_half(rotation, width)
    return Box(x - hw, y - hh, x + hw, y + hh)


@functools.lru_cache(maxsize=1024)
def _card_half(rotation: float, width: float) -> tuple[float, float]:
    """Half the width and height of a card's box, turned by ``rotation`` degrees."""
    w = width + 2 * CARD_PAD
    h = round(width * CARD_RATIO) + 2 * CARD_PAD
    a = math.radians(rotation)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    return (w * c + h * s) / 2, (w * s + h * c) / 2


_NOWHERE = Box(0.0, 0.0, 0.0, 0.0)


class _Failed(Exception):
    """No clean place for something with cards of this size."""


class _Variant(NamedTuple):
    """Choices a crowded table can make differently to make room."""

    corner: str  # the second team's won pile: "top" right, or "bottom" beside the first's
    backs: float  # face-down hands closed up by this much
    talk_low: bool  # East and West talk by the low end of their hands (else the high)
    centred: bool  # the table's bubble over the trick (else as high as it goes)


@dataclass
class _Plan:
    """Everything placed for one card width (see ``_build``)."""

    width: float
    height: float
    players: int
    cw: int
    variant: _Variant
    panels: bool  # room is kept for typical panels
    unsettled: _Table | None = None  # the table, while its packs lie anywhere they fit
    cx: float = 0.0
    cy: float = 0.0
    s_half: float = 0.0  # how far South's cards may reach either side of the middle
    anchors: dict[str, tuple[float, float]] = field(default_factory=dict)
    backs_span: dict[str, float] = field(default_factory=dict)  # per face-down side
    plates: dict[str, tuple[float, float]] = field(default_factory=dict)
    won: list[tuple[float, float]] = field(default_factory=list)
    bubbles: dict[str | None, Box] = field(default_factory=dict)  # None: the table's
    scoreboard: Box = _NOWHERE
    packs: dict[str, tuple[float, float]] = field(default_factory=dict)
    hand_boxes: dict[tuple[str, int], Box] = field(default_factory=dict)  # by side, count

    @property
    def ch(self) -> float:
        return self.cw * CARD_RATIO

    @property
    def sides(self) -> tuple[str, ...]:
        return SIDES_4 if self.players == 4 else SIDES_2

    @property
    def most(self) -> int:
        """The most cards a hand holds: six, and three more for each run of the pack."""
        return 12 if self.players == 4 else 21

    @property
    def set_asides(self) -> int:
        """The most old kicks beside the pack (runs of the pack before a redeal)."""
        return 2 if self.players == 4 else 5


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    players: int = 4

    @functools.cached_property
    def _plan(self) -> _Plan:
        return _plan_for(round(self.width), round(self.height), self.players)

    @property
    def card_width(self) -> int:
        return self._plan.cw

    @property
    def card_height(self) -> float:
        return self.card_width * CARD_RATIO

    def side(self, seat: int) -> str:
        return (SIDES_4 if self.players == 4 else SIDES_2)[seat]

    @property
    def centre(self) -> tuple[float, float]:
        """The middle of the trick (and of the pack before the first deal)."""
        return self._plan.cx, self._plan.cy

    @property
    def max_cards(self) -> int:
        return self._plan.most

    @property
    def max_set_aside(self) -> int:
        return self._plan.set_asides

    # ---------------------------------------------------------------- spots
    def hand_anchor(self, seat: int) -> tuple[float, float]:
        return self._plan.anchors[self.side(seat)]

    def hand_spot(self, seat: int, index: int, count: int, raised: bool = False) -> Spot:
        return _hand_spot(self._plan, self.side(seat), index, count, raised)

    def plate_spot(self, seat: int) -> tuple[float, float]:
        """Centre of the seat's name plate."""
        return self._plan.plates[self.side(seat)]

    def trick_spot(self, seat: int) -> Spot:
        return _trick_spot(self._plan, self.side(seat))

    def cut_spot(self, seat: int) -> Spot:
        """A seat's cut card lies where its hand will be (nothing is dealt yet)."""
        x, y = self._plan.anchors[self.side(seat)]
        return x, y, 0.0

    def pack_spot(self, dealer: int) -> Spot:
        """The pack sits in front of the dealer, clear of the trick and the hands."""
        x, y = self._plan.packs[self.side(dealer)]
        return x, y, 0.0

    def kick_spot(self, dealer: int) -> Spot:
        return _kick_spot(self._plan, self.side(dealer))

    def set_aside_spot(self, dealer: int, index: int) -> Spot:
        """Old kicks after the pack is run: tucked under the new kick, each
        peeking out a little further below and to the right."""
        return _set_aside_spot(self._plan, self.side(dealer), index)

    def won_spot(self, team: int, index: int) -> Spot:
        return _won_spot(self._plan, team, index)

    def scoreboard_rect(self) -> tuple[float, float, float, float]:
        b = self._plan.scoreboard
        return b.left, b.top, b.width, b.height

    def bubble_spot(self, seat: int | None, w: float = 0.0, h: float = 0.0, *,
                    dealer: int = -1, trick: bool = True, cut: bool = False,
                    ) -> tuple[float, float]:
        """Centre of a ``w`` x ``h`` speech bubble at a seat (None: the table's own).

        Room is kept at every seat for what it usually says; a bubble that
        fits sits at the end of that room nearest the seat. A longer one goes
        to the nearest place free of what is on the table now: the dealer's
        pack (``dealer``), the hands, the trick (if ``trick``), or the cut
        cards and the pack in the middle (``cut``); and of the room kept for
        other bubbles, unless that would take it far from the seat."""
        p = self._plan
        side = None if seat is None else self.side(seat)
        zone = p.bubbles[side]
        if w <= zone.width + 1e-6 and h <= zone.height + 1e-6:
            return _in_zone(p, side, zone, w)
        boxes = _state_boxes(p, "cut" if cut else "play", None if dealer < 0 else self.side(dealer))
        boxes.pop(f"bubble {side or 'centre'}", None)
        if not trick:
            boxes.pop("trick", None)
        want = _in_zone(p, side, zone, w)
        top_left = (want[0] - w / 2, want[1] - h / 2)
        spot = _free_spot(w, h, top_left, boxes.values(), self.width, self.height)
        # far from the seat, it may rather cover the room kept for another
        # seat's bubble (a passing thing) than say it across the table
        quiet = [b for k, b in boxes.items() if not k.startswith("bubble")]
        near = _free_spot(w, h, top_left, quiet, self.width, self.height)

        def far(s: tuple[float, float] | None) -> float:
            return math.inf if s is None else math.dist(s, top_left)
        if far(spot) > 2 * h and far(near) < far(spot) / 2:
            spot = near
        if spot is None:
            x = min(max(want[0], w / 2), max(self.width - w / 2, w / 2))
            return x, want[1]
        return spot[0] + w / 2, spot[1] + h / 2

    # ---------------------------------------------------------------- boxes
    def bubble_box(self, seat: int | None) -> Box:
        """The room kept for a seat's (or the table's) speech bubbles."""
        return self._plan.bubbles[None if seat is None else self.side(seat)]

    # --------------------------------------------------------------- panels
    def panel_pos(self, anchor: str, w: float, h: float, dealer: int = -1) -> tuple[float, float]:
        """Top left of a ``w`` x ``h`` panel over the table, clear of what is on
        the table while it shows.

        "top": the first dealer's choice of method, over the cut; "bottom": a
        decision above your hand (stand or beg, give or run), over the dealt
        hands; "centre": the hand summary or game over, over played-out hands.
        A summary that cannot clear everything keeps clear of the pack, the
        kicks, the scoreboard, the won piles and the plates of North and South
        first (it may cover a speech bubble, then East's or West's plate); a
        panel bigger than any room there is covers what matters least."""
        return _panel_spot(self._plan, anchor, w, h,
                           None if dealer < 0 else self.side(dealer), least=True)[0]

    def panel_is_clear(self, anchor: str, w: float, h: float, dealer: int = -1) -> bool:
        """Whether a ``w`` x ``h`` panel finds a place that covers nothing on
        the table but (a summary) a speech bubble: a panel that does not may
        wrap its lines to a narrower shape that does."""
        side = None if dealer < 0 else self.side(dealer)
        tiers = len(_panel_tiers(self._plan, anchor, w, h, side)[1])
        return _panel_spot(self._plan, anchor, w, h, side)[1] < min(2, tiers)


# ------------------------------------------------------------------ spots
def _fan(cw: int, index: int, count: int) -> tuple[float, float]:
    """South's hand is fanned: each card's turn (degrees) and how far it sits lower."""
    mid = (count - 1) / 2
    if mid <= 0:
        return 0.0, 0.0
    t = index - mid
    return t * min(2.2, 8.0 / mid), t * t * min(0.9, 0.06 * cw * CARD_RATIO / (mid * mid))


def _fan_spot(cw: int, s_half: float, index: int, count: int, raised: bool) -> Spot:
    """A card of your hand, about the hand's anchor (see _hand_spot)."""
    angle, drop = _fan(cw, index, count)
    edge = card_box(0, 0, _fan(cw, 0, count)[0], cw).right
    step = min(cw * 0.72, (2 * s_half - 2 * edge) / max(count - 1, 1))
    lift = -cw * CARD_RATIO * RAISE if raised else 0.0
    return (index - (count - 1) / 2) * step, drop + lift, angle


def _fan_box(cw: int, s_half: float, count: int) -> Box:
    """Your hand of ``count`` cards about its anchor, any card raised: across,
    as far as the end cards (the furthest out, and the most turned) reach."""
    x, _, angle = _fan_spot(cw, s_half, count - 1, count, False)
    right = abs(x) + _card_half(angle, cw)[0]
    top, bottom = _fan_rise(cw, count)
    return Box(-right, top - cw * CARD_RATIO * RAISE, right, bottom)


@functools.lru_cache(maxsize=64)
def _fan_rise(cw: int, count: int) -> tuple[float, float]:
    """How far above and below its anchor your fanned hand reaches."""
    cards = [(drop, _card_half(angle, cw)[1]) for angle, drop in
             (_fan(cw, i, count) for i in range(count))]
    return min(drop - half for drop, half in cards), max(drop + half for drop, half in cards)


def _hand_spot(p: _Plan, side: str, index: int, count: int, raised: bool) -> Spot:
    cw = p.cw
    x, y = p.anchors[side]
    if side == "S":
        dx, dy, angle = _fan_spot(cw, p.s_half, index, count, raised)
        return x + dx, y + dy, angle
    mid = (count - 1) / 2
    gaps = max(count - 1, 1)
    step = min(cw * 0.3, p.backs_span[side] / gaps)
    off = (index - mid) * step
    # each card lies on the part of the one before it away from its corner
    # index, which shows: left to right at North, upwards at the sides
    if side == "N":
        return x + off, y, HAND_ROTATION[side]
    return x, y - off, HAND_ROTATION[side]


def _trick_spot(p: _Plan, side: str) -> Spot:
    dx, dy = DIRECTION[side]
    return p.cx + dx * p.cw * 0.72, p.cy + dy * p.ch * 0.36, TRICK_TILT[side]


def _kick_spot(p: _Plan, side: str) -> Spot:
    x, y = p.packs[side]
    return x + p.cw * 1.05, y, 0.0


def _set_aside_spot(p: _Plan, side: str, index: int) -> Spot:
    x, y, _ = _kick_spot(p, side)
    return x + p.cw * (0.16 + 0.1 * index), y + p.ch * (0.1 + 0.06 * index), 6.0


def _won_spot(p: _Plan, team: int, index: int) -> Spot:
    x, y = p.won[team]
    d = WON_STEP * min(index, WON_DEPTH)
    return x - d, y - d, 8.0 if team == 0 else -8.0


def _in_zone(p: _Plan, side: str | None, zone: Box, w: float) -> tuple[float, float]:
    """A bubble ``w`` wide in its room: at the end nearest its seat."""
    x, y = zone.centre
    w = min(w, zone.width)
    if side == "E":
        x = zone.right - w / 2
    elif side == "W" or (side == "N" and zone.left >= p.anchors["N"][0]):
        x = zone.left + w / 2
    elif side == "N":
        x = zone.right - w / 2
    elif side is None:
        x = min(max(p.cx, zone.left + w / 2), zone.right - w / 2)
    return x, y


# ------------------------------------------------------------------ boxes
def _hand_box(p: _Plan, side: str, count: int) -> Box:
    """A hand of ``count`` cards (yours with any card raised), once the hand is placed."""
    key = (side, count)
    if key not in p.hand_boxes:
        if side == "S":
            box = _fan_box(p.cw, p.s_half, count).moved(*p.anchors[side])
        else:  # a row of cards turned alike: its ends
            box = union(card_box(*_hand_spot(p, side, i, count, False), p.cw)
                        for i in (0, count - 1))
        p.hand_boxes[key] = box
    return p.hand_boxes[key]


def _pack_box(p: _Plan, side: str, set_asides: int) -> Box:
    """The pack (52 cards at most), its kick and the old kicks beside it."""
    x, y = p.packs[side]
    depth = PACK_STEP * 51
    boxes = [card_box(x, y, 0, p.cw), card_box(x - depth, y - depth, 0, p.cw),
             card_box(*_kick_spot(p, side), p.cw)]
    boxes += [card_box(*_set_aside_spot(p, side, k), p.cw) for k in range(set_asides)]
    return union(boxes)


def _middle_pack_box(p: _Plan) -> Box:
    depth = PACK_STEP * 51
    return card_box(p.cx, p.cy, 0, p.cw).union(
        card_box(p.cx - depth, p.cy - depth, 0, p.cw))


def _won_box(p: _Plan, team: int) -> Box:
    return union(card_box(*_won_spot(p, team, i), p.cw) for i in (0, WON_DEPTH))


def _state_boxes(p: _Plan, state: str, dealer: str | None,
                 talkers: Iterable[str] | None = None) -> dict[str, Box]:
    """What may be on the table at one moment, by name: "cut" (every seat's
    cut card and the pack in the middle), "deal" (hands of six, the dealer's
    pack and kick), "play" (hands of up to twelve, or 21, the trick, the won
    piles, the old kicks), "over" (the cards played: pack, kicks and won
    piles); plates, the scoreboard and the bubbles of the ``talkers`` (None:
    every seat's, and the table's but during the cut) always."""
    out: dict[str, Box] = {"scoreboard": p.scoreboard}
    for side in p.sides:
        out[f"plate {side}"] = Box.around(*p.plates[side], *PLATE_SIZE)
    for side in p.sides if talkers is None else talkers:
        out[f"bubble {side}"] = p.bubbles[side]
    if state == "cut":
        out["pack"] = _middle_pack_box(p)
        for side in p.sides:
            out[f"cut {side}"] = card_box(*p.anchors[side], 0, p.cw)
        return out
    out["bubble centre"] = p.bubbles[None]
    if state in ("play", "over"):
        for team in (0, 1):
            out[f"won {team}"] = _won_box(p, team)
    if dealer is not None:
        out["pack"] = _pack_box(p, dealer, 0 if state == "deal" else p.set_asides)
    if state in ("deal", "play"):
        counts = (6,) if state == "deal" else (6, 9, 12, p.most)
        for side in p.sides:
            out[f"hand {side}"] = union(_hand_box(p, side, n) for n in counts)
    if state == "play":
        out["trick"] = union(card_box(*_trick_spot(p, s), p.cw) for s in p.sides)
    return out


# ----------------------------------------------------------------- panels
def _free_spot(w: float, h: float, want: tuple[float, float], boxes: Iterable[Box],
               width: float, height: float) -> tuple[float, float] | None:
    """Top left of the free ``w`` x ``h`` box nearest ``want`` (None: there is none)."""
    return _Room(w, h, boxes, width, height).nearest(want)


class _Room:
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


def _drops(moving: list[Box], boxes: Iterable[Box], width: float, height: float,
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


SUMMARY_KEEPS = ("pack", "scoreboard", "won", "plate S", "plate N")


def _panel_tiers(p: _Plan, anchor: str, w: float, h: float, dealer: str | None,
                 ) -> tuple[tuple[float, float], list[dict[str, Box]]]:
    """Where a panel would like to be, and what it must keep clear of: all
    that may be on the table while it shows, then (a summary only) all but the
    bubbles, then only what it must never cover."""
    if anchor == "top":
        # you cut the highest card and said so; the cut cards are still out
        pack = _middle_pack_box(p)
        return (p.cx - w / 2, pack.top - GAP - h), [_state_boxes(p, "cut", None, ("S",))]
    if anchor == "bottom":
        # only the dealer (the kick, a redeal) and first hand (a beg) have spoken
        talkers = () if dealer is None else (dealer, _first(p, dealer))
        return ((p.cx - w / 2, p.bubbles["S"].top - GAP - h),
                [_state_boxes(p, "deal", dealer, talkers)])
    table = _state_boxes(p, "over", dealer)
    quiet = {k: b for k, b in table.items() if not k.startswith("bubble")}
    keep = {k: b for k, b in table.items() if k.startswith(SUMMARY_KEEPS)}
    return (p.cx - w / 2, (p.height - h) / 2), [table, quiet, keep]


def _panel_spot(p: _Plan, anchor: str, w: float, h: float, dealer: str | None,
                least: bool = False) -> tuple[tuple[float, float], int]:
    """Where a panel goes, and how clean it is there: the first of its tiers
    (see _panel_tiers) it keeps clear of; when none, it lies where it would
    like to be (and the number is the count of tiers). With ``least``, a
    panel clear only of its last tier covers as little as it can of the rest."""
    want, tiers = _panel_tiers(p, anchor, w, h, dealer)
    for n, boxes in enumerate(tiers):
        if least and n == len(tiers) - 1 and n > 0:
            spot = _least_covering(w, h, want, boxes, tiers[0], p.width, p.height)
        else:
            spot = _free_spot(w, h, want, boxes.values(), p.width, p.height)
        if spot is not None:
            return spot, n
    if least:  # bigger than any room kept: cover what matters least
        spot = _least_covering(w, h, want, {}, tiers[0], p.width, p.height)
        if spot is not None:
            return spot, len(tiers)
    x = min(max(want[0], 0.0), max(p.width - w, 0.0))
    y = min(max(want[1], 0.0), max(p.height - h, 0.0))
    return (x, y), len(tiers)


def _least_covering(w: float, h: float, want: tuple[float, float], keep: dict[str, Box],
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


def _first(p: _Plan, dealer: str) -> str:
    """First hand: the seat after the dealer."""
    return p.sides[(p.sides.index(dealer) + 1) % p.players]


# --------------------------------------------------------------- building
def _natural_card(width: int, height: int) -> int:
    """The card width of a roomy table (the width every table had before)."""
    return max(MIN_CARD, round(min(width * 0.082, height * 0.118)))


# the roomy table's choices first; then others that fit larger cards on some
# small tables: every one is tried at the natural size, the first two at others
_VARIANTS = [_Variant("top", 1.0, True, True), _Variant("bottom", 1.0, True, False),
             _Variant("bottom", 1.0, False, True)]


@functools.lru_cache(maxsize=64)
def _plan_for(width: int, height: int, players: int) -> _Plan:
    """The largest cards (up to the natural size) with which everything fits,
    panels included. Cards shrink by a quarter at most for the panels' sake;
    beyond that (a view smaller than any the window is meant for) the table
    alone is kept clean and a panel goes wherever it covers least."""
    natural = _natural_card(width, height)
    return (_largest(width, height, players, natural, max(MIN_CARD, natural * 3 // 4), True)
            or _largest(width, height, players, natural, MIN_CARD, False)
            or _build(width, height, players, MIN_CARD, _Variant("bottom", 0.7, True, True),
                      False, strict=False))


def _largest(width: int, height: int, players: int, natural: int, floor: int, panels: bool,
             ) -> _Plan | None:
    """The plan with the largest cards from ``floor`` to ``natural`` wide with
    which everything fits, to within a pixel (None: nothing fits). The larger
    the cards, the harder they fit: the range of sizes that may fit is halved
    until it is two wide (the last pixel would cost as much again), each size
    tried with each variant not already found too big at a smaller size.
    Packs lie anywhere they fit while sizes are tried, and are settled where
    they look best once the size is found."""
    too_big = dict.fromkeys(_VARIANTS, natural + 1)  # the smallest size found not to fit

    def attempt(cw: int, variants: list[_Variant]) -> _Plan | None:
        for variant in variants:
            if cw >= too_big[variant]:
                continue
            try:
                return _build(width, height, players, cw, variant, panels, settle=False)
            except _Failed as e:
                # no room above the cut is no room whatever the variant
                for v in _VARIANTS if str(e) == "method panel" else [variant]:
                    too_big[v] = min(too_big[v], cw)
        return None

    plan = attempt(natural, _VARIANTS)
    fits = natural if plan else floor - 1  # the largest size found to fit (or below the floor)
    while (bound := max(too_big[v] for v in _VARIANTS[:2])) - fits > (2 if plan else 1):
        # halfway; but once a smaller size has not fit either, whether the floor does
        size = floor if fits < floor and bound < natural else (fits + bound) // 2
        bigger = attempt(size, _VARIANTS[:2])
        if bigger is not None:
            plan, fits = bigger, bigger.cw
    if plan is None:
        return None
    if plan.unsettled is not None:
        _place_packs(plan.unsettled, plan, True)
        plan.unsettled = None
    return plan


class _Table:
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
            raise _Failed(name)
        self.boxes[name] = box

    def first_free(self, name: str, candidates: Iterable[Box]) -> Box:
        last = None
        for box in candidates:
            last = box
            if self.free(box):
                return box
        if self.strict or last is None:
            raise _Failed(name)
        return last


def _build(width: int, height: int, players: int, cw: int, variant: _Variant, panels: bool,
           strict: bool = True, settle: bool = True) -> _Plan:
    """Place everything for cards ``cw`` wide, as the ``variant`` says; keep
    room for typical panels if ``panels``; packs where they fit best if
    ``settle``, else anywhere they fit (quicker, to see whether all fits).
    Raises _Failed when something has no clean place (only if ``strict``)."""
    W, H = float(width), float(height)
    p = _Plan(W, H, players, cw, variant, panels, cx=W / 2, cy=H / 2)
    ch = p.ch
    t = _Table(W, H, strict)
    bw, bh = SEAT_BUBBLE
    pw, ph = PLATE_SIZE
    half_w = card_box(0, 0, 0, cw).right  # half a card across, shadow included
    half_h = card_box(0, 0, 0, cw).bottom  # and half along

    # the scoreboard, top left, and your name plate, bottom left
    p.scoreboard = Box(12.0, 12.0, 12.0 + max(170.0, cw * 2.6), 12.0 + max(120.0, cw * 1.75))
    t.put("scoreboard", p.scoreboard)
    p.plates["S"] = (105.0, H - 26.0)
    t.put("plate S", Box.around(*p.plates["S"], pw, ph))

    # won piles: the first team's in the bottom right corner; the second's in the
    # top right corner or, when the top row is too crowded, beside the first
    pile = card_box(0, 0, 8.0, cw)
    depth = WON_STEP * WON_DEPTH
    x0 = W - max(cw * 0.95, EDGE + pile.right)
    p.won = [(x0, H - max(ch * 0.62, EDGE + pile.bottom))]
    if variant.corner == "top":
        p.won.append((x0, max(ch * 0.62, EDGE + pile.bottom + depth)))
    else:
        p.won.append((x0 - pile.width - depth - GAP, p.won[0][1]))
    for team in (0, 1):
        t.put(f"won {team}", _won_box(p, team))

    # your hand, fanned along the bottom between your plate and the won piles
    counts = sorted({6, 9, 12, p.most})
    lowest = 0.0
    for n in counts:
        angle, drop = _fan(cw, 0, n)
        lowest = max(lowest, drop + card_box(0, 0, angle, cw).bottom, half_h)
    p.anchors["S"] = (p.cx, min(H - ch * 0.62, H - EDGE - lowest))
    row = [b for k, b in t.boxes.items() if k != "scoreboard"]
    left = max(b.right for b in row if b.right < p.cx) + GAP
    right = min(b.left for b in row if b.left > p.cx) - GAP
    p.s_half = min(p.cx - left, right - p.cx, W * 0.31 + half_w)
    if strict and (_hand_spot(p, "S", 1, 12, False)[0] - _hand_spot(p, "S", 0, 12, False)[0]
                   < cw * 0.22):
        raise _Failed("hand S")  # twelve cards would hide each other's corners
    t.put("hand S", union(_hand_box(p, "S", n) for n in counts))
    # what you say, just above your hand
    p.bubbles["S"] = Box.around(p.cx, t.boxes["hand S"].top - GAP - bh / 2, bw, bh)
    t.put("bubble S", p.bubbles["S"])

    _place_north(t, p)
    _place_trick(t, p, variant.centred)
    if players == 4:
        _place_sides(t, p, variant.talk_low)
    if strict:
        keep = _cut_keep(p)
        for side in p.sides:
            if not t.free(card_box(*p.anchors[side], 0, cw), keep):
                raise _Failed(f"cut {side}")
        if panels and _panel_spot(p, "top", *DECISION_SIZE, None)[1]:
            raise _Failed("method panel")
    if not _place_packs(t, p, settle):
        p.unsettled = t
    return p


def _place_north(t: _Table, p: _Plan) -> None:
    """North's hand along the top, its plate to its right and what North says
    below the plate."""
    cw, ch, W = p.cw, p.ch, t.width
    bw, bh = SEAT_BUBBLE
    pw, ph = PLATE_SIZE
    half_w = card_box(0, 0, 0, cw).right
    ny = max(ch * 0.58, EDGE + card_box(0, 0, 0, cw).bottom)
    span = min(cw * 0.3 * (p.most - 1), W * 0.28) * p.variant.backs
    room_right = W - EDGE
    if t.boxes["won 1"].top < ny:
        room_right = t.boxes["won 1"].left - GAP
    low = p.scoreboard.right + GAP + half_w
    high = room_right - max(pw, bw) - GAP - half_w
    if high - low < span:
        span = max(high - low, 0.0)
        if t.strict and span < cw * 0.12 * 11:
            raise _Failed("hand N")
    nx = min(max(p.cx, low + span / 2), high - span / 2) if high >= low else p.cx
    p.anchors["N"] = (nx, ny)
    p.backs_span["N"] = span
    t.put("hand N", union(_hand_box(p, "N", n) for n in (6, 12, p.most)))
    p.plates["N"] = (t.boxes["hand N"].right + GAP + pw / 2, max(ny - ch * 0.12, EDGE + ph / 2))
    plate = Box.around(*p.plates["N"], pw, ph)
    t.put("plate N", plate)
    under = plate.bottom + GAP
    p.bubbles["N"] = t.first_free("bubble N", [
        Box(plate.left, under, plate.left + bw, under + bh),
        Box(plate.right - bw, under, plate.right, under + bh),
        Box(W - EDGE - bw, under, W - EDGE, under + bh),
        Box.around(nx, t.boxes["hand N"].bottom + GAP + bh / 2, bw, bh)])
    t.put("bubble N", p.bubbles["N"])


def _place_trick(t: _Table, p: _Plan, centred: bool) -> None:
    """The trick in the middle (a little above it, as on a roomy table), and the
    table's own bubble above it as high as it goes (clear of a summary): over
    the trick first if ``centred``, else the highest first."""
    cbw, cbh = CENTRE_BUBBLE
    zero = union(card_box(*_trick_spot(p, s), p.cw) for s in p.sides).moved(0, -p.cy)
    want = p.height / 2 - p.ch * 0.08
    # lower, if the pack in the middle during the cut would leave no room
    # above it for the first dealer's choice between it and North's cut card
    above = t.boxes["hand N"].bottom + 2 * GAP + DECISION_SIZE[1] + 1
    want = max(want, above + PACK_STEP * 51 + card_box(0, 0, 0, p.cw).bottom)
    ys = {want}
    for b in t.boxes.values():
        ys.update((b.bottom + 2 * GAP + cbh - zero.top, b.top - GAP - zero.bottom))
    xs = {p.cx}
    talk_ys = set()
    for b in t.boxes.values():
        xs.update((b.right + GAP + cbw / 2, b.left - GAP - cbw / 2))
        talk_ys.add(b.bottom + GAP + cbh / 2)
    xs_near = sorted(xs, key=lambda x: abs(x - p.cx))
    for cy in sorted(ys, key=lambda y: abs(y - want)):
        trick = zero.moved(0, cy)
        if not t.free(trick):
            continue
        lowest = trick.top - GAP - cbh / 2
        tys = sorted({y for y in talk_ys if y < lowest} | {lowest})
        # over the trick if it can be (else as high as it goes), as high as it goes
        spots = ((x, ty) for x in xs_near for ty in tys) if centred else \
            ((x, ty) for ty in tys for x in xs_near)
        talk = next((b for b in (Box.around(x, ty, cbw, cbh) for x, ty in spots)
                     if t.free(b)), None)
        if talk is not None:
            p.cy = cy
            t.put("trick", trick)
            p.bubbles[None] = talk
            t.put("bubble centre", talk)
            return
    if t.strict:
        raise _Failed("trick")
    p.cy = want
    t.put("trick", zero.moved(0, want))
    p.bubbles[None] = Box.around(p.cx, t.boxes["trick"].top - GAP - cbh / 2, cbw, cbh)
    t.put("bubble centre", p.bubbles[None])


def _place_sides(t: _Table, p: _Plan, talk_low: bool) -> None:
    """East's and West's hands down the sides, level with each other, their
    plates below them, and room for what they say: as near the middle as they
    can be, closing up the hands if that helps."""
    W, H, cw = t.width, t.height, p.cw
    pw, ph = PLATE_SIZE
    half = card_box(0, 0, 90, cw).right  # a card on its side, half across
    xs = {"E": W - max(p.ch * 0.62, EDGE + half)}
    xs["W"] = W - xs["E"]
    plate_xs = {"E": min(xs["E"] - cw * 0.35, W - EDGE - pw / 2),
                "W": max(xs["W"] + cw * 0.35, EDGE + pw / 2)}
    span = min(cw * 0.3 * (p.most - 1), H * 0.34) * p.variant.backs
    shortest = cw * 0.12 * (p.most - 1)
    want = H / 2 + cw * 0.1
    apart = not Box.around(plate_xs["E"], 0, pw, ph).meets(
        Box.around(plate_xs["W"], 0, pw, ph), GAP)
    while apart:
        # the hands and their plates, the hands' middle level with the top of the view
        hands = {s: card_box(x, -span / 2, 90, cw).union(card_box(x, span / 2, 90, cw))
                 for s, x in xs.items()}
        plates = {s: Box.around(plate_xs[s], hands[s].bottom + GAP + ph / 2, pw, ph)
                  for s in xs}
        drops = _drops([*hands.values(), *plates.values()], t.boxes.values(), W, H)
        y = None
        if drops:  # the middle as near the table's as it can be: there, or against a box
            ext = span / 2 + card_box(0, 0, 0, cw).bottom  # about half a hand's length
            ys = {want}
            for b in t.boxes.values():
                ys.update((b.bottom + GAP + ext, b.top - 2 * GAP - ph - ext, b.top - GAP - ext,
                           b.bottom - ext))
            y = min((y for y in ys if any(a - 1e-6 <= y <= z + 1e-6 for a, z in drops)),
                    key=lambda y: abs(y - want), default=None)
        if y is not None:
            for s, x in xs.items():
                p.anchors[s] = (x, y)
                p.backs_span[s] = span
                p.plates[s] = (plate_xs[s], plates[s].centre[1] + y)
                t.put(f"hand {s}", hands[s].moved(0, y))
                t.put(f"plate {s}", plates[s].moved(0, y))
            _place_side_bubbles(t, p, talk_low)
            return
        if span <= shortest:
            break
        span = max(span - cw * 0.3, shortest)
    if t.strict:
        raise _Failed("hands E W")
    for s, x in xs.items():
        p.anchors[s] = (x, want)
        p.backs_span[s] = span
        p.plates[s] = (min(max(x, EDGE + pw / 2), W - EDGE - pw / 2), H - EDGE - ph / 2)
        t.put(f"hand {s}", union(_hand_box(p, s, n) for n in (6, 12)))
        t.put(f"plate {s}", Box.around(*p.plates[s], pw, ph))
    _place_side_bubbles(t, p, talk_low)


def _place_side_bubbles(t: _Table, p: _Plan, low: bool) -> None:
    """Beside the hand on the table's side: by its lower end, near the plate
    (first if ``low``), by its top or level with the top of the trick; else
    anywhere beside it, under the plate, beside the plate or over the hand."""
    W = t.width
    bw, bh = SEAT_BUBBLE
    trick = t.boxes["trick"]
    for side in ("E", "W"):
        hand = t.boxes[f"hand {side}"]
        plate = Box.around(*p.plates[side], *PLATE_SIZE)
        sign = -1 if side == "E" else 1
        inner = hand.left - GAP if side == "E" else hand.right + GAP
        edge = W - EDGE if side == "E" else EDGE

        def beside(y: float, inner: float = inner, sign: int = sign) -> Box:
            return Box.around(inner + sign * bw / 2, y, bw, bh)

        def flush(top: float, edge: float = edge, sign: int = sign) -> Box:
            return Box.around(edge + sign * bw / 2, top + bh / 2, bw, bh)

        ys = [hand.top + bh / 2, max(trick.top, hand.top) + bh / 2, p.anchors[side][1],
              trick.top - GAP - bh / 2, trick.bottom + GAP + bh / 2]
        ys.insert(0 if low else 2, hand.bottom - bh / 2)
        steps = int((hand.height - bh) // 4.0) + 1 if hand.height >= bh else 0
        ys += (hand.top + bh / 2 + 4.0 * i for i in range(steps))  # anywhere beside it
        plate_side = plate.left - GAP if side == "E" else plate.right + GAP
        others = [flush(plate.bottom + GAP),
                  Box.around(plate_side + sign * bw / 2, plate.centre[1], bw, bh),
                  flush(hand.top - GAP - bh)]
        p.bubbles[side] = t.first_free(f"bubble {side}",
                                       itertools.chain(map(beside, ys), others))
        t.put(f"bubble {side}", p.bubbles[side])


def _cut_keep(p: _Plan) -> list[Box]:
    """What a cut card must keep clear of: plates, bubbles, the scoreboard and
    the pack in the middle."""
    boxes = _state_boxes(p, "cut", None)
    return [b for k, b in boxes.items() if not k.startswith("cut")]


def _place_packs(t: _Table, p: _Plan, settle: bool) -> bool:
    """Each dealer's pack (with the kick and old kicks beside it) in front of
    them, as near as it can be to where it lies on a roomy table, leaving
    room for a decision above your hand while it is dealt and for the hand's
    summary. If ``settle``, where it keeps clear of the places the decision
    and a summary (as clean as can be, see _panel_tiers) would have with no
    pack on the table; else, or if there are none, where it leaves them room
    anywhere (the summary as clean as can be). Whether every pack is settled."""
    W, H = t.width, t.height
    dw, dh = DECISION_SIZE
    sw, sh = SUMMARY_SIZE
    p.packs = dict.fromkeys(p.sides, (0.0, 0.0))
    group = _pack_box(p, "S", p.set_asides)  # about a pack at (0, 0), whoever deals
    dealt = _pack_box(p, "S", 0)  # the pack and kick alone, while it is dealt
    swant, tiers = _panel_tiers(p, "centre", sw, sh, None)  # with no pack
    dwant, (dealing,) = _panel_tiers(p, "bottom", dw, dh, None)  # no pack, no one speaks
    levels = range(len(tiers)) if settle else range(len(tiers) - 1, len(tiers))

    @functools.cache
    def summaries(level: int) -> list[Box]:
        """A summary's places as clean as ``level``, centred or to either side."""
        out: list[Box] = []
        for x in (swant[0], EDGE, W - EDGE - sw):
            spot = _free_spot(sw, sh, (x, swant[1]), tiers[level].values(), W, H)
            if spot is not None and Box(*spot, spot[0] + sw, spot[1] + sh) not in out:
                out.append(Box(*spot, spot[0] + sw, spot[1] + sh))
        return out

    @functools.cache
    def no_summary(level: int) -> Box | None:
        """Where the pack leaves no room for a summary as clean as ``level``."""
        return _Room(sw, sh, tiers[level].values(), W, H).blocked_by(group, group)

    @functools.cache
    def room(*keep: Box | None) -> _Room:
        """Where the pack can be, clear of ``keep`` too (whoever deals)."""
        return _Room(group.width, group.height, [*t.boxes.values(), *filter(None, keep)], W, H)

    summary = Box(0.0, 0.0, sw, sh)  # about its top left
    for side in p.sides:
        want = {"S": (p.cx + p.cw * 2.6, H - p.ch * 1.78), "N": (p.cx - p.cw * 3.2, p.ch * 1.72),
                "E": (W - p.ch * 1.95 - p.cw * 1.05, p.cy + p.ch * 0.95),
                "W": (p.ch * 1.95, p.cy + p.ch * 0.95)}[side]

        def nearest(*keep: Box | None, want: tuple[float, float] = want,
                    ) -> tuple[float, float] | None:
            """The free place for the pack nearest where it wants to be, clear of ``keep``."""
            spot = room(*keep).nearest((want[0] + group.left, want[1] + group.top))
            return None if spot is None else (spot[0] - group.left, spot[1] - group.top)

        if not p.panels:
            spot = nearest()
            if spot is None and t.strict:
                raise _Failed(f"pack {side}")
            p.packs[side] = spot or want
            continue
        # while the pack is dealt (see _panel_tiers): the dealer and first hand speak
        deal = [*dealing.values(), p.bubbles[side], p.bubbles[_first(p, side)]]
        spot = None
        if settle:
            decision = _free_spot(dw, dh, dwant, deal, W, H)
            if decision is None:
                raise _Failed(f"decision {side}")
            keep = Box(*decision, decision[0] + dw, decision[1] + dh)
            places = list(dict.fromkeys(s for level in levels for s in summaries(level)))
            spot = nearest(keep, places[0]) if places else None
            if spot is None and len(places) > 1:
                # skip the places where a summary would leave the pack no room
                crowd = room(keep).blocked_by(summary, summary)
                spot = next(filter(None, (nearest(keep, s) for s in places[1:]
                                          if not (crowd and s.meets(crowd, GAP - 1e-6)))), None)
            if spot is None:  # the decision's place alone, if a summary still fits
                spot = nearest(keep)
                last = no_summary(levels[-1])
                if spot and last and group.moved(*spot).meets(last, GAP - 1e-6):
                    spot = None
        if spot is None:
            no_decision = _Room(dw, dh, deal, W, H).blocked_by(dealt, group)
            spot = next(filter(None, (nearest(no_decision, no_summary(level))
                                      for level in levels if not settle or summaries(level))),
                        None)
            if spot is None:
                raise _Failed(f"pack {side}")
        p.packs[side] = spot
    return settle or not p.panels

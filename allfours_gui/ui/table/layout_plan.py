"""Where each thing lies once a table is laid out for one card width (the
``Plan``): the spots of cards, the fan of your hand, the boxes of what may be
on the table at one moment, and where a panel goes among them.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from .layout_boxes import (
    CARD_RATIO,
    GAP,
    PACK_STEP,
    PLATE_SIZE,
    RAISE,
    WON_DEPTH,
    WON_STEP,
    Box,
    Placed,
    card_box,
    card_half,
    free_spot,
    least_covering,
    union,
)

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
_NOWHERE = Box(0.0, 0.0, 0.0, 0.0)


class Variant(NamedTuple):
    """Choices a crowded table can make differently to make room."""

    corner: str  # the second team's won pile: "top" right, or "bottom" beside the first's
    backs: float  # face-down hands closed up by this much
    talk_low: bool  # East and West talk by the low end of their hands (else the high)
    centred: bool  # the table's bubble over the trick (else as high as it goes)


@dataclass
class Plan:
    """Everything placed for one card width (see ``layout_build.build``)."""

    width: float
    height: float
    players: int
    cw: int
    variant: Variant
    panels: bool  # room is kept for typical panels
    unsettled: Placed | None = None  # the table, while its packs lie anywhere they fit
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


# ------------------------------------------------------------------ spots
def fan(cw: int, index: int, count: int) -> tuple[float, float]:
    """South's hand is fanned: each card's turn (degrees) and how far it sits lower."""
    mid = (count - 1) / 2
    if mid <= 0:
        return 0.0, 0.0
    t = index - mid
    return t * min(2.2, 8.0 / mid), t * t * min(0.9, 0.06 * cw * CARD_RATIO / (mid * mid))


def _fan_spot(cw: int, s_half: float, index: int, count: int, raised: bool) -> Spot:
    """A card of your hand, about the hand's anchor (see hand_spot)."""
    angle, drop = fan(cw, index, count)
    edge = card_box(0, 0, fan(cw, 0, count)[0], cw).right
    step = min(cw * 0.72, (2 * s_half - 2 * edge) / max(count - 1, 1))
    lift = -cw * CARD_RATIO * RAISE if raised else 0.0
    return (index - (count - 1) / 2) * step, drop + lift, angle


def _fan_box(cw: int, s_half: float, count: int) -> Box:
    """Your hand of ``count`` cards about its anchor, any card raised: across,
    as far as the end cards (the furthest out, and the most turned) reach."""
    x, _, angle = _fan_spot(cw, s_half, count - 1, count, False)
    right = abs(x) + card_half(angle, cw)[0]
    top, bottom = _fan_rise(cw, count)
    return Box(-right, top - cw * CARD_RATIO * RAISE, right, bottom)


@functools.lru_cache(maxsize=64)
def _fan_rise(cw: int, count: int) -> tuple[float, float]:
    """How far above and below its anchor your fanned hand reaches."""
    cards = [(drop, card_half(angle, cw)[1]) for angle, drop in
             (fan(cw, i, count) for i in range(count))]
    return min(drop - half for drop, half in cards), max(drop + half for drop, half in cards)


def hand_spot(p: Plan, side: str, index: int, count: int, raised: bool) -> Spot:
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


def trick_spot(p: Plan, side: str) -> Spot:
    dx, dy = DIRECTION[side]
    return p.cx + dx * p.cw * 0.72, p.cy + dy * p.ch * 0.36, TRICK_TILT[side]


def kick_spot(p: Plan, side: str) -> Spot:
    x, y = p.packs[side]
    return x + p.cw * 1.05, y, 0.0


def set_aside_spot(p: Plan, side: str, index: int) -> Spot:
    x, y, _ = kick_spot(p, side)
    return x + p.cw * (0.16 + 0.1 * index), y + p.ch * (0.1 + 0.06 * index), 6.0


def won_spot(p: Plan, team: int, index: int) -> Spot:
    x, y = p.won[team]
    d = WON_STEP * min(index, WON_DEPTH)
    return x - d, y - d, 8.0 if team == 0 else -8.0


def in_zone(p: Plan, side: str | None, zone: Box, w: float) -> tuple[float, float]:
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
def hand_box(p: Plan, side: str, count: int) -> Box:
    """A hand of ``count`` cards (yours with any card raised), once the hand is placed."""
    key = (side, count)
    if key not in p.hand_boxes:
        if side == "S":
            box = _fan_box(p.cw, p.s_half, count).moved(*p.anchors[side])
        else:  # a row of cards turned alike: its ends
            box = union(card_box(*hand_spot(p, side, i, count, False), p.cw)
                        for i in (0, count - 1))
        p.hand_boxes[key] = box
    return p.hand_boxes[key]


def pack_box(p: Plan, side: str, set_asides: int) -> Box:
    """The pack (52 cards at most), its kick and the old kicks beside it."""
    x, y = p.packs[side]
    depth = PACK_STEP * 51
    boxes = [card_box(x, y, 0, p.cw), card_box(x - depth, y - depth, 0, p.cw),
             card_box(*kick_spot(p, side), p.cw)]
    boxes += [card_box(*set_aside_spot(p, side, k), p.cw) for k in range(set_asides)]
    return union(boxes)


def _middle_pack_box(p: Plan) -> Box:
    depth = PACK_STEP * 51
    return card_box(p.cx, p.cy, 0, p.cw).union(
        card_box(p.cx - depth, p.cy - depth, 0, p.cw))


def won_box(p: Plan, team: int) -> Box:
    return union(card_box(*won_spot(p, team, i), p.cw) for i in (0, WON_DEPTH))


def state_boxes(p: Plan, state: str, dealer: str | None,
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
            out[f"won {team}"] = won_box(p, team)
    if dealer is not None:
        out["pack"] = pack_box(p, dealer, 0 if state == "deal" else p.set_asides)
    if state in ("deal", "play"):
        counts = (6,) if state == "deal" else (6, 9, 12, p.most)
        for side in p.sides:
            out[f"hand {side}"] = union(hand_box(p, side, n) for n in counts)
    if state == "play":
        out["trick"] = union(card_box(*trick_spot(p, s), p.cw) for s in p.sides)
    return out


# ----------------------------------------------------------------- panels
SUMMARY_KEEPS = ("scoreboard", "won", "plate S", "plate N")
CENTRE_SLACK = 12.0  # how far off the table's middle a summary still reads as centred


def panel_tiers(p: Plan, anchor: str, w: float, h: float, dealer: str | None,
                ) -> tuple[tuple[float, float], list[dict[str, Box]]]:
    """Where a panel would like to be, and what it must keep clear of: all
    that may be on the table while it shows, then (a summary only) all but the
    bubbles, then only what it must never cover."""
    if anchor == "top":
        # you cut the highest card and said so; the cut cards are still out
        pack = _middle_pack_box(p)
        return (p.cx - w / 2, pack.top - GAP - h), [state_boxes(p, "cut", None, ("S",))]
    if anchor == "bottom":
        # only the dealer (the kick, a redeal) and first hand (a beg) have spoken
        talkers = () if dealer is None else (dealer, first_hand(p, dealer))
        return ((p.cx - w / 2, p.bubbles["S"].top - GAP - h),
                [state_boxes(p, "deal", dealer, talkers)])
    # the hand is over: the summary sits over the table's middle and may cover
    # the pack and the kicks, which say nothing then (docs/design.md, §11, panels)
    table = {k: b for k, b in state_boxes(p, "over", dealer).items() if k != "pack"}
    quiet = {k: b for k, b in table.items() if not k.startswith("bubble")}
    keep = {k: b for k, b in table.items() if k.startswith(SUMMARY_KEEPS)}
    return (p.cx - w / 2, p.cy - h / 2), [table, quiet, keep]


def panel_spot(p: Plan, anchor: str, w: float, h: float, dealer: str | None,
               least: bool = False) -> tuple[tuple[float, float], int]:
    """Where a panel goes, and how clean it is there: the first of its tiers
    (see panel_tiers) it keeps clear of; when none, it lies where it would
    like to be (and the number is the count of tiers). With ``least``, a
    panel clear only of its last tier covers as little as it can of the rest."""
    want, tiers = panel_tiers(p, anchor, w, h, dealer)
    if anchor == "centre":
        # a summary off the middle reads as belonging to a seat: it takes the
        # cleanest tier that still lets it sit (nearly) centred, a faded
        # bubble mattering less than the middle (docs/design.md, §11, panels)
        for n, boxes in enumerate(tiers):
            spot = free_spot(w, h, want, boxes.values(), p.width, p.height)
            if spot is not None and math.dist(spot, want) <= CENTRE_SLACK:
                return spot, n
    for n, boxes in enumerate(tiers):
        if least and n == len(tiers) - 1 and n > 0:
            spot = least_covering(w, h, want, boxes, tiers[0], p.width, p.height)
        else:
            spot = free_spot(w, h, want, boxes.values(), p.width, p.height)
        if spot is not None:
            return spot, n
    if least:  # bigger than any room kept: cover what matters least
        spot = least_covering(w, h, want, {}, tiers[0], p.width, p.height)
        if spot is not None:
            return spot, len(tiers)
    x = min(max(want[0], 0.0), max(p.width - w, 0.0))
    y = min(max(want[1], 0.0), max(p.height - h, 0.0))
    return (x, y), len(tiers)


def first_hand(p: Plan, dealer: str) -> str:
    """First hand: the seat after the dealer."""
    return p.sides[(p.sides.index(dealer) + 1) % p.players]

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
sides of what is placed (``layout_boxes.Room``), not by trying spots; the
card size by halving the range of sizes that may fit.

``TableLayout`` answers for seats; the work lies below it, each module
importing only those after it: layout_build.py lays a table out (a
``Plan``), layout_plan.py says where each thing of a plan lies, and
layout_boxes.py holds the measures, the ``Box`` and the free-place search.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass

from ...engine.cards import SUIT_OF
from . import layout_plan
from .layout_boxes import CARD_RATIO, MIN_CARD, PACK_STEP, Box, free_spot
from .layout_build import plan_for
from .layout_plan import SIDES_2, SIDES_4, Plan, Spot

__all__ = ["MIN_CARD", "PACK_STEP", "TableLayout"]  # the measures others read here


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    players: int = 4
    large: bool = False  # the person's "large cards" setting

    @functools.cached_property
    def _plan(self) -> Plan:
        return plan_for(round(self.width), round(self.height), self.players, self.large)

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
        return layout_plan.hand_spot(self._plan, self.side(seat), index, count, raised)

    def plate_spot(self, seat: int) -> tuple[float, float]:
        """Centre of the seat's name plate."""
        return self._plan.plates[self.side(seat)]

    def trick_spot(self, seat: int) -> Spot:
        return layout_plan.trick_spot(self._plan, self.side(seat))

    def cut_spot(self, seat: int) -> Spot:
        """A seat's cut card lies where its hand will be (nothing is dealt yet)."""
        x, y = self._plan.anchors[self.side(seat)]
        return x, y, 0.0

    def pack_spot(self, dealer: int) -> Spot:
        """The pack sits in front of the dealer, clear of the trick and the hands."""
        x, y = self._plan.packs[self.side(dealer)]
        return x, y, 0.0

    def kick_spot(self, dealer: int) -> Spot:
        return layout_plan.kick_spot(self._plan, self.side(dealer))

    def set_aside_spot(self, dealer: int, index: int) -> Spot:
        """Old kicks after the pack is run: tucked under the new kick, each
        peeking out a little further below and to the right."""
        return layout_plan.set_aside_spot(self._plan, self.side(dealer), index)

    def won_spot(self, team: int, index: int) -> Spot:
        return layout_plan.won_spot(self._plan, team, index)

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
            return layout_plan.in_zone(p, side, zone, w)
        boxes = layout_plan.state_boxes(p, "cut" if cut else "play",
                                        None if dealer < 0 else self.side(dealer))
        boxes.pop(f"bubble {side or 'centre'}", None)
        if not trick:
            boxes.pop("trick", None)
        want = layout_plan.in_zone(p, side, zone, w)
        top_left = (want[0] - w / 2, want[1] - h / 2)
        spot = free_spot(w, h, top_left, boxes.values(), self.width, self.height)
        # far from the seat, it may rather cover the room kept for another
        # seat's bubble (a passing thing) than say it across the table
        quiet = [b for k, b in boxes.items() if not k.startswith("bubble")]
        near = free_spot(w, h, top_left, quiet, self.width, self.height)

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
        A summary sits over the table's middle and may cover the pack and
        kicks (the hand is over); it keeps clear of the scoreboard, the won
        piles and the plates of North and South first (it may cover a speech
        bubble, then East's or West's plate); a panel bigger than any room
        there is covers what matters least (docs/design.md, §11)."""
        return layout_plan.panel_spot(self._plan, anchor, w, h,
                                      None if dealer < 0 else self.side(dealer), least=True)[0]

    def panel_is_clear(self, anchor: str, w: float, h: float, dealer: int = -1) -> bool:
        """Whether a ``w`` x ``h`` panel finds a place that covers nothing on
        the table but (a summary) a speech bubble: a panel that does not may
        wrap its lines to a narrower shape that does."""
        side = None if dealer < 0 else self.side(dealer)
        tiers = len(layout_plan.panel_tiers(self._plan, anchor, w, h, side)[1])
        return layout_plan.panel_spot(self._plan, anchor, w, h, side)[1] < min(2, tiers)


def display_order(cards: Iterable[int], trump: int) -> list[int]:
    """South's hand left to right: suits alternating colour, trumps at the right,
    high to low within a suit."""
    order = [0, 1, 3, 2]  # clubs, diamonds, spades, hearts: black/red alternate
    if trump >= 0:
        order.remove(trump)
        order.append(trump)
    return sorted(cards, key=lambda c: (order.index(SUIT_OF[c]), -(c % 13)))

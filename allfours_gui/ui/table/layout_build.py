"""Laying a table out: the largest cards with which everything fits, and
each thing placed in turn (your hand and the won piles, North, the trick,
East and West, the packs), moving to the nearest free place when its own is
taken.
"""

from __future__ import annotations

import functools
import itertools

from .layout_boxes import (
    CENTRE_BUBBLE,
    DECISION_SIZE,
    EDGE,
    GAP,
    MIN_CARD,
    PACK_STEP,
    PLATE_SIZE,
    SEAT_BUBBLE,
    SUMMARY_SIZE,
    WON_DEPTH,
    WON_STEP,
    Box,
    Failed,
    Placed,
    Room,
    card_box,
    clear_drops,
    free_spot,
    union,
)
from .layout_plan import (
    Plan,
    Variant,
    fan,
    first_hand,
    hand_box,
    hand_spot,
    pack_box,
    panel_spot,
    panel_tiers,
    state_boxes,
    trick_spot,
    won_box,
)

LARGE_CARDS = 1.35  # the "large cards" setting's most, over the natural size


def _natural_card(width: int, height: int) -> int:
    """The card width of a roomy table (the width every table had before)."""
    return max(MIN_CARD, round(min(width * 0.082, height * 0.118)))


# the roomy table's choices first; then others that fit larger cards on some
# small tables: every one is tried at the natural size, the first two at others
_VARIANTS = [Variant("top", 1.0, True, True), Variant("bottom", 1.0, True, False),
             Variant("bottom", 1.0, False, True)]


@functools.lru_cache(maxsize=64)
def plan_for(width: int, height: int, players: int, large: bool = False) -> Plan:
    """The largest cards (up to the natural size) with which everything fits,
    panels included. Cards shrink by a quarter at most for the panels' sake;
    beyond that (a view smaller than any the window is meant for) the table
    alone is kept clean and a panel goes wherever it covers least. ``large``:
    the person asked for large cards, up to LARGE_CARDS times the natural size
    (as large as fit, never smaller than the usual table would give)."""
    usual = _natural_card(width, height)
    natural = round(usual * LARGE_CARDS) if large else usual
    return (_largest(width, height, players, natural, max(MIN_CARD, usual * 3 // 4), True)
            or _largest(width, height, players, natural, MIN_CARD, False)
            or build(width, height, players, MIN_CARD, Variant("bottom", 0.7, True, True),
                     False, strict=False))


def _largest(width: int, height: int, players: int, natural: int, floor: int, panels: bool,
             ) -> Plan | None:
    """The plan with the largest cards from ``floor`` to ``natural`` wide with
    which everything fits, to within a pixel (None: nothing fits). The larger
    the cards, the harder they fit: the range of sizes that may fit is halved
    until it is two wide (the last pixel would cost as much again), each size
    tried with each variant not already found too big at a smaller size.
    Packs lie anywhere they fit while sizes are tried, and are settled where
    they look best once the size is found."""
    too_big = dict.fromkeys(_VARIANTS, natural + 1)  # the smallest size found not to fit

    def attempt(cw: int, variants: list[Variant]) -> Plan | None:
        for variant in variants:
            if cw >= too_big[variant]:
                continue
            try:
                return build(width, height, players, cw, variant, panels, settle=False)
            except Failed as e:
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


def build(width: int, height: int, players: int, cw: int, variant: Variant, panels: bool,
          strict: bool = True, settle: bool = True) -> Plan:
    """Place everything for cards ``cw`` wide, as the ``variant`` says; keep
    room for typical panels if ``panels``; packs where they fit best if
    ``settle``, else anywhere they fit (quicker, to see whether all fits).
    Raises Failed when something has no clean place (only if ``strict``)."""
    W, H = float(width), float(height)
    p = Plan(W, H, players, cw, variant, panels, cx=W / 2, cy=H / 2)
    ch = p.ch
    t = Placed(W, H, strict)
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
        t.put(f"won {team}", won_box(p, team))

    # your hand, fanned along the bottom between your plate and the won piles
    counts = sorted({6, 9, 12, p.most})
    lowest = 0.0
    for n in counts:
        angle, drop = fan(cw, 0, n)
        lowest = max(lowest, drop + card_box(0, 0, angle, cw).bottom, half_h)
    p.anchors["S"] = (p.cx, min(H - ch * 0.62, H - EDGE - lowest))
    row = [b for k, b in t.boxes.items() if k != "scoreboard"]
    left = max(b.right for b in row if b.right < p.cx) + GAP
    right = min(b.left for b in row if b.left > p.cx) - GAP
    p.s_half = min(p.cx - left, right - p.cx, W * 0.31 + half_w)
    if strict and (hand_spot(p, "S", 1, 12, False)[0] - hand_spot(p, "S", 0, 12, False)[0]
                   < cw * 0.22):
        raise Failed("hand S")  # twelve cards would hide each other's corners
    t.put("hand S", union(hand_box(p, "S", n) for n in counts))
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
                raise Failed(f"cut {side}")
        if panels and panel_spot(p, "top", *DECISION_SIZE, None)[1]:
            raise Failed("method panel")
    if not _place_packs(t, p, settle):
        p.unsettled = t
    return p


def _place_north(t: Placed, p: Plan) -> None:
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
            raise Failed("hand N")
    nx = min(max(p.cx, low + span / 2), high - span / 2) if high >= low else p.cx
    p.anchors["N"] = (nx, ny)
    p.backs_span["N"] = span
    t.put("hand N", union(hand_box(p, "N", n) for n in (6, 12, p.most)))
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


def _place_trick(t: Placed, p: Plan, centred: bool) -> None:
    """The trick in the middle (a little above it, as on a roomy table), and the
    table's own bubble above it as high as it goes (clear of a summary): over
    the trick first if ``centred``, else the highest first."""
    cbw, cbh = CENTRE_BUBBLE
    zero = union(card_box(*trick_spot(p, s), p.cw) for s in p.sides).moved(0, -p.cy)
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
        raise Failed("trick")
    p.cy = want
    t.put("trick", zero.moved(0, want))
    p.bubbles[None] = Box.around(p.cx, t.boxes["trick"].top - GAP - cbh / 2, cbw, cbh)
    t.put("bubble centre", p.bubbles[None])


def _place_sides(t: Placed, p: Plan, talk_low: bool) -> None:
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
        drops = clear_drops([*hands.values(), *plates.values()], t.boxes.values(), W, H)
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
        raise Failed("hands E W")
    for s, x in xs.items():
        p.anchors[s] = (x, want)
        p.backs_span[s] = span
        p.plates[s] = (min(max(x, EDGE + pw / 2), W - EDGE - pw / 2), H - EDGE - ph / 2)
        t.put(f"hand {s}", union(hand_box(p, s, n) for n in (6, 12)))
        t.put(f"plate {s}", Box.around(*p.plates[s], pw, ph))
    _place_side_bubbles(t, p, talk_low)


def _place_side_bubbles(t: Placed, p: Plan, low: bool) -> None:
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


def _cut_keep(p: Plan) -> list[Box]:
    """What a cut card must keep clear of: plates, bubbles, the scoreboard and
    the pack in the middle."""
    boxes = state_boxes(p, "cut", None)
    return [b for k, b in boxes.items() if not k.startswith("cut")]


def _place_packs(t: Placed, p: Plan, settle: bool) -> bool:
    """Each dealer's pack (with the kick and old kicks beside it) in front of
    them, as near as it can be to where it lies on a roomy table, leaving
    room for a decision above your hand while it is dealt and for the hand's
    summary. If ``settle``, where it keeps clear of the places the decision
    and a summary (as clean as can be, see panel_tiers) would have with no
    pack on the table; else, or if there are none, where it leaves them room
    anywhere (the summary as clean as can be). Whether every pack is settled."""
    W, H = t.width, t.height
    dw, dh = DECISION_SIZE
    sw, sh = SUMMARY_SIZE
    p.packs = dict.fromkeys(p.sides, (0.0, 0.0))
    group = pack_box(p, "S", p.set_asides)  # about a pack at (0, 0), whoever deals
    dealt = pack_box(p, "S", 0)  # the pack and kick alone, while it is dealt
    swant, tiers = panel_tiers(p, "centre", sw, sh, None)  # with no pack
    dwant, (dealing,) = panel_tiers(p, "bottom", dw, dh, None)  # no pack, no one speaks
    levels = range(len(tiers)) if settle else range(len(tiers) - 1, len(tiers))

    @functools.cache
    def summaries(level: int) -> list[Box]:
        """A summary's places as clean as ``level``, centred or to either side."""
        out: list[Box] = []
        for x in (swant[0], EDGE, W - EDGE - sw):
            spot = free_spot(sw, sh, (x, swant[1]), tiers[level].values(), W, H)
            if spot is not None and Box(*spot, spot[0] + sw, spot[1] + sh) not in out:
                out.append(Box(*spot, spot[0] + sw, spot[1] + sh))
        return out

    @functools.cache
    def no_summary(level: int) -> Box | None:
        """Where the pack leaves no room for a summary as clean as ``level``."""
        return Room(sw, sh, tiers[level].values(), W, H).blocked_by(group, group)

    @functools.cache
    def room(*keep: Box | None) -> Room:
        """Where the pack can be, clear of ``keep`` too (whoever deals)."""
        return Room(group.width, group.height, [*t.boxes.values(), *filter(None, keep)], W, H)

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
                raise Failed(f"pack {side}")
            p.packs[side] = spot or want
            continue
        # while the pack is dealt (see panel_tiers): the dealer and first hand speak
        deal = [*dealing.values(), p.bubbles[side], p.bubbles[first_hand(p, side)]]
        spot = None
        if settle:
            decision = free_spot(dw, dh, dwant, deal, W, H)
            if decision is None:
                raise Failed(f"decision {side}")
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
            no_decision = Room(dw, dh, deal, W, H).blocked_by(dealt, group)
            spot = next(filter(None, (nearest(no_decision, no_summary(level))
                                      for level in levels if not settle or summaries(level))),
                        None)
            if spot is None:
                raise Failed(f"pack {side}")
        p.packs[side] = spot
    return settle or not p.panels

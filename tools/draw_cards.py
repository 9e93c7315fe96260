"""Generate the All Fours playing-card artwork as SVG files.

Everything here is original: the suit shapes, pip layouts, court figures and
back patterns are drawn from SVG primitives defined in this file. Only the
standard library is used, and the output is byte-for-byte deterministic so the
committed SVGs can be regenerated and diffed.

Usage (from anywhere):
    python tools/draw_cards.py [--out DIR]

DIR defaults to ``resources/cards`` relative to the repository root.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "resources" / "cards"

WIDTH, HEIGHT = 250, 350
CX, CY = WIDTH / 2, HEIGHT / 2
CORNER_RADIUS = 14

Box = tuple[float, float, float, float]  # left, top, right, bottom

RANKS = "AKQJT98765432"
SUITS = "SHDC"
RANK_LABELS = {"T": "10"}

SANS = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
SERIF = "DejaVu Serif, Liberation Serif, Times New Roman, serif"

INK = "#1b1b1f"
GOLD = "#e3a92b"
GOLD_DARK = "#8c6414"
SKIN = "#f7d9b8"
CREAM = "#fffaf0"
BORDER_GREY = "#a0a0a8"

DECKS: dict[str, dict[str, str]] = {
    "classic": {"S": INK, "H": "#c8102e", "D": "#c8102e", "C": INK},
    # Four-colour: hues far apart in both hue and lightness so they stay
    # distinct for common colour-vision deficiencies and at thumbnail size.
    "fourcolour": {"S": INK, "H": "#c8102e", "D": "#1660c7", "C": "#138a36"},
}

# Court under-tunic colours: a contrasting second colour per suit colour keeps
# the figures lively (traditional courts mix red, blue, yellow and black).
COURT_ACCENT = {
    INK: "#c8102e",
    "#c8102e": "#1d3f7a",
    "#1660c7": "#c8102e",
    "#138a36": "#c8102e",
}


# --------------------------------------------------------------------------
# Small SVG helpers


def num(value: float) -> str:
    """Format a coordinate compactly and deterministically."""
    out = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if out in ("-0", "") else out


def attrs(**kwargs: str | float) -> str:
    """Render keyword arguments as SVG attributes (``stroke_width`` -> ``stroke-width``)."""
    parts = []
    for key, value in kwargs.items():
        name = key.rstrip("_").replace("_", "-")
        shown = num(value) if isinstance(value, (int, float)) else value
        parts.append(f'{name}="{shown}"')
    return " ".join(parts)


def tag(name: str, **kwargs: str | float) -> str:
    return f"<{name} {attrs(**kwargs)}/>"


def group(children: Iterable[str], **kwargs: str | float) -> str:
    head = f"<g {attrs(**kwargs)}>" if kwargs else "<g>"
    return head + "".join(children) + "</g>"


def text(content: str, x: float, y: float, size: float, fill: str, family: str = SANS) -> str:
    style = attrs(
        x=x,
        y=y,
        font_family=family,
        font_size=size,
        font_weight="bold",
        text_anchor="middle",
        fill=fill,
    )
    return f"<text {style}>{content}</text>"


def polyline_path(points: Iterable[tuple[float, float]], closed: bool = True) -> str:
    coords = [f"{num(x)},{num(y)}" for x, y in points]
    return "M" + " L".join(coords) + ("Z" if closed else "")


def rotate_half(children: Iterable[str]) -> str:
    """Copy of a drawing turned 180 degrees about the card centre."""
    return group(children, transform=f"rotate(180 {num(CX)} {num(CY)})")


def document(body: Iterable[str], defs: Iterable[str] = ()) -> str:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
        f' version="1.1" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
    )
    defs_text = "".join(defs)
    defs_block = f"<defs>{defs_text}</defs>\n" if defs_text else ""
    return head + defs_block + "\n".join(body) + "\n</svg>\n"


def card_outline(fill: str = "white") -> str:
    # Inset by half the stroke so the border is not clipped at the viewBox edge.
    return tag(
        "rect",
        x=0.75,
        y=0.75,
        width=WIDTH - 1.5,
        height=HEIGHT - 1.5,
        rx=CORNER_RADIUS,
        fill=fill,
        stroke=BORDER_GREY,
        stroke_width=1.5,
    )


# --------------------------------------------------------------------------
# Suit symbols, designed in a box spanning -50..50 on both axes with the
# visual centre at the origin, so one scale factor sizes every suit alike.


def _circle_path(cx: float, cy: float, r: float) -> str:
    return (
        f"M{num(cx - r)},{num(cy)} a{num(r)},{num(r)} 0 1,0 {num(2 * r)},0"
        f" a{num(r)},{num(r)} 0 1,0 {num(-2 * r)},0Z"
    )


SUIT_PATHS: dict[str, list[str]] = {
    "S": [
        "M0,-50 C-12,-30 -48,-12 -48,14 C-48,31 -35,40 -22,40 C-13,40 -6,36 -3,30"
        " C-4,39 -9,45 -17,50 L17,50 C9,45 4,39 3,30 C6,36 13,40 22,40"
        " C35,40 48,31 48,14 C48,-12 12,-30 0,-50Z",
    ],
    "H": [
        "M0,48 C-14,30 -48,10 -48,-16 C-48,-36 -35,-46 -22,-46 C-11,-46 -3,-39 0,-28"
        " C3,-39 11,-46 22,-46 C35,-46 48,-36 48,-16 C48,10 14,30 0,48Z",
    ],
    "D": [
        "M0,-50 C10,-32 24,-16 40,0 C24,16 10,32 0,50 C-10,32 -24,16 -40,0 C-24,-16 -10,-32 0,-50Z"
    ],
    # Three round lobes held apart by a small hub, so the deep notches between
    # them keep the club three-lobed (and unlike the spade's point) when small.
    "C": [
        _circle_path(0, -28, 21),
        _circle_path(-27, 10, 21),
        _circle_path(27, 10, 21),
        _circle_path(0, 3, 11),
        "M-4,8 C-4,30 -9,43 -18,50 L18,50 C9,43 4,30 4,8Z",
    ],
}


def suit_symbol_def(suit: str, colour: str, ident: str = "pip") -> str:
    paths = "".join(tag("path", d=d) for d in SUIT_PATHS[suit])
    return f'<g id="{ident}" fill="{colour}">{paths}</g>'


def place(x: float, y: float, scale: float, flip: bool = False, ident: str = "pip") -> str:
    """Instance of the suit symbol; ``scale`` is its width in px / 100."""
    turn = " rotate(180)" if flip else ""
    transform = f"translate({num(x)} {num(y)}){turn} scale({num(scale)})"
    return f'<use xlink:href="#{ident}" transform="{transform}"/>'


# --------------------------------------------------------------------------
# Corner indices: large and bold so they read at the table's 60-90 px card
# widths; the suit pip fills the corner column (the court panel starts at 54)
# so a spade's point and a club's three lobes stay apart at that size.

INDEX_X = 26
INDEX_BASELINE = 60
INDEX_SIZE = 50
INDEX_PIP_Y = 92
INDEX_PIP_SCALE = 0.46


def rank_label(rank: str, colour: str, x: float, baseline: float, size: float, family: str) -> str:
    label = RANK_LABELS.get(rank, rank)
    if len(label) == 1:
        return text(label, x, baseline, size, colour, family)
    # Two digits: squeeze horizontally so "10" fits the same column as "Q".
    squeezed = text(label, 0, 0, size, colour, family)
    return group([squeezed], transform=f"translate({num(x)} {num(baseline)}) scale(0.72 1)")


def corner_indices(rank: str, colour: str) -> str:
    corner = [
        rank_label(rank, colour, INDEX_X, INDEX_BASELINE, INDEX_SIZE, SANS),
        place(INDEX_X, INDEX_PIP_Y, INDEX_PIP_SCALE),
    ]
    return group(corner) + rotate_half(corner)


# --------------------------------------------------------------------------
# Number cards. Columns are -1/0/1, rows run 0 (top) to 1 (bottom); pips
# below the middle row are turned upside down like a printed deck.

PIP_COLUMNS = {-1: 80.0, 0: CX, 1: 170.0}
PIP_TOP, PIP_BOTTOM = 68.0, 282.0
PIP_SCALE = 0.42
ACE_SCALE = 1.15

_SIDES = [(-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)]
_THIRDS = [(c, r) for c in (-1, 1) for r in (0.0, 1 / 3, 2 / 3, 1.0)]

PIP_LAYOUTS: dict[str, list[tuple[int, float]]] = {
    "2": [(0, 0.0), (0, 1.0)],
    "3": [(0, 0.0), (0, 0.5), (0, 1.0)],
    "4": _SIDES,
    "5": [*_SIDES, (0, 0.5)],
    "6": [*_SIDES, (-1, 0.5), (1, 0.5)],
    "7": [*_SIDES, (-1, 0.5), (1, 0.5), (0, 0.25)],
    "8": [*_SIDES, (-1, 0.5), (1, 0.5), (0, 0.25), (0, 0.75)],
    "9": [*_THIRDS, (0, 0.5)],
    "T": [*_THIRDS, (0, 1 / 6), (0, 5 / 6)],
}


def number_pips(rank: str) -> list[str]:
    uses = []
    for column, row in PIP_LAYOUTS[rank]:
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        uses.append(place(PIP_COLUMNS[column], y, PIP_SCALE, flip=row > 0.5))
    return uses


def ace_pips(suit: str, colour: str) -> list[str]:
    if suit != "S":
        return [place(CX, CY, ACE_SCALE)]
    # The ace of spades traditionally carries the deck's flourish; here a
    # jewelled ring (the spade shrinks a little to sit inside it).
    ring = tag("circle", cx=CX, cy=CY, r=78, fill="none", stroke=colour, stroke_width=2)
    inner = tag("circle", cx=CX, cy=CY, r=72, fill="none", stroke=GOLD, stroke_width=3)
    dots = [
        tag("circle", cx=CX + 78 * math.cos(a), cy=CY + 78 * math.sin(a), r=4, fill=colour)
        for a in (i * math.pi / 4 for i in range(8))
    ]
    return [ring, inner, *dots, place(CX, CY, 1.0)]


# --------------------------------------------------------------------------
# Court cards: a framed panel with a half-figure drawn in the top half and
# repeated upside down, so the card reads the same either way up.

PANEL: Box = (54.0, 30.0, 196.0, 320.0)


@dataclass(frozen=True)
class CourtStyle:
    robe: str
    accent: str
    hair: str


def panel_frame(colour: str) -> list[str]:
    left, top, right, bottom = PANEL
    w, h = right - left, bottom - top
    return [
        tag(
            "rect",
            x=left,
            y=top,
            width=w,
            height=h,
            rx=6,
            fill=CREAM,
            stroke=colour,
            stroke_width=2.5,
        ),
        tag(
            "rect",
            x=left + 4,
            y=top + 4,
            width=w - 8,
            height=h - 8,
            rx=4,
            fill="none",
            stroke=GOLD,
            stroke_width=1.5,
        ),
    ]


def outline(**kwargs: str | float) -> dict[str, str | float]:
    """Common dark outline used by all figure parts."""
    return {"stroke": INK, "stroke_width": 1.4, "stroke_linejoin": "round", **kwargs}


def robe(style: CourtStyle) -> list[str]:
    shoulders = "M66,175 L66,158 C66,136 90,124 108,122 L142,122 C160,124 184,136 184,158 L184,175Z"
    tunic = "M108,122 L142,122 L136,175 L114,175Z"
    return [
        tag("path", d=shoulders, fill=style.robe, **outline()),
        tag("path", d=tunic, fill=style.accent, **outline()),
        tag("path", d="M125,128 L125,175", stroke=GOLD, stroke_width=3),
        # Far arm: a gold-edged sleeve seam so the robe is not one flat blob.
        tag("path", d="M80,175 C80,158 86,146 96,140", fill="none", stroke=GOLD, stroke_width=2),
        tag("rect", x=117, y=108, width=16, height=16, fill=SKIN, **outline()),
    ]


def hand(style: CourtStyle, x: float, y: float) -> list[str]:
    """Near arm ending in a hand that grips the prop held at ``x``."""
    sleeve = (
        f"M184,{num(y + 16)} C176,{num(y + 2)} {num(x - 6)},{num(y - 2)} {num(x - 12)},{num(y + 2)}"
    )
    return [
        tag("path", d=sleeve, fill="none", stroke=GOLD, stroke_width=2),
        tag(
            "rect",
            x=x - 16,
            y=y - 6,
            width=8,
            height=12,
            rx=2,
            fill=style.accent,
            **outline(stroke_width=1),
        ),
        tag("ellipse", cx=x, cy=y, rx=8, ry=6.5, fill=SKIN, **outline(stroke_width=1)),
    ]


def face(mouth_y: float = 110) -> list[str]:
    return [
        tag("ellipse", cx=125, cy=98, rx=16, ry=19, fill=SKIN, **outline()),
        tag("circle", cx=119, cy=96, r=1.8, fill=INK),
        tag("circle", cx=131, cy=96, r=1.8, fill=INK),
        tag("path", d="M125,97 Q121,104 126,104", fill="none", stroke="#9c6b4e", stroke_width=1.2),
        tag(
            "path",
            d=f"M120,{num(mouth_y)} Q125,{num(mouth_y + 3)} 130,{num(mouth_y)}",
            fill="none",
            stroke="#9b3b2e",
            stroke_width=1.4,
        ),
    ]


def king_figure(style: CourtStyle) -> list[str]:
    ermine = "M92,130 C104,140 146,140 158,130 L162,138 C146,150 104,150 88,138Z"
    tufts = [tag("path", d=f"M{x},140 l2,5 l2,-5Z", fill=INK) for x in (98, 110, 122, 134, 146)]
    beard = "M109,100 C108,124 118,134 125,138 C132,134 142,124 141,100 C136,110 114,110 109,100Z"
    crown = "M105,84 L103,58 L113,70 L119,52 L125,66 L131,52 L137,70 L147,58 L145,84Z"
    jewels = [
        tag("circle", cx=x, cy=y, r=3, fill=style.robe, stroke=INK, stroke_width=0.8)
        for x, y in ((103, 58), (119, 52), (131, 52), (147, 58))
    ]
    sceptre = [
        tag(
            "path", d="M168,175 L168,104", stroke=GOLD_DARK, stroke_width=5, stroke_linecap="round"
        ),
        tag("path", d="M168,175 L168,104", stroke=GOLD, stroke_width=3, stroke_linecap="round"),
        tag("circle", cx=168, cy=98, r=8, fill=GOLD, **outline()),
        tag("path", d="M168,84 L168,92 M164,88 L172,88", stroke=GOLD_DARK, stroke_width=2.5),
    ]
    return [
        *robe(style),
        tag("path", d=ermine, fill="white", **outline()),
        *tufts,
        *face(mouth_y=116),
        tag("path", d=beard, fill=style.hair, **outline()),
        tag(
            "path",
            d="M115,110 Q125,104 135,110 Q125,108 115,110Z",
            fill=style.hair,
            **outline(stroke_width=0.8),
        ),
        tag(
            "path",
            d="M110,94 C110,84 140,84 140,94",
            fill="none",
            stroke=style.hair,
            stroke_width=3,
        ),
        tag("path", d=crown, fill=GOLD, **outline()),
        tag("rect", x=104, y=78, width=42, height=8, fill=GOLD_DARK, **outline(stroke_width=1)),
        *jewels,
        *sceptre,
        *hand(style, 168, 150),
    ]


def queen_figure(style: CourtStyle) -> list[str]:
    hair = "M106,90 C104,70 146,70 144,90 C150,110 152,126 146,132 L104,132 C98,126 100,110 106,90Z"
    lace = "".join(
        f"M{x},{y} a6,6 0 0,0 12,0"
        for x, y in ((95, 130), (107, 134), (119, 136), (131, 134), (143, 130))
    )
    tiara = "M105,82 L105,72 A6,6 0 0,1 115,68 A8,8 0 0,1 135,68 A6,6 0 0,1 145,72 L145,82Z"
    pearls = [
        tag("circle", cx=x, cy=y, r=2.6, fill="white", stroke=INK, stroke_width=0.8)
        for x, y in ((110, 70), (125, 61), (140, 70))
    ]
    petals = [
        tag(
            "ellipse",
            cx=168 + 7 * math.cos(a),
            cy=100 + 7 * math.sin(a),
            rx=5,
            ry=5,
            fill=style.accent,
            stroke=INK,
            stroke_width=0.8,
        )
        for a in (i * 2 * math.pi / 5 - math.pi / 2 for i in range(5))
    ]
    flower = [
        tag(
            "path",
            d="M168,175 C165,150 171,130 168,106",
            fill="none",
            stroke="#2f7d32",
            stroke_width=3,
        ),
        tag(
            "path", d="M168,128 C178,122 182,126 180,118 C174,116 170,120 168,128Z", fill="#2f7d32"
        ),
        *petals,
        tag("circle", cx=168, cy=100, r=4, fill=GOLD, stroke=INK, stroke_width=0.8),
    ]
    return [
        tag("path", d=hair, fill=style.hair, **outline()),
        *robe(style),
        tag("path", d=lace, fill="white", **outline(stroke_width=1)),
        *face(),
        tag("path", d="M109,92 C110,78 140,78 141,92 C134,84 116,84 109,92Z", fill=style.hair),
        tag("path", d=tiara, fill=GOLD, **outline()),
        *pearls,
        *flower,
        *hand(style, 168, 150),
    ]


def jack_figure(style: CourtStyle) -> list[str]:
    collar = "M106,124 L125,146 L144,124 L152,130 L125,152 L98,130Z"
    hair = "M104,88 C104,72 146,72 146,88 L148,114 C140,118 110,118 102,114Z"
    fringe = "M109,92 C112,80 138,80 141,92 C132,87 118,87 109,92Z"
    cap = "M104,86 C98,68 112,60 128,60 C146,60 160,68 156,80 C150,82 147,84 146,86Z"
    # Plume sweeps up and back (left) so it clears the halberd on the right.
    plume = "M112,66 C104,56 98,48 96,38 C104,44 112,50 120,62Z"
    halberd = [
        tag("path", d="M168,175 L168,70", stroke="#6b4a2b", stroke_width=4, stroke_linecap="round"),
        tag("path", d="M168,50 L174,66 L168,72 L162,66Z", fill="#c9ccd3", **outline()),
        tag(
            "path",
            d="M168,76 C180,76 184,84 184,92 C178,88 172,88 168,90Z",
            fill="#c9ccd3",
            **outline(),
        ),
    ]
    return [
        *robe(style),
        tag("path", d="M66,158 L184,158", stroke=GOLD, stroke_width=3),
        tag("path", d=collar, fill="white", **outline()),
        tag("path", d=hair, fill=style.hair, **outline()),
        *face(),
        tag("path", d=fringe, fill=style.hair),
        tag("path", d=plume, fill="white", **outline(stroke_width=1)),
        tag("path", d=cap, fill=style.accent, **outline()),
        tag("path", d="M104,86 C116,80 134,80 146,86", fill="none", stroke=GOLD, stroke_width=3),
        *halberd,
        *hand(style, 168, 150),
    ]


FIGURES = {"K": king_figure, "Q": queen_figure, "J": jack_figure}
HAIR = {"K": "#e9e4d8", "Q": "#7a4a22", "J": "#a0602a"}


def court_face(rank: str, colour: str) -> list[str]:
    style = CourtStyle(robe=colour, accent=COURT_ACCENT[colour], hair=HAIR[rank])
    left, top, right, _ = PANEL
    half = [
        *FIGURES[rank](style),
        text(rank, left + 20, top + 38, 34, colour, SERIF),
        place(left + 20, top + 58, 0.24),
    ]
    divider = tag(
        "path",
        d=f"M{num(left + 4)},{num(CY)} L{num(right - 4)},{num(CY)}",
        stroke=GOLD_DARK,
        stroke_width=1.5,
    )
    return [*panel_frame(colour), group(half), rotate_half(half), divider]


# --------------------------------------------------------------------------
# Faces


def face_svg(rank: str, suit: str, colour: str) -> str:
    if rank in FIGURES:
        centre = court_face(rank, colour)
    elif rank == "A":
        centre = ace_pips(suit, colour)
    else:
        centre = number_pips(rank)
    body = [card_outline(), *centre, corner_indices(rank, colour)]
    return document(body, defs=[suit_symbol_def(suit, colour)])


# --------------------------------------------------------------------------
# Backs: a fine diagonal lattice, a framed border and a guilloche rosette,
# all computed here (clipping done analytically so no clipPath is needed,
# which keeps older SVG renderers happy).


@dataclass(frozen=True)
class BackStyle:
    field: str
    line: str
    ink: str
    stripe: str | None = None  # optional diagonal band (used by the flag back)


BACKS: dict[str, BackStyle] = {
    "red": BackStyle(field="#a8161f", line="#d4525a", ink="white"),
    "blue": BackStyle(field="#17408b", line="#4f78c4", ink="white"),
    "green": BackStyle(field="#136b34", line="#3f9a5f", ink="white"),
    # Red field with a white-edged black diagonal, after the Trinidad & Tobago flag.
    "trinidad": BackStyle(field="#c8102e", line="#e05366", ink="white", stripe=INK),
}

BACK_INSET = 12.0
BACK_FIELD_RADIUS = 8
LATTICE_STEP = 12.0


def clip_line(
    x0: float, y0: float, x1: float, y1: float, box: Box
) -> tuple[float, float, float, float] | None:
    """Liang-Barsky clip of a segment to ``box`` (left, top, right, bottom)."""
    left, top, right, bottom = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 > t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def lattice(box: Box, step: float) -> str:
    left, top, right, bottom = box
    span = (right - left) + (bottom - top)
    segments = []
    k = -span
    while k <= span:
        # Two families of 45-degree lines: y = x + k and y = -x + k', anchored at box corner.
        for x0, y0, x1, y1 in (
            (left, top + k, right, top + k + (right - left)),
            (left, bottom - k, right, bottom - k - (right - left)),
        ):
            clipped = clip_line(x0, y0, x1, y1, box)
            if clipped and (clipped[0], clipped[1]) != (clipped[2], clipped[3]):
                a, b, c, d = clipped
                segments.append(f"M{num(a)},{num(b)} L{num(c)},{num(d)}")
        k += step
    return "".join(segments)


def rosette(cx: float, cy: float, radius: float, lobes: int, depth: float, phase: float) -> str:
    """Closed guilloche-like curve: a circle modulated by a sine of ``lobes`` waves."""
    points = []
    steps = lobes * 24
    for i in range(steps):
        t = 2 * math.pi * i / steps
        r = radius * (1 - depth + depth * math.cos(lobes * t + phase) ** 2)
        points.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return polyline_path(points)


def wave_band(x0: float, x1: float, y: float, amplitude: float, waves: int, phase: float) -> str:
    points = []
    steps = waves * 16
    for i in range(steps + 1):
        u = i / steps
        points.append(
            (x0 + u * (x1 - x0), y + amplitude * math.sin(2 * math.pi * waves * u + phase))
        )
    return polyline_path(points, closed=False)


def corner_sliver(x: float, y: float, direction: int, r: float) -> str:
    """Area between a square corner at (x, y) and its rounding of radius ``r``."""
    ax, ay = x + direction * r, y + direction * r
    arc = f"A{num(r)},{num(r)} 0 0,1 {num(ax)},{num(y)}"
    return f"M{num(ax)},{num(y)} L{num(x)},{num(y)} L{num(x)},{num(ay)} {arc}Z"


def flag_stripe(colour: str, box: Box) -> list[str]:
    left, top, right, bottom = box

    # A band from the top-left to the bottom-right corner; the white edge is
    # the same band drawn wider underneath.
    def band(half_width: float) -> str:
        return polyline_path(
            [
                (left, top),
                (left + half_width, top),
                (right, bottom - half_width * 1.4),
                (right, bottom),
                (right - half_width, bottom),
                (left, top + half_width * 1.4),
            ]
        )

    # The band runs into two rounded corners of the field; paint those corner
    # slivers back in card white instead of relying on clipPath support.
    corners = corner_sliver(left, top, 1, BACK_FIELD_RADIUS) + corner_sliver(
        right, bottom, -1, BACK_FIELD_RADIUS
    )
    return [
        tag("path", d=band(46), fill="white"),
        tag("path", d=band(34), fill=colour),
        tag("path", d=corners, fill="white"),
    ]


def shrink(box: Box, by: float) -> Box:
    left, top, right, bottom = box
    return left + by, top + by, right - by, bottom - by


def rect(box: Box, rx: float, **kwargs: str | float) -> str:
    left, top, right, bottom = box
    return tag("rect", x=left, y=top, width=right - left, height=bottom - top, rx=rx, **kwargs)


def line_art(d: str, colour: str, width: float = 1) -> str:
    return tag("path", d=d, fill="none", stroke=colour, stroke_width=width)


def back_svg(style: BackStyle) -> str:
    field = (BACK_INSET, BACK_INSET, WIDTH - BACK_INSET, HEIGHT - BACK_INSET)
    rule, inner = shrink(field, 4), shrink(field, 10)
    body = [
        card_outline(),
        rect(field, BACK_FIELD_RADIUS, fill=style.field),
        tag(
            "path",
            d=lattice(inner, LATTICE_STEP),
            fill="none",
            stroke=style.line,
            stroke_width=1,
            stroke_opacity=0.8,
        ),
    ]
    if style.stripe:
        body += flag_stripe(style.stripe, field)
    # Double rule framing the lattice, with interlaced waves along top and bottom.
    body.append(rect(rule, 6, fill="none", stroke=style.ink, stroke_width=1))
    body.append(rect(inner, 4, fill="none", stroke=style.ink, stroke_width=2))
    for y in (inner[1] + 12, inner[3] - 12):
        for phase in (0.0, math.pi):
            body.append(line_art(wave_band(inner[0] + 6, inner[2] - 6, y, 4, 14, phase), style.ink))
    # Central medallion. Rosette copies phase-shifted evenly across one wave
    # period interlace into petals, the engine-turned (guilloche) look.
    body.append(
        tag("circle", cx=CX, cy=CY, r=72, fill=style.field, stroke=style.ink, stroke_width=2.5)
    )
    body.append(tag("circle", cx=CX, cy=CY, r=66, fill="none", stroke=style.ink, stroke_width=1))
    for i in range(3):
        body.append(line_art(rosette(CX, CY, 62, 10, 0.4, i * math.pi / 3), style.ink))
    for i in range(2):
        body.append(line_art(rosette(CX, CY, 36, 6, 0.5, i * math.pi / 2), style.ink))
    body.append(tag("circle", cx=CX, cy=CY, r=8, fill=style.ink))
    return document(body)


# --------------------------------------------------------------------------
# Output


def write(path: Path, content: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # newline="\n" keeps the bytes identical on every platform.
    path.write_text(content, encoding="utf-8", newline="\n")


def generate(out: Path) -> int:
    count = 0
    for deck, colours in DECKS.items():
        for suit in SUITS:
            for rank in RANKS:
                write(out / deck / f"{rank}{suit}.svg", face_svg(rank, suit, colours[suit]))
                count += 1
    for name, style in BACKS.items():
        write(out / "backs" / f"{name}.svg", back_svg(style))
        count += 1
    return count


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help="output directory (default: resources/cards in the repo)",
    )
    args = parser.parse_args(argv)
    count = generate(args.out)
    print(f"wrote {count} SVG files to {args.out}")


if __name__ == "__main__":
    main()

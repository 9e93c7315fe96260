"""Draw the All Fours app icon and write every size the installers need.

The icon is our own: a fan of four cards (spade, heart, diamond, club, the four suits of
"All Fours") on a round green felt table with a gold rim. The suit shapes are the ones
``tools/draw_cards.py`` draws for the deck, so the icon matches the cards.

Writes into ``resources/icons/`` (or ``--out DIR``):

* ``allfours.svg``: the scalable master (hicolor ``scalable/apps``);
* ``allfours-<N>.png`` for N in 16, 22, 24, 32, 48, 64, 128, 256, 512 (hicolor sizes);
* ``allfours.ico``: 16..48 as 32-bit BMP (what every Windows tool reads), 64..256 as PNG;
* ``allfours.icns``: the PNG-based types 16..1024 of macOS.

PNGs are rendered with PySide6's QSvgRenderer (a project dependency), on the offscreen
platform; the ICO and ICNS containers are written by hand (both are lists of images), so no
other library is needed. Run again after changing the drawing and commit the results:

    python tools/make_icons.py
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import struct
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "resources" / "icons"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_BMP_MAX = 48  # larger ICO entries are stored as PNG
# ICNS type codes holding PNG data, with their pixel size
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))

SIZE = 512
C = SIZE / 2
FELT_LIGHT, FELT_DARK, RIM, GOLD = "#2f9a58", "#0f5a2e", "#0a3a1e", "#e3a92b"
CARD_FILL, CARD_EDGE = "#fffaf0", "#8a8a94"
INK, RED = "#1b1b1f", "#c8102e"
FAN = (("S", INK, -33.0), ("H", RED, -11.0), ("D", RED, 11.0), ("C", INK, 33.0))
CARD_W, CARD_H, CARD_R = 168.0, 236.0, 18.0
PIVOT_Y = 452.0  # the fan turns about a point below the cards' centres
CARD_BOTTOM = 404.0
# each card's suit sits in its top-left corner, the part of a fanned card left in view
PIP_X, PIP_Y, PIP_SCALE = 46.0, 56.0, 0.66


def _draw_cards_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("draw_cards", Path(__file__).with_name(
        "draw_cards.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["draw_cards"] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


def icon_svg() -> str:
    """The icon as an SVG document (deterministic text)."""
    cards = _draw_cards_module()
    num = cards.num
    defs = [
        f'<radialGradient id="felt" cx="{num(C)}" cy="{num(C - 40)}" r="250" '
        'gradientUnits="userSpaceOnUse">'
        f'<stop offset="0" stop-color="{FELT_LIGHT}"/>'
        f'<stop offset="1" stop-color="{FELT_DARK}"/></radialGradient>',
    ]
    for suit, colour, _ in FAN:
        paths = "".join(f'<path d="{d}"/>' for d in cards.SUIT_PATHS[suit])
        defs.append(f'<g id="suit-{suit}" fill="{colour}">{paths}</g>')
    body = [
        f'<circle cx="{num(C)}" cy="{num(C)}" r="244" fill="{RIM}"/>',
        f'<circle cx="{num(C)}" cy="{num(C)}" r="226" fill="url(#felt)" stroke="{GOLD}" '
        'stroke-width="8"/>',
    ]
    left, top = C - CARD_W / 2, CARD_BOTTOM - CARD_H
    for suit, _, angle in FAN:
        body.append(
            f'<g transform="rotate({num(angle)} {num(C)} {num(PIVOT_Y)})">'
            f'<rect x="{num(left)}" y="{num(top)}" width="{num(CARD_W)}" height="{num(CARD_H)}"'
            f' rx="{num(CARD_R)}" fill="{CARD_FILL}" stroke="{CARD_EDGE}" stroke-width="4"/>'
            f'<use xlink:href="#suit-{suit}" transform="translate({num(left + PIP_X)}'
            f' {num(top + PIP_Y)}) scale({num(PIP_SCALE)})"/></g>')
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
        f' version="1.1" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">\n'
        "<title>All Fours</title>\n"
        f"<defs>{''.join(defs)}</defs>\n" + "\n".join(body) + "\n</svg>\n"
    )


def render_pngs(svg: str, sizes: set[int]) -> dict[int, tuple[bytes, bytes]]:
    """Render the SVG at each size: {size: (png bytes, BGRA rows top-down)}."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    if not renderer.isValid():
        raise SystemExit("the icon SVG does not parse")
    out: dict[int, tuple[bytes, bytes]] = {}
    for n in sorted(sizes):
        image = QImage(n, n, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        image = image.convertToFormat(QImage.Format.Format_ARGB32)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        # Format_ARGB32 is 0xAARRGGBB per pixel: B, G, R, A in memory on little-endian
        raw = bytes(image.constBits())[: n * n * 4]
        if image.bytesPerLine() != n * 4:
            raise SystemExit("unexpected QImage stride")
        out[n] = (bytes(data.data()), raw)
    return out


def ico_bytes(images: dict[int, tuple[bytes, bytes]]) -> bytes:
    """An ICO file: small sizes as 32-bit BMP with an empty AND mask, the others as PNG."""
    blobs = []
    for n in ICO_SIZES:
        png, bgra = images[n]
        if n <= ICO_BMP_MAX:
            rows = [bgra[y * n * 4:(y + 1) * n * 4] for y in range(n)]
            mask_row = bytes(((n + 31) // 32) * 4)
            header = struct.pack("<IiiHHIIiiII", 40, n, 2 * n, 1, 32, 0,
                                 n * n * 4 + len(mask_row) * n, 0, 0, 0, 0)
            blobs.append(header + b"".join(reversed(rows)) + mask_row * n)
        else:
            blobs.append(png)
    offset = 6 + 16 * len(blobs)
    head = struct.pack("<HHH", 0, 1, len(blobs))
    entries = b""
    for n, blob in zip(ICO_SIZES, blobs, strict=True):
        side = 0 if n >= 256 else n
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return head + entries + b"".join(blobs)


def icns_bytes(images: dict[int, tuple[bytes, bytes]]) -> bytes:
    body = b"".join(kind.encode() + struct.pack(">I", 8 + len(images[n][0])) + images[n][0]
                    for kind, n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = ap.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    svg = icon_svg()
    (out / "allfours.svg").write_text(svg, encoding="utf-8")
    needed = set(PNG_SIZES) | set(ICO_SIZES) | {n for _, n in ICNS_TYPES}
    images = render_pngs(svg, needed)
    for n in PNG_SIZES:
        (out / f"allfours-{n}.png").write_bytes(images[n][0])
    (out / "allfours.ico").write_bytes(ico_bytes(images))
    (out / "allfours.icns").write_bytes(icns_bytes(images))
    print(f"wrote {out}: allfours.svg, {len(PNG_SIZES)} PNGs, allfours.ico, allfours.icns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Render a contact sheet of the generated card SVGs to a PNG.

Uses Qt's own SVG renderer, i.e. the same one the game uses, so what the
sheet shows is what players will see.

Usage:
    python tools/preview_cards.py OUT.png [--deck classic] [--width 120]
                                  [--cards AS,TH,...] [--no-backs] [--cards-dir DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# Must be set before Qt is imported so no display server is needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CARDS = REPO_ROOT / "resources" / "cards"
RANKS = "AKQJT98765432"
SUITS = "SHDC"
GAP = 10
LABEL_HEIGHT = 16


def card_files(cards_dir: Path, deck: str, only: list[str] | None, backs: bool) -> list[Path]:
    """Faces in suit-by-rank order (one suit per row), then backs on their own row."""
    names = only or [rank + suit for suit in SUITS for rank in RANKS]
    files = [cards_dir / deck / f"{name}.svg" for name in names]
    if backs:
        files += sorted((cards_dir / "backs").glob("*.svg"))
    return files


def layout(files: list[Path], columns: int) -> list[tuple[int, int]]:
    """Grid cell for each file; backs start a new row so suits stay aligned."""
    cells, row, col = [], 0, 0
    previous_parent = files[0].parent if files else None
    for path in files:
        if col >= columns or path.parent != previous_parent:
            row, col = row + (col > 0), 0
        cells.append((row, col))
        previous_parent = path.parent
        col += 1
    return cells


def render(files: list[Path], out: Path, width: int, columns: int, labels: bool) -> None:
    height = round(width * 7 / 5)
    cells = layout(files, columns)
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    cell_h = height + (LABEL_HEIGHT if labels else 0)
    image = QImage(
        GAP + cols * (width + GAP), GAP + rows * (cell_h + GAP), QImage.Format.Format_ARGB32
    )
    image.fill(QColor("#2e6b3f"))  # card-table green, shows the white card edges
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setFont(QFont("DejaVu Sans", 8))
    painter.setPen(QColor("white"))
    for path, (row, col) in zip(files, cells, strict=True):
        x, y = GAP + col * (width + GAP), GAP + row * (cell_h + GAP)
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            sys.exit(f"invalid SVG: {path}")
        renderer.render(painter, QRectF(x, y, width, height))
        if labels:
            painter.drawText(
                QRectF(x, y + height, width, LABEL_HEIGHT), Qt.AlignmentFlag.AlignCenter, path.stem
            )
    painter.end()
    if not image.save(str(out)):
        sys.exit(f"could not write {out}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Render card SVGs to a PNG contact sheet.")
    parser.add_argument("out", type=Path, help="PNG file to write")
    parser.add_argument("--deck", default="classic", help="face deck folder (classic, fourcolour)")
    parser.add_argument("--width", type=int, default=120, help="card width in px")
    parser.add_argument("--columns", type=int, default=13)
    parser.add_argument("--cards", help="comma-separated subset, e.g. AS,TH,KD")
    parser.add_argument("--no-backs", action="store_true", help="omit the card backs")
    parser.add_argument("--no-labels", action="store_true", help="omit file-name captions")
    parser.add_argument("--cards-dir", type=Path, default=DEFAULT_CARDS)
    args = parser.parse_args(argv)

    _app = QGuiApplication(sys.argv[:1])  # fonts for SVG <text> need a GUI app
    only = args.cards.split(",") if args.cards else None
    files = card_files(args.cards_dir, args.deck, only, backs=not args.no_backs and not only)
    render(files, args.out, args.width, args.columns, labels=not args.no_labels)
    print(f"wrote {args.out} ({len(files)} cards)")


if __name__ == "__main__":
    main()

"""The table's colours, in one place: the usual felt, or a high-contrast table.

Every table item reads ``colours()`` when it paints, so switching the look
(Settings) repaints the whole table at once, the review window's too. The
high-contrast table is black with white text and thick yellow marks: no
meaning rests on a subtle shade (the suits keep their glyphs, and the
four-colour deck is there beside it).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Colours:
    felt_centre: QColor
    felt_edge: QColor
    panel: QColor  # name plates, scoreboard, last trick behind their text
    panel_edge: QColor
    text: QColor
    dim_text: QColor  # labels beside the figures
    mark: QColor  # the seat on turn, the focused or winning card
    mark_width: float
    playable: QColor  # raised cards you may play
    exposed: QColor  # an exposed card
    card_edge: QColor  # around every card, so a white face never melts into the table


USUAL = Colours(
    felt_centre=QColor(22, 112, 66), felt_edge=QColor(8, 52, 30),
    panel=QColor(8, 28, 18, 215), panel_edge=QColor(255, 255, 255, 40),
    text=QColor(240, 240, 235), dim_text=QColor(200, 215, 205),
    mark=QColor(255, 214, 64), mark_width=3.0,
    playable=QColor(120, 220, 255), exposed=QColor(255, 120, 60),
    card_edge=QColor(0, 0, 0, 0))

HIGH_CONTRAST = Colours(
    felt_centre=QColor(0, 0, 0), felt_edge=QColor(0, 0, 0),
    panel=QColor(0, 0, 0), panel_edge=QColor(255, 255, 255),
    text=QColor(255, 255, 255), dim_text=QColor(255, 255, 255),
    mark=QColor(255, 235, 0), mark_width=5.0,
    playable=QColor(0, 255, 255), exposed=QColor(255, 128, 0),
    card_edge=QColor(255, 255, 255))

_current = USUAL


def colours() -> Colours:
    return _current


def set_high_contrast(on: bool) -> None:
    global _current
    _current = HIGH_CONTRAST if on else USUAL


# the panels on the table (prompts, summary, notices), in each look
PANEL_STYLE = """
QFrame#panel { background: rgba(10, 32, 22, 236); border: 1px solid rgba(255,255,255,60);
               border-radius: 12px; }
QLabel { color: #f2f2ea; }
QLabel#title { font-size: 17px; font-weight: bold; color: #ffe27a; }
QPushButton { background: #f4f1e6; color: #1a1a1a; border-radius: 8px; padding: 8px 18px;
              font-size: 14px; font-weight: bold; border: 1px solid #9a9a8a; }
QPushButton:hover { background: #fff6cc; }
QPushButton[current="true"] { background: #ffd95a; }
QPushButton:disabled { background: #6d7a70; color: #d6dcd2; border: 1px solid #58645b; }
QPushButton[hinted="true"] { background: #9fe0ff; border: 2px solid #1f7fb8; }
QPushButton:focus { border: 3px solid #ffffff; padding: 6px 16px; }
"""
# the high-contrast table's panels: black, white text and edges, yellow marks
HIGH_CONTRAST_STYLE = PANEL_STYLE + """
QFrame#panel { background: #000000; border: 2px solid #ffffff; }
QLabel { color: #ffffff; }
QLabel#title { color: #ffeb00; }
QPushButton { background: #ffffff; color: #000000; border: 2px solid #000000; }
QPushButton[current="true"] { background: #ffeb00; }
QPushButton:focus { border: 4px solid #00ffff; padding: 5px 15px; }
"""


def panel_style() -> str:
    return HIGH_CONTRAST_STYLE if colours() is HIGH_CONTRAST else PANEL_STYLE

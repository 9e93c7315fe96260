"""Card faces and backs: SVG rendered at the size shown, cached.

Faces are rendered at exactly the on-screen pixel size times the device
pixel ratio, never scaled afterwards, so they stay crisp at any window size
and on high-DPI screens. A resize changes the card size, which simply misses
the cache and renders anew.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import card_str
from .resources import resource_path

BACKS = ("red", "blue", "green", "trinidad")
CARD_RATIO = 350 / 250  # height / width of the art


class CardArt:
    def __init__(self, back: str = "red", four_colour: bool = False) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}
        self.back = back if back in BACKS else "red"
        self.four_colour = four_colour

    def set_style(self, back: str, four_colour: bool) -> None:
        self.back = back if back in BACKS else "red"
        self.four_colour = four_colour
        self._cache.clear()

    def _renderer(self, path: str) -> QSvgRenderer:
        r = self._renderers.get(path)
        if r is None:
            # QtSvg loads on the first card drawn, after the window is up
            from PySide6.QtSvg import QSvgRenderer

            r = QSvgRenderer(str(resource_path("cards", path)))
            self._renderers[path] = r
        return r

    def face(self, card: int, width: int, dpr: float) -> QPixmap:
        deck = "fourcolour" if self.four_colour else "classic"
        return self._pixmap(f"{deck}/{card_str(card)}.svg", width, dpr)

    def back_pixmap(self, width: int, dpr: float) -> QPixmap:
        return self._pixmap(f"backs/{self.back}.svg", width, dpr)

    def _pixmap(self, path: str, width: int, dpr: float) -> QPixmap:
        height = round(width * CARD_RATIO)
        key = (path, width, height, dpr)
        pm = self._cache.get(key)
        if pm is None:
            if len(self._cache) > 400:  # old sizes after many resizes
                self._cache.clear()
            image = QImage(round(width * dpr), round(height * dpr),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._renderer(path).render(painter, QRectF(0, 0, image.width(), image.height()))
            painter.end()
            pm = QPixmap.fromImage(image)
            pm.setDevicePixelRatio(dpr)
            self._cache[key] = pm
        return pm

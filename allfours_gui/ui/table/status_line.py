"""The status bar's line of text."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy


class StatusLine(QLabel):
    """The status bar's text, wrapped onto a second line rather than cut off (a
    hint's whole reason is read), one line high while it fits on one."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit()

    def _fit(self) -> None:
        fm = self.fontMetrics()
        lines = 1
        if self.width() > 50 and fm.horizontalAdvance(self.text()) > self.width():
            lines = 2
        height = fm.lineSpacing() * lines + 2
        if self.height() != height or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def setText(self, text: str) -> None:
        news = text and text != self.text()
        super().setText(text)
        self._fit()
        if news and QAccessible.isActive():  # a screen reader says it as it changes
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

"""The status bar's line of text."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy


class StatusLine(QLabel):
    """The status bar's text, wrapped onto a second line rather than cut off (a
    hint's whole reason is read). Two lines high from the start, whatever it says:
    a line that grew with a long hint made the status bar taller and the table
    above it jump (issue 33 item 9c)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit()

    def _fit(self) -> None:
        height = self.fontMetrics().lineSpacing() * 2 + 2
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

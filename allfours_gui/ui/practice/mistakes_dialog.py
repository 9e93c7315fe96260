"""Game → Practise Mistakes…: the decisions the analysis called mistakes or
blunders, one a line, to play again at the table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..owned_windows import fit_to_screen
from .practice_words import choice_words

if TYPE_CHECKING:
    from ...session.mistakes import Mistake


class MistakesDialog(QDialog):
    chosen = Signal(int)  # the index in the list of the mistake to practise

    def __init__(self, found: Sequence[Mistake], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mistakes-dialog")
        self.found = list(found)
        fit_to_screen(self, 640, 420)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setObjectName("mistakes-intro")
        self.entries = QListWidget()
        self.entries.setObjectName("mistakes-list")
        self.entries.setWordWrap(True)
        self.entries.itemActivated.connect(self._activated)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.try_button = QPushButton()
        self.try_button.setObjectName("mistakes-try")
        self.buttons.addButton(self.try_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.try_button.clicked.connect(self._try)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.entries, 1)
        layout.addWidget(self.buttons)
        self._set_texts()
        if self.found:
            self.entries.setCurrentRow(0)
            self.entries.setFocus()
        self.try_button.setEnabled(bool(self.found))
        self.try_button.setDefault(bool(self.found))

    def _line(self, m: Mistake) -> str:
        choice, best = choice_words(m.chosen), choice_words(m.entry.get("best", m.chosen))
        if m.game_id is None:
            text = (self.tr("Hand {number}: you chose {choice}, a blunder; the best was {best}.")
                    if m.verdict == "blunder" else
                    self.tr("Hand {number}: you chose {choice}, a mistake; the best was {best}."))
        else:
            text = (self.tr("Game {game}, hand {number}: you chose {choice}, a blunder; the best "
                            "was {best}.") if m.verdict == "blunder" else
                    self.tr("Game {game}, hand {number}: you chose {choice}, a mistake; the best "
                            "was {best}."))
        return text.format(game=m.game_id, number=m.hand_number, choice=choice, best=best)

    def _set_texts(self) -> None:
        self.setWindowTitle(self.tr("Practise Mistakes"))
        if self.found:
            self.intro.setText(self.tr(
                "Decisions the analysis called mistakes or blunders. Choose one to play it "
                "again: you hold the same cards, and the cards you could not see are dealt "
                "afresh."))
        else:
            self.intro.setText(self.tr(
                "No mistakes to practise yet. Analyse a hand in its review: the decisions it "
                "calls mistakes or blunders are listed here."))
        self.try_button.setText(self.tr("&Try again"))
        row = self.entries.currentRow()
        self.entries.clear()
        for m in self.found:
            QListWidgetItem(self._line(m), self.entries)
        if row >= 0:
            self.entries.setCurrentRow(row)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "entries"):
            self._set_texts()
        super().changeEvent(event)

    def _activated(self, item: QListWidgetItem) -> None:
        self.entries.setCurrentItem(item)
        self._try()

    def _try(self) -> None:
        row = self.entries.currentRow()
        if 0 <= row < len(self.found):
            self.accept()
            self.chosen.emit(row)

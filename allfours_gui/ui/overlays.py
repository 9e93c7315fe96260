"""Panels drawn over the table: decision buttons, hand summary, game over.

They are child widgets of the view rather than modal dialogs, so the table
stays visible behind them and nothing blocks the event loop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import SUIT_NAMES

if TYPE_CHECKING:
    from ..engine.summary import HandSummary

PANEL_STYLE = """
QFrame#panel { background: rgba(10, 32, 22, 236); border: 1px solid rgba(255,255,255,60);
               border-radius: 12px; }
QLabel { color: #f2f2ea; }
QLabel#title { font-size: 17px; font-weight: bold; color: #ffe27a; }
QPushButton { background: #f4f1e6; color: #1a1a1a; border-radius: 8px; padding: 8px 18px;
              font-size: 14px; font-weight: bold; border: 1px solid #9a9a8a; }
QPushButton:hover { background: #fff6cc; }
QPushButton:default { background: #ffd95a; }
QPushButton:disabled { background: #6d7a70; color: #d6dcd2; border: 1px solid #58645b; }
QPushButton[hinted="true"] { background: #9fe0ff; border: 2px solid #1f7fb8; }
"""


class Panel(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self.hide()

    def _buttons_in_order(self) -> list[QPushButton]:
        return []

    def press_default(self) -> bool:
        """Enter or Space on the table: press the first (default) button."""
        buttons = self._buttons_in_order()
        if not self.isVisible() or not buttons:
            return False
        buttons[0].click()
        return True

    @staticmethod
    def _button(text: str) -> QPushButton:
        b = QPushButton(text)
        # the table keeps the keyboard focus: Enter and Space reach it, not a button
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return b

    def place(self, anchor: str = "centre") -> None:
        """Where the table's layout finds room for a panel this size, clear of
        what is on the table while it shows: the middle ("centre": a summary),
        over the cut ("top") or above your hand ("bottom": a decision)."""
        from PySide6.QtCore import QPointF
        from PySide6.QtWidgets import QGraphicsView

        from .table_layout import TableLayout

        parent = self.parentWidget()
        assert parent is not None
        self.adjustSize()
        scene = parent.scene() if isinstance(parent, QGraphicsView) else None
        layout = getattr(scene, "layout", None)
        if isinstance(parent, QGraphicsView) and isinstance(layout, TableLayout):
            x, y = layout.panel_pos(anchor, self.width(), self.height(),
                                    getattr(scene, "dealer", -1))
            at = parent.mapFromScene(QPointF(x, y)) + parent.viewport().pos()
            x, y = at.x(), at.y()
        else:
            x = (parent.width() - self.width()) // 2
            y = (parent.height() - self.height()) // 2
        x = min(max(0, round(x)), max(0, parent.width() - self.width()))
        y = min(max(0, round(y)), max(0, parent.height() - self.height()))
        self.move(x, y)


class DecisionBar(Panel):
    """A prompt and a row of buttons: Stand / Beg, Give one / Run, ones / threes."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.row = QHBoxLayout()
        box = QVBoxLayout(self)
        box.setContentsMargins(18, 12, 18, 14)
        box.addWidget(self.label)
        box.addLayout(self.row)
        self.buttons: dict[str, QPushButton] = {}

    def _buttons_in_order(self) -> list[QPushButton]:
        return list(self.buttons.values())

    def highlight(self, key: str) -> None:
        """Mark the button a hint suggests."""
        for k, b in self.buttons.items():
            b.setProperty("hinted", k == key)
            b.style().unpolish(b)
            b.style().polish(b)

    def ask(self, prompt: str, choices: Sequence[tuple[str, str, str]],
            on_choice: Callable[[str], None], anchor: str = "bottom") -> None:
        """``choices``: (key, button text, tooltip)."""
        self.label.setText(prompt)
        for b in self.buttons.values():
            self.row.removeWidget(b)
            b.hide()  # deleteLater waits for the event loop; hide it now
            b.deleteLater()
        self.buttons = {}
        for key, text, tip in choices:
            b = self._button(text)
            b.setToolTip(tip)
            b.setObjectName(f"choice-{key}")
            b.clicked.connect(lambda _=False, k=key: (self.hide(), on_choice(k)))
            self.row.addWidget(b)
            self.buttons[key] = b
        self.anchor = anchor
        self.show()
        self.raise_()
        self.place(anchor)
        # and again once pending layout and resize events have run
        QTimer.singleShot(0, lambda: self.isVisible() and self.place(self.anchor))


def team_name(team: int, names: Sequence[str], players: int, short: bool = False) -> str:
    """``short``: a long pair of names by first names only, so a summary fits a small table."""
    if players == 2:
        return names[team]
    full = f"{names[team]} & {names[team + 2]}"
    if short and len(full) > 22:
        return " & ".join((names[s].split() or [names[s]])[0][:12] for s in (team, team + 2))
    return full


CATEGORY = {"kick": "Kick", "beg": "Take one", "high": "High", "low": "Low", "jack": "Jack",
            "hang_jack": "Hang Jack", "game": "Game"}


def summary_rows(s: HandSummary, names: Sequence[str], players: int,
                 you: int | None = None) -> list[tuple[str, str]]:
    """The hand summary's lines (label, rich text), each person worded as a
    person: "the two of clubs — held by you", "your jack, hanged by Rhonda!"."""
    from .wording import held_by, jack_fate, people

    who = people(names[:players], you)

    def side(team: int) -> str:
        return escape(team_name(team, names, players, short=True), quote=False)

    rows: list[tuple[str, str]] = []
    if s.trump >= 0:
        rows.append(("Trumps", SUIT_NAMES[s.trump].title()))
    if s.high is not None and s.low is not None:
        rows.append(("High", escape(held_by(s.high[0], who[s.high[1]]), quote=False)))
        rows.append(("Low", escape(held_by(s.low[0], who[s.low[1]]), quote=False)))
    if s.jack is not None:
        holder, taker = s.jack
        hanged = any(c == "hang_jack" for _t, c, _n in s.points)
        rows.append(("Jack", escape(jack_fate(who[holder], who[taker], hanged), quote=False)))
    elif s.trump >= 0 and s.game_totals is not None:
        rows.append(("Jack", "not dealt"))
    if s.game_totals is not None:
        rows.append(("Card points", f"{side(0)} {s.game_totals[0]} — "
                                    f"{side(1)} {s.game_totals[1]}"))
    pts = "<br>".join(f"{CATEGORY[c]}: {n} to {side(t)}" for t, c, n in s.points) or "no points"
    rows.append(("Points", pts))
    rows.append(("Score", f"{side(0)} {s.score[0]} — {side(1)} {s.score[1]}"))
    return rows


class SummaryPanel(Panel):
    """The hand summary, or game over with a rematch."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QHBoxLayout()
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 16, 22, 16)
        box.addWidget(self.title)
        box.addWidget(self.body)
        box.addLayout(self.buttons)
        self._buttons: list[QPushButton] = []
        self._rows: list[tuple[str, str]] = []

    def _buttons_in_order(self) -> list[QPushButton]:
        return self._buttons

    def show_summary(self, title: str, s: HandSummary, names: Sequence[str], players: int,
                     buttons: Sequence[tuple[str, Callable[[], None]]], *,
                     you: int | None = None, story: str = "") -> None:
        """``you``: the person's seat, named "you" in the lines (a seat named
        "You" is "you" in any case); ``story``: what was begged, given or run."""
        self.title.setText(title)
        rows = summary_rows(s, names, players, you)
        if story:
            rows.insert(1 if rows and rows[0][0] == "Trumps" else 0,
                        ("Beg", escape(story, quote=False)))
        self._rows = rows
        for b in self._buttons:
            self.buttons.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._buttons = []
        for i, (text, fn) in enumerate(buttons):
            b = self._button(text)
            b.setObjectName("summary-" + text.lower().replace(" ", "-"))
            b.setDefault(i == 0)
            b.clicked.connect(lambda _=False, f=fn: (self.hide(), f()))
            self.buttons.addWidget(b)
            self._buttons.append(b)
        self.show()
        self.raise_()
        self.place()

    def place(self, anchor: str = "centre") -> None:
        """As it is if that finds a clear place on the table; else stacked
        (each side's part on a line of its own: narrower, taller) if that does;
        else as it is, where it covers least."""
        from PySide6.QtWidgets import QGraphicsView

        from .table_layout import TableLayout

        parent = self.parentWidget()
        scene = parent.scene() if isinstance(parent, QGraphicsView) else None
        layout = getattr(scene, "layout", None)
        for stacked in (False, True, False):  # neither clear: as it is
            self.body.setText(self._html(stacked))
            self.adjustSize()
            if not isinstance(layout, TableLayout) or layout.panel_is_clear(
                    anchor, self.width(), self.height(), getattr(scene, "dealer", -1)):
                break
        super().place(anchor)

    def _html(self, stacked: bool) -> str:
        def value(v: str) -> str:
            return v.replace(" — ", "<br>") if stacked else v
        return "<table cellspacing='3'>" + "".join(
            f"<tr><td style='color:#b9d2c2' valign='top'>{k}</td><td><b>{value(v)}</b></td></tr>"
            for k, v in self._rows) + "</table>"


class NoticePanel(Panel):
    """What the person must know and dismiss: files set aside at start, a game
    open in another window. Stays until OK (or Enter); later notices add lines."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel("Please note")
        self.title.setObjectName("title")
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.row = QHBoxLayout()
        box = QVBoxLayout(self)
        box.setContentsMargins(20, 14, 20, 14)
        box.addWidget(self.title)
        box.addWidget(self.body)
        box.addLayout(self.row)
        self.ok = self._button("OK")
        self.ok.setObjectName("notice-ok")
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.dismiss)
        self.folder_button = self._button("Show folder")
        self.folder_button.setObjectName("notice-folder")
        self.folder_button.clicked.connect(self._show_folder)
        self.row.addStretch(1)
        self.row.addWidget(self.folder_button)
        self.row.addWidget(self.ok)
        self.lines: list[str] = []
        self.folder: str | None = None

    def _buttons_in_order(self) -> list[QPushButton]:
        return [self.ok]

    def add(self, lines: Sequence[str], folder: str | None = None) -> None:
        self.lines += [line for line in lines if line not in self.lines]
        if not self.lines:
            return
        self.folder = folder or self.folder
        self.folder_button.setVisible(self.folder is not None)
        self.body.setText("\n\n".join(self.lines))
        self.show()
        self.raise_()
        self.place()

    def dismiss(self) -> None:
        self.lines = []
        self.hide()

    def _show_folder(self) -> None:
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        if self.folder is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(self.folder))

    def place(self, anchor: str = "top") -> None:
        """Across the top of the table, over whatever is there: it is read first."""
        parent = self.parentWidget()
        assert parent is not None
        width = max(260, min(600, parent.width() - 24))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, 12)

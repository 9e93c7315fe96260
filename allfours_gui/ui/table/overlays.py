"""Panels drawn over the table: decision buttons, hand summary, game over.

They are child widgets of the view rather than modal dialogs, so the table
stays visible behind them and nothing blocks the event loop.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .look import panel_style
from .summary_lines import CATEGORY as CATEGORY
from .summary_lines import category as category
from .summary_lines import pair as pair
from .summary_lines import rows_read
from .summary_lines import sides_line as sides_line
from .summary_lines import summary_rows as summary_rows
from .summary_lines import team_name as team_name

if TYPE_CHECKING:
    from ...engine.summary import HandSummary

# the keys that move the keyboard focus among a panel's buttons
NEXT_KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab)
PREVIOUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab)


class Panel(QFrame):
    """A panel's buttons take the keyboard focus when it shows: Tab and the
    arrow keys move it among them (round and round), Enter or Space press the
    focused one, and its number (1, 2, …) or underlined letter presses one
    directly. Other keys pass on to the table (H for a hint, L, …). The button
    that Enter presses is marked "current" even while the table has the focus."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.restyle()
        self._current: QPushButton | None = None
        self.hide()

    def restyle(self) -> None:
        """The usual or the high-contrast colours, as the table is drawn now."""
        self.setStyleSheet(panel_style())

    def _buttons_in_order(self) -> list[QPushButton]:
        return []

    def _usable(self) -> list[QPushButton]:
        return [b for b in self._buttons_in_order() if b.isEnabled() and not b.isHidden()]

    # a panel whose first button may be disabled (the lobby's Start) sets
    # this: Enter then presses nothing rather than the next button (Close)
    first_or_nothing = False

    def current(self) -> QPushButton | None:
        """The button Enter presses now: the focused one, else the first."""
        usable = self._usable()
        if self._current in usable:
            return self._current
        if self.first_or_nothing:
            first = next(iter(self._buttons_in_order()), None)
            return first if first in usable else None
        return usable[0] if usable else None

    @staticmethod
    def _mark(button: QPushButton, name: str, on: bool) -> None:
        """Set a style property (``current``, ``hinted``) and redraw the button by it."""
        button.setProperty(name, on)
        button.style().unpolish(button)
        button.style().polish(button)

    def set_current(self, button: QPushButton | None, focus: bool = True) -> None:
        for b in self._buttons_in_order():
            self._mark(b, "current", b is button)
        self._current = button
        if button is not None and focus and self.isVisible():
            button.setFocus(Qt.FocusReason.OtherFocusReason)

    # a panel that is answered before any other (a notice over a question)
    answered_first = False

    def _siblings(self) -> list[Panel]:
        parent = self.parentWidget()
        if parent is None:
            return []
        return [p for p in parent.findChildren(Panel, options=Qt.FindChildOption
                                               .FindDirectChildrenOnly)
                if p is not self and p.isVisible()]

    def holds_keyboard(self) -> bool:
        """One of this panel's buttons has the window's keyboard focus."""
        focus = self.window().focusWidget()
        return focus is not None and self.isAncestorOf(focus)

    def take_focus(self) -> None:
        """Give the keyboard to the current button (the panel has just shown),
        unless a notice is up: that is read and dismissed first."""
        first = any(p.answered_first for p in self._siblings())
        self.set_current(self.current(), focus=not first)

    def move_focus(self, step: int) -> bool:
        usable = self._usable()
        if not self.isVisible() or not usable:
            return False
        at = self.current()
        i = usable.index(at) if at in usable else -step
        self.set_current(usable[(i + step) % len(usable)])
        return True

    def press_default(self) -> bool:
        """Enter or Space on the table: press the current button."""
        button = self.current()
        if not self.isVisible() or button is None:
            return False
        button.click()
        return True

    def press_key(self, key: int) -> bool:
        """A number (1 = the first button) or a button's underlined letter."""
        usable = self._usable()
        if not self.isVisible() or not usable:
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            n = key - Qt.Key.Key_1
            if n < len(usable):
                usable[n].click()
                return True
            return False
        b = self._lettered(key)
        if b is not None:
            b.click()
            return True
        return False

    def _lettered(self, key: int) -> QPushButton | None:
        """The usable button whose underlined letter is ``key``."""
        if Qt.Key.Key_A <= key <= Qt.Key.Key_Z and self.isVisible():
            for b in self._usable():
                seq = QKeySequence.mnemonic(b.text())  # "I &beg": Alt+B
                # QKeySequence has [] at run time; PySide6's stubs leave it out
                if seq.count() and seq[0].key() == key:  # type: ignore[index]
                    return b
        return None

    def focusNextPrevChild(self, next: bool) -> bool:
        focus = self.window().focusWidget()
        if not self.isVisible() or (focus is not None and not focus.isEnabled()):
            # being hidden, or the focused button turned off (the lobby's Start while
            # someone is not ready): the table takes the keyboard back, no other
            # button does (Enter must never fall to "Close the table")
            parent = self.parentWidget()
            if parent is not None:
                parent.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return self.move_focus(1 if next else -1) or super().focusNextPrevChild(next)

    def hideEvent(self, event: QHideEvent) -> None:
        """The keyboard goes to a panel still up (the question under a
        notice), else back to the table."""
        super().hideEvent(event)
        parent = self.parentWidget()
        focus = self.window().focusWidget()
        if parent is None or not (focus is None or focus is parent or self.holds_keyboard()):
            return
        waiting = [p for p in self._siblings() if p.current() is not None]
        if waiting:
            waiting[0].take_focus()
        else:
            parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QPushButton):
            self.set_current(watched, focus=False)
        elif event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier \
                and self._lettered(event.key()) is not None:
            # a button's letter wins over a window shortcut of the same key (Learn to
            # play's L is also Last Trick's): the key press reaches the table's keys
            event.accept()
            return True
        return super().eventFilter(watched, event)

    def _button(self, text: str) -> QPushButton:
        b = QPushButton(text)
        b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        b.setAutoDefault(True)  # Enter presses the focused button, not only Space
        b.installEventFilter(self)
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
        # adjustSize keeps a wrapped label's one-line hint: a question wrapped onto two
        # lines would squash the buttons under it. The panel grows to fit its lines.
        need = self.heightForWidth(self.width())
        if need > self.height():
            self.resize(self.width(), need)
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

    asked = Signal(str)  # the question, as it is asked (the narrator says it)

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
        """Mark the button a hint suggests, and give it the focus: Enter takes the hint."""
        for k, b in self.buttons.items():
            self._mark(b, "hinted", k == key)
        if key in self.buttons:
            self.set_current(self.buttons[key])

    def ask(self, prompt: str, choices: Sequence[tuple[str, str, str]],
            on_choice: Callable[[str], None], anchor: str = "bottom") -> None:
        """``choices``: (key, button text, tooltip)."""
        was_up = self.isVisible() and self.holds_keyboard()
        self.label.setText(prompt)
        self.setAccessibleName(prompt)
        # a question longer than the table is wide (a long language, a small
        # window) wraps onto more lines rather than push the panel off the table
        parent = self.parentWidget()
        room = min(parent.width() - 80, 460) if parent is not None else 460
        wrap = self.label.fontMetrics().horizontalAdvance(prompt) > room
        self.label.setWordWrap(wrap)
        self.label.setMinimumWidth(room if wrap else 0)
        for b in self.buttons.values():
            self.row.removeWidget(b)
            b.hide()  # deleteLater waits for the event loop; hide it now
            b.deleteLater()
        self.buttons = {}
        for key, text, tip in choices:
            b = self._button(text)
            b.setToolTip(tip)
            b.setAccessibleDescription(tip)
            b.setObjectName(f"choice-{key}")
            b.clicked.connect(lambda _=False, k=key: self._chosen(on_choice, k))
            self.row.addWidget(b)
            # a layout shows a visible panel's new child only when the event loop next
            b.show()  # runs: asked again while up, the row would be unclickable till then
            self.buttons[key] = b
        self.anchor = anchor
        self.show()
        self.raise_()
        self.take_focus()
        # a screen reader reads the question (the panel's name) as the focus comes into
        # the panel: told as well, it was heard twice. Told when the focus does not come
        # in (a notice is read first, another window is active, the panel was up already)
        if was_up or not (self.holds_keyboard() and self.isActiveWindow()):
            self.asked.emit(prompt)
        self.place(anchor)
        # and again once pending layout and resize events have run
        QTimer.singleShot(0, self._place_again)

    def _chosen(self, on_choice: Callable[[str], None], key: str) -> None:
        self.hide()
        on_choice(key)

    def _place_again(self) -> None:
        # the window may have closed (and deleted the panel) before the timer fired
        if shiboken6.isValid(self) and self.isVisible():
            self.place(self.anchor)


def open_folder(folder: Path) -> bool:
    """Show ``folder`` in the system's file manager."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


class SummaryPanel(Panel):
    """The hand summary, or game over with a rematch."""

    told = Signal(str)  # its title (or its ``spoken`` words), as it shows: the narrator says it

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QHBoxLayout()
        self.box = box = QVBoxLayout(self)
        box.setContentsMargins(22, 16, 22, 16)
        box.addWidget(self.title)
        box.addWidget(self.body)
        box.addLayout(self.buttons)
        self._buttons: list[QPushButton] = []
        self._rows: list[tuple[str, str]] = []

    def _buttons_in_order(self) -> list[QPushButton]:
        return self._buttons

    def show_summary(self, title: str, s: HandSummary, names: Sequence[str], players: int,
                     buttons: Sequence[tuple[str, Callable[[], None]]
                                       | tuple[str, Callable[[], None], str]], *,
                     you: int | None = None, story: str = "",
                     spoken: str | None = None) -> None:
        """``you``: the person's seat, named "you" in the lines (a seat named
        "You" is "you" in any case); ``story``: what was begged, given or run;
        ``spoken``: what the narrator is told as it shows, if not the title."""
        self.title.setText(title)
        self.setAccessibleName(title)
        rows = summary_rows(s, names, players, you)
        if story:
            rows.insert(1 if s.trump >= 0 else 0,
                        (escape(QCoreApplication.translate("Summary", "Beg"), quote=False),
                         escape(story, quote=False)))
        self._rows = rows
        for b in self._buttons:
            self.buttons.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._buttons = []
        for text, fn, *name in buttons:
            # the object name stays English whatever the language: ("&Next hand", fn,
            # "next-hand"), or made from the text as given
            key = name[0] if name else text.replace("&", "").lower().replace(" ", "-")
            b = self._button(text)
            b.setObjectName(f"summary-{key}")
            b.clicked.connect(lambda _=False, f=fn: self._pressed(f))
            self.buttons.addWidget(b)
            self._buttons.append(b)
        # the focus lands on a button: its description carries the summary to a listener
        read = rows_read(rows)
        self.setAccessibleDescription(read)
        for b in self._buttons:
            b.setAccessibleDescription(read)
        self.show()
        self.raise_()
        self.take_focus()
        self.place()
        self.told.emit(title if spoken is None else spoken)

    def _pressed(self, fn: Callable[[], None]) -> None:
        self.hide()
        fn()

    def place(self, anchor: str = "centre") -> None:
        """As it is if that finds a clear place on the table; else stacked
        (each side's part on a line of its own: narrower, taller) if that does;
        else stacked and its lines wrapped to narrower widths, the first that
        does (at 800 x 600 the room between the side plates, beside the pack,
        is about 300 wide); else as it is, where it covers least."""
        from PySide6.QtWidgets import QGraphicsView

        from .table_layout import TableLayout

        parent = self.parentWidget()
        scene = parent.scene() if isinstance(parent, QGraphicsView) else None
        layout = getattr(scene, "layout", None)
        forms: list[tuple[bool, int | None]] = [(False, None), (True, None)]
        if isinstance(layout, TableLayout):
            self.body.setText(self._html(True))
            self._wrap(None)
            # never narrower than its buttons side by side (a long language's)
            margins = self.box.contentsMargins()
            least = self.buttons.sizeHint().width() + margins.left() + margins.right()
            forms += [(True, w) for w in (360, 330, 300, 270, 240)
                      if least <= w < self.width()]
        for stacked, width in [*forms, (False, None)]:  # none clear: as it is
            self.body.setText(self._html(stacked))
            self._wrap(width)
            if not isinstance(layout, TableLayout) or layout.panel_is_clear(
                    anchor, self.width(), self.height(), getattr(scene, "dealer", -1)):
                break
        super().place(anchor)
        self._clear_banners()

    def _clear_banners(self) -> None:
        """A point's banner in the middle of the table moves above the panel (or
        below it), not to be hidden behind it."""
        from PySide6.QtCore import QRect
        from PySide6.QtWidgets import QGraphicsView

        from .table_items import Bubble

        view = self.parentWidget()
        if not isinstance(view, QGraphicsView) or view.scene() is None:
            return
        origin = view.viewport().pos()
        box = QRect(self.geometry()).translated(-origin)
        top = view.mapToScene(box.topLeft())
        bottom = view.mapToScene(box.bottomRight())
        room = view.scene().sceneRect()
        for item in view.scene().items():
            if not (isinstance(item, Bubble) and item.big and item.isVisible()):
                continue
            shown = item.sceneBoundingRect()
            if shown.bottom() < top.y() or shown.top() > bottom.y() \
                    or shown.right() < top.x() or shown.left() > bottom.x():
                continue
            above = top.y() - 4 - shown.bottom()
            below = bottom.y() + 4 - shown.top()
            fits_above = shown.top() + above >= room.top()
            item.moveBy(0, above if fits_above or shown.bottom() + below > room.bottom()
                        else below)

    def _wrap(self, width: int | None) -> None:
        """The panel ``width`` wide, its lines wrapped to fit (None: as wide as they are);
        the title wraps too, never cut."""
        self.body.setWordWrap(width is not None)
        self.title.setWordWrap(width is not None)
        if width is None:
            self.setMinimumSize(0, 0)
            self.setMaximumWidth(16777215)  # QWIDGETSIZE_MAX
            self.adjustSize()
            return
        self.setFixedWidth(width)
        # adjustSize keeps a child's hinted height, too short for wrapped lines
        self.setMinimumHeight(self.heightForWidth(width))
        self.adjustSize()

    def _html(self, stacked: bool) -> str:
        def value(v: str) -> str:
            # a side's names stay on one line when a line wraps
            if not stacked:
                return v
            for amp in (" & ", " &amp; "):
                v = v.replace(amp, amp.replace(" ", "\u00a0"))
            return v.replace(" — ", "<br>")
        return "<table cellspacing='3'>" + "".join(
            f"<tr><td style='color:#b9d2c2; padding-right:6px' valign='top'>{k}</td>"
            f"<td><b>{value(v)}</b></td></tr>"
            for k, v in self._rows) + "</table>"


class NoticePanel(Panel):
    """What the person must know and dismiss: files set aside at start, a game
    open in another window. Stays until OK (or Enter); later notices add lines."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel()
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
        self.ok = self._button("")
        self.ok.setObjectName("notice-ok")
        self.ok.clicked.connect(self.dismiss)
        self.folder_button = self._button("")
        self.folder_button.setObjectName("notice-folder")
        self.folder_button.clicked.connect(self._show_folder)
        self.row.addStretch(1)
        self.row.addWidget(self.folder_button)
        self.row.addWidget(self.ok)
        self.lines: list[str] = []
        self.folder: str | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Please note"))
        self.ok.setText(self.tr("OK"))
        self.folder_button.setText(self.tr("Show &folder"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    answered_first = True

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
        self.take_focus()
        self.place()

    def reword(self, said: str, now: str) -> None:
        """Say line ``said`` as ``now`` (the language changed), where it was."""
        self.lines = [now if line == said else line for line in self.lines]
        if not self.isHidden():
            self.body.setText("\n\n".join(self.lines))
            self.place()

    def dismiss(self) -> None:
        self.lines = []
        self.hide()

    def _show_folder(self) -> None:
        if self.folder is not None:
            open_folder(Path(self.folder))

    def place(self, anchor: str = "top") -> None:
        """Across the top of the table, over whatever is there: it is read first."""
        parent = self.parentWidget()
        assert parent is not None
        width = max(260, min(600, parent.width() - 24))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, 12)

"""Where the floating score history goes: clear of the table's prompt and cards
(issue 33 item 9b: floated over the table it hid the "I beg" button and the pack).

Beside the window where the screen has room; else the roomiest spot, down to a
readable least size, that covers no card and no panel on the table; else that
with its chart put away (the hands' rows alone: a small window on a small
screen); else where it covers least. It is placed again when it is floated and whenever a panel (a
question) comes up on the table under it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtWidgets import QDockWidget, QWidget

if TYPE_CHECKING:
    from ..ports import TableShell

GAP = 8  # between the dock and what it keeps clear of
LEAST = QSize(420, 160)  # the smallest the dock is made to keep clear: still readable
LEAST_ROWS = QSize(420, 100)  # and with its chart put away


def _global(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def table_things(shell: TableShell) -> list[QRect]:
    """Where the table's cards and shown panels are on the screen, each overlapping
    group of cards as one rectangle (a fanned hand, the pack)."""
    view, port = shell.view, shell.view.viewport()
    cards = []
    for item in shell.scene.cards.values():
        if item.isVisible():
            shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            cards.append(QRect(port.mapToGlobal(shown.topLeft()), shown.size()))
    groups: list[QRect] = []
    for card in cards:
        for i, group in enumerate(groups):
            if group.intersects(card):
                groups[i] = group.united(card)
                break
        else:
            groups.append(card)
    merged = True
    while merged:  # a card that joined two groups
        merged = False
        for i in range(len(groups)):
            for j in range(i + 1, len(groups)):
                if groups[i].intersects(groups[j]):
                    groups[i] = groups[i].united(groups.pop(j))
                    merged = True
                    break
            if merged:
                break
    panels = [_global(p) for p in (shell.decision, shell.summary, shell.notice)
              if p.isVisible()]
    return groups + panels


def _covered(spot: QRect, things: list[QRect]) -> int:
    return sum(spot.intersected(t).width() * spot.intersected(t).height()
               for t in things if spot.intersects(t))


def _sizes(size: QSize, least: QSize) -> list[QSize]:
    """From ``size`` down to ``least``, width kept longest (the columns must stay
    readable; fewer rows in view only scroll)."""
    widths, heights = [size.width()], [size.height()]
    while widths[-1] > least.width():
        widths.append(max(least.width(), widths[-1] * 9 // 10))
    while heights[-1] > least.height():
        heights.append(max(least.height(), heights[-1] * 9 // 10))
    return [QSize(w, h) for w in widths for h in heights]


def free_spot(size: QSize, least: QSize, things: list[QRect], area: QRect,
              near: QPoint) -> QRect | None:
    """The roomiest rectangle from ``size`` down to ``least`` inside ``area`` that
    is ``GAP`` clear of every one of ``things``, nearest ``near`` of those; None if
    none is."""
    clear = [t.adjusted(-GAP, -GAP, GAP, GAP) for t in things]
    for each in _sizes(size, least):
        width, height = each.width(), each.height()
        xs = {area.left(), area.right() + 1 - width,
              *(t.right() + 1 for t in clear), *(t.left() - width for t in clear)}
        ys = {area.top(), area.bottom() + 1 - height,
              *(t.bottom() + 1 for t in clear), *(t.top() - height for t in clear)}
        spots = [QRect(x, y, width, height) for x in xs for y in ys]
        fits = [s for s in spots if area.contains(s) and not any(s.intersects(t)
                                                                 for t in clear)]
        if fits:
            return min(fits, key=lambda s: (s.topLeft() - near).manhattanLength())
    return None


def _relayout(dock: QDockWidget) -> None:
    """The dock's least size now (a part of it shown or hidden), not as last laid out."""
    for widget in (dock.widget(), dock):
        layout = widget.layout() if widget is not None else None
        if layout is not None:
            layout.invalidate()
            layout.activate()


def keep_clear(shell: TableShell, dock: QDockWidget, size: QSize | None = None) -> None:
    """Put the floating ``dock`` (``size``, else its own) where it covers nothing on
    the table: beside the window if the screen has room, else the roomiest clear
    spot on the screen, else where it covers least."""
    if not dock.isFloating() or not dock.isVisible():
        return
    size = size or dock.size()
    window = shell.window
    frame = window.frameGeometry()
    things = table_things(shell)
    if size == dock.size() and not any(dock.frameGeometry().intersects(t) for t in things):
        return
    screen = window.screen()
    room = screen.availableGeometry() if screen is not None else frame
    top = window.mapToGlobal(window.rect().topLeft()).y() + 60
    beside = QRect(frame.right() + GAP, top, size.width(), size.height())
    chart = getattr(dock.widget(), "chart", None)
    if room.contains(beside):
        if isinstance(chart, QWidget):
            chart.setVisible(True)
        dock.setGeometry(beside)
        return
    near = QPoint(frame.right() - size.width(), top)
    areas = (room, room.united(frame))  # on the screen; else where the window is
    # the chart first, then (a small window, a small screen) the hands' rows alone
    for with_chart in (True, False) if isinstance(chart, QWidget) else (True,):
        if isinstance(chart, QWidget):
            chart.setVisible(with_chart)
            _relayout(dock)
        least = dock.minimumSizeHint().expandedTo(LEAST if with_chart else LEAST_ROWS)
        margins = dock.frameGeometry().size() - dock.size()
        for area in areas:
            spot = free_spot(size + margins, least + margins, things, area, near)
            if spot is not None:
                dock.resize(spot.size() - margins)
                dock.move(spot.topLeft())
                return
    if isinstance(chart, QWidget):
        chart.setVisible(True)
    # nowhere clear: the least covered of the window's corners
    corners = [QRect(QPoint(x, y), size)
               for x in (frame.left(), frame.right() + 1 - size.width())
               for y in (top, frame.bottom() + 1 - size.height())]
    dock.move(min(corners, key=lambda s: _covered(s, things)).topLeft())


class DockKeeper(QObject):
    """Keeps the floating score history off the table's cards and questions: places
    it as it is floated, and again as a panel comes up on the table."""

    def __init__(self, shell: TableShell, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.shell, self.dock = shell, dock
        dock.topLevelChanged.connect(self._floated)
        for panel in (shell.decision, shell.summary, shell.notice):
            panel.installEventFilter(self)
        dock.installEventFilter(self)

    def _floated(self, floating: bool) -> None:
        if floating:  # once Qt has put it where it was docked
            QTimer.singleShot(0, self.dock, lambda: keep_clear(self.shell, self.dock))
        else:
            self._chart_back()

    def _chart_back(self) -> None:
        """The chart put away for a short spot, back once the dock has room for it."""
        panel = self.dock.widget()
        chart = getattr(panel, "chart", None)
        if not isinstance(chart, QWidget) or panel is None or not chart.isHidden():
            return
        rows = getattr(panel, "table", None)
        need = chart.minimumHeight() + (rows.minimumSizeHint().height()
                                        if isinstance(rows, QWidget) else 0)
        if not self.dock.isFloating() or panel.height() >= need:
            chart.setVisible(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dock:
            if event.type() == QEvent.Type.Resize:
                self._chart_back()
        elif event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize):
            QTimer.singleShot(0, self.dock, lambda: keep_clear(self.shell, self.dock))
        return False

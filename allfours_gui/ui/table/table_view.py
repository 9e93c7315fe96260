"""The view that shows the table scene: re-lays it out on resize (no scaling)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from . import accessible
from .table_scene import TableScene

# keys that only change another key: pressed alone, they sweep nothing
MODIFIERS = frozenset({Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                       Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock})


class TableView(QGraphicsView):
    key_pressed = Signal(int)
    resized = Signal()
    painted = Signal()  # once, after the first paint (startup timing)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # Repaint only what changed, with the felt cached: every repaint calls
        # Python paint methods, which compete for the GIL with a thinking player.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 460)
        self.has_painted = False
        # where Tab goes past the table (the score history), handed in by the window
        self.tab_stops: Callable[[], list[QWidget]] = list
        accessible.install(TableView)  # the cards as a list a screen reader can read
        self._listen(scene)

    def _listen(self, scene: TableScene) -> None:
        # unique: a rematch hands the same scene in again
        once = Qt.ConnectionType.UniqueConnection
        scene.choices_shown.connect(self._card_reached, once)
        scene.choices_shown.connect(self._step_shown, once)  # playable or not: described
        # the trumps and the score signal their changes once each step has drawn
        scene.event_shown.connect(self._step_shown, once)
        scene.idle.connect(self._step_shown, once)

    def _card_reached(self, card: int) -> None:
        if self.hasFocus():
            accessible.focus_card(self, card)

    def _step_shown(self, *_args: object) -> None:
        QTimer.singleShot(0, self, lambda: accessible.tell_changes(self))

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Back from a dialog or a panel: a screen reader is told the card the
        keys were on, not only "card table"."""
        super().focusInEvent(event)
        scene = self.scene()
        if isinstance(scene, TableScene) and scene.focus >= 0:
            card = scene.focus
            QTimer.singleShot(0, self, lambda: self._card_reached(card))

    def set_table(self, scene: TableScene) -> None:
        self.setScene(scene)
        self._listen(scene)
        scene.relayout(self.viewport().width(), self.viewport().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scene = self.scene()
        if isinstance(scene, TableScene):
            # re-layout at the new size: cards re-render crisp rather than scale
            scene.relayout(self.viewport().width(), self.viewport().height())
            self.setSceneRect(scene.sceneRect())
            self.resetCachedContent()
        self.resized.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.has_painted:
            self.has_painted = True
            self.painted.emit()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab on the table goes to the buttons of a panel that is up (a
        prompt), not off to the docks."""
        from .overlays import Panel

        for panel in self.findChildren(Panel, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if panel.isVisible() and panel.current() is not None:
                panel.take_focus()
                return True
        # past the table (its viewport's focus comes back to the view, so Qt's
        # own walk never leaves it): the score history, handed in by the window.
        # Walking the focus chain here crashed when a window closed.
        for stop in self.tab_stops():  # a floating dock keeps a focus chain of its own
            if stop.isVisible() and stop.isEnabled():
                stop.window().activateWindow()
                stop.setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().focusNextPrevChild(next)

    def _swept(self) -> bool:
        """A finished trick held to be read is swept by this click or key."""
        scene = self.scene()
        return isinstance(scene, TableScene) and scene.sweep_now()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._swept():
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not event.isAutoRepeat() and event.key() not in MODIFIERS and self._swept():
            event.accept()
            return
        self.key_pressed.emit(event.key())
        super().keyPressEvent(event)

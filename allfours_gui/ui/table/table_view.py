"""The view that shows the table scene: re-lays it out on resize (no scaling)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
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
        accessible.install()  # the cards as a list a screen reader can read
        scene.choices_shown.connect(self._card_reached)

    def _card_reached(self, card: int) -> None:
        if self.hasFocus():
            accessible.focus_card(self, card)

    def set_table(self, scene: TableScene) -> None:
        self.setScene(scene)
        scene.choices_shown.connect(self._card_reached)
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
        return super().focusNextPrevChild(next)

    def _swept(self) -> bool:
        """A finished trick held to be read is swept by this click or key."""
        from .table_events import sweep_now

        scene = self.scene()
        return isinstance(scene, TableScene) and sweep_now(scene)

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

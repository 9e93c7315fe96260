"""A card on the table: a QGraphicsObject that animates with Qt's framework."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .card_art import CARD_RATIO, CardArt
from .look import colours

FADE_MS = 240  # reduce motion: a card's fade out and in, whatever the animation's length


class CardItem(QGraphicsObject):
    clicked = Signal(int)

    def __init__(self, card: int, art: CardArt) -> None:
        super().__init__()
        self.card = card
        self.art = art
        self.width = 80
        self.face_up = False
        self._shown_face = False
        self._flip = 0.0
        self.legal = False  # raised and clickable
        self.dimmed = False  # in the hand but not playable now
        self.focused = False  # keyboard focus
        self.exposed = False  # shown out of turn (penalty)
        self.clickable = False
        self.winner_mark = False  # hand review: the card that won the trick
        self._anim: QAbstractAnimation | None = None
        self._target: tuple[QPointF, float] | None = None
        self._fade_face: bool | None = None  # a fading card's face once it lands
        self.on_motion: Callable[[CardItem, bool], None] | None = None
        self.on_hover: Callable[[int, bool], None] | None = None
        self.setAcceptHoverEvents(True)
        # Qt keeps the drawn card and reuses it while the card only moves, so
        # paint() (Python) runs when its look changes, not on every frame.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    # -------------------------------------------------------------- geometry
    def set_width(self, width: int) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width

    @property
    def height(self) -> int:
        return round(self.width * CARD_RATIO)

    def boundingRect(self) -> QRectF:
        w, h = self.width, self.height
        return QRectF(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(-self.width / 2, -self.height / 2, self.width, self.height))
        return p

    # ----------------------------------------------------------------- flip
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        # the far side shows once the card passes edge-on
        self._shown_face = self.face_up if value >= 0.5 else not self.face_up
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def set_face_up(self, up: bool) -> None:
        """Show a side at once, without animation."""
        self.face_up = up
        self._shown_face = up
        self._flip = 1.0
        self.update()

    # ------------------------------------------------------------- motion
    @property
    def moving(self) -> bool:
        return self._anim is not None

    def animate(self, pos: QPointF, rotation: float, face_up: bool, z: float,
                duration: int, fade: bool = False) -> None:
        """Move, turn over and restack the card: its one way of changing place.
        With ``fade`` (reduce motion) it does not fly: it fades where it is,
        is put in its new place (turned as asked) and fades in there, in at
        most FADE_MS, so the table changes in the same order without motion.

        The card's own running animation is stopped first (Qt would stop it
        anyway, silently), and every start and end of motion is reported to
        ``on_motion``: the scene's "all cards at rest" gate counts those, never
        an animation's ``finished``, which a stopped animation does not emit.
        """
        was_moving = self._halt()
        self.setZValue(z)
        turn = face_up != self.face_up
        if duration <= 0 or (not turn and self.pos() == pos and self.rotation() == rotation):
            self.setPos(pos)
            self.setRotation(rotation)
            if turn:
                self.set_face_up(face_up)
            if was_moving:
                self._report(False)
            return
        if fade:
            self._fade_to(pos, rotation, face_up, min(duration, FADE_MS), was_moving)
            return
        # each animation is born a child of the group (which adds it): Qt owns
        # them all, and none can be collected by Python while it runs
        group = QParallelAnimationGroup(self)
        for prop, end in ((b"pos", pos), (b"rotation", rotation)):
            anim = QPropertyAnimation(self, prop, group)
            anim.setEndValue(end)
            anim.setDuration(duration)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        if turn:
            self.face_up = face_up
            anim = QPropertyAnimation(self, b"flip", group)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(duration)
        self._target = (QPointF(pos), rotation)
        group.finished.connect(self._finished)
        self._anim = group
        group.start()
        if not was_moving:
            self._report(True)

    def _fade_to(self, pos: QPointF, rotation: float, face_up: bool, duration: int,
                 was_moving: bool) -> None:
        self._target = (QPointF(pos), rotation)
        self._fade_face = face_up
        group = QSequentialAnimationGroup(self)
        out = QPropertyAnimation(self, b"opacity", group)
        out.setEndValue(0.15)
        out.setDuration(max(1, duration // 2))
        out.finished.connect(self._land)
        back = QPropertyAnimation(self, b"opacity", group)
        back.setEndValue(1.0)
        back.setDuration(max(1, duration - duration // 2))
        group.finished.connect(self._finished)
        self._anim = group
        group.start()
        if not was_moving:
            self._report(True)

    def _land(self) -> None:
        """A fading card takes its new place, unseen."""
        if self._target is not None:
            pos, rotation = self._target
            self.setPos(pos)
            self.setRotation(rotation)
        face, self._fade_face = self._fade_face, None
        if face is not None and face != self.face_up:
            self.set_face_up(face)

    def finish(self) -> None:
        """Jump to where the running animation was going (speed set to Instant)."""
        if self._anim is not None and self._target is not None:
            pos, rotation = self._target
            self._halt()
            self.setPos(pos)
            self.setRotation(rotation)
            self._report(False)

    def stop(self) -> None:
        """Stop moving where the card is (the table is about to be laid out anew)."""
        if self._halt():
            self._report(False)

    def _halt(self) -> bool:
        anim, self._anim = self._anim, None
        if anim is None:
            return False
        anim.finished.disconnect(self._finished)
        anim.stop()
        anim.deleteLater()
        if self._flip < 1.0:
            self._set_flip(1.0)  # never leave a card edge-on
        if self._fade_face is not None:
            self._land()  # never leave a card half way through a fade
        if self.opacity() < 1.0:
            self.setOpacity(1.0)
        return True

    def _finished(self) -> None:
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.deleteLater()
        self._report(False)

    def _report(self, moving: bool) -> None:
        if self.on_motion is not None:
            self.on_motion(self, moving)

    # ---------------------------------------------------------------- paint
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self.width, self.height
        squeeze = abs(1.0 - 2.0 * self._flip) if self._flip < 1.0 else 1.0
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        painter.save()
        if squeeze < 0.999:
            painter.scale(max(squeeze, 0.02), 1.0)
        pm = (self.art.face(self.card, w, dpr) if self._shown_face
              else self.art.back_pixmap(w, dpr))
        # soft shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(QRectF(-w / 2 + 2, -h / 2 + 3, w, h), w * 0.06, w * 0.06)
        painter.drawPixmap(QPointF(-w / 2, -h / 2), pm)
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 85))
            painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), w * 0.056, w * 0.056)
        look = colours()
        if look.card_edge.alpha():
            painter.setPen(QPen(look.card_edge, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), w * 0.056, w * 0.056)
        if self.legal or self.focused or self.exposed or self.winner_mark:
            strong = self.focused or self.winner_mark
            color = look.mark if strong else look.exposed if self.exposed else look.playable
            pen = QPen(color, look.mark_width if strong else look.mark_width - 1)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-w / 2 + 1, -h / 2 + 1, w - 2, h - 2),
                                    w * 0.056, w * 0.056)
        painter.restore()

    # ---------------------------------------------------------------- input
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        if self.on_hover is not None:
            self.on_hover(self.card, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.unsetCursor()
        if self.on_hover is not None:
            self.on_hover(self.card, False)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.clickable:
            self.clicked.emit(self.card)
            event.accept()
            return
        super().mousePressEvent(event)

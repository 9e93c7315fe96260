"""The coach's drawings in the hand review: the seat's win chance over the hand
(``WinChart``) and the verdicts' marks under the review's step slider
(``StepMarks``). Each is drawn with QPainter, in its verdict's colour and with its
text mark ("?!", "?", "??"), so it reads without colour too; each says the same in
words to a screen reader. The panel that holds them is coach_panel.py."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

from ...session.judged_words import MARKS, percent, verdict_word

# a verdict's colour: amber, orange, red, each outlined and with its text mark
COLOURS = {"good": QColor("#2e8b57"), "inaccuracy": QColor("#e6b800"),
           "mistake": QColor("#f07800"), "blunder": QColor("#d0002a")}


class WinChart(QWidget):
    """The seat's chance to win the game at each of its decisions (the choice
    made, a solid line; the best choice, dashed), each dot in its verdict's
    colour with its text mark. ``text()`` says the same in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach-chart")
        self.setMinimumHeight(120)
        self.setMaximumHeight(180)
        self.points: list[tuple[int, float, float, str]] = []  # step, chosen, best, verdict
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Win chance over the hand"))
        self._describe()

    def set_points(self, points: list[tuple[int, float, float, str]]) -> None:
        self.points = points
        self._describe()
        self.update()

    def text(self) -> str:
        """The chart in words (its text alternative)."""
        if not self.points:
            return self.tr("No decisions analysed yet.")
        steps = QCoreApplication.translate("Reason", "; ", "between two parts of a hint's reason"
                                           ).join(
            self.tr("step {step}: {chance}").format(step=s, chance=percent(c))
            + ("" if v == "good" else f" {MARKS[v]} {verdict_word(v)}")
            for s, c, _b, v in self.points)
        return self.tr("Your side's chance to win the game at each decision: {steps}.").format(
            steps=steps)

    def _describe(self) -> None:
        words = self.text()
        self.setAccessibleDescription(words)
        self.setToolTip(words)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        fg = pal.color(pal.ColorRole.WindowText)
        fm = p.fontMetrics()
        left = fm.horizontalAdvance("100%") + 6
        area = QRectF(left, fm.height(), self.width() - left - 8,
                      self.height() - 2 * fm.height())
        p.setPen(QPen(fg, 1))
        p.drawRect(area)
        for frac in (0.0, 0.5, 1.0):
            y = area.bottom() - frac * area.height()
            p.drawText(QRectF(0, y - fm.height() / 2, left - 4, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                       percent(frac))
        if not self.points:
            return
        n = len(self.points)

        def at(i: int, chance: float) -> QPointF:
            x = area.left() + (i + 0.5) * area.width() / n
            return QPointF(x, area.bottom() - chance * area.height())

        p.setPen(QPen(fg, 1, Qt.PenStyle.DashLine))
        p.drawPolyline(QPolygonF([at(i, b) for i, (_s, _c, b, _v) in enumerate(self.points)]))
        p.setPen(QPen(fg, 2))
        p.drawPolyline(QPolygonF([at(i, c) for i, (_s, c, _b, _v) in enumerate(self.points)]))
        bold = QFont(p.font())
        bold.setBold(True)
        p.setFont(bold)
        for i, (_s, c, _b, v) in enumerate(self.points):
            pt = at(i, c)
            p.setPen(QPen(fg, 1))
            p.setBrush(COLOURS[v])
            p.drawEllipse(pt, 4, 4)
            if MARKS[v]:
                p.drawText(QRectF(pt.x() - 12, pt.y() - fm.height() - 4, 24, fm.height()),
                           int(Qt.AlignmentFlag.AlignCenter), MARKS[v])


class StepMarks(QWidget):
    """Under the review's slider: a mark at each step the coach found wanting."""

    def __init__(self, slider: QSlider) -> None:
        super().__init__()
        self.setObjectName("coach-step-marks")
        self.slider = slider
        self.marks: dict[int, str] = {}  # step -> verdict
        self.setMinimumHeight(self.fontMetrics().height() + 4)
        self.setAccessibleName(QCoreApplication.translate("Coach", "Marked steps"))

    def set_marks(self, marks: dict[int, str]) -> None:
        self.marks = marks
        self.setToolTip(QCoreApplication.translate("Coach", "Steps the coach marked: {steps}")
                        .format(steps=", ".join(f"{s} {MARKS[v]}" for s, v in
                                                sorted(marks.items()))) if marks else "")
        self.setAccessibleDescription(self.toolTip())
        self.update()

    def x_of(self, step: int) -> float:
        """Where the slider's handle stands at ``step``, in this widget."""
        s = self.slider
        opt = QStyleOptionSlider()
        s.initStyleOption(opt)
        style = s.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                      QStyle.SubControl.SC_SliderGroove, s)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                      QStyle.SubControl.SC_SliderHandle, s)
        span = groove.width() - handle.width()
        pos = QStyle.sliderPositionFromValue(s.minimum(), s.maximum(), step, span)
        x = groove.x() + handle.width() / 2 + pos
        return float(s.mapTo(self.window(), QPointF(x, 0).toPoint()).x()
                     - self.mapTo(self.window(), QPointF(0, 0).toPoint()).x())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.marks:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fg = self.palette().color(self.palette().ColorRole.WindowText)
        bold = QFont(p.font())
        bold.setBold(True)
        p.setFont(bold)
        h = self.height()
        for step, v in self.marks.items():
            x = self.x_of(step)
            box = QRectF(x - 9, 1, 18, h - 2)
            p.setPen(QPen(fg, 1))
            p.setBrush(COLOURS[v])
            p.drawRoundedRect(box, 3, 3)
            p.setPen(QPen(QColor("black"), 1))
            p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), MARKS[v])

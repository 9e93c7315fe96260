"""Non-card things on the table: name plates, the scoreboard, speech bubbles."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import SUIT_OF, card_str
from ...engine.translatable import QT_TRANSLATE_NOOP
from ...session.card_words import suit_title
from .look import colours

TEAM_COLOURS = (QColor(64, 156, 255), QColor(240, 96, 84))
SUIT_GLYPHS = "♣♦♥♠"
SUIT_COLOURS = (QColor(30, 30, 34), QColor(200, 16, 46), QColor(200, 16, 46), QColor(30, 30, 34))
# a partnership's sides on the scoreboard, passed around as these English words
# and translated where drawn (a side with two players is its player's name)
US_THEM = (QT_TRANSLATE_NOOP("Table", "Us"), QT_TRANSLATE_NOOP("Table", "Them"))


def side_label(name: str) -> str:
    """A side's name as shown: "Us" and "Them" in the language shown, a name as it is."""
    return QCoreApplication.translate("Table", name) if name in US_THEM else name


def story_separator() -> str:
    """Between the parts of a hand's beg story: "Kerwin begged; Rhonda ran the pack"."""
    return QCoreApplication.translate("Table", "; ", "between the parts of the beg story")


def card_label(card: int) -> str:
    return f"{card_str(card)[0].replace('T', '10')}{SUIT_GLYPHS[SUIT_OF[card]]}"


def ui_font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def fitted(text: str, size: float, width: float, bold: bool = False,
           least: float = 7.0) -> tuple[QFont, str]:
    """``text`` in ``ui_font(size)``, made smaller (down to ``least`` points) where it is
    wider than ``width``, and only then shortened with "…": a long language's line kept
    whole where it can be, never cut at a panel's edge or drawn under the trump chip."""
    font = ui_font(size, bold)
    need = QFontMetricsF(font).horizontalAdvance(text)
    if need > width > 0:
        font.setPointSizeF(max(least, size * width / need))
        # a size in points is drawn at whole pixels: a little smaller till it fits
        while font.pointSizeF() > least and \
                QFontMetricsF(font).horizontalAdvance(text) > width:
            font.setPointSizeF(max(least, font.pointSizeF() - 0.25))
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
    return font, text


class NamePlate(QGraphicsObject):
    """A seat's name in its team colour, with the dealer chip and a thinking cue."""

    def __init__(self, name: str, team: int) -> None:
        super().__init__()
        self.name = name
        self.team = team
        self.dealer = False
        self.on_turn = False
        self.thinking = False
        self._dots = 0
        self._timer = QTimer(self)
        self._timer.setInterval(350)
        self._timer.timeout.connect(self._tick)
        self.setZValue(500)

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.update()

    def set_thinking(self, on: bool) -> None:
        self.thinking = on
        if on:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def set_state(self, dealer: bool, on_turn: bool) -> None:
        self.dealer, self.on_turn = dealer, on_turn
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-95, -20, 190, 40)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-85, -15, 170, 30)
        colour = TEAM_COLOURS[self.team]
        look = colours()
        painter.setPen(QPen(look.mark if self.on_turn else colour.darker(130),
                            look.mark_width if self.on_turn else 1.5))
        painter.setBrush(look.panel)
        painter.drawRoundedRect(rect, 15, 15)
        painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(-68, 0), 6, 6)
        painter.setPen(look.text)
        painter.setFont(ui_font(10.5, bold=self.on_turn))
        from ..wording import shown_name

        # a long name ends in "…" rather than run under the dealer chip
        room = 118 - (painter.fontMetrics().horizontalAdvance("  •••") if self.thinking else 0)
        text = painter.fontMetrics().elidedText(shown_name(self.name),
                                                Qt.TextElideMode.ElideRight, room)
        text += "  " + "•" * self._dots if self.thinking else ""
        painter.drawText(QRectF(-56, -15, 118, 30), Qt.AlignmentFlag.AlignVCenter, text)
        if self.dealer:
            painter.setBrush(QColor(250, 250, 245))
            painter.setPen(QPen(QColor(40, 40, 40), 1))
            painter.drawEllipse(QPointF(72, 0), 11, 11)
            painter.setFont(ui_font(9, bold=True))
            painter.setPen(QColor(20, 20, 20))
            painter.drawText(QRectF(61, -11, 22, 22), Qt.AlignmentFlag.AlignCenter, "D")


class ScoreBoard(QGraphicsObject):
    """Both teams' scores to the target, the trump suit and the hand number."""

    def __init__(self) -> None:
        super().__init__()
        self.team_names = US_THEM
        self.scores = (0, 0)
        self.target = 14
        self.trump = -1
        self.hand_number = 0
        self.card_points: tuple[int, int] | None = None  # won so far, for Game (a setting)
        self.story = ""  # what was begged this hand: "Kerwin begged; Rhonda ran the pack"
        self.size = (190.0, 130.0)
        self.setZValue(400)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.size = (w, h)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size)

    def update_state(self, **kw: object) -> None:
        for k, v in kw.items():
            setattr(self, k, v)
        if "story" in kw:
            self.setToolTip(self.story)  # the whole story, when the line is cut short
        self.update()

    def name_line(self, team: int) -> tuple[str, float]:
        """A side's name as drawn, and its room: it may run up to the score (two
        digits at most), so "Rhonda" is whole, not "Rhon…"."""
        w = self.size[0]
        digits = QFontMetricsF(ui_font(14, bold=True)).horizontalAdvance("88") + 6
        room = w * 0.65 - 30 - digits
        text = QFontMetricsF(ui_font(11)).elidedText(self.team_label(team),
                                                    Qt.TextElideMode.ElideRight, room)
        return text, room

    def team_label(self, team: int) -> str:
        return side_label(self.team_names[team])

    def retranslate(self) -> None:
        """Its words are drawn in the language shown at each paint: draw again."""
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = colours()
        painter.setPen(QPen(look.panel_edge, 1))
        painter.setBrush(look.panel)
        painter.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)
        story = story_lines(self.story, QFontMetricsF(ui_font(8.5)), w - 24)
        extra = (self.card_points is not None) + len(story)
        row = h / (4.2 + 0.8 * extra)
        painter.setPen(look.dim_text)
        label = self.tr("Hand {number} · to {target}").format(
            number=self.hand_number, target=self.target) if self.hand_number else \
            self.tr("Game to {target}").format(target=self.target)
        font, label = fitted(label, 9, w - 24)
        painter.setFont(font)
        painter.drawText(QRectF(12, 4, w - 24, row), Qt.AlignmentFlag.AlignVCenter, label)
        for team in (0, 1):
            y = row * (1 + team)
            painter.setBrush(TEAM_COLOURS[team])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(18, y + row / 2), 5, 5)
            painter.setPen(look.text)
            painter.setFont(ui_font(11))
            name, room = self.name_line(team)
            painter.drawText(QRectF(30, y, room, row), Qt.AlignmentFlag.AlignVCenter, name)
            painter.setFont(ui_font(14, bold=True))
            painter.drawText(QRectF(w * 0.45, y, w * 0.2, row),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             str(self.scores[team]))
            # progress to target
            bar = QRectF(w * 0.7, y + row * 0.38, w * 0.25, row * 0.24)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 35))
            painter.drawRoundedRect(bar, 3, 3)
            frac = min(1.0, self.scores[team] / max(self.target, 1))
            painter.setBrush(TEAM_COLOURS[team])
            painter.drawRoundedRect(QRectF(bar.x(), bar.y(), bar.width() * frac, bar.height()),
                                    3, 3)
        y = row * 3.05
        if self.trump >= 0:
            font, trumps = fitted(self.tr("Trumps"), 9, w * 0.36 - 16)  # up to the chip
            painter.setFont(font)
            painter.setPen(look.dim_text)
            painter.drawText(QRectF(12, y, w * 0.4, row), Qt.AlignmentFlag.AlignVCenter,
                             trumps)
            chip = QRectF(w * 0.36, y + 2, row - 4, row - 4)
            painter.setBrush(QColor(250, 250, 245))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(chip, 5, 5)
            painter.setPen(SUIT_COLOURS[self.trump])
            painter.setFont(ui_font(15, bold=True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, SUIT_GLYPHS[self.trump])
            painter.setPen(look.text)
            font, suit = fitted(suit_title(self.trump), 11, w * 0.64 - row - 8, bold=True)
            painter.setFont(font)
            painter.drawText(QRectF(w * 0.36 + row, y, w * 0.6, row),
                             Qt.AlignmentFlag.AlignVCenter, suit)
        y = row * 4.1
        painter.setFont(ui_font(8.5))
        painter.setPen(look.dim_text)
        if self.card_points is not None:
            us, them = self.card_points
            font, points = fitted(self.tr("Card points {us} – {them}").format(us=us, them=them),
                                  8.5, w - 24)
            painter.setFont(font)
            painter.drawText(QRectF(12, y, w - 24, row * 0.8), Qt.AlignmentFlag.AlignVCenter,
                             points)
            painter.setFont(ui_font(8.5))  # the story's lines were measured at this size
            y += row * 0.8
        for text in story:  # on two lines rather than cut: it is read while the beg goes on
            painter.drawText(QRectF(12, y, w - 24, row * 0.8), Qt.AlignmentFlag.AlignVCenter,
                             text)
            y += row * 0.8


def story_line(story: str, fm: QFontMetricsF, width: float) -> str:
    """The beg story on one line of ``width``: the latest decision matters most,
    so a long story loses its first parts whole ("…Rhonda begged; you ran the pack")."""
    lines = story_lines(story, fm, width, 1)
    return lines[0] if lines else ""


def story_lines(story: str, fm: QFontMetricsF, width: float, most: int = 2) -> list[str]:
    """The beg story in at most ``most`` lines of ``width``, broken between its
    parts; only a story longer than that loses its first parts whole."""
    if not story:
        return []
    separator = story_separator()
    parts = story.split(separator)
    mark = separator.rstrip()  # what ends a part that is not the last: ";"

    def pack(first: int) -> list[str]:
        lines: list[str] = []
        line = "…" if first else ""
        for i, part in enumerate(parts[first:], start=first):
            piece = part + (mark if i < len(parts) - 1 else "")
            joined = f"{line} {piece}" if line not in ("", "…") else line + piece
            if line not in ("", "…") and fm.horizontalAdvance(joined) > width:
                lines.append(line)
                line = piece
            else:
                line = joined
        return [*lines, line]

    first = 0
    lines = pack(0)
    while len(lines) > most and first < len(parts) - 1:
        first += 1
        lines = pack(first)
    return [fm.elidedText(t, Qt.TextElideMode.ElideRight, width) for t in lines[-most:]]


Words = str | Callable[[], str]  # a text, or what says it in the language installed now


class Bubble(QGraphicsObject):
    """A speech bubble ("I beg", "Hang jack!") that fades by itself."""

    def __init__(self, words: Words, big: bool = False) -> None:
        """``words``: the text, or what says it in the language installed now
        (a bubble up when the language changes is said again in the new one)."""
        super().__init__()
        self.words = words
        self.lasting = False  # stays until the first card is played (no fade)
        self.font = ui_font(15 if big else 11.5, bold=True)
        self.big = big
        self.text = ""
        self.retranslate()
        self.setZValue(900)

    def retranslate(self) -> None:
        self.prepareGeometryChange()
        self.text = self.words() if callable(self.words) else self.words
        fm = QFontMetricsF(self.font)
        self._w = fm.horizontalAdvance(self.text) + 28
        self._h = fm.height() + 14
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        if self.big:
            grad.setColorAt(0, QColor(255, 226, 120))
            grad.setColorAt(1, QColor(240, 180, 40))
        else:
            grad.setColorAt(0, QColor(255, 255, 252))
            grad.setColorAt(1, QColor(232, 236, 230))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self.font)
        painter.setPen(QColor(25, 25, 25))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class LastTrickView(QGraphicsObject):
    """The trick just won, face up on a panel: who played what, the winner outlined.

    A picture of its own (the trick's card items lie face down in a won pile),
    so looking at it never moves a card."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[tuple[str, QPixmap, bool]] = []  # name, face, took the trick
        self.title = ""
        self.card_size = (60.0, 84.0)
        self.setZValue(950)
        self.setVisible(False)

    def show_trick(self, title: str, cards: list[tuple[str, QPixmap, bool]],
                   card_size: tuple[float, float]) -> None:
        self.prepareGeometryChange()
        self.title, self.cards, self.card_size = title, cards, card_size
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        cw, ch = self.card_size
        n = max(len(self.cards), 1)
        w = n * (cw + 14) + 26
        return QRectF(-w / 2, -(ch + 70) / 2, w, ch + 70)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        look = colours()
        painter.setPen(QPen(look.panel_edge, 1))
        painter.setBrush(look.panel)
        painter.drawRoundedRect(r, 12, 12)
        painter.setPen(QColor(255, 226, 122))
        painter.setFont(ui_font(10.5, bold=True))
        painter.drawText(QRectF(r.x(), r.y() + 4, r.width(), 22), Qt.AlignmentFlag.AlignCenter,
                         self.title)
        cw, ch = self.card_size
        x = r.x() + 20
        y = r.y() + 28
        for name, face, took in self.cards:
            painter.drawPixmap(QRectF(x, y, cw, ch), face, QRectF(face.rect()))
            if took:
                painter.setPen(QPen(look.mark, look.mark_width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(x - 1, y - 1, cw + 2, ch + 2), 5, 5)
            painter.setPen(look.text)
            painter.setFont(ui_font(9, bold=took))
            fm = QFontMetricsF(painter.font())
            painter.drawText(QRectF(x - 6, y + ch + 3, cw + 12, 18),
                             Qt.AlignmentFlag.AlignCenter,
                             fm.elidedText(name, Qt.TextElideMode.ElideRight, cw + 12))
            x += cw + 14

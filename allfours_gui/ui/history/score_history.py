"""The score history panel: one row per hand, updating live, and a small chart.

Its columns fit the panel's width (a long text wraps onto a second line rather
than the table scrolling sideways); a window too narrow to dock the panel
beside a table of its smallest size shows it floating (``place_dock``). Where
even its words wrapped do not fit (more hands came, or longer words in a new
language), the panel asks to be made wider (``too_narrow``).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.counted import not_counted
from ...engine.hand import HandState
from ...engine.summary import HandSummary, summarize
from ...engine.translatable import QT_TRANSLATE_NOOP
from ..table.table_items import SUIT_GLYPHS, TEAM_COLOURS
from ..table.table_scene import card_label
from ..wording import shown_name
from .titles import us_and_them

# the columns' keys; their headers and tips are shown translated ("History")
COLUMNS = ("#", "Dealer", "Trump", "Kick", "Beg", "High", "Low", "Jack", "Game", "Score")
COLUMN_TITLES = {"#": QT_TRANSLATE_NOOP("History", "#"),
                 "Dealer": QT_TRANSLATE_NOOP("History", "Dealer"),
                 "Trump": QT_TRANSLATE_NOOP("History", "Trump"),
                 "Kick": QT_TRANSLATE_NOOP("History", "Kick"),
                 "Beg": QT_TRANSLATE_NOOP("History", "Beg"),
                 "High": QT_TRANSLATE_NOOP("History", "High"),
                 "Low": QT_TRANSLATE_NOOP("History", "Low"),
                 "Jack": QT_TRANSLATE_NOOP("History", "Jack"),
                 "Game": QT_TRANSLATE_NOOP("History", "Game"),
                 "Score": QT_TRANSLATE_NOOP("History", "Score")}
COLUMN_TIPS = {"#": QT_TRANSLATE_NOOP("History", "Hand number"),
               "Dealer": QT_TRANSLATE_NOOP("History", "Who dealt"),
               "Trump": QT_TRANSLATE_NOOP("History", "Trumps"),
               "Kick": QT_TRANSLATE_NOOP("History", "Points for the kick (the card turned up)"),
               "Beg": QT_TRANSLATE_NOOP("History", "First hand stood, or begged and the dealer "
                                                   "gave one or ran the pack"),
               "High": QT_TRANSLATE_NOOP("History",
                                         "High: the highest trump out, and who held it"),
               "Low": QT_TRANSLATE_NOOP("History", "Low: the lowest trump out, and who held it"),
               "Jack": QT_TRANSLATE_NOOP("History", "The jack of trumps: who won it"),
               "Game": QT_TRANSLATE_NOOP("History", "Game: the most card points"),
               "Score": QT_TRANSLATE_NOOP("History", "The score after the hand")}
CELL_PAD = 8  # a cell's margins around its text (the style's, and some air)
NBSP = "\u00a0"
ZWSP = "\u200b"
_KEPT_WITH_WORD_BEFORE = re.compile(r"\d|(10|[2-9JQKA])[♠♥♦♣]")


def breakable(text: str, loose: bool = False, anywhere: bool = False) -> str:
    """``text`` as a cell wraps it: a team stays on one line with its points
    or card ("Them 1", "Us K♣"), unless ``loose`` (a table too narrow even so);
    with ``anywhere`` (narrower still: a long language on a small screen), a word
    wider than its column breaks inside too, between any two letters."""
    if anywhere:
        # a zero-width space where a line may break: before each letter but a mark
        # that belongs to the letter before it (Lao's vowel signs)
        return "".join(ZWSP + c if i and unicodedata.category(c)[0] != "M" else c
                       for i, c in enumerate(text))
    if loose:
        return text
    words = text.split(" ")
    out = words[0]
    for word in words[1:]:
        out += (NBSP if _KEPT_WITH_WORD_BEFORE.match(word) else " ") + word
    return out


class _Wrapping(QStyledItemDelegate):
    """Draws and measures each cell as ``breakable`` has it."""

    loose = False
    anywhere = False

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        option.text = breakable(option.text, self.loose, self.anywhere)


def _unbroken(text: str) -> list[str]:
    """The parts of a cell's text a line never breaks inside."""
    return re.split(f"[ {ZWSP}]", text)
# Known only when the hand is over: until then who holds High, Low and the Jack
# is in hands nobody else may see.
AT_THE_END = ("High", "Low", "Jack", "Game")
# a category the hand never scored because a team reached the target first
NOT_COUNTED = QT_TRANSLATE_NOOP("History", "not counted")
NOT_COUNTED_TIP = QT_TRANSLATE_NOOP("History", "The game was won earlier in this hand: points "
                                               "after the winning one are not counted.")
Index = QModelIndex | QPersistentModelIndex


class ScoreHistoryModel(QAbstractTableModel):
    def __init__(self, names: Sequence[str], team_names: Sequence[str]) -> None:
        super().__init__()
        self.names = list(names)
        self.team_names = list(team_names)
        self.rows: list[tuple[HandState, HandSummary]] = []

    def set_names(self, names: Sequence[str], team_names: Sequence[str]) -> None:
        self.names, self.team_names = list(names), list(team_names)

    def set_hands(self, hands: Sequence[HandState]) -> None:
        """The game's hands so far, the last possibly in progress."""
        self.beginResetModel()
        self.rows = [(h, summarize(h)) for h in hands]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("History", COLUMN_TITLES[COLUMNS[section]])
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("History", COLUMN_TIPS[COLUMNS[section]])
        return None

    def _team(self, team: int) -> str:
        return self.team_names[team]

    def _points(self, s: HandSummary, *categories: str) -> list[tuple[int, str, int]]:
        return [p for p in s.points if p[1] in categories]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        hand, s = self.rows[index.row()]
        col = COLUMNS[index.column()]
        if col in AT_THE_END and not hand.over:
            if role == Qt.ItemDataRole.DisplayRole:
                return ""
            if role == Qt.ItemDataRole.ForegroundRole:
                return None
        if role == Qt.ItemDataRole.ForegroundRole:
            cats = {"High": ("high",), "Low": ("low",), "Jack": ("jack", "hang_jack"),
                    "Game": ("game",)}.get(col)
            pts = self._points(s, *cats) if cats else []
            if pts:
                return TEAM_COLOURS[pts[0][0]].darker(115)
            return QColor(120, 120, 120) if col in AT_THE_END else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if col in AT_THE_END and col.lower() in not_counted(hand):
                return QCoreApplication.translate("History", NOT_COUNTED_TIP)
            return QCoreApplication.translate("History", "Double-click to review this hand")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col == "#":
            return hand.number
        if col == "Dealer":
            return shown_name(self.names[hand.dealer])
        if col == "Trump":
            return SUIT_GLYPHS[s.trump] if s.trump >= 0 else ""
        if col == "Kick":
            kicks = self._points(s, "kick")
            return ", ".join(f"{self._team(t)} {n}" for t, _, n in kicks) or "—"
        if col == "Beg":
            decisions = [a.do for a in hand.actions if a.do in ("stand", "beg", "give", "run")]
            if "give" in decisions:
                return QCoreApplication.translate("History", "took one ({team})").format(
                    team=self._team(hand.first & 1))
            if "run" in decisions:
                return QCoreApplication.translate("History", "ran the pack")
            if "stand" in decisions:
                return QCoreApplication.translate("History", "stood")
            return "—" if hand.over else "…"  # a kick can win the game during the deal
        if col in AT_THE_END and col.lower() in not_counted(hand):
            return QCoreApplication.translate("History", NOT_COUNTED)
        if col in ("High", "Low"):
            got = s.high if col == "High" else s.low
            pts = self._points(s, col.lower())
            if not pts or got is None:  # no trump dealt to anyone (the kick is out of play)
                return "—"
            return f"{self._team(pts[0][0])} {card_label(got[0])}"
        if col == "Jack":
            pts = self._points(s, "jack", "hang_jack")
            if not pts:
                return (QCoreApplication.translate("History", "not dealt")
                        if s.game_totals is not None else "")
            team, cat, n = pts[0]
            if cat == "hang_jack":
                return QCoreApplication.translate("History", "Hang jack! {team} {points}").format(
                    team=self._team(team), points=n)
            return f"{self._team(team)} {n}"
        if col == "Game":
            if s.game_totals is None:
                return ""
            pts = self._points(s, "game")
            g0, g1 = s.game_totals
            if not pts:
                return QCoreApplication.translate("History", "tie ({totals})").format(
                    totals=f"{g0}–{g1}")
            team, _, n = pts[0]
            if g0 == g1:  # a tie given to a side
                return QCoreApplication.translate(
                    "History", "{team} {points} ({totals}, tie)").format(
                        team=self._team(team), points=n, totals=f"{g0}–{g1}")
            return f"{self._team(team)} {n} ({g0}–{g1})"
        if col == "Score":
            return f"{s.score[0]}–{s.score[1]}"
        return None


class ScoreChart(QWidget):
    """Both teams' scores after each hand, climbing to the target: a legend of
    the teams, a score axis, hand numbers along the bottom, the target line."""

    def __init__(self) -> None:
        super().__init__()
        self.series: list[tuple[int, int]] = [(0, 0)]
        self.target = 14
        self.team_names: list[str] = list(us_and_them())
        self.setMinimumHeight(150)
        self.setObjectName("score-chart")

    def set_scores(self, series: Sequence[tuple[int, int]], target: int,
                   team_names: Sequence[str] | None = None) -> None:
        self.series = [(0, 0), *series]
        self.target = target
        if team_names is not None:
            self.team_names = list(team_names)
        self.update()
        self.setToolTip(self._tip())

    def _tip(self) -> str:
        if len(self.series) == 1:
            return self.tr("No hand finished yet. The first to {target} wins.").format(
                target=self.target)
        a, b = self.series[-1]
        return self.tr("After hand {number}: {us} {our_score}, {them} {their_score}. The first "
                       "to {target} wins.").format(
                           number=len(self.series) - 1, us=self.team_names[0], our_score=a,
                           them=self.team_names[1], their_score=b, target=self.target)

    def plot_rect(self) -> QRectF:
        """Where the lines are drawn (inside the axes)."""
        fm = QFontMetrics(self.font())
        top_value = self._top()
        left = 8 + max(fm.horizontalAdvance(str(v)) for v in (0, top_value, self.target))
        left = max(left, fm.horizontalAdvance(self.tr("Hand")) + 4)
        legend = fm.height() + 8
        right = fm.horizontalAdvance(str(max(len(self.series) - 1, 1))) / 2 + 8
        return QRectF(left + 6, legend + fm.height() * 0.6, self.width() - left - 6 - right,
                      self.height() - legend - fm.height() * 0.6 - fm.height() - 8)

    def legend_names(self) -> list[str]:
        """The teams' names as the legend draws them: whole where the chart is
        wide enough for both, else each shortened to half the width."""
        fm = QFontMetrics(self.font())
        left = self.plot_rect().left()
        whole = sum(22 + fm.horizontalAdvance(n) + 18 for n in self.team_names)
        if left + whole <= self.width():
            return list(self.team_names)
        return [fm.elidedText(n, Qt.TextElideMode.ElideRight,
                              max(int((self.width() - left) / 2) - 34, 20))
                for n in self.team_names]

    def _top(self) -> int:
        return max(self.target, *(max(a, b) for a, b in self.series))

    def y_ticks(self) -> list[int]:
        """Score labels: 0, the target, and a few between if there is room."""
        fm = QFontMetrics(self.font())
        room = self.plot_rect().height()
        ticks = {0, self.target}
        for step in (1, 2, 5, 7, 10, 20, 25, 50):
            if step * room / max(self._top(), 1) >= fm.height() * 1.6:
                ticks |= set(range(0, self.target, step))
                break
        # a tick too close to the target's label would overlap it
        return sorted(t for t in ticks if t == self.target
                      or (self.target - t) * room / max(self._top(), 1) >= fm.height() * 1.2)

    def x_ticks(self) -> list[int]:
        """Hand numbers to label: every one if they fit, else every 2nd, 5th..."""
        hands = len(self.series) - 1
        if hands < 1:
            return []
        fm = QFontMetrics(self.font())
        space = self.plot_rect().width() / hands
        wide = fm.horizontalAdvance(str(hands)) + 8
        for every in (1, 2, 5, 10, 20, 50, 100):
            if space * every >= wide:
                ticks = list(range(every, hands + 1, every))
                # hand 1 too, where it has room before the next label
                if every > 1 and (not ticks or (ticks[0] - 1) * space >= wide):
                    ticks.insert(0, 1)
                return ticks
        return [hands]

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(250, 250, 246))
        fm = QFontMetrics(self.font())
        area = self.plot_rect()
        if area.width() < 10 or area.height() < 10:
            p.end()
            return
        top = self._top()
        steps = max(len(self.series) - 1, 1)

        def pt(i: int, v: float) -> QPointF:
            return QPointF(area.left() + area.width() * i / steps,
                           area.bottom() - area.height() * v / top)

        ink, faint = QColor(70, 70, 70), QColor(225, 225, 218)
        # legend: a swatch and each team's name, on one line above the plot
        x = area.left()
        for team, name in enumerate(self.legend_names()):
            p.setPen(QPen(TEAM_COLOURS[team], 3))
            mid = 4 + fm.height() / 2
            p.drawLine(QPointF(x, mid), QPointF(x + 16, mid))
            p.setPen(ink)
            p.drawText(QRectF(x + 22, 4, fm.horizontalAdvance(name) + 2, fm.height()),
                       Qt.AlignmentFlag.AlignVCenter, name)
            x += 22 + fm.horizontalAdvance(name) + 18
        # score axis: grid lines and labels
        for v in self.y_ticks():
            y = pt(0, v).y()
            p.setPen(QPen(faint, 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(ink)
            p.drawText(QRectF(0, y - fm.height() / 2, area.left() - 6, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
        # hand axis: ticks and hand numbers, "Hand" under the score labels
        p.setPen(QPen(ink, 1))
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawLine(area.bottomLeft(), area.topLeft())
        label_y = area.bottom() + 4
        for i in self.x_ticks():
            q = pt(i, 0)
            p.drawLine(q, QPointF(q.x(), q.y() + 3))
            p.drawText(QRectF(q.x() - 20, label_y, 40, fm.height()),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(i))
        p.drawText(QRectF(0, label_y, area.left() - 6, fm.height()),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.tr("Hand"))
        # the target, labelled at its left end (where the scores are still low)
        target_colour = QColor(190, 70, 50)
        y = pt(0, self.target).y()
        p.setPen(QPen(target_colour, 1.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        p.setPen(target_colour)
        p.drawText(QRectF(area.left() + 4, y - fm.height() - 1, area.width() - 8, fm.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                   self.tr("{target} to win").format(target=self.target))
        for team in (0, 1):
            p.setPen(QPen(TEAM_COLOURS[team], 2.5))
            # the lines a little apart: where the scores are level both still show
            lift = QPointF(0, -1.5 if team == 0 else 1.5)
            pts = [pt(i, s[team]) + lift for i, s in enumerate(self.series)]
            for a, b in itertools.pairwise(pts):
                p.drawLine(a, b)
            p.setBrush(TEAM_COLOURS[team])
            for q in pts:
                p.drawEllipse(q, 3, 3)
        p.end()


class ScoreHistoryPanel(QWidget):
    too_narrow = Signal(int)  # the width the panel needs to show its rows whole

    def __init__(self, model: ScoreHistoryModel) -> None:
        super().__init__()
        self.model = model
        self.table = QTableView()
        self.table.setObjectName("score-history-table")
        self.table.setModel(model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        # widths set by fit_columns; a long text wraps, its row grows to hold it
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        # a header cut short (no room even for its word) ends in "…"; its tooltip says it
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.cells = _Wrapping(self.table)
        self.table.setItemDelegate(self.cells)
        self.table.viewport().installEventFilter(self)
        self.chart = ScoreChart()
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(4, 4, 4, 4)
        self._box.addWidget(self.table, 3)
        self._box.addWidget(self.chart, 1)

    def retranslate(self) -> None:
        """The language changed: the headers, the cells and the chart's words again."""
        self.model.set_hands([hand for hand, _ in self.model.rows])  # the cells' words
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        self.chart.set_scores(self.chart.series[1:], self.chart.target, self.model.team_names)
        self.fit_columns()
        self._ask_for_room()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def update_from(self, hands: Sequence[HandState], target: int) -> None:
        self.model.set_hands(hands)
        self.chart.set_scores([(h.score[0], h.score[1]) for h in hands if h.over], target,
                              self.model.team_names)
        self.fit_columns()
        self._ask_for_room()
        if hands:
            self.table.scrollToBottom()

    def _ask_for_room(self) -> None:
        want = self.wanted_width()
        if self.isVisible() and want > self.width():
            self.too_narrow.emit(want)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def _texts(self, column: int) -> list[str]:
        m = self.model
        return [breakable(str(m.data(m.index(row, column)) or ""), self.cells.loose,
                          self.cells.anywhere)
                for row in range(m.rowCount())]

    def column_widths(self, room: int, elide_headers: bool = False) -> list[int] | None:
        """Each column as wide as its longest text where all fit in ``room``;
        else each at least as wide as its header (unless ``elide_headers``: the
        header is cut short, its tooltip says it) and its longest unbreakable
        part, the rest of the room shared by how much more each would like
        (None: even that is too wide)."""
        fm = self.table.fontMetrics()
        shortest = self.table.horizontalHeader().minimumSectionSize()
        natural, least = [], []
        for column in range(len(COLUMNS)):
            texts = self._texts(column)
            head = self._head(column)
            natural.append(max([head, *(fm.horizontalAdvance(t) + CELL_PAD for t in texts)]))
            least.append(max([shortest if elide_headers else head,
                              *(fm.horizontalAdvance(word) + CELL_PAD
                                for t in texts for word in _unbroken(t))]))
        if sum(natural) <= room:
            return natural
        spare, wants = room - sum(least), sum(natural) - sum(least)
        if spare < 0:
            return None
        return [lo + (nat - lo) * spare // wants for lo, nat in zip(least, natural, strict=True)]

    def fit_columns(self) -> None:
        t = self.table
        room = t.viewport().width()
        bar = t.verticalScrollBar()
        if not bar.isVisible():  # keep room for it: rows that wrap may bring it
            room -= bar.sizeHint().width()
        self.cells.loose = self.cells.anywhere = False
        widths = self.column_widths(room - 1)
        if widths is None:  # break teams from their points too
            self.cells.loose = True
            widths = self.column_widths(room - 1)
        # long headers, long words (a long language, a small screen): a header cut short,
        # then words broken inside; at worst, scroll
        if widths is None:
            widths = self.column_widths(room - 1, elide_headers=True)
        if widths is None:
            self.cells.anywhere = True
            widths = self.column_widths(room - 1, elide_headers=True)
        if widths is None:
            widths = self._least()
        for column, width in enumerate(widths):
            t.setColumnWidth(column, width)
        t.resizeRowsToContents()

    def _least(self) -> list[int]:
        """Each column's header, or its longest word if wider."""
        fm = self.table.fontMetrics()
        return [max([self._head(c),
                     *(fm.horizontalAdvance(word) + CELL_PAD
                       for text in self._texts(c) for word in _unbroken(text))])
                for c in range(len(COLUMNS))]

    def _head(self, column: int) -> int:
        """The least a column can be: its header's words, and no less than the header lets
        a section be (a narrower width set is widened, and the row would overflow)."""
        header = self.table.horizontalHeader()
        return max(header.sectionSizeFromContents(column).width(), header.minimumSectionSize())

    def wanted_width(self) -> int:
        """How wide the panel must be for its rows to show without scrolling
        sideways, each text wrapped as far as it can be (two players with
        long names need more than the usual room)."""
        kept = self.cells.loose, self.cells.anywhere
        self.cells.loose, self.cells.anywhere = True, False  # whole words
        try:
            columns = sum(self._least())
        finally:
            self.cells.loose, self.cells.anywhere = kept
        t = self.table
        margins = self._box.contentsMargins()
        chrome = margins.left() + margins.right() + 2 * t.frameWidth()
        return columns + chrome + t.verticalScrollBar().sizeHint().width() + 1

    def cut_cells(self) -> list[str]:
        """Cells whose text does not show whole, as the table lays them out
        (a word wider than its column, a text taller than its row), or that
        lie outside the table's view across."""
        t = self.table
        fm = t.fontMetrics()
        # the style's margin each side of a cell's text (QCommonStyle's viewItemDrawText)
        margin = t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 1
        out = []
        for row in range(self.model.rowCount()):
            for column in range(len(COLUMNS)):
                rect = t.visualRect(self.model.index(row, column))
                text = self._texts(column)[row]
                inner = QRect(0, 0, max(rect.width() - 2 * margin, 1), 10_000)
                need = fm.boundingRect(inner, int(Qt.TextFlag.TextWordWrap), text)
                if (need.width() > inner.width() or need.height() > rect.height()
                        or rect.right() > t.viewport().width()):
                    out.append(f"row {row + 1} {COLUMNS[column]}: {text!r}")
        return out


def place_dock(window: QMainWindow, dock: QDockWidget, want: int, table_least: int) -> None:
    """Dock the panel ``want`` wide beside the table where the window has room
    for that and a table ``table_least`` wide; else float it over the window's
    right side, as large as it would be docked (an 800-wide window would leave
    it a sliver: three columns and the names cut to two letters)."""
    if window.width() - want >= table_least:
        dock.setFloating(False)
        window.resizeDocks([dock], [want], Qt.Orientation.Horizontal)
        return
    frame = window.frameGeometry()
    width = min(want, max(frame.width() - 24, 320))
    height = min(max(window.height() - 160, 300), 420)
    dock.setFloating(True)
    dock.resize(width, height)
    screen = window.screen().availableGeometry() if window.screen() else None
    top = window.mapToGlobal(window.rect().topLeft()).y() + 60
    if screen is not None and frame.right() + 8 + width <= screen.right():
        dock.move(frame.right() + 8, top)  # beside the window, where the screen has room
    else:
        dock.move(max(frame.left(), frame.right() - width - 12), top)

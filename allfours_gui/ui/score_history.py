"""The score history panel: one row per hand, updating live, and a small chart."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHeaderView, QTableView, QVBoxLayout, QWidget

from ..engine.counted import not_counted
from ..engine.hand import HandState
from ..engine.summary import HandSummary, summarize
from .table_items import SUIT_GLYPHS, TEAM_COLOURS
from .table_scene import card_label

COLUMNS = ("#", "Dealer", "Trump", "Kick", "Beg", "High", "Low", "Jack", "Game", "Score")
# Known only when the hand is over: until then who holds High, Low and the Jack
# is in hands nobody else may see.
AT_THE_END = ("High", "Low", "Jack", "Game")
# a category the hand never scored because a team reached the target first
NOT_COUNTED = "not counted: game won"
NOT_COUNTED_TIP = ("The game was won earlier in this hand: points after the winning one "
                   "are not counted.")
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
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
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
                return NOT_COUNTED_TIP
            return "Double-click to review this hand"
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col == "#":
            return hand.number
        if col == "Dealer":
            return self.names[hand.dealer]
        if col == "Trump":
            return SUIT_GLYPHS[s.trump] if s.trump >= 0 else ""
        if col == "Kick":
            kicks = self._points(s, "kick")
            return ", ".join(f"{self._team(t)} {n}" for t, _, n in kicks) or "—"
        if col == "Beg":
            decisions = [a.do for a in hand.actions if a.do in ("stand", "beg", "give", "run")]
            if "give" in decisions:
                return f"took one ({self._team(hand.first & 1)})"
            if "run" in decisions:
                return "ran the pack"
            if "stand" in decisions:
                return "stood"
            return "—" if hand.over else "…"  # a kick can win the game during the deal
        if col in AT_THE_END and col.lower() in not_counted(hand):
            return NOT_COUNTED
        if col in ("High", "Low"):
            got = s.high if col == "High" else s.low
            pts = self._points(s, col.lower())
            if not pts or got is None:  # no trump dealt to anyone (the kick is out of play)
                return "—"
            return f"{self._team(pts[0][0])} {card_label(got[0])}"
        if col == "Jack":
            pts = self._points(s, "jack", "hang_jack")
            if not pts:
                return "not dealt" if s.game_totals is not None else ""
            team, cat, n = pts[0]
            return f"Hang jack! {self._team(team)} {n}" if cat == "hang_jack" else \
                f"{self._team(team)} {n}"
        if col == "Game":
            if s.game_totals is None:
                return ""
            pts = self._points(s, "game")
            g0, g1 = s.game_totals
            if not pts:
                return f"tie ({g0}–{g1})"
            team, _, n = pts[0]
            tie = ", tie" if g0 == g1 else ""
            return f"{self._team(team)} {n} ({g0}–{g1}{tie})"
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
        self.team_names: list[str] = ["Us", "Them"]
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
            return f"No hand finished yet. The first to {self.target} wins."
        a, b = self.series[-1]
        return (f"After hand {len(self.series) - 1}: {self.team_names[0]} {a}, "
                f"{self.team_names[1]} {b}. The first to {self.target} wins.")

    def plot_rect(self) -> QRectF:
        """Where the lines are drawn (inside the axes)."""
        fm = QFontMetrics(self.font())
        top_value = self._top()
        left = 8 + max(fm.horizontalAdvance(str(v)) for v in (0, top_value, self.target))
        left = max(left, fm.horizontalAdvance("Hand") + 4)
        legend = fm.height() + 8
        right = fm.horizontalAdvance(str(max(len(self.series) - 1, 1))) / 2 + 8
        return QRectF(left + 6, legend + fm.height() * 0.6, self.width() - left - 6 - right,
                      self.height() - legend - fm.height() * 0.6 - fm.height() - 8)

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
        for team in (0, 1):
            name = fm.elidedText(self.team_names[team], Qt.TextElideMode.ElideRight,
                                 max(int((self.width() - area.left()) / 2) - 34, 20))
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
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, "Hand")
        # the target, labelled at its left end (where the scores are still low)
        target_colour = QColor(190, 70, 50)
        y = pt(0, self.target).y()
        p.setPen(QPen(target_colour, 1.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        p.setPen(target_colour)
        p.drawText(QRectF(area.left() + 4, y - fm.height() - 1, area.width() - 8, fm.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                   f"{self.target} to win")
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
    def __init__(self, model: ScoreHistoryModel) -> None:
        super().__init__()
        self.model = model
        self.table = QTableView()
        self.table.setObjectName("score-history-table")
        self.table.setModel(model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.chart = ScoreChart()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.chart, 1)

    def update_from(self, hands: Sequence[HandState], target: int) -> None:
        self.model.set_hands(hands)
        self.chart.set_scores([(h.score[0], h.score[1]) for h in hands if h.over], target,
                              self.model.team_names)
        if hands:
            self.table.scrollToBottom()

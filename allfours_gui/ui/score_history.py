"""The score history panel: one row per hand, updating live, and a small chart."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHeaderView, QTableView, QVBoxLayout, QWidget

from ..engine.hand import HandState
from ..engine.summary import HandSummary, summarize
from .table_items import SUIT_GLYPHS, TEAM_COLOURS
from .table_scene import card_label

COLUMNS = ("#", "Dealer", "Trump", "Kick", "Beg", "High", "Low", "Jack", "Game", "Score")
# Known only when the hand is over: until then who holds High, Low and the Jack
# is in hands nobody else may see.
AT_THE_END = ("High", "Low", "Jack", "Game")
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
            return TEAM_COLOURS[pts[0][0]].darker(115) if pts else None
        if role == Qt.ItemDataRole.ToolTipRole:
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
            return "stood" if "stand" in decisions else "…"
        if col in ("High", "Low"):
            got = s.high if col == "High" else s.low
            pts = self._points(s, col.lower())
            if got is None:
                return "—" if s.game_totals is not None else ""
            who = self._team(pts[0][0]) if pts else self._team(got[1] & 1)
            return f"{who} {card_label(got[0])}"
        if col == "Jack":
            pts = self._points(s, "jack", "hang_jack")
            if not pts:
                return "—" if s.game_totals is not None else ""
            team, cat, n = pts[0]
            return f"Hang jack! {self._team(team)} {n}" if cat == "hang_jack" else \
                f"{self._team(team)} {n}"
        if col == "Game":
            if s.game_totals is None:
                return ""
            pts = self._points(s, "game")
            g0, g1 = s.game_totals
            who = self._team(pts[0][0]) if pts else "tie"
            return f"{who} ({g0}–{g1})"
        if col == "Score":
            return f"{s.score[0]}–{s.score[1]}"
        return None


class ScoreChart(QWidget):
    """Both teams' scores after each hand, climbing to the target."""

    def __init__(self) -> None:
        super().__init__()
        self.series: list[tuple[int, int]] = [(0, 0)]
        self.target = 14
        self.setMinimumHeight(110)

    def set_scores(self, series: Sequence[tuple[int, int]], target: int) -> None:
        self.series = [(0, 0), *series]
        self.target = target
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        m = 10.0
        p.fillRect(self.rect(), QColor(250, 250, 246))
        top = max(self.target, *(max(a, b) for a, b in self.series))
        steps = max(len(self.series) - 1, 1)

        def pt(i: int, v: int) -> QPointF:
            return QPointF(m + (w - 2 * m) * i / steps, h - m - (h - 2 * m) * v / top)
        p.setPen(QPen(QColor(200, 80, 60, 120), 1, Qt.PenStyle.DashLine))
        p.drawLine(pt(0, self.target), pt(steps, self.target))
        for team in (0, 1):
            p.setPen(QPen(TEAM_COLOURS[team], 2.5))
            pts = [pt(i, s[team]) for i, s in enumerate(self.series)]
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
        self.chart.set_scores([(h.score[0], h.score[1]) for h in hands if h.over], target)
        if hands:
            self.table.scrollToBottom()

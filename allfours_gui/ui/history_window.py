"""Past games and their hands (open one to review it), and the statistics.

A hand with no outcome yet (the game being played, or one left unfinished) is
reviewed only as the person saw it: their own seat's view, no export.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..history.statistics import CATEGORIES, compute
from ..history.store import HistoryStore
from .game_config import HUMAN
from .overlays import CATEGORY

if TYPE_CHECKING:
    from .card_art import CardArt

PERSON = 0  # the person's seat in this app (when the stored levels do not say)


class HistoryWindow(QDialog):
    def __init__(self, store: HistoryStore, open_hand: Callable[[dict[str, Any], list[str],
                                                                 str], None],
                 parent: QWidget | None = None, *, art: CardArt | None = None) -> None:
        """``open_hand(record, names, title)`` shows a finished hand; a hand in
        progress opens here, in a review limited to the person's view."""
        super().__init__(parent)
        self.setWindowTitle("Game history")
        self.resize(760, 480)
        self.store = store
        self.open_hand = open_hand
        # the main window's card art, shared rather than rendered again
        self.art: CardArt | None = art if art is not None else getattr(parent, "art", None)
        self.review_window: QDialog | None = None
        self.games = QListWidget()
        self.games.setObjectName("history-games")
        self.hands = QListWidget()
        self.hands.setObjectName("history-hands")
        self.games.currentRowChanged.connect(self._game_chosen)
        self.hands.itemActivated.connect(self._hand_chosen)
        self.hands.itemDoubleClicked.connect(self._hand_chosen)
        row = QHBoxLayout()
        for title, widget in (("Games", self.games), ("Hands (double-click to review)",
                                                      self.hands)):
            col = QVBoxLayout()
            col.addWidget(QLabel(title))
            col.addWidget(widget)
            row.addLayout(col, 1)
        QVBoxLayout(self).addLayout(row)
        self.rows = store.games()
        for g in self.rows:
            when = time.strftime("%d %b %Y %H:%M", time.localtime(g.started_at))
            state = ("won" if g.winner == 0 else "lost") if g.winner is not None else (
                "abandoned" if g.abandoned else "in progress")
            QListWidgetItem(f"{when} — {g.score[0]}–{g.score[1]} ({state})", self.games)
        if self.rows:
            self.games.setCurrentRow(0)

    def _game_chosen(self, index: int) -> None:
        self.hands.clear()
        if index < 0:
            return
        game = self.rows[index]
        self.current = (game, self.store.hands(game.id))
        for h in self.current[1]:
            out = h.outcome
            tail = (f"{out['score_after'][0]}–{out['score_after'][1]}" if out
                    else "in progress")
            QListWidgetItem(f"Hand {h.number}: {tail}", self.hands)

    def _hand_chosen(self, item: QListWidgetItem) -> None:
        game, hands = self.current
        h = hands[self.hands.row(item)]
        if h.outcome is None:
            seat = next((s for s, level in enumerate(game.levels) if level == HUMAN), PERSON)
            self.review_live(h.record, game.names, f"Hand {h.number} (in progress)", seat)
        else:
            self.open_hand(h.record, game.names, f"Hand {h.number}")

    def review_live(self, record: dict[str, Any], names: list[str], title: str,
                    seat: int = PERSON) -> None:
        """A hand not yet over, as the person (at ``seat``) has seen it so far:
        never the whole record."""
        from .review import HandReviewWindow

        window = HandReviewWindow(record, names, title, self.art, self, viewer=seat)
        window.show()
        self.review_window = window


class StatisticsWindow(QDialog):
    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.resize(560, 600)
        self.text = QTextBrowser()
        QVBoxLayout(self).addWidget(self.text)
        self.text.setHtml(statistics_html(store))


def statistics_html(store: HistoryStore) -> str:
    st = compute(store)
    rate = f"{st.games_won / st.games_played:.0%}" if st.games_played else "—"
    rows = [("Games played", st.games_played), ("Games won", f"{st.games_won} ({rate})"),
            ("Hands played", st.hands_played), ("Hands won on points", st.hands_won)]
    levels = "".join(f"<tr><td>against {lv}</td><td>{won} of {played}</td></tr>"
                     for lv, (played, won) in sorted(st.by_level.items()))
    cats = "".join(f"<tr><td>{CATEGORY[c]}</td><td>{st.points_for[c]}</td>"
                   f"<td>{st.points_against[c]}</td></tr>" for c in CATEGORIES)
    begs = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in sorted(st.begs.items()))
    kicks = ", ".join(f"{'ace' if k == 'A' else k}: {v}" for k, v in sorted(st.kicks.items()))
    avg_for, avg_against = st.average_card_points
    return (
        "<h3>Games</h3><table cellspacing='6'>"
        + "".join(f"<tr><td>{k}</td><td><b>{v}</b></td></tr>" for k, v in rows)
        + levels + "</table>"
        + "<h3>Points by category</h3><table cellspacing='6'><tr><th></th><th>for</th>"
        "<th>against</th></tr>" + cats + "</table>"
        + f"<p>Hang jacks made: <b>{st.hang_jacks_made}</b>, suffered: "
        f"<b>{st.hang_jacks_suffered}</b></p>"
        + "<h3>Begging</h3><table cellspacing='6'>" + (begs or "<tr><td>none yet</td></tr>")
        + "</table>"
        + f"<p>Kicks that scored: {kicks or 'none yet'}</p>"
        + f"<p>Average card points per hand: <b>{avg_for:.1f}</b> for, "
        f"<b>{avg_against:.1f}</b> against</p>")

"""Every text a person sees in the dialogs and panels comes from a translation
catalogue (issue 25): with a translator that wraps each text it is asked for in
brackets, no word may be left outside a bracket. What a translator never sees is
exempt, and kept short: digits and signs, the players' names, the table's
address and code (Qt's own words, like Cancel, come bracketed too).

The panels that stay open (the score history, the lobby) say their texts again
when the language changes."""

from __future__ import annotations

import html
import os
import re
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QTabBar,
    QTableView,
    QTextBrowser,
    QWidget,
)

from allfours_gui.engine import Rules
from allfours_gui.net.discovery import TableInfo
from allfours_gui.session.game_config import GameConfig
from allfours_gui.ui.dialogs.about import AboutDialog
from allfours_gui.ui.dialogs.game_dialogs import NewGameDialog, SettingsDialog
from allfours_gui.ui.dialogs.rules_window import RulesWindow
from allfours_gui.ui.history.history_window import HistoryWindow, StatisticsWindow
from allfours_gui.ui.history.review import HandReviewWindow
from allfours_gui.ui.history.score_history import ScoreHistoryModel, ScoreHistoryPanel
from allfours_gui.ui.history.titles import hand_title
from allfours_gui.ui.network.join_dialog import JoinDialog
from allfours_gui.ui.network.net_dialogs import HostDialog, LobbyPanel, seat_lines

from .test_history_panels import finished_record, history_store, whole_game
from .test_network_resume import table
from .test_network_window import local_window

# what no catalogue holds: the people's names, the table's address and code, and
# the days, months and AM/PM of a game's date (Qt's data for the language's locale)
NAMES = ("You", "Rhonda", "Partner", "Kerwin", "Ann", "Kim", "Lee")


def exempt() -> re.Pattern[str]:
    locale = QLocale()  # the language's (app/i18n.py makes it the default)
    forms = (QLocale.FormatType.ShortFormat, QLocale.FormatType.LongFormat)
    calendar = [locale.dayName(d, f) for d in range(1, 8) for f in forms]
    calendar += [locale.monthName(m, f) for m in range(1, 13) for f in forms]
    calendar += [locale.amText(), locale.pmText()]
    words = "|".join(map(re.escape, NAMES + tuple(calendar)))
    return re.compile(rf"\b(?:{words})\b|\d+(?:\.\d+){{3}}(?::\d+)?|\bK7QM2P\b")


class Brackets(QTranslator):
    """Every text of every context, in brackets: "[Deal]"."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"[{source}]"

    def isEmpty(self) -> bool:  # not empty: installing it tells every window
        return False


@pytest.fixture
def brackets(qapp: QApplication) -> Iterator[Brackets]:
    translator = Brackets()
    qapp.installTranslator(translator)
    try:
        yield translator
    finally:
        qapp.removeTranslator(translator)


def outside_brackets(text: str) -> list[str]:
    """The words of ``text`` not inside a bracket (tags and exempt words left out)."""
    text = html.unescape(re.sub(r"<[^>]*>", " ", text))
    while True:
        inner = re.sub(r"\[[^\[\]]*\]", " ", text)
        if inner == text:
            break
        text = inner
    return re.findall(r"[^\W\d_]{2,}", exempt().sub(" ", text))


def shown_texts(window: QWidget) -> list[tuple[str, str]]:
    """(where, text) for each text the window shows: titles, labels, buttons,
    boxes, tabs, list items, table headers, rich text and tooltips."""
    texts = [("window title", window.windowTitle())]
    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisibleTo(window) and w is not window:
            continue
        kind = type(w).__name__
        if w.toolTip():
            texts.append((f"{kind} tooltip", w.toolTip()))
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append((kind, w.text()))
        elif isinstance(w, QGroupBox):
            texts.append((kind, w.title()))
        elif isinstance(w, QTabBar):
            texts += [(f"{kind} tab", w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QComboBox):
            texts += [(f"{kind} item", w.itemText(i)) for i in range(w.count())]
            texts += [(f"{kind} item tip", str(w.itemData(i, Qt.ItemDataRole.ToolTipRole) or ""))
                      for i in range(w.count())]
        elif isinstance(w, QListWidget):
            texts += [(f"{kind} item", w.item(i).text()) for i in range(w.count())]
        elif isinstance(w, QTextBrowser):
            texts.append((kind, w.toPlainText()))
        elif isinstance(w, QTableView) and w.model() is not None:
            m = w.model()
            for c in range(m.columnCount()):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    texts.append((f"{kind} header", str(m.headerData(
                        c, Qt.Orientation.Horizontal, role) or "")))
    return texts


def untranslated(window: QWidget) -> list[str]:
    return [f"{where}: {text!r} ({' '.join(words)})" for where, text in shown_texts(window)
            if (words := outside_brackets(text))]


def test_the_check_finds_a_word_outside_the_brackets():
    assert outside_brackets("[Deal]") == []
    assert outside_brackets("[Hand [3] of 5] 12 · Rhonda, 127.0.0.1:41414") == []
    assert outside_brackets("<b>[Stand]</b> or <i>beg</i>") == ["or", "beg"]
    assert outside_brackets("[Kick] points") == ["points"]


def opened(qtbot, window: QWidget) -> QWidget:
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.usefixtures("brackets")
def test_the_game_dialogs_are_translated(qtbot):
    assert QCoreApplication.translate("Any", "Deal") == "[Deal]"  # the translator is in
    for window in (NewGameDialog(GameConfig()), NewGameDialog(GameConfig(rules=Rules(players=2))),
                   SettingsDialog("normal", "red", False, False), AboutDialog(),
                   RulesWindow(Rules()),
                   RulesWindow(Rules(give_one=False, pack_out="kicks", stand_needs_trump=True,
                                     hang_jack=False, game_point=2, game_tie="non_dealer",
                                     trump_and_follow=True, kick_scoring="tobago"))):
        opened(qtbot, window)
        assert untranslated(window) == [], type(window).__name__
    tabs = window.findChild(QTabBar)
    assert tabs is None or tabs.count()  # (the Rules window has none; the check saw them)


@pytest.mark.usefixtures("brackets")
def test_the_history_windows_are_translated(qtbot, tmp_path):
    store = history_store(tmp_path)
    games = opened(qtbot, HistoryWindow(store, lambda *args: None))
    assert games.games.count() and games.hands.count()
    stats = opened(qtbot, StatisticsWindow(store))
    review = opened(qtbot, HandReviewWindow(finished_record(), ["You", "Rhonda", "Partner",
                                                                "Kerwin"], hand_title(3)))
    assert review.number == 3  # found in the translated title
    review.slider.setValue(review.slider.maximum())  # the points of the last step
    panel = ScoreHistoryPanel(ScoreHistoryModel(["You", "Rhonda", "Partner", "Kerwin"],
                                                ["Us", "Them"]))
    opened(qtbot, panel)
    panel.update_from(whole_game(), 14)
    for window in (games, stats, review, panel):
        assert untranslated(window) == [], type(window).__name__
    assert panel.chart.toolTip().startswith("[After hand")


@pytest.mark.usefixtures("brackets")
def test_the_host_and_join_dialogs_are_translated(qtbot):
    host = opened(qtbot, HostDialog(GameConfig(names=("Ann", "Rhonda", "Partner", "Kerwin"))))
    host.accept()  # a problem is said (the name is Ann, but no seat is a friend's: Kim's is)
    join = opened(qtbot, JoinDialog(browse=lambda _seconds: [], browse_every_ms=60_000))
    join.show_tables([TableInfo("Kim", "127.0.0.1", 41414, 4, 2, 2, (1, 3)),
                      TableInfo("Lee", "127.0.0.1", 41415, 2, 1, 2, (1,))])
    join.table_list.setCurrentRow(0)
    join.accept()  # no code: a problem is said
    for window in (host, join):
        assert untranslated(window) == [], type(window).__name__
    assert join.problem.isVisible() and join.seat.count() > 1


@pytest.mark.usefixtures("brackets")
def test_the_lobby_is_translated(qtbot):
    w = local_window(qtbot, "fast")
    hosted = w.network.host_table(table(), 0, "127.0.0.1")
    assert hosted is not None
    lobby = w.network.lobby_panel
    assert lobby.isVisible() and untranslated(lobby) == []
    seats = [{"seat": 0, "local": 0, "host": True, "ready": True, "name": "Ann", "you": True},
             {"seat": 1, "local": 1, "kind": "computer", "level": "hard", "name": "Rhonda"},
             {"seat": 2, "local": 2, "kind": "person", "joined": False, "name": ""},
             {"seat": 3, "local": 3, "kind": "person", "joined": True, "connected": False,
              "name": "Kim"}]
    assert outside_brackets(seat_lines(seats, 4)) == []
    panel = LobbyPanel(w.view)
    panel.show_panel("guest", QCoreApplication.translate("Lobby", "At the table"), "",
                     seat_lines(seats[:2], 2), [])
    assert untranslated(panel) == []
    w.network.end_table()


@pytest.mark.usefixtures("brackets")
def test_a_guests_lobby_and_a_lost_connection_are_translated(qtbot):
    host_w, friend = local_window(qtbot, "fast"), local_window(qtbot, "fast")
    host = host_w.network.host_table(table(), 0, "127.0.0.1")
    assert host is not None
    rc = friend.network.join_table("127.0.0.1", host.port, "K7QM2P", "Kim", None)
    qtbot.waitUntil(lambda: friend.controller is rc and friend.network.lobby_built is not None
                    and "Kim" in friend.network.lobby_panel.seats.text(), timeout=5000)
    lobby = friend.network.lobby_panel
    assert lobby.kind == "guest" and untranslated(lobby) == []
    assert friend.status_label.text().startswith("[") and friend.net_label.text().startswith("[")
    assert all(a.text().startswith("[") for a in friend.say_actions)
    friend.network._connection_lost("it stopped reading")  # as the client says it
    assert lobby.kind == "lost" and untranslated(lobby) == []
    assert "[it stopped reading]" in lobby.intro.text()
    friend.network.end_table()
    host_w.network.end_table()


def test_the_open_panels_say_their_texts_again_in_a_new_language(qtbot, qapp):
    """The score history and the lobby stay open: a language installed after
    they were built reaches them (a dialog opened after it is simply built in it)."""
    w = local_window(qtbot, "fast")
    assert w.network.host_table(table(), 0, "127.0.0.1") is not None
    w.history_dock.show()
    panel = w.past.history_panel
    lobby = w.network.lobby_panel
    assert untranslated(panel) and untranslated(lobby)  # English: outside any bracket
    translator = Brackets()
    qapp.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: not untranslated(lobby), timeout=5000)
        assert untranslated(panel) == []
        assert w.history_dock.windowTitle() == "[Score history]"
        assert w.history_dock.toggleViewAction().text() == "[Score history]"
        assert all(a.text().startswith("[") for a in w.say_actions)
    finally:
        qapp.removeTranslator(translator)
        w.network.end_table()

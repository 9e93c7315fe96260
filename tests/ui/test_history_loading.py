"""The Statistics and Game History windows read the history in a worker thread,
with its own store: they open at once saying "Reading your history…", show the
data when it comes, tell the person what the worker set aside, and a window
closed (or deleted) before the read ends changes nothing and raises nothing."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication, QLabel

from allfours_gui.history.store import FILENAME, HistoryStore
from allfours_gui.ui.history.history_loader import READING
from allfours_gui.ui.history.history_window import HistoryWindow, StatisticsWindow

from .helpers import make_window

GAMES = (3, 5)  # seeds of the two finished games stored


def history(home: Path) -> list[int]:
    """Two finished games; their numbers of hands, newest first (as listed)."""
    from tests.history.test_store import play_and_save

    store = HistoryStore(home)
    counts = [play_and_save(store, seed).hand_number for seed in GAMES]
    store.close()
    return counts[::-1]


def falsify_an_outcome(home: Path) -> None:
    """Still the shape of an outcome, but not what the hand's replay gives: only
    a read that replays it (the worker's) finds it, and sets it aside."""
    db = sqlite3.connect(home / FILENAME, isolation_level=None)
    [(text,)] = db.execute("SELECT outcome FROM hands WHERE game_id = 1 AND number = 2")
    outcome = json.loads(text)
    outcome["points"].append([0, "high", 1])
    db.execute("UPDATE hands SET outcome = ? WHERE game_id = 1 AND number = 2",
               (json.dumps(outcome),))
    db.close()


class Reads:
    """Every read of the store, with its thread; held at ``gate`` until it opens."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.gate = threading.Event()
        self.threads: list[tuple[str, threading.Thread]] = []
        self.closed: list[threading.Thread] = []
        for name in ("games", "hands"):
            monkeypatch.setattr(HistoryStore, name, self._held(name, getattr(HistoryStore, name)))
        real_close = HistoryStore.close

        def close(store: HistoryStore) -> None:
            self.closed.append(threading.current_thread())
            real_close(store)

        monkeypatch.setattr(HistoryStore, "close", close)

    def _held(self, name: str, real: Any) -> Any:
        def read(store: HistoryStore, *args: Any) -> Any:
            self.threads.append((name, threading.current_thread()))
            assert self.gate.wait(20), "the test never let the read go on"
            return real(store, *args)
        return read

    def off_the_gui_thread(self) -> bool:
        return bool(self.threads) and all(t is not threading.main_thread()
                                          for _, t in self.threads)


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[Reads]:
    r = Reads(monkeypatch)
    yield r
    r.gate.set()  # never leave a worker waiting


def test_statistics_show_reading_then_the_figures_read_off_the_gui_thread(qtbot, tmp_path,
                                                                          reads):
    history(tmp_path)
    reads.gate.set()
    expected = StatisticsWindow(HistoryStore(tmp_path))  # read here: the same figures
    qtbot.addWidget(expected)
    reads.gate.clear()
    reads.threads.clear()
    win = StatisticsWindow(tmp_path)
    qtbot.addWidget(win)
    win.show()
    assert win.loading and win.text.toPlainText() == READING
    qtbot.waitUntil(lambda: bool(reads.threads))  # the worker is reading, the loop runs
    qtbot.wait(30)
    assert win.loading and win.text.toPlainText() == READING
    reads.gate.set()
    qtbot.waitUntil(lambda: not win.loading, timeout=20000)
    assert "Games played" in win.text.toPlainText()
    assert win.text.toPlainText() == expected.text.toPlainText()
    assert reads.off_the_gui_thread()
    assert {name for name, _ in reads.threads} == {"games", "hands"}


def test_game_history_shows_reading_then_games_and_hands_read_off_the_gui_thread(
        qtbot, tmp_path, reads):
    counts = history(tmp_path)
    opened: list[tuple[Any, ...]] = []
    w = HistoryWindow(tmp_path, lambda *args: opened.append(args))
    qtbot.addWidget(w)
    w.show()
    assert w.loading and w.status.text() == READING and w.status.isVisible()
    assert w.games.count() == 0 and w.hands.count() == 0
    w._hand_chosen(None)  # nothing to open yet: nothing happens
    reads.gate.set()
    qtbot.waitUntil(lambda: not w.loading, timeout=20000)
    assert w.games.count() == len(GAMES) and w.hands.count() == counts[0]
    assert not w.status.isVisible()
    # another game: its hands are read by the worker too
    w.games.setCurrentRow(1)
    assert w.loading and w.hands.count() == 0
    qtbot.waitUntil(lambda: not w.loading, timeout=20000)
    assert w.hands.count() == counts[1] and w.hands.item(0).text().startswith("Hand 1")
    assert reads.off_the_gui_thread()
    assert [name for name, _ in reads.threads] == ["games", "hands", "hands"]
    w.hands.itemActivated.emit(w.hands.item(0))  # the review opens from what was read
    assert len(opened) == 1 and opened[0][2] == "Hand 1"


def test_an_answer_for_a_game_no_longer_chosen_is_passed_over(qtbot, tmp_path, reads):
    counts = history(tmp_path)
    reads.gate.set()
    w = HistoryWindow(tmp_path, lambda *args: None)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: not w.loading, timeout=20000)
    reads.gate.clear()
    w.games.setCurrentRow(1)
    w.games.setCurrentRow(0)  # before the first answer comes
    reads.gate.set()
    qtbot.waitUntil(lambda: not w.loading, timeout=20000)
    qtbot.wait(50)  # both answers are in
    assert w.current is not None and w.current[0].id == w.rows[0].id
    assert w.hands.count() == counts[0]


def test_what_the_worker_sets_aside_is_told_on_the_gui_thread(qtbot, tmp_path):
    history(tmp_path)
    falsify_an_outcome(tmp_path)
    told: list[tuple[list[str], Path, threading.Thread]] = []
    win = StatisticsWindow(tmp_path, notify=lambda lines, folder: told.append(
        (list(lines), folder, threading.current_thread())))
    qtbot.addWidget(win)
    qtbot.waitUntil(lambda: not win.loading, timeout=20000)
    [(lines, folder, thread)] = told
    assert folder == tmp_path and thread is threading.main_thread()
    [line] = lines
    assert line.startswith("Hand 2 of the game of ") and "set aside" in line


def test_the_main_windows_history_windows_read_in_a_worker_and_notify(qtbot, tmp_path, reads):
    history(tmp_path)
    falsify_an_outcome(tmp_path)
    reads.gate.set()
    w = make_window(qtbot, store=HistoryStore(tmp_path))
    reads.threads.clear()
    w.past.show_statistics()
    stats = w.statistics_window
    assert stats.loading
    qtbot.waitUntil(lambda: not stats.loading, timeout=20000)
    assert reads.off_the_gui_thread()
    qtbot.waitUntil(lambda: any("set aside" in line for line in w.notice.lines))
    assert w.notice.folder == str(tmp_path) and w.notice.isVisible()
    reads.threads.clear()
    w.past.show_history()
    history_window = w.history_window
    assert history_window.loading
    qtbot.waitUntil(lambda: not history_window.loading, timeout=20000)
    assert history_window.games.count() == len(GAMES) + 1  # and the game being played
    assert reads.off_the_gui_thread()


@pytest.mark.parametrize("how", ["closed", "deleted"])
@pytest.mark.parametrize("which", ["history", "statistics"])
def test_a_window_closed_while_reading_raises_nothing(qtbot, tmp_path, reads, how, which):
    history(tmp_path)
    falsify_an_outcome(tmp_path)  # the person is told even with the window gone
    w = make_window(qtbot, store=HistoryStore(tmp_path))
    reads.threads.clear()
    reads.closed.clear()
    w.past.show_history() if which == "history" else w.past.show_statistics()
    window = w.history_window if which == "history" else w.statistics_window
    worker = window.reader.worker
    qtbot.waitUntil(lambda: bool(reads.threads))  # the worker is inside its read
    window.close()
    if how == "deleted":
        shiboken6.delete(window)
    reads.gate.set()
    worker.join(20)
    assert not worker.is_alive()  # it ended, and closed its own store
    assert worker in reads.closed
    qtbot.wait(50)  # the answer is delivered here, or dropped: nothing raises
    if which == "statistics":  # the games list alone sets nothing aside
        assert any("set aside" in line for line in w.notice.lines)
    assert not shiboken6.isValid(window)  # a closed window is freed: its answer is dropped


def test_a_read_that_fails_says_so_in_the_window(qtbot, tmp_path, monkeypatch):
    history(tmp_path)

    def broken(store: HistoryStore) -> list[Any]:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(HistoryStore, "games", broken)
    stats = StatisticsWindow(tmp_path)
    games = HistoryWindow(tmp_path, lambda *args: None)
    for win in (stats, games):
        qtbot.addWidget(win)
        qtbot.waitUntil(lambda win=win: not win.loading, timeout=20000)
    assert stats.text.toPlainText() == "Your history could not be read: disk I/O error"
    assert games.status.text() == "Your history could not be read: disk I/O error"


@pytest.mark.parametrize("which", ["history", "statistics"])
def test_a_set_aside_notice_shows_in_the_history_window_in_front(qtbot, tmp_path, which):
    """The damaged hand is found by the Game History (or Statistics) window's read, while
    that window is in front of the table: the notice is said there, not only on the table
    behind it (and stays on the table too, for after)."""
    history(tmp_path)
    falsify_an_outcome(tmp_path)
    w = make_window(qtbot, store=HistoryStore(tmp_path))
    (w.act_history if which == "history" else w.act_stats).trigger()
    window = w.history_window if which == "history" else w.statistics_window
    qtbot.waitUntil(lambda: not window.loading, timeout=20000)
    if which == "history":  # the games list alone sets nothing aside: open the game
        window.games.setCurrentRow(next(i for i, g in enumerate(window.rows) if g.id == 1))
        qtbot.waitUntil(lambda: not window.loading and window.hands.count() > 0,
                        timeout=20000)
    qtbot.waitUntil(lambda: any("set aside" in line for line in w.notice.lines))
    assert QApplication.activeWindow() is window
    said = [label for label in window.findChildren(QLabel)
            if label.isVisible() and "Hand 2 of the game of" in label.text()
            and "set aside" in label.text()]
    assert said, [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    assert said[0].geometry().top() < 40  # at the top of the window, read first

"""Every window the main window opens is freed once closed: opened and closed 4 times
through the real menus and double-clicks, none is left, neither its Python object nor
Qt's window, nor a history reader thread.

(The memory each cycle costs is printed by benchmarks/window_cycles.py; here only what is
left behind is counted, never megabytes.)
"""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QWidget

from allfours_gui.history.store import HistoryStore
from allfours_gui.ui.main_window import MainWindow

from .helpers import click_choice, make_window, wait_prompt

# Every window is held by weak reference and must be gone: one left behind fails on
# its first cycle; four also catch what only a reopening leaves (the long measurement
# of memory per cycle is benchmarks/window_cycles.py, 20 cycles).
CYCLES = 4


@pytest.fixture
def w(qtbot, tmp_path) -> MainWindow:
    """A window on a history with a finished game, one hand of its own under way (a row
    in the score history), the score history shown."""
    from tests.history.test_store import play_and_save

    play_and_save(HistoryStore(tmp_path), 3)
    w = make_window(qtbot, dealer=3, store=HistoryStore(tmp_path))
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    w.history_dock.show()
    qtbot.waitUntil(lambda: w.past.history_model.rowCount() == 1)
    w.network.table_finder = lambda _seconds: []  # the Join dialog looks on no network
    return w


def settle(qtbot) -> None:
    """Let Qt delete what was closed, then Python collect what is unreachable."""
    for _ in range(3):
        qtbot.wait(20)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


def windows() -> list[QWidget]:
    return [x for x in QApplication.topLevelWidgets() if x.isVisible()]


def double_click_row(qtbot, view, row: int) -> None:
    index = view.model().index(row, 0)
    view.scrollTo(index)
    qtbot.waitUntil(lambda: view.viewport().rect().contains(view.visualRect(index).center()))
    # the first click of a double-click selects the row, the second opens it
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      pos=view.visualRect(index).center())


def open_history_and_review(qtbot, w: MainWindow, finished: bool = True) -> None:
    """A finished hand opens in the main window's review; the hand being played, in the
    history window's own, limited to what the person has seen."""
    w.act_history.trigger()
    history = w.history_window
    qtbot.waitUntil(lambda: not history.loading, timeout=20000)
    game = next(i for i, g in enumerate(history.rows) if (g.winner is not None) == finished)
    history.games.setCurrentRow(game)
    qtbot.waitUntil(lambda: not history.loading and history.hands.count() > 0, timeout=20000)
    double_click_row(qtbot, history.hands, 0)


def open_review_from_score_history(qtbot, w: MainWindow) -> None:
    double_click_row(qtbot, w.past.history_panel.table, 0)


def open_history(qtbot, w: MainWindow) -> None:
    w.act_history.trigger()
    history = w.history_window
    qtbot.waitUntil(lambda: not history.loading, timeout=20000)


def open_statistics(qtbot, w: MainWindow) -> None:
    w.act_stats.trigger()
    stats = w.statistics_window
    qtbot.waitUntil(lambda: not stats.loading, timeout=20000)


def opening(action: str) -> Callable[..., None]:
    return lambda qtbot, w: getattr(w, action).trigger()


def confirm_new_game(qtbot, w: MainWindow) -> None:
    """New Game, OK: the 'abandon the game in progress?' question (answered No below)."""
    w.act_new.trigger()
    w.new_game_dialog.accept()


# what opens, and the windows (by class name) that must have opened
OPENERS: dict[str, tuple[Callable[..., None], set[str]]] = {
    "game history": (open_history, {"HistoryWindow"}),
    "statistics": (open_statistics, {"StatisticsWindow"}),
    "game history and a hand review": (open_history_and_review,
                                       {"HistoryWindow", "HandReviewWindow"}),
    "game history and a review of the hand in progress": (
        lambda qtbot, w: open_history_and_review(qtbot, w, finished=False),
        {"HistoryWindow", "HandReviewWindow"}),
    "hand review from the score history": (open_review_from_score_history,
                                           {"HandReviewWindow"}),
    "rules": (opening("act_rules"), {"RulesWindow"}),
    "about": (opening("act_about"), {"AboutDialog"}),
    "settings": (opening("act_settings"), {"SettingsDialog"}),
    "new game": (opening("act_new"), {"NewGameDialog"}),
    "new game, abandon?": (confirm_new_game, {"QMessageBox"}),
    "host a table": (opening("act_host"), {"HostDialog"}),
    "join a table": (opening("act_join"), {"JoinDialog"}),
}


@pytest.mark.parametrize("name", list(OPENERS))
def test_a_window_opened_and_closed_again_and_again_leaves_nothing(qtbot, w, name):
    settle(qtbot)
    baseline = len(QApplication.topLevelWidgets())
    at_start = set(windows())  # the main window (and the score history, if it floats)
    before_threads = {t for t in threading.enumerate() if t.name == "history-reader"}
    refs: list[weakref.ref[QWidget]] = []
    kinds: set[type] = set()
    open_it, expected = OPENERS[name]
    for _ in range(CYCLES):
        shown = set(windows())
        open_it(qtbot, w)
        opened = [x for x in windows() if x not in shown]
        assert {type(x).__name__ for x in opened} == expected
        kinds |= {type(x) for x in opened}
        refs += [weakref.ref(x) for x in opened]
        for x in reversed(opened):  # the review before the history window it came from
            x.close()  # the window's close button (Esc does the same for a dialog)
        del opened, shown, x
    assert set(windows()) == at_start
    del at_start
    settle(qtbot)
    left = [r() for r in refs if r() is not None]
    assert not left, f"{len(left)} of {len(refs)} closed windows still held: " \
                     f"{sorted({type(x).__name__ for x in left})}"
    assert len(QApplication.topLevelWidgets()) == baseline
    # nothing else of the closed windows' kinds lives on, unseen by the weak references
    assert not [o for o in gc.get_objects() if type(o) in kinds]
    qtbot.waitUntil(lambda: {t for t in threading.enumerate()
                             if t.name == "history-reader"} <= before_threads, timeout=20000)


def test_the_last_window_opened_is_at_hand_while_open_and_forgotten_once_closed(qtbot, w):
    w.act_rules.trigger()
    rules = w.rules_window
    assert rules is not None and rules.isVisible()
    rules.close()
    settle(qtbot)
    assert w.rules_window is None
    assert not shiboken6.isValid(rules)

"""The memory each open and close of a window costs: RSS after every cycle.

Drives the real main window (offscreen) through the same menu actions and double-clicks as
tests/ui/test_window_leaks.py, on a history with a finished game and a game under way, and
prints the resident set size (VmRSS) after each cycle, once Qt has deleted what was closed
and Python has collected. A window that is freed costs nothing once the caches are warm; one
that is kept costs the same every cycle.

    python benchmarks/window_cycles.py [--cycles 20] [--only "game history and a hand review"]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from allfours_gui.history.store import HistoryStore
from tests.history.test_store import play_and_save
from tests.ui.helpers import click_choice, make_window, wait_prompt
from tests.ui.test_window_leaks import OPENERS, windows


def rss_mb() -> float:
    """VmRSS from /proc (psutil may not be installed)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Driver:
    """What the openers use of pytest-qt's qtbot, on QTest."""

    def addWidget(self, widget: QWidget) -> None:
        pass

    def wait(self, ms: int) -> None:
        QTest.qWait(ms)

    def waitUntil(self, ready: Callable[[], Any], timeout: int = 5000) -> None:
        end = time.monotonic() + timeout / 1000
        while not ready():
            if time.monotonic() > end:
                raise TimeoutError("waited too long")
            QTest.qWait(5)

    def mouseClick(self, widget: QWidget, button: Qt.MouseButton, pos: QPoint | None = None
                   ) -> None:
        QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, pos or QPoint())

    def mouseDClick(self, widget: QWidget, button: Qt.MouseButton, pos: QPoint | None = None
                    ) -> None:
        QTest.mouseDClick(widget, button, Qt.KeyboardModifier.NoModifier, pos or QPoint())


def settle(bot: Driver) -> None:
    for _ in range(3):
        bot.wait(20)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cycles", type=int, default=20)
    ap.add_argument("--only", choices=list(OPENERS), action="append")
    args = ap.parse_args()
    app = QApplication.instance() or QApplication([])
    assert app is not None
    home = Path(tempfile.mkdtemp())
    play_and_save(HistoryStore(home), 3)
    bot = Driver()
    w = make_window(bot, dealer=3, store=HistoryStore(home))
    wait_prompt(bot, w, "stand")
    click_choice(bot, w, "stand")
    w.history_dock.show()
    bot.waitUntil(lambda: w.past.history_model.rowCount() == 1)
    w.network.table_finder = lambda _seconds: []
    print(f"RSS in MB after each open and close; start {rss_mb():.1f}, "
          f"Qt windows (shown or not): {len(QApplication.topLevelWidgets())}")
    for name in args.only or list(OPENERS):
        open_it, _ = OPENERS[name]
        settle(bot)
        start = rss_mb()
        sizes = []
        for _ in range(args.cycles):
            shown = set(windows())
            open_it(bot, w)
            for x in reversed([x for x in windows() if x not in shown]):
                x.close()
            settle(bot)
            sizes.append(rss_mb())
        # the first cycles warm caches (the card art at a review's size, Qt's fonts)
        half = len(sizes) // 2
        per_cycle = (sizes[-1] - sizes[half - 1]) / (len(sizes) - half) if half else 0.0
        print(f"{name}: {start:.1f} -> {sizes[-1]:.1f} MB, "
              f"{per_cycle:+.2f} MB a cycle over the last {len(sizes) - half}; "
              + " ".join(f"{s:.1f}" for s in sizes))
    print(f"Qt windows (shown or not): {len(QApplication.topLevelWidgets())}")
    w.art.set_style(w.art.back, w.art.four_colour)  # the card-art worker stops
    w.close()
    settle(bot)


if __name__ == "__main__":
    main()

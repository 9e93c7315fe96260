"""Time from process start to the painted table, against a bare PySide6 window.

All are timed the same way in the same run: wall clock from spawning the
process until it reports its first paint. A third program is the floor of
any PySide6 card table: a main window with a menu, a status line and a
QGraphicsView of 52 plain card items on a gradient felt, and nothing else
(no game, no text, no art). Also reports the peak memory (RSS) of a process
that autoplays five whole games.

    python benchmarks/startup.py [--runs 7] [--games 5]
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
class W(QWidget):
    done = False
    def paintEvent(self, e):
        if not self.done:
            self.done = True
            print("ready", flush=True)
            app.quit()
w = W(); w.resize(1180, 800); w.show()
app.exec()
"""

# The least a card table needs from Qt: touching the Qt namespace alone makes
# PySide6 build a few hundred Python enums, which a bare QWidget never does.
FLOOR = """
import sys
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainter, QRadialGradient
from PySide6.QtWidgets import (QApplication, QGraphicsObject, QGraphicsScene, QGraphicsView,
                               QMainWindow)
app = QApplication(sys.argv)
class Card(QGraphicsObject):
    def boundingRect(self):
        return QRectF(0, 0, 80, 112)
    def paint(self, p, option, widget=None):
        p.setBrush(QColor(180, 20, 20))
        p.drawRoundedRect(QRectF(0, 0, 80, 112), 5, 5)
class Felt(QGraphicsScene):
    def drawBackground(self, p, rect):
        g = QRadialGradient(rect.center(), 600)
        g.setColorAt(0, QColor(22, 112, 66))
        g.setColorAt(1, QColor(8, 52, 30))
        p.fillRect(rect, QBrush(g))
class View(QGraphicsView):
    done = False
    def paintEvent(self, e):
        super().paintEvent(e)
        if not self.done:
            self.done = True
            print("ready", flush=True)
            QTimer.singleShot(0, app.quit)
scene = Felt(0, 0, 1100, 760)
for i in range(52):
    c = Card()
    c.setPos(500 + i * 0.25, 300 + i * 0.25)
    scene.addItem(c)
w = QMainWindow()
v = View(scene)
v.setRenderHint(QPainter.RenderHint.Antialiasing)
v.setAlignment(Qt.AlignmentFlag.AlignCenter)
w.setCentralWidget(v)
w.menuBar().addMenu("&Game").addAction(QAction("&New", w, shortcut=QKeySequence.StandardKey.New))
w.statusBar().showMessage("ready")
w.resize(1180, 800)
w.show()
app.exec()
"""


def time_to_ready(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("ready"):
            took = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"{cmd} never reported ready")
    proc.wait(timeout=30)
    return took


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--games", type=int, default=5)
    args = ap.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    data = tempfile.mkdtemp()
    # An installed app runs from bytecode (pip compiles at install, PyInstaller
    # bundles it); with PYTHONDONTWRITEBYTECODE set, as on some CI machines, an
    # editable checkout would recompile every module at every start instead.
    compileall.compile_dir(Path(__file__).resolve().parents[1] / "allfours_gui", quiet=1)
    app_cmd = [sys.executable, "-m", "allfours_gui", "--exit-when-ready", "--data-dir", data]
    bare_cmd = [sys.executable, "-c", BARE]
    floor_cmd = [sys.executable, "-c", FLOOR]
    for cmd in (app_cmd, bare_cmd, floor_cmd):  # warm the file cache
        time_to_ready(cmd, env)
    bare, floor, app = [], [], []
    for _ in range(args.runs):  # interleaved, so a busy moment hits all three
        bare.append(time_to_ready(bare_cmd, env))
        floor.append(time_to_ready(floor_cmd, env))
        app.append(time_to_ready(app_cmd, env))
    b, f, a = statistics.median(bare), statistics.median(floor), statistics.median(app)
    print(f"bare PySide6 window:   median {b:.3f} s to first paint ({args.runs} runs)")
    print(f"minimal QGraphicsView: median {f:.3f} s to first paint ({f / b:.2f}x bare)")
    print(f"All Fours table:       median {a:.3f} s to first paint ({args.runs} runs)")
    print(f"ratio: {a / b:.2f}x bare (goal: at most 1.5x), {a / f:.2f}x the minimal table")

    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "allfours_gui", "--autoplay", str(args.games),
                          "--speed", "instant", "--seed", "1", "--data-dir", data],
                         capture_output=True, text=True, env=env, check=True)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    games = [x for x in out.stdout.splitlines() if x.startswith("game ")]
    print(f"autoplay {len(games)} games (medium, instant): {time.perf_counter() - start:.1f} s, "
          f"peak RSS {max(peak, before) / 1024:.0f} MB (goal: under 200 MB)")


if __name__ == "__main__":
    main()

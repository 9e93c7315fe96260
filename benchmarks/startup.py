"""Time from process start to the painted table, against a bare PySide6 window.

Both are timed the same way in the same run: wall clock from spawning the
process until it reports its first paint. Also reports the peak memory (RSS)
of a process that autoplays five whole games.

    python benchmarks/startup.py [--runs 7] [--games 5]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

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
    app_cmd = [sys.executable, "-m", "allfours_gui", "--exit-when-ready", "--data-dir", data]
    bare_cmd = [sys.executable, "-c", BARE]
    time_to_ready(app_cmd, env)  # warm the file cache for both
    time_to_ready(bare_cmd, env)
    bare, app = [], []
    for _ in range(args.runs):
        bare.append(time_to_ready(bare_cmd, env))
        app.append(time_to_ready(app_cmd, env))
    b, a = statistics.median(bare), statistics.median(app)
    print(f"bare PySide6 window: median {b:.3f} s to first paint ({args.runs} runs)")
    print(f"All Fours table:     median {a:.3f} s to first paint ({args.runs} runs)")
    print(f"ratio: {a / b:.2f}x (goal: at most 1.5x)")

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

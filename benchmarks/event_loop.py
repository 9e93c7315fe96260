"""How long the table's event loop stalls while a computer thinks.

A fresh offscreen process builds the table window with every seat a computer player
(``--level``, expert by default: the search the app runs, capped at a second a
decision), lets it play whole hands for ``--seconds``, and meanwhile ticks a 5 ms
timer on the GUI thread. Each gap between two ticks while a computer is thinking is
noted; a window that never freezes has every gap close to 5 ms. A gap counts only the
time this process had the CPU (the smaller of the wall-clock and process CPU time
that passed), as the test this replaces did: when another program loads the machine,
the OS pausing us is not our event loop freezing. The wall-clock figures are printed
too, the part of each gap the GUI thread spent not running (waiting for the GIL,
above all: its own CPU time in the gap is its own work), the gaps outside thinking
(the animations' own work), and apart, the start-up's first second (first paint, the
AI and the card art loading).

    python benchmarks/event_loop.py [--seconds 20] [--level expert] [--speed instant]
                                    [--limit-ms 50] [--warm-up 1.0]

This replaces test_the_window_never_freezes_while_a_computer_thinks and
test_freeze_measurement of tests/ui/test_table.py: a wall-clock limit does not belong
in the default test suite, where the machine's other load decides it.

``--level busy`` is the scenario of the former test_freeze_measurement: seats that
think for 0.4 s of pure Python each (holding the GIL as a real search does). Exit
status 1 when the largest CPU-bounded gap while thinking reaches ``--limit-ms``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LEVELS = ("easy", "medium", "hard", "expert", "busy")
SPEEDS = ("instant", "fast", "normal", "slow")


class Thinking:
    """Which computer decisions are under way, noted by the players themselves
    (in their worker threads), so any controller's way of asking them will do."""

    def __init__(self) -> None:
        self.busy = 0  # decisions running now
        self.since_tick = False  # a decision ran at some point since the last tick
        self.durations: list[float] = []
        self.lock = threading.Lock()

    def begin(self) -> float:
        with self.lock:
            self.busy += 1
            self.since_tick = True
        return time.perf_counter()

    def end(self, started: float) -> None:
        with self.lock:
            self.busy -= 1
            self.durations.append(time.perf_counter() - started)

    def during_interval(self) -> bool:
        """Was a computer thinking at any time since the last call?"""
        with self.lock:
            was = self.since_tick or self.busy > 0
            self.since_tick = self.busy > 0
        return was


class Noted:
    """A player whose decisions are noted in ``Thinking``."""

    def __init__(self, player: object, thinking: Thinking) -> None:
        self.player = player
        self.thinking = thinking

    def choose(self, view, cancel=None):  # type: ignore[no-untyped-def]
        started = self.thinking.begin()
        try:
            return self.player.choose(view, cancel)  # type: ignore[attr-defined]
        finally:
            self.thinking.end(started)

    def __getattr__(self, name: str) -> object:
        return getattr(self.player, name)


class BusyPlayer:
    """Thinks for 0.4 s of pure Python per decision, then plays as medium does."""

    def __init__(self, seed: int) -> None:
        from allfours_gui.ai import make_player

        self.medium = make_player("medium", seed)

    def choose(self, view, cancel=None):  # type: ignore[no-untyped-def]
        end = time.perf_counter() + 0.4
        x = 0
        while time.perf_counter() < end:
            x += sum(range(200))
        return self.medium.choose(view, cancel)

    def __getattr__(self, name: str) -> object:
        return getattr(self.medium, name)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def describe(name: str, gaps: list[float]) -> str:
    if not gaps:
        return f"{name}: no ticks"
    return (f"{name}: largest {max(gaps):.1f} ms, p99 {percentile(gaps, 0.99):.1f} ms, "
            f"median {statistics.median(gaps):.1f} ms, over 50 ms: "
            f"{sum(g >= 50 for g in gaps)} of {len(gaps)} ticks")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=20, help="how long to play (default 20)")
    ap.add_argument("--level", choices=LEVELS, default="expert",
                    help="every seat's computer (default expert); busy: 0.4 s of pure Python")
    ap.add_argument("--speed", choices=SPEEDS, default="instant",
                    help="animation speed (default instant: decisions back to back)")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--limit-ms", type=float, default=50,
                    help="largest acceptable gap while thinking (default 50)")
    ap.add_argument("--warm-up", type=float, default=1.0, metavar="SECONDS",
                    help="the start-up (first paint, the AI and the card art loading) "
                         "reported apart (default 1.0)")
    args = ap.parse_args(argv)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from allfours_gui.engine.rules import Rules
    from allfours_gui.session.game_config import GameConfig
    from allfours_gui.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    thinking = Thinking()

    def factory(level: str, seed: int) -> Noted:
        if args.level == "busy":
            return Noted(BusyPlayer(seed), thinking)
        try:
            from allfours_gui.session.controller import default_player_factory
        except ImportError:  # the app's own: the search capped at a second
            from allfours_gui.ai import make_player

            return Noted(make_player(level, seed, seconds=1.0), thinking)
        return Noted(default_player_factory(level, seed), thinking)

    level = "medium" if args.level == "busy" else args.level
    config = GameConfig(rules=Rules(players=4), names=("South", "East", "North", "West"),
                        levels=(level,) * 4, seed=args.seed)
    w = MainWindow(config, speed=args.speed, autoplay=True, player_factory=factory)
    games = [1]

    def rematch(_summary: object) -> None:
        games[0] += 1
        QTimer.singleShot(0, lambda: w.games.start_game(GameConfig(
            rules=config.rules, names=config.names, levels=config.levels,
            seed=args.seed + games[0])))
    w.game_over.connect(rematch)

    thinking_gaps: list[float] = []  # CPU-bounded, while a computer thought
    thinking_wall: list[float] = []
    waiting: list[float] = []  # of those, the part the GUI thread spent not running
    other_gaps: list[float] = []  # CPU-bounded, while none did (animations, the table)
    warm_up: list[float] = []  # CPU-bounded, in the first --warm-up seconds
    last = [time.perf_counter(), time.process_time(), time.thread_time()]

    def tick() -> None:
        now, cpu, own = time.perf_counter(), time.process_time(), time.thread_time()
        wall = (now - last[0]) * 1000
        gap = min(wall, (cpu - last[1]) * 1000)
        if now - started < args.warm_up:
            thinking.during_interval()
            warm_up.append(gap)
        elif thinking.during_interval():
            thinking_gaps.append(gap)
            thinking_wall.append(wall)
            # the GUI thread's own CPU time in the gap was its own work (a deal laid
            # out, cards painted); the rest it waited, for the GIL above all
            waiting.append(max(0.0, gap - (own - last[2]) * 1000))
        elif thinking.durations or thinking.busy:  # not the start-up before the first
            other_gaps.append(gap)
        last[:] = [now, cpu, own]

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    started = time.perf_counter()
    w.resize(1180, 800)
    w.show()
    last[:] = [time.perf_counter(), time.process_time(), time.thread_time()]
    timer.start()
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    timer.stop()
    elapsed = time.perf_counter() - started
    hands = len(w.controller.game.records) if w.controller is not None else 0
    if w.controller is not None:
        w.controller.stop()

    decisions = list(thinking.durations)
    print(f"event loop, {args.level} computers at {args.speed} speed, {elapsed:.1f} s "
          f"(Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
          f"{os.environ['QT_QPA_PLATFORM']}):")
    if decisions:
        print(f"  {len(decisions)} decisions, {sum(decisions):.1f} s of thinking, "
              f"mean {statistics.mean(decisions) * 1000:.0f} ms, longest "
              f"{max(decisions) * 1000:.0f} ms; game {games[0]}, "
              f"{hands} hands finished in it")
    else:
        print("  no decisions were made: nothing measured")
    print("  " + describe("while thinking (CPU-bounded)", thinking_gaps))
    print("  " + describe("while thinking (wall-clock)  ", thinking_wall))
    print("  " + describe("  of which not running       ", waiting)
          + " (the gap less the GUI thread's own CPU time)")
    print("  " + describe("while not thinking           ", other_gaps))
    print("  " + describe(f"start-up (first {args.warm_up:.1f} s)      ", warm_up)
          + " (not counted above)")
    largest = max(thinking_gaps, default=0.0)
    ok = bool(decisions) and largest < args.limit_ms
    print(f"  {'PASS' if ok else 'FAIL'}: largest gap while thinking {largest:.1f} ms "
          f"(limit {args.limit_ms:.0f} ms)")
    w.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

"""Seconds to analyse a hand, and a whole game, for one seat (``ai.analyse``).

    python benchmarks/analysis.py [--hands 4] [--seconds 3] [--players 4]
        [--level hard] [--seed 0] [--game] [--seat 0] [--window]

Plays hands between ``--level`` players (from a fresh match, each hand's
score the one before it) and times ``analyse(record, seat)`` at the budget
``--seconds`` a decision (the default is the analysis's own); with
``--game``, a whole game to its end, hand after hand, and the time for all
of it. Prints, for each hand, the decisions, those with a real choice, and
the wall-clock seconds; then the median and the largest figure, and the
work rate the machine reached (rollouts a second, against the rate the
budget assumes: ``analysis.ROLLOUTS_PER_SECOND``). The answer is the same
on any machine; only the time depends on it (and on what else it runs).

With ``--window``, each hand is analysed as the review's coach does it (the
worker thread of ``session.coach.CoachJob``, the face-up lens included, its
progress posted to the GUI thread) while a 5 ms timer ticks on an offscreen
Qt event loop; each hand's line then adds the largest gap between two ticks
(the longest the window would not have answered, counting only time this
process had the CPU, as ``benchmarks/event_loop.py`` does) and the median gap. This
figure lives here, not in a test: the machine's other load decides it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from allfours_gui.ai import analysis, make_player
from allfours_gui.engine import HandState, Rules


def play_hand(rules: Rules, dealer: int, score: list[int], rng: random.Random,
              level: str) -> HandState:
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, dealer, "threes", score, deck, rng=random.Random(rng.random()))
    h.start()
    players = [make_player(level, rng.randrange(1 << 30)) for _ in range(rules.players)]
    while not h.over:
        h.apply(players[h.turn].choose(h.view_for(h.turn)))
    return h


def time_hand(record: dict[str, Any], seat: int, seconds: float, seed: int
              ) -> tuple[float, int, int, int]:
    """(wall seconds, decisions, decisions with a choice, rollouts done)."""
    start = time.perf_counter()
    out = analysis.analyse(record, seat, seconds=seconds, seed=seed, details=True)
    took = time.perf_counter() - start
    return (took, *counts(out))


def counts(out: list[dict[str, Any]]) -> tuple[int, int, int]:
    """An analysis's (decisions, decisions with a choice, rollouts done)."""
    real = [r for r in out if r["deals"]]
    rollouts = sum(r["deals"] * len({c["win_chance"] for c in r["choices"]} or {0})
                   for r in real)
    return len(out), len(real), rollouts


def time_in_window(record: dict[str, Any], seat: int, seconds: float, seed: int
                   ) -> tuple[float, int, int, int, float, float]:
    """As ``time_hand``, through the coach's worker beside a ticking event loop;
    adds the largest and the median gap between ticks (ms)."""
    import os
    import tempfile
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from allfours_gui.session.coach import CoachJob, HandToAnalyse

    app = QApplication.instance() or QApplication([])
    assert app is not None
    answers: list[Any] = []
    loop = QEventLoop()
    clock = QElapsedTimer()
    gaps: list[float] = []
    last = [0.0, time.process_time()]

    def tick() -> None:
        # the CPU-bounded gap (as benchmarks/event_loop.py): while another program
        # has the CPU, the OS pausing this process is not the window freezing
        now, cpu = float(clock.elapsed()), time.process_time()
        gaps.append(min(now - last[0], (cpu - last[1]) * 1000))
        last[0], last[1] = now, cpu

    def done(answer: Any) -> None:
        answers.append(answer)
        loop.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    with tempfile.TemporaryDirectory() as folder:
        job = CoachJob(Path(folder), [HandToAnalyse(1, 1, record)], seat, seconds,
                       progress=lambda _p: None, done=done, seed=seed)
        start = time.perf_counter()
        clock.start()
        timer.start(5)
        job.start()
        loop.exec()
        timer.stop()
        took = time.perf_counter() - start
        assert job.worker is not None
        job.worker.join()
    answer = answers[0]
    if answer.error is not None:
        raise answer.error
    return (took, *counts(answer.results[1]["decisions"]), float(max(gaps or [0])),
            float(statistics.median(gaps or [0])))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=analysis.DEFAULT_SECONDS)
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--level", default="hard", help="the players of the analysed hands")
    ap.add_argument("--seat", type=int, default=0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--game", action="store_true", help="analyse one whole game instead")
    ap.add_argument("--window", action="store_true",
                    help="analyse as the review does, and measure the event loop's gaps")
    args = ap.parse_args(argv)
    rules = Rules(players=args.players)
    rng = random.Random(args.seed)
    score = [0, 0]
    dealer = rng.randrange(args.players)
    times: list[float] = []
    total_rollouts = 0
    hands = 0
    largest_gaps: list[float] = []
    print(f"budget {args.seconds:g} s a decision = {analysis.ROLLOUTS_PER_SECOND:,} rollouts "
          f"a second of budget; seat {args.seat}; {args.players} players")
    while args.game or hands < args.hands:
        h = play_hand(rules, dealer, score, rng, args.level)
        gap = ""
        if args.window:
            took, decisions, real, rollouts, largest, median = time_in_window(
                h.record(), args.seat, args.seconds, args.seed)
            largest_gaps.append(largest)
            gap = f"; event-loop gap largest {largest:.0f} ms, median {median:.0f} ms"
        else:
            took, decisions, real, rollouts = time_hand(h.record(), args.seat,
                                                        args.seconds, args.seed)
        hands += 1
        times.append(took)
        total_rollouts += rollouts
        print(f"hand {hands:2}: score {score[0]:2}-{score[1]:<2} {decisions:2} decisions, "
              f"{real:2} with a choice: {took:6.1f} s{gap}", flush=True)
        score = list(h.score)
        dealer = (dealer + 1) % args.players
        if h.winner is not None:
            if args.game:
                break
            score = [0, 0]
    spent = sum(times)
    print(f"{hands} hands: median {statistics.median(times):.1f} s a hand, max "
          f"{max(times):.1f} s, total {spent:.1f} s"
          + (f" (the whole game, final score {score[0]}-{score[1]})" if args.game else ""))
    if largest_gaps:
        print(f"event-loop gap while analysing: largest {max(largest_gaps):.0f} ms, "
              f"median of the hands' largest {statistics.median(largest_gaps):.0f} ms")
    print(f"work rate: {total_rollouts / spent:,.0f} rollouts a second "
          f"(the budget assumes {analysis.ROLLOUTS_PER_SECOND:,})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

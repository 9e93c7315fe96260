"""A networked table's speed on loopback: decision round trips and host CPU.

The host runs in this process (as ``allfours --serve`` does: ``TableHost`` in a
``QCoreApplication``, saving every decision to a history in a temporary
folder); every seat is a person seat taken by a bot in its own process
(``allfours --join ... --bot LEVEL``), so the host runs no computer player and
its CPU time is the hosting alone: the engine, views and redaction, JSON,
sockets, the history. A decision's round trip is timed at the host, from the
moment its ``ask`` is written to the socket to the moment the ``act`` that
answers it is read: the bot's reading of the view and its thinking (microseconds
at easy) are inside it.

    python benchmarks/net_latency.py [--games 3] [--level easy] [--players 4] [--seed 1]

Goal: median round trip at most 5 ms. Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop

from allfours_gui.engine import Rules
from allfours_gui.history.store import HistoryStore
from allfours_gui.net import link as link_module
from allfours_gui.net.host import TableHost, TableSettings
from allfours_gui.net.protocol import encode_frame

CODE = "bench"


def play_game(app: QCoreApplication, players: int, level: str, seed: int,
              sent: list[int]) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        store = HistoryStore(folder)
        host = TableHost(TableSettings(code=CODE, people=tuple(range(players)),
                                       rules=Rules(players=players), levels=(level,),
                                       seed=seed, think_ms=0, discovery=False), store)
        port = host.listen("127.0.0.1", 0)
        finished: list[object] = []
        host.finished.connect(finished.append)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        bots = [subprocess.Popen([sys.executable, "-m", "allfours_gui", "--join",
                                  f"127.0.0.1:{port}", "--code", CODE, "--seat", str(s),
                                  "--bot", level, "--seed", str(seed)],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
                 for s in range(players)]
        wait = QEventLoop.ProcessEventsFlag.WaitForMoreEvents  # sleeps until there is work
        while host.controller is None:  # the bots start up and sit down
            app.processEvents(wait)
        sent.clear()
        cpu, wall = time.process_time(), time.perf_counter()
        while not finished:
            app.processEvents(wait)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        hands = host.controller.game.hand_number
        latencies = [x for seat in host.net_seats.values() for x in seat.latencies]
        host.shutdown()
        end = time.monotonic() + 30
        while any(b.poll() is None for b in bots) and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)  # the goodbyes go out
            time.sleep(0.01)
        for b in bots:
            b.kill()
        store.close()
    return {"hands": hands, "decisions": len(latencies), "cpu": cpu, "wall": wall,
            "median": statistics.median(latencies),
            "p90": statistics.quantiles(latencies, n=10)[-1], "max": max(latencies),
            "bytes": sum(sent), "frames": len(sent)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--level", default="easy")
    ap.add_argument("--players", type=int, choices=(2, 4), default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    sent: list[int] = []
    send = link_module.Link.send

    def counting_send(link: link_module.Link, message: dict[str, object]) -> None:
        if isinstance(link.parent(), TableHost):
            sent.append(len(encode_frame(message)))
        send(link, message)

    link_module.Link.send = counting_send  # type: ignore[method-assign]
    print(f"{args.players} seats, every one a {args.level} bot in its own process, "
          "the host in this one; loopback")
    print("game  hands  decisions  median    p90       max       host CPU/hand  "
          "wall/hand  sent/hand")
    rows = []
    for g in range(args.games):
        r = play_game(app, args.players, args.level, args.seed + g, sent)
        rows.append(r)
        print(f"{g + 1:<5} {r['hands']:<6} {r['decisions']:<10} {r['median'] * 1e3:6.2f} ms "
              f"{r['p90'] * 1e3:6.2f} ms {r['max'] * 1e3:6.1f} ms  "
              f"{r['cpu'] / r['hands'] * 1e3:7.1f} ms     {r['wall'] / r['hands'] * 1e3:6.0f} ms"
              f"  {r['bytes'] / r['hands'] / 1024:5.1f} KiB in "
              f"{r['frames'] / r['hands']:.0f} frames", flush=True)
    hands = sum(r["hands"] for r in rows)
    print(f"all   {hands:<6} {sum(r['decisions'] for r in rows):<10} "
          f"median of medians {statistics.median(r['median'] for r in rows) * 1e3:.2f} ms; "
          f"host CPU {sum(r['cpu'] for r in rows) / hands * 1e3:.1f} ms a hand")


if __name__ == "__main__":
    main()

"""Strangers flooding a table's door while a friend plays: the friend's ping times.

The host runs in this process (``TableHost`` in a ``QCoreApplication``, as
``allfours --serve`` runs it), with one friend seated by ``TableClient`` who pings
it every 20 ms. A second process floods the door from ``--addresses`` loopback
addresses (127.0.0.2, 127.0.0.3, ...): each connects and sends bursts of
``--burst`` frames of ``--size`` bytes (hellos the host cannot read), and connects
again whenever it is closed. Prints the friend's ping round trips (median, p95) and
the host's CPU share while the flood ran.

    python benchmarks/door_flood.py [--seconds 10] [--addresses 16] [--size 1024]

Goal (issue 40): the friend's median at most 20 ms. Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from allfours_gui.engine import Rules
from allfours_gui.net.client import TableClient
from allfours_gui.net.host import TableHost, TableSettings
from allfours_gui.net.protocol import Ping
from allfours_gui.net.server_messages import Pong

CODE = "bench"

FLOODER = r"""
import json, socket, struct, sys, time
port, addresses, burst, size, seconds = map(int, sys.argv[1:6])
pad = "x" * max(0, size - 80)
body = json.dumps({"v": 2, "type": "hello", "code": 7, "seat": 1, "name": pad}).encode()
frame = struct.pack(">I", len(body)) + body
socks = {}
end = time.monotonic() + seconds
while time.monotonic() < end:
    for i in range(addresses):
        s = socks.get(i)
        if s is None:
            try:
                s = socket.socket()
                s.bind((f"127.0.0.{i + 2}", 0))
                s.setblocking(False)
                s.connect_ex(("127.0.0.1", port))
                socks[i] = s
            except OSError:
                continue
        try:
            s.send(frame * burst)
            s.recv(65536)
        except BlockingIOError:
            pass
        except OSError:
            s.close()
            socks.pop(i, None)
    time.sleep(0.001)
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--addresses", type=int, default=16)
    ap.add_argument("--burst", type=int, default=100)
    ap.add_argument("--size", type=int, default=1024)
    args = ap.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    host = TableHost(TableSettings(code=CODE, people=(1,), rules=Rules(), levels=("easy",),
                                   seed=1, think_ms=0, discovery=False), None)
    port = host.listen("127.0.0.1", 0)
    friend = TableClient("127.0.0.1", port, CODE, 1, "Friend")
    sent: dict[int, float] = {}
    trips: list[float] = []
    n = [0]

    def heard(msg: object) -> None:
        if isinstance(msg, Pong) and msg.n in sent:
            trips.append(time.perf_counter() - sent.pop(msg.n))

    def ping() -> None:
        if friend.welcome is not None:
            n[0] += 1
            sent[n[0]] = time.perf_counter()
            friend.send(Ping(n[0]))

    friend.received.connect(heard)
    friend.connect_to_host()
    loop = QEventLoop()
    QTimer.singleShot(500, loop.quit)
    loop.exec()
    quiet = trips[:]
    pinger = QTimer()
    pinger.timeout.connect(ping)
    pinger.start(20)
    loop2 = QEventLoop()
    QTimer.singleShot(1000, loop2.quit)
    loop2.exec()
    quiet, trips[:] = trips[:], []
    flood = subprocess.Popen([sys.executable, "-c", FLOODER, str(port), str(args.addresses),
                              str(args.burst), str(args.size), str(int(args.seconds))])
    cpu0, wall0 = time.process_time(), time.perf_counter()
    loop3 = QEventLoop()
    QTimer.singleShot(int(args.seconds * 1000), loop3.quit)
    loop3.exec()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    flood.wait()
    pinger.stop()
    lost = len(sent)

    def ms(values: list[float], q: float) -> str:
        if not values:
            return "-"
        values = sorted(values)
        return f"{values[min(len(values) - 1, int(q * len(values)))] * 1000:.1f}"

    print(f"quiet: {len(quiet)} pings, median {ms(quiet, 0.5)} ms")
    print(f"flood of {args.addresses} addresses x {args.burst} frames of {args.size} B: "
          f"{len(trips)} pings answered, {lost} unanswered, median {ms(trips, 0.5)} ms, "
          f"p95 {ms(trips, 0.95)} ms; host CPU {100 * cpu / wall:.0f}%")
    if trips:
        print(f"mean {statistics.mean(trips) * 1000:.1f} ms")
    friend.close()
    host.shutdown("stopped")
    app.processEvents()


if __name__ == "__main__":
    main()

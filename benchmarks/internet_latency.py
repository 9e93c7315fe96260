"""A table over the internet, on loopback: decision round trips through a real
mailbox server and transit relay, beside the same table on the LAN.

The host (``TableHost``) and its friends (``BotClient`` at easy, one per person
seat) run in this process; a real ``twist wormhole-mailbox`` and ``twist
transitrelay`` run on loopback (tests/net/wormhole_servers.py). Three paths, one
whole game each per seed: the LAN (a socket), the wormhole's direct path, and the
relay only (neither side offers a direct address). A round trip is timed at the
host, from its ``ask`` written to the answering ``act`` read
(``NetworkSeat.latencies``): for the wormhole this includes Dilation's
encryption both ways and the reactor thread's hops to and from the GUI thread.

    python benchmarks/internet_latency.py [--games 2] [--seed 1]

Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop

from allfours_gui.engine import Rules
from allfours_gui.net.bot_client import BotClient
from allfours_gui.net.client import TableClient
from allfours_gui.net.host import TableHost, TableSettings
from allfours_gui.net.table_settings import InternetServers
from allfours_gui.net.wormhole.channel import ChannelSettings
from tests.net.wormhole_servers import start_servers

CODE = "bench"
PEOPLE = (1, 3)


def wait_until(app: QCoreApplication, done, seconds: float = 300.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the table did not get there in time")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def play(app: QCoreApplication, path: str, servers, seed: int) -> dict[str, float]:
    internet = None
    if path != "lan":
        internet = InternetServers(mailbox_url=servers.mailbox_url, relay=servers.relay_hint,
                                   force_relay=path == "relay")
    host = TableHost(TableSettings(code=CODE, people=PEOPLE, rules=Rules(), levels=("easy",),
                                   seed=seed, think_ms=0, discovery=False, turn_wait_s=None,
                                   internet=internet))
    port = host.listen("127.0.0.1", 0)
    codes: dict[int, str] = {}
    host.invite_ready.connect(lambda seat, code: codes.__setitem__(seat, code))
    if internet is not None:
        host.invite_all()
        wait_until(app, lambda: set(codes) == set(PEOPLE), 60)
    bots = []
    for seat in PEOPLE:
        if internet is None:
            client = TableClient("127.0.0.1", port, CODE, seat, f"Bot {seat}")
        else:
            client = TableClient("", 0, "", seat, f"Bot {seat}", invite=codes[seat],
                                 channel=ChannelSettings(mailbox_url=servers.mailbox_url,
                                                         relay=servers.relay_hint,
                                                         force_relay=path == "relay"))
        bots.append(BotClient(client, "easy", seed=seat))
        client.connect_to_host()
    finished: list[object] = []
    host.finished.connect(finished.append)
    started = time.perf_counter()
    wait_until(app, lambda: bool(finished))
    wall = time.perf_counter() - started
    routes = sorted({link.pipe.channel.route for link in host.seat_links.values()
                     if hasattr(link.pipe, "channel")})
    latencies = [x for seat in host.net_seats.values() for x in seat.latencies]
    hands = host.controller.game.hand_number
    host.shutdown()
    wait_until(app, lambda: not host.links, 30)
    for b in bots:
        b.client.close()
    return {"hands": hands, "decisions": len(latencies), "wall": wall,
            "median": statistics.median(latencies),
            "p95": statistics.quantiles(latencies, n=20)[-1], "max": max(latencies),
            "route": ", ".join(routes) or "socket"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    from wormhole import ipaddrs

    ipaddrs.find_addresses = lambda: ["127.0.0.1"]  # loopback only, as in the tests
    with tempfile.TemporaryDirectory() as folder:
        servers = start_servers(Path(folder))
        try:
            print(f"2 friends' seats (easy bots) and 2 computers; host and bots in one "
                  f"process; load average {os.getloadavg()[0]:.1f}")
            print("path    game  hands  decisions  median     p95        max        route")
            for path in ("lan", "direct", "relay"):
                rows = []
                for g in range(args.games):
                    r = play(app, path, servers, args.seed + g)
                    rows.append(r)
                    print(f"{path:<7} {g + 1:<5} {r['hands']:<6} {r['decisions']:<10} "
                          f"{r['median'] * 1e3:6.2f} ms  {r['p95'] * 1e3:6.2f} ms  "
                          f"{r['max'] * 1e3:7.1f} ms  {r['route']}", flush=True)
                print(f"{path:<7} all   median of medians "
                      f"{statistics.median(r['median'] for r in rows) * 1e3:.2f} ms, "
                      f"p95 {statistics.median(r['p95'] for r in rows) * 1e3:.2f} ms",
                      flush=True)
        finally:
            servers.stop()


if __name__ == "__main__":
    main()

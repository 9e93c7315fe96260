"""A table over the internet: friends join by wormhole code through a real mailbox
server and transit relay on loopback (tests/net/wormhole_servers.py).

Whole games host + bots by code (direct and relay-only), every frame checked for
cards a seat may not see, every byte the relay forwards checked for plaintext,
the relay killed mid-hand and restarted, a wrong code, a flood, the mailbox down,
and the headless ``--serve --internet`` / ``--join CODE`` contracts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import defaultdict
from typing import Any

import pytest

from allfours_gui.engine import Rules
from allfours_gui.net.bot_client import BotClient
from allfours_gui.net.client import TableClient
from allfours_gui.net.host import TableHost, TableSettings
from allfours_gui.net.link import Link
from allfours_gui.net.net_words import INVITE_FAILURES
from allfours_gui.net.protocol import MAX_FRAME, FrameDecoder, Ping
from allfours_gui.net.server_messages import Welcome
from allfours_gui.net.table_settings import InternetServers
from allfours_gui.net.wormhole.channel import ChannelSettings
from tests.net.wormhole_servers import RecordingProxy

from .helpers import cards_in, hidden_from

pytestmark = pytest.mark.usefixtures("loopback_hints")

WAIT_MS = 60_000  # any one step, on a loaded 2-core machine
GAME_MS = 180_000
NAME = "Zebra-Quill"  # a name that must never cross the relay in the clear


def servers_of(wormhole_servers, relay: str | None = None, *,
               force_relay: bool = False) -> InternetServers:
    return InternetServers(mailbox_url=wormhole_servers.mailbox_url,
                           relay=relay or wormhole_servers.relay_hint, force_relay=force_relay)


def internet_host(servers: InternetServers, people=(1, 3), *, seed: int = 5,
                  **settings: Any) -> TableHost:
    settings.setdefault("turn_wait_s", 30.0)
    host = TableHost(TableSettings(code="unused-here", people=tuple(people), rules=Rules(),
                                   levels=("easy",), seed=seed, think_ms=0, discovery=False,
                                   internet=servers, **settings))
    host.listen("127.0.0.1", 0)
    return host


def codes_for(qtbot, host: TableHost, seats) -> dict[int, str]:
    codes: dict[int, str] = {}
    host.invite_ready.connect(lambda seat, code: codes.__setitem__(seat, code))
    assert host.invite_all() == list(seats)
    qtbot.waitUntil(lambda: set(codes) == set(seats), timeout=WAIT_MS)
    return codes


def channel_of(servers: InternetServers, **deadlines: float) -> ChannelSettings:
    return ChannelSettings(mailbox_url=servers.mailbox_url, relay=servers.relay,
                           force_relay=servers.force_relay, **deadlines)


def bot_by_code(servers: InternetServers, seat: int, code: str, *, asked_seat: int | None = None,
                tap=None) -> BotClient:
    client = TableClient("", 0, "", seat if asked_seat is None else asked_seat, f"{NAME} {seat}",
                         invite=code, channel=channel_of(servers), tap=tap)
    bot = BotClient(client, "easy", seed=seat)
    client.connect_to_host()
    return bot


@pytest.fixture
def internet_hosts(qtbot):
    made: list[TableHost] = []
    yield made
    for host in made:
        host.shutdown()
    qtbot.waitUntil(lambda: all(not h.links for h in made), timeout=WAIT_MS)


def play_through(qtbot, host: TableHost, bots: list[BotClient]) -> tuple[int, int]:
    finished: list[tuple[int, int]] = []
    host.finished.connect(finished.append)
    done: list[int] = []
    for b in bots:
        b.done.connect(done.append)
    qtbot.waitUntil(lambda: len(done) == len(bots), timeout=GAME_MS)
    assert done == [0] * len(bots) and finished
    assert {b.game_over.score for b in bots} == {finished[0]}
    return finished[0]


def test_friends_play_a_whole_game_by_code_and_see_no_card_they_may_not(
        qtbot, internet_hosts, wormhole_servers, monkeypatch):
    servers = servers_of(wormhole_servers)
    host = internet_host(servers, seed=21)
    internet_hosts.append(host)
    sent: dict[int, list[tuple[dict[str, Any], set[int]]]] = defaultdict(list)
    send = Link.send

    def recording_send(link: Link, message: dict[str, Any]) -> None:
        if link.parent() is host and host.links.get(link) is not None:
            seat = host.links[link]
            sent[seat].append((json.loads(json.dumps(message)), hidden_from(host, seat)))
        send(link, message)

    monkeypatch.setattr(Link, "send", recording_send)
    codes = codes_for(qtbot, host, (1, 3))
    assert codes[1] != codes[3]
    received: dict[int, bytearray] = defaultdict(bytearray)
    # seat 3's friend asks for seat 0: the code was for seat 3, which it gets
    bots = [bot_by_code(servers, 1, codes[1], tap=received[1].extend),
            bot_by_code(servers, 3, codes[3], asked_seat=0, tap=received[3].extend)]
    score = play_through(qtbot, host, bots)
    assert max(score) >= host.rules.target
    assert [b.client.welcome.seat for b in bots] == [1, 3]
    assert all(not link.pipe.peer.startswith("127.") for link in host.seat_links.values())
    checked = 0
    for seat in (1, 3):
        frames = FrameDecoder(max_frame=MAX_FRAME).feed(bytes(received[seat]))
        assert [m for m, _ in sent[seat]][:len(frames)] == frames  # every frame, in order
        assert len(frames) >= len(sent[seat]) - 1
        for message, hidden in sent[seat]:
            leaked = cards_in(json.dumps(message)) & hidden
            assert not leaked, f"seat {seat} was sent {leaked}: {message}"
            checked += 1
    assert checked > 200


def test_the_relay_carries_a_whole_game_and_sees_only_ciphertext(
        qtbot, internet_hosts, wormhole_servers):
    proxy = RecordingProxy(wormhole_servers.relay.port)
    try:
        servers = servers_of(wormhole_servers, proxy.hint, force_relay=True)
        host = internet_host(servers, people=(2,), seed=8)
        internet_hosts.append(host)
        codes = codes_for(qtbot, host, (2,))
        bots = [bot_by_code(servers, 2, codes[2])]
        play_through(qtbot, host, bots)
        link = host.seat_links[2]
        assert "relay" in link.pipe.channel.route
        captured = proxy.captured()
    finally:
        proxy.stop()
    assert proxy.connections >= 2 and len(captured) > 20_000
    for plain in (NAME.encode(), b'"type"', b'"events"', b'"hello"', b'"cards"',
                  codes[2].encode(), b"Zebra"):
        assert plain not in captured, plain


def test_the_relay_killed_mid_hand_and_restarted_the_game_goes_on(
        qtbot, internet_hosts, wormhole_servers):
    servers = servers_of(wormhole_servers, force_relay=True)
    host = internet_host(servers, people=(1, 3), seed=3, turn_wait_s=2.0)
    internet_hosts.append(host)
    away: list[tuple[int, bool]] = []
    host.away.connect(lambda seat, is_away: away.append((seat, is_away)))
    codes = codes_for(qtbot, host, (1, 3))
    bots = [bot_by_code(servers, s, codes[s]) for s in (1, 3)]
    guest_away: list[bool] = []
    bots[0].client.away.connect(guest_away.append)
    qtbot.waitUntil(lambda: host.controller is not None and host.controller.game.hand is not None
                    and len(host.controller.game.hand.tricks) >= 1, timeout=WAIT_MS)
    hand = host.controller.game.hand_number
    wormhole_servers.relay.stop()
    qtbot.waitUntil(lambda: {(1, True), (3, True)} <= set(away), timeout=WAIT_MS)
    assert guest_away[:1] == [True]
    wormhole_servers.relay.start()  # the same port: the friends' wormholes find it again
    qtbot.waitUntil(lambda: {(1, False), (3, False)} <= set(away), timeout=WAIT_MS)
    assert guest_away[-1] is False
    assert set(host.seat_links) == {1, 3}  # nobody was dropped: the same links came back
    play_through(qtbot, host, bots)
    assert host.controller.game.hand_number >= hand


def test_a_wrong_code_is_said_plainly_and_the_seat_gets_a_new_one(
        qtbot, internet_hosts, wormhole_servers):
    servers = servers_of(wormhole_servers)
    host = internet_host(servers, people=(2,))
    internet_hosts.append(host)
    wrong_on: list[int] = []
    host.wrong_code_on.connect(wrong_on.append)
    codes = codes_for(qtbot, host, (2,))
    first = codes[2]
    nameplate = first.split("-")[0]
    guess = TableClient("", 0, "", 2, "Guesser", invite=f"{nameplate}-wrong-words",
                        channel=channel_of(servers))
    reasons: list[str] = []
    guess.closed.connect(reasons.append)
    guess.connect_to_host()
    qtbot.waitUntil(lambda: bool(reasons) and wrong_on == [2], timeout=WAIT_MS)
    assert reasons == [INVITE_FAILURES["wrong-code"]]
    assert "wrong or already used" in reasons[0]
    qtbot.waitUntil(lambda: codes[2] != first, timeout=WAIT_MS)  # a new code, by itself
    assert host.invite_code(2) == codes[2]
    # the spent code is refused too, and the new one seats the friend
    again = TableClient("", 0, "", 2, "Late", invite=first,
                        channel=channel_of(servers, peer_deadline=3.0))
    late: list[str] = []
    again.closed.connect(late.append)
    again.connect_to_host()
    friend = TableClient("", 0, "", 2, "Friend", invite=codes[2], channel=channel_of(servers))
    heard: list[object] = []
    friend.received.connect(heard.append)
    friend.connect_to_host()
    qtbot.waitUntil(lambda: bool(late) and any(isinstance(m, Welcome) for m in heard),
                    timeout=WAIT_MS)
    assert late[0] in (INVITE_FAILURES["wrong-code"], INVITE_FAILURES["no-host"])
    assert host.seat_links.keys() == {2}
    friend.close()


def test_a_flood_over_the_wormhole_meets_the_lans_guards(
        qtbot, internet_hosts, wormhole_servers):
    servers = servers_of(wormhole_servers)
    host = internet_host(servers, people=(1,))
    internet_hosts.append(host)
    codes = codes_for(qtbot, host, (1,))
    first = codes[1]
    flood = TableClient("", 0, "", 1, "Flood", invite=first, channel=channel_of(servers))
    heard: list[object] = []
    ended: list[str] = []
    flood.received.connect(heard.append)
    flood.closed.connect(ended.append)
    flood.connect_to_host()
    qtbot.waitUntil(lambda: any(isinstance(m, Welcome) for m in heard), timeout=WAIT_MS)
    for n in range(400):
        flood.send(Ping(n))
    qtbot.waitUntil(lambda: bool(ended) and 1 not in host.seat_links, timeout=WAIT_MS)
    # its seat is free again, with a new code for its friend
    qtbot.waitUntil(lambda: codes[1] != first, timeout=WAIT_MS)


def test_the_mailbox_down_at_start_says_so(qtbot, internet_hosts):
    dead = InternetServers(mailbox_url="ws://127.0.0.1:9/v1", relay="tcp:127.0.0.1:9")
    host = internet_host(dead, people=(1,))
    internet_hosts.append(host)
    failed: list[tuple[int, str]] = []
    host.invite_failed.connect(lambda seat, code: failed.append((seat, code)))
    host.invite_all()
    qtbot.waitUntil(lambda: bool(failed), timeout=WAIT_MS)
    assert failed == [(1, "mailbox-unreachable")]
    assert host.invite_code(1) is None


def _allfours(*args: str, data: str) -> list[str]:
    return [sys.executable, "-m", "allfours_gui", "--data-dir", data, *args]


def test_headless_serve_internet_prints_codes_and_join_by_code_plays(
        wormhole_servers, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    servers = ("--mailbox", wormhole_servers.mailbox_url, "--relay", wormhole_servers.relay_hint)
    serve = subprocess.Popen(
        _allfours("--serve", "0", "--internet", "--people", "2", "--levels", "easy",
                  "--seed", "4", "--speed", "instant", "--no-discovery", "--bind", "127.0.0.1",
                  *servers, data=str(tmp_path / "host")),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        code = None
        lines = []
        assert serve.stdout is not None
        while code is None:
            line = serve.stdout.readline()
            assert line, f"the host ended: {lines} {serve.stderr.read() if serve.stderr else ''}"
            lines.append(line)
            if line.startswith("seat 2: "):
                code = line.split(": ", 1)[1].strip()
        assert code.split("-")[0].isdigit() and len(code.split("-")) == 3
        wrong = subprocess.run(
            _allfours("--join", f"{code.split('-')[0]}-wrong-words", "--seat", "2", "--bot",
                      "easy", *servers, data=str(tmp_path / "wrong")),
            capture_output=True, text=True, env=env, timeout=120)
        assert wrong.returncode == 1
        assert wrong.stderr.strip().splitlines()[-1] == (
            "allfours: that code was wrong or already used: ask the host for a new one")
        new_code = None
        while new_code is None:
            line = serve.stdout.readline()
            assert line, lines
            lines.append(line)
            if line.startswith("seat 2: "):
                new_code = line.split(": ", 1)[1].strip()
        join = subprocess.run(
            _allfours("--join", new_code.replace("-", " "), "--seat", "2", "--bot", "easy",
                      *servers, data=str(tmp_path / "friend")),
            capture_output=True, text=True, env=env, timeout=300)
        assert join.returncode == 0, join.stderr
        assert "final score" in join.stdout
        out, err = serve.communicate(timeout=120)
        assert serve.returncode == 0, err
        assert "final score" in out
    finally:
        if serve.poll() is None:
            serve.kill()
            serve.wait()

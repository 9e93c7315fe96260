"""The byte channel over a dilated magic-wormhole, through a real mailbox server
and transit relay on loopback (tests/net/wormhole_servers.py).

Every wait has a deadline (qtbot's timeouts, the channel's own deadlines); no
test asserts how long anything took. The times a dilation took are printed
(``-s`` shows them).
"""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest
from PySide6.QtCore import QTimer

from allfours_gui.net.protocol import MAX_FRAME, FrameDecoder, encode_frame
from allfours_gui.net.wormhole import channel as ch
from allfours_gui.net.wormhole.channel import ChannelSettings, WormholeChannel, normalise_code
from allfours_gui.net.wormhole.reactor import reactor_thread
from tests.net.wormhole_servers import RecordingProxy

pytestmark = pytest.mark.usefixtures("loopback_hints")

WAIT_MS = 20_000  # the longest any step may take on a busy machine
MARKER = "ZEBRA-MARKER-4d7f"  # plaintext that must never reach the relay


class Ends:
    """What one channel said, in order."""

    def __init__(self, channel: WormholeChannel) -> None:
        self.channel = channel
        self.events: list[tuple[str, object]] = []
        self.decoder = FrameDecoder()
        self.messages: list[dict] = []
        self.raw = bytearray()
        for name in ("code_ready", "connected", "reconnecting", "resumed", "failed", "closed"):
            getattr(channel, name).connect(
                lambda *args, name=name: self.events.append((name, args[0] if args else None)))
        channel.received.connect(self._received)

    def _received(self, data: bytes) -> None:
        assert isinstance(data, bytes)
        self.raw += data
        self.messages += self.decoder.feed(data)

    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.events]


def settings(servers, **kw) -> ChannelSettings:
    kw.setdefault("relay", servers.relay_hint)
    return ChannelSettings(mailbox_url=servers.mailbox_url, **kw)


def open_pair(qtbot, host_settings: ChannelSettings, guest_settings: ChannelSettings | None = None):
    """A host and a guest channel, connected through the mailbox; the seconds from
    the host's code to both subchannels open."""
    host, guest = WormholeChannel(host_settings), WormholeChannel(guest_settings or host_settings)
    ends = Ends(host), Ends(guest)
    with qtbot.waitSignal(host.code_ready, timeout=WAIT_MS) as code:
        host.host()
    started = time.monotonic()
    with qtbot.waitSignals([host.connected, guest.connected], timeout=WAIT_MS):
        guest.join(code.args[0])
    return host, guest, ends, time.monotonic() - started


def close_pair(qtbot, *channels: WormholeChannel) -> None:
    for c in channels:
        c.close()
    qtbot.waitUntil(lambda: all(c.state == "done" for c in channels), timeout=WAIT_MS)


def frames(side: str, count: int) -> list[dict]:
    """``count`` small messages and one whose frame is the largest allowed (64 KiB)."""
    out = [{"v": 2, "type": "say", "from": side, "n": i, "note": MARKER} for i in range(count)]
    big = {"v": 2, "type": "big", "from": side, "pad": ""}
    big["pad"] = "x" * (MAX_FRAME - len(json.dumps(big, separators=(",", ":"))))
    out.insert(count // 2, big)
    return out


def exchange(qtbot, host: WormholeChannel, guest: WormholeChannel, ends, count: int = 8) -> None:
    sent = {"host": frames("host", count), "guest": frames("guest", count)}
    assert len(encode_frame(sent["host"][count // 2])) == MAX_FRAME + 4
    for message in sent["host"]:
        host.send(encode_frame(message))
    for message in sent["guest"]:
        guest.send(encode_frame(message))
    qtbot.waitUntil(lambda: len(ends[0].messages) == len(ends[1].messages) == count + 1,
                    timeout=WAIT_MS)
    assert ends[1].messages == sent["host"]
    assert ends[0].messages == sent["guest"]


# ------------------------------------------------------------------ the code
@pytest.mark.parametrize(("typed", "code"), [
    ("7-guitarist-revenge", "7-guitarist-revenge"),
    ("7 guitarist revenge", "7-guitarist-revenge"),
    ("  7-Guitarist-REVENGE ", "7-guitarist-revenge"),
    ("7guitarist revenge", "7-guitarist-revenge"),
    ("12--crossover.  vapor", "12-crossover-vapor"),
    ("guitarist-revenge", None), ("7", None), ("7-", None), ("", None), ("7-gu1tar", None),
])
def test_a_typed_code_is_normalised_as_magic_wormhole_expects(typed, code):
    assert normalise_code(typed) == code


def test_a_typed_code_that_is_no_code_fails_at_once(qtbot):
    channel = WormholeChannel(ChannelSettings(mailbox_url="ws://127.0.0.1:9/v1"))
    with qtbot.waitSignal(channel.failed, timeout=WAIT_MS) as failed:
        channel.join("guitarist revenge")
    assert failed.args == [ch.BAD_CODE]


# ---------------------------------------------------------------- (a) direct
def test_host_and_guest_exchange_frames_both_ways(qtbot, wormhole_servers):
    host, guest, ends, took = open_pair(qtbot, settings(wormhole_servers))
    print(f"direct: dilated and subchannel open {took * 1000:.0f} ms after the code "
          f"({host.route} / {guest.route})")
    assert host.code == guest.code and host.code.count("-") == 2
    assert not host.relayed and not guest.relayed  # loopback: the direct hint wins
    exchange(qtbot, host, guest, ends)
    # a peer that leaves is heard as such
    with qtbot.waitSignal(host.closed, timeout=WAIT_MS) as closed:
        guest.close()
    assert closed.args == [ch.PEER_CLOSED]
    qtbot.waitUntil(lambda: guest.state == "done", timeout=WAIT_MS)
    assert ends[1].kinds() == ["connected", "closed"]
    assert ends[0].kinds() == ["code_ready", "connected", "closed"]


def test_bytes_sent_before_the_subchannel_opens_arrive_in_order(qtbot, wormhole_servers):
    host, guest = WormholeChannel(settings(wormhole_servers)), WormholeChannel(
        settings(wormhole_servers))
    ends = Ends(host), Ends(guest)
    with qtbot.waitSignal(host.code_ready, timeout=WAIT_MS) as code:
        host.host()
    guest.join(code.args[0])
    for i in range(5):
        guest.send(encode_frame({"v": 2, "type": "early", "n": i}))
    qtbot.waitUntil(lambda: len(ends[0].messages) == 5, timeout=WAIT_MS)
    assert [m["n"] for m in ends[0].messages] == list(range(5))
    close_pair(qtbot, host, guest)


# ----------------------------------------------------------- (b) relay only
def test_the_relay_only_path_carries_the_frames(qtbot, wormhole_servers):
    # no_listen on both sides: neither offers a direct address, so the only
    # hint either has is the relay's
    host, guest, ends, took = open_pair(qtbot, settings(wormhole_servers, force_relay=True))
    print(f"relay: dilated and subchannel open {took * 1000:.0f} ms after the code "
          f"({host.route} / {guest.route})")
    assert host.relayed and guest.relayed
    assert wormhole_servers.relay_hint.removeprefix("tcp:") in host.route
    exchange(qtbot, host, guest, ends)
    close_pair(qtbot, host, guest)


def test_a_dropped_connection_reconnects_and_loses_nothing(qtbot, wormhole_servers):
    proxy = RecordingProxy(wormhole_servers.relay.port)
    try:
        host, guest, ends, _ = open_pair(
            qtbot, settings(wormhole_servers, relay=proxy.hint, force_relay=True))
        host.send(encode_frame({"v": 2, "type": "before"}))
        qtbot.waitUntil(lambda: len(ends[1].messages) == 1, timeout=WAIT_MS)
        with qtbot.waitSignals([host.reconnecting, guest.reconnecting], timeout=WAIT_MS):
            assert proxy.drop_connections() > 0
        host.send(encode_frame({"v": 2, "type": "while away"}))  # kept until it is back
        with qtbot.waitSignals([host.resumed, guest.resumed], timeout=WAIT_MS):
            pass
        qtbot.waitUntil(lambda: len(ends[1].messages) == 2, timeout=WAIT_MS)
        assert [m["type"] for m in ends[1].messages] == ["before", "while away"]
        assert host.state == guest.state == "open"
        close_pair(qtbot, host, guest)
    finally:
        proxy.stop()


# ------------------------------------------------------------ (c) wrong code
def test_a_wrong_code_fails_on_both_sides_and_spends_the_hosts_code(qtbot, wormhole_servers):
    host = WormholeChannel(settings(wormhole_servers))
    wrong = WormholeChannel(settings(wormhole_servers))
    ends = Ends(host), Ends(wrong)
    with qtbot.waitSignal(host.code_ready, timeout=WAIT_MS) as code:
        host.host()
    nameplate, *words = code.args[0].split("-")
    guess = "-".join([nameplate, *("zulu" if w != "zulu" else "yankee" for w in words)])
    with qtbot.waitSignals([host.failed, wrong.failed], timeout=WAIT_MS):
        wrong.join(guess)
    assert ends[0].events == [("code_ready", code.args[0]), ("failed", ch.WRONG_CODE)]
    assert ends[1].events == [("failed", ch.WRONG_CODE)]
    # the host's code is spent: its wormhole is closed, its nameplate released, and
    # the right code now finds nobody
    late = WormholeChannel(settings(wormhole_servers, peer_deadline=2.0))
    with qtbot.waitSignal(late.failed, timeout=WAIT_MS) as failed:
        late.join(code.args[0])
    assert failed.args == [ch.NO_HOST]
    assert host.state == wrong.state == late.state == "done"


def test_a_host_that_closes_before_anyone_joins_releases_its_code(qtbot, wormhole_servers):
    host = WormholeChannel(settings(wormhole_servers))
    ends = Ends(host)
    with qtbot.waitSignal(host.code_ready, timeout=WAIT_MS) as code:
        host.host()
    with qtbot.waitSignal(host.closed, timeout=WAIT_MS) as closed:
        host.close()
    assert closed.args == [ch.CLOSED]
    host.send(b"too late")  # ignored
    host.close()
    late = WormholeChannel(settings(wormhole_servers, peer_deadline=2.0))
    with qtbot.waitSignal(late.failed, timeout=WAIT_MS) as failed:
        late.join(code.args[0])
    assert failed.args == [ch.NO_HOST]
    assert ends.kinds() == ["code_ready", "closed"]


# ---------------------------------------------------------- (d) mailbox down
@pytest.fixture(params=["refused", "silent"])
def dead_mailbox(request):
    """A loopback address where no mailbox answers: nothing listens there
    ("refused"), or something accepts and never speaks ("silent")."""
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    if request.param == "refused":
        listener.close()
    yield f"ws://127.0.0.1:{port}/v1"
    listener.close()


def test_the_mailbox_down_at_start_fails_within_the_deadline(qtbot, dead_mailbox):
    channel = WormholeChannel(ChannelSettings(mailbox_url=dead_mailbox, relay=None,
                                              mailbox_deadline=1.5))
    ends = Ends(channel)
    with qtbot.waitSignal(channel.failed, timeout=WAIT_MS) as failed:
        channel.host()
    assert failed.args == [ch.MAILBOX_UNREACHABLE]
    assert ends.kinds() == ["failed"]
    channel.close()  # after a failure: nothing more
    qtbot.wait(100)
    assert ends.kinds() == ["failed"]


# -------------------------------------------------- (e) the loop never waits
def test_the_gui_thread_keeps_ticking_while_a_channel_connects(qtbot, wormhole_servers):
    ticks = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(len(ticks)))
    timer.start()
    # The reactor's thread is held (up to a deadline) until the GUI thread's timer
    # has ticked five more times: were the GUI thread waiting on the reactor
    # (hosting, say), it would never tick, and the hold would run out.
    held, released = threading.Event(), threading.Event()

    def hold() -> None:
        held.set()
        released.wait(WAIT_MS / 1000)

    host, guest = WormholeChannel(settings(wormhole_servers)), WormholeChannel(
        settings(wormhole_servers))
    reactor_thread().call_soon(hold)
    assert held.wait(WAIT_MS / 1000)
    host.host()  # queued behind the hold
    at_hold = len(ticks)
    qtbot.waitUntil(lambda: len(ticks) >= at_hold + 5, timeout=WAIT_MS)
    assert host.code == ""  # the reactor had not run it yet
    released.set()
    with qtbot.waitSignal(host.code_ready, timeout=WAIT_MS) as code:
        pass
    at_join = len(ticks)
    with qtbot.waitSignals([host.connected, guest.connected], timeout=WAIT_MS):
        guest.join(code.args[0])
    assert len(ticks) > at_join  # it ticked while the two connected
    timer.stop()
    close_pair(qtbot, host, guest)


# ---------------------------------------- (f) the relay sees only ciphertext
def test_the_relay_forwards_no_plaintext(qtbot, wormhole_servers):
    proxy = RecordingProxy(wormhole_servers.relay.port)
    try:
        relayed = settings(wormhole_servers, relay=proxy.hint, force_relay=True)
        host, guest, ends, _ = open_pair(qtbot, relayed)
        assert host.relayed and guest.relayed
        exchange(qtbot, host, guest, ends)
        close_pair(qtbot, host, guest)
        captured = proxy.captured()
    finally:
        proxy.stop()
    sent = sum(len(encode_frame(m)) for side in ("host", "guest") for m in frames(side, 8))
    print(f"the relay forwarded {len(captured)} bytes over {proxy.connections} connections "
          f"for {sent} bytes of frames")
    assert proxy.connections >= 2 and len(captured) >= sent  # it all went through the proxy
    # what was sent: the marker, the keys and values of the JSON, a run of the padding
    for plain in (MARKER, '"type"', '"say"', '"from"', '"host"', '"guest"', '"pad"', "x" * 64,
                  '{"v":2', host.code):
        assert plain.encode() not in captured, plain
    # the relay's own handshake is all that is readable: "please relay TOKEN for side SIDE"
    assert captured.count(b"please relay ") >= 2


def test_a_wormhole_that_cannot_be_made_fails_instead_of_hanging(qtbot, monkeypatch):
    """A broken install (a bundle missing one of autobahn's files raised
    FileNotFoundError in the reactor's thread) says so at once: the host then
    says there is no code, instead of waiting for ever."""
    import wormhole

    def broken(*_args, **_kwargs):
        raise FileNotFoundError("_utf8validator.c")

    monkeypatch.setattr(wormhole, "create", broken)
    channel = WormholeChannel(ChannelSettings(mailbox_url="ws://127.0.0.1:9/v1"))
    with qtbot.waitSignal(channel.failed, timeout=WAIT_MS) as failed:
        channel.host()
    assert failed.args == [ch.UNAVAILABLE]

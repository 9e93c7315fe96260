"""A byte stream between two apps over a dilated magic-wormhole (issue 37).

``WormholeChannel`` is a QObject on the GUI thread. The host's side allocates a
code on the mailbox server (``host()``: ``code_ready("7-guitarist-revenge")``),
the friend's side types it (``join(code)``); SPAKE2 turns the code into a key
(one guess per code), the wormhole is *dilated* (a durable connection, direct
or through the transit relay, encrypted with a key from that exchange, that
reconnects by itself) and ONE subchannel, ``SUBPROTOCOL``, carries the table's
bytes both ways: ``send(bytes)``, ``received(bytes)``. The bytes are whatever
the caller writes; the table's own frames (net/protocol.py) are meant to run
over it unchanged.

The wormhole runs in the reactor's thread (reactor.py), in a ``_Wire`` that
holds no Qt object: what happens there comes back as events through one
``Reply`` of the app's mailbox, in order, and is emitted as this object's
signals on the GUI thread. Twisted and magic-wormhole are imported only in the
reactor's thread, when a channel starts.

Signals: ``code_ready(code)`` (the host's code, to show), ``connected()`` (the
subchannel is open: send away), ``received(data)``, ``reconnecting()`` (the
peer's connection dropped; Dilation is trying again, nothing sent is lost),
``resumed()`` (back), ``failed(code)`` (one of the codes below; final) and
``closed(reason)`` (``CLOSED`` by us, ``PEER_CLOSED`` by the other side; final).
"""

from __future__ import annotations

import functools
import importlib.util
import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...session.gui_thread import Reply, mailbox
from ..protocol import MAX_FRAME
from .codes import (  # noqa: F401 (the channel's words, also named here)
    APP_ID,
    BAD_CODE,
    CLOSE_DEADLINE,
    CLOSED,
    CODE_WORDS,
    CONNECT_DEADLINE,
    FAILURES,
    LOST,
    MAILBOX_DEADLINE,
    MAILBOX_REFUSED,
    MAILBOX_UNREACHABLE,
    NO_HOST,
    NO_ROUTE,
    PEER_CLOSED,
    PEER_DEADLINE,
    PUBLIC_MAILBOX,
    PUBLIC_RELAY,
    SUBPROTOCOL,
    UNAVAILABLE,
    WRONG_CODE,
    normalise_code,
)
from .reactor import ReactorStopped, reactor_thread

log = logging.getLogger(__name__)



@dataclass(frozen=True)
class ChannelSettings:
    app_id: str = APP_ID
    mailbox_url: str = PUBLIC_MAILBOX
    relay: str | None = PUBLIC_RELAY  # a transit relay hint ("tcp:HOST:PORT"); None: no relay
    force_relay: bool = False  # offer no direct address: every byte goes through the relay
    mailbox_deadline: float = MAILBOX_DEADLINE
    peer_deadline: float = PEER_DEADLINE
    connect_deadline: float = CONNECT_DEADLINE


Event = tuple[str, Any]
MAX_IN_FLIGHT = 4 * MAX_FRAME  # bytes received and not yet read on the GUI thread
NUDGE_S = 3.0  # while reconnecting, how often the relay is tried again


class WormholeChannel(QObject):
    code_ready = Signal(str)
    connected = Signal()
    received = Signal(bytes)
    reconnecting = Signal()
    resumed = Signal()
    failed = Signal(str)
    closed = Signal(str)

    def __init__(self, settings: ChannelSettings | None = None, *,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or ChannelSettings()
        self.code = ""  # the host's code once allocated, the guest's once joined
        self.route = ""  # how the peer is reached, as magic-wormhole says ("->relay:tcp:...")
        self.state = "new"  # new, opening, open, done
        self.backlog = 0  # bytes written while the peer took none (as bytesToWrite)
        self._wire: _Wire | None = None

    @property
    def relayed(self) -> bool:
        return "relay:" in self.route

    # ------------------------------------------------------------ starting
    def host(self) -> None:
        """Allocate a code (``code_ready``), then wait for the friend who types it."""
        self._start(None)

    def join(self, code: str) -> None:
        """Take the host's code (typed with or without dashes)."""
        normal = normalise_code(code)
        if normal is None:
            self._begin()
            self._post(("failed", BAD_CODE))
            return
        self.code = normal
        self._start(normal)

    def _begin(self) -> None:
        if self.state != "new":
            raise RuntimeError("a wormhole channel is hosted or joined once")
        self.state = "opening"

    def _start(self, code: str | None) -> None:
        self._begin()
        if importlib.util.find_spec("wormhole") is None:
            self._post(("failed", UNAVAILABLE))
            return
        wire = _Wire(self.settings, mailbox().reply(self._event, self), code)
        try:
            reactor_thread().call_soon(wire.start)
        except (ReactorStopped, ImportError):
            log.warning("no reactor for a wormhole channel", exc_info=True)
            self._post(("failed", UNAVAILABLE))
            return
        self._wire = wire
        # a channel deleted without close() still lets its wormhole go
        self.destroyed.connect(functools.partial(_abandon, wire))

    def _post(self, event: Event) -> None:
        """``event`` soon, as if from the reactor: never from inside ``host`` or
        ``join``. (Not a timer of this object's: a timer holding the last
        reference to its own parent deletes that parent while it is itself being
        deleted.)"""
        mailbox().reply(self._event, self)(event)

    # ------------------------------------------------------------ using it
    def send(self, data: bytes) -> None:
        """Write bytes to the subchannel (kept in order until it opens)."""
        if self._wire is not None and self.state in ("opening", "open"):
            _call_soon(self._wire.send, bytes(data))

    def close(self) -> None:
        """Close the subchannel and the wormhole (``closed(CLOSED)`` follows, unless
        the channel had already failed or closed)."""
        if self._wire is not None and self.state in ("opening", "open"):
            _call_soon(self._wire.close)
        elif self.state == "new":
            self.state = "done"

    # ------------------------------------------------ from the reactor side
    def _event(self, event: Event) -> None:
        kind, value = event
        if self.state == "done":
            return
        if kind == "code":
            self.code = value
            self.code_ready.emit(value)
        elif kind == "route":
            self.route = value
        elif kind == "connected":
            self.state = "open"
            self.connected.emit()
        elif kind == "received":
            wire = self._wire
            self.received.emit(value)
            if wire is not None:  # read: the wire may take more from the peer
                _call_soon(wire.consumed, len(value))
        elif kind == "backlog":
            self.backlog = value
        elif kind == "reconnecting":
            self.reconnecting.emit()
        elif kind == "resumed":
            self.resumed.emit()
        elif kind == "failed":
            self.state = "done"
            self._wire = None
            self.failed.emit(value)
        elif kind == "closed":
            self.state = "done"
            self._wire = None
            self.closed.emit(value)


def _call_soon(fn: Any, *args: object) -> None:
    try:
        reactor_thread().call_soon(fn, *args)
    except ReactorStopped:
        log.info("the reactor has stopped: a channel's call is dropped")


def _abandon(wire: _Wire, *_: object) -> None:
    _call_soon(wire.close)


class _Wire:
    """The reactor's half of a channel: the wormhole, its dilation and the one
    subchannel. Runs only in the reactor's thread; holds no Qt object (its way
    back is a ``Reply``, dropped when the channel is done)."""

    def __init__(self, settings: ChannelSettings, events: Reply[Event],
                 code: str | None) -> None:
        self._s = settings
        self._events: Reply[Event] | None = events
        self._code = code  # None: the host's side, which allocates one
        self._wormhole: Any = None
        self._dilated: Any = None  # the DilatedWormhole, once the keys agree
        self._transport: Any = None  # the subchannel, once open
        self._unsent: list[bytes] = []
        self._timers: dict[str, Any] = {}  # Twisted's IDelayedCall by name
        self._route = ""
        self._away = False
        self._closing = False
        # bytes posted to the GUI thread and not read there yet: past MAX_IN_FLIGHT
        # the subchannel stops reading (the peer's side then waits), so a peer
        # writing faster than the window reads fills no queue of ours
        self._in_flight = 0
        self._paused = False
        # and the other way: while the wormhole asks us to stop writing (the peer
        # or the network is slow), the bytes written anyway are counted, and the
        # GUI side hears the count (``backlog``), as a socket's bytesToWrite
        self._held_back = False
        self._backlog = 0

    @property
    def done(self) -> bool:
        return self._events is None

    def _emit(self, kind: str, value: Any = None) -> None:
        if self._events is not None:
            self._events((kind, value))

    def _finish(self, kind: str, value: str) -> None:
        """The last event; then the reply goes (its slot is released on the GUI thread)."""
        if self._events is None:
            return
        for timer in self._timers.values():
            if timer.active():
                timer.cancel()
        self._timers.clear()
        self._events((kind, value))
        self._events = None

    def _later(self, name: str, seconds: float, fn: Any, *args: object) -> None:
        reactor: Any = reactor_thread().reactor()
        self._timers[name] = reactor.callLater(seconds, fn, *args)

    def _cancel(self, name: str) -> None:
        timer = self._timers.pop(name, None)
        if timer is not None and timer.active():
            timer.cancel()

    # --------------------------------------------------------------- start
    def start(self) -> None:
        if self._closing:  # closed before it started
            self._finish("closed", CLOSED)
            return
        try:
            from wormhole import create
        except Exception:  # not installed, or a dependency that does not load
            log.warning("magic-wormhole is not installed", exc_info=True)
            self._finish("failed", UNAVAILABLE)
            return
        s = self._s
        try:
            self._wormhole = create(s.app_id, s.mailbox_url, reactor_thread().reactor(),
                                    dilation=True)
        except Exception:  # a broken install (a bundle missing a file): said, never silent
            log.exception("a wormhole could not be made")
            self._finish("failed", UNAVAILABLE)
            return
        self._later("mailbox", s.mailbox_deadline, self._fail, MAILBOX_UNREACHABLE)
        self._wormhole.get_welcome().addCallbacks(self._welcomed, self._failed)
        self._wormhole.get_verifier().addCallbacks(self._keyed, self._failed)
        if self._code is None:
            self._wormhole.allocate_code(CODE_WORDS)
            self._wormhole.get_code().addCallbacks(self._got_code, self._failed)
        else:
            self._wormhole.set_code(self._code)

    def _welcomed(self, _welcome: object) -> None:
        self._cancel("mailbox")
        if self._code is not None and not self.done and not self._closing:
            # a guest: the host's side of the key exchange waits in the mailbox
            self._later("peer", self._s.peer_deadline, self._fail, NO_HOST)

    def _got_code(self, code: str) -> None:
        self._emit("code", code)

    def _keyed(self, _verifier: object) -> None:
        """The keys agree: dilate, and open the one subchannel (the host listens,
        the guest connects)."""
        self._cancel("peer")
        if self.done or self._closing:
            return
        s = self._s
        dilated = self._dilated = self._wormhole.dilate(transit_relay_location=s.relay,
                                        no_listen=s.force_relay,
                                        on_status_update=self._dilation_status)
        self._later("connect", s.connect_deadline, self._fail, NO_ROUTE)
        factory = _factory(self)
        if self._code is None:
            dilated.listener_for(SUBPROTOCOL).listen(factory).addErrback(self._failed)
        else:
            dilated.connector_for(SUBPROTOCOL).connect(factory).addErrback(self._failed)

    def _dilation_status(self, status: Any) -> None:
        # the states of a DilationStatus's peer: not exported by magic-wormhole (its
        # version is pinned to one minor release, pyproject.toml)
        from wormhole._status import ConnectedPeer, ReconnectingPeer

        peer = status.peer_connection
        if isinstance(peer, ConnectedPeer):
            if peer.hint_description != self._route:
                self._route = peer.hint_description
                self._emit("route", self._route)
            if self._away:
                self._away = False
                self._emit("resumed")
        elif isinstance(peer, ReconnectingPeer) and self._transport is not None and not self._away:
            self._away = True
            self._emit("reconnecting")
            self._later("nudge", NUDGE_S, self._nudge)

    def _nudge(self) -> None:
        """Try the relay again while away. Dilation (0.24) tries each hint once per
        reconnection: a relay that was down at that moment (restarted since) is
        never tried again, and the friends would stay apart for good. Both sides
        nudge, so both reach the relay again, which pairs them. Uses Dilation's
        private connector (magic-wormhole is pinned to one minor release)."""
        self._timers.pop("nudge", None)
        if not self._away or self.done or self._closing:
            return
        try:
            connector = self._dilated._manager._connector
            relays = list(connector._transit_relays or ())
            if relays:
                connector.got_hints(relays)  # ignored once connected; refused when stopped
        except Exception as e:  # a private API: at worst no nudge
            log.debug("no nudge for a reconnecting wormhole: %r", e)
        self._later("nudge", NUDGE_S, self._nudge)

    # ----------------------------------------------------------- subchannel
    def opened(self, transport: Any) -> None:
        self._cancel("connect")
        if self.done or self._closing:
            transport.loseConnection()
            return
        self._transport = transport
        transport.registerProducer(_Producer(self), True)
        self._emit("connected")
        for data in self._unsent:
            self._write(data)
        self._unsent.clear()

    def hold_back(self, held: bool) -> None:
        self._held_back = held
        if not held and self._backlog:
            self._backlog = 0
            self._emit("backlog", 0)

    def _write(self, data: bytes) -> None:
        assert self._transport is not None
        self._transport.write(data)
        if self._held_back:
            self._backlog += len(data)
            self._emit("backlog", self._backlog)

    def data(self, data: bytes) -> None:
        self._in_flight += len(data)
        if self._in_flight > MAX_IN_FLIGHT and not self._paused and self._transport is not None:
            self._paused = True
            self._transport.pauseProducing()
        self._emit("received", data)

    def consumed(self, n: int) -> None:
        self._in_flight -= n
        if self._paused and self._in_flight <= MAX_IN_FLIGHT // 2:
            self._paused = False
            if self._transport is not None:
                self._transport.resumeProducing()

    def lost(self) -> None:
        self._transport = None
        if not self._closing and not self.done:
            self._close_wormhole("closed", PEER_CLOSED)

    def send(self, data: bytes) -> None:
        if self.done or self._closing:
            return
        if self._transport is None:
            self._unsent.append(data)
        else:
            self._write(data)

    # -------------------------------------------------------------- ending
    def close(self) -> None:
        if self.done or self._closing:
            return
        if self._wormhole is None:  # not started yet: start() finishes it
            self._closing = True
            return
        self._close_wormhole("closed", CLOSED)

    def _fail(self, code: str) -> None:
        if self.done or self._closing:
            return
        self._close_wormhole("failed", code)

    def _failed(self, failure: Any) -> None:
        if self.done or self._closing:
            return None
        self._fail(failure_code(failure))
        return None

    def _close_wormhole(self, kind: str, value: str) -> None:
        """Close the subchannel and the wormhole (releasing the code on the mailbox),
        then say ``kind(value)``: at once for a failure, after the close (or its
        deadline) otherwise."""
        self._closing = True
        for name in list(self._timers):
            self._cancel(name)
        if self._transport is not None:
            self._transport.loseConnection()
            self._transport = None
        if kind == "failed":
            self._finish(kind, value)
        wormhole, self._wormhole = self._wormhole, None
        if wormhole is None:
            self._finish(kind, value)
            return
        done = wormhole.close()  # errs for a lonely or scary close: it is closed all the same
        reactor: Any = reactor_thread().reactor()
        done.addTimeout(CLOSE_DEADLINE, reactor)
        done.addBoth(lambda _: self._finish(kind, value))


def failure_code(failure: Any) -> str:
    """The channel's code for a magic-wormhole failure."""
    from wormhole.errors import (
        KeyFormatError,
        ServerConnectionError,
        ServerError,
        WelcomeError,
        WrongPasswordError,
    )

    if failure.check(WrongPasswordError):
        return WRONG_CODE
    if failure.check(ServerConnectionError):
        return MAILBOX_UNREACHABLE
    if failure.check(WelcomeError):
        return MAILBOX_REFUSED
    if failure.check(ServerError):
        # "crowded": two others hold the code's nameplate; "reclaimed": ours was released
        text = failure.getErrorMessage()
        return WRONG_CODE if "crowded" in text or "reclaimed" in text else MAILBOX_REFUSED
    if failure.check(KeyFormatError):
        return BAD_CODE
    log.warning("a wormhole channel failed: %s", failure.getTraceback())
    return LOST


class _Producer:
    """What the subchannel pauses when its peer stops taking bytes (our writes)."""

    def __init__(self, wire: _Wire) -> None:
        self._wire = wire

    def pauseProducing(self) -> None:
        self._wire.hold_back(True)

    def resumeProducing(self) -> None:
        self._wire.hold_back(False)

    def stopProducing(self) -> None:
        self._wire.hold_back(False)


def _factory(wire: _Wire) -> Any:
    """A Twisted factory of the subchannel's protocol, reporting to ``wire``."""
    from twisted.internet.protocol import Factory, Protocol

    class TableStream(Protocol):
        def connectionMade(self) -> None:
            wire.opened(self.transport)

        def dataReceived(self, data: bytes) -> None:
            wire.data(data)

        def connectionLost(self, reason: Any = None) -> None:
            wire.lost()

    return Factory.forProtocol(TableStream)

"""One framed connection over a ``QTcpSocket``, in the event loop (no threads).

The host and the clients both talk through a ``Link``: whole messages in,
frames out. A link that receives garbage, an oversized frame or a flood of
messages, or that stops reading what it is sent, is closed; its owner hears
about it once (``on_closed``) and carries on.
"""

from __future__ import annotations

import inspect
import logging
import time
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from .net_words import STOPPED_READING
from .protocol import (
    MAX_FRAME,
    VERSION,
    FrameDecoder,
    ProtocolError,
    decode_body,
    encode_frame,
    for_version,
    server_message,
)

log = logging.getLogger(__name__)


MAX_UNSENT = 1 << 20  # a peer that leaves a megabyte unread is not reading at all
CLOSE_GRACE_MS = 2000  # time for a closing socket to flush its last words


def later(owner: QObject, ms: int, action: Callable[[], object]) -> None:
    """``action()`` after ``ms``, unless ``owner`` is gone by then. A timer that
    is the owner's child dies with it; QTimer.singleShot with a context object
    crashed here when that object was deleted with the timer pending."""
    timer = QTimer(owner)
    timer.setSingleShot(True)

    def fire() -> None:
        timer.deleteLater()
        action()

    timer.timeout.connect(fire)
    timer.start(ms)


class RateLimit:
    """A token bucket: ``burst`` messages at once, ``rate`` a second sustained."""

    def __init__(self, rate: float = 50.0, burst: float = 100.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self._clock = rate, burst, clock
        self._tokens = burst
        self._at = clock()

    def charge(self) -> bool:
        """Take one message's token; False when the sender is over the limit."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        self._tokens -= 1
        return self._tokens >= 0

    def refund(self) -> None:
        """Give back a message's token: the host asked for it (an answer to ``ask``)."""
        self._tokens = min(self.burst, self._tokens + 1)


MessageHandler = Callable[["Link", dict[str, Any]], None]
ClosedHandler = Callable[["Link", str], None]
H = TypeVar("H", MessageHandler, ClosedHandler)


def _weak(handler: H) -> Callable[[], H | None]:
    """A weak reference to a bound method; a plain function is held as it is."""
    if inspect.ismethod(handler):
        return weakref.WeakMethod(handler)
    return lambda: handler


class Link(QObject):
    def __init__(self, socket: QTcpSocket, on_message: MessageHandler,
                 on_closed: ClosedHandler, *, limit: RateLimit | None = None,
                 tap: Callable[[bytes], None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        socket.setReadBufferSize(4 * MAX_FRAME)  # the rest waits in the kernel
        self.no_delay()
        self._decoder = FrameDecoder()
        # Held weakly: a link that held its owner alive could, by dying, drop
        # the owner's last reference mid-deletion and be deleted twice (a crash).
        self._on_message = _weak(on_message)
        self._on_closed = _weak(on_closed)
        self._limit = limit
        self._tap = tap  # sees every byte received (tests' spies, benchmarks)
        self.open = True
        self._disposed = False
        # the protocol version the peer speaks (that of its latest message):
        # what it is sent is written in that version
        self.peer_version = VERSION
        self.peer = f"{socket.peerAddress().toString()}:{socket.peerPort()}"
        socket.readyRead.connect(self._read)
        # Queued: a socket destroyed with its owner says "disconnected" from
        # inside its destructor, when this link is half gone; a queued call to
        # a deleted link is dropped by Qt instead of crashing.
        queued = Qt.ConnectionType.QueuedConnection
        socket.disconnected.connect(self._disconnected, queued)
        socket.errorOccurred.connect(self._error, queued)

    def no_delay(self) -> None:
        """Small messages go out at once: with Nagle's algorithm an answer could
        wait 40 ms for the peer's delayed acknowledgement."""
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def send(self, message: dict[str, Any]) -> None:
        if not self.open:
            return
        if self.peer_version != VERSION:
            message = for_version(message, self.peer_version)
        try:
            frame = encode_frame(message)
        except ValueError:
            log.exception("a message to %s was too large to send", self.peer)
            return
        self.socket.write(frame)
        if self.socket.bytesToWrite() > MAX_UNSENT:
            self.close(STOPPED_READING)

    def refund(self) -> None:
        if self._limit is not None:
            self._limit.refund()

    def close(self, reason: str, notice: dict[str, Any] | None = None) -> None:
        """Close (after sending ``notice``, if any); the owner hears ``on_closed``."""
        if not self.open:
            return
        if notice is not None:
            self.send(notice)
        self._closed(reason)
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._dispose()
            return
        self.socket.disconnectFromHost()  # writes what is queued first
        # a peer that never reads must not keep the socket forever
        later(self, CLOSE_GRACE_MS, self._force_close)

    def _force_close(self) -> None:
        self.socket.abort()
        self._dispose()

    def _disconnected(self) -> None:
        self._closed("disconnected")
        self._dispose()

    def _dispose(self) -> None:
        if not self._disposed:  # asked once: a second deleteLater crashed PySide
            self._disposed = True
            self.deleteLater()

    def _closed(self, reason: str) -> None:
        if self.open:
            self.open = False
            handler = self._on_closed()
            if handler is not None:
                handler(self, reason)

    def limit(self, max_frame: int, limit: RateLimit | None) -> None:
        """The largest frame and the rate limit from now on (tighter at the door)."""
        self._decoder.limit(max_frame)
        self._limit = limit

    def _refuse(self, e: ProtocolError) -> None:
        self.close(f"protocol error: {e}",
                   server_message("error", code="protocol", message=str(e)))

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error != QAbstractSocket.SocketError.RemoteHostClosedError:
            log.info("connection %s: %s", self.peer, self.socket.errorString())
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._closed(self.socket.errorString())
            self._dispose()

    def _read(self) -> None:
        data = bytes(self.socket.readAll().data())
        if not self.open or not data:
            return
        if self._tap is not None:
            self._tap(data)
        try:
            frames = self._decoder.frames(data)
        except ProtocolError as e:
            self._refuse(e)
            return
        for frame in frames:
            if not self.open:
                return
            # charged before the frame is read: a flood costs a count, not a parse
            if self._limit is not None and not self._limit.charge():
                self.close("flooding", server_message(
                    "error", code="flood", message="too many messages: the connection is closed"))
                return
            try:
                message = decode_body(frame)
            except ProtocolError as e:
                self._refuse(e)
                return
            handler = self._on_message()
            if handler is None:
                return
            self.peer_version = message["v"]
            handler(self, message)

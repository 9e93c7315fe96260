"""One framed connection, in the event loop (no threads): over a ``QTcpSocket``
on the LAN, or over a wormhole channel (``channel_pipe``) across the internet.

The host and the clients both talk through a ``Link``: whole messages in,
frames out; what carries the bytes is its ``Pipe``. A link that receives
garbage, an oversized frame or a flood of messages, or that stops reading what
it is sent, is closed; its owner hears about it once (``on_closed``) and
carries on.
"""

from __future__ import annotations

import errno
import inspect
import logging
import time
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpServer, QTcpSocket

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


# why a server cannot listen, as the errno an OSError carries for it
_LISTEN_ERRNO = {
    QAbstractSocket.SocketError.AddressInUseError: errno.EADDRINUSE,
    QAbstractSocket.SocketError.SocketAccessError: errno.EACCES,
    QAbstractSocket.SocketError.SocketAddressNotAvailableError: errno.EADDRNOTAVAIL,
    QAbstractSocket.SocketError.SocketResourceError: errno.EMFILE,
}


def listen_error(server: QTcpServer, address: str, port: int) -> OSError:
    """Why ``server`` cannot listen, with the errno it stands for (the window
    says it in words)."""
    text = f"cannot listen on {address}:{port}: {server.errorString()}"
    code = _LISTEN_ERRNO.get(server.serverError())
    return OSError(code, text) if code is not None else OSError(text)


class Pipe(QObject):
    """What carries a link's bytes: ``data`` in, ``ended(reason)`` once."""

    data = Signal(bytes)
    ended = Signal(str)
    peer = ""  # who is at the other end, for the log

    def write(self, data: bytes) -> None:
        raise NotImplementedError

    def unsent(self) -> int:
        """Bytes written that the peer has not taken yet."""
        raise NotImplementedError

    def finish(self) -> bool:
        """Close once what is written is out; True if it is closed already."""
        raise NotImplementedError

    def abort(self) -> None:
        raise NotImplementedError

    def has_unread(self) -> bool:
        """Whether the peer has said something not read yet."""
        return False


class SocketPipe(Pipe):
    def __init__(self, socket: QTcpSocket, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        socket.setReadBufferSize(4 * MAX_FRAME)  # the rest waits in the kernel
        self.no_delay()
        self.peer = f"{socket.peerAddress().toString()}:{socket.peerPort()}"
        socket.readyRead.connect(self._read)
        # Queued: a socket destroyed with its owner says "disconnected" from
        # inside its destructor, when this pipe is half gone; a queued call to
        # a deleted pipe is dropped by Qt instead of crashing.
        queued = Qt.ConnectionType.QueuedConnection
        socket.disconnected.connect(self._disconnected, queued)
        socket.errorOccurred.connect(self._error, queued)

    def no_delay(self) -> None:
        """Small messages go out at once: with Nagle's algorithm an answer could
        wait 40 ms for the peer's delayed acknowledgement."""
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def write(self, data: bytes) -> None:
        self.socket.write(data)

    def unsent(self) -> int:
        return int(self.socket.bytesToWrite())

    def finish(self) -> bool:
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            return True
        self.socket.disconnectFromHost()  # writes what is queued first
        return False

    def abort(self) -> None:
        self.socket.abort()

    def has_unread(self) -> bool:
        return bool(self.socket.waitForReadyRead(0))

    def _read(self) -> None:
        data = bytes(self.socket.readAll().data())
        if data:
            self.data.emit(data)

    def _disconnected(self) -> None:
        self.ended.emit("disconnected")

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error != QAbstractSocket.SocketError.RemoteHostClosedError:
            log.info("connection %s: %s", self.peer, self.socket.errorString())
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self.ended.emit(self.socket.errorString())


class Link(QObject):
    def __init__(self, pipe: QTcpSocket | Pipe, on_message: MessageHandler,
                 on_closed: ClosedHandler, *, limit: RateLimit | None = None,
                 tap: Callable[[bytes], None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if isinstance(pipe, QTcpSocket):
            pipe = SocketPipe(pipe)
        self.pipe = pipe
        pipe.setParent(self)
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
        self.peer = pipe.peer
        self.invited_seat: int | None = None  # a wormhole's link: the seat its code was for
        pipe.data.connect(self._read)
        pipe.ended.connect(self._ended)

    @property
    def socket(self) -> QTcpSocket:
        """The LAN connection's socket (tests cut it)."""
        assert isinstance(self.pipe, SocketPipe), "a link over a wormhole has no socket"
        return self.pipe.socket

    def no_delay(self) -> None:
        if isinstance(self.pipe, SocketPipe):
            self.pipe.no_delay()  # a socket takes its options once connected

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
        self.pipe.write(frame)
        if self.pipe.unsent() > MAX_UNSENT:
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
        if self.pipe.finish():
            self._dispose()
            return
        # a peer that never reads must not keep the connection forever
        later(self, CLOSE_GRACE_MS, self._force_close)

    def has_unread(self) -> bool:
        return self.pipe.has_unread()

    def _force_close(self) -> None:
        self.pipe.abort()
        self._dispose()

    def _ended(self, reason: str) -> None:
        self._closed(reason)
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

    def _read(self, data: bytes) -> None:
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

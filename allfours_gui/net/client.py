"""A client of a networked table: one seat's connection to the host.

It connects, says hello with the table code (and its token when it comes
back), and turns what the host sends into checked messages
(``server_messages``), emitted one by one as ``received``. What the client
does with them (a bot plays, a window shows a table) is its owner's
business.

A host whose room for newcomers is full says ``busy`` (an older host just
hung up): the client says so (``retrying``) and tries again a few times,
a little later each time, before it gives up.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QTcpSocket

from .link import Link, later
from .net_words import BUSY_TEXT, STAYED_BUSY
from .protocol import Bye, ClientMessage, Hello, ProtocolError, client_message
from .server_messages import ServerMessage, Welcome, parse_server_message

log = logging.getLogger(__name__)

BUSY_RETRY_MS = (250, 500, 1000, 2000, 2000, 2000, 2000)  # then it gives up
# the words of a busy or lost table that reach the person's window (it
# translates them with the context "Network"; the log keeps them English)


class TableClient(QObject):
    received = Signal(object)  # a ServerMessage
    closed = Signal(str)  # why the connection ended
    retrying = Signal(str)  # the table was busy: trying again (in words)

    def __init__(self, host: str, port: int, code: str, seat: int, name: str,
                 token: str | None = None, *, tap: Callable[[bytes], None] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port = host, port
        self.code, self.seat, self.name, self.token = code, seat, name, token
        self.players = 4  # until the welcome says
        self.welcome: Welcome | None = None
        self._tap = tap
        self.link: Link | None = None
        self._tries = 0  # busy answers so far
        self._busy = False  # this connection was told the table is busy
        self._heard = False  # this connection has heard anything from the host
        self._reached = False  # this connection got through to the host
        self._quit = False

    def connect_to_host(self) -> None:
        self._busy = self._heard = self._reached = False
        sock = QTcpSocket()
        self.link = Link(sock, self._message, self._closed, tap=self._tap, parent=self)
        sock.connected.connect(self._say_hello)
        sock.connectToHost(self.host, self.port)

    def send(self, message: ClientMessage) -> None:
        if self.link is not None:
            self.link.send(client_message(message))

    def send_raw(self, message: dict[str, Any]) -> None:
        """Any JSON object, unchecked (tests of a hostile client)."""
        if self.link is not None:
            self.link.send(message)

    def close(self) -> None:
        self._quit = True
        if self.link is not None:
            self.link.close("the client left", client_message(Bye()))

    @property
    def connected(self) -> bool:
        return self.link is not None and self.link.open

    def _say_hello(self) -> None:
        self._reached = True
        if self.link is not None:
            self.link.no_delay()  # a socket takes its options once connected
        self.send_hello()

    def send_hello(self) -> None:
        """Ask for ``self.seat`` (again, after a refusal: another seat)."""
        self.send(Hello(self.code, self.seat, self.name, self.token))

    def _message(self, link: Link, raw: dict[str, Any]) -> None:
        self._heard = True
        if self.welcome is None and raw.get("type") == "error" and raw.get("code") == "busy":
            self._busy = True  # the host hangs up next: tried again then
            return
        try:
            msg: ServerMessage = parse_server_message(raw, self.players)
        except ProtocolError as e:
            log.error("the host sent a malformed message (%s): leaving", e)
            link.close(f"the host broke the protocol: {e}")
            return
        if isinstance(msg, Welcome):
            self.welcome, self.token, self.players = msg, msg.token, msg.players
        self.received.emit(msg)

    def _closed(self, link: Link, reason: str) -> None:
        if link is not self.link:
            return
        self.link = None
        # hung up on before a word: what an older host did when it was full
        hung_up = self._reached and not self._heard
        if (self.welcome is None and not self._quit and (self._busy or hung_up)
                and self._tries < len(BUSY_RETRY_MS)):
            wait = BUSY_RETRY_MS[self._tries]
            self._tries += 1
            log.info("%s:%d is busy; trying again in %d ms", self.host, self.port, wait)
            self.retrying.emit(BUSY_TEXT)
            later(self, wait, self._retry)
            return
        self.closed.emit(STAYED_BUSY if self._busy else reason)

    def _retry(self) -> None:
        if not self._quit and self.link is None:
            self.connect_to_host()


"""A client of a networked table: one seat's connection to the host.

It connects, says hello with the table code (and its token when it comes
back), and turns what the host sends into checked messages
(``server_messages``), emitted one by one as ``received``. What the client
does with them (a bot plays, a window shows a table) is its owner's
business.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QTcpSocket

from .link import Link
from .protocol import Bye, ClientMessage, Hello, ProtocolError, client_message
from .server_messages import ServerMessage, Welcome, parse_server_message

log = logging.getLogger(__name__)


class TableClient(QObject):
    received = Signal(object)  # a ServerMessage
    closed = Signal(str)  # why the connection ended

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

    def connect_to_host(self) -> None:
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
        if self.link is not None:
            self.link.close("the client left", client_message(Bye()))

    @property
    def connected(self) -> bool:
        return self.link is not None and self.link.open

    def _say_hello(self) -> None:
        if self.link is not None:
            self.link.no_delay()  # a socket takes its options once connected
        self.send_hello()

    def send_hello(self) -> None:
        """Ask for ``self.seat`` (again, after a refusal: another seat)."""
        self.send(Hello(self.code, self.seat, self.name, self.token))

    def _message(self, link: Link, raw: dict[str, Any]) -> None:
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
        if link is self.link:
            self.link = None
            self.closed.emit(reason)


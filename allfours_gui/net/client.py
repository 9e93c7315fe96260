"""A client of a networked table: one seat's connection to the host.

It connects, says hello with the table code (and its token when it comes
back), and turns what the host sends into checked messages
(``server_messages``), emitted one by one as ``received``. What the client
does with them (a bot plays, a window shows a table) is its owner's
business.

A host whose room for newcomers is full says ``busy`` (an older host just
hung up): the client says so (``retrying``) and tries again a few times,
a little later each time, before it gives up.

Over the internet (``invite``: the host's wormhole code for this seat) the
same protocol runs over a wormhole channel (``channel_pipe``): the code is
the secret, so the hello's table code and seat are the host's business. A
code that is wrong or spent ends the connection with ``WRONG_INVITE``'s
words; a connection that drops is ``away`` while the wormhole reconnects.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QTcpSocket

from .link import Link, later
from .net_words import BUSY_TEXT, STAYED_BUSY, invite_failure_words
from .protocol import Bye, ClientMessage, Hello, ProtocolError, client_message
from .server_messages import ServerMessage, Welcome, parse_server_message

if TYPE_CHECKING:
    from .wormhole.channel import ChannelSettings

log = logging.getLogger(__name__)

BUSY_RETRY_MS = (250, 500, 1000, 2000, 2000, 2000, 2000)  # then it gives up
# the words of a busy or lost table that reach the person's window (it
# translates them with the context "Network"; the log keeps them English)


class TableClient(QObject):
    received = Signal(object)  # a ServerMessage
    closed = Signal(str)  # why the connection ended
    retrying = Signal(str)  # the table was busy: trying again (in words)
    away = Signal(bool)  # over the internet: the connection dropped, reconnecting (True)
    reached = Signal()  # the host's end is open (hello sent)

    def __init__(self, host: str, port: int, code: str, seat: int, name: str,
                 token: str | None = None, *, tap: Callable[[bytes], None] | None = None,
                 invite: str | None = None, channel: ChannelSettings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port = host, port
        self.invite, self.channel_settings = invite, channel
        if invite is not None and not code:
            code = invite  # the host does not ask an invited seat for the table's code
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
        if self.invite is not None:
            self._join_wormhole(self.invite)
            return
        sock = QTcpSocket()
        self.link = Link(sock, self._message, self._closed, tap=self._tap, parent=self)
        sock.connected.connect(self._say_hello)
        sock.connectToHost(self.host, self.port)

    def _join_wormhole(self, code: str) -> None:
        from .channel_pipe import ChannelPipe
        from .wormhole.channel import WormholeChannel

        channel = WormholeChannel(self.channel_settings)
        pipe = ChannelPipe(channel)
        self.link = Link(pipe, self._message, self._closed, tap=self._tap, parent=self)
        channel.connected.connect(self._say_hello)
        pipe.away.connect(self.away)
        channel.join(code)

    @property
    def over_internet(self) -> bool:
        return self.invite is not None

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
        self.reached.emit()
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
        if self.invite is not None:
            self.closed.emit(invite_failure_words(reason))
            return
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


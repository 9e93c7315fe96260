"""The host's invitations over the internet: one wormhole code per friend's seat.

A wormhole is one-to-one, so each seat a friend takes from afar has its own code
(``invite(seat)`` → ``ready(seat, code)``), waiting on the mailbox server until
the friend types it; the channel that opens is handed on (``arrived``) and the
code is spent. A wrong guess spends the code too (SPAKE2 allows one): the seat
is told (``wrong(seat)``) and gets a new code at once, up to ``MAX_WRONG`` in a
row, after which the seat waits for the host to invite again. A mailbox that
cannot be reached says so (``failed(seat, code)``) and nothing is retried by
itself.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from .wormhole.channel import ChannelSettings, WormholeChannel
from .wormhole.codes import WRONG_CODE

log = logging.getLogger(__name__)

MAX_WRONG = 10  # wrong codes in a row on one seat before it stops offering new ones
TOO_MANY_WRONG = "too-many-wrong"  # the failure code then


class Invites(QObject):
    ready = Signal(int, str)  # a seat, and the code to send its friend
    arrived = Signal(int, object)  # a seat, and its WormholeChannel, open
    wrong = Signal(int)  # a seat whose code was guessed wrong (a new one follows)
    failed = Signal(int, str)  # a seat, and the channel's failure code

    def __init__(self, settings: ChannelSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._waiting: dict[int, WormholeChannel] = {}
        self._codes: dict[int, str] = {}
        self._wrong: dict[int, int] = {}
        self._closed = False

    def invite(self, seat: int) -> None:
        """A new code for ``seat`` (the unused one it had, if any, is given up)."""
        if self._closed:
            return
        self._drop(seat)
        channel = WormholeChannel(self.settings, parent=self)
        self._waiting[seat] = channel
        # the channel is passed back as the sender's argument: no closure holds it
        channel.code_ready.connect(self._code_ready)
        channel.connected.connect(self._connected)
        channel.failed.connect(self._failed)
        channel.closed.connect(self._gone)
        channel.host()

    def code(self, seat: int) -> str | None:
        """The seat's code waiting for its friend (None: none yet, or spent)."""
        return self._codes.get(seat)

    def seats(self) -> list[int]:
        return sorted(self._waiting)

    def close(self) -> None:
        """Give up every code not used yet."""
        self._closed = True
        for seat in list(self._waiting):
            self._drop(seat)

    def _drop(self, seat: int) -> None:
        channel = self._waiting.pop(seat, None)
        self._codes.pop(seat, None)
        if channel is not None:
            self._let_go(channel)
            channel.close()  # releases the code on the mailbox
            channel.closed.connect(channel.deleteLater)
            channel.failed.connect(channel.deleteLater)

    def _let_go(self, channel: WormholeChannel) -> None:
        """This object hears no more of ``channel`` (given up, or handed on)."""
        for signal, slot in ((channel.code_ready, self._code_ready),
                             (channel.connected, self._connected),
                             (channel.failed, self._failed), (channel.closed, self._gone)):
            signal.disconnect(slot)

    def _seat_of(self, channel: QObject | None) -> int | None:
        for seat, waiting in self._waiting.items():
            if waiting is channel:
                return seat
        return None

    def _code_ready(self, code: str) -> None:
        seat = self._seat_of(self.sender())
        if seat is not None:
            self._codes[seat] = code
            self.ready.emit(seat, code)

    def _connected(self) -> None:
        channel = self.sender()
        seat = self._seat_of(channel)
        if seat is None or not isinstance(channel, WormholeChannel):
            return
        del self._waiting[seat]
        self._codes.pop(seat, None)
        self._wrong.pop(seat, None)
        self._let_go(channel)
        self.arrived.emit(seat, channel)  # its new owner takes it (and reparents it)

    def _failed(self, code: str) -> None:
        channel = self.sender()
        seat = self._seat_of(channel)
        if seat is None:
            return
        del self._waiting[seat]
        self._codes.pop(seat, None)
        if isinstance(channel, QObject):
            channel.deleteLater()
        if code == WRONG_CODE:
            n = self._wrong[seat] = self._wrong.get(seat, 0) + 1
            log.warning("a wrong code was tried on seat %d (%d in a row)", seat, n)
            self.wrong.emit(seat)
            if n < MAX_WRONG:
                self.invite(seat)
                return
            code = TOO_MANY_WRONG
        self.failed.emit(seat, code)

    def _gone(self, _reason: str) -> None:
        # closed before anyone came (the mailbox released it): offered again
        channel = self.sender()
        seat = self._seat_of(channel)
        if seat is not None:
            self.invite(seat)

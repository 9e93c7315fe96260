"""The host's door to the internet: friends come in by wormhole code, one per seat.

The invitations (``invites``) give each friend's seat a code; the channel a
friend opens with it becomes a ``Link`` (over a ``ChannelPipe``) that the host
takes in exactly as a connection from the LAN: the door's limits, the hello,
the lobby, tokens. Two things differ. The wormhole code was the secret, so the
link's hello is for the seat it was invited to (``Link.invited_seat``) and no
table code is asked of it. And when that seat's friend goes (their app closed,
their link broke), the seat gets a new code at once: they join again with it
and take their seat back by token.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from .channel_pipe import ChannelPipe
from .invites import Invites
from .link import Link
from .lobby import Lobby
from .table_settings import InternetServers
from .wormhole.channel import ChannelSettings, WormholeChannel


def channel_settings(servers: InternetServers) -> ChannelSettings:
    return ChannelSettings(app_id=servers.app_id, mailbox_url=servers.mailbox_url,
                           relay=servers.relay, force_relay=servers.force_relay)


class InternetDoor(QObject):
    invite_ready = Signal(int, str)  # a seat, and its friend's code
    wrong_code_on = Signal(int)  # a seat whose code someone guessed wrong
    invite_failed = Signal(int, str)  # a seat, and why no code could be made
    away = Signal(int, bool)  # a seat whose connection dropped (True) or came back
    notice = Signal(str)  # for the host's log or console

    def __init__(self, servers: InternetServers, make_link: Callable[[ChannelPipe], Link],
                 take: Callable[[Link, str], None], lobby: Lobby,
                 parent: QObject | None = None) -> None:
        """``make_link(pipe)``: the host's link over ``pipe``; ``take(link, address)``:
        the host takes it in at its door."""
        super().__init__(parent)
        self._make_link = make_link
        self._take = take
        self._lobby = lobby
        self.invites = Invites(channel_settings(servers), self)
        self.invites.ready.connect(self._ready)
        self.invites.wrong.connect(self._wrong)
        self.invites.failed.connect(self._failed)
        self.invites.arrived.connect(self._arrived)
        self._closed = False

    def _ready(self, seat: int, code: str) -> None:
        self.notice.emit(f"seat {seat}: {code}")
        self.invite_ready.emit(seat, code)

    def _wrong(self, seat: int) -> None:
        self.notice.emit(f"a wrong code was tried on seat {seat}")
        self.wrong_code_on.emit(seat)

    def _failed(self, seat: int, code: str) -> None:
        self.notice.emit(f"no code for seat {seat}: {code}")
        self.invite_failed.emit(seat, code)

    def invite(self, seat: int) -> None:
        if not self._closed:
            self.invites.invite(seat)

    def code(self, seat: int) -> str | None:
        return self.invites.code(seat)

    def close(self) -> None:
        self._closed = True
        self.invites.close()

    def _arrived(self, seat: int, channel: WormholeChannel) -> None:
        if self._closed:
            channel.close()
            return
        pipe = ChannelPipe(channel)
        link = self._make_link(pipe)
        link.invited_seat = seat
        pipe.away.connect(self._away)
        # every friend over the wormhole comes through the same mailbox: the door
        # counts each seat's invitation as an address of its own
        self._take(link, f"invite:{seat}")

    def _away(self, away: bool) -> None:
        pipe = self.sender()
        link = None if pipe is None else pipe.parent()
        if isinstance(link, Link) and link.invited_seat is not None and link.open:
            seat = link.invited_seat
            name = self._lobby.places[seat].name
            self.notice.emit(f"seat {seat} ({name}) is {'away: reconnecting' if away else 'back'}")
            self.away.emit(seat, away)

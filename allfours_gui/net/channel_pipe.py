"""A link's pipe over a wormhole channel: the table's frames across the internet.

The channel (net/wormhole/channel.py) is a durable, encrypted byte stream; a
link runs the table's protocol over it exactly as over a socket. What a socket
does not have: the connection may be *away* for a while (Dilation reconnecting,
nothing lost), said by ``away(bool)``, while the link stays open and the game
goes on (a seat that is away is played by its computer after its time to
decide, as any slow seat).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .link import Pipe
from .wormhole.channel import WormholeChannel


class ChannelPipe(Pipe):
    away = Signal(bool)  # the connection dropped (True) and Dilation is reconnecting

    def __init__(self, channel: WormholeChannel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.channel = channel
        channel.setParent(self)
        self.peer = f"wormhole {channel.code}"
        self.is_away = False
        self._ended = False
        channel.received.connect(self.data.emit)
        channel.reconnecting.connect(self._reconnecting)
        channel.resumed.connect(self._resumed)
        channel.closed.connect(self._end)
        channel.failed.connect(self._end)

    def write(self, data: bytes) -> None:
        self.channel.send(data)

    def unsent(self) -> int:
        return self.channel.backlog

    def finish(self) -> bool:
        if self.channel.state == "done":
            return True
        self.channel.close()
        return False

    def abort(self) -> None:
        self.channel.close()

    def has_unread(self) -> bool:
        return False  # what arrives is read at once

    def _reconnecting(self) -> None:
        if not self.is_away:
            self.is_away = True
            self.away.emit(True)

    def _resumed(self) -> None:
        if self.is_away:
            self.is_away = False
            self.away.emit(False)

    def _end(self, reason: str) -> None:
        if not self._ended:
            self._ended = True
            self.ended.emit(reason)

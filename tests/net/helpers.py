"""A networked table in the test process: the host, bots, and raw sockets."""

from __future__ import annotations

import re
import socket
from collections.abc import Callable, Sequence
from typing import Any

from allfours_gui.engine import Rules
from allfours_gui.engine.cards import cards_of, parse_card
from allfours_gui.engine.hand import ANSWER, STAND
from allfours_gui.history.store import HistoryStore
from allfours_gui.net.bot_client import BotClient
from allfours_gui.net.client import TableClient
from allfours_gui.net.host import TableHost, TableSettings
from allfours_gui.net.protocol import FrameDecoder, ProtocolError, encode_frame

CODE = "friday-night"
CARD_TEXT = re.compile(r'"([2-9TJQKA][CDHS])"')


def make_host(people: Sequence[int], *, players: int = 4, levels: Sequence[str] = ("easy",),
              seed: int | None = 5, think_ms: int = 0, store: HistoryStore | None = None,
              **settings: Any) -> TableHost:
    settings.setdefault("discovery", False)  # tests never need multicast
    host = TableHost(TableSettings(code=CODE, people=tuple(people), rules=Rules(players=players),
                                   levels=tuple(levels), seed=seed, think_ms=think_ms,
                                   **settings), store)
    host.listen("127.0.0.1", 0)
    return host


def make_bot(host: TableHost, seat: int, *, level: str = "easy", token: str | None = None,
             tap: Callable[[bytes], None] | None = None) -> BotClient:
    client = TableClient("127.0.0.1", host.port, CODE, seat, f"Bot {seat}", token, tap=tap)
    bot = BotClient(client, level, seed=seat)
    client.connect_to_host()
    return bot


def cards_in(text: str) -> set[int]:
    """Every card written in record form anywhere in a JSON text."""
    return {parse_card(c) for c in CARD_TEXT.findall(text)}


def hidden_from(host: TableHost, seat: int) -> set[int]:
    """The cards ``seat`` may not know now, worked out from the rules (docs/rules.md §7),
    not from the code under test: the other hands but their exposed cards,
    the undealt pack, and its own hand before it may look."""
    c = host.controller
    if c is None or c.game.hand is None or c.game.hand.over:
        return set()
    h = c.game.hand
    exposed = 0
    for m in h.exposed:
        exposed |= m
    hidden = 0
    for s in range(h.n):
        if s != seat:
            hidden |= h.hands[s]
    hidden &= ~exposed
    for card in h.deck[h.pos:]:
        hidden |= 1 << card
    if h.phase in (STAND, ANSWER) and seat not in (h.first, h.dealer):
        hidden |= h.hands[seat]
    # a kick was seen by all, even one a redeal has since dealt into a hand
    return set(cards_of(hidden)) - set(h.kicks)


class RawPeer:
    """A hand-made client on a plain socket: sends any bytes, reads frames."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.sock.setblocking(False)
        self.decoder = FrameDecoder(max_frame=1 << 20)
        self.messages: list[dict[str, Any]] = []
        self.closed = False

    def send(self, data: bytes) -> None:
        self.sock.setblocking(True)
        try:
            self.sock.sendall(data)
        except OSError:
            self.closed = True
        finally:
            self.sock.setblocking(False)

    def send_msg(self, message: dict[str, Any]) -> None:
        self.send(encode_frame(message))

    def poll(self) -> None:
        while not self.closed:
            try:
                data = self.sock.recv(65536)
            except BlockingIOError:
                return
            except OSError:
                self.closed = True
                return
            if not data:
                self.closed = True
                return
            try:
                self.messages += self.decoder.feed(data)
            except ProtocolError:
                self.closed = True

    def wait(self, qtbot: Any, condition: Callable[[], bool], timeout: int = 5000) -> None:
        def ready() -> bool:
            self.poll()
            return condition()
        qtbot.waitUntil(ready, timeout=timeout)

    def errors(self) -> list[str]:
        return [m["code"] for m in self.messages if m.get("type") == "error"]

    def close(self) -> None:
        self.sock.close()


def hello(seat: int, code: str = CODE, token: str | None = None) -> dict[str, Any]:
    msg = {"v": 1, "type": "hello", "code": code, "seat": seat, "name": f"P{seat}"}
    if token is not None:
        msg["token"] = token
    return msg

"""How a connection comes to a seat at the host's table: its hello checked.

From the moment a connection arrives until it has taken a seat, it is the
admission's: it waits at the door (``gate``: a stranger holding connections
open makes way for a newcomer; a connection that says no ``hello`` in time is
closed), its code waits its turn when its address has guessed wrong before
(a hello with its seat's own token never waits), a wrong code closes it, and
the lobby (``lobby``) gives it the seat its hello asks for, or refuses it
(five refusals close the connection). A connection given its seat is handed
to the host (``seat``), which welcomes it; the host never looks at a hello
itself. See docs/protocol.md, Connecting.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
from collections.abc import Callable

from .gate import Gate
from .link import Link, RateLimit, later
from .lobby import Lobby, Refusal
from .protocol import Hello, error_message

log = logging.getLogger(__name__)

MAX_BAD_HELLOS = 5
# a connection at the door says hello, and again after a seat is refused: a few frames,
# one a second sustained; more is a flood (the link closes) and costs no parsing
DOOR_RATE = 1.0
DOOR_BURST = MAX_BAD_HELLOS + 1


def door_limit() -> RateLimit:
    return RateLimit(rate=DOOR_RATE, burst=DOOR_BURST)


class Admission:
    """The door and the hellos of one table's connections not yet seated."""

    def __init__(self, lobby: Lobby, hello_wait_s: float,
                 seat: Callable[[Link, Hello, str, bool], None],
                 wrong_code: Callable[[str, int], None]) -> None:
        """``seat(link, hello, token, back)``: the lobby gave ``link`` its seat.
        ``wrong_code(address, count)``: an address sent a wrong code, its
        ``count``-th (the connection is closed)."""
        self.lobby = lobby
        self.hello_wait_s = hello_wait_s
        self._seat = seat
        self._wrong_code = wrong_code
        self.gate: Gate[Link] = Gate()  # connections not seated yet, and wrong codes
        self.held: set[Link] = set()  # a hello whose code waits to be looked at
        self.bad_hellos: dict[Link, int] = {}

    # ------------------------------------------------------------ the door
    def make_room(self, address: str) -> Link | None:
        """Who makes way for a new connection from ``address`` (the caller closes
        it): one that has spoken is heard first (its hello may wait unread), so
        only a silent one goes."""
        heard: set[Link] = set()
        victim = self.gate.make_room(address)
        while victim is not None and victim not in heard and victim.open:
            heard.add(victim)
            if not victim.has_unread():  # nothing waiting: it is silent
                break
            victim = self.gate.make_room(address)  # seated, held or closed by what it said
        return victim

    def enter(self, link: Link, address: str) -> None:
        """A new connection from ``address``: it has a little while to say hello."""
        self.gate.enter(link, address)
        later(link, int(self.hello_wait_s * 1000), functools.partial(self._hello_timeout, link))

    def _hello_timeout(self, link: Link) -> None:
        # still at the door (the gate lets a connection go once seated or closed)
        if link.open and link in self.gate.pending and link not in self.held:
            link.close("no hello", error_message("timeout", "no hello in time"))

    def leave(self, link: Link) -> None:
        """The connection is gone."""
        self.gate.leave(link)
        self.held.discard(link)
        self.bad_hellos.pop(link, None)

    def waiting(self, link: Link) -> bool:
        """Whether ``link``'s hello waits its turn (nothing else it says is heard)."""
        return link in self.held

    def wrong_codes(self) -> dict[str, int]:
        """How many wrong codes each address has sent, most first."""
        return self.gate.wrong_codes()

    # ------------------------------------------------------------ a hello
    def hello(self, link: Link, msg: Hello) -> None:
        if link.invited_seat is not None:
            # the wormhole's code was this seat's secret: no table code is asked
            msg = dataclasses.replace(msg, seat=link.invited_seat)
        # a seat's own token (144 secret bits) is no guess: its friend never waits
        back = self.lobby.holds_token(msg.seat, msg.token)
        wait = 0.0 if back else self.gate.code_wait(self.gate.address(link), link)
        if wait > 0:  # this address has guessed: its code waits its turn
            self.held.add(link)
            later(link, int(wait * 1000), functools.partial(self._held_hello, link, msg))
            return
        self._check_hello(link, msg)

    def _held_hello(self, link: Link, msg: Hello) -> None:
        if link.open and link in self.held:
            self.held.discard(link)
            self._check_hello(link, msg)

    def _check_hello(self, link: Link, msg: Hello) -> None:
        address = self.gate.address(link)
        if link.invited_seat is None and not self.lobby.code_ok(msg.code):
            n = self.gate.wrong(address)
            log.warning("a wrong table code from %s (%d so far)", address, n)
            self._wrong_code(address, n)
            link.close("wrong code", error_message("bad_code", "that is not this table's code"))
            return
        self.gate.right(address)
        try:
            token, back = self.lobby.join(msg.seat, msg.name, msg.token)
        except Refusal as r:
            link.send(error_message(r.code, str(r)))
            self.bad_hellos[link] = self.bad_hellos.get(link, 0) + 1
            if self.bad_hellos[link] >= MAX_BAD_HELLOS:
                link.close("too many refused hellos")
            return
        self.gate.leave(link)
        self.bad_hellos.pop(link, None)
        self._seat(link, msg, token, back)

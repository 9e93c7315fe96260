"""Who may knock at a table's door, and how often (no Qt).

The host's connections that have not taken a seat yet ("pending") and the
wrong table codes, both counted per address, so that a stranger on the same
network can neither shut friends out nor guess the code:

- at most ``MAX_UNSEATED`` pending connections in all and
  ``MAX_UNSEATED_PER_ADDRESS`` from one address. When there is no room, the
  oldest pending connection of the address holding the most makes way (it is
  told ``busy``): a real client says hello as soon as it connects, so it is
  the newest and is never the one that makes way for silent ones; from
  another address, the stranger's own connections go first;
- the first ``FREE_WRONG_CODES`` wrong codes from an address are answered at
  once (people mistype); after that each code from that address waits, twice
  as long each time, before it is looked at, one at a time.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

MAX_UNSEATED = 16
MAX_UNSEATED_PER_ADDRESS = 4
FREE_WRONG_CODES = 3
WRONG_CODE_WAIT_S = 1.0
MAX_WRONG_CODE_WAIT_S = 30.0
MAX_GUESSERS = 1024  # addresses remembered; the least suspect are forgotten first

K = TypeVar("K")


def address_key(text: str) -> str:
    """An address as the limits count it: IPv4 as it is (also when written
    as IPv6), IPv6 by its /64 (one machine may hold a whole /64)."""
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return text
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def code_wait(strikes: int) -> float:
    """How long the next code waits after ``strikes`` wrong ones in a row."""
    if strikes < FREE_WRONG_CODES:
        return 0.0
    return min(WRONG_CODE_WAIT_S * 2.0 ** (strikes - FREE_WRONG_CODES), MAX_WRONG_CODE_WAIT_S)


@dataclass
class Guesses:
    """One address's wrong codes."""

    wrong: int = 0  # in all (the host window shows it)
    strikes: int = 0  # since its last right code
    next_at: float = 0.0  # its next code is looked at no sooner (``clock``)


class Gate(Generic[K]):
    """The door's book: pending connections (any hashable key) and guesses."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.pending: dict[K, str] = {}  # its address, oldest first
        self.guesses: dict[str, Guesses] = {}

    def make_room(self, address: str) -> K | None:
        """The pending connection that must make way for one more from
        ``address`` (the caller closes it), or None if there is room."""
        mine = [k for k, a in self.pending.items() if a == address]
        if len(mine) >= MAX_UNSEATED_PER_ADDRESS:
            return mine[0]
        if len(self.pending) < MAX_UNSEATED:
            return None
        counts: dict[str, int] = {}
        for a in self.pending.values():
            counts[a] = counts.get(a, 0) + 1
        most = max(counts.values())
        return next(k for k, a in self.pending.items() if counts[a] == most)

    def enter(self, key: K, address: str) -> None:
        self.pending[key] = address

    def leave(self, key: K) -> None:
        """Seated, or gone."""
        self.pending.pop(key, None)

    def address(self, key: K) -> str:
        return self.pending.get(key, "")

    def code_wait(self, address: str) -> float:
        """Seconds before a code from ``address`` is looked at; the turn it
        takes is kept for it, so codes sent together are looked at one by one."""
        g = self.guesses.get(address)
        if g is None or g.strikes < FREE_WRONG_CODES:
            return 0.0
        now = self.clock()
        at = max(now, g.next_at)
        g.next_at = at + code_wait(g.strikes)
        return at - now

    def wrong(self, address: str) -> int:
        """A wrong code from ``address``: how many it has sent in all."""
        g = self.guesses.get(address)
        if g is None:
            if len(self.guesses) >= MAX_GUESSERS:
                least = min(self.guesses, key=lambda a: (self.guesses[a].strikes,
                                                         self.guesses[a].wrong))
                del self.guesses[least]
            g = self.guesses[address] = Guesses()
        g.wrong += 1
        g.strikes += 1
        g.next_at = max(g.next_at, self.clock() + code_wait(g.strikes))
        return g.wrong

    def right(self, address: str) -> None:
        """The right code: whoever knows it is not guessing."""
        g = self.guesses.get(address)
        if g is not None:
            g.strikes, g.next_at = 0, 0.0

    def wrong_codes(self) -> dict[str, int]:
        """How many wrong codes each address has sent, most first."""
        return dict(sorted(((a, g.wrong) for a, g in self.guesses.items() if g.wrong),
                           key=lambda item: -item[1]))

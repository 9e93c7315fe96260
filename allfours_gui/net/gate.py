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
  as long each time, before it is looked at, one at a time;
- whatever the number of addresses, the table as a whole answers
  ``TABLE_FREE_WRONG_CODES`` wrong codes a minute as they come; beyond that,
  one code a ``TABLE_CODE_SPACING_S`` is looked at, whoever sends it, so a
  thousand addresses guess no faster than one busy one;
- a code waiting its turn whose connection goes away gives its turn back: the
  codes after it do not wait for it.
"""

from __future__ import annotations

import ipaddress
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

MAX_UNSEATED = 16
MAX_UNSEATED_PER_ADDRESS = 4
FREE_WRONG_CODES = 3
WRONG_CODE_WAIT_S = 1.0
MAX_WRONG_CODE_WAIT_S = 30.0
MAX_GUESSERS = 1024  # addresses remembered; the least suspect are forgotten first
TABLE_FREE_WRONG_CODES = 30  # wrong codes a minute the whole table answers as they come
TABLE_CODE_SPACING_S = 1.0  # then one code looked at a second, from any address
TABLE_WINDOW_S = 60.0

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
        # codes waiting their turn: the waiting one (a connection, or a token of
        # its own when none is named), its address and when it is looked at
        self.booked: dict[object, tuple[str, float]] = {}
        self.table_wrong: deque[float] = deque()  # the table's wrong codes, last minute
        self.table_last_look = float("-inf")  # when the table last looked at a code

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
        """Seated, or gone: a turn it was waiting for is given back."""
        self.pending.pop(key, None)
        self.booked.pop(key, None)

    def address(self, key: K) -> str:
        return self.pending.get(key, "")

    def code_wait(self, address: str, key: object | None = None) -> float:
        """Seconds before a code from ``address`` is looked at. The turn it takes
        is kept for ``key`` (its connection) until it is looked at or ``key``
        leaves, so codes sent together are looked at one by one and a code whose
        connection went away holds nobody up."""
        now = self.clock()
        self._forget_past(now)
        at = now
        g = self.guesses.get(address)
        if g is not None and g.strikes >= FREE_WRONG_CODES:
            at = max(at, g.next_at)
            mine = [t for a, t in self.booked.values() if a == address]
            if mine:
                at = max(at, max(mine) + code_wait(g.strikes))
        if len(self.table_wrong) >= TABLE_FREE_WRONG_CODES:  # the table is guessed at
            at = max(at, self.table_last_look + TABLE_CODE_SPACING_S)
            if self.booked:
                at = max(at, max(t for _, t in self.booked.values()) + TABLE_CODE_SPACING_S)
        if at > now:
            self.booked[object() if key is None else key] = (address, at)
        else:
            self.table_last_look = now  # looked at now
        return at - now

    def _forget_past(self, now: float) -> None:
        """Turns that have come (their codes are looked at), and wrong codes older
        than the table's minute."""
        for k in [k for k, (_, t) in self.booked.items() if t <= now]:
            self.table_last_look = max(self.table_last_look, self.booked.pop(k)[1])
        while self.table_wrong and self.table_wrong[0] <= now - TABLE_WINDOW_S:
            self.table_wrong.popleft()

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
        now = self.clock()
        g.next_at = max(g.next_at, now + code_wait(g.strikes))
        self.table_wrong.append(now)
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

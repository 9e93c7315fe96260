"""Who sits where at a networked table, and who may take a seat (no Qt).

A person seat is claimed by the first client that names it with the table
code; it then gets a secret token, and from then on only that token takes
the seat (back), and only while nobody holds it: a token replayed while its
seat is connected is refused.

A game hosted again keeps each friend's seat for that friend (``keep``): it
is not free to whoever has the code, only the seat's old token takes it
(checked against its digest), until the host gives it to someone else
(``release``).
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .seat_keys import digest


@dataclass
class Place:
    seat: int
    person: bool
    name: str
    level: str  # the computer's level; for a person seat, its stand-in's
    token: str | None = None
    connected: bool = False
    ready: bool = False
    local: bool = False  # the host's own seat, played at the host's window
    kept: bool = False  # a friend's seat of a game hosted again: theirs alone
    key: str | None = None  # the digest of the token that takes a kept seat back


class Refusal(Exception):
    """A hello the table says no to: ``code`` for programs, the text for people."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("utf-8"), b.encode("utf-8"))


def normal_code(code: str) -> str:
    """A table code as it is compared: read out loud, "k7 q-2" is "K7Q2"."""
    return "".join(ch for ch in code.casefold() if ch.isalnum())


class Lobby:
    def __init__(self, code: str, players: int, people: Iterable[int],
                 levels: Sequence[str], names: Sequence[str], local: int | None = None,
                 local_name: str = "Host") -> None:
        """``local``: the host's own seat (a person at the host's window): it
        is never free, always connected, and ready once the host says so."""
        people = set(people) - {local}
        self._code = normal_code(code)
        if not self._code:
            raise ValueError("a table code needs at least one letter or digit")
        self.places = [Place(s, s in people, names[s], levels[s]) for s in range(players)]
        if local is not None:
            place = self.places[local]
            place.person, place.local, place.connected = True, True, True
            place.name = local_name

    def code_ok(self, code: str) -> bool:
        typed = normal_code(code)
        return bool(typed) and _same(typed, self._code)

    def join(self, seat: int, name: str, token: str | None) -> tuple[str, bool]:
        """Take ``seat``: its token, and whether this takes it back. Raises Refusal."""
        place = self.places[seat]
        if place.local:
            raise Refusal("not_open", f"seat {seat} is the host's own")
        if not place.person:
            raise Refusal("not_open", f"seat {seat} is played by the computer")
        if place.token is None and place.kept:
            if token is None or place.key is None or not _same(digest(token), place.key):
                raise Refusal("seat_kept", f"seat {seat} is kept for the friend who sat "
                                           "there; the host can give it to someone else")
            place.token, place.connected, place.name = token, True, name
            return token, True
        if place.token is None:
            if token is not None:
                raise Refusal("bad_token", f"seat {seat} has no token yet: join without one")
            # hex: a token is typed after --token, where one starting with "-"
            # (as a URL-safe token may) reads as another option
            place.token = secrets.token_hex(18)
            place.name = name
            place.connected = True
            return place.token, False
        if token is None or not _same(token, place.token):
            raise Refusal("seat_taken", f"seat {seat} is taken")
        if place.connected:
            raise Refusal("already_connected",
                          f"seat {seat} is connected already; its token works once at a time")
        place.connected = True
        return place.token, True

    def holds_token(self, seat: int, token: str | None) -> bool:
        """Whether ``token`` is ``seat``'s (a friend coming back, not a guesser)."""
        if token is None or not 0 <= seat < len(self.places):
            return False
        place = self.places[seat]
        if place.token is not None:
            return _same(token, place.token)
        return place.kept and place.key is not None and _same(digest(token), place.key)

    def keep(self, seat: int, key: str | None) -> None:
        """Keep ``seat`` for the friend whose token has digest ``key`` (None:
        for nobody's, until the host gives the seat away)."""
        place = self.places[seat]
        if place.person and not place.local:
            place.kept, place.key = True, key

    def release(self, seat: int) -> bool:
        """The host gives a kept seat, whose friend is not here, to whoever
        sits there next; False if it is not such a seat."""
        place = self.places[seat]
        if not place.kept or place.connected:
            return False
        place.kept, place.key, place.token, place.ready = False, None, None, False
        return True

    def keys(self) -> dict[int, str]:
        """The digest of each friend's seat's token (kept beside the stored game)."""
        out = {}
        for p in self.places:
            if p.token is not None:
                out[p.seat] = digest(p.token)
            elif p.kept and p.key is not None:
                out[p.seat] = p.key
        return out

    def leave(self, seat: int) -> None:
        place = self.places[seat]
        place.connected = False
        place.ready = False  # back in the lobby, a person who left says ready again

    def set_ready(self, seat: int, ready: bool) -> None:
        self.places[seat].ready = ready

    def all_ready(self) -> bool:
        return all(p.connected and p.ready for p in self.places if p.person)

    def free_seats(self) -> int:
        return len(self.open_seats())

    def open_seats(self) -> list[int]:
        """The person seats nobody has taken yet."""
        return [p.seat for p in self.places
                if p.person and not p.local and p.token is None and not p.kept]

    def ready_to_start(self) -> bool:
        """Every person who has joined is here and ready (the empty seats can
        be played by computers until someone takes them)."""
        return all(p.connected and p.ready for p in self.places
                   if p.person and not p.local and p.token is not None)

    def connected_people(self) -> list[int]:
        return [p.seat for p in self.places if p.person and p.connected]

    def names(self) -> list[str]:
        return [p.name for p in self.places]

    def state(self) -> list[dict[str, Any]]:
        """The lobby as every client sees it (no tokens, of course)."""
        out = []
        for p in self.places:
            seat = {"seat": p.seat, "kind": "person" if p.person else "computer",
                    "name": p.name, "level": p.level,
                    "joined": p.token is not None or p.local or p.kept,
                    "connected": p.connected, "ready": p.ready}
            if p.local:
                seat["host"] = True
            if p.kept and p.token is None:
                seat["kept"] = True  # for its friend: only their token takes it
            out.append(seat)
        return out

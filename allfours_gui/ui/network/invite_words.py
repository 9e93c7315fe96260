"""The host's lobby over the internet: each friend's seat, its code, the line to send
them, and the buttons that copy it or make a new code (issue 37)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from .net_dialogs import AROUND

if TYPE_CHECKING:
    from ...net.host import TableHost

Button = tuple[str, str, Callable[[], object], bool]


def place_of(seat: int, players: int) -> str:
    """A seat as the host sees it from seat 0 ("Partner", "Right")."""
    titles = AROUND.get(players, ())
    return (QCoreApplication.translate("Lobby", titles[seat]) if seat < len(titles)
            else QCoreApplication.translate("Lobby", "Seat {number}").format(number=seat))


def invitation(code: str) -> str:
    """The line a host sends a friend, with the seat's code."""
    return QCoreApplication.translate(
        "Lobby", "Join my All Fours table: open All Fours, choose Game → Join a Table… → over "
        "the internet, and type {code}").format(code=code)


def waiting_seats(host: TableHost) -> list[int]:
    """The friends' seats nobody sits at now."""
    return [s for s in host.settings.people
            if s != host.settings.host_seat and s not in host.seat_links]


def invite_intro(host: TableHost, notes: dict[int, str]) -> str:
    """The lobby's words over the internet (rich text): each waiting seat's code."""
    n = host.rules.players
    lines = [escape(QCoreApplication.translate(
        "Lobby", "Send each friend the code for their seat (Copy gives you the line to "
        "send). A code works once: a friend who comes back later gets a new one."),
        quote=False)]
    for seat in waiting_seats(host):
        code = host.invite_code(seat)
        place = escape(place_of(seat, n), quote=False)
        if code is not None:
            lines.append(f"{place}: <b>{escape(code, quote=False)}</b>")
        elif seat not in notes:
            lines.append(escape(QCoreApplication.translate(
                "Lobby", "{place}: making a code…").format(place=place_of(seat, n)),
                quote=False))
    for seat, note in sorted(notes.items()):
        if seat in waiting_seats(host):
            lines.append(f"<span style='color:#ffb4a8'>{escape(note, quote=False)}</span>")
    return "<br>".join(lines)


def invite_buttons(host: TableHost, say: Callable[[str], None]) -> list[Button]:
    """Copy the invitation, and a new code, for each waiting seat."""
    n = host.rules.players
    buttons: list[Button] = []
    for seat in waiting_seats(host):
        place = place_of(seat, n)
        code = host.invite_code(seat)

        def copy(code: str | None = code, place: str = place) -> None:
            if code is None:
                return
            QGuiApplication.clipboard().setText(invitation(code))
            say(QCoreApplication.translate(
                "Lobby", "The invitation for {place} is copied: paste it into a message to "
                "your friend.").format(place=place))

        buttons.append((f"copy{seat}", QCoreApplication.translate(
            "Lobby", "Copy {place}'s invitation").format(place=place), copy, code is not None))
        buttons.append((f"invite{seat}", QCoreApplication.translate(
            "Lobby", "New code for {place}").format(place=place),
            functools.partial(host.invite, seat), True))
    return buttons

"""What a host's table is: its code, its people, its rules and its clocks.

A table over the internet (``internet``: the mailbox and relay its invitations
use) takes its friends by wormhole code, one per seat (net/invites.py), beside
or instead of its port on the LAN.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QLockFile

from ..engine.rules import Rules
from ..history.store import GameRow
from .wormhole.codes import APP_ID, PUBLIC_MAILBOX, PUBLIC_RELAY


@dataclass
class TableSettings:
    code: str
    people: tuple[int, ...]
    rules: Rules = field(default_factory=Rules)
    levels: tuple[str, ...] = ("medium",) * 4  # per seat; a person seat's stand-in
    seed: int | None = None
    think_ms: int = 450
    pause_ms: int = 0
    name: str = "All Fours table"
    next_wait_s: float = 60.0  # the longest a hand's end waits for everyone's "next"
    # the longest a connected friend may take over a decision before their
    # computer plays it (None: no limit)
    turn_wait_s: float | None = 60.0
    hello_wait_s: float = 3.0  # a real client says hello as soon as it connects
    discovery: bool = True
    # The host's own seat, played by a person at the host's window (None: a
    # table with no window, ``--serve``). It is never offered to others, and
    # the game starts when the host says (``start_now``).
    host_seat: int | None = None
    host_name: str = "Host"
    # the computers' names by seat (a person's seat takes its person's name);
    # empty: South, East, North, West
    names: tuple[str, ...] = ()
    # a stored game hosted again (its person seats are the ones stored as
    # played from afar), and its lock, taken by whoever offered it
    resume: GameRow | None = None
    resume_lock: QLockFile | None = None
    # over the internet: the servers the invitations go through (None: the LAN only)
    internet: InternetServers | None = None


@dataclass(frozen=True)
class InternetServers:
    """The mailbox server and transit relay a wormhole goes through."""

    mailbox_url: str = PUBLIC_MAILBOX
    relay: str | None = PUBLIC_RELAY
    app_id: str = APP_ID
    force_relay: bool = False  # offer no direct address: every byte through the relay

    @classmethod
    def named(cls, mailbox_url: str | None, relay: str | None) -> InternetServers:
        """The servers a person named (Settings, the command line); the public ones
        for what they left empty."""
        public = cls()
        return cls(mailbox_url=mailbox_url or public.mailbox_url, relay=relay or public.relay)

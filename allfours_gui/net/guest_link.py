"""A guest's connection to a friend's table: sitting down, and staying seated.

``GuestLink`` is the half of a joined table that knows the connection and
not the game: it connects (``TableClient``), says ``hello`` for the seat
asked and, when the table says no, for the next seat that will do (or
afresh, without an old visit's token), gives up on a table that does not
answer, says a busy table is tried again, and takes the seat back
(``reconnect``, with its token) after a lost connection. The ``welcome``
fixes the table (its rules, its players, this seat), and the ``lobby``
messages name the seats and pass on a friend's countdown. Every seat number
is turned so that this seat is seat 0 (``seat_rotation``), as the window
always has the person at the bottom.

What the host says of the game (its questions, events, hands and errors
about answers) goes to ``_from_host``: ``guest_session.GuestSession`` is the
rest of the guest's side.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine.rules import Rules
from ..session.game_config import HUMAN, REMOTE, GameConfig
from ..session.seat_rotation import Rotation
from ..session.table_session import TableSession
from .client import TableClient
from .net_words import REFUSALS, placeholder_names, reason_words
from .protocol import PHRASES, Ready, Say
from .server_messages import Error, HostBye, LobbyState, Pong, Said, Welcome

if TYPE_CHECKING:
    from .wormhole.channel import ChannelSettings

JOIN_WAIT_MS = 8000  # no welcome by then: the table is not answering
# refusals of a hello that mean "try another seat" when any free seat will do
OTHER_SEAT = frozenset({"not_open", "seat_taken", "seat_kept", "malformed",
                        "already_connected"})
class GuestLink(TableSession):
    """A seat at a friend's table, as far as the connection goes; its signals
    are the networked table's own (``GuestSession`` adds ``started``)."""

    status = Signal(str)  # a plain line for the status bar
    welcomed = Signal()  # seated: the rules and players are known
    lobby_changed = Signal(list)  # the seats (dicts as the host sends them, plus "local", "you")
    names_changed = Signal()
    rejoined = Signal()  # seated again after a lost connection
    said = Signal(int, str)  # a phrase said at the table: seat (as the window numbers it), text
    connection_lost = Signal(str)  # why; ``reconnect`` takes the seat back
    refused = Signal(str)  # this window could not sit down, in words
    table_closed = Signal(str, str)  # the host closed the table: why (a code), its words
    clock_changed = Signal(int, object)  # a seat (as the window numbers it): seconds left, or None
    away = Signal(bool)  # over the internet: the connection dropped and is reconnecting (True)

    def __init__(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                 *, seats: Sequence[int] | None = None, strict_table: bool = False,
                 token: str | None = None, token_seat: int | None = None,
                 invite: str | None = None, channel: ChannelSettings | None = None,
                 parent: QObject | None = None) -> None:
        """``seat``: the seat to take (as the host numbers them), None for any
        free one (``seats``, if known, are tried first). ``token``: the secret
        of ``token_seat`` from an earlier visit (the app was closed mid-game):
        tried first, to take that seat back; forgotten if the table says no.
        ``invite``: over the internet, the host's code for this person's seat
        (``channel``: through which servers); the code is spent once used, so a
        lost connection is taken back with a new code (``join_again``)."""
        super().__init__(parent)
        self.host, self.port, self.code, self.name = host, port, code, name
        self.invite, self.channel = invite, channel
        order = [seat] if seat is not None else [*(seats or ()), 1, 2, 3, 0]
        self._seats_to_try = list(dict.fromkeys(order))
        self.token: str | None = None
        self._seated_once = False
        if token is not None and token_seat is not None and seat in (None, token_seat):
            self.token = token
            self._seats_to_try = list(dict.fromkeys([token_seat, *self._seats_to_try]))
        self.wire_seat = self._seats_to_try[0]
        self.viewer = 0
        self.rotation = Rotation(0, 4)
        self.config = GameConfig(names=placeholder_names(name, 4),
                                 levels=(HUMAN, REMOTE, REMOTE, REMOTE),
                                 strict_table=strict_table)
        self.table_name = ""
        self.lobby: list[dict[str, Any]] = []
        self._clocks: dict[int, int] = {}  # seats deciding against the clock: seconds left
        # a game hosted again, in the lobby: its score (as this window numbers
        # the teams) and hand number
        self.lobby_score: tuple[tuple[int, int], int] | None = None
        self.joined_under_way = False  # seated in a game already under way
        self._first_lobby = False  # the lobby right after a welcome: is the game on?
        self._kept_refusal = False  # a seat tried was kept for its friend
        self.client: TableClient | None = None
        self.in_game = False  # the game has begun (a lost seat is then taken back)
        self.game_over = False  # the host said so: the connection's end is no news
        self._stopped = False
        self._closing = False  # the host said goodbye: the end is no surprise
        self._give_up = QTimer(self)
        self._give_up.setSingleShot(True)
        self._give_up.timeout.connect(self._no_answer)

    # ------------------------------------------- what the session does here
    def _from_host(self, msg: object) -> None:
        """A message about the game (not the connection or the lobby)."""
        raise NotImplementedError

    def _new_table(self, rules: Rules, players: int) -> None:
        """Seated at a table of these rules and players for the first time."""
        raise NotImplementedError

    def _seat_lost(self) -> None:
        """The connection ended after this seat was taken: no question is open."""
        self.human.withdraw()

    def _reset_queue(self) -> None:
        """Coming back: whatever the old connection left unshown is void."""
        self.human.withdraw()

    # ------------------------------------------------------------ connection
    def connect_to_host(self) -> None:
        self._closing = False
        client = TableClient(self.host, self.port, self.code, self.wire_seat, self.name,
                             self.token, invite=self.invite, channel=self.channel, parent=self)
        client.received.connect(self._on_message)
        client.closed.connect(lambda reason, c=client: self._on_closed(c, reason))
        client.retrying.connect(self._busy)
        client.away.connect(self._away)
        self.client = client
        if self.invite is None:
            self._give_up.start(JOIN_WAIT_MS)
        else:  # the wormhole's own deadlines until the host's end opens; then ours
            client.reached.connect(lambda: self._give_up.start(JOIN_WAIT_MS))
        client.connect_to_host()

    def join_again(self, invite: str) -> None:
        """Over the internet: take the seat back (by its token) with a new code."""
        self.invite = invite
        self.reconnect()

    @property
    def over_internet(self) -> bool:
        return self.invite is not None

    def _away(self, away: bool) -> None:
        if not self._stopped:
            self.status.emit(self.tr("The connection dropped: reconnecting…") if away
                             else self.tr("Connected again."))
            self.away.emit(away)

    def reconnect(self) -> None:
        """Take the seat back (with its token) after a lost connection."""
        if self._stopped or self.connected:
            return
        self._reset_queue()
        self.status.emit(self.tr("Joining again with the new code…") if self.invite is not None
                         else self.tr("Reconnecting to {address}…").format(address=self.address))
        self.connect_to_host()

    @property
    def address(self) -> str:
        if self.invite is not None:
            return self.tr("the internet")
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    @property
    def table_closed_by_host(self) -> bool:
        """The host said goodbye: there is no game here left to leave."""
        return self._closing

    @property
    def connected(self) -> bool:
        return self.client is not None and self.client.connected and self.client.welcome is not None

    def _busy(self, text: str) -> None:
        """The table has no room for a newcomer just now: the client tries again."""
        if not self._stopped:
            words = reason_words(text)
            self.status.emit(self.tr("{reason}…").format(reason=words[:1].upper() + words[1:]))
            self._give_up.start(JOIN_WAIT_MS)  # each try has its own time to answer

    def _no_answer(self) -> None:
        client = self.client
        if client is None or client.welcome is not None or self._stopped:
            return
        self.client = None
        client.close()
        self._fail(self.tr("No answer from a table at {address}.").format(address=self.address))

    def _fail(self, text: str) -> None:
        """Could not sit down (or back down) at the table."""
        if self.token is not None and self.in_game:
            self.connection_lost.emit(text)
        else:
            self.refused.emit(text)

    def _on_closed(self, client: TableClient, reason: str) -> None:
        if client is not self.client:
            return
        self.client = None
        self._give_up.stop()
        if self._stopped or self._closing or self.game_over:
            return
        if client.welcome is None:
            if self.invite is not None:  # the wormhole says why, in a sentence of its own
                words = reason_words(reason)
                self._fail(f"{words[:1].upper()}{words[1:]}.")
                return
            self._fail(self.tr("The connection to {address} ended before you were seated "
                               "({reason}).").format(address=self.address,
                                                     reason=reason_words(reason)))
            return
        self._seat_lost()
        self.connection_lost.emit(reason)

    def stop(self) -> None:
        """Leave the table (a new game, the window closing): the host gives the
        seat to its computer; the token would still take it back."""
        self._stopped = True
        self._give_up.stop()
        self.human.withdraw()
        if self.client is not None:
            self.client.close()
            self.client = None

    def abandon(self) -> None:
        self.stop()

    def set_ready(self, ready: bool = True) -> None:
        if self.client is not None:
            self.client.send(Ready(ready))

    def say(self, phrase: int) -> None:
        if self.client is not None and 0 <= phrase < len(PHRASES):
            self.client.send(Say(phrase))

    # --------------------------------------------------------------- messages
    def _on_message(self, msg: object) -> None:
        if self._stopped:
            return
        if isinstance(msg, Welcome):
            self._welcome(msg)
        elif isinstance(msg, LobbyState):
            self._lobby(msg)
        elif isinstance(msg, Said):
            # the phrase by its number (the window words it); an unknown one as sent
            text = PHRASES[msg.phrase] if 0 <= msg.phrase < len(PHRASES) else msg.text
            self.said.emit(self.rotation.seat(msg.seat), text)
        elif isinstance(msg, HostBye):
            self._closing = True
            self.table_closed.emit(msg.code, msg.reason)
        elif isinstance(msg, Error) and self.client is not None and self.client.welcome is None:
            self._hello_refused(self.client, msg)
        elif isinstance(msg, Pong):
            pass
        else:
            self._from_host(msg)

    def _welcome(self, msg: Welcome) -> None:
        self._give_up.stop()
        first = not self._seated_once
        self._seated_once = True
        self.token, self.wire_seat = msg.token, msg.seat
        self.table_name = msg.table
        self._first_lobby = first
        if first or self.rotation.players != msg.players:
            self.rotation = Rotation(msg.seat, msg.players)
            n = msg.players
            names = placeholder_names(self.name, n)
            self.config = GameConfig(rules=msg.rules, names=names,
                                     levels=(HUMAN, *(REMOTE,) * (n - 1)),
                                     strict_table=self.config.strict_table)
            self._new_table(msg.rules, n)
            self.welcomed.emit()
        else:
            self.status.emit(self.tr("You are back at the table."))
            self.rejoined.emit()

    def _lobby(self, msg: LobbyState) -> None:
        seats = []
        for s in msg.seats:
            seat = s.get("seat")
            if type(seat) is not int or not 0 <= seat < self.rotation.players:
                continue
            seats.append(dict(s, local=self.rotation.seat(seat), you=seat == self.wire_seat))
        self.lobby = seats
        if self._first_lobby:  # the host sends it right after the welcome
            self._first_lobby = False
            self.joined_under_way = msg.started
        if msg.score is not None and not msg.started:
            self.lobby_score = (self.rotation.pair(msg.score), msg.hand or 0)
        clocks = {s["local"]: s["clock"] for s in seats
                  if type(s.get("clock")) is int and 0 <= s["clock"] <= 24 * 3600}
        for seat in set(self._clocks) | set(clocks):
            if self._clocks.get(seat) != clocks.get(seat):
                self.clock_changed.emit(seat, clocks.get(seat))
        self._clocks = clocks
        names = list(self.config.names)
        for s in seats:
            if isinstance(s.get("name"), str) and s["name"]:
                names[s["local"]] = str(s["name"])[:24]
        self._set_names(names)
        self.lobby_changed.emit(seats)

    def _set_names(self, names: Sequence[str]) -> None:
        names = tuple(names)
        if names != self.config.names:
            self.config.names = names
            self.names_changed.emit()

    def _hello_refused(self, client: TableClient, msg: Error) -> None:
        """The table said no to this seat (not yet seated): another seat, afresh, or give up."""
        if (not self._seated_once and self.token is not None
                and msg.code in ("bad_token", "seat_taken", "seat_kept")):
            # an old visit's token that this table does not know (another
            # game): sit down afresh instead
            self.token = client.token = None
            self.status.emit(self.tr("Your old seat is not yours at this table: joining "
                                     "afresh…"))
            if msg.code != "bad_token" and len(self._seats_to_try) > 1:
                self._seats_to_try.pop(0)
                self.wire_seat = client.seat = self._seats_to_try[0]
            client.send_hello()
            return
        if msg.code == "seat_kept":
            self._kept_refusal = True
        if msg.code in OTHER_SEAT and len(self._seats_to_try) > 1:
            self._seats_to_try.pop(0)
            self.wire_seat = self._seats_to_try[0]
            client.seat = self.wire_seat
            client.send_hello()
            return
        self._give_up.stop()
        self.client = None
        client.close()
        code = "seat_kept" if self._kept_refusal and msg.code in OTHER_SEAT else msg.code
        refusal = REFUSALS.get(code)
        self._fail(self.tr("The table said no: {message}.").format(message=msg.message)
                   if refusal is None else QCoreApplication.translate("Refusal", refusal))


__all__ = ["JOIN_WAIT_MS", "GuestLink"]

"""The host of a networked table: the one process that holds the cards.

Everything runs in the Qt event loop (``QTcpServer`` and ``QTcpSocket``; no
thread does network I/O). The host checks the table code, binds each person
seat to a secret token, keeps the lobby, and once every person seat has
joined and is ready plays one game through ``HostController``. Each seat is
sent only its own view and the events the engine redacts for it (``events_for``): no
hidden card leaves this process before its hand is over. A client that
breaks the protocol or floods is disconnected; its seat, like any seat whose
person is away, is played by a computer until the person comes back.

The door and the hellos (``admission``, with ``gate``), the lobby and the
seats' keys are modules of their own; what stays is the host's one event loop.
"""

from __future__ import annotations

import functools
import logging
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from ..engine.game import BETWEEN
from ..history.store import HistoryStore
from ..session.controller import PlayerFactory, default_player_factory
from ..session.game_config import HUMAN, REMOTE, GameConfig
from ..session.problem_words import problem_words
from ..session.seats import ComputerSeat, Seat
from .admission import Admission, door_limit
from .gate import address_key
from .host_controller import HostController
from .link import Link, RateLimit, later, listen_error
from .lobby import Lobby
from .network_seat import NetworkSeat
from .protocol import (
    MAX_FRAME,
    MAX_HELLO_FRAME,
    OLDEST,
    PHRASES,
    Act,
    Bye,
    ClientMessage,
    Hello,
    Next,
    OutOfTurn,
    Ping,
    ProtocolError,
    Ready,
    Say,
    error_message,
    parse_client_message,
    server_message,
)
from .reason_codec import refusal_message
from .seat_keys import SeatKeys, standing
from .server_messages import BYE_REASONS
from .table_messages import (
    ACT_PROBLEMS,
    events_message,
    hand_over_message,
    start_message,
    state_message,
)
from .table_settings import TableSettings

if TYPE_CHECKING:
    from ..ai.players import Player
    from .channel_pipe import ChannelPipe
    from .internet_door import InternetDoor

__all__ = ["TableHost", "TableSettings"]  # TableSettings is table_settings'

log = logging.getLogger(__name__)


COMPUTER_NAMES = ("South", "East", "North", "West")
SAY_EVERY_S = 1.0


class TableHost(QObject):
    notice = Signal(str)  # what happened, for the host's log or console
    finished = Signal(object)  # the game's final score, (team 0, team 1)
    closed = Signal()  # every connection closed after shutdown
    seat_left = Signal(int, str)  # a friend's seat, and name, whose connection ended
    lobby_changed = Signal(list)  # the lobby's seats, as clients are sent them
    said = Signal(int, str)  # a phrase said at the table: seat, text
    game_created = Signal(object)  # the HostController, just before the game starts
    failed = Signal(str)  # the game could not start (a stored game that does not restore)
    wrong_code = Signal(str, int)  # an address, and how many wrong codes it has sent
    turn_clock = Signal(int, object)  # a friend's seat, and the seconds it has left (or None)
    too_slow = Signal(int, str)  # a friend's seat (and name) whose computer played for them
    # over the internet (internet_door): a seat's code to send its friend; a wrong
    # code tried on a seat (a new code follows); a seat for which no code could be
    # made (a failure code of the channel's); a friend's connection away or back
    invite_ready = Signal(int, str)
    wrong_code_on = Signal(int)
    invite_failed = Signal(int, str)
    away = Signal(int, bool)

    def __init__(self, settings: TableSettings, store: HistoryStore | None = None,
                 player_factory: PlayerFactory | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.rules = settings.rules
        n = self.rules.players
        local = settings.host_seat
        if local is not None and not 0 <= local < n:
            raise ValueError(f"the host's seat must be a seat 0 to {n - 1}")
        if (not settings.people and local is None) or any(
                not 0 <= s < n for s in settings.people):
            raise ValueError(f"person seats must be seats 0 to {n - 1}")
        self.store = store
        self.factory = player_factory or default_player_factory
        levels = (tuple(settings.levels) + (settings.levels[-1],) * 4)[:n]
        names: tuple[str, ...] = COMPUTER_NAMES if n == 4 else ("South", "North")
        if len(settings.names) >= n:
            names = tuple(str(x)[:24] or names[i] for i, x in enumerate(settings.names[:n]))
        self.lobby = Lobby(settings.code, n, settings.people, levels, names,
                           local=local, local_name=settings.host_name)
        self.seat_keys = SeatKeys(None if store is None else store.directory)
        # a game hosted again: each friend's seat waits for that friend's token,
        # and the lobby shows the score as the game stands
        self.resume_score: tuple[tuple[int, int], int] | None = None
        if settings.resume is not None:
            keys = self.seat_keys.load(settings.resume.id)
            for seat in settings.people:
                self.lobby.keep(seat, keys.get(seat))
            self.resume_score = standing(store, settings.resume)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self.links: dict[Link, int | None] = {}
        # connections not seated yet: the door, their hellos
        self.admission = Admission(self.lobby, settings.hello_wait_s, self._seated,
                                   self._wrong_code)
        self.seat_links: dict[int, Link] = {}
        self.controller: HostController | None = None
        self.net_seats: dict[int, NetworkSeat] = {}
        self.awaiting_next: set[int] = set()
        self._between = False
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._next_timeout)
        self._said_at: dict[int, float] = {}
        self._clocks: dict[int, float] = {}  # a friend's seat deciding: when its time is up
        self._shutting_down = False
        self._announcer: Any = None
        self._door: InternetDoor | None = None
        self.port = 0

    # ------------------------------------------------------------ lifecycle
    def listen(self, address: str = "0.0.0.0", port: int = 0) -> int:
        """Start taking connections; the port (chosen when 0). OSError if it cannot."""
        if not self.server.listen(QHostAddress(address), port):
            raise listen_error(self.server, address, port)
        self.port = self.server.serverPort()
        if self.settings.discovery:
            try:
                from .discovery import TableAnnouncer

                self._announcer = TableAnnouncer(self.settings.name, self.port, address)
                self._announce()
            except Exception as e:  # optional: people can still join by address
                log.warning("the table will not be announced on the network (%s)", e)
        return self.port

    def stop_listening(self) -> None:
        """Take no more connections (its port is free for another table)."""
        self.server.close()
        if self._announcer is not None:
            self._announcer.close()
            self._announcer = None

    def shutdown(self, code: str = "closed") -> None:
        """Say ``bye`` to everyone and stop (``code``: why, a key of BYE_REASONS, sent
        with its English words for older clients); ``closed`` follows once they are gone."""
        if self._shutting_down:
            return
        self._shutting_down = True
        if self.controller is not None:
            self.controller.stop()  # not abandoned: a stored game can be hosted again
        elif self.settings.resume_lock is not None:
            self.settings.resume_lock.unlock()  # never started: offered again next time
        self._next_timer.stop()
        self.server.close()
        if self._door is not None:
            self._door.close()
        if self._announcer is not None:
            self._announcer.close()
            self._announcer = None
        for link in list(self.links):
            link.close("host quit", server_message("bye", code=code,
                                                   reason=BYE_REASONS.get(code, code)))
        self._maybe_closed()

    def _maybe_closed(self) -> None:
        if self._shutting_down and not self.links:
            later(self, 0, self.closed.emit)

    def _announce(self) -> None:
        if self._announcer is not None:
            self._announcer.announce(self.rules.players, self.lobby.free_seats(),
                                     self.lobby.open_seats())

    # ---------------------------------------------------------- connections
    @staticmethod
    def address_of(sock: QTcpSocket) -> str:
        """Who a connection comes from, as the door's limits count it."""
        return address_key(sock.peerAddress().toString())

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if self._shutting_down:
                sock.abort()
                sock.deleteLater()
                continue
            self._take(Link(sock, self._message, self._closed, parent=self),
                       self.address_of(sock))

    def _take(self, link: Link, address: str) -> None:
        """A new connection from ``address`` (the LAN's or a wormhole's) at the door."""
        victim = self.admission.make_room(address)
        if victim is not None:
            log.info("the table is busy: %s makes way for a newer connection", victim.peer)
            victim.close("busy", error_message("busy", "the table is busy: try again in a moment"))
        link.limit(MAX_HELLO_FRAME, door_limit())  # at the door: a hello, small and rare
        link.peer_version = OLDEST  # until it speaks: what every client reads
        self.links[link] = None
        self.admission.enter(link, address)

    # ------------------------------------------------------ the internet
    def invite(self, seat: int) -> bool:
        """A new wormhole code for a friend's seat (``invite_ready`` gives it; a code
        not used yet is given up); False if the table is not on the internet or
        ``seat`` is not a friend's."""
        if (self.settings.internet is None or self._shutting_down
                or seat not in self.settings.people or seat == self.settings.host_seat):
            return False
        if self._door is None:
            from .internet_door import InternetDoor

            door = self._door = InternetDoor(self.settings.internet, self._link_over, self._take,
                                             self.lobby, self)
            door.notice.connect(self.notice)
            for theirs, ours in ((door.invite_ready, self.invite_ready),
                                 (door.wrong_code_on, self.wrong_code_on),
                                 (door.invite_failed, self.invite_failed),
                                 (door.away, self.away)):
                theirs.connect(ours)
        self._door.invite(seat)
        return True

    def invite_all(self) -> list[int]:
        """A code for every friend's seat not taken; the seats invited."""
        return [seat for seat in self.settings.people
                if seat not in self.seat_links and self.invite(seat)]

    def invite_code(self, seat: int) -> str | None:
        """The seat's code waiting for its friend, if any."""
        return None if self._door is None else self._door.code(seat)

    def _link_over(self, pipe: ChannelPipe) -> Link:
        return Link(pipe, self._message, self._closed, parent=self)

    def _closed(self, link: Link, reason: str) -> None:
        self.admission.leave(link)
        seat = self.links.pop(link, None)
        if link.invited_seat is not None and not self._shutting_down:  # their way back in
            later(self, 0, functools.partial(self._invite_again, link.invited_seat))
        if seat is not None and self.seat_links.get(seat) is link:
            del self.seat_links[seat]
            self.lobby.leave(seat)
            if seat in self.net_seats:
                self.net_seats[seat].detach()
            self.notice.emit(f"seat {seat} ({self.lobby.places[seat].name}) left: {reason}")
            if not self._shutting_down:
                self.seat_left.emit(seat, self.lobby.places[seat].name)
            self.awaiting_next.discard(seat)
            if not self._shutting_down:
                self._broadcast_lobby()
                self._check_next()
        self._maybe_closed()

    def _message(self, link: Link, raw: dict[str, Any]) -> None:
        try:
            msg = parse_client_message(raw, self.rules.players)
        except ProtocolError as e:
            if self.links.get(link) is None:  # not seated: a broken hello is no guest's
                link.close("malformed hello", error_message("malformed", str(e)))
            else:
                link.send(error_message("malformed", str(e)))
            return
        seat = self.links.get(link)
        if seat is None:
            if self.admission.waiting(link):
                return  # one code at a time: the held one is answered first
            if isinstance(msg, Hello):
                self.admission.hello(link, msg)
            else:
                link.close("no hello", error_message("hello_first", "say hello first"))
            return
        self._dispatch(link, seat, msg)

    def _invite_again(self, seat: int) -> None:
        if seat not in self.seat_links:
            self.invite(seat)

    def wrong_codes(self) -> dict[str, int]:
        """How many wrong codes each address has sent, most first."""
        return self.admission.wrong_codes()

    def _wrong_code(self, address: str, n: int) -> None:
        self.notice.emit(f"a wrong table code from {address} ({n} so far)")
        self.wrong_code.emit(address, n)

    def _seated(self, link: Link, msg: Hello, token: str, back: bool) -> None:
        """The admission gave ``link`` the seat its hello asked for: welcome it."""
        self.links[link] = msg.seat
        self.seat_links[msg.seat] = link
        link.limit(MAX_FRAME, RateLimit())  # seated: a player's limits
        place = self.lobby.places[msg.seat]
        link.send(server_message(
            "welcome", seat=msg.seat, token=token, back=back, table=self.settings.name,
            players=self.rules.players, rules=self.rules.to_json(), phrases=list(PHRASES)))
        self.notice.emit(f"seat {msg.seat} ({place.name}) {'is back' if back else 'joined'} "
                         f"from {link.peer}")
        if not back:
            self._keep_keys()
        self._broadcast_lobby()
        self._announce()
        c = self.controller
        if c is not None:
            link.send(self._start_message())
            link.send(self._state_message(msg.seat))
            if self._between and c.game.records:
                link.send(self._hand_over_message())
                self.awaiting_next.add(msg.seat)
            self.net_seats[msg.seat].attach(link)

    def _dispatch(self, link: Link, seat: int, msg: ClientMessage) -> None:
        c = self.controller
        if isinstance(msg, Hello):
            link.send(error_message("already_seated", f"this connection sits at seat {seat}"))
        elif isinstance(msg, Ready):
            if c is not None:  # heard, and said so: the lobby is over
                link.send(error_message("started", "the game has started"))
                return
            self.lobby.set_ready(seat, msg.ready)
            self._broadcast_lobby()
            if self.lobby.all_ready():
                later(self, 0, self._start_game)
        elif isinstance(msg, Act):
            if c is None:
                link.send(error_message("not_started", "the game has not started"))
                return
            net = self.net_seats[seat]
            asked = net.pending
            problem = net.answer(msg.decision, msg.answer)
            if problem is not None:
                link.send(error_message(problem, ACT_PROBLEMS[problem], decision=msg.decision))
            elif net.pending is not asked:
                link.refund()  # an answer the host asked for does not count as chatter
        elif isinstance(msg, OutOfTurn):
            if c is None:
                link.send(error_message("not_started", "the game has not started"))
            elif msg.action.seat != seat:
                link.send(error_message("not_your_seat", f"this connection plays seat {seat}"))
            else:
                reason = c.act_out_of_turn(msg.action)
                if reason is not None:
                    link.send(refusal_message(reason))
        elif isinstance(msg, Say):
            if not self._say(seat, msg.phrase):
                link.send(error_message("too_fast", "one phrase a second"))
        elif isinstance(msg, Next):
            if c is None:
                link.send(error_message("not_started", "the game has not started"))
            elif msg.hand != c.game.hand_number:
                link.send(error_message("wrong_hand", f"hand {msg.hand} is not the one that "
                                        "just ended", hand=c.game.hand_number))
            else:
                self.awaiting_next.discard(seat)
                self._check_next()
        elif isinstance(msg, Ping):
            link.send(server_message("pong", n=msg.n))
        elif isinstance(msg, Bye):
            link.close("said bye")

    def _say(self, seat: int, phrase: int) -> bool:
        """Phrase number ``phrase`` said at ``seat``, to everyone; False if too soon."""
        now = time.monotonic()
        if now - self._said_at.get(seat, -SAY_EVERY_S) < SAY_EVERY_S:
            return False
        self._said_at[seat] = now
        self._broadcast(server_message("said", seat=seat, phrase=phrase, text=PHRASES[phrase]))
        self.said.emit(seat, PHRASES[phrase])
        return True

    # ------------------------------------------------------ the host's seat
    def say(self, phrase: int) -> bool:
        """The host says a phrase (from its own seat); False if too soon after the last."""
        seat = self.settings.host_seat
        if seat is None or not 0 <= phrase < len(PHRASES):
            return False
        return self._say(seat, phrase)

    def start_now(self) -> bool:
        """The host starts the game: every person who joined must be here and
        ready; a person seat nobody has taken is played by its computer until
        someone takes it. False (and nothing happens) if someone is not ready."""
        seat = self.settings.host_seat
        if self.controller is not None or self._shutting_down or seat is None:
            return False
        if not self.lobby.ready_to_start():
            return False
        self.lobby.set_ready(seat, True)
        self._broadcast_lobby()
        self._start_game(force=True)
        return self.controller is not None

    def _local_next(self) -> None:
        """The host's window said "Next hand"."""
        seat = self.settings.host_seat
        if seat is not None:
            self.awaiting_next.discard(seat)
            self._check_next()

    def _next_timeout(self) -> None:
        # the people who took too long are not waited for; the host's own
        # window still deals only when its person says so
        self.awaiting_next &= {self.settings.host_seat}
        self._check_next()

    # ------------------------------------------------------------ the game
    def _start_game(self, force: bool = False) -> None:
        ready = self.lobby.ready_to_start() if force else self.lobby.all_ready()
        if self.controller is not None or self._shutting_down or not ready:
            return
        s = self.settings
        n = self.rules.players
        places = self.lobby.places
        seed = s.seed if s.seed is not None else int(time.time())
        for p in places:
            if p.person and not p.local:
                stand_in = ComputerSeat(self._stand_in_maker(p.level, seed * 10 + p.seat),
                                        lambda: self.settings.think_ms, self)
                net = self.net_seats[p.seat] = NetworkSeat(p.seat, stand_in, self,
                                                           wait_s=s.turn_wait_s)
                net.clock.connect(functools.partial(self._clock, p.seat))
                net.timed_out.connect(functools.partial(self._too_slow, p.seat))
        config = GameConfig(rules=self.rules, names=tuple(self.lobby.names()),
                            levels=tuple(HUMAN if p.local else REMOTE if p.person else p.level
                                         for p in places[:n]),
                            seed=s.seed)
        seats: dict[int, Seat] = dict(self.net_seats)
        # a host that plays at its window: the window's scene paces the game
        try:
            c = self.controller = HostController(
                config, self.factory, s.think_ms, self, store=self.store, seats=seats,
                pause_ms=None if s.host_seat is not None else s.pause_ms,
                resume=s.resume, lock=s.resume_lock)
        except Exception as e:  # a stored game that no longer restores (or is open elsewhere)
            log.exception("the table's game could not start")
            self.net_seats.clear()
            self.notice.emit(f"the game could not start: {e}")
            self.failed.emit(problem_words(e))  # shown in a translated sentence
            return
        if s.host_seat is not None:
            c.on_local_next = self._local_next
        c.events.connect(self._on_events)
        c.hand_finished.connect(self._on_hand_finished)
        c.game_finished.connect(self._on_game_finished)
        c.seat_failed.connect(lambda seat, text: self.notice.emit(
            f"seat {seat} failed ({text}); a safe move was played"))
        c.trouble.connect(self.notice.emit)
        for seat, link in self.seat_links.items():
            self.net_seats[seat].attach(link)
        self._broadcast(self._start_message())
        if s.resume is not None:  # a game under way: each seat is shown where it stands
            for seat, link in self.seat_links.items():
                link.send(self._state_message(seat))
        self._broadcast_lobby()
        self._announce()
        self._keep_keys()
        self.notice.emit("every player is ready: the game starts")
        self.game_created.emit(c)
        c.start()

    def _keep_keys(self) -> None:
        """Each friend's seat's token digest, beside the stored game: hosted
        again after a restart, a seat goes back to its friend only."""
        c = self.controller
        if c is not None and c.game_id is not None:
            self.seat_keys.save(c.game_id, self.lobby.keys())

    def give_away(self, seat: int) -> bool:
        """The host gives a friend's kept seat (its friend is away) to whoever
        sits there next; False if it is not such a seat."""
        if not self.lobby.release(seat):
            return False
        self.notice.emit(f"seat {seat} is given to whoever sits there next")
        self._keep_keys()
        self._broadcast_lobby()
        self._announce()
        return True

    def _clock(self, seat: int, left: int | None) -> None:
        """A friend's time to decide starts (seconds left) or stops (None):
        every seat sees it, in the lobby's seats."""
        if left is None:
            self._clocks.pop(seat, None)
        else:
            self._clocks[seat] = time.monotonic() + left
        self.turn_clock.emit(seat, left)
        if not self._shutting_down:
            self._broadcast_lobby()

    def _too_slow(self, seat: int) -> None:
        name = self.lobby.places[seat].name
        self.notice.emit(f"seat {seat} ({name}) took too long: its computer played for it")
        self.too_slow.emit(seat, name)

    def _stand_in_maker(self, level: str, seed: int) -> Callable[[], Player]:
        # a partial of the factory, not a closure over the host: the seat's worker
        # holds it, and must hold no Qt object
        return functools.partial(self.factory, level, seed)

    def _start_message(self) -> dict[str, Any]:
        return start_message(self.lobby, self.rules)

    def _state_message(self, seat: int) -> dict[str, Any]:
        assert self.controller is not None
        return state_message(self.controller.game, seat)

    def _hand_over_message(self) -> dict[str, Any]:
        assert self.controller is not None
        return hand_over_message(self.controller.game)

    def _on_events(self, events: list[Any]) -> None:
        assert self.controller is not None
        hand = self.controller.game.hand
        for seat, link in list(self.seat_links.items()):
            link.send(events_message(hand, seat, events))

    def _on_hand_finished(self, _summary: object) -> None:
        self._broadcast(self._hand_over_message())
        self._between = True
        self.awaiting_next = set(self.lobby.connected_people())
        self._next_timer.start(int(self.settings.next_wait_s * 1000))
        self._check_next()

    def _check_next(self) -> None:
        if self._between and not self.awaiting_next:
            self._next_timer.stop()
            later(self, 0, self._deal_next)

    def _deal_next(self) -> None:
        c = self.controller
        if not self._between or c is None or c.game.phase != BETWEEN:
            return
        self._between = False
        self.awaiting_next.clear()
        c.deal_next()

    def _on_game_finished(self, _summary: object) -> None:
        c = self.controller
        assert c is not None
        self._broadcast(self._hand_over_message())
        score = (c.game.score[0], c.game.score[1])
        self._broadcast(server_message("game_over", score=list(score), winner=c.game.winner,
                                       hands=c.game.hand_number))
        self.notice.emit(f"game over: {score[0]}-{score[1]}, team {c.game.winner} wins "
                         f"({c.game.hand_number} hands)")
        self.finished.emit(score)

    # --------------------------------------------------------------- lobby
    def _broadcast(self, message: dict[str, Any]) -> None:
        for link in list(self.seat_links.values()):
            link.send(message)

    def _broadcast_lobby(self) -> None:
        seats = self.lobby.state()
        now = time.monotonic()
        for seat, end in self._clocks.items():  # the seconds left now, not at the start
            seats[seat]["clock"] = max(0, math.ceil(end - now))
        extra: dict[str, Any] = {}
        if self.resume_score is not None and self.controller is None:
            (a, b), hand = self.resume_score  # where the game hosted again stands
            extra = {"score": [a, b], "hand": hand}
        self._broadcast(server_message("lobby", seats=seats,
                                       started=self.controller is not None, **extra))
        self.lobby_changed.emit(seats)


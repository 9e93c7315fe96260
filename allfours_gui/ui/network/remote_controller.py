"""A seat at a networked table, played from this window.

(A little over 600 lines: one mapping, message by message, of the host's
protocol onto the window's ``TableSession``; split, each half would need the
other's state.)

``RemoteController`` stands where a ``GameController`` stands for a local
game: it offers the same signals and the same ``human_*`` calls, so the
window shows the same table, prompts, animations and summaries. The game
itself runs at the host; this controller turns the host's messages into the
window's signals, and the person's clicks into messages back:

- every seat number is turned so that this seat is seat 0 (``seat_rotation``),
  as the window always has the person at the bottom;
- the cards this seat may not know are drawn with stand-ins
  (``unseen_cards``): the host never sent them, and the table never shows
  them face up;
- messages are taken one at a time, and each batch of events is animated to
  the end before the next message is looked at (the host does not wait for
  this window's animations; its next question waits here instead);
- ``ask`` is the person's prompt, ``cancel`` closes it, an ``error`` about an
  answer is explained in the status line with the engine's reason in words,
  ``hand_over`` is the hand's summary (its Next hand sends ``next``),
  ``game_over`` the game's;
- a lost connection is said plainly, and ``reconnect`` takes the seat back
  with its token (a computer plays it meanwhile, at the host);
- a busy table is said and tried again, a friend's countdown is passed on
  (``clock_changed``), and the lobby of a game hosted again shows its score.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...engine.actions import Action, MethodChoice
from ...engine.events import DealerChosen, GameWon, HandStarted
from ...engine.options import QT_TRANSLATE_NOOP
from ...engine.public import Phase
from ...engine.reasons import Reason
from ...engine.rules import Rules
from ...engine.view import PlayerView
from ...net.client import SHOWN_REASONS, TableClient
from ...net.protocol import PHRASES, Act, Next, OutOfTurn, Ready, Say
from ...net.server_messages import (
    Ask,
    Cancel,
    Error,
    Events,
    GameOver,
    HandOver,
    HostBye,
    LobbyState,
    Pong,
    Said,
    Started,
    State,
    Welcome,
)
from ...session.controller import show_in_order
from ...session.game_config import HUMAN, REMOTE, GameConfig
from ...session.hint_worker import HINT_SECONDS
from ...session.problem_words import problem_words
from ...session.seat_rotation import Rotation
from ...session.seats import Request
from ...session.table_session import TableSession
from ...session.unseen_cards import Arrangement, UnseenCards

if TYPE_CHECKING:
    from ...engine.hand import HandState

log = logging.getLogger(__name__)

JOIN_WAIT_MS = 8000  # no welcome by then: the table is not answering
# refusals of a hello that mean "try another seat" when any free seat will do
OTHER_SEAT = frozenset({"not_open", "seat_taken", "seat_kept", "malformed",
                        "already_connected"})
# (shown with QCoreApplication.translate("Refusal", text))
REFUSALS = {
    "bad_code": QT_TRANSLATE_NOOP("Refusal",
                                  "That is not this table's code: check it with the host."),
    "not_open": QT_TRANSLATE_NOOP("Refusal", "That seat is not open to people: the host gave it "
                                             "to a computer."),
    "seat_taken": QT_TRANSLATE_NOOP("Refusal", "Someone else has taken that seat: pick another."),
    "seat_kept": QT_TRANSLATE_NOOP("Refusal", "That seat is kept for the friend who sat there in "
                                              "this game: only they can take it back, or the "
                                              "host can give it to you."),
    "already_connected": QT_TRANSLATE_NOOP("Refusal", "That seat is already connected (from "
                                                      "another window?)."),
    "bad_token": QT_TRANSLATE_NOOP("Refusal", "That seat has not been taken yet: join it without "
                                              "a token."),
    "malformed": QT_TRANSLATE_NOOP("Refusal", "The table does not have that seat."),
}
# the other seats' names until the host's lobby names them
PLACES = (QT_TRANSLATE_NOOP("Lobby", "East"), QT_TRANSLATE_NOOP("Lobby", "North"),
          QT_TRANSLATE_NOOP("Lobby", "West"))


def reason_words(reason: str) -> str:
    """Why a connection ended, in the reader's language where the words are the
    client's own (net/client.py); the socket's are Qt's, the host's as it wrote them."""
    return QCoreApplication.translate("Network", reason) if reason in SHOWN_REASONS else reason


def _placeholder_names(name: str, players: int) -> tuple[str, ...]:
    east, north, west = (QCoreApplication.translate("Lobby", p) for p in PLACES)
    return (name, east, north, west) if players == 4 else (name, north)


class RemoteGame:
    """What the window reads of ``controller.game`` at a networked table: the
    phase, hand number, score and the finished hands' records. ``hand`` is
    the last hand once it is over (its whole record has come); during a hand
    this window holds only its seat's view (``RemoteController.view``)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.phase = "cut"
        self.hand: HandState | None = None
        self.hand_number = 0
        self.score = [0, 0]
        self.winner: int | None = None
        self.records: list[dict[str, Any]] = []


class RemoteController(TableSession):
    """A seat at a friend's table: the window plays through it as through a
    local game (``TableSession``); these signals are the networked table's own."""

    game: RemoteGame
    status = Signal(str)  # a plain line for the status bar
    welcomed = Signal()  # seated: the rules and players are known
    lobby_changed = Signal(list)  # the seats (dicts as the host sends them, plus "local", "you")
    names_changed = Signal()
    started = Signal()  # the game has begun
    rejoined = Signal()  # seated again after a lost connection
    said = Signal(int, str)  # a phrase said at the table: seat (as the window numbers it), text
    connection_lost = Signal(str)  # why; ``reconnect`` takes the seat back
    refused = Signal(str)  # this window could not sit down, in words
    table_closed = Signal(str)  # the host closed the table
    clock_changed = Signal(int, object)  # a seat (as the window numbers it): seconds left, or None

    def __init__(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                 *, seats: Sequence[int] | None = None, strict_table: bool = False,
                 token: str | None = None, token_seat: int | None = None,
                 parent: QObject | None = None) -> None:
        """``seat``: the seat to take (as the host numbers them), None for any
        free one (``seats``, if known, are tried first). ``token``: the secret
        of ``token_seat`` from an earlier visit (the app was closed mid-game):
        tried first, to take that seat back; forgotten if the table says no."""
        super().__init__(parent)
        self.host, self.port, self.code, self.name = host, port, code, name
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
        self.config = GameConfig(names=_placeholder_names(name, 4),
                                 levels=(HUMAN, REMOTE, REMOTE, REMOTE),
                                 strict_table=strict_table)
        self.game = RemoteGame(self.config.rules)
        self.game_id: int | None = None
        self.think_ms = 0
        self.table_name = ""
        self.lobby: list[dict[str, Any]] = []
        self._clocks: dict[int, int] = {}  # seats deciding against the clock: seconds left
        # a game hosted again, in the lobby: its score (as this window numbers
        # the teams) and hand number
        self.lobby_score: tuple[tuple[int, int], int] | None = None
        self.joined_under_way = False  # seated in a game already under way
        self._first_lobby = False  # the lobby right after a welcome: is the game on?
        self._kept_refusal = False  # a seat tried was kept for its friend
        self.human.decided.connect(self._on_decided)
        self.client: TableClient | None = None
        self.arrangement: Arrangement | None = None  # the position to lay out on ``restored``
        self.in_game = False
        self.game_over = False
        self._unseen = UnseenCards(4)
        self._view: PlayerView | None = None
        self._inbox: deque[object] = deque()
        self._awaiting_scene = False
        self._holding = False  # a hand's summary is up: the next hand waits for "Next"
        self._sent: Request | None = None  # answered, the host not yet moved on
        self._waiting_on: tuple[int, str] | None = None  # another seat deciding
        self._stopped = False
        self._closing = False  # the host said goodbye: the end is no surprise
        self._give_up = QTimer(self)
        self._give_up.setSingleShot(True)
        self._give_up.timeout.connect(self._no_answer)

    # ------------------------------------------------------------ connection
    def connect_to_host(self) -> None:
        self._closing = False
        client = TableClient(self.host, self.port, self.code, self.wire_seat, self.name,
                             self.token, parent=self)
        client.received.connect(self._on_message)
        client.closed.connect(lambda reason, c=client: self._on_closed(c, reason))
        client.retrying.connect(self._busy)
        self.client = client
        self._give_up.start(JOIN_WAIT_MS)
        client.connect_to_host()

    def reconnect(self) -> None:
        """Take the seat back (with its token) after a lost connection."""
        if self._stopped or self.connected:
            return
        self._reset_queue()
        self.status.emit(self.tr("Reconnecting to {address}…").format(address=self.address))
        self.connect_to_host()

    @property
    def address(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    def game_is_over(self) -> bool:
        """Over once the host says so, though the table may still be showing
        the last cards: its goodbye right after is then no news."""
        return self.game_over or any(isinstance(m, GameOver) for m in self._inbox)

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
            self._fail(self.tr("The connection to {address} ended before you were seated "
                               "({reason}).").format(address=self.address,
                                                     reason=reason_words(reason)))
            return
        self.human.withdraw()
        self._sent = None
        self.connection_lost.emit(reason)

    def stop(self) -> None:
        """Leave the table (a new game, the window closing): the host gives the
        seat to its computer; the token would still take it back."""
        self._stopped = True
        self._give_up.stop()
        self.human.withdraw()
        self._inbox.clear()
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
            self.table_closed.emit(msg.reason)
        elif isinstance(msg, Cancel):
            self._cancel(msg.decision)
        elif isinstance(msg, Error):
            self._error(msg)
        elif isinstance(msg, Pong):
            pass
        else:
            self._inbox.append(msg)
            self._drain()

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
            names = _placeholder_names(self.name, n)
            self.config = GameConfig(rules=msg.rules, names=names,
                                     levels=(HUMAN, *(REMOTE,) * (n - 1)),
                                     strict_table=self.config.strict_table)
            self.game = RemoteGame(msg.rules)
            self._unseen = UnseenCards(n)
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

    def _drain(self) -> None:
        while (self._inbox and not self._awaiting_scene and not self._holding
               and not self._stopped):
            self._handle(self._inbox.popleft())

    def _reset_queue(self) -> None:
        self._inbox.clear()
        self._awaiting_scene = False
        self._holding = False
        self._sent = None
        self._waiting_on = None
        self.human.withdraw()

    def _handle(self, msg: object) -> None:
        try:
            if isinstance(msg, Started):
                self._started(msg)
            elif isinstance(msg, State):
                self._state(msg)
            elif isinstance(msg, Events):
                self._events(msg)
            elif isinstance(msg, Ask):
                self._ask(msg)
            elif isinstance(msg, HandOver):
                self._hand_over(msg)
            elif isinstance(msg, GameOver):
                self._game_over(msg)
        except Exception as e:  # the table must go on: say it, log it
            log.exception("a message from the host could not be shown")
            self.trouble.emit(self.tr("Something the table sent could not be shown ({reason}).")
                              .format(reason=problem_words(e)))

    def _started(self, msg: Started) -> None:
        if len(msg.names) == self.rotation.players:
            self._set_names(self.rotation.per_seat([n[:24] for n in msg.names]))
        first = not self.in_game
        self.in_game = True
        if first:
            self.started.emit()

    def _state(self, msg: State) -> None:
        g = self.game
        g.phase, g.hand_number = msg.phase, msg.hand
        g.score = list(self.rotation.pair(msg.score))
        view = None if msg.view is None else self.rotation.view(msg.view)
        self._view = view
        g.hand = None
        self.arrangement = None if view is None else self._unseen.arrange(view)
        self._awaiting_scene = False
        self.restored.emit()
        self.turn_changed.emit(-1, "", False)
        if view is not None and view.phase != Phase.OVER and view.turn != self.viewer:
            self._waiting_on = (view.turn, view.phase)
            self._show_waiting()

    def _events(self, msg: Events) -> None:
        rot = self.rotation
        events = [rot.event(e) for e in msg.events]
        view = None if msg.view is None else rot.view(msg.view)
        g = self.game
        self._waiting_on = None
        self._sent = None  # whatever this seat answered was taken: the game moved on
        for e in events:
            if isinstance(e, HandStarted):
                g.phase, g.hand_number, g.hand = "hand", e.number, None
                g.score = list(e.score)
                self.status.emit("")  # "waiting for the others…" is over
            elif isinstance(e, GameWon):
                g.winner = e.team
            elif isinstance(e, DealerChosen):
                g.phase = "method"
                if e.seat != self.viewer:
                    self._waiting_on = (e.seat, "method")
        if view is not None:
            self._view = view
            g.score = list(view.score)
        shown = self._unseen.translate(events)
        seen = [self.viewer] if view is not None and view.hand_visible else []
        self._awaiting_scene = True
        show_in_order(shown, seen if view is not None else None,
                      self.events.emit, self.visible_seats.emit)
        if view is not None:
            if view.phase != Phase.OVER:
                self.turn_changed.emit(view.turn, view.phase, False)
                if view.turn != self.viewer:
                    self._waiting_on = (view.turn, view.phase)
            else:
                self.turn_changed.emit(-1, "", False)

    def _ask(self, msg: Ask) -> None:
        view = None if msg.view is None else self.rotation.view(msg.view)
        if view is not None:
            self._view = view
        self._waiting_on = None
        req = Request(msg.decision, msg.kind, self.viewer, view, self.config.rules)
        self._sent = None
        self.turn_changed.emit(self.viewer, msg.kind, False)
        self.human.request(req)

    def _hand_over(self, msg: HandOver) -> None:
        from ...engine.record import hand_from_record

        g = self.game
        record = self.rotation.record(msg.record)
        g.records[msg.hand - 1:] = [record]
        g.hand_number = max(g.hand_number, msg.hand)
        outcome = record.get("outcome") or {}
        if isinstance(outcome.get("score_after"), list):
            g.score = list(outcome["score_after"])
        try:
            hand = hand_from_record(record)
            hand.number = msg.hand
            g.hand = hand
        except Exception as e:
            log.exception("the record of hand %d does not replay", msg.hand)
            self.trouble.emit(self.tr("The record of hand {number} could not be read ({reason}).")
                              .format(number=msg.hand, reason=problem_words(e)))
            g.hand = None
        self.human.withdraw()
        self.turn_changed.emit(-1, "", False)
        if outcome.get("winner") is not None:
            g.phase = "over"
            return  # the game's last hand: its summary is the game's, with game_over
        g.phase = "between"
        if g.hand is None:
            self._send_next()
            return
        from ...engine.summary import summarize

        self._holding = True
        self.hand_finished.emit(summarize(g.hand))

    def _game_over(self, msg: GameOver) -> None:
        g = self.game
        g.phase = "over"
        g.score = list(self.rotation.pair(msg.score))
        g.winner = None if msg.winner is None else self.rotation.team(msg.winner)
        self.game_over = True
        self.human.withdraw()
        self.turn_changed.emit(-1, "", False)
        if g.hand is None:
            self.status.emit(self.tr("The game is over: {score}.").format(
                score=f"{g.score[0]}–{g.score[1]}"))
            return
        from ...engine.summary import summarize

        self.game_finished.emit(summarize(g.hand))

    def _cancel(self, decision: int) -> None:
        self._inbox = deque(m for m in self._inbox
                            if not (isinstance(m, Ask) and m.decision == decision))
        pending = self.human.pending
        if pending is not None and pending.token == decision:
            self.human.withdraw()
        if self._sent is not None and self._sent.token == decision:
            self._sent = None

    def _error(self, msg: Error) -> None:
        client = self.client
        if client is not None and client.welcome is None:
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
            return
        log.info("the host said %s: %s", msg.code, msg.message)
        if msg.code == "illegal":
            sent = self._sent
            if sent is not None and msg.decision == sent.token:
                self._sent = None
                self.human.request(sent)  # the question stays open: answer it again
            self.message.emit(self._plain(msg))
        elif msg.code == "too_slow":
            self._sent = None
            self.message.emit(self.tr("You took too long: your computer played that for you."))
        elif msg.code == "too_fast":
            self.status.emit(self.tr("One phrase a second, please."))
        elif msg.code == "stale":
            pass  # answered as the question was withdrawn: nothing to say
        else:
            self.status.emit(self.tr("The table said: {message}.").format(message=msg.message))

    def _plain(self, error: Error) -> Reason | str:
        """A refusal for the window to word: the host's reason with its seats
        as this window numbers them; a host that sends no reason (protocol
        version 1) is shown in its own words."""
        if error.reason is None:
            return error.message
        return self.rotation.reason(error.reason)

    # ------------------------------------------------------------- the scene
    def start(self) -> None:
        """The window is ready to show the table (nothing to start: the host deals)."""
        self._drain()

    def scene_idle(self) -> None:
        if self._awaiting_scene and not self._stopped:
            self._awaiting_scene = False
            self._drain()
            self._show_waiting()

    def _show_waiting(self) -> None:
        """Another seat is deciding, and the table shows everything before it:
        its thinking dots, as a local game shows a computer's."""
        waiting = self._waiting_on
        if (waiting is None or self._awaiting_scene or self._inbox
                or self.human.pending is not None):
            return
        self._waiting_on = None
        seat, kind = waiting
        self.turn_changed.emit(seat, kind, True)

    def next_hand(self) -> None:
        """The hand's summary was read: tell the host, and go on."""
        if self._holding:
            self._holding = False
            self._send_next()
            self._drain()

    def _send_next(self) -> None:
        if self.client is not None:
            self.client.send(Next(self.game.hand_number))
            if not self._inbox:
                self.status.emit(self.tr("Waiting for the others to be ready for the next "
                                         "hand…"))

    # ------------------------------------------------------- the person acts
    @property
    def waiting_for_human(self) -> str | None:
        return self.human.pending.kind if self.human.pending is not None else None

    def view(self) -> PlayerView | None:
        """What this seat knows, as far as the table has shown it."""
        return self._view

    def _on_decided(self, token: int, answer: object) -> None:
        req = self.human.pending
        if req is None or token != req.token or self.client is None:
            return
        # a method travels as its name ("threes"): the wire's form in both versions
        wire = (self.rotation.wire_action(answer) if isinstance(answer, Action)
                else answer.method if isinstance(answer, MethodChoice) else str(answer))
        self._sent = req
        self.client.send(Act(token, wire))
        self.human.withdraw()

    def _may_say_wait(self) -> bool:
        return self._sent is None  # an answer on its way: the turn passes soon

    def _out_of_turn(self, action: Action) -> None:
        if self.client is not None:
            self.client.send(OutOfTurn(self.rotation.wire_action(action)))

    def undo(self) -> bool:
        self.message.emit(self.tr("Nothing can be taken back at a shared table: the others "
                                  "have seen it."))
        return False

    def _hint_work(self, req: Request, level: str) -> Callable[[], dict[str, Any]] | None:
        """From this seat's view: the host is not asked, the hint is this window's own."""
        asked = req.view or self._view
        if asked is None:
            return None

        def work() -> dict[str, Any]:
            from ...ai.api import explain_view

            return explain_view(asked, level, None, seconds=HINT_SECONDS)

        return work


__all__ = ["RemoteController", "RemoteGame"]

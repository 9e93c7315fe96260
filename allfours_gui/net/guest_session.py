"""A seat at a networked table, played from this computer's window.

``GuestSession`` stands where a ``GameController`` stands for a local game:
it offers the same signals and the same ``human_*`` calls (``TableSession``),
so the window shows the same table, prompts, animations and summaries. The
game itself runs at the host; this session turns the host's messages into
the window's signals, and the person's clicks into messages back. The
connection, the welcome and the lobby are its base's (``guest_link``); here
is the game:

- the cards this seat may not know are drawn with stand-ins
  (``session.unseen_cards``): the host never sent them, and the table never
  shows them face up;
- messages are taken one at a time, and each batch of events is animated to
  the end before the next message is looked at (the host does not wait for
  this window's animations; its next question waits here instead);
- ``ask`` is the person's prompt, ``cancel`` closes it, an ``error`` about an
  answer is explained in the status line with the engine's reason in words,
  ``hand_over`` is the hand's summary (its Next hand sends ``next``),
  ``game_over`` the game's.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..engine.actions import Action, MethodChoice
from ..engine.events import DealerChosen, GameWon, HandStarted
from ..engine.public import Phase
from ..engine.reasons import Reason
from ..engine.rules import Rules
from ..engine.view import PlayerView
from ..session.controller import show_in_order
from ..session.hint_worker import HINT_SECONDS
from ..session.problem_words import problem_words
from ..session.seats import Request
from ..session.unseen_cards import Arrangement, UnseenCards
from .guest_link import GuestLink
from .protocol import Act, Next, OutOfTurn
from .server_messages import Ask, Cancel, Error, Events, GameOver, HandOver, Started, State

if TYPE_CHECKING:
    from ..engine.hand import HandState
    from .wormhole.channel import ChannelSettings

log = logging.getLogger(__name__)


class GuestGame:
    """What the window reads of ``session.game`` at a networked table: the
    phase, hand number, score and the finished hands' records. ``hand`` is
    the last hand once it is over (its whole record has come); during a hand
    this window holds only its seat's view (``GuestSession.view``)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.phase = "cut"
        self.hand: HandState | None = None
        self.hand_number = 0
        self.score = [0, 0]
        self.winner: int | None = None
        self.records: list[dict[str, Any]] = []


class GuestSession(GuestLink):
    """A seat at a friend's table: the window plays through it as through a
    local game (``TableSession``)."""

    game: GuestGame
    started = Signal()  # the game has begun

    def __init__(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                 *, seats: Sequence[int] | None = None, strict_table: bool = False,
                 token: str | None = None, token_seat: int | None = None,
                 invite: str | None = None, channel: ChannelSettings | None = None,
                 parent: QObject | None = None) -> None:
        """As ``GuestLink``: the table's address and code, the person's name,
        the seat asked for, an earlier visit's token, and over the internet
        the host's code for this seat."""
        super().__init__(host, port, code, name, seat, seats=seats, strict_table=strict_table,
                         token=token, token_seat=token_seat, invite=invite, channel=channel,
                         parent=parent)
        self.game = GuestGame(self.config.rules)
        self.game_id: int | None = None
        self.think_ms = 0
        self.human.decided.connect(self._on_decided)
        self.arrangement: Arrangement | None = None  # the position to lay out on ``restored``
        self._unseen = UnseenCards(4)
        self._view: PlayerView | None = None
        self._inbox: deque[object] = deque()
        self._awaiting_scene = False
        self._holding = False  # a hand's summary is up: the next hand waits for "Next"
        self._sent: Request | None = None  # answered, the host not yet moved on
        self._waiting_on: tuple[int, str] | None = None  # another seat deciding

    # ------------------------------------------------ what the link hands in
    def _new_table(self, rules: Rules, players: int) -> None:
        self.game = GuestGame(rules)
        self._unseen = UnseenCards(players)

    def _seat_lost(self) -> None:
        self.human.withdraw()
        self._sent = None

    def _reset_queue(self) -> None:
        self._inbox.clear()
        self._awaiting_scene = False
        self._holding = False
        self._sent = None
        self._waiting_on = None
        self.human.withdraw()

    def _from_host(self, msg: object) -> None:
        if isinstance(msg, Cancel):
            self._cancel(msg.decision)
        elif isinstance(msg, Error):
            self._error(msg)
        else:
            self._inbox.append(msg)
            self._drain()

    def stop(self) -> None:
        self._inbox.clear()
        super().stop()

    def game_is_over(self) -> bool:
        """Over once the host says so, though the table may still be showing
        the last cards: its goodbye right after is then no news."""
        return self.game_over or any(isinstance(m, GameOver) for m in self._inbox)

    # --------------------------------------------------------------- messages
    def _drain(self) -> None:
        while (self._inbox and not self._awaiting_scene and not self._holding
               and not self._stopped):
            self._handle(self._inbox.popleft())

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
        from ..engine.record import hand_from_record

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
        from ..engine.summary import summarize

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
        from ..engine.summary import summarize

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
        """The host's word on an answer, a phrase or the table, once seated."""
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
        elif msg.code in ("stale", "wrong_hand", "started"):
            # answered as the question was withdrawn, a Next after the host dealt on
            # anyway, Ready once the game began: late words, nothing to say
            pass
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
            from ..ai.api import explain_view

            return explain_view(asked, level, None, seconds=HINT_SECONDS)

        return work


__all__ = ["GuestGame", "GuestSession"]

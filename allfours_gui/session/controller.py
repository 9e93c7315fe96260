"""The game controller: owns the engine, asks each seat for its decision.

Every seat, person or computer, is asked the same way (``Seat.request``) and
answers the same way (``decided``); the engine checks every answer. Every
engine event goes to the scene, and the controller moves on only when the
scene reports it is idle, so the next decision is never asked for while cards
are still flying.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QTimer

from ..engine import Action, hand_from_record
from ..engine.actions import Decision, MethodChoice
from ..engine.errors import IllegalAction
from ..engine.events import Event, HandStarted, PlayStarted, Redealt
from ..engine.game import BETWEEN, HAND, METHOD, OVER, Game, GamePhase
from ..engine.reasons import Reason
from ..engine.summary import summarize
from ..engine.view import PlayerView
from ..history.journal import Journal
from ..history.notice import Notice
from ..history.opening import HELD
from ..history.saving import GameSaver
from ..history.store import GameRow, HistoryStore
from .game_config import GameConfig
from .game_lock import claim
from .gui_thread import mailbox
from .hint_worker import HINT_SECONDS
from .problem_words import words
from .seats import ComputerSeat, Request, Seat, safe_answer
from .table_session import TableSession, Unsaved
from .timing import SEARCH_CAP_S

if TYPE_CHECKING:
    from ..ai.players import Player

log = logging.getLogger(__name__)

PlayerFactory = Callable[[str, int], "Player"]


def show_in_order(events: Sequence[Event], seen: list[int] | None,
                  show: Callable[[list[Event]], None],
                  turn_up: Callable[[list[int]], None]) -> None:
    """Events to the table, with the hands the person may see (``seen``; None:
    unchanged) where they change. Within a hand the person's cards only ever
    turn face up, the moment the beg is settled: before play starts and its
    "trumps" bubble, not after it. A new deal is dealt face up or down as
    they may look."""
    if any(isinstance(e, HandStarted | Redealt) for e in events):
        turn_up(seen or [])
    cut = next((i for i, e in enumerate(events) if isinstance(e, PlayStarted)), len(events))
    if cut < len(events) and seen is not None:
        show(list(events[:cut]))
        turn_up(seen)
        show(list(events[cut:]))
        return
    show(list(events))
    if seen is not None:
        turn_up(seen)


def default_player_factory(level: str, seed: int) -> Player:
    from ..ai import make_player  # imported late: the AI is not needed to draw the table

    # the table caps a search at a second of thinking, whatever its rollout budget
    return make_player(level, seed, seconds=SEARCH_CAP_S)


def claim_game(store: HistoryStore, game_id: int) -> QLockFile | None:
    """Hold a game for this window, so a second window never resumes it too.
    None if another running instance holds it. A stale lock is taken over and
    a damaged one set aside (``game_lock``); what the person must be told of
    that joins the store's notices."""
    lock, notices = claim(store.directory, game_id)
    store.notices += notices
    return lock


def game_is_free(store: HistoryStore, game_id: int) -> bool:
    """No window holds the game now."""
    lock = claim_game(store, game_id)
    if lock is None:
        return False
    lock.unlock()
    return True


class GameLocked(Exception):
    """The game is open in another window (that window holds its lock)."""


class GameController(TableSession):
    """A game played on this computer (and, as ``HostController``, a hosted one)."""

    RETRY_MS = 5000  # while the history refuses writes, how often they are tried again
    # Another window's write holds the file a moment; each try waits only a frame
    # (opening.FRAME_MS), so a held file is tried again soon and the person is
    # told only once it has been held for HELD_RETRY_MS * HELD_TRIES
    HELD_RETRY_MS = 250
    HELD_TRIES = 8
    # games left (a new game, a closed table) with decisions the disk refused:
    # written by the next game's first successful try
    _left: ClassVar[list[GameSaver]] = []
    game: Game

    def __init__(self, config: GameConfig, player_factory: PlayerFactory | None = None,
                 think_ms: int = 450, parent: QObject | None = None, *,
                 store: HistoryStore | None = None, resume: GameRow | None = None,
                 lock: QLockFile | None = None, seats: Mapping[int, Seat] | None = None,
                 reopen: Callable[[], HistoryStore] | None = None,
                 history_dir: Path | None = None) -> None:
        """``lock``: the resumed game's lock, if the caller already took it (an
        offer to resume holds it while the person decides). ``reopen``: with no
        ``store``, tries to open the history (it could not be written at start):
        the game is saved from the first time it opens. ``seats``: the
        caller's own seats for some seats (a networked table's remote players);
        the others are made from ``config`` as usual. ``history_dir``: the
        history's folder, with no ``store`` (where the journal of what the
        history refuses is kept: ``history.journal``). Raises GameLocked
        when another window holds the game, and the engine's errors when its
        stored hands do not restore."""
        super().__init__(parent)
        mailbox()  # the GUI thread's share of the GIL (see gui_thread.mailbox)
        self.config = config
        self.store = store
        self.game_id: int | None = None
        self._lock: QLockFile | None = None
        self._saver: GameSaver | None = None
        self._stopped = False
        # why saving stops (None: all is written); "start": the person was told at start
        unwritten = store is None or store.for_reading  # the history took no writes at start
        self._unsaved: Notice | str | None = ("start" if unwritten and reopen is not None
                                              else None)
        self._held = 0  # tries in a row that found the history held by another program
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._flush)
        folder = store.directory if store is not None else history_dir
        journal = Journal(folder) if folder is not None else None
        about = (config.rules.to_json(), config.names, config.levels)
        if resume is not None:
            assert store is not None
            lock = lock or claim_game(store, resume.id)
            # a history that took no writes took no lock (the caller saw none held)
            if lock is None and not store.for_reading:
                raise GameLocked(resume.id)
            try:
                hands = store.hands(resume.id)
                self.game = Game.restore(config.rules, resume.first_dealer,
                                         resume.deal_method, [h.record for h in hands],
                                         config.seed)
            except BaseException:
                if lock is not None:
                    lock.unlock()
                raise
            self.game_id, self._lock = resume.id, lock
            self._saver = GameSaver(
                store, reopen, game_id=resume.id, journal=journal, about=about,
                first=(resume.first_dealer, resume.deal_method),
                written={h.number: (h.record, h.outcome) for h in hands})
        else:
            self.game = Game(config.rules, config.seed, config.decks)
            if store is not None or reopen is not None:
                def hold(game_id: int) -> None:
                    # locked before the row is visible: another window starting
                    # now can never offer this game as one to resume
                    assert self._saver is not None and self._saver.store is not None
                    self._lock = claim_game(self._saver.store, game_id)

                self._saver = GameSaver(store, reopen, hold=hold, new=about, journal=journal)
                # saved now, before the game it replaces is marked abandoned
                self._flush(quiet=True)
        factory = player_factory or default_player_factory
        seed = config.seed if config.seed is not None else int(time.time())
        self.think_ms = think_ms
        self._token = 0
        self._pending: Request | None = None
        self._awaiting_scene = False
        self.viewer = next((s for s in range(config.rules.players) if config.is_human(s)), 0)
        self.human.explain.connect(self.message.emit)  # a Reason: the window words it
        given = seats or {}
        self.seats: list[Seat] = [
            given[s] if s in given else self.human if config.is_human(s) else ComputerSeat(
                partial(factory, config.levels[s], seed * 10 + s),
                lambda: self.think_ms, self)
            for s in range(config.rules.players)]
        for seat in set(self.seats):
            seat.decided.connect(self._on_decided)
            seat.failed.connect(self._on_failed)

    # ------------------------------------------------------------- lifecycle
    def start(self) -> None:
        if isinstance(self._unsaved, Notice):
            self._say_unsaved(self._unsaved)
        if self.game.phase == GamePhase.CUT:
            self._show(self.game.cut())
        else:
            self._advance()  # a resumed game: straight to the decision it was waiting for

    def _save(self) -> None:
        """Write the game's state now: each decision is on disk before the next.
        While the history refuses writes, they wait in memory (nothing of the
        game is lost) and are tried again now and then; the person is told once."""
        saver, g = self._saver, self.game
        if saver is None:
            return
        if g.dealer >= 0 and g.phase in (GamePhase.METHOD, GamePhase.BETWEEN) and g.hand is None:
            saver.dealer(g.dealer, g.method or None)
        hand = g.hand
        if hand is not None:
            saver.hand(g.hand_number, hand.record(), hand.outcome() if hand.over else None)
        if not self._retry.isActive():
            self._flush()
        else:  # the history waits for the next try; the journal keeps the decision now
            saver.keep()
            self.saving_changed.emit()

    def _flush(self, quiet: bool = False) -> None:
        saver = self._saver
        if saver is None or not saver.pending:
            return
        self._flush_pending(saver, quiet)
        self.saving_changed.emit()

    def unsaved(self) -> Unsaved | None:
        saver = self._saver
        if saver is None or not saver.pending or saver.problem is None:
            return None
        return Unsaved(saver.waiting, saver.journal.path if saver.journal else None,
                       words(saver.problem))

    def try_saving_now(self) -> bool:
        self._held = 0
        self._retry.stop()
        self._flush()
        if self._saver is not None and self._saver.pending and not self._stopped:
            self._retry.start(self.RETRY_MS)
        return self.unsaved() is None

    def whole_game(self) -> dict[str, Any] | None:
        return self._saver.state(whole=True) if self._saver is not None else None

    def _flush_pending(self, saver: GameSaver, quiet: bool) -> None:
        problem = saver.flush()
        if problem is None and self._left:
            left, GameController._left = self._left, []
            for other in left:  # the same history (another window's are not ours to write)
                other.store = other.store or saver.store
                if other.store is saver.store and other.flush() is not None:
                    GameController._left.append(other)
        if saver.store is not None and self.store is not saver.store:
            self.store = saver.store  # the history opened at last (for writing)
        self.game_id = saver.game_id
        if problem is None:
            self._held = 0
            if self._unsaved is not None:
                self._unsaved = None
                self.trouble.emit(QCoreApplication.translate(
                    "Session", "Your game history can be written again: this game is saved, "
                    "with every decision made while it could not be."))
            return
        if self._lock is not None and self.game_id is None:
            self._lock.unlock()  # taken for a row that was not written
            self._lock = None
        self._held = self._held + 1 if problem == HELD else 0
        if 0 < self._held < self.HELD_TRIES:  # likely another window's moment: soon again
            if not self._stopped:
                self._retry.start(self.HELD_RETRY_MS)
            return
        if self._unsaved is None and not quiet:
            self._say_unsaved(problem)
        self._unsaved = self._unsaved or problem
        if not self._stopped:
            self._retry.start(self.RETRY_MS)

    def _say_unsaved(self, problem: Notice) -> None:
        self.trouble.emit(QCoreApplication.translate(
            "Session", "This game cannot be saved just now: {problem}. Play on: every "
            "decision is kept, and written as soon as the history takes it.").format(
            problem=words(problem)))

    def abandon(self) -> None:
        """The person leaves this game for another: it is not offered for resuming."""
        if self._saver is not None and self.game.phase != GamePhase.OVER:
            self._saver.abandon()
        self.stop()  # its last try writes that too

    def stop(self) -> None:
        """Leave the game (new game, window closing): cancel, release its lock."""
        self._stopped = True
        self._awaiting_scene = False
        self._close_request()
        self._retry.stop()
        if self._saver is not None and self._saver.pending:
            self._flush(quiet=True)  # a last try
            if self._saver.pending:  # the next game writes them when it can
                GameController._left.append(self._saver)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def set_aside(self) -> None:
        """The game steps off the table for a while (a mistake practised), kept as
        it is: its lock and its saving stay, the open question is withdrawn (a
        computer stops thinking) and nobody is asked until ``carry_on``."""
        self._close_request()
        self._awaiting_scene = False

    def carry_on(self) -> None:
        """Back on the table after ``set_aside``, laid out anew: the question that
        was open is asked again (or the game begins, if it had not yet)."""
        if self._stopped:
            return
        if self.game.phase == GamePhase.CUT:
            self.start()
        else:
            self._advance()

    def scene_idle(self) -> None:
        if self._awaiting_scene and not self._stopped:
            self._awaiting_scene = False
            self._advance()

    def _show(self, events: Sequence[Event]) -> None:
        self._save()
        self._awaiting_scene = True
        hand = self.game.hand
        seen = ([self.viewer] if hand is not None and hand.view_for(self.viewer).hand_visible
                else [])
        show_in_order(events, seen if hand is not None else None,
                      self.events.emit, self.visible_seats.emit)

    # ------------------------------------------------------------- the loop
    def _advance(self) -> None:
        g = self.game
        if g.phase == METHOD:
            self._ask(Decision.METHOD, g.dealer, None)
        elif g.phase == HAND:
            hand = g.hand
            assert hand is not None
            if not self._calls():
                self._ask(hand.phase, hand.turn, hand.view_for(hand.turn))
        elif g.phase == BETWEEN:
            self.turn_changed.emit(-1, "", False)
            if g.hand is None:
                self._show(g.deal())
            else:
                self.hand_finished.emit(summarize(g.hand))
        elif g.phase == OVER:
            assert g.hand is not None
            self.turn_changed.emit(-1, "", False)
            self.game_finished.emit(summarize(g.hand))

    def _ask(self, kind: str, seat: int, view: PlayerView | None) -> None:
        self._close_request()
        self._token += 1
        req = Request(self._token, kind, seat, view, self.game.rules)
        self._pending = req
        self.turn_changed.emit(seat, kind, self.seats[seat].thinks)
        self.seats[seat].request(req)

    def _close_request(self) -> None:
        req, self._pending = self._pending, None
        if req is not None:
            self.seats[req.seat].withdraw()

    def _on_decided(self, token: int, answer: object) -> None:
        req = self._pending
        if req is None or token != req.token:
            return  # a late answer to a question already settled
        decision = self._decision(req, answer)
        if isinstance(decision, Reason):
            self.seats[req.seat].refused(req, decision)
            return
        self._answered(req, decision)

    def _decision(self, req: Request, answer: object) -> Action | MethodChoice | Reason:
        """The answer as the decision it must be, or why it is none: its shape and
        its seat only. Whether the rules allow it the engine says, once, as it
        applies it (``_answered``)."""
        if req.kind == Decision.METHOD:
            choice = MethodChoice.of(answer, req.seat)  # a bare name still answers
            if choice is None:
                return Reason("bad_method", req.seat, detail=repr(answer))
            return choice if choice.seat == req.seat else Reason("other_seat", req.seat,
                                                                 choice.seat)
        if not isinstance(answer, Action):
            return Reason("not_a_decision", detail=repr(answer))
        if answer.seat != req.seat:
            return Reason("other_seat", req.seat, answer.seat)
        return answer

    def _on_failed(self, token: int, text: str) -> None:
        req = self._pending
        if req is None or token != req.token:
            return
        log.error("seat %d failed (%s): a safe move is played for it", req.seat, text)
        self.seat_failed.emit(req.seat, text)
        self._answered(req, safe_answer(req))

    def _answered(self, req: Request, decision: Action | MethodChoice) -> bool:
        """The engine applies the decision (its one check of the rules); refused,
        the question stays open and the seat hears why (False)."""
        try:
            events = self.game.apply(decision)
        except IllegalAction as e:
            self.seats[req.seat].refused(req, e.reason)
            return False
        self._close_request()
        if isinstance(decision, MethodChoice):
            self._save()  # the first dealer and the method, before the first hand
            self._show(events + self.game.deal())
        else:
            self._applied(events)
        return True

    def next_hand(self) -> None:
        if self.game.phase == BETWEEN and not self._awaiting_scene:
            self._show(self.game.deal())

    def _calls(self) -> bool:
        """Opponents of the seat on turn may call its exposed cards first."""
        hand = self.game.hand
        assert hand is not None
        for seat in range(hand.n):
            options = hand.call_options(seat)
            if options:
                choice = self.seats[seat].offer_call(hand.view_for(seat), options)
                if choice is not None and hand.reason(choice) is None:
                    self._apply(choice)
                    return True
        return False

    def _apply(self, action: Action) -> None:
        self._applied(self.game.apply(action))

    def _applied(self, events: list[Event]) -> None:
        self._show(events)
        # the seat to play next is marked as the cards land; the thinking dots
        # wait until it is asked (the seat that just acted has stopped thinking)
        hand = self.game.hand
        if self.game.phase == HAND and hand is not None and not hand.over:
            self.turn_changed.emit(hand.turn, hand.phase, False)
        else:
            self.turn_changed.emit(-1, "", False)

    # ------------------------------------------------------- the person acts
    def view(self) -> PlayerView | None:
        hand = self.game.hand
        return None if hand is None else hand.view_for(self.viewer)

    def _out_of_turn(self, action: Action) -> None:
        """A decision the person makes out of turn (expose, call): whatever the
        seat on turn was thinking is void, and it is asked again afterwards."""
        hand = self.game.hand
        assert hand is not None
        reason = hand.reason(action)
        if reason is not None:
            self.message.emit(reason)
            return
        self._close_request()
        self._apply(action)

    # ----------------------------------------------------------------- undo
    def undo(self) -> bool:
        """Take back the person's last decision of this hand, and every
        computer reply after it; they vanish from the hand record too."""
        g = self.game
        hand = g.hand
        if hand is None or g.phase != "hand":
            self.message.emit(QCoreApplication.translate(
                "Session", "The hand is over: there is nothing to take back."))
            return False
        mine = [i for i, a in enumerate(hand.actions) if a.seat == self.viewer]
        if not mine:
            self.message.emit(QCoreApplication.translate(
                "Session", "You have made no decision in this hand yet."))
            return False
        self._close_request()
        record = hand.record()
        record["actions"] = record["actions"][:mine[-1]]  # a prefix: its redeals may wait
        fresh = hand_from_record(record, rng=g.rng)
        fresh.number = hand.number
        g.hand = fresh
        g.score = list(fresh.score)
        self._save()
        self.restored.emit()
        self._awaiting_scene = False
        self._advance()
        return True

    # ---------------------------------------------------------------- hints
    def _hint_work(self, req: Request, level: str) -> Callable[[], dict[str, Any]] | None:
        hand = self.game.hand
        if hand is None:
            return None
        record = hand.record()  # ``explain`` hands the player only the view of the seat on turn

        def work() -> dict[str, Any]:
            from ..ai import explain

            # A person waits: the table's deadline, not the reproducible whole budget.
            return explain(record, level, 1, seconds=HINT_SECONDS)

        return work


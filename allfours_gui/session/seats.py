"""Seats: whoever makes a seat's decisions, a person or a computer.

The controller asks every seat the same way (``request``) and hears back the
same way (``decided``), so it never asks which kind of seat it has (KDE
Lskat's input classes work alike). A seat that cannot answer reports
``failed`` and the controller plays a safe move for it; nothing waits forever.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine.actions import Action, Decision, MethodChoice
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .gui_thread import mailbox
from .timing import SEARCH_CAP_S, watchdog_s

if TYPE_CHECKING:
    from ..ai.players import Player
    from ..engine.reasons import Reason

log = logging.getLogger(__name__)

METHODS = ("ones", "threes")


@dataclass(frozen=True)
class Request:
    """One decision asked of one seat. ``token`` tells a late answer from a live one."""

    token: int
    kind: str  # a Decision: method (the first dealer's way of dealing), stand, answer, play
    seat: int
    view: PlayerView | None  # None when choosing the dealing method
    rules: Rules

    def __post_init__(self) -> None:
        # a caller may ask with the plain value ("play", a hand's Phase): it is held as a Decision
        object.__setattr__(self, "kind", Decision(self.kind))


class Seat(QObject):
    decided = Signal(int, object)  # token, an Action or a MethodChoice
    failed = Signal(int, str)  # token, what went wrong
    thinks = False  # the table shows thinking dots while it is asked

    def request(self, req: Request) -> None:
        raise NotImplementedError

    def withdraw(self) -> None:
        """The question is settled or void: stop working on it."""

    def refused(self, req: Request, reason: Reason) -> None:
        """The engine refused this seat's answer to ``req``, for ``reason``."""

    def offer_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        """Call one of an opponent's exposed cards now, or None."""
        return None


class HumanSeat(Seat):
    """The person: a request becomes a prompt on the table; clicks and keys answer."""

    prompt = Signal(str, object)  # kind, view
    closed = Signal()  # the prompt no longer applies
    explain = Signal(object)  # why an answer was refused: a Reason, worded by the window

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pending: Request | None = None

    def request(self, req: Request) -> None:
        self.pending = req
        self.prompt.emit(req.kind, req.view)

    def answer(self, value: object) -> None:
        if self.pending is not None:
            self.decided.emit(self.pending.token, value)

    def withdraw(self) -> None:
        if self.pending is not None:
            self.pending = None
            self.closed.emit()

    def refused(self, req: Request, reason: Reason) -> None:
        self.explain.emit(reason)  # the prompt stays: the person tries again


class _Failure:
    def __init__(self, text: str) -> None:
        self.text = text


class Brain:
    """A computer player, made when first asked (the AI modules load then), and
    its lock: one decision at a time, so a cancelled search finishes before the
    next starts. What a worker thread holds of its seat: no Qt object."""

    def __init__(self, make_player: Callable[[], Player]) -> None:
        self._make = make_player
        self.made: Player | None = None
        self.busy = threading.Lock()

    def player(self) -> Player:
        if self.made is None:
            self.made = self._make()
        return self.made

    def fresh(self) -> Brain:
        """Another of the same kind: a new player and lock, none of this one's."""
        return Brain(self._make)


class ComputerSeat(Seat):
    """A computer player thinking in a worker thread; the event loop never waits on it.

    A watchdog (``timing.watchdog_s``: a few times the player's budget) covers a
    player that never answers and ignores its cancel: the seat reports
    ``failed`` (the controller plays a safe move and says so) and abandons the
    thread. The player is not asked again while that thread still runs: its
    decisions get a safe move at once, so hung threads never pile up; once it
    ends, a fresh player (and a fresh lock) takes over.
    """

    thinks = True

    def __init__(self, make_player: Callable[[], Player], think_ms: Callable[[], int],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._brain = Brain(make_player)
        self._think_ms = think_ms
        self._pending: Request | None = None
        self._cancel: threading.Event | None = None
        self._workers: list[threading.Thread] = []  # started since the last abandonment
        self._stuck: list[threading.Thread] = []  # abandoned to the watchdog
        self._limit_s = 0.0  # the watchdog's time for the pending request
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._overdue)
        self._logged: set[str] = set()  # failures whose traceback is in the log already

    def player(self) -> Player:
        return self._brain.player()

    def _limit(self) -> float:
        """The player's own deadline once it is made (the rule players have none);
        before, the most any level may think at the table."""
        player = self._brain.made
        budget = SEARCH_CAP_S if player is None else getattr(player, "seconds", 0.0)
        return watchdog_s(budget if isinstance(budget, int | float) else SEARCH_CAP_S)

    def request(self, req: Request) -> None:
        self.withdraw()
        self._pending = req
        cancel = self._cancel = threading.Event()
        pace = self._think_ms() / 1000
        self._stuck = [t for t in self._stuck if t.is_alive()]
        if self._stuck:  # its player is still lost in an earlier decision
            self._limit_s = 0.0
            self._watchdog.start(round(pace * 1000))
            return
        self._workers = [t for t in self._workers if t.is_alive()]
        self._limit_s = self._limit()
        # the worker holds no Qt object: a seat it kept alive could die on its thread
        brain, answer_with, logged = self._brain, mailbox().reply(self._on_thought), self._logged

        def work() -> None:
            started = time.monotonic()
            try:
                with brain.busy:
                    if cancel.is_set():
                        return
                    player = brain.player()
                    if req.view is None:
                        answer: object = MethodChoice(
                            req.seat, player.choose_method(req.seat, req.rules))
                    else:
                        answer = player.choose(req.view, cancel)
            except Exception as e:  # a player's bug must not stall the game
                answer = _Failure(f"{type(e).__name__}: {e}")
                if answer.text not in logged:  # its traceback once; each time, a line
                    logged.add(answer.text)
                    log.exception("the computer player of seat %d failed", req.seat)
            # keep a short human pace: a computer that answers at once feels abrupt
            rest = pace - (time.monotonic() - started)
            if rest > 0:
                cancel.wait(rest)
            if not cancel.is_set():
                answer_with((req, answer))

        worker = threading.Thread(target=work, name=f"think-seat-{req.seat}", daemon=True)
        self._workers.append(worker)
        self._watchdog.start(round((pace + self._limit_s) * 1000))
        worker.start()

    def _on_thought(self, thought: tuple[Request, object]) -> None:
        req, answer = thought
        if req is not self._pending:
            return  # another seat's, or withdrawn meanwhile
        self._watchdog.stop()
        if isinstance(answer, _Failure):
            self.failed.emit(req.token, answer.text)
        else:
            self.decided.emit(req.token, answer)

    def _overdue(self) -> None:
        """No answer in time (or the player is still stuck): a safe move is played."""
        req = self._pending
        if req is None:
            return
        if self._stuck:
            text = QCoreApplication.translate("Session",
                                              "it is still stuck on an earlier decision")
        else:
            text = QCoreApplication.translate("Session", "no answer in {seconds} s").format(
                seconds=f"{self._limit_s:.2g}")
            log.error("the computer player of seat %d gave no answer in %.2g s; its "
                      "thread is abandoned", req.seat, self._limit_s)
            # nothing of the lost thread is used again: its player, its lock
            self._stuck = [t for t in self._workers if t.is_alive()]
            self._workers = []
            self._brain = self._brain.fresh()
        self.failed.emit(req.token, text)

    def withdraw(self) -> None:
        self._pending = None
        self._watchdog.stop()
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    def refused(self, req: Request, reason: Reason) -> None:
        # the engine's own words for the rule: a bug report's detail
        self.failed.emit(req.token, QCoreApplication.translate(
            "Session", "it chose an illegal move ({reason})").format(reason=reason))

    def offer_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        try:
            return self.player().choose_call(view, options)
        except Exception:
            log.exception("the computer player of seat %d failed to consider a call", view.seat)
            return None


def safe_answer(req: Request) -> Action | MethodChoice:
    """What a failed seat plays instead: the medium player's choice, else the first legal."""
    if req.view is None:
        return MethodChoice(req.seat, "threes")
    try:
        from ..ai import medium

        action, _ = medium.choose(req.view)
    except Exception:
        log.exception("the safe player failed too; playing the first legal move")
        return req.view.legal[0]
    return action if action in req.view.legal else req.view.legal[0]

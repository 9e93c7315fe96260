"""A seat played by a person (or bot) on another machine.

To the controller it is one more ``Seat``: ``request`` sends an ``ask`` with
the seat's view and a decision number, and a valid ``act`` for that number
becomes ``decided``; the engine still judges it (a refusal goes back as an
``error`` and the question stays open). While nobody is connected to the
seat a computer player stands in, through the ordinary ``ComputerSeat``;
a person who comes back takes over at the decision then open.

A person who does not answer in time (``wait_s``, the host's choice; None:
no limit) does not hold the table: their computer plays that decision and
they are told (``error`` ``too_slow``). The time runs per decision; coming
back does not start it again.
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.actions import Action, Decision, MethodChoice
from ..engine.reasons import Reason
from ..engine.view import PlayerView
from ..session.seats import METHODS, Request, Seat
from .protocol import server_message
from .reason_codec import refusal_message
from .view_codec import actions_json, view_to_json

if TYPE_CHECKING:
    from .link import Link


def ask_message(req: Request) -> dict[str, object]:
    view = None if req.view is None else view_to_json(req.view)
    legal = list(METHODS) if req.view is None else actions_json(req.view.legal)
    return server_message("ask", decision=req.token, kind=req.kind, seat=req.seat, view=view,
                          legal=legal)


def decision_key(req: Request) -> Hashable:
    """Which decision ``req`` asks, whatever question carries it: a partner's exposed
    card (or an opponent's call) asks the seat on turn again, with a new question for
    the same decision, and its time must not start again."""
    v = req.view
    if v is None:  # the first dealer's way of dealing: once a game
        return (req.kind, req.seat)
    return (req.kind, req.seat, v.number, v.redeals, len(v.tricks), len(v.trick),
            len(v.decisions))


class NetworkSeat(Seat):
    thinks = True  # the table shows that seat as busy while it is asked
    clock = Signal(object)  # seconds the person has left to answer, or None: no clock
    timed_out = Signal()  # the person took too long: their computer plays the decision

    def __init__(self, seat: int, stand_in: Seat, parent: QObject | None = None,
                 wait_s: float | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.wait_s = wait_s if wait_s else None
        self._deadline: tuple[Hashable, float] | None = None  # the open decision's
        self._late: Request | None = None  # taken from its person: the stand-in's
        self._clock_shown = False  # a "seconds left" was said and not yet taken back
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._too_slow)
        self.stand_in = stand_in
        stand_in.decided.connect(self._stand_in_decided)
        stand_in.failed.connect(self._stand_in_failed)
        self.link: Link | None = None
        self.pending: Request | None = None
        self._asked_at = 0.0
        self._answering = False  # an answer from the link is being judged
        self._link_answered: Request | None = None
        self.latencies: list[float] = []  # seconds from ask to answer (benchmarks)

    # ------------------------------------------------------------ the seat
    def request(self, req: Request) -> None:
        self.pending = req
        self._late = None
        if self.link is not None:
            self._ask(self.link, req)
        else:
            self.stand_in.request(req)

    def withdraw(self) -> None:
        req, self.pending = self.pending, None
        self._stop_clock()
        self._late = None
        if req is None:
            return
        self.stand_in.withdraw()
        if self.link is not None and not self._answering:
            self.link.send(server_message("cancel", decision=req.token))

    def refused(self, req: Request, reason: Reason) -> None:
        if self._link_answered is req and self.link is not None:
            self.link.send(refusal_message(reason, req.token))
        else:
            self.stand_in.refused(req, reason)

    def offer_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        # a connected person calls by sending "out_of_turn"; a stand-in decides here
        return None if self.link is not None else self.stand_in.offer_call(view, options)

    # ------------------------------------------------- person and stand-in
    def attach(self, link: Link) -> None:
        """A person (re)connected: the open decision is theirs from now on
        (unless they already took too long over it)."""
        self.link = link
        if self.pending is not None and self._late is not self.pending:
            self.stand_in.withdraw()
            self._ask(link, self.pending)

    def detach(self) -> None:
        """The person left: the stand-in takes the open decision."""
        self.link = None
        self._stop_clock()
        if self.pending is not None and self._late is not self.pending:
            self.stand_in.request(self.pending)

    def answer(self, decision: int, answer: Action | str) -> str | None:
        """A client's ``act``; the reason it cannot count (for an ``error``), or None."""
        req = self.pending
        if req is None or decision != req.token or req is self._late:
            return "stale"
        if (req.kind == Decision.METHOD) != isinstance(answer, str):
            return "wrong_kind"
        if isinstance(answer, Action) and answer.seat != self.seat:
            return "not_your_seat"
        # the wire's "method" is this seat's choice of how to deal
        decided = MethodChoice(self.seat, answer) if isinstance(answer, str) else answer
        self.latencies.append(time.perf_counter() - self._asked_at)
        self._link_answered = req  # the clock runs on until the game takes it (withdraw)
        self._answering = True
        try:
            self.decided.emit(req.token, decided)
        finally:
            self._answering = False
        return None

    def _ask(self, link: Link, req: Request) -> None:
        self._asked_at = time.perf_counter()
        left = self._start_clock(req)
        if left is not None and left <= 0:
            self._too_slow()  # came back after their time was up
            return
        message = ask_message(req)
        if left is not None:
            message["seconds"] = math.ceil(left)
        link.send(message)

    # --------------------------------------------------------------- clock
    def _start_clock(self, req: Request) -> float | None:
        """Seconds left for ``req`` (its time runs from when it was first
        asked, across reconnections); None: no limit."""
        if self.wait_s is None:
            return None
        key = decision_key(req)
        if self._deadline is None or self._deadline[0] != key:
            self._deadline = (key, time.monotonic() + self.wait_s)
        left = self._deadline[1] - time.monotonic()
        if left > 0:
            self._timer.start(math.ceil(left * 1000))
            self._clock_shown = True
            self.clock.emit(math.ceil(left))
        return left

    def _stop_clock(self) -> None:
        """Stopped, or run out: either way every window hears it has stopped
        (a clock that ran out and was never said to stop looked, to a friend,
        like the next decision's clock, already at 0)."""
        self._timer.stop()
        if self._clock_shown:
            self._clock_shown = False
            self.clock.emit(None)

    def _too_slow(self) -> None:
        req = self.pending
        self._stop_clock()
        if req is None or self.link is None or self._late is req:
            return
        self._late = req
        self.link.send(server_message("cancel", decision=req.token))
        self.link.send(server_message(
            "error", code="too_slow", decision=req.token,
            message=f"no answer in {self.wait_s:g} s: your computer played this decision"))
        self.timed_out.emit()
        self.stand_in.request(req)

    def _takes_stand_in(self, token: int) -> bool:
        req = self.pending
        return (req is not None and token == req.token
                and (self.link is None or self._late is req))

    def _stand_in_decided(self, token: int, answer: object) -> None:
        if self._takes_stand_in(token):
            self._link_answered = None
            self.decided.emit(token, answer)

    def _stand_in_failed(self, token: int, text: str) -> None:
        if self._takes_stand_in(token):
            self.failed.emit(token, text)


__all__ = ["METHODS", "NetworkSeat", "ask_message"]

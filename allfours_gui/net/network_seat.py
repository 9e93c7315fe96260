"""A seat played by a person (or bot) on another machine.

To the controller it is one more ``Seat``: ``request`` sends an ``ask`` with
the seat's view and a decision number, and a valid ``act`` for that number
becomes ``decided``; the engine still judges it (a refusal goes back as an
``error`` and the question stays open). While nobody is connected to the
seat a computer player stands in, through the ordinary ``ComputerSeat``;
a person who comes back takes over at the decision then open.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine.actions import Action
from ..engine.view import PlayerView
from ..ui.seats import METHODS, Request, Seat
from .protocol import server_message
from .view_codec import actions_json, view_to_json

if TYPE_CHECKING:
    from .link import Link


def ask_message(req: Request) -> dict[str, object]:
    view = None if req.view is None else view_to_json(req.view)
    legal = list(METHODS) if req.view is None else actions_json(req.view.legal)
    return server_message("ask", decision=req.token, kind=req.kind, seat=req.seat, view=view,
                          legal=legal)


class NetworkSeat(Seat):
    thinks = True  # the table shows that seat as busy while it is asked

    def __init__(self, seat: int, stand_in: Seat, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
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
        if self.link is not None:
            self._ask(self.link, req)
        else:
            self.stand_in.request(req)

    def withdraw(self) -> None:
        req, self.pending = self.pending, None
        if req is None:
            return
        self.stand_in.withdraw()
        if self.link is not None and not self._answering:
            self.link.send(server_message("cancel", decision=req.token))

    def refused(self, req: Request, problem: str) -> None:
        if self._link_answered is req and self.link is not None:
            self.link.send(server_message("error", code="illegal", decision=req.token,
                                          message=problem))
        else:
            self.stand_in.refused(req, problem)

    def offer_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        # a connected person calls by sending "out_of_turn"; a stand-in decides here
        return None if self.link is not None else self.stand_in.offer_call(view, options)

    # ------------------------------------------------- person and stand-in
    def attach(self, link: Link) -> None:
        """A person (re)connected: the open decision is theirs from now on."""
        self.link = link
        if self.pending is not None:
            self.stand_in.withdraw()
            self._ask(link, self.pending)

    def detach(self) -> None:
        """The person left: the stand-in takes the open decision."""
        self.link = None
        if self.pending is not None:
            self.stand_in.request(self.pending)

    def answer(self, decision: int, answer: Action | str) -> str | None:
        """A client's ``act``; the reason it cannot count (for an ``error``), or None."""
        req = self.pending
        if req is None or decision != req.token:
            return "stale"
        if (req.kind == "method") != isinstance(answer, str):
            return "wrong_kind"
        if isinstance(answer, Action) and answer.seat != self.seat:
            return "not_your_seat"
        self.latencies.append(time.perf_counter() - self._asked_at)
        self._link_answered = req
        self._answering = True
        try:
            self.decided.emit(req.token, answer)
        finally:
            self._answering = False
        return None

    def _ask(self, link: Link, req: Request) -> None:
        self._asked_at = time.perf_counter()
        link.send(ask_message(req))

    def _stand_in_decided(self, token: int, answer: object) -> None:
        if self.link is None and self.pending is not None and token == self.pending.token:
            self._link_answered = None
            self.decided.emit(token, answer)

    def _stand_in_failed(self, token: int, text: str) -> None:
        if self.link is None and self.pending is not None and token == self.pending.token:
            self.failed.emit(token, text)


__all__ = ["METHODS", "NetworkSeat", "ask_message"]

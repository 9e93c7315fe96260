"""What the host sends every seat about the game: each built for one seat's eyes.

``events_message`` carries the engine's events redacted for the seat
(``events_for``) and the seat's own view: no hidden card of another seat.
"""

from __future__ import annotations

from typing import Any

from ..engine.game import Game
from ..engine.hand import HandState
from ..engine.rules import Rules
from .event_codec import events_for
from .lobby import Lobby
from .protocol import server_message
from .view_codec import view_to_json

# the words of an ``error`` answering an ``act`` the seat's decision refused
ACT_PROBLEMS = {
    "stale": "that decision is settled or was never asked",
    "wrong_kind": "that answer does not fit the question asked",
    "not_your_seat": "an action for another seat",
}


def start_message(lobby: Lobby, rules: Rules) -> dict[str, Any]:
    places = lobby.places
    return server_message("start", names=lobby.names(),
                          people=[p.seat for p in places if p.person],
                          levels=[p.level for p in places], rules=rules.to_json())


def state_message(game: Game, seat: int) -> dict[str, Any]:
    """Where the game stands, for a seat that (re)joins it mid-way."""
    hand = game.hand
    return server_message("state", phase=game.phase, hand=game.hand_number,
                          score=list(game.score), dealer=game.dealer,
                          view=None if hand is None else view_to_json(hand.view_for(seat)))


def hand_over_message(game: Game) -> dict[str, Any]:
    return server_message("hand_over", hand=game.hand_number, record=game.records[-1])


def events_message(hand: HandState | None, seat: int, events: list[Any]) -> dict[str, Any]:
    view = None if hand is None else hand.view_for(seat)
    sent = events_for(seat, events, hand, may_look=view is not None and view.hand_visible)
    return server_message("events", events=sent,
                          view=None if view is None else view_to_json(view))

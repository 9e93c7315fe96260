"""The messages a host sends, read back by a client (no Qt).

A client trusts its host no more than the host trusts it: every message is
checked and decoded here (views into ``PlayerView``, events into engine
events), and anything malformed is a ``ProtocolError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, Decision
from ..engine.events import Event
from ..engine.reasons import Reason
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .event_codec import event_from_json
from .protocol import METHODS, ProtocolError, parse_wire_action, whole_number
from .reason_codec import reason_from_json
from .view_codec import listed, view_from_json


@dataclass(frozen=True)
class Welcome:
    seat: int
    token: str
    back: bool  # this took the seat back (a reconnection)
    table: str
    players: int
    rules: Rules
    phrases: tuple[str, ...]


@dataclass(frozen=True)
class LobbyState:
    seats: tuple[dict[str, Any], ...]
    started: bool
    # a game hosted again, before it goes on: where it stands
    score: tuple[int, int] | None = None
    hand: int | None = None


@dataclass(frozen=True)
class Started:
    names: tuple[str, ...]
    people: tuple[int, ...]
    levels: tuple[str, ...]
    rules: Rules


@dataclass(frozen=True)
class State:
    phase: str
    hand: int
    score: tuple[int, int]
    dealer: int
    view: PlayerView | None


@dataclass(frozen=True)
class Events:
    events: tuple[Event, ...]
    view: PlayerView | None


@dataclass(frozen=True)
class Ask:
    decision: int
    kind: Decision  # method, stand, answer or play
    seat: int
    view: PlayerView | None  # None for the dealing method
    legal: tuple[Action | str, ...]


@dataclass(frozen=True)
class Cancel:
    decision: int


@dataclass(frozen=True)
class Error:
    """``code`` says what went wrong; ``reason`` is the engine's refusal as
    data (an ``illegal`` decision, from a version 2 host), worded by the
    client; ``message`` is the host's plain words, for logs (and all a
    version 1 host says)."""

    code: str
    message: str
    decision: int | None
    reason: Reason | None = None

    @property
    def plain(self) -> str:
        """In plain words, for a console or a log (not a person's window)."""
        return str(self.reason) if self.reason is not None else self.message


@dataclass(frozen=True)
class HandOver:
    hand: int
    record: dict[str, Any]  # the whole allfours-hand/1 record, with its outcome


@dataclass(frozen=True)
class GameOver:
    score: tuple[int, int]
    winner: int | None
    hands: int


@dataclass(frozen=True)
class Said:
    seat: int
    phrase: int
    text: str


@dataclass(frozen=True)
class Pong:
    n: int


# Why a host closes its table: the ``code`` of its ``bye``, and the English words it sends
# beside it for clients older than codes (docs/protocol.md). A client words the code.
BYE_REASONS = {
    "closed": "the host closed the table",
    "quit": "the host quit: the game can go on later, when they host it again",
    "over": "the game is over",
    "stopped": "the host stopped",
}
BYE_CODE_LIMIT = 32  # a longer code is no code of ours


@dataclass(frozen=True)
class HostBye:
    reason: str  # the host's words (what an older client shows)
    code: str = ""  # why, as a code (BYE_REASONS); "" when the host sent none we know


ServerMessage = (Welcome | LobbyState | Started | State | Events | Ask | Cancel | Error
                 | HandOver | GameOver | Said | Pong | HostBye)


def _get(msg: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    v = msg.get(key)
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise ProtocolError(f"a {msg.get('type')!r} message needs '{key}'")
    return v


def _pair(v: Any) -> tuple[int, int]:
    a, b = listed(v, 2)
    if type(a) is not int or type(b) is not int:
        raise ProtocolError("a score is two whole numbers")
    return a, b


def _rules(v: Any) -> Rules:
    try:
        return Rules.from_json(v)
    except (TypeError, ValueError) as e:
        raise ProtocolError(f"rules: {e}") from None


def _view(v: Any) -> PlayerView | None:
    return None if v is None else view_from_json(v)


def parse_server_message(msg: dict[str, Any], players: int) -> ServerMessage:
    kind = msg.get("type")
    if kind == "welcome":
        phrases = tuple(str(p) for p in listed(msg.get("phrases")))
        return Welcome(whole_number(msg, "seat"), _get(msg, "token", str),
                       _get(msg, "back", bool), _get(msg, "table", str),
                       whole_number(msg, "players"), _rules(msg.get("rules")), phrases)
    if kind == "lobby":
        seats = tuple(s for s in listed(msg.get("seats")) if isinstance(s, dict))
        score = None if msg.get("score") is None else _pair(msg.get("score"))
        hand = msg.get("hand")
        return LobbyState(seats, _get(msg, "started", bool), score,
                          hand if type(hand) is int and hand >= 0 else None)
    if kind == "start":
        return Started(tuple(str(x) for x in listed(msg.get("names"))),
                       tuple(int(x) for x in listed(msg.get("people"))),
                       tuple(str(x) for x in listed(msg.get("levels"))),
                       _rules(msg.get("rules")))
    if kind == "state":
        return State(_get(msg, "phase", str), whole_number(msg, "hand"), _pair(msg.get("score")),
                     whole_number(msg, "dealer"), _view(msg.get("view")))
    if kind == "events":
        events = tuple(event_from_json(e, players) for e in listed(msg.get("events")))
        return Events(events, _view(msg.get("view")))
    if kind == "ask":
        try:
            ask_kind = Decision(_get(msg, "kind", str))
        except ValueError:
            raise ProtocolError(f"an ask's kind is one of {', '.join(Decision)}") from None
        legal: tuple[Action | str, ...]
        if ask_kind == Decision.METHOD:
            legal = tuple(m for m in listed(msg.get("legal")) if m in METHODS)
        else:
            legal = tuple(parse_wire_action(a, players) for a in listed(msg.get("legal")))
        view = _view(msg.get("view"))
        if (view is None) != (ask_kind == Decision.METHOD) or not legal:
            raise ProtocolError("an ask needs a view (but for the method) and legal answers")
        return Ask(whole_number(msg, "decision"), ask_kind, whole_number(msg, "seat"), view, legal)
    if kind == "cancel":
        return Cancel(whole_number(msg, "decision"))
    if kind == "error":
        decision = msg.get("decision")
        reason = None if msg.get("reason") is None else reason_from_json(msg["reason"])
        message = msg.get("message", "")
        if not isinstance(message, str) or ("message" not in msg and reason is None):
            raise ProtocolError("an 'error' message needs 'message' or 'reason'")
        return Error(_get(msg, "code", str), message,
                     decision if type(decision) is int else None, reason)
    if kind == "hand_over":
        return HandOver(whole_number(msg, "hand"), _get(msg, "record", dict))
    if kind == "game_over":
        winner = msg.get("winner")
        return GameOver(_pair(msg.get("score")), winner if type(winner) is int else None,
                        whole_number(msg, "hands"))
    if kind == "said":
        return Said(whole_number(msg, "seat"), whole_number(msg, "phrase"), _get(msg, "text", str))
    if kind == "pong":
        return Pong(whole_number(msg, "n"))
    if kind == "bye":
        said, code = msg.get("reason", ""), msg.get("code", "")
        said = said if type(said) is str else ""
        if type(code) is not str or len(code) > BYE_CODE_LIMIT:
            code = ""
        # a host older than codes sends the words alone: they name the code
        code = code or next((c for c, words in BYE_REASONS.items() if words == said), "")
        return HostBye(said, code)
    raise ProtocolError(f"unknown message type {kind!r}")

"""The wire protocol of a networked table: frames, and the messages clients send.

Pure Python, no Qt, so the host, the clients, tests and tools share it.
A frame is a 4-byte big-endian length and then that many bytes of UTF-8
JSON, one object per frame; every message is ``{"v": 2, "type": ..., ...}``.
Everything a client sends is untrusted: ``parse_client_message`` checks
every field of every type and refuses anything else (docs/protocol.md).

Version 2 differs from 1 only in the host's ``error``: it carries the
engine's refusal as data (``reason``: a code and its fields), which a
client words itself. A host still serves a version 1 client, for this one
version: each connection is answered in the version it speaks
(``for_version``), and a version 1 ``error`` has only its English ``message``.
"""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass
from typing import Any

from ..engine.actions import ACTION_KINDS, CARD_ACTIONS, Action
from ..engine.cards import card_str, parse_card
from ..engine.record_limits import nesting_depth
from ..engine.translatable import QT_TRANSLATE_NOOP

VERSION = 2
OLDEST = 1  # the oldest version a host still serves (its clients get English errors)
VERSIONS = frozenset(range(OLDEST, VERSION + 1))
MAX_FRAME = 64 * 1024  # a view with its events is a few kilobytes
# a hello (code, seat, name, token) fits in far less: the door takes no larger frame
MAX_HELLO_FRAME = 1024
MAX_DEPTH = 10  # the deepest message (a view's tricks) nests 6 levels
HEADER = struct.Struct(">I")
METHODS = ("ones", "threes")
MAX_NAME = 24
MAX_CODE = 64
MAX_TOKEN = 64
MAX_ID = 2**31 - 1

# Table talk is a fixed list: clients send an index, never free text. The
# window shows each in its reader's language (translated with the context
# "Phrases"); the wire carries the index (and, for older windows, the English).
PHRASES = (QT_TRANSLATE_NOOP("Phrases", "Good play, partner"),
           QT_TRANSLATE_NOOP("Phrases", "Well played"), QT_TRANSLATE_NOOP("Phrases", "Unlucky"),
           QT_TRANSLATE_NOOP("Phrases", "Hurry up!"), QT_TRANSLATE_NOOP("Phrases", "Thanks"),
           QT_TRANSLATE_NOOP("Phrases", "Good game"))


class ProtocolError(ValueError):
    """A frame or message that breaks the protocol. ``fatal``: the byte stream
    itself is broken (garbage, oversized), so the connection must close."""

    def __init__(self, text: str, *, fatal: bool = False) -> None:
        super().__init__(text)
        self.fatal = fatal


# ------------------------------------------------------------------- frames
def encode_frame(message: dict[str, Any]) -> bytes:
    """One message as a frame; ValueError if it would exceed MAX_FRAME."""
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    if not 0 < len(body) <= MAX_FRAME:
        raise ValueError(f"a {message.get('type')!r} message of {len(body)} bytes "
                         f"exceeds the {MAX_FRAME}-byte frame limit")
    return HEADER.pack(len(body)) + body


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice")
        out[key] = value
    return out


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number JSON allows")


def _small_int(text: str) -> int:
    if len(text) > 20:  # int() of thousands of digits is slow, and nothing needs it
        raise ValueError("a number has too many digits")
    return int(text)


def decode_body(body: bytes) -> dict[str, Any]:
    """A frame's body as a message object with a known version and a type."""
    try:
        text = body.decode("utf-8")
        if nesting_depth(body) > MAX_DEPTH:
            raise ValueError(f"it nests more than {MAX_DEPTH} levels deep")
        value = json.loads(text, object_pairs_hook=_no_duplicates,
                           parse_constant=_no_constant, parse_int=_small_int)
    except (ValueError, RecursionError) as e:  # UnicodeDecodeError is a ValueError
        raise ProtocolError(f"the frame is not a JSON message ({e})", fatal=True) from None
    if not isinstance(value, dict):
        raise ProtocolError("a message must be a JSON object", fatal=True)
    if type(value.get("v")) is not int or value["v"] not in VERSIONS:
        raise ProtocolError(f"protocol version {value.get('v')!r} is not one of "
                            f"{', '.join(map(str, sorted(VERSIONS)))}", fatal=True)
    if not isinstance(value.get("type"), str):
        raise ProtocolError("a message needs a 'type'", fatal=True)
    return value


class FrameDecoder:
    """Bytes in, whole messages out. After a ProtocolError the stream is
    unusable (its frame boundaries are lost) and the decoder stays broken."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self._buffer = bytearray()
        self._max = max_frame
        self._broken: ProtocolError | None = None

    def limit(self, max_frame: int) -> None:
        """The largest frame taken from now on (a connection not seated sends only a
        small hello)."""
        self._max = max_frame

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        """The whole messages in ``data`` (and what came before it)."""
        bodies = self.frames(data)
        try:
            return [decode_body(body) for body in bodies]
        except ProtocolError as e:
            self._broken = e  # a frame that is no message: the stream is lost
            raise

    def frames(self, data: bytes) -> list[bytes]:
        """The whole frames' bodies, not yet read as JSON: a link charges its rate
        limit for each before it spends any work on reading it."""
        if self._broken is not None:
            raise self._broken
        self._buffer += data
        out = []
        try:
            while len(self._buffer) >= HEADER.size:
                (size,) = HEADER.unpack_from(self._buffer)
                if not 0 < size <= self._max:
                    # refused from the header alone: an oversized frame is never buffered
                    raise ProtocolError(f"a frame of {size} bytes (the limit is {self._max})",
                                        fatal=True)
                end = HEADER.size + size
                if len(self._buffer) < end:
                    break
                out.append(bytes(self._buffer[HEADER.size:end]))
                del self._buffer[:end]
        except ProtocolError as e:
            self._broken = e
            self._buffer.clear()
            raise
        return out


# ------------------------------------------------------- checking fields
def whole_number(msg: dict[str, Any], key: str, low: int = -(2 ** 53),
                 high: int = 2 ** 53) -> int:
    """``msg[key]`` if it is a whole number from ``low`` to ``high`` (not a bool)."""
    v = msg.get(key)
    if type(v) is not int or not low <= v <= high:
        raise ProtocolError(f"'{key}' must be a whole number from {low} to {high}, not {v!r}")
    return v


def _text(msg: dict[str, Any], key: str, longest: int, *, printable: bool = True) -> str:
    v = msg.get(key)
    if not isinstance(v, str) or not 1 <= len(v) <= longest:
        raise ProtocolError(f"'{key}' must be text of 1 to {longest} characters")
    if printable and not v.isprintable():
        raise ProtocolError(f"'{key}' must hold no control characters")
    return v


def _fields(msg: dict[str, Any], required: set[str],
            optional: frozenset[str] | set[str] = frozenset()) -> None:
    keys = set(msg) - {"v", "type"}
    missing = required - keys
    extra = keys - required - optional
    if missing:
        raise ProtocolError(f"a {msg['type']!r} message needs {', '.join(sorted(missing))}")
    if extra:
        raise ProtocolError(f"a {msg['type']!r} message has no field(s) "
                            f"{', '.join(sorted(map(str, extra)))}")


def parse_wire_card(value: object) -> int:
    """A card in its record form, exactly (``"TS"``, not ``"ts"``)."""
    try:
        card = parse_card(value)  # type: ignore[arg-type]
    except ValueError:
        card = -1
    if card < 0 or card_str(card) != value:
        raise ProtocolError(f"{value!r} is not a card (rank then suit, e.g. 'TS')")
    return card


def parse_wire_action(value: object, players: int) -> Action:
    """An action in record form, checked strictly (seat in range, card exact)."""
    if not isinstance(value, dict):
        raise ProtocolError("'action' must be an object with 'seat' and 'do'")
    do = value.get("do")
    if do not in ACTION_KINDS:
        raise ProtocolError(f"'do' must be one of {', '.join(ACTION_KINDS)}, not {do!r}")
    keys = set(value)
    expected = {"seat", "do", "card"} if do in CARD_ACTIONS else {"seat", "do"}
    if keys != expected:
        raise ProtocolError(f"a {do!r} action has exactly the fields "
                            f"{', '.join(sorted(expected))}")
    seat = whole_number(value, "seat", 0, players - 1)
    if do in CARD_ACTIONS:
        return Action(seat, do, parse_wire_card(value["card"]))
    return Action(seat, do)


# --------------------------------------------------------- client messages
@dataclass(frozen=True)
class Hello:
    """Sit at ``seat``; ``token`` (from an earlier ``welcome``) takes it back."""
    code: str
    seat: int
    name: str
    token: str | None


@dataclass(frozen=True)
class Ready:
    ready: bool


@dataclass(frozen=True)
class Act:
    """The answer to the ``ask`` numbered ``decision``: an action or a dealing method."""
    decision: int
    answer: Action | str


@dataclass(frozen=True)
class OutOfTurn:
    """An expose or a call: the only decisions made without being asked."""
    action: Action


@dataclass(frozen=True)
class Say:
    phrase: int


@dataclass(frozen=True)
class Next:
    """Seen the hand's end: deal the next one (``hand``: the hand just seen)."""
    hand: int


@dataclass(frozen=True)
class Ping:
    n: int


@dataclass(frozen=True)
class Bye:
    pass


ClientMessage = Hello | Ready | Act | OutOfTurn | Say | Next | Ping | Bye
CLIENT_TYPES = ("hello", "ready", "act", "out_of_turn", "say", "next", "ping", "bye")


def parse_client_message(msg: dict[str, Any], players: int) -> ClientMessage:
    """One decoded client message, every field checked; ProtocolError if not valid."""
    kind = msg.get("type")
    if kind == "hello":
        _fields(msg, {"code", "seat", "name"}, {"token"})
        # a token, when sent, is text: "token": null is a wrong type like any other
        token = _text(msg, "token", MAX_TOKEN) if "token" in msg else None
        return Hello(_text(msg, "code", MAX_CODE), whole_number(msg, "seat", 0, players - 1),
                     _text(msg, "name", MAX_NAME).strip() or "?", token)
    if kind == "ready":
        _fields(msg, {"ready"})
        if not isinstance(msg["ready"], bool):
            raise ProtocolError("'ready' must be true or false")
        return Ready(msg["ready"])
    if kind == "act":
        if "method" in msg:
            _fields(msg, {"decision", "method"})
            if msg["method"] not in METHODS:
                raise ProtocolError(f"'method' must be 'ones' or 'threes', not "
                                    f"{msg['method']!r}")
            return Act(whole_number(msg, "decision", 1, MAX_ID), msg["method"])
        _fields(msg, {"decision", "action"})
        action = parse_wire_action(msg["action"], players)
        if action.do in ("expose", "call"):
            raise ProtocolError(f"{action.do!r} is not an answer: send it as 'out_of_turn'")
        return Act(whole_number(msg, "decision", 1, MAX_ID), action)
    if kind == "out_of_turn":
        _fields(msg, {"action"})
        action = parse_wire_action(msg["action"], players)
        if action.do not in ("expose", "call"):
            raise ProtocolError(f"only 'expose' and 'call' are made out of turn, not "
                                f"{action.do!r}")
        return OutOfTurn(action)
    if kind == "say":
        _fields(msg, {"phrase"})
        return Say(whole_number(msg, "phrase", 0, len(PHRASES) - 1))
    if kind == "next":
        _fields(msg, {"hand"})
        return Next(whole_number(msg, "hand", 1, MAX_ID))
    if kind == "ping":
        _fields(msg, {"n"})
        return Ping(whole_number(msg, "n", 0, MAX_ID))
    if kind == "bye":
        _fields(msg, set())
        return Bye()
    raise ProtocolError(f"unknown message type {kind!r}")


def client_message(message: ClientMessage) -> dict[str, Any]:
    """The wire form of a client message (what ``parse_client_message`` reads back)."""
    out: dict[str, Any] = {"v": VERSION}
    if isinstance(message, Hello):
        out |= {"type": "hello", "code": message.code, "seat": message.seat,
                "name": message.name}
        if message.token is not None:
            out["token"] = message.token
    elif isinstance(message, Ready):
        out |= {"type": "ready", "ready": message.ready}
    elif isinstance(message, Act):
        out |= {"type": "act", "decision": message.decision}
        if isinstance(message.answer, str):
            out["method"] = message.answer
        else:
            out["action"] = message.answer.to_record()
    elif isinstance(message, OutOfTurn):
        out |= {"type": "out_of_turn", "action": message.action.to_record()}
    elif isinstance(message, Say):
        out |= {"type": "say", "phrase": message.phrase}
    elif isinstance(message, Next):
        out |= {"type": "next", "hand": message.hand}
    elif isinstance(message, Ping):
        out |= {"type": "ping", "n": message.n}
    else:
        out["type"] = "bye"
    return out


def server_message(type_: str, /, **fields: Any) -> dict[str, Any]:
    """A message from the host (its fields are described in docs/protocol.md)."""
    return {"v": VERSION, "type": type_, **fields}


def error_message(code: str, message: str, **extra: Any) -> dict[str, Any]:
    """The host's ``error``: ``code`` for programs, ``message`` in plain words."""
    return server_message("error", code=code, message=message, **extra)


def for_version(message: dict[str, Any], version: int) -> dict[str, Any]:
    """``message`` as a peer speaking ``version`` reads it: a version 1 peer
    is sent no ``reason`` (its ``error`` says why in ``message``)."""
    if version >= VERSION or message.get("v") == version:
        return message
    out = {k: v for k, v in message.items() if k != "reason"}
    out["v"] = version
    return out

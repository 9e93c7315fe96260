"""A ``PlayerView`` as JSON and back: a remote player gets the identical view.

Cards travel in record form (``"TS"``), masks as lists of cards, suits as
letters (None for "no suit"), actions as record actions. A view field this
module does not name (one the engine adds later) travels as plain JSON, its
lists read back as tuples, so a new whole-number or text field needs nothing
here; a test checks every field round-trips.
"""

from __future__ import annotations

import functools
import json
import typing
from collections.abc import Callable
from dataclasses import fields
from typing import Any

from ..engine.actions import Action
from ..engine.cards import SUITS, card_str, cards_of
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .protocol import ProtocolError, parse_wire_action, parse_wire_card

Json = Any
CARD_TEXT = tuple(card_str(c) for c in range(52))  # views are encoded for every seat, often


# --------------------------------------------------------------- pieces
def whole(v: Json) -> int:
    if type(v) is not int:
        raise ProtocolError(f"{v!r} is not a whole number")
    return v


def seat_in(v: Json, players: int) -> int:
    if type(v) is not int or not 0 <= v < players:
        raise ProtocolError(f"{v!r} is not a seat")
    return v


def listed(v: Json, size: int | None = None) -> list[Json]:
    if not isinstance(v, list) or (size is not None and len(v) != size):
        raise ProtocolError(f"{v!r} is not a list" + (f" of {size}" if size else ""))
    return v


def cards_json(mask: int) -> list[str]:
    return [CARD_TEXT[c] for c in cards_of(mask)]


def mask_from(v: Json) -> int:
    mask = 0
    for c in listed(v):
        bit = 1 << parse_wire_card(c)
        if mask & bit:
            raise ProtocolError(f"the card {c} is listed twice")
        mask |= bit
    return mask


def suit_json(suit: int) -> str | None:
    return SUITS[suit] if suit >= 0 else None


def suit_from(v: Json) -> int:
    if v is None:
        return -1
    if not isinstance(v, str) or len(v) != 1 or v not in SUITS:
        raise ProtocolError(f"{v!r} is not a suit (C, D, H or S)")
    return SUITS.index(v)


def trick_json(trick: tuple[tuple[int, int], ...]) -> list[list[Json]]:
    return [[seat, CARD_TEXT[card]] for seat, card in trick]


def trick_from(v: Json, players: int) -> tuple[tuple[int, int], ...]:
    return tuple((seat_in(s, players), parse_wire_card(c))
                 for s, c in (listed(p, 2) for p in listed(v)))


def actions_json(actions: tuple[Action, ...]) -> list[dict[str, Any]]:
    return [a.to_record() for a in actions]


def actions_from(v: Json, players: int) -> tuple[Action, ...]:
    return tuple(parse_wire_action(a, players) for a in listed(v))


def plain_json(value: Any) -> Json:
    """A field of plain values (whole numbers, text, truth values, tuples of them)."""
    if value is None or type(value) in (int, str, bool):
        return value
    if isinstance(value, tuple | list):
        return [plain_json(x) for x in value]
    raise TypeError(f"{value!r} has no plain JSON form: give its field a codec")


def plain_from(v: Json) -> Any:
    if isinstance(v, list):
        return tuple(plain_from(x) for x in v)
    if v is None or isinstance(v, bool | int | str):
        return v
    raise ProtocolError(f"{v!r} is not a plain value")


def _points_from(v: Json, _players: int) -> tuple[tuple[int, str, int], ...]:
    out = []
    for p in listed(v):
        team, category, n = listed(p, 3)
        if not isinstance(category, str):
            raise ProtocolError(f"{category!r} is not a point category")
        out.append((whole(team), category, whole(n)))
    return tuple(out)


def _pair(v: Json) -> tuple[int, int]:
    a, b = listed(v, 2)
    return whole(a), whole(b)


def _rules_from(v: Json, _players: int) -> Rules:
    try:
        return Rules.from_json(v)
    except (TypeError, ValueError) as e:
        raise ProtocolError(f"rules: {e}") from None


@functools.cache
def _won_trick() -> Callable[[Any, int], Any]:
    """What the engine keeps a finished trick as (a named tuple, or a plain
    pair), read from PlayerView's annotation, so a decoded view is identical
    in its types too, whichever the engine uses."""
    args = typing.get_args(typing.get_type_hints(PlayerView).get("tricks"))
    cls = args[0] if args else None
    if isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields"):
        return cls
    return lambda plays, winner: (plays, winner)


@functools.lru_cache(maxsize=16)
def _rules_json(rules: Rules) -> Json:
    # a table's rules never change, and Rules.to_json deep-copies: once per rule set
    return json.loads(json.dumps(rules.to_json()))


Encode = Callable[[Any], Json]
Decode = Callable[[Json, int], Any]  # (json, players)

# The fields that are not plain JSON, or that hold cards, suits or seats.
CODECS: dict[str, tuple[Encode, Decode]] = {
    "rules": (_rules_json, _rules_from),
    "score": (list, lambda v, _n: _pair(v)),
    "score_before": (list, lambda v, _n: _pair(v)),
    "hand": (cards_json, lambda v, _n: mask_from(v)),
    "kicks": (lambda ks: [CARD_TEXT[c] for c in ks],
              lambda v, _n: tuple(parse_wire_card(c) for c in listed(v))),
    "trump": (suit_json, lambda v, _n: suit_from(v)),
    "trick": (trick_json, trick_from),
    "tricks": (lambda ts: [[trick_json(t), w] for t, w in ts],
               lambda v, n: tuple(_won_trick()(trick_from(t, n), seat_in(w, n))
                                  for t, w in (listed(x, 2) for x in listed(v)))),
    "exposed": (lambda ms: [cards_json(m) for m in ms],
                lambda v, n: tuple(mask_from(m) for m in listed(v, n))),
    "called": (lambda c: CARD_TEXT[c] if c >= 0 else None,
               lambda v, _n: -1 if v is None else parse_wire_card(v)),
    "decisions": (actions_json, actions_from),
    "points": (lambda ps: [list(p) for p in ps], _points_from),
    "won": (lambda ms: [cards_json(m) for m in ms],
            lambda v, _n: tuple(mask_from(m) for m in listed(v, 2))),
    "legal": (actions_json, actions_from),
    "owe": (lambda ss: [suit_json(s) for s in ss],
            lambda v, n: tuple(suit_from(s) for s in listed(v, n))),
}
_BOOLS = frozenset({"hand_visible"})
_TEXTS = frozenset({"method", "phase"})


@functools.cache
def _encoders() -> tuple[tuple[str, Encode], ...]:
    return tuple((f.name, CODECS[f.name][0] if f.name in CODECS else plain_json)
                 for f in fields(PlayerView))


def view_to_json(view: PlayerView) -> dict[str, Json]:
    return {name: encode(getattr(view, name)) for name, encode in _encoders()}


def view_from_json(data: Json) -> PlayerView:
    """The view a host sent; ProtocolError if any field is missing or malformed."""
    if not isinstance(data, dict):
        raise ProtocolError("a view must be an object")
    names = [f.name for f in fields(PlayerView)]
    if set(data) != set(names):
        raise ProtocolError(f"a view has the fields {', '.join(names)}")
    rules = _rules_from(data["rules"], 0)
    n = rules.players
    values: dict[str, Any] = {}
    try:
        for name in names:
            v = data[name]
            codec = CODECS.get(name)
            if codec:
                values[name] = codec[1](v, n)
            elif name in _BOOLS:
                if not isinstance(v, bool):
                    raise ProtocolError(f"{name} must be true or false")
                values[name] = v
            elif name in _TEXTS:
                if not isinstance(v, str):
                    raise ProtocolError(f"{name} must be text")
                values[name] = v
            else:
                values[name] = plain_from(v)
    except (TypeError, ValueError) as e:  # a list of the wrong length to unpack, etc.
        if isinstance(e, ProtocolError):
            raise
        raise ProtocolError(f"view field {name!r}: {e}") from None
    values["seat"] = seat_in(values["seat"], n)
    return PlayerView(**values)

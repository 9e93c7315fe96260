"""Engine events as JSON, as the seat that receives them may see them.

Which cards a seat may be told of is the engine's rule (``engine.redact``,
beside ``view_for``); this module only writes its events down:
``events_for(seat, events, hand)`` is the engine's redaction in wire form. A
``Redealt`` travels without its deck, and an event class this module cannot
write is not sent at all (and logged); a test lists every engine event.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from ..engine import events as ev
from ..engine import redact
from ..engine.cards import card_str
from ..engine.events import HandShown, HiddenCardsDealt
from ..engine.hand import HandState
from .protocol import ProtocolError, parse_wire_card
from .view_codec import listed, plain_from, plain_json, suit_from, suit_json, trick_from, trick_json

log = logging.getLogger(__name__)

Json = Any

# The fields that hold cards or suits, by event class; every other field is plain.
_CARD, _SEAT_CARDS, _SUIT, _CARDS = "card", "seat_cards", "suit", "cards"
FIELD_KINDS: dict[type[ev.Event], dict[str, str]] = {
    ev.CardsCut: {"cuts": _SEAT_CARDS},
    ev.DealerChosen: {},
    ev.DealMethodChosen: {},
    ev.HandStarted: {},
    ev.KickTurned: {"card": _CARD},
    ev.PointScored: {},
    ev.Stood: {},
    ev.Begged: {},
    ev.GaveOne: {},
    ev.PackRun: {},
    ev.PackOut: {},
    ev.PlayStarted: {"trump": _SUIT},
    ev.CardExposed: {"card": _CARD},
    ev.CardCalled: {"card": _CARD},
    ev.CardPlayed: {"card": _CARD},
    ev.TrickWon: {"cards": _SEAT_CARDS},
    ev.HandEnded: {},
    ev.GameWon: {},
    # sent only as the engine redacts them for a seat (engine.redact)
    ev.CardsDealt: {"cards": _CARDS},
    ev.Redealt: {},
    HiddenCardsDealt: {},
    HandShown: {"cards": _CARDS},
}
_SEAT_FIELDS = frozenset({"seat", "dealer", "caller", "owner", "winner", "leader"})
BY_NAME = {cls.__name__: cls for cls in FIELD_KINDS}
_warned: set[str] = set()


def _encode_field(kind: str | None, value: Any) -> Json:
    if kind == _CARD:
        return card_str(value)
    if kind == _CARDS:
        return [card_str(c) for c in value]
    if kind == _SEAT_CARDS:
        return trick_json(value)
    if kind == _SUIT:
        return suit_json(value)
    return plain_json(value)


def event_to_json(event: ev.Event) -> dict[str, Json]:
    """Any known event in full (the host's own use; ``events_for`` redacts)."""
    kinds = FIELD_KINDS[type(event)]
    out: dict[str, Json] = {"kind": type(event).__name__}
    for f in fields(event):  # type: ignore[arg-type]
        out[f.name] = _encode_field(kinds.get(f.name), getattr(event, f.name))
    return out


def events_for(seat: int, events: Sequence[ev.Event], hand: HandState | None, *,
               may_look: bool | None = None) -> list[dict[str, Json]]:
    """``events`` (just applied; ``hand`` is the state after them) as ``seat``
    may see them (``engine.redact.events_for``), in wire form."""
    out: list[dict[str, Json]] = []
    for e in redact.events_for(seat, events, hand, may_look=may_look):
        if isinstance(e, ev.Redealt):
            out.append({"kind": "Redealt", "dealer": e.dealer})  # never a deck
        elif type(e) in FIELD_KINDS:
            out.append(event_to_json(e))
        elif type(e).__name__ not in _warned:
            _warned.add(type(e).__name__)
            log.error("the engine event %s has no wire form: it is not sent",
                      type(e).__name__)
    return out


def event_from_json(data: Json, players: int) -> ev.Event:
    """One event a host sent, checked; a redeal reads back as a ``Redealt``
    with no deck."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise ProtocolError("an event must be an object with a 'kind'")
    name = data["kind"]
    if name == "Redealt":
        if set(data) != {"kind", "dealer"}:
            raise ProtocolError("a Redealt event has only a dealer")
        dealer = data["dealer"]
        if type(dealer) is not int or not 0 <= dealer < players:
            raise ProtocolError(f"{dealer!r} is not a seat")
        return ev.Redealt(dealer, ())
    cls = BY_NAME.get(name)
    if cls is None:
        raise ProtocolError(f"unknown event {name!r}")
    kinds = FIELD_KINDS[cls]
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    if set(data) - {"kind"} != set(names):
        raise ProtocolError(f"a {name} event has the fields {', '.join(names)}")
    values: list[Any] = []
    for f in names:
        v, kind = data[f], kinds.get(f)
        if kind == _CARD:
            values.append(parse_wire_card(v))
        elif kind == _CARDS:
            values.append(tuple(parse_wire_card(c) for c in listed(v)))
        elif kind == _SEAT_CARDS:
            values.append(trick_from(v, players))
        elif kind == _SUIT:
            values.append(suit_from(v))
        elif f in _SEAT_FIELDS:
            if type(v) is not int or not 0 <= v < players:
                raise ProtocolError(f"{f} {v!r} is not a seat")
            values.append(v)
        else:
            values.append(plain_from(v))
    return cls(*values)

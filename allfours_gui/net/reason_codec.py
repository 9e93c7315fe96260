"""A refusal's ``Reason`` on the wire (protocol version 2), and back.

The host sends the engine's reason as data: its ``code`` and only the fields
it holds (seats as numbers, a card in record form, a suit as a letter), so a
client words it for its own person (docs/protocol.md, ``error``). The
``message`` beside it is the engine's plain words, for logs and for version 1
clients, never read back.
"""

from __future__ import annotations

from typing import Any

from ..engine.reasons import TEXTS, Reason
from .protocol import MAX_ID, ProtocolError, parse_wire_card, server_message
from .view_codec import CARD_TEXT, suit_from, suit_json

Json = Any
MAX_DETAIL = 200
_FIELDS = frozenset({"code", "seat", "other", "card", "suit", "count", "detail"})


def reason_json(reason: Reason) -> dict[str, Json]:
    out: dict[str, Json] = {"code": reason.key}
    if reason.seat >= 0:
        out["seat"] = reason.seat
    if reason.other >= 0:
        out["other"] = reason.other
    if reason.card >= 0:
        out["card"] = CARD_TEXT[reason.card]
    if reason.suit >= 0:
        out["suit"] = suit_json(reason.suit)
    if reason.count:
        out["count"] = reason.count
    if reason.detail:
        out["detail"] = reason.detail[:MAX_DETAIL]
    return out


def _number(data: dict[str, Json], key: str, default: int) -> int:
    v = data.get(key, default)
    if type(v) is not int or not -1 <= v <= MAX_ID:
        raise ProtocolError(f"a reason's {key!r} must be a whole number, not {v!r}")
    return v


def reason_from_json(data: Json) -> Reason:
    """A reason the host sent, checked: a known code and fields of the right kind."""
    if not isinstance(data, dict) or data.get("code") not in TEXTS:
        raise ProtocolError("a reason is an object with a known 'code'")
    extra = set(data) - _FIELDS
    if extra:
        raise ProtocolError(f"a reason has no field(s) {', '.join(sorted(map(str, extra)))}")
    detail = data.get("detail", "")
    if not isinstance(detail, str) or len(detail) > MAX_DETAIL:
        raise ProtocolError(f"a reason's detail is text of at most {MAX_DETAIL} characters")
    return Reason(data["code"], _number(data, "seat", -1), _number(data, "other", -1),
                  parse_wire_card(data["card"]) if "card" in data else -1,
                  suit_from(data["suit"]) if "suit" in data else -1,
                  _number(data, "count", 0), detail)


def refusal_message(reason: Reason, decision: int | None = None) -> dict[str, Json]:
    """The host's ``error`` ``illegal``: the engine refused a decision."""
    extra = {} if decision is None else {"decision": decision}
    return server_message("error", code="illegal", message=str(reason),
                          reason=reason_json(reason), **extra)

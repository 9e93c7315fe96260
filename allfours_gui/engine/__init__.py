"""The rules of Trinidad All Fours: pure Python, no Qt.

The names below load with their module on first use (PEP 562), so a program
that needs only ``engine.cards`` or ``engine.rules`` (the table's first
paint) does not pay for importing the whole engine.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .cards import card_str, parse_card
    from .errors import IllegalAction
    from .hand import HandState, team_of
    from .record import hand_from_record, next_actions, replay_hand
    from .rules import Rules

_HOME = {
    "Action": "actions",
    "HandState": "hand",
    "IllegalAction": "errors",
    "Rules": "rules",
    "card_str": "cards",
    "hand_from_record": "record",
    "next_actions": "record",
    "parse_card": "cards",
    "replay_hand": "record",
    "team_of": "hand",
}

__all__ = [
    "Action",
    "HandState",
    "IllegalAction",
    "Rules",
    "card_str",
    "hand_from_record",
    "next_actions",
    "parse_card",
    "replay_hand",
    "team_of",
]


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])

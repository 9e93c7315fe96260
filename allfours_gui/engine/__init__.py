"""The rules of Trinidad All Fours: pure Python, no Qt."""

from .actions import Action
from .cards import card_str, parse_card
from .errors import IllegalAction
from .hand import HandState, team_of
from .record import hand_from_record, next_actions, replay_hand
from .rules import Rules

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

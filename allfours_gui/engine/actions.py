"""Decisions a seat can make, in the record's vocabulary."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal, NamedTuple

from .cards import card_str, parse_card


class Decision(StrEnum):
    """What a seat is asked to decide. Plain strings too (``Decision.PLAY ==
    "play"``), so the wire's ``ask.kind`` and stored values are unchanged;
    the hand's three match its ``Phase`` (public.py) by value."""

    METHOD = "method"  # the first dealer deals in ones or threes (a ``MethodChoice``)
    STAND = "stand"  # first hand stands or begs
    ANSWER = "answer"  # the dealer gives one or runs the pack
    PLAY = "play"  # a card


ActionKind = Literal["stand", "beg", "give", "run", "play", "expose", "call"]
ACTION_KINDS: tuple[str, ...] = ("stand", "beg", "give", "run", "play", "expose", "call")
CARD_ACTIONS = frozenset({"play", "expose", "call"})


class Action(NamedTuple):
    """``seat`` does ``do``; ``card`` only for play, expose and call.

    A NamedTuple rather than a dataclass: searches create millions of them.
    """

    seat: int
    do: ActionKind
    card: int | None = None

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "do": self.do}
        if self.card is not None:
            out["card"] = card_str(self.card)
        return out

    @classmethod
    def from_record(cls, data: object) -> Action:
        """Parse one record action; ValueError with a plain reason if malformed."""
        if not isinstance(data, dict):
            raise ValueError("an action must be an object with 'seat' and 'do'")
        seat, do = data.get("seat"), data.get("do")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError(f"seat must be a whole number, not {seat!r}")
        if do not in ACTION_KINDS:
            raise ValueError(f"unknown decision {do!r}")
        extra = set(data) - {"seat", "do", "card"}
        if extra:
            raise ValueError(f"unexpected field(s) {', '.join(sorted(map(str, extra)))}")
        if do in CARD_ACTIONS:
            if "card" not in data:
                raise ValueError(f"'{do}' needs a card")
            return cls(seat, do, parse_card(data["card"]))
        if "card" in data:
            raise ValueError(f"'{do}' takes no card")
        return cls(seat, do)

    def __str__(self) -> str:
        card = f" {card_str(self.card)}" if self.card is not None else ""
        return f"seat {self.seat} {self.do}{card}"



class MethodChoice(NamedTuple):
    """The first dealer deals in ones or threes: a decision of its own kind
    (``do`` is "method"), made once a game and kept by the game as its
    ``deal_method``. It is no hand action (a hand record never holds one),
    and the wire's ``act`` still carries it as ``"method": "threes"``."""

    seat: int
    method: str  # "ones" or "threes" (hand.DEAL_METHODS; ``Game`` refuses any other)

    @property
    def do(self) -> Decision:
        return Decision.METHOD

    @classmethod
    def of(cls, answer: object, seat: int) -> MethodChoice | None:
        """An answer to the method question in either form: a choice, or the
        bare method name (``"threes"``) that callers and stored data used
        before, taken as ``seat``'s. None for anything else."""
        if isinstance(answer, MethodChoice):
            return answer
        if isinstance(answer, str):
            return cls(seat, answer)
        return None

    def __str__(self) -> str:
        return f"seat {self.seat} deals in {self.method}"

"""What happened, as the engine reports it to the table and the history.

Events are plain immutable values in the order things happened; a viewer that
animates them one by one shows exactly what the engine did.
"""

from __future__ import annotations

from dataclasses import dataclass


class Event:
    """Base of all engine events."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class CardsCut(Event):
    """One round of the cut for first dealer: ``(seat, card)`` per seat cutting."""

    cuts: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class DealMethodChosen(Event):
    seat: int
    method: str


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    number: int
    dealer: int
    method: str
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """One packet (one or three cards) from the top of the pack to ``seat``."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class KickTurned(Event):
    card: int
    points: int
    dealer: int


@dataclass(frozen=True, slots=True)
class PointScored(Event):
    team: int
    category: str
    points: int
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Stood(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Begged(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class GaveOne(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class PackRun(Event):
    """The dealer ran the pack (``repeat`` for the automatic re-runs on the same suit)."""

    seat: int
    repeat: bool


@dataclass(frozen=True, slots=True)
class Redealt(Event):
    """The pack ran out before a new suit turned up: same dealer, new shuffle."""

    dealer: int
    deck: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PackOut(Event):
    """The pack ran out before a new suit turned up, and the rules say to turn
    the cards left one at a time as kicks (``pack_out="kicks"``); each follows
    as a ``KickTurned``."""

    dealer: int
    left: int  # cards left to turn


@dataclass(frozen=True, slots=True)
class PlayStarted(Event):
    trump: int
    leader: int


@dataclass(frozen=True, slots=True)
class CardExposed(Event):
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CardCalled(Event):
    caller: int
    owner: int
    card: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    winner: int
    cards: tuple[tuple[int, int], ...]
    number: int


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    points: tuple[tuple[int, str, int], ...]
    game_totals: tuple[int, int] | None
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    team: int
    score: tuple[int, int]


# ------------------------------------------------ as one seat may see them
# ``redact.events_for`` gives a seat these in place of what it may not see.
@dataclass(frozen=True, slots=True)
class HiddenCardsDealt(Event):
    """A packet dealt to ``seat`` that the receiver may not see: its size only."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """The receiver may now look at its own hand (the beg is settled)."""

    seat: int
    cards: tuple[int, ...]

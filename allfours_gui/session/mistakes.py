"""The mistakes a person can practise, read from wherever analyses are kept.

The seam between the analysis store and practice: anything with an
``analysed_hands()`` method (``AnalysisSource``) lists its analysed hands,
each with the hand's record and the analysis of one seat's decisions as
``ai.analyse`` returns them (``details=True`` lets practice judge a new choice
at once from the stored values; without them it searches again).
``mistakes(source)`` picks out the decisions called a mistake or a blunder.
A source may also give each hand ``seconds`` and ``seed``, the analysis's
settings (by default ``analyse``'s). ``MemorySource`` is a source kept in
memory (tests, a hand analysed but not stored). No Qt here: the history may
implement the protocol without knowing it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..ai.analysis import DEFAULT_SECONDS

PRACTISED = ("mistake", "blunder")  # the verdicts a person is offered to practise


class AnalysedHand(Protocol):
    """One analysed hand, as a source gives it (read-only fields)."""

    @property
    def game_id(self) -> int | None:
        """The game's row in the history (None: a hand not from the history)."""

    @property
    def number(self) -> int:
        """The hand's number in its game."""

    @property
    def seat(self) -> int:
        """The seat whose decisions were analysed."""

    @property
    def record(self) -> Mapping[str, Any]:
        """The hand's ``allfours-hand/1`` record (finished, or a prefix)."""

    @property
    def decisions(self) -> Sequence[Mapping[str, Any]]:
        """``ai.analyse(record, seat, ...)``'s answer, one entry a decision."""

    @property
    def names(self) -> Sequence[str]:
        """The players' names by seat (empty: the table's own)."""


@runtime_checkable
class AnalysisSource(Protocol):
    def analysed_hands(self) -> Iterable[AnalysedHand]:
        """Every analysed hand, newest first."""


@dataclass(frozen=True)
class Mistake:
    """One decision to practise: where it was, the hand and its stored verdict."""

    game_id: int | None
    hand_number: int
    seat: int
    index: int  # the decision's place in ``record["actions"]``
    record: Mapping[str, Any]
    entry: Mapping[str, Any]  # the analysis of that decision
    names: tuple[str, ...] = ()
    # the analysis's settings, for a search at the rebuilt position to match it
    seconds: float = DEFAULT_SECONDS
    seed: int = 0

    @property
    def verdict(self) -> str:
        return str(self.entry.get("verdict", ""))

    @property
    def loss(self) -> float:
        return float(self.entry.get("loss", 0.0))

    @property
    def chosen(self) -> Mapping[str, Any]:
        return self.record["actions"][self.index]  # type: ignore[no-any-return]


def mistakes_in(hand: AnalysedHand, verdicts: Sequence[str] = PRACTISED) -> list[Mistake]:
    """The decisions of one analysed hand with one of ``verdicts``, in play order.
    An entry that does not point at one of the seat's own actions is left out."""
    actions = hand.record.get("actions")
    if not isinstance(actions, list):
        return []
    out = []
    for entry in hand.decisions:
        index = entry.get("index")
        if entry.get("verdict") not in verdicts or not isinstance(index, int) \
                or not 0 <= index < len(actions) or not isinstance(actions[index], Mapping) \
                or actions[index].get("seat") != hand.seat:
            continue
        # a source may say with what budget and seed it analysed (optional fields)
        out.append(Mistake(hand.game_id, hand.number, hand.seat, index, hand.record, entry,
                           tuple(hand.names), float(getattr(hand, "seconds", DEFAULT_SECONDS)),
                           int(getattr(hand, "seed", 0))))
    out.sort(key=lambda m: m.index)
    return out


def mistakes(source: AnalysisSource | None) -> list[Mistake]:
    """Every mistake and blunder the source's analyses found, newest hand first."""
    if source is None:
        return []
    return [m for hand in source.analysed_hands() for m in mistakes_in(hand)]


@dataclass(frozen=True)
class AnalysedHandRow:
    """An ``AnalysedHand`` as plain data."""

    game_id: int | None
    number: int
    seat: int
    record: Mapping[str, Any]
    decisions: Sequence[Mapping[str, Any]]
    names: Sequence[str] = ()
    seconds: float = DEFAULT_SECONDS
    seed: int = 0


@dataclass
class MemorySource:
    """Analysed hands kept in memory, newest first."""

    hands: list[AnalysedHandRow] = field(default_factory=list)

    def analysed_hands(self) -> Iterable[AnalysedHand]:
        return list(self.hands)

    def add(self, row: AnalysedHandRow) -> None:
        self.hands.insert(0, row)


__all__ = ["PRACTISED", "AnalysedHand", "AnalysedHandRow", "AnalysisSource", "MemorySource",
           "Mistake", "mistakes", "mistakes_in"]

"""Why a decision is refused, as a value: which rule, which seats, which card.

``HandState.reason(action)`` returns a ``Reason``, and ``IllegalAction``
carries one as ``.reason``. The value travels as it is: to the window (which
words it per person, ``ui.wording.refusal``) and on the wire (its key and
fields, docs/protocol.md). ``str(reason)`` is the engine's own plain-words
text ("seat 0 holds trumps; hearts were led, so play a trump"), for logs,
the command line and ``HandState.problem``; nothing reads that text back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SUIT_NAMES, card_name

# key -> the engine's text. Fields: {seat} and {other} read "seat N", {card}
# a card's name, {suit} a suit's name, {count} the number of players (or a
# hand's number), {detail} a malformed input's own explanation.
TEXTS: dict[str, str] = {
    # a hand's decisions (HandState.reason)
    "no_seat": "there is no {seat} at a {count}-player table",
    "game_over": "the game is over",
    "hand_over": "the hand is over",
    "not_turn": "it is {other}'s turn, not {seat}'s",
    "must_stand_or_beg": "{seat} must stand or beg first",
    "must_answer": "{seat} must give one or run the pack",
    "must_play": "{seat} must play a card",
    "give_barred": "giving one would give the beggars the game; {seat} must run the pack",
    "give_never": "giving one is not played here: {seat} must run the pack",
    "give_no_trump": "{seat} holds no trump, so may not give one: run the pack",
    "stand_no_trump": "{seat} holds no trump, so may not stand: beg",
    "not_held": "{seat} does not hold {card}",
    "called_card": "{seat} must play the called card, {card}",
    "trump_led": "{seat} holds trumps; {suit} were led, so play a trump",
    "undertrump": "{seat} may not undertrump {card} while holding other suits",
    "follow": "{seat} holds {suit}; follow suit or trump",
    "must_trump": "{seat} has no {suit} but holds trumps; must trump",
    "lead_owed": "{seat} must lead {suit} or a trump, having trumped that suit while holding it",
    "penalty_off": "the exposed-card penalty is off: cards out of turn are refused",
    "not_in_play": "cards can be exposed and called only during the play",
    "own_turn": "it is {seat}'s turn: play the card instead",
    "already_exposed": "{card} is already exposed",
    "partner_call": "{seat} cannot call a card of {other}: only opponents may call",
    "already_called": "{card} has already been called",
    "not_exposed": "{other} has not exposed {card}",
    "not_legal_for": "{card} is not a legal play for {other} now",
    # a game's steps (Game) and the table's questions
    "cut_done": "the cut for first dealer is already done",
    "method_once": "the dealing method is chosen once, by the first dealer",
    "method_dealer": "{other} deals first and chooses the method",
    "bad_method": "deal in 'ones' or 'threes', not {detail}",
    "not_between": "a hand can be dealt only between hands",
    "no_hand": "no hand is being played",
    "not_dealt": "no hand has been dealt yet",
    "not_a_decision": "{detail} is not a decision",
    "other_seat": "{seat} answered for {other}",
    # a record or an argument that is not well formed: its own words
    "malformed": "{detail}",
}


@dataclass(frozen=True, slots=True, eq=False)
class Reason:
    """``key`` names the rule; ``seat`` is who tried, ``other`` a second seat
    (whose turn it is, whose card). A reason holds only the fields its text
    shows (the rest are -1, 0 or ""): two reasons are equal when their
    fields are. ``detail`` is text only for ``malformed`` input (and the
    ``repr`` of an answer that is no answer).

    A reason also equals its own text (``reason == str(reason)``), so code
    that compared ``IllegalAction.reason`` with the engine's words still works.
    """

    key: str
    seat: int = -1
    other: int = -1
    card: int = -1
    suit: int = -1
    count: int = 0
    detail: str = ""

    def __post_init__(self) -> None:
        if self.key not in TEXTS:
            raise ValueError(f"{self.key!r} is not a reason the engine gives")

    @property
    def code(self) -> str:
        """The rule's name (the wire's ``reason.code``)."""
        return self.key

    def _fields(self) -> tuple[object, ...]:
        return (self.key, self.seat, self.other, self.card, self.suit, self.count, self.detail)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Reason):
            return self._fields() == other._fields()
        if isinstance(other, str):
            return str(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __str__(self) -> str:
        return self.fill(TEXTS[self.key])

    def fill(self, text: str) -> str:
        """``text`` (the engine's, or a translation of it) with this reason's
        fields in the engine's words: seats as "seat N"."""
        return text.format(
            seat=f"seat {self.seat}", other=f"seat {self.other}",
            card=card_name(self.card) if self.card >= 0 else "",
            suit=SUIT_NAMES[self.suit] if self.suit >= 0 else "", count=self.count,
            detail=self.detail)


def malformed(text: str) -> Reason:
    """The reason for input that is not well formed, in its own words."""
    return Reason("malformed", detail=text)

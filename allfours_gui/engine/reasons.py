"""Why a decision is refused, as a value: which rule, which seats, which card.

``HandState.reason(action)`` returns a ``Reason``; ``str(reason)`` is the
engine's plain-words text ("seat 0 holds trumps; hearts were led, so play a
trump"), which is what ``HandState.problem`` has always returned. A table
renders the same reason per person from ``key`` and the fields ("You hold
trumps…", "Rhonda holds trumps…") without touching the text; ``parse``
recovers the reason from the text when only the text travelled (a signal
that carries a ``str``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import DECK_SIZE, SUIT_NAMES, card_name

# key -> the engine's text. Fields: {seat} and {other} read "seat N", {card}
# a card's name, {suit} a suit's name, {count} the number of players.
TEXTS: dict[str, str] = {
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
}


@dataclass(frozen=True, slots=True)
class Reason:
    """``key`` names the rule; ``seat`` is who tried, ``other`` a second seat
    (whose turn it is, whose card). A reason holds exactly the fields its
    text shows (the rest are -1), so ``parse(str(r)) == r``."""

    key: str
    seat: int = -1
    other: int = -1
    card: int = -1
    suit: int = -1
    count: int = 0

    def __str__(self) -> str:
        return TEXTS[self.key].format(
            seat=f"seat {self.seat}", other=f"seat {self.other}",
            card=card_name(self.card) if self.card >= 0 else "",
            suit=SUIT_NAMES[self.suit] if self.suit >= 0 else "", count=self.count)


_CARDS = {card_name(c): c for c in range(DECK_SIZE)}
_FIELD = re.compile(r"\{(\w+)\}")
_PATTERNS = {
    "seat": r"seat (?P<seat>-?\d+)", "other": r"seat (?P<other>-?\d+)",
    "card": r"(?P<card>the \w+ of \w+)", "suit": r"(?P<suit>\w+)", "count": r"(?P<count>\d+)",
}


def _pattern(text: str) -> re.Pattern[str]:
    parts = _FIELD.split(text)  # literal, field, literal, field, ...
    return re.compile("".join(re.escape(p) if i % 2 == 0 else _PATTERNS[p]
                              for i, p in enumerate(parts)) + r"\Z")


_PARSERS = {key: _pattern(text) for key, text in TEXTS.items()}


def parse(text: str) -> Reason | None:
    """The reason whose text ``text`` is (None for any other text)."""
    for key, pattern in _PARSERS.items():
        m = pattern.match(text)
        if m is None:
            continue
        found = m.groupdict()
        if "card" in found and found["card"] not in _CARDS:
            continue
        if "suit" in found and found["suit"] not in SUIT_NAMES:
            continue
        return Reason(key,
                      seat=int(found.get("seat", -1)), other=int(found.get("other", -1)),
                      card=_CARDS[found["card"]] if "card" in found else -1,
                      suit=SUIT_NAMES.index(found["suit"]) if "suit" in found else -1,
                      count=int(found.get("count", 0)))
    return None

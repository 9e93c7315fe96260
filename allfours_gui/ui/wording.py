"""Sentences about people at the table, built per person.

The person at the table is "you", with second-person verbs ("You beg.",
"Your jack was won by Rhonda"); every other seat is named, with third-person
verbs ("Rhonda begs.", "Rhonda hangs your jack!"). Sentences are filled in
from small tables of templates, never by rewriting the engine's messages:
refusals come from the engine as ``Reason`` values (rule and seats) and are
worded here. The vocabulary is docs/rules.md §6's: first hand stands or begs; the
dealer answers "take one" or runs the pack.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine.cards import RANK_NAMES, SUIT_NAMES, card_name
from ..engine.reasons import TEXTS, Reason

# verb: (with "you", with anybody else)
VERBS: dict[str, tuple[str, str]] = {
    "stand": ("stand", "stands"), "beg": ("beg", "begs"), "answer": ("answer", "answers"),
    "run": ("run", "runs"), "play": ("play", "plays"), "expose": ("expose", "exposes"),
    "call": ("call", "calls"), "win": ("win", "wins"), "hang": ("hang", "hangs"),
    "deal": ("deal", "deals"), "hold": ("hold", "holds"), "have": ("have", "has"),
    "do": ("do", "does"), "be": ("are", "is"), "choose": ("choose", "chooses"),
}
_FORMS = ({k: v[0] for k, v in VERBS.items()}, {k: v[1] for k, v in VERBS.items()})


@dataclass(frozen=True, slots=True)
class Person:
    """One seat as a sentence names it."""

    name: str
    you: bool = False

    @property
    def subject(self) -> str:
        """"you" or the name (``cap`` makes "You" at the start of a sentence)."""
        return "you" if self.you else self.name

    @property
    def object(self) -> str:
        return self.subject

    @property
    def possessive(self) -> str:
        """Before a noun: "your jack", "Rhonda's jack"."""
        return "your" if self.you else f"{self.name}'s"

    @property
    def own(self) -> str:
        """Standing alone: "not yours", "not Rhonda's"."""
        return "yours" if self.you else f"{self.name}'s"

    @property
    def v(self) -> Mapping[str, str]:
        """Verbs agreeing with this person: ``p.v["beg"]`` is "beg" or "begs"."""
        return _FORMS[0 if self.you else 1]


def is_you(seat: int, names: Sequence[str], you: int | None) -> bool:
    """The person is seat ``you``; a seat named "You" is addressed as you too
    (a sentence can only say "You beg", never "You begs")."""
    return seat == you or names[seat].strip().casefold() == "you"


def person(seat: int, names: Sequence[str], you: int | None = None) -> Person:
    return Person(names[seat], is_you(seat, names, you))


def people(names: Sequence[str], you: int | None = None) -> list[Person]:
    return [person(s, names, you) for s in range(len(names))]


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_words(card: int) -> str:
    """A card without its article, for "your two of spades"."""
    return f"{RANK_NAMES[card % 13]} of {SUIT_NAMES[card // 13]}"


# ------------------------------------------------------------ decisions
# One template per decision of the record; {p} is who decides, {owner} whose
# card is called.
DECISIONS: dict[str, str] = {
    "stand": "{p.subject} {p.v[stand]}.",
    "beg": "{p.subject} {p.v[beg]}.",
    "give": '{p.subject} {p.v[answer]} "take one".',
    "run": "{p.subject} {p.v[run]} the pack.",
    "play": "{p.subject} {p.v[play]} {card}.",
    "expose": "{p.subject} {p.v[expose]} {card}.",
    "call": "{p.subject} {p.v[call]} {owner.possessive} {card_words}.",
}


def decision(p: Person, do: str, card: int | None = None, owner: Person | None = None) -> str:
    """"You beg.", "Rhonda plays the ten of hearts.", "Kerwin calls your two of spades."."""
    return cap(DECISIONS[do].format(
        p=p, owner=owner or Person("?"),
        card=card_name(card) if card is not None else "",
        card_words=card_words(card) if card is not None else ""))


def dealt(dealer: Person, method: str, kick: int) -> str:
    return cap(f"{dealer.subject} dealt in {method}; the kick is {card_name(kick)}.")


def trick_won(winner: Person) -> str:
    return cap(f"{winner.subject} {winner.v['win']} the trick.")


def hangs(taker: Person, holder: Person) -> str:
    """"Rhonda hangs your jack!", "You hang Kerwin's jack!"."""
    return cap(f"{taker.subject} {taker.v['hang']} {holder.possessive} jack!")


# ------------------------------------------------------- hand summary
def held_by(card: int, holder: Person) -> str:
    """High and Low: "the two of clubs — held by you"."""
    return f"{card_name(card)} — held by {holder.object}"


def jack_fate(holder: Person, taker: Person, hanged: bool) -> str:
    """"Kerwin's jack, won by Kerwin", "your jack, hanged by Rhonda!"."""
    if hanged:
        return f"{holder.possessive} jack, hanged by {taker.object}!"
    return f"{holder.possessive} jack, won by {taker.object}"


# ------------------------------------------------- refusals, per person
# Engine reasons (``engine.reasons``) that name a seat; the others read the
# same for everybody and are the engine's words (``TEXTS``). Every template is
# a source text for Qt's translator (context "Refusal").
REFUSALS: dict[str, str] = {
    "not_turn": "it is {other.possessive} turn, not {seat.own}",
    "must_stand_or_beg": "{seat.subject} must stand or beg first",
    "must_answer": '{seat.subject} must answer the beg: "take one" or run the pack',
    "must_play": "{seat.subject} must play a card",
    "give_barred": ('"take one" would give the beggars the game: '
                    "{seat.subject} must run the pack"),
    "give_never": 'giving one is not played here: {seat.subject} must run the pack',
    "give_no_trump": ('{seat.subject} {seat.v[hold]} no trump, so {seat.subject} may not '
                      'give one: run the pack'),
    "stand_no_trump": ("{seat.subject} {seat.v[hold]} no trump, so {seat.subject} may not "
                       "stand: beg"),
    "lead_owed": ("{seat.subject} trumped while holding {suit}, so {seat.subject} must "
                  "lead {suit} or a trump"),
    "not_held": "{seat.subject} {seat.v[do]} not hold {card}",
    "called_card": "{seat.subject} must play the called card, {card}",
    "trump_led": "{seat.subject} {seat.v[hold]} trumps; {suit} were led, so play a trump",
    "undertrump": "{seat.subject} may not undertrump {card} while holding other suits",
    "follow": "{seat.subject} {seat.v[hold]} {suit}: follow suit or trump",
    "must_trump": ("{seat.subject} {seat.v[have]} no {suit} but {seat.v[hold]} trumps, "
                   "so {seat.subject} must trump"),
    "own_turn": "it is {seat.possessive} turn: play the card instead",
    "partner_call": "{seat.subject} cannot call {other.possessive} card: only opponents may call",
    "not_exposed": "{other.subject} {other.v[have]} not exposed {card}",
    "not_legal_for": "{card} is not a legal play for {other.object} now",
    "method_dealer": "{other.subject} {other.v[deal]} first and {other.v[choose]} how to deal",
    "other_seat": "{seat.subject} answered for {other.object}",
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Refusal", text)


def refusal(reason: Reason, table: Sequence[Person]) -> str:
    """Why a decision was refused, as a sentence about the people at ``table``,
    built from the reason's key and fields (never from the engine's text)."""
    template = REFUSALS.get(reason.key)
    if template is None or not all(-1 <= s < len(table) for s in (reason.seat, reason.other)):
        text = reason.fill(_tr(TEXTS[reason.key]))
    else:
        nobody = Person("?")
        text = _tr(template).format(
            seat=table[reason.seat] if reason.seat >= 0 else nobody,
            other=table[reason.other] if reason.other >= 0 else nobody,
            card=card_name(reason.card) if reason.card >= 0 else "",
            suit=SUIT_NAMES[reason.suit] if reason.suit >= 0 else "")
    return cap(text) + "."


def said(message: Reason | str, names: Sequence[str], viewer: int | None) -> str:
    """What a table tells the person (``message`` of either controller) in
    words about the people at it: a refusal reason worded per person ("You
    hold trumps…", "It is Rhonda's turn…"), other text as it is."""
    if isinstance(message, Reason):
        return refusal(message, people(names, viewer))
    return cap(message)

"""Sentences about people at the table, built per person, through Qt's translator.

The person at the table is "you", with second-person verbs ("You beg.",
"Your jack was won by Rhonda"); every other seat is named, with third-person
verbs ("Rhonda begs.", "Rhonda hangs your jack!"). Each sentence is one
translatable string per person form (languages conjugate differently), with
named fields filled after translating; nothing is built from translated
fragments. Refusals come from the engine as ``Reason`` values (rule and
seats) and are worded here. The vocabulary is docs/rules.md §6's: first hand
stands or begs; the dealer answers "take one" or runs the pack.

Card names come from ``session.card_words``: the 13 ranks and 4 suits are
words of their own, put into a card by templates a translator may reorder.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.cards import SUIT_OF
from ..engine.reasons import Reason
from ..engine.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ..engine.view import PlayerView

# card names, which the window reads here too
from ..session.card_words import card_name as card_name
from ..session.card_words import card_words as card_words
from ..session.card_words import rank_word as rank_word
from ..session.card_words import suit_title as suit_title
from ..session.card_words import suit_word as suit_word


def _tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


@dataclass(frozen=True, slots=True)
class Person:
    """One seat as a sentence names it: "you", or by name."""

    name: str
    you: bool = False


def you_word() -> str:
    return QCoreApplication.translate("Wording", "You")


# A new player's seats are named with English words (the settings' defaults, kept as
# typed in records and settings); at the table they read in the language shown, as
# the language changes. A name the person typed is shown as typed.
DEFAULT_NAMES = {"You": QT_TRANSLATE_NOOP("Names", "You"),
                 "Partner": QT_TRANSLATE_NOOP("Names", "Partner")}


def shown_name(name: str) -> str:
    return _tr("Names", DEFAULT_NAMES[name]) if name in DEFAULT_NAMES else name


def kept_name(text: str) -> str:
    """A name as typed in a field that showed ``shown_name``: a default left as
    shown is kept as the default, so it follows the language later too."""
    return next((key for key in DEFAULT_NAMES if text == shown_name(key)), text)


def shown_names(names: Sequence[str]) -> list[str]:
    return [shown_name(n) for n in names]


def is_you(seat: int, names: Sequence[str], you: int | None) -> bool:
    """The person is seat ``you``; a seat named "You" (in English or the
    language shown) is addressed as you too (a sentence can only say "You
    beg", never "You begs")."""
    name = names[seat].strip().casefold()
    return seat == you or name in ("you", you_word().casefold())


def person(seat: int, names: Sequence[str], you: int | None = None) -> Person:
    return Person(shown_name(names[seat]), is_you(seat, names, you))


def people(names: Sequence[str], you: int | None = None) -> list[Person]:
    return [person(s, names, you) for s in range(len(names))]


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pick(forms: Mapping[tuple[bool, ...], str], *who: Person) -> str:
    """The template of ``forms`` for whichever of ``who`` is "you"."""
    return _tr("Wording", forms[tuple(p.you for p in who)])


# ------------------------------------------------------------ decisions
# One sentence per decision of the record and per person: (you?) -> template.
DECISIONS: dict[str, dict[tuple[bool, ...], str]] = {
    "stand": {(True,): QT_TRANSLATE_NOOP("Wording", "You stand."),
              (False,): QT_TRANSLATE_NOOP("Wording", "{name} stands.")},
    "beg": {(True,): QT_TRANSLATE_NOOP("Wording", "You beg."),
            (False,): QT_TRANSLATE_NOOP("Wording", "{name} begs.")},
    "give": {(True,): QT_TRANSLATE_NOOP("Wording", 'You answer "take one".'),
             (False,): QT_TRANSLATE_NOOP("Wording", '{name} answers "take one".')},
    "run": {(True,): QT_TRANSLATE_NOOP("Wording", "You run the pack."),
            (False,): QT_TRANSLATE_NOOP("Wording", "{name} runs the pack.")},
    "play": {(True,): QT_TRANSLATE_NOOP("Wording", "You play {card}."),
             (False,): QT_TRANSLATE_NOOP("Wording", "{name} plays {card}.")},
    "expose": {(True,): QT_TRANSLATE_NOOP("Wording", "You expose {card}."),
               (False,): QT_TRANSLATE_NOOP("Wording", "{name} exposes {card}.")},
    # (caller is you, owner is you): {card} without its article ("two of spades")
    "call": {(True, False): QT_TRANSLATE_NOOP("Wording", "You call {owner}'s {card}."),
             (False, True): QT_TRANSLATE_NOOP("Wording", "{name} calls your {card}."),
             (False, False): QT_TRANSLATE_NOOP("Wording", "{name} calls {owner}'s {card}."),
             (True, True): QT_TRANSLATE_NOOP("Wording", "You call your {card}.")},
}


def decision(p: Person, do: str, card: int | None = None, owner: Person | None = None) -> str:
    """"You beg.", "Rhonda plays the ten of hearts.", "Kerwin calls your two of spades."."""
    owner = owner or Person("?")
    if do == "call":
        text = _pick(DECISIONS[do], p, owner)
        return text.format(name=p.name, owner=owner.name,
                           card=card_words(card) if card is not None else "")
    return _pick(DECISIONS[do], p).format(
        name=p.name, card=card_name(card) if card is not None else "")


DEALT = {
    ("ones", True): QT_TRANSLATE_NOOP("Wording", "You dealt in ones; the kick is {card}."),
    ("ones", False): QT_TRANSLATE_NOOP("Wording", "{name} dealt in ones; the kick is {card}."),
    ("threes", True): QT_TRANSLATE_NOOP("Wording", "You dealt in threes; the kick is {card}."),
    ("threes", False): QT_TRANSLATE_NOOP("Wording",
                                         "{name} dealt in threes; the kick is {card}."),
}


def dealt(dealer: Person, method: str, kick: int) -> str:
    template = DEALT.get((method, dealer.you))
    if template is None:  # a method this version does not know: its own word
        if dealer.you:
            text = QCoreApplication.translate("Wording",
                                              "You dealt in {method}; the kick is {card}.")
        else:
            text = QCoreApplication.translate("Wording",
                                              "{name} dealt in {method}; the kick is {card}.")
        return text.format(name=dealer.name, method=method, card=card_name(kick))
    return _tr("Wording", template).format(name=dealer.name, card=card_name(kick))


def trick_won(winner: Person) -> str:
    if winner.you:
        return QCoreApplication.translate("Wording", "You win the trick.")
    return QCoreApplication.translate("Wording", "{name} wins the trick.").format(name=winner.name)


HANGS: dict[tuple[bool, ...], str] = {
    (True, False): QT_TRANSLATE_NOOP("Wording", "You hang {holder}'s jack!"),
    (False, True): QT_TRANSLATE_NOOP("Wording", "{taker} hangs your jack!"),
    (False, False): QT_TRANSLATE_NOOP("Wording", "{taker} hangs {holder}'s jack!"),
    (True, True): QT_TRANSLATE_NOOP("Wording", "You hang your own jack!")}


def hangs(taker: Person, holder: Person) -> str:
    """"Rhonda hangs your jack!", "You hang Kerwin's jack!"."""
    return _pick(HANGS, taker, holder).format(taker=taker.name, holder=holder.name)


# each point as the review and the table's narration say it
POINT_LINES = {"kick": QT_TRANSLATE_NOOP("Review", "Kick: {points} to {side}."),
               "beg": QT_TRANSLATE_NOOP("Review", "Beg (take one): {points} to {side}."),
               "high": QT_TRANSLATE_NOOP("Review", "High: {points} to {side}."),
               "low": QT_TRANSLATE_NOOP("Review", "Low: {points} to {side}."),
               "jack": QT_TRANSLATE_NOOP("Review", "Jack: {points} to {side}."),
               "hang_jack": QT_TRANSLATE_NOOP("Review", "Hang Jack: {points} to {side}."),
               "game": QT_TRANSLATE_NOOP("Review", "Game: {points} to {side}.")}


# ------------------------------------------------------- hand summary
def held_by(card: int, holder: Person) -> str:
    """High and Low: "the two of clubs — held by you"."""
    if holder.you:
        return QCoreApplication.translate("Wording", "{card} — held by you").format(
            card=card_name(card))
    return QCoreApplication.translate("Wording", "{card} — held by {name}").format(
        card=card_name(card), name=holder.name)


# (holder is you, taker is you, hanged)
JACK_FATES = {
    (True, True, False): QT_TRANSLATE_NOOP("Wording", "your jack, won by you"),
    (True, False, False): QT_TRANSLATE_NOOP("Wording", "your jack, won by {taker}"),
    (False, True, False): QT_TRANSLATE_NOOP("Wording", "{holder}'s jack, won by you"),
    (False, False, False): QT_TRANSLATE_NOOP("Wording", "{holder}'s jack, won by {taker}"),
    (True, True, True): QT_TRANSLATE_NOOP("Wording", "your jack, hanged by you!"),
    (True, False, True): QT_TRANSLATE_NOOP("Wording", "your jack, hanged by {taker}!"),
    (False, True, True): QT_TRANSLATE_NOOP("Wording", "{holder}'s jack, hanged by you!"),
    (False, False, True): QT_TRANSLATE_NOOP("Wording", "{holder}'s jack, hanged by {taker}!"),
}


def jack_fate(holder: Person, taker: Person, hanged: bool) -> str:
    """"Kerwin's jack, won by Kerwin", "your jack, hanged by Rhonda!"."""
    return _tr("Wording", JACK_FATES[holder.you, taker.you, hanged]).format(
        holder=holder.name, taker=taker.name)


# ------------------------------------------------- refusals, per person
# Every engine reason (``engine.reasons``) as whole sentences: "seat" is the
# form when the reason's ``seat`` is you, "other" when its ``other`` is, "both"
# when both are, "" when neither is (or the reason names nobody). Fields: {seat}, {other} (names),
# {card}, {suit}, {count}, {detail}. Context "Refusal".
REFUSALS: dict[str, dict[str, str]] = {
    "no_seat": {
        "": QT_TRANSLATE_NOOP("Refusal", "There is no such seat at a {count}-player table.")},
    "game_over": {
        "": QT_TRANSLATE_NOOP("Refusal", "The game is over.")},
    "hand_over": {
        "": QT_TRANSLATE_NOOP("Refusal", "The hand is over.")},
    "not_turn": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "It is {other}'s turn, not yours."),
        "other": QT_TRANSLATE_NOOP("Refusal", "It is your turn, not {seat}'s."),
        "": QT_TRANSLATE_NOOP("Refusal", "It is {other}'s turn, not {seat}'s."),
        "both": QT_TRANSLATE_NOOP("Refusal", "It is your turn.")},
    "must_stand_or_beg": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You must stand or beg first."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} must stand or beg first.")},
    "must_answer": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", 'You must answer the beg: "take one" or run the pack.'),
        "": QT_TRANSLATE_NOOP(
            "Refusal", '{seat} must answer the beg: "take one" or run the pack.')},
    "must_play": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You must play a card."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} must play a card.")},
    "give_barred": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", '"Take one" would give the beggars the game: you must run the pack.'),
        "": QT_TRANSLATE_NOOP(
            "Refusal", '"Take one" would give the beggars the game: {seat} must run the pack.')},
    "give_never": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", "Giving one is not played here: you must run the pack."),
        "": QT_TRANSLATE_NOOP(
            "Refusal", "Giving one is not played here: {seat} must run the pack.")},
    "give_no_trump": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", "You hold no trump, so you may not give one: run the pack."),
        "": QT_TRANSLATE_NOOP(
            "Refusal", "{seat} holds no trump, so {seat} may not give one: run the pack.")},
    "stand_no_trump": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You hold no trump, so you may not stand: beg."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} holds no trump, so {seat} may not stand: beg.")},
    "not_held": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You do not hold {card}."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} does not hold {card}.")},
    "called_card": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You must play the called card, {card}."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} must play the called card, {card}.")},
    "trump_led": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You hold trumps; {suit} were led, so play a trump."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} holds trumps; {suit} were led, so play a trump.")},
    "undertrump": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", "You may not undertrump {card} while holding other suits."),
        "": QT_TRANSLATE_NOOP(
            "Refusal", "{seat} may not undertrump {card} while holding other suits.")},
    "follow": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You hold {suit}: follow suit or trump."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} holds {suit}: follow suit or trump.")},
    # "follow" said to a seat none of whose legal cards is a trump (``refusal``)
    "follow_suit": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You hold {suit}: follow suit."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} holds {suit}: follow suit.")},
    "must_trump": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", "You have no {suit} but hold trumps, so you must trump."),
        "": QT_TRANSLATE_NOOP(
            "Refusal", "{seat} has no {suit} but holds trumps, so {seat} must trump.")},
    "lead_owed": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", "You trumped while holding {suit}, so you must lead {suit} or a trump."),
        "": QT_TRANSLATE_NOOP(
            "Refusal", "{seat} trumped while holding {suit}, so {seat} must lead {suit} or a "
            "trump.")},
    "penalty_off": {
        "": QT_TRANSLATE_NOOP(
            "Refusal", "The exposed-card penalty is off: cards out of turn are refused.")},
    "not_in_play": {
        "": QT_TRANSLATE_NOOP("Refusal", "Cards can be exposed and called only during the play.")},
    "own_turn": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "It is your turn: play the card instead."),
        "": QT_TRANSLATE_NOOP("Refusal", "It is {seat}'s turn: play the card instead.")},
    "already_exposed": {
        "": QT_TRANSLATE_NOOP("Refusal", "{card} is already exposed.")},
    "partner_call": {
        "seat": QT_TRANSLATE_NOOP(
            "Refusal", "You cannot call {other}'s card: only opponents may call."),
        "other": QT_TRANSLATE_NOOP(
            "Refusal", "{seat} cannot call your card: only opponents may call."),
        "": QT_TRANSLATE_NOOP(
            "Refusal", "{seat} cannot call {other}'s card: only opponents may call."),
        "both": QT_TRANSLATE_NOOP(
            "Refusal", "You cannot call your own card: only opponents may call.")},
    "already_called": {
        "": QT_TRANSLATE_NOOP("Refusal", "{card} has already been called.")},
    "not_exposed": {
        "other": QT_TRANSLATE_NOOP("Refusal", "You have not exposed {card}."),
        "": QT_TRANSLATE_NOOP("Refusal", "{other} has not exposed {card}.")},
    "not_legal_for": {
        "other": QT_TRANSLATE_NOOP("Refusal", "{card} is not a legal play for you now."),
        "": QT_TRANSLATE_NOOP("Refusal", "{card} is not a legal play for {other} now.")},
    "cut_done": {
        "": QT_TRANSLATE_NOOP("Refusal", "The cut for first dealer is already done.")},
    "method_once": {
        "": QT_TRANSLATE_NOOP(
            "Refusal", "The dealing method is chosen once, by the first dealer.")},
    "method_dealer": {
        "other": QT_TRANSLATE_NOOP("Refusal", "You deal first and choose how to deal."),
        "": QT_TRANSLATE_NOOP("Refusal", "{other} deals first and chooses how to deal.")},
    "bad_method": {
        "": QT_TRANSLATE_NOOP("Refusal", "Deal in ones or threes, not {detail}.")},
    "not_between": {
        "": QT_TRANSLATE_NOOP("Refusal", "A hand can be dealt only between hands.")},
    "no_hand": {
        "": QT_TRANSLATE_NOOP("Refusal", "No hand is being played.")},
    "not_dealt": {
        "": QT_TRANSLATE_NOOP("Refusal", "No hand has been dealt yet.")},
    "not_a_decision": {
        "": QT_TRANSLATE_NOOP("Refusal", "{detail} is not a decision.")},
    "other_seat": {
        "seat": QT_TRANSLATE_NOOP("Refusal", "You answered for {other}."),
        "other": QT_TRANSLATE_NOOP("Refusal", "{seat} answered for you."),
        "": QT_TRANSLATE_NOOP("Refusal", "{seat} answered for {other}."),
        "both": QT_TRANSLATE_NOOP("Refusal", "You answered for yourself.")},
}


def refusal(reason: Reason, table: Sequence[Person], view: PlayerView | None = None) -> str:
    """Why a decision was refused, as a sentence about the people at ``table``,
    built from the reason's key and fields (never from the engine's text).
    ``view``: the refused seat's own view, if the window has it: "follow suit
    or trump" is said only to a seat that may trump (a legal trump in it)."""
    key = reason.key
    if key == "follow" and view is not None and view.seat == reason.seat and not any(
            a.card is not None and SUIT_OF[a.card] == view.trump for a in view.legal):
        key = "follow_suit"
    forms = REFUSALS.get(key)
    seated = all(-1 <= s < len(table) for s in (reason.seat, reason.other))
    if reason.key == "malformed" or forms is None or not seated:
        # its own words (input that is not well formed), or nobody to name
        text = reason.detail if reason.key == "malformed" else str(reason)
        return cap(text) + "."
    nobody = Person("?")
    seat = table[reason.seat] if reason.seat >= 0 else nobody
    other = table[reason.other] if reason.other >= 0 else nobody
    if seat.you and other.you and "both" in forms:
        form = "both"
    else:
        form = "seat" if seat.you and "seat" in forms else \
            "other" if other.you and "other" in forms else ""
    text = _tr("Refusal", forms[form]).format(
        seat=seat.name, other=other.name, count=reason.count, detail=reason.detail,
        card=card_name(reason.card) if reason.card >= 0 else "",
        suit=suit_word(reason.suit) if reason.suit >= 0 else "")
    return cap(text)


def said(message: Reason | str, names: Sequence[str], viewer: int | None,
         view: PlayerView | None = None) -> str:
    """What a table tells the person (``message`` of either controller) in
    words about the people at it: a refusal reason worded per person ("You
    hold trumps…", "It is Rhonda's turn…"; ``view``, the person's, as
    ``refusal`` takes it), other text as it is (translated where it was made)."""
    if isinstance(message, Reason):
        return refusal(message, people(names, viewer), view)
    return cap(message)


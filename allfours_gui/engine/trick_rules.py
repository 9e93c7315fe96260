"""The play of the cards as pure functions of bit masks: the one rules core.

Which cards a seat may play, who wins a trick, what obligation a trump
leaves under ``trump_and_follow``, and which cards a play shows its seat
cannot hold. ``HandState`` (the referee), the computer players' searches,
the endgame solver, inference and knowledge all ask here, so no two of them
can disagree about the rules (docs/rules.md §8 and §11).

Every function works on a suit-and-trick summary, never on a whole state:
``lead`` is the suit led (-1 before the lead), ``win`` the card winning the
trick so far, ``owe`` the seat's owed suit (-1 for none). No rule option
changes who wins a trick, so the winner needs no ``Rules``; the legal cards
come from ``legal_for(rules)``, a function chosen once per rule set so the
searches' hot loop tests no option per card.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from .cards import FULL_DECK, SUIT_MASKS, SUIT_OF
from .rules import Rules

Trick = tuple[tuple[int, int], ...]  # (seat, card) in the order played


class PlayedSoFar(Protocol):
    """What of a deal's public view the readings below need (``PublicView``
    has it; public.py builds on this module, so it is named here by shape)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def trump(self) -> int: ...
    @property
    def trick(self) -> Trick: ...
    @property
    def tricks(self) -> Sequence[tuple[Trick, int]]: ...
    @property
    def owe(self) -> Sequence[int]: ...

# legal(hand, trump, lead, win, owe) -> the mask of cards the seat may play
LegalFn = Callable[[int, int, int, int, int], int]


def above(card: int) -> int:
    """Cards of the same suit ranked above ``card``."""
    return SUIT_MASKS[SUIT_OF[card]] & ~((2 << card) - 1)


def _below(card: int) -> int:
    """Cards of the same suit ranked below ``card``."""
    return SUIT_MASKS[SUIT_OF[card]] & ((1 << card) - 1)


def beaters(win: int, lead: int, trump: int) -> int:
    """Every card that would beat ``win`` in a trick led in ``lead``: a
    higher trump, else (``win`` of the suit led) a higher card of that suit
    or any trump; a card of a third suit is beaten by every trump."""
    if SUIT_OF[win] == trump:
        return above(win)
    return above(win) | SUIT_MASKS[trump] if SUIT_OF[win] == lead else SUIT_MASKS[trump]


def _beaters_row(trump: int, lead: int) -> tuple[int, ...]:
    tm = SUIT_MASKS[trump]
    return tuple(_ABOVE[c] if SUIT_OF[c] == trump else _ABOVE[c] | tm if SUIT_OF[c] == lead
                 else tm for c in range(52))


_ABOVE = tuple(above(c) for c in range(52))
# BEATERS[trump][lead][win]: ``beaters(win, lead, trump)`` for every case, the
# table the hot loops read (one lookup and a bit test per card).
BEATERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_beaters_row(trump, lead) for lead in range(4)) for trump in range(4))


def beats(card: int, win: int, lead: int, trump: int) -> bool:
    """Whether ``card`` takes the trick from ``win`` (the trick step)."""
    return bool(BEATERS[trump][lead][win] >> card & 1)


def trick_winner(trick: Trick, trump: int) -> tuple[int, int]:
    """(seat, card) winning ``trick`` so far: the highest trump, else the
    highest card of the suit led."""
    win_seat, win = trick[0]
    beat = BEATERS[trump][SUIT_OF[win]]
    for seat, card in trick[1:]:
        if beat[win] >> card & 1:
            win_seat, win = seat, card
    return win_seat, win


# ------------------------------------------------------------------ legality
def undertrump_zone(rules: Rules, trump: int, lead: int, win: int) -> int:
    """The trumps an ``undertrump``-barred seat may not play on this trick
    (those below the trick's best trump, on a plain-suit lead) unless it holds
    only trumps; 0 when no card is barred."""
    if (rules.undertrump or lead < 0 or lead == trump or win < 0
            or SUIT_OF[win] != trump):
        return 0
    return _below(win)


def _legal_trinidad(hand: int, trump: int, lead: int, win: int, owe: int) -> int:
    # undertrump allowed, a void seat may play anything (the defaults)
    if lead < 0:
        if owe < 0:
            return hand
        return (hand & (SUIT_MASKS[owe] | SUIT_MASKS[trump])) or hand
    tm = SUIT_MASKS[trump]
    if lead == trump:
        return (hand & tm) or hand
    follow = hand & SUIT_MASKS[lead]
    if follow:
        return follow | (hand & tm)
    return hand


@functools.cache
def _legal_variant(undertrump: bool, void_must_trump: bool) -> LegalFn:
    if undertrump and not void_must_trump:
        return _legal_trinidad

    def legal(hand: int, trump: int, lead: int, win: int, owe: int) -> int:
        if lead < 0:
            if owe < 0:
                return hand
            return (hand & (SUIT_MASKS[owe] | SUIT_MASKS[trump])) or hand
        tm = SUIT_MASKS[trump]
        if lead == trump:
            return (hand & tm) or hand
        barred = 0
        if not undertrump and SUIT_OF[win] == trump and hand & ~tm:
            barred = tm & ((1 << win) - 1)
        follow = hand & SUIT_MASKS[lead]
        if follow:
            return (follow | (hand & tm)) & ~barred
        if void_must_trump:
            return (hand & tm & ~barred) or (hand & ~barred)
        return hand & ~barred

    return legal


def legal_for(rules: Rules) -> LegalFn:
    """``legal(hand, trump, lead, win, owe)``: the cards a seat holding
    ``hand`` may play under ``rules`` (a called card aside: that is forced)."""
    return _legal_variant(rules.undertrump, rules.void_must_trump)


def legal_cards(rules: Rules, hand: int, trump: int, lead: int = -1, win: int = -1,
                owe: int = -1) -> int:
    """``legal_for(rules)`` called once."""
    return _legal_variant(rules.undertrump, rules.void_must_trump)(hand, trump, lead, win, owe)


def owed_after(rules: Rules, hand_after: int, card: int, trump: int, lead: int) -> int:
    """trump_and_follow: the suit a seat owes at its next lead after playing
    ``card`` on a trick led in ``lead``, now holding ``hand_after``; -1 if
    this play sets no obligation (the seat keeps any it had)."""
    if (rules.trump_and_follow and 0 <= lead != trump and SUIT_OF[card] == trump
            and hand_after & SUIT_MASKS[lead]):
        return lead
    return -1


# ---------------------------------------------------------- what play shows
def absent_after(rules: Rules, card: int, trump: int, lead: int, win: int, owe: int) -> int:
    """The cards a seat shows it does not hold by playing ``card`` legally
    here (every hand holding ``card`` for which ``card`` is legal lacks
    them). ``owe`` is the seat's obligation when known, else -1."""
    suit = SUIT_OF[card]
    tm = SUIT_MASKS[trump]
    if lead < 0:
        if owe >= 0 and suit != owe and suit != trump:
            return SUIT_MASKS[owe] | tm
        return 0
    if lead == trump:
        return tm if suit != trump else 0
    if suit == lead:
        return 0
    zone = undertrump_zone(rules, trump, lead, win)
    if suit == trump:
        # an undertrump is legal only from a hand of trumps alone
        return FULL_DECK & ~tm if zone >> card & 1 else 0
    return SUIT_MASKS[lead] | (tm & ~zone if rules.void_must_trump else 0)


class Shown:
    """What the public play of one deal shows each seat lacks, built card by
    card in order (``play``) and closed with the public obligations now
    (``settle``). ``absent[s]`` is a card mask: ``s`` holds none of them.

    Under trump_and_follow the obligation a trump left is public (the view's
    ``owe``) but only as it stands now, so at a past lead it is not known:
    a seat that led a plain card shows only that it lacks the suit it trumped
    last (it owed that suit if it still held it). ``settle`` reads what the
    obligations now say of the trumps since each seat's last lead.
    """

    __slots__ = ("absent", "lead", "rules", "trick_len", "trump", "trumped", "win")

    def __init__(self, rules: Rules, trump: int) -> None:
        self.rules = rules
        self.trump = trump
        self.absent = [0] * rules.players
        self.trumped: list[list[int]] = [[] for _ in range(rules.players)]
        self.lead = -1
        self.win = -1
        self.trick_len = 0

    def play(self, seat: int, card: int) -> None:
        rules, trump = self.rules, self.trump
        suit = SUIT_OF[card]
        if self.trick_len == 0:
            trumped = self.trumped[seat]
            if trumped and suit != trump and trumped[-1] != suit:
                self.absent[seat] |= SUIT_MASKS[trumped[-1]]
            trumped.clear()
            self.lead, self.win = suit, card
        else:
            lead = self.lead
            self.absent[seat] |= absent_after(rules, card, trump, lead, self.win, -1)
            if rules.trump_and_follow and suit == trump and lead != trump:
                self.trumped[seat].append(lead)
            if BEATERS[trump][lead][self.win] >> card & 1:
                self.win = card
        self.trick_len += 1
        if self.trick_len == rules.players:
            self.trick_len = 0
            self.lead = self.win = -1

    def settle(self, owe: Sequence[int]) -> list[int]:
        """The absent masks, with what the obligations ``owe`` (public, now)
        add: a trump since the seat's last lead that left no obligation
        (none now, or one for another suit trumped earlier) shows the seat
        no longer held the suit led."""
        out = list(self.absent)
        if not self.rules.trump_and_follow:
            return out
        for s, trumped in enumerate(self.trumped):
            owed = owe[s] if s < len(owe) else -1
            since = trumped
            if owed >= 0:
                last = max((i for i, y in enumerate(trumped) if y == owed), default=-1)
                since = trumped[last + 1:]
            for y in since:
                if y != owed:
                    out[s] |= SUIT_MASKS[y]
        return out


def tricks_of(view: PlayedSoFar) -> list[Trick]:
    """The deal's tricks in order, the one in progress last."""
    tricks = [t for t, _ in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    return tricks


def absent_shown(view: PlayedSoFar) -> list[int]:
    """Per seat, the cards its plays in this deal show it does not hold."""
    shown = Shown(view.rules, view.trump)
    for trick in tricks_of(view):
        for s, c in trick:
            shown.play(s, c)
    return shown.settle(view.owe)


def voids_of(absent: Iterable[int]) -> tuple[int, ...]:
    """Suit bits per seat (bit s: shown to hold no card of suit s) from the
    absent masks."""
    out = []
    for m in absent:
        v = 0
        for s in range(4):
            if not SUIT_MASKS[s] & ~m:
                v |= 1 << s
        out.append(v)
    return tuple(out)

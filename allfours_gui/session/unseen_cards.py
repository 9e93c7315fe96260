"""Cards a joined window may not know, drawn with stand-in card items.

The table keeps one item per card id (``TableScene.cards``), and a joined
window never learns the other seats' cards until they are played or
exposed (nor its own before it may look): the host sends only how many were
dealt. So each unknown card is drawn with the item of some card this seat
cannot know (a *stand-in*), always face down. When a real card appears
(played, exposed, turned as the kick, dealt or shown to this seat) and its
item is standing in somewhere else, the two items swap places first; both
are face down there, so the swap cannot be seen.

``UnseenCards`` mirrors where the table has put every item, in the order the
table will put them (the scene runs its steps in the order given), and turns
the events the host sent into events the table can draw: ``DealtUnseen`` for
a hidden packet, ``CardsSwapped`` before a card comes out of hiding,
``CardsKnown`` when this seat may look at its own hand. Pure Python, no Qt.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine import events as ev
from ..engine.cards import cards_of
from ..engine.public import Phase
from ..engine.view import PlayerView

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class DealtUnseen(ev.Event):
    """A packet dealt to ``seat`` that this window may not see: stand-ins, face down."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsSwapped(ev.Event):
    """Items ``a`` and ``b`` swap places (both face down; one is a stand-in)."""

    a: int
    b: int


@dataclass(frozen=True, slots=True)
class CardsKnown(ev.Event):
    """These items in this seat's hand are its real cards now (it may look)."""

    cards: tuple[int, ...]


SCENE_ONLY = (DealtUnseen, CardsSwapped, CardsKnown)


@dataclass
class Arrangement:
    """A whole table laid out at once (a window that joins or comes back mid-hand)."""

    dealer: int
    trump: int
    kicks: list[int]
    hands: list[list[int]]
    trick: list[tuple[int, int]]
    won: list[list[int]]
    pack: list[int]
    exposed: set[int]
    stand_ins: set[int]
    face_up_seats: set[int]
    turn: int
    decisions: list[tuple[int, str]]
    redeals: int


class UnseenCards:
    """Where the table has each item, and which items stand in for unknown cards."""

    def __init__(self, players: int, me: int = 0, seed: int | None = None) -> None:
        self.n = players
        self.me = me
        self._rng = random.Random(seed)  # which hidden card a seat plays from: looks only
        self.gather()

    def gather(self) -> None:
        """Every card back in one pack, nothing known (a new deal)."""
        self.pack: list[int] = list(range(52))
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.known: set[int] = set()  # items that are their real card where they lie

    # -------------------------------------------------------------- places
    def _place(self, card: int) -> list[int] | None:
        if card in self.pack:
            return self.pack
        return next((h for h in self.hands if card in h), None)

    def _swap(self, a: int, b: int) -> CardsSwapped:
        pa, pb = self._place(a), self._place(b)
        assert pa is not None and pb is not None
        ia, ib = pa.index(a), pb.index(b)
        pa[ia], pb[ib] = b, a
        return CardsSwapped(a, b)

    def _bring(self, card: int, into: list[int], out: list[ev.Event]) -> None:
        """Make ``card``'s item lie in ``into`` (the pack or a hand), swapping it
        with one of the stand-ins there if it stands in elsewhere."""
        if card in into:
            return
        where = self._place(card)
        if where is None or card in self.known:
            log.error("card %d is not where an unknown card can be", card)
            return
        free = [c for c in into if c not in self.known]
        if not free:
            log.error("no stand-in to swap with card %d", card)
            return
        other = free[-1] if into is self.pack else self._rng.choice(free)
        out.append(self._swap(card, other))

    # -------------------------------------------------------------- events
    def translate(self, events: Iterable[ev.Event]) -> list[ev.Event]:
        """The host's events (seats already as the window numbers them) as the
        table draws them."""
        from ..engine.events import HandShown, HiddenCardsDealt

        out: list[ev.Event] = []
        for e in events:
            if isinstance(e, ev.CardsCut):
                self.gather()
                for _, c in e.cuts:
                    self.pack.remove(c)
                    self.known.add(c)
            elif isinstance(e, ev.HandStarted | ev.Redealt):
                self.gather()
            elif isinstance(e, HiddenCardsDealt):
                count = min(e.count, len(self.pack))
                cards = tuple(self.pack[len(self.pack) - count:])
                del self.pack[len(self.pack) - count:]
                self.hands[e.seat] += cards
                out.append(DealtUnseen(e.seat, cards))
                continue
            elif isinstance(e, ev.CardsDealt):
                for c in e.cards:
                    self._bring(c, self.pack, out)
                    if c in self.pack:
                        self.pack.remove(c)
                    self.hands[e.seat].append(c)
                    self.known.add(c)
            elif isinstance(e, HandShown):
                hand = self.hands[e.seat]
                real = set(e.cards)
                for c in e.cards:
                    if c not in hand:
                        free = [x for x in hand if x not in real and x not in self.known]
                        if free and c not in self.known and self._place(c) is not None:
                            out.append(self._swap(c, free[-1]))
                self.known |= real
                out.append(CardsKnown(tuple(e.cards)))
                continue
            elif isinstance(e, ev.KickTurned):
                self._bring(e.card, self.pack, out)
                if e.card in self.pack:
                    self.pack.remove(e.card)
                self.known.add(e.card)
            elif isinstance(e, ev.CardPlayed | ev.CardExposed):
                hand = self.hands[e.seat]
                self._bring(e.card, hand, out)
                if isinstance(e, ev.CardPlayed) and e.card in hand:
                    hand.remove(e.card)
                self.known.add(e.card)
            out.append(e)
        return out

    # --------------------------------------------------- a whole position
    def arrange(self, view: PlayerView) -> Arrangement:
        """The table as ``view`` (this seat's) stands: known cards where they
        are, stand-ins for every hidden one, the rest in the pack."""
        from ..engine.cards import SUIT_OF
        from ..engine.position import deal_kicks

        kicks = list(deal_kicks(view)) if view.kicks else []
        own = list(cards_of(view.hand)) if view.hand_visible else []
        exposed = [list(cards_of(m)) for m in view.exposed]
        trick = [(s, c) for s, c in view.trick]
        won: list[list[int]] = [[], []]
        for plays, winner in view.tricks:
            won[winner & 1] += [c for _, c in plays]
        known = set(kicks) | set(own) | {c for _, c in trick} | set(won[0]) | set(won[1])
        known |= {c for cards in exposed for c in cards}
        unknown = [c for c in range(52) if c not in known]
        self.gather()
        stand_ins: set[int] = set()
        for seat in range(self.n):
            real = own if seat == self.me and view.hand_visible else exposed[seat]
            missing = max(0, view.hand_sizes[seat] - len(real))
            hidden = unknown[:missing]
            del unknown[:missing]
            stand_ins |= set(hidden)
            self.hands[seat] = list(real) + hidden
            self.known |= set(real)
        self.pack = unknown
        self.known |= known
        turn = -1 if view.phase == Phase.OVER else view.turn
        return Arrangement(
            dealer=view.dealer,
            trump=view.trump if view.trump >= 0 else (SUIT_OF[kicks[-1]] if kicks else -1),
            kicks=kicks, hands=[list(h) for h in self.hands], trick=trick, won=won,
            pack=list(self.pack), exposed={c for cards in exposed for c in cards},
            stand_ins=stand_ins, face_up_seats={self.me} if view.hand_visible else set(),
            turn=turn,
            decisions=[(a.seat, a.do) for a in view.decisions
                       if a.do in ("stand", "beg", "give", "run")],
            redeals=view.redeals)


def known_cards(view: PlayerView | None, kicks: Sequence[int] = ()) -> set[int]:
    """Every card the seat of ``view`` may know: its own hand once it may look,
    the kicks, every card played this deal, every exposed card."""
    if view is None:
        return set(kicks)
    known = set(cards_of(view.played)) | set(view.kicks) | set(kicks)
    if view.hand_visible:
        known |= set(cards_of(view.hand))
    for m in view.exposed:
        known |= set(cards_of(m))
    return known

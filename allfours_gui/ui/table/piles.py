"""The table's piles: the pack, each hand, the trick, the kicks, the cut
cards and each side's won cards, as the scene draws them.

A pile is the scene's mirror of some cards that lie together, in order (the
last on top), and knows where its cards lie for the table's layout: it
moves them there (``move``: through the scene, with a duration from the
timing table) or puts them there at once (``place``: a resume, a resize).
Nothing here decides a rule, and nothing here runs a step: the events'
presenter (table_events.py) calls these inside the steps it queues.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol

from .card_item import CardItem
from .layout_boxes import PACK_STEP
from .layout_plan import Spot
from .table_layout import TableLayout, display_order

Duration = str | int  # a key of DURATIONS, or base milliseconds
STOCK_STEP = 1.5  # the most a card of a thin stock lies up and left of the one below it


class PileTable(Protocol):
    """What a pile needs of the table it lies on (``TableScene``)."""

    @property
    def cards(self) -> dict[int, CardItem]: ...
    @property
    def layout(self) -> TableLayout: ...
    @property
    def n(self) -> int: ...
    @property
    def human(self) -> int: ...
    @property
    def review(self) -> bool: ...
    @property
    def dealer(self) -> int: ...
    @property
    def trump(self) -> int: ...
    @property
    def legal(self) -> set[int]: ...

    def move(self, c: int, spot: Spot, up: bool, duration: Duration,
             z: float | None = None) -> None: ...
    def put(self, c: int, spot: Spot, up: bool, z: float) -> None: ...
    def hand_face_up(self, seat: int, card: int) -> bool: ...


class Pile:
    """Cards lying together, the last one on top."""

    def __init__(self, table: PileTable) -> None:
        self.table = table
        self.cards: list[int] = []

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[int]:
        return iter(self.cards)

    def clear(self) -> None:
        self.cards = []


class Pack(Pile):
    """The stock, face down in front of the dealer (in the middle before the cut)."""

    def fill(self) -> None:
        self.cards = list(range(52))

    def spot(self, index: int) -> Spot:
        """The place of the ``index``-th card from the bottom of the pack. The
        stock is as deep as the whole pack (its cards further apart as it
        thins, up to STOCK_STEP), so its edges show as layers however many are
        left; and its look depends only on how many, never on which cards (the
        same after a deal as laid out again: take back, resume, a resize).
        Before the cut decides a dealer, the pack sits in the middle."""
        t = self.table
        lay = t.layout
        x, y, _ = lay.pack_spot(t.dealer) if t.dealer >= 0 else (*lay.centre, 0.0)
        step = min(PACK_STEP * 51 / max(len(self.cards) - 1, 1), STOCK_STEP)
        return x - index * step, y - index * step, 0.0

    def place(self) -> None:
        """Every card of the pack in its place, at once."""
        for i, c in enumerate(self.cards):
            self.table.put(c, self.spot(i), False, z=i)

    def gather(self, duration: Duration) -> None:
        """Every card of the pack moves to its place."""
        for i, c in enumerate(self.cards):
            self.table.move(c, self.spot(i), False, duration, z=i)

    def take(self, cards: Iterable[int]) -> None:
        """``cards`` leave the pack from its top, wherever they lay in it (all
        backs are alike: where one starts from must not tell which card it is),
        and the rest close up."""
        taken = [c for c in cards if c in self.cards]
        if not taken:
            return
        self.cards = [c for c in self.cards if c not in taken] + taken
        self.place()
        del self.cards[-len(taken):]
        self.place()


class Hand(Pile):
    """A seat's hand: yours and a review's in display order, the rest as dealt."""

    def __init__(self, table: PileTable, seat: int) -> None:
        super().__init__(table)
        self.seat = seat

    def add(self, cards: Iterable[int]) -> None:
        self.cards.extend(cards)

    def remove(self, card: int) -> None:
        if card in self.cards:
            self.cards.remove(card)

    def place(self, duration: Duration, still: int = -1) -> None:
        """Lay out the hand; the card ``still`` keeps its place (it is on its
        way to the trick, which moves it next)."""
        t, seat, cards = self.table, self.seat, self.cards
        if seat == t.human or t.review:
            cards[:] = display_order(cards, t.trump)
        for i, c in enumerate(cards):
            # the controller decides what a click means (play, expose, call, or
            # an explanation); your cards and others' exposed cards take clicks
            t.cards[c].clickable = seat == t.human or t.cards[c].exposed
            if c == still:
                continue
            raised = seat == t.human and c in t.legal
            spot = t.layout.hand_spot(seat, i, len(cards), raised)
            t.move(c, spot, t.hand_face_up(seat, c), duration, z=600 + i)


class Kicks(Pile):
    """The kick turned up beside the pack; the kicks before it (the pack was
    run) tucked under it."""

    def place(self) -> None:
        t = self.table
        for k, c in enumerate(self.cards):
            last = k == len(self.cards) - 1
            spot = t.layout.kick_spot(t.dealer) if last else t.layout.set_aside_spot(t.dealer, k)
            t.put(c, spot, True, z=101 if last else 100 - k)

    def turn(self, card: int) -> None:
        """``card`` is the new kick; the ones before it move aside."""
        t = self.table
        self.cards.append(card)
        for k, c in enumerate(self.cards[:-1]):
            t.move(c, t.layout.set_aside_spot(t.dealer, k), True, "set_aside", z=100 - k)
        t.move(card, t.layout.kick_spot(t.dealer), True, "kick", z=101)


class Plays:
    """Cards face up, each before the seat it came from: the trick, or the cut."""

    def __init__(self, table: PileTable) -> None:
        self.table = table
        self.plays: list[tuple[int, int]] = []  # (seat, card), in the order played

    def __bool__(self) -> bool:
        return bool(self.plays)

    def __len__(self) -> int:
        return len(self.plays)

    def clear(self) -> None:
        self.plays = []

    @property
    def cards(self) -> list[int]:
        """The cards alone, in the order played."""
        return [c for _, c in self.plays]


class Trick(Plays):
    """The cards played to the trick, in the middle."""

    def place(self) -> None:
        for i, (seat, c) in enumerate(self.plays):
            self.table.put(c, self.table.layout.trick_spot(seat), True, z=300 + i)

    def play(self, seat: int, card: int) -> None:
        self.plays.append((seat, card))
        self.table.move(card, self.table.layout.trick_spot(seat), True, "play",
                        z=300 + len(self.plays))


class Cut(Plays):
    """Each seat's cut card, where its hand will be."""

    def place(self) -> None:
        for seat, c in self.plays:
            self.table.put(c, self.table.layout.cut_spot(seat), True, z=200)

    def show(self, seat: int, card: int) -> None:
        self.plays.append((seat, card))
        self.table.move(card, self.table.layout.cut_spot(seat), True, "cut")


class Won(Pile):
    """One side's tricks, face down, a small pile for each trick."""

    def __init__(self, table: PileTable, team: int) -> None:
        super().__init__(table)
        self.team = team

    def place(self) -> None:
        t = self.table
        for i, c in enumerate(self.cards):
            t.put(c, t.layout.won_spot(self.team, i // t.n), False, z=50 + i)

    def sweep(self, cards: Iterable[int]) -> None:
        """A trick won: its cards move onto the pile."""
        t = self.table
        for c in cards:
            self.cards.append(c)
            k = (len(self.cards) - 1) // t.n
            t.move(c, t.layout.won_spot(self.team, k), False, "sweep", z=50 + len(self.cards))


class Piles:
    """Every pile of the table."""

    def __init__(self, table: PileTable, seats: int) -> None:
        self.pack = Pack(table)
        self.pack.fill()
        self.hands = [Hand(table, seat) for seat in range(seats)]
        self.trick = Trick(table)
        self.won = (Won(table, 0), Won(table, 1))
        self.kicks = Kicks(table)
        self.cut = Cut(table)

    def gather(self) -> None:
        """Every card back in one pack (a new hand, a new deal, a position)."""
        self.pack.fill()
        for pile in (*self.hands, *self.won, self.kicks):
            pile.clear()
        self.trick.clear()
        self.cut.clear()

    def place(self) -> None:
        """Every card where its pile says, at once."""
        self.pack.place()
        self.kicks.place()
        self.cut.place()
        for hand in self.hands:
            hand.place(0)
        self.trick.place()
        for won in self.won:
            won.place()

    def swap(self, a: int, b: int) -> bool:
        """Cards ``a`` and ``b`` trade places in the pack or the hands (a
        stand-in and the card it stood in for); False if either is elsewhere."""
        places = (self.pack, *self.hands)
        pa = next((p for p in places if a in p), None)
        pb = next((p for p in places if b in p), None)
        if pa is None or pb is None:
            return False
        ia, ib = pa.cards.index(a), pb.cards.index(b)
        pa.cards[ia], pb.cards[ib] = b, a
        return True

"""The table: turns engine events into card animations, and nothing else.

Every change of the table is a step in one queue: a step moves cards (each
through its own ``CardItem.animate``) and may ask to hold the table still for
a while. The next step runs once the hold is over and no card is moving, and
when the queue is empty and every card is at rest the scene emits ``idle``:
the single "all animations done" gate before the controller asks for the
next decision. The gate counts moving cards from the cards themselves (as
KDE's libkcardgame does), so an animation that Qt stops can never leave the
table waiting. The scene never decides a rule: what is legal, who won, what
scored all arrive in the events.
"""

from __future__ import annotations

import logging
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import RANK_NAMES, SUIT_NAMES, SUIT_OF, card_str, cards_of
from ...session.timing import DURATIONS, SPEEDS, scaled
from .card_art import CardArt
from .card_item import CardItem
from .table_items import SUIT_GLYPHS, Bubble, LastTrickView, NamePlate, ScoreBoard
from .table_layout import PACK_STEP, TableLayout

if TYPE_CHECKING:  # the events, the hand and the rest of the engine load after the first paint
    from ...engine import events as ev
    from ...engine.hand import HandState
    from .unseen_cards import Arrangement, CardsKnown, CardsSwapped, DealtUnseen

log = logging.getLogger(__name__)
STOCK_STEP = 1.5  # the most a card of a thin stock lies up and left of the one below it

CATEGORY_LABELS = {"kick": "Kick", "beg": "Take one", "high": "High", "low": "Low",
                   "jack": "Jack", "hang_jack": "Hang Jack!", "game": "Game"}
Step = Callable[[], int]  # changes the table; returns how many ms to hold it still
Duration = str | int  # a key of DURATIONS, or base milliseconds
# Told of every failed step of every scene, with its traceback: how the tests
# fail a window test whose table hit a drawing bug (tests/ui/conftest.py).
step_error_listeners: list[Callable[[TableScene, str], None]] = []


def card_label(card: int) -> str:
    return f"{card_str(card)[0].replace('T', '10')}{SUIT_GLYPHS[SUIT_OF[card]]}"


def display_order(cards: Iterable[int], trump: int) -> list[int]:
    """South's hand left to right: suits alternating colour, trumps at the right,
    high to low within a suit."""
    order = [0, 1, 3, 2]  # clubs, diamonds, spades, hearts: black/red alternate
    if trump >= 0:
        order.remove(trump)
        order.append(trump)
    return sorted(cards, key=lambda c: (order.index(SUIT_OF[c]), -(c % 13)))


def _decisions_of(hand: HandState) -> list[tuple[int, str]]:
    """The stands, begs, gives and runs of a hand, as (seat, decision)."""
    return [(a.seat, a.do) for a in hand.actions if a.do in ("stand", "beg", "give", "run")]


class TableScene(QGraphicsScene):
    idle = Signal()
    card_clicked = Signal(int)
    event_shown = Signal(object)  # each engine event as its animation begins
    won_pile_hovered = Signal(bool)  # the pointer is on a won pile (show the last trick)
    turn_marked = Signal(int)  # the seat the table marks on turn now (-1: nobody)

    def __init__(self, names: Sequence[str], art: CardArt | None = None,
                 parent: QObject | None = None) -> None:
        # Give it a parent: a scene owned only by Python dies wherever the
        # garbage collector runs, a worker thread included, and its running
        # timers then crash Qt's event loop later.
        super().__init__(parent)
        self.art = art or CardArt()
        self.n = len(names)
        self.layout = TableLayout(1100, 760, self.n)
        self.speed = 1.0
        # tests shorten every duration by this factor without making any zero
        self.time_scale = 1.0
        self.review = False  # read-only with every hand face up (hand review)
        self._moving: set[int] = set()
        self.cards = {c: CardItem(c, self.art) for c in range(52)}
        for item in self.cards.values():
            item.clicked.connect(self.card_clicked)
            item.on_motion = self._card_motion
            item.on_hover = self._card_hovered
            item.setVisible(False)  # the cards come out with the first events
            self.addItem(item)
        self.art.ready.connect(self._art_ready)
        self._cards_out = False
        self.plates = [NamePlate(name, seat & 1) for seat, name in enumerate(names)]
        for p in self.plates:
            self.addItem(p)
        self.scoreboard = ScoreBoard()
        self.addItem(self.scoreboard)
        self.last_trick_view = LastTrickView()
        self.addItem(self.last_trick_view)
        # what is where (the scene's own mirror, rebuilt from events)
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.pack: list[int] = list(range(52))
        self.trick: list[tuple[int, int]] = []
        self.won: list[list[int]] = [[], []]
        self.kicks: list[int] = []
        self.cut_cards: list[tuple[int, int]] = []
        self.dealer = -1
        self.trump = -1
        self.turn = -1
        self.face_up_seats: set[int] = set()
        # items standing in for cards this window may not know (a joined
        # table, see unseen_cards.py): face down wherever they lie in a hand
        self.stand_ins: set[int] = set()
        self.human = 0
        self.legal: set[int] = set()
        self.focus = -1
        self.errors: list[str] = []  # steps that raised (logged, and the table went on)
        self._queue: deque[Step] = deque()
        self._pumping = False
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._pump)
        self._idle_timer = QTimer(self)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(0)
        self._idle_timer.timeout.connect(self._emit_idle)
        self._handlers: dict[type, Callable[[Any], None]] | None = None
        self._decisions: list[tuple[int, str]] = []  # this hand's stand/beg/give/run, told
        self._redeals = 0
        self._called: tuple[int, Bubble] | None = None  # your card called, and its notice
        self._z = 10.0
        self._bubbles: set[Bubble] = set()
        self._seat_bubble: dict[int | None, Bubble] = {}
        self.relayout(1100, 760)

    # ---------------------------------------------------------------- layout
    def relayout(self, width: float, height: float) -> None:
        """Lay the table out for a new size; cards in flight land at once in
        their new places, and the queue carries on from there."""
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout = TableLayout(width, height, self.n)
        cw = self.layout.card_width
        for item in self.cards.values():
            item.set_width(cw)
        x, y, w, h = self.layout.scoreboard_rect()
        self.scoreboard.setPos(x, y)
        self.scoreboard.set_size(w, h)
        for seat, plate in enumerate(self.plates):
            plate.setPos(*self.layout.plate_spot(seat))
        self._place_all()
        # what is still being said moves with its seat (the score history
        # docked or hidden mid-hand must not leave it cut at the table's edge)
        for who, b in self._seat_bubble.items():
            if b in self._bubbles:
                self._place_bubble(who, b)

    def set_names(self, names: Sequence[str]) -> None:
        """New names on the plates (a networked table's seats fill as people join)."""
        for plate, name in zip(self.plates, names, strict=False):
            if plate.name != name:
                plate.name = name
                plate.update()

    def _art_ready(self) -> None:
        # crisp faces rendered off the GUI thread replace scaled stand-ins
        for item in self.cards.values():
            if item.isVisible():
                item.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, QColor(22, 112, 66))
        grad.setColorAt(1.0, QColor(8, 52, 30))
        painter.fillRect(rect, QBrush(grad))

    def _place_all(self) -> None:
        """Put every card where the mirror says, at once."""
        lay = self.layout
        self._restack()
        for k, c in enumerate(self.kicks):
            last = k == len(self.kicks) - 1
            spot = lay.kick_spot(self.dealer) if last else lay.set_aside_spot(self.dealer, k)
            self._set(c, spot, True, z=101 if last else 100 - k)
        for seat, c in self.cut_cards:
            self._set(c, lay.cut_spot(seat), True, z=200)
        for seat in range(self.n):
            self._place_hand(seat, 0)
        for i, (seat, c) in enumerate(self.trick):
            self._set(c, lay.trick_spot(seat), True, z=300 + i)
        for team in (0, 1):
            for i, c in enumerate(self.won[team]):
                self._set(c, lay.won_spot(team, i // self.n), False, z=50 + i)

    def _set(self, c: int, spot: tuple[float, float, float], up: bool, z: float) -> None:
        item = self.cards[c]
        item.animate(QPointF(spot[0], spot[1]), spot[2], up, z, 0)
        item.setVisible(self._cards_out)

    def show_position(self, hand: HandState | None, viewer_sees: bool,
                      score: tuple[int, int], number: int, last_trick: bool = False) -> None:
        """Lay the table out as the engine state stands, at once (resume, undo,
        hand review). ``last_trick`` leaves a just-completed trick in the
        middle, its winner marked, as a review shows it."""
        self.reset()
        self._cards_out = True
        self._gather()
        self.scoreboard.update_state(scores=score, hand_number=number)
        if hand is None:  # no hand dealt (yet): an empty table, nobody dealing or on turn
            self.dealer = -1
            self.turn = -1
            self.face_up_seats = set()
            self._decisions, self._redeals = [], 0
            self.scoreboard.update_state(trump=-1, story="", card_points=None)
            self._show_plates()
            for plate in self.plates:
                plate.set_thinking(False)
            self._place_all()
            return
        self.dealer = hand.dealer
        self.trump = hand.trump if hand.trump >= 0 else SUIT_OF[hand.kicks[-1]]
        self.scoreboard.update_state(trump=self.trump)
        from ...engine.position import deal_kicks

        self.kicks = list(deal_kicks(hand.view_for(self.human)))
        # hidden hands in the order dealt, as play shows them: sorted, an exposed
        # card's place among the backs would tell the rest of its hand
        dealt = {c: i for i, c in enumerate(hand.deck)}
        self.hands = [sorted(cards_of(m), key=lambda c: dealt.get(c, 52)) for m in hand.hands]
        self.trick = list(hand.trick)
        tricks = list(hand.tricks)
        if last_trick and not self.trick and tricks:
            done, _ = tricks.pop()
            self.trick = list(done)
        for cards, winner in tricks:
            self.won[winner & 1] += [c for _, c in cards]
        used = set(self.kicks) | {c for h in self.hands for c in h} | {c for _, c in self.trick}
        used |= set(self.won[0]) | set(self.won[1])
        self.pack = [c for c in range(52) if c not in used]
        self.face_up_seats = {self.human} if viewer_sees else set()
        for mask in hand.exposed:
            for c in cards_of(mask):
                self.cards[c].exposed = True
        if last_trick and not hand.trick and hand.tricks:
            cards, winner = hand.tricks[-1]
            self.cards[next(c for s, c in cards if s == winner)].winner_mark = True
        self.turn = -1 if hand.over else hand.turn
        self._show_plates()
        self._decisions = _decisions_of(hand)
        self._redeals = len(hand.decks) - 1
        self.scoreboard.update_state(story=self._story_of(self._decisions, self._redeals))
        self._place_all()

    def show_arrangement(self, arr: Arrangement, score: tuple[int, int], number: int) -> None:
        """Lay out at once a table whose hidden cards are stand-ins (a window
        that joins a networked table, or comes back to it, mid-hand)."""
        self.reset()
        self._cards_out = True
        self._gather()
        self.scoreboard.update_state(scores=score, hand_number=number)
        self.dealer = arr.dealer
        self.trump = arr.trump
        self.scoreboard.update_state(trump=self.trump)
        self.kicks = list(arr.kicks)
        self.hands = [list(h) for h in arr.hands]
        self.trick = list(arr.trick)
        self.won = [list(arr.won[0]), list(arr.won[1])]
        self.pack = list(arr.pack)
        self.face_up_seats = set(arr.face_up_seats)
        self.stand_ins = set(arr.stand_ins)
        for c in arr.exposed:
            self.cards[c].exposed = True
        self.turn = arr.turn
        self._show_plates()
        self._decisions = list(arr.decisions)
        self._redeals = arr.redeals
        self.scoreboard.update_state(story=self._story_of(self._decisions, self._redeals))
        self._place_all()

    def _show_plates(self) -> None:
        for seat, plate in enumerate(self.plates):
            plate.set_state(seat == self.dealer, seat == self.turn)
        self.turn_marked.emit(self.turn)

    # ------------------------------------------------------------ the queue
    def set_speed(self, name: str) -> None:
        self.speed = SPEEDS.get(name, 1.0)
        if self.speed == 0:
            # Instant from now on: what is in flight lands, the queue runs dry
            for c in list(self._moving):
                self.cards[c].finish()
            self._hold.stop()
            self._pump()

    def ms(self, duration: Duration) -> int:
        base = DURATIONS[duration] if isinstance(duration, str) else duration
        return scaled(base, self.speed, self.time_scale)

    @property
    def busy(self) -> bool:
        return bool(self._queue) or bool(self._moving) or self._hold.isActive()

    def _card_motion(self, item: CardItem, moving: bool) -> None:
        if moving:
            self._moving.add(item.card)
            return
        self._moving.discard(item.card)
        if not self._moving:
            self._pump()

    def _enqueue(self, step: Step) -> None:
        self._queue.append(step)
        self._pump()

    def _pump(self) -> None:
        """Run queued steps while every card is at rest and nothing holds the table."""
        if self._pumping:
            return  # a card landing inside a step: the loop below carries on
        self._pumping = True
        try:
            while self._queue and not self._moving and not self._hold.isActive():
                step = self._queue.popleft()
                try:
                    hold = step()
                except Exception as e:  # a drawing bug must never stop the game
                    log.exception("a table step failed")
                    self.errors.append(f"{type(e).__name__}: {e}")
                    for listener in step_error_listeners:
                        listener(self, traceback.format_exc())
                    hold = 0
                if hold > 0:
                    self._hold.start(hold)
        finally:
            self._pumping = False
        if not self.busy and not self._idle_timer.isActive():
            # a queued emit: the controller reacts outside this call stack
            self._idle_timer.start()

    def _emit_idle(self) -> None:
        if not self.busy:
            self.idle.emit()

    def reset(self) -> None:
        """Drop whatever is still queued or moving (a new game, a take back)."""
        self._queue.clear()
        self._hold.stop()
        for c in list(self._moving):
            self.cards[c].stop()
        self._moving.clear()
        for b in list(self._bubbles):
            self._drop_bubble(b)
        self._idle_timer.stop()

    def pause(self, duration: Duration) -> None:
        self._enqueue(lambda: self.ms(duration))

    def _move(self, c: int, spot: tuple[float, float, float], up: bool, duration: Duration,
              z: float | None = None) -> None:
        item = self.cards[c]
        item.setVisible(True)
        if z is None:
            self._z += 1
            z = self._z
        item.animate(QPointF(spot[0], spot[1]), spot[2], up, z, self.ms(duration))

    # --------------------------------------------------------- hand drawing
    def _hand_face_up(self, seat: int, card: int) -> bool:
        if card in self.stand_ins:
            return False  # it stands in for a card this window may not know
        return self.review or seat in self.face_up_seats or self.cards[card].exposed

    def _place_hand(self, seat: int, duration: Duration) -> None:
        cards = self.hands[seat]
        if seat == self.human or self.review:
            cards[:] = display_order(cards, self.trump)
        for i, c in enumerate(cards):
            # the controller decides what a click means (play, expose, call, or
            # an explanation); your cards and others' exposed cards take clicks
            self.cards[c].clickable = seat == self.human or self.cards[c].exposed
            raised = seat == self.human and c in self.legal
            spot = self.layout.hand_spot(seat, i, len(cards), raised)
            self._move(c, spot, self._hand_face_up(seat, c), duration, z=600 + i)

    def set_choices(self, legal: Iterable[int], focus: int = -1) -> None:
        """Mark South's playable cards (raised) and the rest of the hand dimmed."""
        chosen = set(legal)

        def step() -> int:
            self.legal = chosen
            self.focus = focus
            for c in self.hands[self.human]:
                item = self.cards[c]
                item.legal = c in chosen
                item.dimmed = bool(chosen) and c not in chosen
                item.focused = c == focus
                item.update()
            self._place_hand(self.human, "raise")
            return 0
        self._enqueue(step)

    def set_turn(self, seat: int, thinking: bool,
                 then: Callable[[], None] | None = None) -> None:
        """Mark the seat on turn (-1: nobody), with the thinking dots for a
        computer; ``then`` runs as the mark shows (the status bar follows it)."""
        def step() -> int:
            self.turn = seat
            self._show_plates()
            for s, plate in enumerate(self.plates):
                plate.set_thinking(thinking and s == seat)
            if then is not None:
                then()
            return 0
        self._enqueue(step)

    # --------------------------------------------------------------- bubbles
    def bubble(self, seat: int | None, text: str, duration: Duration = "bubble",
               big: bool = False, hold: Duration = 0) -> None:
        """Show a speech bubble at a seat (or the centre); ``hold`` delays the queue."""
        def step() -> int:
            self._say(seat, text, duration, big)
            return self.ms(hold)
        self._enqueue(step)

    def _say(self, seat: int | None, text: str, duration: Duration, big: bool,
             lasting: bool = False) -> None:
        """``lasting``: no fade; it stays until the first card of the hand is
        played (or the seat says something else)."""
        b = Bubble(text, big=big)
        b.lasting = lasting
        old = self._seat_bubble.get(seat)
        if old is not None:
            self._drop_bubble(old)  # one thing said at a time per seat
        self._seat_bubble[seat] = b
        self.addItem(b)
        self._place_bubble(seat, b)
        self._bubbles.add(b)
        if lasting:
            return
        life = max(self.ms(duration), 700 if self.speed > 0 else 450)
        # the fade belongs to the scene, not the bubble, so removing the
        # bubble never deletes an animation while it is still emitting
        fade = QPropertyAnimation(b, b"opacity", self)
        fade.setStartValue(1.0)
        fade.setKeyValueAt(0.8, 1.0)
        fade.setEndValue(0.0)
        fade.setDuration(life)
        fade.finished.connect(lambda: self._drop_bubble_soon(b))
        fade.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _place_bubble(self, seat: int | None, b: Bubble) -> None:
        """The room the layout keeps for what this seat says (yours: above your
        hand, where you are looking), or a free place if it says more."""
        r = b.boundingRect()
        b.setPos(*self.layout.bubble_spot(seat, r.width(), r.height(), dealer=self.dealer,
                                          trick=bool(self.trick), cut=bool(self.cut_cards)))

    def _drop_bubble_soon(self, b: Bubble) -> None:
        """Once the fade has returned: by a timer that is the scene's child, so
        a scene deleted meanwhile (a new table) takes the timer with it."""
        timer = QTimer(self)
        timer.setSingleShot(True)

        def drop() -> None:
            timer.deleteLater()
            self._drop_bubble(b)
        timer.timeout.connect(drop)
        timer.start(0)

    def say_now(self, seat: int | None, text: str, duration: Duration = "bubble") -> None:
        """A bubble that does not wait its turn (an explanation of a click)."""
        self._say(seat, text, duration, False)

    def hush(self, seat: int | None, text: str) -> None:
        """Take back what ``seat`` is saying if it is still ``text`` (an
        explanation that the game has moved past: "wait for Kerwin…")."""
        b = self._seat_bubble.get(seat)
        if b is not None and b.text == text:
            self._drop_bubble(b)

    def _drop_bubble(self, b: Bubble) -> None:
        if b in self._bubbles:
            self._bubbles.discard(b)
            self.removeItem(b)

    # ---------------------------------------------------------------- events
    def show_events(self, events: Sequence[ev.Event], names: Sequence[str]) -> None:
        """Queue the animations of engine events. An event the table has no
        handler for is a bug and raises, after the known ones are queued."""
        self._cards_out = True
        handlers = self._event_handlers()
        try:
            for e in events:
                self._enqueue(self._announce_step(e))
                handler = handlers.get(type(e))
                if handler is None:
                    raise TypeError(f"the table has no handler for {type(e).__name__}")
                handler(e)
        finally:
            self._pump()  # whatever happened, the gate opens once the table is at rest

    def _event_handlers(self) -> dict[type, Callable[[Any], None]]:
        if self._handlers is None:
            from ...engine import events as ev

            self._handlers = {
                ev.CardsCut: self._on_cards_cut, ev.DealerChosen: self._on_dealer_chosen,
                ev.DealMethodChosen: self._on_deal_method_chosen,
                ev.HandStarted: self._on_hand_started, ev.CardsDealt: self._on_cards_dealt,
                ev.KickTurned: self._on_kick_turned, ev.PointScored: self._on_point_scored,
                ev.Stood: self._on_stood, ev.Begged: self._on_begged,
                ev.GaveOne: self._on_gave_one, ev.PackRun: self._on_pack_run,
                ev.Redealt: self._on_redealt, ev.PlayStarted: self._on_play_started,
                ev.PackOut: self._on_pack_out,
                ev.CardExposed: self._on_card_exposed, ev.CardCalled: self._on_card_called,
                ev.CardPlayed: self._on_card_played, ev.TrickWon: self._on_trick_won,
                ev.HandEnded: self._on_hand_ended,
                ev.GameWon: lambda e: None,  # the game-over panel says it
            }
            from .unseen_cards import CardsKnown, CardsSwapped, DealtUnseen

            self._handlers |= {DealtUnseen: self._on_dealt_unseen,
                               CardsSwapped: self._on_cards_swapped,
                               CardsKnown: self._on_cards_known}
        return self._handlers

    def _announce_step(self, e: ev.Event) -> Step:
        def step() -> int:
            self.event_shown.emit(e)
            return 0
        return step

    # ------------------------------------------------------ the last trick
    def show_last_trick(self, title: str, trick: Sequence[tuple[int, int]], winner: int) -> None:
        """The trick just won, face up on a panel over the middle of the table."""
        cw = round(self.layout.card_width * 0.8)
        dpr = 1.0
        views = self.views()
        if views:
            dpr = views[0].devicePixelRatioF()
        faces = [(self._name(seat), self.art.face(card, cw, dpr), seat == winner)
                 for seat, card in trick]
        self.last_trick_view.show_trick(title, faces, (cw, round(cw * 1.4)))
        self.last_trick_view.setPos(*self.layout.centre)

    def hide_last_trick(self) -> None:
        self.last_trick_view.setVisible(False)

    def _card_hovered(self, card: int, entered: bool) -> None:
        if card in self.won[0] or card in self.won[1] or not entered:
            self.won_pile_hovered.emit(entered)

    # ------------------------------------------------- what the hand says
    def set_card_points(self, points: tuple[int, int] | None) -> None:
        """Each side's card points for Game so far (None: not shown), once the
        events before it are on the table."""
        def step() -> int:
            self.scoreboard.update_state(card_points=points)
            return 0
        self._enqueue(step)

    def _tell(self, story: str) -> None:
        """What was begged, given or run this hand, kept on the scoreboard."""
        def step() -> int:
            self.scoreboard.update_state(story=story)
            return 0
        self._enqueue(step)

    def story_of(self, hand: HandState | None) -> str:
        """What was begged, given and run in ``hand`` (public), in words."""
        if hand is None:
            return ""
        return self._story_of(_decisions_of(hand), len(hand.decks) - 1)

    def _name(self, seat: int) -> str:
        return self.plates[seat].name

    def _story_of(self, decisions: Sequence[tuple[int, str]], redeals: int) -> str:
        """"Kerwin begged; Rhonda ran the pack twice, new deal; Kerwin stood" from
        (seat, decision)s, in the order it happened: a stand or beg after the
        pack was run means the pack ran out and was dealt again."""
        parts: list[str] = []
        runs, dealer, told = 0, "", 0

        def close_runs(new_deal: bool) -> None:
            nonlocal runs
            if runs:
                times = {1: "", 2: " twice"}.get(runs, f" {runs} times")
                parts.append(f"{dealer} ran the pack{times}" + (", new deal" if new_deal else ""))
                runs = 0
        for seat, do in decisions:
            if do == "run":
                runs += 1
                dealer = self._name(seat)
                continue
            if runs and do in ("stand", "beg"):
                close_runs(True)
                told += 1
            parts.append(f"{self._name(seat)} " + {"stand": "stood", "beg": "begged",
                                                   "give": "gave one"}[do])
        close_runs(redeals > told)
        # one sentence: "You" begins it, "you" goes on it ("Rhonda begged; you ran the pack")
        you = self._name(self.human) if 0 <= self.human < self.n else ""
        if you == "You":
            parts = parts[:1] + [("you" + p[3:]) if p.startswith("You ") else p
                                 for p in parts[1:]]
        return "; ".join(parts)

    def _on_cards_cut(self, e: ev.CardsCut) -> None:
        self._decisions, self._redeals = [], 0  # a new game: nothing begged in it yet

        def step() -> int:
            self._gather()  # a new game: every card back in one pack
            self.dealer = -1
            self.turn = -1
            self.scoreboard.update_state(trump=-1, story="")
            self._drop_lasting()
            self._show_plates()
            self._place_all()
            self._take_from_stock([c for _, c in e.cuts])
            for seat, c in e.cuts:
                self.cut_cards.append((seat, c))
                self._move(c, self.layout.cut_spot(seat), True, "cut")
            return 0
        self._enqueue(step)
        self.pause("after_cut")

    def _on_dealer_chosen(self, e: ev.DealerChosen) -> None:
        self.bubble(e.seat, "I deal first", hold="after_saying_dealer")

    def _on_deal_method_chosen(self, e: ev.DealMethodChosen) -> None:
        self.bubble(e.seat, f"Dealing in {e.method}", hold="after_saying_method")

    def _on_hand_started(self, e: ev.HandStarted) -> None:
        self._decisions = []
        self._redeals = 0
        self._tell("")

        def step() -> int:
            self._drop_lasting()
            self.dealer = e.dealer
            self.turn = -1
            self._gather()
            shown = self.scoreboard.card_points is not None  # a new hand: nothing won yet
            self.scoreboard.update_state(scores=e.score, trump=-1, hand_number=e.number,
                                         card_points=(0, 0) if shown else None)
            self._show_plates()
            self._gather_pack("gather")
            return 0
        self._enqueue(step)

    def _gather(self) -> None:
        self.pack = list(range(52))
        self.hands = [[] for _ in range(self.n)]
        self.trick = []
        self.won = [[], []]
        self.kicks = []
        self.cut_cards = []
        self.trump = -1
        self.legal = set()
        self.stand_ins = set()
        for item in self.cards.values():
            item.legal = item.dimmed = item.focused = item.exposed = item.clickable = False
            item.winner_mark = False

    def _gather_pack(self, duration: Duration) -> None:
        for i, c in enumerate(self.pack):
            self._move(c, self._stock_spot(i), False, duration, z=i)

    def _stock_spot(self, index: int) -> tuple[float, float, float]:
        """The place of the ``index``-th card from the bottom of the pack. The
        stock is as deep as the whole pack (its cards further apart as it
        thins, up to STOCK_STEP), so its edges show as layers however many are
        left; and its look depends only on how many, never on which cards (the
        same after a deal as laid out again: take back, resume, a resize).
        Before the cut decides a dealer, the pack sits in the middle."""
        lay = self.layout
        x, y, _ = lay.pack_spot(self.dealer) if self.dealer >= 0 else (*lay.centre, 0.0)
        step = min(PACK_STEP * 51 / max(len(self.pack) - 1, 1), STOCK_STEP)
        return x - index * step, y - index * step, 0.0

    def _restack(self) -> None:
        """Every card of the pack in its place, at once."""
        for i, c in enumerate(self.pack):
            self._set(c, self._stock_spot(i), False, z=i)

    def _take_from_stock(self, cards: Iterable[int]) -> None:
        """``cards`` leave the pack from its top, wherever they lay in it (all
        backs are alike: where one starts from must not tell which card it is),
        and the rest close up."""
        taken = [c for c in cards if c in self.pack]
        if not taken:
            return
        self.pack = [c for c in self.pack if c not in taken] + taken
        self._restack()
        del self.pack[-len(taken):]
        self._restack()

    def _on_redealt(self, e: ev.Redealt) -> None:
        self._redeals += 1
        self._tell(self._story_of(self._decisions, self._redeals))
        self.bubble(e.dealer, "Pack ran out: new deal", hold="after_saying_redeal")

        def step() -> int:
            self._gather()
            self._gather_pack("gather")
            return 0
        self._enqueue(step)

    def _on_pack_out(self, e: ev.PackOut) -> None:
        # pack_out="kicks": each card left follows as a KickTurned
        self.bubble(e.dealer, "Pack ran out: turning the rest as kicks",
                    hold="after_saying_redeal")

    def _on_cards_dealt(self, e: ev.CardsDealt) -> None:
        self._deal(e.seat, e.cards)

    def _on_dealt_unseen(self, e: DealtUnseen) -> None:
        self._deal(e.seat, e.cards, stand_ins=True)

    def _deal(self, seat: int, cards: Sequence[int], stand_ins: bool = False) -> None:
        """A packet from the pack to ``seat`` (``stand_ins``: cards drawn for ones
        this window may not know)."""
        def step() -> int:
            if stand_ins:
                self.stand_ins.update(cards)
            hand = self.hands[seat]
            self._take_from_stock(cards)
            hand.extend(cards)
            self._place_hand(seat, "deal_one" if len(cards) == 1 else "deal_three")
            return 0
        self._enqueue(step)

    def _places(self) -> list[list[int]]:
        return [self.pack, *self.hands]

    def _on_cards_swapped(self, e: CardsSwapped) -> None:
        """Two face-down items trade places: a card comes out of hiding where
        its stand-in lay, and the stand-in takes the card's old place."""
        def step() -> int:
            pa = next((p for p in self._places() if e.a in p), None)
            pb = next((p for p in self._places() if e.b in p), None)
            if pa is None or pb is None:
                log.error("cannot swap cards %d and %d: not both in the pack or a hand",
                          e.a, e.b)
                return 0
            ia, ib = pa.index(e.a), pb.index(e.b)
            pa[ia], pb[ib] = e.b, e.a
            a_in, b_in = e.a in self.stand_ins, e.b in self.stand_ins
            self.stand_ins.discard(e.a)
            self.stand_ins.discard(e.b)
            if a_in:
                self.stand_ins.add(e.b)
            if b_in:
                self.stand_ins.add(e.a)
            item_a, item_b = self.cards[e.a], self.cards[e.b]
            where = [(item.pos(), item.rotation(), item.face_up, item.zValue(), item.isVisible())
                     for item in (item_a, item_b)]
            mine = self.hands[self.human] if 0 <= self.human < self.n else []
            for item, (pos, rotation, up, z, visible) in zip((item_b, item_a), where,
                                                              strict=True):
                if up:
                    log.error("card %d was face up where a stand-in lay", item.card)
                item.animate(pos, rotation, False, z, 0)
                item.setVisible(visible)
                item.legal = item.dimmed = item.focused = False
                item.clickable = item.card in mine or item.exposed
            return 0
        self._enqueue(step)

    def _on_cards_known(self, e: CardsKnown) -> None:
        def step() -> int:
            self.stand_ins.difference_update(e.cards)
            return 0
        self._enqueue(step)

    def set_visible_seats(self, seats: Iterable[int]) -> None:
        """Which hands are face up (the controller knows who may look)."""
        shown = set(seats)

        def step() -> int:
            self.face_up_seats = shown
            for s in range(self.n):
                self._place_hand(s, "turn_hands")
            return 0
        self._enqueue(step)

    def _on_kick_turned(self, e: ev.KickTurned) -> None:
        def step() -> int:
            self.stand_ins.discard(e.card)
            self._take_from_stock([e.card])
            self.kicks.append(e.card)
            self.trump = SUIT_OF[e.card]
            self.scoreboard.update_state(trump=self.trump)
            for k, c in enumerate(self.kicks[:-1]):
                self._move(c, self.layout.set_aside_spot(self.dealer, k), True, "set_aside",
                           z=100 - k)
            self._move(e.card, self.layout.kick_spot(self.dealer), True, "kick", z=101)
            return 0
        self._enqueue(step)
        if e.points:
            rank = RANK_NAMES[e.card % 13]
            self.bubble(e.dealer, f"Kicked {'an' if rank == 'ace' else 'a'} {rank}!",
                        hold="after_saying_kick")
        else:
            self.pause("after_kick")

    def _on_point_scored(self, e: ev.PointScored) -> None:
        team = self.scoreboard.team_names[e.team]
        label = CATEGORY_LABELS[e.category]

        def step() -> int:
            self.scoreboard.update_state(scores=e.score)
            return 0
        self.bubble(None, f"{label}: {team} +{e.points}", duration="point_bubble", big=True,
                    hold="after_point")
        self._enqueue(step)

    def _say_lasting(self, seat: int, text: str, hold: Duration) -> None:
        """What was said of the beg stays in view until the first card is
        played: a beg and its answer are over in a second, and they decide
        the hand."""
        def step() -> int:
            self._say(seat, text, "bubble", False, lasting=True)
            return self.ms(hold)
        self._enqueue(step)

    def _drop_lasting(self) -> None:
        for b in [b for b in self._bubbles if b.lasting]:
            self._drop_bubble(b)

    def _decided(self, seat: int, do: str) -> None:
        """A stand, beg, give or run: said in a bubble, and kept in the story."""
        self._decisions.append((seat, do))
        self._tell(self._story_of(self._decisions, self._redeals))

        def step() -> int:
            self._acted(seat)
            return 0
        self._enqueue(step)

    def _on_stood(self, e: ev.Stood) -> None:
        self._decided(e.seat, "stand")
        self._say_lasting(e.seat, "I stand", "after_saying_stand")

    def _on_begged(self, e: ev.Begged) -> None:
        self._decided(e.seat, "beg")
        self._say_lasting(e.seat, "I beg", "after_saying_beg")

    def _on_gave_one(self, e: ev.GaveOne) -> None:
        self._decided(e.seat, "give")
        self._say_lasting(e.seat, "Take one", "after_saying_give")

    def _on_pack_run(self, e: ev.PackRun) -> None:
        self._decided(e.seat, "run")
        self._say_lasting(e.seat, "Same suit: again!" if e.repeat else "I'll run the pack",
                          "after_saying_run")

    def _on_play_started(self, e: ev.PlayStarted) -> None:
        def step() -> int:
            self.trump = e.trump
            self.scoreboard.update_state(trump=e.trump)
            return 0
        self._enqueue(step)
        self.bubble(None, f"{SUIT_NAMES[e.trump].title()} are trumps", duration="trumps_bubble",
                    hold="after_trumps")

    def _on_card_exposed(self, e: ev.CardExposed) -> None:
        def step() -> int:
            self.stand_ins.discard(e.card)
            self.cards[e.card].exposed = True
            self._place_hand(e.seat, "expose")
            return 0
        self.bubble(e.seat, f"Exposed {card_label(e.card)}")
        self._enqueue(step)

    def _on_card_called(self, e: ev.CardCalled) -> None:
        self.bubble(e.caller, f"Play the {card_label(e.card)}!", hold="after_saying_call")
        if e.owner == self.human:
            def step() -> int:
                # it stays over your hand until the called card is played
                self._say(self.human, f"{self._name(e.caller)} called your "
                          f"{card_label(e.card)}: play it", "called", False)
                self._called = (e.card, self._seat_bubble[self.human])
                return 0
            self._enqueue(step)

    def _acted(self, seat: int) -> None:
        """``seat`` has acted: it is no longer the one asked (its thinking dots
        stop), until the table marks whoever is asked next."""
        if self.turn == seat:
            self.turn = -1
            self.plates[seat].set_thinking(False)
            self._show_plates()

    def _on_card_played(self, e: ev.CardPlayed) -> None:
        def step() -> int:
            self._drop_lasting()  # the beg is history once the first card is down
            self._acted(e.seat)
            self.stand_ins.discard(e.card)
            hand = self.hands[e.seat]
            if e.card in hand:
                hand.remove(e.card)
            item = self.cards[e.card]
            item.legal = item.dimmed = item.focused = item.exposed = item.clickable = False
            if self._called is not None and self._called[0] == e.card:
                self._drop_bubble(self._called[1])
                self._called = None
            self.trick.append((e.seat, e.card))
            self._move(e.card, self.layout.trick_spot(e.seat), True, "play",
                       z=300 + len(self.trick))
            self._place_hand(e.seat, "close_hand")
            return 0
        self._enqueue(step)

    def _on_trick_won(self, e: ev.TrickWon) -> None:
        winning = next(c for s, c in e.cards if s == e.winner)

        def mark() -> int:
            self.cards[winning].winner_mark = True  # the card that took the trick, outlined
            self.cards[winning].update()
            return self.ms("show_winner")
        self._enqueue(mark)

        def step() -> int:
            team = e.winner & 1
            self.cards[winning].winner_mark = False
            self.cards[winning].update()
            for _, c in self.trick:
                self.won[team].append(c)
                k = (len(self.won[team]) - 1) // self.n
                self._move(c, self.layout.won_spot(team, k), False, "sweep",
                           z=50 + len(self.won[team]))
            self.trick = []
            return 0
        self._enqueue(step)

    def _on_hand_ended(self, e: ev.HandEnded) -> None:
        self.pause("hand_end")

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

This module holds the gate, the table's mirror of what is where (its piles,
piles.py) and the drawing of it; what each engine event does to them is the
presenter's (table_events.py), where each thing lies for a window size is
table_layout.py's.
"""

from __future__ import annotations

import logging
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

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
from PySide6.QtGui import QBrush, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ...app.settings import TableLook
from ...session.timing import DURATIONS, SPEEDS, STEEP, scaled
from .beg_story import decisions_of, story_text
from .card_art import CardArt
from .card_item import CardItem
from .layout_plan import Spot
from .look import colours, set_high_contrast
from .piles import Duration, Piles
from .scene_port import Step
from .table_events import TablePresenter
from .table_items import Bubble, LastTrickView, NamePlate, ScoreBoard, Words
from .table_items import card_label as card_label  # the window reads it here
from .table_layout import TableLayout

if TYPE_CHECKING:  # the events, the hand and the rest of the engine load after the first paint
    from ...engine import events as ev
    from ...engine.hand import HandState
    from ...session.unseen_cards import Arrangement

log = logging.getLogger(__name__)
# Told of every failed step of every scene, with its traceback: how the tests
# fail a window test whose table hit a drawing bug (tests/ui/conftest.py).
step_error_listeners: list[Callable[[TableScene, str], None]] = []


class TableScene(QGraphicsScene):
    idle = Signal()
    card_clicked = Signal(int)
    event_shown = Signal(object)  # each engine event as its animation begins
    won_pile_hovered = Signal(bool)  # the pointer is on a won pile (show the last trick)
    turn_marked = Signal(int)  # the seat the table marks on turn now (-1: nobody)
    choices_shown = Signal(int)  # your playable cards are marked; the card the keys reached

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
        self.look = TableLook()  # contrast, large cards, reduced motion (Settings)
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
        self.cards_out = False  # cards laid out at once are shown (the first events came)
        self.plates = [NamePlate(name, seat & 1) for seat, name in enumerate(names)]
        for p in self.plates:
            self.addItem(p)
        self.scoreboard = ScoreBoard()
        self.addItem(self.scoreboard)
        self.last_trick_view = LastTrickView()
        self.addItem(self.last_trick_view)
        # what is where (the scene's own mirror, rebuilt from events)
        self.piles = Piles(self, self.n)
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
        self.sweep_next: Step | None = None  # a finished trick's sweep, while it is held
        self._pumping = False
        # how long words told a screen reader still need (the narrator's wait_ms):
        # the table waits for them before each event and before it lets anyone decide
        self.words_left: Callable[[], int] = lambda: 0
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._pump)
        self._idle_timer = QTimer(self)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(0)
        self._idle_timer.timeout.connect(self._emit_idle)
        # what each engine event does to the table, and the hand's beg story
        self.presenter = TablePresenter(self)
        self._z = 10.0
        self._bubbles: set[Bubble] = set()
        self._seat_bubble: dict[int | None, Bubble] = {}
        self.relayout(1100, 760)

    # ---------------------------------------------------------------- layout
    def relayout(self, width: float, height: float) -> None:
        """Lay the table out for a new size; cards in flight land at once in
        their new places, and the queue carries on from there."""
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout = TableLayout(width, height, self.n, self.look.large_cards)
        cw = self.layout.card_width
        for item in self.cards.values():
            item.set_width(cw)
        x, y, w, h = self.layout.scoreboard_rect()
        self.scoreboard.setPos(x, y)
        self.scoreboard.set_size(w, h)
        for seat, plate in enumerate(self.plates):
            plate.setPos(*self.layout.plate_spot(seat))
        self.place_all()
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

    def retranslate(self) -> None:
        """The scoreboard's words, the plates' default names, the beg story and
        the bubbles up anew."""
        for plate in self.plates:
            plate.update()
        for seat, b in list(self._seat_bubble.items()):
            if b in self._bubbles:
                b.retranslate()
                self._place_bubble(seat, b)
        if self.scoreboard.story:
            self.scoreboard.update_state(story=self.presenter.story())
        self.scoreboard.retranslate()

    def _art_ready(self) -> None:
        # crisp faces rendered off the GUI thread replace scaled stand-ins
        for item in self.cards.values():
            if item.isVisible():
                item.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        look = colours()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, look.felt_centre)
        grad.setColorAt(1.0, look.felt_edge)
        painter.fillRect(rect, QBrush(grad))

    # the mirror, as the window and the tests read it (the piles' cards)
    @property
    def hands(self) -> list[list[int]]:
        return [hand.cards for hand in self.piles.hands]

    @property
    def pack(self) -> list[int]:
        return self.piles.pack.cards

    @property
    def trick(self) -> list[tuple[int, int]]:
        return self.piles.trick.plays

    @property
    def won(self) -> list[list[int]]:
        return [won.cards for won in self.piles.won]

    @property
    def kicks(self) -> list[int]:
        return self.piles.kicks.cards

    @property
    def cut_cards(self) -> list[tuple[int, int]]:
        return self.piles.cut.plays

    def place_all(self) -> None:
        """Put every card where the mirror says, at once."""
        self.piles.place()

    def put(self, c: int, spot: Spot, up: bool, z: float) -> None:
        """Card ``c`` at ``spot`` at once (shown once the cards are out)."""
        item = self.cards[c]
        item.animate(QPointF(spot[0], spot[1]), spot[2], up, z, 0)
        item.setVisible(self.cards_out)

    def show_position(self, hand: HandState | None, viewer_sees: bool,
                      score: tuple[int, int], number: int, last_trick: bool = False) -> None:
        """Lay the table out as the engine state stands, at once (resume, undo,
        hand review). ``last_trick`` leaves a just-completed trick in the
        middle, its winner marked, as a review shows it."""
        self.presenter.show_position(hand, viewer_sees, score, number, last_trick)

    def show_arrangement(self, arr: Arrangement, score: tuple[int, int], number: int) -> None:
        """Lay out at once a table whose hidden cards are stand-ins (a window
        that joins a networked table, or comes back to it, mid-hand)."""
        self.presenter.show_arrangement(arr, score, number)

    def show_plates(self) -> None:
        """The dealer and the seat on turn marked on the plates."""
        for seat, plate in enumerate(self.plates):
            plate.set_state(seat == self.dealer, seat == self.turn)
        self.turn_marked.emit(self.turn)

    def set_look(self, look: TableLook) -> None:
        """Draw the table as the person asked: the colours at once, cards at
        their new size, and from now on fades in place of flying cards."""
        set_high_contrast(look.high_contrast)
        resize = look.large_cards != self.look.large_cards
        self.look = look
        if resize:
            r = self.sceneRect()
            self.relayout(r.width(), r.height())
        for item in self.items():
            item.update()
        # the view caches the felt: draw it anew
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

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
        return scaled(base, self.speed, self.time_scale, steep=duration in STEEP)

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

    def enqueue(self, step: Step) -> None:
        """Add a step to the queue; it runs once the table is at rest."""
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
            if not self._queue and not self._moving and not self._hold.isActive():
                wait = self._words_wait()
                if wait > 0:
                    self._hold.start(wait)
        finally:
            self._pumping = False
        if not self.busy and not self._idle_timer.isActive():
            # a queued emit: the controller reacts outside this call stack
            self._idle_timer.start()

    def _words_wait(self) -> int:
        """How long to hold the table while words already told are still being
        spoken (a step's hold); never at Instant, which waits for nothing."""
        return self.words_left() if self.speed > 0 else 0

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
            self.drop_bubble(b)
        self._idle_timer.stop()

    def sweep_now(self) -> bool:
        """A click or a key while a finished trick is held: it is swept at once
        (True), and the click or key does nothing else."""
        held = self._queue[0] if self._queue else None
        if held is None or held is not self.sweep_next or not self._hold.isActive():
            return False
        self._hold.stop()
        self._pump()
        return True

    def pause(self, duration: Duration) -> None:
        self.enqueue(lambda: self.ms(duration))

    def move(self, c: int, spot: Spot, up: bool, duration: Duration,
             z: float | None = None) -> None:
        """Card ``c`` moves to ``spot``, face up or down, over ``duration``
        (each new move on top of the last, unless ``z`` says where)."""
        item = self.cards[c]
        item.setVisible(True)
        if z is None:
            self._z += 1
            z = self._z
        item.animate(QPointF(spot[0], spot[1]), spot[2], up, z, self.ms(duration),
                     fade=self.look.reduce_motion)

    # --------------------------------------------------------- hand drawing
    def hand_face_up(self, seat: int, card: int) -> bool:
        if card in self.stand_ins:
            return False  # it stands in for a card this window may not know
        return self.review or seat in self.face_up_seats or self.cards[card].exposed

    def set_choices(self, legal: Iterable[int], focus: int = -1, leaving: int = -1) -> None:
        """Mark South's playable cards (raised) and the rest of the hand dimmed.
        ``leaving``: the card just played, which stays where it is, so that it
        goes from its raised place straight to the trick (it never drops into
        the hand first: with reduced motion that was a second fade)."""
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
            self.piles.hands[self.human].place("raise", still=leaving)
            self.choices_shown.emit(focus)
            return 0
        self.enqueue(step)

    def set_turn(self, seat: int, thinking: bool,
                 then: Callable[[], None] | None = None) -> None:
        """Mark the seat on turn (-1: nobody), with the thinking dots for a
        computer; ``then`` runs as the mark shows (the status bar follows it)."""
        def step() -> int:
            self.turn = seat
            self.show_plates()
            for s, plate in enumerate(self.plates):
                plate.set_thinking(thinking and s == seat)
            if then is not None:
                then()
            return 0
        self.enqueue(step)

    def set_visible_seats(self, seats: Iterable[int]) -> None:
        """Which hands are face up (the controller knows who may look)."""
        shown = set(seats)

        def step() -> int:
            self.face_up_seats = shown
            for hand in self.piles.hands:
                hand.place("turn_hands")
            return 0
        self.enqueue(step)

    # -------------------------------------------------------------- the pack
    def gather(self) -> None:
        """Every card back in one pack, unmarked, nothing known of the hand."""
        self.piles.gather()
        self.trump = -1
        self.legal = set()
        self.stand_ins = set()
        for item in self.cards.values():
            item.legal = item.dimmed = item.focused = item.exposed = item.clickable = False
            item.winner_mark = False

    # --------------------------------------------------------------- bubbles
    def bubble(self, seat: int | None, text: Words, duration: Duration = "bubble",
               big: bool = False, hold: Duration = 0) -> None:
        """Show a speech bubble at a seat (or the centre); ``hold`` delays the queue."""
        def step() -> int:
            self.say(seat, text, duration, big)
            return self.ms(hold)
        self.enqueue(step)

    def say(self, seat: int | None, text: Words, duration: Duration, big: bool,
            lasting: bool = False) -> Bubble:
        """A bubble at ``seat`` now, fading after ``duration`` (the bubble).
        ``lasting``: no fade; it stays until the first card of the hand is
        played (or the seat says something else)."""
        b = Bubble(text, big=big)
        b.lasting = lasting
        old = self._seat_bubble.get(seat)
        if old is not None:
            self.drop_bubble(old)  # one thing said at a time per seat
        self._seat_bubble[seat] = b
        self.addItem(b)
        self._place_bubble(seat, b)
        self._bubbles.add(b)
        if lasting:
            return b
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
        return b

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
            self.drop_bubble(b)
        timer.timeout.connect(drop)
        timer.start(0)

    def say_now(self, seat: int | None, text: Words, duration: Duration = "bubble") -> None:
        """A bubble that does not wait its turn (an explanation of a click)."""
        self.say(seat, text, duration, False)

    def hush(self, seat: int | None, text: str) -> None:
        """Take back what ``seat`` is saying if it is still ``text`` (an
        explanation that the game has moved past: "wait for Kerwin…")."""
        b = self._seat_bubble.get(seat)
        if b is not None and b.text == text:
            self.drop_bubble(b)

    def drop_bubble(self, b: Bubble) -> None:
        if b in self._bubbles:
            self._bubbles.discard(b)
            self.removeItem(b)

    def drop_lasting(self) -> None:
        """What was said of the beg goes (the first card is played, a new hand)."""
        for b in [b for b in self._bubbles if b.lasting]:
            self.drop_bubble(b)

    # ---------------------------------------------------------------- events
    def show_events(self, events: Sequence[ev.Event], names: Sequence[str]) -> None:
        """Queue the animations of engine events. An event the table has no
        handler for is a bug and raises, after the known ones are queued."""
        self.cards_out = True
        handlers = self.presenter.handlers()
        try:
            for e in events:
                self.enqueue(self._words_wait)
                self.enqueue(self._announce_step(e))
                handler = handlers.get(type(e))
                if handler is None:
                    raise TypeError(f"the table has no handler for {type(e).__name__}")
                handler(e)
        finally:
            self._pump()  # whatever happened, the gate opens once the table is at rest

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
        self.enqueue(step)

    def story_of(self, hand: HandState | None) -> str:
        """What was begged, given and run in ``hand`` (public), in words."""
        if hand is None:
            return ""
        return self.story_text(decisions_of(hand), len(hand.decks) - 1)

    def _name(self, seat: int) -> str:
        return self.plates[seat].name

    def story_text(self, decisions: Sequence[tuple[int, str]], redeals: int) -> str:
        """The beg story of these (seat, decision)s at this table, in words."""
        return story_text(decisions, redeals, [p.name for p in self.plates], self.human)

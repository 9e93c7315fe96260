"""The table: turns engine events into card animations, and nothing else.

Every event becomes a step in a queue; each step returns a Qt animation (or
None). Steps run one after another and when the queue is empty the scene
emits ``idle``: the single "all animations done" gate before the controller
asks for the next decision. The scene never decides a rule: what is legal,
who won, what scored all arrive in the events.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..engine.cards import RANK_NAMES, SUIT_NAMES, SUIT_OF, card_str, cards_of
from .card_art import CardArt
from .card_item import CardItem
from .table_items import SUIT_GLYPHS, Bubble, NamePlate, ScoreBoard
from .table_layout import TableLayout

if TYPE_CHECKING:  # the events, the hand and the rest of the engine load after the first paint
    from ..engine import events as ev
    from ..engine.hand import HandState

SPEEDS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
CATEGORY_LABELS = {"kick": "Kick", "beg": "Take one", "high": "High", "low": "Low",
                   "jack": "Jack", "hang_jack": "Hang Jack!", "game": "Game"}
Step = Callable[[], QAbstractAnimation | None]


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


class TableScene(QGraphicsScene):
    idle = Signal()
    card_clicked = Signal(int)
    event_shown = Signal(object)  # each engine event as its animation begins

    def __init__(self, names: Sequence[str], art: CardArt | None = None) -> None:
        super().__init__()
        self.art = art or CardArt()
        self.n = len(names)
        self.layout = TableLayout(1100, 760, self.n)
        self.speed = 1.0
        self.review = False  # read-only with every hand face up (hand review)
        self.cards = {c: CardItem(c, self.art) for c in range(52)}
        for item in self.cards.values():
            item.clicked.connect(self.card_clicked)
            item.setVisible(False)  # the cards come out with the first events
            self.addItem(item)
        self.art.ready.connect(self._art_ready)
        self._cards_out = False
        self.plates = [NamePlate(name, seat & 1) for seat, name in enumerate(names)]
        for p in self.plates:
            self.addItem(p)
        self.scoreboard = ScoreBoard()
        self.addItem(self.scoreboard)
        # what is where (the scene's own mirror, rebuilt from events)
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.pack: list[int] = list(range(52))
        self.trick: list[tuple[int, int]] = []
        self.won: list[list[int]] = [[], []]
        self.kicks: list[int] = []
        self.cut_cards: list[tuple[int, int]] = []
        self.dealer = -1
        self.trump = -1
        self.face_up_seats: set[int] = set()
        self.human = 0
        self.legal: set[int] = set()
        self.focus = -1
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._idle_pending = False
        self._idle_timer = QTimer(self)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(0)
        self._idle_timer.timeout.connect(self._emit_idle)
        self._z = 10.0
        self._bubbles: set[Bubble] = set()
        self._seat_bubble: dict[int | None, Bubble] = {}
        self.relayout(1100, 760)

    # ---------------------------------------------------------------- layout
    def relayout(self, width: float, height: float) -> None:
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
        if self._running is None:
            self._place_all()

    def _art_ready(self) -> None:
        # crisp faces rendered off the GUI thread replace scaled stand-ins
        for item in self.cards.values():
            if item.isVisible():
                item.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, QColor(22, 112, 66))
        grad.setColorAt(1.0, QColor(8, 52, 30))
        painter.fillRect(rect, QBrush(grad))

    def _place_all(self) -> None:
        """Put every card where the mirror says, at once (after a resize)."""
        lay = self.layout
        for i, c in enumerate(self.pack):
            # before the cut decides a dealer, the pack sits in the middle
            x, y, _ = lay.pack_spot(self.dealer) if self.dealer >= 0 else (*lay.centre, 0.0)
            self._set(c, x - i * 0.25, y - i * 0.25, 0.0, False, z=i)
        for k, c in enumerate(self.kicks):
            last = k == len(self.kicks) - 1
            x, y, r = lay.kick_spot(self.dealer) if last else lay.set_aside_spot(self.dealer, k)
            self._set(c, x, y, r, True, z=101 if last else 100 - k)
        for seat, c in self.cut_cards:
            x, y, r = lay.cut_spot(seat)
            self._set(c, x, y, r, True, z=200)
        for seat in range(self.n):
            self._place_hand(seat, 0)
        for i, (seat, c) in enumerate(self.trick):
            x, y, r = lay.trick_spot(seat)
            self._set(c, x, y, r, True, z=300 + i)
        for team in (0, 1):
            for i, c in enumerate(self.won[team]):
                x, y, r = lay.won_spot(team, i // self.n)
                self._set(c, x, y, r, False, z=50 + i)

    def _set(self, c: int, x: float, y: float, r: float, up: bool, z: float) -> None:
        item = self.cards[c]
        item.setPos(x, y)
        item.setRotation(r)
        item.set_face_up(up)
        item.setZValue(z)
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
        if hand is None:
            self.dealer = -1
            self.face_up_seats = set()
            self.scoreboard.update_state(trump=-1)
            self._place_all()
            return
        self.dealer = hand.dealer
        self.trump = hand.trump if hand.trump >= 0 else SUIT_OF[hand.kicks[-1]]
        self.scoreboard.update_state(trump=self.trump)
        from ..engine.position import deal_kicks

        self.kicks = list(deal_kicks(hand.view_for(self.human)))
        self.hands = [cards_of(m) for m in hand.hands]
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
        for seat, plate in enumerate(self.plates):
            plate.set_state(seat == hand.dealer, seat == hand.turn and not hand.over)
        self._place_all()

    # ------------------------------------------------------------ the queue
    def set_speed(self, name: str) -> None:
        self.speed = SPEEDS.get(name, 1.0)

    def ms(self, base: int) -> int:
        return int(base * self.speed)

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def _enqueue(self, step: Step) -> None:
        self._queue.append(step)
        if self._running is None:
            self._run_next()

    def _run_next(self) -> None:
        while self._queue:
            anim = self._queue.popleft()()
            if anim is not None:
                self._running = anim
                anim.finished.connect(self._step_done)
                anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
                return
        self._running = None
        if not self._idle_pending:
            # a queued emit: the controller reacts outside this call stack
            self._idle_pending = True
            self._idle_timer.start()

    def _step_done(self) -> None:
        self._running = None
        self._run_next()

    def _emit_idle(self) -> None:
        self._idle_pending = False
        if not self.busy:
            self.idle.emit()

    def reset(self) -> None:
        """Drop whatever is still queued or moving (a new game on the same table)."""
        self._queue.clear()
        running, self._running = self._running, None
        if running is not None:
            running.finished.disconnect(self._step_done)
            running.stop()
        for b in list(self._bubbles):
            self._drop_bubble(b)
        self._idle_pending = False
        self._idle_timer.stop()

    def pause(self, base_ms: int) -> None:
        def step() -> QAbstractAnimation | None:
            d = self.ms(base_ms)
            return QPauseAnimation(d, self) if d > 0 else None
        self._enqueue(step)

    def _group(self, anims: Iterable[QAbstractAnimation | None]) -> QAbstractAnimation | None:
        group = QParallelAnimationGroup(self)
        for a in anims:
            if a is not None:
                group.addAnimation(a)
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        return group

    def _move(self, c: int, spot: tuple[float, float, float], up: bool, base_ms: int,
              z: float | None = None) -> list[QAbstractAnimation | None]:
        item = self.cards[c]
        item.setVisible(True)
        self._z += 1
        item.setZValue(self._z if z is None else z)
        d = self.ms(base_ms)
        out: list[QAbstractAnimation | None] = list(
            item.move_animation(QPointF(spot[0], spot[1]), spot[2], d))
        out.append(item.turn_animation(up, d))
        return out

    # --------------------------------------------------------- hand drawing
    def _hand_face_up(self, seat: int, card: int) -> bool:
        return self.review or seat in self.face_up_seats or self.cards[card].exposed

    def _place_hand(self, seat: int, base_ms: int) -> list[QAbstractAnimation | None]:
        cards = self.hands[seat]
        if seat == self.human or self.review:
            cards[:] = display_order(cards, self.trump)
        out: list[QAbstractAnimation | None] = []
        for i, c in enumerate(cards):
            # the controller decides what a click means (play, expose, call, or
            # an explanation); your cards and others' exposed cards take clicks
            self.cards[c].clickable = seat == self.human or self.cards[c].exposed
            raised = seat == self.human and c in self.legal
            spot = self.layout.hand_spot(seat, i, len(cards), raised)
            out += self._move(c, spot, self._hand_face_up(seat, c), base_ms, z=600 + i)
        return out

    def refresh_hand(self, seat: int | None = None, animate: bool = True) -> None:
        """Re-space a hand now (legal cards raised), outside the event queue."""
        seats = range(self.n) if seat is None else [seat]
        anims: list[QAbstractAnimation | None] = []
        for s in seats:
            anims += self._place_hand(s, 140 if animate else 0)
        group = self._group(anims)
        if group is not None:
            group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def set_choices(self, legal: Iterable[int], focus: int = -1) -> None:
        """Mark South's playable cards (raised) and the rest of the hand dimmed."""
        self.legal = set(legal)
        self.focus = focus
        for c in self.hands[self.human]:
            item = self.cards[c]
            item.legal = c in self.legal
            item.dimmed = bool(self.legal) and c not in self.legal
            item.focused = c == focus
            item.update()
        self.refresh_hand(self.human)

    # --------------------------------------------------------------- bubbles
    def bubble(self, seat: int | None, text: str, base_ms: int = 1100, big: bool = False,
               hold: int = 0) -> None:
        """Show a speech bubble at a seat (or the centre); ``hold`` delays the queue."""
        def step() -> QAbstractAnimation | None:
            b = Bubble(text, big=big)
            old = self._seat_bubble.get(seat)
            if old is not None:
                self._drop_bubble(old)  # one thing said at a time per seat
            self._seat_bubble[seat] = b
            self.addItem(b)
            if seat is None:
                x, y = self.layout.centre
            else:
                px, py = self.layout.plate_spot(seat)
                side = self.layout.side(seat)
                x, y = px, py + (-36 if side in ("E", "W") else 36)
                if side == "S":  # above your hand, where you are looking
                    x = self.layout.width / 2
                    y = self.layout.hand_anchor(seat)[1] - self.layout.card_height * 0.8
            b.setPos(x, y)
            life = max(self.ms(base_ms), 700 if self.speed > 0 else 450)
            # the fade belongs to the scene, not the bubble, so removing the
            # bubble never deletes an animation while it is still emitting
            fade = QPropertyAnimation(b, b"opacity", self)
            fade.setStartValue(1.0)
            fade.setKeyValueAt(0.8, 1.0)
            fade.setEndValue(0.0)
            fade.setDuration(life)
            self._bubbles.add(b)
            fade.finished.connect(lambda: QTimer.singleShot(0, lambda: self._drop_bubble(b)))
            fade.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
            d = self.ms(hold)
            return QPauseAnimation(d, self) if d > 0 else None
        self._enqueue(step)

    def _drop_bubble(self, b: Bubble) -> None:
        if b in self._bubbles:
            self._bubbles.discard(b)
            self.removeItem(b)

    # ---------------------------------------------------------------- events
    def show_events(self, events: Sequence[ev.Event], names: Sequence[str]) -> None:
        self._cards_out = True
        for e in events:
            self._enqueue(self._announce_step(e))
            handler = getattr(self, "_on_" + type(e).__name__, None)
            if handler is not None:
                handler(e, names)

    def _announce_step(self, e: ev.Event) -> Step:
        def step() -> QAbstractAnimation | None:
            self.event_shown.emit(e)
            return None
        return step

    def _on_CardsCut(self, e: ev.CardsCut, names: Sequence[str]) -> None:
        def step() -> QAbstractAnimation | None:
            self._gather()  # a new game: every card back in one pack
            for c in self.pack:
                self.cards[c].set_face_up(False)
            self.dealer = -1
            self._place_all_pack_centre()
            anims: list[QAbstractAnimation | None] = []
            for seat, c in e.cuts:
                self.pack.remove(c)
                self.cut_cards.append((seat, c))
                anims += self._move(c, self.layout.cut_spot(seat), True, 450)
            return self._group(anims)
        self._enqueue(step)
        self.pause(700)

    def _place_all_pack_centre(self) -> None:
        cx, cy = self.layout.centre
        for i, c in enumerate(self.pack):
            self._set(c, cx - i * 0.25, cy - i * 0.25, 0.0, False, z=i)

    def _on_DealerChosen(self, e: ev.DealerChosen, names: Sequence[str]) -> None:
        self.bubble(e.seat, "I deal first", hold=900)

    def _on_DealMethodChosen(self, e: ev.DealMethodChosen,
                             names: Sequence[str]) -> None:
        self.bubble(e.seat, f"Dealing in {e.method}", hold=700)

    def _on_HandStarted(self, e: ev.HandStarted, names: Sequence[str]) -> None:
        def step() -> QAbstractAnimation | None:
            self.dealer = e.dealer
            self._gather()
            self.scoreboard.update_state(scores=e.score, trump=-1, hand_number=e.number)
            for seat, plate in enumerate(self.plates):
                plate.set_state(seat == e.dealer, False)
            return self._group(self._gather_anims(450))
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
        for item in self.cards.values():
            item.legal = item.dimmed = item.focused = item.exposed = item.clickable = False
            item.winner_mark = False

    def _gather_anims(self, base_ms: int) -> list[QAbstractAnimation | None]:
        x, y, _ = self.layout.pack_spot(self.dealer)
        anims: list[QAbstractAnimation | None] = []
        for i, c in enumerate(self.pack):
            anims += self._move(c, (x - i * 0.25, y - i * 0.25, 0.0), False, base_ms, z=i)
        return anims

    def _on_Redealt(self, e: ev.Redealt, names: Sequence[str]) -> None:
        self.bubble(e.dealer, "Pack ran out: new deal", hold=900)

        def step() -> QAbstractAnimation | None:
            self._gather()
            return self._group(self._gather_anims(400))
        self._enqueue(step)

    def _on_CardsDealt(self, e: ev.CardsDealt, names: Sequence[str]) -> None:
        def step() -> QAbstractAnimation | None:
            hand = self.hands[e.seat]
            for c in e.cards:
                if c in self.pack:
                    self.pack.remove(c)
                hand.append(c)
            return self._group(self._place_hand(e.seat, 170 if len(e.cards) == 1 else 260))
        self._enqueue(step)

    def set_visible_seats(self, seats: Iterable[int]) -> None:
        """Which hands are face up (the controller knows who may look)."""
        def step() -> QAbstractAnimation | None:
            self.face_up_seats = set(seats)
            anims: list[QAbstractAnimation | None] = []
            for s in range(self.n):
                anims += self._place_hand(s, 260)
            return self._group(anims)
        self._enqueue(step)

    def _on_KickTurned(self, e: ev.KickTurned, names: Sequence[str]) -> None:
        def step() -> QAbstractAnimation | None:
            if e.card in self.pack:
                self.pack.remove(e.card)
            self.kicks.append(e.card)
            self.trump = SUIT_OF[e.card]
            self.scoreboard.update_state(trump=self.trump)
            anims: list[QAbstractAnimation | None] = []
            for k, c in enumerate(self.kicks[:-1]):
                anims += self._move(c, self.layout.set_aside_spot(self.dealer, k), True, 300,
                                    z=100 - k)
            anims += self._move(e.card, self.layout.kick_spot(self.dealer), True, 420, z=101)
            return self._group(anims)
        self._enqueue(step)
        if e.points:
            rank = RANK_NAMES[e.card % 13]
            self.bubble(e.dealer, f"Kicked {'an' if rank == 'ace' else 'a'} {rank}!", hold=500)
        else:
            self.pause(350)

    def _on_PointScored(self, e: ev.PointScored, names: Sequence[str]) -> None:
        team = self.scoreboard.team_names[e.team]
        label = CATEGORY_LABELS[e.category]

        def step() -> QAbstractAnimation | None:
            self.scoreboard.update_state(scores=e.score)
            return None
        self.bubble(None, f"{label}: {team} +{e.points}", base_ms=1000, big=True, hold=850)
        self._enqueue(step)

    def _on_Stood(self, e: ev.Stood, names: Sequence[str]) -> None:
        self.bubble(e.seat, "I stand", hold=650)

    def _on_Begged(self, e: ev.Begged, names: Sequence[str]) -> None:
        self.bubble(e.seat, "I beg", hold=750)

    def _on_GaveOne(self, e: ev.GaveOne, names: Sequence[str]) -> None:
        self.bubble(e.seat, "Take one", hold=700)

    def _on_PackRun(self, e: ev.PackRun, names: Sequence[str]) -> None:
        self.bubble(e.seat, "Same suit: again!" if e.repeat else "I'll run the pack", hold=650)

    def _on_PlayStarted(self, e: ev.PlayStarted, names: Sequence[str]) -> None:
        def step() -> QAbstractAnimation | None:
            self.trump = e.trump
            self.scoreboard.update_state(trump=e.trump)
            return None
        self._enqueue(step)
        self.bubble(None, f"{SUIT_NAMES[e.trump].title()} are trumps", base_ms=900, hold=300)

    def _on_CardExposed(self, e: ev.CardExposed, names: Sequence[str]) -> None:
        def step() -> QAbstractAnimation | None:
            self.cards[e.card].exposed = True
            return self._group(self._place_hand(e.seat, 300))
        self.bubble(e.seat, f"Exposed {card_label(e.card)}")
        self._enqueue(step)

    def _on_CardCalled(self, e: ev.CardCalled, names: Sequence[str]) -> None:
        self.bubble(e.caller, f"Play the {card_label(e.card)}!", hold=800)

    def _on_CardPlayed(self, e: ev.CardPlayed, names: Sequence[str]) -> None:
        def step() -> QAbstractAnimation | None:
            hand = self.hands[e.seat]
            if e.card in hand:
                hand.remove(e.card)
            item = self.cards[e.card]
            item.legal = item.dimmed = item.focused = item.exposed = item.clickable = False
            self.trick.append((e.seat, e.card))
            anims = self._move(e.card, self.layout.trick_spot(e.seat), True, 380,
                               z=300 + len(self.trick))
            anims += self._place_hand(e.seat, 220)
            return self._group(anims)
        self._enqueue(step)

    def _on_TrickWon(self, e: ev.TrickWon, names: Sequence[str]) -> None:
        winning = next(c for s, c in e.cards if s == e.winner)

        def mark() -> QAbstractAnimation | None:
            self.cards[winning].winner_mark = True  # the card that took the trick, outlined
            self.cards[winning].update()
            return None
        self._enqueue(mark)
        self.pause(750)

        def step() -> QAbstractAnimation | None:
            team = e.winner & 1
            self.cards[winning].winner_mark = False
            self.cards[winning].update()
            anims: list[QAbstractAnimation | None] = []
            for _, c in self.trick:
                self.won[team].append(c)
                k = (len(self.won[team]) - 1) // self.n
                anims += self._move(c, self.layout.won_spot(team, k), False, 420,
                                    z=50 + len(self.won[team]))
            self.trick = []
            return self._group(anims)
        self._enqueue(step)

    def _on_HandEnded(self, e: ev.HandEnded, names: Sequence[str]) -> None:
        self.pause(300)

    # ----------------------------------------------------------- thinking
    def set_turn(self, seat: int, thinking: bool) -> None:
        for s, plate in enumerate(self.plates):
            plate.set_state(s == self.dealer, s == seat)
            plate.set_thinking(thinking and s == seat)

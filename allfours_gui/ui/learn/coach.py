"""The coach of the guided first game: a panel on the table that says, for each
step of the lesson, the idea in a few plain sentences and what to press, with
Back and Skip always there. What each step says is here too (``step_words``);
which decision the step takes is the lesson's (session/lesson.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import parse_card
from ...engine.cards import SUIT_OF
from ...engine.translatable import QT_TRANSLATE_NOOP
from ...session.card_words import card_words
from ..table.look import HIGH_CONTRAST, colours, panel_style
from ..table.overlays import Panel, team_name
from ..wording import card_name, shown_names, suit_word

if TYPE_CHECKING:
    from ...session.lesson import WhyNot

# the coach's buttons a little narrower than a prompt's: three share a narrow panel
NOTE_STYLE = """QLabel#coach-note { color: #ffd95a; font-weight: bold; }
QPushButton { padding: 6px 10px; }
QPushButton:focus { padding: 4px 8px; }"""
NOTE_STYLE_HIGH_CONTRAST = """QLabel#coach-note { color: #ffeb00; font-weight: bold; }
QPushButton { padding: 6px 10px; }
QPushButton:focus { padding: 4px 8px; }"""


# each step's title and its two or three plain sentences (its fields filled in step_words)
TITLES = {
    "kick": QT_TRANSLATE_NOOP("Lesson", "The kick"),
    "beg": QT_TRANSLATE_NOOP("Lesson", "Stand or beg"),
    "answer": QT_TRANSLATE_NOOP("Lesson", "Take one or run the pack"),
    "lead": QT_TRANSLATE_NOOP("Lesson", "The lead"),
    "follow": QT_TRANSLATE_NOOP("Lesson", "Follow suit"),
    "trump": QT_TRANSLATE_NOOP("Lesson", "Trump"),
    "hang": QT_TRANSLATE_NOOP("Lesson", "Hang Jack"),
    "play_out": QT_TRANSLATE_NOOP("Lesson", "Play it out"),
    "score": QT_TRANSLATE_NOOP("Lesson", "High, Low, Jack and Game"),
    "end": QT_TRANSLATE_NOOP("Lesson", "Ready to play"),
}
BODIES = {
    "kick": QT_TRANSLATE_NOOP(
        "Lesson", "{dealer} dealt six cards each and turned up the next one: the kick, {kick}. "
        "Its suit, {suit}, is trumps for now. A kick scores at once for the dealer's side (an "
        "ace 1, a six 2, a jack 3), so {side} have 2 points."),
    "beg": QT_TRANSLATE_NOOP(
        "Lesson", "You sit on the dealer's right, so you are first hand: stand and play with "
        "{suit} as trumps, or beg for a change. Your only trump is {card}, a weak hand. Press "
        "“I beg”."),
    "answer": QT_TRANSLATE_NOOP(
        "Lesson", "The dealer answers a beg. “Take one” gives your side 1 point and {suit} stay "
        "trumps; or the dealer runs the pack: three more cards each and a new kick. Watch "
        "{dealer} run it."),
    "lead": QT_TRANSLATE_NOOP(
        "Lesson", "The new kick is {kick}: a new suit, so {suit} are trumps now (an eight scores "
        "nothing). As first hand you lead the first trick, and any card may be led. Lead "
        "{card}."),
    "follow": QT_TRANSLATE_NOOP(
        "Lesson", "{name} led {suit}. You hold one, so you must follow suit or play a trump: the "
        "cards you may not play are dimmed. Play {card}."),
    "trump": QT_TRANSLATE_NOOP(
        "Lesson", "{partner} led {suit} and {dealer} played {high}. You hold no {suit}, so you "
        "may play any card, and a trump beats every card of another suit. Trump with {card} "
        "and take the trick."),
    "hang": QT_TRANSLATE_NOOP(
        "Lesson", "Lead {card}, the highest trump. When a trump is led, everyone must play a "
        "trump if they can. If an opponent has to give up the jack of trumps to your side, "
        "that is Hang Jack: 3 points instead of 1."),
    "play_out": QT_TRANSLATE_NOOP(
        "Lesson", "Hang Jack! {name} had to play the jack and your ace took it: 3 points to your "
        "side when the hand is scored. Now play out the hand: each time, play the card with "
        "the yellow ring."),
    "score": QT_TRANSLATE_NOOP(
        "Lesson", "The hand is scored. High: 1 to the side dealt the highest trump (your ace). "
        "Low: 1 to the side dealt the lowest ({dealer}'s two), whoever took it. Jack: 1 to the "
        "side that wins it, or 3 when hanged. Game: in the tricks won, an ace counts 4, a king "
        "3, a queen 2, a jack 1 and a ten 10; the higher total scores 1."),
    "end": QT_TRANSLATE_NOOP(
        "Lesson", "That is a hand of All Fours. The score carries on from hand to hand, the deal "
        "passes to the right, and the first side to reach 14 wins. In a game, H gives a hint "
        "and F1 shows the rules."),
}


def step_words(key: str, names: Sequence[str]) -> tuple[str, str]:
    """A step's title and its sentences, in the language shown."""
    shown = shown_names(names)

    def card(text: str) -> str:
        return card_name(parse_card(text))

    def suit(text: str) -> str:
        return suit_word(SUIT_OF[parse_card(text)])

    fields = {
        "kick": {"kick": card("6S"), "suit": suit("6S"), "side": team_name(1, names, 4)},
        "beg": {"suit": suit("6S"), "card": card("3S")},
        "answer": {"suit": suit("6S")},
        "lead": {"kick": card("8H"), "suit": suit("8H"), "card": card("4C")},
        "follow": {"name": shown[1], "suit": suit("KS"), "card": card("3S")},
        "trump": {"partner": shown[2], "suit": suit("4D"), "high": card("KD"),
                  "card": card("QH")},
        "hang": {"card": card("AH")},
        "play_out": {"name": shown[1]},
    }.get(key, {})
    body = QCoreApplication.translate("Lesson", BODIES[key]).format(dealer=shown[3], **fields)
    return QCoreApplication.translate("Lesson", TITLES[key]), body


# why a card clicked is not taken, by ``WhyNot.kind`` (session/lesson.py): {card} the
# card clicked, {name}'s {winning} the card taking the trick so far
WHY_NOT = {
    "barred": QT_TRANSLATE_NOOP(
        "Lesson", "You may not play {card} now: {suit} were led and you hold one, so you must "
        "follow suit or play a trump."),
    "partner_wins": QT_TRANSLATE_NOOP(
        "Lesson", "No need for {card}: {name}'s {winning} already takes this trick for your "
        "side, and a trump spent on it is wasted."),
    "loses": QT_TRANSLATE_NOOP(
        "Lesson", "Playing {card} would not win the trick: {name}'s {winning} would still take "
        "it."),
    "costs": QT_TRANSLATE_NOOP(
        "Lesson", "Playing {card} would take the trick too, but it counts {points} for Game: "
        "win with a card worth less and keep it."),
    "lead_trump": QT_TRANSLATE_NOOP(
        "Lesson", "Lead a trump here, not {card}: when a trump is led, everyone must play a "
        "trump if they can."),
    "not_highest": QT_TRANSLATE_NOOP(
        "Lesson", "Lead your highest trump, not {card}: a higher trump could still beat it."),
    "keep_trump": QT_TRANSLATE_NOOP(
        "Lesson", "Keep {card}: it is a trump, and trumps take tricks later. Lead a card of "
        "another suit."),
    "only_one": QT_TRANSLATE_NOOP(
        "Lesson", "Keep {card}: it is the only card of its suit you hold, to follow suit when "
        "that suit is led."),
    "lead_low": QT_TRANSLATE_NOOP(
        "Lesson", "Keep {card} for later: it is high in its suit. Lead a low card of that suit "
        "first."),
    "order": QT_TRANSLATE_NOOP(
        "Lesson", "Keep {card} for later: this lesson plays another card first."),
}


def refusal_words(key: str, planned: str, tried: str | None, why: WhyNot | None = None,
                  names: Sequence[str] = ()) -> str:
    """What the coach says to a click the lesson does not take: ``planned`` the
    card the step waits for, by name; ``tried`` what was clicked (None: anything,
    while a step waits to be read); ``why`` why that card is not taken (the
    lesson's ``why_not``), said first, about that card."""
    if tried is None:
        return QCoreApplication.translate("Lesson", "Read this step first, then press Next.")
    if key == "beg":
        return QCoreApplication.translate(
            "Lesson", "You could stand, but this lesson shows a beg: press “I beg”.")
    if why is None or why.kind not in WHY_NOT:
        return QCoreApplication.translate(
            "Lesson", "Not that card: this step plays {card}, the one with the yellow ring."
        ).format(card=planned)
    shown = shown_names(names)
    reason = QCoreApplication.translate("Lesson", WHY_NOT[why.kind]).format(
        card=card_name(why.card), points=why.points,
        winning=card_words(why.winning) if why.winning >= 0 else "",
        name=shown[why.winner] if 0 <= why.winner < len(shown) else "",
        suit=suit_word(why.led) if why.led >= 0 else "")
    then = QCoreApplication.translate(
        "Lesson", "Play {card}, the one with the yellow ring.").format(card=planned)
    return f"{reason} {then}"


def trick_words(winner: int, card: int, names: Sequence[str], you: int) -> str:
    """The coach's word once a trick is taken: who took it, with which card."""
    if winner == you:
        return QCoreApplication.translate("Lesson", "You took the trick with {card}.").format(
            card=card_name(card))
    shown = shown_names(names)
    return QCoreApplication.translate("Lesson", "{name} took the trick with {card}.").format(
        name=shown[winner] if 0 <= winner < len(shown) else "", card=card_name(card))


class CoachPanel(Panel):
    """The coach: which step of how many, its idea, a note when a click is not
    taken, and Back, Skip and Next (at the end: Start a real game).

    While the step waits for a card or a prompt's button, Enter and the number
    keys stay with the table; Tab reaches the coach's buttons, Escape goes back
    to the cards."""

    placed = Signal()  # placed again once its layout ran: what sits beside it makes room

    def __init__(self, parent: QWidget, back: Callable[[], None], skip: Callable[[], None],
                 next_: Callable[[], None]) -> None:
        super().__init__(parent)
        self.counter = QLabel()
        self.counter.setObjectName("coach-counter")
        self.counter.setWordWrap(True)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setObjectName("coach-body")
        self.body.setWordWrap(True)
        self.news = QLabel()  # what has just happened at the table: who took the trick
        self.news.setObjectName("coach-news")
        self.news.setWordWrap(True)
        self.news.hide()
        self.note = QLabel()
        self.note.setObjectName("coach-note")
        self.note.setWordWrap(True)
        self.note.hide()
        for label in (self.counter, self.title, self.body, self.news, self.note):
            # wrapped to the panel's width: a word longer than that must not make the
            # layout give up on the lines' heights (it is cut at the edge instead)
            label.setMinimumWidth(1)
        self.back = self._button("")
        self.back.setObjectName("coach-back")
        self.back.clicked.connect(back)
        self.skip = self._button("")
        self.skip.setObjectName("coach-skip")
        self.skip.clicked.connect(skip)
        self.next = self._button("")
        self.next.setObjectName("coach-next")
        self.next.clicked.connect(next_)
        self.row = QGridLayout()
        self.row.setHorizontalSpacing(8)
        self.row.setVerticalSpacing(6)
        box = self.box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.addWidget(self.counter)
        box.addWidget(self.title)
        box.addWidget(self.body)
        box.addWidget(self.news)
        box.addWidget(self.note)
        box.addLayout(self.row)
        self._arrange([[self.back, self.skip, self.next]])
        self.waits = False  # the step waits to be read: Enter presses Next
        self.last = False  # the wrap-up: Next starts a real game

    def restyle(self) -> None:
        extra = NOTE_STYLE_HIGH_CONTRAST if colours() is HIGH_CONTRAST else NOTE_STYLE
        self.setStyleSheet(panel_style() + extra)

    def _buttons_in_order(self) -> list[QPushButton]:
        return [self.next, self.back, self.skip]

    def set_button_texts(self) -> None:
        self.back.setText(QCoreApplication.translate("Lesson", "Bac&k"))
        self.back.setToolTip(QCoreApplication.translate(
            "Lesson", "The step before, from where it began"))
        self.skip.setText(QCoreApplication.translate("Lesson", "Ski&p lesson"))
        self.skip.setToolTip(QCoreApplication.translate(
            "Lesson", "Leave the lesson and deal a real game"))
        if self.last:
            self.next.setText(QCoreApplication.translate("Lesson", "&Start a real game"))
        else:
            self.next.setText(QCoreApplication.translate("Lesson", "&Next"))

    def show_step(self, number: int, count: int, title: str, body: str, *, waits: bool,
                  last: bool, first: bool) -> None:
        self.waits, self.last = waits, last
        self.counter.setText(QCoreApplication.translate(
            "Lesson", "Lesson step {number} of {count}").format(number=number, count=count))
        self.title.setText(title)
        self.body.setText(body)
        self.note.clear()
        self.note.hide()
        self.setAccessibleName(QCoreApplication.translate("Lesson", "Lesson: {title}").format(
            title=title))
        self._describe()
        self.set_button_texts()
        self.next.setVisible(waits)
        self.back.setEnabled(not first)
        self.show()
        self.raise_()
        self.place()
        # and again once the new texts' layout has run (their wrapped heights known)
        QTimer.singleShot(0, self._place_again)
        if waits:
            self.set_current(self.next)
        else:  # the step waits for a card or a prompt: the keys go to the table
            held = self.holds_keyboard()
            self.set_current(None, focus=False)
            parent = self.parentWidget()
            if held and parent is not None:
                parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def _place_again(self) -> None:
        if self.isVisible():
            self.place()
            self.placed.emit()

    def say(self, text: str) -> None:
        """A click not taken: why, and what to do instead ("": the note goes, the
        right decision made)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self._describe()
        self.place()
        QTimer.singleShot(0, self._place_again)

    def tell(self, text: str) -> None:
        """What has just happened at the table (who took the trick), kept across
        steps until the next news ("": none)."""
        self.news.setText(text)
        self.news.setVisible(bool(text))
        self._describe()
        if self.isVisible():
            self.place()
            QTimer.singleShot(0, self._place_again)

    def _describe(self) -> None:
        said = [label.text() for label in (self.note, self.news) if not label.isHidden()]
        self.setAccessibleDescription("\n".join([*said, self.body.text()]))

    # the keys: the table's while the step waits for a card or a prompt
    def press_default(self) -> bool:
        if not (self.waits or self.holds_keyboard()):
            return False
        return super().press_default()

    def press_key(self, key: int) -> bool:
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            return False  # the number keys choose cards, not the coach's buttons
        if not (self.waits or self.holds_keyboard()):
            return False
        return super().press_key(key)

    def current(self) -> QPushButton | None:
        """None while the step waits for a card or a prompt and a prompt has the keys:
        a prompt put away hands the keys back to the table, not here. From the table
        itself, Tab reaches the coach (TableView asks this)."""
        parent = self.parentWidget()
        from_table = parent is not None and parent.hasFocus()
        if not (self.waits or self.holds_keyboard() or from_table):
            return None
        return super().current()

    def take_focus(self) -> None:
        usable = self._usable()
        self.set_current(self._current if self._current in usable
                         else (usable[0] if usable else None))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and not self.waits:
            parent = self.parentWidget()
            if parent is not None:
                self.set_current(None, focus=False)
                parent.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        super().keyPressEvent(event)

    def place(self, anchor: str = "corner") -> None:
        """The table's upper right, under North's name plate and clear of your hand
        and the prompts: the room beside the trick where nothing else is drawn."""
        from PySide6.QtWidgets import QGraphicsView

        parent = self.parentWidget()
        assert parent is not None
        from PySide6.QtCore import QPointF

        from ..table.table_layout import TableLayout

        top, right = 10, parent.width() - 12
        left = parent.width() * 58 // 100
        scene = parent.scene() if isinstance(parent, QGraphicsView) else None
        plates = getattr(scene, "plates", None)
        layout = getattr(scene, "layout", None)
        if isinstance(parent, QGraphicsView) and plates and len(plates) == 4 \
                and isinstance(layout, TableLayout):
            top = parent.mapFromScene(plates[2].sceneBoundingRect().bottomLeft()).y() + 8
            reach = layout.card_width * 0.75  # half a card, turned as it lies
            # right of East's card in the trick, which a step talks about
            x, y, _ = layout.trick_spot(1)
            left = max(left, parent.mapFromScene(QPointF(x + reach, y)).x() + 8)
            # and left of the pile of tricks the other side has won, if there is room
            x, y, _ = layout.won_spot(1, 0)
            edge = parent.mapFromScene(QPointF(x - reach, y)).x() - 8
            if edge - left >= 240:
                right = min(right, edge)
            # clear of Partner's hand on its left and East's on its right, as many
            # cards as they now hold (a run of the pack makes Partner's fan wider)
            hands = getattr(scene, "hands", None) or [[]] * 4
            if hands[1]:
                x, y, _ = layout.hand_spot(1, 0, len(hands[1]))
                right = min(right, parent.mapFromScene(
                    QPointF(x - layout.card_height / 2, y)).x() - 8)
            if hands[2]:
                x, y, _ = layout.hand_spot(2, len(hands[2]) - 1, len(hands[2]))
                end = parent.mapFromScene(
                    QPointF(x + layout.card_width / 2, y + layout.card_height / 2))
                if right - max(left, end.x() + 8) >= self.MIN_WIDTH:
                    left = max(left, end.x() + 8)
                else:  # no room beside the fan: under it
                    top = max(top, end.y() + 8)
        width = self.shape_to(max(240, min(440, right - left)))
        right = max(right, width + 4)
        top = max(0, min(top, parent.height() - self.height()))
        self.move(max(0, right - width), top)

    MIN_WIDTH = 240

    def shape_to(self, width: int) -> int:
        """``width`` wide (or as wide as its buttons need) and as tall as its lines
        then are; the width taken."""
        width = self._arrange_for(width)
        self.setFixedWidth(width)
        box = self.box
        box.invalidate()
        box.activate()  # the buttons' rows as just arranged, the lines as now worded
        self.setFixedHeight(box.totalHeightForWidth(width))
        return width

    def _arrange(self, rows: list[list[QPushButton]]) -> None:
        """The buttons in these rows (Next, where it is in a row, at its right)."""
        for b in (self.back, self.skip, self.next):
            self.row.removeWidget(b)
        for r, buttons in enumerate(rows):
            if len(buttons) == 1:  # a row of its own, across the panel, at the right
                self.row.addWidget(buttons[0], r, 0, 1, 4, Qt.AlignmentFlag.AlignRight)
                continue
            for col, b in enumerate(buttons):
                self.row.addWidget(b, r, 3 if b is self.next else col)
        self.row.setColumnStretch(2, 1)

    def _arrange_for(self, width: int) -> int:
        """The buttons in one row if they fit ``width``, else in two (Next above),
        else one a row; the width the panel needs for that."""
        room = width - 34  # the panel's margins and frame

        def need(row: list[QPushButton]) -> int:
            shown = [b for b in row if not b.isHidden()]
            return sum(b.sizeHint().width() for b in shown) + 8 * max(len(shown) - 1, 0)

        forms = [[[self.back, self.skip, self.next]],
                 [[self.next], [self.back, self.skip]],
                 [[self.next], [self.back], [self.skip]]]
        for rows in forms:
            if max(need(r) for r in rows) <= room:
                self._arrange(rows)
                return width
        self._arrange(forms[-1])
        return max(need([b]) for b in (self.back, self.skip, self.next)) + 34

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.set_button_texts()
        super().changeEvent(event)

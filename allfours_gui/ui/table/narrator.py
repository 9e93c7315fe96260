"""The table's account of play for a screen reader (docs/design.md §11).

What happens at the table is said in the words the hand review uses ("Kerwin
plays the two of clubs.", "Rhonda wins the trick."), as each event's animation
begins, so the words follow what a sighted player sees.

The channel is one Orca 43 speaks (it ignores Qt's announcement events): a
label of role Notification inside the status bar, whose text is each message,
sent with an ObjectShow event. Orca's default script speaks a notification as
it shows, whatever has the focus, and without its role name when it sits in a
status bar. Orca interrupts itself for every new message, so lines are paced:
a message is held until the one before has had time to be spoken (an estimate
from its length), and the lines that waited go out together, in order, as one
message. Nothing is dropped and nothing is said out of order, at any speed.

While a screen reader listens, the table waits for the words too (``wait_ms``,
read by the scene before each event and before it lets anyone decide): without
that, play at Normal outran the speech by a trick and more, and the lines came
in long late batches. So each card is heard as it lands, and a question is asked
only once what led to it has been said.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget

if TYPE_CHECKING:
    from ...engine import events as ev

# speech-dispatcher's default rate says about 15 characters a second; a little
# slower is assumed, so a message is not cut by the next
MS_PER_CHAR = 70
MS_BETWEEN = 250
# how much the table says: every card played, or each trick's cards and winner
# in one line when it is won
EVERY_CARD, TRICKS = "cards", "tricks"
REPEAT = 3.0
# the longest the table waits for words at once: an estimate too slow for a
# practised listener's fast speech must never hold play long
MAX_WAIT_MS = 6000


class NarrationLabel(QLabel):
    """The narrator's label: never drawn (the status line is what sighted
    players read), a Notification to the accessibility tree."""


class NarrationAccessible(QAccessibleWidget):
    def __init__(self, label: NarrationLabel) -> None:
        super().__init__(label, QAccessible.Role.Notification, "")
        self._label = label

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._label.text()
        return super().text(kind)


_kept: dict[int, NarrationAccessible] = {}  # Qt holds no Python reference to them
_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if not isinstance(obj, NarrationLabel):
        return None
    iface = NarrationAccessible(obj)
    held = id(obj)
    _kept[held] = iface
    obj.destroyed.connect(lambda *_a: _kept.pop(held, None))
    return iface


class Narrator(QObject):
    """Lines in, paced messages out (``spoken``: each message as it is sent)."""

    spoken = Signal(str)

    def __init__(self, parent: QWidget, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        global _installed
        if not _installed:  # Qt asks this module for the label's accessibility
            QAccessible.installFactory(_factory)
            _installed = True
        self.label = NarrationLabel(parent)
        self.label.setObjectName("table-narration")
        self.label.hide()
        self.clock = clock
        self.pending: list[str] = []
        self.last = ("", 0.0)  # the line told last, and when
        self.free_at = 0.0  # when the last message has been spoken
        self.amount = EVERY_CARD
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.flush)
        self._words: TableWords | None = None

    def tell(self, line: str) -> None:
        line = " ".join(line.split())
        now = self.clock()
        # the same words twice in a row, from two places, are said once
        if not line or (line == self.last[0] and now - self.last[1] < REPEAT):
            return
        said, _when = self.last
        if said and now < max(self.free_at, _when) + REPEAT and line.startswith(said):
            # a question that begins with what was just said ("Rhonda begs. Say ...")
            line = line[len(said):].strip()
        if not line:
            return
        self.last = (line, now)
        self.pending.append(line)
        self.flush()

    def flush(self) -> None:
        if not self.pending:
            return
        wait = self.free_at - self.clock()
        if wait > 0:
            if not self.timer.isActive():
                self.timer.start(max(1, round(wait * 1000)))
            return
        text = self._waiting()
        self.pending.clear()
        self.free_at = self.clock() + (len(text) * MS_PER_CHAR + MS_BETWEEN) / 1000
        self.label.setText(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self.label,
                                                             QAccessible.Event.ObjectShow))
        self.spoken.emit(text)

    def _waiting(self) -> str:
        return " ".join(p if p[-1] in ".!?…:;" else p + "." for p in self.pending)

    def wait_ms(self) -> int:
        """How long the words sent, and those waiting, still need to be spoken
        (0 unless a screen reader listens: sighted play never waits for them)."""
        if not QAccessible.isActive():
            return 0
        left = self.free_at - self.clock()
        if self.pending:
            left = max(left, 0.0) + (len(self._waiting()) * MS_PER_CHAR + MS_BETWEEN) / 1000
        return min(MAX_WAIT_MS, max(0, round(left * 1000)))

    def clear(self) -> None:
        """A new game or a review: what was waiting is no longer news."""
        self.pending.clear()
        self.timer.stop()

    # -------------------------------------------------------- the table's events
    def attach(self, names: Callable[[], Sequence[str]], you: Callable[[], int],
               players: Callable[[], int], score: Callable[[], str]) -> None:
        self._words = TableWords(names, you, players, score)

    def event_shown(self, e: ev.Event) -> None:
        if self._words is not None:
            for line in self._words.lines(e, self.amount):
                self.tell(line)


class TableWords:
    """Each engine event as the sentences a listener needs (none for the deal's
    cards: what a seat was dealt is never said)."""

    def __init__(self, names: Callable[[], Sequence[str]], you: Callable[[], int],
                 players: Callable[[], int], score: Callable[[], str]) -> None:
        self.names, self.you, self.players, self.score = names, you, players, score
        self.method = ""
        self.trump = -1
        self.kicks = 0  # kicks turned this hand
        self.trick: list[str] = []  # the trick's plays, when only tricks are said

    def lines(self, e: ev.Event, amount: str) -> list[str]:
        from ...engine import events as ev
        from ..wording import dealt, decision, people

        who = people(self.names(), self.you())
        name = type(e).__name__
        if isinstance(e, ev.HandStarted):
            self.method, self.trump, self.kicks, self.trick = e.method, -1, 0, []
            return []
        if isinstance(e, ev.KickTurned):
            self.kicks += 1
            if self.kicks == 1:
                return [dealt(who[e.dealer], self.method, e.card)]
            return [_tr("Review", "The kick is {card}.").format(card=_card(e.card))]
        if isinstance(e, ev.PointScored):
            return [self._points(e.team, e.category, e.points)]
        if isinstance(e, (ev.Stood, ev.Begged, ev.GaveOne, ev.PackRun)):
            do = {"Stood": "stand", "Begged": "beg", "GaveOne": "give", "PackRun": "run"}[name]
            return [decision(who[e.seat], do)]
        if isinstance(e, ev.Redealt):
            return [_tr("Review", "The pack ran out and was dealt again.")]
        if isinstance(e, ev.PlayStarted):
            self.trump = e.trump
            return [_trumps(e.trump)]
        if isinstance(e, ev.CardExposed):
            return [decision(who[e.seat], "expose", e.card)]
        if isinstance(e, ev.CardCalled):
            return [decision(who[e.caller], "call", e.card, owner=who[e.owner])]
        if isinstance(e, ev.CardPlayed):
            line = decision(who[e.seat], "play", e.card)
            if amount == TRICKS:
                self.trick.append(line)
                return []
            return [line]
        if isinstance(e, ev.TrickWon):
            return self._trick_won(e, who)
        if isinstance(e, ev.HandEnded):
            return [self.score()]
        return []

    def _trick_won(self, e: ev.TrickWon, who: list[Any]) -> list[str]:
        from ..wording import trick_won

        # a hanged jack is said with the hand's points, as the engine scores it
        lines, self.trick = self.trick, []
        lines.append(trick_won(who[e.winner]))
        return lines

    def _points(self, team: int, category: str, points: int) -> str:
        from ..wording import POINT_LINES
        from .overlays import team_name

        side = team_name(team, self.names(), self.players())
        return _tr("Review", POINT_LINES[category]).format(points=points, side=side)


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def _card(card: int) -> str:
    from ..wording import card_name

    return card_name(card)


def _trumps(trump: int) -> str:
    from .table_events import TRUMPS_ARE

    return _tr("Table", TRUMPS_ARE[trump]) + "."

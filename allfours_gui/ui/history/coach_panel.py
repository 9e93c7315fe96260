"""The coach in the hand review: analyse a finished hand, and say what it found.

The panel beside the review's table has the seat to analyse (the person's by
default), Analyse, a progress bar and Cancel (``AnalysisBar``), the seat's
decisions as a list with their verdicts (the review's move list), what the
coach says of the decision at the step shown, the face-up lens (clearly
labelled: it sees every card, the seat did not), and a chart of the seat's
win chance over the hand. The analysis runs on a worker (``session.coach``);
the event loop never waits for it. Marks under the step slider show each
inaccuracy, mistake and blunder by colour and by a text mark ("?!", "?", "??").
Beside a mistake or a blunder, "Try again" (when the window offers practice:
``practise``) plays that decision again at the table.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from math import ceil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine import Rules
from ...session.coach import LENS, CoachAnswer, CoachJob, HandToAnalyse
from ...session.judged_words import (
    MARKS,
    analysis_problem,
    chances,
    choice_words,
    judged_words,
    percent,
    verdict_word,
)
from ...session.mistakes import AnalysedHandRow, Mistake, mistakes_in
from ...session.problem_words import all_words, problem_words
from ..wording import shown_name
from .coach_charts import COLOURS, StepMarks, WinChart


@dataclass(frozen=True)
class CoachSource:
    """Where a reviewed hand is kept, so the coach can analyse it and store the
    result: the history's folder, the hand's game and number, the seat analysed
    by default (the person's), and the budget a decision (seconds)."""

    directory: Path
    game_id: int
    number: int
    seat: int
    seconds: float


class AnalysisBar(QWidget):
    """Analyse, a progress bar and Cancel, and a line that says how it went."""

    analyse = Signal()
    cancel = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.button = QPushButton()
        self.button.setObjectName("coach-analyse")
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.analyse)
        self.progress = QProgressBar()
        self.progress.setObjectName("coach-progress")
        # the count is said in ``count`` below the bar: words painted inside a
        # bar sit under (or on) its fill, unreadable in some styles
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.count = QLabel()  # "7 of 12 decisions", once a count has arrived
        self.count.setObjectName("coach-count")
        self.count.hide()
        self.stop = QPushButton()
        self.stop.setObjectName("coach-cancel")
        self.stop.setAutoDefault(False)
        self.stop.clicked.connect(self.cancel)
        self.stop.hide()
        self.left = QLabel()  # the time left, once a decision has shown the pace
        self.left.setObjectName("coach-time-left")
        self.left.hide()
        self.clock: Callable[[], float] = time.monotonic
        self._began = 0.0
        self._last: tuple[int, int] | None = None
        self.status = QLabel()
        self.status.setObjectName("coach-status")
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button)
        row.addWidget(self.progress, 1)
        row.addWidget(self.stop)
        numbers = QHBoxLayout()  # under the bar: how many, and how long is left
        numbers.setContentsMargins(0, 0, 0, 0)
        numbers.addWidget(self.count)
        numbers.addStretch(1)
        numbers.addWidget(self.left)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addLayout(row)
        col.addLayout(numbers)
        col.addWidget(self.status)
        self.solving = False  # the face-up lens is being solved (said in the status line)
        self.retranslate()

    def retranslate(self) -> None:
        self.stop.setText(self.tr("Cancel"))
        self.stop.setToolTip(self.tr("Stop the analysis: nothing of it is kept"))
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        if self._last is not None:
            self._count(*self._last)
            self._time_left(*self._last)

    def running(self, on: bool) -> None:
        self.solving = False
        self.button.setEnabled(not on)
        self.progress.setVisible(on)
        self.stop.setVisible(on)
        self.left.hide()
        self.count.hide()
        self._last = None
        if on:
            self._began = self.clock()
            self.progress.setRange(0, 0)  # busy until the first count arrives

    def step(self, done: int, total: int) -> None:
        """``done`` of ``total`` decisions; ``LENS``: the face-up lens is being solved."""
        if (done, total) == LENS:
            self.progress.setRange(0, 0)  # busy: the lens counts no decisions
            self.count.hide()
            self.say(self.tr("Solving with every card face up…"))
            self.solving = True
            return
        if self.solving:  # the next hand's decisions
            self.solving = False
            self.say("")
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self._last = (done, total)
        self._count(done, total)
        self._time_left(done, total)

    def _count(self, done: int, total: int) -> None:
        text = self.tr("%v of %m decisions").replace("%v", str(done)).replace("%m", str(total))
        self.count.setText(text)
        self.count.setAccessibleName(text)
        self.count.show()

    def _time_left(self, done: int, total: int) -> None:
        """At the pace so far on this machine (its load decides it, so it is
        measured here, never promised): what is left, rounded up."""
        if done <= 0 or done >= total:
            self.left.hide()
            return
        left = (self.clock() - self._began) / done * (total - done)
        if left < 60:
            text = self.tr("about {seconds} s left").format(seconds=max(5, 5 * ceil(left / 5)))
        else:
            text = self.tr("about {minutes} min left").format(minutes=ceil(left / 60))
        self.left.setText(text)
        self.left.setAccessibleName(text)
        self.left.show()

    def say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))


class CoachPanel(QWidget):
    """The coach beside a finished hand's review (see the module's notes)."""

    go_to = Signal(int)  # a step to show

    def __init__(self, source: CoachSource, record: dict[str, Any], names: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach-panel")
        self.source = source
        self.record = record
        self.names = names
        self.players = Rules.from_json(record["rules"]).players
        self.result: dict[str, Any] | None = None
        self.job: CoachJob | None = None
        self.failed: str | None = None  # why the last analysis told nothing
        self.step = 0
        self.heading = QLabel()
        self.heading.setObjectName("coach-heading")
        self.heading.setWordWrap(True)
        self.seat = QComboBox()
        self.seat.setObjectName("coach-seat")
        for s in range(self.players):
            self.seat.addItem(shown_name(names[s]) if s < len(names) else str(s), s)
        self.seat.setCurrentIndex(source.seat if 0 <= source.seat < self.players else 0)
        self.seat.currentIndexChanged.connect(self._seat_changed)
        self.seat_label = QLabel()
        self.seat_label.setBuddy(self.seat)
        # the label keeps its words whole; the names' box gives way
        self.seat_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.seat.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.seat.setMinimumContentsLength(6)
        self.bar = AnalysisBar()
        self.bar.analyse.connect(self.start)
        self.bar.cancel.connect(self.stop)
        self.decisions = QListWidget()
        self.decisions.setObjectName("coach-decisions")
        self.decisions.setWordWrap(True)
        self.decisions.itemActivated.connect(self._decision_chosen)
        self.decisions.itemClicked.connect(self._decision_chosen)
        # a browser, not a label: a long reason in a long language scrolls, never cut off
        self.verdict = QTextBrowser()
        self.verdict.setObjectName("coach-verdict")
        self.verdict.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.verdict.viewport().setAutoFillBackground(False)
        # practice of the decision shown, if a mistake: practise(mistake, the hand's mistakes)
        self.practise: Callable[[Mistake, list[Mistake]], None] | None = None
        self.mistakes: list[Mistake] = []
        self.try_again = QPushButton()
        self.try_again.setObjectName("coach-try-again")
        self.try_again.setAutoDefault(False)
        self.try_again.clicked.connect(self._try_again)
        self.try_again.hide()
        self.lens = QLabel()
        self.lens.setObjectName("coach-open-lens")
        self.lens.setWordWrap(True)
        self.lens.setStyleSheet("QLabel { border: 1px dashed palette(window-text); "
                                "padding: 4px; }")
        self.chart = WinChart()
        seat_row = QHBoxLayout()
        seat_row.addWidget(self.seat_label)
        seat_row.addWidget(self.seat, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(seat_row)
        layout.addWidget(self.bar)
        layout.addWidget(self.decisions, 1)
        layout.addWidget(self.verdict, 1)
        layout.addWidget(self.try_again, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.lens)
        layout.addWidget(self.chart)
        self.marks: StepMarks | None = None
        self.job_look_only = True
        self.retranslate()
        self._look()

    # ------------------------------------------------------------- words
    def retranslate(self) -> None:
        self.heading.setText(self.tr("<b>Coach</b>: each decision judged from what the "
                                     "seat could see then."))
        self.seat_label.setText(self.tr("&Seat:"))
        for s in range(self.seat.count()):  # "You" in the language shown
            if s < len(self.names):
                self.seat.setItemText(s, shown_name(self.names[s]))
        self.seat.setAccessibleName(self.tr("Seat to analyse"))
        self.bar.button.setText(self.tr("&Analyse"))
        self.bar.button.setToolTip(self.tr(
            "Judge every decision of this seat, about {seconds} s a decision: the analysis "
            "is kept in your history").format(seconds=seconds_words(self.source.seconds)))
        self.bar.retranslate()
        self.decisions.setAccessibleName(self.tr("Decisions and verdicts"))
        self.verdict.setAccessibleName(self.tr("The coach on this step"))
        self.lens.setAccessibleName(self.tr("Face-up lens"))
        self.try_again.setText(self.tr("&Try again"))
        self.try_again.setAccessibleName(self.tr("Try this decision again"))
        self.try_again.setToolTip(self.tr(
            "Play this decision again at the table: you hold the same cards, and the cards "
            "you could not see are dealt afresh"))
        self.chart.retranslate()
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------- work
    @property
    def seat_shown(self) -> int:
        return int(self.seat.currentData())

    def _hand(self) -> list[HandToAnalyse]:
        return [HandToAnalyse(self.source.game_id, self.source.number, self.record)]

    def _look(self) -> None:
        """The stored analysis of this seat, if any (looked up on the worker)."""
        self._run(look_only=True)

    def start(self) -> None:
        """Analyse the hand for the seat chosen (or read it, if it is kept)."""
        self._run(look_only=False)

    def _run(self, look_only: bool) -> None:
        if self.job is not None:
            self.job.cancel()
        self.result = None
        self.failed = None
        self.job = CoachJob(self.source.directory, self._hand(), self.seat_shown,
                            self.source.seconds, progress=self._progress, done=self._done,
                            look_only=look_only)
        self.job_look_only = look_only
        self._fill()
        if not look_only:
            self.bar.running(True)
            self.bar.say(self.tr("Analysing…"))
        self.job.start()

    def stop(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _seat_changed(self, _index: int) -> None:
        self._look()

    def _progress(self, counts: tuple[int, int]) -> None:
        if self.job is not None and not self.job.cancelled:
            self.bar.step(*counts)

    def _done(self, answer: CoachAnswer) -> None:
        if self.job is None:
            return
        look_only = self.job_look_only
        self.job = None
        self.bar.running(False)
        notices = all_words(answer.notices)
        if answer.cancelled and not look_only:
            self.failed = self.tr("The analysis was cancelled; nothing of it was kept.")
        elif answer.error is not None:
            self.failed = self.tr("The analysis could not be finished ({reason}); nothing of "
                                  "it was kept.").format(reason=analysis_problem(answer.error))
        self.result = answer.results.get(self.source.number)
        status = self.failed or ""
        if self.result is not None and answer.not_kept is not None:
            status = self.tr("The analysis could not be kept in your history ({reason}); it "
                             "is shown here only.").format(reason=problem_words(answer.not_kept))
        self.bar.say(" ".join([status, *notices]).strip())
        self._fill()

    # ------------------------------------------------------------- showing
    def _decisions(self) -> list[dict[str, Any]]:
        return [] if self.result is None else list(self.result.get("decisions", []))

    def _fill(self) -> None:
        """The list, the chart and the marks from the result (or what to do)."""
        self.decisions.clear()
        found = self._decisions()
        marks: dict[int, str] = {}
        points = []
        for d in found:
            step = d["index"] + 1
            v = d["verdict"]
            mark = MARKS.get(v, "")
            text = self.tr("Step {step}: {choice} — {verdict}").format(
                step=step, choice=choice_words(d["chosen"]), verdict=verdict_word(v))
            item = QListWidgetItem(f"{text} {mark}".strip(), self.decisions)
            item.setData(Qt.ItemDataRole.UserRole, step)
            if v != "good":
                marks[step] = v
                item.setBackground(COLOURS[v].lighter(150))
                item.setForeground(QColor("black"))
            mine, best = chances(d)
            if mine is not None and best is not None:
                points.append((step, float(mine), float(best), v))
        self.mistakes = [] if self.result is None else mistakes_in(AnalysedHandRow(
            self.source.game_id, self.source.number, self.seat_shown, self.record, found,
            self.names, self.source.seconds))
        # analysed once: the button is for a seat not yet analysed
        self.bar.button.setEnabled(self.result is None and (
            self.job is None or self.job_look_only))
        self.chart.set_points(points)
        if self.marks is not None:
            self.marks.set_marks(marks)
        self.show_step(self.step)

    def _decision_chosen(self, item: QListWidgetItem) -> None:
        self.go_to.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def show_step(self, step: int) -> None:
        """What the coach says of the decision that made step ``step``."""
        self.step = step
        d = next((d for d in self._decisions() if d["index"] + 1 == step), None)
        self.try_again.setVisible(self.practise is not None and self._mistake_shown() is not None)
        if self.result is None:
            # one state at a time: while a job runs the bar says so ("Analysing…")
            self.verdict.setPlainText("" if self.job is not None else self.tr(
                "Not analysed yet for this seat: press Analyse."))
            self.lens.setText("")
            self.lens.hide()
            return
        if d is None:
            self.verdict.setPlainText(self.tr("No decision of this seat at this step."))
        else:
            v = d["verdict"]
            lines = [self.tr("Your choice: {choice}").format(choice=choice_words(d["chosen"])),
                     self.tr("Best choice: {choice}").format(choice=choice_words(d["best"])),
                     self.tr("Win chance lost: {loss} (± {error})").format(
                         loss=percent(float(d["loss"])), error=percent(float(d["error"]))),
                     self.tr("Verdict: {verdict} {mark}").format(
                         verdict=verdict_word(v), mark=MARKS.get(v, "")).strip(),
                     judged_words(d)]
            self.verdict.setPlainText("\n".join(lines))
        self.lens.setText(self._lens_words(step))
        self.lens.show()

    def _mistake_shown(self) -> Mistake | None:
        return next((m for m in self.mistakes if m.index + 1 == self.step), None)

    def _try_again(self) -> None:
        m = self._mistake_shown()
        if m is not None and self.practise is not None:
            self.practise(m, list(self.mistakes))

    def _lens_words(self, step: int) -> str:
        """The face-up lens at this step, clearly labelled as such."""
        lens = {x["index"] + 1: x for x in (self.result or {}).get("open") or ()}
        x = lens.get(step)
        if x is None:  # a card played with more cards in hand than the lens solves
            return self.tr("Face up (double-dummy, every card known): not solved for this "
                           "card: too many cards were still in the hands.")
        best = either([choice_words({"card": c}) for c in x.get("best", [])])
        if float(x.get("loss", 0)) <= 0:
            return self.tr("Face up (double-dummy, every card known): your card was as good "
                           "as any ({best}).").format(best=best)
        return self.tr("Face up (double-dummy, every card known): {best} was better; yours "
                       "lost {loss} of the chance to win with perfect play.").format(
                           best=best, loss=percent(float(x["loss"])))


def either(choices: list[str]) -> str:
    """Equally good choices as one: "the king of clubs or the four of clubs"."""
    if len(choices) < 2:
        return "".join(choices)
    first = QCoreApplication.translate("History", ", ").join(choices[:-1])
    return QCoreApplication.translate("History", "{choices} or {last}").format(
        choices=first, last=choices[-1])


def seconds_words(value: float) -> str:
    return QLocale().toString(value, "f", 1)


class TableAndCoach(QWidget):
    """The review's table with the coach's panel beside it, where the window is
    wide enough for both; on a narrower one (an 800x600 screen) one of them at a
    time, the "Coach" button (``toggle``) choosing which."""

    def __init__(self, table: QWidget, coach: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table, self.coach = table, coach
        table.setParent(self)
        coach.setParent(self)
        self.toggle = QPushButton()
        self.toggle.setObjectName("coach-toggle")
        self.toggle.setCheckable(True)
        self.toggle.setAutoDefault(False)
        self.toggle.toggled.connect(lambda _on: self._place())
        self.toggle.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.toggle.setText(self.tr("Coach"))
        self.toggle.setToolTip(self.tr("Show the coach's panel instead of the table (the "
                                       "window is too narrow for both)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _coach_width(self) -> int:
        return max(self.coach.minimumSizeHint().width(), 280)

    def minimumSizeHint(self) -> QSize:
        t, c = self.table.minimumSizeHint(), self.coach.minimumSizeHint()
        t = t.expandedTo(self.table.minimumSize())
        return QSize(max(t.width(), c.width()), max(t.height(), c.height()))

    def sizeHint(self) -> QSize:
        t = self.table.sizeHint().expandedTo(self.table.minimumSize())
        return QSize(t.width() + self._coach_width() + 8, t.height())

    def wide(self) -> bool:
        return self.width() >= max(self.table.minimumSize().width(),
                                   self.table.minimumSizeHint().width()) \
            + self._coach_width() + 8

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        w, h = self.width(), self.height()
        if self.wide():
            self.toggle.hide()
            c = max(self._coach_width(), w // 4)
            self.table.setGeometry(0, 0, w - c - 8, h)
            self.coach.setGeometry(w - c, 0, c, h)
            self.table.show()
            self.coach.show()
            return
        self.toggle.show()
        coach = self.toggle.isChecked()
        shown, hidden = (self.coach, self.table) if coach else (self.table, self.coach)
        hidden.hide()
        shown.setGeometry(0, 0, w, h)
        shown.show()

"""The coach's summary of a game, under its hands in Game History.

For the game chosen it looks up (on a worker) the analyses kept for the
person's seat at the current budget, and says: how many hands are analysed,
the decisions, the inaccuracies, mistakes and blunders, the costliest one,
and the accuracy (the share of decisions the coach judged good: see
``session.coach.Summary``). "Analyse game" analyses the finished hands not
yet analysed, with a progress bar and Cancel; a hand cancelled or failed
stores nothing (the hands finished before it are kept).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...history.store import GameRow, HandRow
from ...session.coach import CoachAnswer, CoachJob, HandToAnalyse, summary
from ...session.judged_words import MARKS, analysis_problem, choice_words, percent, verdict_word
from ...session.problem_words import all_words, problem_words
from .coach_panel import AnalysisBar


class GameCoach(QWidget):
    def __init__(self, directory: Path, seconds: float) -> None:
        """``directory``: the history's folder; ``seconds``: the budget a decision.
        (No reference to the window: a cycle through it could be collected on a
        worker thread, and a Qt object must die on the GUI thread.)"""
        super().__init__()
        self.setObjectName("game-coach")
        self.directory = directory
        self.seconds = seconds
        self.text = QLabel()
        self.text.setObjectName("game-coach-summary")
        self.text.setWordWrap(True)
        self.bar = AnalysisBar()
        self.bar.analyse.connect(self.start)
        self.bar.cancel.connect(self.stop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text)
        layout.addWidget(self.bar)
        self.game: tuple[GameRow, list[HandRow]] | None = None
        self.results: dict[int, dict] = {}  # type: ignore[type-arg]
        self.job: CoachJob | None = None
        self.looking = False
        self.status = ""
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.bar.button.setText(self.tr("&Analyse game"))  # (G: the Games list's)
        self.bar.button.setToolTip(self.tr("Analyse every finished hand of this game for "
                                           "your seat (each is kept in your history)"))
        self.text.setToolTip(self.tr(
            "Accuracy: the share of your decisions (with a real choice) that the coach judged "
            "good: within the search's error of the best choice, or less than 1% of your "
            "chance to win the game from it."))
        self.bar.retranslate()
        self._say()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _finished(self) -> list[HandToAnalyse]:
        if self.game is None:
            return []
        game, hands = self.game
        return [HandToAnalyse(game.id, h.number, h.record) for h in hands
                if h.outcome is not None]

    def _seat(self) -> int:
        from ...app.stored_games import person_seat

        assert self.game is not None
        return person_seat(self.game[0])

    def show_game(self, game: tuple[GameRow, list[HandRow]] | None) -> None:
        self.stop()
        self.job = None
        self.game = game
        self.results = {}
        self.status = ""
        self.setVisible(bool(self._finished()))
        if not self.isHidden():
            self._run(look_only=True)

    def start(self) -> None:
        self._run(look_only=False)

    def stop(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _run(self, look_only: bool) -> None:
        if self.game is None:
            return
        self.looking = look_only
        self.job = CoachJob(self.directory, self._finished(), self._seat(),
                            self.seconds, progress=self._progress,
                            done=self._done, look_only=look_only)
        if not look_only:
            self.bar.running(True)
            self.status = ""
        self.job.start()
        self._say()

    def _progress(self, counts: tuple[int, int]) -> None:
        if self.job is not None and not self.job.cancelled:
            self.bar.step(*counts)

    def _done(self, answer: CoachAnswer) -> None:
        if self.job is None:
            return
        self.job = None
        self.bar.running(False)
        self.results = answer.results
        status = ""
        if answer.cancelled and not self.looking:
            status = self.tr("The analysis was cancelled; the hand it was on was not kept.")
        elif answer.error is not None:
            status = self.tr("The analysis could not be finished ({reason}); the hand it was "
                             "on was not kept.").format(reason=analysis_problem(answer.error))
        elif answer.not_kept is not None:
            status = self.tr("An analysis could not be kept in your history ({reason}).").format(
                reason=problem_words(answer.not_kept))
        self.status = " ".join([status, *all_words(answer.notices)]).strip()
        self._say()

    def _say(self) -> None:
        hands = len(self._finished())
        if not hands:
            self.text.setText("")
            return
        s = summary(self.results, hands)
        self.bar.button.setEnabled(self.job is None and s.analysed < hands)
        lines = [self.tr("<b>Coach</b> ({analysed} of {hands} hands analysed)").format(
            analysed=s.analysed, hands=hands)]
        if s.analysed:
            locale = QLocale()
            lines.append(self.tr("Decisions: {decisions} · inaccuracies ?!: {inaccuracies} · "
                                 "mistakes ?: {mistakes} · blunders ??: {blunders}").format(
                decisions=locale.toString(s.decisions), inaccuracies=s.inaccuracies,
                mistakes=s.mistakes, blunders=s.blunders))
            if s.accuracy is not None:
                lines.append(self.tr("Accuracy: {accuracy}").format(
                    accuracy=locale.toString(round(s.accuracy)) + locale.percent()))
            if s.costliest is not None:
                number, d = s.costliest
                lines.append(self.tr("Costliest: hand {hand}, step {step}, {choice} ({loss} "
                                     "lost, {verdict} {mark})").format(
                    hand=number, step=d["index"] + 1, choice=choice_words(d["chosen"]),
                    loss=percent(float(d["loss"])), verdict=verdict_word(d["verdict"]),
                    mark=MARKS[d["verdict"]]))
        self.text.setText("<br>".join(keep_together(line) for line in lines))
        self.bar.say(self.status)


def keep_together(text: str) -> str:
    """A verdict's mark stays with its word and a count with its label: a narrow
    panel breaks "blunders ??: 2" only before "blunders", never inside."""
    text = re.sub(r" (\?[?!]*)", "\u00a0\\1", text)
    return re.sub(r"(\?[?!]*:) (?=\d)", "\\1\u00a0", text)

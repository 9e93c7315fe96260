"""Practise your mistakes: the window's room for it (issue 26, item 4).

"Try again" (``try_again``, from the review's analysis or the list of past
mistakes) puts the person at the position of a mistake at the real table:
the same cards in their hand, the rest dealt again (``session.practice``),
the real prompts. Once they have chosen, a coach line on the table says
whether the new choice is as good as the best, with "Try another" and "Back
to the review". The game on the table waits, set aside exactly as it is (a
game in progress, a hand's summary, the game's end with Rematch and New game):
it is not abandoned, nothing new is dealt, and it is back on the table when
practice ends. Practice is never saved.

The list (Game → Practise Mistakes…) reads ``session.mistakes.mistakes`` from
an ``AnalysisSource``: ``source`` if set, else the history (``HistoryStore``
is one), read by a worker with its own connection."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.options import QT_TRANSLATE_NOOP
from ...session.card_words import card_name
from ...session.game_config import GameConfig
from ...session.judged_words import in_100
from ...session.problem_words import problem_words
from ..owned_windows import Latest

if TYPE_CHECKING:
    from ...history.store import HistoryStore
    from ...session.mistakes import AnalysisSource, Mistake
    from ...session.practice import PracticeController
    from ..game_starts import SetAside
    from ..history.history_loader import Failed
    from ..main_window import MainWindow
    from .mistakes_dialog import MistakesDialog

log = logging.getLogger(__name__)

# a choice inside a sentence: "you chose {choice}", "the best was {choice}"
CHOICES = {"stand": QT_TRANSLATE_NOOP("Practice", "to stand"),
           "beg": QT_TRANSLATE_NOOP("Practice", "to beg"),
           "give": QT_TRANSLATE_NOOP("Practice", "to say “take one”"),
           "run": QT_TRANSLATE_NOOP("Practice", "to run the pack")}
# what the status line says at the position, by the verdict in the game
INTRO = {"mistake": QT_TRANSLATE_NOOP(
             "Practice", "Practice: in the game you chose {choice} here, a mistake. The cards "
             "you could not see are dealt again: choose again."),
         "blunder": QT_TRANSLATE_NOOP(
             "Practice", "Practice: in the game you chose {choice} here, a blunder. The cards "
             "you could not see are dealt again: choose again."),
         "": QT_TRANSLATE_NOOP(
             "Practice", "Practice: in the game you chose {choice} here. The cards you could "
             "not see are dealt again: choose again.")}
# the coach's line on the new choice, by its verdict
VERDICT = {"best": QT_TRANSLATE_NOOP("Practice", "The best choice: you chose {choice}."),
           "good": QT_TRANSLATE_NOOP(
               "Practice", "As good as the best: you chose {choice}, and the best, {best}, "
               "wins no more often, within the estimate's error."),
           "inaccuracy": QT_TRANSLATE_NOOP(
               "Practice", "Not as good as the best: you chose {choice}, an inaccuracy. The "
               "best was {best}: your chance to win the match drops by about {points} in 100."),
           "mistake": QT_TRANSLATE_NOOP(
               "Practice", "Not as good as the best: you chose {choice}, a mistake. The best "
               "was {best}: your chance to win the match drops by about {points} in 100."),
           "blunder": QT_TRANSLATE_NOOP(
               "Practice", "Not as good as the best: you chose {choice}, a blunder. The best "
               "was {best}: your chance to win the match drops by about {points} in 100.")}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Practice", text)


def choice_words(action: Action | Mapping[str, Any]) -> str:
    """A decision inside a sentence: "the ten of hearts", "to beg"."""
    a = action if isinstance(action, Action) else Action.from_record(dict(action))
    if a.do == "play" and a.card is not None:
        return card_name(a.card)
    return _tr(CHOICES[a.do]) if a.do in CHOICES else str(a.do)


def points_lost(loss: float) -> str:
    """A loss of match-win chance as points in 100, rounded as the review's coach
    rounds it."""
    return in_100(max(loss, 0.0))


def coach_words(answer: Mapping[str, Any]) -> str:
    """The coach's line on a judged choice (``PracticeController.judged``)."""
    if "failed" in answer:
        return QCoreApplication.translate(
            "Practice", "Your choice could not be judged: {problem}.").format(
            problem=answer["failed"])
    key = "best" if answer["chosen"] == answer["best"] else str(answer["verdict"])
    return _tr(VERDICT.get(key, VERDICT["good"])).format(
        choice=choice_words(answer["chosen"]), best=choice_words(answer["best"]),
        points=points_lost(float(answer["loss"])))


def is_as_good(answer: Mapping[str, Any]) -> bool:
    """The new choice is as good as the best: within the estimate's error."""
    return "failed" not in answer and answer.get("verdict") == "good"


class PracticeRoom:
    """Mistakes practised at the table, and the list of them."""

    list_dialog: Latest[MistakesDialog] = Latest()  # the list, while it is open

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self.source: AnalysisSource | None = None  # else the history, if it is one
        self.queue: list[Mistake] = []
        self.at = 0
        self.deal = 0  # which deal of the hidden cards: "Try another" of one mistake deals anew
        self.back: Callable[[], None] | None = None
        self.waiting_game: SetAside | None = None  # the game set aside, back once practice ends
        self.config_before: GameConfig | None = None
        self.said: Callable[[], str] | None = None  # the status line's intro, while it stands
        self.coach_up: Callable[[], None] | None = None  # the coach line, while it is up
        self.answer: Mapping[str, Any] | None = None  # the last verdict (tests read it)
        window.game_started.connect(self._game_started)

    def _game_started(self, c: object) -> None:
        """Another game on the table (a new one chosen at practice): practice is over.
        The game that waited stays unfinished in the history, offered at the next start."""
        if not getattr(c, "is_practice", False):
            if self.waiting_game is not None:
                self.w.games.let_go(self.waiting_game)
            self.waiting_game = self.config_before = None
            self.coach_up = self.said = None

    def controller(self) -> PracticeController | None:
        c = self.w.controller
        return c if c is not None and c.is_practice else None  # type: ignore[return-value]

    # ------------------------------------------------------------ starting
    def try_again(self, mistake: Mistake, queue: Sequence[Mistake] = (),
                  back: Callable[[], None] | None = None) -> None:
        """Practise ``mistake`` at the table; "Try another" goes on through
        ``queue`` (it holds ``mistake``; empty: this one, dealt again) and "Back
        to the review" calls ``back`` (None: the hand's review is opened)."""
        if self.w.network.at_network_table():
            self.w.say(QCoreApplication.translate(
                "Practice", "Leave the shared table first: practice is played at your own "
                "table."))
            return
        queue = list(queue) or [mistake]
        at = next((i for i, m in enumerate(queue) if m is mistake), 0)
        self.queue, self.at, self.deal, self.back = queue, at, 0, back
        self._play()

    def _play(self) -> None:
        from ...session.practice import PracticeController

        mistake = self.queue[self.at]
        before = self.w.controller
        names = ((self.config_before or self.w.config) if before is not None
                 and before.is_practice else self.w.config).names
        try:
            c = PracticeController(mistake, self.deal, names, self.w.player_factory,
                                   think_ms=self.w.thinking_ms(), parent=self.w)
        except Exception as e:
            log.exception("a mistake could not be set up for practice")
            problem = problem_words(e)
            self.w.notify([QCoreApplication.translate(
                "Practice", "This decision cannot be practised: {problem}.").format(
                problem=problem)])
            return
        self.coach_up = self.said = self.answer = None
        games = self.w.games
        before = self.w.controller
        if before is not None and not before.is_practice:
            self.config_before = self.w.config
            # the game waits as it is, saved or not, over or not: nothing is dealt for it
            self.waiting_game = games.set_aside()
        games.install(c, c.config)
        c.judged.connect(self._judged)
        c.judging.connect(self._weighing)
        c.human.prompt.connect(self._prompted)  # after the table's own prompt: its intro
        c.restored.connect(self._restarted)
        games.redraw_position()
        self.w.game_started.emit(c)
        games.start_pending = not self.w.view.has_painted
        if not games.start_pending:
            c.start()

    # ---------------------------------------------------- at the position
    def _prompted(self, _kind: str, _view: object) -> None:
        c = self.controller()
        if c is None or c.choice is not None:
            return
        m = c.mistake
        self.said = partial(self._intro, m)
        self.w.say(self.said())

    @staticmethod
    def _intro(m: Mistake) -> str:
        return _tr(INTRO.get(m.verdict, INTRO[""])).format(choice=choice_words(m.chosen))

    def _restarted(self) -> None:
        """Take Back at the position: the coach line goes, the question comes again."""
        self.coach_up = self.answer = None
        self.w.decision.hide()

    def _weighing(self) -> None:
        self.coach_up = self._show_weighing
        self.coach_up()

    def _show_weighing(self) -> None:
        self.w.decision.ask(QCoreApplication.translate(
            "Practice", "Weighing your choice against the best…"), [], self._after)

    def _judged(self, answer: Mapping[str, Any]) -> None:
        self.answer = answer
        self.said = None
        self.w.say("")
        self.coach_up = partial(self._show_coach, answer)
        self.coach_up()

    def _show_coach(self, answer: Mapping[str, Any]) -> None:
        choices = [("another", QCoreApplication.translate("Practice", "Try &another"),
                    QCoreApplication.translate(
                        "Practice", "Another mistake to practise (or this one, dealt again)")),
                   ("review", QCoreApplication.translate("Practice", "&Back to the review"),
                    QCoreApplication.translate(
                        "Practice", "Leave practice and see the hand again"))]
        self.w.decision.ask(coach_words(answer), choices, self._after)

    def _after(self, key: str) -> None:
        self.coach_up = None
        if key == "another":
            self.another()
        else:
            self.leave()

    def another(self) -> None:
        """The next mistake of the queue, or this one dealt again."""
        if len(self.queue) > 1:
            self.at = (self.at + 1) % len(self.queue)
            self.deal = 0
        else:
            self.deal += 1
        self._play()

    def leave(self) -> None:
        """Practice over: the game that waited back on the table as it was left (a
        new one only if no game was on the table), and the hand's review."""
        c = self.controller()
        mistake = c.mistake if c is not None else (self.queue[self.at] if self.queue else None)
        self.coach_up = self.said = None
        self.w.decision.hide()
        config = self.config_before or self.w.config
        waiting, self.waiting_game, self.config_before = self.waiting_game, None, None
        if waiting is not None:
            self.w.games.come_back(waiting)
        else:
            self.w.games.start_game(config)
        if self.back is not None:
            self.back()
        elif mistake is not None:
            self._review(mistake)

    def _review(self, m: Mistake) -> None:
        from ..history.coach_panel import CoachSource
        from ..history.history_views import hand_title

        names = list(m.names or self.w.config.names)
        store = self.w.store
        # the review with its coach, as Game History opens it: the verdicts read back
        coach = (CoachSource(store.directory, m.game_id, m.hand_number, m.seat, m.seconds)
                 if store is not None and m.game_id is not None else None)
        self.w.past.review_record(dict(m.record), names, hand_title(m.hand_number),
                                  number=m.hand_number, coach=coach)
        review = self.w.review_window
        if review is not None:
            review.slider.setValue(m.index + 1)  # the decision, its verdict beside it

    def closing(self) -> None:
        """The window closes: the game that waited is stopped too (its lock let go)."""
        if self.waiting_game is not None:
            self.w.games.let_go(self.waiting_game)
            self.waiting_game = None

    # ------------------------------------------------------------ the list
    def show_list(self) -> None:
        """The list of mistakes: from ``source``, else read from the history by a
        worker with its own connection (every analysed hand is read and checked:
        the table never waits on that file work)."""
        from ...session.mistakes import mistakes
        from ..history.history_loader import READING, Failed, HistoryReader

        store = self.w.store
        if self.source is None and store is not None:
            self.w.say(QCoreApplication.translate("History", READING))
            reader = HistoryReader(store.directory, notify=self.w.notify)
            reader.read(read_mistakes, self._read)
            reader.stop()  # it answers this read, then closes its connection
            return
        try:
            found = mistakes(self.source)
        except Exception as e:
            self._read(Failed(e))
            return
        self._read(found)

    def _read(self, found: list[Mistake] | Failed) -> None:
        """On the GUI thread: the list, or why it could not be read."""
        from ..history.history_loader import READING, Failed  # with the history: after paint

        if not shiboken6.isValid(self.w):
            return  # the window closed while the worker read
        if self.w.status_label.text() == QCoreApplication.translate("History", READING):
            self.w.say("")
        if isinstance(found, Failed):
            log.error("the analysed hands could not be read: %s", found.error)
            self.w.notify([QCoreApplication.translate(
                "Practice", "Your analysed hands could not be read: {problem}.").format(
                problem=found.reason)])
            return
        from .mistakes_dialog import MistakesDialog

        dialog = MistakesDialog(found, self.w)
        dialog.chosen.connect(lambda i: self.try_again(found[i], found))
        self.w.table_keeps_keys(dialog)
        dialog.open()
        self.list_dialog = dialog

    # ------------------------------------------------------------ language
    def retranslate(self) -> None:
        """The intro on the status line and the coach line, said again."""
        if self.said is not None:
            self.w.say(self.said())
        if self.coach_up is not None and not self.w.decision.isHidden():
            self.coach_up()


def read_mistakes(store: HistoryStore) -> list[Mistake]:
    """On the history's worker: the mistakes of every analysed hand (no Qt object)."""
    from ...session.mistakes import mistakes

    return mistakes(store)

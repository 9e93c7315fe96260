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
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication

from ...session.game_config import GameConfig
from ...session.problem_words import problem_words
from ..owned_windows import Latest
from .practice_words import INTRO, choice_words, coach_words, words

if TYPE_CHECKING:
    from ...history.store import HistoryStore
    from ...session.mistakes import AnalysisSource, Mistake
    from ...session.practice import PracticeController
    from ...session.table_session import TableSession
    from ..game_starts import SetAside
    from ..history.history_loader import Failed
    from ..history.review import HandReviewWindow
    from ..ports import CurrentGame, Services, TableShell
    from .mistakes_dialog import MistakesDialog

log = logging.getLogger(__name__)

@dataclass(frozen=True)
class PracticeNeeds:
    """What this room asks of the others (handed in by the window)."""

    at_network_table: Callable[[], bool]
    set_aside: Callable[[], SetAside | None]  # the game on the table steps aside
    come_back: Callable[[SetAside], None]
    let_go: Callable[[SetAside], None]
    install: Callable[[TableSession, GameConfig], None]
    redraw_position: Callable[[], None]
    deal_when_painted: Callable[[TableSession], None]
    start_game: Callable[[GameConfig], None]
    review_record: Callable[..., HandReviewWindow]  # the hand's review, opened


class PracticeRoom:
    """Mistakes practised at the table, and the list of them."""

    list_dialog: Latest[MistakesDialog] = Latest()  # the list, while it is open

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 needs: PracticeNeeds) -> None:
        self.shell, self.game, self.services, self.needs = shell, game, services, needs
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
        self.playing: PracticeController | None = None  # the practice this room dealt last
        game.started.connect(self._game_started)

    def _game_started(self, c: object) -> None:
        """Another game on the table (a new one chosen at practice): practice is over.
        The game that waited stays unfinished in the history, offered at the next start."""
        if c is not self.playing:
            if self.waiting_game is not None:
                self.needs.let_go(self.waiting_game)
            self.waiting_game = self.config_before = None
            self.coach_up = self.said = None

    def controller(self) -> PracticeController | None:
        """The practice on the table, if it is."""
        c = self.playing
        return c if c is not None and self.game.session is c else None

    # ------------------------------------------------------------ starting
    def try_again(self, mistake: Mistake, queue: Sequence[Mistake] = (),
                  back: Callable[[], None] | None = None) -> None:
        """Practise ``mistake`` at the table; "Try another" goes on through
        ``queue`` (it holds ``mistake``; empty: this one, dealt again) and "Back
        to the review" calls ``back`` (None: the hand's review is opened)."""
        if self.needs.at_network_table():
            self.shell.say(QCoreApplication.translate(
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
        before = self.game.session
        names = ((self.config_before or self.game.config) if before is not None
                 and before is self.playing else self.game.config).names
        try:
            c = PracticeController(mistake, self.deal, names, self.services.player_factory,
                                   think_ms=self.services.thinking_ms(),
                                   parent=self.shell.window)
        except Exception as e:
            log.exception("a mistake could not be set up for practice")
            problem = problem_words(e)
            self.shell.notify([QCoreApplication.translate(
                "Practice", "This decision cannot be practised: {problem}.").format(
                problem=problem)])
            return
        self.coach_up = self.said = self.answer = None
        before = self.game.session
        if before is not None and before is not self.playing:
            self.config_before = self.game.config
            # the game waits as it is, saved or not, over or not: nothing is dealt for it
            self.waiting_game = self.needs.set_aside()
        self.playing = c
        self.needs.install(c, c.config)
        c.judged.connect(self._judged)
        c.judging.connect(self._weighing)
        c.human.prompt.connect(self._prompted)  # after the table's own prompt: its intro
        c.restored.connect(self._restarted)
        self.needs.redraw_position()
        self.game.started.emit(c)
        self.needs.deal_when_painted(c)

    # ---------------------------------------------------- at the position
    def _prompted(self, _kind: str, _view: object) -> None:
        c = self.controller()
        if c is None or c.choice is not None:
            return
        m = c.mistake
        self.said = partial(self._intro, m)
        self.shell.say(self.said())

    @staticmethod
    def _intro(m: Mistake) -> str:
        return words(INTRO.get(m.verdict, INTRO[""])).format(choice=choice_words(m.chosen))

    def _restarted(self) -> None:
        """Take Back at the position: the coach line goes, the question comes again."""
        self.coach_up = self.answer = None
        self.shell.decision.hide()

    def _weighing(self) -> None:
        self.coach_up = self._show_weighing
        self.coach_up()

    def _show_weighing(self) -> None:
        self.shell.decision.ask(QCoreApplication.translate(
            "Practice", "Weighing your choice against the best…"), [], self._after)

    def _judged(self, answer: Mapping[str, Any]) -> None:
        self.answer = answer
        self.said = None
        self.shell.say("")
        self.coach_up = partial(self._show_coach, answer)
        self.coach_up()

    def _show_coach(self, answer: Mapping[str, Any]) -> None:
        choices = [("another", QCoreApplication.translate("Practice", "Try &another"),
                    QCoreApplication.translate(
                        "Practice", "Another mistake to practise (or this one, dealt again)")),
                   ("review", QCoreApplication.translate("Practice", "&Back to the review"),
                    QCoreApplication.translate(
                        "Practice", "Leave practice and see the hand again"))]
        self.shell.decision.ask(coach_words(answer), choices, self._after)

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
        self.shell.decision.hide()
        config = self.config_before or self.game.config
        waiting, self.waiting_game, self.config_before = self.waiting_game, None, None
        if waiting is not None:
            self.needs.come_back(waiting)
        else:
            self.needs.start_game(config)
        if self.back is not None:
            self.back()
        elif mistake is not None:
            self._review(mistake)

    def _review(self, m: Mistake) -> None:
        from ..history.coach_panel import CoachSource
        from ..history.titles import hand_title

        names = list(m.names or self.game.config.names)
        store = self.services.store
        # the review with its coach, as Game History opens it: the verdicts read back
        coach = (CoachSource(store.directory, m.game_id, m.hand_number, m.seat, m.seconds)
                 if store is not None and m.game_id is not None else None)
        review = self.needs.review_record(dict(m.record), names, hand_title(m.hand_number),
                                          number=m.hand_number, coach=coach)
        review.slider.setValue(m.index + 1)  # the decision, its verdict beside it

    def closing(self) -> None:
        """The window closes: the game that waited is stopped too (its lock let go)."""
        if self.waiting_game is not None:
            self.needs.let_go(self.waiting_game)
            self.waiting_game = None

    # ------------------------------------------------------------ the list
    def show_list(self) -> None:
        """The list of mistakes: from ``source``, else read from the history by a
        worker with its own connection (every analysed hand is read and checked:
        the table never waits on that file work)."""
        from ...session.mistakes import mistakes
        from ..history.history_loader import READING, Failed, HistoryReader

        store = self.services.store
        if self.source is None and store is not None:
            self.shell.say(QCoreApplication.translate("History", READING))
            reader = HistoryReader(store.directory, notify=self.shell.notify)
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

        if not shiboken6.isValid(self.shell.window):
            return  # the window closed while the worker read
        if self.shell.status_label.text() == QCoreApplication.translate("History", READING):
            self.shell.say("")
        if isinstance(found, Failed):
            log.error("the analysed hands could not be read: %s", found.error)
            self.shell.notify([QCoreApplication.translate(
                "Practice", "Your analysed hands could not be read: {problem}.").format(
                problem=found.reason)])
            return
        from .mistakes_dialog import MistakesDialog

        dialog = MistakesDialog(found, self.shell.window)
        dialog.chosen.connect(lambda i: self.try_again(found[i], found))
        self.shell.keeps_keys(dialog)
        dialog.open()
        self.list_dialog = dialog

    # ------------------------------------------------------------ language
    def retranslate(self) -> None:
        """The intro on the status line and the coach line, said again."""
        if self.said is not None:
            self.shell.say(self.said())
        if self.coach_up is not None and not self.shell.decision.isHidden():
            self.coach_up()


def read_mistakes(store: HistoryStore) -> list[Mistake]:
    """On the history's worker: the mistakes of every analysed hand (no Qt object)."""
    from ...session.mistakes import mistakes

    return mistakes(store)

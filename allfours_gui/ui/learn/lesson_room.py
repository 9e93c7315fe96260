"""Help → Learn to Play: the window's room for the guided first game.

The lesson is played at the real table: its controller (session/lesson.py)
asks the person through the same prompts and card clicks as any game, and
this room puts the coach on the table, points at the button or card each
step takes (as a hint does), and says why another click is not taken."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from ...app.settings import DEFAULT_NAMES
from ...engine.cards import card_str
from ..wording import card_name
from .coach import CoachPanel, refusal_words, step_words, trick_words

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.events import TrickWon
    from ...engine.view import PlayerView
    from ...session.game_config import GameConfig
    from ...session.lesson import LessonController
    from ...session.table_session import TableSession
    from ..ports import CurrentGame, Services, TableShell
    from ..table.table_scene import TableScene


@dataclass(frozen=True)
class LessonNeeds:
    """What this room asks of the others (handed in by the window)."""

    start_game: Callable[[GameConfig], None]
    confirm_abandon: Callable[[Callable[[], object]], None]
    end_table: Callable[[], None]  # a networked table closed or left
    drop_controller: Callable[[], None]
    install: Callable[[TableSession, GameConfig], None]
    deal_when_painted: Callable[[TableSession], None]
    point_at: Callable[[Action | str | None], None]  # a card or button marked as a hint


class LessonRoom:
    """Offers the lesson, starts it, and follows its steps with the coach."""

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 needs: LessonNeeds) -> None:
        self.shell, self.game, self.services, self.needs = shell, game, services, needs
        self.panel: CoachPanel | None = None  # made the first time a lesson starts
        self.real_config: GameConfig | None = None  # the game to deal when the lesson ends
        self.offer_up = False  # the first start's offer waits for an answer
        self.last_trick: TrickWon | None = None  # the trick the coach last told of
        self._heard: TableScene | None = None  # the scene whose events the coach follows

    @property
    def controller(self) -> LessonController | None:
        from ...session.lesson import LessonController

        c = self.game.session
        return c if isinstance(c, LessonController) else None

    # ------------------------------------------------------------ starting
    def offer(self) -> None:
        """The very first start: the lesson, or a game at once."""
        self.offer_up = True

        def chosen(key: str) -> None:
            self.offer_up = False
            if key == "learn":
                self.start()
            else:
                self.needs.start_game(self.game.config)

        self.shell.decision.ask(
            QCoreApplication.translate(
                "Lesson", "New to All Fours? A short guided hand at this table shows how it is "
                "played."),
            # a game first and at Enter: most who open All Fours know it, and Help →
            # Learn to Play is always there; a newcomer reads the question and the
            # button beside it
            [("deal", QCoreApplication.translate("Lesson", "&Deal a game"),
              QCoreApplication.translate("Lesson", "Start a game straight away")),
             ("learn", QCoreApplication.translate("Lesson", "&Learn to play"),
              QCoreApplication.translate("Lesson", "A guided hand, one idea at a time"))],
            chosen, anchor="centre")

    def ask_start(self) -> None:
        """Help → Learn to Play: a game in progress is left first (asked)."""
        self.needs.confirm_abandon(self.start)

    def start(self) -> None:
        from ...session.lesson import LessonController

        config = self.game.config
        if self.controller is None:
            self.real_config = config
        names = tuple(config.names) if len(config.names) == 4 else DEFAULT_NAMES
        c = LessonController(names, think_ms=self.services.thinking_ms(),
                             parent=self.shell.window)
        self.needs.end_table()
        self.needs.drop_controller()  # a game in progress was confirmed left
        self.needs.install(c, c.config)
        c.step_changed.connect(self.show_step)
        c.wrong_choice.connect(self.refuse)
        c.restored.connect(self._restored)
        self.last_trick = None
        if self.panel is not None:
            self.panel.tell("")
        scene = self.shell.scene
        if self._heard is not scene:  # each event as the table shows it
            self._heard = scene
            scene.event_shown.connect(self._shown)
        # after the turn prompts' own slot: the prompt is up, then pointed at
        c.human.prompt.connect(self.point)
        self.needs.deal_when_painted(c)

    def start_real_game(self) -> None:
        """Skip, or the lesson's end: a real game with the person's own settings."""
        config = self.real_config or self.game.config
        self.real_config = None
        self.close()
        self.needs.start_game(config)

    def close(self) -> None:
        """The lesson left its table (a real game, a networked table)."""
        if self.panel is not None:
            self.panel.hide()

    # ---------------------------------------------------------- the steps
    def _panel(self) -> CoachPanel:
        if self.panel is None:
            self.panel = CoachPanel(self.shell.view, self.back, self.start_real_game, self.next)
            self.panel.placed.connect(self.keep_clear)
        return self.panel

    def show_step(self, index: int) -> None:
        from ...session.lesson import STEPS

        c = self.controller
        if c is None:
            return
        step = STEPS[index]
        hand = c.game.hand
        if hand is None or not hand.over:
            self.shell.summary.hide()  # Back from the summary into the play
        title, body = step_words(step.key, c.config.names)
        self._panel().show_step(index + 1, len(STEPS), title, body, waits=step.waits,
                                last=index == len(STEPS) - 1, first=index == 0)
        self.keep_clear()

    def keep_clear(self) -> None:
        """The hand's summary and the prompts beside the coach, not under it: moved
        left as far as they must (over the pack and the kicks), else below it."""
        panel = self.panel
        if panel is None or panel.isHidden():
            return
        for other in (self.shell.summary, self.shell.decision):
            if other.isHidden() or not other.geometry().intersects(panel.geometry()):
                continue
            room = self.shell.view.width() - 8 - other.width() - 10  # beside it, from the left
            if panel.x() - other.width() - 10 >= 4:
                other.move(panel.x() - other.width() - 10, other.y())
            elif room >= panel.MIN_WIDTH:  # side by side, the coach as narrow as it must be
                other.move(4, other.y())
                panel.shape_to(min(panel.width(), room))
                panel.move(other.geometry().right() + 10, panel.y())
            else:
                other.move(other.x(), min(panel.geometry().bottom() + 10,
                                          self.shell.view.height() - other.height()))

    def retranslate(self) -> None:
        """The language changed: the offer asked again, the step said again."""
        if self.offer_up and not self.shell.decision.isHidden():
            self.offer()
        c = self.controller
        if c is not None and self.panel is not None and self.panel.isVisible():
            self.show_step(c.step)
            self._tell_trick()

    def point(self, kind: str, view: PlayerView | None) -> None:
        """The button or card the step takes, marked as a hint marks it."""
        c = self.controller
        planned = c.expected() if c is not None else None
        if planned is not None:
            self.needs.point_at(planned)
        # after the prompt has placed itself once its layout ran (DecisionBar.ask)
        QTimer.singleShot(0, self.keep_clear)

    def refuse(self, tried: Action | None) -> None:
        from ...session.lesson import STEPS

        c = self.controller
        if c is None:
            return
        planned = c.expected()
        key = STEPS[c.step].key if c.step >= 0 else ""
        card = card_name(planned.card) if planned is not None and planned.card is not None \
            else ""
        why = c.why_not(tried.card) if tried is not None and tried.card is not None else None
        text = refusal_words(key, card, None if tried is None else
                             tried.do if tried.card is None else card_str(tried.card),
                             why, c.config.names)
        self._panel().say(text)
        self.shell.say(text)
        self.shell.transient = True

    def _shown(self, e: object) -> None:
        """As the table shows it: the person's card played (a note on another card
        goes), a trick taken (who took it, with which card, until the next)."""
        from ...engine.events import CardPlayed, TrickWon

        c = self.controller
        if c is None or self.panel is None:
            return
        if isinstance(e, CardPlayed) and e.seat == c.viewer:
            self.panel.say("")
        elif isinstance(e, TrickWon):
            self.last_trick = e
            self._tell_trick()

    def _tell_trick(self) -> None:
        c, e = self.controller, self.last_trick
        if c is None or e is None or self.panel is None:
            return
        card = next(x for s, x in e.cards if s == e.winner)
        self.panel.tell(trick_words(e.winner, card, c.config.names, c.viewer))

    def _restored(self) -> None:
        """Back: the hand replayed to an earlier step; the news told goes with it."""
        self.last_trick = None
        if self.panel is not None:
            self.panel.tell("")

    def back(self) -> None:
        c = self.controller
        if c is not None:
            c.back()

    def next(self) -> None:
        from ...session.lesson import STEPS

        c = self.controller
        if c is None:
            return
        if c.step == len(STEPS) - 1:
            self.start_real_game()
        else:
            c.go_on()

"""The window's views of past hands: the score history dock, hand review,
Game History and Statistics (docs/design.md §11).

The dock's panel is built the first time it is shown; the windows read the
history on a worker with their own connection, so the table never waits."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from ...session.game_config import GameConfig
from ..owned_windows import Latest
from ..table.overlays import team_name
from .titles import hand_title, us_and_them

if TYPE_CHECKING:
    from ...engine.hand import HandState
    from ...session.mistakes import Mistake
    from ..ports import CurrentGame, Services, TableShell
    from .coach_panel import CoachSource
    from .history_window import HistoryWindow, StatisticsWindow
    from .review import HandReviewWindow
    from .score_history import ScoreHistoryModel, ScoreHistoryPanel

# the practice room's Try again: a mistake, the ones after it, and Back to the review
Practise = Callable[..., None]


class HistoryViews:
    """The score history dock and the windows onto past hands and games."""

    history_window: Latest[HistoryWindow] = Latest()  # the last opened, while it is open
    statistics_window: Latest[StatisticsWindow] = Latest()
    review_window: Latest[HandReviewWindow] = Latest()

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 main: QMainWindow, practise: Practise) -> None:
        """``main``: the window the dock is docked in; ``practise``: the practice room's
        "try again" of a mistake."""
        self.shell, self.game, self.services = shell, game, services
        self.main, self.practise = main, practise
        self.finished_hands: dict[int, HandState] = {}  # this game's hands, once over

    def build_history_dock(self, config: GameConfig, view_menu: QMenu) -> None:
        # the panel (a table view and a chart) is built the first time it is
        # shown: most games never open it, and building it delays the first paint
        self.history_names: tuple[tuple[str, ...], tuple[str, ...]] = (
            tuple(config.names), us_and_them())
        self.model_built: ScoreHistoryModel | None = None
        self._history_panel: ScoreHistoryPanel | None = None
        dock = QDockWidget(QCoreApplication.translate("History", "Score history"), self.main)
        dock.setObjectName("score-history")
        self.main.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setVisible(False)
        self._placing_dock = False
        dock.visibilityChanged.connect(self._history_shown)
        self.dock = dock
        from .dock_spot import DockKeeper

        self.dock_keeper = DockKeeper(self.shell, dock)  # floating, off the cards and questions
        view_menu.addAction(dock.toggleViewAction())
        dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+H"))

    @property
    def history_model(self) -> ScoreHistoryModel:
        if self.model_built is None:
            from .score_history import ScoreHistoryModel

            self.model_built = ScoreHistoryModel(*self.history_names)
        return self.model_built

    @property
    def history_panel(self) -> ScoreHistoryPanel:
        if self._history_panel is None:
            from .score_history import ScoreHistoryPanel

            panel = self._history_panel = ScoreHistoryPanel(self.history_model)
            panel.table.doubleClicked.connect(
                lambda index: self.review_hand_number(index.row() + 1))
            panel.too_narrow.connect(self._widen_dock)
            self.dock.setWidget(panel)
            # the keys: Tab on the table reaches it, Escape goes back to the cards
            panel.table.setTabKeyNavigation(False)
            back = QShortcut(QKeySequence(Qt.Key.Key_Escape), panel)
            back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            back.activated.connect(self._back_to_table)
            self.shell.view.tab_stops = lambda: [panel.table] if self.dock.isVisible() \
                else []
        return self._history_panel

    def _back_to_table(self) -> None:
        self.main.activateWindow()
        self.shell.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        """The language changed (the window calls this): the dock's title and the
        sides' names again; the panel, a widget, re-sets its own words."""
        self.dock.setWindowTitle(
            QCoreApplication.translate("History", "Score history"))
        names = self.history_names[0]
        if len(names) == 4:
            self.history_names = (names, us_and_them())
        if self.model_built is not None:
            self.model_built.set_names(*self.history_names)
        if self._history_panel is not None:
            self.refresh_history()

    def new_game(self, config: GameConfig) -> None:
        """A game on the table: its hands from now on, its sides' names."""
        self.finished_hands = {}
        self.dress_names(config)

    def dress_names(self, config: GameConfig) -> None:
        """The score history's sides: "Us" and "Them" in the language shown, or the
        names."""
        names = config.names[:config.rules.players]
        if config.rules.players == 2:
            self.shell.scene.scoreboard.update_state(
                team_names=(team_name(0, names, 2), team_name(1, names, 2)))
        self.history_names = (tuple(names), us_and_them() if len(names) == 4
                              else tuple(names))
        if self.model_built is not None:
            self.model_built.set_names(*self.history_names)

    def _game_hands(self) -> list[HandState]:
        c = self.game.session
        if c is None:
            return []
        g = c.game
        hands = []
        for number, record in enumerate(g.records, start=1):
            if number not in self.finished_hands:
                if g.hand is not None and g.hand.number == number and g.hand.over:
                    self.finished_hands[number] = g.hand
                else:
                    from ...engine.record import hand_from_record

                    self.finished_hands[number] = hand_from_record(record)
                    self.finished_hands[number].number = number
            hands.append(self.finished_hands[number])
        if g.hand is not None and not g.hand.over:
            hands.append(g.hand)
        return hands

    def _history_shown(self, visible: bool) -> None:
        if visible:
            panel = self.history_panel  # built on first sight
            self.refresh_history()
            self._place_dock(panel.wanted_width())

    def _widen_dock(self, want: int) -> None:
        """The panel needs ``want`` (more hands, longer words): docked, the dock is placed
        again that wide; floating, it grows where the person put it."""
        dock = self.dock
        if not dock.isFloating():
            self._place_dock(want)
            return
        screen = dock.screen()
        room = screen.availableGeometry().width() - 16 if screen is not None else want
        dock.resize(max(dock.width(), min(want, room)), dock.height())

    def _place_dock(self, want: int) -> None:
        """The dock at least ``want`` wide: docked if the table keeps room, else floating."""
        from .dock_spot import keep_clear
        from .score_history import place_dock

        if not self._placing_dock:  # floating it shows it again
            self._placing_dock = True
            try:
                place_dock(self.main, self.dock, max(560, want),
                           self.shell.view.minimumWidth())
                keep_clear(self.shell, self.dock)
            finally:
                self._placing_dock = False

    def refresh_history(self) -> None:
        if self.dock.isVisible():
            self.history_panel.update_from(self._game_hands(), self.game.config.rules.target)

    def review_hand_number(self, number: int) -> None:
        """Review a hand of this game; the hand in progress only as the person sees it."""
        hands = self._game_hands()
        c = self.game.session
        if 1 <= number <= len(hands) and c is not None:
            hand = hands[number - 1]
            coach = None
            game_id = getattr(c, "game_id", None)
            if hand.over and self.services.store is not None and isinstance(game_id, int):
                from .coach_panel import CoachSource

                # a finished hand of this game, kept in the history: the coach's too
                coach = CoachSource(self.services.store.directory, game_id, number, c.viewer,
                                    self.services.coach_seconds)
            self.review_record(hand.record(), list(self.game.config.names),
                               hand_title(number, live=not hand.over),
                               viewer=None if hand.over else c.viewer,
                               number=number, coach=coach)

    def review_record(self, record: dict[str, Any], names: list[str], title: str,
                      viewer: int | None = None, number: int | None = None,
                      coach: CoachSource | None = None) -> HandReviewWindow:
        """Open a review of ``record`` (and return it)."""
        from .review import HandReviewWindow

        window = HandReviewWindow(record, names, title, self.services.art, self.main,
                                  viewer=viewer, number=number, coach=coach)
        if window.coach is not None:
            window.coach.practise = partial(self._practise, window, partial(
                self.review_record, record, names, title, viewer, number, coach))
        self.shell.keeps_keys(window)
        window.show()
        self.review_window = window
        return window

    def _practise(self, review: HandReviewWindow, again: Callable[[], object],
                  mistake: Mistake, queue: list[Mistake]) -> None:
        """The coach's Try again: the review gives the table its place while the
        decision is practised, and Back to the review opens it again at that step."""
        step = review.slider.value()
        stepped_aside: list[QWidget] = []  # Game History, hidden while practising

        def back() -> None:
            for window in stepped_aside:
                if shiboken6.isValid(window):
                    window.show()
            again()
            if self.review_window is not None:
                self.review_window.slider.setValue(step)

        def started(c: object) -> None:
            from ...session.practice import PracticeController

            if isinstance(c, PracticeController):
                self.game.started.disconnect(started)
                if shiboken6.isValid(review):
                    review.close()
                history = self.history_window
                if (history is not None and shiboken6.isValid(history)
                        and history.isVisible()):
                    history.hide()  # the table must be seen, not the list of games
                    stepped_aside.append(history)

        # practice may start at once, or once the person agrees to leave a game not kept
        self.game.started.connect(started)
        self.practise(mistake, queue=queue, back=back)

    def review_from_history(self, record: dict[str, Any], names: list[str], title: str,
                            coach: CoachSource | None = None) -> None:
        """A finished hand from Game History, with the coach's panel."""
        self.review_record(record, names, title, coach=coach)

    def show_history(self) -> None:
        if self.services.store is None:
            self.shell.say(QCoreApplication.translate("History",
                                                  "No history is kept in this session."))
            return
        from .history_window import HistoryWindow

        # read by a worker with its own connection: the table never waits on the file
        window = HistoryWindow(self.services.store.directory, self.review_from_history,
                               self.main,
                               notify=self.shell.notify, coach_seconds=self.services.coach_seconds)
        self.shell.keeps_keys(window)
        window.show()
        self.history_window = window

    def show_statistics(self) -> None:
        if self.services.store is None:
            self.shell.say(QCoreApplication.translate("History",
                                                  "No history is kept in this session."))
            return
        from .history_window import StatisticsWindow

        window = StatisticsWindow(self.services.store.directory, self.main,
                                  notify=self.shell.notify)
        self.shell.keeps_keys(window)
        window.show()
        self.statistics_window = window

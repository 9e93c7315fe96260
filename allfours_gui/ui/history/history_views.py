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
from PySide6.QtWidgets import QDockWidget, QWidget

from ...session.game_config import GameConfig
from ..table.overlays import team_name

if TYPE_CHECKING:
    from ...engine.hand import HandState
    from ...session.mistakes import Mistake
    from ..main_window import MainWindow
    from .coach_panel import CoachSource
    from .review import HandReviewWindow
    from .score_history import ScoreHistoryModel, ScoreHistoryPanel


def us_and_them() -> tuple[str, str]:
    """The two partnerships' names in a four-player game, seen from the person's side."""
    return (QCoreApplication.translate("History", "Us"),
            QCoreApplication.translate("History", "Them"))


def hand_title(number: int, live: bool = False) -> str:
    """A review's title: "Hand 3", or "Hand 3 (in progress)"."""
    if live:
        return QCoreApplication.translate("History", "Hand {number} (in progress)").format(
            number=number)
    return QCoreApplication.translate("History", "Hand {number}").format(number=number)


class HistoryViews:
    """The score history dock and the windows onto past hands and games."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self.finished_hands: dict[int, HandState] = {}  # this game's hands, once over

    def build_history_dock(self, config: GameConfig) -> None:
        # the panel (a table view and a chart) is built the first time it is
        # shown: most games never open it, and building it delays the first paint
        self.history_names: tuple[tuple[str, ...], tuple[str, ...]] = (
            tuple(config.names), us_and_them())
        self.model_built: ScoreHistoryModel | None = None
        self._history_panel: ScoreHistoryPanel | None = None
        dock = QDockWidget(QCoreApplication.translate("History", "Score history"), self.w)
        dock.setObjectName("score-history")
        self.w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setVisible(False)
        self._placing_dock = False
        dock.visibilityChanged.connect(self._history_shown)
        self.w.history_dock = dock
        from .dock_spot import DockKeeper

        self.dock_keeper = DockKeeper(self.w, dock)  # floating, off the cards and questions
        self.w.view_menu.addAction(dock.toggleViewAction())
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
            self.w.history_dock.setWidget(panel)
            # the keys: Tab on the table reaches it, Escape goes back to the cards
            panel.table.setTabKeyNavigation(False)
            back = QShortcut(QKeySequence(Qt.Key.Key_Escape), panel)
            back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            back.activated.connect(self._back_to_table)
            self.w.view.tab_stops = lambda: [panel.table] if self.w.history_dock.isVisible() \
                else []
        return self._history_panel

    def _back_to_table(self) -> None:
        self.w.activateWindow()
        self.w.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        """The language changed (the window calls this): the dock's title and the
        sides' names again; the panel, a widget, re-sets its own words."""
        self.w.history_dock.setWindowTitle(
            QCoreApplication.translate("History", "Score history"))
        names = self.history_names[0]
        if len(names) == 4:
            self.history_names = (names, us_and_them())
        if self.model_built is not None:
            self.model_built.set_names(*self.history_names)
        if self._history_panel is not None:
            self.refresh_history()

    def dress_names(self, config: GameConfig) -> None:
        names = config.names[:config.rules.players]
        if config.rules.players == 2:
            self.w.scene.scoreboard.update_state(
                team_names=(team_name(0, names, 2), team_name(1, names, 2)))
        self.history_names = (tuple(names), us_and_them() if len(names) == 4
                              else tuple(names))
        if self.model_built is not None:
            self.model_built.set_names(*self.history_names)

    def _game_hands(self) -> list[HandState]:
        c = self.w.controller
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
        dock = self.w.history_dock
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
                place_dock(self.w, self.w.history_dock, max(560, want),
                           self.w.view.minimumWidth())
                keep_clear(self.w, self.w.history_dock)
            finally:
                self._placing_dock = False

    def refresh_history(self) -> None:
        if self.w.history_dock.isVisible():
            self.history_panel.update_from(self._game_hands(), self.w.config.rules.target)

    def review_hand_number(self, number: int) -> None:
        """Review a hand of this game; the hand in progress only as the person sees it."""
        hands = self._game_hands()
        c = self.w.controller
        if 1 <= number <= len(hands) and c is not None:
            hand = hands[number - 1]
            coach = None
            game_id = getattr(c, "game_id", None)
            if hand.over and self.w.store is not None and isinstance(game_id, int):
                from .coach_panel import CoachSource

                # a finished hand of this game, kept in the history: the coach's too
                coach = CoachSource(self.w.store.directory, game_id, number, c.viewer,
                                    self.w.coach_seconds)
            self.review_record(hand.record(), list(self.w.config.names),
                               hand_title(number, live=not hand.over),
                               viewer=None if hand.over else c.viewer,
                               number=number, coach=coach)

    def review_record(self, record: dict[str, Any], names: list[str], title: str,
                      viewer: int | None = None, number: int | None = None,
                      coach: CoachSource | None = None) -> None:
        from .review import HandReviewWindow

        window = HandReviewWindow(record, names, title, self.w.art, self.w, viewer=viewer,
                                  number=number, coach=coach)
        if window.coach is not None:
            window.coach.practise = partial(self._practise, window, partial(
                self.review_record, record, names, title, viewer, number, coach))
        self.w.table_keeps_keys(window)
        window.show()
        self.w.review_window = window

    def _practise(self, review: HandReviewWindow, again: Callable[[], None],
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
            if self.w.review_window is not None:
                self.w.review_window.slider.setValue(step)

        def started(c: object) -> None:
            if getattr(c, "is_practice", False):
                self.w.game_started.disconnect(started)
                if shiboken6.isValid(review):
                    review.close()
                history = self.w.history_window
                if (history is not None and shiboken6.isValid(history)
                        and history.isVisible()):
                    history.hide()  # the table must be seen, not the list of games
                    stepped_aside.append(history)

        # practice may start at once, or once the person agrees to leave a game not kept
        self.w.game_started.connect(started)
        self.w.practice.try_again(mistake, queue=queue, back=back)

    def review_from_history(self, record: dict[str, Any], names: list[str], title: str,
                            coach: CoachSource | None = None) -> None:
        """A finished hand from Game History, with the coach's panel."""
        self.review_record(record, names, title, coach=coach)

    def show_history(self) -> None:
        if self.w.store is None:
            self.w.say(QCoreApplication.translate("History",
                                                  "No history is kept in this session."))
            return
        from .history_window import HistoryWindow

        # read by a worker with its own connection: the table never waits on the file
        window = HistoryWindow(self.w.store.directory, self.review_from_history, self.w,
                               notify=self.w.notify, coach_seconds=self.w.coach_seconds)
        self.w.table_keeps_keys(window)
        window.show()
        self.w.history_window = window

    def show_statistics(self) -> None:
        if self.w.store is None:
            self.w.say(QCoreApplication.translate("History",
                                                  "No history is kept in this session."))
            return
        from .history_window import StatisticsWindow

        window = StatisticsWindow(self.w.store.directory, self.w, notify=self.w.notify)
        self.w.table_keeps_keys(window)
        window.show()
        self.w.statistics_window = window

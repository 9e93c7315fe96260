"""The main window: the table, its overlays, menus and the status line; it
composes the rooms of the window (history, lesson, practice, the networked
table, the unsaved decisions) and hands each what it needs."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLockFile, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QToolBar, QToolButton

from ..app import i18n
from ..app.settings import AppSettings, TableLook
from ..session.game_config import GameConfig
from ..session.timing import SPEEDS
from .game_starts import GameStarts
from .history.history_views import HistoryViews
from .learn.lesson_room import LessonRoom
from .network.network_table import NetworkTable
from .owned_windows import Latest, free_on_close
from .practice.practice_room import PracticeRoom
from .table.accessible import score_text
from .table.card_art import CardArt
from .table.narrator import EVERY_CARD, TRICKS, Narrator
from .table.overlays import DecisionBar, NoticePanel, SummaryPanel, team_name
from .table.status_line import StatusLine
from .table.table_scene import TableScene
from .table.table_view import TableView
from .turn_prompts import TurnPrompts
from .wording import shown_names

if TYPE_CHECKING:
    # the engine's play, the history store and the controller are imported when
    # the first game starts, after the table is on screen
    from PySide6.QtWidgets import QDockWidget, QMessageBox

    from ..history.store import GameRow, HistoryStore
    from ..net.guest_session import GuestSession as RemoteController
    from ..session.controller import GameController, PlayerFactory
    from ..session.table_session import TableSession
    from .dialogs.game_dialogs import NewGameDialog, SettingsDialog
    from .dialogs.rules_window import RulesWindow
    from .history.history_window import HistoryWindow, StatisticsWindow
    from .history.review import HandReviewWindow
    from .network.net_dialogs import HostDialog, JoinDialog

    Controller = GameController | RemoteController


log = logging.getLogger(__name__)

# a mnemonic written beside the words, as Lao (and CJK) catalogues do: "ເກມໃໝ່(&N)…"
_MNEMONIC_GROUP = re.compile("\\s*[(\uff08]&[^)\uff09]+[)\uff09]")


def button_words(text: str) -> str:
    """A menu text as a toolbar button says it: without its mnemonic. Qt drops only
    the & and leaves "(N)" behind when the letter is written in brackets."""
    return _MNEMONIC_GROUP.sub("", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


class MainWindow(QMainWindow):
    game_started = Signal(object)  # the GameController, once connected to the table
    game_over = Signal(object)  # HandSummary
    painted = Signal()
    # the last of each window or dialog opened, while it is open (owned_windows.py: each
    # is deleted once closed, and these hold it weakly)
    history_window: Latest[HistoryWindow] = Latest()
    statistics_window: Latest[StatisticsWindow] = Latest()
    review_window: Latest[HandReviewWindow] = Latest()
    rules_window: Latest[RulesWindow] = Latest()
    new_game_dialog: Latest[NewGameDialog] = Latest()
    settings_dialog: Latest[SettingsDialog] = Latest()
    host_dialog: Latest[HostDialog] = Latest()
    join_dialog: Latest[JoinDialog] = Latest()
    confirm_box: Latest[QMessageBox] = Latest()
    history_dock: QDockWidget  # the score history, built by the history room

    def __init__(self, config: GameConfig, *, speed: str = "normal",
                 player_factory: PlayerFactory | None = None, autoplay: bool = False,
                 art: CardArt | None = None, think_ms: int | None = None,
                 settings: AppSettings | None = None, store: HistoryStore | None = None,
                 resume: GameRow | None = None, offer_resume: GameRow | None = None,
                 lock: QLockFile | None = None, defer_start: bool = False) -> None:
        """With ``defer_start`` the table is laid out but nothing starts until
        ``begin`` is called (the app calls it once the table is on screen)."""
        super().__init__()
        # the rooms of the window, each a class of its own (docs/design.md §11)
        self.games = GameStarts(self)
        self.turns = TurnPrompts(self)
        self.network = NetworkTable(self)
        self.past = HistoryViews(self)
        self.learn = LessonRoom(self)
        self.practice = PracticeRoom(self)
        self.settings = settings
        self.look = settings.look if settings is not None else TableLook()
        self.card_points_shown = settings.card_points if settings is not None else True
        # the coach's budget a decision (Settings; docs/design.md: the coach)
        self.coach_seconds = settings.coach_seconds if settings is not None else 3.0
        self.store = store
        self.history_dir: Path | None = None  # the history could not be written: try there
        self.setWindowTitle(self.tr("All Fours"))
        self.art = art or CardArt()
        self.speed = speed
        self.autoplay = autoplay
        self.player_factory = player_factory
        self.think_ms = think_ms
        self.controller: TableSession | None = None
        self._quit_confirmed = False
        # what happens at the table, said to a screen reader (table/narrator.py)
        self.narrator = Narrator(self)
        self.narrator.attach(self.names_shown, lambda: self.scene.human, lambda: self.scene.n,
                             lambda: score_text(self.scene))
        self.adopt_scene(TableScene(config.names[:config.rules.players], self.art, self))
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.decision = DecisionBar(self.view)
        self.summary = SummaryPanel(self.view)
        self.notice = NoticePanel(self.view)
        self.status_label = StatusLine()
        self.status_label.setObjectName("status-line")
        self.transient = False  # the status line explains a click, until the next turn
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addWidget(self.narrator.label)  # never drawn: read, not seen
        self.decision.asked.connect(self.narrator.tell)
        self.summary.told.connect(self.narrator.tell)
        self.turn_label = QLabel()  # who is to decide, always
        self.turn_label.setObjectName("turn-label")
        self.statusBar().addPermanentWidget(self.turn_label)
        self.net_label = QLabel()  # where the networked table is, while at one
        self.net_label.setObjectName("net-label")
        self.net_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.net_label)
        from .table.turn_clock import TurnClock  # a friend's time to decide, at a networked table

        self.turn_clock = TurnClock(self.names_shown,
                                    self.network.clock_viewer, self)
        self.statusBar().addPermanentWidget(self.turn_clock)
        from .unsaved_room import UnsavedRoom  # what the history has not taken, and closing

        self.unsaved = UnsavedRoom(self.statusBar(), self, lambda: self.controller, self.notify,
                                   self.names_shown, self._saved_elsewhere,
                                   asks=not autoplay)
        self.view.painted.connect(self.painted)
        self.view.painted.connect(self.games.on_first_paint)
        self.view.key_pressed.connect(self.turns.key)
        self.view.resized.connect(self._reposition_panels)
        self._build_menus()
        self.past.build_history_dock(config)
        self.fit_to_screen(1180, 800)
        self.config = config
        self.dress_table(config)
        if not defer_start:
            self.games.begin(store, resume, offer_resume, lock)

    def fit_to_screen(self, width: int, height: int) -> None:
        """Open at the preferred size, or smaller where the screen is (a 1366x768
        laptop must see the whole hand and the status line)."""
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            # the frame and title bar the window manager adds are not in our size
            width = min(width, room.width() - 16)
            height = min(height, room.height() - 48)
        self.resize(max(width, 640), max(height, 480))

    # ------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        """The menus and the toolbar; their texts are set by ``_set_menu_texts``, again
        whenever the language changes."""
        game = self.menuBar().addMenu("")
        self.game_menu = game
        self.act_new = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.New))
        self.act_new.triggered.connect(self.games.ask_new_game)
        self.act_hint = QAction(self, shortcut=QKeySequence("H"))
        self.act_hint.triggered.connect(self.turns.ask_hint)
        self.act_last_trick = QAction(self, shortcut=QKeySequence("L"))
        self.act_last_trick.triggered.connect(lambda: self.turns.toggle_last_trick())
        self.act_settings = QAction(self,
                                    shortcut=QKeySequence(QKeySequence.StandardKey.Preferences))
        if self.act_settings.shortcut().isEmpty():
            self.act_settings.setShortcut(QKeySequence("Ctrl+,"))
        self.act_settings.triggered.connect(self.ask_settings)
        self.act_quit = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Quit))
        self.act_quit.triggered.connect(self.close)
        for a in (self.act_new, self.act_hint, self.act_last_trick, self.act_settings):
            game.addAction(a)
        game.addSeparator()
        self.act_host = QAction(self)
        self.act_host.triggered.connect(self.network.ask_host_table)
        self.act_join = QAction(self)
        self.act_join.triggered.connect(self.network.ask_join_table)
        self.act_leave = QAction(self)
        self.act_leave.triggered.connect(self.network.ask_leave_table)
        self.act_leave.setEnabled(False)
        self.say_menu = game.addMenu("")  # the phrases, once at a networked table
        self.say_menu.setObjectName("say-menu")
        self.say_actions: list[QAction] = []
        self.say_menu.setEnabled(False)
        for a in (self.act_host, self.act_join, self.act_leave):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.act_quit)
        self.act_undo = QAction(self, shortcut=QKeySequence("Ctrl+Z"))
        self.act_undo.triggered.connect(self.games.take_back)
        self.act_history = QAction(self)
        self.act_history.triggered.connect(self.past.show_history)
        self.act_stats = QAction(self)
        self.act_stats.triggered.connect(self.past.show_statistics)
        self.act_practise = QAction(self)
        self.act_practise.setObjectName("practise-mistakes")
        self.act_practise.triggered.connect(self.practice.show_list)
        game.insertAction(self.act_quit, self.act_undo)
        game.insertAction(self.act_quit, self.act_history)
        game.insertAction(self.act_quit, self.act_stats)
        game.insertAction(self.act_quit, self.act_practise)
        game.insertSeparator(self.act_quit)
        view = self.menuBar().addMenu("")
        self.view_menu = view
        self.speed_menu = view.addMenu("")
        self.speed_group = QActionGroup(self)
        for name in SPEEDS:
            a = QAction(self, checkable=True)
            a.setData(name)
            a.setChecked(name == self.speed)
            a.triggered.connect(lambda _=False, n=name: self._choose_speed(n))
            self.speed_group.addAction(a)
            self.speed_menu.addAction(a)
        self._build_language_menu(view)
        help_menu = self.menuBar().addMenu("")
        self.help_menu = help_menu
        self.act_rules = QAction(self,
                                 shortcut=QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.act_rules.triggered.connect(self.show_rules)
        help_menu.addAction(self.act_rules)
        self.act_learn = QAction(self)
        self.act_learn.triggered.connect(self.learn.ask_start)
        help_menu.addAction(self.act_learn)
        self.act_about = QAction(self)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)

        def about() -> None:
            from .dialogs.about import show_about

            show_about(self)
        self.act_about.triggered.connect(about)
        help_menu.addAction(self.act_about)
        bar = QToolBar()
        bar.setObjectName("table-toolbar")
        bar.setMovable(False)
        bar.addAction(self.act_new)
        bar.addAction(self.act_hint)
        bar.addAction(self.act_last_trick)
        bar.addAction(self.act_rules)
        self.say_button = self.say_menu.menuAction()
        bar.addAction(self.say_button)
        tool = bar.widgetForAction(self.say_button)
        if isinstance(tool, QToolButton):
            tool.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.say_button.setVisible(False)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.table_bar = bar
        self._set_menu_texts()

    def _build_language_menu(self, view: QMenu) -> None:
        """View → Language: the system's language, then each language by its own name."""
        self.language_menu = view.addMenu("")
        self.language_menu.setObjectName("language-menu")
        self.language_group = QActionGroup(self)
        chosen = self.settings.language if self.settings is not None else ""
        self.act_system_language = QAction(self, checkable=True)
        self.act_system_language.setData("")
        for code, name in ("", ""), *i18n.LANGUAGES:
            a = self.act_system_language if not code else QAction(name, self, checkable=True)
            a.setData(code)
            a.setChecked(code == chosen)
            a.triggered.connect(lambda _=False, c=code: self.choose_language(c))
            self.language_group.addAction(a)
            self.language_menu.addAction(a)
            if not code:
                self.language_menu.addSeparator()

    def _set_menu_texts(self) -> None:
        # no two items of one menu share a letter: Alt+letter would only move between them
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New Game…"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_last_trick.setText(self.tr("&Last Trick"))
        self.act_last_trick.setToolTip(
            self.tr("Show the trick just won (or point at a won pile)"))
        self.act_settings.setText(self.tr("&Settings…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_host.setText(self.tr("H&ost a Table…"))
        self.act_host.setToolTip(self.tr("Open a table that friends on your network can join"))
        self.act_join.setText(self.tr("&Join a Table…"))
        self.act_join.setToolTip(self.tr("Sit down at a friend's table"))
        # the host closes the table, a guest leaves it (the network room says which)
        self.act_leave.setText(self.tr("Lea&ve the Table") if self.network.host is None
                               else self.tr("&Close the Table"))
        self.say_menu.setTitle(self.tr("Sa&y"))
        self.say_button.setToolTip(self.tr("Say something to the table"))
        self.act_undo.setText(self.tr("&Take Back"))
        self.act_history.setText(self.tr("Game H&istory…"))
        self.act_stats.setText(self.tr("St&atistics…"))
        self.act_practise.setText(self.tr("Practise &Mistakes…"))
        self.act_practise.setToolTip(self.tr("Play again the decisions the analysis called "
                                             "mistakes"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        speeds = {"slow": self.tr("Slow"), "normal": self.tr("Normal"),
                  "fast": self.tr("Fast"), "instant": self.tr("Instant")}
        for a in self.speed_group.actions():
            a.setText(speeds.get(str(a.data()), str(a.data()).title()))
        self.language_menu.setTitle(self.tr("&Language"))
        self.act_system_language.setText(self.tr("System Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_learn.setText(self.tr("Learn to &Play"))
        self.act_learn.setToolTip(self.tr("A guided hand at this table, one idea at a time"))
        self.act_about.setText(self.tr("&About All Fours"))
        self.table_bar.setWindowTitle(self.tr("Table"))
        for a in self.table_bar.actions():
            a.setIconText(button_words(a.text()))

    def choose_language(self, code: str) -> None:
        """Speak ``code`` from now on ("" follows the system), kept in the settings. The
        game goes on: Qt tells every widget (LanguageChange) and each re-sets its texts."""
        if self.settings is not None:
            self.settings.language = code
        for a in self.language_group.actions():
            a.setChecked(a.data() == code)
        app = QCoreApplication.instance()
        if app is not None:
            i18n.install(app, i18n.chosen(code))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-set every text this window set, in the language now installed; the table and
        the rooms re-set theirs. The game itself is not touched."""
        self.setWindowTitle(self.tr("All Fours"))
        self._set_menu_texts()
        if hasattr(self, "history_dock"):
            self.history_dock.setWindowTitle(QCoreApplication.translate("History",
                                                                        "Score history"))
        # The scene and the rooms are no widgets, so Qt does not tell them: each says its
        # own texts again. The status and turn lines are the turn prompts' (news a room
        # said there, that room's). The panels on the table are widgets: each hears
        # LanguageChange itself, and the room that filled one fills it again.
        self.scene.retranslate()
        self.turns.retranslate()
        self.games.retranslate()
        self.network.retranslate()
        self.past.retranslate()
        self.learn.retranslate()
        self.practice.retranslate()
        self.unsaved.retranslate()

    # ------------------------------------------------------------- the table
    def adopt_scene(self, scene: TableScene) -> None:
        self.scene = scene
        scene.set_look(self.look)
        scene.card_clicked.connect(self.turns.on_card_clicked)
        scene.won_pile_hovered.connect(self.turns.won_pile_hovered)
        # nobody marked (a new hand, the deal): nobody named in the status bar
        scene.turn_marked.connect(self._turn_marked)
        scene.event_shown.connect(self.narrator.event_shown)
        scene.words_left = self.narrator.wait_ms

    def _turn_marked(self, seat: int) -> None:
        if seat < 0:
            self.turn_label.clear()

    def dress_table(self, config: GameConfig) -> None:
        names = config.names[:config.rules.players]
        players = config.rules.players
        self.scene.set_speed(self.speed)
        self.scene.scoreboard.update_state(
            team_names=(team_name(0, names, players), team_name(1, names, players))
            if players == 2 else (self.tr("Us"), self.tr("Them")),
            scores=(0, 0), target=config.rules.target, trump=-1, hand_number=0)

    def thinking_ms(self, fixed: bool = True) -> int:
        """How long a computer seems to think at this speed (with ``fixed``, the
        tests' fixed value wins)."""
        if fixed and self.think_ms is not None:
            return self.think_ms
        return 0 if self.speed == "instant" else int(450 * self.scene.speed)

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self.scene.set_speed(speed)
        # a speed the person picks is theirs, whatever the tests fixed at the start
        think = self.thinking_ms(fixed=False)
        if self.controller is not None:
            self.controller.think_ms = think
        if self.network.host is not None and self.think_ms is None:
            self.network.host.settings.think_ms = think

    def _choose_speed(self, speed: str) -> None:
        self.set_speed(speed)
        if self.settings is not None:
            self.settings.speed = speed

    def confirm(self, title: str, text: str, yes: str, no: str,
                then: Callable[[], object]) -> None:
        """Ask (window-modal, the table keeps its keys); ``then()`` on ``yes``."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("confirm-abandon")
        leave = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(no, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(leave)
        box.finished.connect(lambda _r: box.clickedButton() is leave and then())
        self.table_keeps_keys(box)
        self.confirm_box = box
        box.open()

    def set_look(self, look: TableLook) -> None:
        """High contrast, large cards, reduced motion: the table and its panels at once."""
        self.look = look
        self.scene.set_look(look)
        self.narrator.amount = EVERY_CARD if look.say_every_card else TRICKS
        for panel in (self.decision, self.summary, self.notice, self.network.lobby_built,
                      self.learn.panel):
            if panel is not None:
                panel.restyle()

    def ask_settings(self) -> None:
        from .dialogs.game_dialogs import SettingsDialog, chosen_look

        dialog = SettingsDialog(self.speed, self.art.back, self.art.four_colour,
                                self.config.strict_table, self,
                                card_points=self.card_points_shown, look=self.look,
                                coach_seconds=self.coach_seconds)

        def accepted() -> None:
            self._choose_speed(str(dialog.speed.currentData()))
            for a in self.speed_group.actions():
                a.setChecked(a.data() == self.speed)
            self.art.set_style(str(dialog.back.currentData()), dialog.four_colour.isChecked())
            self.config.strict_table = dialog.strict.isChecked()
            self.card_points_shown = dialog.card_points.isChecked()
            self.games.show_card_points()
            self.set_look(chosen_look(dialog))
            self.coach_seconds = dialog.coach_seconds.value()
            if self.settings is not None:
                self.settings.coach_seconds = self.coach_seconds
                self.settings.look = self.look
                self.settings.card_points = self.card_points_shown
                self.settings.card_back = self.art.back
                self.settings.four_colour = self.art.four_colour
                self.settings.strict_table = self.config.strict_table
            for item in self.scene.cards.values():
                item.update()
        dialog.accepted.connect(accepted)
        self.table_keeps_keys(dialog)
        dialog.open()
        self.settings_dialog = dialog

    def table_keeps_keys(self, dialog: QDialog) -> None:
        """Once a dialog closes, the keys go to the table again; and the dialog is
        deleted (owned_windows.py)."""
        free_on_close(dialog)
        dialog.finished.connect(self._table_takes_keys)

    def _table_takes_keys(self) -> None:
        self.view.setFocus()

    def show_rules(self) -> None:
        from .dialogs.rules_window import RulesWindow

        window = RulesWindow(self.config.rules, self)
        self.table_keeps_keys(window)
        window.show()
        self.rules_window = window

    def notify(self, lines: Sequence[str], folder: str | Path | None = None) -> None:
        """Tell the person something they must read (a file set aside, a game
        open elsewhere): a panel that stays until dismissed, and the log."""
        for line in lines:
            log.warning("%s", line)
        self.notice.add(list(lines), None if folder is None else str(folder))

    def names_shown(self) -> list[str]:
        """The seats' names as the table shows them (the default names in the
        language chosen, a typed name as typed)."""
        return shown_names(self.config.names)

    def say(self, text: str, spoken: str | None = None) -> None:
        """``text`` on the status line; ``spoken``, shorter words for a screen
        reader when the line is an instruction a listener has already heard."""
        self.status_label.setText(text)
        self.narrator.tell(text if spoken is None else spoken)
        self.transient = False

    def _saved_elsewhere(self, path: Path) -> None:
        if self.settings is not None:  # taken back into the history at the next start
            self.settings.saved_elsewhere = [*self.settings.saved_elsewhere, str(path)]
            self.settings.sync()

    def _quit_now(self) -> None:
        self._quit_confirmed = True
        self.close()

    def _reposition_panels(self) -> None:
        # isHidden, not isVisible: a panel shown before the window is (a resume
        # offer) must follow the window's first resize too
        if not self.decision.isHidden():
            self.decision.place(self.decision.anchor)
        if not self.summary.isHidden():
            self.summary.place()
        if not self.notice.isHidden():
            self.notice.place()
        if self.network.lobby_built is not None and not self.network.lobby_built.isHidden():
            self.network.lobby_built.place()
        if self.learn.panel is not None and not self.learn.panel.isHidden():
            self.learn.panel.place()
            self.learn.keep_clear()

    def closeEvent(self, event: QCloseEvent) -> None:
        friends = self.network.friends_seated()
        if friends and not self._quit_confirmed:
            event.ignore()  # asked first: the table closes for them
            host = self.network.host
            playing = host is not None and host.controller is not None
            text = (self.tr("Quit? The table closes for {friends}. The game stays in your "
                            "history: next time, Host it again and they take their seats "
                            "back.") if playing
                    else self.tr("Quit? The table closes for {friends}."))
            self.confirm(self.tr("Quit All Fours"), text.format(friends=friends),
                         self.tr("Quit"), self.tr("Keep playing"), self._quit_now)
            return
        if not self.unsaved.may_close(self._quit_now):
            event.ignore()  # asked first: what the history has not taken
            return
        self.network.end_table(quitting=True)
        if self.controller is not None:
            self.controller.stop()
        self.practice.closing()
        if self.settings is not None and not self.autoplay:
            self.settings.save_geometry(self.saveGeometry())
            self.settings.sync()
        super().closeEvent(event)


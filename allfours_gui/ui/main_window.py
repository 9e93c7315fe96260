"""The main window: the table, its overlays, menus and the status line; it
composes the rooms of the window (history, lesson, practice, the networked
table, the unsaved decisions) and hands each what it needs."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QLockFile, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QToolBar, QToolButton

from ..app import i18n
from ..app.settings import AppSettings, TableLook
from ..session.game_config import GameConfig
from ..session.timing import SPEEDS
from .game_starts import GameNeeds, GameStarts
from .history.history_views import HistoryViews
from .learn.lesson_room import LessonNeeds, LessonRoom
from .network.net_room import NetNeeds
from .network.network_table import NetworkTable
from .owned_windows import Latest
from .ports import CurrentGame, Services, TableShell
from .practice.practice_room import PracticeNeeds, PracticeRoom
from .table.accessible import score_text
from .table.card_art import CardArt
from .table.narrator import EVERY_CARD, TRICKS, Narrator
from .table.overlays import DecisionBar, NoticePanel, Panel, SummaryPanel
from .table.status_line import StatusLine
from .table.table_scene import TableScene
from .table.table_view import TableView
from .table.turn_clock import TurnClock
from .turn_prompts import TurnPrompts

if TYPE_CHECKING:
    # the engine's play, the history store and the controller are imported when
    # the first game starts, after the table is on screen
    from PySide6.QtWidgets import QDockWidget, QMessageBox

    from ..history.store import GameRow, HistoryStore
    from ..session.controller import PlayerFactory
    from ..session.table_session import TableSession
    from .dialogs.game_dialogs import NewGameDialog, SettingsDialog
    from .dialogs.rules_window import RulesWindow
    from .history.history_window import HistoryWindow, StatisticsWindow
    from .history.review import HandReviewWindow
    from .network.join_dialog import JoinDialog
    from .network.net_dialogs import HostDialog


log = logging.getLogger(__name__)

# a mnemonic written beside the words, as Lao (and CJK) catalogues do: "ເກມໃໝ່(&N)…"
_MNEMONIC_GROUP = re.compile("\\s*[(\uff08]&[^)\uff09]+[)\uff09]")


def button_words(text: str) -> str:
    """A menu text as a toolbar button says it: without its mnemonic. Qt drops only
    the & and leaves "(N)" behind when the letter is written in brackets."""
    return _MNEMONIC_GROUP.sub("", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


class _Port:
    """A window attribute that is a port's (``window.scene`` is the shell's): the window
    composes the rooms, and the tests and the app read the table through it."""

    def __init__(self, port: str, name: str | None = None) -> None:
        self.port, self.name = port, name

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = self.name or name

    def __get__(self, obj: object, objtype: type | None = None) -> Any:
        if obj is None:
            return self
        return getattr(getattr(obj, self.port), str(self.name))

    def __set__(self, obj: object, value: object) -> None:
        setattr(getattr(obj, self.port), str(self.name), value)


class Room(Protocol):
    """What the window asks of every room: its words again, in the language now."""

    def retranslate(self) -> None: ...


class MainWindow(QMainWindow):
    painted = Signal()
    # what the rooms hold, read through the window (ports.py: the rooms get the ports)
    scene: TableScene = _Port("shell")  # type: ignore[assignment]
    view: TableView = _Port("shell")  # type: ignore[assignment]
    decision: DecisionBar = _Port("shell")  # type: ignore[assignment]
    summary: SummaryPanel = _Port("shell")  # type: ignore[assignment]
    notice: NoticePanel = _Port("shell")  # type: ignore[assignment]
    status_label: StatusLine = _Port("shell")  # type: ignore[assignment]
    turn_label: QLabel = _Port("shell")  # type: ignore[assignment]
    net_label: QLabel = _Port("shell")  # type: ignore[assignment]
    turn_clock: TurnClock = _Port("shell")  # type: ignore[assignment]
    narrator: Narrator = _Port("shell")  # type: ignore[assignment]
    transient: bool = _Port("shell")  # type: ignore[assignment]
    confirm_box: QMessageBox | None = _Port("shell")  # type: ignore[assignment]
    look: TableLook = _Port("shell")  # type: ignore[assignment]
    controller: TableSession | None = _Port("current", "session")  # type: ignore[assignment]
    config: GameConfig = _Port("current")  # type: ignore[assignment]
    game_started: SignalInstance = _Port("current", "started")  # type: ignore[assignment]
    game_over: SignalInstance = _Port("current", "over")  # type: ignore[assignment]
    store: HistoryStore | None = _Port("services")  # type: ignore[assignment]
    history_dir: Path | None = _Port("services")  # type: ignore[assignment]
    settings: AppSettings | None = _Port("services")  # type: ignore[assignment]
    art: CardArt = _Port("services")  # type: ignore[assignment]
    speed: str = _Port("services")  # type: ignore[assignment]
    autoplay: bool = _Port("services")  # type: ignore[assignment]
    player_factory: PlayerFactory | None = _Port("services")  # type: ignore[assignment]
    think_ms: int | None = _Port("services")  # type: ignore[assignment]
    coach_seconds: float = _Port("services")  # type: ignore[assignment]
    card_points_shown: bool = _Port("services")  # type: ignore[assignment]
    history_dock: QDockWidget = _Port("past", "dock")  # type: ignore[assignment]
    history_window: HistoryWindow | None = _Port("past")  # type: ignore[assignment]
    statistics_window: StatisticsWindow | None = _Port("past")  # type: ignore[assignment]
    review_window: HandReviewWindow | None = _Port("past")  # type: ignore[assignment]
    new_game_dialog: NewGameDialog | None = _Port("games")  # type: ignore[assignment]
    host_dialog: HostDialog | None = _Port("network")  # type: ignore[assignment]
    join_dialog: JoinDialog | None = _Port("network")  # type: ignore[assignment]
    act_leave: QAction = _Port("network")  # type: ignore[assignment]
    say_menu: QMenu = _Port("network")  # type: ignore[assignment]
    say_button: QAction = _Port("network")  # type: ignore[assignment]
    say_actions: list[QAction] = _Port("network")  # type: ignore[assignment]
    # the last of each window opened here, while it is open (owned_windows.py)
    rules_window: Latest[RulesWindow] = Latest()
    settings_dialog: Latest[SettingsDialog] = Latest()

    def __init__(self, config: GameConfig, *, speed: str = "normal",
                 player_factory: PlayerFactory | None = None, autoplay: bool = False,
                 art: CardArt | None = None, think_ms: int | None = None,
                 settings: AppSettings | None = None, store: HistoryStore | None = None,
                 resume: GameRow | None = None, offer_resume: GameRow | None = None,
                 lock: QLockFile | None = None, defer_start: bool = False) -> None:
        """With ``defer_start`` the table is laid out but nothing starts until
        ``begin`` is called (the app calls it once the table is on screen)."""
        super().__init__()
        self.setWindowTitle(self.tr("All Fours"))
        self._quit_confirmed = False
        # the three ports every room is handed (ports.py, docs/design.md §11)
        self.services = Services(store=store, settings=settings, art=art or CardArt(),
                                 player_factory=player_factory, autoplay=autoplay,
                                 think_ms=think_ms, speed=speed)
        self.current = CurrentGame(config, self)
        # what happens at the table, said to a screen reader (table/narrator.py)
        narrator = Narrator(self)
        status_label = StatusLine()
        status_label.setObjectName("status-line")
        turn_label = QLabel()
        turn_label.setObjectName("turn-label")
        net_label = QLabel()
        net_label.setObjectName("net-label")
        net_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        turn_clock = TurnClock(self.current.names_shown,
                               lambda: self.network.clock_viewer(), self)
        scene = TableScene(config.names[:config.rules.players], self.services.art, self)
        self.shell = TableShell(self, scene, self.services.art,
                                settings.look if settings is not None else TableLook(),
                                lambda: self.services.speed, narrator, turn_clock,
                                status_label, turn_label, net_label)
        self._compose()
        narrator.attach(self.current.names_shown, lambda: self.scene.human,
                        lambda: self.scene.n, lambda: score_text(self.scene))
        self.shell.scene_changed.connect(self._watch_scene)
        self._watch_scene(scene)
        self.setCentralWidget(self.view)
        self.statusBar().addWidget(status_label, 1)
        self.statusBar().addWidget(narrator.label)  # never drawn: read, not seen
        self.decision.asked.connect(narrator.tell)
        self.summary.told.connect(narrator.tell)
        self.statusBar().addPermanentWidget(turn_label)  # who is to decide, always
        self.statusBar().addPermanentWidget(net_label)  # where the networked table is
        self.statusBar().addPermanentWidget(turn_clock)  # a friend's time to decide
        from .unsaved_room import UnsavedRoom  # what the history has not taken, and closing

        self.unsaved = UnsavedRoom(self.statusBar(), self, lambda: self.controller,
                                   self.shell.notify, self.current.names_shown,
                                   self._saved_elsewhere, asks=not autoplay)
        self.current.installed.connect(self.unsaved.follow)
        self.view.painted.connect(self.painted)
        self.view.painted.connect(self.games.on_first_paint)
        self.view.key_pressed.connect(self.turns.key)
        self.view.resized.connect(self._reposition_panels)
        self._build_menus()
        self.past.build_history_dock(config, self.view_menu)
        self.fit_to_screen(1180, 800)
        self.games.dress_table(config)
        if not defer_start:
            self.games.begin(store, resume, offer_resume, lock)

    def _compose(self) -> None:
        """The rooms of the window (docs/design.md §11), each handed the ports and what
        it needs of the others as callables: no room holds the window or another room."""
        shell, current, services = self.shell, self.current, self.services
        self.games = GameStarts(shell, current, services, GameNeeds(
            offer_lesson=lambda: self.learn.offer(),
            close_lesson=lambda: self.learn.close(),
            lesson_keep_clear=lambda: self.learn.keep_clear(),
            at_network_table=lambda: self.network.at_network_table(),
            hosting=lambda: self.network.host is not None,
            guest=lambda: self.network.guest,
            host_again=lambda row, lock: self.network.host_again(row, lock),
            end_table=lambda: self.network.end_table(),
            ask_host_table=lambda: self.network.ask_host_table(),
            ask_join_table=lambda: self.network.ask_join_table(),
            save_net_setting=lambda key, value: self.network.save_net_setting(key, value),
            new_history=lambda config: self.past.new_game(config),
            refresh_history=lambda: self.past.refresh_history(),
            practice_config=lambda: self.practice.config_before,
            hide_last_trick=lambda: self.turns.hide_last_trick(),
            hint_allowed=lambda on: self.turns.hint_allowed(on),
            enable_undo=lambda on: self.act_undo.setEnabled(on),
            enable_learn=lambda on: self.act_learn.setEnabled(on)))
        games = self.games
        self.turns = TurnPrompts(shell, current, services, self._panels,
                                 lambda on: self.act_hint.setEnabled(on))
        self.network = NetworkTable(shell, current, services, NetNeeds(
            confirm_abandon=games.confirm_abandon, drop_controller=games.drop_controller,
            install=games.install, redraw_position=games.redraw_position,
            start_game=games.start_game, dress_table=games.dress_table,
            history_names=lambda config: self.past.dress_names(config),
            enable_undo=lambda on: self.act_undo.setEnabled(on)))
        self.past = HistoryViews(shell, current, services, self,
                                 lambda *a, **k: self.practice.try_again(*a, **k))
        self.learn = LessonRoom(shell, current, services, LessonNeeds(
            start_game=games.start_game, confirm_abandon=games.confirm_abandon,
            end_table=self.network.end_table, drop_controller=games.drop_controller,
            install=games.install, deal_when_painted=games.deal_when_painted,
            point_at=self.turns.point_at))
        self.practice = PracticeRoom(shell, current, services, PracticeNeeds(
            at_network_table=self.network.at_network_table, set_aside=games.set_aside,
            come_back=games.come_back, let_go=games.let_go, install=games.install,
            redraw_position=games.redraw_position, deal_when_painted=games.deal_when_painted,
            start_game=games.start_game,
            review_record=lambda *a, **k: self.past.review_record(*a, **k)))

    def _panels(self) -> list[Panel | None]:
        """Every panel on the table: the shell's, then each room's (None: not built)."""
        return [self.notice, self.decision, self.summary, self.network.lobby_built,
                self.learn.panel]

    def _watch_scene(self, scene: TableScene) -> None:
        # nobody marked (a new hand, the deal): nobody named in the status bar
        scene.turn_marked.connect(self._turn_marked)
        scene.event_shown.connect(self.narrator.event_shown)
        scene.words_left = self.narrator.wait_ms

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
        self.act_hint.setEnabled(False)  # on while the person has a decision (turn_prompts)
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
        self.act_join.triggered.connect(lambda: self.network.ask_join_table())
        self.act_leave.triggered.connect(self.network.ask_leave_table)
        game.addMenu(self.say_menu)  # the networked table's phrases
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
        # The scene and the rooms are no widgets, so Qt does not tell them: each says its
        # own texts again. The status and turn lines are the turn prompts' (news a room
        # said there, that room's). The panels on the table are widgets: each hears
        # LanguageChange itself, and the room that filled one fills it again.
        self.scene.retranslate()
        for room in self._rooms():
            room.retranslate()

    def _rooms(self) -> tuple[Room, ...]:
        """Every room of the window, in the order each says its words again."""
        return (self.turns, self.games, self.network, self.past, self.learn, self.practice,
                self.unsaved)

    # ------------------------------------------------------------- the table
    def _turn_marked(self, seat: int) -> None:
        if seat < 0:
            self.turn_label.clear()

    def thinking_ms(self, fixed: bool = True) -> int:
        return self.services.thinking_ms(fixed)

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
        self.shell.confirm(title, text, yes, no, then)

    def set_look(self, look: TableLook) -> None:
        """High contrast, large cards, reduced motion: the table and its panels at once."""
        self.look = look
        self.scene.set_look(look)
        self.narrator.amount = EVERY_CARD if look.say_every_card else TRICKS
        for panel in self._panels():
            if panel is not None:
                panel.restyle()

    def ask_settings(self) -> None:
        from .dialogs.game_dialogs import SettingsDialog, chosen_look

        dialog = SettingsDialog(self.speed, self.art.back, self.art.four_colour,
                                self.config.strict_table, self,
                                card_points=self.card_points_shown, look=self.look,
                                coach_seconds=self.coach_seconds,
                                mailbox=self.network.parts.net_setting("mailbox"),
                                relay=self.network.parts.net_setting("relay"))

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
                self.settings.set_net("mailbox", dialog.mailbox.text() or None)
                self.settings.set_net("relay", dialog.relay.text() or None)
            for item in self.scene.cards.values():
                item.update()
        dialog.accepted.connect(accepted)
        self.table_keeps_keys(dialog)
        dialog.open()
        self.settings_dialog = dialog

    def table_keeps_keys(self, dialog: QDialog) -> None:
        self.shell.keeps_keys(dialog)

    def show_rules(self) -> None:
        from .dialogs.rules_window import RulesWindow

        window = RulesWindow(self.config.rules, self)
        self.table_keeps_keys(window)
        window.show()
        self.rules_window = window

    def notify(self, lines: Sequence[str], folder: str | Path | None = None) -> None:
        self.shell.notify(lines, folder)

    def names_shown(self) -> list[str]:
        return self.current.names_shown()

    def say(self, text: str, spoken: str | None = None) -> None:
        self.shell.say(text, spoken)

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
        for panel in self._panels():
            if isinstance(panel, DecisionBar) and not panel.isHidden():
                panel.place(panel.anchor)  # where it was asked: over the cut, by the hand
            elif panel is not None and not panel.isHidden():
                panel.place()
        if self.learn.panel is not None and not self.learn.panel.isHidden():
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


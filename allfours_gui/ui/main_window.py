"""The main window: the table, its overlays, menus and the status line.

Over 600 lines for now: it still composes the networked table (host, join,
lobby) and the end-of-hand panels itself; issue 24 moves those into rooms of
their own."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLockFile, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QToolBar,
    QToolButton,
)

from ..app.settings import DEFAULT_PORT, LEVELS, AppSettings
from ..engine.cards import RANK_NAMES, SUIT_NAMES, SUIT_OF
from ..engine.reasons import Reason
from ..engine.rules import Rules
from ..session.game_config import HUMAN, REMOTE, GameConfig
from ..session.timing import SPEEDS
from .owned_windows import Latest, free_on_close
from .table.card_art import CardArt
from .table.overlays import (
    NEXT_KEYS,
    PREVIOUS_KEYS,
    DecisionBar,
    NoticePanel,
    Panel,
    SummaryPanel,
    team_name,
)
from .table.status_line import StatusLine
from .table.table_scene import TableScene, card_label
from .table.table_view import TableView
from .wording import cap as cap_first
from .wording import is_you, people, refusal, said

if TYPE_CHECKING:
    # the engine's play, the history store and the controller are imported when
    # the first game starts, after the table is on screen
    from PySide6.QtWidgets import QMessageBox

    from ..engine.actions import Action
    from ..engine.events import Event
    from ..engine.hand import HandState
    from ..engine.summary import HandSummary
    from ..engine.view import PlayerView
    from ..history.store import GameRow, HistoryStore
    from ..net.host import TableHost, TableSettings
    from ..session.controller import GameController, PlayerFactory
    from .dialogs.game_dialogs import NewGameDialog, SettingsDialog
    from .dialogs.rules_window import RulesWindow
    from .history.history_window import HistoryWindow, StatisticsWindow
    from .history.review import HandReviewWindow
    from .history.score_history import ScoreHistoryModel, ScoreHistoryPanel
    from .network.net_dialogs import HostDialog, JoinDialog, LobbyPanel
    from .network.remote_controller import RemoteController

    Controller = GameController | RemoteController


log = logging.getLogger(__name__)

PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# the cards of your hand from the left: 1-9, then 0, - and = (twelve after running the pack)
PHRASE_MS = 3000  # how long a phrase said at the table stays (at Normal speed)
CARD_KEYS = {Qt.Key(Qt.Key.Key_1 + i): i for i in range(9)} | {
    Qt.Key.Key_0: 9, Qt.Key.Key_Minus: 10, Qt.Key.Key_Equal: 11}


def config_of(row: GameRow, base: GameConfig) -> GameConfig:
    """The configuration of a stored game (the table settings from ``base``);
    a level this version does not have plays as medium."""
    levels = tuple(lv if lv in (HUMAN, *LEVELS) else "medium" for lv in row.levels)
    return GameConfig(rules=Rules.from_json(row.rules), names=tuple(row.names),
                      levels=levels, strict_table=base.strict_table)


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

    def __init__(self, config: GameConfig, *, speed: str = "normal",
                 player_factory: PlayerFactory | None = None, autoplay: bool = False,
                 art: CardArt | None = None, think_ms: int | None = None,
                 settings: AppSettings | None = None, store: HistoryStore | None = None,
                 resume: GameRow | None = None, offer_resume: GameRow | None = None,
                 lock: QLockFile | None = None, defer_start: bool = False) -> None:
        """With ``defer_start`` the table is laid out but nothing starts until
        ``begin`` is called (the app calls it once the table is on screen)."""
        super().__init__()
        self.settings = settings
        self.card_points_shown = settings.card_points if settings is not None else True
        self.store = store
        self.history_dir: Path | None = None  # the history could not be written: try there
        self._finished_hands: dict[int, HandState] = {}
        self.setWindowTitle("All Fours")
        self.art = art or CardArt()
        self.speed = speed
        self.autoplay = autoplay
        self.player_factory = player_factory
        self.think_ms = think_ms
        self.controller: Controller | None = None
        # a networked table: the one this window hosts, or the seat it joined
        self.table_host: TableHost | None = None
        self._joining: RemoteController | None = None
        self._quit_confirmed = False
        self._lobby_panel: LobbyPanel | None = None
        self.table_address = ""  # "IP:port" of the table this window hosts or joined
        self.net_bind = "0.0.0.0"  # where a hosted table listens (tests: 127.0.0.1)
        self.table_finder: Callable[[float], list[Any]] | None = None  # tests: no multicast
        self._adopt_scene(TableScene(config.names[:config.rules.players], self.art, self))
        self._start_pending = False
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.decision = DecisionBar(self.view)
        self.summary = SummaryPanel(self.view)
        self.notice = NoticePanel(self.view)
        self.status_label = StatusLine()
        self.status_label.setObjectName("status-line")
        self._transient = False  # the status line explains a click, until the next turn
        self._face_down_note = ""  # why the person's cards are face down, while they are
        self._asked = -1  # the seat asked last (its thinking dots do not make it news)
        self._trick_by_hover = False  # the last trick shows while the pointer is on a pile
        self.statusBar().addWidget(self.status_label, 1)
        self.turn_label = QLabel()  # who is to decide, always
        self.turn_label.setObjectName("turn-label")
        self.statusBar().addPermanentWidget(self.turn_label)
        self.net_label = QLabel()  # where the networked table is, while at one
        self.net_label.setObjectName("net-label")
        self.net_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.net_label)
        from .table.turn_clock import TurnClock  # a friend's time to decide, at a networked table

        self.turn_clock = TurnClock(lambda: self.config.names, self._clock_viewer, self)
        self.statusBar().addPermanentWidget(self.turn_clock)
        self.view.painted.connect(self.painted)
        self.view.painted.connect(self._on_first_paint)
        self.view.key_pressed.connect(self._key)
        self.view.resized.connect(self._reposition_panels)
        self._focus_index = 0
        self._build_menus()
        self._build_history_dock(config)
        self.fit_to_screen(1180, 800)
        self.config = config
        self._dress_table(config)
        if not defer_start:
            self.begin(store, resume, offer_resume, lock)

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

    def begin(self, store: HistoryStore | None, resume: GameRow | None = None,
              offer_resume: GameRow | None = None, lock: QLockFile | None = None) -> None:
        """Start: resume a stored game, ask whether to, or deal a new one.
        ``lock``: the stored game's, taken by the caller (see startup.py)."""
        self.store = store
        config = self.config
        if resume is not None:
            self.start_game(config_of(resume, config), resume=resume, lock=lock)
        elif offer_resume is not None:
            self._offer_resume(offer_resume, config, lock)
        else:
            self.start_game(config)

    def _offer_resume(self, row: GameRow, fresh: GameConfig,
                      lock: QLockFile | None = None) -> None:
        """Ask before anything is dealt: the unfinished game or a new one."""
        self.config = config_of(row, fresh)
        hands = self.store.hands(row.id) if self.store is not None else []
        where = f"hand {hands[-1].number}" if hands else "the start"
        self._dress_table(self.config)
        names = self.config.names[:self.config.rules.players]
        if self.scene.n == len(names):
            self.scene.set_names(names)  # whose game it was
        self.scene.scoreboard.update_state(scores=tuple(row.score),
                                           hand_number=hands[-1].number if hands else 0)
        choices = [("resume", "&Resume", "Carry on exactly where you left off"),
                   ("new", "&New game", "Put it aside and deal a new game")]
        question = (f"You have a game in progress (score {row.score[0]}–{row.score[1]}, "
                    f"at {where}). Resume it?")
        if REMOTE in row.levels:  # it was played with friends at this table
            choices[0] = ("resume", "Resume &here",
                          "Carry on alone: computers play your friends' seats")
            choices.insert(1, ("host", "H&ost it again",
                               "Open your table again: your friends take their seats back"))
            question = (f"You have a game in progress with friends (score {row.score[0]}–"
                        f"{row.score[1]}, at {where}). Host it again, or carry on alone?")

        def chosen(key: str) -> None:
            if key == "resume":
                self.start_game(config_of(row, fresh), resume=row, lock=lock)
            elif key == "host":
                self.host_again(row, lock)
            else:
                self._abandon_and_start(row, fresh, lock)

        self.decision.ask(question, choices, chosen)

    def _abandon_and_start(self, row: GameRow, fresh: GameConfig,
                           lock: QLockFile | None) -> None:
        """The new game is saved first: if it fails, the old one is still offered."""
        self.start_game(fresh)
        if self.store is not None and self.controller is not None \
                and self.controller.game_id is not None:
            self.store.abandon(row.id)
        if lock is not None:
            lock.unlock()

    def _build_history_dock(self, config: GameConfig) -> None:
        # the panel (a table view and a chart) is built the first time it is
        # shown: most games never open it, and building it delays the first paint
        self._history_names: tuple[tuple[str, ...], tuple[str, ...]] = (
            tuple(config.names), ("Us", "Them"))
        self._history_model: ScoreHistoryModel | None = None
        self._history_panel: ScoreHistoryPanel | None = None
        dock = QDockWidget("Score history", self)
        dock.setObjectName("score-history")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setVisible(False)
        self._placing_dock = False
        dock.visibilityChanged.connect(self._history_shown)
        self.history_dock = dock
        self.view_menu.addAction(dock.toggleViewAction())
        dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+H"))

    @property
    def history_model(self) -> ScoreHistoryModel:
        if self._history_model is None:
            from .history.score_history import ScoreHistoryModel

            self._history_model = ScoreHistoryModel(*self._history_names)
        return self._history_model

    @property
    def history_panel(self) -> ScoreHistoryPanel:
        if self._history_panel is None:
            from .history.score_history import ScoreHistoryPanel

            panel = self._history_panel = ScoreHistoryPanel(self.history_model)
            panel.table.doubleClicked.connect(
                lambda index: self.review_hand_number(index.row() + 1))
            self.history_dock.setWidget(panel)
        return self._history_panel

    # ------------------------------------------------------------- menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self.act_new = QAction("&New Game…", self, shortcut=QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.ask_new_game)
        self.act_hint = QAction("&Hint", self, shortcut=QKeySequence("H"))
        self.act_hint.triggered.connect(self.ask_hint)
        self.act_last_trick = QAction("&Last Trick", self, shortcut=QKeySequence("L"))
        self.act_last_trick.setToolTip("Show the trick just won (or point at a won pile)")
        self.act_last_trick.triggered.connect(lambda: self.show_last_trick())
        self.act_settings = QAction("&Settings…", self,
                                    shortcut=QKeySequence.StandardKey.Preferences)
        if self.act_settings.shortcut().isEmpty():
            self.act_settings.setShortcut(QKeySequence("Ctrl+,"))
        self.act_settings.triggered.connect(self.ask_settings)
        self.act_quit = QAction("&Quit", self, shortcut=QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        for a in (self.act_new, self.act_hint, self.act_last_trick, self.act_settings):
            game.addAction(a)
        game.addSeparator()
        self.act_host = QAction("Host a &Table…", self)
        self.act_host.setToolTip("Open a table that friends on your network can join")
        self.act_host.triggered.connect(self.ask_host_table)
        self.act_join = QAction("&Join a Table…", self)
        self.act_join.setToolTip("Sit down at a friend's table")
        self.act_join.triggered.connect(self.ask_join_table)
        self.act_leave = QAction("Lea&ve the Table", self)
        self.act_leave.triggered.connect(self.ask_leave_table)
        self.act_leave.setEnabled(False)
        self.say_menu = game.addMenu("Sa&y")  # the phrases, once at a networked table
        self.say_menu.setObjectName("say-menu")
        self.say_actions: list[QAction] = []
        self.say_menu.setEnabled(False)
        for a in (self.act_host, self.act_join, self.act_leave):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.act_quit)
        self.act_undo = QAction("&Take Back", self, shortcut=QKeySequence("Ctrl+Z"))
        self.act_undo.triggered.connect(self.take_back)
        self.act_history = QAction("Game &History…", self)
        self.act_history.triggered.connect(self.show_history)
        self.act_stats = QAction("S&tatistics…", self)
        self.act_stats.triggered.connect(self.show_statistics)
        game.insertAction(self.act_quit, self.act_undo)
        game.insertAction(self.act_quit, self.act_history)
        game.insertAction(self.act_quit, self.act_stats)
        game.insertSeparator(self.act_quit)
        view = self.menuBar().addMenu("&View")
        self.view_menu = view
        speed_menu = view.addMenu("Animation &speed")
        self.speed_group = QActionGroup(self)
        for name in SPEEDS:
            a = QAction(name.title(), self, checkable=True)
            a.setData(name)
            a.setChecked(name == self.speed)
            a.triggered.connect(lambda _=False, n=name: self._choose_speed(n))
            self.speed_group.addAction(a)
            speed_menu.addAction(a)
        help_menu = self.menuBar().addMenu("&Help")
        self.act_rules = QAction("&Rules", self, shortcut=QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(self.show_rules)
        help_menu.addAction(self.act_rules)
        self.act_about = QAction("&About All Fours", self)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)

        def about() -> None:
            from .dialogs.about import show_about

            show_about(self)
        self.act_about.triggered.connect(about)
        help_menu.addAction(self.act_about)
        bar = QToolBar("Table")
        bar.setObjectName("table-toolbar")
        bar.setMovable(False)
        bar.addAction(self.act_new)
        bar.addAction(self.act_hint)
        bar.addAction(self.act_last_trick)
        bar.addAction(self.act_rules)
        self.say_button = self.say_menu.menuAction()
        self.say_button.setToolTip("Say something to the table")
        bar.addAction(self.say_button)
        tool = bar.widgetForAction(self.say_button)
        if isinstance(tool, QToolButton):
            tool.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.say_button.setVisible(False)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.table_bar = bar

    # ------------------------------------------------------------- games
    def _adopt_scene(self, scene: TableScene) -> None:
        self.scene = scene
        scene.card_clicked.connect(self._on_card_clicked)
        scene.won_pile_hovered.connect(self._won_pile_hovered)
        # nobody marked (a new hand, the deal): nobody named in the status bar
        scene.turn_marked.connect(lambda seat: seat < 0 and self.turn_label.clear())

    def _on_first_paint(self) -> None:
        # the table paints first; the cut begins the moment it is on screen
        if self.controller is not None and self._start_pending:
            self._start_pending = False
            self.controller.start()

    def _dress_table(self, config: GameConfig) -> None:
        names = config.names[:config.rules.players]
        players = config.rules.players
        self.scene.set_speed(self.speed)
        self.scene.scoreboard.update_state(
            team_names=(team_name(0, names, players), team_name(1, names, players))
            if players == 2 else ("Us", "Them"),
            scores=(0, 0), target=config.rules.target, trump=-1, hand_number=0)

    def start_game(self, config: GameConfig, resume: GameRow | None = None,
                   lock: QLockFile | None = None) -> None:
        """Deal ``config``'s game or resume ``resume``; the game this replaces
        is marked abandoned only once the new one is saved (or resumed)."""
        from ..session.controller import GameController, GameLocked

        think = self._think_ms()
        try:
            c = GameController(config, self.player_factory, think_ms=think, parent=self,
                               store=self.store, resume=resume, lock=lock,
                               reopen=self._reopen_history if self.history_dir else None)
        except GameLocked:
            self.notify(["That game is open in another window: play it there."])
            if self.controller is None:
                self.start_game(self.config if resume is None else config)
            return
        except Exception as e:
            if resume is None:
                raise
            log.exception("game %s could not be resumed", resume.id)
            if self.store is not None:
                self.store.abandon(resume.id)
            self.notify([f"Your game in progress could not be resumed ({e}). It stays in "
                         "your Game History; a new game is dealt."])
            if self.controller is None:
                self.start_game(config)
            return
        self._leave_table()
        self._install(c, config)
        if resume is not None:
            self._redraw_position()
        self.game_started.emit(c)
        self._start_pending = not self.view.has_painted
        if not self._start_pending:
            c.start()

    def _reopen_history(self) -> HistoryStore:
        """The history, which could not be written at start, tried again (raises
        while it still cannot be): from now on this window keeps it."""
        from ..history.store import HistoryStore

        if self.store is None:
            assert self.history_dir is not None
            self.store, self.history_dir = HistoryStore(self.history_dir), None
            notices = self.store.take_notices()
            if notices:
                self.notify(notices, self.store.directory)
        return self.store

    def _drop_controller(self, new_game_saved: bool = True) -> None:
        """The game on the table is left for another (or for a networked table)."""
        old_controller = self.controller
        if old_controller is None:
            return
        self.controller = None
        if self.store is not None and not new_game_saved:
            old_controller.stop()  # the new game is not saved: the old one stays offered
        else:
            old_controller.abandon()
        old_controller.blockSignals(True)  # nothing of the old game reaches the table
        old_controller.human.blockSignals(True)
        with contextlib.suppress(RuntimeError, TypeError):
            self.scene.idle.disconnect(old_controller.scene_idle)
        if old_controller.parent() is self:
            old_controller.deleteLater()  # a hosted table's belongs to its host

    def _install(self, c: Controller, config: GameConfig) -> None:
        """Put ``c``'s game on the table: the scene, panels and signals."""
        self._drop_controller(c.game_id is not None)
        self.config = config
        self.decision.hide()
        self.summary.hide()
        names = config.names[:config.rules.players]
        if self.scene.n != len(names) or list(p.name for p in self.scene.plates) != list(names):
            old = self.scene
            self._adopt_scene(TableScene(names, self.art, self))
            self.view.set_table(self.scene)
            old.deleteLater()
        else:
            self.scene.reset()
        self._dress_table(config)
        players = config.rules.players
        self._finished_hands = {}
        self.controller = c
        self._history_names = (tuple(names), ("Us", "Them") if players == 4 else tuple(names))
        if self._history_model is not None:
            self._history_model.set_names(*self._history_names)
        self.scene.human = c.viewer
        self.scene.idle.connect(c.scene_idle)
        c.events.connect(self._on_events)
        c.visible_seats.connect(self.scene.set_visible_seats)
        c.visible_seats.connect(self._say_why_face_down)
        c.human.prompt.connect(self._on_prompt)
        c.human.closed.connect(self._on_prompt_closed)
        c.turn_changed.connect(self._on_turn)
        c.message.connect(self._explain)
        c.seat_failed.connect(self._on_seat_failed)
        c.trouble.connect(lambda text: self.notify([text]))  # it stays until read
        c.hand_finished.connect(self._on_hand_finished)
        c.game_finished.connect(self._on_game_finished)
        c.hint_ready.connect(self._on_hint)
        c.restored.connect(self._redraw_position)
        self._hint_allowed(c.human.pending is not None)
        self.act_undo.setEnabled(not self._at_network_table())
        self.turn_label.clear()

    def _think_ms(self, fixed: bool = True) -> int:
        """How long a computer seems to think at this speed (with ``fixed``, the
        tests' fixed value wins)."""
        if fixed and self.think_ms is not None:
            return self.think_ms
        return 0 if self.speed == "instant" else int(450 * self.scene.speed)

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self.scene.set_speed(speed)
        # a speed the person picks is theirs, whatever the tests fixed at the start
        think = self._think_ms(fixed=False)
        if self.controller is not None:
            self.controller.think_ms = think
        if self.table_host is not None and self.think_ms is None:
            self.table_host.settings.think_ms = think

    def _choose_speed(self, speed: str) -> None:
        self.set_speed(speed)
        if self.settings is not None:
            self.settings.speed = speed

    # ---------------------------------------------------------- dialogs
    def ask_new_game(self) -> None:
        from .dialogs.game_dialogs import NewGameDialog

        dialog = NewGameDialog(self.config, self)
        dialog.setObjectName("new-game-dialog")

        def accepted() -> None:
            config = dialog.config()
            config.strict_table = self.config.strict_table
            if self.settings is not None:
                self.settings.save_game_config(config)
            self.confirm_abandon(lambda: self._new_game(config))
        dialog.accepted.connect(accepted)
        self._table_keeps_keys(dialog)
        dialog.open()
        self.new_game_dialog = dialog

    def _new_game(self, config: GameConfig) -> None:
        self.autoplay = False
        self.start_game(config)

    # ------------------------------------------------- a networked table
    def _at_network_table(self) -> bool:
        return self.table_host is not None or getattr(self.controller, "remote", False)

    @property
    def lobby_panel(self) -> LobbyPanel:
        if self._lobby_panel is None:
            from .network.net_dialogs import LobbyPanel

            self._lobby_panel = LobbyPanel(self.view)
        return self._lobby_panel

    def _net_setting(self, key: str, default: Any = "") -> Any:
        """A remembered networked-table value (checked at start, see settings.py)."""
        value = None if self.settings is None else self.settings.net(key)
        return default if value is None or value == "" else value

    def _save_net_setting(self, key: str, value: object) -> None:
        if self.settings is not None:
            self.settings.set_net(key, value)

    def ask_host_table(self) -> None:
        from .network.net_dialogs import HostDialog

        dialog = HostDialog(self.config, self, port=self._net_setting("port", DEFAULT_PORT),
                            name=self._net_setting("name"))

        def accepted() -> None:
            table = dialog.table_settings(think_ms=self._think_ms())
            port = dialog.port.value()  # read now: the dialog is gone once answered
            self._save_net_setting("port", port)
            self._save_net_setting("name", table.host_name)
            self.confirm_abandon(lambda: self.host_table(table, port, self.net_bind))
        dialog.accepted.connect(accepted)
        self._table_keeps_keys(dialog)
        dialog.open()
        self.host_dialog = dialog

    def host_again(self, row: GameRow, lock: QLockFile | None = None) -> TableHost | None:
        """Open the table again for a stored game played with friends: its
        friends' seats wait for them (computers keep them until they come)."""
        from ..net.host import TableSettings
        from .network.net_dialogs import new_code

        config = config_of(row, self.config)
        n = config.rules.players
        mine = next((s for s in range(n) if row.levels[s] == HUMAN), 0)
        host_name = config.names[mine]
        table = TableSettings(
            code=new_code(),  # every table its own code: friends are told the new one
            people=tuple(s for s in range(n) if row.levels[s] == REMOTE),
            rules=config.rules, levels=tuple(config.levels[:n]),
            think_ms=self._think_ms(),
            name=f"{host_name}'s table", host_seat=mine, host_name=host_name,
            names=tuple(config.names[:n]), resume=row, resume_lock=lock)
        host = self.host_table(table, self._net_setting("port", DEFAULT_PORT), self.net_bind)
        if host is not None and self.store is not None:  # the lobby shows where the game stands
            hands = self.store.hands(row.id)
            self.scene.show_position(None, False, (row.score[0], row.score[1]),
                                     hands[-1].number if hands else 0)
        return host

    def host_table(self, table: TableSettings, port: int = 0,
                   bind: str = "0.0.0.0") -> TableHost | None:
        """Open a table others can join; this window plays the host's seat.
        The game starts when the host presses Start in the lobby."""
        from ..net.discovery import local_addresses
        from ..net.host import TableHost

        old = self.table_host
        if old is not None:  # Host again: the new table opens where the old one was
            port = port or old.port
            old.stop_listening()
        host = TableHost(table, self.store, self.player_factory, parent=self)
        try:
            try:
                port = host.listen(bind, port)
            except OSError:
                port = host.listen(bind, 0)  # that port is taken: any free one
        except OSError as e:
            host.deleteLater()
            self.notify([f"The table could not be opened: {e}"])
            return None
        self._leave_table()
        self._drop_controller()
        self.autoplay = False
        self.decision.hide()
        self.summary.hide()
        self.table_host = host
        where = bind if bind not in ("0.0.0.0", "::", "") else local_addresses()[0]
        self.table_address = f"{where}:{port}"
        self.net_label.setText(f"Your table: {self.table_address} · code {table.code}")
        config = GameConfig(rules=table.rules, names=tuple(host.lobby.names()),
                            levels=("human", *table.levels[1:]),
                            strict_table=self.config.strict_table)
        self._clear_table(config)
        host.lobby_changed.connect(lambda _seats: self._show_host_lobby())
        host.game_created.connect(lambda c: self._hosted_game_started(c, config))
        host.said.connect(self._phrase_said)
        host.notice.connect(lambda text: log.info("table: %s", text))
        host.wrong_code.connect(self._wrong_code)
        host.seat_left.connect(lambda _seat, name: self.say(
            f"{name} left the table: the computer plays for them until they come back."))
        host.turn_clock.connect(self.turn_clock.set_clock)
        host.too_slow.connect(lambda _seat, name: self.say(
            f"{name} took too long: the computer played for them."))
        host.failed.connect(lambda text: self.notify([f"The game could not start: {text}"]))
        host.finished.connect(lambda _score: self.act_leave.setText("Close the &Table"))
        self._network_menus(True)
        self._show_host_lobby()
        self.say(f"Your table is open at {self.table_address}, code {table.code}.")
        return host

    def _clear_table(self, config: GameConfig) -> None:
        """An empty table for ``config``'s players (a lobby)."""
        self.config = config
        names = config.names[:config.rules.players]
        if self.scene.n != len(names):
            old = self.scene
            self._adopt_scene(TableScene(names, self.art, self))
            self.view.set_table(self.scene)
            old.deleteLater()
        else:
            self.scene.set_names(names)
        self._dress_table(config)
        self.scene.show_position(None, False, (0, 0), 0)
        self.turn_label.clear()

    def _show_host_lobby(self) -> None:
        host = self.table_host
        if host is None:
            return
        names = tuple(host.lobby.names())
        if names != tuple(self.config.names):  # a friend sat down (in the lobby or mid-game)
            self.config.names = names
            self.scene.set_names(names)
            if host.controller is not None and self.controller is host.controller:
                self._dress_names(self.config)
        if host.controller is not None:
            return
        from .network.net_dialogs import seat_lines, wrong_code_lines

        seats = host.lobby.state()
        waiting = [s for s in seats if s["kind"] == "person" and not s["joined"]]
        ready = host.lobby.ready_to_start()
        start = "Start" if not waiting else "Start now (computers keep the empty seats)"
        if not ready:
            start = "Start (waiting for everyone to be ready)"
        code = escape(host.settings.code, quote=False)
        intro = (f"Tell your friends the address <b>{escape(self.table_address, quote=False)}"
                 f"</b> and the code <b>{code}</b>: they choose Game → Join a Table…")
        guessed = wrong_code_lines(host.wrong_codes())
        if guessed:
            intro += f"<br><span style='color:#ffb4a8'>{escape(guessed, quote=False)}</span>"
        self.lobby_panel.show_panel(
            "host", f"Your table is open: {escape(host.settings.name, quote=False)}", intro,
            seat_lines(seats, host.rules.players),
            [("start", start, self._start_hosted_game, ready),
             *[(f"give{s['seat']}", f"Give {s['name']}'s seat to someone else",
                lambda seat=s["seat"]: host.give_away(seat), True)
               for s in seats if s.get("kept") and not s["connected"]],
             ("close", "Close the table", self.ask_leave_table, True)])

    def _clock_viewer(self) -> int | None:
        c = self.controller
        return None if c is None else c.viewer

    def _wrong_code(self, address: str, n: int) -> None:
        """Someone at ``address`` typed a wrong code: the lobby (or the status line) says so."""
        host = self.table_host
        if host is not None and host.controller is None:
            self._show_host_lobby()
        else:
            self.say(f"{n} wrong code{'s' if n != 1 else ''} from {address}.")

    def _start_hosted_game(self) -> None:
        host = self.table_host
        if host is not None and not host.start_now():
            self.say("Everyone who has joined must be ready first.")

    def _hosted_game_started(self, c: GameController, config: GameConfig) -> None:
        if self._lobby_panel is not None:
            self._lobby_panel.hide()
        config.names = c.config.names
        self._install(c, c.config)
        if self.table_host is not None and self.table_host.settings.resume is not None:
            self._redraw_position()  # a stored game: where it stands, then on
        self.game_started.emit(c)
        self.say("The game begins.")

    def ask_join_table(self) -> None:
        from .network.net_dialogs import JoinDialog

        me = self.config.names[0] if self.config.names and self.config.names[0] != "You" else ""
        rejoin = self._net_setting("rejoin", None)
        dialog = JoinDialog(self, name=self._net_setting("name", me),
                            address=self._net_setting("address"),
                            code=self._net_setting("code"), browse=self.table_finder,
                            yours=None if rejoin is None else (rejoin["address"],
                                                               rejoin["seat"]))

        def accepted() -> None:
            target = dialog.target()
            assert target is not None
            code, name = dialog.code.text().strip(), dialog.name.text().strip()
            self._save_net_setting("name", name)
            self._save_net_setting("address", dialog.address.text().strip())
            self._save_net_setting("code", code)
            seat = dialog.seat.currentData()
            open_seats = dialog.open_seats()  # read now: the dialog is gone once answered
            self.confirm_abandon(lambda: self.join_table(
                target[0], target[1], code, name, seat, open_seats))
        dialog.accepted.connect(accepted)
        self._table_keeps_keys(dialog)
        dialog.open()
        self.join_dialog = dialog

    def join_table(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                   seats: Sequence[int] = ()) -> RemoteController:
        """Sit down at the table at ``host:port``; the window shows it once seated."""
        from .network.remote_controller import RemoteController

        if self._joining is not None:
            self._joining.stop()
            self._joining.deleteLater()
        token, token_seat = self._saved_seat(host, port, code)
        rc = RemoteController(host, port, code, name, seat, seats=seats,
                              strict_table=self.config.strict_table, token=token,
                              token_seat=token_seat, parent=self)
        self._joining = rc
        rc.welcomed.connect(lambda: self._seated(rc))
        rc.refused.connect(lambda text: self._join_refused(rc, text))
        rc.status.connect(self.say)
        rc.connect_to_host()
        self.say(f"Joining the table at {rc.address}…")
        return rc

    def _saved_seat(self, host: str, port: int, code: str) -> tuple[str | None, int | None]:
        """The token of the seat this person had at that table (the app was
        closed mid-game), to take the seat back."""
        from .network.net_dialogs import parse_address

        # the same host, whatever its port and code now (a game hosted again
        # gets a new code, and perhaps a new port); a table that does not know
        # the token says so, and the person sits down afresh
        rejoin = self._net_setting("rejoin", None)
        known = parse_address(rejoin["address"]) if rejoin is not None else None
        if rejoin is None or known is None or known[0].lower() != host.lower():
            return None, None
        return rejoin["token"], rejoin["seat"]

    def _remember_seat(self, rc: RemoteController) -> None:
        if rc.token is not None:
            self._save_net_setting("rejoin", {"address": rc.address, "code": rc.code,
                                              "seat": rc.wire_seat, "token": rc.token})

    def _join_refused(self, rc: RemoteController, text: str) -> None:
        if rc is self._joining:
            self._joining = None
            rc.deleteLater()
        self.say(text)
        self.notify([f"Could not join the table: {text}"])

    def _seated(self, rc: RemoteController) -> None:
        if rc is not self._joining:
            return
        self._joining = None
        self._leave_table()
        self._drop_controller()  # as the question said: the game in progress is abandoned
        self.autoplay = False
        self.decision.hide()
        self.summary.hide()
        self._install(rc, rc.config)
        self.scene.show_position(None, False, (0, 0), 0)
        self.table_address = rc.address
        self.net_label.setText(f"{rc.table_name or 'Table'} at {rc.address}")
        rc.lobby_changed.connect(lambda _seats: self._show_guest_lobby())
        rc.names_changed.connect(self._names_changed)
        rc.started.connect(self._guest_game_started)
        rc.said.connect(self._phrase_said)
        rc.connection_lost.connect(self._connection_lost)
        rc.table_closed.connect(self._table_closed)
        rc.rejoined.connect(self._rejoined)
        rc.clock_changed.connect(self.turn_clock.set_clock)
        rc.rejoined.connect(lambda: self._remember_seat(rc))
        self._remember_seat(rc)
        self._network_menus(True)
        self._show_guest_lobby()
        self.say(f"You are at {rc.table_name or 'the table'} as {rc.name}.")
        self.game_started.emit(rc)
        rc.start()

    def _show_guest_lobby(self) -> None:
        if not getattr(self.controller, "remote", False):
            return
        rc: Any = self.controller
        if rc.in_game:
            return
        from .network.net_dialogs import seat_lines

        if rc.lobby_score is not None:  # a game hosted again: where it stands
            self.scene.show_position(None, False, *rc.lobby_score)
        mine: dict[str, Any] = next((s for s in rc.lobby if s.get("you")), {})
        ready = bool(mine.get("ready"))
        intro = ("When everyone is ready, the host starts the game." if ready else
                 "Say you are ready; the host starts the game when everyone is.")
        self.lobby_panel.show_panel(
            "guest", f"At {escape(rc.table_name or 'the table', quote=False)}", intro,
            seat_lines(rc.lobby, rc.config.rules.players),
            [("ready", "Not ready after all" if ready else "I'm ready",
              lambda: rc.set_ready(not ready), True),
             ("leave", "Leave the table", self.ask_leave_table, True)])

    def _guest_game_started(self) -> None:
        if self._lobby_panel is not None and self._lobby_panel.kind == "guest":
            self._lobby_panel.hide()
        rc: Any = self.controller
        if not getattr(rc, "joined_under_way", False):
            self.say("The game begins." if getattr(rc, "lobby_score", None) is None
                     else "The game goes on where it stood.")
        elif rc.client is not None and rc.client.welcome is not None \
                and rc.client.welcome.back:
            self.say("You are back in the game.")
        else:
            self.say("You join the game under way.")

    def _names_changed(self) -> None:
        c = self.controller
        if c is None:
            return
        names = c.config.names[:c.config.rules.players]
        self.scene.set_names(names)
        self._dress_names(c.config)

    def _dress_names(self, config: GameConfig) -> None:
        names = config.names[:config.rules.players]
        if config.rules.players == 2:
            self.scene.scoreboard.update_state(
                team_names=(team_name(0, names, 2), team_name(1, names, 2)))
        self._history_names = (tuple(names), ("Us", "Them") if len(names) == 4
                               else tuple(names))
        if self._history_model is not None:
            self._history_model.set_names(*self._history_names)

    def _phrase_said(self, seat: int, text: str) -> None:
        if 0 <= seat < self.scene.n:
            self.scene.say_now(seat, text, PHRASE_MS)

    def say_phrase(self, phrase: int) -> None:
        """One of the table's fixed phrases, said from this seat."""
        if self.table_host is not None:
            if not self.table_host.say(phrase):
                self.say("One phrase a second, please.")
        elif getattr(self.controller, "remote", False):
            self.controller.say(phrase)  # type: ignore[union-attr]

    def _connection_lost(self, reason: str) -> None:
        c = self.controller
        if not getattr(c, "remote", False):
            return
        rc: Any = c
        self.decision.hide()
        self.scene.set_choices([])
        self.turn_clock.clear()  # nobody's clock is heard of until this seat is back
        self.say(f"The connection to the table was lost ({reason}).")
        self.lobby_panel.show_panel(
            "lost", "You lost the connection to the table",
            f"{escape(cap_first(reason), quote=False)}. A computer plays your seat until you "
            "come back: Reconnect takes it back.", "",
            [("reconnect", "Reconnect", rc.reconnect, True),
             ("leave", "Leave the table", self.ask_leave_table, True)])

    def _rejoined(self) -> None:
        if self._lobby_panel is not None and self._lobby_panel.kind == "lost":
            self._lobby_panel.hide()

    def _table_closed(self, reason: str) -> None:
        c = self.controller
        over = c is not None and c.game.phase == "over"
        self.net_label.setText("")
        self.turn_clock.clear()
        self.say_menu.setEnabled(False)
        self.say_button.setVisible(False)
        if not over:
            self.notify([f"{cap_first(reason)}."])

    def _network_menus(self, on: bool) -> None:
        if on and not self.say_actions:
            from ..net.protocol import PHRASES

            for i, phrase in enumerate(PHRASES):
                a = QAction(phrase, self)
                a.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
                a.triggered.connect(lambda _=False, i=i: self.say_phrase(i))
                self.say_menu.addAction(a)
                self.say_actions.append(a)
        self.say_menu.setEnabled(on)
        self.say_button.setVisible(on)
        self.act_leave.setEnabled(on)
        self.act_leave.setText("Lea&ve the Table" if self.table_host is None
                               else "Close the &Table")
        self.act_undo.setEnabled(not on)

    def ask_leave_table(self) -> None:
        if not self._at_network_table():
            return
        friends = self._friends_seated()
        host = self.table_host
        if friends and host is not None and host.controller is None:  # still in the lobby
            self._confirm("Close the table",
                          f"Close the table? {friends} will be sent away from it.",
                          "Close the table", "Keep it open", self.leave_table)
            return
        self.confirm_abandon(self.leave_table)

    def _friends_seated(self) -> str:
        """The friends connected to the table this window hosts, in words ('' if none)."""
        host = self.table_host
        if host is None:
            return ""
        names = [p.name for p in host.lobby.places if p.person and not p.local and p.connected]
        if not names:
            return ""
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"

    def leave_table(self) -> None:
        """Leave (or close) the networked table; a new local game is dealt."""
        self._leave_table()
        self._drop_controller()
        self.start_game(GameConfig(rules=self.config.rules, names=self._local_names(),
                                   levels=self._local_levels(),
                                   strict_table=self.config.strict_table))

    def _local_names(self) -> tuple[str, ...]:
        if self.settings is not None:
            return self.settings.game_config().names[:self.config.rules.players]
        from ..app.settings import DEFAULT_NAMES

        return DEFAULT_NAMES[:self.config.rules.players]

    def _local_levels(self) -> tuple[str, ...]:
        n = self.config.rules.players
        if self.settings is not None:
            return self.settings.game_config().levels[:n]
        return ("human", *("medium",) * (n - 1))

    def _leave_table(self, quitting: bool = False) -> None:
        """Close the table this window hosts, or leave the one it joined.
        ``quitting``: the app closes; a hosted game stays resumable (Host it
        again) rather than abandoned."""
        host, self.table_host = self.table_host, None
        self.turn_clock.clear()
        if host is not None:
            c = host.controller
            if c is not None and self.controller is c:
                if quitting:
                    c.stop()
                    self.controller = None
                else:
                    self._drop_controller()
            host.shutdown("the host quit: the game can go on later, when they host it again"
                          if quitting else "the host closed the table")
            host.closed.connect(host.deleteLater)
        if self._joining is not None:
            self._joining.stop()
            self._joining.deleteLater()
            self._joining = None
        if getattr(self.controller, "remote", False):
            self._drop_controller()
        if self._lobby_panel is not None:
            self._lobby_panel.hide()
        if self.table_address:
            self.say("")  # what the table said is no news at the next one
        self.table_address = ""
        self.net_label.setText("")
        self._network_menus(False)

    def confirm_abandon(self, then: Callable[[], object]) -> None:
        """Before a game in progress is left for another: ask (it stays in the
        Game History, marked abandoned). A game not yet dealt is not asked about."""
        c = self.controller
        if c is None or self.autoplay or c.game.phase == "over" or (
                c.game.hand is None and c.game.hand_number == 0) or getattr(
                c, "table_closed_by_host", False):
            then()
            return
        shown = self.scene.scoreboard.scores  # as the table shows it: the cards may lag
        score = f"{shown[0]}–{shown[1]}"
        if self._at_network_table():
            title, leave_text, stay_text = "Leave the table", "Leave the table", "Stay"
            text = (f"Leave the game in progress (hand {c.game.hand_number}, score {score})? "
                    + ("The table closes for everyone." if self.table_host is not None else
                       "A computer plays your seat from then on."))
        else:
            title, leave_text, stay_text = "New game", "Abandon it", "Keep playing"
            text = (f"Abandon the game in progress (hand {c.game.hand_number}, score "
                    f"{score})? It stays in your Game History, marked abandoned.")
        self._confirm(title, text, leave_text, stay_text, then)

    def _confirm(self, title: str, text: str, yes: str, no: str,
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
        self._table_keeps_keys(box)
        self.confirm_box = box
        box.open()

    def ask_settings(self) -> None:
        from .dialogs.game_dialogs import SettingsDialog

        dialog = SettingsDialog(self.speed, self.art.back, self.art.four_colour,
                                self.config.strict_table, self,
                                card_points=self.card_points_shown)

        def accepted() -> None:
            self._choose_speed(str(dialog.speed.currentData()))
            for a in self.speed_group.actions():
                a.setChecked(a.data() == self.speed)
            self.art.set_style(str(dialog.back.currentData()), dialog.four_colour.isChecked())
            self.config.strict_table = dialog.strict.isChecked()
            self.card_points_shown = dialog.card_points.isChecked()
            self._show_card_points()
            if self.settings is not None:
                self.settings.card_points = self.card_points_shown
                self.settings.card_back = self.art.back
                self.settings.four_colour = self.art.four_colour
                self.settings.strict_table = self.config.strict_table
            for item in self.scene.cards.values():
                item.update()
        dialog.accepted.connect(accepted)
        self._table_keeps_keys(dialog)
        dialog.open()
        self.settings_dialog = dialog

    def _table_keeps_keys(self, dialog: QDialog) -> None:
        """Once a dialog closes, the keys go to the table again; and the dialog is
        deleted (owned_windows.py)."""
        free_on_close(dialog)
        dialog.finished.connect(self._table_takes_keys)

    def _table_takes_keys(self) -> None:
        self.view.setFocus()

    def show_rules(self) -> None:
        from .dialogs.rules_window import RulesWindow

        window = RulesWindow(self.config.rules, self)
        self._table_keeps_keys(window)
        window.show()
        self.rules_window = window

    def _on_events(self, events: list[Event]) -> None:
        from ..engine.events import HandStarted, TrickWon

        if any(isinstance(e, TrickWon | HandStarted) for e in events):
            self.hide_last_trick()  # it is no longer the last trick
        self.scene.show_events(events, self.config.names)
        self._show_card_points()
        self._refresh_history()

    def _show_card_points(self) -> None:
        """Each side's card points for Game so far: the won piles are public,
        and the engine counts them."""
        c = self.controller
        view = c.view() if c is not None else None
        if c is None or view is None or not self.card_points_shown:
            self.scene.set_card_points(None)
            return
        from ..engine.cards import mask_points

        won = view.won
        self.scene.set_card_points((mask_points(won[0]), mask_points(won[1])))

    def _redraw_position(self) -> None:
        """Lay the table out from the engine at once (resume, take back)."""
        c = self.controller
        assert c is not None
        g = c.game
        if getattr(c, "remote", False):  # a networked table: hidden cards are stand-ins
            self.decision.hide()
            arrangement = c.arrangement  # type: ignore[union-attr]
            score, number = (g.score[0], g.score[1]), g.hand_number
            if arrangement is None:
                self.scene.show_position(None, False, score, number)
            else:
                self.scene.show_arrangement(arrangement, score, number)
            self.scene.set_choices([])
            self._show_card_points()
            self._refresh_history()
            return
        hand = g.hand
        sees = hand is not None and hand.view_for(c.viewer).hand_visible
        self.decision.hide()
        self.scene.show_position(hand, sees, (g.score[0], g.score[1]), g.hand_number)
        self.scene.set_choices([])
        self._show_card_points()
        self._refresh_history()

    def _game_hands(self) -> list[HandState]:
        c = self.controller
        if c is None:
            return []
        g = c.game
        hands = []
        for number, record in enumerate(g.records, start=1):
            if number not in self._finished_hands:
                if g.hand is not None and g.hand.number == number and g.hand.over:
                    self._finished_hands[number] = g.hand
                else:
                    from ..engine.record import hand_from_record

                    self._finished_hands[number] = hand_from_record(record)
                    self._finished_hands[number].number = number
            hands.append(self._finished_hands[number])
        if g.hand is not None and not g.hand.over:
            hands.append(g.hand)
        return hands

    def _history_shown(self, visible: bool) -> None:
        if visible:
            from .history.score_history import place_dock

            panel = self.history_panel  # built on first sight
            self._refresh_history()
            if not self._placing_dock:  # floating it shows it again
                self._placing_dock = True
                try:
                    place_dock(self, self.history_dock, max(560, panel.wanted_width()),
                               self.view.minimumWidth())
                finally:
                    self._placing_dock = False

    def _refresh_history(self) -> None:
        if self.history_dock.isVisible():
            self.history_panel.update_from(self._game_hands(), self.config.rules.target)

    # ------------------------------------------------------ history windows
    def take_back(self) -> None:
        c = self.controller
        if c is None or self.autoplay:
            return
        if self.table_host is not None:
            self.say("Nothing can be taken back at a shared table: the others have seen it.")
            return
        if c.undo():
            self.say("Taken back: your last decision and the replies after it.")

    def review_hand_number(self, number: int) -> None:
        """Review a hand of this game; the hand in progress only as the person sees it."""
        hands = self._game_hands()
        if 1 <= number <= len(hands) and self.controller is not None:
            hand = hands[number - 1]
            self.review_record(hand.record(), list(self.config.names),
                               f"Hand {number}" + ("" if hand.over else " (in progress)"),
                               viewer=None if hand.over else self.controller.viewer)

    def review_record(self, record: dict[str, Any], names: list[str], title: str,
                      viewer: int | None = None) -> None:
        from .history.review import HandReviewWindow

        window = HandReviewWindow(record, names, title, self.art, self, viewer=viewer)
        self._table_keeps_keys(window)
        window.show()
        self.review_window = window

    def show_history(self) -> None:
        if self.store is None:
            self.say("No history is kept in this session.")
            return
        from .history.history_window import HistoryWindow

        # read by a worker with its own connection: the table never waits on the file
        window = HistoryWindow(self.store.directory, self.review_record, self,
                               notify=self.notify)
        self._table_keeps_keys(window)
        window.show()
        self.history_window = window

    def show_statistics(self) -> None:
        if self.store is None:
            self.say("No history is kept in this session.")
            return
        from .history.history_window import StatisticsWindow

        window = StatisticsWindow(self.store.directory, self, notify=self.notify)
        self._table_keeps_keys(window)
        window.show()
        self.statistics_window = window

    # --------------------------------------------------------- the person
    def _on_turn(self, seat: int, kind: str, thinking: bool) -> None:
        """Whoever is asked is marked on the table and named in the status bar,
        both once the cards before it have landed."""
        if self._transient and seat != self._asked:
            # "wait for your turn: Rhonda…" is stale once someone else is asked
            self.scene.hush(self.scene.human, self.status_label.text())
            self.say("")
        self._asked = seat
        self.scene.set_turn(seat, thinking, lambda: self._name_turn(seat, kind))

    def _name_turn(self, seat: int, kind: str) -> None:
        if seat < 0:
            self.turn_label.clear()
            return
        c = self.controller
        name = self.config.names[seat]
        if c is not None and seat == c.viewer:
            text = "Your turn" if kind == "play" else "Your decision"
        else:
            text = {"method": f"{name} is choosing how to deal…",
                    "stand": f"{name} is deciding: stand or beg…",
                    "answer": f"{name} is deciding: take one or run the pack…",
                    }.get(kind, f"{name} to play…")
        self.turn_label.setText(text)

    def _say_why_face_down(self, seats: list[int]) -> None:
        """A new deal the person may not look at yet: say why, and until when."""
        c = self.controller
        view = c.view() if c is not None else None
        if c is not None and c.viewer in seats:
            if self._face_down_note and self.status_label.text() == self._face_down_note:
                self.say("")  # they are up now: the note is no longer true
            return
        if c is None or view is None or view.phase not in ("stand", "answer"):
            return
        names = self.config.names
        self._face_down_note = (
            f"Your cards stay face down until the beg is settled: only {names[view.first]} "
            f"(first hand) and {names[view.dealer]} (the dealer) look at theirs before then.")
        self.say(self._face_down_note)

    def _on_prompt_closed(self) -> None:
        """The person's question is settled (answered, taken back, new game)."""
        self._hint_allowed(False)
        self.decision.hide()
        self.scene.set_choices([])
        self.say("")  # the "your turn" line no longer applies
        self.turn_label.clear()

    def _on_seat_failed(self, seat: int, text: str) -> None:
        name = self.config.names[seat]
        self.say(f"{name}'s computer player failed ({text}); a safe move was played for "
                 f"{name} and the game goes on.")
        self.scene.say_now(seat, "Oops!")

    def _on_prompt(self, kind: str, view: PlayerView | None) -> None:
        c = self.controller
        assert c is not None
        names = self.config.names
        self._hint_allowed(True)
        self.view.setFocus()  # keys go to the table, whatever was clicked before
        if kind == "method":
            self.decision.ask("You deal first. How will you deal, all game long?",
                              [("ones", "&One at a time", "Six rounds of one card each"),
                               ("threes", "In &threes", "Two rounds of three cards each")],
                              c.human_method, anchor="top")  # clear of the cut cards
            self.say("You cut the highest card: you deal first.")
        elif kind == "stand" and view is not None:
            kick = view.kicks[-1]
            suit = SUIT_NAMES[SUIT_OF[kick]]
            options = [a.do for a in view.legal]
            prompt = (f"The kick is the {RANK_NAMES[kick % 13]} of {suit}. "
                      f"Stand with {suit} as trumps, or beg?")
            if "stand" not in options:  # a house rule: standing needs a trump
                prompt = (f"The kick is the {RANK_NAMES[kick % 13]} of {suit}. You hold no "
                          f"{suit}, so you may not stand: you must beg.")
            choices = [("stand", "&Stand", "Play with this trump"),
                       ("beg", "I &beg", f'Ask {names[view.dealer]} to say "take one" or run '
                                        "the pack")]
            self.decision.ask(prompt, [ch for ch in choices if ch[0] in options],
                              c.human_decision)
        elif kind == "answer" and view is not None:
            options = [a.do for a in view.legal]
            team = team_name(view.first & 1, names, self.config.rules.players)
            suit = SUIT_NAMES[SUIT_OF[view.kicks[-1]]]
            choices = [("give", "&Take one", f"One point to {team}; {suit} stay trumps"),
                       ("run", "&Run the pack", "Three more cards each and a new kick")]
            prompt = (f'{names[view.first]} begs. Say "Take one" (one point to {team}; {suit} '
                      "stay trumps), or run the pack?")
            if "give" not in options:  # why, in the engine's reason: brink or a house rule
                why = refusal(Reason(view.give_bar or "give_barred", view.seat),
                              people(names[:self.config.rules.players], c.viewer))
                prompt = f"{names[view.first]} begs. {why[:1].upper()}{why[1:].rstrip('.')}."
            self.decision.ask(prompt, [ch for ch in choices if ch[0] in options],
                              c.human_decision)
        elif kind == "play" and view is not None:
            self._focus_index = 0
            self._show_choices(view)
            if view.called >= 0 and view.hand >> view.called & 1:
                self.say(f"Your {card_label(view.called)} has been called: you must play it "
                         "now.")
            else:
                self.say("Your turn: click a raised card, or press its number key (or the "
                         "arrows and Enter).")

    def _show_choices(self, view: PlayerView) -> None:
        legal = [a.card for a in view.legal if a.card is not None]
        hand_cards = self.scene.hands[self.scene.human]
        playable = [c for c in hand_cards if c in legal]
        focus = playable[self._focus_index % len(playable)] if playable else -1
        self.scene.set_choices(legal, focus)

    def _on_card_clicked(self, card: int) -> None:
        self.hide_last_trick()
        if self.controller is not None:
            self.controller.human_card(card)

    def show_last_trick(self, by_hover: bool = False) -> bool:
        """Show the last trick won in this hand, face up, until the next key,
        click or trick (or the pointer leaves the won pile)."""
        c = self.controller
        hand = c.view() if c is not None else None
        if hand is None or not hand.tricks:
            if not by_hover:
                self.say("No trick has been won yet in this hand.")
            return False
        trick, winner = hand.tricks[-1]
        name = "You" if c is not None and winner == c.viewer else self.config.names[winner]
        self.scene.show_last_trick(f"Trick {len(hand.tricks)}: {name} took it", trick, winner)
        self._trick_by_hover = by_hover
        return True

    def hide_last_trick(self) -> None:
        self._trick_by_hover = False
        self.scene.hide_last_trick()

    def _won_pile_hovered(self, on: bool) -> None:
        if on:
            self.show_last_trick(by_hover=True)
        elif self._trick_by_hover:
            self.hide_last_trick()

    def _key(self, key: int) -> None:
        if self.scene.last_trick_view.isVisible() and key != Qt.Key.Key_L:
            self.hide_last_trick()  # looked at: any key puts it away
            if key == Qt.Key.Key_Escape:
                return
        if key == Qt.Key.Key_Escape:
            if self._transient:
                self.say("")  # an explanation read and dismissed
            return
        if self._panel_key(key):
            return
        c = self.controller
        view = c.view() if c is not None else None
        if c is None or c.waiting_for_human != "play" or view is None:
            return
        legal = [a.card for a in view.legal]
        hand_cards = self.scene.hands[self.scene.human]
        playable = [x for x in hand_cards if x in legal]
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and playable:
            self._focus_index += -1 if key == Qt.Key.Key_Left else 1
            self._show_choices(view)
        elif key in PRESS_KEYS and playable:
            self._on_card_clicked(playable[self._focus_index % len(playable)])
        elif key in CARD_KEYS and CARD_KEYS[key] < len(hand_cards):
            self._on_card_clicked(hand_cards[CARD_KEYS[key]])

    def _panels(self) -> list[Panel]:
        """The panels up now, the one holding the keyboard first, then in the
        order they are answered (a notice before the question under it)."""
        up = [p for p in (self.notice, self.decision, self.summary, self._lobby_panel)
              if p is not None and p.isVisible()]
        return sorted(up, key=lambda p: (not p.holds_keyboard(), not p.answered_first))

    def _panel_key(self, key: int) -> bool:
        """Enter or Space press a panel's current button, the arrows and Tab
        move among its buttons, a number or underlined letter presses one."""
        c = self.controller
        playing = c is not None and c.waiting_for_human == "play"
        for panel in self._panels():
            if key in PRESS_KEYS and panel.press_default():
                return True
            if playing and not panel.holds_keyboard():
                continue  # the arrows and numbers choose a card (a notice is up)
            if key in NEXT_KEYS + PREVIOUS_KEYS and panel.move_focus(
                    1 if key in NEXT_KEYS else -1):
                return True
            if panel.press_key(key):
                return True
        return False

    def ask_hint(self) -> None:
        c = self.controller
        if c is None or self.autoplay:
            return
        if c.human.pending is None:  # the action is disabled then; a stray shortcut
            self.say("There is no decision of yours to hint at just now.")
            return
        self.say("Thinking about a hint…")
        c.request_hint()

    def _hint_allowed(self, on: bool) -> None:
        """Hint is there exactly while the person has a decision to make."""
        self.act_hint.setEnabled(on and not self.autoplay)

    def _on_hint(self, text: str, action: Action | str | None) -> None:
        """Say the hint, and point at the card or button it suggests."""
        self.say(text)
        c = self.controller
        if isinstance(action, str):  # the dealing method
            if self.decision.isVisible():
                self.decision.highlight(action)
            return
        view = c.view() if c is not None else None
        if action is None or c is None or view is None:
            return
        if action.do == "play" and c.waiting_for_human == "play":
            legal = [a.card for a in view.legal]
            playable = [x for x in self.scene.hands[self.scene.human] if x in legal]
            if action.card in playable:
                self._focus_index = playable.index(action.card)
                self._show_choices(view)  # the suggested card carries the focus ring
        elif self.decision.isVisible():
            self.decision.highlight(action.do)

    def _explain(self, message: Reason | str) -> None:
        """Why a click did nothing: said on the table and in the status line."""
        c = self.controller
        text = said(message, c.config.names, c.viewer) if c is not None else str(message)
        self.say(text)
        self._transient = True
        self.scene.say_now(self.scene.human, text, "explain")

    def notify(self, lines: Sequence[str], folder: str | Path | None = None) -> None:
        """Tell the person something they must read (a file set aside, a game
        open elsewhere): a panel that stays until dismissed, and the log."""
        for line in lines:
            log.warning("%s", line)
        self.notice.add(list(lines), None if folder is None else str(folder))

    def say(self, text: str) -> None:
        self.status_label.setText(text)
        self._transient = False

    # ------------------------------------------------------- end of a hand
    def _on_hand_finished(self, s: HandSummary) -> None:
        c = self.controller
        assert c is not None
        self.say(f"Hand {c.game.hand_number} is over.")
        self._transient = True  # gone once the next hand asks anyone anything

        def next_hand() -> None:
            self.say("")  # read: it is no news in the next deal
            c.next_hand()
        self.summary.show_summary(f"Hand {c.game.hand_number}", s, self.config.names,
                                  self.config.rules.players, [("&Next hand", next_hand)],
                                  you=c.viewer, story=self.scene.story_of(c.game.hand))
        if self.autoplay:
            QTimer.singleShot(max(self.scene.ms("between_autoplay_hands"), 30),
                              lambda: (self.summary.hide(), c.next_hand()))

    def _on_game_finished(self, s: HandSummary) -> None:
        names = self.config.names
        players = self.config.rules.players
        winner = team_name(s.winner or 0, names, players)
        you_won = (s.winner == (self.controller.viewer & 1)) if self.controller else False
        viewer = self.controller.viewer if self.controller else None
        one = players == 2 and not is_you(s.winner or 0, names, viewer)
        title = f"{winner} {'wins' if one else 'win'} the game"
        if you_won and not self.autoplay and viewer is not None:
            # the partnership named both ways: "You & Partner win", "Rhonda & Kerwin win"
            title = ("You win the game!" if players == 2 else
                     f"You & {names[(viewer + 2) % 4]} win the game!")
        story = self.scene.story_of(self.controller.game.hand) if self.controller else ""
        buttons: list[tuple[str, Callable[[], None]]] = [
            ("&Rematch", lambda: self.start_game(self.config)),
            ("&New game…", self.ask_new_game)]
        if self.table_host is not None:
            buttons = [("&Host again…", self.ask_host_table), ("&New game…", self.ask_new_game)]
        elif getattr(self.controller, "remote", False):
            buttons = [("&Join a table…", self.ask_join_table), ("&New game…", self.ask_new_game)]
            self._save_net_setting("rejoin", None)  # that seat is nothing to take back now
        self.summary.show_summary(title, s, names, players, you=viewer, story=story,
                                  buttons=buttons)
        self.game_over.emit(s)

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
        if self._lobby_panel is not None and not self._lobby_panel.isHidden():
            self._lobby_panel.place()

    def closeEvent(self, event: QCloseEvent) -> None:
        friends = self._friends_seated()
        if friends and not self._quit_confirmed:
            event.ignore()  # asked first: the table closes for them
            playing = self.table_host is not None and self.table_host.controller is not None
            self._confirm(
                "Quit All Fours",
                f"Quit? The table closes for {friends}."
                + (" The game stays in your history: next time, Host it again and they "
                   "take their seats back." if playing else ""),
                "Quit", "Keep playing", self._quit_now)
            return
        self._leave_table(quitting=True)
        if self.controller is not None:
            self.controller.stop()
        if self.settings is not None and not self.autoplay:
            self.settings.save_geometry(self.saveGeometry())
            self.settings.sync()
        super().closeEvent(event)


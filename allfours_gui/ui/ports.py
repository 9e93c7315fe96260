"""What a room of the window is handed (docs/design.md §11): three ports, never the
window itself.

- ``TableShell``: the table on screen: the scene (a new one when the seat count
  changes: ``scene_changed``), the view, the panels on it, the status and turn lines,
  and the ways to say, tell and ask.
- ``CurrentGame``: the game on the table (its ``TableSession``, or None) and its
  configuration; ``installed`` when a session is put on the table, so each room
  connects its own slots to it, ``started`` once it is dealt or resumed, ``over`` at
  the game's end.
- ``Services``: the history store, the settings, the card art and the timing.

What one room needs of another is a callable the window hands in as it composes them
(each room's ``...Needs``); nothing below the composition imports ``main_window``."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QWidget

from ..app.settings import TableLook
from ..session.game_config import GameConfig
from ..session.timing import SPEEDS
from .owned_windows import Latest, free_on_close
from .table.narrator import Narrator
from .table.overlays import DecisionBar, NoticePanel, SummaryPanel
from .table.table_scene import TableScene
from .table.table_view import TableView
from .table.turn_clock import TurnClock
from .wording import shown_names

if TYPE_CHECKING:
    from ..app.settings import AppSettings
    from ..history.store import HistoryStore
    from ..session.controller import PlayerFactory
    from ..session.table_session import TableSession
    from .table.card_art import CardArt

log = logging.getLogger(__name__)


class CurrentGame(QObject):
    """The game on the table and its configuration."""

    installed = Signal(object)  # a TableSession put on the table: connect to it
    started = Signal(object)  # the TableSession, once connected to the table
    over = Signal(object)  # HandSummary of the game's last hand

    def __init__(self, config: GameConfig, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session: TableSession | None = None
        self.config = config

    def names_shown(self) -> list[str]:
        """The seats' names as the table shows them (the default names in the
        language chosen, a typed name as typed)."""
        return shown_names(self.config.names)


class Services:
    """What the rooms use and do not draw: the history, the settings, the card art, who
    plays the computer seats and how long they seem to think."""

    def __init__(self, *, store: HistoryStore | None, settings: AppSettings | None,
                 art: CardArt, player_factory: PlayerFactory | None, autoplay: bool,
                 think_ms: int | None, speed: str) -> None:
        self.store = store
        self.history_dir: Path | None = None  # the history could not be written: try there
        self.settings = settings
        self.art = art
        self.player_factory = player_factory
        self.autoplay = autoplay  # the tests' and demos' own play: nobody is asked
        self.think_ms = think_ms  # the tests' fixed thinking time, if any
        self.speed = speed
        # the coach's budget a decision (Settings; docs/design.md: the coach)
        self.coach_seconds = settings.coach_seconds if settings is not None else 3.0
        self.card_points_shown = settings.card_points if settings is not None else True

    def thinking_ms(self, fixed: bool = True) -> int:
        """How long a computer seems to think at this speed (with ``fixed``, the
        tests' fixed value wins)."""
        if fixed and self.think_ms is not None:
            return self.think_ms
        return 0 if self.speed == "instant" else int(450 * SPEEDS.get(self.speed, 1.0))


class TableShell(QObject):
    """The table on screen, as the rooms use it."""

    scene_changed = Signal(object)  # a new TableScene (another seat count, other names)
    confirm_box: Latest[QMessageBox] = Latest()  # the last question asked, while it is open

    def __init__(self, window: QWidget, scene: TableScene, art: CardArt, look: TableLook,
                 speed: Callable[[], str], narrator: Narrator, turn_clock: TurnClock,
                 status_label: QLabel, turn_label: QLabel, net_label: QLabel) -> None:
        super().__init__(window)
        self.window = window  # the parent of the dialogs and the sessions: a widget only
        self.scene = scene
        self._art = art
        self._speed = speed
        self.look = look
        scene.set_look(look)  # before the panels: they take the look's colours as made
        self.narrator = narrator
        self.view = TableView(scene)
        self.decision = DecisionBar(self.view)
        self.summary = SummaryPanel(self.view)
        self.notice = NoticePanel(self.view)
        self.status_label = status_label
        self.turn_label = turn_label  # who is to decide, always
        self.net_label = net_label  # where the networked table is, while at one
        self.turn_clock = turn_clock  # a friend's time to decide, at a networked table
        self.transient = False  # the status line explains a click, until the next turn

    def new_scene(self, names: Sequence[str]) -> None:
        """A new scene for ``names`` on the table (the old one is deleted): each room
        hears ``scene_changed`` and connects to it."""
        old = self.scene
        self.scene = TableScene(names, self._art, self.window)
        self.scene.set_look(self.look)
        self.scene.set_speed(self._speed())
        self.view.set_table(self.scene)
        self.scene_changed.emit(self.scene)
        old.deleteLater()

    def say(self, text: str, spoken: str | None = None) -> None:
        """``text`` on the status line; ``spoken``, shorter words for a screen
        reader when the line is an instruction a listener has already heard."""
        self.status_label.setText(text)
        self.narrator.tell(text if spoken is None else spoken)
        self.transient = False

    def notify(self, lines: Sequence[str], folder: str | Path | None = None) -> None:
        """Tell the person something they must read (a file set aside, a game
        open elsewhere): a panel that stays until dismissed, and the log."""
        for line in lines:
            log.warning("%s", line)
        self.notice.add(list(lines), None if folder is None else str(folder))

    def confirm(self, title: str, text: str, yes: str, no: str,
                then: Callable[[], object]) -> QMessageBox:
        """Ask (window-modal, the table keeps its keys); ``then()`` on ``yes``."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("confirm-abandon")
        leave = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(no, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(leave)
        box.finished.connect(lambda _r: box.clickedButton() is leave and then())
        self.keeps_keys(box)
        self.confirm_box = box
        box.open()
        return box

    def keeps_keys(self, dialog: QDialog) -> None:
        """Once a dialog closes, the keys go to the table again; and the dialog is
        deleted (owned_windows.py)."""
        free_on_close(dialog)
        dialog.finished.connect(self._table_takes_keys)

    def _table_takes_keys(self) -> None:
        self.view.setFocus()

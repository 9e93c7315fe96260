"""What the hosting and the joining rooms share: the network's words, what the window
hands the networked table (``NetNeeds``), and the parts both rooms use (``NetParts``:
the menus, the lobby panel, the remembered values, an empty table for a lobby)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ...net.net_words import phrase_text
from ...session.game_config import GameConfig

if TYPE_CHECKING:
    from ...net.guest_session import GuestSession
    from ...net.table_settings import InternetServers
    from ...session.table_session import TableSession
    from ..ports import CurrentGame, Services, TableShell
    from .net_dialogs import LobbyPanel

PHRASE_MS = 3000  # how long a phrase said at the table stays (at Normal speed)


@dataclass(frozen=True)
class NetNeeds:
    """What the networked table asks of the room for the game on the table (handed in
    by the window as it composes them)."""

    confirm_abandon: Callable[[Callable[[], object]], None]
    drop_controller: Callable[[], None]
    install: Callable[[TableSession, GameConfig], None]
    redraw_position: Callable[[], None]
    start_game: Callable[[GameConfig], None]
    dress_table: Callable[[GameConfig], None]
    history_names: Callable[[GameConfig], None]  # the score history's sides named again
    enable_undo: Callable[[bool], None]


class NetParts:
    """The networked table's parts that hosting and joining both use."""

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 needs: NetNeeds, *, network_menus: Callable[[bool], None],
                 end_table: Callable[[], None], ask_leave_table: Callable[[], None]) -> None:
        """``network_menus(on)``: the Say menu and Leave on or off; ``end_table()``: the
        table hosted or joined closed or left; ``ask_leave_table()``: asked first."""
        self.shell, self.game, self.services, self.needs = shell, game, services, needs
        self.network_menus, self.end_table = network_menus, end_table
        self.ask_leave_table = ask_leave_table
        # the menu items, which the window puts in its Game menu
        self.act_leave = QAction(shell.window)
        self.act_leave.setEnabled(False)
        self.say_menu = QMenu()  # the phrases, once at a networked table
        self.say_menu.setObjectName("say-menu")
        self.say_menu.setEnabled(False)
        self.say_button = self.say_menu.menuAction()
        self.say_actions: list[QAction] = []
        self.lobby_built: LobbyPanel | None = None  # the lobby panel, once first shown
        self.table_address: str = ""  # "IP:port" of the table this window hosts or joined
        # the mailbox and relay of internet tables named on the command line (this run only)
        self.internet_override: InternetServers | None = None

    def internet_servers(self) -> InternetServers:
        """The servers internet tables go through: the command line's, else Settings',
        else the magic-wormhole project's public ones."""
        from ...net.table_settings import InternetServers

        if self.internet_override is not None:
            return self.internet_override
        return InternetServers.named(self.net_setting("mailbox"), self.net_setting("relay"))

    @property
    def guest(self) -> GuestSession | None:
        """The seat this window plays at a friend's table, if it is at one."""
        from ...net.guest_session import GuestSession

        c = self.game.session
        return c if isinstance(c, GuestSession) else None

    @property
    def lobby_panel(self) -> LobbyPanel:
        if self.lobby_built is None:
            from .net_dialogs import LobbyPanel

            self.lobby_built = LobbyPanel(self.shell.view)
        return self.lobby_built

    def net_setting(self, key: str, default: Any = "") -> Any:
        """A remembered networked-table value (checked at start, see settings.py)."""
        value = None if self.services.settings is None else self.services.settings.net(key)
        return default if value is None or value == "" else value

    def save_net_setting(self, key: str, value: object) -> None:
        if self.services.settings is not None:
            self.services.settings.set_net(key, value)

    def clear_table(self, config: GameConfig) -> None:
        """An empty table for ``config``'s players (a lobby)."""
        self.game.config = config
        names = config.names[:config.rules.players]
        if self.shell.scene.n != len(names):
            self.shell.new_scene(names)
        else:
            self.shell.scene.set_names(names)
        self.needs.dress_table(config)
        self.shell.scene.show_position(None, False, (0, 0), 0)
        self.shell.turn_label.clear()

    def phrase_said(self, seat: int, text: str) -> None:
        if 0 <= seat < self.shell.scene.n:
            self.shell.scene.say_now(seat, lambda: phrase_text(text), PHRASE_MS)

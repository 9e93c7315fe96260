"""The networked table as the window shows it (docs/design.md §16, docs/protocol.md):
two rooms, hosting (``host_room.py``) and joining (``join_room.py``), over the parts they
share (``net_room.py``); this one says which is on, and leaves or closes the table.

The game itself is played through the same ``TableSession`` interface as a
local one; these rooms hold only what a table shared with friends adds."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtGui import QAction, QKeySequence

from ...net.net_words import phrase_text
from ...session.game_config import GameConfig
from .host_room import HostRoom
from .join_room import JoinRoom
from .net_room import NetNeeds, NetParts

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from ...history.store import GameRow
    from ...net.guest_session import GuestSession
    from ...net.host import TableHost, TableSettings
    from ..ports import CurrentGame, Services, TableShell
    from .join_dialog import JoinDialog
    from .net_dialogs import HostDialog, LobbyPanel


class NetworkTable:
    """The window's networked table: the one it hosts (``host``) or the seat
    it took at a friend's (``guest``); neither while a local game is on."""

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 needs: NetNeeds) -> None:
        self.shell, self.game, self.services, self.needs = shell, game, services, needs
        self.parts = NetParts(shell, game, services, needs, network_menus=self._network_menus,
                              end_table=self.end_table, ask_leave_table=self.ask_leave_table)
        self.hosting = HostRoom(self.parts)
        self.joined = JoinRoom(self.parts)
        # the menu items (the window puts them in its Game menu) and the lobby
        self.act_leave: QAction = self.parts.act_leave
        self.say_menu: QMenu = self.parts.say_menu
        self.say_button: QAction = self.parts.say_button
        self.say_actions: list[QAction] = self.parts.say_actions
        # what each of the two rooms does, as the window and the tests name it
        self.ask_host_table = self.hosting.ask_host_table
        self.ask_join_table = self.joined.ask_join_table

    # -------------------------------------------------- which table is on
    @property
    def host(self) -> TableHost | None:
        """The table this window hosts, if it hosts one."""
        return self.hosting.host

    @property
    def guest(self) -> GuestSession | None:
        """The seat this window plays at a friend's table, if it is at one."""
        return self.parts.guest

    def at_network_table(self) -> bool:
        return self.host is not None or self.guest is not None

    @property
    def lobby_built(self) -> LobbyPanel | None:
        return self.parts.lobby_built

    @property
    def lobby_panel(self) -> LobbyPanel:
        return self.parts.lobby_panel

    @property
    def table_address(self) -> str:
        return self.parts.table_address

    @property
    def net_bind(self) -> str:
        return self.hosting.net_bind

    @net_bind.setter
    def net_bind(self, bind: str) -> None:
        self.hosting.net_bind = bind

    @property
    def table_finder(self) -> Callable[[float], list[Any]] | None:
        return self.joined.table_finder

    @table_finder.setter
    def table_finder(self, finder: Callable[[float], list[Any]] | None) -> None:
        self.joined.table_finder = finder

    @property
    def host_dialog(self) -> HostDialog | None:
        return self.hosting.host_dialog

    @property
    def join_dialog(self) -> JoinDialog | None:
        return self.joined.join_dialog

    def host_table(self, table: TableSettings, port: int = 0,
                   bind: str = "0.0.0.0") -> TableHost | None:
        return self.hosting.host_table(table, port, bind)

    def host_again(self, row: GameRow, lock: QLockFile | None = None) -> TableHost | None:
        return self.hosting.host_again(row, lock)

    def join_table(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                   seats: Sequence[int] = ()) -> GuestSession:
        return self.joined.join_table(host, port, code, name, seat, seats)

    def save_net_setting(self, key: str, value: object) -> None:
        self.parts.save_net_setting(key, value)

    def clock_viewer(self) -> int | None:
        c = self.game.session
        return None if c is None else c.viewer

    def _connection_lost(self, reason: str) -> None:
        self.joined.connection_lost(reason)

    # -------------------------------------------------- words
    def retranslate(self) -> None:
        """The language changed (the window calls this): the lobby, the Say menu, the
        Leave action and the table's label in the new words."""
        from ...net.protocol import PHRASES

        for action, phrase in zip(self.say_actions, PHRASES, strict=False):
            action.setText(phrase_text(phrase))
        if self.at_network_table():
            self._leave_text()
        if self.host is not None:
            self.hosting.label()
        elif self.guest is not None:
            self.joined.label(self.guest)
        panel = self.lobby_built
        if panel is None or panel.isHidden():
            return
        if panel.kind == "host":
            self.hosting.show_lobby()
        elif panel.kind == "guest":
            self.joined.show_lobby()
        elif panel.kind == "lost" and self.joined.lost_reason is not None:
            self.joined.show_lost(self.joined.lost_reason)

    # -------------------------------------------------- at the table
    def say_phrase(self, phrase: int) -> None:
        """One of the table's fixed phrases, said from this seat."""
        if self.host is not None:
            if not self.host.say(phrase):
                self.shell.say(QCoreApplication.translate("Network",
                                                          "One phrase a second, please."))
        elif self.guest is not None:
            self.guest.say(phrase)

    def _network_menus(self, on: bool) -> None:
        if on and not self.say_actions:
            from ...net.protocol import PHRASES

            for i, phrase in enumerate(PHRASES):
                a = QAction(phrase_text(phrase), self.shell.window)
                a.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
                a.triggered.connect(lambda _=False, i=i: self.say_phrase(i))
                self.say_menu.addAction(a)
                self.say_actions.append(a)
        self.say_menu.setEnabled(on)
        self.say_button.setVisible(on)
        self.act_leave.setEnabled(on)
        self._leave_text()
        self.needs.enable_undo(not on)

    def _leave_text(self) -> None:
        self.act_leave.setText(
            QCoreApplication.translate("Network", "Lea&ve the Table") if self.host is None
            else QCoreApplication.translate("Network", "&Close the Table"))

    # -------------------------------------------------- leaving
    def ask_leave_table(self) -> None:
        if not self.at_network_table():
            return
        friends = self.friends_seated()
        host = self.host
        if friends and host is not None and host.controller is None:  # still in the lobby
            self.shell.confirm(QCoreApplication.translate("Network", "Close the table"),
                               QCoreApplication.translate(
                                   "Network", "Close the table? {friends} will be sent away "
                                   "from it.").format(friends=friends),
                               QCoreApplication.translate("Network", "Close the table"),
                               QCoreApplication.translate("Network", "Keep it open"),
                               self.leave_table)
            return
        self.needs.confirm_abandon(self.leave_table)

    def friends_seated(self) -> str:
        """The friends connected to the table this window hosts, in words ('' if none)."""
        host = self.host
        if host is None:
            return ""
        names = [p.name for p in host.lobby.places if p.person and not p.local and p.connected]
        if not names:
            return ""
        if len(names) == 1:
            return names[0]
        return QCoreApplication.translate("Network", "{names} and {last}").format(
            names=QCoreApplication.translate("Network", ", ").join(names[:-1]), last=names[-1])

    def leave_table(self) -> None:
        """Leave (or close) the networked table; a new local game is dealt."""
        self.end_table()
        self.needs.drop_controller()
        config = self.game.config
        self.needs.start_game(GameConfig(rules=config.rules, names=self._local_names(),
                                         levels=self._local_levels(),
                                         strict_table=config.strict_table))

    def _local_names(self) -> tuple[str, ...]:
        if self.services.settings is not None:
            return self.services.settings.game_config().names[:self.game.config.rules.players]
        from ...app.settings import DEFAULT_NAMES

        return DEFAULT_NAMES[:self.game.config.rules.players]

    def _local_levels(self) -> tuple[str, ...]:
        n = self.game.config.rules.players
        if self.services.settings is not None:
            return self.services.settings.game_config().levels[:n]
        return ("human", *("medium",) * (n - 1))

    def end_table(self, quitting: bool = False) -> None:
        """Close the table this window hosts, or leave the one it joined.
        ``quitting``: the app closes; a hosted game stays resumable (Host it
        again) rather than abandoned."""
        host, self.hosting.host = self.hosting.host, None
        self.shell.turn_clock.clear()
        if host is not None:
            c = host.controller
            if c is not None and self.game.session is c:
                if quitting:
                    c.stop()
                    self.game.session = None
                else:
                    self.needs.drop_controller()
            host.shutdown("quit" if quitting else "closed")
            host.closed.connect(host.deleteLater)
        if self.joined.joining is not None:
            self.joined.joining.stop()
            self.joined.joining.deleteLater()
            self.joined.joining = None
        if self.guest is not None:
            self.needs.drop_controller()
        if self.lobby_built is not None:
            self.lobby_built.hide()
        if self.table_address:
            self.shell.say("")  # what the table said is no news at the next one
        self.parts.table_address = ""
        self.shell.net_label.setText("")
        self._network_menus(False)

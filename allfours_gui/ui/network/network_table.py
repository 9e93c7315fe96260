"""The networked table as the window shows it: hosting, joining, the lobby,
phrases, a lost connection and leaving (docs/design.md §16, docs/protocol.md).

The game itself is played through the same ``TableSession`` interface as a
local one; this room holds only what a table shared with friends adds.

(A little over 600 lines since its every line for the person is a whole
translated sentence, each call with its context taking two or three lines;
the lobby's, the status line's and the menus' words belong together here.)"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ...app.settings import DEFAULT_PORT
from ...app.stored_games import config_of
from ...engine.options import QT_TRANSLATE_NOOP
from ...session.game_config import HUMAN, REMOTE, GameConfig
from ...session.problem_words import problem_words
from ..owned_windows import Latest
from ..wording import cap as cap_first

if TYPE_CHECKING:
    from ...history.store import GameRow
    from ...net.guest_session import GuestSession
    from ...net.host import TableHost, TableSettings
    from ...session.controller import GameController
    from ...session.table_session import TableSession
    from ..ports import CurrentGame, Services, TableShell
    from .net_dialogs import HostDialog, JoinDialog, LobbyPanel


log = logging.getLogger(__name__)

PHRASE_MS = 3000  # how long a phrase said at the table stays (at Normal speed)
# The reasons a host gives for closing (a wire value, English), as the notice
# says them (shown with QCoreApplication.translate("Network", ...)); another
# reason is shown as the host wrote it
HOST_QUIT = "the host quit: the game can go on later, when they host it again"
BYE_SENTENCES = {
    "the host closed the table": QT_TRANSLATE_NOOP("Network", "The host closed the table."),
    HOST_QUIT: QT_TRANSLATE_NOOP("Network", "The host quit: the game can go on later, when "
                                            "they host it again."),
    "the game is over": QT_TRANSLATE_NOOP("Network", "The game is over."),
    "the host stopped": QT_TRANSLATE_NOOP("Network", "The host stopped."),
}


def bye_sentence(reason: str) -> str:
    known = BYE_SENTENCES.get(reason)
    return f"{cap_first(reason)}." if known is None else \
        QCoreApplication.translate("Network", known)


def phrase_text(text: str) -> str:
    """A table phrase (net/protocol.py's PHRASES, marked "Phrases") in the reader's language."""
    return QCoreApplication.translate("Phrases", text)


@dataclass(frozen=True)
class NetNeeds:
    """What this room asks of the room for the game on the table (handed in by the
    window as it composes them)."""

    confirm_abandon: Callable[[Callable[[], object]], None]
    drop_controller: Callable[[], None]
    install: Callable[[TableSession, GameConfig], None]
    redraw_position: Callable[[], None]
    start_game: Callable[[GameConfig], None]
    dress_table: Callable[[GameConfig], None]
    history_names: Callable[[GameConfig], None]  # the score history's sides named again
    enable_undo: Callable[[bool], None]


class NetworkTable:
    """The window's networked table: the one it hosts (``host``) or the seat
    it took at a friend's (``guest``); neither while a local game is on."""

    host_dialog: Latest[HostDialog] = Latest()  # while it is open
    join_dialog: Latest[JoinDialog] = Latest()

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 needs: NetNeeds) -> None:
        self.shell, self.game, self.services, self.needs = shell, game, services, needs
        # this room's menu items, which the window puts in its Game menu
        self.act_leave = QAction(shell.window)
        self.act_leave.setEnabled(False)
        self.say_menu = QMenu()  # the phrases, once at a networked table
        self.say_menu.setObjectName("say-menu")
        self.say_menu.setEnabled(False)
        self.say_button = self.say_menu.menuAction()
        self.say_actions: list[QAction] = []
        self.host: TableHost | None = None  # the table this window hosts
        self.joining: GuestSession | None = None  # a seat asked for, not yet given
        self.lobby_built: LobbyPanel | None = None  # the lobby panel, once first shown
        self.table_address: str = ""  # "IP:port" of the table this window hosts or joined
        self.net_bind: str = "0.0.0.0"  # where a hosted table listens (tests: 127.0.0.1)
        self.table_finder: Callable[[float], list[Any]] | None = None  # tests: no multicast
        self._lost_reason: str | None = None  # why the connection was lost, while the panel says

    @property
    def guest(self) -> GuestSession | None:
        """The seat this window plays at a friend's table, if it is at one."""
        from ...net.guest_session import GuestSession

        c = self.game.session
        return c if isinstance(c, GuestSession) else None

    def at_network_table(self) -> bool:
        return self.host is not None or self.guest is not None

    @property
    def lobby_panel(self) -> LobbyPanel:
        if self.lobby_built is None:
            from .net_dialogs import LobbyPanel

            self.lobby_built = LobbyPanel(self.shell.view)
        return self.lobby_built

    def _net_setting(self, key: str, default: Any = "") -> Any:
        """A remembered networked-table value (checked at start, see settings.py)."""
        value = None if self.services.settings is None else self.services.settings.net(key)
        return default if value is None or value == "" else value

    def save_net_setting(self, key: str, value: object) -> None:
        if self.services.settings is not None:
            self.services.settings.set_net(key, value)

    def ask_host_table(self) -> None:
        from .net_dialogs import HostDialog

        dialog = HostDialog(self.game.config, self.shell.window,
                            port=self._net_setting("port", DEFAULT_PORT),
                            name=self._net_setting("name"))

        def accepted() -> None:
            table = dialog.table_settings(think_ms=self.services.thinking_ms())
            port = dialog.port.value()  # read now: the dialog is gone once answered
            self.save_net_setting("port", port)
            self.save_net_setting("name", table.host_name)
            self.needs.confirm_abandon(lambda: self.host_table(table, port, self.net_bind))
        dialog.accepted.connect(accepted)
        self.shell.keeps_keys(dialog)
        dialog.open()
        self.host_dialog = dialog

    def host_again(self, row: GameRow, lock: QLockFile | None = None) -> TableHost | None:
        """Open the table again for a stored game played with friends: its
        friends' seats wait for them (computers keep them until they come)."""
        from ...net.host import TableSettings
        from .net_dialogs import new_code

        config = config_of(row, self.game.config)
        n = config.rules.players
        mine = next((s for s in range(n) if row.levels[s] == HUMAN), 0)
        host_name = config.names[mine]
        table = TableSettings(
            code=new_code(),  # every table its own code: friends are told the new one
            people=tuple(s for s in range(n) if row.levels[s] == REMOTE),
            rules=config.rules, levels=tuple(config.levels[:n]),
            think_ms=self.services.thinking_ms(),
            name=f"{host_name}'s table", host_seat=mine, host_name=host_name,
            names=tuple(config.names[:n]), resume=row, resume_lock=lock)
        host = self.host_table(table, self._net_setting("port", DEFAULT_PORT), self.net_bind)
        # the lobby shows where the game stands
        if host is not None and self.services.store is not None:
            hands = self.services.store.hands(row.id)
            self.shell.scene.show_position(None, False, (row.score[0], row.score[1]),
                                       hands[-1].number if hands else 0)
        return host

    def host_table(self, table: TableSettings, port: int = 0,
                   bind: str = "0.0.0.0") -> TableHost | None:
        """Open a table others can join; this window plays the host's seat.
        The game starts when the host presses Start in the lobby."""
        from ...net.discovery import local_addresses
        from ...net.host import TableHost

        old = self.host
        if old is not None:  # Host again: the new table opens where the old one was
            port = port or old.port
            old.stop_listening()
        host = TableHost(table, self.services.store, self.services.player_factory,
                         parent=self.shell.window)
        try:
            try:
                port = host.listen(bind, port)
            except OSError:
                port = host.listen(bind, 0)  # that port is taken: any free one
        except OSError as e:
            host.deleteLater()
            self.shell.notify([QCoreApplication.translate(
                "Network", "The table could not be opened: {reason}").format(
                    reason=problem_words(e))])
            return None
        self.end_table()
        self.needs.drop_controller()
        self.services.autoplay = False
        self.shell.decision.hide()
        self.shell.summary.hide()
        self.host = host
        where = bind if bind not in ("0.0.0.0", "::", "") else local_addresses()[0]
        self.table_address = f"{where}:{port}"
        self._label_host()
        config = GameConfig(rules=table.rules, names=tuple(host.lobby.names()),
                            levels=("human", *table.levels[1:]),
                            strict_table=self.game.config.strict_table)
        self._clear_table(config)
        host.lobby_changed.connect(lambda _seats: self._show_host_lobby())
        host.game_created.connect(lambda c: self._hosted_game_started(c, config))
        host.said.connect(self._phrase_said)
        host.notice.connect(lambda text: log.info("table: %s", text))
        host.wrong_code.connect(self._wrong_code)
        host.seat_left.connect(lambda _seat, name: self.shell.say(QCoreApplication.translate(
            "Network", "{name} left the table: the computer plays for them until they come "
            "back.").format(name=name)))
        host.turn_clock.connect(self.shell.turn_clock.set_clock)
        host.too_slow.connect(lambda _seat, name: self.shell.say(QCoreApplication.translate(
            "Network", "{name} took too long: the computer played for them.").format(
                name=name)))
        host.failed.connect(lambda text: self.shell.notify([QCoreApplication.translate(
            "Network", "The game could not start: {reason}").format(reason=text)]))
        host.finished.connect(lambda _score: self.act_leave.setText(
            QCoreApplication.translate("Network", "&Close the Table")))
        self._network_menus(True)
        self._show_host_lobby()
        self.shell.say(QCoreApplication.translate(
            "Network", "Your table is open at {address}, code {code}.").format(
                address=self.table_address, code=table.code))
        return host

    def _label_host(self) -> None:
        host = self.host
        if host is not None:
            self.shell.net_label.setText(QCoreApplication.translate(
                "Network", "Your table: {address} · code {code}").format(
                    address=self.table_address, code=host.settings.code))

    def _label_guest(self, rc: GuestSession) -> None:
        text = (QCoreApplication.translate("Network", "{table} at {address}") if rc.table_name
                else QCoreApplication.translate("Network", "Table at {address}"))
        self.shell.net_label.setText(text.format(table=rc.table_name, address=rc.address))

    def retranslate(self) -> None:
        """The language changed (the window calls this): the lobby, the Say menu, the
        Leave action and the table's label in the new words."""
        from ...net.protocol import PHRASES

        for action, phrase in zip(self.say_actions, PHRASES, strict=False):
            action.setText(phrase_text(phrase))
        if self.at_network_table():
            self._leave_text()
        if self.host is not None:
            self._label_host()
        elif self.guest is not None:
            self._label_guest(self.guest)
        panel = self.lobby_built
        if panel is None or panel.isHidden():
            return
        if panel.kind == "host":
            self._show_host_lobby()
        elif panel.kind == "guest":
            self._show_guest_lobby()
        elif panel.kind == "lost" and self._lost_reason is not None:
            self._show_lost(self._lost_reason)

    def _clear_table(self, config: GameConfig) -> None:
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

    def _show_host_lobby(self) -> None:
        host = self.host
        if host is None:
            return
        names = tuple(host.lobby.names())
        if names != tuple(self.game.config.names):  # a friend sat down (in the lobby or mid-game)
            self.game.config.names = names
            self.shell.scene.set_names(names)
            if host.controller is not None and self.game.session is host.controller:
                self.needs.history_names(self.game.config)
        if host.controller is not None:
            return
        from .net_dialogs import seat_lines, wrong_code_lines

        seats = host.lobby.state()
        waiting = [s for s in seats if s["kind"] == "person" and not s["joined"]]
        ready = host.lobby.ready_to_start()
        if not ready:
            start = QCoreApplication.translate("Lobby", "Start (waiting for everyone to be ready)")
        elif waiting:
            start = QCoreApplication.translate("Lobby",
                                               "Start now (computers keep the empty seats)")
        else:
            start = QCoreApplication.translate("Lobby", "Start")
        code = escape(host.settings.code, quote=False)
        intro = QCoreApplication.translate(
            "Lobby", "Tell your friends the address <b>{address}</b> and the code "
            "<b>{code}</b>: they choose Game → Join a Table…").format(
                address=escape(self.table_address, quote=False), code=code)
        guessed = wrong_code_lines(host.wrong_codes())
        if guessed:
            intro += f"<br><span style='color:#ffb4a8'>{escape(guessed, quote=False)}</span>"
        title = QCoreApplication.translate("Lobby", "Your table is open: {name}").format(
            name=escape(host.settings.name, quote=False))
        self.lobby_panel.show_panel(
            "host", title, intro, seat_lines(seats, host.rules.players),
            [("start", start, self._start_hosted_game, ready),
             *[(f"give{s['seat']}", QCoreApplication.translate(
                 "Lobby", "Give {name}'s seat to someone else").format(name=s["name"]),
                lambda seat=s["seat"]: host.give_away(seat), True)
               for s in seats if s.get("kept") and not s["connected"]],
             ("close", QCoreApplication.translate("Lobby", "Close the table"),
              self.ask_leave_table, True)])

    def clock_viewer(self) -> int | None:
        c = self.game.session
        return None if c is None else c.viewer

    def _wrong_code(self, address: str, n: int) -> None:
        """Someone at ``address`` typed a wrong code: the lobby (or the status line) says so."""
        host = self.host
        if host is not None and host.controller is None:
            self._show_host_lobby()
        else:
            from .net_dialogs import wrong_codes

            self.shell.say(wrong_codes(n, sentence=True).format(address=address))

    def _start_hosted_game(self) -> None:
        host = self.host
        if host is not None and not host.start_now():
            self.shell.say(QCoreApplication.translate(
                "Network", "Everyone who has joined must be ready first."))

    def _hosted_game_started(self, c: GameController, config: GameConfig) -> None:
        if self.lobby_built is not None:
            self.lobby_built.hide()
        config.names = c.config.names
        self.needs.install(c, c.config)
        if self.host is not None and self.host.settings.resume is not None:
            self.needs.redraw_position()  # a stored game: where it stands, then on
        self.game.started.emit(c)
        self.shell.say(QCoreApplication.translate("Network", "The game begins."))

    def ask_join_table(self) -> None:
        from .net_dialogs import JoinDialog

        names = self.game.config.names
        me = names[0] if names and names[0] != "You" else ""
        rejoin = self._net_setting("rejoin", None)
        dialog = JoinDialog(self.shell.window, name=self._net_setting("name", me),
                            address=self._net_setting("address"),
                            code=self._net_setting("code"), browse=self.table_finder,
                            yours=None if rejoin is None else (rejoin["address"],
                                                               rejoin["seat"]))

        def accepted() -> None:
            target = dialog.target()
            assert target is not None
            code, name = dialog.code.text().strip(), dialog.name.text().strip()
            self.save_net_setting("name", name)
            self.save_net_setting("address", dialog.address.text().strip())
            self.save_net_setting("code", code)
            seat = dialog.seat.currentData()
            open_seats = dialog.open_seats()  # read now: the dialog is gone once answered
            self.needs.confirm_abandon(lambda: self.join_table(
                target[0], target[1], code, name, seat, open_seats))
        dialog.accepted.connect(accepted)
        self.shell.keeps_keys(dialog)
        dialog.open()
        self.join_dialog = dialog

    def join_table(self, host: str, port: int, code: str, name: str, seat: int | None = None,
                   seats: Sequence[int] = ()) -> GuestSession:
        """Sit down at the table at ``host:port``; the window shows it once seated."""
        from ...net.guest_session import GuestSession

        if self.joining is not None:
            self.joining.stop()
            self.joining.deleteLater()
        token, token_seat = self._saved_seat(host, port, code)
        rc = GuestSession(host, port, code, name, seat, seats=seats,
                              strict_table=self.game.config.strict_table, token=token,
                              token_seat=token_seat, parent=self.shell.window)
        self.joining = rc
        rc.welcomed.connect(lambda: self._seated(rc))
        rc.refused.connect(lambda text: self._join_refused(rc, text))
        rc.status.connect(self.shell.say)
        rc.connect_to_host()
        self.shell.say(QCoreApplication.translate(
            "Network", "Joining the table at {address}…").format(address=rc.address))
        return rc

    def _saved_seat(self, host: str, port: int, code: str) -> tuple[str | None, int | None]:
        """The token of the seat this person had at that table (the app was
        closed mid-game), to take the seat back."""
        from .net_dialogs import parse_address

        # the same host, whatever its port and code now (a game hosted again
        # gets a new code, and perhaps a new port); a table that does not know
        # the token says so, and the person sits down afresh
        rejoin = self._net_setting("rejoin", None)
        known = parse_address(rejoin["address"]) if rejoin is not None else None
        if rejoin is None or known is None or known[0].lower() != host.lower():
            return None, None
        return rejoin["token"], rejoin["seat"]

    def _remember_seat(self, rc: GuestSession) -> None:
        if rc.token is not None:
            self.save_net_setting("rejoin", {"address": rc.address, "code": rc.code,
                                             "seat": rc.wire_seat, "token": rc.token})

    def _join_refused(self, rc: GuestSession, text: str) -> None:
        if rc is self.joining:
            self.joining = None
            rc.deleteLater()
        self.shell.say(text)
        self.shell.notify([QCoreApplication.translate(
            "Network", "Could not join the table: {reason}").format(reason=text)])

    def _seated(self, rc: GuestSession) -> None:
        if rc is not self.joining:
            return
        self.joining = None
        self.end_table()
        self.needs.drop_controller()  # as the question said: the game in progress is abandoned
        self.services.autoplay = False
        self.shell.decision.hide()
        self.shell.summary.hide()
        self.needs.install(rc, rc.config)
        self.shell.scene.show_position(None, False, (0, 0), 0)
        self.table_address = rc.address
        self._label_guest(rc)
        rc.lobby_changed.connect(lambda _seats: self._show_guest_lobby())
        rc.names_changed.connect(self._names_changed)
        rc.started.connect(self._guest_game_started)
        rc.said.connect(self._phrase_said)
        rc.connection_lost.connect(self._connection_lost)
        rc.table_closed.connect(self._table_closed)
        rc.rejoined.connect(self._rejoined)
        rc.clock_changed.connect(self.shell.turn_clock.set_clock)
        rc.rejoined.connect(lambda: self._remember_seat(rc))
        self._remember_seat(rc)
        self._network_menus(True)
        self._show_guest_lobby()
        self.shell.say((QCoreApplication.translate("Network", "You are at {table} as {name}.")
                    if rc.table_name else
                    QCoreApplication.translate("Network", "You are at the table as {name}.")
                    ).format(table=rc.table_name, name=rc.name))
        self.game.started.emit(rc)
        rc.start()

    def _show_guest_lobby(self) -> None:
        rc = self.guest
        if rc is None or rc.in_game:
            return
        from .net_dialogs import seat_lines

        if rc.lobby_score is not None:  # a game hosted again: where it stands
            self.shell.scene.show_position(None, False, *rc.lobby_score)
        mine: dict[str, Any] = next((s for s in rc.lobby if s.get("you")), {})
        ready = bool(mine.get("ready"))
        intro = (QCoreApplication.translate(
            "Lobby", "When everyone is ready, the host starts the game.") if ready else
            QCoreApplication.translate(
                "Lobby", "Say you are ready; the host starts the game when everyone is."))
        title = (QCoreApplication.translate("Lobby", "At {table}").format(
            table=escape(rc.table_name, quote=False)) if rc.table_name
            else QCoreApplication.translate("Lobby", "At the table"))
        self.lobby_panel.show_panel(
            "guest", title, intro, seat_lines(rc.lobby, rc.config.rules.players),
            [("ready", QCoreApplication.translate("Lobby", "Not ready after all") if ready
              else QCoreApplication.translate("Lobby", "I'm ready"),
              lambda: rc.set_ready(not ready), True),
             ("leave", QCoreApplication.translate("Lobby", "Leave the table"),
              self.ask_leave_table, True)])

    def _guest_game_started(self) -> None:
        if self.lobby_built is not None and self.lobby_built.kind == "guest":
            self.lobby_built.hide()
        rc = self.guest
        if rc is None:
            return
        if not rc.joined_under_way:
            self.shell.say(QCoreApplication.translate("Network", "The game begins.")
                       if rc.lobby_score is None else
                       QCoreApplication.translate("Network", "The game goes on where it stood."))
        elif rc.client is not None and rc.client.welcome is not None \
                and rc.client.welcome.back:
            self.shell.say(QCoreApplication.translate("Network", "You are back in the game."))
        else:
            self.shell.say(QCoreApplication.translate("Network", "You join the game under way."))

    def _names_changed(self) -> None:
        c = self.game.session
        if c is None:
            return
        names = c.config.names[:c.config.rules.players]
        self.shell.scene.set_names(names)
        self.needs.history_names(c.config)

    def _phrase_said(self, seat: int, text: str) -> None:
        if 0 <= seat < self.shell.scene.n:
            self.shell.scene.say_now(seat, lambda: phrase_text(text), PHRASE_MS)

    def say_phrase(self, phrase: int) -> None:
        """One of the table's fixed phrases, said from this seat."""
        if self.host is not None:
            if not self.host.say(phrase):
                self.shell.say(QCoreApplication.translate("Network",
                                                          "One phrase a second, please."))
        elif self.guest is not None:
            self.guest.say(phrase)

    def _connection_lost(self, reason: str) -> None:
        rc = self.guest
        if rc is None:
            return
        self.shell.decision.hide()
        self.shell.scene.set_choices([])
        self.shell.turn_clock.clear()  # nobody's clock is heard of until this seat is back
        from ...net.guest_link import reason_words

        self.shell.say(QCoreApplication.translate(
            "Network", "The connection to the table was lost ({reason}).").format(
                reason=reason_words(reason)))
        self._show_lost(reason)

    def _show_lost(self, reason: str) -> None:
        rc = self.guest
        if rc is None:
            return
        from ...net.guest_link import reason_words

        self._lost_reason = reason
        self.lobby_panel.show_panel(
            "lost", QCoreApplication.translate("Lobby", "You lost the connection to the table"),
            QCoreApplication.translate(
                "Lobby", "{reason}. A computer plays your seat until you come back: Reconnect "
                "takes it back.").format(reason=escape(cap_first(reason_words(reason)),
                                                       quote=False)), "",
            [("reconnect", QCoreApplication.translate("Lobby", "Reconnect"), rc.reconnect, True),
             ("leave", QCoreApplication.translate("Lobby", "Leave the table"),
              self.ask_leave_table, True)])

    def _rejoined(self) -> None:
        if self.lobby_built is not None and self.lobby_built.kind == "lost":
            self.lobby_built.hide()

    def _table_closed(self, reason: str) -> None:
        c = self.game.session
        over = c is not None and c.game_is_over()
        self.shell.net_label.setText("")
        self.shell.turn_clock.clear()
        self.say_menu.setEnabled(False)
        self.say_button.setVisible(False)
        if not over:
            self.shell.notify([bye_sentence(reason)])

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

    def ask_leave_table(self) -> None:
        if not self.at_network_table():
            return
        friends = self.friends_seated()
        host = self.host
        if friends and host is not None and host.controller is None:  # still in the lobby
            self.shell.confirm(QCoreApplication.translate("Network", "Close the table"),
                           QCoreApplication.translate(
                               "Network", "Close the table? {friends} will be sent away from "
                               "it.").format(friends=friends),
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
        self.needs.start_game(GameConfig(rules=self.game.config.rules, names=self._local_names(),
                                           levels=self._local_levels(),
                                           strict_table=self.game.config.strict_table))

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
        host, self.host = self.host, None
        self.shell.turn_clock.clear()
        if host is not None:
            c = host.controller
            if c is not None and self.game.session is c:
                if quitting:
                    c.stop()
                    self.game.session = None
                else:
                    self.needs.drop_controller()
            host.shutdown(HOST_QUIT if quitting else "the host closed the table")  # wire words
            host.closed.connect(host.deleteLater)
        if self.joining is not None:
            self.joining.stop()
            self.joining.deleteLater()
            self.joining = None
        if self.guest is not None:
            self.needs.drop_controller()
        if self.lobby_built is not None:
            self.lobby_built.hide()
        if self.table_address:
            self.shell.say("")  # what the table said is no news at the next one
        self.table_address = ""
        self.shell.net_label.setText("")
        self._network_menus(False)

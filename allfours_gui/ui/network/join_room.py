"""Joining a friend's table: the Join dialog, a seat taken (or taken back by its
token), the guest's lobby, a lost connection and the host's goodbye (docs/design.md §16)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...net.net_words import bye_sentence
from ..owned_windows import Latest
from ..wording import cap as cap_first

if TYPE_CHECKING:
    from ...net.guest_session import GuestSession
    from .join_dialog import JoinDialog
    from .net_room import NetParts


INTERNET = "internet"  # the remembered seat's "address" when its table was over the internet


class JoinRoom:
    """The seat this window takes at a friend's table, from the Join dialog on."""

    join_dialog: Latest[JoinDialog] = Latest()  # while it is open

    def __init__(self, parts: NetParts) -> None:
        self.parts = parts
        self.shell, self.game, self.services, self.needs = (
            parts.shell, parts.game, parts.services, parts.needs)
        self.joining: GuestSession | None = None  # a seat asked for, not yet given
        self.table_finder: Callable[[float], list[Any]] | None = None  # tests: no multicast
        self.lost_reason: str | None = None  # why the connection was lost, while said

    def ask_join_table(self, internet: bool = False) -> None:
        from .join_dialog import JoinDialog

        names = self.game.config.names
        me = names[0] if names and names[0] != "You" else ""
        rejoin = self.parts.net_setting("rejoin", None)
        dialog = JoinDialog(self.shell.window, name=self.parts.net_setting("name", me),
                            address=self.parts.net_setting("address"),
                            code=self.parts.net_setting("code"), browse=self.table_finder,
                            yours=None if rejoin is None else (rejoin["address"],
                                                               rejoin["seat"]),
                            internet=internet or self.parts.net_setting("where") == "internet")

        def accepted() -> None:
            invite = dialog.invite_code() if dialog.internet else None
            self.parts.save_net_setting("where", "internet" if dialog.internet else "lan")
            if invite is not None:
                name = dialog.chosen_name()
                self.parts.save_net_setting("name", name)
                self.needs.confirm_abandon(lambda: self.join_by_code(invite, name))
                return
            target = dialog.target()
            assert target is not None
            code, name = dialog.code.text().strip(), dialog.name.text().strip()
            self.parts.save_net_setting("name", name)
            self.parts.save_net_setting("address", dialog.address.text().strip())
            self.parts.save_net_setting("code", code)
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

    def join_by_code(self, invite: str, name: str) -> GuestSession:
        """Sit down at a table over the internet with the code its host sent for
        this person's seat; a seat this person had at an internet table (its
        token) is offered, and forgotten if the table does not know it."""
        from ...net.guest_session import GuestSession
        from ...net.internet_door import channel_settings

        if self.joining is not None:
            self.joining.stop()
            self.joining.deleteLater()
        rejoin = self.parts.net_setting("rejoin", None)
        token, token_seat = ((rejoin["token"], rejoin["seat"])
                             if rejoin is not None and rejoin["address"] == INTERNET
                             else (None, None))
        rc = GuestSession("", 0, invite, name, token_seat, strict_table=
                          self.game.config.strict_table, token=token, token_seat=token_seat,
                          invite=invite, channel=channel_settings(self.parts.internet_servers()),
                          parent=self.shell.window)
        self.joining = rc
        rc.welcomed.connect(lambda: self._seated(rc))
        rc.refused.connect(lambda text: self._join_refused(rc, text))
        rc.status.connect(self.shell.say)
        rc.connect_to_host()
        self.shell.say(QCoreApplication.translate(
            "Network", "Looking for your host over the internet…"))
        return rc

    def _saved_seat(self, host: str, port: int, code: str) -> tuple[str | None, int | None]:
        """The token of the seat this person had at that table (the app was
        closed mid-game), to take the seat back."""
        from .net_dialogs import parse_address

        # the same host, whatever its port and code now (a game hosted again
        # gets a new code, and perhaps a new port); a table that does not know
        # the token says so, and the person sits down afresh
        rejoin = self.parts.net_setting("rejoin", None)
        known = parse_address(rejoin["address"]) if rejoin is not None else None
        if rejoin is None or known is None or known[0].lower() != host.lower():
            return None, None
        return rejoin["token"], rejoin["seat"]

    def _remember_seat(self, rc: GuestSession) -> None:
        if rc.token is not None:
            self.parts.save_net_setting("rejoin", {
                "address": INTERNET if rc.over_internet else rc.address,
                "code": "" if rc.over_internet else rc.code,
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
        self.parts.end_table()
        self.needs.drop_controller()  # as the question said: the game in progress is abandoned
        self.services.autoplay = False
        self.shell.decision.hide()
        self.shell.summary.hide()
        self.needs.install(rc, rc.config)
        self.shell.scene.show_position(None, False, (0, 0), 0)
        self.parts.table_address = rc.address
        self.label(rc)
        rc.lobby_changed.connect(lambda _seats: self.show_lobby())
        rc.names_changed.connect(self._names_changed)
        rc.started.connect(self._guest_game_started)
        rc.said.connect(self.parts.phrase_said)
        rc.connection_lost.connect(self.connection_lost)
        rc.table_closed.connect(self._table_closed)
        rc.rejoined.connect(self._rejoined)
        rc.clock_changed.connect(self.shell.turn_clock.set_clock)
        rc.rejoined.connect(lambda: self._remember_seat(rc))
        rc.away.connect(lambda away: self._away(rc, away))
        self._remember_seat(rc)
        self.parts.network_menus(True)
        self.show_lobby()
        self.shell.say((QCoreApplication.translate("Network", "You are at {table} as {name}.")
                    if rc.table_name else
                    QCoreApplication.translate("Network", "You are at the table as {name}.")
                    ).format(table=rc.table_name, name=rc.name))
        self.game.started.emit(rc)
        rc.start()

    def show_lobby(self) -> None:
        rc = self.parts.guest
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
        self.parts.lobby_panel.show_panel(
            "guest", title, intro, seat_lines(rc.lobby, rc.config.rules.players),
            [("ready", QCoreApplication.translate("Lobby", "Not ready after all") if ready
              else QCoreApplication.translate("Lobby", "I'm ready"),
              lambda: rc.set_ready(not ready), True),
             ("leave", QCoreApplication.translate("Lobby", "Leave the table"),
              self.parts.ask_leave_table, True)])

    def _guest_game_started(self) -> None:
        if self.parts.lobby_built is not None and self.parts.lobby_built.kind == "guest":
            self.parts.lobby_built.hide()
        rc = self.parts.guest
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

    def connection_lost(self, reason: str) -> None:
        rc = self.parts.guest
        if rc is None:
            return
        self.shell.decision.hide()
        self.shell.scene.set_choices([])
        self.shell.turn_clock.clear()  # nobody's clock is heard of until this seat is back
        from ...net.net_words import reason_words

        self.shell.say(QCoreApplication.translate(
            "Network", "The connection to the table was lost ({reason}).").format(
                reason=reason_words(reason)))
        self.show_lost(reason)

    def show_lost(self, reason: str) -> None:
        rc = self.parts.guest
        if rc is None:
            return
        from ...net.net_words import reason_words

        self.lost_reason = reason
        self.parts.lobby_panel.show_panel(
            "lost", QCoreApplication.translate("Lobby", "You lost the connection to the table"),
            (QCoreApplication.translate(
                "Lobby", "{reason}. A computer plays your seat until you come back: ask your "
                "host for a new code for your seat, and join with it to take your seat back.")
             if rc.over_internet else QCoreApplication.translate(
                "Lobby", "{reason}. A computer plays your seat until you come back: Reconnect "
                "takes it back.")).format(reason=escape(cap_first(reason_words(reason)),
                                                       quote=False)), "",
            [("reconnect", QCoreApplication.translate("Lobby", "Join with a new code…"),
              lambda: self.ask_new_code(rc), True) if rc.over_internet else
             ("reconnect", QCoreApplication.translate("Lobby", "Reconnect"), rc.reconnect, True),
             ("leave", QCoreApplication.translate("Lobby", "Leave the table"),
              self.parts.ask_leave_table, True)])

    def ask_new_code(self, rc: GuestSession) -> None:
        """Over the internet, the seat is taken back with a new code from the host."""
        from .join_dialog import JoinDialog

        dialog = JoinDialog(self.shell.window, name=rc.name, browse=lambda _s: [],
                            internet=True)
        dialog.on_network.setEnabled(False)  # this seat's table is the internet's

        def accepted() -> None:
            code = dialog.invite_code()
            if code is not None and rc is self.parts.guest:
                rc.join_again(code)
        dialog.accepted.connect(accepted)
        self.shell.keeps_keys(dialog)
        dialog.open()
        self.join_dialog = dialog

    def _rejoined(self) -> None:
        if self.parts.lobby_built is not None and self.parts.lobby_built.kind == "lost":
            self.parts.lobby_built.hide()

    def _table_closed(self, code: str, reason: str) -> None:
        c = self.game.session
        over = c is not None and c.game_is_over()
        self.shell.net_label.setText("")
        self.shell.turn_clock.clear()
        self.parts.say_menu.setEnabled(False)
        self.parts.say_button.setVisible(False)
        if not over:
            self.shell.notify([bye_sentence(code, reason)])

    def _away(self, rc: GuestSession, away: bool) -> None:
        """Over the internet, while the connection reconnects by itself: said where it
        stays (the status line's next words would hide it)."""
        if away:
            self.shell.net_label.setText(QCoreApplication.translate(
                "Network", "Connection dropped: reconnecting…"))
        else:
            self.label(rc)

    def label(self, rc: GuestSession) -> None:
        if rc.over_internet:
            text = (QCoreApplication.translate("Network", "{table} over the internet")
                    if rc.table_name else
                    QCoreApplication.translate("Network", "A table over the internet"))
        else:
            text = (QCoreApplication.translate("Network", "{table} at {address}")
                    if rc.table_name else
                    QCoreApplication.translate("Network", "Table at {address}"))
        self.shell.net_label.setText(text.format(table=rc.table_name, address=rc.address))

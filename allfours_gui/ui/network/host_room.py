"""Hosting a table: the Host dialog, a game with friends hosted again, the host's
lobby and its wrong codes, and the start of the hosted game (docs/design.md §16)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile

from ...app.settings import DEFAULT_PORT
from ...app.stored_games import config_of, host_seat_of
from ...session.game_config import HUMAN, REMOTE, GameConfig
from ...session.problem_words import problem_words
from ..owned_windows import Latest

if TYPE_CHECKING:
    from ...history.store import GameRow
    from ...net.host import TableHost, TableSettings
    from ...session.controller import GameController
    from .net_dialogs import HostDialog
    from .net_room import NetParts

log = logging.getLogger(__name__)


class HostRoom:
    """The table this window hosts (``host``), from the Host dialog to the game."""

    host_dialog: Latest[HostDialog] = Latest()  # while it is open

    def __init__(self, parts: NetParts) -> None:
        self.parts = parts
        self.shell, self.game, self.services, self.needs = (
            parts.shell, parts.game, parts.services, parts.needs)
        self.host: TableHost | None = None  # the table this window hosts
        self.net_bind: str = "0.0.0.0"  # where a hosted table listens (tests: 127.0.0.1)
        self.invite_notes: dict[int, str] = {}  # over the internet: a seat's latest news

    def ask_host_table(self) -> None:
        from .net_dialogs import HostDialog

        dialog = HostDialog(self.game.config, self.shell.window,
                            port=self.parts.net_setting("port", DEFAULT_PORT),
                            name=self.parts.net_setting("name"),
                            internet=self.parts.net_setting("where") == "internet")

        def accepted() -> None:
            table = dialog.table_settings(think_ms=self.services.thinking_ms(),
                                          internet=self.parts.internet_servers())
            port = dialog.port.value()  # read now: the dialog is gone once answered
            self.parts.save_net_setting("where", "internet" if dialog.over_internet() else "lan")
            self.parts.save_net_setting("port", port)
            self.parts.save_net_setting("name", table.host_name)
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
        mine = host_seat_of(row.levels[:n])
        if mine is None:
            self.shell.notify([QCoreApplication.translate(
                "Network", "Every seat of that game was a friend's: there is none for you to "
                "host it from.")])
            return None
        host_name = config.names[mine]
        if row.levels[mine] != HUMAN:  # a --serve game: the person sits where a computer did
            settings = self.services.settings
            host_name = settings.game_config().names[0] if settings is not None else host_name
        table = TableSettings(
            code=new_code(),  # every table its own code: friends are told the new one
            people=tuple(s for s in range(n) if row.levels[s] == REMOTE),
            rules=config.rules, levels=tuple(config.levels[:n]),
            think_ms=self.services.thinking_ms(),
            name=f"{host_name}'s table", host_seat=mine, host_name=host_name,
            names=tuple(config.names[:n]), resume=row, resume_lock=lock)
        host = self.host_table(table, self.parts.net_setting("port", DEFAULT_PORT), self.net_bind)
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
        self.parts.end_table()
        self.needs.drop_controller()
        self.services.autoplay = False
        self.shell.decision.hide()
        self.shell.summary.hide()
        self.host = host
        where = bind if bind not in ("0.0.0.0", "::", "") else local_addresses()[0]
        self.parts.table_address = f"{where}:{port}"
        self.label()
        config = GameConfig(rules=table.rules, names=tuple(host.lobby.names()),
                            levels=("human", *table.levels[1:]),
                            strict_table=self.game.config.strict_table)
        self.parts.clear_table(config)
        host.lobby_changed.connect(lambda _seats: self.show_lobby())
        host.game_created.connect(lambda c: self._hosted_game_started(c, config))
        host.said.connect(self.parts.phrase_said)
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
        host.finished.connect(lambda _score: self.parts.act_leave.setText(
            QCoreApplication.translate("Network", "&Close the Table")))
        self.parts.network_menus(True)
        self.invite_notes = {}
        if table.internet is not None:
            self._over_internet(host)
        self.show_lobby()
        self.shell.say(QCoreApplication.translate(
            "Network", "Your table is open over the internet: each friend's seat gets its own "
            "code.") if table.internet is not None else QCoreApplication.translate(
            "Network", "Your table is open at {address}, code {code}.").format(
                address=self.parts.table_address, code=table.code))
        return host

    def _over_internet(self, host: TableHost) -> None:
        from ...net.net_words import invite_problem
        from .invite_words import place_of

        def ready(seat: int, code: str) -> None:
            if self.invite_notes.get(seat) is not None and seat not in self._wrong_seats:
                self.invite_notes.pop(seat, None)
            self._wrong_seats.discard(seat)
            self.show_lobby()
            self.label()
            if host.controller is not None:  # a friend who left mid-game comes back with it
                self.shell.say(QCoreApplication.translate(
                    "Network", "A new code for {place}: {code}. Send it to your friend: they "
                    "join with it and take their seat back.").format(
                        place=place_of(seat, host.rules.players), code=code))

        def wrong(seat: int) -> None:
            self._wrong_seats.add(seat)
            self.invite_notes[seat] = QCoreApplication.translate(
                "Lobby", "Someone tried a wrong code for {place}: send them the new one.").format(
                    place=place_of(seat, host.rules.players))
            self.shell.say(self.invite_notes[seat])
            self.show_lobby()

        def failed(seat: int, code: str) -> None:
            self.invite_notes[seat] = QCoreApplication.translate(
                "Lobby", "No code for {place}: {reason}.").format(
                    place=place_of(seat, host.rules.players), reason=invite_problem(code))
            self.show_lobby()

        def away(seat: int, is_away: bool) -> None:
            name = host.lobby.places[seat].name
            self.shell.say(QCoreApplication.translate(
                "Network", "{name}'s connection dropped: reconnecting…").format(name=name)
                if is_away else QCoreApplication.translate(
                "Network", "{name} is connected again.").format(name=name))

        self._wrong_seats: set[int] = set()
        host.invite_ready.connect(ready)
        host.wrong_code_on.connect(wrong)
        host.invite_failed.connect(failed)
        host.away.connect(away)
        host.invite_all()

    def label(self) -> None:
        host = self.host
        if host is not None and host.settings.internet is not None:
            from .invite_words import place_of, waiting_seats

            text = QCoreApplication.translate("Network", "Your table over the internet")
            if host.controller is not None:  # the lobby is gone: the codes are shown here
                for seat in waiting_seats(host):
                    code = host.invite_code(seat)
                    if code is not None:
                        text += " · " + QCoreApplication.translate(
                            "Network", "{place}: {code}").format(
                                place=place_of(seat, host.rules.players), code=code)
            self.shell.net_label.setText(text)
        elif host is not None:
            self.shell.net_label.setText(QCoreApplication.translate(
                "Network", "Your table: {address} · code {code}").format(
                    address=self.parts.table_address, code=host.settings.code))

    def show_lobby(self) -> None:
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
        invites: list[tuple[str, str, Callable[[], object], bool]] = []
        if host.settings.internet is not None:
            from .invite_words import invite_buttons, invite_intro

            intro = invite_intro(host, self.invite_notes)
            invites = invite_buttons(host, self.shell.say)
        else:
            intro = QCoreApplication.translate(
                "Lobby", "Tell your friends the address <b>{address}</b> and the code "
                "<b>{code}</b>: they choose Game → Join a Table…").format(
                    address=escape(self.parts.table_address, quote=False), code=code)
        guessed = wrong_code_lines(host.wrong_codes())
        if guessed:
            intro += f"<br><span style='color:#ffb4a8'>{escape(guessed, quote=False)}</span>"
        title = QCoreApplication.translate("Lobby", "Your table is open: {name}").format(
            name=escape(host.settings.name, quote=False))
        self.parts.lobby_panel.show_panel(
            "host", title, intro, seat_lines(seats, host.rules.players),
            [("start", start, self._start_hosted_game, ready), *invites,
             *[(f"give{s['seat']}", QCoreApplication.translate(
                 "Lobby", "Give {name}'s seat to someone else").format(name=s["name"]),
                lambda seat=s["seat"]: host.give_away(seat), True)
               for s in seats if s.get("kept") and not s["connected"]],
             ("close", QCoreApplication.translate("Lobby", "Close the table"),
              self.parts.ask_leave_table, True)])

    def _wrong_code(self, address: str, n: int) -> None:
        """Someone at ``address`` typed a wrong code: the lobby (or the status line) says so."""
        host = self.host
        if host is not None and host.controller is None:
            self.show_lobby()
        else:
            from .net_dialogs import wrong_codes

            self.shell.say(wrong_codes(n, sentence=True).format(address=address))

    def _start_hosted_game(self) -> None:
        host = self.host
        if host is not None and not host.start_now():
            self.shell.say(QCoreApplication.translate(
                "Network", "Everyone who has joined must be ready first."))

    def _hosted_game_started(self, c: GameController, config: GameConfig) -> None:
        if self.parts.lobby_built is not None:
            self.parts.lobby_built.hide()
        config.names = c.config.names
        self.needs.install(c, c.config)
        if self.host is not None and self.host.settings.resume is not None:
            self.needs.redraw_position()  # a stored game: where it stands, then on
        self.game.started.emit(c)
        self.shell.say(QCoreApplication.translate("Network", "The game begins."))

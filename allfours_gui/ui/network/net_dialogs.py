"""Playing with friends: the Host and Join dialogs, and the lobby panel.

- ``HostDialog`` is the New Game dialog (the same seats and rules) with a
  choice per seat of a friend or a computer, and the table's name, code and
  port.
- ``JoinDialog`` lists the tables found on the local network (looked for in
  a worker thread, again every few seconds) and takes an address by hand,
  the table's code, a name and a seat.
- ``LobbyPanel`` is drawn over the table like the other panels: where the
  table is and its code, who sits where, who is ready, and the host's Start
  button (a guest's Ready); it also says when a connection is lost.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app.settings import DEFAULT_PORT
from ...engine.translatable import QT_TRANSLATE_NOOP
from ...net.lobby import normal_code
from ...session.game_config import GameConfig
from ..dialogs.game_dialogs import LEVELS, NewGameDialog, level_name
from ..table.overlays import Panel

if TYPE_CHECKING:
    from ...net.host import TableSettings
    from ...net.table_settings import InternetServers

FRIEND = "friend"
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to read out
BROWSE_EVERY_MS = 4000
# how long a friend may take over a decision before their computer plays it
# (shown with QCoreApplication.translate("Host", text))
TURN_WAITS = ((QT_TRANSLATE_NOOP("Host", "Off: wait for ever"), None),
              (QT_TRANSLATE_NOOP("Host", "30 seconds"), 30),
              (QT_TRANSLATE_NOOP("Host", "1 minute"), 60),
              (QT_TRANSLATE_NOOP("Host", "2 minutes"), 120),
              (QT_TRANSLATE_NOOP("Host", "5 minutes"), 300))
DEFAULT_TURN_WAIT = 60
# (these two shown with QCoreApplication.translate("Lobby", text))
SEAT_PLACES = {4: (QT_TRANSLATE_NOOP("Lobby", "South"), QT_TRANSLATE_NOOP("Lobby", "East"),
                   QT_TRANSLATE_NOOP("Lobby", "North"), QT_TRANSLATE_NOOP("Lobby", "West")),
               2: (QT_TRANSLATE_NOOP("Lobby", "South"), QT_TRANSLATE_NOOP("Lobby", "North"))}
# where each seat sits seen from the person's own (seat 0 of the window)
AROUND = {4: (QT_TRANSLATE_NOOP("Lobby", "You"), QT_TRANSLATE_NOOP("Lobby", "Right"),
              QT_TRANSLATE_NOOP("Lobby", "Partner"), QT_TRANSLATE_NOOP("Lobby", "Left")),
          2: (QT_TRANSLATE_NOOP("Lobby", "You"), QT_TRANSLATE_NOOP("Lobby", "Opponent"))}


def new_code(length: int = 6) -> str:
    """A short table code to read out to friends."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int] | None:
    """``host:port`` (or ``host``, or ``[v6]:port``) as (host, port); None if not one."""
    text = text.strip()
    if not text:
        return None
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port = rest.lstrip(":")
    elif text.count(":") == 1:
        host, _, port = text.partition(":")
    else:
        host, port = text, ""
    host = host.strip()
    if not host or any(ch.isspace() for ch in host):
        return None
    if not port:
        return host, default_port
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        return None
    return host, int(port)


def same_address(text: str, host: str, port: int) -> bool:
    """Whether ``text`` (as typed, or as a table's address is shown) is ``host:port``."""
    target = parse_address(text)
    return target is not None and target[0].lower() == host.lower() and target[1] == port


# ------------------------------------------------------------------ host
class HostDialog(NewGameDialog):
    """New Game's seats and rules, each seat a friend or a computer, and the table."""

    def __init__(self, config: GameConfig, parent: QWidget | None = None, *,
                 port: int = DEFAULT_PORT, name: str = "", internet: bool = False) -> None:
        super().__init__(config, parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.setObjectName("host-dialog")
        if name and self.name_edits[0].text().strip() in ("", "You"):
            self.name_edits[0].setText(name)
        for seat, box in enumerate(self.level_boxes):
            if box is None:
                continue
            box.insertItem(0, self.tr("A friend"), FRIEND)
            box.setItemData(0, self.tr("A friend takes this seat from their own computer"),
                            Qt.ItemDataRole.ToolTipRole)
            box.currentIndexChanged.connect(self._kinds_changed)
            if seat == 2:
                box.setCurrentIndex(0)
        self.players.currentIndexChanged.connect(self._players_changed)
        you = self.name_edits[0].text().strip()
        table = QGroupBox()
        form = QFormLayout(table)
        self.table_name = QLineEdit(self.tr("{name}'s table").format(name=you)
                                    if you and you != "You" else self.tr("All Fours table"))
        self.table_name.setMaxLength(40)
        self.table_name.setObjectName("table-name")
        # a fresh code for every table: one read out (or guessed) for an
        # earlier table opens no later one
        self.code = QLineEdit(new_code())
        self.code.setMaxLength(24)
        self.code.setObjectName("table-code")
        self.code.setAccessibleName(self.tr("Table code"))  # its row holds a button too
        self.code.setToolTip(self.tr("Friends type this code to sit down at your table"))
        again = QPushButton(self.tr("Ne&w code"))
        again.setObjectName("new-code")
        again.clicked.connect(lambda: self.code.setText(new_code()))
        code_row = QHBoxLayout()
        code_row.addWidget(self.code, 1)
        code_row.addWidget(again)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setValue(port)
        self.port.setObjectName("table-port")
        self.port.setToolTip(self.tr("If this port is in use, another free one is chosen"))
        self.turn_wait = QComboBox()
        self.turn_wait.setObjectName("turn-wait")
        for text, seconds in TURN_WAITS:
            self.turn_wait.addItem(QCoreApplication.translate("Host", text), seconds)
        self.turn_wait.setCurrentIndex(self.turn_wait.findData(DEFAULT_TURN_WAIT))
        self.turn_wait.setToolTip(self.tr("A friend who does not answer in time has that "
                                          "decision played by their computer; everyone sees "
                                          "the countdown"))
        self.announce = QCheckBox(self.tr("Let computers on this network &find the table"))
        self.announce.setChecked(True)
        self.announce.setObjectName("table-announce")
        self.where = QComboBox()
        self.where.setObjectName("table-where")
        self.where.addItem(self.tr("On this network"), "lan")
        self.where.addItem(self.tr("Over the internet"), "internet")
        self.where.setToolTip(self.tr("Over the internet, each friend's seat gets its own code "
                                      "to send them; nobody needs an account"))
        self.where.setCurrentIndex(1 if internet else 0)
        # letters apart from the seats', tabs' and buttons' (shown with this tab)
        form.addRow(self.tr("Friends &join"), self.where)
        form.addRow(self.tr("&Name"), self.table_name)
        code_label = QLabel(self.tr("Co&de"))
        code_label.setBuddy(self.code)  # (a row of a layout gets no buddy by itself)
        form.addRow(code_label, code_row)
        form.addRow(self.tr("Po&rt"), self.port)
        form.addRow(self.tr("T&ime to decide"), self.turn_wait)
        form.addRow("", self.announce)
        self._lan_rows = (code_label, self.code, again, self.port, self.announce,
                          form.labelForField(self.port))
        note = self.note = QLabel()
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text)")
        form.addRow(note)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setObjectName("host-problem")
        self.problem.hide()
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        # the table's settings come first, as a tab beside the rules: stacked
        # above them the dialog grew past a 768-pixel screen
        self.rule_tabs.insertTab(0, table, self.tr("Th&e table"))
        self.rule_tabs.setCurrentIndex(0)
        layout.insertWidget(layout.count() - 1, self.problem)
        buttons = self.findChild(QDialogButtonBox)
        assert buttons is not None
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Open the table"))
        ok.setObjectName("open-table")
        self._kinds_changed()
        self.where.currentIndexChanged.connect(self._where_changed)
        self._where_changed()
        self.give_letters()  # the rule rows' letters apart from this dialog's own

    def over_internet(self) -> bool:
        return bool(self.where.currentData() == "internet")

    def _where_changed(self) -> None:
        internet = self.over_internet()
        for widget in self._lan_rows:
            if widget is not None:
                widget.setEnabled(not internet)
        self.note.setText(self.tr(
            "Once the table is open, each friend's seat gets its own code (like "
            "7-guitarist-revenge): send it to that friend, who chooses Game → Join a Table… → "
            "over the internet and types it. Seats you leave to a friend are played by the "
            "computer until someone sits down.") if internet else self.tr(
            "Friends choose Game → Join a Table… on their own computer, pick your table (or "
            "type its address) and type this code. Seats you leave to a friend are played by "
            "the computer until someone sits down."))

    def _players_changed(self) -> None:
        if not self.friend_seats():
            box = self.level_boxes[1]
            if box is not None:
                box.setCurrentIndex(0)

    def _kinds_changed(self) -> None:
        for seat, box in enumerate(self.level_boxes):
            if box is None:
                continue
            friend = box.currentData() == FRIEND
            edit = self.name_edits[seat]
            edit.setEnabled(not friend)
            edit.setPlaceholderText("")
            if friend:
                edit.setToolTip(self.tr("Your friend's own name shows when they sit down"))

    def friend_seats(self) -> list[int]:
        n = self.players.currentData()
        return [s for s, box in enumerate(self.level_boxes[:n])
                if box is not None and box.currentData() == FRIEND]

    def accept(self) -> None:
        me = self.name_edits[0].text().strip()
        if not me or me == "You":
            self.problem.setText(self.tr("Type your name: your friends see it at the table."))
            self.problem.show()
            self.name_edits[0].setFocus()
            return
        if not self.friend_seats():
            self.problem.setText(self.tr("Choose at least one seat for a friend."))
            self.problem.show()
            return
        if not normal_code(self.code.text()):
            self.problem.setText(self.tr("The table needs a code (letters or digits) for your "
                                         "friends to type."))
            self.problem.show()
            return
        super().accept()

    def config(self) -> GameConfig:
        """The game as New Game would deal it (a friend's seat plays medium)."""
        config = super().config()
        config.levels = tuple("medium" if lv == FRIEND else lv for lv in config.levels)
        return config

    def table_settings(self, think_ms: int = 450,
                       internet: InternetServers | None = None) -> TableSettings:
        """The table as chosen; ``internet``: its servers, if friends join over the internet."""
        from ...net.host import TableSettings

        config = self.config()
        n = config.rules.players
        levels = tuple("medium" if s == 0 else str(config.levels[s]) for s in range(n))
        return TableSettings(code=self.code.text().strip(), people=tuple(self.friend_seats()),
                             rules=config.rules, levels=levels, think_ms=think_ms,
                             name=self.table_name.text().strip() or self.tr("All Fours table"),
                             discovery=self.announce.isChecked(), host_seat=0,
                             turn_wait_s=self.turn_wait.currentData(),
                             host_name=config.names[0], names=tuple(config.names),
                             internet=internet if self.over_internet() else None)


# ----------------------------------------------------------------- lobby
def wrong_code_lines(counts: dict[str, int]) -> str:
    """The wrong codes the table was sent, by address, in words ('' if none)."""
    return QCoreApplication.translate("Lobby", "; ").join(
        wrong_codes(n).format(address=address) for address, n in counts.items())


def wrong_codes(n: int, sentence: bool = False) -> str:
    """"3 wrong codes from {address}", a lobby line; ``sentence``: the status line's,
    with its full stop. English's one is said as one; the others by plural form."""
    return Lobby().wrong_codes(n, sentence)


class Lobby(QObject):
    """The lobby's plural forms (context "Lobby", as the lobby's other words):
    pyside6-lupdate gives a text plural forms only in a ``self.tr`` call."""

    def wrong_codes(self, n: int, sentence: bool) -> str:
        if sentence:
            return (self.tr("1 wrong code from {address}.") if n == 1
                    else self.tr("%n wrong codes from {address}.", "", n))
        return (self.tr("1 wrong code from {address}") if n == 1
                else self.tr("%n wrong codes from {address}", "", n))


def seat_lines(seats: Sequence[dict[str, Any]], players: int) -> str:
    """Who sits where, as rich text: one line per seat, seen from the
    person's own seat (``local``: a guest's seat numbers turned to its own)."""
    rows = []
    titles = AROUND.get(players, ())
    for s in sorted(seats, key=lambda s: int(s.get("local", s.get("seat", 0)))):
        local = int(s.get("local", s.get("seat", 0)))
        where = (QCoreApplication.translate("Lobby", titles[local]) if local < len(titles)
                 else QCoreApplication.translate("Lobby", "Seat {number}").format(number=local))
        name = escape(str(s.get("name", "")), quote=False)
        if s.get("kind") == "computer":
            level = str(s.get("level", ""))
            state = QCoreApplication.translate("Lobby", "computer ({level})").format(
                level=level_name(level) if level in LEVELS else level)
        elif s.get("host"):
            state = (QCoreApplication.translate("Lobby", "the host · ready") if s.get("ready")
                     else QCoreApplication.translate("Lobby", "the host"))
        elif not s.get("joined"):
            name = "—"
            state = QCoreApplication.translate("Lobby", "waiting for a friend to join")
        elif not s.get("connected"):
            state = QCoreApplication.translate("Lobby", "away (the computer plays meanwhile)")
        else:
            state = (QCoreApplication.translate("Lobby", "ready ✓") if s.get("ready")
                     else QCoreApplication.translate("Lobby", "here, not ready yet"))
        if s.get("you"):
            state = QCoreApplication.translate("Lobby", "{state} (you)").format(state=state)
        rows.append(f"<tr><td style='color:#b9d2c2'>{escape(where, quote=False)}</td>"
                    f"<td><b>{name}</b></td><td>{escape(state, quote=False)}</td></tr>")
    return "<table cellspacing='4'>" + "".join(rows) + "</table>"


class LobbyPanel(Panel):
    """Over the table: where the table is, who sits where, and what to do next."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.title = QLabel()
        self.title.setObjectName("title")
        self.intro = QLabel()
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        self.intro.setWordWrap(True)
        self.intro.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats = QLabel()
        self.seats.setTextFormat(Qt.TextFormat.RichText)
        self.row = QHBoxLayout()
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 16, 22, 16)
        box.addWidget(self.title)
        box.addWidget(self.intro)
        box.addWidget(self.seats)
        box.addLayout(self.row)
        self.row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self._actions: dict[str, Callable[[], object]] = {}  # what each returns is unused
        self.kind = ""  # "host", "guest" or "lost": the window's network room fills it
        # again when the language changes (NetworkTable.retranslate)

    def _press(self, key: str) -> None:
        action = self._actions.get(key)
        if action is not None:
            action()

    # Enter presses the first button only: while Start waits for everyone,
    # it must not fall through to "Close the table"
    first_or_nothing = True

    def _buttons_in_order(self) -> list[QPushButton]:
        return list(self.buttons.values())

    def show_panel(self, kind: str, title: str, intro: str, seats_html: str,
                   buttons: Sequence[tuple[str, str, Callable[[], object], bool]]) -> None:
        """``buttons``: (key, text, action, enabled)."""
        self.kind = kind
        self.title.setText(title)
        self.intro.setText(intro)
        self.seats.setText(seats_html)
        self.seats.setVisible(bool(seats_html))
        keys = [b[0] for b in buttons]
        if keys != list(self.buttons):
            for b in self.buttons.values():
                self.row.removeWidget(b)
                b.hide()
                b.deleteLater()
            self.buttons = {}
            for key, text, _fn, _on in buttons:
                b = self._button(text)
                b.setObjectName(f"lobby-{key}")
                b.clicked.connect(lambda _=False, k=key: self._press(k))
                self.row.addWidget(b)
                self.buttons[key] = b
        for key, text, fn, enabled in buttons:
            b = self.buttons[key]
            b.setText(text)
            b.setEnabled(enabled)
            self._actions[key] = fn
        self.setMinimumWidth(420)
        appearing = self.isHidden()
        self.show()
        self.raise_()
        if appearing:
            self.take_focus()
        else:
            self.set_current(self.current(), focus=False)  # Start enabled: it is current now
        self.place()

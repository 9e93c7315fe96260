"""The Join dialog: a table found on this network (looked for in a worker thread,
again every few seconds) or typed by its address, with its code and a seat; or a
table over the internet, by the code its host sent for this person's seat
(typed with or without dashes, its words completed as magic-wormhole's own
input completes them). Your name either way.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...net.lobby import normal_code
from ...net.wormhole.codes import normalise_code
from ...session.gui_thread import mailbox
from .net_dialogs import BROWSE_EVERY_MS, SEAT_PLACES, parse_address

if TYPE_CHECKING:
    from ...net.discovery import TableInfo


class TableBrowser(QObject):
    """Looks for tables on the local network in a worker thread, now and
    every few seconds while it lives; ``found`` gives each round's list."""

    found = Signal(list)

    def __init__(self, parent: QObject | None = None, *,
                 browse: Callable[[float], list[TableInfo]] | None = None,
                 every_ms: int = BROWSE_EVERY_MS, seconds: float = 1.5) -> None:
        super().__init__(parent)
        self._browse = browse
        self._seconds = seconds
        self._busy = False
        self._timer = QTimer(self)
        self._timer.setInterval(every_ms)
        self._timer.timeout.connect(self.look)
        self._timer.start()
        self.look()

    def look(self) -> None:
        if self._busy:
            return
        self._busy = True
        # the worker holds no Qt object (see session.gui_thread)
        browse, seconds, done = self._browse, self._seconds, mailbox().reply(self._done)

        def work() -> None:
            try:
                if browse is None:
                    from ...net.discovery import browse_tables

                    tables = browse_tables(seconds)
                else:
                    tables = browse(seconds)
            except Exception:
                tables = []
            done(tables)

        threading.Thread(target=work, name="find-tables", daemon=True).start()

    def _done(self, tables: list[TableInfo]) -> None:
        self._busy = False
        self.found.emit(tables)

    def stop(self) -> None:
        self._timer.stop()


class JoinDialog(QDialog):
    """Tables found nearby, or an address; the code, your name and a seat."""

    def __init__(self, parent: QWidget | None = None, *, name: str = "", address: str = "",
                 code: str = "", browse: Callable[[float], list[TableInfo]] | None = None,
                 browse_every_ms: int = BROWSE_EVERY_MS,
                 yours: tuple[str, int] | None = None, internet: bool = False,
                 invite: str = "") -> None:
        """``yours``: the address of a table where this person left a game
        under way, and their seat there (offered first: they take it back).
        ``internet``: the internet's side is shown first (``invite``: its code)."""
        super().__init__(parent)
        self.yours = yours
        self.setWindowTitle(self.tr("Join a table"))
        self.setObjectName("join-dialog")
        self.tables: list[TableInfo] = []
        found = QGroupBox(self.tr("&Tables on this network"))  # (the list's label)
        box = QVBoxLayout(found)
        self.table_list = QListWidget()
        self.table_list.setObjectName("table-list")
        self.table_list.setMinimumHeight(110)
        self.table_list.currentRowChanged.connect(self._table_chosen)
        self.table_list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.looking = QLabel(self.tr("Looking for tables…"))
        self.looking.setObjectName("looking")
        box.addWidget(self.table_list)
        box.addWidget(self.looking)
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setObjectName("join-address")
        self.address.setPlaceholderText(self.tr("the host's address, like 192.168.1.20:41414"))
        self.code = QLineEdit(code)
        self.code.setObjectName("join-code")
        self.code.setPlaceholderText(self.tr("the code the host gave you"))
        self.code.setMaxLength(64)
        self.name = QLineEdit(name)
        self.name.setObjectName("join-name")
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(self.tr("how the others will see you"))
        self.seat = QComboBox()
        self.seat.setObjectName("join-seat")
        form.addRow(self.tr("&Address"), self.address)
        form.addRow(self.tr("Co&de"), self.code)  # (C: Cancel's, as GNOME words it)
        form.addRow(self.tr("Your &name"), self.name)
        form.addRow(self.tr("&Seat"), self.seat)
        self.problem = QLabel()
        self.problem.setObjectName("join-problem")
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self._fill_seats(4, None)
        self.address.textEdited.connect(lambda _text: self._fill_seats(4, None))
        self._typed = False  # the address was typed here (not the remembered one)
        self.address.textEdited.connect(lambda _text: setattr(self, "_typed", True))
        for edit in (self.address, self.code, self.name):
            edit.textEdited.connect(lambda _text: self.problem.hide())  # read: gone
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Join"))
        ok.setObjectName("join-button")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # where the table is: on this network (found, or an address) or over the internet
        self.on_network = QRadioButton(self.tr("A table on this net&work"))
        self.on_network.setObjectName("join-on-network")
        self.over_internet = QRadioButton(self.tr("A table over the &internet (the host sent "
                                                  "you a code)"))
        self.over_internet.setObjectName("join-over-internet")
        where = QButtonGroup(self)
        for b in (self.on_network, self.over_internet):
            where.addButton(b)
        self.invite = QLineEdit(invite)
        self.invite.setObjectName("join-invite")
        self.invite.setMaxLength(100)
        self.invite.setPlaceholderText(self.tr("like 7-guitarist-revenge"))
        self.invite.setToolTip(self.tr("The code your host sent for your seat: with or without "
                                       "dashes; Tab completes a word"))
        self.invite.textEdited.connect(lambda _text: self.problem.hide())
        self.invite_form = QFormLayout()
        self.invite_form.addRow(self.tr("The &host's code"), self.invite)
        self.invite_name = QLineEdit(name)  # the name, on the internet's side too
        self.invite_name.setObjectName("join-invite-name")
        self.invite_name.setMaxLength(24)
        self.invite_name.setPlaceholderText(self.tr("how the others will see you"))
        self.invite_form.addRow(self.tr("Your na&me"), self.invite_name)
        self.invite_box = QWidget()
        self.invite_box.setLayout(self.invite_form)
        self.lan_box = QWidget()
        lan = QVBoxLayout(self.lan_box)
        lan.setContentsMargins(0, 0, 0, 0)
        lan.addWidget(found)
        lan.addLayout(form)
        layout = QVBoxLayout(self)
        layout.addWidget(self.on_network)
        layout.addWidget(self.over_internet)
        layout.addWidget(self.lan_box)
        layout.addWidget(self.invite_box)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        (self.over_internet if internet else self.on_network).setChecked(True)
        self.over_internet.toggled.connect(self._where_changed)
        self._where_changed()
        load_code_words(self, self._code_words)
        self.browser = TableBrowser(self, browse=browse, every_ms=browse_every_ms)
        self.browser.found.connect(self.show_tables)
        self.finished.connect(lambda _r: self.browser.stop())
        self.resize(460, self.sizeHint().height())

    @property
    def internet(self) -> bool:
        return self.over_internet.isChecked()

    def _where_changed(self) -> None:
        self.lan_box.setVisible(not self.internet)
        self.invite_box.setVisible(self.internet)
        self.problem.hide()
        (self.invite if self.internet else self.address).setFocus()

    def _code_words(self, words: list[str]) -> None:
        if words:
            self.invite.setCompleter(CodeCompleter(words, self.invite))

    def invite_code(self) -> str | None:
        """The host's code as magic-wormhole expects it, if one is typed."""
        return normalise_code(self.invite.text())

    def chosen_name(self) -> str:
        return (self.invite_name if self.internet else self.name).text().strip()

    def _your_seat(self) -> int | None:
        """Your seat at the table the address names, if you left a game there
        (at that host: a game hosted again may have another port)."""
        if self.yours is None:
            return None
        target, known = self.target(), parse_address(self.yours[0])
        return self.yours[1] if target is not None and known is not None \
            and known[0].lower() == target[0].lower() else None

    def _fill_seats(self, players: int, open_seats: Sequence[int] | None) -> None:
        current = self.seat.currentData()
        mine = self._your_seat()
        self.seat.clear()
        self.seat.addItem(self.tr("Any free seat"), None)
        for s in range(players):
            if open_seats and s not in open_seats and s != mine:
                continue
            place = QCoreApplication.translate("Lobby", SEAT_PLACES[players][s])
            text = (self.tr("Seat {number} ({place}): yours, take it back") if s == mine
                    else self.tr("Seat {number} ({place})"))
            self.seat.addItem(text.format(number=s, place=place), s)
        index = self.seat.findData(mine if mine is not None else current)
        self.seat.setCurrentIndex(max(index, 0))

    def show_tables(self, tables: list[TableInfo]) -> None:
        chosen = self.chosen_table()
        self.tables = list(tables)
        self.table_list.blockSignals(True)
        self.table_list.clear()
        for t in self.tables:
            # one whole line for one free seat (English says "a"), the others by plural form
            line = (self.tr("{name} — {players} players, a free seat ({address})")
                    if t.free == 1 else
                    self.tr("{name} — {players} players, %n free seats ({address})", "", t.free))
            item = QListWidgetItem(line.format(name=t.name, players=t.players, address=t.address))
            self.table_list.addItem(item)
        self.table_list.blockSignals(False)
        if chosen is not None:
            for i, t in enumerate(self.tables):
                if (t.host, t.port) == (chosen.host, chosen.port):
                    self.table_list.setCurrentRow(i)
        elif not self._typed:
            self._follow_moved_table()
        self.looking.setText(self.tr("Looking for tables…") if not self.tables else
                             self.tr("Pick a table, or type the host's address below."))

    def _follow_moved_table(self) -> None:
        """The remembered address is not a table found, but the one table
        found at the same host is: the host opened it again on another port."""
        target = self.target()
        if target is None or any((t.host, t.port) == target for t in self.tables):
            return
        same_host = [i for i, t in enumerate(self.tables) if t.host.lower() == target[0].lower()]
        if len(same_host) == 1:
            self.table_list.setCurrentRow(same_host[0])

    def chosen_table(self) -> TableInfo | None:
        row = self.table_list.currentRow()
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def _table_chosen(self, row: int) -> None:
        if 0 <= row < len(self.tables):
            t = self.tables[row]
            self.address.setText(t.address)
            self._fill_seats(t.players, t.open_seats)

    def target(self) -> tuple[str, int] | None:
        return parse_address(self.address.text())

    def open_seats(self) -> tuple[int, ...]:
        t = self.chosen_table()
        return t.open_seats if t is not None else ()

    def accept(self) -> None:
        problem = ""
        name = self.chosen_name()
        if self.internet:
            if self.invite_code() is None:
                problem = self.tr("Type the code your host sent you, like "
                                  "7-guitarist-revenge.")
            elif not name or not name.isprintable():
                problem = self.tr("Type your name: the others see it at the table.")
            if problem:
                self.problem.setText(problem)
                self.problem.show()
                return
            self.name.setText(name)
            super().accept()
            return
        if self.target() is None:
            problem = self.tr("Type the host's address (like 192.168.1.20:41414), or pick a "
                              "table.")
        elif not normal_code(self.code.text()):
            problem = self.tr("Type the table's code: the host can tell you.")
        elif not self.name.text().strip() or not self.name.text().strip().isprintable():
            problem = self.tr("Type your name: the others see it at the table.")
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return
        super().accept()


class CodeCompleter(QCompleter):
    """Completes the word being typed in a code ("7-guitarist-rev" → "7-guitarist-revenge"),
    as magic-wormhole's own input does with Tab: only the last word is looked up."""

    def __init__(self, words: list[str], parent: QObject | None = None) -> None:
        super().__init__(sorted(set(words)), parent)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

    def splitPath(self, path: str) -> list[str]:
        return [re.split(r"[\s\-]+", path)[-1]]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        word = str(super().pathFromIndex(index))
        widget = self.widget()
        typed = widget.text() if isinstance(widget, QLineEdit) else ""
        head = re.split(r"([\s\-]+)", typed)
        return "".join(head[:-1]) + word


def load_code_words(receiver: QObject, done: Callable[[list[str]], None]) -> None:
    """magic-wormhole's words, for the completer: read in a worker thread (the import
    loads Twisted, a quarter of a second); ``done(words)`` on the GUI thread, ``[]``
    if magic-wormhole is not there."""
    reply = mailbox().reply(done, receiver)

    def work() -> None:
        try:
            from wormhole._wordlist import raw_words
        except Exception:  # no internet play in this copy: no completion either
            reply([])
            return
        reply([w.lower() for pair in raw_words.values() for w in pair])

    threading.Thread(target=work, name="code-words", daemon=True).start()

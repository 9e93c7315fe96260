"""Every field of a dialog is named by a label linked to it, and Alt and a letter
reach one thing (issue 34 item 4).

A screen reader names a field by the label linked to it (QLabel.setBuddy), found
among the field's siblings: Qt's bridge on Linux names a combo box by its current
text whatever its accessible name ("Medium" three times in New Game), so a combo
box is checked by the label the bridge says labels it (the labelled-by relation).

The letters are checked per state of a dialog (each tab, four players or two), as
shown at once, the standard buttons' as a GNOME desktop words them ("&Cancel");
the menus' per menu. ``letter_problems`` gives the clashes in the language
installed: ``CHECKED_LANGUAGES`` are all six shipped. (Where Qt ships its own
catalogue, qtbase_gd, its "&Cancel" wins over ours: the other texts move instead.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QWidget,
)

from allfours_gui.session.game_config import GameConfig
from allfours_gui.ui.dialogs.game_dialogs import NewGameDialog, SettingsDialog
from allfours_gui.ui.history.history_window import HistoryWindow
from allfours_gui.ui.mnemonics import letter, plain, standard_letter, with_letter
from allfours_gui.ui.network.join_dialog import JoinDialog
from allfours_gui.ui.network.net_dialogs import HostDialog

from .helpers import make_window

CHECKED_LANGUAGES = ["en", "gd", "az", "af", "lo", "sq"]
FIELDS = (QComboBox, QAbstractSpinBox, QLineEdit, QCheckBox, QAbstractItemView)
State = tuple[str, Callable[[], None]]


def _tabs(name: str, dialog: NewGameDialog) -> list[State]:
    """Each tab, with four players and with two."""
    def state(players: int, tab: int) -> Callable[[], None]:
        def go() -> None:
            dialog.players.setCurrentIndex(dialog.players.findData(players))
            dialog.rule_tabs.setCurrentIndex(tab)
        return go
    return [(f"{name}, {players} players, tab {dialog.rule_tabs.tabText(tab)!r}",
             state(players, tab))
            for players in (4, 2) for tab in range(dialog.rule_tabs.count())]


def dialogs(qtbot, tmp_path: Path) -> Iterator[tuple[QDialog, list[State]]]:
    """Each dialog with fields, shown, and its states."""
    new, host = NewGameDialog(GameConfig()), HostDialog(GameConfig())
    settings = SettingsDialog("normal", "red", False, False)
    join = JoinDialog(browse=lambda _seconds: [], browse_every_ms=600_000)
    history = HistoryWindow(tmp_path, open_hand=lambda *_args: None)

    def nothing() -> None:
        pass
    found: list[tuple[QDialog, list[State]]] = [
        (new, _tabs("New Game", new)), (host, _tabs("Host", host)),
        (settings, [("Settings", nothing)]), (join, [("Join", nothing)]),
        # the coach's bar shows once a game is chosen
        (history, [("Game History", history.game_coach.show)])]
    for dialog, _states in found:
        qtbot.addWidget(dialog)
        dialog.show()
    for dialog, states in found:
        yield dialog, states
        dialog.reject()


def shown(dialog: QDialog, kind: type | tuple[type, ...]) -> list[QWidget]:
    """The ``kind`` widgets shown in ``dialog``, but a combo box's or spin box's own parts."""
    out = []
    for w in dialog.findChildren(QWidget):
        if not isinstance(w, kind):
            continue
        parent, inside = w.parentWidget(), False
        while parent is not None and parent is not dialog:
            inside = inside or isinstance(parent, (QComboBox, QAbstractSpinBox))
            parent = parent.parentWidget()
        if not inside and parent is dialog and w.isVisibleTo(dialog):
            out.append(w)
    return out


def dialog_letters(dialog: QDialog) -> list[tuple[str, str]]:
    """(letter, text) of everything shown with a letter: labels with a buddy, buttons,
    group titles, tab names."""
    texts = [(letter(w.text()), w.text()) for w in shown(dialog, QLabel)
             if isinstance(w, QLabel) and w.buddy() is not None]
    texts += [(standard_letter(w), w.text()) for w in shown(dialog, QAbstractButton)
              if isinstance(w, QAbstractButton)]
    texts += [(letter(w.title()), w.title()) for w in shown(dialog, QGroupBox)
              if isinstance(w, QGroupBox)]
    for tabs in shown(dialog, QTabWidget):
        assert isinstance(tabs, QTabWidget)
        texts += [(letter(tabs.tabText(i)), tabs.tabText(i)) for i in range(tabs.count())]
    return [(key, text) for key, text in texts if key]


def clashes(where: str, texts: list[tuple[str, str]]) -> list[str]:
    by_letter: dict[str, list[str]] = {}
    for key, text in texts:
        by_letter.setdefault(key, []).append(text)
    return [f"{where}: {key} in {same}" for key, same in by_letter.items() if len(same) > 1]


def menu_problems(qtbot) -> list[str]:
    """Two items of one menu with a letter (the Game menu's T three times once)."""
    w = make_window(qtbot, speed="instant", defer_start=True)
    out = clashes("menu bar", [(letter(a.text()), a.text()) for a in w.menuBar().actions()])
    menus = [a.menu() for a in w.menuBar().actions()]
    while menus:
        menu = menus.pop()
        assert isinstance(menu, QMenu)
        items = [a for a in menu.actions() if a.isVisible() and not a.isSeparator()]
        menus += [a.menu() for a in items if isinstance(a.menu(), QMenu)]
        texts = [(letter(a.text()), a.text()) for a in items if a is not w.act_leave]
        # the host closes the table, a guest leaves it: the item says either
        for leave in (w.tr("Lea&ve the Table"), w.tr("&Close the Table")):
            mine = [*texts, (letter(leave), leave)] if w.act_leave in items else texts
            out += clashes(f"menu {plain(menu.title())!r}", [t for t in mine if t[0]])
    return sorted(set(out))


def letter_problems(qtbot, tmp_path: Path) -> list[str]:
    """Every clash of letters in the dialogs and menus, in the language installed."""
    out = []
    for dialog, states in dialogs(qtbot, tmp_path):
        for where, go in states:
            go()
            out += clashes(where, dialog_letters(dialog))
    return out + menu_problems(qtbot)


@pytest.mark.parametrize("language", CHECKED_LANGUAGES)
def test_no_two_texts_shown_together_share_a_letter(qtbot, qapp, tmp_path, language):
    from allfours_gui.app import i18n

    i18n.install(qapp, language)
    try:
        assert letter_problems(qtbot, tmp_path) == []
    finally:
        i18n.install(qapp, "en")


def test_every_field_is_named_by_its_label(qtbot, tmp_path):
    for dialog, states in dialogs(qtbot, tmp_path):
        for where, go in states:
            go()
            labelled: list[str] = []
            for field in shown(dialog, FIELDS):
                face = QAccessible.queryAccessibleInterface(field)
                labels = [plain(r[0].text(QAccessible.Text.Name))
                          for r in face.relations(QAccessible.Relation.Label)]
                what = f"{where}: {type(field).__name__} {field.objectName()!r}"
                if isinstance(field, QComboBox):
                    # what Orca says: the label's words, then the choice
                    assert labels and all(labels) and field.currentText() not in labels, what
                    labelled.append(labels[0])
                else:
                    assert face.text(QAccessible.Text.Name), what
            assert len(labelled) == len(set(labelled)), (where, labelled)


def test_every_label_is_linked_beside_its_field_with_a_letter(qtbot, tmp_path):
    """A form row's label has a buddy and a letter; a label with a buddy sits among
    its field's siblings (where the bridge looks for it)."""
    for dialog, states in dialogs(qtbot, tmp_path):
        where = states[0][0]
        for form in dialog.findChildren(QFormLayout):
            for row in range(form.rowCount()):
                item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
                label = item.widget() if item is not None else None
                if label is None:
                    continue
                assert isinstance(label, QLabel) and label.buddy() is not None, (where, label)
                assert letter(label.text()), (where, label.text())
        for label in dialog.findChildren(QLabel):
            buddy = label.buddy()
            if buddy is not None:
                assert buddy.parentWidget() is label.parentWidget(), (where, label.text())


def test_new_games_level_boxes_are_each_named_with_their_seat(qtbot):
    dialog = NewGameDialog(GameConfig())
    qtbot.addWidget(dialog)
    said = []
    for box in dialog.level_boxes[1:]:
        face = QAccessible.queryAccessibleInterface(box)
        said += [r[0].text(QAccessible.Text.Name)
                 for r in face.relations(QAccessible.Relation.Label)]
    assert said == ["Level: Right (East)", "Level: Partner (North)", "Level: Left (West)"]
    dialog.players.setCurrentIndex(dialog.players.findData(2))
    face = QAccessible.queryAccessibleInterface(dialog.level_boxes[1])
    assert [r[0].text(QAccessible.Text.Name)
            for r in face.relations(QAccessible.Relation.Label)] == ["Level: Opponent"]
    assert not dialog.name_edits[2].isVisibleTo(dialog)
    assert not dialog.seat_labels[3].isVisibleTo(dialog)


def test_game_historys_lists_are_named(qtbot, tmp_path):
    history = HistoryWindow(tmp_path, open_hand=lambda *_args: None)
    qtbot.addWidget(history)
    names = [QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name)
             for w in (history.games, history.hands)]
    assert names == ["Games", "Hands"]
    assert [t.buddy() for t in history.titles] == [history.games, history.hands]


def test_alt_and_a_rows_letter_reaches_its_box(qtbot):
    dialog = NewGameDialog(GameConfig())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    kick = dialog.rule_boxes["kick_scoring"]
    form = kick.parentWidget().layout()
    assert isinstance(form, QFormLayout)
    label = form.labelForField(kick)
    assert isinstance(label, QLabel)
    for text, field in ((label.text(), kick), (dialog.seat_labels[1].text(),
                                               dialog.name_edits[1])):
        key = QKeySequence.mnemonic(text)[0].key()
        qtbot.keyClick(dialog, key, Qt.KeyboardModifier.AltModifier)
        assert dialog.focusWidget() is field, text


@pytest.mark.parametrize("text", ["Card &back", "R&&D &x", "a&&b", "&&", "x&", "Ca&&rds &see"])
def test_a_texts_letter_is_the_one_qt_reads(text):
    keys = QKeySequence.mnemonic(text)
    assert letter(text) == (chr(keys[0].key()) if keys.count() else "")


def test_a_row_is_given_a_words_first_free_letter():
    assert with_letter("Kick scores", "") == "&Kick scores"
    assert with_letter("Kick scores", "K") == "Kick &scores"
    assert with_letter("Game to", "GT") == "G&ame to"
    assert with_letter("Tom & Jerry", "TJ") == "T&om && Jerry"
    assert with_letter("ab", "AB") == "ab"

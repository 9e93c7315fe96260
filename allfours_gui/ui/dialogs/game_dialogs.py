"""New Game and Settings dialogs.

The New Game dialog's rule controls are built from the option table
(engine/options.py): one box per option, in the tab its section names.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...app.resources import BACKS
from ...app.settings import COACH_SECONDS, DEFAULT_NAMES, SPEED_NAMES, TableLook
from ...engine import Rules
from ...engine.options import BY_KEY, CONTEXT, OPTIONS, Option, Section
from ...engine.translatable import QT_TRANSLATE_NOOP
from ...session.game_config import HUMAN, GameConfig
from ..mnemonics import letter, letters_in, plain, with_letter
from ..wording import kept_name, shown_name

LEVELS = ("easy", "medium", "hard", "expert")
# the words shown for the levels, speeds and card backs (the settings keep the keys);
# translated where shown, with the context "Levels" or "Settings"
LEVEL_NAMES = {"easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
               "medium": QT_TRANSLATE_NOOP("Levels", "Medium"),
               "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
               "expert": QT_TRANSLATE_NOOP("Levels", "Expert")}
SPEED_WORDS = {"slow": QT_TRANSLATE_NOOP("Settings", "Slow"),
               "normal": QT_TRANSLATE_NOOP("Settings", "Normal"),
               "fast": QT_TRANSLATE_NOOP("Settings", "Fast"),
               "instant": QT_TRANSLATE_NOOP("Settings", "Instant")}
BACK_WORDS = {"red": QT_TRANSLATE_NOOP("Settings", "Red"),
              "blue": QT_TRANSLATE_NOOP("Settings", "Blue"),
              "green": QT_TRANSLATE_NOOP("Settings", "Green"),
              "trinidad": QT_TRANSLATE_NOOP("Settings", "Trinidad")}
# each seat's row in New Game, its name's label (with a letter apart from the
# dialog's other texts: "R" is the Rules tab's)
SEAT_TITLES = {4: (QT_TRANSLATE_NOOP("NewGame", "&You (South)"),
                   QT_TRANSLATE_NOOP("NewGame", "Ri&ght (East)"),
                   QT_TRANSLATE_NOOP("NewGame", "&Partner (North)"),
                   QT_TRANSLATE_NOOP("NewGame", "&Left (West)")),
               2: (QT_TRANSLATE_NOOP("NewGame", "&You"),
                   QT_TRANSLATE_NOOP("NewGame", "O&pponent"))}


def level_name(level: str) -> str:
    """A computer player's level in the reader's language (an unknown one as it is)."""
    word = LEVEL_NAMES.get(level)
    return level if word is None else QCoreApplication.translate("Levels", word)


def seat_title(players: int, seat: int) -> str:
    """The seat's label in New Game, with its letter ("Ri&ght (East)")."""
    return QCoreApplication.translate("NewGame", SEAT_TITLES[players][seat])


def _tr(text: str) -> str:
    """The option table's English words in the reader's language."""
    return QCoreApplication.translate(CONTEXT, text)


def _choice_box(option: Option, current: object) -> QComboBox:
    box = QComboBox()
    box.setObjectName(f"rule-{option.key}")
    box.setToolTip(_tr(option.summary))
    for choice in option.choices:
        box.addItem(_tr(choice.text), choice.value)
    values = option.values
    box.setCurrentIndex(values.index(current) if current in values else 0)
    return box


class NewGameDialog(QDialog):
    def __init__(self, config: GameConfig, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Game"))
        self.players = _choice_box(BY_KEY["players"], config.rules.players)
        self.players.currentIndexChanged.connect(self._seats_changed)
        names = list(config.names) + list(DEFAULT_NAMES[len(config.names):])
        levels = list(config.levels) + ["medium"] * (4 - len(config.levels))
        seats = QGroupBox()
        self.seat_form = QFormLayout(seats)
        # the rows whose words are the option table's: each is given a letter (give_letters)
        self.lettered: list[tuple[QLabel, str]] = []
        self.seat_form.addRow(self._row_label(_tr(BY_KEY["players"].label), self.players),
                              self.players)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox | None] = []
        self.seat_labels: list[QLabel] = []  # each seat's title, its name's buddy
        self.level_labels: list[QLabel | None] = []
        # each seat's name and level, a row of the form itself: a label names only a
        # widget beside it (a screen reader finds a label among its field's siblings)
        self.seat_rows: list[QHBoxLayout] = []
        for seat in range(4):
            row = QHBoxLayout()
            edit = QLineEdit(shown_name(names[seat]))  # "You" in the language shown
            edit.setMaxLength(16)
            edit.setObjectName(f"name{seat}")
            row.addWidget(edit, 2)
            self.name_edits.append(edit)
            title = QLabel()
            title.setBuddy(edit)
            box: QComboBox | None = None
            level: QLabel | None = None
            if seat > 0:
                box = QComboBox()
                box.setObjectName(f"level{seat}")
                for lv in LEVELS:
                    box.addItem(level_name(lv), lv)
                box.setCurrentIndex(LEVELS.index(levels[seat]) if levels[seat] in LEVELS
                                    else 1)
                # Linux names a combo box by its current text ("Medium" three times):
                # the label it is linked to says which seat's level it is
                level = QLabel(self.tr("Level"))
                level.setObjectName(f"level-label{seat}")
                level.setBuddy(box)
                row.addWidget(level)
                row.addWidget(box, 1)
            self.level_boxes.append(box)
            self.level_labels.append(level)
            self.seat_form.addRow(title, row)
            self.seat_labels.append(title)
            self.seat_rows.append(row)
        # Two tabs keep the dialog short: the Trinidad options, then the house rules.
        rules_tab, house_tab = QWidget(), QWidget()
        forms = {Section.RULES: QFormLayout(rules_tab), Section.HOUSE: QFormLayout(house_tab)}
        self.rule_boxes: dict[str, QComboBox] = {}
        self.house_boxes: dict[str, QComboBox] = {}
        boxes = {Section.RULES: self.rule_boxes, Section.HOUSE: self.house_boxes}
        for option in OPTIONS:
            if option.section not in forms:
                continue  # the players, chosen in the box at the top
            box = _choice_box(option, getattr(config.rules, option.key))
            label = self._row_label(_tr(option.label), box)
            if option.needs:
                # it sits under the option it depends on, enabled while that one is on
                needed = self._box(option.needs)
                form = forms[BY_KEY[option.needs].section]
                # (PySide's stub types the (row, role) pair as object)
                at = cast("tuple[int, QFormLayout.ItemRole]", form.getWidgetPosition(needed))
                form.insertRow(at[0] + 1, label, box)
                needed.currentIndexChanged.connect(self._needs_changed)
            else:
                forms[option.section].addRow(label, box)
            boxes[option.section][option.key] = box
        self.rule_tabs = QTabWidget()
        # every tab's name whole: the dialog sizes to the widest tab bar and page (with
        # scroll buttons Qt would size the bar to 200 px and cut a long name, as in Lao)
        self.rule_tabs.setUsesScrollButtons(False)
        self.rule_tabs.setElideMode(Qt.TextElideMode.ElideNone)
        self.rule_tabs.addTab(rules_tab, self.tr("R&ules (Trinidad defaults first)"))
        self.rule_tabs.addTab(house_tab, self.tr("&House rules (off by default)"))
        self._needs_changed()
        defaults = QPushButton(self.tr("&Trinidad defaults"))
        defaults.clicked.connect(self._defaults)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        buttons.addButton(defaults, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(seats)
        layout.addWidget(self.rule_tabs)
        layout.addWidget(buttons)
        self._seats_changed()
        self.give_letters()

    def _row_label(self, words: str, field: QWidget) -> QLabel:
        label = QLabel(words)
        label.setBuddy(field)
        self.lettered.append((label, words))
        return label

    def give_letters(self) -> None:
        """Each option row's label a letter apart from every text shown with it: the
        seats, tabs, buttons and Players row, and the rows of its own tab (the other
        tabs' are hidden meanwhile). Again after a subclass adds texts of its own."""
        labels = [label for label, _words in self.lettered]
        pages = [p for i in range(self.rule_tabs.count()) if (p := self.rule_tabs.widget(i))]
        taken = letters_in(self, skip=labels, without=pages)
        taken |= {letter(seat_title(n, s)) for n in SEAT_TITLES for s in range(n)}
        in_page = {id(page): letters_in(page, skip=labels) for page in pages}
        for label, words in self.lettered:  # (the Players row first: it shows with each tab)
            page = next((p for p in pages if p.isAncestorOf(label)), None)
            near = taken if page is None else in_page[id(page)]
            avoid = taken.union(*in_page.values()) if page is None else near | taken
            label.setText(with_letter(words, avoid))
            near.add(letter(label.text()))

    def _seats_changed(self) -> None:
        n = self.players.currentData()
        for seat, row in enumerate(self.seat_rows):
            self.seat_form.setRowVisible(row, seat < n)
            if seat >= n:
                continue
            self.seat_labels[seat].setText(seat_title(n, seat))
            # the name and the level are named each with the seat, whichever a
            # screen reader reads (a field's own name, or its label's)
            title = plain(seat_title(n, seat))
            self.name_edits[seat].setAccessibleName(
                QCoreApplication.translate("NewGame", "Name: {seat}").format(seat=title))
            box, level = self.level_boxes[seat], self.level_labels[seat]
            if box is not None and level is not None:
                said = QCoreApplication.translate("NewGame", "Level: {seat}").format(seat=title)
                box.setAccessibleName(said)
                level.setAccessibleName(said)

    def _box(self, key: str) -> QComboBox:
        return self.rule_boxes[key] if key in self.rule_boxes else self.house_boxes[key]

    def _needs_changed(self) -> None:
        for option in OPTIONS:
            if option.needs:
                self._box(option.key).setEnabled(bool(self._box(option.needs).currentData()))

    def _defaults(self) -> None:
        for box in [*self.rule_boxes.values(), *self.house_boxes.values()]:
            box.setCurrentIndex(0)

    def config(self) -> GameConfig:
        n = self.players.currentData()
        values = {name: box.currentData()
                  for name, box in [*self.rule_boxes.items(), *self.house_boxes.items()]}
        for option in OPTIONS:
            if option.needs and not values[option.needs]:
                values[option.key] = option.default  # moot without the one it needs
        rules = Rules(players=n, **values)
        names = tuple((kept_name(e.text().strip()) or DEFAULT_NAMES[i])
                      for i, e in enumerate(self.name_edits[:n]))
        levels = tuple(HUMAN if b is None else str(b.currentData())
                       for b in self.level_boxes[:n])
        return GameConfig(rules=rules, names=names, levels=levels)


class SettingsDialog(QDialog):
    def __init__(self, speed: str, back: str, four_colour: bool, strict: bool,
                 parent: QWidget | None = None, *, card_points: bool = True,
                 look: TableLook | None = None, coach_seconds: float = 3.0,
                 mailbox: str = "", relay: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout()
        self.speed = QComboBox()
        for s in SPEED_NAMES:
            self.speed.addItem(QCoreApplication.translate("Settings", SPEED_WORDS[s]), s)
        self.speed.setCurrentIndex(SPEED_NAMES.index(speed) if speed in SPEED_NAMES else 1)
        self.back = QComboBox()
        for b in BACKS:
            self.back.addItem(QCoreApplication.translate("Settings", BACK_WORDS[b]), b)
        self.back.setCurrentIndex(BACKS.index(back) if back in BACKS else 0)
        self.four_colour = QCheckBox(self.tr("&Four-colour suits (diamonds blue, clubs green)"))
        self.four_colour.setChecked(four_colour)
        self.strict = QCheckBox(
            self.tr("S&trict table: a card clicked out of turn is exposed"))
        self.strict.setChecked(strict)
        self.card_points = QCheckBox(
            self.tr("Show each side's card &points for Game during the hand"))
        self.card_points.setChecked(card_points)
        look = look or TableLook()
        self.high_contrast = QCheckBox(self.tr("&High-contrast table (black, white and yellow)"))
        self.high_contrast.setChecked(look.high_contrast)
        self.large_cards = QCheckBox(self.tr("&Large cards (as large as the window allows)"))
        self.large_cards.setChecked(look.large_cards)
        self.reduce_motion = QCheckBox(
            self.tr("&Reduce motion: cards fade into place instead of flying"))
        self.reduce_motion.setChecked(look.reduce_motion)
        self.say_every_card = QCheckBox(self.tr(
            "A screen reader is told &every card played (else each trick in one line)"))
        self.say_every_card.setObjectName("settings-say-every-card")
        self.say_every_card.setChecked(look.say_every_card)
        # every letter apart, and from OK's and Cancel's (as GNOME words them)
        form.addRow(self.tr("Animation &speed"), self.speed)
        form.addRow(self.tr("Card &back"), self.back)
        form.addRow("", self.four_colour)
        form.addRow("", self.strict)
        form.addRow("", self.card_points)
        form.addRow("", self.high_contrast)
        form.addRow("", self.large_cards)
        form.addRow("", self.reduce_motion)
        form.addRow("", self.say_every_card)
        self.coach_seconds = QDoubleSpinBox()
        self.coach_seconds.setObjectName("settings-coach-seconds")
        self.coach_seconds.setRange(*COACH_SECONDS)
        self.coach_seconds.setDecimals(1)
        self.coach_seconds.setSingleStep(0.5)
        self.coach_seconds.setValue(coach_seconds)
        self.coach_seconds.setSuffix(self.tr(" s"))
        tip = self.tr("How long the coach thinks about each decision when it analyses a "
                      "hand (on a typical machine): longer is surer, and slower")
        self.coach_seconds.setToolTip(tip)
        form.addRow(self.tr("Coach's thinking time a &decision"), self.coach_seconds)
        # internet tables: empty means the magic-wormhole project's public servers
        self.mailbox = QLineEdit(mailbox)
        self.mailbox.setObjectName("settings-mailbox")
        self.mailbox.setPlaceholderText(self.tr("the public one (ws://relay.magic-wormhole.io)"))
        self.mailbox.setToolTip(self.tr("The magic-wormhole mailbox server that internet "
                                        "tables meet through, like ws://example.org:4000/v1"))
        self.relay = QLineEdit(relay)
        self.relay.setObjectName("settings-relay")
        self.relay.setPlaceholderText(self.tr("the public one (transit.magic-wormhole.io)"))
        self.relay.setToolTip(self.tr("The transit relay that carries an internet table when "
                                      "the computers cannot reach each other directly, like "
                                      "tcp:example.org:4001"))
        form.addRow(self.tr("Internet tables' mailbo&x server"), self.mailbox)
        form.addRow(self.tr("Internet tables' transit rela&y"), self.relay)
        self.problem = QLabel()
        self.problem.setObjectName("settings-problem")
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons, alignment=Qt.AlignmentFlag.AlignRight)

    def accept(self) -> None:
        from ...app.setting_checks import mailbox_address, relay_address

        for edit, check, words in (
                (self.mailbox, mailbox_address,
                 self.tr("The mailbox server is an address like ws://example.org:4000/v1 "
                         "(or empty, for the public one).")),
                (self.relay, relay_address,
                 self.tr("The transit relay is an address like tcp:example.org:4001 (or "
                         "empty, for the public one)."))):
            try:
                edit.setText(check(edit.text()))
            except Exception:  # the check's reason, in this dialog's words
                self.problem.setText(words)
                self.problem.show()
                edit.setFocus()
                return
        super().accept()


def chosen_look(dialog: SettingsDialog) -> TableLook:
    return TableLook(high_contrast=dialog.high_contrast.isChecked(),
                     large_cards=dialog.large_cards.isChecked(),
                     reduce_motion=dialog.reduce_motion.isChecked(),
                     say_every_card=dialog.say_every_card.isChecked())

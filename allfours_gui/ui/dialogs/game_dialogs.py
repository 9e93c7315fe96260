"""New Game and Settings dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...app.resources import BACKS
from ...app.settings import DEFAULT_NAMES, SPEED_NAMES
from ...engine import Rules
from ...session.game_config import HUMAN, GameConfig

LEVELS = ("easy", "medium", "hard", "expert")
SEAT_TITLES = {4: ("You (South)", "Right (East)", "Partner (North)", "Left (West)"),
               2: ("You", "Opponent")}

# (field, label, [(value, text), ...]) — the first value is the Trinidad default
RULE_CHOICES: list[tuple[str, str, list[tuple[object, str]]]] = [
    ("target", "Game to", [(14, "14 points"), (7, "7 points"), (10, "10 points"),
                           (21, "21 points"), (22, "22 points")]),
    ("kick_scoring", "Kick scores", [("trinidad", "Trinidad: ace 1, six 2, jack 3"),
                                     ("tobago", "Tobago: ace 1, two 2, jack 3")]),
    ("hang_jack", "Hang jack", [(True, "on: points to the side that hangs it"),
                                (False, "off: the jack is 1 to whoever wins it")]),
    ("game_point", "Game is worth", [(1, "1 point"), (2, "2 points")]),
    ("game_tie", "Tied game", [("none", "nobody scores"),
                               ("non_dealer", "the non-dealer's side scores")]),
    ("give_one_at_brink", "Take one at the brink", [
        (True, "allowed"), (False, "dealer must run the pack if it would end the game")]),
    ("void_must_trump", "Out of the suit led", [(False, "play any card"),
                                                (True, "must trump if able")]),
    ("undertrump", "Undertrumping", [(True, "allowed"),
                                     (False, "not allowed unless holding only trumps")]),
    ("exposed_penalty", "Cards shown out of turn", [
        (True, "stay face up and may be called"), (False, "are simply refused")]),
]


# The later options, the house rules (docs/rules.md §11.2), in a group of their own (the
# first value is the default; a record leaves them out at their defaults).
HOUSE_CHOICES: list[tuple[str, str, list[tuple[object, str]]]] = [
    ("hang_jack_value", "Hang jack worth", [(3, "3 points"),
                                            (6, "6 points (tournament play)")]),
    ("stand_needs_trump", "Stand", [(False, "on any hand"),
                                    (True, "only holding a trump; else first hand begs")]),
    ("give_needs_trump", "Take one", [(False, "on any hand"),
                                      (True, "only holding a trump; else the pack is run")]),
    ("give_one", "Giving one", [(True, "allowed"), (False, "never: a beg always runs the pack")]),
    ("pack_out", "Pack runs out", [("redeal", "the same dealer deals again"),
                                   ("kicks", "turn the cards left as kicks until a new suit")]),
    ("trump_and_follow", "Trump and follow", [
        (False, "off"), (True, "trump holding the suit led: next lead that suit or a trump")]),
]


def _choice_box(name: str, choices: list[tuple[object, str]], current: object) -> QComboBox:
    box = QComboBox()
    box.setObjectName(f"rule-{name}")
    for value, text in choices:
        box.addItem(text, value)
    values = [v for v, _ in choices]
    box.setCurrentIndex(values.index(current) if current in values else 0)
    return box


class NewGameDialog(QDialog):
    def __init__(self, config: GameConfig, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game")
        self.players = QComboBox()
        self.players.addItem("Four players: you and a partner", 4)
        self.players.addItem("Two players: one against one", 2)
        self.players.setCurrentIndex(0 if config.rules.players == 4 else 1)
        self.players.currentIndexChanged.connect(self._seats_changed)
        names = list(config.names) + list(DEFAULT_NAMES[len(config.names):])
        levels = list(config.levels) + ["medium"] * (4 - len(config.levels))
        seats = QGroupBox("Players")
        self.seat_form = QFormLayout(seats)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox | None] = []
        for seat in range(4):
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            edit = QLineEdit(names[seat])
            edit.setMaxLength(16)
            edit.setObjectName(f"name{seat}")
            row.addWidget(edit, 2)
            self.name_edits.append(edit)
            box: QComboBox | None = None
            if seat > 0:
                box = QComboBox()
                box.setObjectName(f"level{seat}")
                for lv in LEVELS:
                    box.addItem(lv.title(), lv)
                box.setCurrentIndex(LEVELS.index(levels[seat]) if levels[seat] in LEVELS
                                    else 1)
                row.addWidget(box, 1)
            self.level_boxes.append(box)
            holder = QWidget()
            holder.setLayout(row)
            self.seat_form.addRow(SEAT_TITLES[4][seat], holder)
        # Two tabs keep the dialog short: the Trinidad options, then the house rules.
        rules_tab, house_tab = QWidget(), QWidget()
        form, house_form = QFormLayout(rules_tab), QFormLayout(house_tab)
        self.rule_boxes: dict[str, QComboBox] = {}
        for name, label, choices in RULE_CHOICES:
            box = _choice_box(name, choices, getattr(config.rules, name))
            form.addRow(label, box)
            self.rule_boxes[name] = box
        self.house_boxes: dict[str, QComboBox] = {}
        for name, label, choices in HOUSE_CHOICES:
            box = _choice_box(name, choices, getattr(config.rules, name))
            # the hang jack's worth sits under hang jack itself
            if name == "hang_jack_value":
                form.insertRow([c[0] for c in RULE_CHOICES].index("hang_jack") + 1, label, box)
            else:
                house_form.addRow(label, box)
            self.house_boxes[name] = box
        self.rule_tabs = QTabWidget()
        self.rule_tabs.addTab(rules_tab, "Rules (Trinidad defaults first)")
        self.rule_tabs.addTab(house_tab, "House rules (off by default)")
        # the hang jack's worth means something only with hang jack on
        self.rule_boxes["hang_jack"].currentIndexChanged.connect(self._hang_jack_changed)
        self._hang_jack_changed()
        defaults = QPushButton("Trinidad defaults")
        defaults.clicked.connect(self._defaults)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Deal")
        buttons.addButton(defaults, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.players)
        layout.addWidget(seats)
        layout.addWidget(self.rule_tabs)
        layout.addWidget(buttons)
        self._seats_changed()

    def _seats_changed(self) -> None:
        n = self.players.currentData()
        for seat in range(4):
            visible = seat < n
            label = self.seat_form.labelForField(self.seat_form.itemAt(
                seat, QFormLayout.ItemRole.FieldRole).widget())
            field = self.seat_form.itemAt(seat, QFormLayout.ItemRole.FieldRole).widget()
            field.setVisible(visible)
            if label is not None:
                label.setVisible(visible)
                label.setText(SEAT_TITLES[n][seat] if visible else "")

    def _hang_jack_changed(self) -> None:
        self.house_boxes["hang_jack_value"].setEnabled(
            bool(self.rule_boxes["hang_jack"].currentData()))

    def _defaults(self) -> None:
        for box in [*self.rule_boxes.values(), *self.house_boxes.values()]:
            box.setCurrentIndex(0)

    def config(self) -> GameConfig:
        n = self.players.currentData()
        values = {name: box.currentData()
                  for name, box in [*self.rule_boxes.items(), *self.house_boxes.items()]}
        if not values["hang_jack"]:
            values["hang_jack_value"] = 3  # no hang jack: its worth is moot
        rules = Rules(players=n, **values)
        names = tuple((e.text().strip() or DEFAULT_NAMES[i])
                      for i, e in enumerate(self.name_edits[:n]))
        levels = tuple(HUMAN if b is None else str(b.currentData())
                       for b in self.level_boxes[:n])
        return GameConfig(rules=rules, names=names, levels=levels)


class SettingsDialog(QDialog):
    def __init__(self, speed: str, back: str, four_colour: bool, strict: bool,
                 parent: QWidget | None = None, *, card_points: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        form = QFormLayout()
        self.speed = QComboBox()
        for s in SPEED_NAMES:
            self.speed.addItem(s.title(), s)
        self.speed.setCurrentIndex(SPEED_NAMES.index(speed) if speed in SPEED_NAMES else 1)
        self.back = QComboBox()
        for b in BACKS:
            self.back.addItem(b.title(), b)
        self.back.setCurrentIndex(BACKS.index(back) if back in BACKS else 0)
        self.four_colour = QCheckBox("Four-colour suits (diamonds blue, clubs green)")
        self.four_colour.setChecked(four_colour)
        self.strict = QCheckBox("Strict table: a card clicked out of turn is exposed")
        self.strict.setChecked(strict)
        self.card_points = QCheckBox("Show each side's card points for Game during the hand")
        self.card_points.setChecked(card_points)
        form.addRow("Animation speed", self.speed)
        form.addRow("Card back", self.back)
        form.addRow("", self.four_colour)
        form.addRow("", self.strict)
        form.addRow("", self.card_points)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons, alignment=Qt.AlignmentFlag.AlignRight)

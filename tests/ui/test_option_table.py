"""The window reads the option table (engine/options.py): the New Game dialog has
one control per row, the Rules window a line per row, Game History the row's
words; a new row needs no window code; lupdate finds every text to translate."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QFormLayout

from allfours_gui.engine import Rules, options
from allfours_gui.engine.options import OPTIONS, Choice, Option, Section
from allfours_gui.engine.translatable import QT_TRANSLATE_NOOP
from allfours_gui.session.game_config import GameConfig
from allfours_gui.ui.dialogs import game_dialogs, rules_window
from allfours_gui.ui.dialogs.game_dialogs import NewGameDialog
from allfours_gui.ui.dialogs.rules_window import rules_html
from allfours_gui.ui.history import history_window
from allfours_gui.ui.history.history_window import rules_summary


def _dialog(qtbot, rules: Rules | None = None) -> NewGameDialog:
    d = NewGameDialog(GameConfig(rules=rules or Rules()))
    qtbot.addWidget(d)
    return d


NEEDED = {o.needs for o in OPTIONS if o.needs}
# each option at its last choice, but one that another needs stays on
LAST = {o.key: True if o.key in NEEDED else o.values[-1] for o in OPTIONS}


def _label(box: QComboBox) -> str:
    form = box.parentWidget().layout()
    assert isinstance(form, QFormLayout)
    return form.labelForField(box).text().replace("&", "")  # (its letter given by the dialog)


def test_the_dialog_has_one_control_per_row_with_the_rows_words(qtbot):
    d = _dialog(qtbot)
    boxes = {b.objectName(): b for b in d.findChildren(QComboBox)
             if b.objectName().startswith("rule-")}
    assert sorted(boxes) == sorted(f"rule-{o.key}" for o in OPTIONS)
    for o in OPTIONS:
        box = boxes[f"rule-{o.key}"]
        assert [box.itemText(i) for i in range(box.count())] == [c.text for c in o.choices]
        assert [box.itemData(i) for i in range(box.count())] == list(o.values)
        assert box.currentData() == o.default and box.toolTip() == o.summary
        if o.section is not Section.PLAYERS:
            assert _label(box) == o.label
    assert d.players is boxes["rule-players"]
    assert set(d.rule_boxes) == {
        o.key for o in OPTIONS if o.section is Section.RULES}


def test_the_dialog_shows_the_rules_it_was_opened_on(qtbot):
    rules = Rules(**LAST)
    d = _dialog(qtbot, rules)
    for o in OPTIONS:
        assert d.findChild(QComboBox, f"rule-{o.key}").currentData() == LAST[o.key]
    assert d.config().rules == rules


def test_the_rules_window_lists_each_row_in_force():
    html = rules_html(Rules(**LAST))
    for o in OPTIONS:
        if o.section is not Section.PLAYERS:
            text = next(c.text for c in o.choices if c.value == LAST[o.key])
            assert f"<td>{o.label}</td><td><b>{text}</b></td>" in html, o.key
    # a row under an option that is off is left out
    for o in OPTIONS:
        if o.needs:
            assert f"<td>{o.label}</td>" not in rules_html(Rules(**{o.needs: False}))


def test_game_history_says_each_notable_row_when_not_at_its_default():
    plain = rules_summary(Rules().to_json())
    for o in OPTIONS:
        if not o.history:
            continue
        other = o.values[-1]
        words = o.history.format(value=other)
        assert words in rules_summary(Rules(**{o.key: other}).to_json()), o.key
        if o.history_always:
            assert o.history.format(value=o.default) in plain
        else:
            assert words not in plain


# A new option, as a row and a field would add it: no window code changes.
KITTY = Option("kitty", QT_TRANSLATE_NOOP("RuleOptions", "Kitty"),
               QT_TRANSLATE_NOOP("RuleOptions", "A test option."),
               (Choice(False, "no kitty"), Choice(True, "a kitty of two cards")),
               Section.HOUSE, history="with a kitty")


@dataclass(frozen=True, slots=True)
class KittyRules(Rules):
    kitty: bool = False


def test_a_new_row_needs_no_window_code(qtbot, monkeypatch):
    table = (*OPTIONS, KITTY)
    for module in (game_dialogs, rules_window, history_window):
        monkeypatch.setattr(module, "OPTIONS", table)
    monkeypatch.setattr(game_dialogs, "BY_KEY", {o.key: o for o in table})
    monkeypatch.setattr(game_dialogs, "Rules", KittyRules)
    d = _dialog(qtbot, KittyRules())
    box = d.house_boxes["kitty"]
    assert _label(box) == "Kitty" and box.currentText() == "no kitty"
    box.setCurrentIndex(1)
    assert d.config().rules == KittyRules(kitty=True)
    assert "<td>Kitty</td><td><b>a kitty of two cards</b></td>" in rules_html(
        KittyRules(kitty=True))
    assert rules_summary({"kitty": True}).endswith(" · with a kitty")
    assert "kitty" not in rules_summary({})


def _lupdate() -> str | None:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside) if beside.exists() else shutil.which("pyside6-lupdate")


def test_lupdate_finds_every_text_of_the_table(tmp_path):
    tool = _lupdate()
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "options.ts"
    subprocess.run([tool, options.__file__, "-ts", str(ts)], check=True,
                   capture_output=True, timeout=60)
    found = {(context.findtext("name"), message.findtext("source"))
             for context in ET.parse(ts).getroot().iter("context")
             for message in context.iter("message")}
    texts = {t for o in OPTIONS for t in (o.label, o.summary, o.history,
                                          *(c.text for c in o.choices)) if t}
    assert {(options.CONTEXT, t) for t in texts} <= found

"""Issue 33 item 3: Lao (and every language) on the toolbar, the New Game dialog
and the Rules window.

- a toolbar button says its action's words without the "(&N)" group a Lao
  mnemonic is written with (Qt strips the & only, leaving "(N)");
- each tab of the New Game dialog fits in the dialog as it is shown;
Screenshots: test-screenshots/lao-*.png."""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabBar,
    QTabWidget,
    QToolButton,
    QWidget,
)

from .helpers import REVIEW_DIR, make_window, save_shot
from .test_languages import choose

LANGUAGES = ["en", "gd", "az", "af", "lo", "sq"]
BRACKETED = re.compile("[(\uff08]\\s*&?\\w\\s*[)\uff09]")


@pytest.mark.parametrize("language", LANGUAGES)
def test_toolbar_buttons_carry_no_mnemonic_group(qtbot, tmp_path, language):
    w = make_window(qtbot)
    if language != "en":
        choose(qtbot, w, language)
    qtbot.wait(50)
    texts = [button.text() for button in w.table_bar.findChildren(QToolButton)
             if button.isVisible()]
    assert len(texts) >= 4
    bad = [t for t in texts if "&" in t or BRACKETED.search(t)]
    assert not bad, bad
    if language == "lo":
        save_shot(w, tmp_path, "lao-toolbar")


def clipped(dialog: QWidget) -> list[str]:
    """The shown widgets of ``dialog`` smaller than they ask to be, or not inside it."""
    bad = []
    inside = dialog.rect()
    for child in dialog.findChildren(QWidget):
        if not child.isVisible() or not isinstance(child, QLabel | QComboBox | QPushButton
                                                   | QLineEdit | QTabWidget | QTabBar | QGroupBox):
            continue
        hint = child.sizeHint()
        if not isinstance(child, QLineEdit | QGroupBox) and (
                child.width() < hint.width() or child.height() < hint.height()):
            bad.append(f"{type(child).__name__} {child.width()}x{child.height()} < "
                       f"{hint.width()}x{hint.height()}: {getattr(child, 'text', str)()!r}")
            continue
        at = QRect(child.mapTo(dialog, QPoint(0, 0)), child.size())
        if not inside.contains(at):
            bad.append(f"{type(child).__name__} at {at} outside {inside}")
    return bad


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_new_game_tab_fits(qtbot, tmp_path, language):
    w = make_window(qtbot)
    if language != "en":
        choose(qtbot, w, language)
    w.act_new.trigger()
    dialog = w.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    tabs = dialog.rule_tabs
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        qtbot.wait(30)
        assert not clipped(dialog), (index, clipped(dialog))
        if language == "lo":
            dialog.grab().save(str(tmp_path / f"lao-new-game-tab{index}.png"))
            REVIEW_DIR.mkdir(exist_ok=True)
            shutil.copy(tmp_path / f"lao-new-game-tab{index}.png", REVIEW_DIR)
    dialog.reject()

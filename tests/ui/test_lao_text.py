"""Issue 33 item 3: Lao (and every language) on the toolbar, the New Game dialog
and the Rules window.

- a toolbar button says its action's words without the "(&N)" group a Lao
  mnemonic is written with (Qt strips the & only, leaving "(N)");
- each tab of the New Game dialog fits in the dialog as it is shown;
- the Rules window draws Lao in the bundled Noto Sans Lao, its lines far enough
  apart for stacked tone marks.
Screenshots: test-screenshots/lao-*.png."""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontInfo, QFontMetricsF, QTextDocument
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

from allfours_gui.app import i18n
from allfours_gui.ui.app import load_fonts

from .helpers import REVIEW_DIR, make_window, save_shot
from .test_languages import choose

LANGUAGES = ["en", "gd", "az", "af", "lo", "sq"]
BRACKETED = re.compile("[(\uff08]\\s*&?\\w\\s*[)\uff09]")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.install(qapp, "en")  # the translators are the application's: none may leak


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


def resolved_families(document: QTextDocument) -> set[str]:
    """The family each run of the document's text is actually drawn in."""
    families = set()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.text().strip():
                font = fragment.charFormat().font().resolve(document.defaultFont())
                families.add(QFontInfo(font).family())
            it += 1
        block = block.next()
    return families


def test_the_rules_window_in_lao_uses_the_bundled_font_with_room_for_tone_marks(
        qtbot, tmp_path):
    assert "Noto Sans Lao" in load_fonts()
    w = make_window(qtbot)
    choose(qtbot, w, "lo")
    w.act_rules.trigger()
    window = w.rules_window
    assert window is not None
    qtbot.waitExposed(window)
    browser = window.browser
    document = browser.document()
    assert QFontInfo(browser.font()).family() == "Noto Sans Lao"
    assert QFontInfo(document.defaultFont()).family() == "Noto Sans Lao"
    assert resolved_families(document) == {"Noto Sans Lao"}
    # the lines of a paragraph stand apart by more than the font's own height: a
    # stacked vowel and tone mark clear the line above
    height = QFontMetricsF(document.defaultFont()).height()
    spacings = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        spacings += [layout.lineAt(i + 1).y() - layout.lineAt(i).y()
                     for i in range(layout.lineCount() - 1)]
        block = block.next()
    assert spacings and min(spacings) >= 1.3 * height, (min(spacings), height)
    window.grab().save(str(tmp_path / "lao-rules.png"))
    REVIEW_DIR.mkdir(exist_ok=True)
    shutil.copy(tmp_path / "lao-rules.png", REVIEW_DIR)
    window.close()


def test_the_rules_window_in_english_keeps_the_table_font(qtbot):
    load_fonts()
    w = make_window(qtbot)
    w.act_rules.trigger()
    window = w.rules_window
    assert window is not None
    assert "Noto Sans Lao" not in resolved_families(window.browser.document())
    window.close()

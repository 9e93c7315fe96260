"""Layouts that hold in any language: in each of the six languages, and in a
pseudo-language with every string 40% longer and bracketed (as long as Gaelic or
Albanian can run), the table's prompts, summary, bubbles and dialogs stay inside the
window and no single-line text is cut off, at 1366x768 and 800x600.
Screenshots: test-screenshots/long-words-<language>-*.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from allfours_gui.ui.table.table_items import Bubble

from .helpers import click_choice, make_window, play_out_hand, save_shot, wait_prompt
from .pseudo_language import Stretched

LANGUAGES = ["pseudo", "en", "gd", "az", "af", "lo", "sq"]


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    """The app in one language (the pseudo-language: every string longer, bracketed)."""
    from allfours_gui.app import i18n
    from allfours_gui.ui.app import load_fonts

    load_fonts()
    if request.param == "pseudo":
        t = Stretched()
        qapp.installTranslator(t)
        yield request.param
        qapp.removeTranslator(t)
    else:
        i18n.install(qapp, request.param)
        yield request.param
    i18n.install(qapp, "en")


def cut_off(root: QWidget) -> list[str]:
    """Visible one-line labels and buttons under ``root`` whose text is wider than they are."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel) and not w.wordWrap() and "<" not in w.text():
            need = w.fontMetrics().horizontalAdvance(w.text())
            room = w.contentsRect().width() - 2 * w.margin() - 2 * max(w.indent(), 0)
        elif isinstance(w, QAbstractButton) and w.text():
            need = w.fontMetrics().horizontalAdvance(w.text().replace("&", ""))
            room = w.contentsRect().width() - 8
        else:
            continue
        if need > room + 1:
            out.append(f"{type(w).__name__} {w.objectName()!r} {w.text()[:60]!r}: "
                       f"{need} > {room}")
    return out


def outside(panel: QWidget, view: QWidget) -> bool:
    box = QRect(panel.mapTo(view, panel.rect().topLeft()), panel.size())
    return not view.rect().contains(box)


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_table_holds_longer_words(qtbot, tmp_path, language, size):
    w = make_window(qtbot, dealer=3)
    w.resize(*size)
    wait_prompt(qtbot, w, "stand")
    assert w.decision.isVisible() and not outside(w.decision, w.view)
    assert cut_off(w.decision) == []
    qtbot.waitUntil(lambda: w.turn_label.text() != "", timeout=5000)
    # the status bar lays itself out again after a new text: once it has, nothing is cut
    qtbot.waitUntil(lambda: cut_off(w.statusBar()) == [], timeout=3000)
    if language == "pseudo":  # the prompt came through the catalogue
        assert w.decision.label.text().startswith("[")
    save_shot(w, tmp_path, f"long-words-{language}-{size[0]}x{size[1]}-stand")
    click_choice(qtbot, w, "stand")
    def bubbles_inside() -> None:
        for item in w.scene.items():
            if isinstance(item, Bubble) and item.isVisible():
                assert w.scene.sceneRect().contains(item.sceneBoundingRect()), item.text
    play_out_hand(qtbot, w, each_turn=bubbles_inside)
    qtbot.wait(50)
    assert not outside(w.summary, w.view)
    assert cut_off(w.summary) == []
    save_shot(w, tmp_path, f"long-words-{language}-{size[0]}x{size[1]}-summary")


def test_the_dialogs_hold_longer_words(qtbot, tmp_path, language):
    w = make_window(qtbot)
    w.resize(1366, 768)
    wait_prompt(qtbot, w, "stand")
    screen = QApplication.primaryScreen().availableGeometry()
    for open_it, name in ((w.games.ask_new_game, "new_game_dialog"),
                          (w.ask_settings, "settings_dialog"),
                          (w.network.ask_host_table, "host_dialog")):
        open_it()
        dialog = getattr(w, name)
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        dialog.adjustSize()
        assert cut_off(dialog) == [], name
        assert dialog.width() <= max(screen.width(), 1366) and dialog.height() <= 900, name
        dialog.grab().save(str(tmp_path / f"long-words-{language}-{name}.png"))
        dialog.reject()

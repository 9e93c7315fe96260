"""Issue 33 items 9b and 9c: the table stays put and in view.

- 9b: the score-history dock, floated, covers neither the prompt nor a card;
- 9c: a hint long enough to take two lines of the status line does not make the
  status bar taller, so the table view's geometry never changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from allfours_gui.app import i18n

from .helpers import make_window, wait_prompt
from .test_languages import choose
from .test_second_look import screen_shot


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.install(qapp, "en")  # the translators are the application's: none may leak


@pytest.mark.parametrize("language", ["en", "gd"])
def test_a_two_line_hint_does_not_move_the_table(qtbot, language):
    w = make_window(qtbot)
    if language != "en":
        choose(qtbot, w, language)
    wait_prompt(qtbot, w, "stand")
    w.say("")
    qtbot.wait(50)
    before = w.view.geometry()
    line = w.status_label
    # words until they need two lines of the line's width (and not three)
    words = ("Hint: " + "lead the ace of trumps to draw the others' trumps, " * 20).split()
    text = ""
    metrics = line.fontMetrics()
    while metrics.horizontalAdvance(text) < line.width() * 1.5:
        text += words[len(text.split())] + " "
    w.say(text.strip())
    qtbot.wait(50)
    assert metrics.horizontalAdvance(line.text()) > line.width()  # two lines of it
    assert line.height() >= line.heightForWidth(line.width())  # both shown
    assert w.view.geometry() == before
    w.say("")
    qtbot.wait(50)
    assert w.view.geometry() == before


def on_screen(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def cards_on_screen(w) -> list[QRect]:
    """Each card shown on the table, where it is on the screen."""
    port = w.view.viewport()
    return [QRect(port.mapToGlobal(w.view.mapFromScene(item.sceneBoundingRect())
                                   .boundingRect().topLeft()),
                  w.view.mapFromScene(item.sceneBoundingRect()).boundingRect().size())
            for item in w.scene.cards.values() if item.isVisible()]


@pytest.mark.parametrize("size", [(1180, 800), (800, 600)])
def test_the_floating_score_history_covers_no_prompt_and_no_card(qtbot, tmp_path, size):
    w = make_window(qtbot)
    w.resize(*size)
    wait_prompt(qtbot, w, "stand")
    qtbot.keyClick(w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dock = w.history_dock
    qtbot.waitUntil(dock.isVisible)
    dock.setFloating(True)  # as the person floats it (its title bar's button)
    qtbot.waitUntil(dock.isFloating)
    qtbot.wait(100)
    assert dock.isVisible() and w.decision.isVisible()
    cards = cards_on_screen(w)
    assert len(cards) >= 20  # the hands, the pack and the kick
    floating = dock.frameGeometry()
    assert not floating.intersects(on_screen(w.decision)), (floating, on_screen(w.decision))
    covered = [card for card in cards if floating.intersects(card)]
    assert not covered, (floating, covered)
    screen_shot(w, dock, tmp_path, f"score-history-floated-{size[0]}x{size[1]}")

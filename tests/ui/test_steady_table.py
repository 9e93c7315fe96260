"""Issue 33 item 9c: the table stays put.

- 9c: a hint long enough to take two lines of the status line does not make the
  status bar taller, so the table view's geometry never changes."""

from __future__ import annotations

import pytest

from allfours_gui.app import i18n

from .helpers import make_window, wait_prompt
from .test_languages import choose


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


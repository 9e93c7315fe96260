"""Issue 33 item 3: Lao (and every language) on the toolbar, the New Game dialog
and the Rules window.

- a toolbar button says its action's words without the "(&N)" group a Lao
  mnemonic is written with (Qt strips the & only, leaving "(N)");
Screenshots: test-screenshots/lao-*.png."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QToolButton

from .helpers import make_window, save_shot
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

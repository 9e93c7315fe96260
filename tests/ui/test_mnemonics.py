"""Alt and a letter presses one thing (issue 33 item 4): in every language, the
buttons of each table panel have letters of their own, apart from each other and
from the menu bar's (an ambiguous Alt+letter presses neither, or the wrong one).

The panels' buttons are listed by the words they show (context and source, as
the code asks for them); each pair is checked to be in the catalogues, so a
renamed button fails here instead of being skipped. The stand-or-beg prompt and a
hand's summary are read off the real window too."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton

from .helpers import click_choice, make_window, play_out_hand, wait_prompt

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "gd", "az", "af", "lo", "sq"]

# the buttons up together on one panel, beside the menu bar
PANELS: dict[str, list[tuple[str, str]]] = {
    "dealing method": [("Prompts", "&One at a time"), ("Prompts", "In &threes")],
    "stand or beg": [("Prompts", "&Stand"), ("Prompts", "I &beg")],
    "give or run": [("Prompts", "&Take one"), ("Prompts", "&Run the pack")],
    "resume": [("GameStarts", "&Resume"), ("GameStarts", "&New game")],
    "resume with friends": [("GameStarts", "Resume h&ere"), ("GameStarts", "H&ost it again"),
                            ("GameStarts", "&New game")],
    "hand summary": [("GameStarts", "&Next hand")],
    "game over": [("GameStarts", "&Rematch"), ("GameStarts", "&New game…")],
    "game over, hosting": [("GameStarts", "H&ost again…"), ("GameStarts", "&New game…")],
    "game over, a guest": [("GameStarts", "&Join a table…"), ("GameStarts", "&New game…")],
    "first start": [("Lesson", "&Deal a game"), ("Lesson", "&Learn to play")],
    "practice": [("Practice", "Try &another"), ("Practice", "&Back to the review")],
    "notice": [("NoticePanel", "Show &folder"), ("NoticePanel", "OK")],
}


def letters(texts) -> list[int]:
    keys = [QKeySequence.mnemonic(t) for t in texts]
    return [k[0].key() for k in keys if k.count()]  # type: ignore[index]


def catalogue_sources() -> set[tuple[str, str]]:
    root = ET.parse(ROOT / "resources" / "i18n" / "allfours_sq.ts").getroot()
    return {(c.findtext("name") or "", m.findtext("source") or "")
            for c in root.iter("context") for m in c.iter("message")}


def test_every_listed_button_is_a_message_of_the_catalogues():
    known = catalogue_sources()
    missing = [pair for group in PANELS.values() for pair in group if pair not in known]
    assert not missing


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_panel_has_letters_apart_from_the_menu_bar(qtbot, qapp, language):
    from allfours_gui.app import i18n

    i18n.install(qapp, language)
    try:
        w = make_window(qtbot, speed="instant", defer_start=True)
        menus = letters(a.text() for a in w.menuBar().actions())
        assert len(menus) == len(set(menus)), (language, "the menu bar")
        clashes = []
        for panel, group in PANELS.items():
            texts = [QCoreApplication.translate(ctx, src) for ctx, src in group]
            mine = letters(texts)
            if len(mine) != len(set(mine)) or set(mine) & set(menus):
                bar = [a.text() for a in w.menuBar().actions()]
                clashes.append(f"{panel}: {texts} beside {bar}")
        assert not clashes, (language, clashes)
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("language", ["gd", "az", "sq"])
def test_the_real_prompt_and_summary_keep_apart_from_the_menu_bar(qtbot, qapp, language):
    from allfours_gui.app import i18n

    i18n.install(qapp, language)
    try:
        w = make_window(qtbot, speed="instant")
        menus = set(letters(a.text() for a in w.menuBar().actions()))
        wait_prompt(qtbot, w, "stand")
        shown = letters(b.text() for b in w.decision.buttons.values())
        assert len(shown) == 2 and not set(shown) & menus, language
        click_choice(qtbot, w, "stand")
        play_out_hand(qtbot, w)
        summary = letters(b.text() for b in w.summary.findChildren(QPushButton) if b.isVisible())
        assert summary and not set(summary) & menus, language
    finally:
        i18n.install(qapp, "en")

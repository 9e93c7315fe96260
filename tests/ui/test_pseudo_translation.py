"""Every text the table shows goes through Qt's translator: with a translator
that wraps each source text in brackets, a hand played through the window
shows nothing unbracketed in the status line, the decision bar, the summary
panel, the scoreboard and the bubbles (names and numbers inside are fine)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from allfours_gui.engine import parse_card
from allfours_gui.engine.summary import summarize
from allfours_gui.ui.table import table_scene
from allfours_gui.ui.table.status_line import StatusLine
from allfours_gui.ui.table.table_items import ScoreBoard

from .helpers import ScriptedPlayer, click_card, click_choice, make_window, wait_prompt


class Brackets(QTranslator):
    """Every source text, of every context, as "[text]"."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"[{source}]"

    def isEmpty(self) -> bool:
        return False


GROUP = re.compile(r"\[[^\[\]]*\]")
# what may stand outside the brackets: numbers, suit symbols, spaces and the marks
# between parts
LOOSE = re.compile(r"[\s\d\[\]♣♦♥♠…·–—%+:;,.&()-]*")


def unbracketed(text: str) -> str:
    """What of ``text`` did not come through the translator ("" if all did). A
    line cut short by an ellipsis may have lost its closing bracket."""
    text = unescape(re.sub(r"<[^>]+>", " ", text))
    while GROUP.search(text):
        text = GROUP.sub("", text)
    text = re.sub(r"\[[^\[\]]*…$", "", text)
    return "" if LOOSE.fullmatch(text) else text


class Drawn:
    """Stands in for a QPainter: keeps the texts drawn, ignores the rest."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def drawText(self, *args: Any) -> None:
        self.texts += [a for a in args if isinstance(a, str)]

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kw: None


def scoreboard_texts(board: ScoreBoard) -> list[str]:
    painter = Drawn()
    board.paint(painter, None)  # type: ignore[arg-type]
    return [*painter.texts, board.story]


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch, qapp) -> Iterator[list[str]]:
    """Every text said in the status line or in a bubble while the test runs,
    with the pseudo-translator installed."""
    texts: list[str] = []
    set_text = StatusLine.setText

    def status(self: StatusLine, text: str) -> None:
        texts.append(text)
        set_text(self, text)
    say = table_scene.TableScene.say

    def bubble(self: table_scene.TableScene, seat: int | None, text: Any, *args: Any,
               **kw: Any) -> Any:
        texts.append(text() if callable(text) else text)  # what it says now
        return say(self, seat, text, *args, **kw)
    monkeypatch.setattr(StatusLine, "setText", status)
    monkeypatch.setattr(table_scene.TableScene, "say", bubble)
    translator = Brackets()
    QCoreApplication.installTranslator(translator)
    try:
        yield texts
    finally:
        QCoreApplication.removeTranslator(translator)


def panel_texts(w) -> list[str]:
    out = []
    if w.decision.isVisible():
        out += [w.decision.label.text(), *(b.text() for b in w.decision.buttons.values()),
                *(b.toolTip() for b in w.decision.buttons.values())]
    if w.summary.isVisible():
        out += [w.summary.title.text(), *(b.text() for b in w.summary._buttons)]
        out += [cell for row in w.summary._rows for cell in row]
    return [*out, w.turn_label.text(), *scoreboard_texts(w.scene.scoreboard)]


def assert_bracketed(texts: list[str]) -> None:
    loose = [(t, unbracketed(t)) for t in texts if t and unbracketed(t)]
    assert not loose, loose[:8]


def test_a_hand_played_shows_only_translated_texts(qtbot, shown):
    w = make_window(qtbot, dealer=3, players={3: ScriptedPlayer({"answer": "give"})})
    seen: list[str] = []
    wait_prompt(qtbot, w, "stand")
    seen += panel_texts(w)
    assert w.decision.label.text().startswith("[The kick is [the [")  # a card's words too
    click_choice(qtbot, w, "beg")
    illegal_tried = False
    wait_prompt(qtbot, w, "play")
    w.turns.ask_hint()  # the hint's own words (its reason is the computer player's English)
    qtbot.waitUntil(lambda: shown[-1].startswith("[{advice}".format(advice="[Play ")),
                    timeout=15000)
    while not w.controller.game.hand.over:
        wait_prompt(qtbot, w, "play")
        seen += panel_texts(w)
        view = w.controller.game.hand.view_for(0)
        legal = [a.card for a in view.legal]
        other = [c for c in w.scene.hands[0] if c not in legal]
        if other and not illegal_tried:  # a refusal, worded for you
            click_card(qtbot, w, other[0])
            illegal_tried = True
        if w.controller.game.hand.tricks:
            w.turns.show_last_trick()
            seen.append(w.scene.last_trick_view.title)
            w.turns.hide_last_trick()
        card = legal[0]
        click_card(qtbot, w, card)
        qtbot.waitUntil(lambda c=card: not w.controller.game.hand.hands[0] >> c & 1)
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=15000)
    seen += panel_texts(w)
    w.games.take_back()  # nothing to take back: the session says so
    assert shown[-1] == "[The hand is over: there is nothing to take back.]"
    assert any("[Trumps]" in t for t in seen) and any(t.startswith("[Hand ") for t in seen)
    # the game-over panel too, with its buttons
    w.games._on_game_finished(summarize(w.controller.game.hand))
    seen += panel_texts(w)
    assert_bracketed(seen + shown)
    assert any("beg" in t for t in shown)  # the bubbles were heard
    assert any(t.startswith("[Take one") for t in shown)


def test_your_deal_and_the_answer_to_a_beg_show_only_translated_texts(qtbot, shown):
    w = make_window(qtbot, dealer=0, players={1: ScriptedPlayer({"stand": "beg"})})
    wait_prompt(qtbot, w, "method")
    seen = panel_texts(w)
    assert set(w.decision.buttons) == {"ones", "threes"}
    click_choice(qtbot, w, "threes")
    wait_prompt(qtbot, w, "answer")
    seen += panel_texts(w)
    click_choice(qtbot, w, "run")
    qtbot.waitUntil(lambda: w.controller.game.hand.phase != "answer", timeout=15000)
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=15000)
    seen += panel_texts(w)
    assert_bracketed(seen + shown)


def test_the_turn_clock_and_the_refusals_are_translated(qtbot, shown):
    from allfours_gui.engine.reasons import TEXTS, Reason
    from allfours_gui.ui.table.turn_clock import TurnClock
    from allfours_gui.ui.wording import people, refusal

    names = ["You", "Rhonda", "Partner", "Kerwin"]
    clock = TurnClock(lambda: names, lambda: 0)
    clock.set_clock(0, 12)
    clock.set_clock(2, 1)
    assert clock.text() == "[You have 12 s to decide][ · ][Partner: 1 s to decide]"
    clock.clear()
    for key in TEXTS:
        for seat in range(4):
            text = refusal(Reason(key, seat, (seat + 1) % 4, card=parse_card("TH"), suit=2,
                                  count=4, detail="'x'"), people(names, 0))
            if key != "malformed":  # its own words: input that is not well formed
                assert not unbracketed(text), (key, text)


def test_a_language_change_asks_the_question_up_again_in_the_new_language(qtbot):
    """``retranslate`` (the window calls it on a language change): the prompt
    up now and the scoreboard's story are said again through the translator."""
    w = make_window(qtbot, dealer=3, players={3: ScriptedPlayer({"answer": "give"})})
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "beg")
    wait_prompt(qtbot, w, "play")
    assert w.scene.scoreboard.story == "You begged; Kerwin gave one"
    translator = Brackets()
    QCoreApplication.installTranslator(translator)
    try:
        w.scene.retranslate()
        w.turns.retranslate()
        assert w.scene.scoreboard.story == "[You begged][; ][Kerwin gave one]"
        assert w.status_label.text().startswith("[Your turn: click a raised card")
        assert w.turn_label.text() == "[Your turn]"
        assert not any(unbracketed(t) for t in scoreboard_texts(w.scene.scoreboard))
    finally:
        QCoreApplication.removeTranslator(translator)
    # the focused card is still the one raised, and plays
    card = next(c for c in w.scene.hands[0] if w.scene.cards[c].focused)
    click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: not w.controller.game.hand.hands[0] >> card & 1)

"""Layouts that hold in any language: in each of the six languages, and in a
pseudo-language with every string 40% longer and bracketed (as long as Gaelic or
Albanian can run), the table's prompts, summary, bubbles and dialogs stay inside the
window and no single-line text is cut off, at 1366x768 and 800x600. So do the views of
past hands: Game History, a hand's review, Statistics and the score history.
Screenshots: test-screenshots/long-words-<language>-*.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QListWidget,
    QPushButton,
    QTableView,
    QTextBrowser,
    QWidget,
)

from allfours_gui.ui.history.history_window import wrapped_height
from allfours_gui.ui.table.table_items import Bubble

from .helpers import (
    ScriptedPlayer,
    click_choice,
    make_window,
    play_out_hand,
    save_shot,
    wait_prompt,
)
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
            # a label with a buddy draws its mnemonic's "&" as an underline, as a button does
            text = w.text().replace("&", "") if w.buddy() is not None else w.text()
            need = w.fontMetrics().horizontalAdvance(text)
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


# ------------------------------------------------------------ the views of past hands
def cut_short(root: QWidget) -> list[str]:
    """What ``cut_off`` finds, and more that the history's windows show: a wrapped label
    shorter than its lines, a list item (wrapped as the list wraps it) wider or taller
    than its row, a table's header cut short but with no "…" and tooltip to say so, rich
    text that scrolls sideways."""
    out = cut_off(root)
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel) and w.wordWrap() and w.text():
            if w.height() < w.heightForWidth(w.width()):
                out.append(f"label {w.objectName()!r} {w.text()[:60]!r}: "
                           f"{w.heightForWidth(w.width())} high in {w.height()}")
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                rect = w.visualItemRect(item)
                # as tall as the style draws it wrapped to its width, and inside the list
                need = wrapped_height(w, w.indexFromItem(item), rect.width())
                if need > rect.height() or rect.right() > w.viewport().width():
                    out.append(f"list {w.objectName()!r} item {i} {item.text()[:60]!r}: "
                               f"{need} high in {rect.height()}, right at {rect.right()}")
        elif isinstance(w, QTableView):
            header = w.horizontalHeader()
            for c in range(header.count()):
                need = header.sectionSizeFromContents(c).width()
                told = w.model().headerData(c, Qt.Orientation.Horizontal,
                                            Qt.ItemDataRole.ToolTipRole)
                elided = header.textElideMode() != Qt.TextElideMode.ElideNone
                if header.sectionSize(c) + 1 < need and not (told and elided):
                    out.append(f"header {c} of {w.objectName()!r}: {need} > "
                               f"{header.sectionSize(c)}")
        elif isinstance(w, QTextBrowser) and w.horizontalScrollBar().maximum() > 0:
            out.append(f"text {w.objectName()!r} scrolls sideways "
                       f"({w.horizontalScrollBar().maximum()})")
    return out


def settle(qtbot) -> None:
    """Let the layouts run: a list lays its items out again on a timer of its own."""
    qtbot.wait(60)


def on_screen(qtbot, window: QWidget, size: tuple[int, int]) -> None:
    """``window`` as large as a screen of ``size`` lets it be (as fit_to_screen sizes it);
    then it must not need more than that."""
    window.resize(min(window.width(), size[0] - 16), min(window.height(), size[1] - 48))
    settle(qtbot)
    assert window.width() <= size[0] - 16 and window.height() <= size[1] - 48, \
        (type(window).__name__, window.size(), window.minimumSizeHint())


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_history_views_hold_longer_words(qtbot, tmp_path, monkeypatch, language, size):
    """Game History (a finished game and the one being played), a hand's review,
    Statistics and the score history dock, in each language."""
    from .test_history_panels import history_store, whole_game

    w = make_window(qtbot, store=history_store(tmp_path / "history"))
    w.resize(*size)
    wait_prompt(qtbot, w, "stand")
    shot = f"long-words-{language}-history-{size[0]}x{size[1]}"

    w.coach_seconds = 0.01  # the coach's smallest budget: its analysis is shown below
    w.past.show_history()
    games = w.history_window
    assert games is not None
    qtbot.waitUntil(lambda: not games.loading and games.games.count() == 2, timeout=10000)
    on_screen(qtbot, games, size)
    for row in (0, 1):  # the game on the table, then the one played out
        games.games.setCurrentRow(row)
        qtbot.waitUntil(lambda: not games.loading and games.hands.count() > 0, timeout=10000)
        settle(qtbot)
        assert cut_short(games) == [], row
    if language == "pseudo":
        assert games.hands.item(0).text().startswith("[")
    save_shot(games, tmp_path, f"{shot}-games")

    games.games.setCurrentRow(1)
    qtbot.waitUntil(lambda: not games.loading and games.hands.count() > 1, timeout=10000)
    games.hands.itemActivated.emit(games.hands.item(games.hands.count() - 1))
    review = w.review_window
    assert review is not None
    qtbot.waitExposed(review)
    on_screen(qtbot, review, size)
    # the coach's panel beside it, analysed: its verdicts, marks, lens and chart
    assert review.coach is not None
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=20000)
    # a screen too narrow for both: the Coach button shows the panel instead of the table
    toggle = review.findChild(QPushButton, "coach-toggle")
    assert toggle.isVisible() or size[0] > 800
    if toggle.isVisible():
        qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
        assert review.coach.isVisible() and not review.view.isVisible()
    qtbot.mouseClick(review.coach.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=60000)
    assert review.coach.result is not None
    for step in (0, review.slider.maximum() // 2, review.slider.maximum()):
        review.slider.setValue(step)
        settle(qtbot)
        assert cut_short(review) == [], step
    save_shot(review, tmp_path, f"{shot}-coach")
    if toggle.isVisible():
        qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
        assert review.view.isVisible() and not review.coach.isVisible()
    save_shot(review, tmp_path, f"{shot}-review")
    review.close()
    games.close()

    w.past.show_statistics()
    stats = w.statistics_window
    assert stats is not None
    qtbot.waitUntil(lambda: not stats.loading, timeout=10000)
    on_screen(qtbot, stats, size)
    settle(qtbot)
    assert cut_short(stats) == []
    save_shot(stats, tmp_path, f"{shot}-statistics")
    stats.close()

    # the score history of a game of seven hands (points not counted, a tie...)
    hands = whole_game(10)
    monkeypatch.setattr(w.past, "_game_hands", lambda: hands)
    w.history_dock.show()
    qtbot.waitUntil(w.history_dock.isVisible, timeout=5000)
    panel = w.past.history_panel
    settle(qtbot)
    assert panel.model.rowCount() == 7
    assert cut_short(panel) == [] and panel.cut_cells() == []
    save_shot(w if not w.history_dock.isFloating() else w.history_dock, tmp_path,
              f"{shot}-score-history")


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_lesson_coach_holds_longer_words(qtbot, tmp_path, language, size):
    """Learn to Play's coach, with the prompt and the summary it sits beside: inside the
    table, nothing cut off, never over the prompt or the summary."""
    from .test_learn import walk_to

    w = make_window(qtbot, defer_start=True)
    w.resize(*size)
    w.learn.offer()  # the first start's question
    qtbot.wait(50)
    assert not outside(w.decision, w.view) and cut_off(w.decision) == []
    save_shot(w, tmp_path, f"long-words-{language}-{size[0]}x{size[1]}-learn-offer")
    click_choice(qtbot, w, "learn")
    for step in ("kick", "beg", "follow", "score", "end"):
        walk_to(qtbot, w, step)
        coach = w.learn.panel
        qtbot.wait(50)  # the panels placed again once their layouts ran
        save_shot(w, tmp_path, f"long-words-{language}-{size[0]}x{size[1]}-learn-{step}")
        assert coach.isVisible() and not outside(coach, w.view), step
        assert cut_off(coach) == [], step
        # every wrapped text shows whole: each label as tall as its lines need
        for label in coach.findChildren(QLabel):
            if label.isVisible() and label.wordWrap():
                assert label.height() >= label.heightForWidth(label.width()), (step, label)
        for other in (w.decision, w.summary):
            if other.isVisible():
                assert not outside(other, w.view), step
                assert not other.geometry().intersects(coach.geometry()), (step, other)
                assert cut_off(other) == [], step
        if language == "pseudo":
            assert coach.title.text().startswith("["), step


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_mistakes_list_holds_longer_words(qtbot, tmp_path, language, size):
    """Game → Practise Mistakes…: its lines (of a kept game and of a hand alone, each
    verdict) wrap whole within the dialog, the dialog within the screen."""
    import random

    from allfours_gui.ai import make_player
    from allfours_gui.engine import HandState, Rules
    from allfours_gui.session.mistakes import Mistake
    from allfours_gui.ui.practice.mistakes_dialog import MistakesDialog

    h = HandState(Rules(), 3, "threes", [0, 0], random.Random(4).sample(range(52), 52),
                  rng=random.Random(4))
    h.start()
    players = [make_player("medium", s) for s in range(4)]
    while not h.over:
        h.apply(players[h.turn].choose(h.view_for(h.turn)))
    record = h.record()
    plays = [i for i, a in enumerate(record["actions"])
             if a.get("seat") == 0 and "card" in a]
    assert len(plays) >= 4
    found = [Mistake(None if k == 3 else 120 + k, 10 + k, 0, i, record,
                     {"verdict": ("mistake", "blunder")[k % 2], "loss": 0.05,
                      "best": record["actions"][plays[-1]]})
             for k, i in enumerate(plays[:4])]
    dialog = MistakesDialog(found)
    qtbot.addWidget(dialog)
    dialog.show()
    on_screen(qtbot, dialog, size)
    settle(qtbot)
    assert dialog.entries.count() == 4
    assert cut_short(dialog) == []
    if language == "pseudo":
        assert dialog.entries.item(0).text().startswith("[")
    save_shot(dialog, tmp_path, f"long-words-{language}-mistakes-{size[0]}x{size[1]}")


def squashed(panel: QWidget) -> list[str]:
    """Visible buttons of ``panel`` lower than their size hint (their text cut top and
    bottom) or narrower than their text, and wrapped labels shorter than their lines."""
    out = []
    for b in panel.findChildren(QPushButton):
        if not b.isVisible():
            continue
        hint = b.sizeHint()
        need = b.fontMetrics().horizontalAdvance(b.text().replace("&", ""))
        if b.height() < hint.height() or b.contentsRect().width() - 8 < need - 1:
            out.append(f"button {b.objectName()!r} {b.text()!r}: {b.width()}x{b.height()}, "
                       f"hint {hint.width()}x{hint.height()}, text {need} wide")
    for label in panel.findChildren(QLabel):
        if label.isVisible() and label.wordWrap() and label.text() \
                and label.height() < label.heightForWidth(label.width()):
            out.append(f"label {label.text()[:40]!r}: {label.height()} high, "
                       f"{label.heightForWidth(label.width())} needed")
    return out


@pytest.mark.parametrize("size", [(1180, 800), (800, 600)])
def test_every_prompt_grows_to_fit_its_question(qtbot, tmp_path, language, size):
    """Stand or beg, give one or run (the game's most frequent decisions): the panel grows
    to fit its wrapped question, and every button is as tall as its size hint and as
    wide as its text, in every language at both sizes."""
    w = make_window(qtbot, dealer=3)
    w.resize(*size)
    wait_prompt(qtbot, w, "stand")
    qtbot.wait(20)  # placed again once pending layouts ran
    assert squashed(w.decision) == [], "stand"
    assert not outside(w.decision, w.view)
    save_shot(w, tmp_path, f"prompt-{language}-{size[0]}x{size[1]}")
    w.close()
    w = make_window(qtbot, dealer=0, players={1: ScriptedPlayer({"stand": "beg"})})
    w.resize(*size)
    wait_prompt(qtbot, w, "method")
    qtbot.wait(20)
    assert squashed(w.decision) == [], "method"
    click_choice(qtbot, w, "threes")
    wait_prompt(qtbot, w, "answer")
    qtbot.wait(20)
    assert squashed(w.decision) == [], "answer"
    assert not outside(w.decision, w.view)
    save_shot(w, tmp_path, f"prompt-answer-{language}-{size[0]}x{size[1]}")


@pytest.fixture(params=["gd", "sq"])
def long_language(request, qapp):
    from allfours_gui.app import i18n
    from allfours_gui.ui.app import load_fonts

    load_fonts()
    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")


@pytest.mark.parametrize("size", [(1180, 800), (800, 600)])
def test_game_over_wraps_its_title_and_fits_its_buttons(qtbot, tmp_path, long_language, size):
    """Game over in Gaelic and Albanian, where the panel narrows to find room: the title
    shows whole (wrapped, never cut), every button is its size hint high and as wide as
    its text, and the point's banner is not hidden behind the panel."""
    from allfours_gui.engine.summary import HandSummary
    from allfours_gui.ui.table.table_events import point_words

    w = make_window(qtbot, dealer=3)
    w.resize(*size)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    play_out_hand(qtbot, w)  # the hands played out, as at a game's end
    w.summary.hide()
    won = HandSummary(trump=0, high=(12, 1), low=(0, 0), jack=None, game_totals=(20, 40),
                      points=((1, "game", 1),), score=(9, 14), winner=1)
    # the table's call of the point, big in the middle, as _on_point_scored makes it
    w.scene.say(None, point_words("game", w.scene.scoreboard.team_label(1), 1),
                 "point_bubble", True)
    w.games._on_game_finished(won)
    qtbot.wait(50)
    panel = w.summary
    assert panel.isVisible() and not outside(panel, w.view)
    title = panel.title
    need = title.fontMetrics().horizontalAdvance(title.text())
    assert need <= title.contentsRect().width() or (
        title.wordWrap() and title.height() >= title.heightForWidth(title.width())), \
        (title.text(), need, title.size())
    assert squashed(panel) == [] and cut_off(panel) == []
    box = QRect(panel.mapTo(w.view, panel.rect().topLeft()), panel.size())
    banners = [i for i in w.scene.items() if isinstance(i, Bubble) and i.big and i.isVisible()]
    assert banners
    for b in banners:
        shown = w.view.mapFromScene(b.sceneBoundingRect()).boundingRect()
        shown.translate(w.view.viewport().pos())
        assert not shown.intersects(box), (b.text, shown, box)
    save_shot(w, tmp_path, f"game-over-{long_language}-{size[0]}x{size[1]}")

"""The coach in the window: a finished hand analysed from Game History's review
by its real button, on a worker (progress, Cancel, the event loop free), kept
in the history and read back; the verdicts beside the decisions, marks under
the slider, the win-chance chart, the game's summary; all in Gaelic too."""

from __future__ import annotations

import random
import sqlite3
import time
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QColor

from allfours_gui.ai import medium, native
from allfours_gui.app import i18n
from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history.store import FILENAME, HistoryStore
from allfours_gui.session import coach as coach_module
from allfours_gui.ui.history.history_window import HistoryWindow

from .helpers import REVIEW_DIR, save_shot

SECONDS = 0.01  # the smallest budget: MIN_DEALS sampled deals a decision

# a stacked deck: the first hand's cards are always these
DECK = random.Random(26).sample(range(52), 52)


def finished_game(store: HistoryStore, hands: int = 2, seed: int = 7) -> int:
    """A game of ``hands`` finished hands (the first on ``DECK``): seat 0 (the
    person) plays at random, the others by the medium rules."""
    game = Game(Rules(), seed, decks=[DECK])
    gid = store.new_game(game.rules.to_json(), ["You", "Rhonda", "Partner", "Kerwin"],
                         ["human", "medium", "medium", "medium"])
    game.cut()
    store.set_first_dealer(gid, game.dealer)
    game.choose_method(game.dealer, "threes")
    store.set_deal_method(gid, "threes")
    rng = random.Random(seed)
    for _ in range(hands):
        if game.phase == "over":
            break
        game.deal()
        hand = game.hand
        assert hand is not None
        while not hand.over:
            seat = hand.turn
            if seat == 0:
                action = rng.choice(game.legal_actions())
            else:
                action, _ = medium.choose(hand.view_for(seat))
            game.apply(action)
        store.save_hand(gid, game.hand_number, hand.record(), hand.outcome())
    return gid


@pytest.fixture
def counted(monkeypatch):
    """Every call of the coach's ``analyse``, counted."""
    calls: list[int] = []
    real = coach_module.analyse

    def counting(*args, **kwargs):
        calls.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(coach_module, "analyse", counting)
    return calls


def open_review(qtbot, tmp_path, row: int = 0):
    """Game History on ``tmp_path``; the hand at ``row`` opened by Enter, in a
    review with the coach's panel. The history window and the review."""
    from allfours_gui.ui.history.review import HandReviewWindow

    reviews: list[HandReviewWindow] = []

    def open_hand(record, names, title, coach=None):
        w = HandReviewWindow(record, names, title, coach=coach)
        qtbot.addWidget(w)
        w.show()
        w.resize(1280, 780)  # a laptop's screen: the table and the coach side by side
        reviews.append(w)

    history = HistoryWindow(tmp_path, open_hand, coach_seconds=SECONDS)
    qtbot.addWidget(history)
    history.show()
    qtbot.waitUntil(lambda: history.hands.count() > 0, timeout=20000)
    history.hands.setCurrentRow(row)
    history.hands.setFocus()
    qtbot.keyClick(history.hands, Qt.Key.Key_Return)
    assert len(reviews) == 1
    review = reviews[0]
    assert review.coach is not None and review.coach.isVisible()
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=20000)  # the look-up
    return history, review


def stored_rows(tmp_path) -> list[tuple]:
    db = sqlite3.connect(tmp_path / FILENAME)
    try:
        return db.execute("SELECT game_id, number, seat, settings, version FROM analyses"
                          ).fetchall()
    finally:
        db.close()


def test_a_hand_is_analysed_by_its_button_kept_and_read_back(qtbot, tmp_path, counted,
                                                            monkeypatch):
    # the pure search: the compiled one analyses this hand in a few milliseconds,
    # before the timer below could tick between two progress reports
    monkeypatch.setattr(native, "core", None)
    store = HistoryStore(tmp_path)
    gid = finished_game(store)
    store.close()
    history, review = open_review(qtbot, tmp_path)
    panel = review.coach
    assert panel.result is None and "press Analyse" in panel.verdict.toPlainText()
    # the event loop runs while the worker analyses: a timer ticks between the
    # progress reports (how long a gap lasts is benchmarks/analysis.py --window's)
    ticks = [0]

    def tick():
        ticks[0] += 1

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    seen_progress = []
    panel.bar.progress.valueChanged.connect(lambda v: seen_progress.append(
        (v, panel.bar.progress.isVisible(), ticks[0])))
    said = []
    say = panel.bar.say
    panel.bar.say = lambda text: (said.append(text), say(text))
    qtbot.mouseClick(panel.bar.button, Qt.MouseButton.LeftButton)
    assert panel.bar.progress.isVisible() and panel.bar.stop.isVisible()
    qtbot.waitUntil(lambda: panel.job is None, timeout=120000)
    timer.stop()
    # the decisions counted, then the face-up lens said while it is solved
    assert said[0] == "Analysing…" and "Solving with every card face up…" in said
    assert seen_progress and all(visible for _, visible, _ in seen_progress)
    assert len(seen_progress) >= 2 and seen_progress[-1][2] > seen_progress[0][2]
    assert counted == [0]
    assert not panel.bar.progress.isVisible()
    decisions = panel.result["decisions"]
    assert decisions and panel.decisions.count() == len(decisions)
    # each decision's verdict beside it: step to it, the panel says it
    first = decisions[0]
    review.slider.setValue(first["index"] + 1)
    text = panel.verdict.toPlainText()
    assert "Your choice:" in text and "Best choice:" in text and "Win chance lost:" in text
    assert f"Verdict: {first['verdict']}" in text
    # the list and the marks under the slider: every decision not good, with its mark
    bad = {d["index"] + 1: d["verdict"] for d in decisions if d["verdict"] != "good"}
    assert review.coach.marks.marks == bad
    for i in range(panel.decisions.count()):
        item = panel.decisions.item(i)
        step = item.data(Qt.ItemDataRole.UserRole)
        if step in bad:
            assert item.text().endswith({"inaccuracy": "?!", "mistake": "?",
                                         "blunder": "??"}[bad[step]])
    # a click in the list goes to that step
    qtbot.mouseClick(panel.decisions.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.decisions.visualItemRect(panel.decisions.item(
                         panel.decisions.count() - 1)).center())
    assert review.slider.value() == decisions[-1]["index"] + 1
    # the chart: a point a decision with chances, named, and said in words
    assert len(panel.chart.points) == sum(1 for d in decisions
                                          if d["choices"][0]["win_chance"] is not None)
    assert panel.chart.accessibleName() == "Win chance over the hand"
    assert "step" in panel.chart.accessibleDescription()
    # the face-up lens is labelled as such
    review.slider.setValue(decisions[-1]["index"] + 1)
    assert panel.lens.text().startswith("Face up (double-dummy, every card known)")
    save_shot(review, tmp_path, "coach-review")
    assert stored_rows(tmp_path) == [(gid, 1, 0, '{"seconds":0.01,"seed":0}',
                                      coach_module.VERSION)]
    review.close()
    # opened again: read from the history, not analysed again
    history.close()
    history2, review2 = open_review(qtbot, tmp_path)
    assert counted == [0]
    assert review2.coach.result == panel.result
    assert review2.coach.decisions.count() == len(decisions)
    # the game's summary in Game History: the hand analysed of the two
    coach = history2.game_coach
    qtbot.waitUntil(lambda: coach.job is None, timeout=20000)
    text = coach.text.text()
    assert "1 of 2 hands analysed" in text and "Accuracy:" in text
    assert "Accuracy" in coach.text.toolTip() and "good" in coach.text.toolTip()
    save_shot(history2, tmp_path, "coach-game-summary")
    # "Analyse game" analyses the other hand only
    qtbot.mouseClick(coach.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: coach.job is None, timeout=120000)
    assert counted == [0, 0]
    assert "2 of 2 hands analysed" in coach.text.text()
    assert not coach.bar.button.isEnabled()
    assert len(stored_rows(tmp_path)) == 2


def test_another_seat_on_request(qtbot, tmp_path, counted):
    store = HistoryStore(tmp_path)
    finished_game(store, hands=1)
    store.close()
    _history, review = open_review(qtbot, tmp_path)
    panel = review.coach
    assert panel.seat_shown == 0 and panel.seat.count() == 4
    panel.seat.setCurrentIndex(1)
    qtbot.waitUntil(lambda: panel.job is None, timeout=20000)
    qtbot.mouseClick(panel.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.job is None, timeout=120000)
    assert counted == [1]
    assert all(d["chosen"]["seat"] == 1 for d in panel.result["decisions"])
    assert [r[2] for r in stored_rows(tmp_path)] == [1]


def test_cancel_stores_nothing_and_says_so(qtbot, tmp_path, monkeypatch):
    store = HistoryStore(tmp_path)
    finished_game(store, hands=1)
    store.close()
    _history, review = open_review(qtbot, tmp_path)
    panel = review.coach
    started = []
    real = coach_module.analyse

    def slow(*args, **kwargs):  # the first decision's progress reached, then slow
        started.append(1)
        cancel = kwargs["cancel"]
        while not cancel():
            time.sleep(0.01)
        return real(*args, **kwargs)

    monkeypatch.setattr(coach_module, "analyse", slow)
    qtbot.mouseClick(panel.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(started), timeout=20000)
    assert panel.bar.stop.isVisible()
    qtbot.mouseClick(panel.bar.stop, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.job is None, timeout=20000)
    assert panel.result is None
    assert "cancelled" in panel.bar.status.text() and "nothing" in panel.bar.status.text()
    assert panel.bar.button.isEnabled() and not panel.bar.progress.isVisible()
    assert stored_rows(tmp_path) == []


def test_a_failing_analysis_says_so_and_stores_nothing(qtbot, tmp_path, monkeypatch):
    from allfours_gui.ai.analysis import AnalysisError

    store = HistoryStore(tmp_path)
    finished_game(store, hands=1)
    store.close()
    _history, review = open_review(qtbot, tmp_path)
    panel = review.coach

    def failing(*args, **kwargs):
        kwargs["progress"](0, 5)
        raise AnalysisError("the analysis of action 3 failed: the evaluator broke")

    monkeypatch.setattr(coach_module, "analyse", failing)
    qtbot.mouseClick(panel.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.job is None, timeout=20000)
    assert panel.result is None
    said = panel.bar.status.text()
    assert said.startswith("The analysis could not be finished") and "nothing" in said
    # in the person's words, not the developer's (those go to the log)
    assert "the search could not value one of the decisions" in said
    assert "evaluator" not in said
    assert stored_rows(tmp_path) == []
    save_shot(review, tmp_path, "coach-failed")


def test_a_damaged_analysis_is_set_aside_and_the_hand_analysed_again(qtbot, tmp_path, counted):
    store = HistoryStore(tmp_path)
    gid = finished_game(store, hands=1)
    record = store.hands(gid)[0].record
    settings = coach_module.settings_of(SECONDS)
    store.save_analysis(gid, 1, 0, settings, coach_module.VERSION, record,
                        {"decisions": [], "open": []})
    store.db.execute("UPDATE analyses SET result = '{\"decisions\": [{\"index\": -1}]}'")
    store.close()
    history, review = open_review(qtbot, tmp_path)
    qtbot.waitUntil(lambda: history.game_coach.job is None, timeout=20000)
    assert review.coach.result is None  # set aside, not shown
    # told where the person looks: the summary's look-up or the review's found it first
    told = history.game_coach.bar.status.text() + review.coach.bar.status.text()
    assert "The coach's analysis of hand 1 was damaged and was set aside" in told
    assert stored_rows(tmp_path) == []
    kept = list((tmp_path / "set-aside").glob("game-*-hand-1-analysis-*.json"))
    assert len(kept) == 1 and "index" in kept[0].read_text()


def test_the_coach_speaks_gaelic(qtbot, qapp, tmp_path, counted):
    store = HistoryStore(tmp_path)
    finished_game(store, hands=1)
    store.close()
    _history, review = open_review(qtbot, tmp_path)
    panel = review.coach
    qtbot.mouseClick(panel.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.job is None, timeout=120000)
    english_verdict = panel.verdict.toPlainText()
    english_chart = panel.chart.text()
    try:
        i18n.install(qapp, "gd")
        # each widget says its texts again on the LanguageChange Qt sends it
        qtbot.waitUntil(lambda: panel.chart.accessibleName() != "Win chance over the hand",
                        timeout=5000)
        assert panel.chart.text() != english_chart
        d = panel.result["decisions"][0]
        review.slider.setValue(d["index"] + 1)
        gaelic = panel.verdict.toPlainText()
        assert gaelic != english_verdict
        assert QCoreApplication.translate("CoachPanel", "Your choice: {choice}").split("{")[0] \
            in gaelic
        assert "Your choice" not in gaelic and "Best choice" not in gaelic
        # a forced card too: its reason worded, not left in English
        forced = [d for d in panel.result["decisions"] if d["choices"][0]["win_chance"] is None]
        assert forced
        review.slider.setValue(forced[-1]["index"] + 1)
        assert "only legal card" not in panel.verdict.toPlainText()
        assert "chance to win" not in panel.chart.text()
        save_shot(review, tmp_path, "coach-review-gd")
    finally:
        i18n.install(qapp, "en")


def test_the_budget_is_a_setting_checked_and_kept(tmp_path, qtbot):
    from allfours_gui.app.settings import AppSettings
    from allfours_gui.ui.dialogs.game_dialogs import SettingsDialog

    (tmp_path / "settings.ini").write_text("[coach]\nseconds=forever\n")
    s = AppSettings(tmp_path)
    assert s.coach_seconds == 3.0
    assert any("the coach's thinking time" in p and "3 seconds a decision" in p
               for p in s.problems)
    s.coach_seconds = 0.5
    s.sync()
    assert AppSettings(tmp_path).coach_seconds == 0.5
    dialog = SettingsDialog("normal", "red", False, False, coach_seconds=7.5)
    qtbot.addWidget(dialog)
    assert dialog.coach_seconds.value() == 7.5
    assert dialog.coach_seconds.minimum() == 0.5 and dialog.coach_seconds.maximum() == 60


def test_a_hand_of_the_game_on_the_table_has_the_coach_too(qtbot, tmp_path, counted):
    from .helpers import click_choice, make_window, play_out_hand, wait_prompt

    w = make_window(qtbot, dealer=3, store=HistoryStore(tmp_path))
    w.coach_seconds = SECONDS
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    play_out_hand(qtbot, w, timeout=15000)
    w.past.review_hand_number(1)
    review = w.review_window
    qtbot.addWidget(review)
    review.resize(1280, 780)
    assert review.coach is not None and review.coach.seat_shown == w.controller.viewer
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=20000)
    qtbot.mouseClick(review.coach.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=60000)
    assert counted == [w.controller.viewer] and review.coach.result["decisions"]
    assert len(stored_rows(tmp_path)) == 1


def test_a_small_loss_or_error_is_never_said_as_nothing(qapp):
    """"± 0%" said nothing: below one percent a chance keeps one decimal, in the
    language's own way of writing it."""
    from PySide6.QtCore import QLocale

    from allfours_gui.session.judged_words import percent

    before = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        assert [percent(x) for x in (0.0, 0.004, 0.02, 0.875)] == ["0%", "0.4%", "2%", "88%"]
        QLocale.setDefault(QLocale("az"))
        assert percent(0.004).startswith("0,4")
    finally:
        QLocale.setDefault(before)


def test_equally_good_cards_are_said_as_one_choice(qapp):
    """The face-up lens's several best cards read "a, b or c", not a bare list."""
    from allfours_gui.ui.history.coach_panel import either

    assert either([]) == "" and either(["the four of clubs"]) == "the four of clubs"
    assert either(["the king of clubs", "the four of clubs"]) == (
        "the king of clubs or the four of clubs")
    assert either(["a", "b", "c"]) == "a, b or c"


def test_a_count_stays_with_its_label(qapp):
    """A narrow panel wrapped "blunders ??: 2" between "blunders" and "??: 2"."""
    from allfours_gui.ui.history.game_coach import keep_together

    line = keep_together("Decisions: 23 · inaccuracies ?!: 2 · blunders ??: 2")
    assert line == ("Decisions: 23 · inaccuracies\u00a0?!:\u00a02 · "
                    "blunders\u00a0??:\u00a02")
    assert keep_together("(21% lost, blunder ??)") == "(21% lost, blunder\u00a0??)"


def test_the_bar_shows_the_time_left_at_the_pace_so_far(qtbot, qapp):
    """Issue 33 item 10: the coach's analysis takes a minute a hand or more on a
    loaded machine; the bar says how long is left, at the pace this machine has
    shown (a clock stepped by hand: no wall-clock figure), and nothing before the
    first decision or once done."""
    from allfours_gui.ui.history.coach_panel import AnalysisBar

    bar = AnalysisBar()
    qtbot.addWidget(bar)
    bar.show()
    now = [100.0]
    bar.clock = lambda: now[0]
    bar.running(True)
    bar.step(0, 30)
    assert not bar.left.isVisible()
    now[0] += 12.0  # 2 decisions in 12 s: 28 more at 6 s each
    bar.step(2, 30)
    assert bar.left.isVisible() and bar.left.text() == "about 3 min left"
    now[0] += 150.0  # 27 done in 162 s: 3 more at 6 s
    bar.step(27, 30)
    assert bar.left.text() == "about 20 s left"
    i18n.install(qapp, "sq")
    try:
        bar.retranslate()
        assert bar.left.text() == QCoreApplication.translate(
            "AnalysisBar", "about {seconds} s left").format(seconds=20) != "about 20 s left"
    finally:
        i18n.install(qapp, "en")
    bar.step(30, 30)
    assert not bar.left.isVisible()
    bar.running(False)
    assert not bar.left.isVisible()


def _luminance(c: QColor) -> float:
    def one(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * one(c.redF()) + 0.7152 * one(c.greenF()) + 0.0722 * one(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_bars_count_is_a_readable_label_beside_the_bar_not_under_its_fill(qtbot, tmp_path):
    """Issue 33 item 9d: the count of decisions was painted inside the progress
    bar, where the fill covered it. It is now words in a label of its own that
    the bar does not overlap, dark enough on what is behind it (4.5:1)."""
    from PySide6.QtWidgets import QLabel

    from allfours_gui.ui.history.coach_panel import AnalysisBar

    bar = AnalysisBar()
    qtbot.addWidget(bar)
    bar.resize(420, bar.sizeHint().height())
    bar.show()
    now = [100.0]
    bar.clock = lambda: now[0]
    bar.running(True)
    now[0] += 40.0
    bar.step(7, 12)  # more than half done: the fill reaches past the bar's middle
    qtbot.wait(20)
    assert not bar.progress.isTextVisible(), "the bar paints no words under its fill"
    labels = [lab for lab in bar.findChildren(QLabel)
              if lab.isVisible() and "7" in lab.text() and "12" in lab.text()]
    assert labels, "the count is said in a label"
    count = labels[0]
    bar_box = bar.progress.geometry().translated(bar.progress.parentWidget().mapTo(bar, QPoint()))
    count_box = count.geometry().translated(count.parentWidget().mapTo(bar, QPoint()))
    assert not bar_box.intersects(count_box)
    shot = bar.grab()
    shot.save(str(tmp_path / "coach-progress.png"))
    REVIEW_DIR.mkdir(exist_ok=True)
    shot.save(str(REVIEW_DIR / "coach-progress-count.png"))
    image = count.grab().toImage()
    colours = Counter(image.pixel(x, y)
                      for y in range(image.height()) for x in range(image.width()))
    behind = QColor(colours.most_common(1)[0][0])
    ink = max((QColor(p) for p in colours), key=lambda c: _contrast(c, behind))
    assert _contrast(ink, behind) >= 4.5, (ink.name(), behind.name())

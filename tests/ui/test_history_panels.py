"""Score history, its chart, statistics, the Game History window, the hand
review, export names and the About box: what a player reads there is what
happened, and every control works with the keys."""

from __future__ import annotations

import datetime
import inspect
import itertools
import random
import re

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QDialog, QFileDialog, QPushButton

from allfours_gui import __version__
from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.cards import RANK_OF, SIX, TWO, card_str
from allfours_gui.engine.counted import not_counted
from allfours_gui.engine.game import Game
from allfours_gui.history import statistics
from allfours_gui.history.statistics import compute
from allfours_gui.history.store import HistoryStore
from allfours_gui.ui.dialogs.about import AboutDialog
from allfours_gui.ui.history.history_window import HistoryWindow, StatisticsWindow, rules_summary
from allfours_gui.ui.history.review import HandReviewWindow, export_name, safe_file_part
from allfours_gui.ui.history.score_history import (
    COLUMNS,
    NOT_COUNTED,
    ScoreHistoryModel,
    ScoreHistoryPanel,
)
from allfours_gui.ui.table.table_items import TEAM_COLOURS
from allfours_gui.ui.table.table_scene import card_label

from .helpers import make_window, save_shot

NAMES = ["You", "Rhonda", "Partner", "Kerwin"]


def played_out(rules: Rules, score: list[int], seed: int, dealer: int = 3) -> HandState:
    """A hand from a shuffled deck, played to its end with the first legal action."""
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    hand = HandState(rules, dealer, "threes", score, deck, rng=random.Random(seed))
    hand.start()
    while not hand.over:
        hand.apply(hand.legal_actions()[0])
    return hand


def find_hand(rules: Rules, score: list[int], wanted) -> HandState:
    for seed in range(2000):
        hand = played_out(rules, score, seed)
        if wanted(hand):
            return hand
    raise LookupError("no such hand in 2000 deals")


def cell(model: ScoreHistoryModel, row: int, column: str,
         role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> str:
    return str(model.data(model.index(row, COLUMNS.index(column)), role) or "")


def names_any_card(text: str) -> bool:
    return any(card_label(c) in text for c in range(52))


# ------------------------------------------------------------ score history
def test_categories_after_the_winning_point_say_not_counted_and_show_no_card(qtbot):
    """Won at High: Low, Jack and Game were never scored. The row says so, and
    neither names Low's card nor calls the Game a tie."""
    hand = find_hand(Rules(), [13, 10], lambda h: h.winner == 0 and h.points
                     and h.points[-1][1] == "high" and h.game_totals is not None
                     and h.game_totals[0] != h.game_totals[1])
    assert not_counted(hand) == {"low", "jack", "game"}
    model = ScoreHistoryModel(NAMES, ["Us", "Them"])
    model.set_hands([hand])
    high = cell(model, 0, "High")
    assert high.startswith("Us ") and names_any_card(high)
    for column in ("Low", "Jack", "Game"):
        text = cell(model, 0, column)
        assert text == NOT_COUNTED == "not counted", (column, text)
        assert "won earlier" in cell(model, 0, column, Qt.ItemDataRole.ToolTipRole)
    assert not any("tie" in cell(model, 0, c) for c in COLUMNS)
    assert cell(model, 0, "Score") == "14–10"


def test_won_at_low_counts_high_and_low_only(qtbot):
    hand = find_hand(Rules(), [12, 13], lambda h: h.winner is not None and h.points
                     and h.points[-1][1] == "low")
    assert not_counted(hand) == {"jack", "game"}
    model = ScoreHistoryModel(NAMES, ["Us", "Them"])
    model.set_hands([hand])
    for column in ("High", "Low"):
        team, _, _ = next(p for p in hand.points if p[1] == column.lower())
        assert cell(model, 0, column).startswith(("Us", "Them")[team])
    assert cell(model, 0, "Jack") == cell(model, 0, "Game") == NOT_COUNTED


def test_a_kick_that_wins_the_game_leaves_the_rest_uncounted(qtbot):
    hand = find_hand(Rules(), [13, 13], lambda h: h.winner is not None and h.game_totals is None)
    assert hand.points[-1][1] == "kick"
    assert not_counted(hand) == {"high", "low", "jack", "game"}
    model = ScoreHistoryModel(NAMES, ["Us", "Them"])
    model.set_hands([hand])
    for column in ("High", "Low", "Jack", "Game"):
        assert cell(model, 0, column) == NOT_COUNTED
    assert cell(model, 0, "Beg") == "—"  # nobody was asked: the game was over at the deal


def test_an_ordinary_hand_shows_every_point_and_a_real_tie(qtbot):
    hand = find_hand(Rules(), [0, 0], lambda h: h.game_totals is not None
                     and h.game_totals[0] == h.game_totals[1])
    assert hand.winner is None and not not_counted(hand)
    model = ScoreHistoryModel(NAMES, ["Us", "Them"])
    model.set_hands([hand])
    g = hand.game_totals
    assert cell(model, 0, "Game") == f"tie ({g[0]}–{g[1]})"
    assert NOT_COUNTED not in {cell(model, 0, c) for c in COLUMNS}
    won = find_hand(Rules(), [0, 0], lambda h: h.game_totals is not None
                    and h.game_totals[0] != h.game_totals[1])
    model.set_hands([won])
    team = 0 if won.game_totals[0] > won.game_totals[1] else 1
    assert cell(model, 0, "Game") == (f"{('Us', 'Them')[team]} 1 "
                                      f"({won.game_totals[0]}–{won.game_totals[1]})")


def whole_game(seed: int = 4, rules: Rules | None = None) -> list[HandState]:
    game = Game(rules or Rules(), seed)
    game.cut()
    game.choose_method(game.dealer, "threes")
    hands = []
    rng = random.Random(seed)
    while game.phase != "over":
        game.deal()
        while game.phase == "hand":
            game.apply(rng.choice(game.legal_actions()))
        hands.append(game.hand)
    return hands


def test_the_chart_has_a_legend_axes_hand_numbers_and_a_labelled_target(qtbot, tmp_path):
    hands = whole_game(10)  # 7 hands, the last won at High
    assert len(hands) == 7 and not_counted(hands[-1]) == {"low", "jack", "game"}
    model = ScoreHistoryModel(NAMES, ["You & Partner", "Rhonda & Kerwin"])
    panel = ScoreHistoryPanel(model)
    qtbot.addWidget(panel)
    panel.resize(1000, 600)
    panel.show()
    panel.update_from(hands, 14)
    chart = panel.chart
    qtbot.waitExposed(panel)
    assert chart.team_names == ["You & Partner", "Rhonda & Kerwin"]
    assert chart.x_ticks()[0] == 1 and chart.x_ticks()[-1] == len(hands)
    assert {0, 14} <= set(chart.y_ticks())
    # the plot leaves room for the labels, inside the widget
    area = chart.plot_rect()
    fm = QFontMetrics(chart.font())
    assert area.left() >= fm.horizontalAdvance("Hand") and area.top() >= fm.height()
    assert area.bottom() + fm.height() <= chart.height()
    assert "wins" in chart.toolTip()
    image = chart.grab().toImage()

    def has_colour(colour: QColor, rows: range) -> bool:
        return any(image.pixelColor(x, y) == colour for y in rows
                   for x in range(image.width()))
    legend_rows = range(0, int(area.top()))
    assert has_colour(TEAM_COLOURS[0], legend_rows) and has_colour(TEAM_COLOURS[1], legend_rows)
    save_shot(panel, tmp_path, "score-history-chart")
    # narrow, with many hands: the hand numbers thin out instead of overlapping
    many = whole_game(11, Rules(target=21))
    panel.update_from(many, 21)
    panel.resize(340, 520)
    ticks = chart.x_ticks()
    space = chart.plot_rect().width() / len(many)
    assert len(ticks) >= 2 and ticks[-1] > len(many) // 2
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    widest = fm.horizontalAdvance(str(len(many)))
    assert all(g * space >= widest for g in gaps)
    save_shot(panel, tmp_path, "score-history-chart-narrow")


# --------------------------------------------------------------- statistics
def stored_kick_hand(store: HistoryStore, rules: Rules, rank: int) -> str:
    """Store a one-hand game whose first kick has ``rank``; the kick's card."""
    hand = find_hand(rules, [0, 0], lambda h: RANK_OF[h.kicks[0]] == rank and len(h.kicks) == 1)
    gid = store.new_game(rules.to_json(), NAMES, ["human", "easy", "easy", "easy"])
    store.save_hand(gid, 1, hand.record(), hand.outcome())
    return card_str(hand.kicks[0])


@pytest.mark.parametrize(("scoring", "rank", "scores"), [
    ("trinidad", TWO, False), ("trinidad", SIX, True),
    ("tobago", TWO, True), ("tobago", SIX, False)])
def test_statistics_count_kicks_by_the_games_own_kick_points(qtbot, tmp_path, scoring, rank,
                                                            scores):
    store = HistoryStore(tmp_path)
    kick = stored_kick_hand(store, Rules(kick_scoring=scoring), rank)
    st = compute(store)
    assert st.kicks == ({kick[0]: 1} if scores else {})
    win = StatisticsWindow(store)
    qtbot.addWidget(win)
    text = win.text.toPlainText()
    assert (("twos: 1" if rank == TWO else "sixes: 1") in text) == scores
    # the rule lives in the engine, not here
    assert "A6J2" not in inspect.getsource(statistics)


# ------------------------------------------------------------- game history
def history_store(tmp_path) -> HistoryStore:
    from tests.history.test_store import play_and_save

    store = HistoryStore(tmp_path)
    play_and_save(store, 9)
    return store


def test_history_lists_players_levels_rules_and_winner(qtbot, tmp_path):
    store = history_store(tmp_path)
    gid = store.new_game(Rules(players=2, target=10, kick_scoring="tobago",
                               hang_jack=False).to_json(), ["You", "Rhonda"],
                         ["human", "expert"])
    w = HistoryWindow(store, lambda *args: None)
    qtbot.addWidget(w)
    w.show()
    rows = {g.id: w.games.item(i).text() for i, g in enumerate(w.rows)}
    finished = next(g for g in w.rows if g.id != gid)
    text = rows[finished.id]
    winner = ("a & c", "b & d")[finished.winner]
    assert f"{winner} won {finished.score[0]}–{finished.score[1]}" in text
    assert "a, b (easy), c (easy), d (easy)" in text
    assert "to 14 · 4 players" in text
    assert rows[gid].splitlines()[1:] == [
        "You, Rhonda (expert)", "to 10 · 2 players · Tobago kicks · no hang jack"]
    assert "in progress, 0–0" in rows[gid]
    assert rules_summary({"target": 14, "players": 4}) == "to 14 · 4 players"
    w.games.setCurrentRow(w.rows.index(finished))
    save_shot(w, tmp_path, "game-history")


def test_a_double_click_opens_one_review(qtbot, tmp_path):
    store = history_store(tmp_path)
    opened: list[tuple] = []
    w = HistoryWindow(store, lambda *args: opened.append(args))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    item = w.hands.item(1)
    spot = w.hands.visualItemRect(item).center()
    # QTest's double-click alone is no double-click to Qt 6: a click comes first
    qtbot.mouseClick(w.hands.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    qtbot.mouseDClick(w.hands.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert len(opened) == 1 and opened[0][2] == "Hand 2"
    # Enter opens it too, once
    w.hands.setFocus()
    qtbot.keyClick(w.hands, Qt.Key.Key_Return)
    assert len(opened) == 2


def test_a_double_click_on_a_hand_in_progress_opens_one_review(qtbot, tmp_path):
    from tests.history.test_store import play_and_save

    store = HistoryStore(tmp_path)
    play_and_save(store, 9, stop_after=50)
    w = HistoryWindow(store, lambda *args: pytest.fail("a live hand went to the full review"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    last = w.hands.item(w.hands.count() - 1)
    spot = w.hands.visualItemRect(last).center()
    qtbot.mouseClick(w.hands.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    qtbot.mouseDClick(w.hands.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    reviews = [c for c in w.findChildren(HandReviewWindow)]
    assert len(reviews) == 1
    assert reviews[0].number == w.hands.count()  # the hand's own number, not 1
    assert reviews[0].scene.scoreboard.hand_number == w.hands.count()


# ------------------------------------------------------------------- review
def finished_record(players: int = 4) -> dict:
    hand = played_out(Rules(players=players), [3, 5], 1, dealer=players - 1)
    return hand.record()


def test_review_shows_the_hands_number_icons_and_names(qtbot, tmp_path):
    record = finished_record()
    r = HandReviewWindow(record, NAMES, "Hand 3")
    qtbot.addWidget(r)
    assert r.number == 3 and r.scene.scoreboard.hand_number == 3
    given = HandReviewWindow(record, NAMES, "A hand", number=7)
    qtbot.addWidget(given)
    assert given.scene.scoreboard.hand_number == 7
    for key, button in r.step_buttons.items():
        assert not button.icon().isNull(), key
        assert button.text() == "" and button.toolTip(), key
    assert not {"⏮", "⏭", "◀", "▶"} & {b.text() for b in r.findChildren(QPushButton)}
    assert r.scene.scoreboard.team_names == ("Us", "Them")
    two = HandReviewWindow(finished_record(2), ["You", "Rhonda"], "Hand 2")
    qtbot.addWidget(two)
    assert two.scene.scoreboard.team_names == ("You", "Rhonda")
    r.resize(1100, 780)
    r.show()
    qtbot.waitExposed(r)
    r.slider.setValue(6)
    save_shot(r, tmp_path, "review-hand-3")
    two.resize(1100, 780)
    two.show()
    qtbot.waitExposed(two)
    two.slider.setValue(two.slider.maximum())
    save_shot(two, tmp_path, "review-two-players")


def test_arrow_keys_step_the_review_whatever_has_the_focus(qtbot):
    record = finished_record()
    r = HandReviewWindow(record, NAMES, "Hand 1")
    qtbot.addWidget(r)
    r.show()
    qtbot.waitExposed(r)
    end = r.slider.maximum()
    for step, widget in enumerate(
            (*r.step_buttons.values(), r.slider, r.view, r.export_button), start=1):
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        assert r.slider.value() == step, widget.objectName()
        assert widget.hasFocus() or not r.isActiveWindow()
        qtbot.keyClick(widget, Qt.Key.Key_Left)
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        assert r.slider.value() == step, widget.objectName()
    qtbot.keyClick(r.slider, Qt.Key.Key_End)
    assert r.slider.value() == end
    qtbot.keyClick(r.step_buttons["first"], Qt.Key.Key_Home)
    assert r.slider.value() == 0
    qtbot.keyClick(r, Qt.Key.Key_Right)
    assert r.slider.value() == 1
    # the buttons step as their tooltips say
    qtbot.mouseClick(r.step_buttons["last"], Qt.MouseButton.LeftButton)
    assert r.slider.value() == end
    qtbot.mouseClick(r.step_buttons["back"], Qt.MouseButton.LeftButton)
    assert r.slider.value() == end - 1


# ------------------------------------------------------------------- export
def test_export_suggests_the_documents_folder_and_a_telling_name(qtbot, monkeypatch):
    r = HandReviewWindow(finished_record(), NAMES, "Hand 3",
                         played_on=datetime.date(2026, 11, 30))
    qtbot.addWidget(r)
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda parent, caption, path, filters: (
                            asked.append(path), ("", ""))[1]))
    r.export_dialog()
    (path,) = asked
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    folder = path.rsplit("/", 1)[0]
    from pathlib import Path
    assert Path(folder) == (Path(documents) if Path(documents).is_dir() else Path.home())
    assert path.endswith("/allfours-2026-11-30-hand-3-You-Rhonda-Partner-Kerwin.json")


def test_export_names_are_safe_for_every_file_system():
    name = export_name(datetime.date(2026, 1, 2), 12,
                       ["Mr. O'Neil", "a/b\\c:d*e?", ' "<|>" ', "José Ñ"])
    assert re.fullmatch(r"allfours-2026-01-02-hand-12-[\w.\-]+\.json", name), name
    assert not set('/\\:*?"<>| ') & set(name)
    assert "José_Ñ" in name and "player" in name  # a name of nothing but symbols
    assert safe_file_part("..") == "player"
    assert len(safe_file_part("x" * 200)) <= 32
    # an imported hand has no number in its game: the name leaves it out
    assert export_name(datetime.date(2026, 1, 2), 0, ["A", "B"]) == \
        "allfours-2026-01-02-A-B.json"


# -------------------------------------------------------------------- about
def test_about_box_credits_and_closes_with_escape_or_ok(qtbot, tmp_path):
    d = AboutDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    text = d.text.text()
    for words in (__version__, "MIT", "LGPL", "PySide6", "Python", "tools/draw_cards.py",
                  "tools/make_icons.py", "card faces", "backs", "icon"):
        assert words in text, words
    save_shot(d, tmp_path, "about")
    qtbot.keyClick(d, Qt.Key.Key_Escape)
    assert not d.isVisible() and d.result() == QDialog.DialogCode.Rejected
    again = AboutDialog()
    qtbot.addWidget(again)
    again.show()
    qtbot.mouseClick(again.ok_button, Qt.MouseButton.LeftButton)
    assert not again.isVisible() and again.result() == QDialog.DialogCode.Accepted


def test_the_help_menu_opens_the_about_box(qtbot):
    w = make_window(qtbot, dealer=3)
    menus = {a.text().replace("&", ""): a.menu() for a in w.menuBar().actions()}
    about = [a for a in menus["Help"].actions() if a.text().replace("&", "") == "About All Fours"]
    assert about
    about[0].trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(AboutDialog)))
    (dialog,) = [d for d in w.findChildren(AboutDialog) if d.isVisible()]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_friend_at_a_hosted_table_is_named_as_a_friend_not_a_level():
    from allfours_gui.ui.history.history_window import opponents_words, players_summary

    names = ("Ann", "Rhonda", "Kim", "Kerwin")
    assert players_summary(names, ("human", "medium", "remote", "hard"), 4) == \
        "Ann, Rhonda (medium), Kim (a friend), Kerwin (hard)"
    assert opponents_words("medium/remote") == "medium/friends"
    assert opponents_words("hard") == "hard"

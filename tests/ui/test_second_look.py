"""Small things a player saw on a second look (issue 22, item 6): the stock
keeps its stacked look however the table is laid out again; the score history
fits a laptop's screen and a small one; the hand summary keeps the name plates
clear; a review draws the side hands readable; Export says where the file went
(and what went wrong)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt

from allfours_gui.history.store import HistoryStore

from .helpers import click_card, click_choice, make_window, save_shot, wait_prompt


# ------------------------------------------------------------------ the stock
def stock_look(w) -> list[tuple[float, float]]:
    """The stock's cards' places from the bottom up, measured from where the
    layout puts the pack: what a person sees (the backs are all alike)."""
    s = w.scene
    x, y, _ = s.layout.pack_spot(s.dealer)
    out = []
    for c in s.pack:
        item = s.cards[c]
        assert item.isVisible() and not item.face_up
        out.append((round(x - item.pos().x(), 3), round(y - item.pos().y(), 3), item.zValue()))
    return [(dx, dy) for dx, dy, _ in sorted(out, key=lambda p: p[2])]


def test_the_stock_keeps_its_stacked_depth_after_take_back_resume_and_the_dock(qtbot, tmp_path):
    """As dealt, the 27 cards left in the stock lie as deep as a whole pack,
    their edges showing; Ctrl+H twice (the score history's dock shown and
    hidden), Ctrl+Z (take back a card played) and a new window resuming the
    game lay the table out again, and the stock looks exactly as it did
    (before: 27 cards squeezed to 6.5 px, one dark edge). Its look depends
    only on how many cards it holds: another deal's stock looks the same
    (before: each card lay by its identity, the gaps telling which were dealt)."""
    store = HistoryStore(tmp_path)
    w = make_window(qtbot, dealer=3, store=store)
    w.resize(1366, 768)
    wait_prompt(qtbot, w, "stand")
    dealt = stock_look(w)
    assert len(dealt) == 52 - 4 * 6 - 1 and dealt[-1][0] - dealt[0][0] > 12
    for shown in (True, False):
        qtbot.keyClick(w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda s=shown: w.history_dock.isVisible() == s)
        qtbot.waitUntil(lambda: not w.scene.busy)
        assert stock_look(w) == dealt, f"dock shown: {shown}"
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    click_card(qtbot, w, w.controller.game.hand.view_for(0).legal[0].card)
    wait_prompt(qtbot, w, "play")
    assert len(w.controller.game.hand.record()["actions"]) > 1
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "Taken back" in w.status_label.text())
    wait_prompt(qtbot, w, "play")
    assert stock_look(w) == dealt
    w.close()
    row = HistoryStore(tmp_path).unfinished_game()
    again = make_window(qtbot, dealer=3, store=HistoryStore(tmp_path), resume=row)
    again.resize(1366, 768)
    wait_prompt(qtbot, again, "play")
    assert stock_look(again) == dealt
    save_shot(again, tmp_path, "stock-after-resume")
    other = make_window(qtbot, dealer=3, decks=(OTHER_DECK,))
    other.resize(1366, 768)
    wait_prompt(qtbot, other, "stand")
    assert set(other.scene.pack) != set(w.scene.pack)
    assert stock_look(other) == dealt


OTHER_DECK = [f"{r}{s}" for s in "SHDC" for r in "23456789TJQKA"][::-1]


def test_what_is_being_said_moves_with_the_table_when_the_dock_opens(qtbot):
    """East says something; Ctrl+H docks the score history, the table gets
    narrower and the bubble moves with East's seat: whole inside the table
    (before: left where it was, cut at the table's new right edge)."""
    from PySide6.QtCore import QRectF

    w = make_window(qtbot, dealer=3)
    w.resize(1366, 768)
    wait_prompt(qtbot, w, "stand")
    w.scene.say_now(1, "Kick: Rhonda & Kerwin +1", duration=60_000)
    bubble = w.scene._seat_bubble[1]
    qtbot.keyClick(w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.history_dock.isVisible())
    qtbot.waitUntil(lambda: w.scene.sceneRect().width() < 1000)
    assert bubble.scene() is w.scene
    assert QRectF(w.scene.sceneRect()).contains(bubble.sceneBoundingRect())


# ------------------------------------------------------------------ review
def finished_record(players: int = 4, dealer: int = 1) -> dict:
    import random

    from allfours_gui.engine import Rules
    from allfours_gui.engine.hand import HandState

    deck = list(range(52))
    random.Random(5).shuffle(deck)
    h = HandState(Rules(players=players), dealer, "threes", [0, 0], deck)
    h.start()
    while not h.over:
        h.apply(h.legal_actions()[0])
    return h.record()


def unreadable(scene, seat: int) -> list[str]:
    """Face-up cards of ``seat``'s hand a person at the bottom of the screen
    cannot read: turned other than (about) upright or on their side reading
    upwards (like East's), or with their corner index under another card of the hand."""
    from PySide6.QtCore import QRectF

    from allfours_gui.engine.cards import card_str

    out = []
    hand = [scene.cards[c] for c in scene.hands[seat]]
    for item in hand:
        assert item.isVisible() and item.face_up
        w, h = item.width, item.height
        turn = item.rotation() % 360  # your own hand is fanned a little
        if min(abs(turn - a) for a in (0, 270, 360)) > 15:
            out.append(f"{card_str(item.card)} turned {item.rotation():g}")
        corner = item.mapToScene(QRectF(-w / 2 + 2, -h / 2 + 2, w * 0.16, h * 0.22))
        corner_box = corner.boundingRect()
        for other in hand:
            body = other.mapToScene(QRectF(-other.width / 2, -other.height / 2,
                                           other.width, other.height)).boundingRect()
            if other.zValue() > item.zValue() and body.intersects(corner_box):
                out.append(f"{card_str(item.card)}'s index under {card_str(other.card)}")
                break
    return out


def test_a_review_draws_every_hand_readable(qtbot, tmp_path):
    """A finished hand's review, every hand face up: West's cards (and
    North's) are drawn as East's are, for the person at the bottom to read
    (before: West's turned to 90 read upside down, North's to 180 upside
    down), at each step; and with two players. Saved for a person to look at."""
    from allfours_gui.ui.history.review import HandReviewWindow

    for players in (4, 2):
        names = ["You", "Rhonda", "Partner", "Kerwin"][:players]
        review = HandReviewWindow(finished_record(players), names, "Hand 1")
        qtbot.addWidget(review)
        review.resize(1100, 760)
        review.show()
        for step in (0, 4, 9):
            qtbot.keyClick(review, Qt.Key.Key_Home)
            for _ in range(step):
                qtbot.keyClick(review, Qt.Key.Key_Right)
            assert review.slider.value() == step
            for seat in range(players):
                assert unreadable(review.scene, seat) == [], (players, step, seat)
        if players == 4:
            qtbot.keyClick(review, Qt.Key.Key_Home)
            qtbot.keyClick(review, Qt.Key.Key_Right)
            review.view.grab()  # asks for the card faces at this size
            qtbot.wait(300)
            save_shot(review, tmp_path, "review-side-hands-readable")


# ------------------------------------------------------------------ export
def review_for_export(qtbot, monkeypatch, path):
    """A finished hand's review whose Save dialog answers ``path``."""
    from PySide6.QtWidgets import QFileDialog

    from allfours_gui.ui.history.review import HandReviewWindow

    review = HandReviewWindow(finished_record(), ["You", "Rhonda", "Partner", "Kerwin"],
                              "Hand 1")
    qtbot.addWidget(review)
    review.resize(1000, 700)
    review.show()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(path), "Hand records (*.json)")))
    return review


def test_export_says_where_the_file_went_and_shows_the_folder(qtbot, monkeypatch, tmp_path):
    """Export… (clicked) saves the record and says so with the full path (before:
    not a word); Show folder opens that folder."""
    import json

    from allfours_gui.ui.history import review as review_module

    path = tmp_path / "exports" / "hand one.json"
    path.parent.mkdir()
    review = review_for_export(qtbot, monkeypatch, path)
    opened = []
    monkeypatch.setattr(review_module, "open_folder", lambda folder: opened.append(folder))
    qtbot.mouseClick(review.export_button, Qt.MouseButton.LeftButton)
    assert json.loads(path.read_text(encoding="utf-8")) == review.record
    assert sorted(p.name for p in path.parent.iterdir()) == ["hand one.json"]
    note = review.findChild(type(review.caption), "review-export-note")
    assert note.isVisible() and str(path) in note.text() and "Saved" in note.text()
    button = review.findChild(type(review.export_button), "review-show-folder")
    assert button.isVisible()
    save_shot(review, tmp_path, "review-exported")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened == [path.parent]


def test_a_failed_export_says_why_and_leaves_no_file(qtbot, monkeypatch, tmp_path):
    """A full disk (the sync fails after the bytes were written) and a
    read-only folder (no file can be made there): no traceback, the note says
    what failed and where, no empty or partial file is left, and an earlier
    export at that name is kept as it was (before: written in place, an
    OSError out of the click)."""
    import errno
    import os

    path = tmp_path / "hand.json"
    path.write_text("an earlier export\n", encoding="utf-8")
    review = review_for_export(qtbot, monkeypatch, path)
    note = review.findChild(type(review.caption), "review-export-note")

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    with monkeypatch.context() as m:
        m.setattr(os, "fsync", full)
        qtbot.mouseClick(review.export_button, Qt.MouseButton.LeftButton)
    assert "not saved" in note.text() and "disk is full" in note.text()
    assert str(path) in note.text()
    assert [p.name for p in tmp_path.iterdir()] == ["hand.json"]
    assert path.read_text(encoding="utf-8") == "an earlier export\n"
    assert not review.findChild(type(review.export_button), "review-show-folder").isVisible()

    import tempfile

    def read_only(*args, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(tmp_path))
    with monkeypatch.context() as m:
        m.setattr(tempfile, "mkstemp", read_only)
        qtbot.mouseClick(review.export_button, Qt.MouseButton.LeftButton)
    assert "read-only" in note.text() and str(path) in note.text()
    assert [p.name for p in tmp_path.iterdir()] == ["hand.json"]
    save_shot(review, tmp_path, "review-export-failed")
    # and once the disk has room, the same click saves it
    qtbot.mouseClick(review.export_button, Qt.MouseButton.LeftButton)
    assert path.read_text(encoding="utf-8").startswith("{")
    assert "Saved to" in note.text()


# ------------------------------------------------------------------ score history
def worst_game() -> list:
    """A whole game whose rows hold the longest texts the table shows: a kick
    point, a point given, a run of the pack, a hang jack or a tie, and the
    last hand's categories not counted."""
    from .test_history_panels import whole_game

    for seed in range(40):
        hands = whole_game(seed)
        kinds = {a.do for h in hands for a in h.actions}
        points = {c for h in hands for _, c, _ in h.points}
        if {"give", "run"} <= kinds and "kick" in points and "hang_jack" in points:
            return hands
    raise LookupError("no such game")


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_the_score_history_fits_a_laptop_and_a_small_screen(qtbot, tmp_path, size):
    """Ctrl+H at 1366 x 768 docks the score history beside the table with
    every column in view, nothing scrolling sideways and no text cut (a long
    one wraps); at 800 x 600 (too narrow to dock it readably beside a table)
    it floats over the window as wide, every column and the chart's legend
    whole (before: 560 wide docked and scrolling at 1366; at 800, a sliver of
    three columns, "Rh…" and a cut legend). The table keeps its size."""
    w = make_window(qtbot, dealer=3)
    w.resize(*size)
    wait_prompt(qtbot, w, "stand")
    view_width = w.view.width()
    qtbot.keyClick(w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.history_dock.isVisible())
    panel = w.past.history_panel
    panel.update_from(worst_game(), 14)
    qtbot.wait(50)
    table = panel.table
    assert table.horizontalScrollBar().maximum() == 0
    assert panel.cut_cells() == []
    assert panel.chart.legend_names() == panel.model.team_names
    assert panel.width() >= 420
    assert w.view.width() >= w.view.minimumWidth()
    if size[0] < 1000:
        assert w.history_dock.isFloating()
        assert w.view.width() == view_width  # the table as it was
    else:
        assert not w.history_dock.isFloating()
        assert w.dockWidgetArea(w.history_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    save_shot(w, tmp_path, f"score-history-{size[0]}x{size[1]}")
    if w.history_dock.isFloating():
        screen_shot(w, w.history_dock, tmp_path, f"score-history-{size[0]}x{size[1]}-floating")


def screen_shot(w, floating, tmp_path, name: str) -> None:
    """The window with a floating window over it where it lies, as a person sees them."""
    import shutil

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QPainter

    from .helpers import REVIEW_DIR

    shot = w.grab()
    painter = QPainter(shot)
    at = floating.mapToGlobal(QPoint(0, 0)) - w.mapToGlobal(QPoint(0, 0))
    painter.drawPixmap(at, floating.grab())
    painter.setPen(QColor(40, 40, 40))
    painter.drawRect(floating.rect().translated(at).adjusted(0, 0, -1, -1))
    painter.end()
    path = tmp_path / f"{name}.png"
    assert shot.save(str(path))
    REVIEW_DIR.mkdir(exist_ok=True)
    shutil.copy(path, REVIEW_DIR / path.name)


# ------------------------------------------------------------------ hand summary
def play_out(qtbot, w) -> None:
    """Play the hand to its end with the person's first choice at each prompt,
    by real clicks; wait for the summary and the table to settle."""
    from .table_check import settled

    c = w.controller
    while not (c.game.hand is not None and c.game.hand.over):
        qtbot.waitUntil(lambda: (c.game.hand is not None and c.game.hand.over)
                        or (c.waiting_for_human is not None and not w.scene.busy),
                        timeout=15000)
        kind = c.waiting_for_human
        if kind == "method":
            click_choice(qtbot, w, "threes")
        elif kind in ("stand", "answer"):
            click_choice(qtbot, w, next(iter(w.decision.buttons)))
        elif kind == "play":
            click_card(qtbot, w, c.game.hand.view_for(0).legal[0].card)
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=15000)
    qtbot.waitUntil(lambda: settled(w), timeout=15000)


def covered_plates(view, panel) -> list[str]:
    from PySide6.QtCore import QRectF

    box = QRectF(panel.geometry())
    out = [] if QRectF(view.rect()).contains(box) else ["the view's edge"]
    for plate in view.scene().plates:
        if box.intersects(QRectF(view.mapFromScene(plate.sceneBoundingRect()).boundingRect())):
            out.append(plate.name)
    return out


@pytest.mark.parametrize(("players", "dealer"), [(4, 0), (4, 1), (4, 2), (4, 3), (2, 0), (2, 1)])
def test_the_hand_summary_covers_no_name_plate_at_800x600(qtbot, tmp_path, players, dealer):
    """A hand played out by clicks in an 800 x 600 window (and 1366 x 768),
    whoever deals, four or two players: the summary covers no name plate and
    lies inside the table (before: Rhonda's plate under it at 800 x 600 with
    some dealers; now it wraps narrower to find a clear place)."""
    for size in ((800, 600), (1366, 768)):
        w = make_window(qtbot, dealer=dealer, n=players)
        w.resize(*size)
        play_out(qtbot, w)
        assert covered_plates(w.view, w.summary) == [], (size, w.summary.geometry())
        if dealer == 1:
            save_shot(w, tmp_path, f"summary-{size[0]}x{size[1]}-{players}p-dealer-{dealer}")
        w.close()


# the table views of 800 x 600, 1366 x 768, 1024 x 640 and 1280 x 720 windows
@pytest.mark.parametrize("size", [(800, 530), (1366, 698), (1024, 570), (1280, 650)])
def test_a_long_hand_summary_covers_no_name_plate(qtbot, size):
    """The summary as drawn with more than a plain hand says (a beg and runs
    of the pack, a line more) in the table views of laptop-sized windows,
    every dealer, four or two players: no plate covered."""

    from allfours_gui.engine.summary import summarize
    from allfours_gui.ui.table.overlays import SummaryPanel

    from .test_layout import _position, table_at

    width, height = size
    stories = ["You stood", "Kerwin begged; Rhonda ran the pack",
               "Kerwin begged; Rhonda ran the pack twice, new deal; Kerwin stood"]
    for players in (4, 2):
        names = ("You", "Rhonda", "Partner", "Kerwin")[:players]
        for dealer in range(players):
            h = _position(dealer, players, "summary")
            for story, extra in itertools.product(stories, (0, 1)):
                view, _scene = table_at(qtbot, names, width, height, h)
                panel = SummaryPanel(view)
                panel.show_summary("Hand 3", summarize(h), names, players,
                                   [("Next hand", lambda: None)], story=story)
                if extra:  # a line more, as a hand whose Game was not counted says
                    panel._rows.append(("Game", "not counted: the target was reached first"))
                    panel.place()
                assert covered_plates(view, panel) == [], (players, dealer, story, extra)
                view.close()


def test_the_score_history_makes_room_for_two_long_names(qtbot, tmp_path):
    """Two players, one with a long name, a whole game's rows: at 1366 x 768
    Ctrl+H docks the panel as wide as its wrapped columns need (wider than
    the usual 560, the table keeping its smallest width), nothing scrolling
    sideways and no text cut."""
    from allfours_gui.engine import Rules

    from .test_history_panels import whole_game

    names = ["You", "Christopher Ramlogan"]
    w = make_window(qtbot, dealer=1, n=2)
    w.resize(1366, 768)
    wait_prompt(qtbot, w, "stand")
    w.past.history_model.set_names(names, names)
    hands = whole_game(2, Rules(players=2))
    w.past._game_hands = lambda: hands  # the rows of a game played to its end
    qtbot.keyClick(w, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.history_dock.isVisible())
    qtbot.wait(50)
    panel = w.past.history_panel
    assert panel.model.rowCount() == len(hands)
    assert not w.history_dock.isFloating()
    assert panel.width() > 560 and w.view.width() >= w.view.minimumWidth()
    assert panel.table.horizontalScrollBar().maximum() == 0
    assert panel.cut_cells() == []
    save_shot(w, tmp_path, "score-history-1366x768-two-long-names")

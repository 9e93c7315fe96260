"""Seeing the cards: a high-contrast table, large cards and reduced motion (issue 25
item 5), each kept in the settings, applied at once, and shot for review
(test-screenshots/seeing-*.png)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSettings, QTimer

from allfours_gui.app.settings import AppSettings, TableLook
from allfours_gui.ui.table.look import HIGH_CONTRAST, USUAL, colours

from .helpers import click_card, click_choice, make_window, play_out_hand, save_shot, wait_prompt


def look_settings(tmp_path, look: TableLook) -> AppSettings:
    s = AppSettings(tmp_path / "data")
    s.look = look
    return s


def test_the_look_is_kept_and_a_bad_value_is_set_aside(tmp_path):
    s = look_settings(tmp_path, TableLook(high_contrast=True, large_cards=True,
                                          reduce_motion=True))
    s.sync()
    assert AppSettings(tmp_path / "data").look == TableLook(True, True, True)
    qs = QSettings(str(tmp_path / "data" / "settings.ini"), QSettings.Format.IniFormat)
    qs.setValue("table/large_cards", "enormous")
    qs.sync()
    del qs
    again = AppSettings(tmp_path / "data")
    assert again.look == TableLook(True, False, True)
    assert any("large cards" in p for p in again.problems)


def test_a_high_contrast_table_is_black_with_white_and_yellow(qtbot, tmp_path):
    w = make_window(qtbot, settings=look_settings(tmp_path, TableLook(high_contrast=True)))
    w.resize(1366, 768)
    wait_prompt(qtbot, w, "stand")
    assert colours() is HIGH_CONTRAST
    image = w.view.grab().toImage()
    corner = image.pixelColor(image.width() - 8, image.height() // 2)
    assert (corner.red(), corner.green(), corner.blue()) == (0, 0, 0)
    assert "#000000" in w.decision.styleSheet()
    save_shot(w, tmp_path, "seeing-high-contrast")
    # and back, from the Settings dialog's choice, without a new game
    c = w.controller
    w.set_look(TableLook())
    assert colours() is USUAL and w.controller is c
    image = w.view.grab().toImage()
    corner = image.pixelColor(image.width() - 8, image.height() // 2)
    assert corner.green() > corner.red() + 20  # the felt again
    assert "#000000" not in w.decision.styleSheet()


def test_large_cards_follow_the_window_and_the_setting(qtbot, tmp_path):
    w = make_window(qtbot)
    w.resize(1366, 768)
    wait_prompt(qtbot, w, "stand")
    usual = w.scene.layout.card_width
    c = w.controller
    w.set_look(TableLook(large_cards=True))
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=5000)
    large = w.scene.layout.card_width
    assert large > usual and w.controller is c
    assert all(item.width == large for item in w.scene.cards.values())
    save_shot(w, tmp_path, "seeing-large-cards")
    w.resize(900, 640)  # smaller window, smaller cards: still the largest that fit
    qtbot.waitUntil(lambda: w.scene.layout.card_width < large, timeout=5000)


def test_reduced_motion_fades_cards_into_place_in_the_same_order(qtbot, tmp_path):
    w = make_window(qtbot, speed="normal",
                    settings=look_settings(tmp_path, TableLook(reduce_motion=True)))
    w.resize(1366, 768)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    # the playable cards are raised (faded into their raised places) by then: wait for
    # the table to be at rest, or a loaded machine reads "start" before that (CI did)
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=5000)
    card = w.controller.game.hand.view_for(0).legal[0].card
    item = w.scene.cards[card]
    start = QPointF(item.pos())
    seen: list[tuple[QPointF, float]] = []
    timer = QTimer()
    timer.timeout.connect(lambda: seen.append((QPointF(item.pos()), item.opacity())))
    timer.start(5)
    click_card(qtbot, w, card)
    spot = w.scene.layout.trick_spot(0)
    end = QPointF(spot[0], spot[1])
    # wait for the card to be at rest in the trick, whatever else it did first
    qtbot.waitUntil(lambda: (0, card) in w.scene.trick and not item.moving
                    and item.pos() == end and item.opacity() == 1.0, timeout=5000)
    timer.stop()
    # the card was seen in two places only, its raised place in the hand and the
    # trick: it faded out there and in here, once (it never dropped into the hand)
    places = [p for p, _ in seen]
    assert all(p in (start, end) for p in places), [p for p in places if p not in (start, end)]
    assert start in places and end in places
    assert places.index(end) > max(i for i, p in enumerate(places) if p == start)
    faded_in_trick = [o for p, o in seen if p == end]
    assert min(o for _, o in seen) < 0.5 and min(faded_in_trick) < 1.0
    save_shot(w, tmp_path, "seeing-reduced-motion")
    # the hand goes on to its end at Normal speed, every card faded into place
    play_out_hand(qtbot, w, timeout=20000)
    assert all(i.opacity() == 1.0 for i in w.scene.cards.values())

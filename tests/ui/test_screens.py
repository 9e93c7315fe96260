"""Every screen at a laptop's 1366x768 and at 800x600, saved for a person to look at
(test-screenshots/screen-*.png); the table at each is also checked to be tidy."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from allfours_gui.history.store import HistoryStore

from .helpers import click_card, click_choice, make_window, play_out_hand, save_shot, wait_prompt
from .table_check import settled, table_problems


def shot(widget: QWidget, tmp_path, size: tuple[int, int], name: str) -> None:
    widget.resize(min(widget.width(), size[0]), min(widget.height(), size[1]))
    save_shot(widget, tmp_path, f"screen-{size[0]}x{size[1]}-{name}")


@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_every_screen_at_both_sizes(qtbot, tmp_path, size):
    store = HistoryStore(tmp_path / "data")
    w = make_window(qtbot, dealer=3, store=store)
    w.resize(*size)
    wait_prompt(qtbot, w, "stand")
    save_shot(w, tmp_path, f"screen-{size[0]}x{size[1]}-stand-or-beg")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    save_shot(w, tmp_path, f"screen-{size[0]}x{size[1]}-your-turn")
    while not w.controller.game.hand.tricks:
        click_card(qtbot, w, w.controller.game.hand.view_for(0).legal[0].card)
        wait_prompt(qtbot, w, "play")
    w.turns.show_last_trick()
    save_shot(w, tmp_path, f"screen-{size[0]}x{size[1]}-last-trick")
    w.turns.hide_last_trick()
    play_out_hand(qtbot, w, timeout=15000)
    qtbot.waitUntil(lambda: settled(w), timeout=15000)
    assert table_problems(w) == []
    save_shot(w, tmp_path, f"screen-{size[0]}x{size[1]}-hand-summary")
    w.history_dock.setVisible(True)
    qtbot.wait(50)
    save_shot(w, tmp_path, f"screen-{size[0]}x{size[1]}-score-history")
    w.past.review_hand_number(1)
    qtbot.addWidget(w.review_window)
    w.review_window.slider.setValue(6)
    shot(w.review_window, tmp_path, size, "review")
    w.past.show_history()
    qtbot.addWidget(w.history_window)
    qtbot.waitUntil(lambda: not w.history_window.loading, timeout=20000)  # read by a worker
    w.history_window.games.setCurrentRow(0)
    qtbot.waitUntil(lambda: not w.history_window.loading, timeout=20000)
    shot(w.history_window, tmp_path, size, "game-history")
    w.past.show_statistics()
    qtbot.addWidget(w.statistics_window)
    qtbot.waitUntil(lambda: not w.statistics_window.loading, timeout=20000)
    shot(w.statistics_window, tmp_path, size, "statistics")
    w.show_rules()
    qtbot.addWidget(w.rules_window)
    shot(w.rules_window, tmp_path, size, "rules")
    w.ask_settings()
    qtbot.addWidget(w.settings_dialog)
    shot(w.settings_dialog, tmp_path, size, "settings")
    w.settings_dialog.reject()
    w.games.ask_new_game()
    qtbot.addWidget(w.new_game_dialog)
    shot(w.new_game_dialog, tmp_path, size, "new-game")
    w.new_game_dialog.reject()
    for window in (w.review_window, w.history_window, w.statistics_window, w.rules_window):
        assert window.width() <= size[0] and window.height() <= size[1]

"""New Game, Settings and Rules; settings persist across a restart."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from allfours_gui.app.settings import AppSettings
from allfours_gui.engine import Rules
from allfours_gui.engine.options import OPTIONS, Section
from allfours_gui.session.game_config import HUMAN, GameConfig
from allfours_gui.ui.dialogs.game_dialogs import NewGameDialog, SettingsDialog
from allfours_gui.ui.dialogs.rules_window import RulesWindow, rules_html

from .helpers import ScriptedPlayer, click_card, make_window, save_shot, wait_prompt


def test_new_game_dialog_offers_every_option_with_trinidad_defaults(qtbot, tmp_path):
    d = NewGameDialog(GameConfig())
    qtbot.addWidget(d)
    d.show()
    save_shot_widget(d, tmp_path, "new-game-dialog")
    assert set(d.rule_boxes) == set(Rules().to_json()) - {"players"}
    assert d.config().rules == Rules()
    assert d.config().levels == (HUMAN, "medium", "medium", "medium")
    # choose two players, Tobago kicks, 21 points, no undertrumping
    d.players.setCurrentIndex(1)
    d.rule_boxes["kick_scoring"].setCurrentIndex(1)
    d.rule_boxes["target"].setCurrentIndex(3)
    d.rule_boxes["undertrump"].setCurrentIndex(1)
    d.level_boxes[1].setCurrentIndex(3)
    d.name_edits[1].setText("Nadia")
    cfg = d.config()
    assert cfg.rules == Rules(players=2, kick_scoring="tobago", target=21, undertrump=False)
    assert cfg.names == ("You", "Nadia") and cfg.levels == (HUMAN, "expert")
    assert not d.name_edits[2].isVisible()
    # every option's every value can be chosen
    for option in (o for o in OPTIONS if o.section is Section.RULES):
        box = d.rule_boxes[option.key]
        for i, value in enumerate(option.values):
            box.setCurrentIndex(i)
            assert d.config().rules.to_json()[option.key] == value
    qtbot.mouseClick(d.findChild(QDialogButtonBox).buttons()[0], Qt.MouseButton.LeftButton)


def save_shot_widget(widget, tmp_path, name):
    from .helpers import REVIEW_DIR
    path = tmp_path / f"{name}.png"
    widget.grab().save(str(path))
    REVIEW_DIR.mkdir(exist_ok=True)
    widget.grab().save(str(REVIEW_DIR / f"{name}.png"))


def test_settings_persist_through_qsettings(tmp_path):
    s = AppSettings(tmp_path)
    s.speed = "fast"
    s.card_back = "blue"
    s.four_colour = True
    s.strict_table = True
    cfg = GameConfig(rules=Rules(target=21, hang_jack=False), names=("Me", "A", "B", "C"),
                     levels=(HUMAN, "hard", "easy", "expert"))
    s.save_game_config(cfg)
    s.sync()
    again = AppSettings(tmp_path)  # a restart: values come back as strings from the file
    assert again.speed == "fast" and again.card_back == "blue"
    assert again.four_colour is True and again.strict_table is True
    back = again.game_config()
    assert back.rules == cfg.rules and back.names == cfg.names and back.levels == cfg.levels


def test_a_corrupt_rules_setting_falls_back_to_defaults(tmp_path):
    s = AppSettings(tmp_path)
    s.qs.setValue("game/rules", "{not json")
    assert s.game_config().rules == Rules()


def test_settings_dialog_changes_speed_and_card_style(qtbot, tmp_path):
    w = make_window(qtbot, dealer=3)
    w.settings = AppSettings(tmp_path)
    w.ask_settings()
    d = w.settings_dialog
    assert isinstance(d, SettingsDialog)
    d.speed.setCurrentIndex(2)
    d.four_colour.setChecked(True)
    d.back.setCurrentIndex(1)
    d.accept()
    assert w.speed == "fast" and w.art.four_colour and w.art.back == "blue"
    assert w.settings.four_colour and w.settings.speed == "fast"


def test_rules_window_states_the_current_options(qtbot):
    win = RulesWindow(Rules(target=21, hang_jack=False, kick_scoring="tobago"))
    qtbot.addWidget(win)
    text = win.browser.toPlainText()
    assert "21" in text and "hang jack is off" in text and "Tobago" in text
    assert "must trump if you can" in rules_html(Rules(void_must_trump=True))


def test_new_game_from_the_menu_starts_that_game(qtbot):
    w = make_window(qtbot, dealer=3)
    w.games.ask_new_game()
    d = w.new_game_dialog
    d.players.setCurrentIndex(1)
    d.accept()
    assert w.controller.game.rules.players == 2
    assert w.scene.n == 2


class SlowLeader(ScriptedPlayer):
    """Takes a second over each card, so there is time to click out of turn."""

    def choose(self, view, cancel=None):
        if view.phase == "play":
            time.sleep(1.0)
        return super().choose(view, cancel)


def test_strict_table_exposes_a_card_clicked_out_of_turn(qtbot, tmp_path):
    w = make_window(qtbot, dealer=0, players={1: SlowLeader()})  # seat 1 leads
    w.config.strict_table = True
    wait_prompt(qtbot, w, "method")
    w.controller.human_method("threes")
    hand_ready = lambda: (w.controller.game.hand is not None  # noqa: E731
                          and w.controller.game.hand.phase == "play" and not w.scene.busy)
    qtbot.waitUntil(hand_ready, timeout=15000)
    hand = w.controller.game.hand
    assert hand.turn == 1
    assert not w.decision.isVisible()  # the method was chosen: its question is gone
    card = w.scene.hands[0][0]
    click_card(qtbot, w, card)
    assert hand.exposed[0] >> card & 1
    qtbot.waitUntil(lambda: w.scene.cards[card].exposed)
    save_shot(w, tmp_path, "exposed-card")
    # without the strict table the same click only says to wait
    w.config.strict_table = False
    w.set_speed("normal")  # an explanation outlives Rhonda's thinking at this speed
    other = w.scene.hands[0][1]
    click_card(qtbot, w, other)
    assert not hand.exposed[0] >> other & 1
    said = w.status_label.text()
    assert "Wait for your turn" in said
    bubble = w.scene._seat_bubble[w.scene.human]
    assert bubble.text == said and bubble.scene() is w.scene
    # once the next seat is asked, the wait is over: the words go, on the table too
    qtbot.waitUntil(lambda: hand.turn != 1, timeout=15000)
    qtbot.waitUntil(lambda: w.status_label.text() != said, timeout=5000)
    assert bubble.scene() is None


def test_rematch_reuses_the_table_without_doubling_its_connections(qtbot):
    from PySide6.QtCore import SIGNAL

    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    scene = w.scene
    first = w.controller
    # the controller and the view (the screen reader's trumps and score) listen
    idle = scene.receivers(SIGNAL("idle()"))
    shown = scene.receivers(SIGNAL("event_shown(PyObject)"))
    assert idle == 2 and shown >= 2
    w.games.start_game(w.config)  # what Rematch does
    assert w.scene is scene and w.controller is not first
    assert scene.receivers(SIGNAL("idle()")) == idle
    assert scene.receivers(SIGNAL("event_shown(PyObject)")) == shown
    assert scene.receivers(SIGNAL("card_clicked(int)")) == 1
    wait_prompt(qtbot, w, "stand")
    assert w.controller.game.hand_number == 1
    assert sum(len(h) for h in scene.hands) == 24 and len(scene.pack) == 52 - 25


class Caller(ScriptedPlayer):
    def choose_call(self, view, options):
        return options[0]


def test_a_called_card_is_said_until_you_play_it(qtbot, tmp_path):
    w = make_window(qtbot, dealer=0, players={1: SlowLeader(), 3: Caller()})
    w.config.strict_table = True
    wait_prompt(qtbot, w, "method")
    w.controller.human_method("threes")
    qtbot.waitUntil(lambda: w.controller.game.hand is not None
                    and w.controller.game.hand.phase == "play" and not w.scene.busy,
                    timeout=15000)
    hand = w.controller.game.hand
    for card in list(w.scene.hands[0]):  # all exposed while East thinks about the lead
        click_card(qtbot, w, card)
    assert hand.exposed[0] == hand.hands[0]
    wait_prompt(qtbot, w, "play")
    called = w.controller.game.hand.called
    assert called >= 0
    assert "has been called: you must play it" in w.status_label.text()
    notice = w.scene.presenter.called
    assert notice is not None and notice[0] == called and notice[1].scene() is w.scene
    assert "Kerwin called your" in notice[1].text
    save_shot(w, tmp_path, "called-card")
    click_card(qtbot, w, called)
    qtbot.waitUntil(lambda: w.scene.presenter.called is None, timeout=5000)
    assert notice[1].scene() is None


def test_the_default_names_read_in_the_language_shown(qtbot, qapp):
    """The name fields show "You" and "Partner" as the table does, in the language
    chosen; left so, they are kept as the defaults (and follow the language later);
    a name typed is kept as typed."""
    from allfours_gui.app import i18n

    try:
        i18n.install(qapp, "sq")
        d = NewGameDialog(GameConfig())
        qtbot.addWidget(d)
        shown = [e.text() for e in d.name_edits]
        assert shown[0] != "You" and shown[2] != "Partner" and shown[1] == "Rhonda"
        assert d.config().names == ("You", "Rhonda", "Partner", "Kerwin")
        d.name_edits[2].setText("Nadia")
        d.name_edits[0].setText(" " + shown[0] + " ")
        assert d.config().names == ("You", "Rhonda", "Nadia", "Kerwin")
    finally:
        i18n.install(qapp, "en")
    d = NewGameDialog(GameConfig())
    qtbot.addWidget(d)
    assert [e.text() for e in d.name_edits][:3] == ["You", "Rhonda", "Partner"]


@pytest.mark.parametrize("language", ["en", "gd", "az", "af", "lo", "sq"])
def test_about_credits_the_bundled_lao_font(qapp, language):
    """The app bundles Noto Sans Lao (resources/fonts): About says so and names its
    licence, in every language, and no longer claims that no font is bundled."""
    from allfours_gui.app import i18n
    from allfours_gui.ui.dialogs.about import about_html

    i18n.install(qapp, language)
    try:
        text = about_html()
    finally:
        i18n.install(qapp, "en")
    assert "Noto Sans Lao" in text and "OFL.txt" in text and "SIL Open Font License" in text
    assert "No fonts are bundled" not in text

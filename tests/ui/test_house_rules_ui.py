"""The house rules in the New Game dialog, the Rules window and at the table."""

from __future__ import annotations

import pytest

from allfours_gui.engine import Rules, parse_card
from allfours_gui.engine.events import KickTurned, PackOut
from allfours_gui.engine.options import BY_KEY, OPTIONS, Section
from allfours_gui.engine.reasons import Reason
from allfours_gui.session.game_config import HUMAN, GameConfig
from allfours_gui.ui.dialogs.game_dialogs import NewGameDialog
from allfours_gui.ui.dialogs.rules_window import RulesWindow, rules_html
from allfours_gui.ui.main_window import MainWindow
from allfours_gui.ui.wording import people, refusal

from ..engine.stacking import stack
from ..engine.test_beg import HANDS, RUN_1, RUN_2
from .helpers import ScriptedPlayer, save_shot, seed_with_dealer

# Each house rule on, and words the Rules window must then say.
HOUSE_ON = {
    "hang_jack_value": (6, "6 points to them"),
    "stand_needs_trump": (True, "may stand only while holding a trump"),
    "give_needs_trump": (True, '"Take one" only while holding a trump'),
    "give_one": (False, "giving one is never played"),
    "pack_out": ("kicks", "turns the cards left one at a time as kicks"),
    "trump_and_follow": (True, "at your next lead you must lead that suit or a trump"),
}


def dialog(qtbot, rules: Rules | None = None) -> NewGameDialog:
    d = NewGameDialog(GameConfig(rules=rules or Rules()))
    qtbot.addWidget(d)
    d.show()
    return d


def test_the_dialog_offers_every_house_rule_off_by_default(qtbot):
    d = dialog(qtbot)
    house = {o.key for o in OPTIONS if o.section is Section.HOUSE}
    assert set(d.house_boxes) == set(HOUSE_ON) == house
    assert not set(d.house_boxes) & set(d.rule_boxes)
    assert d.config().rules == Rules()
    target = d.rule_boxes["target"]
    assert [target.itemData(i) for i in range(target.count())] == [14, 7, 10, 21, 22]
    d.rule_tabs.setCurrentIndex(1)
    save_shot_widget(d, "new-game-house-rules")


@pytest.mark.parametrize("name", sorted(HOUSE_ON))
def test_choosing_a_house_rule_puts_it_in_the_games_rules(qtbot, name):
    d = dialog(qtbot)
    value, _ = HOUSE_ON[name]
    box = d.house_boxes[name]
    box.setCurrentIndex(box.findData(value))
    rules = d.config().rules
    assert getattr(rules, name) == value
    assert rules == Rules(**{name: value})
    assert rules.to_json()[name] == value  # and so the game's records carry it
    # a dialog opened on those rules shows the choice again
    again = dialog(qtbot, rules)
    assert again.house_boxes[name].currentData() == value


def test_every_value_of_every_house_rule_can_be_chosen(qtbot):
    d = dialog(qtbot)
    for name in d.house_boxes:
        box = d.house_boxes[name]
        for i, value in enumerate(BY_KEY[name].values):
            box.setCurrentIndex(i)
            assert getattr(d.config().rules, name) == value
        box.setCurrentIndex(0)
    d.rule_boxes["target"].setCurrentIndex(4)
    assert d.config().rules.target == 22


def test_hang_jack_worth_is_enabled_only_with_hang_jack_on(qtbot):
    d = dialog(qtbot)
    worth, hang = d.house_boxes["hang_jack_value"], d.rule_boxes["hang_jack"]
    worth.setCurrentIndex(worth.findData(6))
    assert worth.isEnabled() and d.config().rules.hang_jack_value == 6
    hang.setCurrentIndex(hang.findData(False))
    assert not worth.isEnabled()
    assert d.config().rules == Rules(hang_jack=False)  # its worth is moot
    hang.setCurrentIndex(hang.findData(True))
    assert worth.isEnabled() and d.config().rules.hang_jack_value == 6
    off = dialog(qtbot, Rules(hang_jack=False))
    assert not off.house_boxes["hang_jack_value"].isEnabled()


def test_trinidad_defaults_resets_the_house_rules_too(qtbot):
    house = Rules(**{name: v for name, (v, _) in HOUSE_ON.items()})
    d = dialog(qtbot, house)
    assert d.config().rules == house
    d._defaults()
    assert d.config().rules == Rules()


def test_the_rules_window_states_each_house_rule_in_force(qtbot):
    plain = RulesWindow(Rules())
    qtbot.addWidget(plain)
    default_text = plain.browser.toPlainText()
    assert "3 points to them" in default_text
    assert "the same dealer shuffles and deals again" in default_text
    for name, (value, words) in HOUSE_ON.items():
        assert words not in default_text, name
        win = RulesWindow(Rules(**{name: value}))
        qtbot.addWidget(win)
        text = win.browser.toPlainText()
        assert words in text, name
        # and the options table names the choice as the dialog does
        label, choices = BY_KEY[name].label, {c.value: c.text for c in BY_KEY[name].choices}
        assert f"{label}\t{choices[value]}" in text or choices[value] in text
    # all at once (giving never leaves nothing for "take one needs a trump" to say)
    both = RulesWindow(Rules(**{name: v for name, (v, _) in HOUSE_ON.items()}))
    qtbot.addWidget(both)
    text = both.browser.toPlainText()
    assert all(words in text for name, (_, words) in HOUSE_ON.items() if name != "give_needs_trump")
    assert "Hang jack worth" not in rules_html(Rules(hang_jack=False))
    assert all(o.label in rules_html(Rules()) for o in OPTIONS if o.section is not Section.PLAYERS)


def save_shot_widget(widget, name):
    from .helpers import REVIEW_DIR

    REVIEW_DIR.mkdir(exist_ok=True)
    widget.grab().save(str(REVIEW_DIR / f"{name}.png"))


def test_the_table_shows_each_card_turned_when_the_pack_runs_out(qtbot, tmp_path):
    # dealer 2, first hand 3 begs, the dealer runs: 7H, 6H, AH, then the last
    # card, AD, turned as a kick sets diamonds.
    deck = stack(HANDS, "7H", dealer=2, runs=[(RUN_1, "6H"), (RUN_2, "AH")])
    assert deck[-1] == "AD"
    scripted = {3: ScriptedPlayer({"stand": "beg"}), 2: ScriptedPlayer({"answer": "run"})}
    config = GameConfig(rules=Rules(pack_out="kicks", give_one=False),
                        levels=(HUMAN, "medium", "medium", "medium"),
                        seed=seed_with_dealer(2), decks=(tuple(parse_card(c) for c in deck),))
    w = MainWindow(config, speed="instant",
                   player_factory=lambda level, seed: scripted.get(seed % 10) or ScriptedPlayer(),
                   think_ms=0)
    qtbot.addWidget(w)
    w.resize(1180, 800)
    w.show()
    shown: list = []
    w.scene.event_shown.connect(shown.append)
    qtbot.waitUntil(lambda: w.controller.game.hand is not None
                    and w.controller.game.hand.phase == "play" and not w.scene.busy,
                    timeout=20000)
    hand = w.controller.game.hand
    assert [e.card for e in shown if isinstance(e, KickTurned)] == hand.kicks
    assert hand.kicks == [parse_card(c) for c in ("7H", "6H", "AH", "AD")]
    assert PackOut(2, 1) in shown
    assert w.scene.kicks == hand.kicks and w.scene.trump == parse_card("AD") // 13
    save_shot(w, tmp_path, "pack-out-kicks")


@pytest.mark.parametrize("reason,you,rhonda", [
    (Reason("stand_no_trump", 0), "You hold no trump, so you may not stand: beg.", None),
    (Reason("give_no_trump", 0), "You hold no trump, so you may not give one: run the pack.",
     None),
    (Reason("give_never", 0), "Giving one is not played here: you must run the pack.", None),
    (Reason("lead_owed", 0, suit=0),
     "You trumped while holding clubs, so you must lead clubs or a trump.",
     "Rhonda trumped while holding clubs, so Rhonda must lead clubs or a trump."),
])
def test_house_rule_refusals_are_worded_per_person(reason, you, rhonda):
    table = people(["You", "Rhonda", "Partner", "Kerwin"], 0)
    assert refusal(reason, table) == you
    if rhonda:
        assert refusal(Reason(reason.key, 1, suit=reason.suit), table) == rhonda
    assert "seat" not in refusal(Reason(reason.key, 3, suit=reason.suit), table)


def _deck_where(rules: Rules, dealer: int, want) -> tuple[int, ...]:
    """A shuffled deck whose deal (in threes) gives a stand/answer decision ``want`` likes."""
    import random

    from allfours_gui.engine.hand import HandState

    rng = random.Random(5)
    while True:
        deck = list(range(52))
        rng.shuffle(deck)
        h = HandState(rules, dealer, "threes", [0, 0], deck)
        h.start()
        if want(h):
            return tuple(deck)


def _window(qtbot, rules: Rules, dealer: int, deck: tuple[int, ...], scripted=None):
    scripted = scripted or {}
    config = GameConfig(rules=rules, levels=(HUMAN, "medium", "medium", "medium"),
                        seed=seed_with_dealer(dealer), decks=(deck,))
    w = MainWindow(config, speed="instant",
                   player_factory=lambda level, seed: scripted.get(seed % 10) or ScriptedPlayer(),
                   think_ms=0)
    qtbot.addWidget(w)
    w.resize(1180, 800)
    w.show()
    return w


def test_without_a_trump_the_stand_prompt_offers_only_the_beg(qtbot, tmp_path):
    from .helpers import wait_prompt

    rules = Rules(stand_needs_trump=True)
    deck = _deck_where(rules, 3, lambda h: h.phase == "stand"
                       and [a.do for a in h.legal_actions()] == ["beg"])
    w = _window(qtbot, rules, 3, deck)
    wait_prompt(qtbot, w, "stand")
    assert list(w.decision.buttons) == ["beg"]
    assert "you may not stand: you must beg" in w.decision.label.text()
    save_shot(w, tmp_path, "stand-needs-trump")


def test_when_giving_one_is_never_played_the_dealer_is_told_why(qtbot):
    from .helpers import wait_prompt

    rules = Rules(give_one=False)
    deck = _deck_where(rules, 0, lambda h: h.phase == "stand")
    w = _window(qtbot, rules, 0, deck, {1: ScriptedPlayer({"stand": "beg"})})
    wait_prompt(qtbot, w, "method")  # you deal first: you choose how
    w.controller.human_method("threes")
    wait_prompt(qtbot, w, "answer")
    assert list(w.decision.buttons) == ["run"]
    assert "Giving one is not played here: you must run the pack." in w.decision.label.text()

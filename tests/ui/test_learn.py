"""Help → Learn to Play: the guided first game, walked at the real table.

One scripted hand on a stacked deck, in the window's own table with its real
prompts: the coach panel teaches a step at a time, points at the button or card
to use, refuses any other with a word of why, and Back and Skip are always
there. Screenshots of each step: test-screenshots/learn-<step>.png."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from allfours_gui.app.settings import AppSettings
from allfours_gui.engine import replay_hand
from allfours_gui.engine.cards import parse_card
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.lesson import SCRIPT, STEPS, lesson_game

from .helpers import click_card, click_choice, make_window, press, save_shot
from .test_pseudo_translation import assert_bracketed, panel_texts
from .test_pseudo_translation import shown as shown  # the fixture: texts said, translator in

KEY = Qt.Key
STEP_KEYS = [s.key for s in STEPS]


def lesson_window(qtbot, speed: str = "fast", **kw):
    w = make_window(qtbot, speed=speed, defer_start=True, **kw)
    w.activateWindow()
    w.learn.start()
    return w


def step_key(w) -> str:
    c = w.learn.controller
    return STEPS[c.step].key if c is not None and c.step >= 0 else ""


def at_rest_in(w, key: str) -> bool:
    """The step ``key`` is up and waits for the person: Next, or their decision."""
    c = w.learn.controller
    if c is None or step_key(w) != key or w.scene.busy:
        return False
    if STEPS[c.step].waits:
        return c.held and w.learn.panel.isVisible() and w.learn.panel.next.isVisible()
    return c.expected() is not None and c.human.pending is not None and (
        c.waiting_for_human == "play" or w.decision.isVisible())


def wait_step(qtbot, w, key: str, timeout: int = 30000) -> None:
    qtbot.waitUntil(lambda: at_rest_in(w, key), timeout=timeout)


def marked(w) -> None:
    """The step's choice is pointed at: its button marked and focused, or its card ringed."""
    planned = w.learn.controller.expected()
    if planned.card is None:
        button = w.decision.buttons[planned.do]
        assert button.property("hinted") and button.hasFocus()
        assert [k for k, b in w.decision.buttons.items() if b.property("hinted")] == [planned.do]
    else:
        item = w.scene.cards[planned.card]
        assert item.focused and item.legal
        assert [c for c in w.scene.hands[0] if w.scene.cards[c].focused] == [planned.card]



def click_expected(qtbot, w, c) -> None:
    """Click what the lesson expects now (a button or a card), and wait for it to be played."""
    planned = c.expected()
    done = len(c.game.hand.actions)
    if planned.card is None:
        click_choice(qtbot, w, planned.do)
    else:
        click_card(qtbot, w, planned.card)
    qtbot.waitUntil(lambda: len(c.game.hand.actions) > done, timeout=10000)

def test_the_script_is_legal_and_scores_every_lesson():
    """The engine plays the whole script: two kicks, a beg answered by a run,
    Hang Jack, and High, Low and Game split between the sides."""
    g = lesson_game()
    g.deal()
    record = g.hand.record()
    record["actions"] = [a.to_record() for a in SCRIPT]
    outcome = replay_hand(record)
    assert outcome["kicks"] == ["6S", "8H"] and outcome["trump"] == "H"
    assert outcome["points"] == [[1, "kick", 2], [0, "high", 1], [1, "low", 1],
                                 [0, "hang_jack", 3], [0, "game", 1]]
    # the person's steps each wait at a decision of the person's
    for step in STEPS:
        if not step.waits:
            assert SCRIPT[step.at].seat == 0, step


def test_the_whole_lesson_by_mouse(qtbot, tmp_path):
    w = lesson_window(qtbot, speed="fast")
    c = w.learn.controller
    seen = []
    for key in STEP_KEYS:
        wait_step(qtbot, w, key)
        panel = w.learn.panel
        assert panel.isVisible() and panel.accessibleName()
        assert panel.back.isVisible() and panel.skip.isVisible()
        assert panel.back.isEnabled() == (key != "kick")
        save_shot(w, tmp_path, f"learn-{key}")
        seen.append(key)
        if STEPS[c.step].waits:
            if key == "score":
                assert w.summary.isVisible()
            if key == "end":
                assert panel.next.text() == "&Start a real game"
                break
            qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
            continue
        while step_key(w) == key:
            qtbot.waitUntil(lambda k=key: at_rest_in(w, k) or step_key(w) != k, timeout=30000)
            if step_key(w) != key:
                break
            marked(w)
            click_expected(qtbot, w, c)
    assert seen == STEP_KEYS
    assert [a for a in c.game.hand.actions] == list(SCRIPT)
    assert c.game_id is None  # never saved
    qtbot.mouseClick(w.learn.panel.next, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not None and w.learn.controller is None)
    assert not w.learn.panel.isVisible()
    assert w.act_learn.isEnabled()


def test_the_whole_lesson_by_keys(qtbot, tmp_path):
    w = lesson_window(qtbot, speed="normal")
    qtbot.waitUntil(w.isActiveWindow)
    c = w.learn.controller
    for key in STEP_KEYS[:-1]:
        wait_step(qtbot, w, key, timeout=60000)
        if STEPS[c.step].waits:
            assert QApplication.focusWidget() is w.learn.panel.next
            # Enter, Space, or the underlined letter of Next
            press(qtbot, w, {"kick": KEY.Key_Return, "answer": KEY.Key_N}.get(key, KEY.Key_Space))
            continue
        while step_key(w) == key:
            qtbot.waitUntil(lambda k=key: at_rest_in(w, k) or step_key(w) != k, timeout=60000)
            if step_key(w) != key:
                break
            planned = c.expected()
            done = len(c.game.hand.actions)
            if planned.card is None:  # the prompt's marked button has the keyboard
                assert isinstance(QApplication.focusWidget(), QPushButton)
                press(qtbot, w, KEY.Key_Space)
            elif key == "follow":  # a card by its number key, from the left
                number = w.scene.hands[0].index(planned.card) + 1
                press(qtbot, w, KEY.Key_0 + number)
            else:  # the arrows move the ring and come back; Enter plays the ringed card
                assert QApplication.focusWidget() is w.view
                press(qtbot, w, KEY.Key_Right)
                press(qtbot, w, KEY.Key_Left)
                press(qtbot, w, KEY.Key_Return)
            qtbot.waitUntil(lambda n=done: len(c.game.hand.actions) > n, timeout=10000)
    wait_step(qtbot, w, "end")
    assert c.game.hand.actions == list(SCRIPT)
    press(qtbot, w, KEY.Key_Return)  # Start a real game
    qtbot.waitUntil(lambda: w.controller is not None and w.learn.controller is None)


def test_tab_reaches_the_coach_and_escape_goes_back_to_the_cards(qtbot):
    w = lesson_window(qtbot, speed="instant")
    qtbot.waitUntil(w.isActiveWindow)
    for key in ("kick", "beg", "answer"):
        wait_step(qtbot, w, key)
        w.learn.panel.next.click() if key != "beg" else click_choice(qtbot, w, "beg")
    wait_step(qtbot, w, "lead")
    assert QApplication.focusWidget() is w.view
    press(qtbot, w, KEY.Key_Tab)
    assert QApplication.focusWidget() is w.learn.panel.back  # Next is not there: Back first
    press(qtbot, w, KEY.Key_Tab)
    assert QApplication.focusWidget() is w.learn.panel.skip
    press(qtbot, w, KEY.Key_Escape)
    assert QApplication.focusWidget() is w.view
    press(qtbot, w, KEY.Key_Return)  # the ringed card, not a coach button
    qtbot.waitUntil(lambda: len(w.learn.controller.game.hand.actions) > 2)
    assert w.learn.controller.game.hand.actions[2] == SCRIPT[2]


def walk_to(qtbot, w, target: str) -> None:
    """On from wherever the lesson is to the step ``target``, each step taken as it
    asks (Next, or its decision) with the buttons' and cards' own clicks."""
    c = w.learn.controller
    while True:
        qtbot.waitUntil(lambda: at_rest_in(w, step_key(w)), timeout=30000)
        if step_key(w) == target:
            return
        if STEPS[c.step].waits:
            w.learn.panel.next.click()
            continue
        click_expected(qtbot, w, c)


def table_now(w) -> tuple:
    scene = w.scene
    return (list(scene.hands[0]), [len(h) for h in scene.hands], list(scene.trick),
            [list(p) for p in scene.won], list(scene.kicks), scene.scoreboard.scores,
            len(w.learn.controller.game.hand.actions))


def test_back_returns_to_each_earlier_step_exactly(qtbot):
    w = lesson_window(qtbot, speed="fast")
    c = w.learn.controller
    walk_to(qtbot, w, "follow")
    at_follow = table_now(w)
    held = ["KC", "QC", "9C", "7C", "3S", "TH", "AH", "QH"]  # all but the club led
    assert sorted(at_follow[0]) == sorted(parse_card(x) for x in held)
    walk_to(qtbot, w, "hang")
    qtbot.mouseClick(w.learn.panel.back, Qt.MouseButton.LeftButton)  # to "trump"
    wait_step(qtbot, w, "trump")
    qtbot.mouseClick(w.learn.panel.back, Qt.MouseButton.LeftButton)  # to "follow"
    wait_step(qtbot, w, "follow")
    assert table_now(w) == at_follow
    assert c.game.hand.actions == list(SCRIPT[:9])
    # and on again from there, the same way
    walk_to(qtbot, w, "hang")
    assert c.game.hand.actions == list(SCRIPT[:14])
    # back over a step that waits (the dealer's answer) to the beg
    while step_key(w) != "kick":
        before = step_key(w)
        qtbot.mouseClick(w.learn.panel.back, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda b=before: step_key(w) != b)
    wait_step(qtbot, w, "kick")
    assert c.game.hand.actions == [] and c.game.score == [0, 2]  # the kick's two
    assert not w.learn.panel.back.isEnabled()


def test_back_from_the_summary_goes_back_into_the_hand(qtbot):
    w = lesson_window(qtbot, speed="instant")
    walk_to(qtbot, w, "score")
    assert w.summary.isVisible()
    w.learn.panel.next.click()
    wait_step(qtbot, w, "end")
    w.learn.panel.back.click()
    wait_step(qtbot, w, "score")
    assert w.summary.isVisible()
    w.learn.panel.back.click()
    wait_step(qtbot, w, "play_out")
    assert not w.summary.isVisible()
    assert w.learn.controller.game.hand.actions == list(SCRIPT[:18])


def test_skip_deals_a_normal_game(qtbot):
    w = lesson_window(qtbot, speed="fast")
    wait_step(qtbot, w, "kick")
    qtbot.mouseClick(w.learn.panel.skip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not None and w.learn.controller is None)
    assert not w.learn.panel.isVisible()
    assert w.controller.config.names == ("You", "Rhonda", "Partner", "Kerwin")
    # a real game: the cut, then the hands, with the hint back
    qtbot.waitUntil(lambda: w.controller.game.hand is not None, timeout=20000)
    qtbot.waitUntil(lambda: w.controller.human.pending is not None
                    or bool(w.controller.game.hand.actions), timeout=20000)
    assert w.act_learn.isEnabled()


def test_a_wrong_click_is_refused_with_a_word_of_why(qtbot):
    w = lesson_window(qtbot, speed="fast")
    c = w.learn.controller
    walk_to(qtbot, w, "kick")
    click_card(qtbot, w, parse_card("KC"))  # while a step waits to be read
    note = w.learn.panel.note
    qtbot.waitUntil(note.isVisible)
    assert "Next" in note.text() and c.game.hand.actions == []
    walk_to(qtbot, w, "beg")
    click_choice(qtbot, w, "stand")  # not what this step teaches
    qtbot.waitUntil(lambda: w.decision.isVisible() and "beg" in w.decision.buttons)
    assert note.isVisible() and "I beg" in note.text()
    assert c.game.hand.actions == []
    assert w.decision.buttons["beg"].property("hinted")
    click_choice(qtbot, w, "beg")
    walk_to(qtbot, w, "follow")
    assert not note.isVisible()  # a new step, a clean slate
    trump = parse_card("AH")  # legal (a trump may be played) but not this step's card
    click_card(qtbot, w, trump)
    qtbot.waitUntil(note.isVisible)
    assert "three of spades" in note.text()
    assert c.game.hand.actions == list(SCRIPT[:9])
    club = parse_card("KC")  # not even legal: the engine says why in the status line
    click_card(qtbot, w, club)
    qtbot.waitUntil(lambda: "spades" in w.status_label.text())
    assert c.game.hand.actions == list(SCRIPT[:9])
    assert "three of spades" in note.text()


def test_offered_at_the_first_start_only(qtbot, tmp_path):
    settings = AppSettings(tmp_path)
    store = HistoryStore(tmp_path / "data")
    w = make_window(qtbot, settings=settings, defer_start=True)
    w.games.begin(store, offer_lesson=True)
    assert w.decision.isVisible() and set(w.decision.buttons) == {"learn", "deal"}
    assert w.controller is None  # nothing dealt while the person chooses
    save_shot(w, tmp_path, "learn-offer")
    click_choice(qtbot, w, "learn")
    qtbot.waitUntil(lambda: w.learn.controller is not None)
    wait_step(qtbot, w, "kick")
    assert store.games() == []  # the lesson is no game of the history
    qtbot.mouseClick(w.learn.panel.skip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller is not None and w.learn.controller is None)
    qtbot.waitUntil(lambda: len(store.games()) == 1)
    w.close()
    # the next start: a game straight away
    again = make_window(qtbot, settings=AppSettings(tmp_path), defer_start=True)
    again.games.begin(None, offer_lesson=True)
    assert again.controller is not None and again.learn.controller is None
    assert "learn" not in again.decision.buttons or not again.decision.isVisible()


def test_at_the_offer_enter_or_1_deals_a_game(qtbot, tmp_path):
    """The default path stays a game: whoever presses Enter (or 1) at the first start's
    offer is dealt one; the lesson is the button beside it and in the Help menu."""
    for key in (Qt.Key.Key_Return, Qt.Key.Key_1):
        store = HistoryStore(tmp_path / f"data-{int(key)}")
        w = make_window(qtbot, settings=AppSettings(tmp_path / f"s-{int(key)}"),
                        defer_start=True)
        w.games.begin(store, offer_lesson=True)
        assert list(w.decision.buttons) == ["deal", "learn"]
        w.view.setFocus()
        qtbot.keyClick(w.view, key)
        qtbot.waitUntil(lambda w=w: w.controller is not None)
        assert w.learn.controller is None
        w.close()


def test_not_offered_while_a_game_waits_to_be_resumed(qtbot, tmp_path):
    store = HistoryStore(tmp_path / "data")
    first = make_window(qtbot, store=store)
    qtbot.waitUntil(lambda: first.controller is not None and first.controller.game_id is not None)
    first.close()  # the game stays unfinished
    settings = AppSettings(tmp_path)
    w = make_window(qtbot, settings=settings, defer_start=True)
    w.games.begin(store, offer_resume=store.games()[0], offer_lesson=True)
    assert set(w.decision.buttons) == {"resume", "new"}  # the game first, no lesson
    assert not settings.lesson_offered  # so it is still offered at a start without one


def test_learn_to_play_from_the_help_menu_asks_before_leaving_a_game(qtbot):
    w = make_window(qtbot, speed="instant")
    qtbot.waitUntil(lambda: w.controller is not None and w.controller.game.hand is not None,
                    timeout=20000)
    w.act_learn.trigger()
    qtbot.waitUntil(lambda: w.confirm_box is not None and w.confirm_box.isVisible())
    w.confirm_box.buttons()[0].click()  # abandon it
    qtbot.waitUntil(lambda: w.learn.controller is not None)
    wait_step(qtbot, w, "kick")
    assert not w.act_learn.isEnabled() and not w.act_hint.isEnabled()
    w.learn.panel.next.click()
    wait_step(qtbot, w, "beg")
    w.act_undo.trigger()  # Take Back in the lesson is its Back
    wait_step(qtbot, w, "kick")


def coach_texts(w) -> list[str]:
    p = w.learn.panel
    out = [p.counter.text(), p.title.text(), p.body.text(), p.note.text(), p.accessibleName()]
    return out + [t for b in (p.back, p.skip, p.next) if b.isVisible()
                  for t in (b.text(), b.toolTip())]


def test_every_text_of_the_lesson_is_translated(qtbot, shown):
    """With every source text bracketed by the translator, nothing the coach, the
    offer and the lesson's prompts say is left unbracketed (names and numbers aside)."""
    w = make_window(qtbot, speed="instant", defer_start=True, settings=None)
    w.learn.offer()
    seen = panel_texts(w)
    w.retranslate()  # a language change asks the offer again
    seen += panel_texts(w)
    assert set(w.decision.buttons) == {"learn", "deal"}
    click_choice(qtbot, w, "learn")
    for key in STEP_KEYS:
        walk_to(qtbot, w, key)
        seen += coach_texts(w) + panel_texts(w)
        if key == "follow":  # a refusal, in the coach's words and the engine's
            click_card(qtbot, w, parse_card("AH"))
            click_card(qtbot, w, parse_card("KC"))
            seen += coach_texts(w)
    w.retranslate()  # a language change says the step again
    seen += [*coach_texts(w), w.act_learn.text(), w.act_learn.toolTip()]
    assert w.learn.panel.title.text() == "[Ready to play]"
    assert_bracketed(seen + shown)


def test_the_coach_in_high_contrast(qtbot, tmp_path):
    from allfours_gui.app.settings import TableLook

    w = lesson_window(qtbot, speed="instant")
    walk_to(qtbot, w, "beg")
    w.set_look(TableLook(high_contrast=True))
    assert "#ffeb00" in w.learn.panel.styleSheet()  # the high-contrast marks
    click_choice(qtbot, w, "stand")
    qtbot.waitUntil(lambda: w.learn.panel.note.isVisible())
    save_shot(w, tmp_path, "learn-high-contrast-refused")


@pytest.mark.parametrize("language", ["en", "gd", "az", "af", "lo", "sq"])
def test_no_two_buttons_up_together_share_a_mnemonic(qtbot, qapp, language):
    """Alt and a letter presses one button: the offer's and the coach's letters differ
    from each other, from the prompt beside the coach and from the menu bar's (an
    ambiguous Alt+letter presses none)."""
    from PySide6.QtGui import QKeySequence

    from allfours_gui.app import i18n

    def letters(texts) -> list[int]:
        keys = [QKeySequence.mnemonic(t) for t in texts]
        return [k[0].key() for k in keys if k.count()]  # type: ignore[index]

    def apart(mine: list[int], others: list[int], where: str) -> None:
        assert len(mine) == len(set(mine)) and not set(mine) & set(others), (language, where)

    i18n.install(qapp, language)
    try:
        w = make_window(qtbot, speed="instant", defer_start=True)
        menus = letters(a.text() for a in w.menuBar().actions())
        w.learn.offer()
        apart(letters(b.text() for b in w.decision.buttons.values()), menus, "the offer")
        click_choice(qtbot, w, "learn")
        walk_to(qtbot, w, "beg")
        p = w.learn.panel
        prompt = letters(b.text() for b in w.decision.buttons.values())
        apart(letters([p.back.text(), p.skip.text(), p.next.text()]), menus + prompt, "beg")
        p.last = True
        p.set_button_texts()
        apart(letters([p.back.text(), p.skip.text(), p.next.text()]), menus, "the end")
    finally:
        i18n.install(qapp, "en")


def test_a_buttons_letter_wins_over_a_window_shortcut(qtbot, tmp_path):
    """L is Last Trick's shortcut and Learn to play's letter: with the offer's button in
    the keyboard's hands, a bare L takes the lesson (a window shortcut fired first)."""
    store = HistoryStore(tmp_path / "data")
    w = make_window(qtbot, settings=AppSettings(tmp_path), defer_start=True)
    w.games.begin(store, offer_lesson=True)
    button = w.decision.buttons["deal"]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.keyClick(button, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: w.controller is not None)
    assert w.learn.controller is not None


def covered_by_the_coach(w) -> list[str]:
    """What of the hands' cards and the prompt the coach panel lies over."""
    panel = w.learn.panel
    box = w.view.mapToScene(panel.geometry()).boundingRect()
    under = [f"seat {seat}: {w.scene.cards[c].card}" for seat, hand in enumerate(w.scene.hands)
             for c in hand if w.scene.cards[c].isVisible()
             and w.scene.cards[c].sceneBoundingRect().intersects(box)]
    if w.decision.isVisible() and w.decision.geometry().intersects(panel.geometry()):
        under.append("the prompt")
    return under


@pytest.mark.parametrize("size", [(1180, 800), (800, 600)])
def test_the_coach_never_covers_a_hand_or_the_prompt(qtbot, tmp_path, size):
    """Issue 33 item 9f: Partner's hand slid under the lesson's panel. At every
    step (and every turn of a step) no card of any hand, nor the prompt, is under it."""
    w = lesson_window(qtbot, speed="fast")
    w.resize(*size)
    c = w.learn.controller
    found: dict[str, list[str]] = {}

    def look(key: str) -> None:
        qtbot.wait(10)
        under = covered_by_the_coach(w)
        if under and key not in found:
            found[key] = under
            save_shot(w, tmp_path, f"learn-covered-{size[0]}-{key}")

    for key in STEP_KEYS:
        wait_step(qtbot, w, key)
        look(key)
        save_shot(w, tmp_path, f"learn-clear-{size[0]}-{key}")
        if STEPS[c.step].waits:
            if key == "end":
                break
            qtbot.mouseClick(w.learn.panel.next, Qt.MouseButton.LeftButton)
            continue
        while step_key(w) == key:
            qtbot.waitUntil(lambda k=key: at_rest_in(w, k) or step_key(w) != k, timeout=30000)
            if step_key(w) != key:
                break
            look(key)
            click_expected(qtbot, w, c)
    assert found == {}

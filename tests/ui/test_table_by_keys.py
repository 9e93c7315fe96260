"""The table as a blind player meets it (issue 34, items 2 and 3): every card of
your hand is reached by the arrows, a question can be left for the hand and
returned to, Tab reaches the score history, the focus comes back to your card
after a dialog; the question, the summary, the trumps and the score are objects
of the accessibility tree, the trick says who played each card, and Last Trick
is read out when it is opened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QTableView

from allfours_gui.engine.cards import SUIT_OF
from allfours_gui.ui.table import accessible
from allfours_gui.ui.table.accessible import InfoAccessible, TableAccessible, card_name
from allfours_gui.ui.table.table_events import TRUMPS_ARE
from allfours_gui.ui.wording import card_words

from .helpers import ScriptedPlayer, click_choice, make_window, play_out_hand, press, wait_prompt

KEY = Qt.Key
NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


@pytest.fixture(autouse=True)
def accessibility_on():
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.fixture
def events(monkeypatch) -> list[tuple[QAccessible.Event, str]]:
    """The accessibility events the table sends: (kind, the object's name then)."""
    sent: list[tuple[QAccessible.Event, str]] = []
    real = QAccessible.updateAccessibility

    def record(event) -> None:
        iface = event.accessibleInterface()
        sent.append((event.type(), iface.text(NAME) if iface is not None else ""))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return sent


def table_of(w) -> TableAccessible:
    iface = QAccessible.queryAccessibleInterface(w.view)
    assert isinstance(iface, TableAccessible)
    return iface


def at_rest(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=10000)
    qtbot.wait(20)  # the deferred accessibility events


def to_play(qtbot, w) -> None:
    """The person deals first (dealer 0): say how, then wait for the first card."""
    wait_prompt(qtbot, w, "method")
    click_choice(qtbot, w, "threes")
    wait_prompt(qtbot, w, "play", timeout=30000)


def focused_cards(w) -> list[str]:
    table = table_of(w)
    return [table.child(i).text(NAME) for i in range(table.childCount())
            if table.child(i).state().focused]


def test_the_arrows_reach_every_card_and_a_card_you_may_not_play_is_explained(qtbot, events):
    # dealer 0: the person plays last to the first tricks, and must follow suit
    w = make_window(qtbot, dealer=0, speed="fast")
    w.scene.time_scale = 0.2
    to_play(qtbot, w)
    found = False
    while not w.controller.game.hand.over and not found:
        qtbot.waitUntil(lambda: w.controller.game.hand.over
                        or w.controller.waiting_for_human == "play", timeout=20000)
        if w.controller.game.hand.over:
            break
        wait_prompt(qtbot, w, "play")
        at_rest(qtbot, w)
        hand = list(w.scene.hands[0])
        legal = {a.card for a in w.controller.view().legal}
        if legal == set(hand):
            press(qtbot, w, KEY.Key_Return)  # the ringed card, playable
            qtbot.waitUntil(lambda: w.controller.waiting_for_human != "play", timeout=10000)
            continue
        found = True
        w.view.setFocus()
        reached = []
        for _ in range(len(hand)):
            press(qtbot, w, KEY.Key_Right)
            at_rest(qtbot, w)
            reached.append(w.turns.focus_card)
            # the card the arrows reached is the one a screen reader is told of
            assert focused_cards(w) == [card_name(w.turns.focus_card)]
            assert (QAccessible.Event.Focus, card_name(w.turns.focus_card)) in events
        assert set(reached) == set(hand)  # unplayable cards too, each once round
        refused = next(c for c in hand if c not in legal)
        table = table_of(w)
        item = next(table.child(i) for i in range(table.childCount())
                    if table.child(i).text(NAME) == card_name(refused))
        assert item.text(DESCRIPTION) == "In your hand, not playable now"
        while w.turns.focus_card != refused:
            press(qtbot, w, KEY.Key_Left)
        press(qtbot, w, KEY.Key_Return)
        qtbot.waitUntil(lambda: w.status_label.text() != "", timeout=3000)
        assert w.controller.view().hand >> refused & 1  # not played: explained
        why = w.status_label.text().lower()
        assert any(word in why for word in ("follow", "trump", "suit")), why
    assert found


def test_escape_leaves_the_question_for_the_hand_and_tab_comes_back(qtbot):
    w = make_window(qtbot, dealer=3)  # first hand: your cards are face up at the question
    wait_prompt(qtbot, w, "stand")
    at_rest(qtbot, w)
    told: list[str] = []
    w.narrator.spoken.connect(told.append)
    assert isinstance(QApplication.focusWidget(), QPushButton)
    press(qtbot, w, KEY.Key_Escape)
    assert QApplication.focusWidget() is w.view and w.decision.isVisible()
    assert w.controller.waiting_for_human == "stand"  # nothing was decided
    hand = list(w.scene.hands[0])
    heard = []
    for _ in range(len(hand)):
        press(qtbot, w, KEY.Key_Right)
        at_rest(qtbot, w)
        heard += focused_cards(w)
    assert set(heard) == {card_name(c) for c in hand}
    press(qtbot, w, KEY.Key_Return)  # a card is no answer to the question
    assert w.controller.waiting_for_human == "stand"
    assert "Tab goes back" in w.status_label.text()
    qtbot.waitUntil(lambda: any("Tab goes back to the question" in t for t in told),
                    timeout=5000)
    press(qtbot, w, KEY.Key_Tab)
    assert QApplication.focusWidget() is w.decision.buttons["stand"]
    press(qtbot, w, KEY.Key_F6)  # F6 goes both ways
    assert QApplication.focusWidget() is w.view
    press(qtbot, w, KEY.Key_F6)
    assert QApplication.focusWidget() is w.decision.buttons["stand"]
    press(qtbot, w, KEY.Key_Right)
    press(qtbot, w, KEY.Key_Return)
    qtbot.waitUntil(lambda: w.controller.waiting_for_human != "stand", timeout=5000)
    assert w.controller.game.hand.actions[0].do == "beg"


def test_tab_reaches_the_score_history(qtbot):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    at_rest(qtbot, w)
    w.history_dock.show()
    w.view.setFocus()
    table = w.history_dock.findChild(QTableView, "score-history-table")
    assert table is not None
    # floating (as it first shows): its window takes the keys at the table
    press(qtbot, w, KEY.Key_Tab)
    assert table.window().focusWidget() is table
    # the dock keeps itself floating off the cards, so Escape is the way back
    QTest.keyClick(table, KEY.Key_Escape)
    qtbot.waitUntil(lambda: w.view.hasFocus() or QApplication.focusWidget() is w.view,
                    timeout=3000)


def test_the_focus_comes_back_to_your_card_after_a_dialog(qtbot, events):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    at_rest(qtbot, w)
    w.view.setFocus()
    press(qtbot, w, KEY.Key_Right)
    press(qtbot, w, KEY.Key_Right)
    at_rest(qtbot, w)
    card = w.turns.focus_card
    w.ask_settings()
    dialog = w.settings_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=3000)
    events.clear()
    dialog.reject()
    w.activateWindow()
    w.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
    qtbot.waitUntil(lambda: (QAccessible.Event.Focus, card_name(card)) in events, timeout=3000)
    assert w.turns.focus_card == card and focused_cards(w) == [card_name(card)]


def test_the_question_and_summary_are_in_the_tree_with_their_parent(qtbot):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    table = table_of(w)
    bar = QAccessible.queryAccessibleInterface(w.decision)
    assert bar.parent().object() is w.view
    index = table.indexOfChild(bar)
    assert index >= 0 and table.child(index).object() is w.decision
    assert "Stand with" in table.child(index).text(NAME)
    click_choice(qtbot, w, "stand")
    play_out_hand(qtbot, w)
    qtbot.waitUntil(w.summary.isVisible, timeout=20000)
    summary = QAccessible.queryAccessibleInterface(w.summary)
    index = table.indexOfChild(summary)
    assert index >= 0 and table.child(index).object() is w.summary
    texts = []
    stack = [summary]
    while stack:
        node = stack.pop()
        texts.append(node.text(NAME))
        stack += [node.child(i) for i in range(node.childCount())]
    assert any(w.summary.title.text() in t for t in texts if t)
    # the focused button carries the summary: a screen reader says its description
    focused = QApplication.focusWidget()
    assert focused in w.summary.findChildren(QPushButton)
    read = QAccessible.queryAccessibleInterface(focused).text(DESCRIPTION)
    score = w.controller.game.score
    assert "Points: " in read and f"Score: You & Partner {score[0]}" in read, read
    assert "<" not in read and "Trumps: " in read


def test_the_trumps_and_score_are_objects_that_signal_their_changes(qtbot, events):
    # you beg, the dealer runs the pack: the trumps change from the first kick's suit
    w = make_window(qtbot, dealer=3, players={3: ScriptedPlayer(decisions={"answer": "run"})})
    wait_prompt(qtbot, w, "stand")
    at_rest(qtbot, w)
    table = table_of(w)
    infos = [table.child(i) for i in range(table.childCount())
             if isinstance(table.child(i), InfoAccessible)]
    assert [i.role() for i in infos] == [QAccessible.Role.StaticText] * 2
    trumps, score = infos
    first = SUIT_OF[w.controller.game.hand.kicks[0]]
    assert trumps.text(NAME) == TRUMPS_ARE[first]
    assert score.text(NAME) == accessible.score_text(w.scene)
    click_choice(qtbot, w, "beg")
    wait_prompt(qtbot, w, "play")
    at_rest(qtbot, w)
    now = w.controller.game.hand.trump
    assert now != first and trumps.text(NAME) == TRUMPS_ARE[now]
    assert (QAccessible.Event.NameChanged, TRUMPS_ARE[now]) in events
    # the dealer ran the pack: no point to you, the score object still says 0
    play_out_hand(qtbot, w)
    qtbot.waitUntil(w.summary.isVisible, timeout=20000)
    at_rest(qtbot, w)
    final = score.text(NAME)
    assert final == accessible.score_text(w.scene) and final.count("0") < 2
    assert (QAccessible.Event.NameChanged, final) in events


def test_the_trick_says_who_played_each_card_and_who_led_and_last_trick_is_read(qtbot):
    w = make_window(qtbot, dealer=0)  # Rhonda is first hand and leads
    to_play(qtbot, w)
    at_rest(qtbot, w)
    table = table_of(w)
    names = w.names_shown()
    trick = w.controller.game.hand.trick
    assert [s for s, _ in trick] == [1, 2, 3]
    described = {table.child(i).text(NAME): table.child(i).text(DESCRIPTION)
                 for i in range(table.childCount())}
    assert described[card_name(trick[0][1])] == f"In the trick: {names[1]} led it"
    assert described[card_name(trick[1][1])] == f"In the trick: played by {names[2]}"
    assert described[card_name(trick[2][1])] == f"In the trick: played by {names[3]}"
    played = [(s, c) for s, c in trick]
    press_card = w.scene.hands[0].index(next(a.card for a in w.controller.view().legal))
    qtbot.keyClick(w.view, KEY.Key_1 + press_card)
    qtbot.waitUntil(lambda: len(w.controller.game.hand.tricks) == 1, timeout=10000)
    played.append(w.controller.game.hand.tricks[0][0][-1])
    told: list[str] = []
    w.narrator.spoken.connect(told.append)
    w.narrator.free_at = 0.0
    qtbot.keyClick(w.view, KEY.Key_L)
    qtbot.waitUntil(lambda: any("Trick 1:" in t for t in told), timeout=5000)
    line = next(t for t in told if "Trick 1:" in t)
    at = [line.index(f"{names[s]}, {card_words(c)}") for s, c in played]
    assert at == sorted(at)  # in the order played

"""A screen reader's view of the app (Qt's accessibility tree): every interactive
element has a name, the table lists the cards a person may see ("Jack of hearts",
"In your hand, playable") and never names a card they may not see."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from allfours_gui.ui.table.accessible import TableAccessible, card_name

from .helpers import ScriptedPlayer, click_choice, make_window, play_out_hand, wait_prompt

Role = QAccessible.Role
INTERACTIVE = {Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.MenuItem,
               Role.ListItem, Role.SpinBox, Role.EditableText, Role.PageTab, Role.ButtonMenu,
               Role.ButtonDropDown, Role.Slider, Role.Link, Role.Cell}
NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


@pytest.fixture(autouse=True)
def accessibility_on():
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def walk(iface: QAccessibleInterface, depth: int = 0) -> Iterator[QAccessibleInterface]:
    yield iface
    if depth > 40:
        return
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            yield from walk(child, depth + 1)


def unnamed(widget: QWidget) -> list[str]:
    """Interactive, visible elements under ``widget`` with no accessible name."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    out = []
    for iface in walk(root):
        if iface.role() in INTERACTIVE and not iface.state().invisible \
                and not iface.text(NAME).strip():
            obj = iface.object()
            out.append(f"{iface.role().name} {obj.objectName() if obj else ''!s} "
                       f"{type(obj).__name__ if obj else ''}")
    return out


def table_of(w) -> TableAccessible:
    iface = QAccessible.queryAccessibleInterface(w.view)
    assert isinstance(iface, TableAccessible)
    return iface


def test_the_table_lists_the_cards_you_see_and_hides_the_rest(qtbot):
    w = make_window(qtbot, dealer=3)  # you are first hand: you look at your cards at once
    wait_prompt(qtbot, w, "stand")
    assert unnamed(w) == []
    table = table_of(w)
    assert table.text(NAME) == "Card table" and "Trumps:" in table.text(DESCRIPTION)
    cards = [table.child(i) for i in range(table.childCount())]
    mine = w.controller.game.hand.hands[0]
    names = {c.text(NAME) for c in cards if c.text(DESCRIPTION).startswith("In your hand")}
    assert names == {card_name(c) for c in range(52) if mine >> c & 1}
    assert any(c.text(DESCRIPTION) == "The kick" for c in cards)
    # the stand prompt is read as its question, its buttons by name and what they do
    bar = QAccessible.queryAccessibleInterface(w.decision)
    assert "Stand with" in bar.text(NAME)
    stand = QAccessible.queryAccessibleInterface(w.decision.buttons["stand"])
    assert stand.text(NAME).replace("&", "") == "Stand"
    assert stand.text(DESCRIPTION) == "Play with this trump"


class ThinkingFirstHand(ScriptedPlayer):
    """Stands only once told to: the table rests at the beg for as long as a test
    needs (an instant stand left a loaded machine no moment to look)."""

    def __init__(self, go: threading.Event) -> None:
        super().__init__()
        self.go = go

    def choose(self, view, cancel=None):
        if view.phase == "stand":
            self.go.wait(20)
        return super().choose(view, cancel)


def test_a_card_you_may_not_see_is_only_a_face_down_card(qtbot):
    go = threading.Event()
    # partner deals, the first hand decides: yours stay down until it is settled
    w = make_window(qtbot, dealer=2, players={s: ThinkingFirstHand(go) for s in (1, 2, 3)})
    try:
        qtbot.waitUntil(lambda: w.controller.game.hand is not None and not w.scene.busy
                        and w.controller.game.hand.phase == "stand", timeout=15000)
        table = table_of(w)
        mine = [table.child(i) for i in range(table.childCount())
                if table.child(i).text(DESCRIPTION).startswith("In your hand")]
        assert mine and {c.text(NAME) for c in mine} == {"A face-down card"}
    finally:
        go.set()


def test_your_playable_cards_are_said_and_the_keys_move_the_focus(qtbot):
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    wait_prompt(qtbot, w, "play")
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=5000)
    table = table_of(w)
    legal = {a.card for a in w.controller.view().legal}
    for i in range(table.childCount()):
        card = table.child(i)
        if card.text(DESCRIPTION).startswith("In your hand"):
            playable = card.text(DESCRIPTION) == "In your hand, playable"
            assert playable == any(card.text(NAME) == card_name(c) for c in legal)
    focused = [table.child(i) for i in range(table.childCount())
               if table.child(i).state().focused]
    assert len(focused) == 1
    if len(legal) > 1:
        before = focused[0].text(NAME)
        w.view.setFocus()
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: not w.scene.busy, timeout=5000)
        now = [table.child(i) for i in range(table.childCount())
               if table.child(i).state().focused]
        assert len(now) == 1 and now[0].text(NAME) != before


def test_every_dialog_names_its_controls(qtbot):
    w = make_window(qtbot)
    wait_prompt(qtbot, w, "stand")
    w.games.ask_new_game()
    assert unnamed(w.new_game_dialog) == []
    w.new_game_dialog.reject()
    w.ask_settings()
    assert unnamed(w.settings_dialog) == []
    w.settings_dialog.reject()
    w.network.ask_host_table()
    assert unnamed(w.host_dialog) == []
    w.host_dialog.reject()
    w.network.table_finder = lambda _seconds: []
    w.network.ask_join_table()
    assert unnamed(w.join_dialog) == []
    w.join_dialog.reject()
    w.show_rules()
    assert unnamed(w.rules_window) == []


def test_the_summary_review_history_and_statistics_name_their_controls(qtbot, tmp_path):
    from allfours_gui.history.store import HistoryStore


    w = make_window(qtbot, dealer=3, store=HistoryStore(tmp_path / "data"))
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    play_out_hand(qtbot, w, timeout=15000)
    assert unnamed(w) == []
    assert QAccessible.queryAccessibleInterface(w.summary).text(NAME) == \
        w.summary.title.text()
    w.past.review_hand_number(1)
    qtbot.addWidget(w.review_window)
    assert unnamed(w.review_window) == []
    w.past.show_history()
    qtbot.addWidget(w.history_window)
    qtbot.waitUntil(lambda: not w.history_window.loading, timeout=20000)
    assert unnamed(w.history_window) == []
    w.past.show_statistics()
    qtbot.addWidget(w.statistics_window)
    qtbot.waitUntil(lambda: not w.statistics_window.loading, timeout=20000)
    assert unnamed(w.statistics_window) == []


def test_the_coach_names_its_controls(qtbot, tmp_path):
    """The coach's panel in a finished hand's review (analysed), its marks and
    chart, and the game's summary in Game History."""
    from allfours_gui.history.store import HistoryStore
    from allfours_gui.ui.history.history_window import HistoryWindow
    from allfours_gui.ui.history.review import HandReviewWindow

    from .test_coach import finished_game

    store = HistoryStore(tmp_path)
    finished_game(store)
    store.close()
    reviews = []

    def open_hand(record, names, title, coach=None):
        reviews.append(HandReviewWindow(record, names, title, coach=coach))

    history = HistoryWindow(tmp_path, open_hand, coach_seconds=0.01)
    qtbot.addWidget(history)
    history.show()
    qtbot.waitUntil(lambda: history.hands.count() == 2, timeout=20000)
    qtbot.waitUntil(lambda: history.game_coach.job is None, timeout=20000)
    assert history.game_coach.isVisible() and unnamed(history) == []
    history.hands.itemActivated.emit(history.hands.item(0))
    review = reviews[0]
    qtbot.addWidget(review)
    review.show()
    review.resize(1280, 780)
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=20000)
    qtbot.mouseClick(review.coach.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: review.coach.job is None, timeout=60000)
    assert review.coach.result is not None and review.coach.decisions.count() > 0
    assert unnamed(review) == []
    chart = QAccessible.queryAccessibleInterface(review.coach.chart)
    assert chart.text(NAME) == "Win chance over the hand"
    assert "step" in chart.text(DESCRIPTION)

"""No peeking: a hand still in progress is reviewed only as the person saw it.

The review of a hand in progress (from the score history or the game history)
may show the person's own cards (once they may look), the kicks, the cards
played and the exposed cards: never another seat's hand or the pack, in the
table or in the words under it, and the record (which holds the whole deck)
cannot be exported until the hand is over. The score history and the
statistics likewise tell nothing about a hand in progress beyond what was
played and scored in the open.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from allfours_gui.engine import Action, HandState, Rules, hand_from_record
from allfours_gui.engine.cards import card_name, card_str, cards_of
from allfours_gui.engine.game import Game
from allfours_gui.engine.hand import ANSWER, PLAY, STAND
from allfours_gui.engine.position import deal_kicks
from allfours_gui.engine.record import replay
from allfours_gui.history.statistics import compute
from allfours_gui.history.store import HistoryStore
from allfours_gui.ui.history.history_window import HistoryWindow, statistics_html
from allfours_gui.ui.history.review import HandReviewWindow
from allfours_gui.ui.history.score_history import COLUMNS, ScoreHistoryModel, ScoreHistoryPanel
from allfours_gui.ui.table.card_art import CardArt
from allfours_gui.ui.table.table_scene import card_label
from tests.examples import examples
from tests.history.test_store import play_and_save
from tests.live_hands import random_hand

NAMES = ["You", "Rhonda", "Partner", "Kerwin"]
ME = 0


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()  # one set of faces for every window here


# ------------------------------------------------------------------ what I know
def known_mask(hand: HandState, seat: int = ME) -> int:
    """Every card ``seat`` may know now: its own hand (once it may look), every
    kick turned, every card played this deal, every exposed card."""
    view = hand.view_for(seat)
    known = view.hand | view.played
    for k in hand.kicks:
        known |= 1 << k
    for m in hand.exposed:
        known |= m
    return known


def hidden_cards(hand: HandState, seat: int = ME) -> list[int]:
    known = known_mask(hand, seat)
    return [c for c in range(52) if not known >> c & 1]


def names_a_card(text: str, card: int) -> bool:
    return (card_name(card) in text or card_label(card) in text
            or re.search(rf"\b{card_str(card)}\b", text) is not None)


def face_up(window: HandReviewWindow) -> set[int]:
    scene = window.scene
    assert scene is not None
    return {c for c, item in scene.cards.items() if item.isVisible() and item.face_up}


def step_states(record: dict[str, Any]) -> Iterator[HandState]:
    """The hand after the deal and after each action, replayed here (not by the window)."""
    for hand, _ in replay(record):
        yield hand.clone()


def check_live_review(window: HandReviewWindow, record: dict[str, Any], me: int = ME) -> int:
    """Step through every action; at each, only what seat ``me`` knew then shows.
    Returns how many cards were face up at the last step."""
    assert window.live and window.viewer == me
    assert window.scene is not None and not window.scene.review
    button = window.export_button
    assert not button.isEnabled()
    assert "Export is available once the hand is over" in button.toolTip()
    assert window.live_note.isVisibleTo(window)
    states = list(step_states(record))
    assert window.slider.maximum() == len(states) - 1 == len(record["actions"])
    shown = 0
    for i, hand in enumerate(states):
        window.slider.setValue(i)
        assert window.slider.value() == i
        scene = window.scene
        assert scene is not None
        known = known_mask(hand, me)
        up = face_up(window)
        leaks = sorted(card_str(c) for c in up if not known >> c & 1)
        assert not leaks, f"step {i}: face up but not known to seat {me}: {leaks}"
        mine = scene.hands[me]
        assert sorted(mine) == sorted(c for c in range(52) if hand.hands[me] >> c & 1)
        visible = hand.view_for(me).hand_visible
        if visible:
            assert set(mine) <= up, f"step {i}: your own cards should be face up"
        else:
            assert not set(mine) & up, f"step {i}: you may not look at your cards yet"
        # and what is in the open is face up: the kicks of this deal, the trick
        # (or the one just won), the exposed cards
        trick = hand.trick or (hand.tricks[-1][0] if hand.tricks else ())
        in_the_open = set(deal_kicks(hand.view_for(me))) | {c for _, c in trick}
        in_the_open |= {c for m in hand.exposed for c in range(52) if m >> c & 1}
        if visible:
            in_the_open |= set(mine)
        assert up == in_the_open, f"step {i}"
        # face-down hands lie in the order dealt, so an exposed card's place
        # among them tells nothing of the rest
        dealt_at = {c: k for k, c in enumerate(hand.deck)}
        for seat in range(hand.n):
            if seat == me:
                continue
            laid = scene.hands[seat]
            assert laid == sorted(laid, key=dealt_at.__getitem__)
            xs = [scene.cards[c].pos() for c in laid]
            spots = [scene.layout.hand_spot(seat, k, len(laid)) for k in range(len(laid))]
            assert all(abs(p.x() - s[0]) < 0.5 and abs(p.y() - s[1]) < 0.5
                       for p, s in zip(xs, spots, strict=True))
        text = window.caption.text()
        named = [card_str(c) for c in hidden_cards(hand, me) if names_a_card(text, c)]
        assert not named, f"step {i}: the caption names unknown cards {named}: {text!r}"
        assert not any(names_a_card(window.windowTitle(), c) for c in range(52))
        shown = len(up)
    return shown


def open_review(qtbot, record: dict[str, Any], art: CardArt,
                viewer: int | None = ME) -> HandReviewWindow:
    rules = Rules.from_json(record["rules"])
    window = HandReviewWindow(record, NAMES[:rules.players], "Hand 1", art, viewer=viewer)
    qtbot.addWidget(window)
    window.show()
    return window


# ------------------------------------------------------------- live hands
def dealt(dealer: int, seed: int, rules: Rules | None = None) -> HandState:
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    hand = HandState(rules or Rules(), dealer, "threes", [3, 5], deck,
                     rng=random.Random(seed + 1))
    hand.start()
    return hand


def first_live(make: Callable[[int], HandState | None]) -> HandState:
    """The first seed's hand that is still in progress and what the test wants."""
    for seed in range(2000):
        hand = make(seed)
        if hand is not None and not hand.over:
            return hand
    raise LookupError("no seed gives such a hand")


def standing(dealer: int) -> Callable[[int], HandState | None]:
    def make(seed: int) -> HandState | None:
        hand = dealt(dealer, seed)
        return hand if hand.phase == STAND else None
    return make


def begged(seed: int) -> HandState | None:
    hand = dealt(2, seed)  # first hand is seat 3: you may not look until the dealer answers
    if hand.phase != STAND:
        return None
    hand.apply(Action(3, "beg"))
    return hand if hand.phase == ANSWER else None


def playing_with_exposures(seed: int) -> HandState | None:
    """Given one, then some tricks with cards exposed, one of them called."""
    hand = begged(seed)
    if hand is None or Action(2, "give") not in hand.legal_actions():
        return None
    hand.apply(Action(2, "give"))
    rng = random.Random(seed)
    called = False
    while len(hand.tricks) < 3 and not hand.over:
        others = [s for s in range(4) if s not in (hand.turn, ME)]
        other = rng.choice(others)
        free = [c for c in range(52) if (hand.hands[other] & ~hand.exposed[other]) >> c & 1]
        if free and rng.random() < 0.3:
            hand.apply(Action(other, "expose", rng.choice(free)))
        calls = hand.call_options((hand.turn + 1) % 4)
        if calls and not called:
            hand.apply(calls[0])
            called = True
        hand.apply(rng.choice(hand.legal_actions()))
    if not hand.over:
        hand.apply(hand.legal_actions()[0])  # a trick under way
    still_exposed = any(hand.exposed[1:])
    ok = hand.phase == PLAY and bool(hand.trick) and called and still_exposed
    return hand if ok else None


def ran_the_pack(seed: int) -> HandState | None:
    hand = begged(seed)
    if hand is None:
        return None
    hand.apply(Action(2, "run"))
    if hand.phase != PLAY or len(hand.kicks) < 3:  # the pack ran at least twice
        return None
    hand.apply(hand.legal_actions()[0])
    return hand


def dealt_again(seed: int) -> HandState | None:
    """The pack ran out: a new deal, and you may not look at the new cards yet."""
    hand = begged(seed)
    if hand is None:
        return None
    hand.apply(Action(2, "run"))
    return hand if len(hand.decks) > 1 and hand.phase == STAND else None


LIVE_HANDS: dict[str, Callable[[], HandState]] = {
    "stand, you may not look": lambda: first_live(standing(2)),
    "stand, you are first hand": lambda: first_live(standing(3)),
    "stand, you dealt": lambda: first_live(standing(0)),
    "answer after a beg": lambda: first_live(begged),
    "mid-play with exposed and called cards": lambda: first_live(playing_with_exposures),
    "after runs of the pack": lambda: first_live(ran_the_pack),
    "after the pack ran out": lambda: first_live(dealt_again),
}


@pytest.mark.parametrize("phase", list(LIVE_HANDS))
def test_a_live_hand_shows_only_what_you_knew_at_each_step(qtbot, art, phase):
    hand = LIVE_HANDS[phase]()
    record = hand.record()
    window = open_review(qtbot, record, art)
    up = check_live_review(window, record)
    assert up >= 1  # at least the kick
    if phase.startswith("mid-play"):
        assert up >= 4  # your hand, the kick, the trick, the exposed cards
    if phase == "after runs of the pack":
        assert "runs the pack" in window.describe(len(record["actions"]) - 1)
        assert "The kick is" in window.describe(len(record["actions"]) - 1)
    if phase == "after the pack ran out":
        assert "dealt again" in window.caption.text()
        assert not set(window.scene.hands[ME]) & face_up(window)


@settings(max_examples=examples(12), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**9), steps=st.integers(0, 40))
def test_random_live_hands_never_show_a_hidden_card(qtbot, art, seed, steps):
    hand = random_hand(random.Random(seed), steps, expose=0.15, call=0.5)
    record = hand.record()
    window = open_review(qtbot, record, art)
    check_live_review(window, record)
    window.close()


def test_export_of_a_live_hand_is_refused(qtbot, art, tmp_path, monkeypatch):
    asked: list[object] = []
    monkeypatch.setattr("allfours_gui.ui.history.review.QFileDialog.getSaveFileName",
                        lambda *args: asked.append(args) or ("", ""))
    record = first_live(playing_with_exposures).record()
    window = open_review(qtbot, record, art)
    qtbot.mouseClick(window.export_button, Qt.MouseButton.LeftButton)  # disabled: nothing
    window.export_dialog()  # even called directly, no file dialog: it says why
    assert not asked and "once the hand is over" in window.caption.text()
    path = tmp_path / "hand.json"
    with pytest.raises(PermissionError, match="once the hand is over"):
        window.export_to(path)
    assert not path.exists()


def finished_record() -> dict[str, Any]:
    rng = random.Random(5)
    for seed in range(200):
        hand = dealt(3, seed)
        while not hand.over:
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.game_totals is not None:  # played out to the last trick
            return hand.record()
    raise LookupError


@pytest.mark.parametrize("viewer", [None, ME])
def test_a_finished_hand_shows_every_hand_and_exports(qtbot, art, tmp_path, viewer):
    record = finished_record()
    window = open_review(qtbot, record, art, viewer=viewer)
    assert not window.live and window.scene.review
    assert window.export_button.isEnabled() and not window.live_note.isVisibleTo(window)
    dealt_cards = {c for s in range(4) for c in window.scene.hands[s]}
    assert len(dealt_cards) == 24 and dealt_cards <= face_up(window)
    window.export_to(tmp_path / "hand.json")
    assert json.loads((tmp_path / "hand.json").read_text()) == record


def test_importing_into_a_live_review_shows_the_imported_hand_whole(qtbot, art, tmp_path):
    live = first_live(begged).record()
    window = open_review(qtbot, live, art)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "allfours-hand/1", "deck": []}')
    assert window.import_from(bad) is not None
    assert window.live and window.record == live and not window.export_button.isEnabled()
    done = finished_record()
    path = tmp_path / "done.json"
    path.write_text(json.dumps(done))
    with qtbot.waitSignal(window.imported):
        assert window.import_from(path) is None
    assert not window.live and window.record == done and window.export_button.isEnabled()
    assert {c for s in range(4) for c in window.scene.hands[s]} <= face_up(window)


# ------------------------------------------------------------- game history
def stored_game(tmp_path, abandon: bool) -> tuple[HistoryStore, Game]:
    """A stored game with at least one finished hand and one in progress."""
    store = HistoryStore(tmp_path)
    game = play_and_save(store, 9, stop_after=50)
    hands = store.hands(store.games()[0].id)
    assert len(hands) >= 2 and hands[0].outcome is not None and hands[-1].outcome is None
    assert hands[-1].record["actions"]
    if abandon:
        store.abandon(store.games()[0].id)
    return store, game


@pytest.mark.parametrize("abandon", [False, True])
def test_history_opens_a_hand_in_progress_as_you_saw_it(qtbot, art, tmp_path, abandon):
    store, game = stored_game(tmp_path, abandon)
    opened: list[tuple[dict[str, Any], list[str], str]] = []
    w = HistoryWindow(store, lambda *args: opened.append(args), art=art)
    qtbot.addWidget(w)
    w.show()
    assert w.hands.count() == game.hand_number
    last = w.hands.item(w.hands.count() - 1)
    assert "in progress" in last.text()
    w.hands.scrollToItem(last)
    spot = w.hands.visualItemRect(last).center()
    # QTest's double-click alone is no double-click to Qt 6: a click comes first
    qtbot.mouseClick(w.hands.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    qtbot.mouseDClick(w.hands.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert not opened  # the whole record never leaves for the ordinary review
    review = w.review_window
    assert isinstance(review, HandReviewWindow) and "in progress" in review.windowTitle()
    qtbot.addWidget(review)
    record = store.hands(store.games()[0].id)[-1].record
    assert review.record == record
    check_live_review(review, record)
    # a finished hand of the same game goes to the ordinary review, whole
    first = w.hands.item(0)
    w.hands.itemActivated.emit(first)
    assert len(opened) == 1 and opened[0][0]["actions"] == game.records[0]["actions"]


def test_history_reviews_a_hand_in_progress_from_the_persons_own_seat(qtbot, art, tmp_path):
    """The stored levels say where the person sat; the review is that seat's view."""
    store = HistoryStore(tmp_path)
    gid = store.new_game(Rules().to_json(), NAMES, ["easy", "easy", "human", "easy"])
    hand = first_live(playing_with_exposures)
    store.save_hand(gid, 1, hand.record(), None)
    w = HistoryWindow(store, lambda *args: pytest.fail("a live hand went to the full review"),
                      art=art)
    qtbot.addWidget(w)
    w.hands.itemActivated.emit(w.hands.item(0))
    review = w.review_window
    assert isinstance(review, HandReviewWindow)
    qtbot.addWidget(review)
    check_live_review(review, hand.record(), me=2)


# ------------------------------------------------------------- score history
def test_score_history_tells_nothing_of_the_hand_in_progress(qtbot):
    model = ScoreHistoryModel(NAMES, ["Us", "Them"])
    panel = ScoreHistoryPanel(model)
    qtbot.addWidget(panel)
    lives = [f() for f in LIVE_HANDS.values()]
    finished = [hand_from_record(finished_record())]
    for live in lives:
        panel.update_from([*finished, live], 14)
        assert model.rowCount() == 2
        row = 1
        hidden = hidden_cards(live)
        for col in range(len(COLUMNS)):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                text = str(model.data(model.index(row, col), role) or "")
                assert not [card_str(c) for c in hidden if names_a_card(text, c)], (
                    COLUMNS[col], text)
            if COLUMNS[col] in ("High", "Low", "Jack", "Game"):
                assert model.data(model.index(row, col)) == ""
                assert model.data(model.index(row, col), Qt.ItemDataRole.ForegroundRole) is None
        # the chart climbs with finished hands only
        assert panel.chart.series == [(0, 0), *((h.score[0], h.score[1]) for h in finished)]
    # a finished hand's row does say who held High
    assert model.data(model.index(0, COLUMNS.index("High")))


@settings(max_examples=examples(25), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**9), steps=st.integers(0, 40))
def test_score_history_of_random_live_hands(qtbot, seed, steps):
    live = random_hand(random.Random(seed), steps, expose=0.15, call=0.5)
    model = ScoreHistoryModel(NAMES[:live.n], ["Us", "Them"])
    model.set_hands([live])
    hidden = hidden_cards(live)
    for col in range(len(COLUMNS)):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            text = str(model.data(model.index(0, col), role) or "")
            assert not [card_str(c) for c in hidden if names_a_card(text, c)]


def test_statistics_count_only_finished_hands(tmp_path):
    """Playing on in the hand in progress changes no statistic: only finished
    hands count."""
    seen = []
    for k, stop in enumerate((41, 56)):  # both stop inside the second hand
        store = HistoryStore(tmp_path / str(k))
        play_and_save(store, 9, stop_after=stop)
        hands = store.hands(store.games()[0].id)
        assert len(hands) == 2 and hands[0].outcome and hands[1].outcome is None
        stats = compute(store)
        assert stats.hands_played == 1
        seen.append((len(hands[1].record["actions"]), stats, statistics_html(store)))
        store.close()
    (early, stats0, html0), (later, stats1, html1) = seen
    assert early < later and stats0 == stats1 and html0 == html1


# --------------------------------------------------- through the main window
def test_every_window_of_the_app_over_a_live_hand_shows_only_what_you_know(qtbot, tmp_path):
    """Mid-hand in a real window: the table, the score history (and its
    double-click review), the game history, statistics and the hint never
    show a card you may not know."""
    from .helpers import click_card, make_window, wait_prompt

    store = HistoryStore(tmp_path)
    w = make_window(qtbot, dealer=3, store=store)
    wait_prompt(qtbot, w, "stand")
    hand = w.controller.game.hand
    assert not any(w.scene.cards[c].face_up for c in hidden_cards(hand))
    w.decision.press_default()  # stand
    wait_prompt(qtbot, w, "play")
    click_card(qtbot, w, w.controller.game.hand.view_for(ME).legal[0].card)
    wait_prompt(qtbot, w, "play")
    hand = w.controller.game.hand
    assert not hand.over
    table_up = {c for c, item in w.scene.cards.items() if item.isVisible() and item.face_up}
    assert not table_up & set(hidden_cards(hand)), "the table shows a hidden card"
    # score history: the live hand's row, double-clicked, opens your view only
    w.history_dock.setVisible(True)
    panel = w.past.history_panel
    model = panel.table.model()
    rows = model.rowCount()
    assert rows == 1
    for col in range(model.columnCount()):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            text = str(model.data(model.index(0, col), role) or "")
            assert not any(names_a_card(text, c) for c in hidden_cards(hand)), text
    w.past.review_hand_number(1)
    review = w.review_window
    qtbot.addWidget(review)
    check_live_review(review, hand.record())
    # game history: the same hand, opened from the list, your view only
    w.past.show_history()
    history = w.history_window
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.loading, timeout=20000)  # read by a worker
    history.games.setCurrentRow(0)
    qtbot.waitUntil(lambda: not history.loading and history.hands.count() > 0, timeout=20000)
    history._hand_chosen(history.hands.item(0))
    check_live_review(history.review_window, hand.record())
    # statistics know nothing of a hand not yet over
    w.past.show_statistics()
    qtbot.addWidget(w.statistics_window)
    # the hint names only your own cards
    w.turns.ask_hint()
    qtbot.waitUntil(lambda: w.status_label.text().startswith(("Play", "No hint")),
                    timeout=20000)
    text = w.status_label.text()
    assert not any(names_a_card(text, c) for c in hidden_cards(hand)
                   if c not in cards_of(hand.hands[ME])), text

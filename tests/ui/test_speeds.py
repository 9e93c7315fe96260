"""Whole hands at the speeds people play (Normal, Fast), by real clicks and keys,
with the interruptions people make: take back, resize, speed changes, new game.

Durations are shortened by the scene's test time scale but never zero, so
every card really animates and every gate really waits."""

from __future__ import annotations

import random
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt, QTimer

from allfours_gui.engine import Action
from tests.examples import examples

from .helpers import ScriptedPlayer, click_card, make_window, save_shot, wait_prompt
from .table_check import settled, table_problems

TIME_SCALE = 0.12


def legal_cards(w) -> list[int]:
    return [a.card for a in w.controller.game.hand.view_for(0).legal]


def table_at_rest(qtbot, w, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: settled(w), timeout=timeout)
    assert table_problems(w) == []
    assert w.scene.errors == []


def key_for(w, card: int) -> Qt.Key:
    return Qt.Key(Qt.Key.Key_1 + w.scene.hands[0].index(card))


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_two_hands_by_clicks_and_keys(qtbot, tmp_path, speed):
    w = make_window(qtbot, dealer=3, speed=speed)  # you are first hand
    w.scene.time_scale = TIME_SCALE
    # the status bar names whoever the table marks, never a seat ahead of it
    mismatches: list[tuple[str, int]] = []

    def compare() -> None:
        text, marked = w.turn_label.text(), w.scene.turn
        if text and not (marked == 0 if text.startswith("Your") else
                         marked >= 0 and text.startswith(w.config.names[marked])):
            mismatches.append((text, marked))
    watch = QTimer(w)
    watch.timeout.connect(compare)
    watch.start(5)
    for number in (1, 2):
        qtbot.waitUntil(lambda n=number: w.controller.game.hand_number == n
                        and w.controller.waiting_for_human in ("stand", "answer", "play"),
                        timeout=20000)
        turn = 0
        while True:
            qtbot.waitUntil(lambda: w.controller.game.hand.over or (
                w.controller.waiting_for_human is not None and not w.scene.busy),
                timeout=20000)
            if w.controller.game.hand.over:
                break
            table_at_rest(qtbot, w)
            kind = w.controller.waiting_for_human
            assert w.turn_label.text() in ("Your turn", "Your decision")
            assert w.scene.plates[0].on_turn
            if kind in ("stand", "answer"):
                qtbot.keyClick(w.view, Qt.Key.Key_Return)  # the first button: stand / give
                qtbot.waitUntil(lambda k=kind: w.controller.waiting_for_human != k)
                continue
            card = legal_cards(w)[turn % len(legal_cards(w))]
            if turn % 3 == 0:
                click_card(qtbot, w, card)
            elif turn % 3 == 1:
                qtbot.keyClick(w.view, key_for(w, card))
            else:  # arrows to the card (over every card of the hand), then Enter
                hand = w.scene.hands[0]
                for _ in range(len(hand)):
                    if w.turns.focus_card == card:
                        break
                    qtbot.keyClick(w.view, Qt.Key.Key_Right)
                assert w.turns.focus_card == card
                qtbot.keyClick(w.view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda c=card: not w.controller.game.hand.hands[0] >> c & 1)
            turn += 1
        qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=20000)
        table_at_rest(qtbot, w)
        assert w.turn_label.text() == ""
        if number == 1:
            save_shot(w, tmp_path, f"summary-at-{speed}")
            qtbot.keyClick(w.view, Qt.Key.Key_Return)  # Next hand
    assert len(w.controller.game.records) == 2
    watch.stop()
    assert sorted(set(mismatches)) == []


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_take_back_resize_and_speed_change_while_cards_fly(qtbot, speed):
    w = make_window(qtbot, dealer=3, speed=speed)
    w.scene.time_scale = 0.5  # slow enough to interrupt mid-flight
    wait_prompt(qtbot, w, "stand")
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    wait_prompt(qtbot, w, "play")
    first = legal_cards(w)[0]
    click_card(qtbot, w, first)
    assert w.scene.busy  # the card is on its way
    w.games.take_back()  # mid-flight
    wait_prompt(qtbot, w, "play")
    table_at_rest(qtbot, w)
    assert w.controller.game.hand.hands[0] >> first & 1
    click_card(qtbot, w, first)
    assert w.scene.busy
    w.resize(900, 640)  # mid-flight
    table_at_rest(qtbot, w)
    wait_prompt(qtbot, w, "play")
    table_at_rest(qtbot, w)
    click_card(qtbot, w, legal_cards(w)[0])
    assert w.scene.busy
    w.set_speed("instant")  # what flies lands
    assert not any(item.moving for item in w.scene.cards.values())
    w.set_speed(speed)
    wait_prompt(qtbot, w, "play")
    table_at_rest(qtbot, w)
    w.history_dock.setVisible(True)  # the score history opens mid-hand
    click_card(qtbot, w, legal_cards(w)[0])
    w.resize(1180, 800)
    wait_prompt(qtbot, w, "play")
    table_at_rest(qtbot, w)


@settings(max_examples=examples(6), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000),
       moves=st.lists(st.tuples(st.sampled_from(["answer", "answer", "answer", "undo", "resize",
                                                 "speed", "new_game"]),
                                st.integers(0, 120)), min_size=6, max_size=24))
def test_any_interruption_leaves_the_table_as_the_engine_says(qtbot, seed, moves):
    """Random answers, take backs, resizes, speed changes and new games, each
    after a random delay: once the table is at rest, every card is where the
    engine says and nothing moves."""
    rng = random.Random(seed)
    w = make_window(qtbot, dealer=rng.randrange(4), speed="normal")
    w.scene.time_scale = 0.2
    for move, delay in moves:
        c = w.controller
        if move == "answer" and c.waiting_for_human is not None:
            kind = c.waiting_for_human
            if kind == "method":
                c.human_method(rng.choice(["ones", "threes"]))
            elif kind == "play":
                click_card(qtbot, w, rng.choice(legal_cards(w)))
            else:
                c.human_decision(rng.choice([a.do for a in c.game.hand.view_for(0).legal]))
        elif move == "answer" and w.summary.isVisible():
            qtbot.keyClick(w.view, Qt.Key.Key_Return)
        elif move == "undo":
            w.games.take_back()
        elif move == "resize":
            w.resize(rng.randrange(800, 1400), rng.randrange(600, 900))
        elif move == "speed":
            w.set_speed(rng.choice(["slow", "normal", "fast", "instant"]))
            w.scene.time_scale = 0.2
        elif move == "new_game":
            w.games.start_game(w.config)
        qtbot.wait(delay)
    table_at_rest(qtbot, w, timeout=30000)


class RaisingPlayer(ScriptedPlayer):
    def choose(self, view, cancel=None):
        raise RuntimeError("search blew up")


class IllegalPlayer(ScriptedPlayer):
    def choose(self, view, cancel=None):
        return Action(view.seat, "give") if view.phase == "play" else view.legal[0]


@pytest.mark.parametrize("bad", [RaisingPlayer, IllegalPlayer])
def test_a_failing_computer_seat_is_covered_and_the_person_is_told(qtbot, bad):
    w = make_window(qtbot, dealer=3, players={1: bad()}, speed="fast")
    w.scene.time_scale = TIME_SCALE
    wait_prompt(qtbot, w, "stand")
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    for _ in range(3):  # East (seat 1) fails every play; the hand goes on regardless
        wait_prompt(qtbot, w, "play")
        click_card(qtbot, w, legal_cards(w)[0])
        qtbot.waitUntil(lambda: "Rhonda's computer player failed" in w.status_label.text()
                        or w.controller.waiting_for_human == "play", timeout=10000)
    record = w.controller.game.hand.record()
    assert sum(1 for a in record["actions"] if a["seat"] == 1 and a["do"] == "play") >= 2
    assert "failed" in w.status_label.text() or w.controller.waiting_for_human == "play"


class HungPlayer(ScriptedPlayer):
    """Never returns from a play and ignores its cancel (a search stuck in a loop),
    until the test lets it go."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def choose(self, view, cancel=None):
        if view.phase == "play":
            self.release.wait()
        return super().choose(view, cancel)


def thinking(seat: int) -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == f"think-seat-{seat}"]


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_hung_computer_seat_is_covered_by_the_watchdog(qtbot, monkeypatch, speed):
    from allfours_gui.session import timing

    monkeypatch.setattr(timing, "WATCHDOG_SCALE", 0.15)  # the tests' watchdog: 0.6 s
    hung = HungPlayer()
    w = make_window(qtbot, dealer=3, players={1: hung}, speed=speed, think_ms=60)
    w.scene.time_scale = TIME_SCALE
    told: list[str] = []
    say = w.shell.say  # what the rooms say goes through the table's shell
    monkeypatch.setattr(w.shell, "say",
                        lambda text, *a, **k: (told.append(text), say(text, *a, **k)))

    def plays_of_east() -> int:
        return sum(1 for a in w.controller.game.hand.record()["actions"]
                   if a["seat"] == 1 and a["do"] == "play")

    def east_plays() -> None:
        """Play on (whoever leads) until East has played once more."""
        before = plays_of_east()
        while plays_of_east() == before:
            qtbot.waitUntil(lambda: plays_of_east() > before or (
                w.controller.waiting_for_human == "play" and not w.scene.busy), timeout=20000)
            if plays_of_east() == before:
                click_card(qtbot, w, legal_cards(w)[0])
                qtbot.waitUntil(lambda: w.controller.waiting_for_human is None, timeout=5000)
        assert len(thinking(1)) <= 1  # the abandoned thread, and never another beside it

    try:
        wait_prompt(qtbot, w, "stand")
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
        east_plays()  # East hangs: the watchdog plays for it and says so
        assert any(t.startswith("Rhonda's computer player failed (no answer in 0.6 s); a "
                                "safe move was played") for t in told)
        east_plays()  # still stuck: a safe move at once, and no second thread
        assert any(t.startswith("Rhonda's computer player failed (it is still stuck on an "
                                "earlier decision)") for t in told)
        stuck = thinking(1)
        assert len(stuck) == 1 and stuck[0].daemon
        # the lost thread ends at last; the seat asks a fresh player, which hangs
        # again: the watchdog covers it again (nothing waits on the old thread's lock)
        old, hung.release = hung.release, threading.Event()
        old.set()
        qtbot.waitUntil(lambda: not stuck[0].is_alive(), timeout=5000)
        told.clear()
        east_plays()
        assert any(t.startswith("Rhonda's computer player failed (no answer") for t in told)
        assert len(thinking(1)) == 1
        assert w.scene.errors == []
    finally:
        hung.release.set()


def test_a_failing_save_is_reported_and_play_goes_on(qtbot, tmp_path):
    from allfours_gui.history.store import HistoryStore

    store = HistoryStore(tmp_path)

    def broken(*args, **kwargs):
        raise OSError("disk full")
    store.save_hand = broken
    w = make_window(qtbot, dealer=3, store=store)
    wait_prompt(qtbot, w, "stand")
    # in a panel that stays until read, not the status line the next turn overwrites
    assert "cannot be saved just now" in w.notice.body.text() and w.notice.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # Enter answers the notice first
    assert not w.notice.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    wait_prompt(qtbot, w, "play")


def test_a_failing_hint_says_so(qtbot, monkeypatch):
    import allfours_gui.ai as ai

    def broken(*args, **kwargs):
        raise MemoryError("no room to think")
    monkeypatch.setattr(ai, "explain", broken)
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    w.turns.ask_hint()
    qtbot.waitUntil(lambda: w.status_label.text().startswith("No hint available"),
                    timeout=10000)
    # in the person's words, not Python's
    assert w.status_label.text() == "No hint available: there is not enough memory"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    wait_prompt(qtbot, w, "play")

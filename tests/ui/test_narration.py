"""The table says what happens (issue 34): every card played with its player, each
trick's winner, the stand or beg and its answer, the kick and trumps, the points,
the prompt's question, paced so a screen reader that interrupts itself for each
new message loses none of them (ui/table/narrator.py)."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from allfours_gui.engine.cards import card_str
from allfours_gui.ui.table import narrator
from allfours_gui.ui.table.narrator import MAX_WAIT_MS, MS_BETWEEN, MS_PER_CHAR, TRICKS, Narrator
from allfours_gui.ui.table.overlays import team_name
from allfours_gui.ui.wording import card_name

from .helpers import ScriptedPlayer, click_choice, make_window, play_out_hand, wait_prompt


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_lines_arriving_together_are_kept_in_order_and_none_is_cut(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    clock = Clock()
    n = Narrator(host, clock)
    sent: list[str] = []
    n.spoken.connect(sent.append)
    n.tell("Kerwin plays the two of clubs.")
    n.tell("Rhonda plays the ace of clubs.")
    n.tell("Rhonda wins the trick.")
    # the first goes at once; the others wait for it to have been spoken
    assert sent == ["Kerwin plays the two of clubs."]
    speaking = (len(sent[0]) * MS_PER_CHAR + MS_BETWEEN) / 1000
    clock.now += speaking - 0.05
    n.flush()
    assert len(sent) == 1  # still speaking the first: the next would cut it
    clock.now += 0.1
    qtbot.waitUntil(lambda: len(sent) == 2, timeout=3000)
    assert sent[1] == "Rhonda plays the ace of clubs. Rhonda wins the trick."
    assert n.label.text() == sent[1]  # what a screen reader reads as the notification
    # its accessible object is a notification named by the message
    iface = QAccessible.queryAccessibleInterface(n.label)
    assert iface.role() == QAccessible.Role.Notification
    assert iface.text(QAccessible.Text.Name) == sent[1]


def hear_a_hand(qtbot, w, choice: str) -> str:
    """What the narrator sent while the person stands or begs and plays the hand out."""
    sent: list[str] = []
    w.narrator.spoken.connect(sent.append)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, choice)
    play_out_hand(qtbot, w)
    qtbot.waitUntil(lambda: not w.narrator.pending, timeout=60000)
    return " ".join(sent)


def _played(w) -> list[tuple[int, int]]:
    hand = w.controller.game.hand
    return [(s, c) for cards, _ in hand.tricks for s, c in cards]


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_a_whole_hand_is_said_in_the_order_of_play(qtbot, speed):
    # the person begs, the dealer runs the pack: every line a listener needs
    w = make_window(qtbot, dealer=3, speed=speed,
                    players={3: ScriptedPlayer(decisions={"answer": "run"})})
    said = hear_a_hand(qtbot, w, "beg")
    hand = w.controller.game.hand
    names = w.names_shown()
    assert "You deal first" not in said
    assert said.index("You beg.") < said.index("Kerwin runs the pack.")
    assert "dealt in" in said and "the kick is" in said
    assert " are trumps." in said
    # every card of every trick, by its player, in the order of play, then its winner
    at = 0
    for cards, winner in hand.tricks:
        for seat, card in cards:
            line = (f"You play {card_name(card)}." if seat == 0
                    else f"{names[seat]} plays {card_name(card)}.")
            found = said.find(line, at)
            assert found >= 0, (line, said[at:at + 300])
            at = found + len(line)
        won = "You win the trick." if winner == 0 else f"{names[winner]} wins the trick."
        found = said.find(won, at)
        assert found >= 0, (won, said[at:at + 200])
        at = found
    # the points of the hand, and the score after them
    for team, category, points in hand.points:
        side = team_name(team, w.config.names, 4)
        assert f"{points} to {side}." in said, (category, said)
    score = w.controller.game.score
    assert f"Us {score[0]}, Them {score[1]}." in said
    # the prompt's question, and the person's turn
    assert "Your turn" in said
    # a card is named only once it is played (or turned as a kick): never from a hand
    shown = {c for _, c in _played(w)} | set(hand.kicks)
    for c in range(52):
        if c not in shown:
            assert re.search(re.escape(card_name(c)) + r"\b", said) is None, card_str(c)


def test_only_trick_summaries_when_asked(qtbot):
    w = make_window(qtbot, dealer=3)
    w.set_look(replace(w.look, say_every_card=False))  # as the Settings dialog sets it
    assert w.narrator.amount == TRICKS
    said = hear_a_hand(qtbot, w, "stand")
    names = w.names_shown()
    for cards, winner in w.controller.game.hand.tricks:
        won = "You win the trick." if winner == 0 else f"{names[winner]} wins the trick."
        lines = [f"You play {card_name(c)}." if s == 0 else f"{names[s]} plays {card_name(c)}."
                 for s, c in cards]
        assert " ".join([*lines, won]) in said


def test_the_choice_is_kept_in_the_settings(tmp_path):
    from allfours_gui.app.settings import AppSettings, TableLook

    s = AppSettings(tmp_path)
    assert s.look.say_every_card  # every card, unless the person chooses otherwise
    s.look = TableLook(say_every_card=False)
    assert not AppSettings(tmp_path).look.say_every_card


def test_a_question_does_not_repeat_what_was_just_said(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    clock = Clock()
    n = Narrator(host, clock)
    sent: list[str] = []
    n.spoken.connect(sent.append)
    n.tell("Rhonda begs.")
    clock.now += 3  # spoken, a moment ago
    n.tell('Rhonda begs. Say "Take one", or run the pack?')
    assert sent == ["Rhonda begs.", 'Say "Take one", or run the pack?']


def test_the_table_waits_for_the_words_only_while_a_screen_reader_listens(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    clock = Clock()
    n = Narrator(host, clock)
    n.tell("Kerwin plays the two of clubs.")
    n.tell("Rhonda wins the trick.")
    assert n.wait_ms() == 0  # nobody listens: sighted play never waits
    QAccessible.setActive(True)
    try:
        first = (len("Kerwin plays the two of clubs.") * MS_PER_CHAR + MS_BETWEEN)
        waiting = (len("Rhonda wins the trick.") * MS_PER_CHAR + MS_BETWEEN)
        assert n.wait_ms() == first + waiting
        clock.now += 1000  # an estimate too slow never holds play long
        n.tell("x" * 500)
        assert 0 < n.wait_ms() <= MAX_WAIT_MS
    finally:
        QAccessible.setActive(False)


@pytest.mark.parametrize("speed", ["fast", "normal"])
def test_with_a_screen_reader_each_trick_is_heard_as_it_is_played(qtbot, monkeypatch, speed):
    # the words as a quick listener speaks them, so the hand takes seconds, not a minute
    monkeypatch.setattr(narrator, "MS_PER_CHAR", 8)
    monkeypatch.setattr(narrator, "MS_BETWEEN", 60)
    QAccessible.setActive(True)
    try:
        w = make_window(qtbot, dealer=3, speed=speed)
        held: list[int] = []
        real = w.scene.words_left
        w.scene.words_left = lambda: held.append(real()) or held[-1]
        sent: list[tuple[float, str]] = []
        w.narrator.spoken.connect(lambda text: sent.append((w.narrator.clock(), text)))
        wait_prompt(qtbot, w, "stand")
        click_choice(qtbot, w, "stand")
        play_out_hand(qtbot, w, timeout=60000)
        qtbot.waitUntil(lambda: not w.narrator.pending, timeout=10000)
    finally:
        QAccessible.setActive(False)
    names = w.names_shown()
    tricks = w.controller.game.hand.tricks
    assert len(tricks) == 6
    assert any(h > 0 for h in held)  # the table did wait for words
    for _t, message in sent:
        named = {k for k, (cards, _w) in enumerate(tricks) for s, c in cards
                 if (f"You play {card_name(c)}." if s == 0
                     else f"{names[s]} plays {card_name(c)}.") in message}
        assert len(named) <= 1, message  # no late batch of a trick and a half
    # and none was sent before the one before it had been spoken
    for (t0, m0), (t1, _m1) in itertools.pairwise(sent):
        assert t1 - t0 >= (len(m0) * 8 + 60) / 1000 - 0.002, (m0, t1 - t0)

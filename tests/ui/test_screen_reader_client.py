"""A real screen reader's client checks what the table tells it (issue 34, item 5).

The app is started as a person starts it, on its own Xvfb and its own session
bus with the accessibility bus on it, accessibility on (tests/ui/atspi_session.py).
An AT-SPI client (tests/ui/atspi_listener.py, Debian's python3-pyatspi) hears
every event Orca listens to, and reads the tree as Orca does. One whole hand is
played by keys alone, chosen from what the tree says: the prompt's buttons by
their names and the focused one, the cards by "In your hand, playable" and the
focused one; arrows move, Enter acts. Then what the listener heard is checked
against the hand the app recorded: the question, the beg and the dealer's
answer, the three others' cards of every trick and its winner, the points and
the score.

The other narration tests (test_narration.py) check the words in-process; this
checks they reach a client over AT-SPI, in order, at the Fast speed a practised
player uses. Without at-spi2-core, python3-pyatspi, dbus, Xvfb or xdotool it
skips, saying which (.ci/run installs them); in CI (CI=true) it fails instead.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from allfours_gui.engine.record import hand_from_record
from allfours_gui.ui.table.overlays import team_name
from allfours_gui.ui.wording import POINT_LINES, decision, people, trick_won

from .atspi_session import AtspiSession, missing_atspi

pytestmark = pytest.mark.slow

SEED = 5  # Kerwin deals; you are asked to stand or beg first
NAMES = ("You", "Rhonda", "Partner", "Kerwin")
HAND_TIMEOUT = 150  # seconds for the whole hand's play, paced by the words: about 60
STEP_TIMEOUT = 10  # for any one step: a question, a focus moving, a card leaving the hand
# While a screen reader listens the table waits for each line to be spoken (the
# narrator's estimate, 70 ms a character), so the hand takes a minute or so at Fast
END_TIMEOUT = 60
PLAYABLE, IN_HAND = "In your hand, playable", "In your hand"


def require_atspi() -> None:
    reason = missing_atspi()
    if reason is not None:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"{reason} (CI=true, so this is a failure, not a skip)")
        pytest.skip(reason)


def _focused(nodes: list[dict[str, Any]], role: str) -> dict[str, Any] | None:
    return next((n for n in nodes if n["role"] == role and "focused" in n["states"]), None)


def _focus_events(s: AtspiSession) -> int:
    return sum(1 for e in s.events()
               if e["type"] == "object:state-changed:focused" and e["detail1"] == 1)


def _last_focus(s: AtspiSession) -> str | None:
    """The name of what the focus last came to, as a listener heard it."""
    return next((e["name"] for e in reversed(s.events())
                 if e["type"] == "object:state-changed:focused" and e["detail1"] == 1), None)


def _move_focus(s: AtspiSession) -> None:
    """Right arrow, then wait for the focus to move (as a listener hears it) and
    settle: the app moves the focus itself too (to the card the keys were on, as a
    turn begins), and a key pressed on a name read before that would act elsewhere."""
    assert s.app is not None
    before = _focus_events(s)
    s.app.key("Right")
    s.wait_for(lambda: _focus_events(s) > before, STEP_TIMEOUT, "the focus moving")
    _settle(s)


def _settle(s: AtspiSession, quiet: float = 0.3) -> None:
    """Until no focus event has come for ``quiet`` seconds."""
    count, since = _focus_events(s), time.monotonic()
    while time.monotonic() - since < quiet:
        time.sleep(0.05)
        now = _focus_events(s)
        if now != count:
            count, since = now, time.monotonic()


def answer_the_question(s: AtspiSession, button: str) -> str:
    """Wait for the prompt, move to ``button`` by its name, press Enter; the question."""
    assert s.app is not None
    nodes: list[dict[str, Any]] = []

    def asked() -> bool:
        nodes[:] = s.table()
        return any(n["role"] == "push button" and n["name"] == button for n in nodes) \
            and _focused(nodes, "push button") is not None

    s.wait_for(asked, STEP_TIMEOUT * 2, f"a question with a {button!r} button")
    question = str(next(n["name"] for n in nodes if n["role"] == "panel"))
    # a listener answers once the question is heard, not as soon as it is up
    s.wait_heard(question, STEP_TIMEOUT * 2)
    for _ in range(4):
        focused = _focused(s.table(), "push button")
        if focused is not None and focused["name"] == button:
            break
        _move_focus(s)
    else:
        raise AssertionError(f"the arrows never reached {button!r}: {s.table()}")
    s.app.key("Return")
    return question


def play_the_hand(s: AtspiSession) -> int:
    """Your cards by keys until the hand's summary is up; how many you played."""
    assert s.app is not None
    played = 0
    deadline = time.monotonic() + HAND_TIMEOUT
    while time.monotonic() < deadline:
        if s.app.progress().finished:
            return played
        nodes = s.table()
        hand = [n for n in nodes if n["role"] == "list item"
                and n["description"].startswith(IN_HAND)]
        if not any(n["description"] == PLAYABLE for n in hand):
            time.sleep(0.05)  # not your turn
            continue
        card = _focused(nodes, "list item")
        if card is None or card["description"] != PLAYABLE:
            _move_focus(s)  # also sweeps a trick held to be read: the focus moves then
            continue
        _settle(s)
        if _last_focus(s) != card["name"]:  # the focus moved since the table was read
            continue
        s.app.key("Return")
        played += 1
        s.wait_for(lambda name=card["name"]: not any(
            n["name"] == name and n["description"].startswith(IN_HAND) for n in s.table()),
            STEP_TIMEOUT, f"{card['name']} leaving your hand")
    raise TimeoutError(f"the hand was not over within {HAND_TIMEOUT} s; "
                       f"heard:\n" + "\n".join(s.heard()[-15:]))


def recorded_hand(data_dir: Path) -> dict[str, Any]:
    db = next(data_dir.rglob("history.sqlite3"))
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
    try:
        row = con.execute("select record from hands where outcome is not null").fetchone()
    finally:
        con.close()
    record: dict[str, Any] = json.loads(row[0])
    return record


def in_order(said: str, lines: list[str]) -> None:
    """Each line is said, after the one before it."""
    at = 0
    for line in lines:
        found = said.find(line, at)
        assert found >= 0, \
            f"not heard (in order): {line!r}\nheard from there: {said[at:at + 400]!r}"
        at = found + len(line)


def test_a_screen_reader_hears_a_whole_hand_played_by_keys(tmp_path):
    require_atspi()
    with AtspiSession(tmp_path / "session", speed="fast", seed=SEED) as s:
        assert s.app is not None
        question = answer_the_question(s, "I beg")
        s.wait_heard("You beg.", STEP_TIMEOUT)
        played = play_the_hand(s)
        # the last of the narration: the score after the hand, then the summary
        s.wait_for(lambda: any("Hand 1 is over." in m for m in s.heard()), END_TIMEOUT,
                   "the hand's end said")
        messages = s.heard()
        record = recorded_hand(s.app.data_dir)
        log = s.app.log()
    assert "Traceback (most recent call last)" not in log, log[-3000:]
    said = " ".join(messages)
    print(f"\n{len(messages)} messages heard; the longest {max(map(len, messages))} "
          f"characters; you played {played} cards")
    hand = hand_from_record(record)
    who = people(list(NAMES), 0)
    dealer = record["dealer"]
    answer = next(a["do"] for a in record["actions"] if a["seat"] == dealer)
    assert answer in ("give", "run"), record["actions"]
    # the question, the beg, and what the dealer answered
    assert question in said, (question, said[:400])
    # read once, with the focus coming into it: told as well, it was heard twice
    assert said.count(question) == 1, said[:400]
    in_order(said, [question, decision(who[0], "beg"), decision(who[dealer], answer)])
    # every card of every trick by its player (the three others' and yours), and its winner
    tricks: list[str] = []
    for cards, winner in hand.tricks:
        tricks += [decision(who[seat], "play", card) for seat, card in cards]
        tricks.append(trick_won(who[winner]))
    in_order(said, tricks)
    assert played == len(hand.tricks)
    # each trick is heard as it is played: no message carries the lines of two tricks
    # (without the table waiting for the words, one message held a trick and a half,
    # the next the rest of the hand)
    for message in messages:
        named = {k for k, (cards, _winner) in enumerate(hand.tricks)
                 for seat, card in cards if decision(who[seat], "play", card) in message}
        assert len(named) <= 1, (sorted(named), message)
    # the hand's points, then the score after them
    points = [POINT_LINES[category].format(points=n, side=team_name(team, list(NAMES), 4))
              for team, category, n in hand.points]
    score = record["score_before"]
    for team, _category, n in hand.points:
        score[team] += n
    in_order(said, [*points, f"Us {score[0]}, Them {score[1]}.", "Hand 1 is over."])
    # told once, and the summary's title ("Hand 1") not after it
    assert said.count("Hand 1 is over.") == 1 and "Hand 1 is over. Hand 1." not in said


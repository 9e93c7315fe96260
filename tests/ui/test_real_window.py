"""The real app in a real X server, played with keys and clicks as a person plays it.

The app is started exactly as a person starts it (``python -m allfours_gui --speed
SPEED``) on its own Xvfb display, and xdotool types and clicks at its window: keys 1-6
for the cards in the hand, Return and Space for the prompt's default button, clicks on
the prompt's first button and on the hand. Progress is read from the app's history
database. The rest of the suite plays at instant speed with scripted seats; this plays
with the animations and the computers' thinking of a real game, which is where a
freeze after the person's first card hid.

Without Xvfb or xdotool it skips, except in CI (CI=true), where it fails.
"""

from __future__ import annotations

import os

import pytest

from .xwindow import TRACEBACK, RealApp, play_until_hands, require_x_tools, review_copy

pytestmark = pytest.mark.slow

HANDS = 2
# a whole hand at normal speed takes well under a minute; these are generous
TIMEOUT = {"instant": 90, "fast": 150, "normal": 240, "slow": 400}
# ALLFOURS_REAL_WINDOW_SPEEDS=instant checks the harness itself, quickly
SPEEDS = os.environ.get("ALLFOURS_REAL_WINDOW_SPEEDS", "normal,fast").split(",")


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_person_plays_two_hands_with_keys_and_clicks(speed, tmp_path):
    require_x_tools()
    app = RealApp(speed, tmp_path / "app")
    shot = tmp_path / f"real-window-{speed}.png"
    secs = 0.0
    try:
        app.start()
        progress, secs = play_until_hands(app, HANDS, TIMEOUT[speed])
        alive = app.alive()
    finally:
        app.screenshot(shot)
        app.close()
        review_copy(shot, shot.name)
    log = app.log()
    print(f"\nreal window at {speed}: {progress} in {secs:.0f} s "
          f"({app.sent['keys']} keys, {app.sent['clicks']} clicks sent)")
    where = (f"\nlast screen: test-screenshots/{shot.name}; app log {app.log_path}, "
             f"its end:\n{log[-2500:]}")
    assert TRACEBACK not in log, f"the app logged a traceback at {speed}{where}"
    assert alive, f"the app exited ({app.exit_code}) at {speed} after {secs:.0f} s{where}"
    assert progress.finished >= HANDS, (
        f"after {secs:.0f} s at {speed}: {progress}{where}")
    assert progress.person_plays >= 6, f"{progress}{where}"


def _person_did(app: RealApp) -> list[str]:
    """What seat 0 did in the first hand, from the app's history."""
    import json
    import sqlite3

    for db in app.data_dir.rglob("history.sqlite3"):
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=2)
        try:
            rows = con.execute("select record from hands order by id").fetchall()
        except sqlite3.Error:
            return []
        finally:
            con.close()
        if rows:
            return [a["do"] for a in json.loads(rows[0][0])["actions"] if a.get("seat") == 0]
    return []


def test_a_person_begs_and_plays_a_hand_with_the_keyboard_alone(tmp_path):
    """Tab to "I beg", Enter; then every card by the arrow keys and Enter: no
    mouse. Seed 5: Kerwin deals, you are first hand (stand or beg)."""
    import time

    require_x_tools()
    app = RealApp("normal", tmp_path / "app")
    shot = tmp_path / "real-window-keyboard.png"
    try:
        app.start()
        end = time.monotonic() + 60
        while time.monotonic() < end and not app.grab().buttons():
            time.sleep(0.3)
        assert app.grab().buttons(), "no prompt on the screen"
        app.key("Tab")
        time.sleep(0.3)
        app.key("Return")
        end = time.monotonic() + 30
        while time.monotonic() < end and not _person_did(app):
            time.sleep(0.3)
        assert _person_did(app)[:1] == ["beg"], _person_did(app)
        # the hand by the arrows and Enter alone (Right, then Enter plays the marked card)
        end = time.monotonic() + TIMEOUT["normal"]
        while time.monotonic() < end and app.progress().finished < 1 and app.alive():
            app.key("Right")
            time.sleep(0.2)
            app.key("Return")
            time.sleep(0.6)
        progress = app.progress()
    finally:
        app.screenshot(shot)
        app.close()
        review_copy(shot, shot.name)
    assert TRACEBACK not in app.log(), app.log()[-2500:]
    assert progress.finished >= 1 and progress.person_plays >= 6, progress


def test_the_first_start_offers_the_lesson_and_enter_walks_it_to_a_real_game(tmp_path):
    """A fresh data folder: Learn to Play is offered before any game; its letter (L) takes
    it (Enter deals a game: the offer's first button), then Enter alone reads each step
    on (Next), begs and plays each card the coach rings, and at the end starts a real
    game. Nothing of the lesson reaches the history; the real game does."""
    import time

    require_x_tools()
    app = RealApp("fast", tmp_path / "app", first_start=True)
    shots = [tmp_path / "real-window-learn-offer.png", tmp_path / "real-window-learn.png",
             tmp_path / "real-window-learn-after.png"]
    lesson_saved = False
    try:
        app.start()
        end = time.monotonic() + 60
        while time.monotonic() < end and not app.grab().buttons():
            time.sleep(0.3)
        app.screenshot(shots[0])
        app.key("alt+l")  # the button's mnemonic
        started = time.monotonic()
        end = started + TIMEOUT["fast"]
        shot_taken = False
        while time.monotonic() < end and app.progress().hands < 1 and app.alive():
            app.key("Return")
            time.sleep(0.6)
            if not shot_taken and time.monotonic() - started > 12:
                app.screenshot(shots[1])  # the lesson under way, its coach on the table
                shot_taken = True
            lesson_saved = lesson_saved or (app.progress().hands > 0
                                            and time.monotonic() - started < 20)
        progress = app.progress()
        app.screenshot(shots[2])
    finally:
        app.close()
        for shot in shots:
            review_copy(shot, shot.name)
    log = app.log()
    assert TRACEBACK not in log, log[-2500:]
    assert not lesson_saved  # a whole lesson takes longer: a hand this early was the lesson's
    assert progress.hands >= 1, f"no real game after the lesson: {progress}"

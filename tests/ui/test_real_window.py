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

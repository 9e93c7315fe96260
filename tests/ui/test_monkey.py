"""45 seconds of random clicks and keys at the real window, at fast speed.

The same random input as ``tools/monkey.py`` (which runs it for ten minutes): clicks
weighted toward the hand, the prompts and the menus, and the keys 1-9, arrows, Enter,
Space, Esc, H, Ctrl+Z and Ctrl+H. Whatever the order, the app must log no traceback and
still be running at the end. Without Xvfb or xdotool it skips, except in CI (CI=true),
where it fails.
"""

from __future__ import annotations

import random

import pytest

from .xwindow import RealApp, require_x_tools, review_copy, run_monkey, stack_top, tracebacks

pytestmark = pytest.mark.slow

SECONDS = 45


def test_random_clicks_and_keys_break_nothing(tmp_path):
    require_x_tools()
    seed = random.randrange(1_000_000)
    app = RealApp("fast", tmp_path / "app")
    shot = tmp_path / "monkey-fast.png"
    try:
        app.start()
        run_monkey(app, SECONDS, seed)
        alive = app.alive()
    finally:
        app.screenshot(shot)
        app.close()
        review_copy(shot, shot.name)
    found = tracebacks(app.log())
    print(f"\nmonkey (input seed {seed}): {app.sent['keys']} keys, {app.sent['clicks']} "
          f"clicks; {app.progress()}; {len(found)} tracebacks")
    again = f"(again: python tools/monkey.py --speed fast --seconds {SECONDS} --seed {seed})"
    assert not found, (f"{len(found)} tracebacks {again}; the first at "
                       f"{stack_top(found[0])}:\n{found[0]}")
    assert alive, (f"the app exited ({app.exit_code}) {again}; its log ends:\n"
                   f"{app.log()[-2500:]}")

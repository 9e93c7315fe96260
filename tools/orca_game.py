"""Play a whole game as a blind player would, with the Orca screen reader listening,
and keep what Orca said (by hand, not a test: Orca is slow to start and its words
depend on its version).

    python tools/orca_game.py OUT_DIR [--speed normal] [--seed 11] [--minutes 40]

Starts tests/ui/atspi_session.AtspiSession (its own Xvfb, session and accessibility
buses), then ``orca --replace --debug-file OUT_DIR/orca.log`` on them. The player
answers each question with Return on the button that has the focus (after a pause,
so Orca has said it), plays the focused card when it is playable and otherwise
presses Right, and stops at the game's "Rematch" button. One screenshot per hand
goes to OUT_DIR; OUT_DIR/spoken.txt is what Orca spoke, line by line.

Needs Debian's xvfb, xdotool, dbus, at-spi2-core, python3-pyatspi and orca.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.ui.atspi_session import AtspiSession, missing_atspi

PLAYABLE = "In your hand, playable"
ANSWER_PAUSE = 2.5  # seconds for Orca to say a question before it is answered
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'")


def focused(nodes: list[dict[str, Any]], role: str) -> dict[str, Any] | None:
    return next((n for n in nodes if n["role"] == role and "focused" in n["states"]), None)


def spoken(log: Path) -> list[str]:
    try:
        text = log.read_text(errors="replace")
    except FileNotFoundError:
        return []
    return [m.group(1) for m in SPOKEN.finditer(text) if m.group(1).strip()]


def play(out: Path, speed: str, seed: int, minutes: float) -> int:
    reason = missing_atspi()
    if reason is not None:
        print(reason)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    log = out / "orca.log"
    with AtspiSession(out / "session", speed=speed, seed=seed) as s:
        assert s.app is not None
        # no sound here: speech-dispatcher never answers and Orca waits on it for
        # ever after its first words; without a speech server Orca still logs each
        # line it would say ("SPEECH OUTPUT")
        prefs = out / "orca-prefs"
        prefs.mkdir(exist_ok=True)
        (prefs / "orca-customizations.py").write_text(
            "import orca.speech\norca.speech.init = lambda: None\n")
        orca_out = open(out / "orca.out", "wb")  # noqa: SIM115 - open while Orca runs
        orca = subprocess.Popen(["orca", "--replace", "--user-prefs", str(prefs),
                                 "--debug-file", str(log)], env=s.env,
                                stdout=orca_out, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            time.sleep(8)  # Orca finds the app on the bus
            s.app.check_focus()
            deadline = time.monotonic() + minutes * 60
            hands, keys, cards, answers = 0, 0, 0, 0
            s.app.screenshot(out / "hand-00-start.png")
            while time.monotonic() < deadline and s.app.alive():
                finished = s.app.progress().finished
                if finished > hands:
                    hands = finished
                    time.sleep(1.0)
                    s.app.screenshot(out / f"hand-{hands:02d}.png")
                nodes = s.tree()
                button = focused(nodes, "push button")
                if button is not None and button["name"].replace("&", "") == "Rematch":
                    s.app.screenshot(out / "game-over.png")
                    print(f"game over after {hands} hands")
                    break
                if button is not None:
                    time.sleep(ANSWER_PAUSE)
                    again = focused(s.tree(), "push button")
                    if again is not None and again["name"] == button["name"]:
                        s.app.key("Return")
                        answers += 1
                        time.sleep(0.5)
                    continue
                hand = [n for n in nodes if n["role"] == "list item"
                        and n["description"] == PLAYABLE]
                if not hand:
                    time.sleep(0.2)
                    continue
                card = focused(nodes, "list item")
                if card is not None and card["description"] == PLAYABLE:
                    s.app.key("Return")
                    cards += 1
                    time.sleep(1.0)
                else:
                    s.app.key("Right")
                    keys += 1
                    time.sleep(0.4)
            else:
                print(f"stopped after {minutes} minutes or the app ended; {hands} hands")
            print(f"{hands} hands; {cards} cards played, {answers} buttons pressed, "
                  f"{keys} arrow keys")
            log_text = s.app.log()
            if "Traceback (most recent call last)" in log_text:
                print("the app's log has a traceback:\n" + log_text[-3000:])
        finally:
            orca.terminate()
            try:
                orca.wait(5)
            except subprocess.TimeoutExpired:
                orca.kill()
    lines = spoken(log)
    (out / "spoken.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"Orca spoke {len(lines)} lines: {out / 'spoken.txt'}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--minutes", type=float, default=40)
    args = parser.parse_args()
    return play(args.out, args.speed, args.seed, args.minutes)


if __name__ == "__main__":
    raise SystemExit(main())

"""The command line: autoplay with screenshots, --exit-when-ready, bad arguments."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from allfours_gui.ui.app import parse_args

from .helpers import REVIEW_DIR


def run_app(*args: str, timeout: int = 300) -> subprocess.CompletedProcess[str]:
    """The real program in a fresh process (an in-process exec/quit upsets later tests)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "allfours_gui", *args], capture_output=True,
                          text=True, env=env, timeout=timeout)


def test_autoplay_plays_whole_games_and_saves_the_screenshots(tmp_path):
    shots = tmp_path / "shots"
    out = run_app("--autoplay", "2", "--speed", "instant", "--seed", "7", "--levels",
                  "easy,easy,medium,easy", "--screenshots", str(shots), "--data-dir",
                  str(tmp_path / "data"))
    assert out.returncode == 0, out.stderr
    lines = [x for x in out.stdout.splitlines() if x.startswith("game ")]
    assert len(lines) == 2
    for line in lines:
        score = line.split(":")[1].split(",")[0].strip()
        a, b = map(int, score.split("-"))
        assert max(a, b) >= 14
    names = {p.stem for p in shots.glob("*.png")}
    assert names == {"cut", "deal", "beg", "trick", "summary", "gameover"}
    REVIEW_DIR.mkdir(exist_ok=True)
    for p in shots.glob("*.png"):
        shutil.copy(p, REVIEW_DIR / f"autoplay-{p.name}")


def test_exit_when_ready_in_a_fresh_process(tmp_path):
    out = run_app("--exit-when-ready", "--data-dir", str(tmp_path), timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ready in" in out.stdout
    assert (tmp_path / "settings.ini").exists()


FIRST_PAINT_PROBE = """
import sys
from allfours_gui.ui import main_window
from allfours_gui.ui.app import main

at_paint = []
init = main_window.MainWindow.__init__

def probe(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.painted.connect(lambda: at_paint.append(
        sorted(m for m in sys.modules if m.startswith("allfours_gui"))))

main_window.MainWindow.__init__ = probe
code = main(["--exit-when-ready", "--data-dir", sys.argv[1]])
print("AT PAINT", " ".join(at_paint[0]))
print("AT EXIT", " ".join(m for m in sys.modules if m.startswith("allfours_gui")))
sys.exit(code)
"""


def test_the_table_is_painted_before_the_game_machinery_loads(tmp_path):
    """Startup: only what the empty table needs is imported before it is on screen;
    the engine's play, the history store and the controller come right after."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", FIRST_PAINT_PROBE, str(tmp_path)],
                         capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    lines = dict(x.split(" ", 2)[1:] for x in out.stdout.splitlines() if x.startswith("AT "))
    at_paint, at_exit = set(lines["PAINT"].split()), set(lines["EXIT"].split())
    later = {"allfours_gui.engine.events", "allfours_gui.engine.hand",
             "allfours_gui.engine.game", "allfours_gui.history.store",
             "allfours_gui.session.controller"}
    assert not later & at_paint
    assert {"allfours_gui.ui.table.table_scene", "allfours_gui.ui.table.card_art"} <= at_paint
    assert later <= at_exit  # and the game did start once the table was up
    assert "allfours_gui.ai" not in at_exit  # the AI waits for the first computer decision
    assert (tmp_path / "history.sqlite3").exists()


@pytest.mark.parametrize("argv", [["--autoplay", "0"], ["--autoplay", "x"],
                                  ["--speed", "warp"], ["--levels", "genius"],
                                  ["--players", "3"], ["--nonsense"]])
def test_bad_arguments_exit_2_with_a_message(argv, capsys):
    with pytest.raises(SystemExit) as e:
        parse_args(argv)
    assert e.value.code == 2
    assert "allfours" in capsys.readouterr().err


def test_two_instances_at_once_share_the_history(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    args = ["--autoplay", "1", "--speed", "instant", "--levels", "easy", "--data-dir",
            str(tmp_path)]
    procs = [subprocess.Popen([sys.executable, "-m", "allfours_gui", *args, "--seed", str(s)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=env) for s in (1, 2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [e for _, e in outs]
    from allfours_gui.history.store import HistoryStore

    store = HistoryStore(tmp_path)
    games = store.games()
    assert len(games) == 2 and all(g.winner is not None for g in games)
    for g in games:
        store.verify(g.id)


def test_kill_9_the_running_app_then_resume_from_the_command_line(tmp_path):
    import signal
    import time

    from allfours_gui.engine import Rules
    from allfours_gui.engine.game import Game
    from allfours_gui.history.store import HistoryStore

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "allfours_gui", "--autoplay", "1",
                             "--speed", "fast", "--seed", "4", "--data-dir", str(tmp_path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    time.sleep(4.0)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    store = HistoryStore(tmp_path)
    row = store.unfinished_game()
    assert row is not None
    hands = store.hands(row.id)
    assert hands, "nothing was saved before the kill"
    store.verify(row.id)
    game = Game.restore(Rules.from_json(row.rules), row.first_dealer, row.deal_method,
                        [h.record for h in hands])
    assert game.hand.record() == hands[-1].record
    store.close()
    # an --autoplay game is resumed by --autoplay alone (a person is never offered it)
    out = run_app("--autoplay", "1", "--resume", "--speed", "instant", "--data-dir",
                  str(tmp_path))
    assert out.returncode == 0, out.stderr
    assert "no unfinished game" not in out.stderr  # the killed game's lock did not block it
    store = HistoryStore(tmp_path)
    assert store.game(row.id).winner is not None and store.unfinished_game() is None
    store.close()

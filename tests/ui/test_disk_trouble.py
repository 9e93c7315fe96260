"""The real window on a disk that refuses: one clear notice that stays, no
traceback, play goes on, and the game is saved whole once the disk takes it.
Also: each notice printed once, an --autoplay game never offered for resume,
a computer's failure logged to the log file (its traceback once), not the
terminal."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from allfours_gui.app.startup import choose_unfinished, open_history
from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history import opening
from allfours_gui.history.store import FILENAME, HistoryStore
from allfours_gui.session.controller import GameController
from allfours_gui.session.game_config import GameConfig
from allfours_gui.ui.main_window import MainWindow

from ..history.disk import WORDS, Disk, fill, small_tmpfs, snapshot
from ..history.test_store import play_and_save
from .helpers import (
    ScriptedPlayer,
    click_card,
    click_choice,
    make_window,
    seed_with_dealer,
    wait_prompt,
)

ROOT = Path(__file__).resolve().parents[2]
UNSAVED = "This game cannot be saved just now"
AGAIN = "Your game history can be written again"


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("template")
    store = HistoryStore(folder)
    play_and_save(store, 3)
    play_and_save(store, 11, stop_after=60)  # a game in progress
    store.close()
    return folder / FILENAME


@pytest.fixture
def home(tmp_path: Path, template: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    shutil.copy(template, folder / FILENAME)
    return folder


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    d = Disk()
    monkeypatch.setattr(opening, "CONNECTION", d.connection)
    monkeypatch.setattr(GameController, "RETRY_MS", 30)
    monkeypatch.setattr(GameController, "HELD_RETRY_MS", 10)
    return d


def autoplay_window(qtbot, store: HistoryStore | None, **args) -> MainWindow:
    config = GameConfig(rules=Rules(), names=("South", "East", "North", "West"),
                        levels=("medium",) * 4, seed=seed_with_dealer(1))
    w = MainWindow(config, speed="instant", think_ms=0, autoplay=True, store=store,
                   player_factory=lambda level, seed: ScriptedPlayer(), **args)
    qtbot.addWidget(w)
    w.show()
    return w


def saved_whole(store: HistoryStore, c: GameController) -> None:
    """Every hand of the game on the table is in the history, and they chain."""
    assert c.game_id is not None
    stored = store.hands(c.game_id)
    assert [h.number for h in stored] == list(range(1, c.game.hand_number + 1))
    assert stored[-1].record == c.game.hand.record()
    row = store.game(c.game_id)
    restored = Game.restore(c.game.rules, row.first_dealer, row.deal_method,
                            [h.record for h in stored])
    assert restored.score == c.game.score
    store.verify(c.game_id)


@pytest.mark.parametrize("kind", ["full", "read-only", "locked"])
def test_the_disk_refuses_during_a_game_one_lasting_notice_and_nothing_lost(
        qtbot, home, disk, kind, caplog):
    store = HistoryStore(home)
    w = autoplay_window(qtbot, store)
    c = w.controller
    qtbot.waitUntil(lambda: c.game.hand_number >= 2, timeout=30000)
    disk.refuse = kind
    start = c.game.hand_number
    qtbot.waitUntil(lambda: c.game.hand_number >= start + 2 or c.game.phase == "over",
                    timeout=30000)
    assert disk.refused > 1
    unsaved = [line for line in w.notice.lines if UNSAVED in line]
    assert len(unsaved) == 1 and WORDS[kind] in unsaved[0]  # said once, in words
    assert w.notice.isVisible()  # and it stays until read
    assert "rollback" not in w.status_label.text()
    assert not [r for r in caplog.records if r.exc_info]  # no traceback, anywhere
    disk.refuse = None
    qtbot.waitUntil(lambda: c.game.phase == "over", timeout=60000)
    qtbot.waitUntil(lambda: not c._saver.pending)
    assert any(AGAIN in line for line in w.notice.lines)
    saved_whole(store, c)
    assert store.game(c.game_id).winner == c.game.winner
    w.close()
    store.close()


def test_a_moment_held_by_another_window_is_tried_again_soon_and_not_told(
        qtbot, home, disk, monkeypatch):
    """Each try gives up within a frame, so another window's write of a moment is
    met by a try again soon: the person hears of a held file only once it lasts."""
    monkeypatch.setattr(GameController, "HELD_RETRY_MS", 100)
    store = HistoryStore(home, busy_ms=opening.FRAME_MS)
    w = autoplay_window(qtbot, store)
    c = w.controller
    qtbot.waitUntil(lambda: c.game.hand_number >= 2, timeout=30000)
    disk.refuse = "locked"
    qtbot.waitUntil(lambda: disk.refused >= 2, timeout=10000)
    disk.refuse = None
    assert disk.refused < GameController.HELD_TRIES
    qtbot.waitUntil(lambda: not c._saver.pending, timeout=10000)
    assert not [line for line in w.notice.lines if UNSAVED in line], w.notice.lines
    qtbot.waitUntil(lambda: c.game.phase == "over", timeout=60000)
    qtbot.waitUntil(lambda: not c._saver.pending)
    saved_whole(store, c)
    w.close()
    store.close()


def test_a_full_disk_at_start_plays_on_and_saves_the_game_once_space_returns(
        qtbot, home, disk):
    before = snapshot(home)
    disk.refuse = "full"
    start = open_history(home)
    assert start.store is None and start.retry == home
    assert len(start.notices) == 1 and WORDS["full"] in start.notices[0]
    assert "left exactly as it is" in start.notices[0]
    choose_unfinished(start, resume=False)  # a new game (the old one is offered later)
    # nothing renamed, no empty history in its place (the offered game's lock is held)
    assert {k: v for k, v in snapshot(home).items() if not k.endswith(".lock")} == before
    w = make_window(qtbot, defer_start=True)
    w.history_dir = start.retry
    w.games.begin(None)
    w.notify(start.notices, home)
    wait_prompt(qtbot, w, "stand")  # the game goes on, unsaved
    c = w.controller
    assert c.game_id is None and w.store is None
    disk.refuse = None  # space freed: the next try opens the history, saves the game
    qtbot.waitUntil(lambda: w.store is not None and not c._saver.pending)
    assert [line for line in w.notice.lines if UNSAVED in line] == []  # told at start
    assert any(AGAIN in line for line in w.notice.lines)
    saved_whole(w.store, c)
    games = HistoryStore(home).games()
    assert len(games) == 3 and sum(g.finished_at is None for g in games) == 2
    w.close()


def test_resume_with_a_full_disk_at_start_resumes_the_game_and_saves_it_once_space_returns(
        qtbot, home, disk):
    """--resume on a history that takes no writes: the unfinished game is read and
    played on (not a new one dealt), and written into its own row once it can be."""
    before = snapshot(home)
    disk.refuse = "full"
    start = open_history(home)
    assert start.store is None and start.retry == home and start.reader is not None
    choose_unfinished(start, resume=True)
    assert start.unfinished is not None, start.notices
    assert not [n for n in start.notices if "new game" in n or "new one" in n], start.notices
    gid = start.unfinished.id
    w = make_window(qtbot, defer_start=True)
    w.history_dir = start.retry
    w.games.begin(start.reader, resume=start.unfinished, lock=start.lock)
    w.notify(start.notices, home)
    c = w.controller
    assert c.game_id == gid
    if c.waiting_for_human == "play":
        click_card(qtbot, w, c.game.hand.view_for(0).legal[0].card)
    elif c.waiting_for_human is not None:
        click_choice(qtbot, w, next(k for k, b in w.decision.buttons.items()
                                    if b.isVisible()))
    qtbot.waitUntil(lambda: c._saver.pending, timeout=15000)  # a decision, unsaved
    # the history took nothing (the game's lock, a file of its own, is held)
    assert {k: v for k, v in snapshot(home).items() if not k.endswith(".lock")} == before
    assert [line for line in w.notice.lines if UNSAVED in line] == []  # told at start
    disk.refuse = None  # space freed: the next try opens the history for writing
    qtbot.waitUntil(lambda: not c._saver.pending, timeout=15000)
    assert w.store is not None and not w.store.for_reading
    assert any(AGAIN in line for line in w.notice.lines)
    saved_whole(w.store, c)
    games = HistoryStore(home).games()
    assert len(games) == 2 and [g.id for g in games if g.finished_at is None] == [gid]
    w.close()


def test_an_autoplay_game_is_not_offered_for_resume(tmp_path):
    store = HistoryStore(tmp_path)
    mine = store.new_game(Rules().to_json(), "ABCD", ["human", "easy", "easy", "easy"])
    game = Game(Rules(), 4)
    auto = store.new_game(game.rules.to_json(), "ABCD", ["medium"] * 4)  # newer
    game.cut()
    store.set_first_dealer(auto, game.dealer)
    store.close()
    start = open_history(tmp_path)
    choose_unfinished(start, resume=True)
    assert start.unfinished is not None and start.unfinished.id == mine
    start.lock.unlock()
    start = open_history(tmp_path)  # --autoplay --resume: that one, and only that one
    choose_unfinished(start, resume=True, autoplay=True)
    assert start.unfinished is not None and start.unfinished.id == auto
    start.lock.unlock()


# --------------------------------------------------- the real program
def _run(*args: str) -> subprocess.CompletedProcess[str]:
    from .test_app import run_app

    out = run_app(*args, timeout=180)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr, out.stderr
    return out


def test_each_notice_is_printed_once(tmp_path):
    (tmp_path / "settings.ini").write_text("[game]\nlevel1=superhard\n", encoding="utf-8")
    err = _run("--exit-when-ready", "--data-dir", str(tmp_path)).stderr
    assert err.count("superhard") == 1, err


def test_a_full_disk_at_start_of_the_real_program(tmp_path, template):
    try:
        mount = small_tmpfs(tmp_path / "mnt")
        home = mount.__enter__()
    except OSError as e:
        pytest.skip(f"no tmpfs here: {e}")
    try:
        shutil.copy(template, home / FILENAME)
        filler = fill(home)
        before = snapshot(home)
        err = _run("--resume", "--exit-when-ready", "--data-dir", str(home)).stderr
        assert err.count(WORDS["full"]) == 1, err
        assert "could not be read" not in err and "unreadable" not in err
        after = snapshot(home)
        after.pop("allfours.log", None)  # what went wrong, if the disk took a line of it
        assert after == before
        filler.unlink()
        err = _run("--resume", "--exit-when-ready", "--data-dir", str(home)).stderr
        assert "no unfinished game" not in err, err  # it resumed the game in progress
    finally:
        mount.__exit__(None, None, None)


BROKEN = """
import sys
from allfours_gui.session import controller

class Broken:
    def choose(self, view, cancel=None):
        raise RuntimeError("the search blew up")
    def choose_method(self, seat, rules):
        raise RuntimeError("the search blew up")
    def choose_call(self, view, options):
        return None

controller.default_player_factory = lambda level, seed: Broken()
from allfours_gui.ui.app import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_failing_computer_is_logged_to_the_file_not_the_terminal(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", BROKEN, "--autoplay", "1", "--speed",
                          "instant", "--seed", "3", "--data-dir", str(tmp_path)],
                         capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "blew up" not in out.stderr, out.stderr
    log = (tmp_path / "allfours.log").read_text(encoding="utf-8")
    # every failure is a line; its traceback is there once per seat, not per decision
    assert log.count("a safe move is played") > 8
    assert log.count("Traceback") == 4, log[:3000]


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0
                    or shutil.which("setpriv") is None,
                    reason="needs root to run the program as another user")
def test_a_read_only_data_folder_of_the_real_program(template):
    """Run as a user who may not write the folder: no traceback, one notice that
    names no file that does not exist, every file as it was."""
    home = Path(tempfile.mkdtemp(prefix="allfours-rodir-"))
    try:
        home.chmod(0o755)
        shutil.copy(template, home / FILENAME)
        before = snapshot(home)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), HOME="/tmp")
        out = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable,
             "-m", "allfours_gui", "--resume", "--exit-when-ready", "--data-dir", str(home)],
            capture_output=True, text=True, env=env, cwd=ROOT, timeout=180, check=False)
        assert out.returncode == 0, out.stderr
        assert "Traceback" not in out.stderr and "unreadable" not in out.stderr, out.stderr
        assert out.stderr.count("may not be written") == 1, out.stderr
        assert snapshot(home) == before and sorted(snapshot(home)) == [FILENAME]
    finally:
        shutil.rmtree(home, ignore_errors=True)

"""Closing the window while the history refuses this game: the window shows
what waits (a mark that stays), closing asks, and nothing is lost: what waits
is in a journal the next start writes into the history, or saved elsewhere
by the person, or lost only when the person says so."""

from __future__ import annotations

import contextlib
import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from allfours_gui.app.settings import AppSettings
from allfours_gui.app.startup import choose_unfinished, open_history, take_back
from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history import journal, opening
from allfours_gui.history.store import FILENAME, HistoryStore
from allfours_gui.session.controller import GameController

from ..history.disk import Disk
from ..history.test_store import play_and_save
from .helpers import click_card, click_choice, make_window, save_shot, wait_prompt


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("template")
    store = HistoryStore(folder)
    play_and_save(store, 3)
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
    monkeypatch.setattr(GameController, "RETRY_MS", 200)
    monkeypatch.setattr(GameController, "HELD_RETRY_MS", 10)
    return d


def decide(qtbot, w, count: int) -> None:
    """``count`` of the person's decisions, by clicks: a card, or the first button."""
    c = w.controller
    for _ in range(count):
        qtbot.waitUntil(lambda: c.waiting_for_human is not None and not w.scene.busy,
                        timeout=20000)
        if c.waiting_for_human == "play":
            click_card(qtbot, w, c.game.hand.view_for(0).legal[0].card)
        else:
            click_choice(qtbot, w, next(k for k, b in w.decision.buttons.items()
                                        if b.isVisible()))
        qtbot.waitUntil(lambda: c.waiting_for_human is None or w.scene.busy, timeout=20000)


def the_question(qtbot) -> QMessageBox:
    box: list[QMessageBox] = []

    def asked() -> bool:
        box[:] = [b for b in QApplication.topLevelWidgets()
                  if isinstance(b, QMessageBox) and b.objectName() == "confirm-unsaved"
                  and b.isVisible()]
        return bool(box)

    qtbot.waitUntil(asked, timeout=5000)
    return box[0]


def press_named(qtbot, box: QMessageBox, name: str) -> None:
    button = next(b for b in box.buttons() if b.objectName() == name)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def window_on(qtbot, home: Path, disk: Disk, **args):
    store = HistoryStore(home)
    w = make_window(qtbot, store=store, speed="fast", **args)
    wait_prompt(qtbot, w, "stand", timeout=20000)
    decide(qtbot, w, 2)  # saved as usual
    assert not w.unsaved.mark.isVisible()
    disk.refuse = "full"
    decide(qtbot, w, 3)  # refused: kept
    c = w.controller
    qtbot.waitUntil(lambda: w.unsaved.mark.isVisible(), timeout=5000)
    return w, c, store


def process_ends() -> None:
    """The window closed, so the program ends: what it held goes (the games it
    left waiting, their journals' locks)."""
    for saver in GameController._left:
        if saver.journal is not None and saver.journal._held is not None:
            saver.journal._held.close()
            saver.journal._held = None
    GameController._left.clear()


def next_start(home: Path) -> tuple[Game, list[str]]:
    """What the next start finds: the history (journals written into it) and the
    game it resumes."""
    process_ends()
    start = open_history(home)
    choose_unfinished(start, resume=True)
    assert start.store is not None and start.unfinished is not None, start.notices
    row = start.unfinished
    game = Game.restore(Rules.from_json(row.rules), row.first_dealer, row.deal_method,
                        [h.record for h in start.store.hands(row.id)])
    if start.lock is not None:
        start.lock.unlock()
    start.store.close()
    return game, start.notices


def test_the_window_shows_what_waits_and_closing_keeps_it_for_the_next_start(
        qtbot, home, disk, tmp_path):
    w, c, store = window_on(qtbot, home, disk)
    waiting = c.unsaved()
    assert waiting is not None and waiting.decisions >= 3 and waiting.kept_in is not None
    assert waiting.kept_in.parent == home / journal.FOLDER
    assert w.unsaved.mark.text() == f"Unsaved decisions: {waiting.decisions}"
    assert str(waiting.kept_in) in w.unsaved.mark.accessibleDescription()
    save_shot(w, tmp_path, "unsaved-mark")
    record = c.game.hand.record()
    w.notice.hide()  # the panel dismissed: the mark stays
    assert w.unsaved.mark.isVisible()
    w.close()
    box = the_question(qtbot)
    assert w.isVisible()  # asked first
    assert str(waiting.kept_in) in box.text() and "next starts" in box.text()
    save_shot(box, tmp_path, "unsaved-quit-question")
    press_named(qtbot, box, "unsaved-quit")
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)
    store.close()
    process_ends()
    disk.refuse = None  # space freed, the window gone: the next start
    game, notices = next_start(home)
    assert game.hand.record() == record  # nothing lost
    assert any("are now in your history" in n for n in notices), notices
    assert not list((home / journal.FOLDER).glob(f"*{journal.SUFFIX}"))


def test_keep_trying_saves_once_the_disk_takes_it_and_then_closes(qtbot, home, disk):
    w, c, store = window_on(qtbot, home, disk)
    w.close()
    box = the_question(qtbot)
    press_named(qtbot, box, "unsaved-keep-trying")
    qtbot.wait(100)
    assert w.isVisible() and c.unsaved() is not None  # still refused: the window stays
    disk.refuse = None
    qtbot.mouseClick(w.unsaved.mark, Qt.MouseButton.LeftButton)  # the mark: try again now
    qtbot.waitUntil(lambda: not w.unsaved.mark.isVisible(), timeout=5000)
    assert c.unsaved() is None and not c._saver.pending
    w.close()  # nothing waits: no question
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)
    store.close()
    process_ends()


def test_with_no_journal_anywhere_closing_offers_to_save_elsewhere_and_takes_it_back(
        qtbot, home, disk, tmp_path, monkeypatch):
    places = journal.places
    monkeypatch.setattr(journal, "places", lambda _history: [])  # no folder takes anything
    settings = AppSettings(tmp_path / "settings")
    w, c, store = window_on(qtbot, home, disk, settings=settings)
    waiting = c.unsaved()
    assert waiting is not None and waiting.kept_in is None
    assert "only in this window" in w.unsaved.mark.toolTip()
    record, hand_number = c.game.hand.record(), c.game.hand_number
    w.close()
    box = the_question(qtbot)
    save_shot(box, tmp_path, "unsaved-nowhere-question")
    lose = next(b for b in box.buttons() if b.objectName() == "unsaved-quit")
    assert lose.text() == f"Quit and Lose Them ({waiting.decisions})"
    assert box.defaultButton().objectName() == "unsaved-elsewhere"
    elsewhere = tmp_path / "chosen"
    elsewhere.mkdir()
    w.unsaved.choose_folder = lambda: elsewhere
    press_named(qtbot, box, "unsaved-elsewhere")
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)
    store.close()
    process_ends()
    saved = sorted(p.name for p in elsewhere.iterdir())
    game_files = [n for n in saved if n.endswith(journal.SUFFIX)]
    assert len(game_files) == 1
    # the finished hands as records; the hand in play only inside the game's file
    hands = [n for n in saved if "-hand-" in n]
    assert len(hands) == hand_number - 1
    for name in hands:
        assert json.loads((elsewhere / name).read_text())["format"] == "allfours-hand/1"
    assert AppSettings(tmp_path / "settings").saved_elsewhere == [
        str(elsewhere / game_files[0])]
    monkeypatch.setattr(journal, "places", places)  # the next start: as usual, the disk freed
    process_ends()
    disk.refuse = None
    start = open_history(home)
    remaining = take_back(start, [str(elsewhere / game_files[0])])
    assert remaining == []
    assert any("is in your history again" in n for n in start.notices), start.notices
    choose_unfinished(start, resume=True)
    row = start.unfinished
    assert row is not None
    hands_now = start.store.hands(row.id)
    assert hands_now[-1].record == record
    assert (elsewhere / game_files[0]).exists()  # the person's file stays theirs
    if start.lock is not None:
        start.lock.unlock()
    start.store.close()


def test_quit_and_lose_them_when_the_person_says_so(qtbot, home, disk, monkeypatch):
    monkeypatch.setattr(journal, "places", lambda _history: [])
    w, _c, store = window_on(qtbot, home, disk)
    w.close()
    press_named(qtbot, the_question(qtbot), "unsaved-quit")
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)
    store.close()
    process_ends()


def test_the_real_program_killed_on_a_full_disk_loses_nothing(tmp_path, template):
    """A full tmpfs under the history: the game plays on, its decisions go to the
    journal in the user's own temporary folder (beside the history nothing fits);
    kill -9, space freed: the next start writes them into the history and resumes
    the game exactly where the journal had it."""
    import os
    import signal
    import subprocess
    import sys
    import time

    from ..history.disk import fill, small_tmpfs

    try:
        mount = small_tmpfs(tmp_path / "mnt")
        data = mount.__enter__()
    except OSError as e:
        pytest.skip(f"no tmpfs here: {e}")
    try:
        shutil.copy(template, data / FILENAME)
        filler = fill(data)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        proc = subprocess.Popen([sys.executable, "-m", "allfours_gui", "--autoplay", "1",
                                 "--speed", "fast", "--seed", "4", "--data-dir", str(data)],
                                env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True)
        # the program's own temporary folder (TMPDIR, set for each test in conftest)
        kept_in = Path(os.environ["TMPDIR"]) / f"allfours-unsaved-{os.getuid()}"
        deadline = time.monotonic() + 120
        decisions = 0
        while decisions < 25:
            assert time.monotonic() < deadline and proc.poll() is None, (
                proc.kill(), proc.communicate()[1])
            time.sleep(0.5)
            for path in kept_in.glob(f"*{journal.SUFFIX}") if kept_in.is_dir() else []:
                with contextlib.suppress(OSError, ValueError, KeyError):  # between writes
                    decisions = json.loads(path.read_text())["decisions"]
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        assert not list((data / journal.FOLDER).glob(f"*{journal.SUFFIX}"))  # nothing fitted
        path = next(kept_in.glob(f"*{journal.SUFFIX}"))
        kept = json.loads(path.read_text())
        filler.unlink()
        out = subprocess.run([sys.executable, "-m", "allfours_gui", "--autoplay", "1",
                              "--resume", "--exit-when-ready", "--data-dir", str(data)],
                             env=env, capture_output=True, text=True, timeout=180)
        assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr
        assert f"({kept['decisions']}) are now in your history" in out.stderr, out.stderr
        assert not path.exists()
        store = HistoryStore(data)
        game = next(g for g in store.games() if g.levels == kept["levels"])
        hands = store.hands(game.id)
        assert [h.record for h in hands] == [h["record"] for h in kept["hands"]]
        store.close()
    finally:
        mount.__exit__(None, None, None)

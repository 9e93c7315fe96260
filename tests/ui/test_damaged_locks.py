"""A game's lock file never locks the game for ever: a 0-byte, garbage or
directory lock is set aside (renamed, never deleted) and the person told; a
lock whose owner is not a running All Fours (a dead process, a process of
another program, another machine's) is taken over; a lock a running window
holds, in this process or another, still keeps the game to that window."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QSysInfo

from allfours_gui.app.startup import choose_unfinished, open_history
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.controller import game_is_free

from .helpers import click_choice, make_window, save_shot, wait_prompt
from .test_damaged_start import notice_text, stood

posix_only = pytest.mark.skipif(os.name != "posix", reason="flock and /proc: POSIX")


def qt_lock(pid: int, program: str, host: str | None = None, host_id: bytes | None = None,
            boot_id: bytes | None = None) -> bytes:
    """A lock file as QLockFile writes it."""
    host = QSysInfo.machineHostName() if host is None else host
    host_id = bytes(QSysInfo.machineUniqueId()) if host_id is None else host_id
    boot_id = bytes(QSysInfo.bootUniqueId()) if boot_id is None else boot_id
    return b"\n".join([str(pid).encode(), program.encode(), host.encode(), host_id,
                       boot_id, b""])


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def left_game(qtbot, tmp_path) -> int:
    """An unfinished game in the history, its window closed (its lock released)."""
    first = stood(qtbot, HistoryStore(tmp_path))
    gid = first.controller.game_id
    first.close()
    assert game_is_free(HistoryStore(tmp_path), gid)
    return gid


def start_and_resume(qtbot, tmp_path, gid: int):
    """Start as the app does: the game is offered, and resumes at the click."""
    start = open_history(tmp_path)
    choose_unfinished(start, resume=False)
    assert start.unfinished is not None and start.unfinished.id == gid
    assert start.lock is not None
    assert not any("another window" in n for n in start.notices)
    w = make_window(qtbot, store=start.store, offer_resume=start.unfinished, lock=start.lock)
    w.notify(start.notices, tmp_path)
    assert w.decision.isVisible()
    return w, start


@pytest.mark.parametrize("kind", ["empty", "garbage", "directory"])
def test_an_unreadable_lock_is_set_aside_and_the_game_resumes(qtbot, tmp_path, kind):
    gid = left_game(qtbot, tmp_path)
    path = tmp_path / f"game-{gid}.lock"
    garbage = bytes(range(256)) * 3
    if kind == "directory":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    else:
        path.write_bytes(b"" if kind == "empty" else garbage)
    w, start = start_and_resume(qtbot, tmp_path, gid)
    (aside,) = tmp_path.glob(f"game-{gid}.lock.unreadable-*")
    if kind == "directory":  # never deleted: moved whole, with what it held
        assert (aside / "inside.txt").read_text() == "kept"
    else:
        assert aside.read_bytes() == (b"" if kind == "empty" else garbage)
    assert [n for n in start.notices if aside.name in n]  # what the app prints and shows
    text = notice_text(w)
    assert "could not be read" in text and aside.name in text
    save_shot(w, tmp_path, f"damaged-lock-{kind}")
    click_choice(qtbot, w, "resume")
    wait_prompt(qtbot, w, "play")
    assert w.controller.game_id == gid
    assert not game_is_free(HistoryStore(tmp_path), gid)  # held by this window now
    assert path.is_file()


@posix_only
@pytest.mark.parametrize("owner", ["dead-process", "other-program", "other-machine"])
def test_a_lock_whose_owner_is_not_a_running_all_fours_is_taken_over(qtbot, tmp_path, owner):
    gid = left_game(qtbot, tmp_path)
    path = tmp_path / f"game-{gid}.lock"
    sleeper = subprocess.Popen(["sleep", "60"])
    try:
        if owner == "dead-process":
            path.write_bytes(qt_lock(dead_pid(), "python3"))
        elif owner == "other-program":  # a live process, named in the lock, not All Fours
            path.write_bytes(qt_lock(sleeper.pid, "sleep"))
        else:  # written on another machine (or this one under another name and id)
            path.write_bytes(qt_lock(os.getpid(), os.path.basename(sys.executable),
                                     "another-machine", b"0" * 32, b"1" * 36))
        w, start = start_and_resume(qtbot, tmp_path, gid)
        assert start.notices == []  # a stale lock is simply taken over
        assert not list(tmp_path.glob("*.unreadable-*"))
        click_choice(qtbot, w, "resume")
        wait_prompt(qtbot, w, "play")
        assert w.controller.game_id == gid
        assert not game_is_free(HistoryStore(tmp_path), gid)
    finally:
        sleeper.kill()
        sleeper.wait()


HOLDER = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QLockFile
    lock = QLockFile(sys.argv[1])
    lock.setStaleLockTime(0)
    print("locked" if lock.tryLock(0) else "refused", flush=True)
    sys.stdin.readline()
""")


@posix_only
def test_a_lock_another_running_window_holds_still_keeps_the_game_there(qtbot, tmp_path):
    gid = left_game(qtbot, tmp_path)
    path = tmp_path / f"game-{gid}.lock"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        held = path.read_bytes()
        for resume in (False, True):
            start = open_history(tmp_path)
            choose_unfinished(start, resume)
            assert start.unfinished is None and start.lock is None
            assert "open in another window" in " ".join(start.notices)
            assert path.read_bytes() == held  # neither taken over nor set aside
            assert not list(tmp_path.glob("*.unreadable-*"))
        # even with its contents made unreadable, a lock its window holds stays
        path.write_bytes(b"")
        assert not game_is_free(HistoryStore(tmp_path), gid)
        assert path.exists() and not list(tmp_path.glob("*.unreadable-*"))
    finally:
        holder.kill()  # as a crash would: its lock is left behind
        holder.wait()
    assert game_is_free(HistoryStore(tmp_path), gid)


def test_a_second_window_in_this_process_still_finds_the_game_open(qtbot, tmp_path):
    first = stood(qtbot, HistoryStore(tmp_path))
    gid = first.controller.game_id
    start = open_history(tmp_path)
    choose_unfinished(start, resume=True)
    assert start.unfinished is None and "open in another window" in " ".join(start.notices)
    assert not list(tmp_path.glob("*.unreadable-*"))
    assert (tmp_path / f"game-{gid}.lock").is_file()


def test_the_app_resumes_past_an_empty_lock_and_says_so(tmp_path):
    from .test_damaged_start import _home_with_history, _run

    home = _home_with_history(tmp_path)
    (gid,) = [r.id for r in HistoryStore(home).unfinished_games()]
    (home / f"game-{gid}.lock").write_bytes(b"")
    err = _run(home, "--resume")
    (aside,) = home.glob(f"game-{gid}.lock.unreadable-*")
    assert "could not be read" in err and aside.name in err
    assert "another window" not in err and "no unfinished game" not in err
    assert not (home / f"game-{gid}.lock").exists()  # released as the app closed

"""What SQLite passes over without a word is said (issue 35, item 4): an empty
history file is set aside like any unreadable one, a -wal file that is not one is
kept as a copy before SQLite discards it, a folder with the history's name is
named as such (not blamed on permissions), and with no history at all --resume
adds no "no unfinished game" under the words that say why."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

from allfours_gui.app.startup import choose_unfinished, open_history
from allfours_gui.engine import Rules
from allfours_gui.history.opening import EMPTY_AGE_S, FILENAME, wal_is_one
from allfours_gui.history.store import HistoryStore

NO_UNFINISHED = "There was no unfinished game to resume"


def _old(path: Path) -> None:
    then = time.time() - EMPTY_AGE_S - 60
    os.utime(path, (then, then))


def test_an_empty_history_file_is_set_aside_and_said(tmp_path):
    (tmp_path / FILENAME).write_bytes(b"")
    _old(tmp_path / FILENAME)
    start = open_history(tmp_path)
    assert start.store is not None
    kept = [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    assert len(kept) == 1 and kept[0].stat().st_size == 0
    assert any("could not be read; it was kept as" in n and kept[0].name in n
               for n in start.notices), start.notices
    start.store.close()


def test_an_empty_file_just_made_by_another_window_is_left_to_it(tmp_path):
    (tmp_path / FILENAME).write_bytes(b"")  # this very moment: another window's new file
    start = open_history(tmp_path)
    assert start.store is not None and not start.notices
    assert not [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    start.store.close()


def _history_with_a_log(folder: Path) -> Path:
    store = HistoryStore(folder)
    store.new_game(Rules().to_json(), ["a", "b", "c", "d"], ["human"] + ["easy"] * 3)
    store.close()
    wal = folder / f"{FILENAME}-wal"
    return wal


def test_a_log_file_that_is_not_one_is_kept_as_a_copy_and_said(tmp_path):
    wal = _history_with_a_log(tmp_path)
    garbage = os.urandom(4096)
    wal.write_bytes(garbage)
    assert not wal_is_one(wal)
    start = open_history(tmp_path)
    assert start.store is not None
    copies = [p for p in tmp_path.iterdir() if p.name.startswith(f"{FILENAME}-wal.unreadable-")]
    assert len(copies) == 1 and copies[0].read_bytes() == garbage
    assert any("write-ahead log" in n and copies[0].name in n for n in start.notices), \
        start.notices
    assert len(start.store.unfinished_games()) == 1  # the history itself is as it was
    start.store.close()


def test_a_true_log_is_not_copied(tmp_path):
    folder = tmp_path
    store = HistoryStore(folder)
    store.new_game(Rules().to_json(), ["a", "b", "c", "d"], ["human"] + ["easy"] * 3)
    # a second connection keeps the log from being checkpointed away as the first closes
    other = sqlite3.connect(folder / FILENAME)
    other.execute("SELECT count(*) FROM games").fetchone()
    wal = folder / f"{FILENAME}-wal"
    assert wal.stat().st_size and wal_is_one(wal)
    again = HistoryStore(folder)
    assert not again.take_notices()
    assert not [p for p in folder.iterdir() if ".unreadable-" in p.name]
    for db in (again, store):
        db.close()
    other.close()


def test_a_folder_with_the_history_name_is_named_so(tmp_path):
    (tmp_path / FILENAME).mkdir()
    start = open_history(tmp_path)
    assert start.store is None and start.retry == tmp_path
    said = " ".join(start.notices)
    assert "a folder has the history file's name" in said, said
    assert "read-only" not in said and "another user's" not in said


def test_resume_with_no_history_adds_no_line_under_the_reason(tmp_path):
    con = sqlite3.connect(tmp_path / FILENAME)
    con.execute("PRAGMA user_version = 99")  # a newer version's history: not opened
    con.close()
    start = open_history(tmp_path)
    assert start.store is None and start.notices
    choose_unfinished(start, resume=True)
    assert not [n for n in start.notices if NO_UNFINISHED in n], start.notices

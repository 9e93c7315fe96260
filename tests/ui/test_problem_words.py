"""Errors and the history's notices are said in the language shown.

``problem_words`` gives each error we understand a short phrase from the
catalogue (in Gaelic: none of the English phrase's words are left), and any
other error its own English words, for the log. The history's notices (a row
set aside, a game that does not restore, a file kept aside) are data the
window words: in Gaelic the person reads no English sentence, and in English
they read exactly what the history's ``str`` says.
"""

from __future__ import annotations

import errno
import json
import re
import socket
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale

from allfours_gui.app import i18n
from allfours_gui.app.startup import choose_unfinished, open_history
from allfours_gui.engine.record_limits import parse_json
from allfours_gui.history import opening
from allfours_gui.history.store import FILENAME, HistoryStore, Unavailable
from allfours_gui.session.problem_words import problem_words, words
from allfours_gui.ui.history.history_window import HistoryWindow, StatisticsWindow
from tests.history.disk import sqlite_error
from tests.history.test_store import play_and_save

from .helpers import make_window


def _raised(action) -> BaseException:
    try:
        action()
    except BaseException as e:  # the error Python itself raises, as the app meets it
        return e
    raise AssertionError("nothing was raised")


def _locked(tmp: Path) -> BaseException:
    path = tmp / "held.sqlite3"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("CREATE TABLE t (x)")
    holder.execute("BEGIN EXCLUSIVE")
    other = sqlite3.connect(path, timeout=0)
    try:
        return _raised(lambda: other.execute("SELECT * FROM t"))
    finally:
        other.close()
        holder.close()


def _not_a_database(tmp: Path) -> BaseException:
    path = tmp / "garbage.sqlite3"
    path.write_bytes(b"this is not a database, only some text " * 100)
    db = sqlite3.connect(path)
    try:
        return _raised(lambda: db.execute("SELECT * FROM sqlite_master"))
    finally:
        db.close()


def _timed_out() -> BaseException:
    """A socket's own timeout (Python raises it with no errno)."""
    mine, theirs = socket.socketpair()
    mine.settimeout(0.01)
    try:
        return _raised(lambda: mine.recv(1))
    finally:
        mine.close()
        theirs.close()


def errors(tmp: Path) -> list[tuple[BaseException, str]]:
    """Each kind of error we understand, and its English phrase."""
    return [
        (OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
        (OSError(errno.EDQUOT, "Disk quota exceeded"), "the disk is full"),
        (_raised(lambda: (tmp / "no" / "such").read_text()),
         "the file or folder does not exist"),
        (PermissionError(errno.EACCES, "Permission denied"), "permission was refused"),
        (PermissionError(errno.EPERM, "Operation not permitted"), "permission was refused"),
        (OSError(errno.EROFS, "Read-only file system"), "the disk is read-only"),
        (_raised(lambda: tmp.read_text()), "it is a folder, not a file"),
        (OSError(errno.EIO, "Input/output error"),
         "the disk reported an error reading or writing"),
        (_raised(lambda: (tmp / ("x" * 4000)).read_text()), "the name is too long"),
        (OSError(errno.EMFILE, "Too many open files"), "too many files are open"),
        (ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused"),
         "the other computer refused the connection"),
        (ConnectionResetError(errno.ECONNRESET, "Connection reset by peer"),
         "the connection was broken off"),
        (BrokenPipeError(errno.EPIPE, "Broken pipe"), "the connection was broken off"),
        (ConnectionAbortedError(), "the connection was broken off"),
        (TimeoutError(), "there was no answer in time"),
        (_timed_out(), "there was no answer in time"),
        (socket.gaierror(socket.EAI_NONAME, "Name or service not known"),
         "the address could not be found"),
        (OSError(errno.EHOSTUNREACH, "No route to host"), "the other computer cannot be reached"),
        (OSError(errno.ENETUNREACH, "Network is unreachable"),
         "the other computer cannot be reached"),
        (OSError(errno.EADDRINUSE, "Address already in use"), "the port is already in use"),
        (_locked(tmp), "another program is using the file"),
        (_not_a_database(tmp), "the file is damaged"),
        (sqlite_error("full"), "the disk is full"),
        (sqlite_error("read-only"), "the file is read-only"),
        (_raised(lambda: json.loads('{"a": 1,\n')), "it is not valid JSON at line 2"),
        (_raised(lambda: b"\xff\xfe".decode("utf-8")), "it is not text"),
        (MemoryError(), "there is not enough memory"),
        (_raised(lambda: parse_json(b'{"a": [1,\n 2')), "it is not JSON (line 2, column 3)"),
        (Unavailable(tmp, opening._BUSY, sqlite_error("locked")),
         "another program is holding the history file — nothing is saved until it lets go"),
    ]


# the words a translation may keep: a loanword, a format's name
KEPT = {"port", "json"}


def english_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in KEPT}


def without_paths(text: str, folder: Path) -> str:
    """``text`` without the paths in it (a file's name is no word of the sentence)."""
    return re.sub(re.escape(str(folder)) + r"\S*", "", text)


@pytest.fixture
def gaelic(qapp) -> Iterator[None]:
    loaded = i18n.install(qapp, "gd")
    assert loaded, "the Gaelic catalogue is built by the test run"
    # dates as the language writes them (the language's locale is Qt's default then)
    QLocale.setDefault(QLocale("gd"))
    yield
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    i18n.install(qapp, "en")


def test_each_error_we_understand_has_its_phrase(qapp, tmp_path):
    i18n.install(qapp, "en")
    for e, phrase in errors(tmp_path):
        assert problem_words(e) == phrase, (e, phrase)


def test_in_gaelic_each_phrase_is_the_catalogues(gaelic, tmp_path):
    for e, phrase in errors(tmp_path):
        said = problem_words(e)
        assert said and said != phrase, (e, said)
        left = english_words(said) & english_words(phrase)
        assert not left, (phrase, said, left)


def test_any_other_error_is_said_in_its_own_words_for_the_log(gaelic):
    assert problem_words(ValueError("a king of five suits")) == "a king of five suits"
    assert problem_words(OSError(errno.ESRCH, "No such process")) == "No such process"
    assert problem_words(OSError("cannot listen here")) == "cannot listen here"
    assert problem_words(RuntimeError()) == "RuntimeError"  # never an empty detail


# --------------------------------------------------------------- history notices
def damaged_history(home: Path) -> None:
    """A finished game with a damaged hand, a finished game whose row is damaged,
    and an unfinished game that no longer restores (its first hand is gone)."""
    store = HistoryStore(home)
    for seed in (3, 5):
        play_and_save(store, seed)
    play_and_save(store, 11, stop_after=150)
    store.close()
    db = sqlite3.connect(home / FILENAME, isolation_level=None)
    db.execute("UPDATE hands SET record = '{' WHERE game_id = 1 AND number = 2")
    db.execute("UPDATE games SET names = 'nobody' WHERE id = 2")
    db.execute("DELETE FROM hands WHERE game_id = 3 AND number = 1")
    db.close()


def test_a_damaged_history_is_told_in_english_as_before(qapp, tmp_path):
    i18n.install(qapp, "en")
    damaged_history(tmp_path)
    start = open_history(tmp_path)
    choose_unfinished(start, resume=False)
    assert len(start.notices) == 3
    [hand] = [n for n in start.notices if n.startswith("Hand ")]
    [game] = [n for n in start.notices if n.startswith("The game of ")]
    [unfinished] = [n for n in start.notices if n.startswith("The unfinished game of ")]
    assert hand.startswith("Hand 2 of the game of ")
    assert hand.endswith("; the game's other hands are still in your history.")
    assert game.endswith(f"was damaged and was set aside, with its 7 hands, in "
                         f"{tmp_path / 'set-aside'}.")
    assert "could not be restored (hand 1 is missing)" in unfinished


def test_a_damaged_history_is_told_in_gaelic(gaelic, qtbot, tmp_path):
    damaged_history(tmp_path)
    start = open_history(tmp_path)
    choose_unfinished(start, resume=False)
    assert len(start.notices) == 3
    # every English word of the sentences, their labels and the restore reason
    english = english_words(
        "Hand of the game was damaged and was set aside in; the game's other hands are "
        "still in your history. The game was damaged and was set aside, with its hands, in. "
        "The unfinished game could not be restored (hand is missing), so it can no longer be "
        "resumed; its hands are still in your history.")
    for notice in start.notices:
        words_left = english_words(without_paths(notice, tmp_path)) & english
        assert not words_left, (notice, words_left)
    month = QLocale().toString(QDate.currentDate(), "MMM")  # the games were played today
    assert month in " ".join(start.notices)  # the day, in the language's own month name
    w = make_window(qtbot, store=start.store)
    w.notify(start.notices, tmp_path)
    shown = w.notice.body.text()
    assert all(notice in shown for notice in start.notices)


def test_a_history_kept_aside_whole_is_told_in_gaelic(gaelic, tmp_path):
    (tmp_path / FILENAME).write_bytes(b"not a database at all " * 200)
    start = open_history(tmp_path)
    [notice] = start.notices
    assert str(tmp_path / FILENAME) in notice  # the name it was kept under
    assert not english_words(without_paths(notice, tmp_path)) & english_words(
        "Your game history could not be read; it was kept as and a new history was started.")


def test_a_notice_within_a_notice_and_an_error_within_are_worded_first(gaelic, tmp_path):
    full = opening.why_unavailable(OSError(errno.ENOSPC, "No space left on device"))
    assert full is not None and str(full).startswith("the disk is full")
    other = opening.why_unavailable(OSError(errno.EIO, "Input/output error"))
    assert other is not None
    assert str(other) == ("the history file could not be used (Input/output error) — nothing "
                          "is saved until it can")
    said = words(other)
    assert problem_words(OSError(errno.EIO, "x")) in said  # the error, in Gaelic too
    assert not english_words(said) & english_words(str(other))


def test_the_history_window_tells_what_its_read_set_aside_in_gaelic(gaelic, qtbot, tmp_path):
    from .test_history_loading import falsify_an_outcome, history

    history(tmp_path)
    falsify_an_outcome(tmp_path)  # found by the worker's replay, told by the window
    told: list[str] = []
    window = StatisticsWindow(tmp_path, notify=lambda lines, folder: told.extend(lines))
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.loading and bool(told), timeout=20000)
    [notice] = told
    assert notice in window.notice.text()
    left = english_words(without_paths(notice, tmp_path)) & english_words(
        "Hand of the game was damaged and was set aside in; the game's other hands are "
        "still in your history.")
    assert not left, (notice, left)


def test_a_read_that_fails_says_why_in_gaelic(gaelic, qtbot, tmp_path, monkeypatch):
    from .test_history_loading import history

    history(tmp_path)

    def busy(store: HistoryStore) -> list[object]:
        raise sqlite_error("locked")

    monkeypatch.setattr(HistoryStore, "games", busy)
    window = HistoryWindow(tmp_path, lambda *args: None)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.loading, timeout=20000)
    said = window.status.text()
    assert problem_words(sqlite_error("locked")) in said
    assert not english_words(said) & english_words(
        "Your history could not be read: another program is using the file")

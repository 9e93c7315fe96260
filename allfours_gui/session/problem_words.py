"""What went wrong, in the person's language: the one table of words for errors.

``problem_words(e)`` says an error briefly ("the disk is full"), to fill a
sentence that says what could not be done ("The hand was not saved to {path}:
{reason}."). ``words(notice)`` says a history ``Notice`` (the history layer has
no Qt: it keeps what it tells as data, errors included, and they are worded
here, by this same table).

Here, in the lowest layer with Qt, so the session, the app and the window all
say an error the same way.
"""

from __future__ import annotations

import errno
import json
import socket
import sqlite3

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from ..engine.record_limits import Refused
from ..engine.translatable import QT_TRANSLATE_NOOP
from ..history.notice import Day, Field, Notice, english
from ..history.opening import NewerHistory, Unavailable

CONTEXT = "Problem"

_FULL = QT_TRANSLATE_NOOP("Problem", "the disk is full")
_REFUSED = QT_TRANSLATE_NOOP("Problem", "permission was refused")
_DISK_ERROR = QT_TRANSLATE_NOOP("Problem", "the disk reported an error reading or writing")
_UNREACHABLE = QT_TRANSLATE_NOOP("Problem", "the other computer cannot be reached")
_CUT_OFF = QT_TRANSLATE_NOOP("Problem", "the connection was broken off")

# errno names (some are not on every system) -> words
_ERRNO_NAMES = (
    (("ENOSPC", "EDQUOT"), _FULL),
    (("EACCES", "EPERM"), _REFUSED),
    (("EROFS",), QT_TRANSLATE_NOOP("Problem", "the disk is read-only")),
    (("ENOENT",), QT_TRANSLATE_NOOP("Problem", "the file or folder does not exist")),
    (("ENOTDIR",), QT_TRANSLATE_NOOP("Problem", "a part of its path is not a folder")),
    (("EISDIR",), QT_TRANSLATE_NOOP("Problem", "it is a folder, not a file")),
    (("EEXIST",), QT_TRANSLATE_NOOP("Problem", "a file of that name is already there")),
    (("EIO",), _DISK_ERROR),
    (("ENAMETOOLONG",), QT_TRANSLATE_NOOP("Problem", "the name is too long")),
    (("EMFILE", "ENFILE"), QT_TRANSLATE_NOOP("Problem", "too many files are open")),
    (("EADDRINUSE",), QT_TRANSLATE_NOOP("Problem", "the port is already in use")),
    (("EADDRNOTAVAIL",), QT_TRANSLATE_NOOP("Problem",
                                           "that address is not one of this computer's")),
    (("EHOSTUNREACH", "ENETUNREACH", "ENETDOWN"), _UNREACHABLE),
    (("ECONNREFUSED",), QT_TRANSLATE_NOOP("Problem",
                                          "the other computer refused the connection")),
    (("ECONNRESET", "ECONNABORTED", "EPIPE"), _CUT_OFF),
    (("ETIMEDOUT",), QT_TRANSLATE_NOOP("Problem", "there was no answer in time")),
)
_BY_ERRNO = {getattr(errno, name): text for names, text in _ERRNO_NAMES for name in names
             if hasattr(errno, name)}
# the classes Python raises without an errno (a socket's timeout, a pipe on Windows)
_BY_CLASS: tuple[tuple[type[BaseException], str], ...] = (
    (socket.gaierror, QT_TRANSLATE_NOOP("Problem", "the address could not be found")),
    (ConnectionRefusedError, _BY_ERRNO[errno.ECONNREFUSED]),
    (ConnectionError, _CUT_OFF),
    (TimeoutError, _BY_ERRNO[errno.ETIMEDOUT]),
    (MemoryError, QT_TRANSLATE_NOOP("Problem", "there is not enough memory")),
    (UnicodeDecodeError, QT_TRANSLATE_NOOP("Problem", "it is not text")),
    (NewerHistory, QT_TRANSLATE_NOOP("Problem",
                                     "it was written by a newer version of All Fours")),
)
_BUSY = QT_TRANSLATE_NOOP("Problem", "another program is using the file")
_BY_SQLITE = {
    sqlite3.SQLITE_BUSY: _BUSY,
    sqlite3.SQLITE_LOCKED: _BUSY,
    sqlite3.SQLITE_CORRUPT: QT_TRANSLATE_NOOP("Problem", "the file is damaged"),
    sqlite3.SQLITE_NOTADB: QT_TRANSLATE_NOOP("Problem", "the file is damaged"),
    sqlite3.SQLITE_FULL: _FULL,
    sqlite3.SQLITE_READONLY: QT_TRANSLATE_NOOP("Problem", "the file is read-only"),
    sqlite3.SQLITE_PERM: _REFUSED,
    sqlite3.SQLITE_AUTH: _REFUSED,
    sqlite3.SQLITE_CANTOPEN: QT_TRANSLATE_NOOP("Problem", "the file cannot be opened"),
    sqlite3.SQLITE_IOERR: _DISK_ERROR,
    sqlite3.SQLITE_NOMEM: QT_TRANSLATE_NOOP("Problem", "there is not enough memory"),
}
_NOT_JSON = QT_TRANSLATE_NOOP("Problem", "it is not valid JSON at line {line}")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def problem_words(e: BaseException) -> str:
    """``e`` in a few words of the language shown, for an error we understand: a
    full disk, no permission, a missing file, a network that refuses, a file
    another program holds or that is damaged, text that is not JSON. Any other
    error is said in its own English words (an OS error by the system's words
    for it): a detail for whoever reads the log, not a sentence for the person."""
    if isinstance(e, Unavailable):  # the history's own words for it
        return words(e.reason)
    if isinstance(e, Refused):  # a file or value refused by the engine's limits
        return _tr(e.text).format(**e.fields)
    if isinstance(e, json.JSONDecodeError):
        return _tr(_NOT_JSON).format(line=e.lineno)
    for kind, text in _BY_CLASS:
        if isinstance(e, kind):
            return _tr(text)
    if isinstance(e, OSError) and e.errno in _BY_ERRNO:
        return _tr(_BY_ERRNO[e.errno])
    if isinstance(e, sqlite3.Error):
        code = getattr(e, "sqlite_errorcode", None)
        if code is not None and code & 0xFF in _BY_SQLITE:
            return _tr(_BY_SQLITE[code & 0xFF])
    return english(e) or type(e).__name__


def words(notice: Notice) -> str:
    """``notice`` in the language shown: its template translated, each field said
    (a notice within worded first, an error by ``problem_words``)."""
    return notice.fill(QCoreApplication.translate(notice.context, notice.text), _field)


def all_words(notices: list[Notice]) -> list[str]:
    return [words(n) for n in notices]


def _field(value: Field) -> str:
    if isinstance(value, Notice):
        return words(value)
    if isinstance(value, BaseException):
        return problem_words(value)
    if isinstance(value, Day):  # the month in the language's own word for it
        return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(value.seconds)).date(),
                                  "d MMM yyyy")
    return str(value)

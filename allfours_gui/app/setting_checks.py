"""How each stored preference is checked (settings.py reads them through these).

A check takes what QSettings hands back (a string after a restart, a Python
value before one) and returns the value, or raises ``Bad`` with the reason in
a marked phrase; ``Words`` are such phrases with their fields, worded when read.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication

from ..engine.record_limits import parse_json
from ..engine.rules import Rules
from ..engine.translatable import QT_TRANSLATE_NOOP
from ..session.problem_words import problem_words
from .i18n import CODES
from .resources import BACKS

NAME_MAX = 24  # characters; the settings dialog allows 16
MAX_GEOMETRY_BYTES = 4096  # QWidget.saveGeometry writes about 66

# The problems are worded when read (``AppSettings.problems``), not when found:
# the settings are read before the translator the language setting chooses is
# installed. A problem sentence is a template whose parts (the setting, why its
# value is bad, what is used instead) are each a marked phrase: the sentence's
# English form is fixed by the tests, and a whole sentence per setting and
# reason would be some two hundred strings. Context "Settings" throughout.
def _tr(text: str) -> str:
    """A phrase marked with QT_TRANSLATE_NOOP("Settings", ...), in the reader's language."""
    return QCoreApplication.translate("Settings", text)


class Words:
    """A marked text and its fields, worded when shown (fields that are Words too;
    an error by ``problem_words``)."""

    def __init__(self, text: str, **fields: object) -> None:
        self.text, self.fields = text, fields

    def __str__(self) -> str:
        return _tr(self.text).format(**{
            k: problem_words(v) if isinstance(v, BaseException) else str(v)
            for k, v in self.fields.items()})


class _Bad(Exception):
    """A stored value that cannot be used; the text ends "which ..." in a problem."""

    def __init__(self, text: str, **fields: object) -> None:
        super().__init__(text)
        self.words = Words(text, **fields)


def _text(raw: object) -> str:
    if isinstance(raw, list) and all(isinstance(x, str) for x in raw):
        return ", ".join(raw)  # Qt splits an unquoted value at its commas
    if not isinstance(raw, str):
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not text"))
    return raw


def _one_of(options: tuple[str, ...], kind: str) -> Callable[[object], str]:
    """``kind``: a phrase marked "Settings", "is not {kind}" ("a speed")."""
    def check(raw: object) -> str:
        value = _text(raw).strip()
        if value not in options:  # the values as the file holds them
            raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not {kind} ({listed} or {last})"),
                       kind=Words(kind), listed=", ".join(options[:-1]), last=options[-1])
        return value
    return check


def _language(raw: object) -> str:
    value = _text(raw).strip()
    if value and value not in CODES:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a language ({codes}, or nothing for "
                                                 "the system's)"), codes=", ".join(CODES))
    return value


def _card_back(raw: object) -> str:
    return _one_of(BACKS, QT_TRANSLATE_NOOP("Settings", "a card back"))(raw)


def _flag(raw: object) -> bool:
    if isinstance(raw, bool):  # set in this session, not yet read back from the file
        return raw
    value = _text(raw).strip().lower()
    if value in ("true", "1"):
        return True
    if value in ("false", "0"):
        return False
    raise _Bad(QT_TRANSLATE_NOOP("Settings", "is neither true nor false"))


def _control(c: str) -> bool:
    """A character that moves, hides or reorders text rather than showing (the
    zero-width joiners of emoji sequences are kept)."""
    kind = unicodedata.category(c)
    return kind in ("Cc", "Cs", "Zl", "Zp") or (kind == "Cf" and c not in "\u200c\u200d")


def _name(raw: object) -> str:
    value = _text(raw).strip()
    if not value:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is empty"))
    if len(value) > NAME_MAX:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is longer than {limit} characters"),
                   limit=NAME_MAX)
    if any(_control(c) for c in value):
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "has a control character in it"))
    return value


def _rules(raw: object) -> Rules:
    try:
        return Rules.from_json(parse_json(_text(raw).encode("utf-8"), max_bytes=4096,
                                          max_depth=2))
    except (ValueError, TypeError) as e:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "cannot be used ({reason})"), reason=e) \
            from None


def _geometry(raw: object) -> QByteArray:
    if not isinstance(raw, QByteArray) or raw.size() > MAX_GEOMETRY_BYTES:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a saved window size and place"))
    return raw


def _port(raw: object) -> int:
    value = raw if type(raw) is int else _text(raw).strip()
    if not str(value).isdigit() or not 0 <= int(value) <= 65535:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a port number (0 to 65535)"))
    return int(value)


COACH_SECONDS = (0.5, 60.0)  # the coach's budget a decision: the least and most allowed
# ai.analysis.DEFAULT_SECONDS, not imported: the window opens without loading the AI
DEFAULT_COACH_SECONDS = 3.0


def _seconds(raw: object) -> float:
    """The coach's thinking time a decision, in seconds."""
    try:
        value = float(raw if isinstance(raw, int | float) and not isinstance(raw, bool)
                      else _text(raw).strip())
    except ValueError:
        value = -1.0
    if not COACH_SECONDS[0] <= value <= COACH_SECONDS[1]:  # NaN too
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a number of seconds from {least} to "
                                                 "{most}"),
                   least=COACH_SECONDS[0], most=COACH_SECONDS[1])
    return value


def _line(limit: int) -> Callable[[object], str]:
    """A line typed in a dialog (an address, a code): short, nothing hidden in it."""
    def check(raw: object) -> str:
        value = _text(raw).strip()
        if len(value) > limit:
            raise _Bad(QT_TRANSLATE_NOOP("Settings", "is longer than {limit} characters"),
                       limit=limit)
        if any(_control(c) for c in value):
            raise _Bad(QT_TRANSLATE_NOOP("Settings", "has a control character in it"))
        return value
    return check


def _rejoin(raw: object) -> dict[str, Any] | None:
    """The seat a person had at a networked table, to take it back after a restart."""
    try:
        data = parse_json(_text(raw).encode("utf-8"), max_bytes=1024, max_depth=1)
    except ValueError:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a seat at a table")) from None
    if not isinstance(data, dict) or set(data) != {"address", "code", "seat", "token"}:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a seat at a table"))
    seat, token = data["seat"], data["token"]
    if type(seat) is not int or not 0 <= seat <= 3 or not isinstance(token, str) \
            or not 0 < len(token) <= 64 or not all(c.isalnum() or c in "-_" for c in token):
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a seat at a table"))
    _line(200)(data["address"])
    _line(64)(data["code"])
    return data


def _server(prefixes: tuple[str, ...]) -> Callable[[object], str]:
    """A server of internet tables, as a person typed it: empty (the public one) or
    starting with one of ``prefixes`` (``ws://`` for a mailbox, ``tcp:`` for a relay)."""
    line = _line(300)

    def check(raw: object) -> str:
        text = line(raw).strip()
        if text and (not text.startswith(prefixes) or any(c.isspace() for c in text)):
            raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a server's address"))
        return text
    return check


mailbox_address = _server(("ws://", "wss://"))
relay_address = _server(("tcp:",))


def _paths(raw: object) -> list[str]:
    """Files of games saved elsewhere, to take back into the history (a JSON list)."""
    try:
        data = parse_json(_text(raw).encode("utf-8"), max_bytes=1 << 16, max_depth=1)
    except ValueError:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a list of files")) from None
    if not isinstance(data, list) or len(data) > 16:
        raise _Bad(QT_TRANSLATE_NOOP("Settings", "is not a list of files"))
    return [_line(4096)(p) for p in data if isinstance(p, str) and p.strip()]

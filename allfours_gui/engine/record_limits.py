"""Reading untrusted JSON (imported hand records, settings values) within limits.

A file from elsewhere may be huge, deeply nested or not text at all: each is
refused with a plain-words ``ValueError`` (``Refused``) before it can use much
memory or Python's recursion (``json`` recurses once per level of nesting).
"""

from __future__ import annotations

import json
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

from .translatable import QT_TRANSLATE_NOOP

MAX_RECORD_BYTES = 1 << 20  # 1 MB: a hand record is a few kilobytes
MAX_DEPTH = 64  # a hand record nests 3 deep

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*+"', re.DOTALL)  # possessive: never backtracks
_NOT_BRACKET = re.compile(rb"[^\[\]{}]+")


class Refused(ValueError):
    """Input refused, in words the window says in its language: ``text`` is marked
    ``QT_TRANSLATE_NOOP("Problem", ...)`` and ``fields`` fill it; ``str()`` is the
    English (``session.problem_words`` translates it)."""

    def __init__(self, text: str, **fields: object) -> None:
        self.text, self.fields = text, fields
        super().__init__(text.format(**fields))


def _too_large(limit: int) -> Refused:
    if limit >= 1 << 20:
        return Refused(QT_TRANSLATE_NOOP("Problem", "it is larger than {size} MB"),
                       size=f"{limit / (1 << 20):g}")
    return Refused(QT_TRANSLATE_NOOP("Problem", "it is larger than {size} KB"),
                   size=limit // 1024)


def nesting_depth(data: bytes) -> int:
    """The deepest nesting of ``[`` and ``{`` outside JSON strings (no recursion)."""
    brackets = _NOT_BRACKET.sub(b"", _STRING.sub(b"", data))
    steps = (1 if b in b"[{" else -1 for b in brackets)
    return max(accumulate(steps, initial=0))


def _no_constant(name: str) -> float:
    raise Refused(QT_TRANSLATE_NOOP("Problem", "{name} is not a number JSON allows"), name=name)


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > 100:  # int() refuses 4300 digits, in words for programmers
        raise Refused(QT_TRANSLATE_NOOP("Problem", "it has a number with more than 100 digits"))
    return int(text)


def parse_json(data: bytes, *, max_bytes: int = MAX_RECORD_BYTES,
               max_depth: int = MAX_DEPTH) -> object:
    """``data`` as JSON, or a ``ValueError`` saying in plain words why not."""
    if len(data) > max_bytes:
        raise _too_large(max_bytes)
    if b"\0" in data:
        raise Refused(QT_TRANSLATE_NOOP("Problem", "it has NUL bytes in it: it is not a text "
                                                   "file"))
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark from an editor is harmless
    except UnicodeDecodeError:
        raise Refused(QT_TRANSLATE_NOOP("Problem", "it is not UTF-8 text")) from None
    if nesting_depth(data) > max_depth:
        raise Refused(QT_TRANSLATE_NOOP("Problem", "it is nested more than {depth} levels deep"),
                      depth=max_depth)
    try:
        return json.loads(text, parse_constant=_no_constant, parse_int=_whole_number)
    except json.JSONDecodeError as e:  # json's own words for it are a programmer's
        raise Refused(QT_TRANSLATE_NOOP("Problem", "it is not JSON (line {line}, column "
                                                   "{column})"),
                      line=e.lineno, column=e.colno) from None
    except RecursionError:  # not reached within max_depth; kept as a last guard
        raise Refused(QT_TRANSLATE_NOOP("Problem", "it is nested too deep")) from None


def load_record_text(data: bytes) -> dict[str, Any]:
    """An imported file's bytes as a JSON object (not yet checked as a hand record)."""
    value = parse_json(data)
    if not isinstance(value, dict):
        raise Refused(QT_TRANSLATE_NOOP("Problem", "the file holds no hand record (a JSON "
                                                   "object)"))
    return value


def read_limited(path: str | Path, limit: int = MAX_RECORD_BYTES) -> bytes:
    """At most ``limit`` bytes of a regular file; ``ValueError`` if it holds more.

    The size is checked before reading, and at most ``limit + 1`` bytes are
    read, so a file that grows meanwhile cannot get past the limit; a pipe or
    device (which could block or never end) is refused unread.
    """
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise Refused(QT_TRANSLATE_NOOP("Problem", "it is not a regular file"))
    if info.st_size > limit:
        raise _too_large(limit)
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise _too_large(limit)
    return data


def read_record_file(path: str | Path) -> dict[str, Any]:
    """The JSON object in an imported file, within the limits above."""
    return load_record_text(read_limited(path))

"""What the history tells the person, as data the window words.

The history knows nothing of Qt, yet what it says (a row set aside, why the file
cannot be written) is shown in the person's language. So it says it as a
``Notice``: an English sentence marked for the translators with
``QT_TRANSLATE_NOOP(context, ...)``, and the fields that fill it. ``str()`` of a
notice is its English sentence, for the log, the command line and any caller
that reads English; the session layer words it in the language shown
(``session.problem_words.words``).

A field is text or a number (shown as it is), a ``Day``, an error (worded by
``session.problem_words``; in English its own text), or another notice: a label
such as "the game of 30 Nov 2026" is a whole template of its own, worded first.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import Union


@dataclass(frozen=True)
class Day:
    """A day, given as a time in seconds: "30 Nov 2026" in English."""

    seconds: float

    def __str__(self) -> str:
        t = time.localtime(self.seconds)
        return f"{t.tm_mday} {time.strftime('%b %Y', t)}"


Field = Union[str, int, PurePath, Day, BaseException, "Notice"]


def english(value: Field) -> str:
    """A field in English: an OS error by the system's own words for it."""
    if isinstance(value, OSError) and value.strerror:
        return value.strerror
    return str(value)


@dataclass(frozen=True, eq=False)
class Notice:
    """``text``, marked ``QT_TRANSLATE_NOOP(context, text)``, filled with ``fields``.

    Like the engine's ``Reason``, a notice equals its own English text
    (``notice == str(notice)``), so a caller that compared the history's
    words with a sentence still can."""

    text: str
    fields: Mapping[str, Field] = field(default_factory=dict)
    context: str = "History"

    def fill(self, text: str, word: Callable[[Field], str]) -> str:
        """``text`` (this notice's, or a translation of it) with each field as
        ``word`` says it."""
        return text.format(**{key: word(value) for key, value in self.fields.items()})

    def __str__(self) -> str:
        return self.fill(self.text, english)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Notice):
            return (self.context, self.text, str(self)) == (other.context, other.text,
                                                            str(other))
        if isinstance(other, str):
            return str(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(str(self))


def notice(text: str, **fields: Field) -> Notice:
    """A notice of the "History" context: ``text`` must be marked so where it is written."""
    return Notice(text, fields)

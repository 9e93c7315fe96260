"""Persistent preferences (QSettings), each value checked before it is used.

``QSettings`` hands back strings after a restart (Python values before one), so
each key's check takes either.
The file is the person's (or an editor's, or a disk's): every value is checked
once at start, and one that does not pass is reported in ``problems``, kept in
a copy of the file and replaced by its default, so the game never trips on it.
"""

from __future__ import annotations

import json
import shutil
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from ..engine.record_limits import parse_json
from ..engine.rules import Rules
from ..history.set_aside import free_name, unreadable_name
from ..session.game_config import HUMAN, GameConfig
from .i18n import CODES
from .resources import BACKS

DEFAULT_NAMES = ("You", "Rhonda", "Partner", "Kerwin")
SPEED_NAMES = ("slow", "normal", "fast", "instant")
# allfours_gui.ai.LEVELS, not imported from there: the AI loads after the first paint
LEVELS = ("easy", "medium", "hard", "expert")
NAME_MAX = 24  # characters; the settings dialog allows 16
MAX_FILE_BYTES = 1 << 20  # a settings file is a few hundred bytes
MAX_GEOMETRY_BYTES = 4096  # QWidget.saveGeometry writes about 66
DEFAULT_PORT = 41414  # a hosted table's, unless the person chooses another


def data_dir(override: str | None = None) -> Path:
    if override:
        path = Path(override)
    else:
        path = Path(QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


class _Bad(Exception):
    """A stored value that cannot be used; the text ends "which ..." in a problem."""


def _text(raw: object) -> str:
    if isinstance(raw, list) and all(isinstance(x, str) for x in raw):
        return ", ".join(raw)  # Qt splits an unquoted value at its commas
    if not isinstance(raw, str):
        raise _Bad("is not text")
    return raw


def _one_of(options: tuple[str, ...], kind: str) -> Callable[[object], str]:
    def check(raw: object) -> str:
        value = _text(raw).strip()
        if value not in options:
            raise _Bad(f"is not {kind} ({', '.join(options[:-1])} or {options[-1]})")
        return value
    return check


def _language(raw: object) -> str:
    value = _text(raw).strip()
    if value and value not in CODES:
        raise _Bad(f"is not a language ({', '.join(CODES)}, or nothing for the system's)")
    return value


def _card_back(raw: object) -> str:
    return _one_of(BACKS, "a card back")(raw)


def _flag(raw: object) -> bool:
    if isinstance(raw, bool):  # set in this session, not yet read back from the file
        return raw
    value = _text(raw).strip().lower()
    if value in ("true", "1"):
        return True
    if value in ("false", "0"):
        return False
    raise _Bad("is neither true nor false")


def _control(c: str) -> bool:
    """A character that moves, hides or reorders text rather than showing (the
    zero-width joiners of emoji sequences are kept)."""
    kind = unicodedata.category(c)
    return kind in ("Cc", "Cs", "Zl", "Zp") or (kind == "Cf" and c not in "\u200c\u200d")


def _name(raw: object) -> str:
    value = _text(raw).strip()
    if not value:
        raise _Bad("is empty")
    if len(value) > NAME_MAX:
        raise _Bad(f"is longer than {NAME_MAX} characters")
    if any(_control(c) for c in value):
        raise _Bad("has a control character in it")
    return value


def _rules(raw: object) -> Rules:
    try:
        return Rules.from_json(parse_json(_text(raw).encode("utf-8"), max_bytes=4096,
                                          max_depth=2))
    except (ValueError, TypeError) as e:
        raise _Bad(f"cannot be used ({e})") from None


def _geometry(raw: object) -> QByteArray:
    if not isinstance(raw, QByteArray) or raw.size() > MAX_GEOMETRY_BYTES:
        raise _Bad("is not a saved window size and place")
    return raw


def _port(raw: object) -> int:
    value = raw if type(raw) is int else _text(raw).strip()
    if not str(value).isdigit() or not 0 <= int(value) <= 65535:
        raise _Bad("is not a port number (0 to 65535)")
    return int(value)


def _line(limit: int) -> Callable[[object], str]:
    """A line typed in a dialog (an address, a code): short, nothing hidden in it."""
    def check(raw: object) -> str:
        value = _text(raw).strip()
        if len(value) > limit:
            raise _Bad(f"is longer than {limit} characters")
        if any(_control(c) for c in value):
            raise _Bad("has a control character in it")
        return value
    return check


def _rejoin(raw: object) -> dict[str, Any] | None:
    """The seat a person had at a networked table, to take it back after a restart."""
    try:
        data = parse_json(_text(raw).encode("utf-8"), max_bytes=1024, max_depth=1)
    except ValueError:
        raise _Bad("is not a seat at a table") from None
    if not isinstance(data, dict) or set(data) != {"address", "code", "seat", "token"}:
        raise _Bad("is not a seat at a table")
    seat, token = data["seat"], data["token"]
    if type(seat) is not int or not 0 <= seat <= 3 or not isinstance(token, str) \
            or not 0 < len(token) <= 64 or not all(c.isalnum() or c in "-_" for c in token):
        raise _Bad("is not a seat at a table")
    _line(200)(data["address"])
    _line(64)(data["code"])
    return data



@dataclass(frozen=True)
class TableLook:
    """What a person may need to see the cards: a high-contrast table, cards
    larger than the window alone would give, and fades instead of flying cards
    (the order of events stays; only the motion goes)."""

    high_contrast: bool = False
    large_cards: bool = False
    reduce_motion: bool = False

# key: (check, default, the default in words for a problem sentence)
_KEYS: dict[str, tuple[Callable[[object], Any], object, str]] = {
    "table/speed": (_one_of(SPEED_NAMES, "a speed"), "normal", "normal speed is used instead"),
    "table/card_back": (_card_back, "red", "the red back is used instead"),
    "table/four_colour": (_flag, False, "two-colour suits are used instead"),
    "table/strict": (_flag, False, "the strict table is off"),
    "table/card_points": (_flag, True, "card points are shown"),
    "table/high_contrast": (_flag, False, "the usual table colours are used"),
    "table/large_cards": (_flag, False, "cards are sized to the window"),
    "table/reduce_motion": (_flag, False, "cards move as usual"),
    "game/rules": (_rules, Rules(), "the standard rules are used instead"),
    **{f"game/name{s}": (_name, DEFAULT_NAMES[s], f"{DEFAULT_NAMES[s]} is used instead")
       for s in range(4)},
    **{f"game/level{s}": (_one_of(LEVELS, "a level"), "medium", "medium is used instead")
       for s in (1, 2, 3)},
    "view/language": (_language, "", "the system's language is used instead"),
    "window/geometry": (_geometry, None, "the window opens at its usual size instead"),
    "net/port": (_port, DEFAULT_PORT, f"port {DEFAULT_PORT} is offered instead"),
    "net/name": (_line(NAME_MAX), "", "you type it again when you host or join"),
    "net/address": (_line(200), "", "you type it again when you join"),
    "net/code": (_line(64), "", "you type it again when you join"),
    "net/host_code": (_line(64), "", "a new code is made when you host again"),
    "net/rejoin": (_rejoin, None, "you join that table afresh"),
}


def _what(key: str, names: list[str]) -> str:
    """The setting at ``key`` in words, for a problem sentence."""
    if key.startswith("game/level"):
        return f"{names[int(key[-1])]}'s level"
    if key.startswith("game/name"):
        return "your name" if key == "game/name0" else f"the name of player {int(key[-1]) + 1}"
    return {"table/speed": "the animation speed", "table/card_back": "the card back",
            "table/four_colour": "the four-colour suits choice",
            "table/strict": "the strict table choice",
            "table/card_points": "the card points choice", "game/rules": "the rules",
            "table/high_contrast": "the high-contrast choice",
            "table/large_cards": "the large cards choice",
            "table/reduce_motion": "the reduce motion choice",
            "view/language": "the language", "window/geometry": "the window's size and place",
            "net/port": "your table's port", "net/name": "your name at tables",
            "net/address": "the last table's address", "net/code": "the last table's code",
            "net/host_code": "your table's code", "net/rejoin": "your seat at the last table"
            }[key]


def _shown(raw: object) -> str:
    """A stored value quoted for a sentence: short, and no control characters."""
    try:
        text = _text(raw)
    except _Bad:
        return "a value of the wrong kind"
    text = "".join(c if c.isprintable() else "?" for c in text)
    return f"“{text[:NAME_MAX]}…”" if len(text) > NAME_MAX else f"“{text}”"


class AppSettings:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path = directory / "settings.ini"
        self.moved_aside: Path | None = None  # an unreadable file, moved out of the way
        self.set_aside: Path | None = None  # a copy of a file whose bad values were replaced
        self.problems: list[str] = []  # for the person, in plain words
        if not self._readable():
            self._move_aside()
        self.qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        if self.qs.status() != QSettings.Status.NoError:
            del self.qs
            self._move_aside()
            self.qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._check_all()

    def _readable(self) -> bool:
        """Settings are small UTF-8 text: a huge file or random bytes are no settings file
        (Qt would parse the one slowly and make keys of the other)."""
        try:
            if not self.path.exists():
                return True
            if self.path.stat().st_size > MAX_FILE_BYTES:
                return False
            data = self.path.read_bytes()
            data.decode("utf-8")
        except (OSError, UnicodeDecodeError):
            return False
        return b"\0" not in data

    def _move_aside(self) -> None:
        """Keep the bad file for inspection and start with the defaults."""
        aside = unreadable_name(self.path)
        try:
            shutil.move(self.path, aside)
        except OSError:
            self.problems.append("Your settings file could not be read, nor moved out of "
                                 "the way; the defaults are in use.")
            return
        self.moved_aside = aside
        self.problems.append(f"Your settings file could not be read; it was kept as "
                             f"{aside.name} and the defaults are in use.")

    def _raw(self, key: str) -> object:
        return self.qs.value(key)  # None: absent, or present but unreadable (@Variant...)

    def _value(self, key: str) -> Any:
        """The value at ``key`` if it passes its check, else its default."""
        check, default, _ = _KEYS[key]
        raw = self._raw(key)
        if raw is None:
            return default
        try:
            return check(raw)
        except _Bad:
            return default

    def _check_all(self) -> None:
        """Check every value now, so problems show at start (not when a seat first acts);
        copy the file once, then drop the bad values so the next start is clean."""
        names = [self._value(f"game/name{s}") for s in range(4)]
        bad = []
        for key, (check, _, fallback) in _KEYS.items():
            raw = self._raw(key)
            if raw is None and not self.qs.contains(key):
                continue
            if raw is None:  # there, but in a form Qt could not read (@Variant...)
                bad.append(key)
                self.problems.append(f"Your settings had {_what(key, names)} in a form that "
                                     f"could not be read; {fallback}.")
                continue
            try:
                check(raw)
            except _Bad as why:
                bad.append(key)
                self.problems.append(f"Your settings had {_shown(raw)} as "
                                     f"{_what(key, names)}, which {why}; {fallback}.")
        if not bad:
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        copy = free_name(self.path.with_name(f"settings.ini.set-aside-{stamp}"))
        try:
            shutil.copy2(self.path, copy)
        except OSError:  # the file stays as it was: better reported again than lost
            self.problems.append("Your settings file could not be copied, so it was left "
                                 "as it is; these problems will show again next time.")
            return
        self.set_aside = copy
        self.problems.append(f"Your settings file as it was is kept as {copy.name}.")
        for key in bad:
            self.qs.remove(key)
        self.qs.sync()

    # ---------------------------------------------------- networked tables
    def net(self, key: str) -> Any:
        """A networked table's remembered value (``net/<key>``), checked."""
        return self._value(f"net/{key}")

    def set_net(self, key: str, value: object) -> None:
        if key == "rejoin":
            value = None if value is None else json.dumps(value)
        if value is None:
            self.qs.remove(f"net/{key}")
        else:
            self.qs.setValue(f"net/{key}", value)

    # ----------------------------------------------------------- the table
    @property
    def speed(self) -> str:
        return str(self._value("table/speed"))

    @speed.setter
    def speed(self, v: str) -> None:
        self.qs.setValue("table/speed", v)

    @property
    def card_back(self) -> str:
        return str(self._value("table/card_back"))

    @card_back.setter
    def card_back(self, v: str) -> None:
        self.qs.setValue("table/card_back", v)

    @property
    def four_colour(self) -> bool:
        return bool(self._value("table/four_colour"))

    @four_colour.setter
    def four_colour(self, v: bool) -> None:
        self.qs.setValue("table/four_colour", v)

    @property
    def strict_table(self) -> bool:
        return bool(self._value("table/strict"))

    @strict_table.setter
    def strict_table(self, v: bool) -> None:
        self.qs.setValue("table/strict", v)

    @property
    def card_points(self) -> bool:
        """Show each side's card points won so far (the won piles are public)."""
        return bool(self._value("table/card_points"))

    @card_points.setter
    def card_points(self, v: bool) -> None:
        self.qs.setValue("table/card_points", v)

    @property
    def look(self) -> TableLook:
        """How the table is drawn for this person: contrast, card size, motion."""
        return TableLook(high_contrast=bool(self._value("table/high_contrast")),
                         large_cards=bool(self._value("table/large_cards")),
                         reduce_motion=bool(self._value("table/reduce_motion")))

    @look.setter
    def look(self, v: TableLook) -> None:
        self.qs.setValue("table/high_contrast", v.high_contrast)
        self.qs.setValue("table/large_cards", v.large_cards)
        self.qs.setValue("table/reduce_motion", v.reduce_motion)

    # ------------------------------------------------------------- the game
    def game_config(self) -> GameConfig:
        rules: Rules = self._value("game/rules")
        names = [str(self._value(f"game/name{s}")) for s in range(4)]
        levels = [HUMAN] + [str(self._value(f"game/level{s}")) for s in (1, 2, 3)]
        return GameConfig(rules=rules, names=tuple(names[:rules.players]),
                          levels=tuple(levels[:rules.players]), strict_table=self.strict_table)

    def save_game_config(self, config: GameConfig) -> None:
        self.qs.setValue("game/rules", json.dumps(config.rules.to_json()))
        for s, name in enumerate(config.names):
            self.qs.setValue(f"game/name{s}", name)
        for s, level in enumerate(config.levels):
            if level != HUMAN:
                self.qs.setValue(f"game/level{s}", level)

    # ----------------------------------------------------------------- view
    @property
    def language(self) -> str:
        """A language code of app/i18n.py, or "" to follow the system's."""
        return str(self._value("view/language"))

    @language.setter
    def language(self, v: str) -> None:
        self.qs.setValue("view/language", v)

    # --------------------------------------------------------------- window
    def geometry(self) -> QByteArray | None:
        value: QByteArray | None = self._value("window/geometry")
        return value

    def save_geometry(self, g: QByteArray) -> None:
        self.qs.setValue("window/geometry", g)

    def sync(self) -> None:
        self.qs.sync()

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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from ..engine.rules import Rules
from ..engine.translatable import QT_TRANSLATE_NOOP
from ..history.set_aside import free_name, unreadable_name
from ..session.game_config import HUMAN, GameConfig
from .setting_checks import (  # the public ones named here too, for the dialogs
    COACH_SECONDS as COACH_SECONDS,
)
from .setting_checks import (
    DEFAULT_COACH_SECONDS as DEFAULT_COACH_SECONDS,
)
from .setting_checks import (
    NAME_MAX as NAME_MAX,
)
from .setting_checks import (
    Words,
    _Bad,
    _card_back,
    _flag,
    _geometry,
    _language,
    _line,
    _name,
    _one_of,
    _paths,
    _port,
    _rejoin,
    _rules,
    _seconds,
    _text,
    mailbox_address,
    relay_address,
)

DEFAULT_NAMES = ("You", "Rhonda", "Partner", "Kerwin")
SPEED_NAMES = ("slow", "normal", "fast", "instant")
# allfours_gui.ai.LEVELS, not imported from there: the AI loads after the first paint
LEVELS = ("easy", "medium", "hard", "expert")
MAX_FILE_BYTES = 1 << 20  # a settings file is a few hundred bytes
DEFAULT_PORT = 41414  # a hosted table's, unless the person chooses another


def data_dir(override: str | None = None) -> Path:
    if override:
        path = Path(override)
    else:
        path = Path(QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass(frozen=True)
class TableLook:
    """What a person may need to see the cards: a high-contrast table, cards
    larger than the window alone would give, and fades instead of flying cards
    (the order of events stays; only the motion goes)."""

    high_contrast: bool = False
    large_cards: bool = False
    reduce_motion: bool = False
    # and what a screen reader is told: every card as it is played, or each trick in a line
    say_every_card: bool = True

# key: (check, default, the default in words for a problem sentence)


_KEYS: dict[str, tuple[Callable[[object], Any], object, Words]] = {
    "table/speed": (_one_of(SPEED_NAMES, QT_TRANSLATE_NOOP("Settings", "a speed")), "normal",
                    Words(QT_TRANSLATE_NOOP("Settings", "normal speed is used instead"))),
    "table/card_back": (_card_back, "red",
                        Words(QT_TRANSLATE_NOOP("Settings", "the red back is used instead"))),
    "table/four_colour": (_flag, False, Words(QT_TRANSLATE_NOOP(
        "Settings", "two-colour suits are used instead"))),
    "table/strict": (_flag, False, Words(QT_TRANSLATE_NOOP("Settings",
                                                           "the strict table is off"))),
    "table/card_points": (_flag, True, Words(QT_TRANSLATE_NOOP("Settings",
                                                               "card points are shown"))),
    "table/high_contrast": (_flag, False, Words(QT_TRANSLATE_NOOP(
        "Settings", "the usual table colours are used"))),
    "table/large_cards": (_flag, False, Words(QT_TRANSLATE_NOOP(
        "Settings", "cards are sized to the window"))),
    "table/reduce_motion": (_flag, False, Words(QT_TRANSLATE_NOOP("Settings",
                                                                  "cards move as usual"))),
    "table/say_every_card": (_flag, True, Words(QT_TRANSLATE_NOOP(
        "Settings", "every card played is said"))),
    "coach/seconds": (_seconds, DEFAULT_COACH_SECONDS, Words(QT_TRANSLATE_NOOP(
        "Settings", "3 seconds a decision are used instead"))),
    "game/rules": (_rules, Rules(), Words(QT_TRANSLATE_NOOP(
        "Settings", "the standard rules are used instead"))),
    **{f"game/name{s}": (_name, DEFAULT_NAMES[s], Words(QT_TRANSLATE_NOOP(
        "Settings", "{name} is used instead"), name=DEFAULT_NAMES[s])) for s in range(4)},
    **{f"game/level{s}": (_one_of(LEVELS, QT_TRANSLATE_NOOP("Settings", "a level")), "medium",
                          Words(QT_TRANSLATE_NOOP("Settings", "medium is used instead")))
       for s in (1, 2, 3)},
    "view/language": (_language, "", Words(QT_TRANSLATE_NOOP(
        "Settings", "the system's language is used instead"))),
    "help/lesson_offered": (_flag, False, Words(QT_TRANSLATE_NOOP(
        "Settings", "Learn to Play is offered again at the next start"))),
    "window/geometry": (_geometry, None, Words(QT_TRANSLATE_NOOP(
        "Settings", "the window opens at its usual size instead"))),
    "net/port": (_port, DEFAULT_PORT, Words(QT_TRANSLATE_NOOP(
        "Settings", "port {port} is offered instead"), port=DEFAULT_PORT)),
    "net/name": (_line(NAME_MAX), "", Words(QT_TRANSLATE_NOOP(
        "Settings", "you type it again when you host or join"))),
    "net/address": (_line(200), "", Words(QT_TRANSLATE_NOOP(
        "Settings", "you type it again when you join"))),
    "net/code": (_line(64), "", Words(QT_TRANSLATE_NOOP(
        "Settings", "you type it again when you join"))),
    "net/host_code": (_line(64), "", Words(QT_TRANSLATE_NOOP(
        "Settings", "a new code is made when you host again"))),
    "net/rejoin": (_rejoin, None, Words(QT_TRANSLATE_NOOP("Settings",
                                                          "you join that table afresh"))),
    "net/mailbox": (mailbox_address, "", Words(QT_TRANSLATE_NOOP(
        "Settings", "the public mailbox server is used instead"))),
    "net/relay": (relay_address, "", Words(QT_TRANSLATE_NOOP(
        "Settings", "the public transit relay is used instead"))),
    "net/where": (_one_of(("lan", "internet"), QT_TRANSLATE_NOOP("Settings", "a place")), "lan",
                  Words(QT_TRANSLATE_NOOP("Settings", "a table on this network is offered "
                                                      "first"))),
    "history/saved_elsewhere": (_paths, [], Words(QT_TRANSLATE_NOOP(
        "Settings", "a game you saved elsewhere is not taken back by itself: it stays in its "
        "file"))),
}
_WHAT = {"table/speed": QT_TRANSLATE_NOOP("Settings", "the animation speed"),
         "table/card_back": QT_TRANSLATE_NOOP("Settings", "the card back"),
         "table/four_colour": QT_TRANSLATE_NOOP("Settings", "the four-colour suits choice"),
         "table/strict": QT_TRANSLATE_NOOP("Settings", "the strict table choice"),
         "table/card_points": QT_TRANSLATE_NOOP("Settings", "the card points choice"),
         "table/high_contrast": QT_TRANSLATE_NOOP("Settings", "the high-contrast choice"),
         "table/large_cards": QT_TRANSLATE_NOOP("Settings", "the large cards choice"),
         "table/reduce_motion": QT_TRANSLATE_NOOP("Settings", "the reduce motion choice"),
         "table/say_every_card": QT_TRANSLATE_NOOP("Settings", "the screen reader's choice"),
         "game/rules": QT_TRANSLATE_NOOP("Settings", "the rules"),
         "coach/seconds": QT_TRANSLATE_NOOP("Settings", "the coach's thinking time"),
         "view/language": QT_TRANSLATE_NOOP("Settings", "the language"),
         "help/lesson_offered": QT_TRANSLATE_NOOP("Settings", "whether Learn to Play was offered"),
         "window/geometry": QT_TRANSLATE_NOOP("Settings", "the window's size and place"),
         "net/port": QT_TRANSLATE_NOOP("Settings", "your table's port"),
         "net/name": QT_TRANSLATE_NOOP("Settings", "your name at tables"),
         "net/address": QT_TRANSLATE_NOOP("Settings", "the last table's address"),
         "net/code": QT_TRANSLATE_NOOP("Settings", "the last table's code"),
         "net/host_code": QT_TRANSLATE_NOOP("Settings", "your table's code"),
         "net/rejoin": QT_TRANSLATE_NOOP("Settings", "your seat at the last table"),
         "net/mailbox": QT_TRANSLATE_NOOP("Settings", "the mailbox server of internet tables"),
         "net/relay": QT_TRANSLATE_NOOP("Settings", "the transit relay of internet tables"),
         "net/where": QT_TRANSLATE_NOOP("Settings", "where your last table's friends were"),
         "history/saved_elsewhere": QT_TRANSLATE_NOOP("Settings",
                                                      "the games you saved elsewhere")}


def _what(key: str, names: list[str]) -> Words:
    """The setting at ``key`` in words, for a problem sentence."""
    if key.startswith("game/level"):
        return Words(QT_TRANSLATE_NOOP("Settings", "{name}'s level"), name=names[int(key[-1])])
    if key == "game/name0":
        return Words(QT_TRANSLATE_NOOP("Settings", "your name"))
    if key.startswith("game/name"):
        return Words(QT_TRANSLATE_NOOP("Settings", "the name of player {number}"),
                     number=int(key[-1]) + 1)
    return Words(_WHAT[key])


def _shown(raw: object) -> Words | str:
    """A stored value quoted for a sentence: short, and no control characters."""
    try:
        text = _text(raw)
    except _Bad:
        return Words(QT_TRANSLATE_NOOP("Settings", "a value of the wrong kind"))
    text = "".join(c if c.isprintable() else "?" for c in text)
    return f"“{text[:NAME_MAX]}…”" if len(text) > NAME_MAX else f"“{text}”"


class AppSettings:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path = directory / "settings.ini"
        self.moved_aside: Path | None = None  # an unreadable file, moved out of the way
        self.set_aside: Path | None = None  # a copy of a file whose bad values were replaced
        self._problems: list[Words] = []  # for the person, worded when read
        if not self._readable():
            self._move_aside()
        self.qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        if self.qs.status() != QSettings.Status.NoError:
            del self.qs
            self._move_aside()
            self.qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        self._check_all()

    @property
    def problems(self) -> list[str]:
        """What was wrong with the settings, in plain words in the language of the
        translator installed when this is read."""
        return [str(p) for p in self._problems]

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
            self._problems.append(Words(QT_TRANSLATE_NOOP(
                "Settings", "Your settings file could not be read, nor moved out of the way; "
                "the defaults are in use.")))
            return
        self.moved_aside = aside
        self._problems.append(Words(QT_TRANSLATE_NOOP(
            "Settings", "Your settings file could not be read; it was kept as {file} and the "
            "defaults are in use."), file=aside.name))

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
                self._problems.append(Words(QT_TRANSLATE_NOOP(
                    "Settings", "Your settings had {what} in a form that could not be read; "
                    "{fallback}."), what=_what(key, names), fallback=fallback))
                continue
            try:
                check(raw)
            except _Bad as why:
                bad.append(key)
                self._problems.append(Words(QT_TRANSLATE_NOOP(
                    "Settings", "Your settings had {value} as {what}, which {why}; "
                    "{fallback}."), value=_shown(raw), what=_what(key, names), why=why.words,
                    fallback=fallback))
        if not bad:
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        copy = free_name(self.path.with_name(f"settings.ini.set-aside-{stamp}"))
        try:
            shutil.copy2(self.path, copy)
        except OSError:  # the file stays as it was: better reported again than lost
            self._problems.append(Words(QT_TRANSLATE_NOOP(
                "Settings", "Your settings file could not be copied, so it was left as it is; "
                "these problems will show again next time.")))
            return
        self.set_aside = copy
        self._problems.append(Words(QT_TRANSLATE_NOOP(
            "Settings", "Your settings file as it was is kept as {file}."), file=copy.name))
        for key in bad:
            self.qs.remove(key)
        self.qs.sync()

    @property
    def saved_elsewhere(self) -> list[str]:
        """Games the person saved elsewhere while the history refused them."""
        return list(self._value("history/saved_elsewhere"))

    @saved_elsewhere.setter
    def saved_elsewhere(self, paths: list[str]) -> None:
        if paths:
            self.qs.setValue("history/saved_elsewhere", json.dumps(paths[-16:]))
        else:
            self.qs.remove("history/saved_elsewhere")

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
                         reduce_motion=bool(self._value("table/reduce_motion")),
                         say_every_card=bool(self._value("table/say_every_card")))

    @look.setter
    def look(self, v: TableLook) -> None:
        self.qs.setValue("table/high_contrast", v.high_contrast)
        self.qs.setValue("table/large_cards", v.large_cards)
        self.qs.setValue("table/reduce_motion", v.reduce_motion)
        self.qs.setValue("table/say_every_card", v.say_every_card)

    # ------------------------------------------------------------ the coach
    @property
    def coach_seconds(self) -> float:
        """The coach's budget a decision when it analyses a hand (seconds of the
        reference machine's work: ``ai.analysis``)."""
        return float(self._value("coach/seconds"))

    @coach_seconds.setter
    def coach_seconds(self, v: float) -> None:
        self.qs.setValue("coach/seconds", float(v))

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

    @property
    def lesson_offered(self) -> bool:
        """Learn to Play has been offered (at the first start; once is enough)."""
        return bool(self._value("help/lesson_offered"))

    @lesson_offered.setter
    def lesson_offered(self, v: bool) -> None:
        self.qs.setValue("help/lesson_offered", v)
        self.qs.sync()

    # --------------------------------------------------------------- window
    def geometry(self) -> QByteArray | None:
        value: QByteArray | None = self._value("window/geometry")
        return value

    def save_geometry(self, g: QByteArray) -> None:
        self.qs.setValue("window/geometry", g)

    def sync(self) -> None:
        self.qs.sync()

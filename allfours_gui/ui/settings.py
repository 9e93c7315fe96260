"""Persistent preferences (QSettings), read back with explicit types.

``QSettings`` hands back strings after a restart, so every read names its type.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from ..engine.rules import Rules
from .game_config import HUMAN, GameConfig

DEFAULT_NAMES = ("You", "Rhonda", "Partner", "Kerwin")
SPEED_NAMES = ("slow", "normal", "fast", "instant")


def data_dir(override: str | None = None) -> Path:
    if override:
        path = Path(override)
    else:
        path = Path(QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


class AppSettings:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path = directory / "settings.ini"
        self.moved_aside: Path | None = None
        self.qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        if self.qs.status() != QSettings.Status.NoError or not self._readable():
            # keep the bad file for inspection and start with the defaults
            del self.qs
            stamp = time.strftime("%Y%m%d-%H%M%S")
            self.moved_aside = self.path.with_name(f"settings.ini.unreadable-{stamp}")
            shutil.move(self.path, self.moved_aside)
            self.qs = QSettings(str(self.path), QSettings.Format.IniFormat)

    def _readable(self) -> bool:
        """An INI file Qt parsed but that is not text (e.g. random bytes) is no settings file."""
        if not self.path.exists():
            return True
        try:
            self.path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            return False
        return b"\0" not in self.path.read_bytes()

    def _get(self, key: str, default: object, kind: type) -> object:
        try:
            return self.qs.value(key, default, type=kind)
        except (TypeError, ValueError):  # a hand-edited value of the wrong kind
            return default

    # ----------------------------------------------------------- the table
    @property
    def speed(self) -> str:
        v = str(self._get("table/speed", "normal", str))
        return v if v in SPEED_NAMES else "normal"

    @speed.setter
    def speed(self, v: str) -> None:
        self.qs.setValue("table/speed", v)

    @property
    def card_back(self) -> str:
        return str(self._get("table/card_back", "red", str))

    @card_back.setter
    def card_back(self, v: str) -> None:
        self.qs.setValue("table/card_back", v)

    @property
    def four_colour(self) -> bool:
        return bool(self._get("table/four_colour", False, bool))

    @four_colour.setter
    def four_colour(self, v: bool) -> None:
        self.qs.setValue("table/four_colour", v)

    @property
    def strict_table(self) -> bool:
        return bool(self._get("table/strict", False, bool))

    @strict_table.setter
    def strict_table(self, v: bool) -> None:
        self.qs.setValue("table/strict", v)

    @property
    def card_points(self) -> bool:
        """Show each side's card points won so far (the won piles are public)."""
        return bool(self._get("table/card_points", True, bool))

    @card_points.setter
    def card_points(self, v: bool) -> None:
        self.qs.setValue("table/card_points", v)

    # ------------------------------------------------------------- the game
    def game_config(self) -> GameConfig:
        try:
            rules = Rules.from_json(json.loads(str(self._get("game/rules", "{}", str))))
        except (ValueError, TypeError):
            rules = Rules()
        names = [str(self._get(f"game/name{s}", DEFAULT_NAMES[s], str)) or DEFAULT_NAMES[s]
                 for s in range(4)]
        levels = [HUMAN] + [str(self._get(f"game/level{s}", "medium", str)) for s in (1, 2, 3)]
        if rules.players == 2:
            names = names[:2]
            levels = levels[:2]
        return GameConfig(rules=rules, names=tuple(names), levels=tuple(levels),
                          strict_table=self.strict_table)

    def save_game_config(self, config: GameConfig) -> None:
        self.qs.setValue("game/rules", json.dumps(config.rules.to_json()))
        for s, name in enumerate(config.names):
            self.qs.setValue(f"game/name{s}", name)
        for s, level in enumerate(config.levels):
            if level != HUMAN:
                self.qs.setValue(f"game/level{s}", level)

    # --------------------------------------------------------------- window
    def geometry(self) -> QByteArray | None:
        v = self.qs.value("window/geometry", None)
        return v if isinstance(v, QByteArray) else None

    def save_geometry(self, g: QByteArray) -> None:
        self.qs.setValue("window/geometry", g)

    def sync(self) -> None:
        self.qs.sync()

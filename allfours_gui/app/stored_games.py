"""A stored game as the app plays it again: its configuration (a level this version
lacks plays as medium) and the person's seat in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.rules import Rules
from ..session.game_config import HUMAN, GameConfig
from .settings import LEVELS

if TYPE_CHECKING:
    from ..history.store import GameRow

PERSON = 0  # the person's seat in this app (when the stored levels do not say)


def config_of(row: GameRow, base: GameConfig) -> GameConfig:
    """The configuration of a stored game (the table settings from ``base``);
    a level this version does not have plays as medium."""
    levels = tuple(lv if lv in (HUMAN, *LEVELS) else "medium" for lv in row.levels)
    return GameConfig(rules=Rules.from_json(row.rules), names=tuple(row.names),
                      levels=levels, strict_table=base.strict_table)


def person_seat(game: GameRow) -> int:
    """The person's seat in a stored game (the first human seat)."""
    return next((s for s, level in enumerate(game.levels) if level == HUMAN), PERSON)

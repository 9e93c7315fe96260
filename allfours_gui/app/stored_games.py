"""A stored game as the app plays it again: its configuration (a level this version
lacks plays as medium) and the person's seat in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.rules import Rules
from ..session.game_config import HUMAN, REMOTE, GameConfig
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


def host_seat_of(levels: list[str] | tuple[str, ...]) -> int | None:
    """The seat a window hosting a stored game with friends plays: the person's own,
    else (a game a ``--serve`` host kept, which had no person at it) the first seat a
    computer played; a friend's seat stays theirs, for their token. None: every seat
    was a friend's, and the window has none to sit in."""
    return next((s for s, level in enumerate(levels) if level == HUMAN),
                next((s for s, level in enumerate(levels) if level != REMOTE), None))


def person_seat(game: GameRow) -> int:
    """The person's seat in a stored game (the first human seat)."""
    return next((s for s, level in enumerate(game.levels) if level == HUMAN), PERSON)

"""What a game is set up with: the rules, the seats' names and levels.

Its own small module so that the window can be laid out (names, target)
before the controller and the rest of the engine are imported.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.rules import Rules

HUMAN = "human"
REMOTE = "remote"  # a seat played by a friend at another computer (a hosted game)


@dataclass
class GameConfig:
    rules: Rules = field(default_factory=Rules)
    names: tuple[str, ...] = ("You", "Rhonda", "Partner", "Kerwin")
    levels: tuple[str, ...] = (HUMAN, "medium", "medium", "medium")  # per seat
    seed: int | None = None
    strict_table: bool = False
    decks: tuple[tuple[int, ...], ...] = ()  # stacked decks for the first hands (tests)

    def is_human(self, seat: int) -> bool:
        return self.levels[seat] == HUMAN

"""A tiny deterministic stand-in for the computer players, for GUI tests only:
the GUI is tested apart from the AI's strength and speed."""

from __future__ import annotations

import random
import threading

from allfours_gui.engine import Action, Rules
from allfours_gui.engine.view import PlayerView


class FirstLegalPlayer:
    def __init__(self, seed: int = 0, pick: str = "random") -> None:
        self.rng = random.Random(seed)
        self.pick = pick

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action:
        if self.pick == "first":
            return view.legal[0]
        return self.rng.choice(view.legal)

    def choose_method(self, seat: int, rules: Rules) -> str:
        return "threes"

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        return None


def factory(level: str, seed: int) -> FirstLegalPlayer:
    return FirstLegalPlayer(seed)

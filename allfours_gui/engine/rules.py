"""The rule options of docs/rules.md §11, with the Trinidad defaults.

Each option is declared in options.py (choices, words, where it is shown); the
fields here are its typed form, and tests/engine/test_options.py keeps the two
in step (same keys, same defaults).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, Literal

from .cards import ACE, JACK, SIX, TWO
from .options import BY_KEY, OPTIONS

KickScoring = Literal["trinidad", "tobago"]
GameTie = Literal["none", "non_dealer"]
PackOutRule = Literal["redeal", "kicks"]


@dataclass(frozen=True, slots=True)
class Rules:
    players: int = 4
    target: int = 14
    kick_scoring: KickScoring = "trinidad"
    hang_jack: bool = True
    game_point: int = 1
    game_tie: GameTie = "none"
    give_one_at_brink: bool = True
    void_must_trump: bool = False
    undertrump: bool = True
    exposed_penalty: bool = True
    # The later options (docs/rules.md §11.2); a record without them means these defaults.
    hang_jack_value: int = 3
    stand_needs_trump: bool = False
    give_needs_trump: bool = False
    give_one: bool = True
    pack_out: PackOutRule = "redeal"
    trump_and_follow: bool = False

    def __post_init__(self) -> None:
        problems = _problems(self)
        if problems:
            raise ValueError("; ".join(problems))

    def kick_points(self, rank: int) -> int:
        """Points the dealer's team scores for turning up a card of this rank."""
        if rank == ACE:
            return 1
        if rank == JACK:
            return 3
        if rank == (SIX if self.kick_scoring == "trinidad" else TWO):
            return 2
        return 0

    def to_json(self) -> dict[str, Any]:
        """The record's ``rules`` object. The later options appear only when
        not at their defaults, so a Trinidad record reads as it always did."""
        return {k: v for k, v in asdict(self).items()
                if k not in LATER_DEFAULTS or v != LATER_DEFAULTS[k]}

    @classmethod
    def from_json(cls, data: object) -> Rules:
        """Build from a record's ``rules`` object; missing keys take the defaults."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        unknown = sorted(set(data) - set(BY_KEY), key=str)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(map(str, unknown))}")
        values: dict[str, Any] = {key: _unaliased(BY_KEY[key].aliases, value)
                                  for key, value in data.items()}
        return cls(**values)


# The options added after the first record format (docs/rules.md §11.2: a key that is
# absent means its default), with those defaults.
LATER_DEFAULTS: dict[str, object] = {o.key: o.default for o in OPTIONS if not o.first_format}


def _unaliased(aliases: Mapping[str, str], value: object) -> object:
    return aliases.get(value, value) if isinstance(value, str) else value


def _problems(r: Rules) -> list[str]:
    return [p for o in OPTIONS if (p := o.problem(getattr(r, o.key))) is not None]

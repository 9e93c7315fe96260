"""The rule options of docs/rules.md §11, with the Trinidad defaults."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Literal

from .cards import ACE, JACK, SIX, TWO

KickScoring = Literal["trinidad", "tobago"]
GameTie = Literal["none", "non_dealer"]
PackOutRule = Literal["redeal", "kicks"]

_GAME_TIE_ALIASES = {"none": "none", "non_dealer": "non_dealer", "non-dealer": "non_dealer",
                     "nondealer": "non_dealer"}


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
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(map(str, unknown))}")
        values = dict(data)
        tie = values.get("game_tie")
        if isinstance(tie, str) and tie in _GAME_TIE_ALIASES:
            values["game_tie"] = _GAME_TIE_ALIASES[tie]
        return cls(**values)


# The options added after the first record format (docs/rules.md §11.2: a key that is
# absent means its default), with those defaults.
LATER_DEFAULTS: dict[str, object] = {
    f.name: f.default for f in fields(Rules)
    if f.name in ("hang_jack_value", "stand_needs_trump", "give_needs_trump", "give_one",
                  "pack_out", "trump_and_follow")}


def _problems(r: Rules) -> list[str]:
    out = []

    def is_int(v: object) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    if r.players not in (2, 4) or not is_int(r.players):
        out.append(f"players must be 4 or 2, not {r.players!r}")
    if not is_int(r.target) or not 1 <= r.target <= 99:
        out.append(f"target must be a whole number from 1 to 99, not {r.target!r}")
    if r.kick_scoring not in ("trinidad", "tobago"):
        out.append(f"kick_scoring must be 'trinidad' or 'tobago', not {r.kick_scoring!r}")
    if r.game_point not in (1, 2) or not is_int(r.game_point):
        out.append(f"game_point must be 1 or 2, not {r.game_point!r}")
    if r.game_tie not in ("none", "non_dealer"):
        out.append(f"game_tie must be 'none' or 'non_dealer', not {r.game_tie!r}")
    if r.hang_jack_value not in (3, 6) or not is_int(r.hang_jack_value):
        out.append(f"hang_jack_value must be 3 or 6, not {r.hang_jack_value!r}")
    if r.pack_out not in ("redeal", "kicks"):
        out.append(f"pack_out must be 'redeal' or 'kicks', not {r.pack_out!r}")
    for name in ("hang_jack", "give_one_at_brink", "void_must_trump", "undertrump",
                 "exposed_penalty", "stand_needs_trump", "give_needs_trump", "give_one",
                 "trump_and_follow"):
        if not isinstance(getattr(r, name), bool):
            out.append(f"{name} must be true or false, not {getattr(r, name)!r}")
    return out

"""A networked table seen from one seat: that seat is seat 0 in the window.

The window (the table, the summaries, the score history, the wording) puts
the person at seat 0: South, "You", team 0 ("Us"), as in a local game. A
person who joins a table at seat 2 sees the same: every seat number that
comes from the host is turned by the person's seat, ``local = (wire - by) % n``,
and every answer that goes back is turned the other way. The teams are the
seats' parity, so turning by an odd seat swaps them: team numbers flip and
every (team 0, team 1) pair is swapped. The game is the same from every seat
around the table, so a turned hand record replays to the turned outcome
(tests/ui/test_network_window.py checks it on random hands).

Pure Python, no Qt. A field this module does not know travels unchanged;
tests list the engine's view and event fields, so a new one is noticed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..engine.actions import Action
from ..engine.events import Event, TrickWon
from ..engine.public import WonTrick
from ..engine.reasons import Reason
from ..engine.view import PlayerView

T = TypeVar("T")
E = TypeVar("E", bound=Event)

SEAT_FIELDS = frozenset({"seat", "dealer", "caller", "owner", "winner", "leader", "first",
                         "turn"})
PAIR_FIELDS = frozenset({"score", "score_before", "game_totals", "won"})
PER_SEAT_FIELDS = frozenset({"hand_sizes", "exposed", "owe"})
TRICK_FIELDS = frozenset({"trick", "cuts"})
ACTION_FIELDS = frozenset({"decisions", "legal"})
# every other field of a view or an event holds no seat and no team
PLAIN_FIELDS = frozenset({"rules", "method", "number", "phase", "kicks", "trump", "pack_left",
                          "redeals", "called", "hand", "hand_visible", "category", "card",
                          "cards", "count", "repeat", "deck", "left"})
SPECIAL_FIELDS = frozenset({"points", "team", "tricks"})
KNOWN_FIELDS = (SEAT_FIELDS | PAIR_FIELDS | PER_SEAT_FIELDS | TRICK_FIELDS | ACTION_FIELDS
                | PLAIN_FIELDS | SPECIAL_FIELDS)


@dataclass(frozen=True)
class Rotation:
    """Turns a table of ``players`` so that seat ``by`` is seat 0."""

    by: int
    players: int

    @property
    def flips_teams(self) -> bool:
        return bool(self.by & 1)

    # ------------------------------------------------------------ pieces
    def seat(self, wire: int) -> int:
        return (wire - self.by) % self.players if wire >= 0 else wire

    def wire_seat(self, local: int) -> int:
        return (local + self.by) % self.players if local >= 0 else local

    def team(self, team: int) -> int:
        return team ^ 1 if self.flips_teams and team >= 0 else team

    def pair(self, pair: Sequence[T]) -> tuple[T, T]:
        a, b = pair
        return (b, a) if self.flips_teams else (a, b)

    def per_seat(self, values: Sequence[T]) -> tuple[T, ...]:
        """A per-seat list as the window numbers the seats."""
        return tuple(values[self.wire_seat(i)] for i in range(self.players))

    def wire_per_seat(self, values: Sequence[T]) -> tuple[T, ...]:
        return tuple(values[self.seat(i)] for i in range(self.players))

    def trick(self, trick: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
        return tuple((self.seat(s), c) for s, c in trick)

    def action(self, action: Action) -> Action:
        return Action(self.seat(action.seat), action.do, action.card)

    def wire_action(self, action: Action) -> Action:
        return Action(self.wire_seat(action.seat), action.do, action.card)

    def points(self, points: Sequence[Sequence[Any]]) -> tuple[tuple[int, str, int], ...]:
        return tuple((self.team(t), c, n) for t, c, n in points)

    def reason(self, reason: Reason) -> Reason:
        return dataclasses.replace(reason, seat=self.seat(reason.seat),
                                   other=self.seat(reason.other))

    # ------------------------------------------------------ views, events
    def _field(self, name: str, value: Any, owner: object) -> Any:
        if value is None:
            return None
        if name in SEAT_FIELDS:
            return self.seat(value)
        if name in PAIR_FIELDS:
            return self.pair(value)
        if name in PER_SEAT_FIELDS:
            return self.per_seat(value)
        if name in TRICK_FIELDS or (name == "cards" and isinstance(owner, TrickWon)):
            return self.trick(value)
        if name in ACTION_FIELDS:
            return tuple(self.action(a) for a in value)
        if name == "points" and not isinstance(value, int):  # a kick's points: a number
            return self.points(value)
        if name == "team":
            return self.team(value)
        if name == "tricks":
            return tuple(WonTrick(self.trick(t), self.seat(w)) for t, w in value)
        return value

    def view(self, view: PlayerView) -> PlayerView:
        if not self.by:
            return view
        changes = {f.name: self._field(f.name, getattr(view, f.name), view)
                   for f in dataclasses.fields(view)}
        return PlayerView(**changes)

    def event(self, event: E) -> E:
        if not self.by:
            return event
        changes = {f.name: self._field(f.name, getattr(event, f.name), event)
                   for f in dataclasses.fields(event)}  # type: ignore[arg-type]
        return type(event)(**changes)

    # ------------------------------------------------------------ records
    def record(self, record: dict[str, Any]) -> dict[str, Any]:
        """A hand record (``allfours-hand/1``) as the window numbers the seats."""
        if not self.by:
            return record
        out = dict(record)
        out["dealer"] = self.seat(record["dealer"])
        out["score_before"] = list(self.pair(record["score_before"]))
        out["actions"] = [dict(a, seat=self.seat(a["seat"])) for a in record["actions"]]
        outcome = record.get("outcome")
        if isinstance(outcome, dict):
            o = dict(outcome)
            o["points"] = [list(p) for p in self.points(outcome.get("points") or [])]
            if o.get("game_totals") is not None:
                o["game_totals"] = list(self.pair(o["game_totals"]))
            if o.get("score_after") is not None:
                o["score_after"] = list(self.pair(o["score_after"]))
            if o.get("winner") is not None:
                o["winner"] = self.team(o["winner"])
            out["outcome"] = o
        return out

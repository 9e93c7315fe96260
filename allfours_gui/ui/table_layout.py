"""Where things sit on the table, for a given window size (pure geometry).

Seats are placed by the side of the screen they occupy: the person is always
South; with four players seat 1 (on their right) is East, the partner North
and seat 3 West; with two, the opponent is North.
"""

from __future__ import annotations

from dataclasses import dataclass

Spot = tuple[float, float, float]  # x, y (centre), rotation in degrees

SIDES_4 = ("S", "E", "N", "W")
SIDES_2 = ("S", "N")
# unit vector from the table centre towards each side
DIRECTION = {"S": (0.0, 1.0), "N": (0.0, -1.0), "E": (1.0, 0.0), "W": (-1.0, 0.0)}
HAND_ROTATION = {"S": 0.0, "N": 180.0, "E": -90.0, "W": 90.0}


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    players: int = 4

    @property
    def card_width(self) -> int:
        return max(40, round(min(self.width * 0.082, self.height * 0.118)))

    @property
    def card_height(self) -> float:
        return self.card_width * 1.4

    def side(self, seat: int) -> str:
        return (SIDES_4 if self.players == 4 else SIDES_2)[seat]

    @property
    def centre(self) -> tuple[float, float]:
        return self.width / 2, self.height / 2 - self.card_height * 0.08

    # ---------------------------------------------------------------- hands
    def hand_anchor(self, seat: int) -> tuple[float, float]:
        cw, ch = self.card_width, self.card_height
        side = self.side(seat)
        if side == "S":
            return self.width / 2, self.height - ch * 0.62
        if side == "N":
            return self.width / 2, ch * 0.58
        if side == "E":
            return self.width - ch * 0.62, self.height / 2 + cw * 0.1
        return ch * 0.62, self.height / 2 + cw * 0.1

    def hand_spot(self, seat: int, index: int, count: int, raised: bool = False) -> Spot:
        cw = self.card_width
        side = self.side(seat)
        x, y = self.hand_anchor(seat)
        mid = (count - 1) / 2
        if side == "S":
            step = min(cw * 0.72, self.width * 0.62 / max(count - 1, 1))
            off = (index - mid) * step
            fan = (index - mid) * 2.2
            lift = -self.card_height * 0.16 if raised else 0.0
            return x + off, y + abs(index - mid) ** 2 * 0.9 + lift, fan
        step = min(cw * 0.3, self._side_span(side) / max(count - 1, 1))
        off = (index - mid) * step
        if side == "N":
            return x - off, y, HAND_ROTATION[side]
        if side == "E":
            return x, y - off, HAND_ROTATION[side]
        return x, y + off, HAND_ROTATION[side]

    def _side_span(self, side: str) -> float:
        """Longest a face-down hand may stretch (twelve cards after runs)."""
        return self.width * 0.28 if side == "N" else self.height * 0.34

    def plate_spot(self, seat: int) -> tuple[float, float]:
        """Centre of the seat's name plate."""
        cw, ch = self.card_width, self.card_height
        x, y = self.hand_anchor(seat)
        side = self.side(seat)
        if side == "S":
            return 105.0, self.height - 26.0
        half = min(cw * 0.3 * 11, self._side_span(side)) / 2
        if side == "N":
            return x + half + cw * 0.5 + 100, y - ch * 0.12
        below = y + half + cw * 0.5 + 24
        if side == "E":
            return x - cw * 0.35, below
        return x + cw * 0.35, below

    # --------------------------------------------------------------- centre
    def trick_spot(self, seat: int) -> Spot:
        cx, cy = self.centre
        dx, dy = DIRECTION[self.side(seat)]
        tilt = {"S": -4.0, "N": 3.0, "E": 6.0, "W": -7.0}[self.side(seat)]
        return cx + dx * self.card_width * 0.72, cy + dy * self.card_height * 0.36, tilt

    def cut_spot(self, seat: int) -> Spot:
        cx, cy = self.centre
        dx, dy = DIRECTION[self.side(seat)]
        return cx + dx * self.card_width * 2.2, cy + dy * self.card_height * 1.2, 0.0

    def pack_spot(self, dealer: int) -> Spot:
        """The pack sits in front of the dealer, clear of the trick and the hands."""
        cw, ch = self.card_width, self.card_height
        cx, cy = self.centre
        side = self.side(dealer)
        if side == "S":
            return cx + cw * 2.6, self.height - ch * 1.78, 0.0
        if side == "N":
            return cx - cw * 3.2, ch * 1.72, 0.0
        if side == "E":
            return self.width - ch * 1.95 - cw * 1.05, cy + ch * 0.95, 0.0
        return ch * 1.95, cy + ch * 0.95, 0.0

    def kick_spot(self, dealer: int) -> Spot:
        x, y, _ = self.pack_spot(dealer)
        return x + self.card_width * 1.05, y, 0.0

    def set_aside_spot(self, dealer: int, index: int) -> Spot:
        """Old kicks after the pack is run: tucked under the new kick, peeking out below."""
        x, y, _ = self.kick_spot(dealer)
        return x + self.card_width * 0.12, y + self.card_height * (0.22 + 0.14 * index), 6.0

    def won_spot(self, team: int, index: int) -> Spot:
        cw, ch = self.card_width, self.card_height
        if team == 0:
            x, y = self.width - cw * 0.95, self.height - ch * 0.62
        else:
            x, y = self.width - cw * 0.95, ch * 0.62
        return x - index * 1.5, y - index * 1.5, 8.0 if team == 0 else -8.0

    def scoreboard_rect(self) -> tuple[float, float, float, float]:
        cw = self.card_width
        return 12.0, 12.0, max(170.0, cw * 2.6), max(120.0, cw * 1.75)

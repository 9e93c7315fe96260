"""The chance of winning the match from a score: what the searches maximise.

A hand's points are modelled as independent parts: the dealer's kick
(A=1, six or two=2, J=3, one card in 13 each), High and Low (even chances),
the Jack (dealt with the chance that a given card is dealt; then kept by the
holder's side or hung for 3), and Game (even chances). A table of
P(the dealing side wins | points each side still needs) follows by
recursion; the deal alternates between the sides every hand.
"""

from __future__ import annotations

import functools
from collections import defaultdict

from ..engine.rules import Rules

HANG_SHARE = 0.25  # of jacks in play, the share captured by the other side


@functools.cache
def _hand_model(players: int, game_point: int,
                hang_jack: int) -> tuple[tuple[tuple[int, float], ...],
                                          tuple[tuple[int, int, float], ...]]:
    kick = ((0, 10 / 13), (1, 1 / 13), (2, 1 / 13), (3, 1 / 13))
    dealt = 6 * players / 51
    jack_parts: list[tuple[int, int, float]] = [(0, 0, 1 - dealt)]
    hang = hang_jack or 1  # a hung jack's worth (0 when the rule is off)
    for side in (0, 1):
        keep = (1, 0) if side == 0 else (0, 1)
        hung = (0, hang) if side == 0 else (hang, 0)
        jack_parts.append((*keep, dealt / 2 * (1 - HANG_SHARE)))
        jack_parts.append((*hung, dealt / 2 * HANG_SHARE))
    rest: dict[tuple[int, int], float] = defaultdict(float)
    halves = ((1, 0, 0.5), (0, 1, 0.5))
    games = ((game_point, 0, 0.5), (0, game_point, 0.5))
    for h in halves:
        for lo in halves:
            for j in jack_parts:
                for g in games:
                    key = (h[0] + lo[0] + j[0] + g[0], h[1] + lo[1] + j[1] + g[1])
                    rest[key] += h[2] * lo[2] * j[2] * g[2]
    return kick, tuple((a, b, p) for (a, b), p in sorted(rest.items()))


@functools.cache
def _table(target: int, players: int, game_point: int, hang_jack: int) -> list[list[float]]:
    """``t[x][y]``: chance that the side dealing now, needing x, beats a side needing y."""
    kick, rest = _hand_model(players, game_point, hang_jack)
    t = [[0.0] * (target + 1) for _ in range(target + 1)]
    # Every hand scores at least two points (High and Low), so fill by x + y.
    for total in range(2, 2 * target + 1):
        for x in range(max(1, total - target), min(target, total - 1) + 1):
            y = total - x
            v = 0.0
            for k, pk in kick:
                if k >= x:
                    v += pk
                    continue
                x2 = x - k
                for d, o, p in rest:
                    if d >= x2 and o >= y:
                        v += pk * p * 0.5
                    elif d >= x2:
                        v += pk * p
                    elif o < y:
                        v += pk * p * (1.0 - t[y - o][x2 - d])
            t[x][y] = v
    return t


def win_chance(rules: Rules, score: tuple[int, int] | list[int], team: int,
               next_dealer_team: int) -> float:
    """P(``team`` wins the match) with ``score`` and the next hand dealt by a
    seat of ``next_dealer_team``."""
    target = rules.target
    need = [max(target - score[0], 0), max(target - score[1], 0)]
    if need[team] == 0:
        return 1.0
    if need[1 - team] == 0:
        return 0.0
    t = _table(target, rules.players, rules.game_point,
               rules.hang_jack_value if rules.hang_jack else 0)
    if next_dealer_team == team:
        return t[need[team]][need[1 - team]]
    return 1.0 - t[need[1 - team]][need[team]]

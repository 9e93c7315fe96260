"""Duplicate games between two levels.

    python -m allfours_gui.ai.arena LEVEL_A LEVEL_B --games N [--players 4|2]
                                     [--jobs J] [--seed S]

Game i is played twice on the same deal sequence (every hand's deck and any
redeal deck seeded from S + i and the hand number): once with A as team 0
(seats 0 and 2) and B as team 1, then with the teams swapped. A's share of
the 2N games is reported with a 95% Wilson interval, with each level's
decision latency and A's points margin on the same decks: hand k of a deal
sequence has the same deck and dealer in both games, so A's margin (its
points less B's) in the one plus its margin in the other leaves out the luck
of the cards: medium vs easy shows by it with 2-3 times fewer games than by
match wins, though match wins are what counts. Levels: easy, medium, hard,
expert, and ``oracle`` (sees every card; the ceiling). A search level may
carry changes to its configuration for A/B runs, e.g.
``expert:infer=0,seconds=99`` (fields of ``levels.SearchConfig``;
``seconds=99`` turns the deadline off, so that the run is deterministic for
its seeds). Tools may build the seats' players themselves
(``play_pair``'s ``seat_player``, ``run``'s ``pair``).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.hand import PLAY, HandState
from ..engine.rules import Rules
from .levels import CONFIGS, SearchConfig
from .oracle import OraclePlayer
from .players import LEVELS, LevelPlayer, make_player

ARENA_LEVELS = (*LEVELS, "oracle")
SeatPlayer = Callable[[str, int], "LevelPlayer | OraclePlayer"]  # (spec, seed) -> a player


@dataclass
class GameResult:
    a_wins: int = 0
    games: int = 0
    hands: int = 0
    latency: dict[str, list[float]] = field(default_factory=dict)
    # per deal sequence: A's margin summed over the hands both games played, and
    # how many such hand pairs there were
    margins: list[tuple[int, int]] = field(default_factory=list)

    def margin(self) -> tuple[float, float, int]:
        """A's mean margin a hand pair, its standard error (deal sequences as
        the unit), and the number of hand pairs."""
        pairs = sum(n for _, n in self.margins)
        if not pairs:
            return 0.0, 0.0, 0
        mean = sum(m for m, _ in self.margins) / pairs
        k = len(self.margins)
        if k < 2:
            return mean, 0.0, pairs
        # ratio estimator: each sequence's residual total, scaled to hand pairs
        resid = [m - mean * n for m, n in self.margins]
        var = sum(r * r for r in resid) / (k - 1) * k / pairs ** 2
        return mean, math.sqrt(var), pairs


def parse_level(spec: str) -> tuple[str, SearchConfig | None]:
    """``LEVEL`` or ``LEVEL:field=value,...`` (search levels only)."""
    level, _, changes = spec.partition(":")
    if level not in ARENA_LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(ARENA_LEVELS)}")
    if not changes:
        return level, None
    if level not in CONFIGS:
        raise ValueError(f"only {' and '.join(CONFIGS)} take changes, not {level!r}")
    cfg = CONFIGS[level]
    kinds = {f.name: f.type for f in dataclasses.fields(SearchConfig)}
    values: dict[str, object] = {}
    for item in changes.split(","):
        name, _, text = item.partition("=")
        if name not in kinds:
            raise ValueError(f"{name!r} is not one of {', '.join(kinds)}")
        kind = kinds[name]
        if name == "rollout" and text not in ("medium", "fast"):
            raise ValueError(f"rollout is 'medium' or 'fast', not {text!r}")
        if name == "tree" and text not in ("all", "team", "seat"):
            raise ValueError(f"tree is 'all', 'team' or 'seat', not {text!r}")
        values[name] = (text not in ("0", "false", "no") if kind in (bool, "bool")
                        else float(text) if kind in (float, "float")
                        else text if kind in (str, "str") else int(text))
    return level, dataclasses.replace(cfg, **values)  # type: ignore[arg-type]


def _seat_player(spec: str, seed: int) -> LevelPlayer | OraclePlayer:
    level, cfg = parse_level(spec)
    if level == "oracle":
        return OraclePlayer(seed)
    return make_player(level, seed, config=cfg)


def play_game(team_levels: tuple[str, str], game_seed: int, rules: Rules,
              latency: dict[str, list[float]],
              seat_player: SeatPlayer = _seat_player) -> tuple[int, list[int]]:
    """Play one game; returns the winning team and team 0's margin (its points
    less team 1's) in each hand. ``seat_player`` builds each seat's player
    from its team's spec and a seed."""
    n = rules.players
    game = Game(rules, seed=game_seed)
    game.cut()
    dealer = game.dealer
    players = [seat_player(team_levels[s & 1], game_seed * 8 + s) for s in range(n)]
    method = players[dealer].choose_method(dealer, rules)
    score = [0, 0]
    number = 0
    margins: list[int] = []
    while True:
        number += 1
        deck = list(range(52))
        random.Random(f"{game_seed}/{number}").shuffle(deck)
        h = HandState(rules, dealer, method, score, deck,
                      rng=random.Random(f"{game_seed}/{number}/redeal"), number=number)
        h.start()
        while not h.over:
            seat = h.turn
            p = players[seat]
            bid = h.phase != PLAY
            t0 = time.perf_counter()
            if isinstance(p, OraclePlayer):
                action = p.choose_state(h)
            else:
                action = p.choose(h.view_for(seat))
            took = time.perf_counter() - t0
            latency.setdefault(team_levels[seat & 1], []).append(took)
            if bid:  # stand/beg and give/run, also counted apart
                latency.setdefault(f"{team_levels[seat & 1]} (bids)", []).append(took)
            h.apply(action)
        margins.append((h.score[0] - score[0]) - (h.score[1] - score[1]))
        score = list(h.score)
        if h.winner is not None:
            return h.winner, margins
        dealer = (dealer + 1) % n


def play_pair(args: tuple[str, str, int, int],
              seat_player: SeatPlayer = _seat_player) -> GameResult:
    """Game ``seed`` twice: A as team 0, then A as team 1."""
    a, b, seed, players = args
    rules = Rules(players=players)
    res = GameResult()
    a_margins = []
    for a_team in (0, 1):
        levels = (a, b) if a_team == 0 else (b, a)
        winner, margins = play_game(levels, seed, rules, res.latency, seat_player)
        res.a_wins += winner == a_team
        res.games += 1
        res.hands += len(margins)
        a_margins.append([m if a_team == 0 else -m for m in margins])
    both = min(len(a_margins[0]), len(a_margins[1]))
    res.margins.append((sum(a_margins[0][:both]) + sum(a_margins[1][:both]), both))
    return res


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def percentile(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, math.ceil(q * len(s)) - 1)]


def run(a: str, b: str, games: int, players: int = 4, jobs: int = 1,
        seed: int = 0, progress: bool = True,
        pair: Callable[[tuple[str, str, int, int]], GameResult] = play_pair) -> GameResult:
    """``games`` deal sequences, each played twice by ``pair`` (a picklable
    function when ``jobs`` > 1)."""
    tasks = [(a, b, seed + i, players) for i in range(games)]
    total = GameResult()
    start = time.monotonic()

    def results() -> Iterator[GameResult]:
        if jobs <= 1:
            for t in tasks:
                yield pair(t)
        else:
            with multiprocessing.Pool(jobs) as pool:
                yield from pool.imap_unordered(pair, tasks)

    for i, r in enumerate(results(), 1):
        total.a_wins += r.a_wins
        total.games += r.games
        total.hands += r.hands
        total.margins.extend(r.margins)
        for lvl, xs in r.latency.items():
            total.latency.setdefault(lvl, []).extend(xs)
        if progress:
            lo, hi = wilson(total.a_wins, total.games)
            print(f"\r{i}/{games} deal sequences, {total.games} games: {a} wins "
                  f"{total.a_wins / total.games:.1%} [{lo:.1%}, {hi:.1%}] "
                  f"{time.monotonic() - start:.0f}s", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return total


def report(a: str, b: str, res: GameResult, players: int, seed: int, elapsed: float) -> str:
    lo, hi = wilson(res.a_wins, res.games)
    lines = [
        f"{a} vs {b}, {players} players, seeds {seed}..{seed + res.games // 2 - 1}: "
        f"{res.games} games ({res.games // 2} duplicate pairs), {res.hands} hands, "
        f"{elapsed:.0f} s",
        f"{a} won {res.a_wins}/{res.games} = {res.a_wins / max(res.games, 1):.1%} "
        f"(95% CI {lo:.1%} to {hi:.1%})",
    ]
    mean, se, pairs = res.margin()
    lines.append(f"{a} margin on the same decks: {mean:+.3f} points a hand pair "
                 f"(SE {se:.3f}, {pairs} hand pairs)")
    width = max([8, *(len(lvl) for lvl in res.latency)])
    lines.append(f"decision latency (ms):  {'level':<{width}} decisions   median      p95      max")
    for lvl in sorted(res.latency):
        xs = res.latency[lvl]
        med, p95, top = statistics.median(xs), percentile(xs, 0.95), max(xs)
        lines.append(f"{'':24}{lvl:<{width}} {len(xs):>9} {med * 1e3:>8.2f}"
                     f" {p95 * 1e3:>8.2f} {top * 1e3:>8.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m allfours_gui.ai.arena",
                                 description="Duplicate games between two AI levels.")
    ap.add_argument("a", help=f"one of {', '.join(ARENA_LEVELS)}, or e.g. expert:infer=0")
    ap.add_argument("b")
    ap.add_argument("--games", type=int, default=100, help="deal sequences (each played twice)")
    ap.add_argument("--players", type=int, choices=(4, 2), default=4)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    for spec in (args.a, args.b):
        try:
            parse_level(spec)
        except ValueError as e:
            ap.error(str(e))
    start = time.monotonic()
    res = run(args.a, args.b, args.games, args.players, args.jobs, args.seed)
    print(report(args.a, args.b, res, args.players, args.seed, time.monotonic() - start))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Games with the learned model of the unseen cards in the players' sampler
(issue 27, phase 4; slow: not a test).

    python benchmarks/model_arena.py run [--minutes 60] [--jobs 1] [--only PAIR ...]
    python benchmarks/model_arena.py summary
    python benchmarks/model_arena.py cost [--positions 40]

``LEVEL+model`` is the level with ``model_prior.ModelPrior`` as its deal prior:
each candidate deal its sampler draws weighs today's inference times the
model's product of marginals (``model_eval.py``'s "c8+model"); everything else
is the level as it is. Each pair of ``PAIRS`` is played as the ladder plays
(``allfours_gui.ai.arena``'s duplicate games, deadlines on) in chunks of
``CHUNK`` deal sequences, each saved as an arena report under

    benchmarks/results/model_arena/<code>/<a>-<b>-<players>p-<settings>-<model>-<first>.txt

with ``<code>`` and ``<settings>`` as ``ladder.py`` fingerprints them and
``<model>`` a fingerprint of the model (this file's prior, its features and
the weights), so that later sessions add games to the same code and model and
never mix others. ``run`` plays the next chunks not yet on disk, the pairs in
their order (each until it has its games); ``summary`` adds up the chunks
against the stop rule (a gain beyond the 95% interval) and the goals.
``cost`` times the model inside the real player: the sampler's time a deal and
the deals the search reaches by the table deadline, with and without it.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from combine_arena import read_reports
from ladder import (
    CHUNK,
    Pair,
    code_fingerprint,
    first_missing,
    play_chunks,
    save_chunk,
    settings_tag,
)
from model_prior import WEIGHTS, ModelPrior

from allfours_gui.ai import arena
from allfours_gui.ai.levels import CONFIGS
from allfours_gui.ai.oracle import OraclePlayer
from allfours_gui.ai.players import LevelPlayer, make_player

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "model_arena"
SUFFIX = "+model"
DRAWS = 50  # deals drawn a decision for ``cost``'s timing of the sampler


@dataclass(frozen=True)
class Match:
    a: str  # LEVEL+model
    b: str
    players: int
    goal: float  # a's share of the games (0: no goal, a second reading)
    games: int = 600

    @property
    def name(self) -> str:
        return f"{self.a}-{self.b}-{self.players}p"

    def settings(self) -> str:
        return settings_tag(Pair(self.a.removesuffix(SUFFIX), self.b, self.players, 0.0))


# in the order they are played: hard with it against hard without (the second
# reading, and the fastest), then the goal, expert with it against hard
PAIRS = (
    Match("hard+model", "hard", 4, 0.0),
    Match("expert+model", "hard", 4, 0.56),
    Match("hard+model", "hard", 2, 0.0),
    Match("expert+model", "hard", 2, 0.58),
)
# what the same pairs scored without the model (the ladder; the arena for hard-hard)
BASELINES = {
    "expert+model-hard-4p": "expert vs hard 4p 52.9% (49.1-56.7), margin +0.112 (SE 0.048)",
    "expert+model-hard-2p": "expert vs hard 2p 53.4% (49.7-57.1), margin +0.189 (SE 0.028)",
    "hard+model-hard-4p": "hard vs hard: 50% by symmetry",
    "hard+model-hard-2p": "hard vs hard: 50% by symmetry",
}


def model_fingerprint() -> str:
    h = hashlib.sha256()
    for path in (Path(__file__).resolve().parent / "model_prior.py", WEIGHTS):
        h.update(path.read_bytes())
    return h.hexdigest()[:6]


@functools.cache
def _prior() -> ModelPrior:
    return ModelPrior()


def seat_player(spec: str, seed: int) -> LevelPlayer | OraclePlayer:
    """The arena's players, and ``LEVEL+model`` (``LEVEL`` may carry the
    arena's changes, e.g. ``hard:seconds=99+model``)."""
    if spec.endswith(SUFFIX):
        level, cfg = arena.parse_level(spec.removesuffix(SUFFIX))
        if level not in CONFIGS:
            raise ValueError(f"only {' and '.join(CONFIGS)} take the model, not {level!r}")
        return make_player(level, seed, config=cfg, deal_prior=_prior())
    return arena._seat_player(spec, seed)


play_pair = functools.partial(arena.play_pair, seat_player=seat_player)


def chunk_path(code: str, match: Match, first: int) -> Path:
    return (RESULTS / code
            / f"{match.name}-{match.settings()}-{model_fingerprint()}-{first:05d}.txt")


def next_chunk(code: str, match: Match) -> int | None:
    return first_missing(functools.partial(chunk_path, code, match), match.games)


def play_chunk(code: str, match: Match, first: int, jobs: int) -> Path:
    start = time.monotonic()
    res = arena.run(match.a, match.b, CHUNK, match.players, jobs, first, pair=play_pair)
    text = arena.report(match.a, match.b, res, match.players, first,
                        time.monotonic() - start)
    return save_chunk(chunk_path(code, match, first),
                      f"$ python benchmarks/model_arena.py run --only {match.name} --jobs "
                      f"{jobs}   (seeds {first}..{first + CHUNK - 1})", text)


def summary(code: str) -> str:
    lines = [f"model arena for code {code}, model {model_fingerprint()} "
             f"(chunks in {RESULTS / code})"]
    for match in PAIRS:
        paths = sorted((RESULTS / code).glob(
            f"{match.name}-{match.settings()}-{model_fingerprint()}-*.txt"))
        reports = read_reports([str(p) for p in paths])
        key = f"{match.a} vs {match.b}, {match.players} players"
        won, games = reports.wins.get(key, [0, 0])
        if not games:
            lines.append(f"  {match.name:22} no games yet")
            continue
        lo, hi = arena.wilson(won, games)
        share = won / games
        if lo > 0.5:
            reading = "a gain beyond the interval"
        elif hi < 0.5:
            reading = "a loss beyond the interval"
        else:
            reading = "no gain beyond the interval"
        if match.goal:
            reading += (f"; goal {match.goal:.0%}: "
                        + ("met" if lo >= match.goal else "not met" if hi < match.goal
                           else "undecided"))
        left = "" if games >= match.games else f" [{games}/{match.games} played]"
        lines.append(f"  {match.name:22} {won}/{games} = {share:.1%} (95% CI {lo:.1%}-"
                     f"{hi:.1%}): {reading}{left}")
        if (mg := reports.margin(key)) is not None:
            lines.append(f"  {'':22} margin on the same decks {mg[0]:+.3f} points a hand pair "
                         f"(SE {mg[1]:.3f}, {mg[2]} pairs)")
        for (m, level), xs in sorted(reports.p95s.items()):
            if m == key and "bids" not in level:
                lines.append(f"  {'':22} {level}: p95 per chunk {min(xs):.0f}-{max(xs):.0f} ms, "
                             f"max {reports.tops[m, level]:.0f} ms")
        lines.append(f"  {'':22} without the model: {BASELINES[match.name]}")
    return "\n".join(lines)


def cost(positions: int, seed: int) -> str:
    """The model's cost inside the real player: the sampler's time a kept deal
    with and without the prior (the marginals built once a decision, then
    ``DRAWS`` deals drawn), and the deals the search reaches by the level's
    table deadline with and without it (``explain``'s count, the same seed)."""
    import re

    from allfours_gui.ai.sampling import Sampler
    from allfours_gui.engine import HandState, Rules
    from allfours_gui.engine.hand import PLAY

    prior = ModelPrior()
    lines = []
    for level, players in (("hard", 4), ("expert", 4), ("hard", 2), ("expert", 2)):
        cfg = CONFIGS[level]
        rules = Rules(players=players)
        sample_ms: dict[bool, list[float]] = {False: [], True: []}
        deals: dict[bool, list[int]] = {False: [], True: []}
        took: dict[bool, list[float]] = {False: [], True: []}
        calls0, secs0 = prior.calls, prior.seconds
        rng = random.Random(f"cost/{seed}/{players}")
        while len(deals[False]) < positions:
            deck = list(range(52))
            rng.shuffle(deck)
            h = HandState(rules, rng.randrange(players), "threes", [0, 0], deck,
                          rng=random.Random(rng.random()))
            h.start()
            mover = make_player("hard", 1)
            while not h.over and len(deals[False]) < positions:
                view = h.view_for(h.turn)
                if h.phase == PLAY and len(view.legal) > 1 and view.tricks:
                    s = rng.randrange(1 << 30)
                    for model in (False, True):
                        dp = prior if model else None
                        t0 = time.perf_counter()
                        sampler = Sampler(view, infer=cfg.infer, candidates=cfg.candidates,
                                          prior=dp)
                        draw = random.Random(s)
                        for _ in range(DRAWS):
                            sampler.sample_hidden(draw)
                        sample_ms[model].append(1e3 * (time.perf_counter() - t0) / DRAWS)
                        p = make_player(level, s, deal_prior=dp)
                        t0 = time.perf_counter()
                        best = p.explain(view)[0].reason
                        took[model].append(time.perf_counter() - t0)
                        m = re.match(r"([\d,]+) simulated deals", best)
                        deals[model].append(int(m[1].replace(",", "")) if m else 0)
                h.apply(mover.choose(view))
        calls = prior.calls - calls0
        build = (prior.seconds - secs0) / max(calls, 1)
        mean = statistics.mean
        lines.append(
            f"{level} {players}p, {positions} play decisions from trick 2: a kept deal "
            f"({cfg.candidates} candidates) {mean(sample_ms[False]):.2f} ms without the model, "
            f"{mean(sample_ms[True]):.2f} ms with it (the marginals {1e3 * build:.2f} ms once a "
            f"decision, included over {DRAWS} deals); by the table deadline "
            f"({cfg.seconds:.2f} s) the search reached {mean(deals[False]):.0f} deals without, "
            f"{mean(deals[True]):.0f} with ({mean(deals[True]) / mean(deals[False]) - 1:+.0%}); "
            f"the decision took {1e3 * mean(took[False]):.0f} / {1e3 * mean(took[True]):.0f} ms "
            f"(max {1e3 * max(took[False]):.0f} / {1e3 * max(took[True]):.0f})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    play = sub.add_parser("run", help="play the next chunks until the time is up")
    play.add_argument("--minutes", type=float, default=60)
    play.add_argument("--jobs", type=int, default=1)
    play.add_argument("--only", nargs="*", default=None,
                      help="pairs by name, e.g. hard+model-hard-4p")
    sub.add_parser("summary", help="add up the chunks of the current code and model")
    c = sub.add_parser("cost", help="the model's cost a decision in the real player")
    c.add_argument("--positions", type=int, default=40)
    c.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    code = code_fingerprint()
    if args.command == "summary":
        print(summary(code))
        return 0
    if args.command == "cost":
        print(cost(args.positions, args.seed))
        return 0
    names = [m.name for m in PAIRS]
    for name in args.only or []:
        if name not in names:
            ap.error(f"{name!r} is not one of {', '.join(names)}")
    matches = [m for m in PAIRS if args.only is None or m.name in args.only]
    # in PAIRS' order: each pair until it has its games
    play_chunks(matches, args.minutes, functools.partial(next_chunk, code),
                lambda m, first: play_chunk(code, m, first, args.jobs), lambda todo: todo[0])
    print(summary(code))
    return 0


if __name__ == "__main__":
    sys.exit(main())

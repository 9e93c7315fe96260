"""The issue-13 strength ladder, confirmed over many sessions (slow: not a test).

    python benchmarks/ladder.py run [--minutes 60] [--jobs 1] [--only PAIR ...]
    python benchmarks/ladder.py summary

Thousands of duplicate games with the searching levels take many hours on a
2-core machine, so the ladder is played in chunks of ``CHUNK`` deal sequences,
each saved as its own arena report under

    benchmarks/results/ladder/<code>/<a>-<b>-<players>p-<settings>-<first seed>.txt

where ``<code>`` fingerprints the AI and the engine source but the levels'
settings (``ai/levels.py``), and ``<settings>`` fingerprints the settings of the
two levels in the pair: reports of different code or settings never add up,
a change of expert's settings leaves hard against medium counting, and a later
session carries on exactly where the last stopped (the next chunk not yet on
disk). ``summary`` adds the chunks of
the current code and sets each pair against its goal.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeVar

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "ladder"
CHUNK = 25  # deal sequences per report: 50 games


class _Named(Protocol):
    @property
    def name(self) -> str: ...


P = TypeVar("P", bound=_Named)


@dataclass(frozen=True)
class Pair:
    a: str
    b: str
    players: int
    goal: float  # a's share of the games, at least
    games: int = 1000

    @property
    def name(self) -> str:
        return f"{self.a}-{self.b}-{self.players}p"


LADDER = (
    Pair("hard", "medium", 4, 0.62),
    Pair("expert", "hard", 4, 0.56),
    Pair("expert", "medium", 4, 0.70),
    Pair("oracle", "medium", 4, 0.0, 500),  # the edge expert should capture half of
    Pair("medium", "easy", 2, 0.58),
    Pair("hard", "medium", 2, 0.58),
    Pair("expert", "hard", 2, 0.58),
)


# the AI's entry points for the GUI and tools, which no arena game goes through
# (``reasons``: the words of a hint, which no player imports), and the levels'
# settings, fingerprinted a pair at a time (``settings_tag``)
NOT_PLAYED = {"api.py", "__init__.py", "levels.py", "reasons.py", "analysis.py",
              "analysis_words.py"}


def code_fingerprint() -> str:
    """What the results depend on: the engine and the AI modules that decide a
    move, as imported (``PYTHONPATH`` may point at another checkout)."""
    import allfours_gui

    package = Path(allfours_gui.__file__).resolve().parent
    h = hashlib.sha256()
    for folder in ("ai", "engine"):
        for path in sorted((package / folder).glob("*.py")):
            if folder == "ai" and path.name in NOT_PLAYED:
                continue
            h.update(path.name.encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:12]


def settings_tag(pair: Pair) -> str:
    """A fingerprint of the settings the pair's two levels play with (the oracle
    searches with expert's budget)."""
    from allfours_gui.ai import levels

    used = []
    for level in (pair.a, pair.b):
        if level in levels.CONFIGS:
            used.append(repr(levels.CONFIGS[level]))
        elif level == "oracle":
            used.append(f"oracle {levels.ITERATIONS['expert']}")
    if used:
        used.append(f"{levels.SOLVE_ROLLOUT} {levels.SOLVE_ROOT}")
    return hashlib.sha256("\n".join(used).encode()).hexdigest()[:6]


def chunk_path(code: str, pair: Pair, first_seed: int) -> Path:
    return RESULTS / code / f"{pair.name}-{settings_tag(pair)}-{first_seed:05d}.txt"


def first_missing(path_of: Callable[[int], Path], games: int) -> int | None:
    """The first seed of the first chunk, of ``games`` games, not yet on disk."""
    for first in range(0, games // 2, CHUNK):
        if not path_of(first).exists():
            return first
    return None


def save_chunk(path: Path, command: str, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.part")  # two processes may play side by side
    tmp.write_text(f"{command}\n{text}\n")
    tmp.replace(path)  # a chunk cut short by the end of a session is never counted
    return path


def play_chunks(pairs: Sequence[P], minutes: float, next_chunk: Callable[[P], int | None],
                play_chunk: Callable[[P, int], Path],
                pick: Callable[[list[tuple[P, int]]], tuple[P, int]]) -> None:
    """Chunk after chunk until ``minutes`` are up or every pair has its games;
    ``pick`` chooses the next (pair, first seed) among those still to play."""
    deadline = time.monotonic() + minutes * 60
    while time.monotonic() < deadline:
        todo = [(p, first) for p in pairs if (first := next_chunk(p)) is not None]
        if not todo:
            print("every pair has its games")
            break
        pair, first = pick(todo)
        path = play_chunk(pair, first)
        print(f"{pair.name} seeds {first}..{first + CHUNK - 1}: {path.name}", flush=True)


def next_chunk(code: str, pair: Pair) -> int | None:
    return first_missing(functools.partial(chunk_path, code, pair), pair.games)


def play_chunk(code: str, pair: Pair, first: int, jobs: int) -> Path:
    from allfours_gui.ai.arena import report, run

    start = time.monotonic()
    res = run(pair.a, pair.b, CHUNK, pair.players, jobs, first)
    text = report(pair.a, pair.b, res, pair.players, first, time.monotonic() - start)
    return save_chunk(chunk_path(code, pair, first),
                      f"$ python -m allfours_gui.ai.arena {pair.a} {pair.b} --games {CHUNK} "
                      f"--seed {first} --players {pair.players} --jobs {jobs}", text)


def tally(code: str, pair: Pair) -> tuple[int, int, tuple[float, float, int] | None]:
    """(a's wins, games, a's margin on the same decks) over the chunks of
    ``code`` on disk (the margin from the chunks that report it)."""
    from combine_arena import read_reports

    paths = sorted((RESULTS / code).glob(f"{pair.name}-{settings_tag(pair)}-*.txt"))
    reports = read_reports([str(p) for p in paths])
    match = next(iter(reports.wins), None)
    if match is None:
        return 0, 0, None
    won, games = reports.wins[match]
    return won, games, reports.margin(match)


def _verdict(share: float, lo: float, hi: float, goal: float, done: bool) -> str:
    """The pair against its goal: beyond doubt when the whole 95% interval is on
    one side of it, else by the estimate alone."""
    if lo >= goal:
        return "goal met" if done else "above the goal so far"
    if hi < goal:
        return "goal not met" if done else "below the goal so far"
    side = "above" if share >= goal else "below"
    return (f"{'met' if share >= goal else 'not met'} by the estimate, not beyond doubt "
            f"(the interval holds {goal:.0%})" if done else f"undecided ({side} so far)")


def summary(code: str) -> str:
    from allfours_gui.ai.arena import wilson

    lines = [f"ladder for code {code} (chunks in {RESULTS / code})"]
    shares: dict[str, float] = {}
    for pair in LADDER:
        won, games, margin = tally(code, pair)
        if not games:
            lines.append(f"  {pair.name:18} no games yet (goal {pair.games} games)")
            continue
        lo, hi = wilson(won, games)
        share = won / games
        shares[pair.name] = share
        done = games >= pair.games
        verdict = "" if not pair.goal else "  " + _verdict(share, lo, hi, pair.goal, done)
        lines.append(f"  {pair.name:18} {won}/{games} = {share:.1%} "
                     f"(95% CI {lo:.1%}-{hi:.1%}), goal {pair.goal:.0%} over "
                     f"{pair.games} games{verdict}"
                     + ("" if games >= pair.games else f" [{games}/{pair.games} played]"))
        if margin is not None:
            lines.append(f"  {'':18} margin on the same decks {margin[0]:+.3f} points a hand "
                         f"pair (SE {margin[1]:.3f}, {margin[2]} pairs; the chunks that "
                         f"report it)")
    if "expert-medium-4p" in shares and "oracle-medium-4p" in shares:
        edge = shares["oracle-medium-4p"] - 0.5
        got = (shares["expert-medium-4p"] - 0.5) / edge if edge > 0 else 0.0
        lines.append(f"  expert captures {got:.0%} of the oracle's edge over medium (goal 50%)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    play = sub.add_parser("run", help="play the next chunks until the time is up")
    play.add_argument("--minutes", type=float, default=60)
    play.add_argument("--jobs", type=int, default=1)
    play.add_argument("--only", nargs="*", default=None,
                      help="pairs by name, e.g. hard-medium-4p")
    sub.add_parser("summary", help="add up the chunks of the current code")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    code = code_fingerprint()
    if args.command == "summary":
        print(summary(code))
        return 0
    pairs = [p for p in LADDER if args.only is None or p.name in args.only]
    # the pair furthest from its goal's game count goes first
    play_chunks(pairs, args.minutes, functools.partial(next_chunk, code),
                lambda p, first: play_chunk(code, p, first, args.jobs),
                lambda todo: min(todo, key=lambda t: t[1] / (t[0].games // 2)))
    print(summary(code))
    return 0


if __name__ == "__main__":
    sys.exit(main())

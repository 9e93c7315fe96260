"""Hand records of the computer players' own play, for a learned model of the
unseen cards (issue 27; slow: not a test).

    python benchmarks/model_data.py run [--minutes 20] [--only hard-hard-4p ...]
    python benchmarks/model_data.py summary

Plays single hands (a random score before each, so that the players meet the
match situations they meet at the table) between the pairs of ``MIX`` and
appends each hand's ``allfours-hand/1`` record, with its outcome and the level
of every seat, as a gzipped JSON line. Hands are played in chunks of
``CHUNK``, each its own file under

    benchmarks/results/model_data/<code>/<a>-<b>-<players>p-<settings>-<first>.jsonl.gz

with ``<code>`` and ``<settings>`` fingerprinted as ``ladder.py`` does them, so
that records of different code never mix, and a later session carries on with
the next chunk not yet on disk (a chunk cut short is never written). Hand
``i`` of a pair has its deck, dealer, score and players' seeds from ``i``; the
searching levels stop at their table deadline, so the same seeds give the same
hands only as far as the machine's speed allows (the data need not repeat).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder import Pair, code_fingerprint, settings_tag

from allfours_gui.ai.arena import _seat_player
from allfours_gui.engine import HandState, Rules

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "model_data"
CHUNK = 10  # hands a file


@dataclass(frozen=True)
class Mix:
    a: str  # the even seats (team 0) in even hands, the odd seats in odd hands
    b: str
    players: int
    weight: float  # its share of the hands played, relative to the others

    @property
    def name(self) -> str:
        return f"{self.a}-{self.b}-{self.players}p"

    def settings(self) -> str:
        return settings_tag(Pair(self.a, self.b, self.players, 0.0))


# mostly the hard players (whom the expert meets most and whose search the model
# must explain), some medium for variety; expert only when time is plentiful
MIX = (
    Mix("hard", "hard", 4, 3.0),
    Mix("hard", "hard", 2, 2.0),
    Mix("hard", "medium", 4, 1.0),
    Mix("hard", "medium", 2, 1.0),
    Mix("expert", "hard", 4, 0.0),
    Mix("expert", "hard", 2, 0.0),
)


def chunk_path(code: str, mix: Mix, first: int) -> Path:
    return RESULTS / code / f"{mix.name}-{mix.settings()}-{first:05d}.jsonl.gz"


def chunks_done(code: str, mix: Mix) -> int:
    n = 0
    while chunk_path(code, mix, n * CHUNK).exists():
        n += 1
    return n


def play_hand(mix: Mix, i: int) -> dict[str, Any]:
    """Hand ``i`` of a pair, played out: its record (with the outcome) and levels."""
    rules = Rules(players=mix.players)
    rng = random.Random(f"model/{mix.name}/{i}")
    levels = [mix.a if (s + i) % 2 == 0 else mix.b for s in range(rules.players)]
    seats = [_seat_player(lv, rng.randrange(1 << 30)) for lv in levels]
    deck = list(range(52))
    rng.shuffle(deck)
    score = [rng.randrange(rules.target - 1), rng.randrange(rules.target - 1)]
    h = HandState(rules, rng.randrange(rules.players), "threes", score, deck,
                  rng=random.Random(f"model/{mix.name}/{i}/redeal"))
    h.start()
    while not h.over:
        h.apply(seats[h.turn].choose(h.view_for(h.turn)))
    rec = h.record()
    rec["outcome"] = h.outcome()
    return {"levels": levels, "record": rec}


def play_chunk(code: str, mix: Mix, first: int) -> Path:
    lines = [json.dumps(play_hand(mix, i), separators=(",", ":"))
             for i in range(first, first + CHUNK)]
    path = chunk_path(code, mix, first)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".part")
    with gzip.open(tmp, "wt", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    tmp.replace(path)
    return path


def read_records(code: str | None = None) -> Iterator[tuple[str, dict[str, Any]]]:
    """(the file's name, each line) of the data of ``code`` (default: this code)."""
    folder = RESULTS / (code or code_fingerprint())
    for path in sorted(folder.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    yield path.name, json.loads(line)


def summary(code: str) -> str:
    lines = [f"model data for code {code}"]
    for mix in MIX:
        n = chunks_done(code, mix)
        if n:
            lines.append(f"  {mix.name:18} {n * CHUNK} hands")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="command", required=True)
    play = sub.add_parser("run", help="play chunks until the time is up")
    play.add_argument("--minutes", type=float, default=20)
    play.add_argument("--only", nargs="*", default=None, help="pairs by name")
    sub.add_parser("summary")
    args = ap.parse_args(argv)
    code = code_fingerprint()
    if args.command == "summary":
        print(summary(code))
        return 0
    mixes = [m for m in MIX if (args.only is None and m.weight > 0)
             or (args.only is not None and m.name in args.only)]
    deadline = time.monotonic() + args.minutes * 60
    while time.monotonic() < deadline:
        # the pair furthest behind its share goes next
        mix = min(mixes, key=lambda m: chunks_done(code, m) / (m.weight or 1.0))
        start = time.monotonic()
        first = chunks_done(code, mix) * CHUNK
        path = play_chunk(code, mix, first)
        print(f"{path.name}: {time.monotonic() - start:.0f} s", flush=True)
    print(summary(code))
    return 0


if __name__ == "__main__":
    sys.exit(main())

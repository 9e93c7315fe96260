"""How long a large history takes to open, and to read whole (statistics).

Opening checks every games row and parses every hand (nothing replayed); the
first full read replays each hand not yet verified and remembers it in the
file, so later reads, and the first read of a store opened afterwards (the
next start of the app: "reopened read"), replay nothing. The copies made here
are unverified, as a history written before verification was remembered.
The statistics and Game History windows read in a worker thread: these are
how long a person with a long history sees "Reading your history…".

    python benchmarks/history_open.py [--games 1000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from allfours_gui.history.statistics import compute
from allfours_gui.history.store import FILENAME, GAME_COLUMNS, HistoryStore
from tests.history.test_store import play_and_save


def make_history(folder: Path, games: int) -> None:
    """One played game of 8 hands, copied ``games`` times by SQL."""
    store = HistoryStore(folder)
    play_and_save(store, 5)
    store.close()
    db = sqlite3.connect(folder / FILENAME, isolation_level=None)
    db.execute("BEGIN")
    hands = db.execute("SELECT count(*) FROM hands").fetchone()[0]
    for gid in range(2, games + 1):
        db.execute(f"INSERT INTO games SELECT {gid}, {', '.join(GAME_COLUMNS[1:])} "
                   "FROM games WHERE id = 1")
        db.execute("INSERT INTO hands (game_id, number, record, outcome, updated_at) "
                   f"SELECT {gid}, number, record, outcome, updated_at FROM hands "
                   "WHERE game_id = 1")
    db.execute("COMMIT")
    db.close()
    print(f"history: {games} games of {hands} hands")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    template = Path(tempfile.mkdtemp())
    make_history(template, args.games)
    times: dict[str, list[float]] = {"open": [], "first read": [], "second read": [],
                                      "reopen": [], "reopened read": []}
    for _ in range(args.repeats):
        home = Path(tempfile.mkdtemp())
        shutil.copy(template / FILENAME, home / FILENAME)
        t0 = time.perf_counter()
        store = HistoryStore(home)
        t1 = time.perf_counter()
        compute(store)
        t2 = time.perf_counter()
        compute(store)
        t3 = time.perf_counter()
        store.close()
        t4 = time.perf_counter()
        store = HistoryStore(home)  # a new process: only the file remembers
        t5 = time.perf_counter()
        compute(store)
        t6 = time.perf_counter()
        store.close()
        times["open"].append(t1 - t0)
        times["first read"].append(t2 - t1)
        times["second read"].append(t3 - t2)
        times["reopen"].append(t5 - t4)
        times["reopened read"].append(t6 - t5)
        shutil.rmtree(home)
    for what, values in times.items():
        print(f"{what:13s} median {statistics.median(values):.3f} s  "
              f"(min {min(values):.3f}, max {max(values):.3f})")
    shutil.rmtree(template)


if __name__ == "__main__":
    main()

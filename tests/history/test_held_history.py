"""A history another program holds never keeps the GUI thread waiting: opening it
at start, and saving into it, give up within a frame (``opening.FRAME_MS``) and
try again later, and the game is written whole once the program lets go.

The holder is a second process: an exclusive hold (no one may even read), or a
writer's transaction on the WAL. Each check is by order, not by the clock: the
window's call returns while the holder still holds (before, it waited for the
hold to end, up to ten seconds a statement).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from allfours_gui.app.startup import open_history
from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history.opening import FILENAME, HELD
from allfours_gui.history.saving import GameSaver
from allfours_gui.history.store import HistoryStore

HOLD_SECONDS = 8  # longer than any frame-long wait, shorter than the old 10 s one

HOLDER = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
if sys.argv[2] == "exclusive":
    db.execute("PRAGMA locking_mode=EXCLUSIVE")
    db.execute("BEGIN EXCLUSIVE")
    db.execute("SELECT count(*) FROM games").fetchone()
else:
    db.execute("BEGIN IMMEDIATE")  # a writer's transaction on the WAL
    db.execute("UPDATE games SET score0 = score0")
print("held", flush=True)
time.sleep(float(sys.argv[3]))
db.execute("COMMIT")
"""


@contextmanager
def held(path: Path, how: str, seconds: float = HOLD_SECONDS) -> Iterator[subprocess.Popen[str]]:
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), how, str(seconds)],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "held"
        yield proc
    finally:
        proc.kill()
        proc.wait(10)


def a_history(folder: Path) -> None:
    store = HistoryStore(folder)
    store.new_game(Rules().to_json(), ["a", "b", "c", "d"], ["human"] + ["easy"] * 3)
    store.close()


def test_a_history_held_at_start_is_left_to_try_again_without_waiting_for_it(tmp_path):
    a_history(tmp_path)
    with held(tmp_path / FILENAME, "exclusive") as holder:
        start = open_history(tmp_path)
        still_held = holder.poll() is None
    assert still_held, "the start waited for the other program to let go"
    assert start.store is None and start.retry == tmp_path
    assert any("another program is holding the history file" in n for n in start.notices), \
        start.notices
    # the file is as it was, and opens once it is let go
    store = HistoryStore(tmp_path)
    assert len(store.unfinished_games()) == 1
    store.close()


def test_a_save_into_a_history_another_writer_holds_waits_in_memory_not_in_the_window(
        tmp_path):
    a_history(tmp_path)
    start = open_history(tmp_path)  # as the window opens it
    assert start.store is not None
    game = Game(Rules(), 3)
    saver = GameSaver(start.store, None, new=(game.rules.to_json(), ["a", "b", "c", "d"],
                                              ["human"] + ["easy"] * 3))
    assert saver.flush() is None
    game.cut()
    game.choose_method(game.dealer, "ones")
    game.deal()
    with held(tmp_path / FILENAME, "writer") as holder:
        saver.dealer(game.dealer, "ones")
        saver.hand(game.hand_number, game.hand.record(), None)
        problem = saver.flush()
        still_held = holder.poll() is None
        assert still_held, "the save waited for the other writer to finish"
        assert problem == HELD and saver.pending
        # each try again gives up as soon
        assert saver.flush() == HELD and holder.poll() is None
        holder.wait(HOLD_SECONDS + 30)
    assert saver.flush() is None and not saver.pending
    assert saver.game_id is not None
    hands = start.store.hands(saver.game_id)
    assert [h.record for h in hands] == [game.hand.record()]
    start.store.close()

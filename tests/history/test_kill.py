"""kill -9 at random moments loses nothing: resume equals the state before the kill."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history.store import HistoryStore

from .test_store import play_and_save


class RecordingStore:
    """Stands in for the store to list every save the child makes, in order."""

    def __init__(self) -> None:
        self.saves: list[dict] = []

    def new_game(self, *args: object) -> int:
        return 1

    def set_first_dealer(self, *args: object) -> None:
        pass

    def set_deal_method(self, *args: object) -> None:
        pass

    def save_hand(self, game_id: int, number: int, record: dict, outcome: object) -> None:
        self.saves.append(record)

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from allfours_gui.history.store import HistoryStore
    from tests.history.test_store import play_and_save
    saves = 0

    def report(_game_id, _game):
        global saves
        print("saved", saves, flush=True)
        sys.stdin.readline()  # wait for the parent: it decides when to kill
        saves += 1

    play_and_save(HistoryStore(sys.argv[1]), int(sys.argv[2]), after_save=report)
    print("done", flush=True)
""")


def test_kill_9_at_random_points_then_resume(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(root=str(ROOT)))
    rng = random.Random(2024)
    checked = 0
    for trial in range(8):
        data = tmp_path / f"data{trial}"
        seed = 100 + trial
        kill_after = rng.randrange(1, 120)
        proc = subprocess.Popen([sys.executable, str(script), str(data), str(seed)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdin is not None
        last = -1
        for line in proc.stdout:
            if line.startswith("saved"):
                last = int(line.split()[1])
                proc.stdin.write("go\n")
                proc.stdin.flush()
                if last >= kill_after:
                    # kill it at a random moment of the next move and its write
                    time.sleep(rng.random() * 0.004)
                    os.kill(proc.pid, signal.SIGKILL)
                    break
            elif line.startswith("done"):
                break
        proc.wait()
        store = HistoryStore(data)
        row = store.unfinished_game()
        if row is None:  # the game ended before the kill
            continue
        restored = Game.restore(Rules.from_json(row.rules), row.first_dealer, row.deal_method,
                                [h.record for h in store.hands(row.id)])
        # the same seeded game, every save listed: the kill fell after save `last`
        # was reported and before or after the next one was committed
        ref = RecordingStore()
        play_and_save(ref, seed)  # type: ignore[arg-type]
        candidates = ref.saves[last:last + 2]
        assert restored.hand.record() in candidates, f"trial {trial}, save {last}"
        replayed = Game.restore(Rules(), row.first_dealer, "ones",
                                [h.record for h in store.hands(row.id)])
        assert replayed.legal_actions() == restored.legal_actions()
        assert restored.score == list(restored.hand.score)
        checked += 1
        store.verify(row.id)
        store.close()
    assert checked >= 5

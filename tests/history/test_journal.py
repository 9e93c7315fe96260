"""What the history refuses is kept in a journal, and a kill loses none of it:
the next start writes it into the history, once its window is gone; a journal
that does not hold up is set aside (renamed, never deleted) and said."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history import journal, opening
from allfours_gui.history.saving import GameSaver
from allfours_gui.history.store import HistoryStore
from allfours_gui.history.unsaved import replay

from .disk import Disk

ROOT = Path(__file__).resolve().parents[2]
NAMES, LEVELS = ["a", "b", "c", "d"], ["human", "easy", "easy", "easy"]


@pytest.fixture
def own_tmp():
    """This test's own stand-in for the user's temporary folder (tests/conftest.py)."""
    return journal.user_folder()


@pytest.fixture
def disk(monkeypatch):
    d = Disk()
    monkeypatch.setattr(opening, "CONNECTION", d.connection)
    return d


def play(game: Game, saver: GameSaver, rng: random.Random, steps: int) -> None:
    """``steps`` random decisions, each handed to the saver as the controller does."""
    for _ in range(steps):
        if game.phase == "over":
            return
        if game.phase == "between":
            game.deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
        hand = game.hand
        assert hand is not None
        saver.hand(game.hand_number, hand.record(), hand.outcome() if hand.over else None)
        saver.flush()


def new_game(store: HistoryStore, j: journal.Journal | None, seed: int) -> tuple[Game, GameSaver]:
    game = Game(Rules(), seed)
    saver = GameSaver(store, None, new=(game.rules.to_json(), NAMES, LEVELS), journal=j)
    game.cut()
    game.choose_method(game.dealer, "ones")
    saver.dealer(game.dealer, "ones")
    saver.flush()
    return game, saver


def restored(store: HistoryStore, game_id: int) -> Game:
    row = store.game(game_id)
    return Game.restore(Rules.from_json(row.rules), row.first_dealer, row.deal_method,
                        [h.record for h in store.hands(game_id)])


def test_refused_decisions_are_journaled_beside_the_history_and_removed_once_written(
        tmp_path, disk, own_tmp):
    store = HistoryStore(tmp_path)
    j = journal.Journal(tmp_path)
    game, saver = new_game(store, j, 5)
    rng = random.Random(5)
    play(game, saver, rng, 10)
    assert j.path is None  # all written: no journal
    disk.refuse = "full"
    play(game, saver, rng, 12)
    assert j.path is not None and j.path.parent == tmp_path / journal.FOLDER
    kept = json.loads(j.path.read_text())
    assert kept["format"] == journal.FORMAT and kept["decisions"] == 12
    assert kept["hands"][-1]["record"] == game.hand.record()
    disk.refuse = None
    assert saver.flush() is None
    assert j.path is None and not list((tmp_path / journal.FOLDER).glob("*.json"))
    assert restored(store, saver.game_id).hand.record() == game.hand.record()


def test_a_folder_that_takes_nothing_sends_the_journal_to_the_users_own(tmp_path, disk,
                                                                        own_tmp):
    store = HistoryStore(tmp_path)
    (tmp_path / journal.FOLDER).write_text("not a folder")  # beside the history: nothing goes
    j = journal.Journal(tmp_path)
    game, saver = new_game(store, j, 6)
    disk.refuse = "read-only"
    play(game, saver, random.Random(6), 5)
    assert j.path is not None and j.path.parent == own_tmp
    assert oct(own_tmp.stat().st_mode & 0o777) == "0o700"  # the temporary folder is shared


def test_another_users_folder_in_the_temporary_folder_is_never_used(tmp_path, disk, own_tmp):
    own_tmp.mkdir(mode=0o777)
    os.chmod(own_tmp, 0o777)  # anyone could have put files here
    (tmp_path / journal.FOLDER).write_text("not a folder")
    store = HistoryStore(tmp_path)
    j = journal.Journal(tmp_path)
    game, saver = new_game(store, j, 7)
    disk.refuse = "full"
    play(game, saver, random.Random(7), 3)
    assert j.path is None and saver.journaled is False
    assert not list(own_tmp.iterdir())


CHILD = textwrap.dedent("""
    import random, sys
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from allfours_gui.history import journal, opening
    from allfours_gui.history.store import HistoryStore
    from tests.history.disk import Disk
    from tests.history.test_journal import new_game, play
    journal.user_folder = lambda: Path(sys.argv[2])
    store = HistoryStore(sys.argv[1])
    game, saver = new_game(store, journal.Journal(Path(sys.argv[1])), int(sys.argv[3]))
    rng = random.Random(int(sys.argv[3]))
    play(game, saver, rng, 8)
    disk = Disk()
    opening.CONNECTION = disk.connection
    store.close()
    saver.store = HistoryStore(sys.argv[1])
    disk.refuse = "full"
    n = 0
    while game.phase != "over":
        play(game, saver, rng, 1)
        n += 1
        print(n, saver.game_id, flush=True)
        sys.stdin.readline()
""")


def test_kill_9_while_the_history_refuses_then_the_next_start_loses_nothing(tmp_path, own_tmp):
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(root=str(ROOT)))
    rng = random.Random(35)
    for trial in range(4):
        data = tmp_path / f"data{trial}"
        kill_after = rng.randrange(3, 40)
        proc = subprocess.Popen([sys.executable, str(script), str(data), str(own_tmp),
                                 str(300 + trial)], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdin is not None
        made, game_id = 0, None
        for line in proc.stdout:
            made, game_id = int(line.split()[0]), int(line.split()[1])
            if made >= kill_after:
                os.kill(proc.pid, signal.SIGKILL)
                break
            proc.stdin.write("\n")
            proc.stdin.flush()
        proc.wait()
        assert game_id is not None
        # what the child had decided when it was killed, replayed from the journal's copy
        kept = next((data / journal.FOLDER).glob(f"*{journal.SUFFIX}"))
        expected = json.loads(kept.read_text())["hands"][-1]["record"]
        store = HistoryStore(data)
        was = restored(store, game_id)
        before = (was.hand_number, len(was.hand.record()["actions"]))
        told = replay(store)
        now = restored(store, game_id)
        after = now.hand.record()
        assert after == expected, f"trial {trial}: {made} decisions refused, {told}"
        assert (now.hand_number, len(after["actions"])) > before
        assert [str(t) for t in told] == [
            f"Decisions of your last game that could not be saved when it was played "
            f"({made}) are now in your history."]
        assert not list((data / journal.FOLDER).glob(f"*{journal.SUFFIX}"))
        assert replay(store) == []  # once only
        store.close()


def test_a_journal_whose_window_still_lives_is_left_to_it(tmp_path, disk, own_tmp):
    store = HistoryStore(tmp_path)
    j = journal.Journal(tmp_path)
    game, saver = new_game(store, j, 8)
    disk.refuse = "full"
    play(game, saver, random.Random(8), 4)
    disk.refuse = None
    assert replay(store) == []  # its lock is held (as by another window)
    assert j.path is not None and j.path.exists()
    assert saver.flush() is None  # its own window writes it


def test_a_journal_that_does_not_hold_up_is_set_aside_and_said(tmp_path, disk, own_tmp):
    store = HistoryStore(tmp_path)
    j = journal.Journal(tmp_path)
    game, saver = new_game(store, j, 9)
    disk.refuse = "full"
    play(game, saver, random.Random(9), 4)
    assert j.path is not None
    data = json.loads(j.path.read_text())
    data["hands"][-1]["record"]["actions"].append({"seat": 9, "do": "play", "card": "ZZ"})
    j.path.write_text(json.dumps(data))
    path = j.path
    assert j._held is not None
    j._held.close()
    disk.refuse = None
    told = [str(t) for t in replay(store)]
    assert len(told) == 1 and told[0].startswith("A file of decisions not yet saved could not "
                                                 "be used")
    assert not path.exists()
    kept = list(path.parent.glob(f"{path.name}.unreadable-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == data  # kept as it was
    assert restored(store, saver.game_id).hand is None or \
        len(restored(store, saver.game_id).hand.record()["actions"]) < len(
            data["hands"][-1]["record"]["actions"])


@pytest.mark.parametrize("garbage", [b"", b"\x00\x01", b"[1, 2]", b'{"format": "other"}',
                                     b'{"format": "allfours-unsaved/1", "rules": 3}',
                                     b"{" * 100000])
def test_garbage_in_the_journal_folder_is_set_aside(tmp_path, own_tmp, garbage):
    store = HistoryStore(tmp_path)
    folder = tmp_path / journal.FOLDER
    folder.mkdir()
    (folder / f"game-x{journal.SUFFIX}").write_bytes(garbage)
    told = replay(store)
    assert len(told) == 1
    assert [p.read_bytes() for p in folder.glob("*.unreadable-*")] == [garbage]


def test_a_journal_the_history_has_overtaken_is_dropped_without_a_word(tmp_path, disk,
                                                                        own_tmp):
    store = HistoryStore(tmp_path)
    j = journal.Journal(tmp_path)
    game, saver = new_game(store, j, 10)
    rng = random.Random(10)
    disk.refuse = "full"
    play(game, saver, rng, 3)
    stale = j.path.read_bytes()
    disk.refuse = None
    play(game, saver, rng, 6)  # written: the journal goes; put its old copy back
    assert j.path is None
    j2 = tmp_path / journal.FOLDER / f"old{journal.SUFFIX}"
    j2.write_bytes(stale)
    assert replay(store) == []
    assert not j2.exists()
    assert restored(store, saver.game_id).hand.record() == game.hand.record()

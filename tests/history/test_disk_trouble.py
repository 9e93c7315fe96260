"""A disk that refuses (full, read-only, busy) is not a damaged file: every file
is left exactly as it is, the reason is said in words, and whatever could not
be written is written once the disk takes it again. A file that is not ours
is only ever renamed, never written."""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from allfours_gui.engine import Rules
from allfours_gui.engine.game import Game
from allfours_gui.history import opening
from allfours_gui.history.saving import GameSaver
from allfours_gui.history.store import FILENAME, HistoryStore, Unavailable

from .disk import WORDS, Disk, fill, small_tmpfs, snapshot
from .test_store import play_and_save

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One finished game and one in progress, as the window saves them."""
    folder = tmp_path_factory.mktemp("template")
    store = HistoryStore(folder)
    play_and_save(store, 3)
    play_and_save(store, 11, stop_after=60)
    store.close()
    return folder / FILENAME


@pytest.fixture
def home(tmp_path: Path, template: Path) -> Path:
    shutil.copy(template, tmp_path / FILENAME)
    return tmp_path


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    d = Disk()
    monkeypatch.setattr(opening, "CONNECTION", d.connection)
    return d


def whole(home: Path) -> tuple[int, int]:
    """(games, hands) of the history, read afresh; the game in progress resumes."""
    store = HistoryStore(home)
    try:
        assert store.take_notices() == []
        unfinished = store.unfinished_game()
        assert unfinished is not None and len(store.hands(unfinished.id)) >= 2
        return len(store.games()), sum(len(store.hands(g.id)) for g in store.games())
    finally:
        store.close()


# ---------------------------------------------------------------- at start
@pytest.mark.parametrize("kind", ["full", "read-only", "locked"])
def test_a_disk_that_refuses_at_start_leaves_every_file_as_it_is(home, disk, kind):
    counts = whole(home)
    before = snapshot(home)
    disk.refuse = kind
    with pytest.raises(Unavailable) as caught:
        HistoryStore(home)
    assert WORDS[kind] in str(caught.value.reason)
    assert caught.value.notices == []
    assert snapshot(home) == before  # nothing renamed, nothing written, no empty history
    disk.refuse = None  # space freed: the history is all there, the game resumes
    assert whole(home) == counts


def test_a_history_opened_read_only_is_not_damaged(home, monkeypatch):
    class ReadOnly(sqlite3.Connection):  # a real read-only open: SQLite's own refusal
        def __init__(self, database, *args, **kwargs):  # type: ignore[no-untyped-def]
            super().__init__(f"file:{database}?mode=ro", *args, **{**kwargs, "uri": True})

    counts = whole(home)
    before = snapshot(home)
    monkeypatch.setattr(opening, "CONNECTION", ReadOnly)
    with pytest.raises(Unavailable) as caught:
        HistoryStore(home)
    assert caught.value.error.sqlite_errorname == "SQLITE_READONLY"
    assert "may not be written" in str(caught.value.reason)
    assert snapshot(home) == before
    reading = HistoryStore(home, for_reading=True)  # Game History still shows it all
    assert len(reading.games()) == counts[0] and reading.unfinished_game() is not None
    reading.close()
    assert snapshot(home) == before
    monkeypatch.undo()
    assert whole(home) == counts


def test_a_history_another_program_holds_is_left_alone(home, monkeypatch):
    counts = whole(home)
    monkeypatch.setattr(opening, "BUSY_MS", 50)
    other = sqlite3.connect(home / FILENAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a writer that does not let go (SQLite's own BUSY)
    try:
        before = snapshot(home)
        store = HistoryStore(home)  # it reads on: nothing is set aside or lost
        assert store.moved_aside is None and store.take_notices() == []
        game = store.unfinished_game()
        assert game is not None
        saver = GameSaver(store, None, game_id=game.id)
        last = store.hands(game.id)[-1]
        saver.hand(last.number, last.record, last.outcome)
        assert saver.flush() == WORDS["locked"] + " — nothing is saved until it lets go"
        assert saver.flush() is not None and saver.pending  # tried again, briefly
        assert snapshot(home) == before
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert saver.flush() is None and not saver.pending  # it let go: written
    store.close()
    assert whole(home) == counts


def test_a_folder_that_takes_no_rename_keeps_a_damaged_file_and_says_so(tmp_path,
                                                                         monkeypatch):
    (tmp_path / FILENAME).write_bytes(b"not a database at all" * 100)

    def refused(self, target):  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied", str(self))
    monkeypatch.setattr(Path, "rename", refused)
    with pytest.raises(Unavailable) as caught:
        HistoryStore(tmp_path)
    assert "could not be set aside (Permission denied)" in str(caught.value.reason)
    # no notice names an "…unreadable-…" file, and none exists
    assert "unreadable" not in str(caught.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILENAME]


@pytest.mark.parametrize("version", [0, 1, 2])
def test_a_file_that_is_not_ours_is_renamed_and_never_written(tmp_path, version):
    db = sqlite3.connect(tmp_path / FILENAME, isolation_level=None)
    db.executescript(f"""
        CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT);
        CREATE TABLE hands (id INTEGER PRIMARY KEY, cards TEXT);
        INSERT INTO games (title) VALUES ('my poker nights');
        PRAGMA user_version = {version};""")
    db.close()
    original = (tmp_path / FILENAME).read_bytes()
    store = HistoryStore(tmp_path)
    # byte for byte: no column added, no version raised, not turned to WAL
    assert store.moved_aside is not None and store.moved_aside.read_bytes() == original
    assert sorted(snapshot(tmp_path)) == [FILENAME, store.moved_aside.name]
    assert store.games() == []
    store.close()


# -------------------------------------------------------------- during play
def test_a_commit_the_full_disk_refuses_raises_the_disk_error(home, disk):
    store = HistoryStore(home)
    game = store.unfinished_game()
    assert game is not None
    last = store.hands(game.id)[-1]
    disk.refuse = "full"
    with pytest.raises(sqlite3.OperationalError) as caught:
        store.save_hand(game.id, last.number, last.record, last.outcome)
    # the disk's own error, not "cannot rollback - no transaction is active"
    assert caught.value.sqlite_errorname == "SQLITE_FULL"
    disk.refuse = None
    store.save_hand(game.id, last.number, last.record, last.outcome)  # it works again
    store.close()


def new_game(store: HistoryStore, seed: int) -> tuple[Game, random.Random, GameSaver]:
    """A game cut and its dealing method chosen, saved as the window saves it."""
    rng = random.Random(seed)
    game = Game(Rules(), seed)
    saver = GameSaver(store, None, new=(game.rules.to_json(), "abcd", ["human"] + ["easy"] * 3))
    game.cut()
    game.choose_method(game.dealer, "ones")
    saver.dealer(game.dealer, "ones")
    return game, rng, saver


def play(saver: GameSaver, game: Game, rng: random.Random, steps: int) -> None:
    """Decisions as the window makes them, each saved (or held) at once."""
    for _ in range(steps):
        if game.phase == "over":
            return
        if game.hand is None or game.hand.over:
            game.deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
        hand = game.hand
        assert hand is not None
        saver.hand(game.hand_number, hand.record(), hand.outcome() if hand.over else None)
        saver.flush()


@pytest.mark.parametrize("kind", ["full", "read-only", "locked"])
def test_what_the_disk_refused_is_all_written_once_it_takes_it(home, disk, kind):
    store = HistoryStore(home)
    game, rng, saver = new_game(store, 5)
    assert saver.flush() is None
    play(saver, game, rng, 40)
    disk.refuse = kind
    start = game.hand_number
    while game.hand_number < start + 2 and game.phase != "over":  # across hands
        play(saver, game, rng, 1)
        assert saver.problem is not None and WORDS[kind] in str(saver.problem)
    assert saver.pending and disk.refused > 0
    disk.refuse = None
    play(saver, game, rng, 1)  # the next decision writes everything held
    assert not saver.pending and saver.problem is None
    stored = store.hands(saver.game_id)
    assert [h.number for h in stored] == list(range(1, game.hand_number + 1))
    assert stored[-1].record == game.hand.record()
    restored = Game.restore(game.rules, store.game(saver.game_id).first_dealer, "ones",
                            [h.record for h in stored])
    assert restored.score == game.score and restored.hand.record() == game.hand.record()
    store.verify(saver.game_id)
    store.close()


# ------------------------------------------------------- a real full disk
@pytest.fixture
def tmpfs(tmp_path: Path) -> Path:
    try:
        with small_tmpfs(tmp_path / "mnt") as where:
            yield where
    except OSError as e:
        pytest.skip(f"no tmpfs here: {e}")


def test_a_really_full_disk_at_start_and_during_play(tmpfs, template):
    shutil.copy(template, tmpfs / FILENAME)
    counts = whole(tmpfs)
    filler = fill(tmpfs)
    before = snapshot(tmpfs)
    with pytest.raises(Unavailable) as caught:
        HistoryStore(tmpfs)
    assert caught.value.reason == WORDS["full"]
    assert snapshot(tmpfs) == before
    filler.unlink()
    assert whole(tmpfs) == counts

    store = HistoryStore(tmpfs)
    game, rng, saver = new_game(store, 8)
    play(saver, game, rng, 10)
    assert not saver.pending
    filler = fill(tmpfs)
    for _ in range(200):  # until a write needs a page the disk does not have
        play(saver, game, rng, 1)
        if saver.pending:
            break
    assert saver.problem == WORDS["full"]
    play(saver, game, rng, 30)
    assert saver.pending
    filler.unlink()
    play(saver, game, rng, 1)
    assert not saver.pending
    stored = store.hands(saver.game_id)
    assert [h.number for h in stored] == list(range(1, game.hand_number + 1))
    assert stored[-1].record == game.hand.record()
    store.close()


# ------------------------------------------ a real user who may not write
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0
                    or shutil.which("setpriv") is None,
                    reason="needs root to run a check as another user")
@pytest.mark.parametrize("folder_mode", [0o755, 0o777])
def test_a_history_of_another_user_is_left_alone(template, folder_mode):
    home = Path(tempfile.mkdtemp(prefix="allfours-ro-"))
    try:
        home.chmod(folder_mode)
        shutil.copy(template, home / FILENAME)
        (home / FILENAME).chmod(0o644)
        before = snapshot(home)
        code = ("import sys; from allfours_gui.history.store import HistoryStore, Unavailable\n"
                "try:\n    HistoryStore(sys.argv[1])\nexcept Unavailable as e:\n"
                "    print(e.reason)\nelse:\n    print('opened')\n")
        out = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable,
             "-c", code, str(home)], capture_output=True, text=True, cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120, check=False)
        if "Permission denied" in out.stderr and "allfours_gui" not in out.stdout:
            pytest.skip(f"the other user cannot run this checkout: {out.stderr[-300:]}")
        assert out.returncode == 0, out.stderr
        assert "may not be written" in out.stdout or "cannot be opened for writing" in out.stdout
        assert snapshot(home) == before
        # not even SQLite's -wal and -shm: the other user's folder is as it was
        assert sorted(p.name for p in home.iterdir()) == [FILENAME]
    finally:
        shutil.rmtree(home, ignore_errors=True)

"""``allfours --serve`` and ``allfours --join`` as real processes on 127.0.0.1."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time

import pytest

from allfours_gui.app.settings import AppSettings
from allfours_gui.engine import Rules, replay_hand
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.game_config import GameConfig
from allfours_gui.ui.app import parse_args

CODE = "tuesday"


class Proc:
    """A program of ours, its output lines read as they come."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        self.p = subprocess.Popen([sys.executable, "-m", "allfours_gui", *args],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  env=env)
        self.lines: queue.Queue[str] = queue.Queue()
        self.out: list[str] = []
        self._seen = 0
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.p.stdout is not None
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))

    def expect(self, start: str, timeout: float = 20) -> str:
        """The next line (after those already expected) that starts with ``start``."""
        end = time.monotonic() + timeout
        while True:
            while self._seen < len(self.out):
                line = self.out[self._seen]
                self._seen += 1
                if line.startswith(start):
                    return line
            left = end - time.monotonic()
            if left <= 0:
                break
            try:
                self.out.append(self.lines.get(timeout=left))
            except queue.Empty:
                break
        raise AssertionError(f"no line starting {start!r} in {self.out}; "
                             f"stderr: {self.stderr()}")

    def finish(self, timeout: float = 60) -> int:
        code = self.p.wait(timeout=timeout)
        self._reader.join(5)  # it ends at the end of the output
        while not self.lines.empty():
            self.out.append(self.lines.get())
        return code

    def stderr(self) -> str:
        if self.p.poll() is None:
            return "(still running)"
        assert self.p.stderr is not None
        return self.p.stderr.read()

    def kill(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


@pytest.fixture
def procs():
    made: list[Proc] = []
    yield made
    for p in made:
        p.kill()


def serve(procs, tmp_path, *extra: str) -> tuple[Proc, int]:
    host = Proc("--serve", "0", "--bind", "127.0.0.1", "--code", CODE, "--no-discovery",
                "--data-dir", str(tmp_path), *extra)
    procs.append(host)
    port = int(host.expect("listening on 127.0.0.1:").rsplit(":", 1)[1])
    return host, port


def join(procs, port: int, seat: int, *extra: str) -> Proc:
    p = Proc("--join", f"127.0.0.1:{port}", "--code", CODE, "--seat", str(seat), *extra)
    procs.append(p)
    return p


def check_history(tmp_path) -> None:
    store = HistoryStore(tmp_path)
    (game,) = store.games()
    assert game.winner is not None
    store.verify(game.id)
    hands = store.hands(game.id)
    assert [h.number for h in hands] == list(range(1, len(hands) + 1))
    for h in hands:
        assert replay_hand(h.record) == h.outcome
    store.close()


def test_a_host_and_three_remote_bots_play_a_whole_game(procs, tmp_path):
    host, port = serve(procs, tmp_path, "--people", "1,2,3", "--levels", "easy,medium",
                       "--speed", "instant", "--seed", "8")
    bots = [join(procs, port, s, "--bot", "easy" if s != 2 else "medium", "--seed", "1")
            for s in (1, 2, 3)]
    assert host.finish() == 0, host.stderr()
    final = host.expect("final score")
    for b in bots:
        assert b.finish() == 0, b.stderr()
        assert b.expect("final score") == final
    a, b_ = map(int, final.split()[-1].split("-"))
    assert max(a, b_) >= 14
    check_history(tmp_path)
    store = HistoryStore(tmp_path)
    assert store.games()[0].levels == ["easy", "remote", "remote", "remote"]
    store.close()


def test_a_bot_killed_mid_game_takes_its_seat_back_with_its_token(procs, tmp_path):
    # the table plays by the rules saved in its data folder: a short game, to 7
    settings = AppSettings(tmp_path)
    settings.save_game_config(GameConfig(rules=Rules(target=7)))
    settings.sync()
    # seat 0's computer thinks at the fast pace, so the game lasts long enough
    host, port = serve(procs, tmp_path, "--people", "1,2,3", "--levels", "easy",
                       "--speed", "fast", "--seed", "3")
    bots = {s: join(procs, port, s, "--bot", "easy") for s in (1, 2, 3)}
    token = bots[2].expect("seat 2 token").split()[-1]
    host.expect("every player is ready")
    time.sleep(1.5)
    bots[2].p.send_signal(signal.SIGKILL)
    bots[2].p.wait()
    host.expect("seat 2 (Easy bot) left")  # a computer plays seat 2 meanwhile
    time.sleep(0.3)
    back = join(procs, port, 2, "--bot", "easy", "--token", token)
    assert back.expect("seat 2 token").split()[-1] == token
    host.expect("seat 2 (Easy bot) is back")
    assert host.finish() == 0, host.stderr()
    host.expect("game over")  # after it was back: it was killed mid-game
    for b in (bots[1], bots[3], back):
        assert b.finish() == 0, b.stderr()
    check_history(tmp_path)
    store = HistoryStore(tmp_path)
    assert Rules.from_json(store.games()[0].rules).target == 7
    store.close()


def test_joining_with_a_wrong_code_or_no_host_fails_quickly(procs, tmp_path):
    _host, port = serve(procs, tmp_path, "--people", "1", "--speed", "instant")
    wrong = Proc("--join", f"127.0.0.1:{port}", "--code", "nope", "--seat", "1", "--bot",
                 "easy")
    procs.append(wrong)
    assert wrong.finish(timeout=20) == 1
    assert "refused" in wrong.stderr()
    nobody = Proc("--join", "127.0.0.1:1", "--code", CODE, "--seat", "1", "--bot", "easy")
    procs.append(nobody)
    assert nobody.finish(timeout=20) == 1


@pytest.mark.parametrize("argv", [
    ["--serve", "0"],  # no code, no people
    ["--serve", "0", "--code", "c"],
    ["--serve", "70000", "--code", "c", "--people", "0"],
    ["--serve", "0", "--code", "c", "--people", "0,0"],
    ["--serve", "0", "--code", "c", "--people", "5"],
    ["--serve", "0", "--code", "c", "--people", "x"],
    ["--serve", "0", "--code", "c", "--people", "1", "--bot", "easy"],
    ["--serve", "0", "--join", "h:1", "--code", "c", "--people", "1"],
    ["--join", "nohost", "--code", "c", "--seat", "1", "--bot", "easy"],
    ["--join", "h:99999", "--code", "c", "--seat", "1", "--bot", "easy"],
    ["--join", "h:1", "--code", "c", "--seat", "1"],
    ["--join", "h:1", "--code", "c", "--seat", "7", "--bot", "easy"],
    ["--join", "h:1", "--code", "c", "--seat", "1", "--bot", "genius"],
    ["--join", "h:1", "--code", "c", "--seat", "1", "--bot", "easy", "--people", "1"],
    ["--join", "h:1", "--code", "c", "--seat", "1", "--bot", "easy", "--autoplay", "1"],
    ["--code", "c"],
    ["--token", "t"],
])
def test_bad_network_arguments_exit_2_with_a_message(argv, capsys):
    with pytest.raises(SystemExit) as e:
        parse_args(argv)
    assert e.value.code == 2
    assert "allfours" in capsys.readouterr().err


def test_network_arguments_parse():
    args = parse_args(["--serve", "0", "--code", "c", "--people", "0,2", "--levels",
                       "easy,hard", "--players", "4", "--seed", "3"])
    assert (args.serve, args.people, args.levels) == (0, [0, 2], ["easy", "hard"])
    args = parse_args(["--join", "[::1]:5000", "--code", "c", "--seat", "3", "--bot", "expert",
                       "--name", "Tia", "--token", "abc"])
    assert args.join == ("::1", 5000) and (args.seat, args.bot, args.token) == (3, "expert",
                                                                                "abc")
    assert parse_args(["--serve", "0", "--code", "c", "--people", "1"]).turn_wait is None
    assert parse_args(["--serve", "0", "--code", "c", "--people", "1",
                       "--turn-wait", "0"]).turn_wait == 0


def test_a_host_stopped_by_sigterm_says_bye_and_its_players_leave(procs, tmp_path):
    host, port = serve(procs, tmp_path, "--people", "1,2", "--speed", "instant")
    waiting = join(procs, port, 1, "--bot", "easy")  # seat 2 never comes: no game
    waiting.expect("seat 1 token")
    host.expect("seat 1 (Easy bot) joined")
    host.p.send_signal(signal.SIGTERM)
    assert host.finish(timeout=10) == 1
    assert waiting.finish(timeout=10) == 1
    assert not [line for line in waiting.out if line.startswith("final score")]

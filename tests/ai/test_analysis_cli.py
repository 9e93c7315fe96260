"""``allfours --analyse FILE --seat N``: one JSON object a line; bad input is
a message on stderr and exit status 2, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from allfours_gui.ai import analysis
from allfours_gui.ui.app import main, parse_args

from .test_analysis import medium_hand


@pytest.fixture(scope="module")
def hand_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("analyse") / "hand.json"
    path.write_text(json.dumps(medium_hand(11).record()))
    return path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_one_line_a_decision_as_analyse_gives(hand_file: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["--analyse", str(hand_file), "--seat", "1", "--seconds", "0.05",
                          "--seed", "4"], capsys)
    assert code == 0 and err == ""
    lines = [json.loads(x) for x in out.splitlines()]
    record = json.loads(hand_file.read_text())
    assert lines == analysis.analyse(record, 1, seconds=0.05, seed=4)
    assert lines and all(x["chosen"]["seat"] == 1 for x in lines)


def _bad(tmp_path: Path, name: str, content: Any) -> str:
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    return str(path)


def test_bad_input_is_a_message_and_status_2(tmp_path: Path, hand_file: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    record = json.loads(hand_file.read_text())
    two = {**record, "rules": {**record["rules"], "players": 2}}
    cases = [
        ([str(tmp_path / "missing.json"), "--seat", "0"], "cannot read"),
        ([_bad(tmp_path, "text.json", "no json here"), "--seat", "0"], "not JSON"),
        ([_bad(tmp_path, "list.json", [1, 2]), "--seat", "0"], "no hand record"),
        ([_bad(tmp_path, "fmt.json", {**record, "format": "x"}), "--seat", "0"],
         "not a valid hand record"),
        ([_bad(tmp_path, "two.json", two), "--seat", "0"], "not a valid hand record"),
        ([_bad(tmp_path, "act.json", {**record, "actions": [{"seat": 0, "do": "fly"}]}),
          "--seat", "0"], "not a valid hand record"),
    ]
    for argv, words in cases:
        code, out, err = run(["--analyse", *argv], capsys)
        assert (code, out) == (2, ""), argv
        assert words in err and "Traceback" not in err, err


@pytest.mark.parametrize("argv", [["--analyse", "x.json"], ["--analyse", "x.json", "--seat", "4"],
                                  ["--analyse", "x.json", "--seat", "0", "--seconds", "0"],
                                  ["--analyse", "x.json", "--seat", "0", "--seconds", "nan"],
                                  ["--analyse", "x.json", "--seat", "0", "--autoplay", "1"],
                                  ["--analyse", "x.json", "--seat", "0", "--serve", "0"],
                                  ["--seconds", "2"]])
def test_bad_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        parse_args(argv)
    assert e.value.code == 2
    assert "allfours: error" in capsys.readouterr().err


def test_a_seat_the_two_player_table_lacks(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    import random

    from allfours_gui.ai import make_player
    from allfours_gui.engine import HandState, Rules

    h = HandState(Rules(players=2), 1, "threes", [0, 0], list(range(52)),
                  rng=random.Random(1))
    h.start()
    p = make_player("medium", 1)
    for _ in range(4):
        h.apply(p.choose(h.view_for(h.turn)))
    path = _bad(tmp_path, "two.json", h.record())
    code, out, err = run(["--analyse", path, "--seat", "2"], capsys)
    assert (code, out) == (2, "") and "seat 2 is not at this table" in err


def test_a_failing_analysis_prints_nothing(hand_file: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*args: Any, **kw: Any) -> Any:
        raise RuntimeError("no more deals")

    monkeypatch.setattr(analysis, "_descend", broken)
    code, out, err = run(["--analyse", str(hand_file), "--seat", "0", "--seconds", "0.05"],
                         capsys)
    assert (code, out) == (1, "")
    assert "no more deals" in err and "Traceback" not in err


def test_from_a_fresh_process_without_a_window(hand_file: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "allfours_gui", "--analyse", "-", "--seat",
                           "2", "--seconds", "0.02"], input=hand_file.read_text(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert all(json.loads(x)["chosen"]["seat"] == 2 for x in done.stdout.splitlines())
    bad = subprocess.run([sys.executable, "-m", "allfours_gui", "--analyse", "-", "--seat",
                          "0"], input="{", capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and bad.stdout == ""
    assert "not JSON" in bad.stderr and "Traceback" not in bad.stderr

"""The whole package stays mypy --strict clean and the tree ruff clean."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True)


def test_mypy_strict_on_the_whole_package():
    out = run("mypy", "--strict", "allfours_gui")
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_clean():
    out = run("ruff", "check", ".")
    assert out.returncode == 0, out.stdout + out.stderr


def test_command_line_entry_point_answers_and_refuses_bad_arguments():
    out = run("allfours_gui", "--version")
    assert out.returncode == 0 and "All Fours" in out.stdout
    bad = run("allfours_gui", "--speed", "warp")
    assert bad.returncode == 2 and "--speed" in bad.stderr
    bad = run("allfours_gui", "--levels", "easy,genius")
    assert bad.returncode == 2 and "--levels" in bad.stderr

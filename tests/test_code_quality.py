"""The engine stays mypy --strict clean and the tree ruff clean."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True)


def test_mypy_strict_on_engine():
    out = run("mypy", "--strict", "allfours_gui/engine")
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_clean():
    out = run("ruff", "check", ".")
    assert out.returncode == 0, out.stdout + out.stderr


def test_command_line_entry_point_plays_a_hand():
    out = run("allfours_gui", "--seed", "3")
    assert out.returncode == 0, out.stderr
    assert "hand over" in out.stdout or "wins the game" in out.stdout

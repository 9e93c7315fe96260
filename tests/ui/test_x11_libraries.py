"""Qt's X11 plugin without its libraries (issue 39): the app says which packages
to install, in one line, instead of Qt's abort. A copy of the real plugin that
needs a library no system has stands in for a desktop that lacks one."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from allfours_gui.app.x11_libraries import (
    install_line,
    missing_libraries,
    package_of,
    uses_xcb,
    xcb_plugin,
)

ROOT = Path(__file__).resolve().parents[2]
NEEDED = b"libxcb-icccm.so.4\0"
ABSENT = b"libxcb-icccx.so.4\0"  # the same length: the plugin's strings keep their places


def test_library_files_name_their_debian_packages():
    assert package_of("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert package_of("libxcb-keysyms.so.1") == "libxcb-keysyms1"
    assert package_of("libxcb-render-util.so.0") == "libxcb-render-util0"
    assert package_of("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert package_of("libX11-xcb.so.1") == "libx11-xcb1"
    assert package_of("libxcb.so.1") == "libxcb1"
    assert install_line(["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]) == \
        "sudo apt-get install libxcb-icccm4 libxcb-keysyms1"


def test_only_a_start_on_x11_is_checked():
    assert uses_xcb({}, "linux") and uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb;wayland"}, "linux")
    assert not uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not uses_xcb({}, "win32") and not uses_xcb({}, "darwin")
    assert missing_libraries({"QT_QPA_PLATFORM": "offscreen"}) == []


def lacking_plugin(tmp_path: Path) -> Path:
    """A plugin folder whose xcb plugin needs one library that no system has;
    everything else it needs is the real thing (its Qt libraries beside it)."""
    real = xcb_plugin()
    if real is None or not sys.platform.startswith("linux"):
        pytest.skip("Qt's xcb plugin is not in this PySide6 (not Linux)")
    data = real.read_bytes()
    assert data.count(NEEDED) >= 1
    root = tmp_path / "plugins"
    (root / "platforms").mkdir(parents=True)
    (root / "platforms" / "libqxcb.so").write_bytes(data.replace(NEEDED, ABSENT))
    # the plugin finds its Qt libraries at $ORIGIN/../../lib, as in the wheel
    (tmp_path / "lib").symlink_to(real.parents[2] / "lib")
    return root


def test_a_missing_library_is_named_with_its_package(tmp_path, monkeypatch):
    root = lacking_plugin(tmp_path)
    monkeypatch.setenv("QT_PLUGIN_PATH", str(root))
    assert missing_libraries({"QT_QPA_PLATFORM": "xcb"}) == ["libxcb-icccx.so.4"]
    assert install_line(["libxcb-icccx.so.4"]) == "sudo apt-get install libxcb-icccx4"


def test_the_app_says_what_to_install_instead_of_aborting(tmp_path):
    root = lacking_plugin(tmp_path)
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "QT_PLUGIN_PATH": str(root),
           "DISPLAY": ":99", "LANGUAGE": "en"}
    env.pop("WAYLAND_DISPLAY", None)
    run = subprocess.run([sys.executable, "-m", "allfours_gui", "--data-dir",
                          str(tmp_path / "data")], capture_output=True, text=True,
                         timeout=120, cwd=ROOT, env=env)
    assert run.returncode == 1, (run.returncode, run.stderr)
    assert run.returncode != -signal.SIGABRT
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, run.stderr
    assert "libxcb-icccx.so.4" in lines[0]
    assert "sudo apt-get install libxcb-icccx4" in lines[0]
    assert "window" in lines[0]


def test_the_plugin_here_loads(tmp_path):
    """Where the real window runs (CI installs Qt's X libraries), nothing is lacking."""
    if shutil.which("Xvfb") is None and os.environ.get("CI", "").lower() not in ("1", "true"):
        pytest.skip("no X tools here: the desktop's libraries are not expected")
    run = subprocess.run(
        [sys.executable, "-c", "import os; from allfours_gui.app.x11_libraries import "
         "missing_libraries as m; print(m({**os.environ, 'QT_QPA_PLATFORM': 'xcb'}))"],
        capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert run.stdout.strip() == "[]", run.stdout + run.stderr

"""The Linux installer: build the .deb, unpack it into a temporary root, play a game with it.

The build (PyInstaller, then packaging/linux/build-deb.sh) runs once for the module and takes
a minute or two. Without PyInstaller or dpkg-dev these tests skip with the reason, except in
CI (CI=true), where they fail: the installer is tested there or nowhere.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import allfours_gui
from allfours_gui.app.i18n import CODES

from .helpers import require

ROOT = Path(__file__).resolve().parents[2]
MB = 1_000_000
DEB_LIMIT, INSTALLED_LIMIT = 60 * MB, 140 * MB
APP_ID = "org.allfours.AllFours"
# what Qt's xcb platform plugin needs beyond a bare X11 client (docs/design.md §17), and what Qt's
# GUI library itself links to
XCB_PACKAGES = {"libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0",
                "libxcb1", "libxkbcommon0", "libx11-xcb1", "libxcb-util1", "libxcb-randr0",
                "libxcb-shm0", "libxcb-xfixes0", "libxcb-render-util0", "libxcb-image0"}
GUI_PACKAGES = {"libfontconfig1", "libfreetype6", "libgl1", "libegl1", "libdbus-1-3"}

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def deb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    require(sys.platform.startswith("linux"), "the .deb is built on Linux only")
    require(importlib.util.find_spec("PyInstaller"),
            "PyInstaller is not installed (pip install -e '.[test]')")
    require(shutil.which("dpkg-deb") and shutil.which("dpkg-shlibdeps"),
            "dpkg-deb and dpkg-shlibdeps are needed (apt-get install dpkg-dev)")
    work = tmp_path_factory.mktemp("deb")
    env = {**os.environ, "PYTHON": sys.executable}
    out = subprocess.run(
        ["bash", str(ROOT / "packaging" / "linux" / "build-deb.sh"),
         "--out", str(work / "dist"), "--work", str(work / "build")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=1200)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-6000:]
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True,
                          text=True, check=True).stdout.strip()
    path = work / "dist" / f"allfours_{allfours_gui.__version__}_{arch}.deb"
    assert path.is_file(), out.stdout
    return path


@pytest.fixture(scope="module")
def installed(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package unpacked into a temporary root, as ``dpkg -i`` would lay it out."""
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


def control_field(deb: Path, field: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), field], capture_output=True,
                          text=True, check=True).stdout.strip()


def run_installed(root: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "QT_", "LD_LIBRARY_PATH"))}
    env |= {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
            "XDG_CACHE_HOME": str(tmp_path / "cache")}
    return subprocess.run([str(root / "opt" / "allfours" / "allfours"), *args,
                           "--data-dir", str(tmp_path / "data")],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)


def test_deb_and_installed_sizes_are_within_targets(deb: Path, installed: Path) -> None:
    size = deb.stat().st_size
    unpacked = sum(p.lstat().st_size for p in installed.rglob("*") if p.is_file()
                   and not p.is_symlink())
    print(f"\n.deb {size / MB:.1f} MB, installed {unpacked / MB:.1f} MB")
    assert size <= DEB_LIMIT, f".deb is {size / MB:.1f} MB"
    assert unpacked <= INSTALLED_LIMIT, f"installed size is {unpacked / MB:.1f} MB"
    declared_kb = int(control_field(deb, "Installed-Size"))
    assert abs(declared_kb * 1024 - unpacked) < 0.05 * unpacked


def test_installed_program_plays_a_whole_game_offscreen(installed: Path, tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    out = run_installed(installed, tmp_path, "--autoplay", "1", "--speed", "instant",
                        "--screenshots", str(shots))
    assert out.returncode == 0, out.stdout + out.stderr
    assert re.search(r"^game 1: \d+-\d+, team [01] wins", out.stdout, re.M), out.stdout
    # the card art (SVG, drawn by QtSvg from the bundle's resources/) reached the screen:
    # the trick screenshot holds many pixels of the cards' red
    from PySide6.QtGui import QImage

    image = QImage(str(shots / "trick.png"))
    assert not image.isNull(), sorted(p.name for p in shots.iterdir())
    small = image.scaled(image.width() // 4, image.height() // 4)
    red = sum(1 for y in range(small.height()) for x in range(small.width())
              if (c := small.pixelColor(x, y)).red() > 150 and c.green() < 70
              and c.blue() < 90)
    assert red > 200, f"only {red} card-red pixels: are the cards drawn?"


def test_installed_program_answers_version_and_opens_its_window(installed: Path,
                                                                 tmp_path: Path) -> None:
    out = run_installed(installed, tmp_path, "--version")
    assert out.returncode == 0 and allfours_gui.__version__ in out.stdout, out
    # the bundle carries the searches' compiled core and runs it (issue 38)
    out = run_installed(installed, tmp_path, "--search-core")
    assert (out.returncode, out.stdout.strip()) == (0, "compiled"), out.stdout + out.stderr
    out = run_installed(installed, tmp_path, "--exit-when-ready")
    assert out.returncode == 0 and "ready in" in out.stdout, out.stdout + out.stderr


def test_package_installs_command_menu_entry_icons_metainfo_and_docs(deb: Path,
                                                                     installed: Path) -> None:
    command = installed / "usr" / "bin" / "allfours"
    assert command.is_symlink() and os.readlink(command) == "/opt/allfours/allfours"
    assert os.access(installed / "opt" / "allfours" / "allfours", os.X_OK)
    assert (installed / "opt" / "allfours" / "_internal" / "resources" / "cards").is_dir()
    resources = installed / "opt" / "allfours" / "_internal" / "resources"
    assert {p.name for p in (resources / "i18n").glob("*.qm")} == {
        f"allfours_{code}.qm" for code in CODES if code != "en"}
    for font in ("NotoSansLao-Regular.ttf", "OFL.txt"):
        assert (resources / "fonts" / font).is_file(), font
    desktop = (installed / "usr/share/applications" / f"{APP_ID}.desktop").read_text()
    assert "\nExec=allfours\n" in desktop and "\nIcon=allfours\n" in desktop
    assert (installed / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    hicolor = installed / "usr/share/icons/hicolor"
    for n in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert (hicolor / f"{n}x{n}" / "apps" / "allfours.png").is_file(), n
    assert (hicolor / "scalable/apps/allfours.svg").is_file()
    for doc in ("usr/share/doc/allfours/copyright", "usr/share/doc/allfours/changelog.gz",
                "usr/share/man/man6/allfours.6.gz"):
        assert (installed / doc).is_file(), doc
    assert control_field(deb, "Version") == allfours_gui.__version__


def test_bundle_holds_only_the_qt_the_app_uses(installed: Path) -> None:
    internal = installed / "opt" / "allfours" / "_internal"
    modules = {p.name.split(".")[0] for p in (internal / "PySide6").glob("Qt*.so")}
    assert modules == {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtNetwork"}
    libs = {re.sub(r"\.so.*", "", p.name) for p in internal.rglob("libQt6*.so*")}
    assert libs <= {"libQt6Core", "libQt6Gui", "libQt6Widgets", "libQt6Svg", "libQt6Network",
                    "libQt6DBus", "libQt6XcbQpa"}, libs
    # of Qt's own translations, only its texts in the languages the app speaks (Qt has gd);
    # the rest are the app's catalogues
    assert {p.relative_to(internal).as_posix() for p in internal.rglob("*.qm")} == {
        "PySide6/Qt/translations/qtbase_gd.qm",
        *(f"resources/i18n/allfours_{code}.qm" for code in CODES if code != "en")}
    plugins = {p.parent.name + "/" + p.name for p in (internal / "PySide6/Qt/plugins")
               .rglob("*.so")}
    assert {"platforms/libqxcb.so", "platforms/libqoffscreen.so",
            "imageformats/libqsvg.so", "iconengines/libqsvgicon.so"} <= plugins
    assert not {p for p in plugins if p.split("/")[0] in ("sqldrivers", "tls", "qmltooling",
                                                          "networkinformation", "generic")}


def test_bundle_binaries_are_stripped_and_carry_no_build_machine_paths(installed: Path) -> None:
    bundle = installed / "opt" / "allfours"
    elves = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()
             and p.read_bytes()[:4] == b"\x7fELF"]
    assert len(elves) > 20
    for path in elves:
        out = subprocess.run(["objdump", "-p", "-h", str(path)], capture_output=True,
                             text=True, check=True).stdout
        assert ".debug_info" not in out, f"{path} is not stripped"
        for line in out.splitlines():
            if re.match(r"\s*(RPATH|RUNPATH)\s", line):
                assert all(p.startswith("$ORIGIN") for p in line.split()[1].split(":")), line


def test_depends_names_the_system_libraries_qt_xcb_needs(deb: Path, installed: Path) -> None:
    depends = {d.split()[0] for d in control_field(deb, "Depends").split(", ")}
    missing = (XCB_PACKAGES | GUI_PACKAGES) - depends
    assert not missing, f"Depends lacks {sorted(missing)}: {sorted(depends)}"
    # and every library the xcb plugin links to is found, inside the bundle or on the system
    require(shutil.which("ldd"), "ldd is needed")
    qxcb = installed / "opt/allfours/_internal/PySide6/Qt/plugins/platforms/libqxcb.so"
    out = subprocess.run(["ldd", str(qxcb)], capture_output=True, text=True, check=True)
    not_found = [line.split()[0] for line in out.stdout.splitlines() if "not found" in line]
    require(not not_found, f"system libraries for Qt's xcb platform are not installed here: "
                           f"{not_found} (apt-get install libxcb-icccm4 libxcb-keysyms1 ...)")


def test_installed_program_opens_a_real_x_window_under_xvfb(installed: Path,
                                                            tmp_path: Path) -> None:
    if not shutil.which("xvfb-run"):
        pytest.skip("xvfb-run is not installed (apt-get install xvfb): the xcb platform "
                    "plugin is not exercised")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "QT_", "LD_LIBRARY_PATH", "DISPLAY", "WAYLAND"))}
    env |= {"QT_QPA_PLATFORM": "xcb", "HOME": str(tmp_path)}
    out = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24",
                          str(installed / "opt" / "allfours" / "allfours"), "--exit-when-ready",
                          "--data-dir", str(tmp_path / "data")],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "ready in" in out.stdout, out.stdout + out.stderr


@pytest.mark.parametrize("tool", ["lintian", "desktop-file-validate", "appstreamcli"])
def test_package_passes_debian_and_freedesktop_validators(tool: str, deb: Path,
                                                          installed: Path) -> None:
    if not shutil.which(tool):
        pytest.skip(f"{tool} is not installed (apt-get install lintian desktop-file-utils "
                    "appstream)")
    if tool == "lintian":
        cmd = [tool, "--fail-on", "error", str(deb)]
    elif tool == "desktop-file-validate":
        cmd = [tool, str(installed / "usr/share/applications" / f"{APP_ID}.desktop")]
    else:
        cmd = [tool, "validate", "--no-net",
               str(installed / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml")]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    print(out.stdout + out.stderr)
    assert out.returncode == 0, out.stdout + out.stderr
    if tool == "lintian":
        assert not re.search(r"^E: ", out.stdout, re.M), out.stdout


def test_installed_program_hosts_and_joins_a_table(installed: Path, tmp_path: Path) -> None:
    """QtNetwork and zeroconf are in the bundle: the installed program serves a
    table on loopback and a second copy of it joins as a computer and plays the game."""
    program = str(installed / "opt" / "allfours" / "allfours")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "QT_", "LD_LIBRARY_PATH", "DISPLAY", "WAYLAND"))}
    env |= {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    host = subprocess.Popen([program, "--serve", "0", "--bind", "127.0.0.1", "--code", "c0de",
                             "--people", "1", "--players", "2", "--levels", "easy,easy",
                             "--speed", "instant", "--no-discovery",
                             "--data-dir", str(tmp_path / "host")],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        seen = ""
        m = None
        while m is None and len(seen) < 4000:
            line = host.stdout.readline()
            if not line:
                break
            seen += line
            m = re.search(r"listening on ([\d.]+):(\d+)", line)
        assert m, seen
        join = subprocess.run([program, "--join", f"127.0.0.1:{m.group(2)}", "--code", "c0de",
                               "--seat", "1", "--bot", "easy"],
                              env=env, capture_output=True, text=True, timeout=300)
        assert join.returncode == 0, join.stdout + join.stderr
        rest, err = host.communicate(timeout=120)
        assert host.returncode == 0 and "final score" in rest, rest + err
    finally:
        if host.poll() is None:
            host.kill()


def test_installed_program_hosts_and_joins_over_the_internet(installed: Path,
                                                             tmp_path: Path) -> None:
    """magic-wormhole and Twisted are in the bundle: the installed program serves a
    table over the internet through a mailbox and relay on loopback (the test
    dependencies' ``twist`` programs), prints the seat's code, and a second copy
    joins with that code and plays the game."""
    from tests.net.wormhole_servers import start_servers

    program = str(installed / "opt" / "allfours" / "allfours")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "QT_", "LD_LIBRARY_PATH", "DISPLAY", "WAYLAND"))}
    env |= {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    servers = start_servers(tmp_path)
    where = ("--mailbox", servers.mailbox_url, "--relay", servers.relay_hint)
    host = subprocess.Popen([program, "--serve", "0", "--bind", "127.0.0.1", "--internet",
                             "--people", "1", "--players", "2", "--levels", "easy,easy",
                             "--speed", "instant", "--no-discovery", *where,
                             "--data-dir", str(tmp_path / "host")],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        seen = ""
        m = None
        while m is None and len(seen) < 4000:
            line = host.stdout.readline()
            if not line:
                break
            seen += line
            m = re.match(r"seat 1: (\d+-\w+-\w+)$", line.strip())
        assert m, seen + (host.stderr.read() if host.poll() is not None and host.stderr else "")
        join = subprocess.run([program, "--join", m.group(1), "--seat", "1", "--bot", "easy",
                               *where, "--data-dir", str(tmp_path / "friend")],
                              env=env, capture_output=True, text=True, timeout=300)
        assert join.returncode == 0, join.stdout + join.stderr
        rest, err = host.communicate(timeout=120)
        assert host.returncode == 0 and "final score" in rest, rest + err
    finally:
        if host.poll() is None:
            host.kill()
        servers.stop()

"""A plain ``pip install`` (a wheel, not an editable install) brings the card art with it,
and the translation catalogues its build makes (setup.py runs lrelease) and the Lao font.

The wheel is built from a copy of the sources (so no build/ is left in the checkout), installed
into a fresh venv, and run from elsewhere with the checkout off sys.path: a card must render
and Qt must not say it could not open an SVG. Building needs setuptools from the package index
(pip's build isolation); where it cannot be had, the test skips, except in CI (CI=true).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import tomllib
import zipfile
from pathlib import Path

import pytest

from allfours_gui.app.i18n import CODES

from .helpers import require

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "setup.py", "README.md", "allfours_gui", "resources")

RENDER = textwrap.dedent("""
    import json, sys, threading
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    messages = []
    qInstallMessageHandler(lambda mode, context, text: messages.append(text))
    app = QApplication([])
    import allfours_gui
    from allfours_gui.engine import parse_card
    from allfours_gui.ui.dialogs.about import AboutDialog
    from allfours_gui.ui.table.card_art import CardArt
    from allfours_gui.app.resources import resource_path

    art = CardArt()
    image = art.face(parse_card("JH"), 100, 1.0).toImage()
    art.set_style("red", False)  # stops rendering the rest of the deck: the worker ends
    for thread in threading.enumerate():
        if thread.name == "card-art":
            thread.join()  # not mid-render at exit
    opaque = red = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            opaque += c.alpha() > 200
            red += c.red() > 150 and c.green() < 70 and c.blue() < 90
    AboutDialog()  # its icon
    from allfours_gui.app import i18n
    from allfours_gui.ui.app import load_fonts

    loaded = i18n.install(app, "gd")
    view = app.translate("MainWindow", "&View")
    i18n.install(app, "en")
    from allfours_gui.ai import native
    print(json.dumps({"core": native.engine_name(),
                      "catalogues": loaded, "view": view, "fonts": load_fonts(),
                      "package": allfours_gui.__file__, "cards": str(resource_path("cards")),
                      "icon": resource_path("icons", "allfours.svg").is_file(),
                      "size": [image.width(), image.height()], "opaque": opaque, "red": red,
                      "messages": messages, "path": sys.path}))
""")


def build_wheel(tmp_path_factory: pytest.TempPathFactory,
                env: dict[str, str] | None = None) -> tuple[Path, str]:
    """A wheel built from a copy of the sources, and the build's log."""
    src = tmp_path_factory.mktemp("src")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            # no .qm: the build must make them
            # nor the compiled core built in place: the build must make it too
            shutil.copytree(ROOT / name, src / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm",
                                                          "*.so", "*.pyd"))
        else:
            shutil.copy2(ROOT / name, src / name)
    out = tmp_path_factory.mktemp("wheel")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir",
                            "-v", "-w", str(out), str(src)],
                           capture_output=True, text=True, timeout=600,
                           env=None if env is None else os.environ | env)
    log = built.stdout[-3000:] + built.stderr[-3000:]
    require(built.returncode == 0 or "Could not find a version" not in log,
            "pip could not fetch setuptools to build the wheel (no package index?)")
    assert built.returncode == 0, log
    (path,) = out.glob("allfours-*.whl")
    return path, built.stdout + built.stderr


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(tmp_path_factory)[0]


def test_without_a_c_compiler_the_pure_search_installs_with_one_line(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    path, log = build_wheel(tmp_path_factory, {"CC": "/no/such/compiler"})
    names = zipfile.ZipFile(path).namelist()
    assert not [n for n in names if n.startswith("allfours_gui/ai/_native.cpython")]
    assert "allfours_gui/ai/endgame.py" in names and "allfours_gui/ai/native.py" in names
    notes = [line for line in log.splitlines() if "installing the pure-Python search" in line]
    assert len(notes) == 1, log[-3000:]


def test_wheel_holds_every_module_and_the_art(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "allfours_gui").rglob("*.py")}
    assert modules - names == set()
    art = {"allfours_gui/" + p.relative_to(ROOT).as_posix()
           for p in (ROOT / "resources" / "cards").rglob("*.svg")}
    assert len(art) == 52 * 2 + 4
    assert art - names == set()
    assert "allfours_gui/resources/icons/allfours.svg" in names
    catalogues = {f"allfours_gui/resources/i18n/allfours_{code}.qm"
                  for code in CODES if code != "en"}
    assert catalogues - names == set()
    for font in ("NotoSansLao-Regular.ttf", "NotoSansLao-Bold.ttf", "OFL.txt"):
        assert f"allfours_gui/resources/fonts/{font}" in names
    # the searches' compiled core, where this machine can build it (a C compiler)
    assert [n for n in names if n.startswith("allfours_gui/ai/_native.cpython")], names[:5]


def test_installed_wheel_renders_a_card_from_its_own_files(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    require(python.exists(), "a POSIX venv layout is expected")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                    "--no-index", "--quiet", str(wheel)], check=True, timeout=300)
    site = subprocess.run([str(python), "-I", "-c",
                           "import site; print(site.getsitepackages()[0])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    # Qt for the fresh venv: this interpreter's PySide6, after the venv's own packages
    import PySide6
    import shiboken6

    dirs = {str(Path(m.__file__).resolve().parents[1]) for m in (PySide6, shiboken6)}
    (Path(site) / "qt_from_test.pth").write_text("\n".join(sorted(dirs)) + "\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_"))}
    env |= {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    run = subprocess.run([str(python), "-I", "-c", RENDER], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    seen = json.loads(run.stdout.splitlines()[-1])
    # the checkout itself is not on the path (its .venv, where Qt comes from, may be inside it)
    assert str(ROOT) not in seen["path"], seen["path"]
    assert seen["package"].startswith(site), seen["package"]
    assert seen["cards"].startswith(site), seen["cards"]
    assert not [m for m in seen["messages"] if "Cannot open" in m], seen["messages"]
    assert "Cannot open" not in run.stderr, run.stderr
    assert seen["icon"]
    width, height = seen["size"]
    assert (width, height) == (100, 140)
    assert seen["opaque"] > 0.8 * width * height  # the face is drawn, not blank
    assert seen["red"] > 100  # the jack of hearts' red
    # the wheel's own catalogue and Qt's, and the bundled font
    assert [Path(p).name for p in seen["catalogues"]] == ["allfours_gd.qm", "qtbase_gd.qm"]
    assert seen["catalogues"][0].startswith(site), seen["catalogues"]
    assert seen["view"] == "&Sealladh"
    assert "Noto Sans Lao" in seen["fonts"]
    assert seen["core"] == "compiled"  # the wheel's own compiled search core, imported


def test_pyproject_ships_every_package_and_maps_the_art() -> None:
    """The package list is explicit (the art is mapped in as a package of its own): a new
    subpackage must be added there, or a plain install would lack it."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    found = {".".join(p.relative_to(ROOT).parts[:-1])
             for p in (ROOT / "allfours_gui").rglob("__init__.py")}
    assert set(tool["packages"]) == found | {"allfours_gui.resources"}
    assert tool["package-dir"] == {"allfours_gui.resources": "resources"}

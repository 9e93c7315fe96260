"""The translation catalogues: each ``resources/i18n/allfours_<lang>.ts`` (the translators'
file) is built into the ``.qm`` that Qt loads, beside it, with Qt's ``lrelease``; and the
``.ts`` are brought up to date with the source by Qt's ``lupdate`` (PySide6 ships both).

``build_catalogues`` serves every builder: the package build (setup.py loads this file by
its path, before the package can be imported), the tests (tests/conftest.py) and the
PyInstaller spec. It imports no Qt, and nothing of ours, for that reason. The ``.qm`` are
never committed.

    python -m allfours_gui.app.catalogues            build the missing or stale .qm
    python -m allfours_gui.app.catalogues --update   lupdate every .ts first (the tools/ script)
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

# the repository's resources/i18n (this file is allfours_gui/app/catalogues.py)
SOURCE_DIR = Path(__file__).resolve().parents[2] / "resources" / "i18n"


def qt_tool(name: str) -> str:
    """Qt's ``name`` (lrelease, lupdate) from the installed PySide6, else from the PATH."""
    spec = importlib.util.find_spec("PySide6")  # found, not imported: no Qt loads here
    if spec is not None and spec.origin:
        exe = Path(spec.origin).parent / (f"{name}.exe" if os.name == "nt" else name)
        if exe.is_file():
            return str(exe)
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found: install PySide6-Essentials")
    return found


def stale(ts: Path) -> bool:
    qm = ts.with_suffix(".qm")
    return not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime


def build_catalogues(folder: Path | None = None, *, force: bool = False) -> list[Path]:
    """Write the ``.qm`` of every catalogue in ``folder`` whose ``.qm`` is missing or older
    than its ``.ts`` (all of them with ``force``); the ``.qm`` written."""
    folder = SOURCE_DIR if folder is None else folder
    todo = [ts for ts in sorted(folder.glob("allfours_*.ts")) if force or stale(ts)]
    if not todo:
        return []
    program = qt_tool("lrelease")
    for ts in todo:
        run = subprocess.run([program, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                             capture_output=True, text=True, check=False)
        if run.returncode != 0 or not ts.with_suffix(".qm").is_file():
            raise RuntimeError(f"lrelease failed on {ts.name}: {run.stdout}{run.stderr}")
    return [ts.with_suffix(".qm") for ts in todo]


def lupdate_command(sources: list[Path], ts: Path, language: str) -> list[str]:
    """Bring ``ts`` up to date with the strings marked in ``sources``: new ones added,
    vanished ones dropped (-no-obsolete), no line numbers (-locations none), so that a
    catalogue's diff shows translators only what changed. lupdate reads Python only from
    files named on its command line (given a folder it finds no .py), hence the list."""
    return [qt_tool("lupdate"), *map(str, sources), "-no-obsolete", "-locations", "none",
            "-source-language", "en", "-target-language", language, "-ts", str(ts)]


def update_catalogues(folder: Path | None = None, package: Path | None = None) -> list[Path]:
    """Run lupdate on every catalogue in ``folder`` from the package's Python files."""
    folder = SOURCE_DIR if folder is None else folder
    package = Path(__file__).resolve().parents[1] if package is None else package
    sources = sorted(package.rglob("*.py"))
    updated = []
    for ts in sorted(folder.glob("allfours_*.ts")):
        language = ts.stem.removeprefix("allfours_")
        subprocess.run(lupdate_command(sources, ts, language), check=True)
        updated.append(ts)
    return updated


if __name__ == "__main__":
    if "--update" in sys.argv[1:]:
        update_catalogues()
    for qm in build_catalogues(force="--force" in sys.argv[1:]):
        print(qm)

"""The package's layers, read from the source: every arrow points down.

    engine  <-  ai, history  <-  session  <-  app  <-  net  <-  ui

The rules know nothing of the players, the players and the saved hands know
only the rules, the table session knows no window, settings or network, the
app layer no network or window, and the network no window. Every import
counts: at the top of a module, inside a function (a lazy import), under
TYPE_CHECKING, relative or absolute, and ``importlib.import_module`` with a
name written in the source. A package that does not exist yet holds nothing.
Qt stays out of the rules, the players and the saved hands, and below the
window only QtCore (and the network's QtNetwork) is loaded (docs/design.md §2).
"""

from __future__ import annotations

import ast
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOP = "allfours_gui"
PACKAGE = ROOT / TOP
QT = {"PySide6", "shiboken6", "PyQt5", "PyQt6", "qtpy"}


@dataclass(frozen=True)
class Import:
    where: str  # file:line, from the repository's top
    importer: str  # dotted module doing the import
    target: str  # dotted module (or module.name) imported

    def __str__(self) -> str:
        return f"{self.where}: {self.importer} imports {self.target}"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(importer: str, is_package: bool, level: int, module: str | None) -> str:
    """The absolute name a relative import names, as Python resolves it."""
    if level == 0:
        return module or ""
    package = importer.split(".") if is_package else importer.split(".")[:-1]
    base = package[:len(package) - (level - 1)]
    return ".".join([*base, module] if module else base)


def _is_subpackage_or_module(dotted: str) -> bool:
    path = ROOT.joinpath(*dotted.split("."))
    return path.is_dir() or path.with_suffix(".py").is_file()


def _import_module_name(call: ast.Call) -> str | None:
    """The module a call to import_module names in the source, or its fixed prefix
    (``f".{home}"`` names the calling package itself)."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if name not in ("import_module", "__import__") or not call.args:
        return None
    arg = call.args[0]
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, ast.JoinedStr) and arg.values:
        first = arg.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value.rsplit(".", 1)[0] + "." if "." in first.value else ""
    return None


def imports_in(source: str, importer: str, is_package: bool, filename: str) -> list[Import]:
    found: list[Import] = []

    def add(node: ast.AST, target: str) -> None:
        if target:
            found.append(Import(f"{filename}:{getattr(node, 'lineno', 0)}", importer, target))

    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(node, alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(importer, is_package, node.level, node.module)
            if base == TOP:  # "from .. import ui": the names are the subpackages
                for alias in node.names:
                    if _is_subpackage_or_module(f"{TOP}.{alias.name}"):
                        add(node, f"{TOP}.{alias.name}")
            elif base in QT:  # "from PySide6 import QtWidgets": which Qt module counts
                for alias in node.names:
                    add(node, base if alias.name.startswith("__") else f"{base}.{alias.name}")
            else:  # "from . import cards" names the module cards, not only its package
                modules = [f"{base}.{alias.name}" for alias in node.names
                           if base.startswith(TOP) and _is_subpackage_or_module(
                               f"{base}.{alias.name}")]
                for target in modules or [base]:
                    add(node, target)
        elif isinstance(node, ast.Call):
            name = _import_module_name(node)
            if name is None:
                continue
            if name.startswith("."):
                level = len(name) - len(name.lstrip("."))
                name = _resolve(importer, is_package, level, name.lstrip(".").rstrip(".") or None)
            add(node, name.rstrip("."))
    return sorted(found, key=lambda i: int(i.where.rsplit(":", 1)[1]))


@cache
def all_imports() -> tuple[Import, ...]:
    found: list[Import] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        found += imports_in(path.read_text(encoding="utf-8"), module_name(path),
                            path.name == "__init__.py", where)
    return tuple(found)


def layer_of(dotted: str) -> str | None:
    """The package of ours a module belongs to (None: not ours, or the top's __init__)."""
    parts = dotted.split(".")
    if parts[0] != TOP or len(parts) < 2 or not _is_subpackage_or_module(".".join(parts[:2])):
        return None
    return parts[1]


def imports_from(layer: str) -> list[Import]:
    return [i for i in all_imports() if layer_of(i.importer) == layer]


def crossings(layer: str, *, allowed: Collection[str] | None = None,
              forbidden: Collection[str] = ()) -> list[str]:
    """Each import out of ``layer`` into one of ours that it may not use."""
    bad = []
    for imp in imports_from(layer):
        to = layer_of(imp.target)
        if to is None or to == layer:
            continue
        if (allowed is not None and to not in allowed) or to in forbidden:
            bad.append(str(imp))
    return bad


def qt_imports(layer: str, allowed: Collection[str] = ()) -> list[str]:
    """Each import of Qt from ``layer`` but those of the ``allowed`` Qt modules (where
    some are, the bare package, its version say, is allowed too)."""
    bad = []
    for i in imports_from(layer):
        parts = i.target.split(".")
        if parts[0] in QT and not (allowed and (len(parts) == 1 or ".".join(parts[:2]) in allowed)):
            bad.append(str(i))
    return bad


def report(bad: list[str]) -> str:
    return "imports against the layers:\n" + "\n".join(bad)


# ------------------------------------------------------------------ the layers
def test_the_engine_imports_nothing_of_ours_above_it():
    assert imports_from("engine"), "no engine modules found: the walk is broken"
    bad = crossings("engine", allowed=set())
    assert not bad, report(bad)


@pytest.mark.parametrize("layer", ["ai", "history"])
def test_the_players_and_the_saved_hands_know_only_the_engine(layer):
    bad = crossings(layer, allowed={"engine"})
    assert not bad, report(bad)


def test_the_table_session_knows_no_settings_network_or_window():
    bad = crossings("session", forbidden={"app", "net", "ui"})
    assert not bad, report(bad)


def test_the_app_layer_knows_no_network_or_window():
    bad = crossings("app", forbidden={"net", "ui"})
    assert not bad, report(bad)


def test_the_network_knows_no_window():
    bad = crossings("net", forbidden={"ui"})
    assert not bad, report(bad)


@pytest.mark.parametrize("layer", ["engine", "ai", "history"])
def test_the_rules_players_and_saved_hands_load_no_qt(layer):
    bad = qt_imports(layer)
    assert not bad, report(bad)


# the session and the app layer know neither widgets nor sockets, the network no widgets
@pytest.mark.parametrize("layer, allowed", [
    ("session", {"PySide6.QtCore", "shiboken6"}),
    ("app", {"PySide6.QtCore", "shiboken6"}),
    ("net", {"PySide6.QtCore", "PySide6.QtNetwork", "shiboken6"}),
])
def test_below_the_window_nothing_draws(layer, allowed):
    bad = qt_imports(layer, allowed)
    assert not bad, report(bad)


# ------------------------------------------------------- the reading of imports
def test_every_kind_of_import_is_read():
    source = '''
import allfours_gui.ui.settings
from allfours_gui import net
from .. import ui, __version__
from ..session.seats import Seat
from . import cards
from .cards import SUITS
if TYPE_CHECKING:
    from ..app import settings
def later():
    from ...outside import thing
    import PySide6.QtCore
    from PySide6 import QtGui, QtWidgets, __version__
    import_module("allfours_gui.history.store")
    importlib.import_module(f".{name}", __name__)
'''
    found = imports_in(source, "allfours_gui.engine.rules", False, "rules.py")
    assert [(i.where, i.target) for i in found] == [
        ("rules.py:2", "allfours_gui.ui.settings"),
        ("rules.py:3", "allfours_gui.net"),
        ("rules.py:4", "allfours_gui.ui"),  # __version__ is the top's own, no layer
        ("rules.py:5", "allfours_gui.session.seats"),
        ("rules.py:6", "allfours_gui.engine.cards"),
        ("rules.py:7", "allfours_gui.engine.cards"),
        ("rules.py:9", "allfours_gui.app.settings"),
        ("rules.py:11", "outside"),
        ("rules.py:12", "PySide6.QtCore"),
        ("rules.py:13", "PySide6.QtGui"),
        ("rules.py:13", "PySide6.QtWidgets"),
        ("rules.py:13", "PySide6"),  # its version: no Qt module of its own
        ("rules.py:14", "allfours_gui.history.store"),
        ("rules.py:15", "allfours_gui.engine"),
    ]
    # a package's __init__ resolves a relative import from itself
    init = imports_in("from .hand import HandState", "allfours_gui.engine", True, "__init__.py")
    assert [i.target for i in init] == ["allfours_gui.engine.hand"]
    assert layer_of("allfours_gui.ui.table_scene") == "ui"
    assert layer_of("allfours_gui") is None and layer_of("PySide6.QtCore") is None


# ------------------------------------------------------- the window's rooms
COMPOSITION = {f"{TOP}.ui.main_window", f"{TOP}.ui.app"}  # the window, and what opens it


def test_no_room_of_the_window_holds_the_window():
    """The rooms get ports (ui/ports.py) and callables, never ``MainWindow``: only the
    composition (the window itself, and the app that opens it) imports main_window."""
    bad = [str(i) for i in all_imports()
           if i.target.startswith(f"{TOP}.ui.main_window") and i.importer not in COMPOSITION]
    assert not bad, "a room imports the window:\n" + "\n".join(bad)


def _module_of(target: str) -> str | None:
    """The module of ours an import names (a name inside it dropped; a package is its
    __init__), None for one not ours."""
    parts = target.split(".")
    while parts and parts[0] == TOP:
        if _is_subpackage_or_module(".".join(parts)):
            return ".".join(parts)
        parts.pop()
    return None


def circles_of(edges: dict[str, set[str]]) -> list[list[str]]:
    """Each group of two or more modules that import one another round (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_a_circle_is_found():
    assert circles_of({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles_of({"a": {"b"}, "b": set()}) == []


def test_no_two_files_import_each_other_round():
    """No circle of files anywhere in the package (TYPE_CHECKING and lazy imports count):
    each file can be read, and tested, below the ones that use it."""
    edges: dict[str, set[str]] = {}
    for i in all_imports():
        to = _module_of(i.target)
        if to is not None and to != i.importer and not i.importer.startswith(to + "."):
            edges.setdefault(i.importer, set()).add(to)
    circles = circles_of(edges)
    assert not circles, "files that import each other round:\n" + "\n".join(
        " -> ".join(c) for c in circles)

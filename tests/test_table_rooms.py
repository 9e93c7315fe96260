"""The table's modules (allfours_gui/ui/table/) import each other without a
circle, and only the scene writes its own workings: the events' presenter
and the piles change the table through its public members (issue 36).

Read from the source with ``ast``: every import counts, those under
``TYPE_CHECKING`` and inside functions included."""

from __future__ import annotations

import ast
from pathlib import Path

TABLE = Path(__file__).resolve().parents[1] / "allfours_gui" / "ui" / "table"
PACKAGE = "allfours_gui.ui.table"


def modules(table: Path = TABLE) -> dict[str, ast.Module]:
    return {p.stem: ast.parse(p.read_text(encoding="utf-8"), str(p))
            for p in sorted(table.glob("*.py")) if p.stem != "__init__"}


def imported(tree: ast.Module, known: set[str]) -> set[str]:
    """The modules of the table that ``tree`` imports, wherever it imports them."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:  # from . import x / from .x import y
                if node.module is None:
                    out |= {a.name for a in node.names if a.name in known}
                else:
                    out.add(node.module.split(".")[0])
            elif node.level == 0 and node.module and node.module.startswith(PACKAGE + "."):
                out.add(node.module[len(PACKAGE) + 1:].split(".")[0])
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith(PACKAGE + "."):
                    out.add(a.name[len(PACKAGE) + 1:].split(".")[0])
    return out & known


def circles(table: Path = TABLE) -> list[list[str]]:
    """Each group of modules that import each other in a loop (Tarjan's
    strongly connected components of more than one module, or one that
    imports itself)."""
    trees = modules(table)
    graph = {name: imported(tree, set(trees)) for name, tree in trees.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group: list[str] = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1 or v in graph[v]:
                found.append(sorted(group))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def private_writes(table: Path = TABLE) -> list[str]:
    """Assignments, outside table_scene.py, to a member starting with ``_`` of
    anything but the module's own ``self``: ``scene._decisions = ...``."""
    found: list[str] = []
    for name, tree in modules(table).items():
        if name == "table_scene":
            continue
        for node in ast.walk(tree):
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                targets = list(node.targets)
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            elif isinstance(node, ast.Delete):
                targets = list(node.targets)
            while targets:
                t = targets.pop()
                if isinstance(t, ast.Tuple | ast.List):
                    targets += t.elts
                elif isinstance(t, ast.Starred):
                    targets.append(t.value)
                elif (isinstance(t, ast.Attribute) and t.attr.startswith("_")
                      and not t.attr.startswith("__")
                      and not (isinstance(t.value, ast.Name) and t.value.id in ("self", "cls"))):
                    found.append(f"{name}.py:{t.lineno}: {ast.unparse(t)}")
    return found


def scene_privates(table: Path = TABLE) -> list[str]:
    """Any use, outside table_scene.py, of a private member of the scene, as
    the presenter and the piles name it (``scene``, ``self.scene``,
    ``self.table``)."""
    found: list[str] = []
    for name, tree in modules(table).items():
        if name == "table_scene":
            continue
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                    and not node.attr.startswith("__")):
                continue
            base = node.value
            if (isinstance(base, ast.Name) and base.id == "scene") or (
                    isinstance(base, ast.Attribute) and base.attr in ("scene", "table")
                    and isinstance(base.value, ast.Name) and base.value.id == "self"):
                found.append(f"{name}.py:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_table_has_no_import_circle():
    assert circles() == []


def test_only_the_scene_writes_its_private_members():
    assert private_writes() == []


def test_the_presenter_and_the_piles_use_no_private_member_of_the_scene():
    assert scene_privates() == []


def test_the_table_modules_stay_under_600_lines():
    long = {p.name: n for p in TABLE.glob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 600}
    assert long == {}

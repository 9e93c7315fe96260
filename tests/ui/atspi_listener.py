"""A screen reader's ears on the app, for tests/ui/test_screen_reader_client.py.

Run by Debian's /usr/bin/python3 (python3-pyatspi; the project's venv has no
pyatspi), on the private session bus tests/ui/atspi_session.py starts:

    /usr/bin/python3 tests/ui/atspi_listener.py EVENTS.jsonl

It registers for the events Orca listens to (names, descriptions, focus, the
showing of a notification, text changes, windows) and writes each one as it
arrives, as a JSON line: ``{"type", "role", "name", "description", "detail1",
"data"}``, the object's name and description read when the event came,
as Orca reads them; a focus also has ``"panels"``, the names of the panels it
is in, nearest first (Orca says a panel's name as the focus comes into it).
Then it prints ``ready`` and answers requests, one JSON line in on stdin and
one out on stdout:

    {"do": "tree"}      the app's accessibility tree: a list of
                        {"path", "role", "name", "description", "states"}
    {"do": "table"}     the same, of the card table's list only (faster)
    {"do": "quit"}      ends it

Nothing here is the project's code, and nothing reaches into the app: what it
knows it learnt over AT-SPI, as a screen reader does.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

EVENTS = (
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:state-changed:focused",
    "object:state-changed:showing",
    "object:text-changed",
    "window:activate",
    "window:create",
    "focus:",
)
MAX_DEPTH = 12
TABLE_NAME = "Card table"  # the table's list (the app in English, as the test starts it)


def _safe(read: Any, default: Any = "") -> Any:
    try:
        return read()
    except Exception:  # an object gone while it was read (a card swept)
        return default


def on_event(out: Any, event: Any) -> None:
    src = event.source
    data = event.any_data
    line = {
        "t": round(time.monotonic(), 3),  # the system's clock: the test reads the same one
        "type": event.type,
        "role": _safe(src.getRoleName),
        "name": _safe(lambda: src.name),
        "description": _safe(lambda: src.description),
        "detail1": event.detail1,
        "data": data if isinstance(data, (str, int, float)) else "",
    }
    if event.type.startswith("object:state-changed:focused") and event.detail1:
        # what a screen reader says with a focus: the panels it has come into
        line["panels"] = [_safe(lambda a=a: a.name) for a in _ancestors(src)
                          if _safe(a.getRoleName) == "panel"]
    out.write(json.dumps(line) + "\n")
    out.flush()


def _ancestors(obj: Any) -> list[Any]:
    out = []
    parent = _safe(lambda: obj.parent, None)
    while parent is not None and len(out) < MAX_DEPTH:
        out.append(parent)
        parent = _safe(lambda p=parent: p.parent, None)
    return out


def _states(obj: Any) -> list[str]:
    return [pyatspi.stateToString(s) for s in _safe(lambda: obj.getState().getStates(), [])]


def _node(obj: Any, path: list[int]) -> dict[str, Any]:
    return {"path": path, "role": _safe(obj.getRoleName), "name": _safe(lambda: obj.name),
            "description": _safe(lambda: obj.description), "states": _states(obj)}


def _walk(obj: Any, path: list[int], nodes: list[dict[str, Any]]) -> None:
    nodes.append(_node(obj, path))
    if len(path) >= MAX_DEPTH:
        return
    for i in range(_safe(lambda: obj.childCount, 0)):
        child = _safe(lambda i=i: obj.getChildAtIndex(i), None)
        if child is not None:
            _walk(child, [*path, i], nodes)


def tree() -> list[dict[str, Any]]:
    """Every object of every application on the bus, depth first (the bus is
    the test's own: the app is the only one on it)."""
    nodes: list[dict[str, Any]] = []
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = _safe(lambda i=i: desktop.getChildAtIndex(i), None)
        if app is not None:
            _walk(app, [i], nodes)
    return nodes


_found: list[Any] = []  # the table's object, once found


def _the_table() -> Any:
    if _found and _safe(lambda: _found[0].name) == TABLE_NAME:
        return _found[0]
    _found.clear()
    desktop = pyatspi.Registry.getDesktop(0)
    for app in _safe(lambda: list(desktop), []):
        for window in _safe(lambda app=app: list(app), []):
            for child in _safe(lambda window=window: list(window), []):
                if _safe(child.getRoleName) == "list" and _safe(lambda c=child: c.name) \
                        == TABLE_NAME:
                    _found.append(child)
                    return child
    return None


def table() -> list[dict[str, Any]]:
    """The card table's objects only (its cards, the trumps and the score, the
    panels up on it): what a player moves among, read quickly."""
    nodes: list[dict[str, Any]] = []
    found = _the_table()
    if found is not None:
        _walk(found, [], nodes)
    return nodes


def on_request(source: Any, condition: Any) -> bool:
    line = sys.stdin.readline()
    if not line:  # the test ended: no one to answer
        pyatspi.Registry.stop()
        return False
    request = json.loads(line)
    if request.get("do") == "tree":
        reply: object = tree()
    elif request.get("do") == "table":
        reply = table()
    elif request.get("do") == "quit":
        pyatspi.Registry.stop()
        return False
    else:
        reply = {"error": f"unknown request {request!r}"}
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
    return True


def main() -> int:
    out = open(sys.argv[1], "a", encoding="utf-8")  # noqa: SIM115 (open while it listens)
    pyatspi.Registry.registerEventListener(lambda e: on_event(out, e), *EVENTS)
    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, on_request)
    print("ready", flush=True)
    pyatspi.Registry.start()
    out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

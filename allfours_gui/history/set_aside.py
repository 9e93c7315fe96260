"""Keeping what could not be read: one JSON file per damaged row, nothing lost.

A row of the history that does not validate is copied here, every column as
it was stored, before it leaves the live tables; the file is on disk (flushed
and synced) before the row is deleted, so a crash in between loses nothing.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

FOLDER = "set-aside"


def raw_value(value: object) -> object:
    """A column's stored value, exactly: text, numbers and null as they are;
    bytes (a BLOB, or text that is not UTF-8) as hex, since JSON holds no bytes."""
    if isinstance(value, bytes):
        return {"hex": value.hex()}
    return value


def raw_row(columns: Sequence[str], values: Sequence[object]) -> dict[str, object]:
    return {c: raw_value(v) for c, v in zip(columns, values, strict=True)}


def free_name(path: Path) -> Path:
    """``path``, or with -2, -3... if that name is taken (nothing is ever overwritten)."""
    n, free = 1, path
    while free.exists():
        n += 1
        free = path.with_name(f"{path.name}-{n}")
    return free


def unreadable_name(path: Path) -> Path:
    """Where a damaged file is renamed to: ``<name>.unreadable-<date>`` (free)."""
    return free_name(path.with_name(f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}"))


def keep(folder: Path, stem: str, item: dict[str, Any]) -> Path:
    """Write ``item`` to a new file ``<stem>-<stamp>.json`` in ``folder`` and make
    it durable before returning: the caller deletes the row only after this."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    # ASCII JSON: any text the database held can be written, and reads back exactly
    text = json.dumps(item, indent=1)
    n = 1
    while True:
        path = folder / (f"{stem}-{stamp}.json" if n == 1 else f"{stem}-{stamp}-{n}.json")
        try:
            # "x": another window setting aside at the same moment never overwrites ours
            f = path.open("x", encoding="ascii")
        except FileExistsError:
            n += 1
            continue
        try:
            with f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
        except BaseException:
            path.unlink(missing_ok=True)  # a half-written copy would only mislead
            raise
        break
    with contextlib.suppress(OSError):  # the new name itself (not possible on Windows)
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    return path

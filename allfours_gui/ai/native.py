"""Which of the searches' hot loops run compiled (docs/design.md §18).

``allfours_gui.ai._native`` is a C extension built by ``pip install`` where a C
compiler and Python's headers are found (setup.py); it mirrors the endgame
solver of ``endgame`` (and, as it grows, the rollouts) loop for loop, and the
pure-Python modules stay the reference and the fallback: with no compiler the
package installs and plays the same, only slower. ``ALLFOURS_PURE=1`` in the
environment forces the pure path (the property tests, the benchmarks' side by
side figures and independent checks use it); it is read once, at import.

The two paths give the same answers (tests/ai/test_native.py checks values,
node counts and whole decisions), so a seed's ``decide`` is the same on both.
"""

from __future__ import annotations

import os
from types import ModuleType

PURE_ENV = "ALLFOURS_PURE"


def _load() -> ModuleType | None:
    if os.environ.get(PURE_ENV, "").strip() not in ("", "0"):
        return None
    try:
        from . import _native
    except ImportError:  # not built here: the pure path, said by setup.py at install
        return None
    return _native


# The compiled module, or None on the pure path. Read at each call (tests
# compare both paths in one process by setting it to None).
core: ModuleType | None = _load()


def engine_name() -> str:
    """``"compiled"`` or ``"pure"``: which path the searches take now."""
    return "compiled" if core is not None else "pure"


__all__ = ["PURE_ENV", "core", "engine_name"]

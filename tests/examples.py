"""How many examples a property test tries: as written on CI (``CI=true``, or the
Hypothesis profile ``ci``), a quarter of it elsewhere, so a run on a laptop gives its
answer sooner and CI keeps every count it had (tests/conftest.py loads the profile)."""

from __future__ import annotations

import os

LEAST = 6  # fewer than this finds little: a small count stays as written


def on_ci() -> bool:
    profile = os.environ.get("HYPOTHESIS_PROFILE", "")
    return profile == "ci" or (not profile and os.environ.get("CI", "") == "true")


def examples(n: int) -> int:
    """``n`` on CI; elsewhere a quarter of it, never under LEAST (nor above ``n``)."""
    return n if on_ci() else min(n, max(LEAST, n // 4))

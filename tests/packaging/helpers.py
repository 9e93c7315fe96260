"""What the packaging tests share."""

from __future__ import annotations

import os

import pytest

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def require(ok: object, reason: str) -> None:
    """Skip with ``reason`` when ``ok`` is false; in CI fail instead."""
    if not ok:
        if IN_CI:
            pytest.fail(f"{reason} (CI=true, so this is a failure, not a skip)")
        pytest.skip(reason)

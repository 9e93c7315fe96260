"""Random live hands and records for the AI tests."""

from __future__ import annotations

from typing import Any

from allfours_gui.engine import HandState

from ..live_hands import random_hand, random_rules

__all__ = ["random_hand", "random_rules", "record_of"]


def record_of(h: HandState) -> dict[str, Any]:
    return h.record()

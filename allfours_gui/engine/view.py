"""What one seat may know: the information set handed to a player.

Computer players receive a ``PlayerView`` and nothing else, so they cannot
peek. Hidden hands are simply not in it. The types live in public.py, the
making of a view in ``HandState.view_for``; this module is where callers
have always found both.
"""

from __future__ import annotations

from .hand import HandState
from .public import PlayerView, PublicView

__all__ = ["PlayerView", "PublicView", "view_for"]


def view_for(hand: HandState, seat: int) -> PlayerView:
    return hand.view_for(seat)

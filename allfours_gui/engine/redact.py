"""Events as one seat may see them: the engine's rule for which cards a seat
is told of, beside ``HandState.view_for`` (what it may know of the state).

A card reaches a seat only once that seat may know it. A ``CardsDealt`` to
another seat becomes its count (``HiddenCardsDealt``), and to the seat itself
stays whole only once it may look at its hand (before the beg is settled only
first hand and the dealer may); the others are shown their hands
(``HandShown``) the moment the beg is settled. A ``Redealt`` never carries its
deck, and cards dealt before a redeal are never shown. Played, exposed,
called, cut and turned-up cards are public. An event class not named in
``PUBLIC`` is dropped (and logged), so a new event can never leak by default;
a test lists every engine event to catch it.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from . import events as ev
from .hand import HandState

log = logging.getLogger(__name__)

# Events every seat may see whole (their cards are public when they happen).
PUBLIC: frozenset[type[ev.Event]] = frozenset({
    ev.CardsCut, ev.DealerChosen, ev.DealMethodChosen, ev.HandStarted, ev.KickTurned,
    ev.PointScored, ev.Stood, ev.Begged, ev.GaveOne, ev.PackRun, ev.PackOut,
    ev.PlayStarted, ev.CardExposed, ev.CardCalled, ev.CardPlayed, ev.TrickWon,
    ev.HandEnded, ev.GameWon,
})
# Events a seat is given only in a redacted form (below).
REDACTED: frozenset[type[ev.Event]] = frozenset({ev.CardsDealt, ev.Redealt})
_warned: set[str] = set()


def events_for(seat: int, events: Sequence[ev.Event], hand: HandState | None, *,
               may_look: bool | None = None) -> list[ev.Event]:
    """``events`` (just applied; ``hand`` is the state after them) as ``seat``
    may see them. ``may_look``: the seat's ``view.hand_visible`` now, if the
    caller has the view already."""
    if may_look is None:
        may_look = hand is not None and hand.view_for(seat).hand_visible
    # cards dealt before a redeal in this batch were gathered again unseen
    last_redeal = max((i for i, e in enumerate(events) if isinstance(e, ev.Redealt)),
                      default=-1)
    out: list[ev.Event] = []
    shown = hand is None or seat in (hand.first, hand.dealer)  # could look before
    for i, e in enumerate(events):
        if isinstance(e, ev.CardsDealt):
            if e.seat == seat and may_look and i > last_redeal:
                out.append(e)
            else:
                out.append(ev.HiddenCardsDealt(e.seat, len(e.cards)))
        elif isinstance(e, ev.Redealt):
            out.append(ev.Redealt(e.dealer, ()))  # the deck stays with the referee
        elif type(e) in PUBLIC:
            out.append(e)
        elif type(e).__name__ not in _warned:
            _warned.add(type(e).__name__)
            log.error("the engine event %s is not known to be public: it is not shown",
                      type(e).__name__)
        if (not shown and may_look and i > last_redeal
                and isinstance(e, ev.Stood | ev.GaveOne | ev.PackRun)):
            assert hand is not None
            shown = True
            later: set[int] = set()
            for d in events[i + 1:]:
                if isinstance(d, ev.CardsDealt) and d.seat == seat:
                    later.update(d.cards)
            held = [c for c in hand.deck if hand.hands[seat] >> c & 1 and c not in later]
            out.append(ev.HandShown(seat, tuple(held)))
    return out

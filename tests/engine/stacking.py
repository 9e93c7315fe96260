"""Stacked decks: say who gets which cards and what is kicked; get the deck."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.cards import RANKS, SUITS, parse_card

ALL_CARDS = [r + s for s in SUITS for r in RANKS]


def deal_positions(n: int, dealer: int, method: str, per_seat: int) -> list[int]:
    """The seat receiving each successive card of a deal of ``per_seat`` each."""
    packet = 1 if method == "ones" else 3
    order = []
    for _ in range(per_seat // packet):
        for i in range(1, n + 1):
            order += [(dealer + i) % n] * packet
    return order


def stack(
    hands: Sequence[Sequence[str]],
    kick: str,
    *,
    dealer: int = 3,
    method: str = "threes",
    runs: Sequence[tuple[Sequence[Sequence[str]], str]] = (),
) -> list[str]:
    """A 52-card deck (top first) that deals ``hands[seat]`` to each seat in the
    order listed, then turns ``kick``; each run adds three cards a seat and a kick.
    Cards not named fill the rest of the pack in a fixed order."""
    n = len(hands)
    deck: list[str] = []
    for per_seat, seat_cards, turned in [(6, hands, kick)] + [(3, h, k) for h, k in runs]:
        queues = [list(c) for c in seat_cards]
        for seat in deal_positions(n, dealer, method, per_seat):
            deck.append(queues[seat].pop(0))
        assert not any(queues), "each seat needs exactly the cards of the deal"
        deck.append(turned)
    rest = [c for c in ALL_CARDS if c not in deck]
    deck += rest
    assert len(set(deck)) == 52, "a card is named twice"
    return deck


def record(deck: list[str], actions: Sequence[dict[str, Any]] = (), *, dealer: int = 3,
           method: str = "threes", score: Sequence[int] = (0, 0), redeals: Any = None,
           **rules: Any) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": "allfours-hand/1",
        "rules": Rules(**rules).to_json(),
        "dealer": dealer,
        "deal_method": method,
        "score_before": list(score),
        "deck": list(deck),
        "actions": list(actions),
    }
    if redeals is not None:
        rec["redeals"] = redeals
    return rec


def hand(deck: list[str], *, dealer: int = 3, method: str = "threes",
         score: Sequence[int] = (0, 0), **rules: Any) -> HandState:
    """A started HandState over a stacked deck."""
    h = HandState(Rules(**rules), dealer, method, list(score), [parse_card(c) for c in deck])
    h.start()
    return h


def act(seat: int, do: str, card: str | None = None) -> dict[str, Any]:
    return {"seat": seat, "do": do} | ({"card": card} if card else {})


def plays(*seat_cards: str) -> list[dict[str, Any]]:
    """``plays("0:AS", "1:2S")`` -> play actions."""
    out = []
    for sc in seat_cards:
        seat, card = sc.split(":")
        out.append(act(int(seat), "play", card))
    return out

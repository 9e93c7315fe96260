"""The easy player: legal, plausible cards from a few simple rules, with noise."""

from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import CARD_POINTS, SUIT_MASKS, SUIT_OF
from ..engine.hand import PLAY, STAND
from ..engine.trick_rules import beaters
from ..engine.view import PlayerView
from .knowledge import trump_strength

NOISE = 0.3


def choose(view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    seat = view.seat
    if view.phase != PLAY and len(view.legal) == 1:
        return view.legal[0], "the only choice"  # a house rule bars standing or giving
    if view.phase == STAND:
        s = trump_strength(view.hand, view.trump) + rng.uniform(-2.0, 2.0)
        return (Action(seat, "stand"), "enough trumps, roughly") if s >= 4 else (
            Action(seat, "beg"), "few trumps: beg")
    if view.phase != PLAY:
        s = trump_strength(view.hand, view.trump) + rng.uniform(-2.0, 2.0)
        return (Action(seat, "give"), "likes the trump") if s >= 4 else (
            Action(seat, "run"), "dislikes the trump: run")
    cards = sorted(a.card for a in view.legal if a.card is not None)
    if len(cards) == 1 or rng.random() < NOISE:
        return Action(seat, "play", rng.choice(cards)), "a whim"
    trump = view.trump
    if not view.trick:
        plain = [c for c in cards if SUIT_OF[c] != trump]
        pick = max(plain or cards) if rng.random() < 0.5 else min(plain or cards)
        return Action(seat, "play", pick), "lead something"
    lead = SUIT_OF[view.trick[0][1]]
    win_seat, win = view.winning
    if (win_seat & 1) == (seat & 1):
        return Action(seat, "play", min(cards, key=lambda c: (SUIT_OF[c] == trump, c % 13))), \
            "partner is winning: play low"
    b = beaters(win, lead, trump)
    winners = [c for c in cards if b >> c & 1]
    if winners:
        return Action(seat, "play", min(winners, key=lambda c: (SUIT_OF[c] == trump, c % 13))), \
            "win the trick cheaply"
    return Action(seat, "play", min(cards, key=lambda c: (CARD_POINTS[c], c % 13,
                                                          SUIT_MASKS[trump] >> c & 1))), \
        "cannot win: play low"


def choose_call(view: PlayerView, options: list[Action], rng: random.Random) -> Action | None:
    return rng.choice(options) if options and rng.random() < 0.5 else None

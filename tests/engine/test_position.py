"""Determinizations rebuild exactly the public state, and with the true hidden
cards they are the real hand."""

from __future__ import annotations

import random

import pytest

from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.position import deal_kicks, hand_from_view, true_hidden, unseen_mask

from ..live_hands import random_hand


def random_live_hand(rng: random.Random) -> HandState:
    rules = Rules(players=rng.choice([4, 2]), target=rng.choice([14, 7, 21]),
                  void_must_trump=rng.random() < 0.3, undertrump=rng.random() < 0.7,
                  hang_jack=rng.random() < 0.8)
    return random_hand(rng, expose=0.1, call=0.5, rules=rules, max_steps=30)


def same_public(a: HandState, b: HandState) -> None:
    for seat in range(a.n):
        assert a.view_for(seat) == b.view_for(seat)
    assert a.legal_actions() == b.legal_actions()
    assert a.legal_mask() == b.legal_mask()
    for slot in ("hands", "dealt_seat", "dealt_team", "won", "trick", "tricks", "trick_mask",
                 "lead_suit", "win_card", "win_seat", "phase", "turn", "score", "points",
                 "trump", "exposed", "called", "kicks", "pos", "begged"):
        assert getattr(a, slot) == getattr(b, slot), slot
    assert a.deck[a.pos:] == b.deck[b.pos:]


@pytest.mark.parametrize("seed", range(300))
def test_true_hidden_cards_rebuild_the_real_hand(seed: int) -> None:
    rng = random.Random(seed)
    real = random_live_hand(rng)
    seat = real.turn
    view = real.view_for(seat)
    hidden, pack = true_hidden(real)
    redeal_seed = rng.random()
    real.set_shuffler(random.Random(redeal_seed))
    det = hand_from_view(view, hidden, pack, random.Random(redeal_seed))
    same_public(real, det)
    # The same play from here gives the same outcome on both.
    while not real.over:
        act = rng.choice(real.legal_actions())
        real.apply(act)
        det.apply(act)
        same_public(real, det)
    assert real.outcome() == det.outcome()


@pytest.mark.parametrize("seed", range(100))
def test_unseen_cards_are_other_hands_and_pack(seed: int) -> None:
    real = random_live_hand(random.Random(seed))
    view = real.view_for(real.turn)
    others = 0
    for s in range(real.n):
        if s != real.turn:
            others |= real.hands[s]
    pack = 0
    for c in real.deck[real.pos:]:
        pack |= 1 << c
    assert unseen_mask(view) == others | pack
    assert deal_kicks(view)[-1] == real.kicks[-1]


def test_wrong_card_counts_are_refused() -> None:
    real = random_live_hand(random.Random(5))
    view = real.view_for(real.turn)
    hidden, pack = true_hidden(real)
    with pytest.raises(ValueError):
        hand_from_view(view, hidden, pack[1:])
    other = (real.turn + 1) % real.n
    bad = list(hidden)
    bad[other] = 0
    with pytest.raises(ValueError):
        hand_from_view(view, bad, pack)

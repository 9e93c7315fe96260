"""Every level returns only legal decisions, over random hands, both player
counts and random rule options."""

from __future__ import annotations

import random

import pytest

from allfours_gui.ai import LEVELS, make_player
from allfours_gui.engine import Rules

from .helpers import random_hand

BUDGET = {"hard": 30, "expert": 40}


def player(level: str, seed: int):  # type: ignore[no-untyped-def]
    return make_player(level, seed, iterations=BUDGET.get(level))


@pytest.mark.parametrize("level", LEVELS)
def test_choices_are_legal(level: str) -> None:
    rng = random.Random(hash(level) & 0xFFFF)
    count = 120 if level in ("easy", "medium") else 40
    for i in range(count):
        h = random_hand(rng)
        view = h.view_for(h.turn)
        action = player(level, i).choose(view)
        assert action in view.legal, (level, i, action, view.legal)
        h.apply(action)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_whole_hands_stay_legal(level: str) -> None:
    rng = random.Random(7)
    for i in range(40):
        h = random_hand(rng, steps=0)
        players = [make_player(level, i * 4 + s) for s in range(h.n)]
        while not h.over:
            view = h.view_for(h.turn)
            action = players[h.turn].choose(view)
            assert action in view.legal
            h.apply(action)


@pytest.mark.parametrize("level", LEVELS)
def test_method_and_calls(level: str) -> None:
    rng = random.Random(3)
    p = player(level, 1)
    for players in (4, 2):
        assert p.choose_method(0, Rules(players=players)) in ("ones", "threes")
    calls_seen = 0
    for _ in range(300):
        h = random_hand(rng, expose=0.4)
        caller = (h.turn + 1) % h.n
        options = h.call_options(caller)
        if not options:
            continue
        calls_seen += 1
        choice = p.choose_call(h.view_for(caller), options)
        assert choice is None or choice in options
        if choice is not None:
            h.apply(choice)
            assert h.legal_actions() == [a for a in h.legal_actions()
                                         if a.card == choice.card]
    assert calls_seen > 5


@pytest.mark.parametrize("level", LEVELS)
def test_stand_beg_give_run(level: str) -> None:
    rng = random.Random(11)
    seen = set()
    for i in range(60):
        h = random_hand(rng, steps=rng.choice([0, 1]))
        if h.phase not in ("stand", "answer"):
            continue
        view = h.view_for(h.turn)
        action = player(level, i).choose(view)
        assert action in view.legal
        seen.add(action.do)
    assert seen & {"stand", "beg"} and seen & {"give", "run"}

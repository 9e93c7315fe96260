"""A whole game: the cut, the dealing method, the deal passing to the right."""

import itertools
import subprocess
import sys

import pytest

from allfours_gui.engine import IllegalAction, Rules
from allfours_gui.engine.cards import RANK_OF
from allfours_gui.engine.events import CardsCut, DealerChosen
from allfours_gui.engine.game import Game


def test_the_highest_cut_deals_and_ties_cut_again():
    tie_seen = False
    for seed in range(300):
        game = Game(seed=seed)
        events = game.cut()
        rounds = [e for e in events if isinstance(e, CardsCut)]
        for earlier, later in itertools.pairwise(rounds):
            best = max(RANK_OF[c] for _, c in earlier.cuts)
            tied = [s for s, c in earlier.cuts if RANK_OF[c] == best]
            assert len(tied) > 1 and [s for s, _ in later.cuts] == tied
            tie_seen = True
        last = rounds[-1].cuts
        best = max(RANK_OF[c] for _, c in last)
        winners = [s for s, c in last if RANK_OF[c] == best]
        assert len(winners) == 1
        assert events[-1] == DealerChosen(winners[0]) and game.dealer == winners[0]
        assert len({c for _, c in rounds[0].cuts}) == len(rounds[0].cuts)
    assert tie_seen


def test_games_are_deterministic_for_a_seed():
    def play(seed):
        game = Game(Rules(players=2), seed)
        game.cut()
        game.choose_method(game.dealer, "threes")
        log = []
        while game.phase != "over":
            game.deal()
            while game.phase == "hand":
                a = game.legal_actions()[-1]
                log.append(a)
                game.apply(a)
        return log, game.records
    assert play(7) == play(7)
    assert play(7) != play(8)


def test_method_is_chosen_once_by_the_first_dealer():
    game = Game(seed=1)
    game.cut()
    with pytest.raises(IllegalAction):
        game.choose_method((game.dealer + 1) % 4, "ones")
    with pytest.raises(IllegalAction):
        game.choose_method(game.dealer, "fours")
    game.choose_method(game.dealer, "ones")
    with pytest.raises(IllegalAction):
        game.choose_method(game.dealer, "threes")
    first = game.dealer
    game.deal()
    while game.phase == "hand":
        game.apply(game.legal_actions()[0])
    if game.phase == "between":
        game.deal()
        assert game.dealer == (first + 1) % 4
        assert game.hand.method == "ones"


def test_apply_outside_a_hand_is_refused():
    game = Game(seed=1)
    with pytest.raises(IllegalAction):
        game.deal()
    game.cut()
    with pytest.raises(IllegalAction):
        game.apply(None)  # type: ignore[arg-type]


def test_engine_imports_no_qt():
    code = ("import sys, allfours_gui.engine, allfours_gui.engine.game, "
            "allfours_gui.engine.transcript; "
            "print([m for m in sys.modules if 'PySide' in m or 'Qt' in m or 'shiboken' in m])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

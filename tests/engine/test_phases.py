"""Game phases and decision kinds are enums whose values are the strings
saved games, records and the wire have always used."""

import json

from allfours_gui.engine.actions import Decision
from allfours_gui.engine.game import BETWEEN, CUT, HAND, METHOD, OVER, Game, GamePhase
from allfours_gui.engine.public import Phase


def test_values_are_the_strings_they_replaced():
    assert [p.value for p in GamePhase] == ["cut", "method", "hand", "between", "over"]
    assert (CUT, METHOD, HAND, BETWEEN, OVER) == tuple(GamePhase)
    assert [d.value for d in Decision] == ["method", "stand", "answer", "play"]
    assert HAND == "hand" and json.dumps({"phase": HAND}) == '{"phase": "hand"}'
    # a hand's phase names the decision it waits for
    assert {Decision(p) for p in (Phase.STAND, Phase.ANSWER, Phase.PLAY)} == {
        Decision.STAND, Decision.ANSWER, Decision.PLAY}


def test_a_game_walks_its_phases_as_enum_members():
    game = Game(seed=3)
    assert game.phase is GamePhase.CUT
    game.cut()
    assert game.phase is GamePhase.METHOD
    game.choose_method(game.dealer, "ones")
    assert game.phase is GamePhase.BETWEEN
    game.deal()
    assert game.phase is GamePhase.HAND and isinstance(game.phase, str)

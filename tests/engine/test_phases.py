"""Game phases and decision kinds are enums whose values are the strings
saved games, records and the wire have always used."""

import json

from allfours_gui.engine.actions import Decision
from allfours_gui.engine.game import BETWEEN, CUT, HAND, METHOD, OVER, Game, GamePhase
from allfours_gui.engine.public import Phase


def test_values_are_the_strings_they_replaced():
    assert [p.value for p in GamePhase] == ["cut", "method", "hand", "between", "over"]
    assert tuple(GamePhase) == (CUT, METHOD, HAND, BETWEEN, OVER)
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


def test_the_dealing_method_is_a_decision_of_its_own_kind():
    from allfours_gui.engine import IllegalAction
    from allfours_gui.engine.actions import MethodChoice

    game = Game(seed=4)
    assert game.method_choices() == []
    game.cut()
    choices = game.method_choices()
    assert choices == [MethodChoice(game.dealer, "ones"), MethodChoice(game.dealer, "threes")]
    assert all(c.do == Decision.METHOD == "method" for c in choices)
    other = MethodChoice((game.dealer + 1) % 4, "ones")
    try:
        game.apply(other)
    except IllegalAction as e:
        assert e.reason.key == "method_dealer"
    else:
        raise AssertionError("another seat chose the method")
    events = game.apply(choices[1])
    assert game.method == "threes" and game.phase == BETWEEN and events[0].method == "threes"
    game.deal()
    # what a game stores is unchanged: the method is the records' deal_method, no action
    record = game.hand.record()
    assert record["deal_method"] == "threes"
    assert all(a["do"] != "method" for a in record["actions"])


def test_the_old_bare_method_name_still_answers():
    from allfours_gui.engine.actions import MethodChoice

    assert MethodChoice.of("ones", 2) == MethodChoice(2, "ones")
    assert MethodChoice.of(MethodChoice(1, "threes"), 2) == MethodChoice(1, "threes")
    assert MethodChoice.of(7, 2) is None
    same = Game(seed=9)
    same.cut()
    same.choose_method(same.dealer, "ones")  # the old call, as saved games restore
    assert same.method == "ones"

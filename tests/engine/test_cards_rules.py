import pytest

from allfours_gui.engine import Rules
from allfours_gui.engine.cards import (
    card_name,
    card_str,
    cards_of,
    mask_of,
    mask_points,
    parse_card,
)


def test_card_text_round_trips_for_all_52():
    texts = [r + s for s in "CDHS" for r in "23456789TJQKA"]
    assert [card_str(parse_card(t)) for t in texts] == texts
    assert len({parse_card(t) for t in texts}) == 52


@pytest.mark.parametrize("bad", ["10S", "1S", "AX", "", "A", 5, None])
def test_bad_card_text_is_refused(bad):
    with pytest.raises(ValueError):
        parse_card(bad)


def test_rank_order_within_a_suit_is_two_low_ace_high():
    cards = [parse_card(r + "H") for r in "23456789TJQKA"]
    assert cards == sorted(cards)


def test_card_points_for_game():
    # A=4, K=3, Q=2, J=1, 10=10, others 0
    assert mask_points(mask_of(parse_card(c) for c in ["AS", "KH", "QD", "JC", "TS"])) == 20
    assert mask_points(mask_of(parse_card(c) for c in ["9S", "2H", "8D", "7C"])) == 0
    every = mask_of(range(52))
    assert mask_points(every) == 4 * 20


def test_mask_helpers():
    cards = [parse_card(c) for c in ["2C", "AS", "TH"]]
    assert cards_of(mask_of(cards)) == sorted(cards)
    assert card_name(parse_card("TS")) == "the ten of spades"


def test_default_rules_are_the_trinidad_rules():
    r = Rules()
    assert r.to_json() == {
        "players": 4, "target": 14, "kick_scoring": "trinidad", "hang_jack": True,
        "game_point": 1, "game_tie": "none", "give_one_at_brink": True,
        "void_must_trump": False, "undertrump": True, "exposed_penalty": True,
    }


def test_kick_points_trinidad_and_tobago():
    tri, tob = Rules(), Rules(kick_scoring="tobago")
    ranks = {r: parse_card(r + "S") % 13 for r in "23456789TJQKA"}
    values = {r: (tri.kick_points(k), tob.kick_points(k)) for r, k in ranks.items()}
    assert values["A"] == (1, 1)
    assert values["6"] == (2, 0)
    assert values["2"] == (0, 2)
    assert values["J"] == (3, 3)
    assert all(values[r] == (0, 0) for r in "345789TQK")


@pytest.mark.parametrize("bad", [
    {"players": 3}, {"target": 0}, {"kick_scoring": "barbados"}, {"game_point": 3},
    {"game_tie": "dealer"}, {"hang_jack": 1}, {"colour": "red"},
])
def test_bad_rule_options_are_refused(bad):
    with pytest.raises(ValueError):
        Rules.from_json(Rules().to_json() | bad)


def test_rules_json_round_trip_and_defaults_for_missing_keys():
    r = Rules(players=2, target=21, kick_scoring="tobago", hang_jack=False, game_point=2,
              game_tie="non_dealer", give_one_at_brink=False, void_must_trump=True,
              undertrump=False, exposed_penalty=False)
    assert Rules.from_json(r.to_json()) == r
    assert Rules.from_json({"players": 2}) == Rules(players=2)
    assert Rules.from_json({"game_tie": "non-dealer"}).game_tie == "non_dealer"

"""The play: following, trumping, voids, undertrumping, trick winners."""

import pytest

from allfours_gui.engine import IllegalAction, next_actions, replay_hand
from allfours_gui.engine.events import TrickWon

from .stacking import act, hand, plays, record, stack

# Dealer 3, seat 0 first hand; the kick 7H makes hearts trumps.
MAIN = stack([
    ["AS", "2S", "5D", "8C", "3H", "9C"],
    ["KS", "4S", "QH", "6D", "6C", "TC"],
    ["QS", "2H", "KH", "7D", "7C", "3D"],
    ["JS", "9D", "TD", "8D", "4D", "AD"],
], "7H")


def legal_cards(rec):
    return sorted(a["card"] for a in next_actions(rec))


def test_any_card_may_be_led():
    rec = record(MAIN, [act(0, "stand")])
    assert legal_cards(rec) == sorted(["AS", "2S", "5D", "8C", "3H", "9C"])


def test_holding_the_suit_led_you_follow_or_trump():
    rec = record(MAIN, [act(0, "stand"), *plays("0:AS")])
    assert legal_cards(rec) == ["4S", "KS", "QH"]
    rec["actions"] += plays("1:6D")
    with pytest.raises(IllegalAction) as err:
        replay_hand(rec)
    assert str(err.value) == "action 2: seat 1 holds spades; follow suit or trump"
    assert err.value.index == 2


def test_void_in_the_suit_led_may_play_any_card_by_default():
    rec = record(MAIN, [act(0, "stand"), *plays("0:AS", "1:QH", "2:QS", "3:JS", "1:6C",
                                                 "2:7C")])
    assert legal_cards(rec) == sorted(["9D", "TD", "8D", "4D", "AD"])


def test_void_must_trump_option():
    deck = stack([
        ["AC", "KD", "2S", "3S", "4S", "5S"],
        ["QH", "JD", "6S", "7S", "8S", "9S"],
        ["KC", "TD", "TS", "JS", "QS", "KS"],
        ["2H", "9D", "8D", "7D", "6D", "5D"],
    ], "7H")
    base = [act(0, "stand"), *plays("0:AC")]
    assert legal_cards(record(deck, base)) == ["6S", "7S", "8S", "9S", "JD", "QH"]
    assert legal_cards(record(deck, base, void_must_trump=True)) == ["QH"]
    with pytest.raises(IllegalAction, match="action 2: seat 1 has no clubs but holds "
                                            "trumps; must trump"):
        replay_hand(record(deck, base + plays("1:JD"), void_must_trump=True))
    # seat 3 is void too and holds only the 2H, lower than the QH in the trick
    later = base + plays("1:QH", "2:KC")
    assert legal_cards(record(deck, later, void_must_trump=True)) == ["2H"]
    # ...but where undertrumping is barred it cannot trump, so it plays any other card
    assert legal_cards(record(deck, later, void_must_trump=True, undertrump=False)) == [
        "5D", "6D", "7D", "8D", "9D"]


def test_trump_led_must_be_answered_with_a_trump_if_able():
    rec = record(MAIN, [act(0, "stand"), *plays("0:AS", "1:QH", "2:QS", "3:JS", "1:6C",
                                                 "2:7C", "3:AD", "0:9C", "0:3H")])
    # seat 1 has no trumps left: any card
    assert legal_cards(rec) == ["4S", "6D", "KS", "TC"]
    rec["actions"] += plays("1:4S")
    assert legal_cards(rec) == ["2H", "KH"]
    rec["actions"] += plays("2:7D")
    with pytest.raises(IllegalAction, match="seat 2 holds trumps; hearts were led, so play "
                                            "a trump"):
        replay_hand(rec)


def test_undertrumping_allowed_by_default_and_barred_by_option():
    base = [act(0, "stand"), *plays("0:AS", "1:QH")]
    assert legal_cards(record(MAIN, base)) == ["2H", "KH", "QS"]
    assert legal_cards(record(MAIN, base, undertrump=False)) == ["KH", "QS"]
    with pytest.raises(IllegalAction) as err:
        replay_hand(record(MAIN, base + plays("2:2H"), undertrump=False))
    assert err.value.reason == ("seat 2 may not undertrump the queen of hearts while holding "
                                "other suits")


def test_undertrumping_is_allowed_when_holding_only_trumps():
    deck = stack([
        ["AS", "2C", "3C", "4C", "5C", "6C"],
        ["QH", "7C", "8C", "9C", "TC", "JC"],
        ["2H", "3H", "4H", "5H", "8H", "9H"],
        ["KS", "KH", "2D", "3D", "4D", "5D"],
    ], "7H")
    rec = record(deck, [act(0, "stand"), *plays("0:AS", "1:QH")], undertrump=False)
    assert legal_cards(rec) == ["2H", "3H", "4H", "5H", "8H", "9H"]
    rec["actions"] += plays("2:2H")
    assert legal_cards(rec) == ["KH", "KS"]


def test_trick_winners_highest_trump_else_highest_of_suit_led_and_winner_leads():
    h = hand(MAIN)
    h.apply(h.legal_actions()[0])  # stand
    winners = []
    for seat_card in ["0:AS", "1:QH", "2:QS", "3:JS",   # trumped: seat 1
                      "1:6C", "2:7C", "3:AD", "0:9C",   # highest club: seat 0
                      "0:3H", "1:4S", "2:2H", "3:4D"]:  # trump lead, 3H beats 2H
        seat, card = seat_card.split(":")
        assert h.turn == int(seat)
        from allfours_gui.engine import Action, parse_card
        for e in h.apply(Action(int(seat), "play", parse_card(card))):
            if isinstance(e, TrickWon):
                winners.append(e.winner)
    assert winners == [1, 0, 0]
    assert h.turn == 0


def test_plain_card_of_another_suit_never_wins():
    rec = record(MAIN, [act(0, "stand"), *plays("0:2S", "1:4S", "2:QS", "3:JS")])
    assert next_actions(rec)[0]["seat"] == 2  # queen of spades won


def test_playing_a_card_not_held_or_out_of_turn():
    with pytest.raises(IllegalAction, match="action 1: seat 0 does not hold the king of spades"):
        replay_hand(record(MAIN, [act(0, "stand"), *plays("0:KS")]))
    with pytest.raises(IllegalAction, match="action 1: it is seat 0's turn, not seat 1's"):
        replay_hand(record(MAIN, [act(0, "stand"), *plays("1:KS")]))


def test_two_player_play():
    deck = stack([["AS", "2S", "3S", "4S", "5S", "6S"], ["KS", "QH", "2D", "3D", "4D", "5D"]],
                 "7H", dealer=1)
    rec = record(deck, [act(0, "stand"), *plays("0:AS")], dealer=1, players=2)
    assert legal_cards(rec) == ["KS", "QH"]
    rec["actions"] += plays("1:QH")
    assert next_actions(rec)[0]["seat"] == 1

"""The deal: order of cards, the kick and its points, a kick that wins."""

import pytest

from allfours_gui.engine import HandState, Rules, replay_hand
from allfours_gui.engine.cards import card_str, parse_card
from allfours_gui.engine.events import CardsDealt, GameWon, KickTurned, PointScored

from .stacking import ALL_CARDS, hand, record, stack

_CLUBS = [c for c in ALL_CARDS if c[1] == "C"]
_DIAMONDS = [c for c in ALL_CARDS if c[1] == "D"]
# Hands of clubs and diamonds only, so any heart or spade can be kicked.
PLAIN_HANDS = [_CLUBS[i * 3:i * 3 + 3] + _DIAMONDS[i * 3:i * 3 + 3] for i in range(4)]


def dealt(events):
    return [(e.seat, [card_str(c) for c in e.cards]) for e in events if isinstance(e, CardsDealt)]


def test_threes_deal_from_first_hand_to_dealer_in_two_rounds():
    deck = list(ALL_CARDS)  # dealer 3: first hand is seat 0
    h = HandState(Rules(), 3, "threes", [0, 0], [parse_card(c) for c in deck])
    packets = dealt(h.start())
    assert packets == [
        (0, deck[0:3]), (1, deck[3:6]), (2, deck[6:9]), (3, deck[9:12]),
        (0, deck[12:15]), (1, deck[15:18]), (2, deck[18:21]), (3, deck[21:24]),
    ]
    assert card_str(h.kick) == deck[24]


def test_ones_deal_six_rounds_of_one_starting_right_of_dealer():
    deck = list(ALL_CARDS)
    h = HandState(Rules(), 1, "ones", [0, 0], [parse_card(c) for c in deck])
    packets = dealt(h.start())
    assert [s for s, _ in packets] == [2, 3, 0, 1] * 6
    assert [c[0] for _, c in packets] == deck[:24]
    assert card_str(h.kick) == deck[24]


@pytest.mark.parametrize("method,seats", [("ones", [1, 0] * 6), ("threes", [1, 0, 1, 0])])
def test_two_player_deal(method, seats):
    deck = list(ALL_CARDS)
    h = HandState(Rules(players=2), 0, method, [0, 0], [parse_card(c) for c in deck])
    packets = dealt(h.start())
    assert [s for s, _ in packets] == seats
    assert card_str(h.kick) == deck[12]
    assert h.turn == 1  # first hand: the non-dealer


@pytest.mark.parametrize("kick,points", [("AH", 1), ("6H", 2), ("JH", 3), ("2H", 0),
                                         ("KH", 0), ("TH", 0)])
def test_kick_scores_for_the_dealers_team_at_once(kick, points):
    deck = stack(PLAIN_HANDS, kick, dealer=1)
    h = hand(deck, dealer=1)
    assert h.points == ([(1, "kick", points)] if points else [])
    assert h.score == [0, points]
    out = replay_hand(record(deck, dealer=1))
    assert out["kicks"] == [kick] and out["trump"] == "H"


def test_tobago_kick_scoring_makes_the_two_worth_two_and_the_six_nothing():
    hands = PLAIN_HANDS
    assert hand(stack(hands, "2S", dealer=0), dealer=0, kick_scoring="tobago").points == [
        (0, "kick", 2)]
    assert hand(stack(hands, "6S", dealer=0), dealer=0, kick_scoring="tobago").points == []


def test_a_kicked_jack_can_win_the_game_during_the_deal():
    hands = PLAIN_HANDS
    deck = stack(hands, "JS", dealer=2)
    h = HandState(Rules(), 2, "threes", [12, 11], [parse_card(c) for c in deck])
    events = h.start()
    assert isinstance(events[-2], PointScored) and isinstance(events[-1], GameWon)
    assert h.over and h.winner == 0 and h.legal_actions() == []
    out = replay_hand(record(deck, dealer=2, score=(12, 11)))
    assert out == {"trump": "S", "kicks": ["JS"], "points": [[0, "kick", 3]],
                   "game_totals": None, "score_after": [15, 11], "winner": 0}


def test_kick_event_follows_the_deal():
    h = HandState(Rules(), 0, "threes", [0, 0], list(range(52)))
    events = h.start()
    assert isinstance(events[8], KickTurned) and len(events) == 9 + (1 if events[8].points else 0)

"""High, Low, Jack / Hang Jack, Game; the counting order and the target."""

import pytest

from allfours_gui.engine import Action, HandState, Rules, next_actions, replay_hand
from allfours_gui.engine.cards import CARD_POINTS, cards_of, parse_card
from allfours_gui.engine.events import TrickWon

from .stacking import act, plays, record, stack

# Trump hearts (kick 7H). Seat 3 holds the jack; seat 0 takes it with the ace.
HANG = stack([
    ["AH", "3H", "2C", "3C", "4C", "5C"],
    ["2H", "6C", "7C", "8C", "9C", "TS"],
    ["QH", "2D", "3D", "4D", "5D", "6D"],
    ["JH", "2S", "3S", "4S", "5S", "6S"],
], "7H")
HANG_PLAYS = [act(0, "stand"), *plays(
    "0:AH", "1:2H", "2:QH", "3:JH",
    "0:3H", "1:TS", "2:2D", "3:2S",
    "0:2C", "1:6C", "2:3D", "3:3S",
    "1:7C", "2:4D", "3:4S", "0:3C",
    "1:8C", "2:5D", "3:5S", "0:4C",
    "1:9C", "2:6D", "3:6S", "0:5C")]


def test_full_hand_high_to_holder_low_to_holder_hang_jack_and_game():
    out = replay_hand(record(HANG, HANG_PLAYS))
    assert out == {
        "trump": "H", "kicks": ["7H"],
        "points": [[0, "high", 1], [1, "low", 1], [0, "hang_jack", 3], [0, "game", 1]],
        "game_totals": [17, 0],  # AH 4 + QH 2 + JH 1 + TS 10
        "score_after": [5, 1], "winner": None,
    }
    assert next_actions(record(HANG, HANG_PLAYS)) == []


def test_low_goes_to_the_holder_even_when_the_opponents_win_it():
    # the 2H was taken by team 0 in the first trick, yet team 1 scores Low
    out = replay_hand(record(HANG, HANG_PLAYS))
    assert [1, "low", 1] in out["points"]


def test_hang_jack_off_gives_the_capturer_one_point():
    out = replay_hand(record(HANG, HANG_PLAYS, hang_jack=False))
    assert out["points"][2] == [0, "jack", 1]


def test_jack_won_by_its_own_team_scores_one():
    deck = stack([
        ["AH", "3H", "2C", "3C", "4C", "5C"],
        ["2H", "6C", "7C", "8C", "9C", "TS"],
        ["JH", "2D", "3D", "4D", "5D", "6D"],
        ["QH", "2S", "3S", "4S", "5S", "6S"],
    ], "7H")
    moves = [act(0, "stand"), *plays("0:AH", "1:2H", "2:JH", "3:QH"), *HANG_PLAYS[5:]]
    out = replay_hand(record(deck, moves))
    assert out["points"] == [[0, "high", 1], [1, "low", 1], [0, "jack", 1], [0, "game", 1]]


def test_game_point_two():
    out = replay_hand(record(HANG, HANG_PLAYS, game_point=2))
    assert out["points"][-1] == [0, "game", 2]


@pytest.mark.parametrize("score,points,after,winner", [
    ((13, 13), [[0, "high", 1]], [14, 13], 0),
    ((12, 13), [[0, "high", 1], [1, "low", 1]], [13, 14], 1),
    ((11, 5), [[0, "high", 1], [1, "low", 1], [0, "hang_jack", 3]], [15, 6], 0),
    ((9, 13), [[0, "high", 1], [1, "low", 1]], [10, 14], 1),
    ((10, 12), [[0, "high", 1], [1, "low", 1], [0, "hang_jack", 3]], [14, 13], 0),
])
def test_counting_order_stops_at_the_target(score, points, after, winner):
    out = replay_hand(record(HANG, HANG_PLAYS, score=score))
    assert out["points"] == points
    assert out["score_after"] == after and out["winner"] == winner
    assert out["game_totals"] == [17, 0]  # every card was played


@pytest.mark.parametrize("target", [7, 10, 21])
def test_other_targets(target):
    out = replay_hand(record(HANG, HANG_PLAYS, score=(target - 2, 0), target=target))
    assert out["winner"] == 0 and out["points"][-1] == [0, "hang_jack", 3]


# No counting cards anywhere: the card totals tie at 0.
TIE = stack([
    ["9H", "3H", "2C", "3C", "4C", "5C"],
    ["2H", "6C", "7C", "8C", "9C", "8S"],
    ["8H", "2D", "3D", "4D", "5D", "6D"],
    ["4H", "2S", "3S", "4S", "5S", "6S"],
], "7H")
TIE_PLAYS = [act(0, "stand"), *plays(
    "0:9H", "1:2H", "2:8H", "3:4H",
    "0:3H", "1:8S", "2:2D", "3:2S",
    "0:2C", "1:6C", "2:3D", "3:3S",
    "1:7C", "2:4D", "3:4S", "0:3C",
    "1:8C", "2:5D", "3:5S", "0:4C",
    "1:9C", "2:6D", "3:6S", "0:5C")]


def test_game_tie_scores_nothing_by_default():
    out = replay_hand(record(TIE, TIE_PLAYS))
    assert out["game_totals"] == [0, 0]
    assert out["points"] == [[0, "high", 1], [1, "low", 1]]  # jack of hearts not dealt


def test_game_tie_to_the_non_dealers_team_option():
    out = replay_hand(record(TIE, TIE_PLAYS, game_tie="non_dealer"))  # dealer 3: team 1
    assert out["points"][-1] == [0, "game", 1]


def play_lowest(h: HandState) -> list[TrickWon]:
    tricks = []
    while not h.over:
        a = h.legal_actions()[0]
        tricks += [e for e in h.apply(a) if isinstance(e, TrickWon)]
    return tricks


def test_a_single_trump_in_play_is_both_high_and_low():
    deck = stack([
        ["5H", "2C", "3C", "4C", "5C", "6C"],
        ["7C", "8C", "9C", "TC", "JC", "QC"],
        ["2D", "3D", "4D", "5D", "6D", "7D"],
        ["2S", "3S", "4S", "5S", "6S", "7S"],
    ], "7H")
    h = HandState(Rules(), 3, "threes", [0, 0], [parse_card(c) for c in deck])
    h.start()
    tricks = play_lowest(h)
    assert h.points[:2] == [(0, "high", 1), (0, "low", 1)]
    assert all(cat not in ("jack", "hang_jack") for _, cat, _ in h.points)
    check_game_point(h, tricks)


def test_no_trump_in_play_scores_only_game():
    deck = stack([
        ["8C", "2C", "3C", "4C", "5C", "6C"],
        ["7C", "9S", "9C", "TC", "JC", "QC"],
        ["2D", "3D", "4D", "5D", "6D", "7D"],
        ["2S", "3S", "4S", "5S", "6S", "7S"],
    ], "7H")
    h = HandState(Rules(), 3, "threes", [0, 0], [parse_card(c) for c in deck])
    h.start()
    tricks = play_lowest(h)
    assert [cat for _, cat, _ in h.points] == ["game"]
    check_game_point(h, tricks)


def check_game_point(h: HandState, tricks: list[TrickWon]) -> None:
    """Game is recounted here from the tricks, independently of the engine."""
    totals = [0, 0]
    for t in tricks:
        totals[t.winner % 2] += sum(CARD_POINTS[c] for _, c in t.cards)
    assert list(h.game_totals or ()) == totals
    game = [(team, n) for team, cat, n in h.points if cat == "game"]
    if totals[0] == totals[1]:
        assert game == []
    else:
        assert game == [(0 if totals[0] > totals[1] else 1, 1)]
    assert sum(len(cards_of(m)) for m in h.won) == 24


def test_kick_and_beg_points_come_before_high_low_jack_game():
    deck = stack([
        ["AH", "3H", "2C", "3C", "4C", "5C"],
        ["2H", "6C", "7C", "8C", "9C", "TS"],
        ["QH", "2D", "3D", "4D", "5D", "6D"],
        ["JH", "2S", "3S", "4S", "5S", "6S"],
    ], "6H")
    moves = [act(0, "beg"), act(3, "give"), *HANG_PLAYS[1:]]
    out = replay_hand(record(deck, moves))
    assert [p[1] for p in out["points"]] == ["kick", "beg", "high", "low", "hang_jack", "game"]
    assert out["points"][0] == [1, "kick", 2]


def test_live_hand_and_record_agree():
    h = HandState(Rules(), 3, "threes", [0, 0], [parse_card(c) for c in HANG])
    h.start()
    for a in HANG_PLAYS:
        h.apply(Action(a["seat"], a["do"], parse_card(a["card"]) if "card" in a else None))
    assert h.outcome() == replay_hand(record(HANG, HANG_PLAYS))
    assert h.record() == record(HANG, HANG_PLAYS)

"""Exposed cards ("calling"): out-of-turn cards stay face up and may be called."""

import pytest

from allfours_gui.engine import IllegalAction, next_actions, replay_hand
from allfours_gui.engine.cards import parse_card

from .stacking import act, hand, plays, record
from .test_scoring import HANG

START = [act(0, "stand"), *plays("0:AH"), act(2, "expose", "2D"), *plays(
    "1:2H", "2:QH", "3:JH", "0:3H", "1:TS")]


def test_exposed_card_stays_in_hand_face_up_for_everyone():
    h = hand(HANG)
    for a in START[:3]:
        from allfours_gui.engine import Action
        h.apply(Action(a["seat"], a["do"], parse_card(a["card"]) if "card" in a else None))
    d2 = 1 << parse_card("2D")
    assert h.hands[2] & d2 and h.exposed[2] == d2
    assert all(h.view_for(s).exposed[2] == d2 for s in range(4))


def test_an_opponent_calls_a_legal_exposed_card_and_the_owner_must_play_it():
    rec = record(HANG, [*START, act(3, "call", "2D")])
    assert next_actions(rec) == [act(2, "play", "2D")]
    bad = record(HANG, [*START, act(3, "call", "2D"), *plays("2:3D")])
    with pytest.raises(IllegalAction, match="action 9: seat 2 must play the called card, "
                                            "the two of diamonds"):
        replay_hand(bad)
    rec["actions"] += plays("2:2D")
    assert next_actions(rec)[0]["seat"] == 3


def test_either_opponent_may_call_but_not_the_partner():
    assert next_actions(record(HANG, [*START, act(1, "call", "2D")])) == [act(2, "play", "2D")]
    with pytest.raises(IllegalAction, match="only opponents may call"):
        replay_hand(record(HANG, [*START, act(0, "call", "2D")]))


def test_a_card_can_be_called_only_when_it_is_a_legal_play():
    early = [act(0, "stand"), *plays("0:AH"), act(2, "expose", "2D"), *plays("1:2H")]
    # hearts were led and seat 2 holds the queen: the 2D is not a legal play yet
    with pytest.raises(IllegalAction, match="not a legal play for seat 2"):
        replay_hand(record(HANG, [*early, act(1, "call", "2D")]))


def test_the_owner_may_play_an_exposed_card_of_their_own_accord():
    rec = record(HANG, START + plays("2:2D"))
    assert next_actions(rec)[0]["seat"] == 3


def test_expose_refused_on_your_own_turn_twice_or_for_a_card_not_held():
    with pytest.raises(IllegalAction, match="play the card instead"):
        replay_hand(record(HANG, [act(0, "stand"), act(0, "expose", "AH")]))
    with pytest.raises(IllegalAction, match="already exposed"):
        replay_hand(record(HANG, [act(0, "stand"), act(2, "expose", "2D"),
                                  act(2, "expose", "2D")]))
    with pytest.raises(IllegalAction, match="does not hold"):
        replay_hand(record(HANG, [act(0, "stand"), act(2, "expose", "2S")]))
    with pytest.raises(IllegalAction, match="only during the play"):
        replay_hand(record(HANG, [act(2, "expose", "2D")]))


def test_with_the_penalty_off_cards_out_of_turn_are_refused():
    with pytest.raises(IllegalAction, match="penalty is off"):
        replay_hand(record(HANG, [act(0, "stand"), act(2, "expose", "2D")],
                           exposed_penalty=False))


def test_a_second_call_before_the_play_is_refused():
    with pytest.raises(IllegalAction, match="already been called"):
        replay_hand(record(HANG, [*START, act(3, "call", "2D"), act(1, "call", "2D")]))


def test_call_options_list_what_an_opponent_may_call():
    h = hand(HANG)
    from allfours_gui.engine import Action
    for a in START:
        h.apply(Action(a["seat"], a["do"], parse_card(a["card"]) if "card" in a else None))
    assert [a.card for a in h.call_options(1)] == [parse_card("2D")]
    assert h.call_options(0) == [] and h.call_options(2) == []

"""Standing and begging: stand, give one, run the pack, same-suit repeats, redeal."""

import pytest

from allfours_gui.engine import IllegalAction, next_actions, replay_hand
from allfours_gui.engine.cards import card_str, cards_of
from allfours_gui.engine.events import CardsDealt, KickTurned, PackRun, Redealt

from .stacking import ALL_CARDS, act, hand, record, stack

# Dealer 3, so seat 0 is first hand. Hands hold only clubs and diamonds;
# kicks and run cards are hearts and spades as each test needs.
C = [c for c in ALL_CARDS if c[1] == "C"]
D = [c for c in ALL_CARDS if c[1] == "D"]
H = [c for c in ALL_CARDS if c[1] == "H"]
S = [c for c in ALL_CARDS if c[1] == "S"]
HANDS = [C[i * 3:i * 3 + 3] + D[i * 3:i * 3 + 3] for i in range(4)]
RUN_1 = [["AC", "2S", "3S"], ["4S", "5S", "7S"], ["8S", "9S", "TS"], ["QS", "KS", "AS"]]
RUN_2 = [["2H", "3H", "4H"], ["5H", "8H", "9H"], ["TH", "JH", "QH"], ["KH", "6S", "JS"]]


def test_stand_starts_play_in_the_kicked_suit():
    deck = stack(HANDS, "7H")
    rec = record(deck)
    assert next_actions(rec) == [act(0, "stand"), act(0, "beg")]
    rec["actions"] = [act(0, "stand")]
    assert next_actions(rec)[0]["do"] == "play" and next_actions(rec)[0]["seat"] == 0
    assert replay_hand(rec)["trump"] == "H" and replay_hand(rec)["points"] == []


def test_beg_then_take_one_scores_one_for_the_beggars_and_keeps_trump():
    rec = record(stack(HANDS, "7H"), [act(0, "beg")])
    assert next_actions(rec) == [act(3, "give"), act(3, "run")]
    rec["actions"].append(act(3, "give"))
    out = replay_hand(rec)
    assert out["points"] == [[0, "beg", 1]] and out["trump"] == "H"
    assert out["score_after"] == [1, 0]
    assert {a["seat"] for a in next_actions(rec)} == {0}


def test_beg_then_run_deals_three_more_each_and_a_new_suit_is_trumps():
    deck = stack(HANDS, "7H", runs=[(RUN_1, "AD")])
    h = hand(deck)
    h.apply(h.legal_actions()[1])  # beg
    events = h.apply(h.legal_actions()[1])  # run
    assert isinstance(events[0], PackRun) and not events[0].repeat
    packets = [(e.seat, [card_str(c) for c in e.cards])
               for e in events if isinstance(e, CardsDealt)]
    assert packets == [(s, RUN_1[s]) for s in (0, 1, 2, 3)]
    kicks = [e for e in events if isinstance(e, KickTurned)]
    assert [card_str(k.card) for k in kicks] == ["AD"] and kicks[0].points == 1
    assert all(len(cards_of(x)) == 9 for x in h.hands)
    out = h.outcome()
    assert out["trump"] == "D" and out["kicks"] == ["7H", "AD"]
    assert out["points"] == [[1, "kick", 1]]
    assert h.phase == "play" and h.turn == 0


def test_run_in_ones_deals_three_rounds_of_one():
    deck = stack(HANDS, "7H", method="ones", runs=[(RUN_1, "AD")])
    h = hand(deck, method="ones")
    h.apply(h.legal_actions()[1])
    events = h.apply(h.legal_actions()[1])
    packets = [(e.seat, card_str(e.cards[0])) for e in events if isinstance(e, CardsDealt)]
    assert packets == [(s, RUN_1[s][r]) for r in range(3) for s in (0, 1, 2, 3)]


def test_same_suit_kick_repeats_the_run_and_each_kick_scores():
    deck = stack(HANDS, "7H", runs=[(RUN_1, "6H"), (RUN_2, "AD")])
    rec = record(deck, [act(0, "beg"), act(3, "run")])
    out = replay_hand(rec)
    assert out["kicks"] == ["7H", "6H", "AD"]
    assert out["trump"] == "D"
    assert out["points"] == [[1, "kick", 2], [1, "kick", 1]]
    h = hand(deck)
    h.apply(h.legal_actions()[1])
    events = h.apply(h.legal_actions()[1])
    assert [e.repeat for e in events if isinstance(e, PackRun)] == [False, True]
    assert all(len(cards_of(x)) == 12 for x in h.hands)


def test_pack_running_out_before_a_new_suit_redeals_with_the_same_dealer():
    # 25 + 13 + 13 = 51 cards used and the last kick is hearts again: the pack
    # cannot run a third time, so the cards are shuffled and dealt again.
    deck = stack(HANDS, "7H", runs=[(RUN_1, "6H"), (RUN_2, "AH")])
    new_deck = list(reversed(ALL_CARDS))  # AS KS QS ... : the kick is deck[24]
    rec = record(deck, [act(0, "beg"), act(3, "run")], redeals=[new_deck])
    out = replay_hand(rec)
    assert out["kicks"] == ["7H", "6H", "AH", new_deck[24]]
    # points already scored stand: the 6 and the ace of hearts
    assert out["points"][:2] == [[1, "kick", 2], [1, "kick", 1]]
    # a fresh deal: first hand stands or begs again
    assert next_actions(rec) == [act(0, "stand"), act(0, "beg")]
    h = hand(deck)
    h._redeal_supply = [[ALL_CARDS.index(c) for c in new_deck]]
    h.apply(h.legal_actions()[1])
    events = h.apply(h.legal_actions()[1])
    assert sum(isinstance(e, Redealt) for e in events) == 1
    assert all(len(cards_of(x)) == 6 for x in h.hands)
    assert h.dealer == 3 and h.turn == 0


def test_redeal_without_a_redeal_deck_in_the_record_is_refused():
    deck = stack(HANDS, "7H", runs=[(RUN_1, "6H"), (RUN_2, "AH")])
    with pytest.raises(IllegalAction, match=r"action 1: .*redeal"):
        replay_hand(record(deck, [act(0, "beg"), act(3, "run")]))


def test_unused_redeal_decks_are_refused():
    with pytest.raises(IllegalAction, match="never used"):
        replay_hand(record(stack(HANDS, "7H"), [act(0, "stand")], redeals=[ALL_CARDS]))


def test_take_one_can_win_the_game():
    rec = record(stack(HANDS, "7H"), [act(0, "beg"), act(3, "give")], score=(13, 5))
    out = replay_hand(rec)
    assert out["points"] == [[0, "beg", 1]] and out["winner"] == 0
    assert out["score_after"] == [14, 5] and out["game_totals"] is None
    assert next_actions(rec) == []


def test_give_one_at_the_brink_can_be_barred():
    rec = record(stack(HANDS, "7H"), [act(0, "beg")], score=(13, 5), give_one_at_brink=False)
    assert next_actions(rec) == [act(3, "run")]
    rec["actions"].append(act(3, "give"))
    with pytest.raises(IllegalAction, match=r"action 1: .*must run the pack"):
        replay_hand(rec)
    # not at the brink: giving is allowed under the same option
    rec2 = record(stack(HANDS, "7H"), [act(0, "beg")], score=(12, 5), give_one_at_brink=False)
    assert next_actions(rec2) == [act(3, "give"), act(3, "run")]


def test_a_run_kick_can_win_the_game_for_the_dealer():
    deck = stack(HANDS, "7H", runs=[(RUN_1, "AD")])
    rec = record(deck, [act(0, "beg"), act(3, "run")], score=(5, 13))
    out = replay_hand(rec)
    assert out["winner"] == 1 and out["points"] == [[1, "kick", 1]]
    assert next_actions(rec) == []


@pytest.mark.parametrize("actions,reason", [
    ([act(1, "stand")], "action 0: it is seat 0's turn, not seat 1's"),
    ([act(0, "give")], "action 0: seat 0 must stand or beg first"),
    ([act(0, "beg"), act(0, "run")], "action 1: it is seat 3's turn, not seat 0's"),
    ([act(0, "stand"), act(0, "beg")], "action 1: seat 0 must play a card"),
    ([act(0, "beg"), act(3, "stand")], "action 1: seat 3 must give one or run the pack"),
])
def test_decisions_out_of_order_are_refused_with_reasons(actions, reason):
    with pytest.raises(IllegalAction) as err:
        replay_hand(record(stack(HANDS, "7H"), actions))
    assert str(err.value) == reason


def test_only_first_hand_and_dealer_see_their_cards_before_the_beg_is_settled():
    h = hand(stack(HANDS, "7H"))
    assert [h.view_for(s).hand_visible for s in range(4)] == [True, False, False, True]
    assert h.view_for(1).hand == 0 and h.view_for(0).hand == h.hands[0]
    h.apply(h.legal_actions()[1])  # beg
    assert h.view_for(2).hand == 0
    h.apply(h.legal_actions()[0])  # give
    assert all(h.view_for(s).hand == h.hands[s] for s in range(4))

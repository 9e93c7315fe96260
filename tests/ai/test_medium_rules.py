"""The medium player's key rules on stacked decks (dealer 3, so seat 0 leads;
seats 0+2 against 1+3; hearts are trumps unless said otherwise)."""

from __future__ import annotations

from typing import Any

from allfours_gui.ai import decide, explain
from allfours_gui.engine import hand_from_record
from tests.engine.stacking import act, plays, record, stack

FILLER = [["2C", "3C", "4C", "5C", "6C", "7C"], ["2D", "3D", "4D", "5D", "6D", "7D"],
          ["8C", "9C", "8D", "9D", "QC", "KC"], ["QD", "KD", "AC", "AD", "2S", "3S"]]


def rec_with(hands: list[list[str]], kick: str, actions: list[dict[str, Any]],
             **kw: Any) -> dict[str, Any]:
    return record(stack(hands, kick), [act(0, "stand"), *actions], **kw)


def medium(rec: dict[str, Any]) -> dict[str, Any]:
    return decide(rec, "medium", 0)


def test_feeds_a_ten_to_partners_sure_trick_rather_than_trumping() -> None:
    # Seat 1 (my partner) wins the spade lead with the ace; I am last to play.
    hands = [["2S", "8C", "9C", "8D", "9D", "QC"],
             ["AS", "2D", "3D", "4D", "5D", "6D"],
             ["4S", "2C", "3C", "4C", "5C", "6C"],
             ["TS", "5S", "5H", "9H", "KD", "AD"]]
    rec = rec_with(hands, "4H", plays("0:2S", "1:AS", "2:4S"))
    assert medium(rec) == act(3, "play", "TS")


def test_feeds_a_plain_ten_when_void_and_does_not_trump() -> None:
    hands = [["2S", "8C", "9C", "8D", "9D", "QC"],
             ["AS", "2D", "3D", "4D", "5D", "6D"],
             ["4S", "2C", "3C", "4C", "5C", "6C"],
             ["TC", "7C", "5H", "9H", "KD", "AD"]]
    rec = rec_with(hands, "4H", plays("0:2S", "1:AS", "2:4S"))
    assert medium(rec) == act(3, "play", "TC")


def test_never_overtakes_partners_sure_trick_with_a_trump() -> None:
    # No counting card to give: play low in suit, not a trump.
    hands = [["2S", "8C", "9C", "8D", "9D", "QC"],
             ["AS", "2D", "3D", "4D", "5D", "6D"],
             ["4S", "2C", "3C", "4C", "5C", "6C"],
             ["5S", "6S", "5H", "9H", "7D", "8H"]]
    rec = rec_with(hands, "4H", plays("0:2S", "1:AS", "2:4S"))
    d = medium(rec)
    assert d["card"] in ("5S", "6S")


def test_saves_its_jack_on_partners_sure_trick() -> None:
    hands = [["2S", "8C", "9C", "8D", "9D", "QC"],
             ["AS", "2D", "3D", "4D", "5D", "6D"],
             ["4S", "2C", "3C", "4C", "5C", "6C"],
             ["JH", "5S", "2H", "9H", "KD", "AD"]]
    rec = rec_with(hands, "4H", plays("0:2S", "1:AS", "2:4S"))
    e = explain(rec, "medium", 0)
    assert e["decision"] == act(3, "play", "JH")
    assert "jack" in e["candidates"][0]["reason"]


def test_keeps_its_jack_when_an_opponent_holds_the_trick_with_a_higher_trump() -> None:
    hands = [["AH", "8C", "9C", "8D", "9D", "QC"],
             ["3H", "2D", "3D", "4D", "5D", "6D"],
             ["4S", "2C", "3C", "4C", "5C", "6C"],
             ["JH", "2H", "5S", "9S", "KD", "AD"]]
    rec = rec_with(hands, "4H", plays("0:AH", "1:3H", "2:4S"))
    assert medium(rec) == act(3, "play", "2H")


def test_hangs_the_opponents_jack() -> None:
    hands = [["3H", "8C", "9C", "8D", "9D", "QC"],
             ["5H", "2D", "3D", "4D", "5D", "6D"],
             ["JH", "2C", "3C", "4C", "5C", "6C"],
             ["QH", "7H", "5S", "9S", "KD", "AD"]]
    rec = rec_with(hands, "4H", plays("0:3H", "1:5H", "2:JH"))
    e = explain(rec, "medium", 0)
    assert e["decision"] == act(3, "play", "QH")


def test_leads_the_top_trump_to_hang_an_unseen_jack() -> None:
    hands = [["AH", "8H", "9C", "8D", "9D", "QC"],
             ["5H", "2D", "3D", "4D", "5D", "6D"],
             ["2C", "3C", "4C", "5C", "6C", "7C"],
             ["JH", "7H", "5S", "9S", "KD", "AD"]]
    rec = rec_with(hands, "4H", [])
    assert medium(rec) == act(0, "play", "AH")


def test_cashes_the_jack_when_it_is_the_best_trump_left() -> None:
    # Ace and king of trumps fall in the first trick; the queen was kicked.
    hands = [["JH", "3H", "AD", "8C", "9C", "9D"],
             ["AH", "2D", "3D", "4D", "5D", "6D"],
             ["KH", "2C", "3C", "4C", "5C", "6C"],
             ["7H", "5S", "9S", "KD", "8D", "QS"]]
    rec = rec_with(hands, "QH", plays("0:3H", "1:AH", "2:KH", "3:7H",
                                      "1:2D", "2:2C", "3:8D", "0:AD"))
    assert hand_from_record(rec).turn == 0
    assert medium(rec) == act(0, "play", "JH")


def test_begs_at_the_brink_and_dealer_runs_rather_than_give_the_game() -> None:
    hands = FILLER
    deck = stack(hands, "4H")
    assert decide(record(deck, [], score=(13, 5)), "medium", 0) == act(0, "beg")
    assert decide(record(deck, [act(0, "beg")], score=(13, 5)), "medium", 0) == act(3, "run")


def test_medium_calls_an_exposed_jack_before_an_exposed_ten():
    """Two exposed cards it may call, the jack of trumps and a ten, both worth
    forcing out: the jack is called (its key once compared points with a key
    that counted the jack's +50)."""
    import random

    from allfours_gui.ai import medium
    from allfours_gui.ai.knowledge import knowledge_of
    from allfours_gui.engine.cards import CARD_POINTS

    from ..live_hands import random_hand

    rng = random.Random(0)
    seen = 0
    for _ in range(6000):
        h = random_hand(rng, expose=0.6)
        caller = (h.turn + 1) % h.n
        options = h.call_options(caller)
        view = h.view_for(caller)
        k = knowledge_of(view)
        cards = [o.card for o in options]
        if view.trick or k.jack not in cards or k.is_boss(k.jack):
            continue
        tens = [c for c in cards if c != k.jack and CARD_POINTS[c] >= 10 and not k.is_boss(c)]
        if not tens:
            continue
        seen += 1
        # the ten offered first, as the order that went wrong
        ordered = sorted(options, key=lambda o: o.card != tens[0])
        assert medium.choose_call(view, ordered).card == k.jack
    assert seen >= 2

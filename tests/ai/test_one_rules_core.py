"""One rules core: after every card of random hands under random option sets
(the house rules too), every notion of the legal cards and of the trick's
winner (the public view's, the endgame solver's, inference's, knowledge's)
equals the engine's, and what a play is read to show is true of the real
hands (docs/rules.md §8 and §11)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.ai import make_player, native, playout
from allfours_gui.ai.endgame import _Solver, cards_left, solve, solve_moves
from allfours_gui.ai.inference import PlayModel, legal_plays, past_plays
from allfours_gui.ai.knowledge import knowledge_of, voids_shown
from allfours_gui.ai.sampling import PACK, Sampler
from allfours_gui.engine import Action, HandState, Rules, parse_card
from allfours_gui.engine.cards import SUIT_MASKS, SUIT_OF, cards_of
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.trick_rules import (
    absent_after,
    absent_shown,
    beats,
    legal_for,
    trick_winner,
)
from allfours_gui.engine.view import PlayerView
from tests.examples import examples
from tests.live_hands import dealt_hand
from tests.rules_strategies import rules_strategy

from .test_endgame import brute


def reference_beats(card: int, trick: list[tuple[int, int]], trump: int) -> bool:
    """Would ``card`` take the trick as it stands (written from the rules)?"""
    plays = [c for _, c in trick] + [card]
    trumps = [c for c in plays if SUIT_OF[c] == trump]
    lead = SUIT_OF[plays[0]]
    best = max(trumps) if trumps else max(c for c in plays if SUIT_OF[c] == lead)
    return best == card


def public_legal(view: PlayerView) -> int:
    """The core's legal cards for the seat on turn, from its view alone."""
    lead = SUIT_OF[view.trick[0][1]] if view.trick else -1
    return legal_for(view.rules)(view.hand, view.trump, lead, view.winning[1],
                                 view.owe[view.seat])


def check_position(h: HandState, legal_then: dict[int, int]) -> None:
    seat = h.turn
    view = h.view_for(seat)
    engine = h.legal_mask()
    assert sum(1 << a.card for a in view.legal if a.card is not None) == engine
    if h.called < 0:
        assert public_legal(view) == engine
        win = h.win_card if h.trick else -1
        assert _Solver(h).legal(h.hands[seat], seat, list(h.trick), win) == engine
    if cards_left(h) <= 2 * h.n:
        # the solver's own trick steps, legal cards and obligations, over the
        # whole rest of the deal, against the engine's
        _, per_move = solve_moves(h)
        assert per_move.keys() == set(cards_of(engine))
        for c, value in per_move.items():
            g = h.clone()
            g.play_fast(c)
            assert abs(value - brute(g)) < 1e-12
    if h.trick:
        assert view.winning == (h.win_seat, h.win_card)
        assert trick_winner(tuple(h.trick), h.trump) == (h.win_seat, h.win_card)
        lead = SUIT_OF[h.trick[0][1]]
        for c in cards_of(h.hands[seat]):
            expected = reference_beats(c, list(h.trick), h.trump)
            assert beats(c, h.win_card, lead, h.trump) == expected
    # What the plays show is true of the real hands, for every seat.
    absent = absent_shown(view)
    voids = voids_shown(view)
    for s in range(h.n):
        assert not absent[s] & h.hands[s], (s, absent[s], h.hands[s])
        for suit in range(4):
            if voids[s] >> suit & 1:
                assert not h.hands[s] & SUIT_MASKS[suit]
    # Inference reads each past play's legal cards as the engine had them.
    by_seat: dict[int, list] = {}  # type: ignore[type-arg]
    for p in past_plays(view):
        by_seat.setdefault(p.seat, []).append(p)
    for s, plays in by_seat.items():
        for p, _, legal in legal_plays(plays, h.hands[s], h.trump, h.rules):
            assert legal == legal_then[p.card], (s, p.card)


def random_play(h: HandState, rng: random.Random, legal_then: dict[int, int]) -> None:
    """One step: sometimes an exposed card (and a call), else a legal card."""
    if h.rules.exposed_penalty and rng.random() < 0.1:
        other = rng.choice([s for s in range(h.n) if s != h.turn])
        free = cards_of(h.hands[other] & ~h.exposed[other])
        if free:
            h.apply(Action(other, "expose", rng.choice(free)))
        calls = h.call_options((h.turn + 1) % h.n)
        if calls and rng.random() < 0.5:
            h.apply(rng.choice(calls))
        return
    m = h.legal_mask()
    card = rng.choice(cards_of(m))
    legal_then[card] = m if h.called < 0 else _unforced(h)
    h.apply(Action(h.turn, "play", card))


def _unforced(h: HandState) -> int:
    """The legal cards as if no card were called (a call narrows them to one)."""
    g = h.clone()
    g.called = -1
    return g.legal_mask()


def live_hand(rules: Rules, rng: random.Random) -> HandState:
    h = dealt_hand(rules, rng)
    while not h.over and h.phase != PLAY:
        h.apply(rng.choice(h.legal_actions()))
    return h


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(house_rules=True), seed=st.integers(0, 10**9))
def test_every_notion_of_the_rules_is_the_engines(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    h = live_hand(rules, rng)
    legal_then: dict[int, int] = {}
    while h.phase == PLAY:
        check_position(h, legal_then)
        random_play(h, rng, legal_then)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(house_rules=True), seed=st.integers(0, 10**9),
       cards=st.integers(0, 40))
def test_sampled_deals_never_give_a_seat_what_its_play_ruled_out(rules: Rules, seed: int,
                                                                 cards: int) -> None:
    rng = random.Random(seed)
    h = live_hand(rules, rng)
    legal_then: dict[int, int] = {}
    for _ in range(cards):
        if h.phase != PLAY:
            return
        random_play(h, rng, legal_then)
    if h.phase != PLAY:
        return
    view = h.view_for(h.turn)
    k = knowledge_of(view)
    sampler = Sampler(view, infer=True)
    for _ in range(4):
        det = sampler.sample(rng)
        for s in range(h.n):
            if s != view.seat:
                assert not det.hands[s] & k.absent[s]
                assert not det.hands[s] & ~k.may_hold(s)
                for suit in range(4):
                    if k.voids[s] >> suit & 1:
                        assert not det.hands[s] & SUIT_MASKS[suit]
        # a determinization replays the public play under the same rules
        assert det.owe == h.owe and det.trick == h.trick and det.turn == h.turn
    # the careful last attempt too (the quick draws rarely fail)
    placed = sampler._fitting(rng.random)
    assert sorted(c for c, _ in placed) == sorted(sampler.free)
    for c, s in placed:
        assert s == PACK or not k.absent[s] >> c & 1
    if sampler.model is not None:
        assert sampler.model.weight([h.hands[s] for s in range(h.n)]) > 0.0


def rec(rules: Rules, hands: list[list[str]], kick: str, plays: list[str]) -> HandState:
    """Seat 0 deals to itself last (dealer 3), 6 cards each in threes; the kick
    sets trumps; seat 0 stands; then ``plays`` (cards) in turn."""
    cards = [parse_card(c) for hand in hands for c in hand]
    order: list[int] = []
    for packet in range(2):
        for s in range(4):
            order += [parse_card(c) for c in hands[s][packet * 3:packet * 3 + 3]]
    rest = [c for c in range(52) if c not in cards and c != parse_card(kick)]
    deck = [*order, parse_card(kick), *rest]
    h = HandState(rules, 3, "threes", [0, 0], deck)
    h.start()
    h.apply(Action(0, "stand"))
    for c in plays:
        h.apply(Action(h.turn, "play", parse_card(c)))
    return h


def test_a_discard_under_void_must_trump_shows_no_trump_even_with_undertrumping_barred() -> None:
    # Hearts trumps. Seat 0 leads a club, seat 1 throws a diamond: under
    # void_must_trump it has no club and (no trump winning yet) no trump.
    rules = Rules(void_must_trump=True, undertrump=False)
    hands = [["2C", "3C", "4C", "5C", "6C", "7C"], ["2D", "3D", "4D", "5D", "6D", "7D"],
             ["8C", "9C", "TC", "JC", "QC", "KC"], ["2S", "3S", "4S", "5S", "6S", "7S"]]
    h = rec(rules, hands, "4H", ["2C", "2D"])
    voids = knowledge_of(h.view_for(2)).voids
    assert voids[1] == 1 << 0 | 1 << 2  # clubs and hearts
    assert voids == voids_shown(h.view_for(3))


def test_an_undertrump_shows_a_hand_of_trumps_alone() -> None:
    # Undertrumping barred: seat 2 ruffs high, seat 3 then plays a lower trump
    # on the club lead, legal only with nothing but trumps in hand.
    rules = Rules(undertrump=False)
    hands = [["2C", "3C", "4C", "5C", "6C", "7C"], ["8C", "9C", "TC", "JC", "QC", "KC"],
             ["KH", "3D", "4D", "5D", "6D", "7D"], ["2H", "3H", "5H", "6H", "7H", "8H"]]
    h = rec(rules, hands, "4H", ["2C", "8C", "KH", "2H"])
    absent = absent_shown(h.view_for(0))
    assert absent[3] == ~SUIT_MASKS[2] & (1 << 52) - 1
    assert voids_shown(h.view_for(0))[3] == 0b1011  # all but hearts


def test_trump_and_follow_obligations_tell_a_void() -> None:
    # Seat 1 trumps a club lead while void in clubs: it owes nothing, which
    # the whole table sees, so it holds no club; seat 3 trumps while holding
    # clubs and owes them.
    rules = Rules(trump_and_follow=True)
    hands = [["2C", "3C", "4C", "5C", "6C", "7C"], ["2H", "3D", "4D", "5D", "6D", "7D"],
             ["8C", "9C", "TC", "JC", "QC", "KC"], ["3H", "AC", "4S", "5S", "6S", "7S"]]
    h = rec(rules, hands, "4H", ["2C", "2H", "8C", "3H"])
    assert h.owe == [-1, -1, -1, 0]
    voids = voids_shown(h.view_for(0))
    assert voids[1] >> 0 & 1 and not voids[3] >> 0 & 1
    # the sampler's deals agree
    view = h.view_for(0)
    sampler = Sampler(view)
    rng = random.Random(1)
    for _ in range(20):
        hands_now, _ = sampler.sample_cards(rng)
        assert not hands_now[1] & SUIT_MASKS[0]
    assert PlayModel(view).weight(list(h.hands)) > 0.0


def test_what_a_play_shows_holds_for_every_hand_that_could_play_it() -> None:
    """``absent_after`` against the legal cards themselves: any hand for which
    the card is legal lacks what the play is said to show."""
    rng = random.Random(12)
    for undertrump in (True, False):
        for must in (True, False):
            rules = Rules(undertrump=undertrump, void_must_trump=must)
            legal = legal_for(rules)
            for _ in range(4000):
                trump = rng.randrange(4)
                lead = rng.choice([-1, rng.randrange(4)])
                win = -1 if lead < 0 else rng.choice(
                    [c for c in range(52) if SUIT_OF[c] in (lead, trump)])
                owe = rng.choice([-1, -1, rng.choice([s for s in range(4) if s != trump])])
                hand = 0
                for c in rng.sample([c for c in range(52) if c != win], rng.randrange(1, 9)):
                    hand |= 1 << c
                card = rng.choice(cards_of(hand))
                shown = absent_after(rules, card, trump, lead, win, owe)
                if legal(hand, trump, lead, win, owe) >> card & 1:
                    assert not hand & shown, (rules, card, trump, lead, win, owe, hand)
                assert not shown >> card & 1


def test_a_discard_under_void_must_trump_keeps_the_low_trumps_an_undertrump_bar_allows() -> None:
    # Spades trumps, a heart led, the king of spades winning: a seat void in
    # hearts may still hold trumps below the king, and discard.
    rules = Rules(void_must_trump=True, undertrump=False)
    trump, lead, win = 3, 2, parse_card("KS")
    shown = absent_after(rules, parse_card("2C"), trump, lead, win, -1)
    assert shown == SUIT_MASKS[2] | 1 << parse_card("KS") | 1 << parse_card("AS")
    hand = 1 << parse_card("2C") | 1 << parse_card("5S")
    assert legal_for(rules)(hand, trump, lead, win, -1) == 1 << parse_card("2C")


def test_trump_and_follow_readings_hold_when_seats_trump_often() -> None:
    """Seats that trump whenever they may (and so owe, and trump again while
    owing) are the hard case for reading obligations; the reading stays true."""
    rng = random.Random(8)
    owing = 0
    for i in range(300):
        h = live_hand(Rules(trump_and_follow=True, players=4 if i % 3 else 2), rng)
        while h.phase == PLAY:
            absent = absent_shown(h.view_for(h.turn))
            for s in range(h.n):
                assert not absent[s] & h.hands[s]
            owing += any(o >= 0 for o in h.owe)
            m = h.legal_mask()
            trumps = m & SUIT_MASKS[h.trump]
            pick = trumps if trumps and h.trick and rng.random() < 0.8 else m
            h.play_fast(rng.choice(cards_of(pick)))
    assert owing > 300


def test_every_level_plays_legally_under_the_house_rules_to_the_last_tricks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The players' choices are the engine's legal cards under trump_and_follow
    and the other options, the searching levels solving the last tricks
    exactly (where the solver used to stand aside)."""
    solved = []

    def counted(h: HandState, table: bool = True) -> float:
        solved.append(h.rules.trump_and_follow)
        return solve(h, table)

    monkeypatch.setattr(native, "core", None)  # the pure solver, counted
    monkeypatch.setattr(playout, "solve", counted)
    rng = random.Random(21)
    players = {level: make_player(level, 3, iterations=30)
               for level in ("easy", "medium", "hard", "expert")}
    checked = 0
    for i in range(24):
        rules = Rules(players=4 if i % 2 else 2, trump_and_follow=True,
                      void_must_trump=i % 3 == 0, undertrump=i % 4 != 0)
        h = live_hand(rules, rng)
        while h.phase == PLAY:
            if cards_left(h) <= 10:
                view = h.view_for(h.turn)
                for level, p in players.items():
                    assert p.choose(view) in view.legal, level
                checked += 1
            h.play_fast(rng.choice(cards_of(h.legal_mask())))
    assert checked > 100 and len(solved) > 1000 and all(solved)

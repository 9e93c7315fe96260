"""Properties over random hands and games, both player counts, random options.

Legality, trick winners and scoring are checked against plain reference
implementations written here from docs/rules.md §8 and §10, independent of the engine's
bit-mask code.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours_gui.engine import Action, HandState, Rules, replay_hand
from allfours_gui.engine.cards import CARD_POINTS, JACK, RANK_OF, SUIT_OF, cards_of
from allfours_gui.engine.events import CardsDealt, KickTurned, PointScored, Redealt, TrickWon
from allfours_gui.engine.game import Game
from tests.examples import examples
from tests.rules_strategies import rules_strategy

rules_st = rules_strategy(house_rules=False)

CATEGORY_ORDER = {"kick": 0, "beg": 1, "high": 2, "low": 3, "jack": 4, "hang_jack": 4, "game": 5}


def reference_legal(hand: list[int], trick: list[int], trump: int, rules: Rules) -> set[int]:
    if not trick:
        return set(hand)
    lead = SUIT_OF[trick[0]]
    trumps = [c for c in hand if SUIT_OF[c] == trump]
    if lead == trump:
        return set(trumps or hand)
    trick_trumps = [RANK_OF[c] for c in trick if SUIT_OF[c] == trump]
    holds_other = any(SUIT_OF[c] != trump for c in hand)

    def barred(c: int) -> bool:
        return (not rules.undertrump and SUIT_OF[c] == trump and bool(trick_trumps)
                and holds_other and RANK_OF[c] < max(trick_trumps))

    follow = [c for c in hand if SUIT_OF[c] == lead]
    if follow:
        options = follow + trumps
    elif rules.void_must_trump and any(not barred(t) for t in trumps):
        options = trumps
    else:
        options = hand
    return {c for c in options if not barred(c)}


def reference_winner(trick: tuple[tuple[int, int], ...], trump: int) -> int:
    trumps = [(c, s) for s, c in trick if SUIT_OF[c] == trump]
    if trumps:
        return max(trumps)[1]
    lead = SUIT_OF[trick[0][1]]
    return max((c, s) for s, c in trick if SUIT_OF[c] == lead)[1]


def reference_hand_points(dealt: dict[int, list[int]], tricks: list[TrickWon], trump: int,
                          rules: Rules, dealer: int) -> list[tuple[int, str, int]]:
    """High, Low, Jack, Game from who was dealt what and who won which trick."""
    out: list[tuple[int, str, int]] = []
    holder = {c: seat % 2 for seat, cards in dealt.items() for c in cards}
    trumps = sorted(c for c in holder if SUIT_OF[c] == trump)
    if trumps:
        out.append((holder[trumps[-1]], "high", 1))
        out.append((holder[trumps[0]], "low", 1))
    taken = {c: t.winner % 2 for t in tricks for _, c in t.cards}
    jack = trump * 13 + JACK
    if jack in holder:
        if taken[jack] != holder[jack] and rules.hang_jack:
            out.append((taken[jack], "hang_jack", 3))
        else:
            out.append((taken[jack], "jack", 1))
    totals = [0, 0]
    for c, team in taken.items():
        totals[team] += CARD_POINTS[c]
    if totals[0] != totals[1]:
        out.append((0 if totals[0] > totals[1] else 1, "game", rules.game_point))
    elif rules.game_tie == "non_dealer":
        out.append((1 - dealer % 2, "game", rules.game_point))
    return out


def play_random_hand(rules: Rules, seed: int, score: list[int]) -> HandState:
    """Play one hand with random decisions, checking each step against the references."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, rng.randrange(rules.players), rng.choice(["ones", "threes"]), score,
                  deck, rng=rng)
    events = h.start()
    tricks: list[TrickWon] = []
    while not h.over:
        if h.phase == "play":
            seat = h.turn
            hand = cards_of(h.hands[seat])
            trick = [c for _, c in h.trick]
            legal = {a.card for a in h.legal_actions()}
            if h.called < 0:
                assert legal == reference_legal(hand, trick, h.trump, rules)
            else:
                assert legal == {h.called}
            if rules.exposed_penalty and rng.random() < 0.15:
                other = rng.choice([s for s in range(rules.players) if s != seat])
                hidden = cards_of(h.hands[other] & ~h.exposed[other])
                if hidden:
                    events += h.apply(Action(other, "expose", rng.choice(hidden)))
                    continue
            calls = [a for s in range(rules.players) for a in h.call_options(s)]
            if calls and rng.random() < 0.5:
                events += h.apply(rng.choice(calls))
                continue
        step = h.apply(rng.choice(h.legal_actions()))
        events += step
        tricks += [e for e in step if isinstance(e, TrickWon)]
        if any(isinstance(e, Redealt) for e in step):
            tricks = []
    for t in tricks:
        assert t.winner == reference_winner(t.cards, h.trump)
    check_invariants(h, events, tricks)
    return h


def check_invariants(h: HandState, events: list, tricks: list[TrickWon]) -> None:
    rules = h.rules
    out = h.outcome()
    pts = out["points"]
    # score_after is score_before plus every award, and awards come in order
    for team in (0, 1):
        assert out["score_after"][team] == h.score_before[team] + sum(
            n for t, _, n in pts if t == team)
    order = [CATEGORY_ORDER[c] for _, c, _ in pts]
    assert order == sorted(order)
    assert sum(1 for _, c, _ in pts if c == "beg") <= 1
    assert [(e.team, e.category, e.points) for e in events if isinstance(e, PointScored)] == [
        tuple(p) for p in pts]
    # the target: nothing after the winning point, overshoot less than the last award
    if out["winner"] is not None:
        w = out["winner"]
        assert out["score_after"][w] >= rules.target
        assert out["score_after"][w] - pts[-1][2] < rules.target and pts[-1][0] == w
        assert max(out["score_after"][1 - w], 0) < rules.target
    else:
        assert max(out["score_after"]) < rules.target
    # the last deal: each card dealt to a seat is played exactly once
    dealt: dict[int, list[int]] = {s: [] for s in range(rules.players)}
    last = max((i for i, e in enumerate(events) if isinstance(e, Redealt)), default=-1)
    for e in events[last + 1:]:
        if isinstance(e, CardsDealt):
            dealt[e.seat] += list(e.cards)
    all_dealt = [c for cards in dealt.values() for c in cards]
    assert len(all_dealt) == len(set(all_dealt))
    kicks = [e.card for e in events[last + 1:] if isinstance(e, KickTurned)]
    assert kicks == h.kicks[len(h.kicks) - len(kicks):]
    assert set(kicks).isdisjoint(all_dealt)
    if out["game_totals"] is not None:
        played = [c for t in tricks for _, c in t.cards]
        assert sorted(played) == sorted(all_dealt)
        assert sum(out["game_totals"]) == sum(CARD_POINTS[c] for c in all_dealt)
        hand_pts = [tuple(p) for p in pts if p[1] not in ("kick", "beg")]
        expected = reference_hand_points(dealt, tricks, h.trump, rules, h.dealer)
        assert hand_pts == expected[:len(hand_pts)]
        if out["winner"] is None:
            assert hand_pts == expected
    # the record replays to the same outcome
    assert replay_hand(h.record()) == out


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_st, seed=st.integers(0, 2**32 - 1),
       s0=st.integers(0, 20), s1=st.integers(0, 20))
def test_random_hands_follow_the_rules(rules, seed, s0, s1):
    score = [min(s0, rules.target - 1), min(s1, rules.target - 1)]
    play_random_hand(rules, seed, score)


@settings(max_examples=examples(40), deadline=None)
@given(rules=rules_st, seed=st.integers(0, 2**32 - 1))
def test_random_whole_games(rules, seed):
    rng = random.Random(seed)
    game = Game(rules, seed)
    game.cut()
    first_dealer = game.dealer
    game.choose_method(first_dealer, rng.choice(["ones", "threes"]))
    dealers = []
    while game.phase != "over":
        game.deal()
        dealers.append(game.dealer)
        while game.phase == "hand":
            game.apply(rng.choice(game.legal_actions()))
        assert len(game.records) == len(dealers)
    n = rules.players
    assert dealers == [(first_dealer + i) % n for i in range(len(dealers))]
    assert max(game.score) >= rules.target and game.winner == game.score.index(max(game.score))
    # the hands chain: each starts from the score the previous one ended on
    score = [0, 0]
    for rec in game.records:
        assert rec["score_before"] == score
        out = replay_hand(rec)
        assert out == rec["outcome"]
        score = out["score_after"]
    assert score == game.score


@settings(max_examples=examples(60), deadline=None)
@given(rules=rules_st, seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 40))
def test_views_do_not_depend_on_hidden_cards(rules, seed, steps):
    """Shuffling the undealt pack cannot change what any seat sees."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, 0, "threes", [0, 0], deck, rng=random.Random(1))
    h.start()
    for _ in range(steps):
        if h.over:
            break
        h.apply(rng.choice(h.legal_actions()))
    if len(h.decks) > 1:
        return  # a redeal replaced the pack; the shuffle below would not apply
    other_deck = deck[:h.pos] + rng.sample(deck[h.pos:], len(deck) - h.pos)
    h2 = HandState(rules, 0, "threes", [0, 0], other_deck, rng=random.Random(1))
    h2.start()
    for a in h.actions:
        h2.apply(a)
    for seat in range(rules.players):
        view = h.view_for(seat)
        assert view == h2.view_for(seat)
        assert view.hand == (h.hands[seat] if view.hand_visible else 0)
        assert view.legal == (tuple(h.legal_actions()) if seat == h.turn else ())


@given(st.integers(0, 10_000))
@settings(max_examples=examples(60), deadline=None)
def test_the_trick_winner_the_hand_keeps_is_the_public_rules_winner(seed):
    """HandState keeps the trick's winner as cards fall (its fast path); every
    view derives it with public.trick_winner: they agree after every card."""
    from allfours_gui.engine.public import trick_winner

    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(Rules(players=rng.choice((2, 4))), rng.randrange(2), "threes", [0, 0],
                  deck, rng=random.Random(seed))
    h.start()
    while not h.over:
        h.apply(rng.choice(h.legal_actions()))
        if h.trick:
            assert (h.win_seat, h.win_card) == trick_winner(tuple(h.trick), h.trump)
            assert h.view_for(h.turn).winning == (h.win_seat, h.win_card)
        for plays, winner in h.tricks:
            assert winner == trick_winner(plays, h.trump)[0]

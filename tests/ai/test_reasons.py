"""Hint reasons are true of the position: every claim a reason makes is
checked against the seat's view, or against the real hands (which the view
can never contradict), by code apart from the reasons' own."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from allfours_gui.ai import analysis_words, api, explain, make_player
from allfours_gui.ai.players import Candidate
from allfours_gui.ai.reasons import Claim, play_claims, reason
from allfours_gui.engine import Action, HandState, Rules, hand_from_record
from allfours_gui.engine.cards import CARD_POINTS, JACK, SUIT_MASKS, SUIT_OF, card_str
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.view import PlayerView
from allfours_gui.session.hint_worker import hint_text
from tests.engine.stacking import act, plays, record, stack
from tests.examples import examples

from ..live_hands import played_hand
from ..rules_strategies import rules_strategy

GENERIC = "of all the ways the cards you cannot see may lie"


def beats(x: int, c: int, lead: int, trump: int) -> bool:
    """Does ``x`` beat ``c`` in a trick led in ``lead``? (docs/rules.md §8: the
    highest trump wins, else the highest card of the suit led.)"""
    if SUIT_OF[x] == trump:
        return SUIT_OF[c] != trump or x > c
    return SUIT_OF[x] == lead and SUIT_OF[c] == lead and x > c


def unseen(view: PlayerView) -> int:
    """Cards the seat has not seen: not its own, not played, not kicked."""
    seen = view.hand | view.played
    for k in view.kicks:
        seen |= 1 << k
    return ((1 << 52) - 1) & ~seen


def after(view: PlayerView) -> list[int]:
    return [(view.seat + i) % view.n for i in range(1, view.n - len(view.trick))]


def trick_winners(h: HandState, card: int) -> set[int]:
    """Who takes the trick after the seat on turn plays ``card``, over every
    legal way the seats after it can play their real cards."""
    seat, out = h.turn, set()

    def walk(x: HandState) -> None:
        if len(x.tricks) > len(h.tricks) or x.phase != PLAY:
            out.add(x.tricks[-1].winner)
            return
        for a in x.legal_actions():
            if a.do == "play":
                y = x.clone()
                y.apply(a)
                walk(y)

    first = h.clone()
    first.apply(Action(seat, "play", card))
    walk(first)
    return out


def winning_after(h: HandState, card: int) -> int:
    """The seat winning the trick right after ``card`` is played."""
    x = h.clone()
    x.apply(Action(h.turn, "play", card))
    return x.tricks[-1].winner if len(x.tricks) > len(h.tricks) else x.view_for(0).winning[0]


def check(h: HandState, card: int, claim: Claim, claims: list[Claim]) -> None:
    """Fail if ``claim``, made for playing ``card`` now, is false."""
    view = h.view_for(h.turn)
    seat, trump, n = view.seat, view.trump, view.n
    legal = [a.card for a in view.legal if a.card is not None]
    jack = trump * 13 + JACK
    lead = SUIT_OF[view.trick[0][1]] if view.trick else SUIT_OF[card]
    kind, what = claim.kind, (claim.kind, claim.text, card_str(card))
    if kind == "only":
        assert legal == [card], what
    elif kind in ("partner_sure", "feed", "feed_jack"):
        assert any(c.kind == "partner_sure" for c in claims), what
        assert view.winning[0] == (seat + 2) % 4 and n == 4, what
        assert all(w & 1 == seat & 1 for w in trick_winners(h, card)), what
        if kind == "feed":
            assert CARD_POINTS[card] == claim.number > 0, what
        if kind == "feed_jack":
            assert card == jack, what
    elif kind in ("take_sure", "hang", "jack_won", "points"):
        # No opponent can take the trick from it (partner may still go over it).
        assert winning_after(h, card) == seat, what
        assert all(w & 1 == seat & 1 for w in trick_winners(h, card)), what
        if kind == "hang":
            assert any(c == jack and s & 1 != seat & 1 for s, c in view.trick), what
        if kind == "jack_won":
            assert card == jack or any(c == jack for _, c in view.trick), what
        if kind == "points":
            assert claim.number == CARD_POINTS[card] + sum(CARD_POINTS[c] for _, c in view.trick)
    elif kind in ("partner_so_far", "over", "could_lose"):
        # A named opponent still to play may hold a card beating the one named.
        assert claim.seat in after(view) and claim.seat & 1 != seat & 1, what
        assert any(beats(x, claim.card, lead, trump) for x in range(52)
                   if unseen(view) >> x & 1), what
        if kind == "partner_so_far":
            assert view.winning == ((seat + 2) % 4, claim.card), what
        if kind == "over":
            assert winning_after(h, card) == seat and claim.card == card, what
    elif kind == "cannot_win":
        assert all(winning_after(h, c) != seat for c in legal), what
    elif kind == "saves":
        assert claim.card != card and claim.card in legal, what
        assert winning_after(h, claim.card) == seat, what
    elif kind == "cheap":
        assert CARD_POINTS[card] == 0 and SUIT_OF[card] != trump and claim.card == card, what
    elif kind in ("risk", "gives", "lead_points"):
        assert CARD_POINTS[card] == claim.number > 0, what
    elif kind in ("lead_low", "keeps"):
        assert claim.card != card and view.hand >> claim.card & 1, what
        if kind == "lead_low":
            assert not view.trick and CARD_POINTS[card] == 0, what
    elif kind == "boss":
        # No card above it in its suit is in another hand.
        others = 0
        for s in range(n):
            if s != seat:
                others |= h.hands[s]
        higher = SUIT_MASKS[SUIT_OF[card]] & ~((2 << card) - 1)
        assert not view.trick and not others & higher, what
    elif kind == "draw":
        assert SUIT_OF[card] == trump and unseen(view) & SUIT_MASKS[trump], what
    elif kind == "no_trumps_out":
        assert not any(h.hands[s] & SUIT_MASKS[trump] for s in range(n) if s & 1 != seat & 1)
    elif kind in ("partner_void", "opp_void"):
        assert not h.hands[claim.seat] & SUIT_MASKS[claim.suit] and claim.suit == SUIT_OF[card]
        assert (claim.seat & 1 == seat & 1) == (kind == "partner_void"), what
    elif kind == "jack_out":
        assert unseen(view) >> jack & 1 and SUIT_OF[card] == trump and card > jack, what
    elif kind in ("search", "search_even", "search_tie"):
        assert claim.card in legal and claim.card != card, what
    # the coach's own claims (ai.analysis_words)
    elif kind in ("jack_hung", "jack_lost", "jack_risk"):
        win_seat, win = view.winning
        assert card == jack and win_seat & 1 != seat & 1 and claim.card == win, what
        assert not beats(jack, win, lead, trump) and claim.seat == win_seat, what
        partner_after = any(s & 1 == seat & 1 for s in after(view))
        assert partner_after == (kind == "jack_risk"), what
    elif kind == "spent":
        assert SUIT_OF[card] == trump and any(c.kind == "partner_sure" for c in claims), what
    elif kind in ("jack_exposed", "keeps_jack"):
        assert view.hand >> jack & 1 and jack in legal and claim.card == jack, what
        assert (card == jack) == (kind == "jack_exposed"), what
        if view.trick:
            assert beats(jack, view.winning[1], lead, trump), what
        higher = [x for x in range(jack + 1, trump * 13 + 13) if unseen(view) >> x & 1]
        assert higher and any(s & 1 != seat & 1 for s in after(view)), what
    elif kind in ("catch_jack", "spends_catcher"):
        top = claim.card
        mine = [x for x in range(jack + 1, trump * 13 + 13) if view.hand >> x & 1]
        assert mine == [top] and top in legal and unseen(view) >> jack & 1, what
        assert (card == top) == (kind == "spends_catcher"), what
    elif kind == "partner_may_win":
        win_seat, win = view.winning
        assert win_seat & 1 != seat & 1 and not beats(card, win, lead, trump), what
        assert claim.seat in after(view) and claim.seat & 1 == seat & 1, what
        assert any(beats(x, win, lead, trump) for x in range(52) if unseen(view) >> x & 1), what
    elif kind in ("ten_taken", "ten_left"):
        assert claim.card in [c for _, c in view.trick] and claim.card % 13 == 8, what
        if kind == "ten_taken":
            assert winning_after(h, card) == seat, what
            assert all(w & 1 == seat & 1 for w in trick_winners(h, card)), what
        else:
            assert view.winning[0] & 1 != seat & 1 and winning_after(h, card) != seat, what
            assert any(winning_after(h, c) == seat for c in legal), what
    else:
        raise AssertionError(f"a claim no test checks: {claim}")


def play_position(seed: int, rules: Rules | None = None) -> HandState:
    """A random hand in play (under ``rules``, else any the live hands draw),
    with the odd exposed and called card."""
    rng = random.Random(seed)
    while True:
        h = played_hand(rng, max_steps=40, expose=0.05, call=0.5, rules=rules)
        if not h.over and h.phase == PLAY:
            return h


@settings(max_examples=examples(150), deadline=None)
@given(rules_strategy(house_rules=True), st.integers(0, 2**32))
def test_no_reason_claims_what_the_position_contradicts(rules: Rules, seed: int) -> None:
    h = play_position(seed, rules)
    view = h.view_for(h.turn)
    for a in view.legal:
        assert a.card is not None
        claims = play_claims(view, a.card)
        assert claims  # every card has something true to say for it
        for claim in claims:
            check(h, a.card, claim, claims)
        coach = analysis_words.claims(view, a)  # the coach's, its jack ideas too
        for claim in coach:
            check(h, a.card, claim, coach)
    # The reasons given for real decisions (the rules', a small search's).
    for player in (make_player("medium"), make_player("hard", seed, iterations=24)):
        cands = player.explain(view)
        card = cands[0].action.card
        assert card is not None
        claims = reason(view, cands)
        assert claims
        for claim in claims:
            check(h, card, claim, claims)


def test_search_hints_name_what_they_found() -> None:
    # The searching hint never falls back on "of all the ways the cards...".
    rng = random.Random(8)
    for i in range(30):
        h = played_hand(rng, max_steps=40)
        if h.over:
            continue
        text = hint_text(explain(h.record(), "hard", i, iterations=60))
        assert GENERIC not in text, text


# Stacked hands (dealer 3: seat 0 leads; seats 0+2 against 1+3; hearts trumps).
def position(hands: list[list[str]], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return record(stack(hands, "4H"), [act(0, "stand"), *actions])


def hints(rec: dict[str, Any]) -> list[str]:
    return [hint_text(explain(rec, "medium", 1)),
            hint_text(explain(rec, "expert", 1, iterations=120))]


def test_cannot_win_is_not_said_when_a_trump_would_win() -> None:
    # East leads the king of spades; South, void in spades, holds the two of
    # trumps, which would take the trick (West may overtrump after).
    rec = position([["KS", "8C", "9C", "8D", "9D", "QC"],
                    ["2H", "2D", "3D", "4D", "5D", "6D"],
                    ["4S", "2C", "3C", "4C", "5C", "6C"],
                    ["TS", "5S", "5H", "9H", "KD", "AD"]], plays("0:KS"))
    for text in hints(rec):
        assert "cannot win" not in text and "can win this trick" not in text, text
        if not text.startswith("Play the two of hearts"):
            assert "two of hearts (trumps), which could take the trick" in text, text


def test_partner_winning_is_not_called_safe_with_an_opponent_to_play() -> None:
    # Partner's king of spades leads the trick; the last seat may still trump it.
    rec = position([["KS", "8C", "9C", "8D", "9D", "QC"],
                    ["2S", "2D", "3D", "4D", "5D", "6D"],
                    ["2C", "3C", "4C", "5C", "6C", "7C"],
                    ["5H", "5S", "9H", "KD", "AD", "TS"]], plays("0:KS", "1:2S"))
    for text in hints(rec):
        assert "partner is winning: play low" not in text, text
        assert "partner is winning so far, but the player on your right is still to play" \
            in text, text


def test_partner_winning_for_sure_says_so() -> None:
    # The last to play: partner's ace cannot be beaten.
    rec = position([["2S", "8C", "9C", "8D", "9D", "QC"],
                    ["AS", "2D", "3D", "4D", "5D", "6D"],
                    ["4S", "2C", "3C", "4C", "5C", "6C"],
                    ["TS", "5S", "5H", "9H", "KD", "AD"]], plays("0:2S", "1:AS", "2:4S"))
    text = hint_text(explain(rec, "medium", 0))
    assert text.startswith("Play the ten of spades: partner's ace is sure to win the trick")
    assert "adds 10 points to your side's count for Game" in text


def test_a_ten_the_search_leads_gets_a_reason() -> None:
    # The search leads the ten of spades where the rules would lead low: the
    # hint says what the ten does and what the search found, not "of all the ways".
    rec = position([["TS", "2C", "9C", "8D", "9D", "QC"],
                    ["AS", "2D", "3D", "4D", "5D", "6D"],
                    ["4S", "3C", "4C", "5C", "6C", "7C"],
                    ["JS", "5S", "5H", "9H", "KD", "AD"]], [])
    h = hand_from_record(rec)
    view = h.view_for(0)
    cands = [Candidate(Action(0, "play", 8 + 13 * 3), 0.55, "600 simulated deals"),
             Candidate(Action(0, "play", 0), 0.5,
                       "600 simulated deals; the rules say: lead low in a plain suit")]
    text = hint_text(api._explained(view, "expert", cands))
    assert GENERIC not in text
    assert text == ("Play the ten of spades (55% to win the game): it brings "
                    "10 points for Game if your side takes the trick; the search gives it 55% "
                    "to win the game, against 50% for the two of clubs."), text


def test_no_player_imports_the_reasons() -> None:
    # benchmarks/ladder.py leaves reasons.py out of the code it fingerprints:
    # the words of a hint must never change a choice.
    import allfours_gui.ai as ai_package

    folder = Path(ai_package.__file__).parent
    for path in folder.glob("*.py"):
        # the analysis (the coach) is no player either: it words verdicts, not choices
        if path.name in ("api.py", "__init__.py", "reasons.py", "analysis.py",
                         "analysis_words.py"):
            continue
        text = path.read_text()
        assert "from .reasons" not in text and "import reasons" not in text, path.name


def test_the_coachs_jack_ideas_hold_over_many_positions() -> None:
    """The coach's claims (its jack ideas among them) checked over 400 positions,
    each of the new kinds met many times."""
    seen: dict[str, int] = {}
    for seed in range(400):
        h = play_position(seed)
        view = h.view_for(h.turn)
        for a in view.legal:
            assert a.card is not None
            coach = analysis_words.claims(view, a)
            for claim in coach:
                check(h, a.card, claim, coach)
                seen[claim.kind] = seen.get(claim.kind, 0) + 1
    for kind in ("jack_exposed", "keeps_jack", "catch_jack", "spends_catcher", "ten_taken",
                 "ten_left", "partner_may_win"):
        assert seen.get(kind, 0) >= 10, (kind, seen)

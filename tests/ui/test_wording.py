"""Sentences per person: "You beg." but "Rhonda begs.", "your jack, hanged by
Rhonda!" — never "You begs", "You's jack" or "seat 0". Real engine hands drive
the review captions and the hand summary; engine refusals go through the
controller's wording."""

from __future__ import annotations

import functools
import html
import random
import re

import pytest
from PySide6.QtWidgets import QWidget

from allfours_gui.engine import Action, HandState, Rules
from allfours_gui.engine.cards import SUIT_NAMES, card_name, cards_of, parse_card
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.reasons import TEXTS, Reason, malformed
from allfours_gui.engine.summary import HandSummary, summarize
from allfours_gui.ui.history.review import HandReviewWindow
from allfours_gui.ui.table.overlays import SummaryPanel, summary_rows
from allfours_gui.ui.wording import Person, decision, hangs, jack_fate, people, refusal, said

NAMES = {4: ["You", "Rhonda", "Partner", "Kerwin"], 2: ["You", "Rhonda"]}
DECISION_KINDS = ("stand", "beg", "give", "run", "play", "expose", "call")

# "You <verb>s" is wrong for every verb we use; these would be right ("You pass")
ALLOWED_AFTER_YOU = {"pass", "press", "guess"}
YOU_VERB_S = re.compile(r"\b[Yy]ou ([a-z]+s)\b")
WRONG = re.compile(r"\b[Yy]ou's\b|\bseat \d|\b[Yy]our's\b")

produced: list[str] = []  # every sentence the tests saw, checked at the end


def full_hand(seed: int, players: int, hang_jack: bool = True, expose: float = 0.08,
              call: float = 0.6) -> HandState:
    """A whole hand of random legal decisions, with the odd exposed (and called) card."""
    rng = random.Random(seed)
    rules = Rules(players=players, target=21, hang_jack=hang_jack)
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(rules, rng.randrange(players), rng.choice(["ones", "threes"]), [0, 0], deck,
                  rng=random.Random(seed))
    h.start()
    while not h.over:
        if h.phase == PLAY and rng.random() < expose:
            other = rng.choice([s for s in range(h.n) if s != h.turn])
            free = cards_of(h.hands[other] & ~h.exposed[other])
            if free:
                h.apply(Action(other, "expose", rng.choice(free)))
            calls = [a for s in range(h.n) for a in h.call_options(s)]
            if calls and rng.random() < call:
                h.apply(rng.choice(calls))
            continue
        h.apply(rng.choice(h.legal_actions()))
    return h


@functools.cache
def hands(players: int, hang_jack: bool = True) -> tuple[HandState, ...]:
    return tuple(full_hand(seed, players, hang_jack) for seed in range(800))


@pytest.fixture(scope="module")
def review(qapp):
    window = HandReviewWindow(hands(4)[0].record(), NAMES[4], "Hand 1")
    yield window
    window.deleteLater()


def steps(window: HandReviewWindow, hand: HandState) -> list[str]:
    """The caption of every step of ``hand`` (step i follows action i - 1)."""
    window.names = NAMES[hand.n]
    window.load(hand.record())
    out = [window.describe(i) for i in range(len(hand.actions) + 1)]
    produced.extend(out)
    return out


def expected(do: str, seat: int, card: int | None, owner: int, names: list[str]) -> str:
    """The sentence for one decision, written out by hand for each person."""
    you = seat == 0
    who = "You" if you else names[seat]
    whose = "your" if owner == 0 else f"{names[owner]}'s"
    rank_suit = card_name(card)[4:] if card is not None else ""
    return {
        "stand": f"{who} {'stand' if you else 'stands'}.",
        "beg": f"{who} {'beg' if you else 'begs'}.",
        "give": f'{who} {"answer" if you else "answers"} "take one".',
        "run": f"{who} {'run' if you else 'runs'} the pack.",
        "play": f"{who} {'play' if you else 'plays'} {card_name(card or 0)}.",
        "expose": f"{who} {'expose' if you else 'exposes'} {card_name(card or 0)}.",
        "call": f"{who} {'call' if you else 'calls'} {whose} {rank_suit}.",
    }[do]


@pytest.mark.parametrize("players", [4, 2])
def test_every_decision_in_first_and_third_person(review, players):
    seen: set[tuple[str, bool]] = set()
    names = NAMES[players]
    for hand in hands(players):
        record = hand.record()
        kinds = {(a["do"], a["seat"] == 0) for a in record["actions"]}
        if kinds <= seen:
            continue
        captions = steps(review, hand)
        turns = [p.turn for p in review.positions]
        for i, a in enumerate(record["actions"], start=1):
            card = parse_card(a["card"]) if "card" in a else None
            sentence = expected(a["do"], a["seat"], card, turns[i - 1], names)
            assert captions[i].startswith(f"Step {i} of {len(record['actions'])}. {sentence}"), \
                (captions[i], sentence)
            seen.add((a["do"], a["seat"] == 0))
    assert seen == {(do, you) for do in DECISION_KINDS for you in (True, False)}


@pytest.mark.parametrize("players", [4, 2])
def test_deal_trick_and_points_name_people_and_sides(review, players):
    names = NAMES[players]
    hand = next(h for h in hands(players) if h.dealer == 0)
    first = steps(review, hand)[0]
    assert "You dealt in" in first and "the kick is" in first
    hand = next(h for h in hands(players) if h.dealer != 0)
    assert f"{names[hand.dealer]} dealt in" in steps(review, hand)[0]
    wins = {False: 0, True: 0}
    for hand in hands(players)[:60]:
        for text in steps(review, hand):
            wins[True] += "You win the trick." in text
            wins[False] += any(f"{n} wins the trick." in text for n in names[1:])
            assert "You wins" not in text and " Us" not in text and "Them" not in text
    assert wins[True] and wins[False]
    last = steps(review, hands(players)[0])[-1]
    side = "You & Partner" if players == 4 else "You"
    other = "Rhonda & Kerwin" if players == 4 else "Rhonda"
    assert f"to {side}" in last or f"to {other}" in last


def hung(hand: HandState) -> tuple[int, int] | None:
    """(holder, taker) if the jack of trumps was captured by its holder's opponents."""
    s = summarize(hand)
    if s.jack is None or (s.jack[0] & 1) == (s.jack[1] & 1):
        return None
    return s.jack


def test_the_review_says_who_hangs_whose_jack(review):
    names = NAMES[4]
    by_you = next(h for h in hands(4) if (hung(h) or (-1, -1))[1] == 0)
    of_yours = next(h for h in hands(4) if (hung(h) or (-1, -1))[0] == 0)
    holder, _ = hung(by_you)
    assert any(f"You hang {names[holder]}'s jack!" in t for t in steps(review, by_you))
    _, taker = hung(of_yours)
    assert any(f"{names[taker]} hangs your jack!" in t for t in steps(review, of_yours))
    no_hang = next(h for h in hands(4, hang_jack=False) if hung(h))
    assert not any("hang" in t.lower() for t in steps(review, no_hang))


def summary_text(qtbot, s: HandSummary, names: list[str], players: int,
                 you: int | None = None) -> str:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(900, 700)
    panel = SummaryPanel(parent)
    panel.show_summary("Hand 1", s, names, players, [("Next hand", lambda: None)], you=you)
    text = html.unescape(re.sub(r"<br>", "\n", panel.body.text()))
    text = re.sub(r"<[^>]+>", " ", text)
    produced.append(text)
    return text


def held(card: int, seat: int, names: list[str]) -> str:
    return f"{card_name(card)} — held by {'you' if seat == 0 else names[seat]}"


@pytest.mark.parametrize("players", [4, 2])
def test_summary_high_low_and_game_per_person(qtbot, players):
    names = NAMES[players]
    mine = next(h for h in hands(players) if summarize(h).high and summarize(h).high[1] == 0)
    theirs = next(h for h in hands(players) if summarize(h).low and summarize(h).low[1] != 0)
    for hand in (mine, theirs):
        s = summarize(hand)
        text = summary_text(qtbot, s, names, players)
        assert held(s.high[0], s.high[1], names) in text
        assert held(s.low[0], s.low[1], names) in text
        assert s.game_totals is not None
        sides = (("You & Partner", "Rhonda & Kerwin") if players == 4 else ("You", "Rhonda"))
        assert re.search(rf"Card points\s+{sides[0]} {s.game_totals[0]} — "
                         rf"{sides[1]} {s.game_totals[1]}", text)
        assert f"{sides[0]} {s.score[0]} — {sides[1]} {s.score[1]}" in text
    assert "held by you" in summary_text(qtbot, summarize(mine), names, players)


def jack_case(players: int, hang_jack: bool, want) -> HandSummary:
    return next(summarize(h) for h in hands(players, hang_jack)
                if summarize(h).jack is not None and want(*summarize(h).jack))


@pytest.mark.parametrize("players", [4, 2])
def test_summary_jack_line_for_either_side(qtbot, players):
    names = NAMES[players]
    cases = [  # (holder, taker) condition, hang jack rule, the line
        (lambda h, t: h == 0 and t & 1, True, lambda h, t: f"your jack, hanged by {names[t]}!"),
        (lambda h, t: h & 1 and t == 0, True, lambda h, t: f"{names[h]}'s jack, hanged by you!"),
        (lambda h, t: h == t == 0, True, lambda h, t: "your jack, won by you"),
        (lambda h, t: h == t != 0, True, lambda h, t: f"{names[h]}'s jack, won by {names[t]}"),
        (lambda h, t: h == 0 and t & 1, False, lambda h, t: f"your jack, won by {names[t]}"),
    ]
    if players == 4:
        cases += [(lambda h, t: h == 0 and t == 2, True, lambda h, t: "your jack, won by Partner"),
                  (lambda h, t: h == 2 and t == 0, True, lambda h, t: "Partner's jack, won by you")]
    for want, hang_jack, line in cases:
        s = jack_case(players, hang_jack, want)
        text = summary_text(qtbot, s, names, players)
        assert line(*s.jack) in text, (line(*s.jack), text)
        assert "You's" not in text and "hanged by You" not in text
    no_jack = next(summarize(h) for h in hands(players)
                   if summarize(h).jack is None and summarize(h).game_totals is not None)
    assert "Jack not dealt" in " ".join(summary_text(qtbot, no_jack, names, players).split())


def test_summary_names_you_by_seat_whatever_your_name(qtbot):
    s = next(summarize(h) for h in hands(4) if summarize(h).jack
             and summarize(h).jack[0] == 0 and summarize(h).jack[1] & 1)
    names = ["Ann", "Rhonda", "Partner", "Kerwin"]
    assert "your jack, hanged by" in summary_text(qtbot, s, names, 4, you=0)
    assert "Ann's jack, hanged by" in summary_text(qtbot, s, names, 4)  # nobody is "you"
    rows = dict(summary_rows(s, names, 4, you=0))
    assert rows["Jack"].startswith("your jack")
    # names are text, not markup
    rows = dict(summary_rows(s, ["<i>Ann</i>", "Rhonda", "Partner", "Kerwin"], 4))
    assert rows["Jack"].startswith("&lt;i&gt;Ann&lt;/i&gt;'s jack")


def test_sentences_for_a_person_with_another_name():
    ann, rhonda = Person("Ann", you=True), Person("Rhonda")
    assert decision(ann, "beg") == "You beg."
    assert decision(rhonda, "beg") == "Rhonda begs."
    two = parse_card("2S")
    assert decision(rhonda, "call", two, owner=ann) == "Rhonda calls your two of spades."
    assert decision(ann, "call", two, owner=rhonda) == "You call Rhonda's two of spades."
    assert hangs(rhonda, ann) == "Rhonda hangs your jack!"
    assert hangs(ann, rhonda) == "You hang Rhonda's jack!"
    assert jack_fate(ann, rhonda, True) == "your jack, hanged by Rhonda!"
    assert [p.you for p in people(["Ann", "Rhonda"], 0)] == [True, False]
    assert [p.you for p in people(["You", "Rhonda"], None)] == [True, False]


# ---------------------------------------------------------------- refusals
def plain(reason: Reason, names: list[str], viewer: int = 0) -> str:
    out = said(reason, names, viewer)
    produced.append(out)
    return out


HEARTS, CLUBS = SUIT_NAMES.index("hearts"), SUIT_NAMES.index("clubs")
TEN_H = parse_card("TH")
REFUSALS = [  # (reason, for seat 0 "You", for seat 1 "Rhonda")
    (lambda s, o: Reason("trump_led", s, suit=HEARTS),
     "You hold trumps; hearts were led, so play a trump.",
     "Rhonda holds trumps; hearts were led, so play a trump."),
    (lambda s, o: Reason("not_turn", s, o),
     "It is Rhonda's turn, not yours.", "It is your turn, not Rhonda's."),
    (lambda s, o: Reason("not_held", s, card=TEN_H),
     "You do not hold the ten of hearts.", "Rhonda does not hold the ten of hearts."),
    (lambda s, o: Reason("follow", s, suit=CLUBS),
     "You hold clubs: follow suit or trump.", "Rhonda holds clubs: follow suit or trump."),
    (lambda s, o: Reason("must_trump", s, suit=CLUBS),
     "You have no clubs but hold trumps, so you must trump.",
     "Rhonda has no clubs but holds trumps, so Rhonda must trump."),
    (lambda s, o: Reason("must_stand_or_beg", s),
     "You must stand or beg first.", "Rhonda must stand or beg first."),
    (lambda s, o: Reason("must_answer", s),
     'You must answer the beg: "take one" or run the pack.',
     'Rhonda must answer the beg: "take one" or run the pack.'),
    (lambda s, o: Reason("called_card", s, card=TEN_H),
     "You must play the called card, the ten of hearts.",
     "Rhonda must play the called card, the ten of hearts."),
    (lambda s, o: Reason("own_turn", s),
     "It is your turn: play the card instead.", "It is Rhonda's turn: play the card instead."),
    (lambda s, o: Reason("not_exposed", other=s, card=TEN_H),
     "You have not exposed the ten of hearts.", "Rhonda has not exposed the ten of hearts."),
    (lambda s, o: Reason("not_legal_for", other=s, card=TEN_H),
     "The ten of hearts is not a legal play for you now.",
     "The ten of hearts is not a legal play for Rhonda now."),
    (lambda s, o: Reason("partner_call", s, (s + 2) % 4),
     "You cannot call Partner's card: only opponents may call.",
     "Rhonda cannot call Kerwin's card: only opponents may call."),
]


@pytest.mark.parametrize("make, first, third", REFUSALS)
def test_refusals_in_first_and_third_person(make, first, third):
    names = NAMES[4]
    assert plain(make(0, 1), names) == first
    assert plain(make(1, 0), names) == third


def test_a_partner_cannot_call_your_card_worded_for_both():
    names = NAMES[4]
    assert plain(Reason("partner_call", 2, 0), names) == (
        "Partner cannot call your card: only opponents may call.")
    # the person is whoever sits at the viewer's seat
    assert plain(Reason("not_held", 2, card=TEN_H), names, viewer=2) == (
        "You do not hold the ten of hearts.")


def test_every_engine_refusal_is_worded_per_person():
    """Every illegal decision in real hands: the engine's text is unchanged
    (``problem``), its reason reads back exactly, and the person reads no "seat"."""
    keys: set[str] = set()
    for players in (4, 2):
        for hand in hands(players)[:15]:
            h = HandState(hand.rules, hand.dealer, hand.method, hand.score_before,
                          hand.decks[0], hand.decks[1:])
            h.start()
            for done in hand.actions:
                tries = [Action(seat, do) for seat in range(players) for do in ("stand", "give")]
                tries += [Action(seat, do, c) for seat in range(players)
                          for c in {0, *cards_of(h.hands[seat] | h.exposed[h.turn])}
                          for do in ("play", "expose", "call")]
                for a in tries:
                    reason = h.reason(a)
                    assert h.problem(a) == (None if reason is None else str(reason))
                    if reason is None:
                        continue
                    keys.add(reason.key)
                    text = plain(reason, NAMES[players])
                    assert "seat" not in text and text.endswith(".")
                h.apply(done)
    assert {"trump_led", "follow", "not_turn", "not_held", "must_play"} <= keys
    assert set(TEXTS) >= keys


def test_a_malformed_input_is_shown_in_its_own_words():
    assert plain(malformed("something else"), NAMES[4]) == "Something else."
    assert said("other words", NAMES[4], 0) == "Other words"  # a message that is no refusal


def test_every_reason_is_worded_for_every_seat_without_saying_seat():
    names = NAMES[4]
    for key in set(TEXTS) - {"no_seat"}:  # a seat not at the table has no name
        for seat in range(4):
            text = refusal(Reason(key, seat, (seat + 1) % 4, card=TEN_H, suit=HEARTS, count=4,
                                  detail="'x'"), people(names, 0))
            assert text.endswith(".") and "{" not in text and "seat" not in text, (key, text)


# ----------------------------------------------------------- the sweep
def test_no_sentence_says_you_with_a_third_person_verb(review):
    for players in (4, 2):
        for hand in hands(players)[:40]:
            steps(review, hand)
    assert len(produced) > 1000
    bad = [t for t in produced
           if WRONG.search(t) or any(m.group(1) not in ALLOWED_AFTER_YOU
                                     for m in YOU_VERB_S.finditer(t))]
    assert not bad, bad[:5]
    for verb in ("begs", "plays", "stands", "runs", "calls", "exposes", "answers", "wins",
                 "hangs", "holds", "has", "does"):
        assert not any(f"You {verb}" in t for t in produced), verb
    # and the third person agrees too
    assert not re.search(r"\b(Rhonda|Kerwin|Partner) (beg|play|stand|run|call|expose|win|hang)\b",
                         "\n".join(produced))

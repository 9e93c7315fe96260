"""Refusals are data: every way the engine refuses gives a ``Reason`` (a
code and its fields), ``IllegalAction`` carries it, and its text reads as
plain words. Nothing reads the text back into a reason."""

import random

import pytest

from allfours_gui.engine import Action, HandState, IllegalAction, Rules, replay_hand
from allfours_gui.engine import reasons as reasons_module
from allfours_gui.engine.cards import DECK_SIZE, cards_of
from allfours_gui.engine.game import Game
from allfours_gui.engine.reasons import TEXTS, Reason, malformed

from .stacking import act, record

HAND_KEYS = {"no_seat", "game_over", "hand_over", "not_turn", "must_stand_or_beg", "must_answer",
             "must_play", "give_barred", "give_never", "give_no_trump", "stand_no_trump",
             "not_held", "called_card", "trump_led", "undertrump", "follow", "must_trump",
             "lead_owed", "penalty_off", "not_in_play", "own_turn", "already_exposed",
             "partner_call", "already_called", "not_exposed", "not_legal_for"}


def readable(text: str) -> bool:
    return bool(text) and "{" not in text and "Reason(" not in text and "None" not in text


def tries(h: HandState) -> list[Action]:
    n = h.n
    out = [Action(s, do) for s in range(-1, n + 1) for do in ("stand", "beg", "give", "run")]
    for s in range(n):
        cards = {0, 51, *cards_of(h.hands[s]), *cards_of(h.exposed[h.turn])}
        out += [Action(s, do, c) for c in cards for do in ("play", "expose", "call")]
    return out


def check_refusals(h: HandState, seen: set[str]) -> None:
    for a in tries(h):
        reason = h.reason(a)
        if reason is None:
            continue
        assert reason.key in TEXTS and reason.code == reason.key
        before = (len(h.actions), list(h.hands), list(h.exposed), h.called)
        with pytest.raises(IllegalAction) as err:
            h.apply(a)
        assert err.value.reason == reason and isinstance(err.value.reason, Reason)
        assert str(err.value) == str(reason) == h.problem(a) and readable(str(err.value))
        assert (len(h.actions), h.hands, h.exposed, h.called) == before  # nothing changed
        seen.add(reason.key)


def random_rules(rng: random.Random) -> Rules:
    return Rules(players=rng.choice((2, 4)), void_must_trump=rng.random() < 0.5,
                 undertrump=rng.random() < 0.5, exposed_penalty=rng.random() < 0.7,
                 stand_needs_trump=rng.random() < 0.3, give_needs_trump=rng.random() < 0.3,
                 give_one=rng.random() < 0.8, give_one_at_brink=rng.random() < 0.5,
                 trump_and_follow=rng.random() < 0.5)


def test_every_refusal_of_a_hand_is_a_reason_with_a_code_and_readable_words():
    rng = random.Random(24)
    seen: set[str] = set()
    for _ in range(60):
        rules = random_rules(rng)
        deck = list(range(DECK_SIZE))
        rng.shuffle(deck)
        score = [rng.randrange(rules.target), rng.randrange(rules.target)]
        h = HandState(rules, rng.randrange(rules.players), rng.choice(("ones", "threes")),
                      score, deck, rng=random.Random(rng.random()))
        h.start()
        while True:
            check_refusals(h, seen)
            if h.over:
                break
            # now and then an exposed card, so calls and the called card are tried
            if h.phase == "play" and rules.exposed_penalty and rng.random() < 0.3:
                other = (h.turn + 1) % h.n
                hidden = h.hands[other] & ~h.exposed[other]
                if hidden:
                    h.apply(Action(other, "expose", rng.choice(cards_of(hidden))))
                    check_refusals(h, seen)
                    caller = (h.turn + 1) % h.n
                    options = h.call_options(caller)
                    if options:
                        h.apply(rng.choice(options))
                        check_refusals(h, seen)
            h.apply(rng.choice(h.legal_actions()))
    # a dealer without a trump, begged, under give_needs_trump: rare in random deals
    for seed in range(200):
        deck = list(range(DECK_SIZE))
        random.Random(seed).shuffle(deck)
        h = HandState(Rules(give_needs_trump=True), 3, "threes", [0, 0], deck)
        h.start()
        if h.phase == "stand" and not h.hands[3] & (0x1FFF << 13 * h.trump):
            h.apply(Action(0, "beg"))
            check_refusals(h, seen)
            break
    assert seen == HAND_KEYS, HAND_KEYS - seen


def test_a_games_steps_refuse_with_reasons():
    game = Game(Rules(), seed=5)
    with pytest.raises(IllegalAction) as err:
        game.apply(Action(0, "stand"))
    assert err.value.reason == Reason("no_hand")
    with pytest.raises(IllegalAction) as err:
        game.view_for(0)
    assert err.value.reason.key == "not_dealt"
    with pytest.raises(IllegalAction) as err:
        game.deal()
    assert err.value.reason.key == "not_between"
    game.cut()
    with pytest.raises(IllegalAction) as err:
        game.cut()
    assert err.value.reason.key == "cut_done"
    other = (game.dealer + 1) % 4
    with pytest.raises(IllegalAction) as err:
        game.choose_method(other, "threes")
    assert err.value.reason == Reason("method_dealer", other, game.dealer)
    assert str(err.value) == f"seat {game.dealer} deals first and chooses the method"
    with pytest.raises(IllegalAction) as err:
        game.choose_method(game.dealer, "fives")
    assert err.value.reason.key == "bad_method"
    assert str(err.value) == "deal in 'ones' or 'threes', not 'fives'"
    game.choose_method(game.dealer, "ones")
    with pytest.raises(IllegalAction) as err:
        game.choose_method(game.dealer, "ones")
    assert err.value.reason.key == "method_once"


def test_a_malformed_record_is_refused_in_its_own_words_with_its_index():
    deck = ["AS"] * 52
    with pytest.raises(IllegalAction) as err:
        replay_hand(record(deck))
    assert err.value.reason.key == "malformed" and err.value.index is None
    assert str(err.value) == "deck must hold each of the 52 cards exactly once"
    good = [f"{r}{s}" for s in "CDHS" for r in "23456789TJQKA"]
    with pytest.raises(IllegalAction) as err:
        replay_hand(record(good, [act(0, "stand"), act(7, "beg")]))
    assert err.value.index == 1 and str(err.value).startswith("action 1: ")
    assert err.value.reason.key in TEXTS


def test_a_reason_equals_its_words_and_only_its_own_fields():
    r = Reason("follow", 1, suit=2)
    assert r == "seat 1 holds hearts; follow suit or trump" == str(r)
    assert r == Reason("follow", 1, suit=2) and hash(r) == hash(Reason("follow", 1, suit=2))
    assert r != Reason("follow", 1, suit=3) and r != Reason("must_trump", 1, suit=2)
    assert malformed("odd") == Reason("malformed", detail="odd") and str(malformed("odd")) == "odd"
    assert IllegalAction("plain words").reason == malformed("plain words")
    with pytest.raises(ValueError):
        Reason("no_such_rule")


def test_nothing_reads_the_words_back():
    assert not hasattr(reasons_module, "parse")

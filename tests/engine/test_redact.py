"""The engine's per-seat redaction of events (``engine.redact``): no hidden
card ever reaches a seat, under any rules, through redeals, runs and the
exposed-card penalty; and every engine event is either public or redacted."""

import dataclasses
import inspect
import random

from allfours_gui.engine import Action, HandState, Rules
from allfours_gui.engine import events as ev
from allfours_gui.engine.cards import DECK_SIZE
from allfours_gui.engine.redact import PUBLIC, REDACTED, events_for

SEEN_ONLY = {ev.HiddenCardsDealt, ev.HandShown}  # made by the redaction, never by play


def cards_in(event: ev.Event) -> set[int]:
    """Every card an event names, whatever its fields are called."""
    out: set[int] = set()
    for f in dataclasses.fields(event):  # type: ignore[arg-type]
        value = getattr(event, f.name)
        if f.name in ("card",):
            out.add(value)
        elif f.name in ("cards", "deck"):
            for v in value:
                out.update(v[1:] if isinstance(v, tuple) else (v,))
        elif f.name == "cuts":
            out.update(c for _, c in value)
    return out


def hidden(hand: HandState, seat: int) -> set[int]:
    """What ``seat`` may not know now, worked out from the rules (not from the
    code under test): the other hands but their exposed cards, the pack left,
    and its own hand before it may look. A kick was seen by all."""
    if hand.over:
        return set()
    mask = 0
    for s in range(hand.n):
        if s != seat:
            mask |= hand.hands[s] & ~hand.exposed[s]
    if hand.phase in ("stand", "answer") and seat not in (hand.first, hand.dealer):
        mask |= hand.hands[seat]
    cards = {c for c in range(DECK_SIZE) if mask >> c & 1}
    cards |= set(hand.deck[hand.pos:])
    return cards - set(hand.kicks)


def check(hand: HandState, batch: list[ev.Event]) -> None:
    for seat in range(hand.n):
        seen = events_for(seat, batch, hand)
        for e in seen:
            leaked = cards_in(e) & hidden(hand, seat)
            assert not leaked, f"seat {seat} was shown {leaked} in {e}"
            assert type(e) in PUBLIC | SEEN_ONLY | REDACTED
            if isinstance(e, ev.Redealt):
                assert e.deck == ()
            if isinstance(e, ev.CardsDealt | ev.HandShown):
                assert e.seat == seat and hand.view_for(seat).hand_visible
        dealt = sum(isinstance(e, ev.CardsDealt) for e in batch)
        assert sum(isinstance(e, ev.CardsDealt | ev.HiddenCardsDealt) for e in seen) == dealt


def random_rules(rng: random.Random) -> Rules:
    return Rules(players=rng.choice((2, 4)), exposed_penalty=rng.random() < 0.7,
                 pack_out=rng.choice(("redeal", "kicks")), void_must_trump=rng.random() < 0.5,
                 stand_needs_trump=rng.random() < 0.3, give_one=rng.random() < 0.8)


def test_no_hidden_card_ever_reaches_a_seat():
    rng = random.Random(7)
    kinds: set[type[ev.Event]] = set()
    for _ in range(150):
        rules = random_rules(rng)
        deck = list(range(DECK_SIZE))
        rng.shuffle(deck)
        hand = HandState(rules, rng.randrange(rules.players), rng.choice(("ones", "threes")),
                         [0, 0], deck, rng=random.Random(rng.random()))
        batch = hand.start()
        while True:
            check(hand, batch)
            kinds.update(type(e) for e in batch)
            if hand.over:
                break
            legal = hand.legal_actions()
            # beg and run more often than not: runs and redeals are where cards hide
            runs = [a for a in legal if a.do in ("beg", "run")]
            if hand.phase == "play" and rules.exposed_penalty and rng.random() < 0.2:
                other = (hand.turn + 1) % hand.n
                held = [c for c in range(DECK_SIZE)
                        if (hand.hands[other] & ~hand.exposed[other]) >> c & 1]
                if held:
                    batch = hand.apply(Action(other, "expose", rng.choice(held)))
                    continue
            batch = hand.apply(rng.choice(runs) if runs and rng.random() < 0.7
                               else rng.choice(legal))
    assert {ev.Redealt, ev.CardsDealt, ev.CardExposed, ev.PackRun} <= kinds


def test_a_seat_that_may_not_look_gets_counts_and_then_its_hand():
    rng = random.Random(2)
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    hand = HandState(Rules(), 3, "ones", [0, 0], deck)
    start = hand.start()
    seen = events_for(1, start, hand)
    assert not any(isinstance(e, ev.CardsDealt) for e in seen)
    assert [e.count for e in seen if isinstance(e, ev.HiddenCardsDealt)] == [1] * 24
    mine = [c for e in events_for(0, start, hand) if isinstance(e, ev.CardsDealt)
            for c in e.cards]
    assert sorted(mine) == [c for c in range(DECK_SIZE) if hand.hands[0] >> c & 1]
    batch = hand.apply(Action(0, "stand"))
    for seat in (1, 2):
        [shown] = [e for e in events_for(seat, batch, hand) if isinstance(e, ev.HandShown)]
        assert set(shown.cards) == {c for c in range(DECK_SIZE) if hand.hands[seat] >> c & 1}
    for seat in (0, 3):  # first hand and the dealer could look already
        assert not [e for e in events_for(seat, batch, hand) if isinstance(e, ev.HandShown)]


def test_every_engine_event_is_public_or_redacted():
    engine_events = {cls for _, cls in inspect.getmembers(ev, inspect.isclass)
                     if issubclass(cls, ev.Event) and cls is not ev.Event}
    assert engine_events == PUBLIC | REDACTED | SEEN_ONLY
    assert not PUBLIC & REDACTED


def test_an_event_the_redaction_does_not_know_is_not_shown():
    @dataclasses.dataclass(frozen=True)
    class Secret(ev.Event):
        card: int

    assert events_for(0, [Secret(5), ev.Stood(0)], None) == [ev.Stood(0)]

"""The ``allfours-hand/1`` record API: replay, next decisions, validation.

Replay, history, tests and bug reports all come through here, and every
record goes through ``HandState.apply``: there is one rule implementation.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .actions import Action
from .cards import parse_card
from .errors import IllegalAction
from .events import Event
from .hand import FORMAT, OVER, PLAY, HandState
from .rules import Rules

_RECORD_KEYS = {"format", "rules", "dealer", "deal_method", "score_before", "deck",
                "actions", "redeals", "outcome"}


def replay(record: dict[str, Any], *, rng: Any = None,
           ) -> Iterator[tuple[HandState, list[Event]]]:
    """The one way through a record: the hand after the deal, then after each
    action, with the events of that step. It is one HandState moved on at each
    step: clone it to keep a position. A record that stops before the hand is
    over (a hand in progress, or a reviewer's prefix) is fine.

    With ``rng`` (a ``random.Random``) a later redeal can shuffle a new deck,
    so a game read back from a record can go on being played."""
    hand = _fresh(record, rng)
    actions = record["actions"]
    if not isinstance(actions, list):
        raise IllegalAction("actions must be a list")
    yield hand, hand.start()
    for i, raw in enumerate(actions):
        try:
            action = Action.from_record(raw)
        except ValueError as e:
            raise IllegalAction(str(e), i) from None
        try:
            events = hand.apply(action)
        except IllegalAction as e:
            raise e.at(i) from None
        yield hand, events


def hand_from_record(record: dict[str, Any], *, check_outcome: bool = True,
                     rng: Any = None) -> HandState:
    """A live HandState at the point the record reaches (see ``replay``)."""
    steps = replay(record, rng=rng)
    hand, _ = next(steps)
    for _ in steps:  # the same hand, moved on
        pass
    _check_end(hand, record, check_outcome)
    return hand


def positions(record: dict[str, Any]) -> list[HandState]:
    """The hand after the deal, then after each action, each kept (a review's
    steps); the record is checked as ``hand_from_record`` checks it."""
    out = [hand.clone() for hand, _ in replay(record)]
    _check_end(out[-1], record, True)
    return out


def _check_end(hand: HandState, record: dict[str, Any], check_outcome: bool) -> None:
    unused = hand.redeals_unused()
    # a prefix may stop before its redeals are reached; once play has begun, none can be
    if unused and hand.phase in (PLAY, OVER):
        raise IllegalAction(f"the record has {unused} redeal deck(s) that the hand never used")
    if check_outcome and "outcome" in record and record["outcome"] != hand.outcome():
        raise IllegalAction("the stored outcome differs from the replayed one")


def _fresh(record: dict[str, Any], rng: Any) -> HandState:
    """The record's fields checked, and its hand before the deal."""
    if not isinstance(record, dict):
        raise IllegalAction("a hand record must be a JSON object")
    if record.get("format") != FORMAT:
        raise IllegalAction(f"format must be {FORMAT!r}, not {record.get('format')!r}")
    unknown = sorted(set(record) - _RECORD_KEYS)
    if unknown:
        raise IllegalAction(f"unknown record field(s): {', '.join(map(str, unknown))}")
    for key in ("rules", "dealer", "deal_method", "score_before", "deck", "actions"):
        if key not in record:
            raise IllegalAction(f"the record has no {key!r}")
    try:
        rules = Rules.from_json(record["rules"])
    except (TypeError, ValueError) as e:
        raise IllegalAction(f"rules: {e}") from None
    deck = _parse_deck(record["deck"], "deck")
    redeals_raw = record.get("redeals", [])
    if not isinstance(redeals_raw, list):
        raise IllegalAction("redeals must be a list of decks")
    redeals = [_parse_deck(d, f"redeal {i + 1}") for i, d in enumerate(redeals_raw)]
    return HandState(rules, record["dealer"], record["deal_method"],
                     _as_score(record["score_before"]), deck, redeals, rng=rng)


def replay_hand(record: dict[str, Any]) -> dict[str, Any]:
    """The outcome of an ``allfours-hand/1`` record (docs/rules.md §14)."""
    return hand_from_record(record).outcome()


def next_actions(record: dict[str, Any]) -> list[dict[str, Any]]:
    """The legal decisions of the seat on turn after the record's actions."""
    return [a.to_record() for a in hand_from_record(record).legal_actions()]


def _parse_deck(raw: object, what: str) -> list[int]:
    if not isinstance(raw, list) or len(raw) != 52:
        raise IllegalAction(f"{what} must list all 52 cards")
    try:
        deck = [parse_card(c) for c in raw]
    except ValueError as e:
        raise IllegalAction(f"{what}: {e}") from None
    if len(set(deck)) != 52:
        raise IllegalAction(f"{what} must hold each of the 52 cards exactly once")
    return deck


def _as_score(raw: object) -> list[int]:
    if not isinstance(raw, list):
        raise IllegalAction("score_before must be a list of two scores")
    return raw

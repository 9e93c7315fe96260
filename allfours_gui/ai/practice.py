"""Practise a decision again: the same position as the seat saw it, the rest dealt anew.

``practice_position(record, index, seed)`` rebuilds the hand at the decision
``record["actions"][index]`` so that the seat who made it holds exactly the
cards it held then, sees the same kicks, the same tricks and the same exposed
cards, and everything it could not see is dealt again at random, consistently
with what it knew (the expert's ``Sampler``: the voids the play showed, the
cards gone, the hand sizes, weighed by how likely the others' decisions were).
The answer is a new ``allfours-hand/1`` record prefix: the hand's deck with
the hidden cards replaced, the same actions up to ``index``. Replaying it
reaches a position whose view for that seat equals the original one, which is
checked before it is returned, so a person can play on from there at the
table, and ``judge_choice`` can value a new choice there.

Why a record and not a bare ``HandState``: the record is the one currency of
the table, the history and the analysis; a position built from it replays
through ``HandState.apply`` like any other, so no rule is decided here.

Values of a choice depend on the seat's view alone (``analysis``), so the
stored analysis of the original decision judges a new choice at the rebuilt
position too (``regrade``), without searching again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action
from ..engine.cards import card_str, cards_of
from ..engine.errors import IllegalAction
from ..engine.hand import HandState
from ..engine.position import deal_kicks
from ..engine.record import hand_from_record
from ..engine.view import PlayerView
from .analysis import DECISIONS, DEFAULT_SECONDS, Cancel, Decision, judge, verdict
from .levels import CONFIGS
from .sampling import Sampler

TRIES = 64  # deals drawn before falling back to the true one (see practice_position)


@dataclass(frozen=True, slots=True)
class PracticePosition:
    """A rebuilt position: ``record`` replays to the decision at ``index`` of
    ``seat``, which originally chose ``chosen``."""

    record: dict[str, Any]
    seat: int
    index: int
    chosen: Action

    def hand(self, rng: random.Random | None = None) -> HandState:
        """The live hand at the decision (``rng`` shuffles any later redeal)."""
        return hand_from_record(self.record, rng=rng)

    def view(self) -> PlayerView:
        return self.hand().view_for(self.seat)


def _prefix(record: Mapping[str, Any], index: int) -> dict[str, Any]:
    out = {k: v for k, v in record.items() if k != "outcome"}
    out["actions"] = list(record["actions"][:index])
    return out


def practice_position(record: Mapping[str, Any], index: int, seed: int = 0) -> PracticePosition:
    """The position of the decision ``record["actions"][index]`` with every card
    its seat could not see dealt again (see the module's notes). Deterministic
    for a seed. Raises ``ValueError`` when that action is no decision (stand,
    beg, give, run or a card played) and ``IllegalAction`` for a record that
    does not replay.

    A sampled deal must also let the others' earlier decisions stand under
    the house rules the sampler does not read (a stand that needs a trump);
    a deal that does not is drawn again, and after ``TRIES`` draws the true
    deal is kept (always consistent, if no surprise)."""
    actions = record["actions"]
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(actions):
        raise ValueError(f"there is no action {index!r} in the record")
    chosen = Action.from_record(actions[index])
    if chosen.do not in DECISIONS:
        raise ValueError(f"action {index} ({chosen}) is no decision to practise")
    prefix = _prefix(record, index)
    hand = hand_from_record(prefix, check_outcome=False)
    seat = chosen.seat
    view = hand.view_for(seat)
    if hand.turn != seat or not view.hand_visible:
        raise IllegalAction(f"seat {seat} is not to decide at action {index}", index)
    cfg = CONFIGS["expert"]
    sampler = Sampler(view, infer=cfg.infer, candidates=cfg.candidates)
    rng = random.Random(f"practice:{seed}:{index}")
    for _ in range(TRIES):
        hidden, pack = sampler.sample_hidden(rng)
        rebuilt = _with_deal(prefix, hand, view, hidden, pack, rng)
        if _reaches(rebuilt, seat, view):
            return PracticePosition(rebuilt, seat, index, chosen)
    return PracticePosition(prefix, seat, index, chosen)


def _with_deal(prefix: dict[str, Any], hand: HandState, view: PlayerView,
               hidden: list[int], pack: list[int], rng: random.Random) -> dict[str, Any]:
    """``prefix`` with the current deal's deck holding ``hidden[s]`` where seat
    ``s``'s unseen cards were dealt and ``pack`` where the undealt cards lie;
    every card the seat saw keeps its place (its own, kicks, played, exposed)."""
    seat = view.seat
    deck = hand.deck
    seen = hand.dealt_seat[seat] | hand.played
    for k in deal_kicks(view):  # this deal's: an earlier deal's kick is in this deck too
        seen |= 1 << k
    for m in view.exposed:
        seen |= m
    new_cards: dict[int, list[int]] = {}
    for s in range(hand.n):
        if s != seat:
            mine = cards_of(hidden[s] & ~view.exposed[s])
            rng.shuffle(mine)
            new_cards[s] = mine
    owner = {c: s for s in range(hand.n) for c in cards_of(hand.dealt_seat[s])}
    new_deck = list(deck)
    for p in range(hand.pos):
        c = deck[p]
        if not seen >> c & 1:
            new_deck[p] = new_cards[owner[c]].pop()
    new_deck[hand.pos:] = pack
    out = dict(prefix)
    decks = [list(d) for d in hand.decks]
    decks[-1] = new_deck
    out["deck"] = [card_str(c) for c in decks[0]]
    out.pop("redeals", None)
    if len(decks) > 1:  # earlier deals stay as they were: nothing of them is in play
        out["redeals"] = [[card_str(c) for c in d] for d in decks[1:]]
    return out


def _reaches(record: dict[str, Any], seat: int, view: PlayerView) -> bool:
    """The rebuilt record replays, and to exactly the seat's view."""
    try:
        return hand_from_record(record, check_outcome=False).view_for(seat) == view
    except IllegalAction:
        return False


def judge_choice(position: PracticePosition, action: Action, *,
                 seconds: float = DEFAULT_SECONDS, seed: int = 0,
                 cancel: Cancel | None = None) -> dict[str, Any]:
    """The verdict on choosing ``action`` at the position, as ``analysis.judge``
    gives it (with details). With the seed and seconds of the original
    analysis the answer is the one it would have given: the deals it samples
    depend only on the view and the decision's index."""
    view = position.view()
    if action not in view.legal:
        raise ValueError(f"{action} is not a legal choice here")
    return judge(Decision(position.index, view, action), seconds, seed, cancel, details=True)


def regrade(entry: Mapping[str, Any], action: Action) -> dict[str, Any] | None:
    """The verdict on ``action`` from a stored analysis ``entry`` of the same
    decision (``analyse(..., details=True)``: its ``choices`` value every
    legal choice on the same sampled deals). None when the entry has no
    values to read (no details, or a choice it does not list).

    The loss is the best choice's chance minus this one's. Its error is the
    entry's (that of the paired difference between the best and the choice
    made then): the per-choice errors are not stored, and all choices were
    valued on the same deals, so it is the scale of the noise. A choice the
    entry ranks with the best (the same value) loses nothing."""
    choices = entry.get("choices")
    if not isinstance(choices, list) or not choices:
        return None
    mine = action.to_record()
    chances = {_key(c["action"]): c["win_chance"] for c in choices if isinstance(c, Mapping)}
    if _key(mine) not in chances:
        return None
    value = chances[_key(mine)]
    best = entry.get("best", choices[0]["action"])
    top = chances.get(_key(best), choices[0]["win_chance"])
    # no values: one distinct choice, nothing to lose
    loss = 0.0 if value is None or top is None else round(max(float(top) - float(value), 0.0), 4)
    error = float(entry.get("error", 0.0))
    return {"index": entry.get("index"), "chosen": mine,
            "best": mine if loss == 0.0 else best, "loss": loss, "error": error,
            "verdict": verdict(loss, error), "win_chance": value}


def _key(action: Mapping[str, Any]) -> tuple[Any, ...]:
    return (action.get("seat"), action.get("do"), action.get("card"))


__all__ = ["TRIES", "PracticePosition", "judge_choice", "practice_position", "regrade"]

"""A whole game: the cut for first dealer, the dealing method, hand after hand.

The deal passes to the right (seat + 1) after every hand, and the scores
carry over until a team reaches the target. Every completed hand is kept as
an ``allfours-hand/1`` record with its outcome.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from .actions import Action, MethodChoice
from .cards import DECK_SIZE, RANK_OF
from .errors import IllegalAction
from .events import CardsCut, DealerChosen, DealMethodChosen, Event, HandStarted
from .hand import DEAL_METHODS, HandState
from .reasons import Reason
from .record import hand_from_record
from .rules import Rules
from .view import PlayerView


class GamePhase(StrEnum):
    """Phases of a game. Plain strings too (``GamePhase.HAND == "hand"``), so
    saved games and the wire's ``state.phase`` keep their values."""

    CUT = "cut"  # nobody deals yet: the cut for first dealer
    METHOD = "method"  # the first dealer chooses ones or threes
    HAND = "hand"  # a hand is being played
    BETWEEN = "between"  # before the next deal
    OVER = "over"  # a team reached the target


CUT, METHOD, HAND, BETWEEN, OVER = (GamePhase.CUT, GamePhase.METHOD, GamePhase.HAND,
                                    GamePhase.BETWEEN, GamePhase.OVER)


class Game:
    """Drives hands in sequence. Deterministic for a given seed."""

    def __init__(self, rules: Rules | None = None, seed: int | None = None,
                 decks: Sequence[Sequence[int]] = ()) -> None:
        """``decks``: stacked decks for the first hands (tests, demonstrations);
        later hands, and redeals, are shuffled from the seed."""
        self.rules = rules or Rules()
        self.rng = random.Random(seed)
        self._stacked = [list(d) for d in decks]
        self.phase: GamePhase = CUT
        self.dealer = -1
        self.method = ""
        self.score = [0, 0]
        self.hand: HandState | None = None
        self.hand_number = 0
        self.records: list[dict[str, Any]] = []
        self.winner: int | None = None

    # ------------------------------------------------------------ before play
    def cut(self) -> list[Event]:
        """Everyone cuts; the highest card deals; ties cut again among the tied."""
        if self.phase != CUT:
            raise IllegalAction(Reason("cut_done"))
        ev: list[Event] = []
        contenders = list(range(self.rules.players))
        while len(contenders) > 1:
            deck = list(range(DECK_SIZE))
            self.rng.shuffle(deck)
            cuts = tuple(zip(contenders, deck, strict=False))
            ev.append(CardsCut(cuts))
            best = max(RANK_OF[c] for _, c in cuts)
            contenders = [s for s, c in cuts if RANK_OF[c] == best]
        self.dealer = contenders[0]
        ev.append(DealerChosen(self.dealer))
        self.phase = METHOD
        return ev

    def choose_method(self, seat: int, method: str) -> list[Event]:
        """The first dealer picks dealing in ones or threes, kept all game
        (``apply(MethodChoice(seat, method))`` is the same)."""
        if self.phase != METHOD:
            raise IllegalAction(Reason("method_once"))
        if seat != self.dealer:
            raise IllegalAction(Reason("method_dealer", seat, self.dealer))
        if method not in DEAL_METHODS:
            raise IllegalAction(Reason("bad_method", seat, detail=repr(method)))
        self.method = method
        self.phase = BETWEEN
        return [DealMethodChosen(seat, method)]

    # -------------------------------------------------------------- the hands
    def deal(self) -> list[Event]:
        """Shuffle and deal the next hand (the first, or after a finished one)."""
        if self.phase != BETWEEN:
            raise IllegalAction(Reason("not_between"))
        if self.hand is not None:
            self.dealer = (self.dealer + 1) % self.rules.players
        if self._stacked:
            deck = self._stacked.pop(0)
        else:
            deck = list(range(DECK_SIZE))
            self.rng.shuffle(deck)
        self.hand_number += 1
        self.hand = HandState(self.rules, self.dealer, self.method, self.score, deck,
                              rng=self.rng, number=self.hand_number)
        self.phase = HAND
        ev: list[Event] = [HandStarted(self.hand_number, self.dealer, self.method,
                                       (self.score[0], self.score[1]))]
        ev += self.hand.start()
        self._after_hand_step()
        return ev

    def apply(self, action: Action | MethodChoice) -> list[Event]:
        """Carry out a decision: the dealing method, or an action of the hand."""
        if isinstance(action, MethodChoice):
            return self.choose_method(action.seat, action.method)
        if self.phase != HAND or self.hand is None:
            raise IllegalAction(Reason("no_hand"))
        ev = self.hand.apply(action)
        self._after_hand_step()
        return ev

    def _after_hand_step(self) -> None:
        hand = self.hand
        assert hand is not None
        self.score = list(hand.score)
        if not hand.over:
            return
        record = hand.record()
        record["outcome"] = hand.outcome()
        self.records.append(record)
        self.winner = hand.winner
        self.phase = OVER if hand.winner is not None else BETWEEN

    def method_choices(self) -> list[MethodChoice]:
        """The first dealer's choices while the method is open, else none."""
        if self.phase != METHOD:
            return []
        return [MethodChoice(self.dealer, m) for m in DEAL_METHODS]

    def legal_actions(self) -> list[Action]:
        if self.phase != HAND or self.hand is None:
            return []
        return self.hand.legal_actions()

    @property
    def turn(self) -> int:
        """The seat whose decision is awaited (dealer while choosing the method)."""
        if self.phase == METHOD:
            return self.dealer
        return self.hand.turn if self.hand is not None and self.phase == HAND else -1

    def view_for(self, seat: int) -> PlayerView:
        if self.hand is None:
            raise IllegalAction(Reason("not_dealt"))
        return self.hand.view_for(seat)

    # ------------------------------------------------------ records and resume
    @classmethod
    def restore(cls, rules: Rules, first_dealer: int | None, method: str | None,
                hand_records: Sequence[dict[str, Any]], seed: int | None = None) -> Game:
        """A game at the point its saved history reaches: every hand replayed
        (so each is checked), the last one possibly still in progress."""
        game = cls(rules, seed)
        if first_dealer is None:
            return game  # the cut had not happened: nothing was decided yet
        game.dealer = first_dealer
        if not method:
            game.phase = METHOD
            return game
        game.method = method
        game.phase = BETWEEN
        for number, record in enumerate(hand_records, start=1):
            if game.phase != BETWEEN:
                raise IllegalAction(f"hand {number} follows a hand that did not finish")
            hand = hand_from_record(record, rng=game.rng)
            if hand.method != method or list(hand.score_before) != game.score:
                raise IllegalAction(f"hand {number} does not continue the game")
            hand.number = number
            game.hand = hand
            game.hand_number = number
            game.dealer = hand.dealer
            game.phase = HAND
            game._after_hand_step()
        return game

    @classmethod
    def from_hand_record(cls, record: dict[str, Any], seed: int | None = None) -> Game:
        """A live game at the exact point a hand record reaches."""
        game = cls(Rules.from_json(record["rules"]), seed)
        hand = hand_from_record(record, rng=game.rng)
        game.dealer = hand.dealer
        game.method = hand.method
        game.hand = hand
        game.hand_number = 1
        game.phase = HAND
        game._after_hand_step()
        return game

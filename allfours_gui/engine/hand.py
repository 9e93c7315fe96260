"""One hand of All Fours: deal, kick, stand or beg, play and scoring.

``HandState`` is the referee: the single implementation of the hand's
course. Which cards may be played, who wins a trick and what a trump owes
under trump_and_follow it asks of the rules core (``trick_rules``), as every
computer player does. Live games, record replay, the computer players'
searches and the tests all drive it through ``apply``; the searches use
``play_fast``, the same mutation without events or checks. Mutating methods
take an ``ev`` list to append events to, or None when nobody is watching.

Over 600 lines on purpose: one class is the referee, and its deal, beg, play
and scoring share the hand's private state, which the searches' hot loop
(``play_fast``, ``legal_mask``) reads in place; the rules of a trick itself
already live apart, in ``trick_rules``.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Sequence
from typing import Any

from .actions import Action
from .cards import (
    DECK_SIZE,
    JACK,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    SUITS,
    card_str,
    cards_of,
    mask_points,
)
from .errors import IllegalAction
from .events import (
    Begged,
    CardCalled,
    CardExposed,
    CardPlayed,
    CardsDealt,
    Event,
    GameWon,
    GaveOne,
    HandEnded,
    KickTurned,
    PackOut,
    PackRun,
    PlayStarted,
    PointScored,
    Redealt,
    Stood,
    TrickWon,
)
from .public import Phase, PlayerView, WonTrick, give_bar
from .reasons import Reason
from .rules import Rules
from .trick_rules import BEATERS, legal_for, owed_after, undertrump_zone

FORMAT = "allfours-hand/1"
DEAL_METHODS = ("ones", "threes")

# Phases of a hand (see public.Phase); plain strings compare equal to them.
STAND, ANSWER, PLAY, OVER = Phase.STAND, Phase.ANSWER, Phase.PLAY, Phase.OVER


def team_of(seat: int) -> int:
    """Seats 0 and 2 are team 0, seats 1 and 3 team 1; with two players, the seat."""
    return seat & 1


class HandState:
    """The full state of one hand (the referee's view: every card is known)."""

    __slots__ = (
        "_beat",
        "_legal",
        "_owing",
        "_redeal_supply",
        "_rng",
        "actions",
        "begged",
        "called",
        "dealer",
        "dealt_seat",
        "dealt_team",
        "deck",
        "decks",
        "exposed",
        "first",
        "game_totals",
        "hands",
        "kicks",
        "lead_suit",
        "method",
        "n",
        "number",
        "owe",
        "phase",
        "points",
        "pos",
        "rules",
        "score",
        "score_before",
        "trick",
        "trick_mask",
        "tricks",
        "trump",
        "turn",
        "win_card",
        "win_seat",
        "winner",
        "won",
    )

    def __init__(
        self,
        rules: Rules,
        dealer: int,
        method: str,
        score: Sequence[int],
        deck: Sequence[int],
        redeals: Sequence[Sequence[int]] = (),
        rng: random.Random | None = None,
        number: int = 1,
        check: bool = True,
    ) -> None:
        n = rules.players
        if check:
            score = self._checked(rules, dealer, method, score, deck, redeals)
        self.rules = rules
        self._legal = legal_for(rules)
        self._owing = rules.trump_and_follow
        self._beat: tuple[int, ...] = ()  # BEATERS row of the trick in progress
        self.n = n
        self.dealer = dealer
        self.first = (dealer + 1) % n
        self.method = method
        self.number = number
        self.score_before = (score[0], score[1])
        self.score = [score[0], score[1]]
        self.decks: list[list[int]] = [list(deck)]
        self._redeal_supply = [list(d) for d in redeals]
        self._rng = rng
        self.kicks: list[int] = []
        self.points: list[tuple[int, str, int]] = []
        self.winner: int | None = None
        self.actions: list[Action] = []
        self.begged = False
        self.game_totals: tuple[int, int] | None = None
        self.phase = STAND
        self._reset_deal(self.decks[0])

    @staticmethod
    def _checked(rules: Rules, dealer: int, method: str, score: Sequence[int],
                 deck: Sequence[int], redeals: Sequence[Sequence[int]]) -> list[int]:
        n = rules.players
        if not (isinstance(dealer, int) and 0 <= dealer < n) or isinstance(dealer, bool):
            raise IllegalAction(f"dealer must be a seat from 0 to {n - 1}, not {dealer!r}")
        if method not in DEAL_METHODS:
            raise IllegalAction(f"deal_method must be 'ones' or 'threes', not {method!r}")
        score = list(score)
        if (len(score) != 2 or not all(isinstance(s, int) and not isinstance(s, bool)
                                       for s in score)):
            raise IllegalAction(f"score_before must be two whole numbers, not {score!r}")
        if min(score) < 0 or max(score) >= rules.target:
            raise IllegalAction(
                f"score_before {score} is not a game in progress to {rules.target}")
        for d in (deck, *redeals):
            _check_deck(d)
        return score

    def _reset_deal(self, deck: list[int]) -> None:
        n = self.n
        self.deck = deck
        self.pos = 0
        self.hands = [0] * n
        self.dealt_seat = [0] * n
        self.dealt_team = [0, 0]
        self.exposed = [0] * n
        self.called = -1
        self.trick: list[tuple[int, int]] = []
        self.trick_mask = 0
        self.lead_suit = -1
        self.win_card = -1
        self.win_seat = -1
        self.won = [0, 0]
        self.tricks: list[WonTrick] = []
        self.trump = -1
        self.turn = self.first
        # trump_and_follow: the suit each seat must lead (or a trump) at its
        # next lead, having trumped it while holding it (the latest such trump
        # counts); -1 for none.
        self.owe = [-1] * n

    # ----------------------------------------------------------------- dealing
    def start(self) -> list[Event]:
        """Deal six each and turn the kick; returns the events of the deal."""
        ev: list[Event] = []
        self._deal_fresh(ev)
        return ev

    def start_fast(self) -> None:
        """``start`` without events (for searches and benchmarks)."""
        self._deal_fresh(None)

    def decide_fast(self, change: bool) -> None:
        """Stand/beg or give/run without checks or events: ``change`` begs or runs.

        A stand or give that the rules bar becomes a beg or a run, as it must.
        """
        if self.phase == STAND:
            self._beg(None) if change or self._stand_barred() else self._stand(None)
        elif change or self._give_barred():
            self._run_pack(None)
        else:
            self._give(None)

    def _stand(self, ev: list[Event] | None) -> None:
        self._start_play(self.trump, ev)

    def _beg(self, ev: list[Event] | None) -> None:
        self.begged = True
        self.phase = ANSWER
        self.turn = self.dealer

    def _give(self, ev: list[Event] | None) -> None:
        self._award(self.first & 1, "beg", 1, ev)
        if self.winner is None:
            self._start_play(self.trump, ev)

    def _deal_and_kick(self, per_seat: int, ev: list[Event] | None) -> None:
        packet = 1 if self.method == "ones" else 3
        deck, n, dealer = self.deck, self.n, self.dealer
        hands, dealt_seat, dealt_team = self.hands, self.dealt_seat, self.dealt_team
        pos = self.pos
        if ev is None:
            # Searches: build each seat's mask from precomputed deck offsets.
            for offset, rel in _deal_offsets(n, packet, per_seat):
                m = 0
                for p in rel:
                    m |= _BIT[deck[pos + p]]
                seat = (dealer + offset) % n
                hands[seat] |= m
                dealt_seat[seat] |= m
                dealt_team[seat & 1] |= m
            pos += n * per_seat
        else:
            for _ in range(per_seat // packet):
                for i in range(1, n + 1):
                    seat = (dealer + i) % n
                    cards = deck[pos:pos + packet]
                    pos += packet
                    m = 0
                    for c in cards:
                        m |= 1 << c
                    hands[seat] |= m
                    dealt_seat[seat] |= m
                    dealt_team[seat & 1] |= m
                    ev.append(CardsDealt(seat, tuple(cards)))
        self.pos = pos
        self._turn_kick(ev)

    def _turn_kick(self, ev: list[Event] | None) -> int:
        """Turn the top card of the pack as a kick, scoring it; returns it."""
        kick = self.deck[self.pos]
        self.pos += 1
        self.kicks.append(kick)
        pts = self.rules.kick_points(RANK_OF[kick])
        if ev is not None:
            ev.append(KickTurned(kick, pts, self.dealer))
        if pts:
            self._award(self.dealer & 1, "kick", pts, ev)
        return kick

    def _run_pack(self, ev: list[Event] | None) -> None:
        old_suit = SUIT_OF[self.kicks[-1]]
        repeat = False
        while True:
            if ev is not None:
                ev.append(PackRun(self.dealer, repeat))
            self._deal_and_kick(3, ev)
            if self.winner is not None:
                return
            kick = self.kicks[-1]
            if SUIT_OF[kick] != old_suit:
                self._start_play(SUIT_OF[kick], ev)
                return
            if DECK_SIZE - self.pos < 3 * self.n + 1:
                if self.rules.pack_out == "redeal" or not self._kick_rest(old_suit, ev):
                    self._redeal(ev)
                return
            repeat = True

    def _kick_rest(self, old_suit: int, ev: list[Event] | None) -> bool:
        """pack_out="kicks": turn the cards left one at a time, each a scoring
        kick, until one of a new suit sets trumps (no more dealing). False if
        none did (and nobody won on a kick): the pack must be dealt again."""
        if ev is not None:
            ev.append(PackOut(self.dealer, DECK_SIZE - self.pos))
        while self.pos < DECK_SIZE:
            kick = self._turn_kick(ev)
            if self.winner is not None:
                return True
            if SUIT_OF[kick] != old_suit:
                self._start_play(SUIT_OF[kick], ev)
                return True
        return False

    def _redeal(self, ev: list[Event] | None) -> None:
        if self._redeal_supply:
            deck = self._redeal_supply.pop(0)
        elif self._rng is not None:
            deck = list(range(DECK_SIZE))
            self._rng.shuffle(deck)
        else:
            raise IllegalAction("the pack ran out before a new suit turned up, "
                                "and the record has no redeal deck")
        self.decks.append(deck)
        self._reset_deal(deck)
        if ev is not None:
            ev.append(Redealt(self.dealer, tuple(deck)))
        self._deal_fresh(ev)

    def _deal_fresh(self, ev: list[Event] | None) -> None:
        self._deal_and_kick(6, ev)
        if self.winner is None:
            self.trump = SUIT_OF[self.kicks[-1]]
            self.phase = STAND
            self.turn = self.first

    def _start_play(self, trump: int, ev: list[Event] | None) -> None:
        self.trump = trump
        self.phase = PLAY
        self.turn = self.first
        if ev is not None:
            ev.append(PlayStarted(trump, self.first))

    # ---------------------------------------------------------------- scoring
    def _award(self, team: int, category: str, n: int, ev: list[Event] | None) -> None:
        if self.winner is not None:
            return
        self.points.append((team, category, n))
        score = self.score
        score[team] += n
        if ev is not None:
            ev.append(PointScored(team, category, n, (score[0], score[1])))
        if score[team] >= self.rules.target:
            self.winner = team
            self.phase = OVER
            if ev is not None:
                ev.append(GameWon(team, (score[0], score[1])))

    def _score_hand(self, ev: list[Event] | None) -> None:
        parts, self.game_totals = hand_points(self.rules, self.trump, self.dealt_team,
                                              self.won, self.dealer)
        for team, category, n in parts:
            self._award(team, category, n, ev)
        self.phase = OVER
        if ev is not None:
            ev.append(HandEnded(tuple(self.points), self.game_totals,
                                (self.score[0], self.score[1])))

    # ------------------------------------------------------------------- play
    def legal_mask(self) -> int:
        """The cards the seat on turn may play (0 outside the play phase)."""
        if self.phase != PLAY:
            return 0
        if self.called >= 0:
            return 1 << self.called
        turn = self.turn
        # lead_suit is -1 between tricks (trick_rules: -1 is "you lead")
        return self._legal(self.hands[turn], self.trump, self.lead_suit, self.win_card,
                           self.owe[turn])

    def _play(self, card: int, ev: list[Event] | None = None) -> None:
        s = self.turn
        b = 1 << card
        self.hands[s] ^= b
        exposed = self.exposed
        if exposed[s] & b:
            exposed[s] ^= b
        self.called = -1
        trick = self.trick
        if not trick:
            lead = self.lead_suit = SUIT_OF[card]
            self._beat = BEATERS[self.trump][lead]
            self.win_card = card
            self.win_seat = s
            if self.owe[s] >= 0:
                self.owe[s] = -1  # this lead settles it
        else:
            if self._beat[self.win_card] >> card & 1:  # the trick step (trick_rules)
                self.win_card = card
                self.win_seat = s
            if self._owing:
                owed = owed_after(self.rules, self.hands[s], card, self.trump, self.lead_suit)
                if owed >= 0:
                    self.owe[s] = owed  # trumped while still holding the suit led
        trick.append((s, card))
        self.trick_mask |= b
        if ev is not None:
            ev.append(CardPlayed(s, card))
        n = self.n
        if len(trick) < n:
            self.turn = (s + 1) % n
            return
        winner = self.win_seat
        self.won[winner & 1] |= self.trick_mask
        done = tuple(trick)
        self.tricks.append(WonTrick(done, winner))
        if ev is not None:
            ev.append(TrickWon(winner, done, len(self.tricks)))
        self.trick = []
        self.trick_mask = 0
        self.lead_suit = -1
        self.turn = winner
        if not self.hands[winner]:
            self._score_hand(ev)

    # Searches call this millions of times, so it is the mutation itself
    # (no wrapper frame): play ``card`` for the seat on turn, unchecked, no events.
    play_fast = _play

    # ----------------------------------------------------------- the contract
    def legal_actions(self) -> list[Action]:
        """The decisions open to the seat on turn (not exposes or calls)."""
        phase, turn = self.phase, self.turn
        if phase == PLAY:
            return [Action(turn, "play", c) for c in cards_of(self.legal_mask())]
        if phase == STAND:
            if self._stand_barred():
                return [Action(turn, "beg")]
            return [Action(turn, "stand"), Action(turn, "beg")]
        if phase == ANSWER:
            if self._give_barred():
                return [Action(turn, "run")]
            return [Action(turn, "give"), Action(turn, "run")]
        return []

    def call_options(self, seat: int) -> list[Action]:
        """Exposed cards of the seat on turn that ``seat`` may call now."""
        if (self.phase != PLAY or self.called >= 0 or not self.rules.exposed_penalty
                or (seat & 1) == (self.turn & 1) or not 0 <= seat < self.n):
            return []
        return [Action(seat, "call", c)
                for c in cards_of(self.exposed[self.turn] & self.legal_mask())]

    def _stand_barred(self) -> bool:
        """stand_needs_trump: first hand holds no card of the kick's suit."""
        return (self.rules.stand_needs_trump
                and not self.hands[self.first] & SUIT_MASKS[self.trump])

    def _give_barred(self) -> bool:
        return bool(self._give_bar())

    def _give_bar(self) -> str:
        return give_bar(self.rules, self.score, self.first, self.hands[self.dealer], self.trump)

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` or raise IllegalAction saying why not."""
        reason = self.reason(action)
        if reason is not None:
            raise IllegalAction(reason)
        ev: list[Event] = []
        do, seat = action.do, action.seat
        self.actions.append(action)
        if do == "play":
            assert action.card is not None
            self._play(action.card, ev)
        elif do == "stand":
            ev.append(Stood(seat))
            self._stand(ev)
        elif do == "beg":
            ev.append(Begged(seat))
            self._beg(ev)
        elif do == "give":
            ev.append(GaveOne(seat))
            self._give(ev)
        elif do == "run":
            self._run_pack(ev)
        elif do == "expose":
            assert action.card is not None
            self.exposed[seat] |= 1 << action.card
            ev.append(CardExposed(seat, action.card))
        elif do == "call":
            assert action.card is not None
            self.called = action.card
            ev.append(CardCalled(seat, self.turn, action.card))
        return ev

    def problem(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, in plain words; None if it is legal."""
        reason = self.reason(action)
        return None if reason is None else str(reason)

    def reason(self, action: Action) -> Reason | None:
        """Why ``action`` is illegal now, as a value (``str`` of it is ``problem``'s
        text); None if it is legal."""
        seat, do = action.seat, action.do
        if not 0 <= seat < self.n:
            return Reason("no_seat", seat, count=self.n)
        if self.phase == OVER:
            return Reason("game_over" if self.winner is not None else "hand_over")
        if do in ("expose", "call"):
            return self._penalty_reason(action)
        if seat != self.turn:
            return Reason("not_turn", seat, self.turn)
        expected = {STAND: ("stand", "beg"), ANSWER: ("give", "run"), PLAY: ("play",)}
        if do not in expected[self.phase]:
            return Reason({STAND: "must_stand_or_beg", ANSWER: "must_answer",
                           PLAY: "must_play"}[self.phase], seat)
        if do == "stand" and self._stand_barred():
            return Reason("stand_no_trump", seat)
        if do == "give" and self._give_barred():
            return Reason(self._give_bar(), seat)
        if do == "play":
            assert action.card is not None
            return self._play_reason(seat, action.card)
        return None

    def _play_reason(self, seat: int, card: int) -> Reason | None:
        b = 1 << card
        h = self.hands[seat]
        if not h & b:
            return Reason("not_held", seat, card=card)
        if self.legal_mask() & b:
            return None
        if self.called >= 0:
            return Reason("called_card", seat, card=self.called)
        if not self.trick:
            return Reason("lead_owed", seat, suit=self.owe[seat])
        tm = SUIT_MASKS[self.trump]
        if self.lead_suit == self.trump:
            return Reason("trump_led", seat, suit=self.trump)
        if (h & ~tm and undertrump_zone(self.rules, self.trump, self.lead_suit, self.win_card)
                & b):
            return Reason("undertrump", seat, card=self.win_card)
        if h & SUIT_MASKS[self.lead_suit]:
            return Reason("follow", seat, suit=self.lead_suit)
        return Reason("must_trump", seat, suit=self.lead_suit)

    def _penalty_reason(self, action: Action) -> Reason | None:
        seat, card = action.seat, action.card
        assert card is not None
        if not self.rules.exposed_penalty:
            return Reason("penalty_off")
        if self.phase != PLAY:
            return Reason("not_in_play")
        if action.do == "expose":
            if seat == self.turn:
                return Reason("own_turn", seat)
            if not self.hands[seat] & (1 << card):
                return Reason("not_held", seat, card=card)
            if self.exposed[seat] & (1 << card):
                return Reason("already_exposed", card=card)
            return None
        owner = self.turn
        if (seat & 1) == (owner & 1):
            return Reason("partner_call", seat, owner)
        if self.called >= 0:
            return Reason("already_called", card=self.called)
        if not self.exposed[owner] & (1 << card):
            return Reason("not_exposed", other=owner, card=card)
        if not self.legal_mask() & (1 << card):
            return Reason("not_legal_for", other=owner, card=card)
        return None

    # -------------------------------------------------------------- reporting
    @property
    def kick(self) -> int:
        return self.kicks[-1]

    def record(self) -> dict[str, Any]:
        """This hand as an ``allfours-hand/1`` record, at its current point."""
        rec: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.rules.to_json(),
            "dealer": self.dealer,
            "deal_method": self.method,
            "score_before": list(self.score_before),
            "deck": [card_str(c) for c in self.decks[0]],
            "actions": [a.to_record() for a in self.actions],
        }
        if len(self.decks) > 1:
            rec["redeals"] = [[card_str(c) for c in d] for d in self.decks[1:]]
        return rec

    def outcome(self) -> dict[str, Any]:
        """The outcome in the form of docs/rules.md §14 (as far as the hand has gone)."""
        trump = self.trump if self.trump >= 0 else SUIT_OF[self.kicks[-1]]
        return {
            "trump": SUITS[trump],
            "kicks": [card_str(c) for c in self.kicks],
            "points": [[t, c, n] for t, c, n in self.points],
            "game_totals": list(self.game_totals) if self.game_totals else None,
            "score_after": list(self.score),
            "winner": self.winner,
        }

    @property
    def played(self) -> int:
        """Every card played so far in this deal (tricks and the current trick)."""
        dealt = 0
        held = 0
        for d, h in zip(self.dealt_seat, self.hands, strict=True):
            dealt |= d
            held |= h
        return dealt & ~held

    def public(self) -> dict[str, Any]:
        """The fields of the PublicView: what the whole table sees now."""
        return {  # the phase as plain text: a view travels as JSON
            "rules": self.rules, "dealer": self.dealer, "first": self.first,
            "method": self.method, "number": self.number, "phase": str(self.phase),
            "turn": self.turn, "score": (self.score[0], self.score[1]),
            "score_before": self.score_before,
            "hand_sizes": tuple(h.bit_count() for h in self.hands),
            "kicks": tuple(self.kicks), "trump": self.trump,
            "pack_left": len(self.deck) - self.pos, "redeals": len(self.decks) - 1,
            "trick": tuple(self.trick), "tricks": tuple(self.tricks),
            "exposed": tuple(self.exposed), "called": self.called,
            "decisions": tuple(a for a in self.actions
                               if a.do in ("stand", "beg", "give", "run")),
            "points": tuple(self.points), "won": (self.won[0], self.won[1]),
            "owe": tuple(self.owe),
        }

    def view_for(self, seat: int) -> PlayerView:
        """What ``seat`` may know now, and nothing more: the public view and
        its own cards (before the beg is settled, only first hand's and the
        dealer's)."""
        if not 0 <= seat < self.n:
            raise ValueError(f"there is no seat {seat}")
        visible = self.phase not in (STAND, ANSWER) or seat in (self.first, self.dealer)
        return PlayerView(**self.public(), seat=seat,
                          hand=self.hands[seat] if visible else 0, hand_visible=visible,
                          legal=tuple(self.legal_actions()) if self.turn == seat else ())

    @classmethod
    def from_view(cls, view: PlayerView, hands: Sequence[int], deck: list[int],
                  rng: random.Random | None = None) -> HandState:
        """A referee's state matching ``view`` in everything public, with
        ``hands[s]`` as each seat's cards now and ``deck`` a full deck whose
        cards from position 52 - pack_left on are the pack, top first (a
        search's guess at what the seat cannot see; position.py checks it).
        The public tricks are replayed through ``play_fast`` from the dealt
        hands, so the rules stay here alone."""
        h = cls(view.rules, view.dealer, view.method, view.score_before, deck, rng=rng,
                number=view.number, check=False)
        n = view.n
        played = [0] * n
        for trick, _ in view.tricks:
            for s, c in trick:
                played[s] |= 1 << c
        for s, c in view.trick:
            played[s] |= 1 << c
        h.decks = [deck] * (view.redeals + 1)  # earlier decks are not known; only counted
        h.score = [view.score[0], view.score[1]]
        h.kicks = list(view.kicks)
        h.points = list(view.points)
        h.actions = list(view.decisions)
        h.begged = any(a.do == "beg" for a in view.decisions)
        h.pos = DECK_SIZE - view.pack_left
        h.trump = view.trump
        dealt = [hands[s] | played[s] for s in range(n)]
        h.dealt_seat = list(dealt)
        for s in range(n):
            h.dealt_team[s & 1] |= dealt[s]
        if view.phase in (STAND, ANSWER):
            h.hands = list(hands)
            h.phase = Phase(view.phase)
            h.turn = view.turn
        else:
            h.hands = list(dealt)
            h.phase = PLAY
            h.turn = view.tricks[0][0][0][0] if view.tricks else (
                view.trick[0][0] if view.trick else view.first)
            for trick, _ in view.tricks:
                for _, c in trick:
                    h.play_fast(c)
            for _, c in view.trick:
                h.play_fast(c)
            if h.hands != list(hands) or h.turn != view.turn or h.phase != PLAY:
                raise ValueError("the replayed tricks do not reach the view")
        h.exposed = list(view.exposed)
        h.called = view.called
        # the replay read obligations off the guessed hands; the real ones are public
        h.owe = list(view.owe)
        return h

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def clone(self) -> HandState:
        """A copy that shares no mutable state (for searches): lists are copied
        (the decks inside them are never changed) and so is the shuffler."""
        c = HandState.__new__(HandState)
        for name in HandState.__slots__:
            v = getattr(self, name)
            if type(v) is list:
                v = list(v)
            setattr(c, name, v)
        if self._rng is not None:
            c._rng = copy.copy(self._rng)
        return c

    def set_shuffler(self, rng: random.Random | None) -> None:
        """Shuffle the deck of any later redeal (with no redeal deck given) with
        ``rng``: a search's copy must not draw on the real game's shuffler."""
        self._rng = rng

    def redeals_unused(self) -> int:
        """How many of the given redeal decks the hand has not dealt (yet)."""
        return len(self._redeal_supply)


_BIT = tuple(1 << c for c in range(DECK_SIZE))


def hand_points(rules: Rules, trump: int, dealt: Sequence[int], won: Sequence[int],
                dealer: int) -> tuple[list[tuple[int, str, int]], tuple[int, int]]:
    """The points of a played-out deal in the order they are counted (High,
    Low, Jack or hang jack, Game) as (team, category, points), and each
    team's card points for Game. ``dealt[t]`` is every card dealt to team
    ``t`` in this deal, ``won[t]`` every card it took in tricks. Counting
    stops at the target (``HandState`` does that); this is the scoring
    itself, for the referee and for searches that score a deal's end."""
    parts: list[tuple[int, str, int]] = []
    trump_mask = SUIT_MASKS[trump]
    t0 = dealt[0] & trump_mask
    trumps = t0 | dealt[1] & trump_mask
    if trumps:  # the kick is out of play, so a hand can have no trump at all
        high = 1 << (trumps.bit_length() - 1)
        low = trumps & -trumps
        parts.append((0 if t0 & high else 1, "high", 1))
        parts.append((0 if t0 & low else 1, "low", 1))
    jack = 1 << (trump * 13 + JACK)
    if trumps & jack:
        holder = 0 if t0 & jack else 1
        taker = 0 if won[0] & jack else 1
        if taker != holder and rules.hang_jack:
            parts.append((taker, "hang_jack", rules.hang_jack_value))
        else:
            parts.append((taker, "jack", 1))
    g0, g1 = mask_points(won[0]), mask_points(won[1])
    if g0 != g1:
        parts.append((0 if g0 > g1 else 1, "game", rules.game_point))
    elif rules.game_tie == "non_dealer":
        parts.append((1 - (dealer & 1), "game", rules.game_point))
    return parts, (g0, g1)


@functools.cache
def _deal_offsets(n: int, packet: int, per_seat: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """For each seat (by offset from the dealer), the deck positions it receives."""
    rel: dict[int, list[int]] = {i: [] for i in range(1, n + 1)}
    pos = 0
    for _ in range(per_seat // packet):
        for i in range(1, n + 1):
            rel[i].extend(range(pos, pos + packet))
            pos += packet
    return tuple((i, tuple(rel[i])) for i in range(1, n + 1))


def _check_deck(deck: Sequence[int]) -> None:
    if len(deck) != DECK_SIZE or len(set(deck)) != DECK_SIZE or not all(
            isinstance(c, int) and 0 <= c < DECK_SIZE for c in deck):
        raise IllegalAction("a deck must hold each of the 52 cards exactly once")

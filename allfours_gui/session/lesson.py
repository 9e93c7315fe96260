"""The guided first game (Help → Learn to Play): the rule side of the lesson.

One hand on a stacked deck, every decision of it scripted, and the steps that
stop it where an idea is taught. The engine still judges every decision; the
lesson only narrows which of the legal ones it takes from the person (the one
the step teaches) and plays the computer seats' scripted choices. Nothing of
the lesson is saved: its controller has no history, so it never reaches Game
History or the statistics. The words of each step are the window's
(``ui/learn``).

The hand, Kerwin (West) dealing in threes and you first hand:
the kick is the six of spades (2 to Kerwin's side); you beg on one small
spade; Kerwin runs the pack and turns the eight of hearts, so hearts are
trumps. You lead a club; Rhonda leads spades and you must follow; Partner
leads diamonds and, holding none, you trump; you lead your ace of trumps and
Rhonda must give up her only trump, the jack (Hang Jack); then the hand plays
out. High (your ace) and Game are yours, Low (Kerwin's two) is theirs.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..engine import Action, hand_from_record, parse_card
from ..engine.actions import Decision
from ..engine.cards import CARD_POINTS, RANK_OF, SUIT_MASKS, SUIT_OF
from ..engine.game import BETWEEN, HAND, Game
from ..engine.rules import Rules
from ..engine.trick_rules import beats
from ..engine.view import PlayerView
from .controller import GameController
from .game_config import HUMAN, GameConfig
from .table_session import Allows

log = logging.getLogger(__name__)

DEALER = 3  # Kerwin, West: you (seat 0) are first hand
METHOD = "threes"
YOU = 0


def _cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


# each seat's cards as dealt: six, then three more when the pack is run
FIRST_SIX = {0: "KC QC 9C 4C 3S QH", 1: "AC 8C KS 9D 5D JH",
             2: "TC 2C AS 9S 4D 6D", 3: "5C 3C 7S KD 8D KH"}
RUN_THREE = {0: "7C AH TH", 1: "JC 2S 3D", 2: "8S 7D 5H", 3: "6C TD 2H"}
KICKS = ("6S", "8H")  # the first kick (a six: 2 to the dealer's side), the kick after the run

# every decision of the hand, in order: (seat, do, card)
SCRIPT: tuple[Action, ...] = tuple(
    Action(seat, do, parse_card(card) if card else None)  # type: ignore[arg-type]
    for seat, do, card in (
        (0, "beg", ""), (3, "run", ""),
        (0, "play", "4C"), (1, "play", "AC"), (2, "play", "2C"), (3, "play", "5C"),
        (1, "play", "KS"), (2, "play", "AS"), (3, "play", "7S"), (0, "play", "3S"),
        (2, "play", "4D"), (3, "play", "KD"), (0, "play", "QH"), (1, "play", "9D"),
        (0, "play", "AH"), (1, "play", "JH"), (2, "play", "5H"), (3, "play", "KH"),
        (0, "play", "KC"), (1, "play", "8C"), (2, "play", "TC"), (3, "play", "3C"),
        (0, "play", "TH"), (1, "play", "2S"), (2, "play", "8S"), (3, "play", "2H"),
        (0, "play", "QC"), (1, "play", "JC"), (2, "play", "9S"), (3, "play", "6C"),
        (0, "play", "9C"), (1, "play", "3D"), (2, "play", "7D"), (3, "play", "TD"),
        (0, "play", "7C"), (1, "play", "5D"), (2, "play", "6D"), (3, "play", "8D")))


@dataclass(frozen=True)
class Step:
    """One idea of the lesson. ``at``: how many of the hand's decisions are made
    when it begins. A step that ``waits`` holds the table until the person reads
    on (Next); the others wait for the person's own scripted decision(s)."""

    key: str
    at: int
    waits: bool


STEPS: tuple[Step, ...] = (
    Step("kick", 0, True),  # the kick, and what it scored
    Step("beg", 0, False),  # stand or beg: you beg
    Step("answer", 1, True),  # take one or run the pack: Kerwin runs it
    Step("lead", 2, False),  # the new trumps; you lead any card
    Step("follow", 9, False),  # spades led: follow suit (or trump)
    Step("trump", 12, False),  # diamonds led, you have none: trump
    Step("hang", 14, False),  # lead the ace of trumps: the jack is hanged
    Step("play_out", 18, False),  # play out the hand, the marked card each time
    Step("score", len(SCRIPT), True),  # High, Low, Jack and Game in the summary
    Step("end", len(SCRIPT), True),  # the wrap-up: start a real game
)


def lesson_deck() -> list[int]:
    """The stacked pack, top first, dealt in threes from first hand round to the
    dealer: two rounds of six, the kick, the run's round of three, the new kick,
    then the cards nobody gets."""
    order = [(DEALER + i) % 4 for i in range(1, 5)]
    deck: list[int] = []
    for half in (slice(0, 3), slice(3, 6)):
        for seat in order:
            deck += _cards(FIRST_SIX[seat])[half]
    deck.append(parse_card(KICKS[0]))
    for seat in order:
        deck += _cards(RUN_THREE[seat])
    deck.append(parse_card(KICKS[1]))
    deck += [c for c in range(52) if c not in deck]
    return deck


def lesson_game(rules: Rules | None = None) -> Game:
    """The lesson's game at its first deal: no cut and no choice of dealing (the
    lesson starts at the hand), Kerwin to deal the stacked pack in threes."""
    game = Game(rules or Rules(), 0, [lesson_deck()])
    game.dealer, game.method, game.phase = DEALER, METHOD, BETWEEN
    return game


def decisions_made(view: PlayerView) -> int:
    """How many decisions of the hand a view has seen: each stand, beg, give or
    run, and each card played (the lesson has no exposed cards)."""
    return len(view.decisions) + bin(view.played).count("1")


class LessonPlayer:
    """A computer seat of the lesson: the script's next decision (the engine
    checks it like any other); should it ever not be legal, the first legal one."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action:
        i = decisions_made(view)
        planned = SCRIPT[i] if i < len(SCRIPT) else None
        if planned is not None and planned in view.legal:
            return planned
        log.error("the lesson's seat %d has no scripted decision at %d", view.seat, i)
        return view.legal[0]

    def choose_method(self, seat: int, rules: Rules) -> str:
        return METHOD

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        return None


@dataclass(frozen=True)
class WhyNot:
    """Why the lesson does not take a card the person clicked, as the engine sees
    the trick (the coach words it, ``ui/learn``). ``kind``: ``barred`` (the rules
    bar it: ``led`` is the suit led), ``partner_wins`` (a trump wasted on the
    partner's trick), ``loses`` (it would not beat ``winning``, ``winner``'s),
    ``costs`` (it would win too, but counts ``points`` for Game), ``lead_trump``
    (a trump lead is taught), ``not_highest`` (a lower trump led than the one
    taught), ``keep_trump`` (a trump led where a plain card is taught),
    ``only_one`` (the only card of its suit in the hand), ``lead_low`` (a higher
    card of the suit taught), ``order`` (it can wait: another card first)."""

    kind: str
    card: int
    planned: int
    winning: int = -1
    winner: int = -1
    led: int = -1
    points: int = 0


def why_not(view: PlayerView, card: int, planned: int) -> WhyNot:
    """Why ``card`` is not the one to play now, where the lesson plays ``planned``."""
    trump = view.trump
    win_seat, win = view.winning

    def is_trump(c: int) -> bool:
        return SUIT_OF[c] == trump

    if Action(view.seat, "play", card) not in view.legal:
        led = SUIT_OF[view.trick[0][1]] if view.trick else -1
        return WhyNot("barred", card, planned, led=led)
    if view.trick:
        if (win_seat & 1) == (view.seat & 1) and is_trump(card):
            return WhyNot("partner_wins", card, planned, win, win_seat)
        if not beats(card, win, SUIT_OF[view.trick[0][1]], trump):
            return WhyNot("loses", card, planned, win, win_seat)
        if CARD_POINTS[card] > CARD_POINTS[planned]:
            return WhyNot("costs", card, planned, win, win_seat, points=CARD_POINTS[card])
        return WhyNot("order", card, planned)
    if is_trump(planned) and not is_trump(card):
        return WhyNot("lead_trump", card, planned)
    if is_trump(planned) and is_trump(card):
        return WhyNot("not_highest" if RANK_OF[card] < RANK_OF[planned] else "order",
                      card, planned)
    if is_trump(card):
        return WhyNot("keep_trump", card, planned)
    if not view.hand & SUIT_MASKS[SUIT_OF[card]] & ~(1 << card):
        return WhyNot("only_one", card, planned)
    if SUIT_OF[card] == SUIT_OF[planned] and RANK_OF[card] > RANK_OF[planned]:
        return WhyNot("lead_low", card, planned)
    return WhyNot("order", card, planned)


def lesson_config(names: tuple[str, ...]) -> GameConfig:
    """Four seats, the standard rules (the lesson teaches those), nothing strict."""
    return GameConfig(rules=Rules(), names=names, levels=(HUMAN, "medium", "medium", "medium"),
                      seed=0)


class LessonController(GameController):
    """The lesson's game: the real controller, held at each step, taking from the
    person only the step's decision. Never saved (no history is given it)."""

    # the guided first game: never saved, no hints (the coach points), the coach reads
    # the summary with the person
    allows = Allows(kept=False, hints=False, set_aside=False, coached=True, next_hand=False)
    step_changed = Signal(int)  # the index in STEPS of the step now shown
    # a click the lesson does not take: the action tried (None: any click while
    # a step waits to be read), for the coach to say what to do instead (and, for a
    # card, why it is not taken: ``why_not``)
    wrong_choice = Signal(object)

    def __init__(self, names: tuple[str, ...], think_ms: int = 450,
                 parent: QObject | None = None) -> None:
        # seed 0: the controller makes seat s's player with seed s (seed * 10 + s)
        super().__init__(lesson_config(names), lambda _level, seed: LessonPlayer(seed % 10),
                         think_ms=think_ms, parent=parent)
        self.game = lesson_game(self.config.rules)
        self.step = -1
        self.held = False  # a step that waits is up: no seat is asked until Next

    # ------------------------------------------------------------ the steps
    def done(self) -> int:
        """Decisions made in the hand so far (-1 before the deal)."""
        hand = self.game.hand
        return -1 if hand is None else len(hand.actions)

    def expected(self) -> Action | None:
        """The person's decision the lesson waits for now, if it is theirs."""
        n = self.done()
        if 0 <= n < len(SCRIPT) and SCRIPT[n].seat == self.viewer and not self.held:
            return SCRIPT[n]
        return None

    def why_not(self, card: int) -> WhyNot | None:
        """Why a card the person clicked is not the one the step plays now."""
        planned, view = self.expected(), self.view()
        if planned is None or planned.card is None or view is None or card == planned.card:
            return None
        return why_not(view, card, planned.card)

    def _enter_steps(self) -> bool:
        """Show every step that begins where the hand is now; True if one of them
        waits to be read (the table holds)."""
        n = self.done()
        while self.step + 1 < len(STEPS) and STEPS[self.step + 1].at == n:
            self.step += 1
            self.step_changed.emit(self.step)
            if STEPS[self.step].waits:
                self.held = True
                return True
        return False

    def _advance(self) -> None:
        over = self.game.phase != HAND
        if self._enter_steps() and not over:
            return
        super()._advance()  # a hand that is over shows its summary whatever the step

    def go_on(self) -> None:
        """Next: the step that waited has been read."""
        if not self.held or self._stopped:
            return
        self.held = False
        if self._enter_steps() or self.game.phase != HAND:
            return
        if not self._awaiting_scene:
            super()._advance()

    def back(self) -> bool:
        """Back to the previous step: the hand is replayed from the stacked deck
        to where that step begins, and the table laid out there at once."""
        if self.step <= 0:
            return False
        target = self.step - 1
        self._close_request()
        self._awaiting_scene = False
        self.held = False
        if STEPS[target].at != self.done():
            self._replay_to(STEPS[target].at)
        self.step = target - 1
        self._advance()
        return True

    def _replay_to(self, n: int) -> None:
        g = self.game
        hand = g.hand
        assert hand is not None
        record = hand.record()
        record["actions"] = [a.to_record() for a in SCRIPT[:n]]
        fresh = hand_from_record(record, rng=g.rng)
        fresh.number = hand.number
        g.hand, g.score, g.phase, g.winner = fresh, list(fresh.score), HAND, None
        g.records = []  # the lesson's one hand is not over any more
        self.restored.emit()

    # ----------------------------------------------------- the person acts
    def human_decision(self, do: str) -> None:
        planned = self.expected()
        if self.waiting_for_human in (Decision.STAND, Decision.ANSWER) and (
                planned is None or planned.do != do):
            self.wrong_choice.emit(Action(self.viewer, do))  # type: ignore[arg-type]
            req = self.human.pending
            if req is not None:  # the question again: its bar was put away by the click
                self.human.prompt.emit(req.kind, req.view)
            return
        super().human_decision(do)

    def human_card(self, card: int) -> None:
        if self.held:
            self.wrong_choice.emit(None)
            return
        planned = self.expected()
        view = self.view()
        if planned is not None and self.waiting_for_human == Decision.PLAY \
                and card != planned.card and view is not None and view.hand >> card & 1:
            self.wrong_choice.emit(Action(self.viewer, "play", card))
            if Action(self.viewer, "play", card) not in view.legal:
                super().human_card(card)  # and the engine says which rule bars it
            return
        super().human_card(card)

    def undo(self) -> bool:
        return self.back()  # Take Back in the lesson is its Back

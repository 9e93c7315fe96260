"""The one interface a window plays through, whoever runs the game.

A table on this computer (``GameController``, and the host's
``HostController``) and a seat at a friend's table (the network's
``GuestSession``) both derive from ``TableSession``: the same signals to
the scene and the window, the same way the person answers (``human_method``,
``human_decision``, ``human_card``). So the window never asks which kind it
has to play a card; only the networked table's own room (lobby, reconnect)
knows a guest's extras. See docs/design.md §6.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine.actions import Action, Decision, MethodChoice
from ..engine.game import GamePhase
from ..engine.public import Phase
from .hint_worker import ask_for_hint
from .seats import HumanSeat

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..engine.hand import HandState
    from ..engine.public import PlayerView
    from ..engine.rules import Rules
    from .game_config import GameConfig
    from .seats import Request


@dataclass(frozen=True)
class Unsaved:
    """What waits while the history refuses writes."""

    decisions: int  # made since the history last took everything
    kept_in: Path | None  # the journal holding them all, should the window close (None: nowhere)
    problem: str  # why the history refuses, in the person's words


class TableGame(Protocol):
    """What a window reads of the game: the engine's ``Game`` on this
    computer, a stand-in built from the host's messages at a friend's table."""

    rules: Rules
    hand: HandState | None  # a networked table's: the last hand, once over
    hand_number: int
    score: list[int]
    winner: int | None
    records: list[dict[str, Any]]  # the finished hands' records, in order

    @property
    def phase(self) -> str:
        """A ``GamePhase`` on this computer; its plain value at a friend's table."""
        ...


@dataclass(frozen=True)
class Allows:
    """What a kind of game at the table allows. The window asks this, never which kind
    of game it is, so a new mode (a puzzle, a spectator's seat) is one class saying it."""

    kept: bool = True  # saved in the history: leaving it in progress asks first
    hints: bool = True  # Hint offers a computer's advice on the person's decision
    set_aside: bool = True  # it may wait, exactly as it is, while a mistake is practised
    coached: bool = False  # the coach follows it: Take Back is the coach's Back, and
    # Learn to Play is off while it is on the table
    next_hand: bool = True  # a hand's summary offers Next hand (else the coach reads it)


class TableSession(QObject):
    events = Signal(list)  # engine events, in order, for the scene
    visible_seats = Signal(list)  # hands the viewer may see face up
    turn_changed = Signal(int, str, bool)  # seat asked (-1: nobody), what, thinking dots
    message = Signal(object)  # why a click did nothing: words, or a Reason the window words
    seat_failed = Signal(int, str)  # a computer seat failed; a safe move was played
    trouble = Signal(str)  # something went wrong that the person should know; play goes on
    hand_finished = Signal(object)  # HandSummary
    game_finished = Signal(object)  # HandSummary of the last hand
    hint_ready = Signal(str, object)  # the hint in words, the action suggested (or None)
    restored = Signal()  # the position changed without events (undo): redraw it whole
    saving_changed = Signal()  # what waits to be saved changed (see ``unsaved``)

    config: GameConfig
    viewer: int  # the person's seat, as this window numbers the seats
    game_id: int | None  # the game's row in the history (None: not saved here)
    game: TableGame
    think_ms: int
    allows = Allows()  # a game of the person's own: saved, hints, set aside, Next hand

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.human = HumanSeat(self)

    # -------------------------------------------------- what each kind does
    def start(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError

    def abandon(self) -> None:
        raise NotImplementedError

    def scene_idle(self) -> None:
        raise NotImplementedError

    def unsaved(self) -> Unsaved | None:
        """What of this game the history has not taken (None: nothing waits)."""
        return None

    def try_saving_now(self) -> bool:
        """Try the history again at once; whether everything is saved now."""
        return True

    def whole_game(self) -> dict[str, Any] | None:
        """The whole game as ``history.journal.dumps`` writes it (None: not kept)."""
        return None

    def next_hand(self) -> None:
        raise NotImplementedError

    def undo(self) -> bool:
        raise NotImplementedError

    def request_hint(self, level: str = "expert") -> None:
        """Ask a computer, in a thread, what the person should do now; the
        answer comes as ``hint_ready`` while the decision is still open."""
        req = self.human.pending
        if req is None:
            return
        work = dict if req.kind == Decision.METHOD else self._hint_work(req, level)
        if work is not None:
            ask_for_hint(self, self.human, work, self.hint_ready.emit)

    def _hint_work(self, req: Request, level: str) -> Callable[[], dict[str, Any]] | None:
        """The search behind a hint for a hand decision, run in a thread (None: no hint now)."""
        raise NotImplementedError

    def view(self) -> PlayerView | None:
        """What the person's seat may know now (None between games and hands)."""
        raise NotImplementedError

    def _out_of_turn(self, action: Action) -> None:
        """An expose or a call the person makes while another seat is on turn."""
        raise NotImplementedError

    def _may_say_wait(self) -> bool:
        """Whether "wait for your turn" is news (not while an answer is on its way)."""
        return True

    @property
    def table_closed_by_host(self) -> bool:
        return False

    def game_is_over(self) -> bool:
        return self.game.phase == GamePhase.OVER

    # -------------------------------------------------- the person answers
    @property
    def waiting_for_human(self) -> str | None:
        return self.human.pending.kind if self.human.pending is not None else None

    def human_method(self, method: str) -> None:
        pending = self.human.pending
        if pending is not None and pending.kind == Decision.METHOD:
            self.human.answer(MethodChoice(pending.seat, method))

    def human_decision(self, do: str) -> None:
        if self.waiting_for_human in (Decision.STAND, Decision.ANSWER):
            self.human.answer(Action(self.viewer, do))  # type: ignore[arg-type]

    def human_card(self, card: int) -> None:
        """A click on a card: play it, expose it (strict table), call it, or say why not."""
        view = self.view()
        if view is None or view.phase != Phase.PLAY:
            return
        me = self.viewer
        if view.hand >> card & 1:
            if self.waiting_for_human == Decision.PLAY and view.turn == me:
                self.human.answer(Action(me, "play", card))
            elif self.config.strict_table and self.config.rules.exposed_penalty:
                self._out_of_turn(Action(me, "expose", card))
            elif self._may_say_wait():
                self.message.emit(QCoreApplication.translate(
                    "Session", "Wait for your turn: {name} is to play.").format(
                    name=self.config.names[view.turn]))
            return
        if 0 <= view.turn < len(view.exposed) and view.exposed[view.turn] >> card & 1:
            self._out_of_turn(Action(me, "call", card))

"""Practise a mistake at the real table: the session's side.

``PracticeController`` is the table's own controller on a position rebuilt by
``ai.practice.practice_position``: the person's seat holds the cards it held
when it made the mistake, the cards it could not see are dealt again, and it
is asked that decision again, with the real prompts (its seat turned to seat 0,
as the table always seats the person). The engine checks the
answer as always; once it is on the table, the controller holds (no other
seat is asked) and judges it: from the stored analysis's values when the entry
has them (instant, and honest: those values were computed from the seat's
view, which is the same here), else by a search of its own at the analysis's
budget, in a worker thread. It never writes the history (it is given none),
so practice never counts as a game played.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..ai.practice import PracticePosition, judge_choice, practice_position, regrade
from ..engine.actions import Action, MethodChoice
from ..engine.game import Game
from ..engine.rules import Rules
from .controller import GameController, PlayerFactory
from .game_config import HUMAN, GameConfig
from .gui_thread import mailbox
from .mistakes import Mistake
from .problem_words import problem_words
from .seat_rotation import Rotation
from .seats import Request
from .table_session import Allows

log = logging.getLogger(__name__)


def practice_config(mistake: Mistake, names: Sequence[str]) -> GameConfig:
    """The hand's rules and players turned so that the mistake's seat is seat 0
    (the person's, at South, as in any game at this table), the others
    computers (never asked: the table holds after the choice)."""
    rules = Rules.from_json(mistake.record["rules"])
    n = rules.players
    own = mistake.names if len(mistake.names) >= n else tuple(names)
    turn = Rotation(mistake.seat, n)
    seated = [own[turn.wire_seat(s)] for s in range(n)]
    # the person is at seat 0 under their own name (``names[0]``, this table's
    # person); whoever had that name sits in the seat the person left
    if names and names[0] in seated[1:]:
        j = seated.index(names[0], 1)
        seated[0], seated[j] = seated[j], seated[0]
    return GameConfig(rules=rules, names=tuple(seated),
                      levels=(HUMAN,) + ("medium",) * (n - 1), seed=0)


class PracticeController(GameController):
    """The table's controller at a rebuilt position, holding after one decision."""

    # never saved; no hints: the choice is the exercise
    allows = Allows(kept=False, hints=False, set_aside=False)
    # the verdict on the person's choice: ``regrade``'s or ``judge_choice``'s
    # answer with "stored" (bool: from the stored analysis), or {"failed": words}
    judged = Signal(object)
    judging = Signal()  # a search has begun: its verdict comes as ``judged``

    def __init__(self, mistake: Mistake, deal: int, names: Sequence[str],
                 player_factory: PlayerFactory | None = None, think_ms: int = 450,
                 parent: QObject | None = None) -> None:
        """``deal``: which deal of the hidden cards (a seed). Raises the
        engine's errors for a record that does not replay."""
        position = practice_position(dict(mistake.record), mistake.index, deal)
        super().__init__(practice_config(mistake, names), player_factory, think_ms, parent)
        self.mistake = mistake
        self.position: PracticePosition = position
        # the table numbers the seats from the person's: records and choices are turned
        self.rotation = Rotation(position.seat, self.config.rules.players)
        self.choice: Action | None = None
        self._cancel = threading.Event()
        self._fresh()

    def _fresh(self) -> None:
        game = Game.from_hand_record(self.rotation.record(self.position.record),
                                     self.config.seed)
        assert game.hand is not None
        game.hand_number = game.hand.number = max(self.mistake.hand_number, 1)
        self.game = game
        self.choice = None

    @property
    def seat(self) -> int:
        """The person's seat at this table (the mistake's, turned to seat 0)."""
        return 0

    # ------------------------------------------------------------ the loop
    def start(self) -> None:
        self._advance()  # the position is on the table: straight to the decision

    def _advance(self) -> None:
        if self.choice is None:
            super()._advance()
            return
        self.turn_changed.emit(-1, "", False)  # held: nobody is asked any more
        self._judge()

    def _calls(self) -> bool:
        return False  # the position is the person's decision, as it was then

    def _answered(self, req: Request, decision: Action | MethodChoice) -> bool:
        if self.choice is None and req.seat == self.seat and isinstance(decision, Action):
            # known before the table shows it: the judging follows at once
            self.choice = decision
            if not super()._answered(req, decision):
                self.choice = None  # the engine refused it: the question is still open
                return False
            return True
        return super()._answered(req, decision)

    def undo(self) -> bool:
        """Take Back: the same position and deal again, to choose once more."""
        self.again()
        return True

    def again(self) -> None:
        self._stop_judging()
        self._close_request()
        self._awaiting_scene = False
        self._fresh()
        self.restored.emit()
        self._advance()

    def stop(self) -> None:
        self._stop_judging()
        super().stop()

    def _hint_work(self, req: Request, level: str) -> None:
        return None  # no hints here: the choice is the exercise

    # ----------------------------------------------------------- judging
    def _stop_judging(self) -> None:
        self._cancel.set()
        self._cancel = threading.Event()

    def _judge(self) -> None:
        assert self.choice is not None
        choice = self.rotation.wire_action(self.choice)  # as the record numbers the seats
        stored = regrade(self.mistake.entry, choice)
        if stored is not None:
            self.judged.emit({**stored, "stored": True})
            return
        cancel = self._cancel
        position, m = self.position, self.mistake

        def done(answer: object) -> None:
            if cancel.is_set() or self._stopped:
                return  # asked again, or left, meanwhile
            if isinstance(answer, dict):
                self.judged.emit({**answer, "stored": False})
            else:
                self.judged.emit({"failed": problem_words(answer)
                                  if isinstance(answer, BaseException) else str(answer)})

        reply = mailbox().reply(done, self)  # the worker holds no Qt object

        def work() -> None:
            answer: Any
            try:
                answer = judge_choice(position, choice, seconds=m.seconds, seed=m.seed,
                                      cancel=cancel.is_set)
            except Exception as e:  # the person must hear of it, not wait for ever
                if cancel.is_set():
                    return
                log.exception("judging a practised choice failed")
                answer = e
            reply(answer)

        self.judging.emit()
        threading.Thread(target=work, name="practice-judge", daemon=True).start()

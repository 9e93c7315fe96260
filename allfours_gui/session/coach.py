"""The coach's work off the GUI thread: analyse finished hands, keep the results.

A ``CoachJob`` is one worker thread with its own history connection (SQLite
connections are per thread). For each hand asked it answers with the stored
analysis (same hand, seat, settings and code version) or, unless it only
looks, analyses the hand (``ai.analyse`` from the seat's own view, and the
face-up lens ``ai.double_dummy``) and stores the whole result in one
transaction. A hand whose analysis fails or is cancelled stores nothing.

Like the history's reader, the worker holds no Qt object: the window's
methods travel as weak references through the app's mailbox and are called
on the GUI thread only while their window exists.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..ai.analysis import AnalysisCancelled, analyse
from ..ai.double_dummy import LensCancelled, open_lens
from ..history.notice import Notice
from ..history.store import HistoryStore
from .gui_thread import WeakSlot, alive, held_weakly, mailbox

log = logging.getLogger(__name__)

# Names the code that made an analysis: a new version of the analysis (its
# budget's meaning, its verdicts, the lens) is a new number, and hands are
# analysed again rather than shown with an older code's answers.
VERSION = f"{__version__}/coach-1"


def settings_of(seconds: float, seed: int = 0) -> dict[str, Any]:
    """The analysis' settings as they are stored with it."""
    return {"seconds": float(seconds), "seed": int(seed)}


@dataclass(frozen=True)
class HandToAnalyse:
    game_id: int
    number: int
    record: dict[str, Any]


@dataclass
class CoachAnswer:
    """What a job found: each hand's result by number (``{"decisions", "open"}``);
    ``made``: how many were analysed now; ``cancelled``, or the ``error`` that
    stopped it (a hand's analysis, or the history); ``not_kept``: why a result
    made could not be stored; ``notices``: what the history set aside."""

    results: dict[int, dict[str, Any]] = field(default_factory=dict)
    made: int = 0
    cancelled: bool = False
    error: BaseException | None = None
    not_kept: BaseException | None = None
    notices: list[Notice] = field(default_factory=list)


LENS = (-1, -1)  # the progress posted while the face-up lens is solved (no count)


def analyse_hand(record: dict[str, Any], seat: int, seconds: float, seed: int,
                 progress: Callable[[int, int], None], cancel: Callable[[], bool],
                 lens: Callable[[], None] = lambda: None) -> dict[str, Any]:
    """One hand's whole result: the decisions judged, and the face-up lens
    (``lens()`` is called as it starts: it counts no decisions)."""
    decisions = analyse(record, seat, seconds=seconds, seed=seed, progress=progress,
                        cancel=cancel, details=True)
    lens()
    return {"decisions": decisions, "open": open_lens(record, seat, cancel)}


_Ref = WeakSlot


class CoachJob:
    """Analyse (or only look up) ``hands`` for ``seat`` in the history at
    ``directory``. ``progress(done, total)`` (decisions) and ``done(answer)`` are
    methods of a window, called on the GUI thread while it lives."""

    def __init__(self, directory: Path, hands: list[HandToAnalyse], seat: int,
                 seconds: float, *, progress: Callable[[tuple[int, int]], None],
                 done: Callable[[CoachAnswer], None], look_only: bool = False,
                 seed: int = 0) -> None:
        self.directory = Path(directory)
        self.hands = list(hands)
        self.seat = seat
        self.settings = settings_of(seconds, seed)
        self.look_only = look_only
        self._progress = held_weakly(progress)
        self._done = held_weakly(done)
        # the worker's way back; the window's methods are held weakly by it
        self._send = mailbox().reply(_deliver)
        self._stop = threading.Event()
        self.worker: threading.Thread | None = None

    def start(self) -> None:
        self.worker = threading.Thread(target=self._run, name="coach", daemon=True)
        self.worker.start()

    def cancel(self) -> None:
        """Stop at the next sampled deal; the hand being analysed stores nothing."""
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def _post(self, ref: _Ref, value: object) -> None:
        self._send((ref, value))

    def _run(self) -> None:
        answer = CoachAnswer()
        store: HistoryStore | None = None
        try:
            store = HistoryStore(self.directory)
            todo = []
            for h in self.hands:
                found = store.analysis(h.game_id, h.number, self.seat, self.settings, VERSION,
                                       h.record)
                if found is not None:
                    answer.results[h.number] = found
                elif not self.look_only:
                    todo.append(h)
            self._analyse(store, todo, answer)
        except (AnalysisCancelled, LensCancelled):
            answer.cancelled = True
        except Exception as e:  # a window waiting for an answer must always get one
            log.exception("the coach's analysis failed")
            answer.error = e
        finally:
            if store is not None:
                answer.notices = store.take_notices()
                store.close()
        self._post(self._done, answer)

    def _analyse(self, store: HistoryStore, todo: list[HandToAnalyse],
                 answer: CoachAnswer) -> None:
        from ..ai.analysis import decisions_of, has_choice

        # the progress counts the decisions with a real choice, as the game's
        # summary does (``Summary.decisions``): a forced play is no decision
        real = [[has_choice(d.view) for d in decisions_of(h.record, self.seat)] for h in todo]
        total = sum(map(sum, real))
        before = 0
        for h, chosen in zip(todo, real, strict=True):
            def progress(done: int, _total: int, before: int = before,
                         chosen: list[bool] = chosen) -> None:
                self._post(self._progress, (before + sum(chosen[:done]), total))

            seconds, seed = self.settings["seconds"], self.settings["seed"]
            result = analyse_hand(h.record, self.seat, seconds, seed, progress,
                                  self._stop.is_set, lambda: self._post(self._progress, LENS))
            if self._stop.is_set():
                raise AnalysisCancelled
            answer.results[h.number] = result
            answer.made += 1
            try:
                store.save_analysis(h.game_id, h.number, self.seat, self.settings, VERSION,
                                    h.record, result)
            except Exception as e:  # shown all the same; analysed again next time
                log.warning("an analysis could not be kept: %s", e)
                answer.not_kept = e
            before += sum(chosen)


def _deliver(parcel: tuple[_Ref, object]) -> None:
    """On the GUI thread: the window's method, if the window still exists."""
    ref, value = parcel
    fn = alive(ref)
    if fn is not None:
        fn(value)


@dataclass(frozen=True)
class Summary:
    """A game's analysed hands for one seat, in figures.

    ``decisions`` counts the decisions with a real choice (more than one
    distinct card or bid: a forced play is no decision); ``accuracy`` is the
    share of them, in percent, that the coach judged "good": within the
    search's error of the best choice, or less than 1% of the chance to win
    the game from it (docs/design.md, the coach)."""

    hands: int
    analysed: int
    decisions: int
    good: int
    inaccuracies: int
    mistakes: int
    blunders: int
    costliest: tuple[int, dict[str, Any]] | None  # the hand's number, the decision

    @property
    def accuracy(self) -> float | None:
        return None if not self.decisions else 100.0 * self.good / self.decisions


def real_choice(decision: dict[str, Any]) -> bool:
    """A decision with more than one distinct choice (the analysis sampled deals)."""
    if "deals" in decision:
        return bool(decision["deals"])
    return len(decision.get("choices") or ()) > 1


def summary(results: dict[int, dict[str, Any]], hands: int) -> Summary:
    counts = {"good": 0, "inaccuracy": 0, "mistake": 0, "blunder": 0}
    costliest: tuple[int, dict[str, Any]] | None = None
    decisions = 0
    for number in sorted(results):
        for d in results[number].get("decisions", []):
            if not real_choice(d):
                continue
            decisions += 1
            counts[d["verdict"]] = counts.get(d["verdict"], 0) + 1
            if d["verdict"] != "good" and (costliest is None or d["loss"] > costliest[1]["loss"]):
                costliest = (number, d)
    return Summary(hands, len(results), decisions, counts["good"], counts["inaccuracy"],
                   counts["mistake"], counts["blunder"], costliest)

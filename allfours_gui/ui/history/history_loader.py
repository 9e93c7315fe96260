"""Reading the history in a worker thread, for the windows that show it.

A long history takes seconds to read the first time (every hand is replayed
once), and the event loop never waits on file work. SQLite connections are per
thread, so the worker opens its own ``HistoryStore`` on the history's folder.

The worker holds no Qt object but the app's mailbox (see gui_thread.py): the
window's methods travel as weak references, turned back into calls on the GUI
thread, so a window closed (or deleted) meanwhile gets its answer or nothing,
and never dies on the worker's thread. What the worker's store set aside is
told to the person all the same (``notify``), even if the window is gone; and
shown in the reading window too (``shown``) while it is open, since that window,
not the main one behind it, is where the person is looking.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from ...engine.translatable import QT_TRANSLATE_NOOP
from ...history.notice import Notice
from ...history.store import HistoryStore
from ...session.gui_thread import Reply, WeakSlot, alive, held_weakly, mailbox
from ...session.problem_words import all_words, problem_words

log = logging.getLogger(__name__)

T = TypeVar("T")
Notify = Callable[[Sequence[str], Path], None]  # MainWindow.notify: the lines, the folder
_Ref = WeakSlot
_Job = tuple[Callable[[HistoryStore], object], _Ref, _Ref | None, _Ref | None]

# shown with QCoreApplication.translate("History", READING)
READING = QT_TRANSLATE_NOOP("History", "Reading your history…")


@dataclass(frozen=True)
class Failed:
    """The history could not be read: the answer instead of a result."""
    error: BaseException

    @property
    def reason(self) -> str:
        """Why, in the language shown now (asked again after a language change)."""
        return problem_words(self.error)


class HistoryReader:
    """One worker thread with its own store, reading for one window, in the
    order asked; started by the first read, ended by ``stop`` (for good: the
    window is closed, and a read asked after is not made)."""

    def __init__(self, directory: Path | str, notify: Notify | None = None,
                 shown: Callable[[Sequence[str]], None] | None = None) -> None:
        """``notify(lines, folder)``: what the store set aside (the main window's
        notice); ``shown(lines)``: the same, told in the reading window (a method
        of it, held weakly like the answers)."""
        self.directory = Path(directory)
        self._notify = None if notify is None else held_weakly(notify)
        self._shown = None if shown is None else held_weakly(shown)
        self._send = mailbox().reply(_deliver)  # made on the GUI thread
        self._jobs: queue.SimpleQueue[_Job | None] | None = None
        self._stopped = False
        self.worker: threading.Thread | None = None

    def read(self, job: Callable[[HistoryStore], T], answer: Callable[[T | Failed], None]
             ) -> None:
        """``job(store)`` on the worker; then, on the GUI thread, ``answer`` with its
        result (a ``Failed`` if the history could not be read), if its object lives.
        ``job`` must hold no Qt object: a module function or a partial of one."""
        if self._stopped:
            return
        if self._jobs is None:
            self._jobs = queue.SimpleQueue()
            self.worker = threading.Thread(target=_serve,
                                           args=(self.directory, self._jobs, self._send),
                                           name="history-reader", daemon=True)
            self.worker.start()
        self._jobs.put((job, held_weakly(answer), self._notify, self._shown))

    def stop(self) -> None:
        """No more reads: the worker answers what it was asked, then closes its
        store and ends."""
        self._stopped = True
        if self._jobs is not None:
            self._jobs.put(None)
            self._jobs = None


def _serve(directory: Path, jobs: queue.SimpleQueue[_Job | None],
           send: Reply[_Parcel]) -> None:
    store: HistoryStore | None = None
    try:
        while (item := jobs.get()) is not None:
            job, answer, notify, shown = item
            result: object
            try:
                if store is None:
                    store = HistoryStore(directory, for_reading=True)
                result = job(store)
            except Exception as e:  # a reading window must never hang or take the app down
                log.exception("the history could not be read")
                result = Failed(e)
            notices = store.take_notices() if store is not None else []
            send((answer, result, notify, shown, notices, directory))
    finally:
        if store is not None:
            store.close()


_Parcel = tuple[_Ref, object, _Ref | None, _Ref | None, list[Notice], Path]


def _deliver(parcel: _Parcel) -> None:
    """On the GUI thread: the notices first (they stand even if the window is
    gone), worded in the language shown, then the window's answer if the window
    still exists."""
    answer, result, notify, shown, taken, directory = parcel
    notices = all_words(taken)
    if notices:
        tell = alive(notify)
        if tell is not None:
            tell(notices, directory)
        else:
            for line in notices:
                log.warning("%s", line)
        show = alive(shown)
        if show is not None:
            show(notices)
    method = alive(answer)
    if method is not None:
        method(result)

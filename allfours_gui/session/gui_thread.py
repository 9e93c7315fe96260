"""Answers from worker threads, delivered on the GUI thread.

One mailbox for the whole app, made on the GUI thread and never deleted. A
worker's way back is a ``Reply``: made on the GUI thread for a receiver and a
slot, it holds only a number, so the worker holds no Qt object of its own (a
Qt object dropped last by a worker thread is destroyed on the wrong thread,
which crashes Qt later at random: a worker closure that kept a seat alive
aborted the network tests about one run in three). The receiver and slot stay
with the mailbox, on the GUI thread, until the worker drops its ``Reply``.
"""

from __future__ import annotations

import inspect
import itertools
import sys
import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal

T = TypeVar("T")
_DROPPED = object()  # a Reply's last word: its receiver and slot may go


class Mailbox(QObject):
    _answered = Signal(int, object)  # a Reply's number, its value (or _DROPPED)

    def __init__(self) -> None:
        super().__init__()
        # always queued, even from the GUI thread: a Reply's last holder may be the
        # GUI thread, dropping it after the worker's answers were posted, and the
        # drop must come after them
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._waiting: dict[int, tuple[QObject | None, Callable[[Any], None]]] = {}
        self._numbers = itertools.count(1)

    def reply(self, slot: Callable[[T], None], receiver: QObject | None = None) -> Reply[T]:
        """On the GUI thread: a way for a worker to run ``slot(value)`` here,
        while ``receiver`` lives (by default the slot's own object, if it is a
        Qt object's method)."""
        if receiver is None:
            owner = getattr(slot, "__self__", None)
            receiver = owner if isinstance(owner, QObject) else None
        number = next(self._numbers)
        self._waiting[number] = (receiver, slot)
        return Reply(self._answered.emit, number)

    def _deliver(self, number: int, value: object) -> None:
        if value is _DROPPED:
            self._waiting.pop(number, None)  # the last references go here, on this thread
            return
        entry = self._waiting.get(number)
        if entry is None:
            return
        receiver, slot = entry
        if receiver is None or shiboken6.isValid(receiver):
            slot(value)


class Reply(Generic[T]):
    """A worker's way back to the GUI thread (``Mailbox.reply``); callable from
    any thread, any number of times. Holds no Qt object: the mailbox's signal
    and a number."""

    __slots__ = ("_emit", "_number")

    def __init__(self, emit: Callable[[int, object], None], number: int) -> None:
        self._emit = emit
        self._number = number

    def __call__(self, value: T) -> None:
        self._emit(self._number, value)

    def __del__(self) -> None:
        try:  # noqa: SIM105 (plain try: at shutdown a module's names may be gone)
            self._emit(self._number, _DROPPED)
        except Exception:  # the app is shutting down: nothing is waiting any more
            pass


WeakSlot = Callable[[], Callable[..., None] | None]


def held_weakly(fn: Callable[..., None]) -> WeakSlot:
    """A bound method by weak reference, for a worker that must not keep a
    window alive; a plain function as it is (the caller keeps it free of Qt
    objects). ``alive`` gives it back on the GUI thread."""
    if inspect.ismethod(fn):
        return weakref.WeakMethod(fn)
    return lambda: fn


def alive(ref: WeakSlot | None) -> Callable[..., None] | None:
    """On the GUI thread: the slot ``held_weakly`` kept, if its object still
    exists (a Python wrapper whose Qt object was deleted does not count)."""
    fn = None if ref is None else ref()
    owner = getattr(fn, "__self__", None)
    if owner is not None and not shiboken6.isValid(owner):  # True for any non-Qt owner
        return None
    return fn


_mailbox: Mailbox | None = None


def mailbox() -> Mailbox:
    """The app's mailbox; call it first on the GUI thread (when a seat is made)."""
    global _mailbox
    if _mailbox is None:
        # Painting and the mailbox's deliveries call back into Python, and each
        # call must win the GIL from a worker (a thinking player, the coach); a
        # 1 ms switch interval (5 ms by default) keeps those waits short, so the
        # window answers and repaints smoothly while a worker runs.
        sys.setswitchinterval(0.001)
        _mailbox = Mailbox()
    return _mailbox

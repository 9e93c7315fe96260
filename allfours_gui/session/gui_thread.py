"""Answers from worker threads, delivered on the GUI thread.

One mailbox for the whole app, made on the GUI thread and never deleted. A
worker posts (receiver, slot, value); the queued signal runs the slot on the
GUI thread, and only while the receiver still exists. Workers therefore hold
no Qt object of their own: a Qt object dropped last by a worker thread would
be destroyed on the wrong thread, which crashes Qt later at random.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal


class Mailbox(QObject):
    posted = Signal(object, object, object)  # receiver, slot, value

    def __init__(self) -> None:
        super().__init__()
        self.posted.connect(self._deliver)  # queued: emitted from other threads

    @staticmethod
    def _deliver(receiver: QObject, slot: Callable[[Any], None], value: object) -> None:
        if shiboken6.isValid(receiver):
            slot(value)

    def post(self, receiver: QObject, slot: Callable[[Any], None], value: object) -> None:
        """From any thread: ``slot(value)`` on the GUI thread, if ``receiver`` lives."""
        self.posted.emit(receiver, slot, value)


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

"""At a networked table, who is deciding against the clock and how long they
have left: a label in the status bar, counting down once a second.

The host sets the time (Host a Table…, "Time to decide"); when it is up, the
seat's computer plays that decision. Both the host's window and each friend's
show the same countdown (the host sends the seconds left when a friend's time
starts; each window counts down on its own clock from there).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QLabel, QWidget


class TurnClock(QLabel):
    def __init__(self, names: Callable[[], Sequence[str]], you: Callable[[], int | None],
                 parent: QWidget | None = None) -> None:
        """``names``: the seats' names now; ``you``: this window's own seat
        (None: it has none at the table)."""
        super().__init__(parent)
        self.setObjectName("turn-clock")
        self._names, self._you = names, you
        self._ends: dict[int, float] = {}  # seat: when its time is up (time.monotonic)
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)
        self.hide()

    def set_clock(self, seat: int, seconds: object) -> None:
        """``seat`` has ``seconds`` left to decide (None: its clock stopped)."""
        if isinstance(seconds, int | float) and not isinstance(seconds, bool):
            self._ends[seat] = time.monotonic() + float(seconds)
        else:
            self._ends.pop(seat, None)
        self._tick()

    def clear(self) -> None:
        self._ends.clear()
        self._tick()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._ends:
            self._tick()  # the countdown in the new language at once
        super().changeEvent(event)

    def seconds_left(self, seat: int) -> int | None:
        end = self._ends.get(seat)
        return None if end is None else max(0, math.ceil(end - time.monotonic()))

    def _tick(self) -> None:
        if not self._ends:
            self._timer.stop()
            self.hide()
            return
        names, you = self._names(), self._you()
        parts = []
        for seat in sorted(self._ends):
            left = self.seconds_left(seat) or 0
            if seat == you:
                parts.append(self.tr("You have %n s to decide", "", left))
            elif 0 <= seat < len(names):
                parts.append(self.tr("{name}: %n s to decide", "", left).format(
                    name=names[seat]))
            else:
                parts.append(self.tr("Seat {number}: %n s to decide", "", left).format(
                    number=seat))
        self.setText(self.tr(" · ", "between the seats' clocks").join(parts))
        self.show()
        if not self._timer.isActive():
            self._timer.start()

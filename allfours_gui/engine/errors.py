"""The one exception the engine raises for a move or record it refuses."""

from __future__ import annotations

from .reasons import Reason, malformed


class IllegalAction(ValueError):
    """An illegal or malformed action or record.

    ``reason`` is why, as a value (``Reason``: a rule's key and its fields);
    a malformed record's reason is ``malformed`` with its own words. ``index``
    is the position of the offending action in a record's ``actions`` list
    (None when the record itself is at fault or the action came from live
    play). ``str(e)`` is the engine's plain words, prefixed by the index.
    """

    def __init__(self, reason: Reason | str, index: int | None = None) -> None:
        self.reason = reason if isinstance(reason, Reason) else malformed(reason)
        self.index = index
        text = str(self.reason)
        super().__init__(f"action {index}: {text}" if index is not None else text)

    def at(self, index: int) -> IllegalAction:
        return IllegalAction(self.reason, index)

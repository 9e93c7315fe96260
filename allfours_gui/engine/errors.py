"""The one exception the engine raises for a move or record it refuses."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An illegal or malformed action or record, explained in plain words.

    ``index`` is the position of the offending action in a record's
    ``actions`` list (None when the record itself is at fault or the action
    came from live play); ``reason`` is the explanation without that prefix,
    which is what the table shows a player who clicked the wrong card.
    """

    def __init__(self, reason: str, index: int | None = None) -> None:
        self.reason = reason
        self.index = index
        super().__init__(f"action {index}: {reason}" if index is not None else reason)

    def at(self, index: int) -> IllegalAction:
        return IllegalAction(self.reason, index)

"""The names the history's views give a hand and the two sides (the review, the score
history, the list of games and the practice room say them alike)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def us_and_them() -> tuple[str, str]:
    """The two partnerships' names in a four-player game, seen from the person's side."""
    return (QCoreApplication.translate("History", "Us"),
            QCoreApplication.translate("History", "Them"))


def hand_title(number: int, live: bool = False) -> str:
    """A review's title: "Hand 3", or "Hand 3 (in progress)"."""
    if live:
        return QCoreApplication.translate("History", "Hand {number} (in progress)").format(
            number=number)
    return QCoreApplication.translate("History", "Hand {number}").format(number=number)

"""The beg story: what was stood, begged, given and run in a hand, in the
order it happened, as the scoreboard says it ("Rhonda begged; you ran the
pack twice, new deal; Rhonda stood")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.translatable import QT_TRANSLATE_NOOP
from .table_items import story_separator

if TYPE_CHECKING:  # the hand and the rest of the engine load after the first paint
    from ...engine.hand import HandState

# The beg story's parts, each in three forms: another seat's, "You" opening
# the story, "you" later in it ("Rhonda begged; you ran the pack").
STORY_PARTS: dict[str, tuple[str, str, str]] = {
    "stand": (QT_TRANSLATE_NOOP("Table", "{name} stood"), QT_TRANSLATE_NOOP("Table", "You stood"),
              QT_TRANSLATE_NOOP("Table", "you stood")),
    "beg": (QT_TRANSLATE_NOOP("Table", "{name} begged"), QT_TRANSLATE_NOOP("Table", "You begged"),
            QT_TRANSLATE_NOOP("Table", "you begged")),
    "give": (QT_TRANSLATE_NOOP("Table", "{name} gave one"),
             QT_TRANSLATE_NOOP("Table", "You gave one"),
             QT_TRANSLATE_NOOP("Table", "you gave one")),
}
# (times: 1 or 2, a new deal followed) -> the three forms (more: ``BegStory``)
STORY_RUNS: dict[tuple[int, bool], tuple[str, str, str]] = {
    (1, False): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack"),
                 QT_TRANSLATE_NOOP("Table", "You ran the pack"),
                 QT_TRANSLATE_NOOP("Table", "you ran the pack")),
    (1, True): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack, new deal"),
                QT_TRANSLATE_NOOP("Table", "You ran the pack, new deal"),
                QT_TRANSLATE_NOOP("Table", "you ran the pack, new deal")),
    (2, False): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack twice"),
                 QT_TRANSLATE_NOOP("Table", "You ran the pack twice"),
                 QT_TRANSLATE_NOOP("Table", "you ran the pack twice")),
    (2, True): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack twice, new deal"),
                QT_TRANSLATE_NOOP("Table", "You ran the pack twice, new deal"),
                QT_TRANSLATE_NOOP("Table", "you ran the pack twice, new deal")),
}


class BegStory(QObject):
    """The beg story's plural parts (three runs of the pack or more). Qt's lupdate
    reads a count only from a ``tr`` call, so these are a QObject's."""

    def runs(self, form: int, new_deal: bool, n: int) -> str:
        if new_deal:
            return (self.tr("{name} ran the pack %n times, new deal", "", n),
                    self.tr("You ran the pack %n times, new deal", "", n),
                    self.tr("you ran the pack %n times, new deal", "", n))[form]
        return (self.tr("{name} ran the pack %n times", "", n),
                self.tr("You ran the pack %n times", "", n),
                self.tr("you ran the pack %n times", "", n))[form]


def decisions_of(hand: HandState) -> list[tuple[int, str]]:
    """The stands, begs, gives and runs of a hand, as (seat, decision)."""
    return [(a.seat, a.do) for a in hand.actions if a.do in ("stand", "beg", "give", "run")]


def story_text(decisions: Sequence[tuple[int, str]], redeals: int, names: Sequence[str],
               human: int) -> str:
    """"Kerwin begged; Rhonda ran the pack twice, new deal; Kerwin stood" from
    (seat, decision)s, in the order it happened: a stand or beg after the
    pack was run means the pack ran out and was dealt again."""
    from ..wording import is_you, shown_names

    shown = shown_names(names)
    parts: list[str] = []
    runs, dealer, told = 0, -1, 0

    def form(seat: int) -> int:
        # a seat named "You" is worded as you: "You" begins the story, "you" goes on it
        return (2 if parts else 1) if is_you(seat, names, None) else 0

    def close_runs(new_deal: bool) -> None:
        nonlocal runs
        if runs > 2:
            text = BegStory().runs(form(dealer), new_deal, runs)
            parts.append(text.format(name=shown[dealer]))
        elif runs:
            text = QCoreApplication.translate("Table", STORY_RUNS[runs, new_deal][form(dealer)])
            parts.append(text.format(name=shown[dealer]))
        runs = 0
    for seat, do in decisions:
        if do == "run":
            runs += 1
            dealer = seat
            continue
        if runs and do in ("stand", "beg"):
            close_runs(True)
            told += 1
        text = QCoreApplication.translate("Table", STORY_PARTS[do][form(seat)])
        parts.append(text.format(name=shown[seat]))
    close_runs(redeals > told)
    return story_separator().join(parts)

"""The words of the hand summary and game over: each side named, each row
(label, rich text) as the summary panel shows it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...engine.summary import HandSummary


def pair(first: str, second: str) -> str:
    """Partners named together: "You & Partner"."""
    return QCoreApplication.translate("Table", "{first} & {second}").format(
        first=first, second=second)


def team_name(team: int, names: Sequence[str], players: int, short: bool = False) -> str:
    """``short``: a long pair of names by first names only, so a summary fits a small table."""
    from ..wording import shown_names

    names = shown_names(names)
    if players == 2:
        return names[team]
    full = pair(names[team], names[team + 2])
    if short and len(full) > 22:
        return pair(*((names[s].split() or [names[s]])[0][:12] for s in (team, team + 2)))
    return full


# the scoring categories' names, as the published rules have them
CATEGORY = {"kick": QT_TRANSLATE_NOOP("Summary", "Kick"),
            "beg": QT_TRANSLATE_NOOP("Summary", "Take one"),
            "high": QT_TRANSLATE_NOOP("Summary", "High"),
            "low": QT_TRANSLATE_NOOP("Summary", "Low"),
            "jack": QT_TRANSLATE_NOOP("Summary", "Jack"),
            "hang_jack": QT_TRANSLATE_NOOP("Summary", "Hang Jack"),
            "game": QT_TRANSLATE_NOOP("Summary", "Game")}


def category(key: str) -> str:
    return QCoreApplication.translate("Summary", CATEGORY[key])


def sides_line(left: str, left_n: int, right: str, right_n: int) -> str:
    """Both sides and their numbers: "You & Partner 12 — Rhonda & Kerwin 9"."""
    template = QCoreApplication.translate("Summary", "{side} {number} — {other} {other_number}")
    return escape(template, quote=False).format(side=left, number=left_n, other=right,
                                                other_number=right_n)


def summary_rows(s: HandSummary, names: Sequence[str], players: int,
                 you: int | None = None) -> list[tuple[str, str]]:
    """The hand summary's lines (label, rich text), each person worded as a
    person: "the two of clubs — held by you", "your jack, hanged by Rhonda!"."""
    from ..wording import held_by, jack_fate, people, suit_title

    who = people(names[:players], you)

    def side(team: int) -> str:
        return escape(team_name(team, names, players, short=True), quote=False)

    def words(text: str) -> str:  # a translation, as rich text
        return escape(text, quote=False)

    rows: list[tuple[str, str]] = []
    if s.trump >= 0:
        rows.append((QCoreApplication.translate("Summary", "Trumps"), words(suit_title(s.trump))))
    if s.high is not None and s.low is not None:
        rows.append((category("high"), words(held_by(s.high[0], who[s.high[1]]))))
        rows.append((category("low"), words(held_by(s.low[0], who[s.low[1]]))))
    if s.jack is not None:
        holder, taker = s.jack
        hanged = any(c == "hang_jack" for _t, c, _n in s.points)
        rows.append((category("jack"), words(jack_fate(who[holder], who[taker], hanged))))
    elif s.trump >= 0 and s.game_totals is not None:
        rows.append((category("jack"), words(QCoreApplication.translate("Summary", "not dealt"))))
    if s.game_totals is not None:
        rows.append((QCoreApplication.translate("Summary", "Card points"),
                     sides_line(side(0), s.game_totals[0], side(1), s.game_totals[1])))
    scored = words(QCoreApplication.translate("Summary", "{category}: {points} to {side}"))
    lines = [scored.format(category=words(category(c)), points=n, side=side(t))
             for t, c, n in s.points]
    # what the hand did not count, said as the score history says it
    from ...engine.counted import END_OF_HAND, not_counted_after  # the engine loads after paint

    missing = not_counted_after(s.points, s.winner)
    if s.jack is None and s.game_totals is not None:
        missing -= {"jack"}  # not dealt: there was nothing to count (said above)
    late = words(QCoreApplication.translate(
        "Summary", "{category}: not counted, the game was already won"))
    lines += [late.format(category=words(category(c))) for c in END_OF_HAND if c in missing]
    if "game" not in missing and s.game_totals is not None \
            and not any(c == "game" for _t, c, _n in s.points):
        g0, g1 = s.game_totals
        lines.append(words(QCoreApplication.translate(
            "Summary", "Game: not counted, card points tied {left}–{right}")).format(
            left=g0, right=g1))
    none = words(QCoreApplication.translate("Summary", "no points"))
    rows.append((QCoreApplication.translate("Summary", "Points"), "<br>".join(lines) or none))
    rows.append((QCoreApplication.translate("Summary", "Score"),
                 sides_line(side(0), s.score[0], side(1), s.score[1])))
    return [(escape(label, quote=False), value) for label, value in rows]


def rows_read(rows: Sequence[tuple[str, str]]) -> str:
    """The summary's lines as a screen reader reads them with the focused button
    (Orca says a button's description, not its panel's text): "Trumps: spades.
    Points: High: 1 to Rhonda & Kerwin; ... Score: ..."."""
    from html import unescape

    def plain(text: str) -> str:
        return unescape(re.sub(r"<[^>]+>", "", text.replace("<br>", "; ")))

    line = QCoreApplication.translate("Summary", "{label}: {value}.")
    return " ".join(line.format(label=plain(label), value=plain(value)) for label, value in rows)

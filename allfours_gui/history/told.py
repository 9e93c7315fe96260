"""What the store tells the person, one whole sentence per case (``Notice``s).

A game or a hand is named by a label that is a template of its own ("The game of
{date}", "Hand {number} of {game}"), worded before the sentence that holds it;
each label is written as its place needs it (at the start of a sentence, or
after "of"), never put together from smaller pieces.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.translatable import QT_TRANSLATE_NOOP
from .notice import Day, Field, Notice, notice

# A game's label where a sentence starts with it, and where a hand's label holds
# it: (with its day, without a good one)
THE_GAME = (QT_TRANSLATE_NOOP("History", "The game of {date}"),
            QT_TRANSLATE_NOOP("History", "A game in your history"))
THE_UNFINISHED_GAME = (QT_TRANSLATE_NOOP("History", "The unfinished game of {date}"),
                       QT_TRANSLATE_NOOP("History", "An unfinished game in your history"))
OF_THE_GAME = (QT_TRANSLATE_NOOP("History", "the game of {date}"),
               QT_TRANSLATE_NOOP("History", "a game in your history"))


def game_name(started: object, label: tuple[str, str] = THE_GAME) -> Notice:
    """'The game of 30 Nov 2026', or 'A game in your history' without a good date."""
    if isinstance(started, int | float) and not isinstance(started, bool):
        day = Day(started)
        try:
            str(day)  # a time the system can say
        except (OverflowError, OSError, ValueError):
            pass
        else:
            return notice(label[0], date=day)
    return notice(label[1])


def hand_name(number: object, game_started: object, game_missing: bool) -> Notice:
    """'Hand 3 of the game of 30 Nov 2026'; 'A hand of ...' without a good number."""
    game = (notice(QT_TRANSLATE_NOOP("History", "a game missing from your history"))
            if game_missing else game_name(game_started, OF_THE_GAME))
    if isinstance(number, int) and not isinstance(number, bool):
        return notice(QT_TRANSLATE_NOOP("History", "Hand {number} of {game}"), number=number,
                      game=game)
    return notice(QT_TRANSLATE_NOOP("History", "A hand of {game}"), game=game)


def kept_as(path: Path) -> Notice:
    return notice(QT_TRANSLATE_NOOP(
        "History", "Your game history could not be read; it was kept as {path} and a new "
                   "history was started."), path=path)


def log_kept(path: Path) -> Notice:
    return notice(QT_TRANSLATE_NOOP(
        "History", "Part of your game history (its write-ahead log) could not be read, and "
                   "SQLite passes over such a part: a copy of it was kept as {path}."),
        path=path)


def not_read_nor_set_aside(problem: BaseException, error: OSError) -> Notice:
    """Why a history that is not ours stays in the way (``Unavailable.reason``)."""
    return notice(QT_TRANSLATE_NOOP(
        "History", "the history file could not be read ({problem}), and could not be set "
                   "aside ({error}) — nothing is saved until it can"),
        problem=problem, error=error)


def left_in(name: Notice, problem: BaseException, path: Path) -> Notice:
    """A damaged row that could not be moved out: it stays where it is, unread."""
    return notice(QT_TRANSLATE_NOOP(
        "History", "{name} is damaged and is left out of your history; it could not be set "
                   "aside ({problem}), so it stays in {path}."),
        name=name, problem=problem, path=path)


def game_set_aside(name: Notice, hands: int, folder: Path) -> Notice:
    # the count in its own sentences: a marked template is one form, not a numerus
    if hands == 1:
        return notice(QT_TRANSLATE_NOOP(
            "History", "{name} was damaged and was set aside, with its 1 hand, in {folder}."),
            name=name, folder=folder)
    return notice(QT_TRANSLATE_NOOP(
        "History", "{name} was damaged and was set aside, with its {count} hands, in "
                   "{folder}."), name=name, count=hands, folder=folder)


def hand_set_aside(name: Notice, game_missing: bool, unfinished: bool, folder: Path) -> Notice:
    if game_missing:
        text = QT_TRANSLATE_NOOP("History", "{name} was set aside in {folder}.")
    elif unfinished:
        text = QT_TRANSLATE_NOOP("History", "{name} was damaged and was set aside in {folder}; "
                                            "the game's other hands are still in your history, "
                                            "but the game can no longer be resumed.")
    else:
        text = QT_TRANSLATE_NOOP("History", "{name} was damaged and was set aside in {folder}; "
                                            "the game's other hands are still in your "
                                            "history.")
    return notice(text, name=name, folder=folder)


def given_up(started: object, reason: Field) -> Notice:
    """An unfinished game that does not restore; ``reason`` a notice below, or the
    engine's own error."""
    return notice(QT_TRANSLATE_NOOP(
        "History", "{name} could not be restored ({reason}), so it can no longer be resumed; "
                   "its hands are still in your history."),
        name=game_name(started, THE_UNFINISHED_GAME), reason=reason)


# why a game does not restore
def hand_missing(number: int) -> Notice:
    return notice(QT_TRANSLATE_NOOP("History", "hand {number} is missing"), number=number)


def other_rules(number: int) -> Notice:
    return notice(QT_TRANSLATE_NOOP("History", "hand {number} was played to other rules"),
                  number=number)


NO_DEALER = notice(QT_TRANSLATE_NOOP("History", "its first dealer or dealing method is missing"))
ALREADY_WON = notice(QT_TRANSLATE_NOOP("History", "its last hand already won the game"))


def analysis_name(number: object) -> Notice:
    """'The coach's analysis of hand 3'."""
    if isinstance(number, int) and not isinstance(number, bool):
        return notice(QT_TRANSLATE_NOOP("History", "The coach's analysis of hand {number}"),
                      number=number)
    return notice(QT_TRANSLATE_NOOP("History", "A coach's analysis of a hand"))


def analysis_set_aside(name: Notice, folder: Path) -> Notice:
    return notice(QT_TRANSLATE_NOOP(
        "History", "{name} was damaged and was set aside in {folder}; the hand can be "
                   "analysed again."), name=name, folder=folder)

"""The words of practice: a choice inside a sentence, and the coach's line on the new
choice (the practice room and the list of mistakes say them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.translatable import QT_TRANSLATE_NOOP
from ...session.card_words import card_name
from ...session.judged_words import in_100

# a choice inside a sentence: "you chose {choice}", "the best was {choice}"
CHOICES = {"stand": QT_TRANSLATE_NOOP("Practice", "to stand"),
           "beg": QT_TRANSLATE_NOOP("Practice", "to beg"),
           "give": QT_TRANSLATE_NOOP("Practice", "to say “take one”"),
           "run": QT_TRANSLATE_NOOP("Practice", "to run the pack")}
# what the status line says at the position, by the verdict in the game
INTRO = {"mistake": QT_TRANSLATE_NOOP(
             "Practice", "Practice: in the game you chose {choice} here, a mistake. The cards "
             "you could not see are dealt again: choose again."),
         "blunder": QT_TRANSLATE_NOOP(
             "Practice", "Practice: in the game you chose {choice} here, a blunder. The cards "
             "you could not see are dealt again: choose again."),
         "": QT_TRANSLATE_NOOP(
             "Practice", "Practice: in the game you chose {choice} here. The cards you could "
             "not see are dealt again: choose again.")}
# the coach's line on the new choice, by its verdict
VERDICT = {"best": QT_TRANSLATE_NOOP("Practice", "The best choice: you chose {choice}."),
           "good": QT_TRANSLATE_NOOP(
               "Practice", "As good as the best: you chose {choice}, and the best, {best}, "
               "wins no more often, within the estimate's error."),
           "inaccuracy": QT_TRANSLATE_NOOP(
               "Practice", "Not as good as the best: you chose {choice}, an inaccuracy. The "
               "best was {best}: your chance to win the match drops by about {points} in 100."),
           "mistake": QT_TRANSLATE_NOOP(
               "Practice", "Not as good as the best: you chose {choice}, a mistake. The best "
               "was {best}: your chance to win the match drops by about {points} in 100."),
           "blunder": QT_TRANSLATE_NOOP(
               "Practice", "Not as good as the best: you chose {choice}, a blunder. The best "
               "was {best}: your chance to win the match drops by about {points} in 100.")}


def words(text: str) -> str:
    return QCoreApplication.translate("Practice", text)


def choice_words(action: Action | Mapping[str, Any]) -> str:
    """A decision inside a sentence: "the ten of hearts", "to beg"."""
    a = action if isinstance(action, Action) else Action.from_record(dict(action))
    if a.do == "play" and a.card is not None:
        return card_name(a.card)
    return words(CHOICES[a.do]) if a.do in CHOICES else str(a.do)


def points_lost(loss: float) -> str:
    """A loss of match-win chance as points in 100, rounded as the review's coach
    rounds it."""
    return in_100(max(loss, 0.0))


def coach_words(answer: Mapping[str, Any]) -> str:
    """The coach's line on a judged choice (``PracticeController.judged``)."""
    if "failed" in answer:
        return QCoreApplication.translate(
            "Practice", "Your choice could not be judged: {problem}.").format(
            problem=answer["failed"])
    key = "best" if answer["chosen"] == answer["best"] else str(answer["verdict"])
    return words(VERDICT.get(key, VERDICT["good"])).format(
        choice=choice_words(answer["chosen"]), best=choice_words(answer["best"]),
        points=points_lost(float(answer["loss"])))


def is_as_good(answer: Mapping[str, Any]) -> bool:
    """The new choice is as good as the best: within the estimate's error."""
    return "failed" not in answer and answer.get("verdict") == "good"

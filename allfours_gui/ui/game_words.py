"""The words of the game room: the resume offer, the question before a game in
progress is left, and a hand's end (context "GameStarts" in the catalogues)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def resume_offer(score: tuple[int, int], number: int, with_friends: bool
                 ) -> tuple[str, list[tuple[str, str, str]]]:
    """The resume offer's question and its choices (key, button, tooltip), in the
    language installed now: a game at hand ``number`` (0: at the start), one played
    with friends offered to be hosted again."""
    choices = [("resume", QCoreApplication.translate("GameStarts", "&Resume"),
                QCoreApplication.translate("GameStarts",
                                           "Carry on exactly where you left off")),
               ("new", QCoreApplication.translate("GameStarts", "&New game"),
                QCoreApplication.translate("GameStarts", "Put it aside and deal a new game"))]
    if number:
        question = QCoreApplication.translate(
            "GameStarts", "You have a game in progress (score {us}–{them}, at hand {number}). "
            "Resume it?")
    else:
        question = QCoreApplication.translate(
            "GameStarts", "You have a game in progress (score {us}–{them}, at the start). "
            "Resume it?")
    if with_friends:  # it was played with friends at this table
        choices[0] = ("resume", QCoreApplication.translate("GameStarts", "Resume h&ere"),
                      QCoreApplication.translate(
                          "GameStarts", "Carry on alone: computers play your friends' seats"))
        choices.insert(1, ("host", QCoreApplication.translate("GameStarts", "H&ost it again"),
                           QCoreApplication.translate(
                               "GameStarts", "Open your table again: your friends take their "
                               "seats back")))
        if number:
            question = QCoreApplication.translate(
                "GameStarts", "You have a game in progress with friends (score {us}–{them}, "
                "at hand {number}). Host it again, or carry on alone?")
        else:
            question = QCoreApplication.translate(
                "GameStarts", "You have a game in progress with friends (score {us}–{them}, "
                "at the start). Host it again, or carry on alone?")
    return question.format(us=score[0], them=score[1], number=number), choices


def abandon_question(at_table: bool, hosting: bool, number: int, us: int,
                     them: int) -> tuple[str, str, str, str]:
    """The question before a game in progress is left: title, text, yes and no."""
    if at_table:
        title = QCoreApplication.translate("GameStarts", "Leave the table", "a title")
        leave_text = QCoreApplication.translate("GameStarts", "Leave the table")
        stay_text = QCoreApplication.translate("GameStarts", "Stay")
        if hosting:
            text = QCoreApplication.translate(
                "GameStarts", "Leave the game in progress (hand {number}, score {us}–{them})? "
                "The table closes for everyone.")
        else:
            text = QCoreApplication.translate(
                "GameStarts", "Leave the game in progress (hand {number}, score {us}–{them})? "
                "A computer plays your seat from then on.")
    else:
        title = QCoreApplication.translate("GameStarts", "New game", "a title")
        leave_text = QCoreApplication.translate("GameStarts", "Abandon it")
        stay_text = QCoreApplication.translate("GameStarts", "Keep playing")
        text = QCoreApplication.translate(
            "GameStarts", "Abandon the game in progress (hand {number}, score {us}–{them})? It "
            "stays in your Game History, marked abandoned.")
    return title, text.format(number=number, us=us, them=them), leave_text, stay_text


def hand_over(number: int) -> str:
    return QCoreApplication.translate("GameStarts", "Hand {number} is over.").format(number=number)

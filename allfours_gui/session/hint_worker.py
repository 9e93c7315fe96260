"""The Hint button's question to a computer player, asked off the GUI thread.

Both kinds of table (a local game, a seat at a networked one) ask the same
way: ``work`` returns ``explain``'s answer, and the answer reaches the
controller only while the person's decision it was asked for is still open.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.actions import Action, Decision
from ..engine.translatable import QT_TRANSLATE_NOOP
from .gui_thread import mailbox
from .problem_words import problem_words
from .reason_words import reason_words, rule_words
from .seats import HumanSeat

log = logging.getLogger(__name__)

# The hint's thinking time: a person waits for it, so unlike ``ai.decide``
# it stops at a deadline (this, or the level's own if sooner).
HINT_SECONDS = 1.0


# what a hint advises, by decision
ADVICE = {"stand": QT_TRANSLATE_NOOP("Session", "Stand"),
          "beg": QT_TRANSLATE_NOOP("Session", "Beg"),
          "give": QT_TRANSLATE_NOOP("Session", "Take one"),
          "run": QT_TRANSLATE_NOOP("Session", "Run the pack")}


def ask_for_hint(owner: QObject, human: HumanSeat, work: Callable[[], dict[str, Any]],
                 deliver: Callable[[str, Action | str | None], None]) -> None:
    """Run ``work`` in a thread; ``deliver(text, action)`` on the GUI thread
    if the decision ``human`` has pending now is still pending then (a stale
    hint is dropped). The dealing method is answered without ``work``, its
    action a method's name ("threes")."""
    asked = human.pending
    if asked is None:
        return

    def done(answer: object) -> None:
        pending = human.pending
        if pending is None or pending.token != asked.token:
            return  # the person has decided meanwhile
        if isinstance(answer, tuple):
            deliver(*answer)
        elif isinstance(answer, dict):
            deliver(hint_text(answer), Action.from_record(answer["decision"]))
        else:
            problem = problem_words(answer) if isinstance(answer, BaseException) else str(answer)
            deliver(QCoreApplication.translate("Session", "No hint available: {problem}").format(
                problem=problem), None)

    # done runs on the GUI thread; the worker holds only its reply, no Qt object
    reply = mailbox().reply(done, owner)
    # nothing to search for the method: answered at once, still through the mailbox
    if asked.kind == Decision.METHOD:
        reply(method_hint())
        return

    def run() -> None:
        answer: object
        try:
            answer = work()
        except Exception as e:  # a failing hint must never leave the person waiting
            log.exception("the hint failed")
            answer = e
        reply(answer)

    threading.Thread(target=run, name="hint", daemon=True).start()


def method_hint() -> tuple[str, str]:
    """The dealing method's hint: what the computer players choose, and why
    it is no gamble (the method changes no one's chances)."""
    return (QCoreApplication.translate(
        "Session", "Deal in threes: the usual way in Trinidad, and quicker. One at a time or in "
        "threes, the cards are as random either way."), "threes")


def hint_text(info: dict[str, Any]) -> str:
    """A short sentence for the Hint button from ``explain``'s answer, in the
    language shown: its reason is worded from the answer's ``claims``
    (``reason_words``; the AI knows no Qt), else its English ``why``."""
    from ..engine.cards import parse_card
    from .card_words import card_name

    act = info["decision"]
    best = next((c for c in info["candidates"] if c["action"] == act), {"action": act})
    do = act["do"]
    advice = QCoreApplication.translate("Session", ADVICE[do]) if do in ADVICE else str(do)
    if do == "play":
        advice = QCoreApplication.translate("Session", "Play {card}").format(
            card=card_name(parse_card(act["card"])))
    claims = info.get("claims")
    why = reason_words(claims) if isinstance(claims, list) else str(info.get("why") or "")
    why = why or plain_reason(str(best.get("reason") or ""))
    chance = best.get("win_chance")
    if isinstance(chance, float) and why:
        text = QCoreApplication.translate("Session", "{advice} ({chance} to win the game): {why}.")
    elif isinstance(chance, float):
        text = QCoreApplication.translate("Session", "{advice} ({chance} to win the game).")
    elif why:
        text = QCoreApplication.translate("Session", "{advice}: {why}.")
    else:
        text = QCoreApplication.translate("Session", "{advice}.")
    return text.format(advice=advice, chance=f"{chance:.0%}" if isinstance(chance, float)
                       else "", why=why)


def plain_reason(reason: str) -> str:
    """A candidate's reason in a player's words, for an answer without
    ``why`` (``explain`` gives one, true of the seat's view: ``ai.reasons``):
    the rule it agrees with, else that the search found it best. A rule the
    Hint knows is in the language shown; another stays as the player gave it."""
    if "the rules say: " in reason:
        return rule_words(reason.split("the rules say: ", 1)[1])
    if "simulated deals" in reason or "search" in reason:
        return QCoreApplication.translate(
            "Session", "of all the ways the cards you cannot see may lie, this does best")
    return rule_words(reason)

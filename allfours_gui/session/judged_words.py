"""The coach's verdicts in the language shown (context "Coach").

``ai.analyse`` gives each decision its numbers, a verdict, an English
``reason`` and, with ``details``, the reason's claims in record form. Here
the reason is said again: a head sentence from the numbers (one whole
sentence per case), then the claims worded by ``reason_words``. A claim with
no wording keeps its English text; a decision with no claims in record form
(an older result) keeps its English reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ..engine.cards import parse_card
from ..engine.translatable import QT_TRANSLATE_NOOP
from .card_words import card_name
from .reason_words import RULES, claim_words, rule_words

SIGNIFICANCE = 2.0  # ai.analysis.SIGNIFICANCE: a loss within this many errors is noise

VERDICT_WORDS = {"good": QT_TRANSLATE_NOOP("Coach", "good"),
                 "inaccuracy": QT_TRANSLATE_NOOP("Coach", "inaccuracy"),
                 "mistake": QT_TRANSLATE_NOOP("Coach", "mistake"),
                 "blunder": QT_TRANSLATE_NOOP("Coach", "blunder")}
# the mark beside a decision, as chess writes it: it is not colour alone
MARKS = {"good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
BIDS = {"stand": QT_TRANSLATE_NOOP("Coach", "standing"),
        "beg": QT_TRANSLATE_NOOP("Coach", "begging"),
        "give": QT_TRANSLATE_NOOP("Coach", "giving one"),
        "run": QT_TRANSLATE_NOOP("Coach", "running the pack")}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Coach", text)


def in_100(chance: float) -> str:
    """A chance as a number in 100, in the language's numbers ("45"); below one
    with one decimal ("0.4"), so a small loss or error never reads "0"."""
    locale = QLocale()
    if 0 < abs(chance) < 0.01:
        return locale.toString(100 * chance, "f", 1)
    return locale.toString(round(100 * chance))


def percent(chance: float) -> str:
    """A chance as the language writes a percentage ("45%", "45 %", "0.4%")."""
    return in_100(chance) + QLocale().percent()


def verdict_word(verdict: str) -> str:
    text = VERDICT_WORDS.get(verdict)
    return verdict if text is None else _tr(text)


def choice_words(action: Mapping[str, Any]) -> str:
    """A choice in record form as words: "the ten of spades", "begging"."""
    if "card" in action:
        try:
            return card_name(parse_card(str(action["card"])))
        except ValueError:
            return str(action["card"])
    do = str(action.get("do", ""))
    return _tr(BIDS[do]) if do in BIDS else do


def chances(decision: Mapping[str, Any]) -> tuple[float | None, float | None]:
    """The chosen and the best choice's estimated match-win chances, if known."""
    by = {_key(c.get("action", {})): c.get("win_chance")
          for c in decision.get("choices") or ()}
    mine, best = by.get(_key(decision["chosen"])), by.get(_key(decision["best"]))
    return (mine if isinstance(mine, float | int) else None,
            best if isinstance(best, float | int) else None)


def _key(action: Mapping[str, Any]) -> tuple[str, str]:
    return str(action.get("do")), str(action.get("card", ""))


def judged_words(decision: Mapping[str, Any]) -> str:
    """The decision's reason, in the language shown."""
    claims = decision.get("claims")
    mine, top = chances(decision)
    if not isinstance(claims, Mapping):
        return str(decision.get("reason", ""))  # an older result: its English
    if mine is None or top is None:  # one choice: nothing was weighed
        said = [claim_words(c) for c in claims.get("chosen", [])]
        if said:
            return _cap(_join(said)) + "."
        reason = str(decision.get("reason", ""))
        rule = reason.removesuffix(".")
        rule = rule[:1].lower() + rule[1:]
        return _cap(rule_words(rule)) + "." if rule in RULES else reason
    chosen, best = decision["chosen"], decision["best"]
    fields = {"chance": percent(mine), "other_chance": percent(top),
              "loss": percent(float(decision["loss"])), "best": choice_words(best)}
    same = _key(chosen) == _key(best)
    verdict = decision.get("verdict")
    if verdict == "good":
        if same:
            head = _tr(QT_TRANSLATE_NOOP("Coach", "The best choice ({chance} to win the "
                                                  "game)."))
        elif float(decision["loss"]) <= SIGNIFICANCE * float(decision["error"]):
            head = _tr(QT_TRANSLATE_NOOP("Coach", "As good as {best}, as far as the search "
                                                  "can tell ({chance} against "
                                                  "{other_chance})."))
        else:
            head = _tr(QT_TRANSLATE_NOOP("Coach", "Close to the best choice, {best} "
                                                  "({chance} against {other_chance})."))
    else:
        head = _tr(QT_TRANSLATE_NOOP("Coach", "This choice cost {loss} of your chance to win "
                                              "the game: {chance} against {other_chance} "
                                              "for {best}."))
    parts = [head.format(**fields)]
    said = [claim_words(c) for c in claims.get("chosen", [])]
    if said:
        parts.append(_tr(QT_TRANSLATE_NOOP("Coach", "Your choice: {claims}.")).format(
            claims=_join(said)))
    if not same:
        english = {str(c.get("text")) for c in claims.get("chosen", [])}
        theirs = [claim_words(c) for c in claims.get("best", [])
                  if str(c.get("text")) not in english]
        if theirs:
            parts.append(_tr(QT_TRANSLATE_NOOP("Coach", "Instead, {best}: {claims}.")).format(
                best=fields["best"], claims=_join(theirs)))
    return " ".join(parts)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _join(words: list[str]) -> str:
    separator = QCoreApplication.translate("Reason", "; ", "between two parts of a hint's reason")
    return separator.join(words)


def analysis_problem(error: BaseException) -> str:
    """Why an analysis stopped, briefly, in the language shown: a decision the
    search could not value is said so (its English details are in the log)."""
    from ..ai.analysis import AnalysisError
    from .problem_words import problem_words

    if isinstance(error, AnalysisError):
        return _tr(QT_TRANSLATE_NOOP("Coach", "the search could not value one of the "
                                              "decisions"))
    return problem_words(error)

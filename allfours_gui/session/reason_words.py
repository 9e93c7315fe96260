"""The Hint's reason in the language shown.

``explain`` gives its reason twice: ``why``, one line of English, and
``claims``, the same parts as a key and fields each (``ai.reasons``, which
knows no Qt). Here each claim becomes one whole translatable clause (context
"Reason"), its cards, ranks and suits in the words of ``card_words``; the
clauses are joined by a translatable separator, as ``why`` joins them with
"; ". A claim whose key or fields have no wording here (an AI newer than
this table) keeps its English text.

A rule player's reason for standing or begging, giving one or running the
pack is a claim of kind "rule" whose text is the rule's own words
(``ai.medium``, ``ai.easy``): ``RULES`` marks each for translation.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.cards import SUITS, parse_card
from ..engine.translatable import QT_TRANSLATE_NOOP
from .card_words import card_name, rank_word, suit_word


def _tr(text: str) -> str:
    return QCoreApplication.translate("Reason", text)


# key -> the clause, for claims with no field or with a card ({card}) or suit ({suit})
CLAUSES = {
    "only": QT_TRANSLATE_NOOP("Reason", "it is your only legal card"),
    "feed_jack": QT_TRANSLATE_NOOP("Reason", "the jack goes on it: the Jack point for your side"),
    "take_sure": QT_TRANSLATE_NOOP(
        "Reason", "it wins the trick for your side: no opponent still to play can beat it"),
    "hang": QT_TRANSLATE_NOOP("Reason", "it hangs their jack"),
    "jack_won_own": QT_TRANSLATE_NOOP("Reason",
                                      "your jack is safe: the Jack point goes to your side"),
    "jack_won": QT_TRANSLATE_NOOP("Reason", "the Jack point goes to your side"),
    "over_partner": QT_TRANSLATE_NOOP("Reason", "it goes over partner's card"),
    "cannot_win": QT_TRANSLATE_NOOP("Reason", "no card of yours can win this trick"),
    "saves": QT_TRANSLATE_NOOP("Reason", "it keeps {card}, which could take the trick, for later"),
    "draw": QT_TRANSLATE_NOOP("Reason", "leading trumps draws any the other side holds"),
    "jack_out": QT_TRANSLATE_NOOP("Reason",
                                  "the jack of trumps is still out and may fall under it"),
    "no_trumps_out": QT_TRANSLATE_NOOP("Reason", "the other side has no trumps left"),
    "partner_void": QT_TRANSLATE_NOOP("Reason", "partner has no {suit} left and may trump it"),
    "lead_low": QT_TRANSLATE_NOOP("Reason", "it leads low and keeps {card}"),
    "cheap": QT_TRANSLATE_NOOP("Reason", "it is worth nothing for Game"),
    "keeps": QT_TRANSLATE_NOOP("Reason", "it keeps {card} for later"),
    "spent": QT_TRANSLATE_NOOP("Reason", "it spends {card} on a trick partner was sure to win"),
    # the coach's jack ideas (ai.analysis_words)
    "jack_exposed": QT_TRANSLATE_NOOP("Reason",
                                      "a higher trump is still out and may hang your jack"),
    "keeps_jack": QT_TRANSLATE_NOOP("Reason",
                                    "it keeps your jack back while a higher trump is still out"),
    "catch_jack": QT_TRANSLATE_NOOP("Reason", "it keeps {card} to catch their jack, still out"),
    "spends_catcher": QT_TRANSLATE_NOOP(
        "Reason", "it spends {card}, which could catch their jack, still out"),
    "ten_taken": QT_TRANSLATE_NOOP("Reason", "it takes {card} for your side"),
    "ten_left": QT_TRANSLATE_NOOP("Reason", "it leaves {card} to the other side"),
    "partner_may_win": QT_TRANSLATE_NOOP("Reason",
                                         "partner is still to play and may win the trick"),
}

# (key, where the seat named sits) -> the clause: a sentence each, as languages
# inflect "the player on your right" by its place in the sentence
BY_SEAT = {
    ("partner_so_far", "right"): QT_TRANSLATE_NOOP(
        "Reason", "partner is winning so far, but the player on your right is still to play"),
    ("partner_so_far", "left"): QT_TRANSLATE_NOOP(
        "Reason", "partner is winning so far, but the player on your left is still to play"),
    ("over", "right"): QT_TRANSLATE_NOOP(
        "Reason", "it takes the lead in the trick, though the player on your right is still "
        "to play"),
    ("over", "left"): QT_TRANSLATE_NOOP(
        "Reason", "it takes the lead in the trick, though the player on your left is still "
        "to play"),
    ("over", "opponent"): QT_TRANSLATE_NOOP(
        "Reason", "it takes the lead in the trick, though your opponent is still to play"),
    ("could_lose", "right"): QT_TRANSLATE_NOOP(
        "Reason", "the player on your right is still to play and may beat it"),
    ("could_lose", "left"): QT_TRANSLATE_NOOP(
        "Reason", "the player on your left is still to play and may beat it"),
    ("could_lose", "opponent"): QT_TRANSLATE_NOOP(
        "Reason", "your opponent is still to play and may beat it"),
    ("opp_void", "right"): QT_TRANSLATE_NOOP("Reason",
                                             "the player on your right has no {suit} left"),
    ("opp_void", "left"): QT_TRANSLATE_NOOP("Reason", "the player on your left has no {suit} left"),
    ("opp_void", "opponent"): QT_TRANSLATE_NOOP("Reason", "your opponent has no {suit} left"),
    # the coach's claims (ai.analysis_words): a jack under their winning card, a
    # lead into a suit an opponent lacks
    ("jack_risk", "right"): QT_TRANSLATE_NOOP(
        "Reason", "your jack may be hanged: it is beaten by {card}, played by the player on "
        "your right, and only partner can still take the trick"),
    ("jack_risk", "left"): QT_TRANSLATE_NOOP(
        "Reason", "your jack may be hanged: it is beaten by {card}, played by the player on "
        "your left, and only partner can still take the trick"),
    ("jack_lost", "right"): QT_TRANSLATE_NOOP(
        "Reason", "your jack falls to {card}, played by the player on your right: the Jack "
        "point goes to their side"),
    ("jack_lost", "left"): QT_TRANSLATE_NOOP(
        "Reason", "your jack falls to {card}, played by the player on your left: the Jack "
        "point goes to their side"),
    ("jack_lost", "opponent"): QT_TRANSLATE_NOOP(
        "Reason", "your jack falls to {card}, played by your opponent: the Jack point goes "
        "to their side"),
    ("opp_void_may_trump", "right"): QT_TRANSLATE_NOOP(
        "Reason", "the player on your right has no {suit} left and may trump it"),
    ("opp_void_may_trump", "left"): QT_TRANSLATE_NOOP(
        "Reason", "the player on your left has no {suit} left and may trump it"),
    ("opp_void_may_trump", "opponent"): QT_TRANSLATE_NOOP(
        "Reason", "your opponent has no {suit} left and may trump it"),
    ("opp_void_exposed", "right"): QT_TRANSLATE_NOOP(
        "Reason", "the player on your right has no {suit} left and holds {card} (exposed) to "
        "trump it"),
    ("opp_void_exposed", "left"): QT_TRANSLATE_NOOP(
        "Reason", "the player on your left has no {suit} left and holds {card} (exposed) to "
        "trump it"),
    ("opp_void_exposed", "opponent"): QT_TRANSLATE_NOOP(
        "Reason", "your opponent has no {suit} left and holds {card} (exposed) to trump it"),
}

# key -> the clause for 1 point (``Reason.plural`` has the others)
SINGULAR = {
    "feed": QT_TRANSLATE_NOOP("Reason", "it adds 1 point to your side's count for Game"),
    "points": QT_TRANSLATE_NOOP("Reason", "1 point for Game"),
    "risk": QT_TRANSLATE_NOOP("Reason", "it puts 1 more point on the trick"),
    "gives": QT_TRANSLATE_NOOP("Reason", "it gives up 1 point"),
    "lead_points": QT_TRANSLATE_NOOP("Reason",
                                     "it brings 1 point for Game if your side takes the trick"),
}


class Reason(QObject):
    """The plural clauses, in a method of their own: lupdate marks a message
    as having plural forms only when it is a ``self.tr`` with ``n`` (the
    context is this class's name, the same "Reason")."""

    def hung(self, to: str, n: int) -> str | None:
        """The coach's "jack_hung": the jack under their card, Hang Jack for ``n``."""
        if to == "right":
            return self.tr("your jack falls to {card}, played by the player on your right: "
                           "Hang Jack, %n points to their side", "", n)
        if to == "left":
            return self.tr("your jack falls to {card}, played by the player on your left: "
                           "Hang Jack, %n points to their side", "", n)
        if to == "opponent":
            return self.tr("your jack falls to {card}, played by your opponent: Hang Jack, "
                           "%n points to their side", "", n)
        return None

    def trumps(self, n: int) -> str:
        """The "trumps" of a hint or the coach: what a bid is made on."""
        if n == 0:
            return self.tr("you hold no {suit}, the trump suit")
        if n == 1:  # English has no catalogue: its singular is a message of its own
            return self.tr("you hold one trump ({suit})")
        return self.tr("you hold %n trumps ({suit})", "", n)

    def needs(self, ours: int, theirs: int) -> str:
        """The coach's "score": near the end of the game."""
        return self.tr("your side needs {ours}, theirs {theirs}").format(ours=ours,
                                                                          theirs=theirs)

    def plural(self, key: str, n: int) -> str:
        """The clause for ``n`` points of a ``SINGULAR`` key."""
        if key == "feed":
            return self.tr("it adds %n points to your side's count for Game", "", n)
        if key == "points":
            return self.tr("%n points for Game", "", n)
        if key == "risk":
            return self.tr("it puts %n more points on the trick", "", n)
        if key == "gives":
            return self.tr("it gives up %n points", "", n)
        return self.tr("it brings %n points for Game if your side takes the trick", "", n)


# partner's winning card: (not a trump, a trump)
PARTNER_SURE = (QT_TRANSLATE_NOOP("Reason", "partner's {rank} is sure to win the trick"),
                QT_TRANSLATE_NOOP("Reason", "partner's {rank} of trumps is sure to win the trick"))

# the best card left: of trumps, else by suit (clubs, diamonds, hearts, spades)
BOSS_TRUMP = QT_TRANSLATE_NOOP("Reason", "it is the best trump left")
BOSS = {"C": QT_TRANSLATE_NOOP("Reason", "it is the best club left"),
        "D": QT_TRANSLATE_NOOP("Reason", "it is the best diamond left"),
        "H": QT_TRANSLATE_NOOP("Reason", "it is the best heart left"),
        "S": QT_TRANSLATE_NOOP("Reason", "it is the best spade left")}

# (key, the other choice) -> what the search found: {chance} for the choice,
# {other_chance} for the other, {card} the other's card
SEARCH = {
    ("search", "play"): QT_TRANSLATE_NOOP(
        "Reason", "the search gives it {chance} to win the game, against {other_chance} for "
        "{card}"),
    ("search", "stand"): QT_TRANSLATE_NOOP(
        "Reason", "the search gives it {chance} to win the game, against {other_chance} for "
        "standing"),
    ("search", "beg"): QT_TRANSLATE_NOOP(
        "Reason", "the search gives it {chance} to win the game, against {other_chance} for "
        "begging"),
    ("search", "give"): QT_TRANSLATE_NOOP(
        "Reason", "the search gives it {chance} to win the game, against {other_chance} for "
        "giving one"),
    ("search", "run"): QT_TRANSLATE_NOOP(
        "Reason", "the search gives it {chance} to win the game, against {other_chance} for "
        "running the pack"),
    ("search_tie", "play"): QT_TRANSLATE_NOOP(
        "Reason", "the search rates it as high as playing {card} ({chance})"),
    ("search_tie", "stand"): QT_TRANSLATE_NOOP(
        "Reason", "the search rates it as high as standing ({chance})"),
    ("search_tie", "beg"): QT_TRANSLATE_NOOP(
        "Reason", "the search rates it as high as begging ({chance})"),
    ("search_tie", "give"): QT_TRANSLATE_NOOP(
        "Reason", "the search rates it as high as giving one ({chance})"),
    ("search_tie", "run"): QT_TRANSLATE_NOOP(
        "Reason", "the search rates it as high as running the pack ({chance})"),
    # the rules' card, kept while the other is within the search's error (a
    # search keeps the rules' choice before the play only where it is theirs,
    # and then its reason is the rule's)
    ("search_even", "play"): QT_TRANSLATE_NOOP(
        "Reason", "it is as good as playing {card} at {other_chance}, within the search's "
        "error, and the hint prefers it because the rules of thumb choose it"),
}

# a rule player's reasons for its decisions before the play (``ai.medium``,
# ``ai.easy``; a searching player quotes the medium rules'): the English is the key
RULES = frozenset({
    QT_TRANSLATE_NOOP("Reason", "no trump to stand on: the rules say beg"),
    QT_TRANSLATE_NOOP("Reason", "one point from the game: beg (a gift wins it)"),
    QT_TRANSLATE_NOOP("Reason", "the dealer's side is near the game: no new kick for them"),
    QT_TRANSLATE_NOOP("Reason", "your trumps are strong enough to play: stand"),
    QT_TRANSLATE_NOOP("Reason", "too little in trumps: beg for a point or a new kick"),
    QT_TRANSLATE_NOOP("Reason", "the only choice"),
    QT_TRANSLATE_NOOP("Reason", "giving one would lose the game: run the pack"),
    QT_TRANSLATE_NOOP("Reason", "near the game: run the pack for a kick"),
    QT_TRANSLATE_NOOP("Reason", "this trump suits your hand: keep it and give one"),
    QT_TRANSLATE_NOOP("Reason", "you are weak in this trump: run the pack for a new kick"),
    QT_TRANSLATE_NOOP("Reason", "giving one is not played: run the pack"),
    QT_TRANSLATE_NOOP("Reason", "giving one is barred at the brink: run the pack"),
    QT_TRANSLATE_NOOP("Reason", "no trump to give one on: the rules say run the pack"),
    QT_TRANSLATE_NOOP("Reason", "enough trumps, roughly"),
    QT_TRANSLATE_NOOP("Reason", "few trumps: beg"),
    QT_TRANSLATE_NOOP("Reason", "likes the trump"),
    QT_TRANSLATE_NOOP("Reason", "dislikes the trump: run"),
})


def rule_words(text: str) -> str:
    """A rule player's reason in the language shown, if it is one of ``RULES``
    (else as it is)."""
    return _tr(text) if text in RULES else text


def clause(claim: Mapping[str, Any]) -> str | None:
    """The clause, translated, that words ``claim`` (its fields still to fill),
    or None if there is none here."""
    key = str(claim.get("key", ""))
    to, other = str(claim.get("to", "")), str(claim.get("other", ""))
    if key == "rule":
        text = str(claim.get("text", ""))
        return _tr(text) if text in RULES else None
    if key in CLAUSES:
        return _tr(CLAUSES[key])
    if (key, to) in BY_SEAT:
        return _tr(BY_SEAT[key, to])
    n = claim.get("number")
    if key in SINGULAR and isinstance(n, int) and n > 0:
        return _tr(SINGULAR[key]) if n == 1 else Reason().plural(key, n)
    if key == "partner_sure":
        return _tr(PARTNER_SURE[bool(claim.get("trumps"))])
    if key == "boss":
        suit = str(claim.get("card", ""))[-1:].upper()
        return _tr(BOSS_TRUMP) if claim.get("trumps") else _tr(BOSS[suit]) if suit in BOSS \
            else None
    if (key, other) in SEARCH and len(claim.get("chances") or ()) == 2:
        return _tr(SEARCH[key, other])
    if key == "jack_hung" and isinstance(n, int) and n > 0:
        return Reason().hung(to, n)
    if key == "trumps" and isinstance(n, int) and n >= 0 and "suit" in claim:
        return Reason().trumps(n)
    if key == "score":  # its numbers are only in its English text
        found = re.fullmatch(r"your side needs (\d+), theirs (\d+)", str(claim.get("text")))
        if found:
            return Reason().needs(int(found[1]), int(found[2])).replace("{", "{{").replace(
                "}", "}}")
    return None


def _fields(claim: Mapping[str, Any]) -> dict[str, str]:
    """The claim's fields in the language shown, as its clause names them."""
    fields: dict[str, str] = {}
    if "card" in claim:
        card = parse_card(str(claim["card"]))
        fields["rank"] = rank_word(card)
        fields["card"] = card_name(card)
        if claim.get("trumps"):
            fields["card"] = QCoreApplication.translate("Reason", "{card} (trumps)").format(
                card=fields["card"])
    if "suit" in claim:
        fields["suit"] = suit_word(list(SUITS).index(str(claim["suit"])))  # one letter
    if "chances" in claim:
        fields["chance"], fields["other_chance"] = (f"{c:.0%}" for c in claim["chances"])
    return fields


def claim_words(claim: Mapping[str, Any]) -> str:
    """One claim as a clause in the language shown (its English ``text`` if
    it has no wording here, or its fields do not fit it)."""
    text = clause(claim)
    if text is not None:
        try:
            return text.format(**_fields(claim))
        except (KeyError, IndexError, TypeError, ValueError):  # a field missing or malformed
            pass
    return str(claim.get("text", ""))


def reason_words(claims: list[Mapping[str, Any]]) -> str:
    """``explain``'s claims as one line in the language shown (its ``why``,
    translated)."""
    # one claim after another, as "; " joins them in English
    separator = QCoreApplication.translate("Reason", "; ", "between two parts of a hint's reason")
    return separator.join(claim_words(c) for c in claims)

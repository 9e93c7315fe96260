"""The rule options, each declared once: its record key, choices (default first),
words, and where the program shows it.

``Rules`` (rules.py) checks its values against this table and reads records by
it; the New Game dialog builds its controls from it, the Rules window lists it,
Game History says a game's options in its words. A new option is a row here,
its field and rule in the engine, and their tests (tests/engine/test_options.py
keeps the table and ``Rules`` in step).

The words are English source text: the window translates them where it shows
them, with ``QCoreApplication.translate(CONTEXT, text)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from .translatable import QT_TRANSLATE_NOOP

OptionValue = bool | int | str

CONTEXT = "RuleOptions"  # the translation context of every text below


class Section(Enum):
    """Where the New Game dialog puts an option (the Rules window follows it)."""

    PLAYERS = "players"  # the dialog's first box; the Rules window's opening words say it
    RULES = "rules"  # the Rules tab, and the Rules window's options table
    HOUSE = "house"  # the House rules tab, listed after the Rules in the Rules window


@dataclass(frozen=True, slots=True)
class Choice:
    value: OptionValue
    text: str  # the dialog's and the Rules window's words for this value


@dataclass(frozen=True, slots=True)
class Option:
    key: str  # the ``Rules`` field and the record's key
    label: str
    summary: str  # one line: what the option decides (the dialog's tooltip)
    choices: tuple[Choice, ...]  # the default first, in the dialog's order
    section: Section
    # Game History's words, ``{value}`` filled in; said when not at the default, or
    # always with ``history_always``; "" = never said.
    history: str = ""
    history_always: bool = False
    # An on/off option this one means something only under: the dialog shows it
    # under that one, enabled only while it is on; the Rules window likewise.
    needs: str = ""
    # The values a record may hold, when more than the dialog offers.
    span: range | None = None
    # Older spellings a record may hold, and what they mean.
    aliases: Mapping[str, str] = field(default_factory=dict)
    # In the first record format, so always written; an option added since is
    # written only when not at its default, so older records and readers stay valid.
    first_format: bool = False

    @property
    def default(self) -> OptionValue:
        return self.choices[0].value

    @property
    def values(self) -> tuple[OptionValue, ...]:
        return tuple(c.value for c in self.choices)

    def problem(self, value: object) -> str | None:
        """Why ``value`` cannot be this option's, in words for a record's reader; None if it can."""
        allowed = self.span if self.span is not None else self.values
        # exact type: True is an int to Python, but not a points value to a record
        if type(value) is type(self.default) and value in allowed:
            return None
        if isinstance(self.default, bool):
            wanted = "true or false"
        elif self.span is not None:
            wanted = f"a whole number from {self.span[0]} to {self.span[-1]}"
        else:
            shown = [repr(v) for v in self.values]
            wanted = " or ".join([", ".join(shown[:-1]), shown[-1]] if len(shown) > 1 else shown)
        return f"{self.key} must be {wanted}, not {value!r}"


# Each text is marked with the literal context: lupdate reads literals, not names.
OPTIONS: tuple[Option, ...] = (
    Option("target", QT_TRANSLATE_NOOP("RuleOptions", "Game to"),
           QT_TRANSLATE_NOOP("RuleOptions", "The score a side must reach to win the game."),
           (Choice(14, QT_TRANSLATE_NOOP("RuleOptions", "14 points")),
            Choice(7, QT_TRANSLATE_NOOP("RuleOptions", "7 points")),
            Choice(10, QT_TRANSLATE_NOOP("RuleOptions", "10 points")),
            Choice(21, QT_TRANSLATE_NOOP("RuleOptions", "21 points")),
            Choice(22, QT_TRANSLATE_NOOP("RuleOptions", "22 points"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "to {value}"),
           history_always=True, span=range(1, 100), first_format=True),
    Option("players", QT_TRANSLATE_NOOP("RuleOptions", "Players"),
           QT_TRANSLATE_NOOP("RuleOptions", "Four in two partnerships, or one against one."),
           (Choice(4, QT_TRANSLATE_NOOP("RuleOptions", "Four players: you and a partner")),
            Choice(2, QT_TRANSLATE_NOOP("RuleOptions", "Two players: one against one"))),
           Section.PLAYERS, history=QT_TRANSLATE_NOOP("RuleOptions", "{value} players"),
           history_always=True, first_format=True),
    Option("kick_scoring", QT_TRANSLATE_NOOP("RuleOptions", "Kick scores"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "What the dealer's side scores for the card turned up as the kick."),
           (Choice("trinidad", QT_TRANSLATE_NOOP("RuleOptions",
                                                 "Trinidad: ace 1, six 2, jack 3")),
            Choice("tobago", QT_TRANSLATE_NOOP("RuleOptions", "Tobago: ace 1, two 2, jack 3"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "Tobago kicks"),
           first_format=True),
    Option("hang_jack", QT_TRANSLATE_NOOP("RuleOptions", "Hang jack"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "Whether the jack of trumps captured by the other side scores"
                             " more for them."),
           (Choice(True, QT_TRANSLATE_NOOP("RuleOptions",
                                           "on: points to the side that hangs it")),
            Choice(False, QT_TRANSLATE_NOOP("RuleOptions",
                                            "off: the jack is 1 to whoever wins it"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "no hang jack"),
           first_format=True),
    Option("hang_jack_value", QT_TRANSLATE_NOOP("RuleOptions", "Hang jack worth"),
           QT_TRANSLATE_NOOP("RuleOptions", "What hanging the jack scores."),
           (Choice(3, QT_TRANSLATE_NOOP("RuleOptions", "3 points")),
            Choice(6, QT_TRANSLATE_NOOP("RuleOptions", "6 points (tournament play)"))),
           Section.HOUSE, history=QT_TRANSLATE_NOOP("RuleOptions", "hang jack {value}"),
           needs="hang_jack"),
    Option("game_point", QT_TRANSLATE_NOOP("RuleOptions", "Game is worth"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "What the side with more card points scores for Game."),
           (Choice(1, QT_TRANSLATE_NOOP("RuleOptions", "1 point")),
            Choice(2, QT_TRANSLATE_NOOP("RuleOptions", "2 points"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "game worth 2"),
           first_format=True),
    Option("game_tie", QT_TRANSLATE_NOOP("RuleOptions", "Tied game"),
           QT_TRANSLATE_NOOP("RuleOptions", "Who scores Game when the card points are equal."),
           (Choice("none", QT_TRANSLATE_NOOP("RuleOptions", "nobody scores")),
            Choice("non_dealer", QT_TRANSLATE_NOOP("RuleOptions",
                                                   "the non-dealer's side scores"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "tied game to non-dealer"),
           aliases={"non-dealer": "non_dealer", "nondealer": "non_dealer"}, first_format=True),
    Option("give_one_at_brink", QT_TRANSLATE_NOOP("RuleOptions", "Take one at the brink"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "Whether the dealer may give one when it would give the beggars"
                             " the game."),
           (Choice(True, QT_TRANSLATE_NOOP("RuleOptions", "allowed")),
            Choice(False, QT_TRANSLATE_NOOP(
                "RuleOptions", "dealer must run the pack if it would end the game"))),
           Section.RULES,
           history=QT_TRANSLATE_NOOP("RuleOptions", "no giving one at the brink"),
           first_format=True),
    Option("void_must_trump", QT_TRANSLATE_NOOP("RuleOptions", "Out of the suit led"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "What a player with none of the suit led may play."),
           (Choice(False, QT_TRANSLATE_NOOP("RuleOptions", "play any card")),
            Choice(True, QT_TRANSLATE_NOOP("RuleOptions", "must trump if able"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "void must trump"),
           first_format=True),
    Option("undertrump", QT_TRANSLATE_NOOP("RuleOptions", "Undertrumping"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "Whether a trump lower than one already in a plain-suit trick"
                             " may be played."),
           (Choice(True, QT_TRANSLATE_NOOP("RuleOptions", "allowed")),
            Choice(False, QT_TRANSLATE_NOOP("RuleOptions",
                                            "not allowed unless holding only trumps"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "no undertrumping"),
           first_format=True),
    Option("exposed_penalty", QT_TRANSLATE_NOOP("RuleOptions", "Cards shown out of turn"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "Whether a card played out of turn stays exposed for the"
                             " opponents to call."),
           (Choice(True, QT_TRANSLATE_NOOP("RuleOptions", "stay face up and may be called")),
            Choice(False, QT_TRANSLATE_NOOP("RuleOptions", "are simply refused"))),
           Section.RULES, history=QT_TRANSLATE_NOOP("RuleOptions", "no exposed-card penalty"),
           first_format=True),
    Option("stand_needs_trump", QT_TRANSLATE_NOOP("RuleOptions", "Stand"),
           QT_TRANSLATE_NOOP("RuleOptions", "Whether first hand may stand without a trump."),
           (Choice(False, QT_TRANSLATE_NOOP("RuleOptions", "on any hand")),
            Choice(True, QT_TRANSLATE_NOOP("RuleOptions",
                                           "only holding a trump; else first hand begs"))),
           Section.HOUSE, history=QT_TRANSLATE_NOOP("RuleOptions", "stand needs a trump")),
    Option("give_needs_trump", QT_TRANSLATE_NOOP("RuleOptions", "Take one"),
           QT_TRANSLATE_NOOP("RuleOptions", "Whether the dealer may give one without a trump."),
           (Choice(False, QT_TRANSLATE_NOOP("RuleOptions", "on any hand")),
            Choice(True, QT_TRANSLATE_NOOP("RuleOptions",
                                           "only holding a trump; else the pack is run"))),
           Section.HOUSE, history=QT_TRANSLATE_NOOP("RuleOptions", "give needs a trump")),
    Option("give_one", QT_TRANSLATE_NOOP("RuleOptions", "Giving one"),
           QT_TRANSLATE_NOOP("RuleOptions", "Whether the dealer may answer a beg with one point."),
           (Choice(True, QT_TRANSLATE_NOOP("RuleOptions", "allowed")),
            Choice(False, QT_TRANSLATE_NOOP("RuleOptions",
                                            "never: a beg always runs the pack"))),
           Section.HOUSE, history=QT_TRANSLATE_NOOP("RuleOptions", "never give one")),
    Option("pack_out", QT_TRANSLATE_NOOP("RuleOptions", "Pack runs out"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "What happens when running the pack turns up no new suit."),
           (Choice("redeal", QT_TRANSLATE_NOOP("RuleOptions", "the same dealer deals again")),
            Choice("kicks", QT_TRANSLATE_NOOP(
                "RuleOptions", "turn the cards left as kicks until a new suit"))),
           Section.HOUSE, history=QT_TRANSLATE_NOOP("RuleOptions", "pack out: kicks")),
    Option("trump_and_follow", QT_TRANSLATE_NOOP("RuleOptions", "Trump and follow"),
           QT_TRANSLATE_NOOP("RuleOptions",
                             "Whether trumping while holding the suit led binds your next lead."),
           (Choice(False, QT_TRANSLATE_NOOP("RuleOptions", "off")),
            Choice(True, QT_TRANSLATE_NOOP(
                "RuleOptions", "trump holding the suit led: next lead that suit or a trump"))),
           Section.HOUSE, history=QT_TRANSLATE_NOOP("RuleOptions", "trump and follow")),
)

BY_KEY: dict[str, Option] = {o.key: o for o in OPTIONS}

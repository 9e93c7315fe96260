"""The rules in plain words, with the options of the current game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from ...engine import Rules
from ...engine.options import CONTEXT, OPTIONS, Section

RULES_HTML = """
<h2>All Fours, the Trinidad way</h2>
<p>Four players in two partnerships, partners facing each other (or one against one).
Deal and play go to the <b>right</b>. A full 52-card pack; aces high.</p>
<h3>The deal and the kick</h3>
<p>The first dealer is whoever cuts the highest card. The dealer gives six cards each,
one at a time or in threes (chosen once for the whole game), starting with the player
on the right (<i>first hand</i>). The next card is turned up: the <b>kick</b>. Its suit
is trumps. Kicking an ace scores {kick_a}, a {kick_six_name} {kick_six}, a jack {kick_j}
for the dealer's side at once.</p>
<h3>Stand or beg</h3>
<p>First hand looks at their cards and says <b>"Stand"</b> (play with this trump) or
<b>"I beg"</b>.{stand_rule} To a beg the dealer {answer_rule}
If the new kick is the same suit, the dealer runs again, until a new suit turns up;
{pack_rule}</p>
<h3>The play</h3>
<p>First hand leads. If a plain suit is led you must follow suit <b>or trump</b>;
{void_rule} If trumps are led you must play a trump if you can. The highest trump wins
the trick, otherwise the highest card of the suit led; the winner leads next.</p>
{follow_rule}
<h3>Scoring, in this order</h3>
<ul>
<li><b>High</b>: 1 to the side dealt the highest trump.</li>
<li><b>Low</b>: 1 to the side dealt the lowest trump (whoever wins it).</li>
<li><b>Jack</b>: 1 to the side that wins the jack of trumps in a trick; {hang_rule}</li>
<li><b>Game</b>: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher
total scores {game_point}. {tie_rule}</li>
</ul>
<p>The first side to reach <b>{target}</b> wins at once, even in the middle of the
counting or on a kick.</p>
<h3>This game's options</h3>
<table cellspacing="4">{options}</table>
<h3>Keys</h3>
<table cellspacing="4">
<tr><td><b>1</b> … <b>9</b>, <b>0</b>, <b>-</b>, <b>=</b></td>
<td>play the 1st … 9th, 10th, 11th, 12th card of your hand, from the left</td></tr>
<tr><td><b>←</b> <b>→</b>, then <b>Enter</b> or <b>Space</b></td>
<td>move to a playable card and play it</td></tr>
<tr><td><b>Enter</b> or <b>Space</b></td>
<td>answer a question or a panel with its first button (Stand, Take one, Next hand,
Rematch)</td></tr>
<tr><td><b>Esc</b></td><td>dismiss an explanation in the status line</td></tr>
<tr><td><b>H</b></td><td>hint: what the expert would do, and why</td></tr>
<tr><td><b>L</b></td><td>the last trick, face up (or point at a won pile)</td></tr>
<tr><td><b>Ctrl+Z</b></td><td>take back your last decision of the hand</td></tr>
<tr><td><b>Ctrl+H</b></td><td>score history</td></tr>
<tr><td><b>Ctrl+N</b></td><td>new game</td></tr>
</table>
"""


def _beg_rules(rules: Rules) -> dict[str, str]:
    """The stand-or-beg paragraph's words for this game's house rules."""
    stand = (" In this game first hand may stand only while holding a trump (a card of the"
             " kick's suit); without one, first hand must beg." if rules.stand_needs_trump
             else "")
    if not rules.give_one:
        answer = ("always <b>runs the pack</b> (giving one is never played in this game): "
                  "three more cards each and a new kick.")
    else:
        answer = ('either says <b>"Take one"</b> (the beggars score a point and trumps stay) '
                  "or <b>runs the pack</b>: three more cards each and a new kick.")
        if rules.give_needs_trump:
            answer += (' The dealer may say "Take one" only while holding a trump; without '
                       "one, the pack is run.")
    pack = ("if the pack runs out first, the dealer turns the cards left one at a time as "
            "kicks (each scoring like a kick) until one of a new suit sets trumps, with no "
            "more dealing; only if none does, the same dealer shuffles and deals again."
            if rules.pack_out == "kicks" else
            "if the pack runs out first, the same dealer shuffles and deals again.")
    return {"stand_rule": stand, "answer_rule": answer, "pack_rule": pack}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def rules_html(rules: Rules) -> str:
    options = []
    for option in OPTIONS:
        # the players are in the opening words; an option under one that is off is moot
        if option.section is Section.PLAYERS or (option.needs
                                                 and not getattr(rules, option.needs)):
            continue
        value = getattr(rules, option.key)
        text = next((_tr(c.text) for c in option.choices if c.value == value), str(value))
        options.append(f"<tr><td>{_tr(option.label)}</td><td><b>{text}</b></td></tr>")
    return RULES_HTML.format(
        kick_a=1, kick_six_name="six" if rules.kick_scoring == "trinidad" else "two",
        kick_six=2, kick_j=3,
        void_rule=("with none of the suit led you must trump if you can, otherwise play "
                   "anything." if rules.void_must_trump else
                   "with none of the suit led you may play any card."),
        hang_rule=("if the other side captures it, that is <b>hang jack</b>: "
                   f"{rules.hang_jack_value} points to them."
                   if rules.hang_jack else "hang jack is off: it is always 1 point."),
        follow_rule=("<p><b>Trump and follow</b>: if you trump a plain-suit trick while still "
                     "holding that suit, at your next lead you must lead that suit or a "
                     "trump.</p>" if rules.trump_and_follow else ""),
        **_beg_rules(rules),
        game_point=f"{rules.game_point} point{'s' if rules.game_point > 1 else ''}",
        tie_rule=("A tie scores nothing." if rules.game_tie == "none"
                  else "A tie goes to the non-dealer's side."),
        target=rules.target, options="".join(options))


class RulesWindow(QDialog):
    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules of All Fours")
        self.resize(620, 680)
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_html(rules))
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)

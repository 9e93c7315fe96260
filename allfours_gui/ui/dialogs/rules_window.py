"""The rules in plain words, with the options of the current game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from ...app import i18n
from ...engine import Rules
from ...engine.options import CONTEXT, OPTIONS, Section
from ...engine.translatable import QT_TRANSLATE_NOOP

# The keys and what each does (a key's cell too: "Enter", "or" and "then" are words)
KEYS = (
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>1</b> … <b>9</b>, <b>0</b>, <b>-</b>, <b>=</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "play the 1st … 9th, 10th, 11th, 12th card of your "
                                      "hand, from the left")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>←</b> <b>→</b>, then <b>Enter</b> or <b>Space</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "move to a playable card and play it")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>Enter</b> or <b>Space</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "answer a question or a panel with its first button "
                                      "(Stand, Take one, Next hand, Rematch)")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>Esc</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "dismiss an explanation in the status line")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>H</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "hint: what the expert would do, and why")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>L</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "the last trick, face up (or point at a won pile)")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>Ctrl+Z</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "take back your last decision of the hand")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>Ctrl+H</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "score history")),
    (QT_TRANSLATE_NOOP("RulesWindow", "<b>Ctrl+N</b>"),
     QT_TRANSLATE_NOOP("RulesWindow", "new game")),
)


def _key_rows() -> str:
    rows = []
    for key, what in KEYS:
        cells = (QCoreApplication.translate("RulesWindow", key),
                 QCoreApplication.translate("RulesWindow", what))
        rows.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
    return "".join(rows)


def _deal(rules: Rules) -> str:
    if rules.kick_scoring == "trinidad":
        return QCoreApplication.translate(
            "RulesWindow", "The first dealer is whoever cuts the highest card. The dealer gives "
            "six cards each, one at a time or in threes (chosen once for the whole game), "
            "starting with the player on the right (<i>first hand</i>). The next card is turned "
            "up: the <b>kick</b>. Its suit is trumps. Kicking an ace scores {ace}, a six {six}, "
            "a jack {jack} for the dealer's side at once.").format(ace=1, six=2, jack=3)
    return QCoreApplication.translate(
        "RulesWindow", "The first dealer is whoever cuts the highest card. The dealer gives "
        "six cards each, one at a time or in threes (chosen once for the whole game), "
        "starting with the player on the right (<i>first hand</i>). The next card is turned "
        "up: the <b>kick</b>. Its suit is trumps. Kicking an ace scores {ace}, a two {two}, "
        "a jack {jack} for the dealer's side at once.").format(ace=1, two=2, jack=3)


def _stand_or_beg(rules: Rules) -> str:
    """The stand-or-beg paragraph for this game's house rules: whole sentences,
    each one string (the house rules add or change sentences, never words)."""
    sentences = [QCoreApplication.translate(
        "RulesWindow", 'First hand looks at their cards and says <b>"Stand"</b> (play with '
        'this trump) or <b>"I beg"</b>.')]
    if rules.stand_needs_trump:
        sentences.append(QCoreApplication.translate(
            "RulesWindow", "In this game first hand may stand only while holding a trump (a "
            "card of the kick's suit); without one, first hand must beg."))
    if not rules.give_one:
        sentences.append(QCoreApplication.translate(
            "RulesWindow", "To a beg the dealer always <b>runs the pack</b> (giving one is "
            "never played in this game): three more cards each and a new kick."))
    else:
        sentences.append(QCoreApplication.translate(
            "RulesWindow", 'To a beg the dealer either says <b>"Take one"</b> (the beggars '
            "score a point and trumps stay) or <b>runs the pack</b>: three more cards each "
            "and a new kick."))
        if rules.give_needs_trump:
            sentences.append(QCoreApplication.translate(
                "RulesWindow", 'The dealer may say "Take one" only while holding a trump; '
                "without one, the pack is run."))
    if rules.pack_out == "kicks":
        sentences.append(QCoreApplication.translate(
            "RulesWindow", "If the new kick is the same suit, the dealer runs again, until a "
            "new suit turns up; if the pack runs out first, the dealer turns the cards left "
            "one at a time as kicks (each scoring like a kick) until one of a new suit sets "
            "trumps, with no more dealing; only if none does, the same dealer shuffles and "
            "deals again."))
    else:
        sentences.append(QCoreApplication.translate(
            "RulesWindow", "If the new kick is the same suit, the dealer runs again, until a "
            "new suit turns up; if the pack runs out first, the same dealer shuffles and "
            "deals again."))
    return " ".join(sentences)


def _play(rules: Rules) -> str:
    if rules.void_must_trump:
        text = QCoreApplication.translate(
            "RulesWindow", "First hand leads. If a plain suit is led you must follow suit "
            "<b>or trump</b>; with none of the suit led you must trump if you can, otherwise "
            "play anything. If trumps are led you must play a trump if you can. The highest "
            "trump wins the trick, otherwise the highest card of the suit led; the winner "
            "leads next.")
    else:
        text = QCoreApplication.translate(
            "RulesWindow", "First hand leads. If a plain suit is led you must follow suit "
            "<b>or trump</b>; with none of the suit led you may play any card. If trumps are "
            "led you must play a trump if you can. The highest trump wins the trick, "
            "otherwise the highest card of the suit led; the winner leads next.")
    paragraphs = [text]
    if rules.trump_and_follow:
        paragraphs.append(QCoreApplication.translate(
            "RulesWindow", "<b>Trump and follow</b>: if you trump a plain-suit trick while "
            "still holding that suit, at your next lead you must lead that suit or a trump."))
    return "".join(f"<p>{p}</p>" for p in paragraphs)


def _scoring(rules: Rules) -> list[str]:
    # a whole sentence for each value the options allow (hang jack 3 or 6, Game 1 or 2,
    # engine/options.py): the numbers stay in the sentences their plural forms agree with
    if not rules.hang_jack:
        jack = QCoreApplication.translate(
            "RulesWindow", "<b>Jack</b>: 1 to the side that wins the jack of trumps in a "
            "trick; hang jack is off: it is always 1 point.")
    elif rules.hang_jack_value == 6:
        jack = QCoreApplication.translate(
            "RulesWindow", "<b>Jack</b>: 1 to the side that wins the jack of trumps in a "
            "trick; if the other side captures it, that is <b>hang jack</b>: 6 points to them.")
    else:
        jack = QCoreApplication.translate(
            "RulesWindow", "<b>Jack</b>: 1 to the side that wins the jack of trumps in a "
            "trick; if the other side captures it, that is <b>hang jack</b>: 3 points to them.")
    one, tie_none = rules.game_point == 1, rules.game_tie == "none"
    if one and tie_none:
        game = QCoreApplication.translate(
            "RulesWindow", "<b>Game</b>: count the cards won: ace 4, king 3, queen 2, jack 1, "
            "ten 10. The higher total scores 1 point. A tie scores nothing.")
    elif one:
        game = QCoreApplication.translate(
            "RulesWindow", "<b>Game</b>: count the cards won: ace 4, king 3, queen 2, jack 1, "
            "ten 10. The higher total scores 1 point. A tie goes to the non-dealer's side.")
    elif tie_none:
        game = QCoreApplication.translate(
            "RulesWindow", "<b>Game</b>: count the cards won: ace 4, king 3, queen 2, jack 1, "
            "ten 10. The higher total scores 2 points. A tie scores nothing.")
    else:
        game = QCoreApplication.translate(
            "RulesWindow", "<b>Game</b>: count the cards won: ace 4, king 3, queen 2, jack 1, "
            "ten 10. The higher total scores 2 points. A tie goes to the non-dealer's side.")
    return [
        QCoreApplication.translate("RulesWindow",
                                   "<b>High</b>: 1 to the side dealt the highest trump."),
        QCoreApplication.translate(
            "RulesWindow", "<b>Low</b>: 1 to the side dealt the lowest trump (whoever wins it)."),
        jack, game]


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def rules_html(rules: Rules) -> str:
    """The Rules window's text for ``rules``, in the reader's language: one
    translated string a heading, paragraph, list item or table cell."""
    options = []
    for option in OPTIONS:
        # the players are in the opening words; an option under one that is off is moot
        if option.section is Section.PLAYERS or (option.needs
                                                 and not getattr(rules, option.needs)):
            continue
        value = getattr(rules, option.key)
        text = next((_tr(c.text) for c in option.choices if c.value == value), str(value))
        options.append(f"<tr><td>{_tr(option.label)}</td><td><b>{text}</b></td></tr>")
    h2 = QCoreApplication.translate("RulesWindow", "All Fours, the Trinidad way")
    intro = QCoreApplication.translate(
        "RulesWindow", "Four players in two partnerships, partners facing each other (or one "
        "against one). Deal and play go to the <b>right</b>. A full 52-card pack; aces high.")
    target = QCoreApplication.translate(
        "RulesWindow", "The first side to reach <b>{target}</b> wins at once, even in the "
        "middle of the counting or on a kick.").format(target=rules.target)
    scoring = "".join(f"<li>{item}</li>" for item in _scoring(rules))
    headings = (QCoreApplication.translate("RulesWindow", "The deal and the kick"),
                QCoreApplication.translate("RulesWindow", "Stand or beg"),
                QCoreApplication.translate("RulesWindow", "The play"),
                QCoreApplication.translate("RulesWindow", "Scoring, in this order"),
                QCoreApplication.translate("RulesWindow", "This game's options"),
                QCoreApplication.translate("RulesWindow", "Keys"))
    deal, beg, play, scores, table, keys = (f"<h3>{h}</h3>" for h in headings)
    return "\n".join([
        f"<h2>{h2}</h2>", f"<p>{intro}</p>",
        deal, f"<p>{_deal(rules)}</p>",
        beg, f"<p>{_stand_or_beg(rules)}</p>",
        play, _play(rules),
        scores, f"<ul>{scoring}</ul>", f"<p>{target}</p>",
        table, f"<table cellspacing='4'>{''.join(options)}</table>",
        keys, f"<table cellspacing='4'>{_key_rows()}</table>"])


# A script's own font, bundled (resources/fonts, loaded at start): a system font found
# by fallback (DejaVu Sans) stacks Lao's vowel and tone marks into the line above.
SCRIPT_FONTS = {"lo": "Noto Sans Lao"}
# lines apart by this much of the font's height, for the marks stacked above a letter
SCRIPT_LINE_HEIGHT = {"lo": 140}


def script_style(browser: QTextBrowser, language: str) -> None:
    """Draw ``browser``'s document in ``language``'s bundled font, with room between the
    lines, whatever family its HTML names; to call before its HTML is set."""
    family = SCRIPT_FONTS.get(language)
    if family is None:
        return
    font = QFont(browser.font())
    font.setFamilies([family, font.family()])
    browser.setFont(font)
    browser.document().setDefaultFont(font)
    height = SCRIPT_LINE_HEIGHT.get(language, 100)
    browser.document().setDefaultStyleSheet(
        f"* {{ font-family: '{family}'; }} "
        f"p, li, td, h2, h3 {{ font-family: '{family}'; line-height: {height}%; }}")


class RulesWindow(QDialog):
    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of All Fours"))
        self.resize(620, 680)
        self.browser = QTextBrowser()
        script_style(self.browser, i18n.current())
        self.browser.setHtml(rules_html(rules))
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)

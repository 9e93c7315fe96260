"""Card names in the language shown: the 13 ranks and 4 suits are words of
their own (translation context "Cards"), put into a card by templates ("the
{rank} of {suit}") a translator may reorder or inflect.

Here, below the window, because the session's hints name cards too; the
window's sentences (``ui.wording``) use the same words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.translatable import QT_TRANSLATE_NOOP


def _tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


RANK_WORDS = (
    QT_TRANSLATE_NOOP("Cards", "two"), QT_TRANSLATE_NOOP("Cards", "three"),
    QT_TRANSLATE_NOOP("Cards", "four"), QT_TRANSLATE_NOOP("Cards", "five"),
    QT_TRANSLATE_NOOP("Cards", "six"), QT_TRANSLATE_NOOP("Cards", "seven"),
    QT_TRANSLATE_NOOP("Cards", "eight"), QT_TRANSLATE_NOOP("Cards", "nine"),
    QT_TRANSLATE_NOOP("Cards", "ten"), QT_TRANSLATE_NOOP("Cards", "jack"),
    QT_TRANSLATE_NOOP("Cards", "queen"), QT_TRANSLATE_NOOP("Cards", "king"),
    QT_TRANSLATE_NOOP("Cards", "ace"),
)
# a suit in a sentence ("hearts were led") and as a title ("Hearts" on the scoreboard)
SUIT_WORDS = (QT_TRANSLATE_NOOP("Cards", "clubs"), QT_TRANSLATE_NOOP("Cards", "diamonds"),
              QT_TRANSLATE_NOOP("Cards", "hearts"), QT_TRANSLATE_NOOP("Cards", "spades"))
SUIT_TITLES = (QT_TRANSLATE_NOOP("Cards", "Clubs"), QT_TRANSLATE_NOOP("Cards", "Diamonds"),
               QT_TRANSLATE_NOOP("Cards", "Hearts"), QT_TRANSLATE_NOOP("Cards", "Spades"))


def rank_word(card: int) -> str:
    return _tr("Cards", RANK_WORDS[card % 13])


def suit_word(suit: int) -> str:
    """"hearts", as a sentence says it."""
    return _tr("Cards", SUIT_WORDS[suit])


def suit_title(suit: int) -> str:
    """"Hearts", as a label says it."""
    return _tr("Cards", SUIT_TITLES[suit])


def card_name(card: int) -> str:
    """"the ten of spades", in the language shown."""
    return QCoreApplication.translate("Cards", "the {rank} of {suit}").format(rank=rank_word(card),
                                                        suit=suit_word(card // 13))


def card_words(card: int) -> str:
    """A card without its article, after a possessive: "your two of spades"."""
    return QCoreApplication.translate("Cards", "{rank} of {suit}").format(rank=rank_word(card),
                                                    suit=suit_word(card // 13))

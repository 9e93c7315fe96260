"""Alt and a letter in the dialogs: a text's letter, and letters for words that have none.

Most labels carry the letter their translator chose ("Card &back"). The New Game
dialog's rule rows are the option table's words, shared with the Rules window, so
they carry none; ``NewGameDialog.give_letters`` gives each row (``with_letter``) a
letter no other text shown with it has, in whatever language is shown.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QTabWidget,
    QWidget,
)

# a standard button's words as a GNOME or KDE desktop shows them: with a letter
# (the offscreen and plain themes show "Cancel"), which the other texts must leave free
_STANDARD_WORDS = {QDialogButtonBox.StandardButton.Ok: "&OK",
                   QDialogButtonBox.StandardButton.Cancel: "&Cancel",
                   QDialogButtonBox.StandardButton.Close: "&Close"}


def letter(text: str) -> str:
    """The letter Alt presses with ``text``, upper case ("" if none): "Card &back": "B".
    As Qt reads it: the first & not doubled."""
    i = text.find("&")
    while 0 <= i < len(text) - 1:
        if text[i + 1] != "&":
            return text[i + 1].upper()
        i = text.find("&", i + 2)
    return ""


def plain(text: str) -> str:
    """``text`` as said: without its & ("&&" is a shown "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def with_letter(text: str, taken: Iterable[str]) -> str:
    """``text`` (no & of its own) with a letter not in ``taken``: a word's first
    letter if one is free, else any; as it is if every letter is taken."""
    used = set(taken)
    text = text.replace("&", "&&")  # a shown "&"
    starts = [i for i, ch in enumerate(text) if ch.isalpha()
              and (i == 0 or not text[i - 1].isalpha())]
    rest = [i for i, ch in enumerate(text) if ch.isalpha() and i not in starts]
    for i in starts + rest:
        if text[i].upper() not in used:
            return f"{text[:i]}&{text[i:]}"
    return text


def standard_letter(button: QAbstractButton) -> str:
    """A dialog button's letter, as a desktop with letters on its standard buttons
    words it ("&Cancel" in GNOME) where ours shows none."""
    own = letter(button.text())
    box = button.parentWidget()
    if own or not isinstance(box, QDialogButtonBox):
        return own
    words = _STANDARD_WORDS.get(box.standardButton(button))
    return letter(QCoreApplication.translate("QGnomeTheme", words)) if words else ""


def letters_in(widget: QWidget, skip: Iterable[QLabel] = (),
               without: Iterable[QWidget] = ()) -> set[str]:
    """Every letter taken by the texts in ``widget`` (labels with a buddy, buttons,
    group titles, tab names), but ``skip``'s and those inside ``without``'s."""
    skipped, outside = set(skip), list(without)

    def counted(w: QWidget) -> bool:
        return w not in skipped and not any(o is w or o.isAncestorOf(w) for o in outside)

    found = {standard_letter(b) for b in widget.findChildren(QAbstractButton) if counted(b)}
    found |= {letter(g.title()) for g in widget.findChildren(QGroupBox) if counted(g)}
    found |= {letter(label.text()) for label in widget.findChildren(QLabel)
              if label.buddy() is not None and counted(label)}
    for tabs in widget.findChildren(QTabWidget):
        if counted(tabs):
            found |= {letter(tabs.tabText(i)) for i in range(tabs.count())}
    return found - {""}

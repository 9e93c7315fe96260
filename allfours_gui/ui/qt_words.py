"""Words Qt draws itself, put in our catalogues.

Qt ships its own translations (``qtbase_<code>.qm``) for few languages: of ours, only
Gaelic. Elsewhere a dialog's standard buttons and a text field's right-click menu
said "Close", "Cancel", "Copy" in English. Qt looks each of its words up by context
and source text in every installed catalogue, so marking them here (lupdate reads
these calls) lets our catalogues answer for Qt. Nothing calls this module: the marks
are the point.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_WORDS = (
    # a dialog's standard buttons (QDialogButtonBox), and as a GNOME desktop words them
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    # a text field's right-click menu (the names typed in New Game, a table's name)
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
)

"""The translation marker, Qt-free, for every layer: a text the window shows is written
where it belongs (an option's label, a reason, a problem with a file) and marked here.

Qt's lupdate collects every call of a function named ``QT_TRANSLATE_NOOP`` into the
translators' catalogues under its context; the window translates at the edge
(``QCoreApplication.translate(context, text)``). Nothing below the window imports Qt's
own marker, and the engine knows nothing of Qt."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` itself, marked for the catalogues under ``context``."""
    return text

"""The languages the window speaks, and putting one in place.

English is the source language (the strings in the code); each other language is a Qt
catalogue, ``resources/i18n/allfours_<code>.qm``, built from its ``.ts`` by lrelease
(catalogues.py), plus Qt's own ``qtbase_<code>.qm`` for the texts Qt draws itself (the
standard buttons, a line edit's menu) where Qt ships one. Installing a translator sends
every widget ``QEvent.LanguageChange``; the window re-sets its texts then, so a language
can change in the middle of a game.

Dates and numbers follow the language too: ``install`` makes its locale Qt's default, so
``QLocale()`` writes them as the language does (the system's own locale where the system
speaks that language: its regional settings are the person's).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .resources import resource_path

log = logging.getLogger(__name__)

# (code, the language's name in itself: the menu shows each in its own words and script)
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("gd", "Gàidhlig"),
    ("az", "Azərbaycanca"),
    ("af", "Afrikaans"),
    ("lo", "ລາວ"),
    ("sq", "Shqip"),
)
CODES = tuple(code for code, _ in LANGUAGES)
SOURCE = "en"

# the translators in place, kept referenced (Qt does not own them)
_installed: list[QTranslator] = []
_current = SOURCE


def _language_of(name: str) -> str:
    """ "gd-GB", "az_Latn_AZ", "en" -> "gd", "az", "en"."""
    return name.replace("_", "-").split("-")[0].lower()


def system_language() -> str:
    """The first of the system's preferred languages that we have, else English."""
    for name in QLocale.system().uiLanguages():  # "gd-GB", "en-US", "az-Latn-AZ", ...
        code = _language_of(name)
        if code in CODES:
            return code
    return SOURCE


def locale_for(code: str) -> QLocale:
    """How ``code`` writes dates and numbers: the system's locale if it is in that language
    (with the person's regional settings), else the system's preferred variant of it
    ("gd-GB"), else the language's main one."""
    system = QLocale.system()
    if _language_of(system.name()) == code:
        return system
    for name in system.uiLanguages():
        if _language_of(name) == code:
            return QLocale(name)
    return QLocale(code)


def chosen(setting: str) -> str:
    """The language to use for the setting ``view/language`` ("" follows the system)."""
    return setting if setting in CODES else system_language()


def current() -> str:
    """The language installed last (English before any)."""
    return _current


def install(app: QCoreApplication, code: str) -> list[str]:
    """Put ``code``'s catalogues in place of the ones installed before; the files loaded.

    English loads none. A catalogue that is missing (a checkout whose ``.qm`` are not
    built yet) is logged, and the strings stay English."""
    global _current
    _current = code if code in CODES else SOURCE
    # first: removing or adding a translator tells the windows at once (LanguageChange),
    # and they write their dates and numbers again then
    QLocale.setDefault(locale_for(_current))
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()  # the app's child: not freed with the list
    _installed.clear()
    if _current == SOURCE:
        return []
    loaded: list[str] = []
    ours = resource_path("i18n", f"allfours_{_current}.qm")
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for directory, name in ((str(ours.parent), ours.stem), (qt_dir, f"qtbase_{_current}")):
        translator = QTranslator(app)
        if translator.load(name, directory):
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(translator.filePath())
        elif name == ours.stem:
            log.warning("no catalogue for %s at %s", _current, ours)
    return loaded

#!/usr/bin/env bash
# Bring every translators' catalogue (resources/i18n/allfours_<lang>.ts) up to date with the
# strings marked in the source, then build the .qm Qt loads. One command:
#
#   tools/update_translations.sh        (PYTHON: an interpreter with PySide6; default python3)
#
# which runs, for each catalogue,
#   pyside6-lupdate <every .py of allfours_gui> -no-obsolete -locations none \
#       -source-language en -target-language <lang> -ts resources/i18n/allfours_<lang>.ts
# (allfours_gui/app/catalogues.py says why each flag). A new language: create its
# resources/i18n/allfours_<lang>.ts with that command once, and add it to app/i18n.py.
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" -m allfours_gui.app.catalogues --update

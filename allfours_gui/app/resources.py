"""Where the bundled art lives: inside a PyInstaller bundle, in the installed package, or in
the source checkout.

The art's source is ``resources/`` at the top of the repository; a wheel carries it as the
package data ``allfours_gui/resources/`` (pyproject.toml maps it there), so a plain
``pip install`` finds it through ``importlib.resources`` wherever the package landed.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path

# the card backs drawn in resources/cards (tools/draw_cards.py); the settings offer these
BACKS = ("red", "blue", "green", "trinidad")


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    installed = files("allfours_gui").joinpath("resources")
    if isinstance(installed, Path) and installed.is_dir():
        return installed
    # a source checkout or an editable install: the repository's own folder
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)

"""Entry script for the PyInstaller bundle: the same ``main`` as ``python -m allfours_gui``."""

import sys

from allfours_gui.ui.app import main

if __name__ == "__main__":
    sys.exit(main())

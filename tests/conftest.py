"""Qt tests run without a display: the offscreen platform, set before Qt loads. The
translation catalogues (.qm, never committed) are built once per run where missing or
older than their .ts, so a clean checkout's test command has them."""

import os

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"


@pytest.fixture(scope="session", autouse=True)
def translation_catalogues() -> None:
    from allfours_gui.app.catalogues import build_catalogues

    build_catalogues()

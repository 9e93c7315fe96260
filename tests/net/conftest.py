"""Fixtures of the network tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def hosts(qtbot):
    """Hosts a test makes, shut down after it."""
    made = []
    yield made
    for host in made:
        host.shutdown()
    qtbot.wait(50)

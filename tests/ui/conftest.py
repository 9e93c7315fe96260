"""Every window test fails if a table step raised: the scene logs a drawing bug
and plays on (a bug must never stop a game), so without this guard the bug
would pass silently. A test that provokes one on purpose says so with
``@pytest.mark.scene_errors_expected``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from allfours_gui.ui.table import table_scene


@pytest.fixture(autouse=True)
def no_scene_errors(request: pytest.FixtureRequest) -> Iterator[None]:
    failures: list[tuple[str, str]] = []

    def heard(scene: table_scene.TableScene, trace: str) -> None:
        failures.append((f"{type(scene).__name__} at {id(scene):#x}", trace))

    table_scene.step_error_listeners.append(heard)
    try:
        # the teardown runs after qtbot's and the test's own: errors raised
        # while the windows close are heard too
        yield
    finally:
        table_scene.step_error_listeners.remove(heard)
    if failures and request.node.get_closest_marker("scene_errors_expected") is None:
        told = "\n".join(f"--- {where}\n{trace}" for where, trace in failures)
        pytest.fail(f"{len(failures)} table step(s) raised during the test:\n{told}",
                    pytrace=False)

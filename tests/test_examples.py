"""The property tests' example counts: CI keeps them as written, a laptop tries fewer."""

from __future__ import annotations

import pytest

from tests.examples import LEAST, examples, on_ci


@pytest.mark.parametrize("env, ci", [({"CI": "true"}, True), ({}, False),
                                     ({"CI": "true", "HYPOTHESIS_PROFILE": "dev"}, False),
                                     ({"HYPOTHESIS_PROFILE": "ci"}, True)])
def test_ci_keeps_every_count_and_a_laptop_tries_a_quarter(monkeypatch, env, ci):
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("HYPOTHESIS_PROFILE", raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert on_ci() is ci
    counts = [examples(n) for n in (6, 12, 40, 400)]
    assert counts == ([6, 12, 40, 400] if ci else [6, LEAST, 10, 100])

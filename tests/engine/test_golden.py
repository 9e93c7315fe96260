"""Golden transcripts: hands checked by hand once, replayed line by line forever."""

import json

import pytest

from allfours_gui.engine import replay_hand

from .golden_hands import GOLDEN_DIR, transcript

FILES = sorted(GOLDEN_DIR.glob("*.json"))


def test_there_are_golden_hands():
    assert len(FILES) >= 4


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_hand_replays_line_by_line(path):
    data = json.loads(path.read_text())
    assert replay_hand(data["record"]) == data["outcome"]
    assert transcript(data["record"]) == data["transcript"]

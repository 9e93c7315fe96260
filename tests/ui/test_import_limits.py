"""Importing a hand from a file: a huge, deeply nested or binary file is refused
in plain words, before it is parsed and without much memory; a good record still imports."""

from __future__ import annotations

import json
import os
import random
import sys
from types import SimpleNamespace

import pytest

from allfours_gui.engine import record_limits
from allfours_gui.engine.record_limits import (
    MAX_DEPTH,
    MAX_RECORD_BYTES,
    load_record_text,
    nesting_depth,
    parse_json,
    read_limited,
)
from allfours_gui.ui.history.review import HandReviewWindow
from tests.live_hands import random_hand

NAMES = ["You", "Rhonda", "Partner", "Kerwin"]
DEEP_LIST = b"[" * 100_000 + b"]" * 100_000
DEEP_OBJECT = b'{"a":' * 100_000 + b"1" + b"}" * 100_000


def a_record(seed: int = 1) -> dict:
    return random_hand(random.Random(seed), steps=8).record()


# ------------------------------------------------------------ the pure checks
@pytest.mark.parametrize("data,words,parsed", [
    (b" " * (MAX_RECORD_BYTES + 1), "larger than 1 MB", False),
    (DEEP_LIST, f"nested more than {MAX_DEPTH} levels", False),
    (DEEP_OBJECT, f"nested more than {MAX_DEPTH} levels", False),
    (b'{"format": "allfours-hand/1"}\0', "NUL", False),
    (b'{"format": "allfours-hand/\xff\xfe"}', "not UTF-8", False),
    (b'{"format": ', "not JSON", True),
    (b"[1, 2]", "no hand record", True),
    (b'{"score_before": [NaN, 0]}', "NaN", True),
    (b'{"dealer": ' + b"9" * 5000 + b"}", "more than 100 digits", True),
])
def test_bad_bytes_are_refused_in_plain_words(data, words, parsed, monkeypatch):
    # What is huge, deep or not text is refused by a cheap scan before the JSON
    # parser (which recurses once per level) ever sees it.
    parses = []

    def loads(*args, **kwargs):
        parses.append(1)
        return json.loads(*args, **kwargs)

    monkeypatch.setattr(record_limits, "json",
                        SimpleNamespace(loads=loads, JSONDecodeError=json.JSONDecodeError))
    with pytest.raises(ValueError, match=words):
        load_record_text(data)
    assert len(parses) == int(parsed)


def test_nesting_is_counted_outside_strings_only():
    assert nesting_depth(b'{"a": ["[[[{{", "\\"[["]}') == 2
    deep_but_allowed = b"[" * MAX_DEPTH + b"]" * MAX_DEPTH
    assert nesting_depth(deep_but_allowed) == MAX_DEPTH
    assert parse_json(deep_but_allowed) is not None
    with pytest.raises(ValueError, match="nested"):
        parse_json(b"[" + deep_but_allowed + b"]")


def test_an_editors_byte_order_mark_is_harmless():
    record = a_record()
    assert load_record_text(b"\xef\xbb\xbf" + json.dumps(record).encode()) == record


def test_read_limited_checks_the_size_and_refuses_special_files(tmp_path):
    at_limit = tmp_path / "at-limit.json"
    at_limit.write_bytes(b" " * MAX_RECORD_BYTES)
    assert len(read_limited(at_limit)) == MAX_RECORD_BYTES
    over = tmp_path / "over.json"
    over.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(ValueError, match="larger than 1 MB"):
        read_limited(over)
    with pytest.raises(ValueError, match="not a regular file"):
        read_limited(tmp_path)
    if sys.platform != "win32":  # a pipe would block a plain read forever
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        with pytest.raises(ValueError, match="not a regular file"):
            read_limited(fifo)


# ------------------------------------------------------------ the review window
@pytest.fixture
def review(qtbot):
    record = a_record(2)
    window = HandReviewWindow(record, NAMES, "Hand 1")
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("content,words", [
    (b" " * (MAX_RECORD_BYTES + 1), "larger than 1 MB"),
    (DEEP_LIST, "nested more than 64 levels"),
    (DEEP_OBJECT, "nested more than 64 levels"),
    (b'{"format": "allfours-hand/1",\0 "deck": []}', "NUL"),
    (b'{"format": "allfours-hand/1", "\xc3\x28": 1}', "not UTF-8"),
], ids=["over-1MB", "deep-list", "deep-object", "nul", "bad-utf8"])
def test_a_bad_file_is_refused_with_a_message_and_nothing_changes(review, tmp_path, content,
                                                                  words):
    before = review.record
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    problem = review.import_from(path)
    assert problem is not None
    assert problem.startswith("bad.json is not a valid All Fours hand record") and words in problem
    assert review.record is before


def test_a_missing_file_says_it_could_not_be_read(review, tmp_path):
    problem = review.import_from(tmp_path / "gone.json")
    assert problem is not None and "gone.json could not be read" in problem


def test_a_good_record_still_imports(review, qtbot, tmp_path):
    record = a_record(3)
    path = tmp_path / "good.json"
    path.write_text(json.dumps(record, indent=1))
    with qtbot.waitSignal(review.imported):
        assert review.import_from(path) is None
    assert review.record == record
    assert review.windowTitle() == "Hand from good.json"

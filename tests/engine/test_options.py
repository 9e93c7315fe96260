"""The option table (engine/options.py) and ``Rules``: one option, declared once.

A new option is a row of the table, a field of ``Rules`` and its rule in the
engine; these tests keep the table and the field in step, and check that
validation, records and the words the window shows all come from the row.
"""

from __future__ import annotations

import re
from dataclasses import fields

import pytest

from allfours_gui.engine import Rules
from allfours_gui.engine.options import BY_KEY, OPTIONS, Section
from allfours_gui.engine.rules import LATER_DEFAULTS
from allfours_gui.engine.translatable import QT_TRANSLATE_NOOP


def test_the_table_has_each_field_of_rules_once_with_its_default():
    keys = [o.key for o in OPTIONS]
    assert len(keys) == len(set(keys))
    assert set(keys) == {f.name for f in fields(Rules)}
    for f in fields(Rules):
        assert BY_KEY[f.name].default == f.default, f.name
        assert type(BY_KEY[f.name].default) is type(f.default), f.name


def test_each_row_is_complete():
    for o in OPTIONS:
        assert o.label and o.summary and "\n" not in o.summary, o.key
        assert len(o.choices) >= 2 and len(set(o.values)) == len(o.values), o.key
        assert all(c.text for c in o.choices), o.key
        assert all(type(v) is type(o.default) for v in o.values), o.key
        # Game History fills in the value and nothing else
        assert set(re.findall(r"{(\w*)}", o.history)) <= {"value"}, o.key
        assert not o.history_always or o.history, o.key
        assert o.span is None or set(o.values) <= set(o.span), o.key


def test_an_option_that_needs_another_comes_after_an_on_off_one():
    # the dialog puts it under that option's row, which must exist by then
    keys = [o.key for o in OPTIONS]
    for o in OPTIONS:
        if o.needs:
            assert keys.index(o.needs) < keys.index(o.key)
            assert set(BY_KEY[o.needs].values) == {True, False}


def test_every_choice_of_the_table_is_a_valid_rule_and_reads_back_from_a_record():
    for o in OPTIONS:
        for value in o.values:
            rules = Rules(**{o.key: value})
            assert getattr(rules, o.key) == value
            assert Rules.from_json(rules.to_json()) == rules


def _outside(o):
    """Values of the option's type (and of others) that the table does not allow."""
    if isinstance(o.default, bool):
        return [1, "yes", None]
    if isinstance(o.default, int):
        allowed = o.span if o.span is not None else o.values
        return [max(allowed) + 1, min(allowed) - 1, True, str(o.default)]
    return [o.default.upper() + "x", 1, None]


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.key)
def test_validation_refuses_a_value_outside_the_table(option):
    for bad in _outside(option):
        refusal = f"^{option.key} must be .*, not {re.escape(repr(bad))}$"
        with pytest.raises(ValueError, match=refusal):
            Rules.from_json({option.key: bad})
        with pytest.raises(ValueError):
            Rules(**{option.key: bad})


def test_the_refusals_name_the_choices_as_before():
    assert BY_KEY["players"].problem(3) == "players must be 4 or 2, not 3"
    assert BY_KEY["target"].problem(0) == "target must be a whole number from 1 to 99, not 0"
    assert BY_KEY["kick_scoring"].problem("x") == (
        "kick_scoring must be 'trinidad' or 'tobago', not 'x'")
    assert BY_KEY["undertrump"].problem(1) == "undertrump must be true or false, not 1"
    assert BY_KEY["target"].problem(99) is None and BY_KEY["target"].problem(1) is None


def test_records_read_the_older_spellings_of_the_table():
    assert Rules.from_json({"game_tie": "non-dealer"}) == Rules(game_tie="non_dealer")
    assert Rules.from_json({"game_tie": "nondealer"}) == Rules(game_tie="non_dealer")
    with pytest.raises(ValueError, match="unknown rule option"):
        Rules.from_json({"jokers": True})


def test_a_record_leaves_out_only_the_later_options_at_their_defaults():
    first = {o.key for o in OPTIONS if o.first_format}
    assert set(Rules().to_json()) == first
    assert {o.key: o.default for o in OPTIONS if not o.first_format} == LATER_DEFAULTS
    # the house rules are exactly the options added since the first format
    assert {o.key for o in OPTIONS if o.section is Section.HOUSE} == set(LATER_DEFAULTS)


def test_the_translation_marker_gives_back_its_text():
    assert QT_TRANSLATE_NOOP("RuleOptions", "Hang jack") == "Hang jack"

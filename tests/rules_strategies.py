"""Hypothesis strategies for rule options, shared by the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from allfours_gui.engine import Rules
from allfours_gui.engine.options import OPTIONS, Section


def rules_strategy(house_rules: bool = False) -> st.SearchStrategy[Rules]:
    """Any combination of the option table's choices: the Trinidad options and their
    common variants, and with ``house_rules`` the house rules too (else at their defaults)."""
    return st.builds(Rules, **{o.key: st.sampled_from(o.values) for o in OPTIONS
                               if house_rules or o.section is not Section.HOUSE})

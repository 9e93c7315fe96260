"""Hypothesis strategies for rule options, shared by the engine's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from allfours_gui.engine import Rules

# the options of docs/rules.md §11.1 (Trinidad and its common variants)
_TABLE = {
    "players": st.sampled_from([4, 2]),
    "target": st.sampled_from([14, 7, 10, 21]),
    "kick_scoring": st.sampled_from(["trinidad", "tobago"]),
    "hang_jack": st.booleans(),
    "game_point": st.sampled_from([1, 2]),
    "game_tie": st.sampled_from(["none", "non_dealer"]),
    "give_one_at_brink": st.booleans(),
    "void_must_trump": st.booleans(),
    "undertrump": st.booleans(),
    "exposed_penalty": st.booleans(),
}
# the house rules (off by default)
_HOUSE = {
    "target": st.sampled_from([14, 7, 10, 21, 22]),
    "hang_jack_value": st.sampled_from([3, 6]),
    "stand_needs_trump": st.booleans(),
    "give_needs_trump": st.booleans(),
    "give_one": st.booleans(),
    "pack_out": st.sampled_from(["redeal", "kicks"]),
    "trump_and_follow": st.booleans(),
}


def rules_strategy(house_rules: bool = False) -> st.SearchStrategy[Rules]:
    """Any combination of options; ``house_rules`` adds the house rules."""
    return st.builds(Rules, **(_TABLE | _HOUSE if house_rules else _TABLE))

"""Golden full-hand transcripts: replay each stored record and compare every line.

Run as a script to (re)write the files after an intended rules change:
``python -m tests.engine.golden_hands``; then read the diff line by line.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from allfours_gui.engine import HandState, Rules
from allfours_gui.engine.record import replay
from allfours_gui.engine.transcript import describe

GOLDEN_DIR = Path(__file__).with_name("golden")


def transcript(record: dict[str, Any]) -> list[str]:
    """Replay a record through a live hand and describe every event."""
    return [describe(e) for _, events in replay(record) for e in events]


def _find(rules: Rules, want: Any, seed0: int, beg_bias: float) -> dict[str, Any]:
    for seed in range(seed0, seed0 + 100000):
        rng = random.Random(seed)
        deck = list(range(52))
        rng.shuffle(deck)
        h = HandState(rules, rng.randrange(rules.players), rng.choice(["ones", "threes"]),
                      [rng.randrange(8), rng.randrange(8)], deck, rng=rng)
        h.start()
        while not h.over:
            acts = h.legal_actions()
            a = acts[-1] if h.phase != "play" and rng.random() < beg_bias else rng.choice(acts)
            h.apply(a)
        if want(h):
            return h.record()
    raise LookupError("no hand found")


CASES = {
    "stand_hang_jack_4p": (Rules(), lambda h: not h.begged and any(
        c == "hang_jack" for _, c, _ in h.points), 1, 0.0),
    "run_same_suit_repeat_4p": (Rules(), lambda h: len(h.kicks) >= 3 and len(h.decks) == 1
                                and h.game_totals is not None, 1, 0.9),
    "redeal_4p": (Rules(), lambda h: len(h.decks) > 1 and h.game_totals is not None, 1, 0.9),
    "beg_give_2p_tobago": (Rules(players=2, kick_scoring="tobago"), lambda h: any(
        c == "beg" for _, c, _ in h.points) and h.game_totals is not None, 1, 0.6),
    # house rules (docs/rules.md §11.2): cards left turned as kicks after
    # the pack ran out; a six-point hang jack under the trump rules
    "pack_out_kicks_4p": (Rules(pack_out="kicks", give_one=False), lambda h: len(h.decks) == 1
                          and (h.pos - 25) % 13 != 0 and h.game_totals is not None, 1, 0.9),
    "house_rules_hang6_4p": (Rules(hang_jack_value=6, stand_needs_trump=True,
                                   give_needs_trump=True, trump_and_follow=True),
                             lambda h: (0, "hang_jack", 6) in h.points
                             or (1, "hang_jack", 6) in h.points, 1, 0.5),
}


def write_all(names: list[str] | None = None) -> None:
    """Write the golden files of ``names`` (all cases when None)."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    for name, (rules, want, seed0, bias) in CASES.items():
        if names is not None and name not in names:
            continue
        record = _find(rules, want, seed0, bias)
        from allfours_gui.engine import replay_hand

        data = {"record": record, "outcome": replay_hand(record),
                "transcript": transcript(record)}
        (GOLDEN_DIR / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    import sys

    write_all(sys.argv[1:] or None)

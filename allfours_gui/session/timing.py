"""How long everything on the table takes: one table of durations and the speeds.

Every animation, pause and bubble reads its length here, so a speed (or the
tests' time scale) changes all of them alike.
"""

from __future__ import annotations

SPEEDS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}

# base milliseconds at Normal speed
DURATIONS = {
    "cut": 450,  # a cut card flies to its seat
    "after_cut": 700,  # look at the cut cards
    "gather": 450,  # every card back into the pack
    "deal_one": 170,  # a card dealt one at a time
    "deal_three": 260,  # three cards dealt at once
    "turn_hands": 260,  # hands turned face up once the beg is settled
    "set_aside": 300,  # an earlier kick moved aside
    "kick": 420,  # the kick turned
    "after_kick": 350,  # a kick that scores nothing
    "expose": 300,  # an exposed card turned in its hand
    "play": 380,  # a card to the trick
    "close_hand": 220,  # the hand closes up behind it
    # a finished trick held, its winning card outlined, before it is swept (a click
    # or a key sweeps it at once): long enough to read who took it
    "show_winner": 1700,
    "sweep": 420,  # the trick to the winners' pile
    "hand_end": 300,
    "raise": 140,  # playable cards raised / lowered
    "bubble": 1100,  # how long a speech bubble stays
    "explain": 2600,  # why a click did nothing
    "called": 60000,  # your exposed card was called: until you play it
    "point_bubble": 1000,
    "trumps_bubble": 900,
    # the table holds still after something is said, so it can be read
    "after_saying_dealer": 900,
    "after_saying_method": 700,
    "after_saying_redeal": 900,
    "after_saying_kick": 500,
    "after_point": 850,
    "after_saying_stand": 650,
    "after_saying_beg": 750,
    "after_saying_give": 700,
    "after_saying_run": 650,
    "after_trumps": 300,
    "after_saying_call": 800,
    "between_autoplay_hands": 1600,
}


# Durations that, faster than Normal, shrink with the square of the speed: held
# long enough to read at Normal (and Slow), as quick as ever at Fast
STEEP = frozenset({"show_winner"})


def scaled(base_ms: int, speed: float, time_scale: float = 1.0, steep: bool = False) -> int:
    """A duration at ``speed``; zero only at Instant, so a test's time scale
    shortens animations without turning them into instant jumps. ``steep``: one
    of ``STEEP``."""
    if speed <= 0 or base_ms <= 0:
        return 0
    factor = speed * speed if steep and speed < 1 else speed
    return max(1, round(base_ms * factor * time_scale))


# The table stops every computer's search by then, whatever its level's budget.
SEARCH_CAP_S = 1.0
# A computer that has not answered in WATCHDOG_TIMES its budget (and at least
# WATCHDOG_FLOOR_S: importing the players, a loaded machine) is taken to hang:
# a safe move is played for it. The tests shorten it with WATCHDOG_SCALE.
WATCHDOG_TIMES = 4.0
WATCHDOG_FLOOR_S = 4.0
WATCHDOG_SCALE = 1.0


def watchdog_s(budget_s: float) -> float:
    """How long a computer with a search budget of ``budget_s`` may take to answer."""
    return max(WATCHDOG_FLOOR_S, WATCHDOG_TIMES * budget_s) * WATCHDOG_SCALE

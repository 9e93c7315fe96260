"""Statistics over the stored games, from the person's side of the table."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import RANK_OF, RANKS, parse_card
from ..engine.rules import Rules
from .store import HistoryStore

CATEGORIES = ("kick", "beg", "high", "low", "jack", "hang_jack", "game")


@dataclass
class Statistics:
    games_played: int = 0
    games_won: int = 0
    by_level: dict[str, list[int]] = field(default_factory=dict)  # level -> [played, won]
    hands_played: int = 0
    hands_won: int = 0  # hands where we scored more points than they did
    points_for: Counter[str] = field(default_factory=Counter)
    points_against: Counter[str] = field(default_factory=Counter)
    hang_jacks_made: int = 0
    hang_jacks_suffered: int = 0
    begs: Counter[str] = field(default_factory=Counter)  # "we begged: given", ...
    kicks: Counter[str] = field(default_factory=Counter)  # rank ("A", "6"...) of kicks scored
    card_points_for: int = 0
    card_points_against: int = 0
    hands_with_totals: int = 0

    @property
    def average_card_points(self) -> tuple[float, float]:
        n = max(self.hands_with_totals, 1)
        return self.card_points_for / n, self.card_points_against / n


def compute(store: HistoryStore, seat: int = 0) -> Statistics:
    """Statistics of every stored game in which ``seat`` was a person.

    The store hands over only rows that validate (each hand replayed to its
    stored outcome) and sets the damaged ones aside, so nothing here raises
    on a bad file and one bad hand leaves the game's others counted."""
    st = Statistics()
    us = seat & 1
    for game in store.games():
        if seat >= len(game.levels) or game.levels[seat] != "human":
            continue
        opponents = sorted({lv for s, lv in enumerate(game.levels) if s & 1 != us})
        label = "/".join(opponents) or "?"
        finished = game.winner is not None
        if finished:
            st.games_played += 1
            won = game.winner == us
            st.games_won += won
            row = st.by_level.setdefault(label, [0, 0])
            row[0] += 1
            row[1] += won
        for hand in store.hands(game.id):
            if hand.outcome is None:
                continue
            st.hands_played += 1
            mine = theirs = 0
            for team, cat, n in hand.outcome["points"]:
                if team == us:
                    st.points_for[cat] += n
                    mine += n
                else:
                    st.points_against[cat] += n
                    theirs += n
                if cat == "hang_jack":
                    if team == us:
                        st.hang_jacks_made += 1
                    else:
                        st.hang_jacks_suffered += 1
            st.hands_won += mine > theirs
            totals = hand.outcome.get("game_totals")
            if totals:
                st.hands_with_totals += 1
                st.card_points_for += totals[us]
                st.card_points_against += totals[1 - us]
            actions = hand.record["actions"]
            decisions = defaultdict(list)
            for a in actions:
                if a["do"] in ("beg", "give", "run"):
                    decisions[a["do"]].append(a["seat"])
            if decisions["beg"]:
                side = "we begged" if decisions["beg"][0] & 1 == us else "they begged"
                answer = "given one" if decisions["give"] else "pack run"
                st.begs[f"{side}: {answer}"] += 1
            st.kicks.update(scoring_kicks(hand.record, hand.outcome))
    return st


def scoring_kicks(record: dict[str, Any], outcome: dict[str, Any]) -> list[str]:
    """The ranks of the kicks that scored in a finished hand: those the hand's
    own rules give kick points (``Rules.kick_points``), up to the number of kick
    points the outcome holds (a kick turned after the game was won scores nothing)."""
    try:
        rules = Rules.from_json(record["rules"])
    except (KeyError, TypeError, ValueError):
        return []
    scored = sum(1 for _team, cat, _n in outcome["points"] if cat == "kick")
    ranks = [RANK_OF[parse_card(k)] for k in outcome["kicks"]]
    return [RANKS[r] for r in ranks if rules.kick_points(r)][:scored]

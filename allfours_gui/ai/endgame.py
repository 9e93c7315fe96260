"""Exact play of the last tricks of one deal with every card known
(double-dummy), for the searches.

Once few cards are left, a sampled deal's value is no longer guessed by a
noisy rollout: alpha-beta search finds the minimax value, for team 0, of the
chance of winning the match once the hand is scored (High and Low are fixed
by the deal; the Jack and Game depend on who wins which cards, and points are
counted in order, nothing after the winning one). Team 0 maximises it, team 1
minimises it.

The tricks are played on a small state of bit masks (the engine's
``HandState`` is too heavy to copy at every node), but the legal cards, the
trick step and the trump_and_follow obligations are the rules core's
(``engine.trick_rules``) and the scoring is the engine's, so the solver plays
under every rule option; the tests check it against a brute force through
the engine itself. A called card is honoured at the root; the solver does
not itself expose or call cards (those are choices beside the play, not
rules of it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.cards import CARD_POINTS, JACK, SUIT_MASKS, SUIT_OF, mask_points
from ..engine.hand import HandState, hand_points
from ..engine.trick_rules import BEATERS, legal_for, owed_after
from . import native
from .match_odds import win_chance

if TYPE_CHECKING:
    from ._native import Solver as CompiledSolver

_BIT = tuple(1 << c for c in range(52))
_EXACT, _LOWER, _UPPER = 0, 1, 2  # a stored value: exact, at least, at most


def cards_left(h: HandState) -> int:
    return sum(x.bit_count() for x in h.hands)


class _Solver:
    __slots__ = ("_compiled", "base_score", "base_won", "cache", "dealer", "dealer_next",
                 "dealt", "g_base", "jack", "jack_holder", "jack_won", "legal_fn", "n", "nodes",
                 "owe", "owing", "rules", "table", "trump")

    def __init__(self, h: HandState, table: bool = True) -> None:
        # Values at tricks' starts, with whether each is exact or a bound.
        self.table: dict[tuple[int, ...], tuple[float, int]] | None = {} if table else None
        rules = h.rules
        self.rules = rules
        self.n = h.n
        self.trump = trump = h.trump
        tm = SUIT_MASKS[trump]
        t0 = h.dealt_team[0] & tm
        trumps = t0 | h.dealt_team[1] & tm
        jack = trump * 13 + JACK
        self.jack = jack
        self.jack_holder = -1
        if trumps >> jack & 1:
            self.jack_holder = 0 if t0 >> jack & 1 else 1
        self.dealt = (h.dealt_team[0], h.dealt_team[1])
        self.base_won = (h.won[0], h.won[1])
        self.dealer = h.dealer
        self.base_score = (h.score[0], h.score[1])
        self.dealer_next = ((h.dealer + 1) % h.n) & 1
        self.legal_fn = legal_for(rules)
        # trump_and_follow: each seat's obligation at this node (changed and
        # restored as the search plays), part of the table's key
        self.owing = rules.trump_and_follow
        self.owe = list(h.owe)
        self.cache: dict[tuple[int, int, int], float] = {}
        self.g_base = (mask_points(h.won[0]), mask_points(h.won[1]))
        self.jack_won = -1  # the team that took the jack before this position
        if h.won[0] >> jack & 1:
            self.jack_won = 0
        elif h.won[1] >> jack & 1:
            self.jack_won = 1
        self.nodes = 0
        self._compiled: CompiledSolver | None = None

    def check(self, nodes: int) -> None:
        """Asked every few thousand positions (a subclass raises to stop the search)."""

    def checks(self) -> bool:
        return False

    def root(self, hands: list[int], turn: int, trick: list[tuple[int, int]], win: int,
             win_seat: int, first_mask: int) -> float:
        """``search`` from a root (nothing won yet, the full window), through the
        compiled solver when there is one (``native``: the same values and nodes)."""
        core = native.core
        if core is None:
            return self.search(list(hands), turn, list(trick), win, win_seat, 0, 0, -1.0, 2.0,
                               first_mask)
        solver = self._compiled
        if solver is None:
            rules = self.rules
            solver = self._compiled = core.Solver(
                self.n, self.trump, self.jack_holder, self.jack_won, self.g_base[0],
                self.g_base[1], rules.undertrump, rules.void_must_trump, self.owing,
                self.owe, self.value, self.check if self.checks() else None,
                self.table is not None)
        v: float = solver.search(hands, turn, trick, win, win_seat, 0, 0, -1.0, 2.0,
                                 first_mask)
        self.nodes = solver.nodes
        return v

    def value(self, won0: int, won1: int) -> float:
        """Team 0's match-win chance once the hand is scored with these piles."""
        jack_taker = -1
        if self.jack_won >= 0:
            jack_taker = self.jack_won
        elif self.jack_holder >= 0:
            jack_taker = 0 if won0 >> self.jack & 1 else 1
        g0 = self.g_base[0] + mask_points(won0)
        g1 = self.g_base[1] + mask_points(won1)
        key = (jack_taker, g0, g1)
        v = self.cache.get(key)
        if v is not None:
            return v
        rules = self.rules
        target = rules.target
        score = list(self.base_score)
        won_by = -1
        # The engine's own scoring (points in counting order), first to the target wins.
        parts, _ = hand_points(rules, self.trump, self.dealt,
                               (self.base_won[0] | won0, self.base_won[1] | won1), self.dealer)
        for team, _category, pts in parts:
            score[team] += pts
            if score[team] >= target:
                won_by = team
                break
        if won_by >= 0:
            v = 1.0 if won_by == 0 else 0.0
        else:
            v = win_chance(rules, score, 0, self.dealer_next)
        self.cache[key] = v
        return v

    def legal(self, hand: int, turn: int, trick: list[tuple[int, int]], win: int) -> int:
        """The cards ``turn`` holding ``hand`` may play at this node."""
        lead = SUIT_OF[trick[0][1]] if trick else -1
        return self.legal_fn(hand, self.trump, lead, win, self.owe[turn])

    def _last_trick(self, hands: list[int], turn: int, won0: int, won1: int) -> float:
        """One card each: the last trick plays itself."""
        lead_card = hands[turn].bit_length() - 1
        beat = BEATERS[self.trump][SUIT_OF[lead_card]]
        win, win_seat = lead_card, turn
        tmask = 0
        for s in range(self.n):
            c = hands[s].bit_length() - 1
            tmask |= hands[s]
            if s != turn and beat[win] >> c & 1:
                win, win_seat = c, s
        if win_seat & 1:
            return self.value(won0, won1 | tmask)
        return self.value(won0 | tmask, won1)

    def search(self, hands: list[int], turn: int, trick: list[tuple[int, int]], win: int,
               win_seat: int, won0: int, won1: int, alpha: float, beta: float,
               first_mask: int = 0) -> float:
        self.nodes += 1
        n = self.n
        hand = hands[turn]
        if not hand:  # every card played
            return self.value(won0, won1)
        if not trick and not hand & (hand - 1):
            return self._last_trick(hands, turn, won0, won1)
        key = None
        table = self.table
        if table is not None and not trick and not first_mask:
            # At a trick's start the rest depends on the hands, the leader, and of
            # the piles only on their card points and who took the jack.
            jack = self.jack
            key = (*hands, turn, mask_points(won0), mask_points(won1),
                   0 if won0 >> jack & 1 else 1 if won1 >> jack & 1 else -1)
            if self.owing:
                key += tuple(self.owe)
            entry = table.get(key)
            if entry is not None:
                v, flag = entry
                if flag == _EXACT or (flag == _LOWER and v >= beta) or (
                        flag == _UPPER and v <= alpha):
                    return v
                if flag == _LOWER and v > alpha:
                    alpha = v
                elif flag == _UPPER and v < beta:
                    beta = v
        alpha0, beta0 = alpha, beta
        m = first_mask or self.legal(hand, turn, trick, win)
        maximise = (turn & 1) == 0
        best = -1.0 if maximise else 2.0
        trump = self.trump
        # Try the highest card first: a cheap ordering that prunes well. Of
        # cards of one suit and the same card points with no card still in
        # play between them (in a hand or on the trick), only one is tried:
        # they win and lose the same tricks (not the jack, which is scored).
        live = 0
        for x in hands:
            live |= x
        for _, x in trick:
            live |= _BIT[x]
        cards = []
        prev = -1
        jack = self.jack
        while m:
            c = m.bit_length() - 1
            m ^= _BIT[c]
            if (prev >= 0 and SUIT_OF[c] == SUIT_OF[prev] and CARD_POINTS[c] == CARD_POINTS[prev]
                    and c != jack and prev != jack and not live & ((1 << prev) - (2 << c))):
                prev = c  # the same play as the card before it (one of them is tried)
                continue
            cards.append(c)
            prev = c
        beat = BEATERS[trump][SUIT_OF[trick[0][1]]] if trick else None
        owe = self.owe
        owed = owe[turn]
        for c in cards:
            b = _BIT[c]
            hands[turn] = hand ^ b
            if beat is None:
                nw, nws = c, turn
                owe[turn] = -1  # a lead settles any obligation
            else:
                nw, nws = win, win_seat
                if beat[win] >> c & 1:
                    nw, nws = c, turn
                if self.owing:
                    o = owed_after(self.rules, hand ^ b, c, trump, SUIT_OF[trick[0][1]])
                    owe[turn] = owed if o < 0 else o
            trick.append((turn, c))
            if len(trick) == n:
                tmask = 0
                for _, x in trick:
                    tmask |= _BIT[x]
                done = list(trick)
                trick.clear()
                if nws & 1:
                    v = self.search(hands, nws, trick, -1, -1, won0, won1 | tmask, alpha, beta)
                else:
                    v = self.search(hands, nws, trick, -1, -1, won0 | tmask, won1, alpha, beta)
                trick.extend(done)
            else:
                v = self.search(hands, (turn + 1) % n, trick, nw, nws, won0, won1, alpha,
                                beta)
            trick.pop()
            hands[turn] = hand
            owe[turn] = owed
            if maximise:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None and table is not None:
            table[key] = (best, _UPPER if best <= alpha0 else _LOWER if best >= beta0
                          else _EXACT)
        return best


def solve(h: HandState, table: bool = True) -> float:
    """Team 0's match-win chance from ``h`` with perfect play by every seat
    seeing every card. ``h`` must be in play; it is not changed.
    ``table``: keep a transposition table (the same values, found faster)."""
    v, _ = solve_moves(h, want_moves=False, table=table)
    return v


def solve_moves(h: HandState, want_moves: bool = True,
                table: bool = True) -> tuple[float, dict[int, float]]:
    """The value of ``h`` and, with ``want_moves``, the exact value after each
    legal card of the seat on turn (team 0's match-win chance)."""
    s = _Solver(h, table)
    hands = h.hands
    trick = h.trick
    legal = h.legal_mask()
    win, win_seat = (h.win_card, h.win_seat) if trick else (-1, -1)
    if not want_moves:
        return s.root(hands, h.turn, trick, win, win_seat, legal), {}
    out: dict[int, float] = {}
    m = legal
    while m:
        c = m.bit_length() - 1
        m ^= _BIT[c]
        out[c] = s.root(hands, h.turn, trick, win, win_seat, _BIT[c])
    best = max(out.values()) if (h.turn & 1) == 0 else min(out.values())
    return best, out

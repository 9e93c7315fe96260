"""Inference about hidden hands from what each seat did in play.

A sampled deal gives every other seat a hand; from it follows the hand that
seat held at each of its past plays (its current hand plus the cards it has
played since). A play model (the medium rules, ported to bit masks so that
thousands of deals can be weighed a decision) says what a seat holding that
hand would have played; the deal's weight is the product over the past plays
of the chance of the card actually played:

    P(card) = (1 - EPSILON) * [card is of the kind the model plays] / (cards of that kind)
              + EPSILON / (legal cards)

"Kind" is coarse (a blank, a plain honour, a plain ten, a low trump, a high
trump, the jack), so a seat that throws a different blank than the model
would is not held to be unlikely: what counts is that it threw a blank where
a seat holding the jack would have saved it, or played low where a seat with
a sure ten would have fed it. ``EPSILON`` is the share of plays the model
does not explain, measured on real games (see ``benchmarks/results``).

Everything here reads the seat's view and the candidate deal only.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..engine.cards import CARD_POINTS, FULL_DECK, RANK_OF, SUIT_MASKS, SUIT_OF, TEN
from ..engine.position import deal_kicks
from ..engine.rules import Rules
from ..engine.trick_rules import (
    BEATERS,
    Shown,
    above,
    legal_for,
    owed_after,
    trick_winner,
    tricks_of,
)
from ..engine.view import PlayerView
from .knowledge import BLANKS, TENS
from .medium import discard_key, feed_score

EPSILON = 0.3
_HONOURS = 0x1E00 | 0x1E00 << 13 | 0x1E00 << 26 | 0x1E00 << 39  # J Q K A of every suit


@dataclass(slots=True)  # not frozen: rollouts make one a card, and frozen is 5x slower
class Play:
    """One past play by another seat, with everything public at that moment
    worked out once (the deal under test only changes the seat's hand)."""

    seat: int
    card: int
    later: int  # cards this seat played at or after this play
    seen: int  # cards this seat could see were gone: played before it, the kicks
    trick: tuple[tuple[int, int], ...]  # the trick so far
    # Following only: the trick's state as the seat saw it.
    lead: int = -1
    win: int = -1
    partner_wins: bool = False
    points: int = 0
    has_jack: bool = False
    partner_after: bool = False
    opp_base: int = 0  # unseen cards the opponents still to play might hold, before
    # removing the seat's own hand


def _play(seat: int, card: int, later: int, seen: int, trick: tuple[tuple[int, int], ...],
          absent: list[int], trump: int, n: int) -> Play:
    if not trick:
        return Play(seat, card, later, seen, trick)
    lead = SUIT_OF[trick[0][1]]
    jack = trump * 13 + 9
    win_seat, win = trick_winner(trick, trump)
    points = 0
    for _, c in trick:
        points += CARD_POINTS[c]
    has_jack = any(c == jack for _, c in trick)
    after = [(seat + i) % n for i in range(1, n - len(trick))]
    allowed = 0
    for s in after:
        if (s & 1) != (seat & 1):
            allowed |= FULL_DECK & ~absent[s]
    return Play(seat, card, later, seen, trick, lead, win, (win_seat & 1) == (seat & 1),
                points, has_jack, any((s & 1) == (seat & 1) for s in after),
                FULL_DECK & ~seen & allowed)


def past_plays(view: PlayerView) -> list[Play]:
    """Every play of this deal by a seat other than the view's, in order."""
    n = view.n
    kicks = 0
    for k in deal_kicks(view):
        kicks |= 1 << k
    seq: list[tuple[int, int, tuple[tuple[int, int], ...]]] = []
    for t in tricks_of(view):
        for i, (s, c) in enumerate(t):
            seq.append((s, c, tuple(t[:i])))
    # Cards each seat played at or after each point, built from the end.
    later_at: list[int] = [0] * len(seq)
    acc = [0] * n
    for i in range(len(seq) - 1, -1, -1):
        s, c, _ = seq[i]
        acc[s] |= 1 << c
        later_at[i] = acc[s]
    out = []
    played = 0
    trump = view.trump
    # what the plays so far show each seat lacks (the rules core's reading)
    shown = Shown(view.rules, trump)
    for i, (s, c, before) in enumerate(seq):
        if s != view.seat:
            out.append(_play(s, c, later_at[i], played | kicks, before, shown.absent, trump, n))
        played |= 1 << c
        shown.play(s, c)
    return out


def _legal(hand: int, p: Play, trump: int, rules: Rules, owe: int = -1) -> int:
    """The cards a seat holding ``hand`` could play at ``p`` under ``rules``
    (``owe``: its trump_and_follow obligation then)."""
    return legal_for(rules)(hand, trump, p.lead, p.win, owe)


def legal_plays(plays: Sequence[Play], hand_now: int, trump: int,
                rules: Rules) -> Iterator[tuple[Play, int, int]]:
    """One seat's past plays in order, each with the hand it held then (were
    it to hold ``hand_now`` now) and the cards legal to it then; its
    trump_and_follow obligations are read off those hands as the engine does."""
    legal = legal_for(rules)
    owing = rules.trump_and_follow
    owe = -1
    for p in plays:
        hand = hand_now | p.later
        yield p, hand, legal(hand, trump, p.lead, p.win, owe)
        if owing:
            if p.lead < 0:
                owe = -1
            else:
                o = owed_after(rules, hand & ~(1 << p.card), p.card, trump, p.lead)
                if o >= 0:
                    owe = o


def kind(card: int, trump: int) -> int:
    """The coarse kind of a card that the likelihood compares."""
    r = RANK_OF[card]
    if SUIT_OF[card] == trump:
        if r == 9:
            return 5
        return 4 if r >= TEN else 3
    if r == TEN:
        return 2
    return 1 if r >= 9 else 0


def _lowest(m: int) -> int:
    return (m & -m).bit_length() - 1


def _highest(m: int) -> int:
    return m.bit_length() - 1


def _min_discard(m: int, trump: int, jack: int) -> int:
    best, key = -1, (1 << 30, 0)
    while m:
        low = m & -m
        c = low.bit_length() - 1
        k = discard_key(c, trump, jack)
        if k < key:
            best, key = c, k
        m ^= low
    return best


def model_card(hand: int, legal: int, p: Play, trump: int) -> int:
    """The card the medium rules would play holding ``hand`` at ``p``."""
    jack = trump * 13 + 9
    unseen = FULL_DECK & ~hand & ~p.seen
    tm = SUIT_MASKS[trump]
    trick = p.trick
    if not trick:
        if legal >> jack & 1 and not above(jack) & unseen:
            return jack
        mine = legal & tm
        if mine:
            best = _highest(mine)
            boss = not above(best) & unseen
            if boss and unseen >> jack & 1 and best > jack:
                return best
            if boss and unseen & tm and mine.bit_count() >= 3:
                return best
        plain = legal & ~tm
        bosses = plain & (_HONOURS | TENS)
        best_c, best_v = -1, -1
        while bosses:
            low = bosses & -bosses
            c = low.bit_length() - 1
            bosses ^= low
            if above(c) & unseen:
                continue
            if RANK_OF[c] == TEN and unseen & tm:
                continue
            v = 5 if RANK_OF[c] == TEN else CARD_POINTS[c]
            if v > best_v:
                best_c, best_v = c, v
        if best_c >= 0:
            return best_c
        blanks = plain & BLANKS
        if blanks:
            return _min_rank(blanks)
        return _min_discard(legal, trump, jack)
    # Following: the trick as the seat saw it.
    lead, win = p.lead, p.win
    points, has_jack = p.points, p.has_jack
    opp_hold = p.opp_base & ~hand
    beat = BEATERS[trump][lead]

    def sure(c: int) -> bool:
        return not beat[c] & opp_hold

    win_beaters = beat[win]
    partner_wins = p.partner_wins
    if partner_wins and not win_beaters & opp_hold:
        keep = legal & ~win_beaters
        m = legal & win_beaters
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if sure(c):
                keep |= low
        if keep:
            best_c, best_k = -1, (-1e9, 0)
            m = keep
            while m:
                low = m & -m
                c = low.bit_length() - 1
                m ^= low
                k = (feed_score(c, trump, jack), -RANK_OF[c])
                if k > best_k:
                    best_c, best_k = c, k
            if best_k[0] > 0:
                return best_c
            return _min_discard(keep, trump, jack)
    winners = legal & win_beaters
    sure_m = 0
    m = winners
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if sure(c):
            sure_m |= low

    def cheapest_sure() -> int:
        if sure_m >> jack & 1:
            return jack
        plain = sure_m & ~tm
        return _min_rank(plain) if plain else _lowest(sure_m)

    if partner_wins:
        if sure_m and (points >= 10 or has_jack):
            return cheapest_sure()
        not_trump_winners = legal & ~(winners & tm)
        return _min_discard(not_trump_winners or legal, trump, jack)
    if has_jack and SUIT_OF[win] == trump and winners:
        return cheapest_sure() if sure_m else _highest(winners)
    if sure_m:
        c = cheapest_sure()
        cheap = SUIT_OF[c] != trump or RANK_OF[c] < TEN or c == jack
        if cheap or points + CARD_POINTS[c] >= 4 or hand.bit_count() <= 2:
            return c
    if winners and (points >= 10 or has_jack):
        strong = winners & ~(1 << jack) or winners
        t = strong & tm
        return _highest(t) if t else _max_rank(strong)
    plain_w = winners & ~tm
    if plain_w and not p.partner_after:
        return _lowest(plain_w)
    return _min_discard(legal, trump, jack)


def _min_rank(m: int) -> int:
    best_c, best_r = -1, 99
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if RANK_OF[c] < best_r:
            best_c, best_r = c, RANK_OF[c]
    return best_c


def _max_rank(m: int) -> int:
    best_c, best_r = -1, -1
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if RANK_OF[c] > best_r:
            best_c, best_r = c, RANK_OF[c]
    return best_c


_KIND_MASKS: dict[int, tuple[int, ...]] = {}


def _kind_masks(trump: int) -> tuple[int, ...]:
    km = _KIND_MASKS.get(trump)
    if km is None:
        masks = [0] * 6
        for c in range(52):
            masks[kind(c, trump)] |= 1 << c
        km = _KIND_MASKS[trump] = tuple(masks)
    return km


class PlayModel:
    """Weighs candidate deals of one view by the likelihood of the past plays."""

    def __init__(self, view: PlayerView, epsilon: float | None = None) -> None:
        self.plays = past_plays(view)
        self.trump = view.trump
        self.rules = view.rules
        self.epsilon = EPSILON if epsilon is None else epsilon
        self.kinds = _kind_masks(view.trump) if view.trump >= 0 else ()
        self.by_seat: dict[int, list[Play]] = {}
        for p in self.plays:
            self.by_seat.setdefault(p.seat, []).append(p)
        # A seat's likelihood depends on its own hand only: cache it by hand.
        self._cache: dict[tuple[int, int], float] = {}

    def seat_weight(self, seat: int, hand_now: int) -> float:
        key = (seat, hand_now)
        w = self._cache.get(key)
        if w is not None:
            return w
        w = 1.0
        eps = self.epsilon
        trump, kinds = self.trump, self.kinds
        for p, hand, legal in legal_plays(self.by_seat[seat], hand_now, trump, self.rules):
            count = legal.bit_count()
            if count <= 1:
                continue
            choice = model_card(hand, legal, p, trump)
            same = legal & kinds[kind(choice, trump)]
            hit = (1.0 - eps) / same.bit_count() if same >> p.card & 1 else 0.0
            w *= hit + eps / count
        if len(self._cache) < 200_000:
            self._cache[key] = w
        return w

    def weight(self, hands: list[int]) -> float:
        """Relative likelihood of the past plays if the other seats hold ``hands`` now."""
        w = 1.0
        for seat in self.by_seat:
            w *= self.seat_weight(seat, hands[seat])
        return w

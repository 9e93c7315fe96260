"""The medium player: a rule-based All Fours player, decisions in microseconds.

Every rule reads only the seat's view (through ``Knowledge``). Each decision
comes with the name of the rule that chose it, which is what the Hint button
shows.
"""

from __future__ import annotations

from ..engine.actions import Action
from ..engine.cards import CARD_POINTS, RANK_OF, SUIT_MASKS, SUIT_OF, TEN, cards_of
from ..engine.hand import PLAY, STAND
from ..engine.trick_rules import beaters
from ..engine.view import PlayerView
from .knowledge import Knowledge, knowledge_of, trick_points, trump_strength

STAND_AT = 2.5
GIVE_AT = 5.0


def stand_or_beg(view: PlayerView, strength_bias: float = 0.0) -> tuple[Action, str]:
    """First hand: stand with enough trump, beg without; the score can overrule."""
    seat, rules = view.seat, view.rules
    if len(view.legal) == 1:
        return view.legal[0], "no trump to stand on: the rules say beg"
    mine, theirs = view.score[seat & 1], view.score[1 - (seat & 1)]
    s = trump_strength(view.hand, view.trump) + strength_bias
    if mine + 1 >= rules.target:
        return Action(seat, "beg"), "one point from the game: beg (a gift wins it)"
    if theirs + 3 >= rules.target and s >= STAND_AT - 1.5:
        return Action(seat, "stand"), "the dealer's side is near the game: no new kick for them"
    if s >= STAND_AT:
        return Action(seat, "stand"), "your trumps are strong enough to play: stand"
    return Action(seat, "beg"), "too little in trumps: beg for a point or a new kick"


def give_or_run(view: PlayerView, strength_bias: float = 0.0) -> tuple[Action, str]:
    """Dealer: give one when the trump suits us, run the pack when it does not."""
    seat, rules = view.seat, view.rules
    if len(view.legal) == 1:
        return view.legal[0], _RUN_WHY.get(view.give_bar, "the only choice")
    beggars = view.score[view.first & 1]
    mine = view.score[seat & 1]
    s = trump_strength(view.hand, view.trump) + strength_bias
    if beggars + 1 >= rules.target:
        return Action(seat, "run"), "giving one would lose the game: run the pack"
    if mine + 3 >= rules.target and s < GIVE_AT + 2:
        return Action(seat, "run"), "near the game: run the pack for a kick"
    if s >= GIVE_AT:
        return Action(seat, "give"), "this trump suits your hand: keep it and give one"
    return Action(seat, "run"), "you are weak in this trump: run the pack for a new kick"


_RUN_WHY = {"give_never": "giving one is not played: run the pack",
            "give_barred": "giving one is barred at the brink: run the pack",
            "give_no_trump": "no trump to give one on: the rules say run the pack"}


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _highest(mask: int) -> int:
    return mask.bit_length() - 1


def discard_key(card: int, trump: int, jack: int) -> tuple[int, int]:
    """Cheapest card to give away first: blanks, low trumps, honours, tens, the jack."""
    r = RANK_OF[card]
    if card == jack:
        return (100, r)
    if SUIT_OF[card] == trump:
        return (20 + r, r) if r >= TEN else (1, r)
    return (CARD_POINTS[card] + (2 if CARD_POINTS[card] else 0), r)


def feed_score(card: int, trump: int, jack: int) -> float:
    """How much putting ``card`` on our own winning trick is worth."""
    if card == jack:
        return 100.0
    if SUIT_OF[card] == trump:
        return 9.5 if RANK_OF[card] == TEN else -1.0
    return float(CARD_POINTS[card])


class _Trick:
    """The trick in progress from the seat's point of view."""

    def __init__(self, view: PlayerView, k: Knowledge) -> None:
        self.view, self.k = view, k
        trick = view.trick
        self.lead = SUIT_OF[trick[0][1]]
        self.win_seat, self.win = view.winning
        n = view.n
        self.after = [(view.seat + i) % n for i in range(1, n - len(trick))]
        self.points = trick_points(trick)
        self.has_jack = any(c == k.jack for _, c in trick)

    def sure(self, card: int, seat: int) -> bool:
        """Would ``card`` played by ``seat`` stand against every opponent still to play?"""
        b = beaters(card, self.lead, self.view.trump)
        return not any(
            (s & 1) != (seat & 1) and self.k.may_hold(s) & b for s in self.after)

    def beats(self, card: int) -> bool:
        return bool(beaters(self.win, self.lead, self.view.trump) >> card & 1)


def choose_card(view: PlayerView, legal: int) -> tuple[int, str]:
    k = knowledge_of(view)
    if legal & (legal - 1) == 0:
        return _lowest(legal), "the only legal card"
    if not view.trick:
        return _lead(view, k, legal)
    return _follow(view, k, legal)


def _lead(view: PlayerView, k: Knowledge, legal: int) -> tuple[int, str]:
    trump, jack = view.trump, k.jack
    tm = SUIT_MASKS[trump]
    my_trumps = legal & tm
    unseen_trumps = k.unseen & tm
    if legal >> jack & 1 and k.is_boss(jack):
        return jack, "the jack is the best trump left: cash it"
    if my_trumps:
        best = _highest(my_trumps)
        if (k.unseen >> jack & 1) and best > jack and k.is_boss(best):
            return best, "lead the best trump to hang their jack"
        if unseen_trumps and k.is_boss(best) and my_trumps.bit_count() >= 3:
            return best, "draw trumps with the best trump"
    plain = legal & ~tm
    bosses = [c for c in cards_of(plain) if k.is_boss(c) and CARD_POINTS[c] > 0]
    if bosses:
        safe = [c for c in bosses if RANK_OF[c] != TEN or not unseen_trumps]
        if safe:
            best_boss = max(safe, key=lambda c: (CARD_POINTS[c] if RANK_OF[c] != TEN else 5))
            return best_boss, "lead a winner in a plain suit"
    blanks = [c for c in cards_of(plain) if CARD_POINTS[c] == 0]
    if blanks:
        return min(blanks, key=lambda c: RANK_OF[c]), "lead low in a plain suit"
    c = min(cards_of(legal), key=lambda c: discard_key(c, trump, jack))
    return c, "lead the card that costs least"


def _follow(view: PlayerView, k: Knowledge, legal: int) -> tuple[int, str]:
    t = _Trick(view, k)
    trump, jack, seat = view.trump, k.jack, view.seat
    cards = cards_of(legal)
    partner_wins = (t.win_seat & 1) == (seat & 1)
    if partner_wins and t.sure(t.win, t.win_seat):
        # Partner's trick is safe: never take it over with a card that could
        # lose it; give it our counting cards, the jack first.
        keep = [c for c in cards if not t.beats(c) or t.sure(c, seat)]
        if keep:
            best = max(keep, key=lambda c: (feed_score(c, trump, jack), -RANK_OF[c]))
            score = feed_score(best, trump, jack)
            if best == jack:
                return best, "partner's trick is sure: save the jack on it"
            if score >= 10:
                return best, "partner's trick is sure: feed it a ten"
            if score > 0:
                return best, "partner's trick is sure: feed it an honour"
            low = min(keep, key=lambda c: discard_key(c, trump, jack))
            return low, "partner's trick is sure: play low, keep trumps"
    winners = [c for c in cards if t.beats(c)]
    sure = [c for c in winners if t.sure(c, seat)]

    def cost(c: int) -> tuple[int, int]:
        if c == jack:
            return (-1, 0)  # winning with the jack banks it
        return (1 if SUIT_OF[c] == trump else 0, RANK_OF[c])

    if partner_wins:
        if sure and (t.points >= 10 or t.has_jack):
            c = min(sure, key=cost)
            return c, "secure partner's trick: it holds points"
        low = min(cards, key=lambda c: discard_key(c, trump, jack) if not t.beats(c) or
                  SUIT_OF[c] != trump else (50, RANK_OF[c]))
        return low, "partner is winning: play low"
    if t.has_jack and SUIT_OF[t.win] == trump and winners:
        c = min(sure, key=cost) if sure else max(winners)
        return c, "their jack is on the table: hang it"
    if sure:
        c = min(sure, key=cost)
        cheap = SUIT_OF[c] != trump or RANK_OF[c] < TEN or c == jack
        if cheap or t.points + CARD_POINTS[c] >= 4 or view.hand.bit_count() <= 2:
            return c, ("win the trick with the jack" if c == jack
                       else "take the trick with the cheapest sure winner")
    if winners and (t.points >= 10 or t.has_jack):
        strong = [c for c in winners if c != jack] or winners
        return max(strong, key=lambda c: (SUIT_OF[c] == trump, RANK_OF[c])), \
            "counting cards in the trick: play high to take it"
    partner_after = any((s & 1) == (seat & 1) for s in t.after)
    plain_winners = [c for c in winners if SUIT_OF[c] != trump]
    if plain_winners and not partner_after:
        return min(plain_winners), "play high enough to win in suit"
    c = min(cards, key=lambda c: discard_key(c, trump, jack))
    return c, "cannot win cheaply: throw the least valuable card"


def choose(view: PlayerView) -> tuple[Action, str]:
    """The medium decision for the seat on turn, with the rule that chose it."""
    if view.phase == STAND:
        return stand_or_beg(view)
    if view.phase != PLAY:
        return give_or_run(view)
    legal = 0
    for a in view.legal:
        if a.card is not None:
            legal |= 1 << a.card
    card, reason = choose_card(view, legal)
    return Action(view.seat, "play", card), reason


def choose_call(view: PlayerView, options: list[Action]) -> Action | None:
    """Call an opponent's exposed card when forcing it out helps our side."""
    if not options:
        return None
    k = knowledge_of(view)
    best: tuple[int, Action] | None = None
    for opt in options:
        c = opt.card
        assert c is not None
        if view.trick:
            t = _Trick(view, k)
            good = (t.win_seat & 1) == (view.seat & 1) and not t.beats(c)
        else:
            good = (CARD_POINTS[c] >= 10 or c == k.jack) and not k.is_boss(c)
        key = CARD_POINTS[c] + (50 if c == k.jack else 0)  # the jack first, then points
        if good and (best is None or key > best[0]):
            best = (key, opt)
    return best[1] if best else None

"""Why a decision: a reason in a player's words, each part of it true of what
the seat can see (the Hint shows it).

A reason is a list of ``Claim``s, each one checkable: "partner's ace is sure
to win" only when no opponent still to play may hold a card that beats it;
"no card of yours can win" only when no legal card would take the trick;
"keeps your two of spades" names a card the seat keeps that would have won.
For a search's decision it also says what the search found against the next
best card (the card it keeps, the chances of both).

A claim's ``text`` is English (``explain``'s ``why``); its key and fields
(``claim_record``, ``explain``'s ``claims``) let the window word it in the
language shown, as this package knows no Qt.

Nothing here chooses a move: the players' choices come from ``medium`` and
the searches alone (the strength ladder does not fingerprint this module).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action
from ..engine.cards import (
    CARD_POINTS,
    RANK_NAMES,
    RANK_OF,
    SUIT_MASKS,
    SUIT_NAMES,
    SUIT_OF,
    SUITS,
    card_name,
    card_str,
)
from ..engine.hand import PLAY
from ..engine.trick_rules import beaters
from ..engine.view import PlayerView
from .knowledge import Knowledge, knowledge_of, trick_points
from .players import Candidate

RULES_SAY = "the rules say: "
CANCELLED = "search cancelled: "


@dataclass(frozen=True, slots=True)
class Claim:
    """One checkable part of a reason: ``kind`` names what it claims (the tests
    check each kind against the position), ``card``/``seat``/``suit``/``number``
    what it is about (-1: nothing). ``text`` is the claim in English; ``key``
    (the kind, where one kind has one wording), the fields, ``chances`` (the
    search's for the choice and the other) and ``other`` (the other choice's
    ``do``) are what a window needs to word it in another language
    (``claim_record``)."""

    kind: str
    text: str
    card: int = -1
    seat: int = -1
    suit: int = -1
    number: int = -1
    key: str = ""
    chances: tuple[float, ...] = ()
    other: str = ""


def card_words(card: int, trump: int) -> str:
    """``"the two of spades (trumps)"``: a card, with its trump suit said."""
    words = card_name(card)
    return words + " (trumps)" if SUIT_OF[card] == trump else words


def who(view: PlayerView, seat: int) -> str:
    """Another seat as the person at ``view.seat`` sees it (seat + 1 sits on
    the right, as the table draws it)."""
    if view.n == 2:
        return "your opponent"
    return ("you", "the player on your right", "partner", "the player on your left")[
        (seat - view.seat) % 4]


def value_key(card: int, trump: int) -> tuple[int, int]:
    """How much a card is worth keeping: the jack, the ten of trumps, other
    trumps high to low, then counting cards, then the rest."""
    r = RANK_OF[card]
    if SUIT_OF[card] == trump:
        return (4 if r == 9 else 3 if r == 8 else 2, r)
    return (1 if CARD_POINTS[card] else 0, r)


def play_claims(view: PlayerView, card: int) -> list[Claim]:
    """What playing ``card`` does, as far as the seat can tell."""
    legal = [a.card for a in view.legal if a.card is not None]
    if len(legal) == 1:
        return [Claim("only", "it is your only legal card", card=card)]
    k = knowledge_of(view)
    if not view.trick:
        return _lead_claims(view, k, card, legal)
    return _follow_claims(view, k, card, legal)


def _threats(view: PlayerView, k: Knowledge, card: int, team: int) -> list[int]:
    """Seats still to play after the seat on turn, not of ``team``, that may
    hold a card beating ``card`` (the trick's lead as it stands)."""
    lead = SUIT_OF[view.trick[0][1]] if view.trick else SUIT_OF[card]
    b = beaters(card, lead, view.trump)
    after = [(view.seat + i) % view.n for i in range(1, view.n - len(view.trick))]
    return [s for s in after if (s & 1) != team and k.may_hold(s) & b]


def _follow_claims(view: PlayerView, k: Knowledge, card: int, legal: list[int]) -> list[Claim]:
    trump, team = view.trump, view.seat & 1
    lead = SUIT_OF[view.trick[0][1]]
    win_seat, win = view.winning
    takes = bool(beaters(win, lead, trump) >> card & 1)
    out: list[Claim] = []
    if (win_seat & 1) == team:
        danger = _threats(view, k, win, team)
        if not danger:
            out.append(Claim("partner_sure", f"partner's {_short(win, trump)} is sure to win "
                             "the trick", card=win, seat=win_seat))
            if not takes:
                if card == k.jack:
                    out.append(Claim("feed_jack", "the jack goes on it: the Jack point for "
                                     "your side", card=card))
                elif CARD_POINTS[card]:
                    pts = CARD_POINTS[card]
                    out.append(Claim("feed", f"it adds {_points(pts)} to your side's "
                                     "count for Game", card=card, number=pts))
                else:
                    out += _cheap(card, trump)
                return out
        else:
            out.append(Claim("partner_so_far", f"partner is winning so far, but "
                             f"{who(view, danger[0])} is still to play",
                             card=win, seat=danger[0]))
    if takes:
        mine = _threats(view, k, card, team)
        if not mine:
            out.append(Claim("take_sure", "it wins the trick for your side: no opponent "
                             "still to play can beat it", card=card))
            jack_on = [s for s, c in view.trick if c == k.jack]
            if jack_on and (jack_on[0] & 1) != team:
                out.append(Claim("hang", "it hangs their jack", card=k.jack))
            elif card == k.jack:
                out.append(Claim("jack_won", "your jack is safe: the Jack point goes to your "
                                 "side", card=k.jack, key="jack_won_own"))
            elif jack_on:
                out.append(Claim("jack_won", "the Jack point goes to your side", card=k.jack))
            pts = trick_points(view.trick) + CARD_POINTS[card]
            if pts:
                out.append(Claim("points", f"{_points(pts)} for Game", number=pts))
        elif out:  # partner is winning so far: that already says who is to play
            out.append(Claim("over", "it goes over partner's card", card=card,
                             seat=mine[0], key="over_partner"))
        else:
            out.append(Claim("over", f"it takes the lead in the trick, though "
                             f"{who(view, mine[0])} is still to play", card=card, seat=mine[0]))
        return out
    if (win_seat & 1) == team:
        if CARD_POINTS[card]:
            out.append(Claim("risk", f"it puts {_points(CARD_POINTS[card], 'more ')} on the trick",
                             card=card, number=CARD_POINTS[card]))
        else:
            out += _cheap(card, trump)
        return out
    winners = [c for c in legal if beaters(win, lead, trump) >> c & 1]
    if not winners:
        out.append(Claim("cannot_win", "no card of yours can win this trick"))
    else:
        kept = max(winners, key=lambda c: value_key(c, trump))
        out.append(Claim("saves", f"it keeps {card_words(kept, trump)}, which could take the "
                         "trick, for later", card=kept))
        danger = _threats(view, k, kept, team)
        if danger:
            out.append(Claim("could_lose", f"{who(view, danger[0])} is still to play and may "
                             "beat it", card=kept, seat=danger[0]))
    out += _cheap(card, trump) if not CARD_POINTS[card] else [
        Claim("gives", f"it gives up {_points(CARD_POINTS[card])}", card=card,
              number=CARD_POINTS[card])]
    return out


def _lead_claims(view: PlayerView, k: Knowledge, card: int, legal: list[int]) -> list[Claim]:
    trump, seat = view.trump, view.seat
    suit = SUIT_OF[card]
    out: list[Claim] = []
    opponents = [s for s in range(view.n) if (s & 1) != (seat & 1)]
    if k.is_boss(card):
        what = "trump" if suit == trump else SUIT_NAMES[suit][:-1]  # "heart"
        out.append(Claim("boss", f"it is the best {what} left", card=card))
    if suit == trump:
        if any(k.may_hold(s) & SUIT_MASKS[trump] for s in opponents):
            out.append(Claim("draw", "leading trumps draws any the other side holds", suit=trump))
            if k.unseen >> k.jack & 1 and card > k.jack and k.is_boss(card):
                out.append(Claim("jack_out", "the jack of trumps is still out and may fall "
                                 "under it", card=k.jack))
        else:
            out.append(Claim("no_trumps_out", "the other side has no trumps left", suit=trump))
    else:
        partner = (seat + 2) % 4
        if view.n == 4 and k.voids[partner] >> suit & 1 and not k.voids[partner] >> trump & 1:
            out.append(Claim("partner_void", f"partner has no {SUIT_NAMES[suit]} left and may "
                             "trump it", seat=partner, suit=suit))
        for s in opponents:
            if k.voids[s] >> suit & 1:
                out.append(Claim("opp_void", f"{who(view, s)} has no {SUIT_NAMES[suit]} left",
                                 seat=s, suit=suit))
    if not CARD_POINTS[card] and suit != trump:
        rest = [c for c in legal if c != card]
        best = max(rest, key=lambda c: value_key(c, trump))
        if value_key(best, trump) > value_key(card, trump):
            out.append(Claim("lead_low", f"it leads low and keeps {card_words(best, trump)}",
                             card=best))
        else:
            out += _cheap(card, trump)
    elif CARD_POINTS[card] and not any(c.kind == "boss" for c in out):
        out.append(Claim("lead_points", f"it brings {_points(CARD_POINTS[card])} for Game "
                         "if your side takes the trick", card=card, number=CARD_POINTS[card]))
    return out


def bid_claims(view: PlayerView) -> list[Claim]:
    """What a bid (stand or beg, give one or run the pack) is made on: the
    seat's trumps, and the score when either side is near the game."""
    n = (view.hand & SUIT_MASKS[view.trump]).bit_count()
    suit = SUIT_NAMES[view.trump]
    held = (f"you hold no {suit}, the trump suit" if not n
            else f"you hold one trump ({suit})" if n == 1 else f"you hold {n} trumps ({suit})")
    out = [Claim("trumps", held, suit=view.trump, number=n)]
    target = view.rules.target
    mine, theirs = view.score[view.seat & 1], view.score[1 - (view.seat & 1)]
    if max(mine, theirs) + 4 >= target:
        out.append(Claim("score", f"your side needs {target - mine}, theirs {target - theirs}"))
    return out


def _cheap(card: int, trump: int) -> list[Claim]:
    if CARD_POINTS[card] or SUIT_OF[card] == trump:
        return []
    return [Claim("cheap", "it is worth nothing for Game", card=card)]


def _points(n: int, more: str = "") -> str:
    return f"1 {more}point" if n == 1 else f"{n} {more}points"


def _short(card: int, trump: int) -> str:
    return RANK_NAMES[RANK_OF[card]] + (" of trumps" if SUIT_OF[card] == trump else "")


def reason(view: PlayerView, cands: list[Candidate]) -> list[Claim]:
    """The claims behind ``cands[0]`` (``explain``'s candidates, best first)."""
    best = cands[0]
    action = best.action
    rule = _rule(best.reason)
    if view.phase != PLAY or action.card is None:
        # stand/beg, give/run: the rule's words (its key), else what the search's
        # choice is made on, the seat's trumps and a score near the end, in words
        # before its numbers
        if rule:
            return [Claim("rule", rule)]
        out = bid_claims(view)
        alt = _next_best(cands)
        if alt is not None:
            out += _versus(best, alt, view.trump, tie=True)
        return out
    out = play_claims(view, action.card)
    alt = _next_best(cands)
    if alt is not None and alt.action.card is not None and out[0].kind != "only":
        kept = alt.action.card
        if (value_key(kept, view.trump) > value_key(action.card, view.trump)
                and value_key(kept, view.trump)[0] and not any(
                    c.kind in ("saves", "lead_low", "keeps") for c in out)):
            out.append(Claim("keeps", f"it keeps {card_words(kept, view.trump)} for later",
                             card=kept))
        out += _versus(best, alt, view.trump)
    return out


def _rule(reason_text: str) -> str:
    """The rule a candidate's reason quotes (a searching player's, or a rule
    player's own), or ""."""
    if RULES_SAY in reason_text:
        return reason_text.split(RULES_SAY, 1)[1]
    if reason_text.startswith(CANCELLED):
        return reason_text[len(CANCELLED):]
    if "simulated deals" in reason_text or "search" in reason_text:
        return ""
    return reason_text


def _next_best(cands: list[Candidate]) -> Candidate | None:
    """The best other choice a search rated, not the same play as the first."""
    if cands[0].win_chance is None:
        return None
    for c in cands[1:]:
        if c.win_chance is not None and "the same as" not in c.reason:
            return c
    return None


def _versus(best: Candidate, alt: Candidate, trump: int, tie: bool = False) -> list[Claim]:
    """What the search found against the next best choice (when the two are
    even to the percent: that, with ``tie``, else nothing)."""
    v, w = best.win_chance, alt.win_chance
    assert v is not None and w is not None
    card = -1 if alt.action.card is None else alt.action.card
    other, chances = alt.action.do, (v, w)
    if round(v * 100) == round(w * 100):
        return [Claim("search_tie", f"the search rates it as high as {_doing(alt.action, trump)} "
                      f"({v:.0%})", card=card, chances=chances, other=other)] if tie else []
    if v > w:
        return [Claim("search", f"the search gives it {v:.0%} to win the game, against "
                      f"{w:.0%} for {_doing(alt.action, trump, play='')}", card=card,
                      chances=chances, other=other)]
    # The rules' choice, kept: the other's edge was within the search's noise.
    # A lower number than the other's is said as what it is: the two are even.
    return [Claim("search_even", f"it is as good as {_doing(alt.action, trump)} at {w:.0%}, "
                  "within the search's error, and the hint prefers it because the rules "
                  "of thumb choose it", card=card, chances=chances, other=other)]


def _doing(a: Action, trump: int, play: str = "playing ") -> str:
    """The other choice, as words after "for" or "in"."""
    if a.card is not None:
        return play + card_words(a.card, trump)
    return {"stand": "standing", "beg": "begging", "give": "giving one",
            "run": "running the pack"}.get(a.do, a.do)


def why_text(claims: list[Claim]) -> str:
    """A ``reason`` in one line of English (``explain``'s ``why``)."""
    return "; ".join(c.text for c in claims)


# where another seat sits, as the person at the view's seat sees it (``who``)
RELATIONS = ("you", "right", "partner", "left")


def claim_record(view: PlayerView, claim: Claim) -> dict[str, Any]:
    """A claim in record form, for ``explain``'s ``claims``: its ``kind``, the
    ``key`` of its wording, its English ``text``, and the fields it names
    (only those it has): ``card`` ("JH") with ``trumps`` (is it a trump),
    ``seat`` with ``to`` (where that seat sits from the view's: "right",
    "partner", "left", "opponent"), ``suit`` ("H"), ``number``, ``chances``
    and ``other`` (the other choice's ``do``)."""
    out: dict[str, Any] = {"kind": claim.kind, "key": claim.key or claim.kind,
                           "text": claim.text}
    if claim.card >= 0:
        out["card"] = card_str(claim.card)
        out["trumps"] = SUIT_OF[claim.card] == view.trump
    if claim.seat >= 0:
        out["seat"] = claim.seat
        out["to"] = "opponent" if view.n == 2 and claim.seat != view.seat else \
            RELATIONS[(claim.seat - view.seat) % 4]
    if claim.suit >= 0:
        out["suit"] = SUITS[claim.suit]
    if claim.number >= 0:
        out["number"] = claim.number
    if claim.chances:
        out["chances"] = list(claim.chances)
    if claim.other:
        out["other"] = claim.other
    return out

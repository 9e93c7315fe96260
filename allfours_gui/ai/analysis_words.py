"""The analysis's reasons in a player's words, each part true of what the
seat could see at the decision (never of the hidden cards).

A reason puts the numbers first (what the choice cost, against what) and
then the claims of ``reasons`` about the chosen card and the best one, with
a few the coach adds: a jack played under the other side's winning card, a
trump spent on a trick partner was sure to win, a lead in a suit an opponent
has shown it lacks while it may still trump, and the jack ideas a Trinidad
player looks for (``_jack_ideas``, ``_ten_in_trick``): a higher trump still out
that may hang your jack, the one trump above the jack you hold kept to catch
theirs (or spent), the ten sitting in the trick taken or left to them, partner
still to play and able to win (``_partner_may_win``). Claims
the two choices share are said once, so what separates them is what is said.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine.actions import Action
from ..engine.cards import RANK_OF, SUIT_MASKS, SUIT_NAMES, SUIT_OF, TEN, card_name
from ..engine.hand import PLAY
from ..engine.trick_rules import beaters
from ..engine.view import PlayerView
from . import medium
from .knowledge import Knowledge, knowledge_of
from .reasons import Claim, bid_claims, card_words, play_claims, who

_BIDS = {"stand": "standing", "beg": "begging", "give": "giving one",
         "run": "running the pack"}


def doing(view: PlayerView, action: Action) -> str:
    """A choice as words: "leading the ten of spades", "begging"."""
    if action.card is None:
        return _BIDS.get(action.do, action.do)
    verb = "playing" if view.trick else "leading"
    return f"{verb} {card_words(action.card, view.trump)}"


def judged_reason(view: PlayerView, chosen: Action, best: Action,
                  chosen_chance: float | None, best_chance: float | None,
                  verdict: str, loss: float, within_noise: bool = True) -> str:
    """The reason given with a verdict (see ``analysis.judge``); ``within_noise``:
    the loss is no larger than the search's noise."""
    mine = claims(view, chosen)
    if chosen_chance is None or best_chance is None:
        if chosen.card is None:
            return _cap(medium.choose(view)[1]) + "."
        return _cap(_join(mine) or "it was your only choice") + "."
    if verdict == "good":
        if best == chosen:
            head = f"The best choice ({chosen_chance:.0%} to win the game)"
        elif within_noise:
            head = (f"As good as {doing(view, best)} as far as the search can tell "
                    f"({chosen_chance:.0%} against {best_chance:.0%})")
        else:
            head = (f"Close to the best choice, {doing(view, best)} "
                    f"({chosen_chance:.0%} against {best_chance:.0%})")
        return head + (f": {_join(mine)}." if mine else ".")
    head = (f"{_cap(doing(view, chosen))} cost {loss:.0%} of your chance to win the game "
            f"({chosen_chance:.0%} against {best_chance:.0%} for {doing(view, best)})")
    said = {c.text for c in mine}
    theirs = [c for c in claims(view, best) if c.text not in said]
    text = head + (f": {_join(mine)}." if mine else ".")
    if theirs:
        text += f" {_cap(doing(view, best))}: {_join(theirs)}."
    return text


def claims(view: PlayerView, action: Action) -> list[Claim]:
    """What a choice does, as far as the seat can tell."""
    if action.card is None:
        return _bid_claims(view)
    if view.phase != PLAY:
        return []
    card = action.card
    k = knowledge_of(view)
    out = [_void_lead(view, k, c) if c.kind == "opp_void" else c
           for c in play_claims(view, card)]
    if view.trick:
        out += _jack_under(view, k, card) + _spent(view, out, card)
        out += _ten_in_trick(view, k, card) + _partner_may_win(view, k, card)
    return out + _jack_ideas(view, k, card)


def _after(view: PlayerView) -> list[int]:
    """The seats still to play to this trick after the seat on turn."""
    return [(view.seat + i) % view.n for i in range(1, view.n - len(view.trick))]


def jack_exposed(view: PlayerView, k: Knowledge) -> bool:
    """Would the jack of trumps, played now, take the lead in the trick with an
    opponent still to play who may hold a higher trump (one the seat has not
    seen)? A jack under their winning card is ``_jack_under``'s."""
    jack = k.jack
    if not view.hand >> jack & 1 or not any(a.card == jack for a in view.legal):
        return False
    if view.trick:
        lead = SUIT_OF[view.trick[0][1]]
        if not beaters(view.winning[1], lead, view.trump) >> jack & 1:
            return False
    higher = SUIT_MASKS[view.trump] & ~((2 << jack) - 1)
    return any((s & 1) != (view.seat & 1) and k.may_hold(s) & higher for s in _after(view))


def catcher(view: PlayerView, k: Knowledge) -> int:
    """The one trump above the jack the seat holds, legal now, while their jack
    is still out (unseen, and some opponent may hold it); -1 otherwise."""
    jack = k.jack
    mine = view.hand & SUIT_MASKS[view.trump] & ~((2 << jack) - 1)
    if mine.bit_count() != 1 or not k.unseen >> jack & 1:
        return -1
    if not any((s & 1) != (view.seat & 1) and k.may_hold(s) >> jack & 1
               for s in range(view.n)):
        return -1
    card = mine.bit_length() - 1
    return card if any(a.card == card for a in view.legal) else -1


def _jack_ideas(view: PlayerView, k: Knowledge, card: int) -> list[Claim]:
    out: list[Claim] = []
    if jack_exposed(view, k):
        if card == k.jack:
            out.append(Claim("jack_exposed", "a higher trump is still out and may hang your "
                             "jack", card=k.jack))
        else:
            out.append(Claim("keeps_jack", "it keeps your jack back while a higher trump is "
                             "still out", card=k.jack))
    top = catcher(view, k)
    if top >= 0:
        if card == top:
            out.append(Claim("spends_catcher", f"it spends {card_words(top, view.trump)}, "
                             "which could catch their jack, still out", card=top))
        else:
            out.append(Claim("catch_jack", f"it keeps {card_words(top, view.trump)} to catch "
                             "their jack, still out", card=top))
    return out


def _partner_may_win(view: PlayerView, k: Knowledge, card: int) -> list[Claim]:
    """The other side is winning, this card does not take the trick, and partner,
    still to play, may hold a card that beats theirs: the trick is not lost yet."""
    team, trump = view.seat & 1, view.trump
    lead = SUIT_OF[view.trick[0][1]]
    win_seat, win = view.winning
    beat = beaters(win, lead, trump)
    if (win_seat & 1) == team or beat >> card & 1:
        return []
    partner = [s for s in _after(view) if (s & 1) == team and k.may_hold(s) & beat]
    if not partner:
        return []
    return [Claim("partner_may_win", "partner is still to play and may win the trick",
                  seat=partner[0])]


def _ten_in_trick(view: PlayerView, k: Knowledge, card: int) -> list[Claim]:
    """A ten sitting in the trick: taken for the seat's side (no opponent still to
    play can beat the card), or left to the other side's winning card when a
    legal card could have taken the trick."""
    tens = [c for _, c in view.trick if RANK_OF[c] == TEN]
    if not tens:
        return []
    ten = tens[0]
    team, trump = view.seat & 1, view.trump
    lead = SUIT_OF[view.trick[0][1]]
    win_seat, win = view.winning
    if beaters(win, lead, trump) >> card & 1:
        beat = beaters(card, lead, trump)
        if not any((s & 1) != team and k.may_hold(s) & beat for s in _after(view)):
            return [Claim("ten_taken", f"it takes {card_words(ten, trump)} for your side",
                          card=ten)]
        return []
    could = any(a.card is not None and beaters(win, lead, trump) >> a.card & 1
                for a in view.legal)
    if (win_seat & 1) != team and could:
        return [Claim("ten_left", f"it leaves {card_words(ten, trump)} to the other side",
                      card=ten)]
    return []


def _jack_under(view: PlayerView, k: Knowledge, card: int) -> list[Claim]:
    """The jack of trumps played under the other side's winning card."""
    if card != k.jack:
        return []
    team = view.seat & 1
    lead_suit = SUIT_OF[view.trick[0][1]]
    win_seat, win = view.winning
    if (win_seat & 1) == team or beaters(win, lead_suit, view.trump) >> card & 1:
        return []
    rules = view.rules
    them = who(view, win_seat)
    after = [(view.seat + i) % view.n for i in range(1, view.n - len(view.trick))]
    rescue = [s for s in after if (s & 1) == team
              and k.may_hold(s) & beaters(win, lead_suit, view.trump)]
    beaten_by = f"{card_words(win, view.trump)}, played by {them}"
    if rescue:
        return [Claim("jack_risk", f"your jack may be hanged: it is beaten by {beaten_by}, "
                      "and only partner can still take the trick", card=win, seat=win_seat)]
    if rules.hang_jack:
        pts = rules.hang_jack_value
        return [Claim("jack_hung", f"your jack falls to {beaten_by}: Hang Jack, {pts} points "
                      "to their side", card=win, seat=win_seat, number=pts)]
    return [Claim("jack_lost", f"your jack falls to {beaten_by}: the Jack point goes to "
                  "their side", card=win, seat=win_seat)]


def _spent(view: PlayerView, said: list[Claim], card: int) -> list[Claim]:
    """A trump played over a trick partner was already sure to win."""
    if SUIT_OF[card] != view.trump or not any(c.kind == "partner_sure" for c in said):
        return []
    win_seat, win = view.winning
    lead_suit = SUIT_OF[view.trick[0][1]]
    if not beaters(win, lead_suit, view.trump) >> card & 1:
        return []
    return [Claim("spent", f"it spends {card_words(card, view.trump)} on a trick partner "
                  "was sure to win", card=card, seat=win_seat)]


def _void_lead(view: PlayerView, k: Knowledge, claim: Claim) -> Claim:
    """"has no spades left", and whether that seat may trump it: a trump it
    has exposed is named (everyone has seen it)."""
    trumps = SUIT_MASKS[view.trump]
    if claim.suit == view.trump or not k.may_hold(claim.seat) & trumps:
        return claim
    shown = view.exposed[claim.seat] & trumps
    can = (f"holds {card_name(shown.bit_length() - 1)} (exposed) to trump it" if shown
           else "may trump it")
    key = "opp_void_exposed" if shown else "opp_void_may_trump"
    return Claim(claim.kind, f"{who(view, claim.seat)} has no {SUIT_NAMES[claim.suit]} left "
                 f"and {can}", card=shown.bit_length() - 1 if shown else -1, seat=claim.seat,
                 suit=claim.suit, key=key)


def _bid_claims(view: PlayerView) -> list[Claim]:
    """The seat's trumps (by name, in the English) and a score near the end:
    what a bid is made on (``reasons.bid_claims``)."""
    out = bid_claims(view)
    trumps = [c for c in range(51, -1, -1) if view.hand >> c & 1 and SUIT_OF[c] == view.trump]
    if trumps:
        names = [_rank(c) for c in trumps]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        count = "one trump" if len(trumps) == 1 else f"{len(trumps)} trumps"
        out[0] = replace(out[0], text=f"you hold {count}: the {listed} of "
                         f"{SUIT_NAMES[view.trump]}")
    return out


def _rank(card: int) -> str:
    return card_name(card).split(" of ")[0].removeprefix("the ")


def _join(cs: list[Claim]) -> str:
    return "; ".join(c.text for c in cs)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]

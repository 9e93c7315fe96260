"""Events in plain words: golden transcripts, logs and bug reports."""

from __future__ import annotations

from functools import singledispatch

from .cards import SUIT_NAMES, card_str
from .events import (
    Begged,
    CardCalled,
    CardExposed,
    CardPlayed,
    CardsCut,
    CardsDealt,
    DealerChosen,
    DealMethodChosen,
    Event,
    GameWon,
    GaveOne,
    HandEnded,
    HandStarted,
    KickTurned,
    PackOut,
    PackRun,
    PlayStarted,
    PointScored,
    Redealt,
    Stood,
    TrickWon,
)

CATEGORY_WORDS = {"kick": "kick", "beg": "beg (take one)", "high": "High", "low": "Low",
                  "jack": "Jack", "hang_jack": "Hang Jack", "game": "Game"}


@singledispatch
def describe(event: Event) -> str:
    return repr(event)


@describe.register
def _(e: CardsCut) -> str:
    return "cut: " + ", ".join(f"seat {s} {card_str(c)}" for s, c in e.cuts)


@describe.register
def _(e: DealerChosen) -> str:
    return f"seat {e.seat} deals first"


@describe.register
def _(e: DealMethodChosen) -> str:
    return f"seat {e.seat} chooses to deal in {e.method}"


@describe.register
def _(e: HandStarted) -> str:
    return f"hand {e.number}: seat {e.dealer} deals in {e.method}, score {e.score[0]}-{e.score[1]}"


@describe.register
def _(e: CardsDealt) -> str:
    return f"seat {e.seat} is dealt {' '.join(card_str(c) for c in e.cards)}"


@describe.register
def _(e: KickTurned) -> str:
    return f"kick {card_str(e.card)}" + (f" ({e.points} for the dealer)" if e.points else "")


@describe.register
def _(e: PointScored) -> str:
    return (f"team {e.team} scores {e.points} for {CATEGORY_WORDS[e.category]}: "
            f"{e.score[0]}-{e.score[1]}")


@describe.register
def _(e: Stood) -> str:
    return f"seat {e.seat} stands"


@describe.register
def _(e: Begged) -> str:
    return f"seat {e.seat} begs"


@describe.register
def _(e: GaveOne) -> str:
    return f"seat {e.seat} gives one"


@describe.register
def _(e: PackRun) -> str:
    return f"seat {e.seat} {'runs the pack again' if e.repeat else 'runs the pack'}"


@describe.register
def _(e: Redealt) -> str:
    return f"the pack ran out: seat {e.dealer} shuffles and deals again"


@describe.register
def _(e: PackOut) -> str:
    return f"the pack ran out: seat {e.dealer} turns the {e.left} card(s) left as kicks"


@describe.register
def _(e: PlayStarted) -> str:
    return f"{SUIT_NAMES[e.trump]} are trumps; seat {e.leader} leads"


@describe.register
def _(e: CardExposed) -> str:
    return f"seat {e.seat} exposes {card_str(e.card)}"


@describe.register
def _(e: CardCalled) -> str:
    return f"seat {e.caller} calls {card_str(e.card)} from seat {e.owner}"


@describe.register
def _(e: CardPlayed) -> str:
    return f"seat {e.seat} plays {card_str(e.card)}"


@describe.register
def _(e: TrickWon) -> str:
    return f"trick {e.number} to seat {e.winner}"


@describe.register
def _(e: HandEnded) -> str:
    totals = f"card points {e.game_totals[0]}-{e.game_totals[1]}, " if e.game_totals else ""
    return f"hand over: {totals}score {e.score[0]}-{e.score[1]}"


@describe.register
def _(e: GameWon) -> str:
    return f"team {e.team} wins the game {e.score[0]}-{e.score[1]}"

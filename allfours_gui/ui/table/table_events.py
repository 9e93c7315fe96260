"""What the engine tells the table, as the scene's steps and mirror: each
engine event turned into steps in the scene's queue (``handlers``), a whole
position laid out at once (a resume, an undo, a hand review, a joined table),
and the story of a hand's begs and runs on the scoreboard.

These are the scene's own workings kept apart for size (table_scene.py holds
the queue, the mirror and the drawing): they read and change its internals
as its methods would, and never decide a rule.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.cards import ACE, JACK, SIX, SUIT_OF, cards_of
from ...engine.translatable import QT_TRANSLATE_NOOP
from .table_items import card_label, story_separator

if TYPE_CHECKING:  # the events, the hand and the rest of the engine load after the first paint
    from ...engine import events as ev
    from ...engine.hand import HandState
    from ...session.unseen_cards import Arrangement, CardsKnown, CardsSwapped, DealtUnseen
    from .table_scene import TableScene

log = logging.getLogger(__name__)


# what the table calls out as a point is scored, before ": {side} +{points}"
# (``point_words``: no punctuation of its own, so none is doubled)
CATEGORY_LABELS = {"kick": QT_TRANSLATE_NOOP("Table", "Kick"),
                   "beg": QT_TRANSLATE_NOOP("Table", "Take one"),
                   "high": QT_TRANSLATE_NOOP("Table", "High"),
                   "low": QT_TRANSLATE_NOOP("Table", "Low"),
                   "jack": QT_TRANSLATE_NOOP("Table", "Jack"),
                   "hang_jack": QT_TRANSLATE_NOOP("Table", "Hang Jack"),
                   "game": QT_TRANSLATE_NOOP("Table", "Game")}
# the table says the trumps: a whole sentence per suit (the verb agrees with it)
TRUMPS_ARE = (QT_TRANSLATE_NOOP("Table", "Clubs are trumps"),
              QT_TRANSLATE_NOOP("Table", "Diamonds are trumps"),
              QT_TRANSLATE_NOOP("Table", "Hearts are trumps"),
              QT_TRANSLATE_NOOP("Table", "Spades are trumps"))
# the dealer's call of a kick that scores (ace, six, jack), each its own words
KICKED = {ACE: QT_TRANSLATE_NOOP("Table", "Kicked an ace!"),
          SIX: QT_TRANSLATE_NOOP("Table", "Kicked a six!"),
          JACK: QT_TRANSLATE_NOOP("Table", "Kicked a jack!")}
DEALING_IN = {"ones": QT_TRANSLATE_NOOP("Table", "Dealing in ones"),
              "threes": QT_TRANSLATE_NOOP("Table", "Dealing in threes")}

# The beg story's parts, each in three forms: another seat's, "You" opening
# the story, "you" later in it ("Rhonda begged; you ran the pack").
STORY_PARTS: dict[str, tuple[str, str, str]] = {
    "stand": (QT_TRANSLATE_NOOP("Table", "{name} stood"), QT_TRANSLATE_NOOP("Table", "You stood"),
              QT_TRANSLATE_NOOP("Table", "you stood")),
    "beg": (QT_TRANSLATE_NOOP("Table", "{name} begged"), QT_TRANSLATE_NOOP("Table", "You begged"),
            QT_TRANSLATE_NOOP("Table", "you begged")),
    "give": (QT_TRANSLATE_NOOP("Table", "{name} gave one"),
             QT_TRANSLATE_NOOP("Table", "You gave one"),
             QT_TRANSLATE_NOOP("Table", "you gave one")),
}
# (times: 1 or 2, a new deal followed) -> the three forms (more: ``BegStory``)
STORY_RUNS: dict[tuple[int, bool], tuple[str, str, str]] = {
    (1, False): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack"),
                 QT_TRANSLATE_NOOP("Table", "You ran the pack"),
                 QT_TRANSLATE_NOOP("Table", "you ran the pack")),
    (1, True): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack, new deal"),
                QT_TRANSLATE_NOOP("Table", "You ran the pack, new deal"),
                QT_TRANSLATE_NOOP("Table", "you ran the pack, new deal")),
    (2, False): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack twice"),
                 QT_TRANSLATE_NOOP("Table", "You ran the pack twice"),
                 QT_TRANSLATE_NOOP("Table", "you ran the pack twice")),
    (2, True): (QT_TRANSLATE_NOOP("Table", "{name} ran the pack twice, new deal"),
                QT_TRANSLATE_NOOP("Table", "You ran the pack twice, new deal"),
                QT_TRANSLATE_NOOP("Table", "you ran the pack twice, new deal")),
}


class BegStory(QObject):
    """The beg story's plural parts (three runs of the pack or more). Qt's lupdate
    reads a count only from a ``tr`` call, so these are a QObject's."""

    def runs(self, form: int, new_deal: bool, n: int) -> str:
        if new_deal:
            return (self.tr("{name} ran the pack %n times, new deal", "", n),
                    self.tr("You ran the pack %n times, new deal", "", n),
                    self.tr("you ran the pack %n times, new deal", "", n))[form]
        return (self.tr("{name} ran the pack %n times", "", n),
                self.tr("You ran the pack %n times", "", n),
                self.tr("you ran the pack %n times", "", n))[form]


def decisions_of(hand: HandState) -> list[tuple[int, str]]:
    """The stands, begs, gives and runs of a hand, as (seat, decision)."""
    return [(a.seat, a.do) for a in hand.actions if a.do in ("stand", "beg", "give", "run")]


def story_text(decisions: Sequence[tuple[int, str]], redeals: int, names: Sequence[str],
               human: int) -> str:
    """"Kerwin begged; Rhonda ran the pack twice, new deal; Kerwin stood" from
    (seat, decision)s, in the order it happened: a stand or beg after the
    pack was run means the pack ran out and was dealt again."""
    from ..wording import is_you, shown_names

    shown = shown_names(names)
    parts: list[str] = []
    runs, dealer, told = 0, -1, 0

    def form(seat: int) -> int:
        # a seat named "You" is worded as you: "You" begins the story, "you" goes on it
        return (2 if parts else 1) if is_you(seat, names, None) else 0

    def close_runs(new_deal: bool) -> None:
        nonlocal runs
        if runs > 2:
            text = BegStory().runs(form(dealer), new_deal, runs)
            parts.append(text.format(name=shown[dealer]))
        elif runs:
            text = QCoreApplication.translate("Table", STORY_RUNS[runs, new_deal][form(dealer)])
            parts.append(text.format(name=shown[dealer]))
        runs = 0
    for seat, do in decisions:
        if do == "run":
            runs += 1
            dealer = seat
            continue
        if runs and do in ("stand", "beg"):
            close_runs(True)
            told += 1
        text = QCoreApplication.translate("Table", STORY_PARTS[do][form(seat)])
        parts.append(text.format(name=shown[seat]))
    close_runs(redeals > told)
    return story_separator().join(parts)


def handlers(scene: TableScene) -> dict[type, Callable[[Any], None]]:
    """What each engine event does to ``scene``, by the event's type."""
    from ...engine import events as ev
    from ...session.unseen_cards import CardsKnown, CardsSwapped, DealtUnseen

    on: dict[type, Callable[[TableScene, Any], None]] = {
        ev.CardsCut: _on_cards_cut, ev.DealerChosen: _on_dealer_chosen,
        ev.DealMethodChosen: _on_deal_method_chosen,
        ev.HandStarted: _on_hand_started, ev.CardsDealt: _on_cards_dealt,
        ev.KickTurned: _on_kick_turned, ev.PointScored: _on_point_scored,
        ev.Stood: _on_stood, ev.Begged: _on_begged,
        ev.GaveOne: _on_gave_one, ev.PackRun: _on_pack_run,
        ev.Redealt: _on_redealt, ev.PlayStarted: _on_play_started,
        ev.PackOut: _on_pack_out,
        ev.CardExposed: _on_card_exposed, ev.CardCalled: _on_card_called,
        ev.CardPlayed: _on_card_played, ev.TrickWon: _on_trick_won,
        ev.HandEnded: _on_hand_ended,
        ev.GameWon: lambda scene, e: None,  # the game-over panel says it
        DealtUnseen: _on_dealt_unseen, CardsSwapped: _on_cards_swapped,
        CardsKnown: _on_cards_known,
    }
    return {kind: partial(handler, scene) for kind, handler in on.items()}


# --------------------------------------------------------------- positions
def show_position(scene: TableScene, hand: HandState | None, viewer_sees: bool,
                  score: tuple[int, int], number: int, last_trick: bool = False) -> None:
    """See ``TableScene.show_position``."""
    scene.reset()
    scene._cards_out = True
    scene._gather()
    scene.scoreboard.update_state(scores=score, hand_number=number)
    if hand is None:  # no hand dealt (yet): an empty table, nobody dealing or on turn
        scene.dealer = -1
        scene.turn = -1
        scene.face_up_seats = set()
        scene._decisions, scene._redeals = [], 0
        scene.scoreboard.update_state(trump=-1, story="", card_points=None)
        scene._show_plates()
        for plate in scene.plates:
            plate.set_thinking(False)
        scene._place_all()
        return
    scene.dealer = hand.dealer
    scene.trump = hand.trump if hand.trump >= 0 else SUIT_OF[hand.kicks[-1]]
    scene.scoreboard.update_state(trump=scene.trump)
    from ...engine.position import deal_kicks

    scene.kicks = list(deal_kicks(hand.view_for(scene.human)))
    # hidden hands in the order dealt, as play shows them: sorted, an exposed
    # card's place among the backs would tell the rest of its hand
    dealt = {c: i for i, c in enumerate(hand.deck)}
    scene.hands = [sorted(cards_of(m), key=lambda c: dealt.get(c, 52)) for m in hand.hands]
    scene.trick = list(hand.trick)
    tricks = list(hand.tricks)
    if last_trick and not scene.trick and tricks:
        done, _ = tricks.pop()
        scene.trick = list(done)
    for cards, winner in tricks:
        scene.won[winner & 1] += [c for _, c in cards]
    used = set(scene.kicks) | {c for h in scene.hands for c in h} | {c for _, c in scene.trick}
    used |= set(scene.won[0]) | set(scene.won[1])
    scene.pack = [c for c in range(52) if c not in used]
    scene.face_up_seats = {scene.human} if viewer_sees else set()
    for mask in hand.exposed:
        for c in cards_of(mask):
            scene.cards[c].exposed = True
    if last_trick and not hand.trick and hand.tricks:
        cards, winner = hand.tricks[-1]
        scene.cards[next(c for s, c in cards if s == winner)].winner_mark = True
    scene.turn = -1 if hand.over else hand.turn
    scene._show_plates()
    scene._decisions = decisions_of(hand)
    scene._redeals = len(hand.decks) - 1
    scene.scoreboard.update_state(story=scene._story_of(scene._decisions, scene._redeals))
    scene._place_all()


def show_arrangement(scene: TableScene, arr: Arrangement, score: tuple[int, int],
                     number: int) -> None:
    """See ``TableScene.show_arrangement``."""
    scene.reset()
    scene._cards_out = True
    scene._gather()
    scene.scoreboard.update_state(scores=score, hand_number=number)
    scene.dealer = arr.dealer
    scene.trump = arr.trump
    scene.scoreboard.update_state(trump=scene.trump)
    scene.kicks = list(arr.kicks)
    scene.hands = [list(h) for h in arr.hands]
    scene.trick = list(arr.trick)
    scene.won = [list(arr.won[0]), list(arr.won[1])]
    scene.pack = list(arr.pack)
    scene.face_up_seats = set(arr.face_up_seats)
    scene.stand_ins = set(arr.stand_ins)
    for c in arr.exposed:
        scene.cards[c].exposed = True
    scene.turn = arr.turn
    scene._show_plates()
    scene._decisions = list(arr.decisions)
    scene._redeals = arr.redeals
    scene.scoreboard.update_state(story=scene._story_of(scene._decisions, scene._redeals))
    scene._place_all()


# ------------------------------------------------------------------ events
def _on_cards_cut(scene: TableScene, e: ev.CardsCut) -> None:
    scene._decisions, scene._redeals = [], 0  # a new game: nothing begged in it yet

    def step() -> int:
        scene._gather()  # a new game: every card back in one pack
        scene.dealer = -1
        scene.turn = -1
        scene.scoreboard.update_state(trump=-1, story="")
        scene._drop_lasting()
        scene._show_plates()
        scene._place_all()
        scene._take_from_stock([c for _, c in e.cuts])
        for seat, c in e.cuts:
            scene.cut_cards.append((seat, c))
            scene._move(c, scene.layout.cut_spot(seat), True, "cut")
        return 0
    scene._enqueue(step)
    scene.pause("after_cut")


def _on_dealer_chosen(scene: TableScene, e: ev.DealerChosen) -> None:
    scene.bubble(e.seat, lambda: QCoreApplication.translate("Table", "I deal first"),
                 hold="after_saying_dealer")


def _on_deal_method_chosen(scene: TableScene, e: ev.DealMethodChosen) -> None:
    def text() -> str:
        method = DEALING_IN.get(e.method)
        if method is not None:
            return QCoreApplication.translate("Table", method)
        # a method this version does not know: its own word
        return QCoreApplication.translate("Table", "Dealing in {method}").format(method=e.method)
    scene.bubble(e.seat, text, hold="after_saying_method")


def _on_hand_started(scene: TableScene, e: ev.HandStarted) -> None:
    scene._decisions = []
    scene._redeals = 0
    _tell(scene, "")

    def step() -> int:
        scene._drop_lasting()
        scene.dealer = e.dealer
        scene.turn = -1
        scene._gather()
        shown = scene.scoreboard.card_points is not None  # a new hand: nothing won yet
        scene.scoreboard.update_state(scores=e.score, trump=-1, hand_number=e.number,
                                      card_points=(0, 0) if shown else None)
        scene._show_plates()
        scene._gather_pack("gather")
        return 0
    scene._enqueue(step)


def _on_redealt(scene: TableScene, e: ev.Redealt) -> None:
    scene._redeals += 1
    _tell(scene, scene._story_of(scene._decisions, scene._redeals))
    scene.bubble(e.dealer, lambda: QCoreApplication.translate("Table", "Pack ran out: new deal"),
                 hold="after_saying_redeal")

    def step() -> int:
        scene._gather()
        scene._gather_pack("gather")
        return 0
    scene._enqueue(step)


def _on_pack_out(scene: TableScene, e: ev.PackOut) -> None:
    # pack_out="kicks": each card left follows as a KickTurned
    scene.bubble(e.dealer, lambda: QCoreApplication.translate(
        "Table", "Pack ran out: turning the rest as kicks"), hold="after_saying_redeal")


def _on_cards_dealt(scene: TableScene, e: ev.CardsDealt) -> None:
    _deal(scene, e.seat, e.cards)


def _on_dealt_unseen(scene: TableScene, e: DealtUnseen) -> None:
    _deal(scene, e.seat, e.cards, stand_ins=True)


def _deal(scene: TableScene, seat: int, cards: Sequence[int], stand_ins: bool = False) -> None:
    """A packet from the pack to ``seat`` (``stand_ins``: cards drawn for ones
    this window may not know)."""
    def step() -> int:
        if stand_ins:
            scene.stand_ins.update(cards)
        hand = scene.hands[seat]
        scene._take_from_stock(cards)
        hand.extend(cards)
        scene._place_hand(seat, "deal_one" if len(cards) == 1 else "deal_three")
        return 0
    scene._enqueue(step)


def _places(scene: TableScene) -> list[list[int]]:
    return [scene.pack, *scene.hands]


def _on_cards_swapped(scene: TableScene, e: CardsSwapped) -> None:
    """Two face-down items trade places: a card comes out of hiding where
    its stand-in lay, and the stand-in takes the card's old place."""
    def step() -> int:
        pa = next((p for p in _places(scene) if e.a in p), None)
        pb = next((p for p in _places(scene) if e.b in p), None)
        if pa is None or pb is None:
            log.error("cannot swap cards %d and %d: not both in the pack or a hand",
                      e.a, e.b)
            return 0
        ia, ib = pa.index(e.a), pb.index(e.b)
        pa[ia], pb[ib] = e.b, e.a
        a_in, b_in = e.a in scene.stand_ins, e.b in scene.stand_ins
        scene.stand_ins.discard(e.a)
        scene.stand_ins.discard(e.b)
        if a_in:
            scene.stand_ins.add(e.b)
        if b_in:
            scene.stand_ins.add(e.a)
        item_a, item_b = scene.cards[e.a], scene.cards[e.b]
        where = [(item.pos(), item.rotation(), item.face_up, item.zValue(), item.isVisible())
                 for item in (item_a, item_b)]
        mine = scene.hands[scene.human] if 0 <= scene.human < scene.n else []
        for item, (pos, rotation, up, z, visible) in zip((item_b, item_a), where,
                                                          strict=True):
            if up:
                log.error("card %d was face up where a stand-in lay", item.card)
            item.animate(pos, rotation, False, z, 0)
            item.setVisible(visible)
            item.legal = item.dimmed = item.focused = False
            item.clickable = item.card in mine or item.exposed
        return 0
    scene._enqueue(step)


def _on_cards_known(scene: TableScene, e: CardsKnown) -> None:
    def step() -> int:
        scene.stand_ins.difference_update(e.cards)
        return 0
    scene._enqueue(step)


def _on_kick_turned(scene: TableScene, e: ev.KickTurned) -> None:
    def step() -> int:
        scene.stand_ins.discard(e.card)
        scene._take_from_stock([e.card])
        scene.kicks.append(e.card)
        scene.trump = SUIT_OF[e.card]
        scene.scoreboard.update_state(trump=scene.trump)
        for k, c in enumerate(scene.kicks[:-1]):
            scene._move(c, scene.layout.set_aside_spot(scene.dealer, k), True, "set_aside",
                        z=100 - k)
        scene._move(e.card, scene.layout.kick_spot(scene.dealer), True, "kick", z=101)
        return 0
    scene._enqueue(step)
    if e.points:
        from ..wording import card_name

        def text() -> str:
            kicked = KICKED.get(e.card % 13)
            if kicked is not None:
                return QCoreApplication.translate("Table", kicked)
            return QCoreApplication.translate("Table", "Kicked {card}!").format(
                card=card_name(e.card))
        scene.bubble(e.dealer, text, hold="after_saying_kick")
    else:
        scene.pause("after_kick")


def point_words(category: str, side: str, points: int) -> str:
    """The table's call of a point scored: "Hang Jack: Us +3"."""
    label = QCoreApplication.translate("Table", CATEGORY_LABELS[category])
    return QCoreApplication.translate("Table", "{category}: {side} +{points}").format(
        category=label, side=side, points=points)


def _on_point_scored(scene: TableScene, e: ev.PointScored) -> None:
    def step() -> int:
        scene.scoreboard.update_state(scores=e.score)
        return 0
    scene.bubble(None, lambda: point_words(e.category, scene.scoreboard.team_label(e.team),
                                           e.points),
                 duration="point_bubble", big=True, hold="after_point")
    scene._enqueue(step)


def _tell(scene: TableScene, story: str) -> None:
    """What was begged, given or run this hand, kept on the scoreboard."""
    def step() -> int:
        scene.scoreboard.update_state(story=story)
        return 0
    scene._enqueue(step)


def _decided(scene: TableScene, seat: int, do: str) -> None:
    """A stand, beg, give or run: said in a bubble, and kept in the story."""
    scene._decisions.append((seat, do))
    _tell(scene, scene._story_of(scene._decisions, scene._redeals))

    def step() -> int:
        _acted(scene, seat)
        return 0
    scene._enqueue(step)


def _on_stood(scene: TableScene, e: ev.Stood) -> None:
    _decided(scene, e.seat, "stand")
    scene._say_lasting(e.seat, lambda: QCoreApplication.translate("Table", "I stand"),
                       "after_saying_stand")


def _on_begged(scene: TableScene, e: ev.Begged) -> None:
    _decided(scene, e.seat, "beg")
    scene._say_lasting(e.seat, lambda: QCoreApplication.translate("Table", "I beg"),
                       "after_saying_beg")


def _on_gave_one(scene: TableScene, e: ev.GaveOne) -> None:
    _decided(scene, e.seat, "give")
    scene._say_lasting(e.seat, lambda: QCoreApplication.translate(
        "Table", "Take one", "the dealer's answer to a beg"), "after_saying_give")


def _on_pack_run(scene: TableScene, e: ev.PackRun) -> None:
    _decided(scene, e.seat, "run")
    def text() -> str:
        if e.repeat:
            return QCoreApplication.translate("Table", "Same suit: again!")
        return QCoreApplication.translate("Table", "I'll run the pack")
    scene._say_lasting(e.seat, text, "after_saying_run")


def _on_play_started(scene: TableScene, e: ev.PlayStarted) -> None:
    def step() -> int:
        scene.trump = e.trump
        scene.scoreboard.update_state(trump=e.trump)
        return 0
    scene._enqueue(step)
    scene.bubble(None, lambda: QCoreApplication.translate("Table", TRUMPS_ARE[e.trump]),
                 duration="trumps_bubble", hold="after_trumps")


def _on_card_exposed(scene: TableScene, e: ev.CardExposed) -> None:
    def step() -> int:
        scene.stand_ins.discard(e.card)
        scene.cards[e.card].exposed = True
        scene._place_hand(e.seat, "expose")
        return 0
    scene.bubble(e.seat, lambda: QCoreApplication.translate("Table", "Exposed {card}").format(
        card=card_label(e.card)))
    scene._enqueue(step)


def _on_card_called(scene: TableScene, e: ev.CardCalled) -> None:
    scene.bubble(e.caller, lambda: QCoreApplication.translate("Table", "Play the {card}!").format(
        card=card_label(e.card)), hold="after_saying_call")
    if e.owner == scene.human:
        def step() -> int:
            # it stays over your hand until the called card is played
            scene._say(scene.human, lambda: QCoreApplication.translate(
                "Table", "{name} called your {card}: play it").format(
                    name=scene._name(e.caller), card=card_label(e.card)), "called", False)
            scene._called = (e.card, scene._seat_bubble[scene.human])
            return 0
        scene._enqueue(step)


def _acted(scene: TableScene, seat: int) -> None:
    """``seat`` has acted: it is no longer the one asked (its thinking dots
    stop), until the table marks whoever is asked next."""
    if scene.turn == seat:
        scene.turn = -1
        scene.plates[seat].set_thinking(False)
        scene._show_plates()


def _on_card_played(scene: TableScene, e: ev.CardPlayed) -> None:
    def step() -> int:
        scene._drop_lasting()  # the beg is history once the first card is down
        _acted(scene, e.seat)
        scene.stand_ins.discard(e.card)
        hand = scene.hands[e.seat]
        if e.card in hand:
            hand.remove(e.card)
        item = scene.cards[e.card]
        item.legal = item.dimmed = item.focused = item.exposed = item.clickable = False
        if scene._called is not None and scene._called[0] == e.card:
            scene._drop_bubble(scene._called[1])
            scene._called = None
        scene.trick.append((e.seat, e.card))
        scene._move(e.card, scene.layout.trick_spot(e.seat), True, "play",
                    z=300 + len(scene.trick))
        scene._place_hand(e.seat, "close_hand")
        return 0
    scene._enqueue(step)


def _on_trick_won(scene: TableScene, e: ev.TrickWon) -> None:
    winning = next(c for s, c in e.cards if s == e.winner)

    def mark() -> int:
        scene.cards[winning].winner_mark = True  # the card that took the trick, outlined
        scene.cards[winning].update()
        scene.sweep_next = step  # held to be read, unless a click or key sweeps it first
        return scene.ms("show_winner")

    def step() -> int:
        scene.sweep_next = None
        team = e.winner & 1
        scene.cards[winning].winner_mark = False
        scene.cards[winning].update()
        for _, c in scene.trick:
            scene.won[team].append(c)
            k = (len(scene.won[team]) - 1) // scene.n
            scene._move(c, scene.layout.won_spot(team, k), False, "sweep",
                        z=50 + len(scene.won[team]))
        scene.trick = []
        return 0
    scene._enqueue(mark)  # at Instant it runs at once: ``step`` must be defined by then
    scene._enqueue(step)


def sweep_now(scene: TableScene) -> bool:
    """A click or a key while a finished trick is held: it is swept at once (True),
    and the click or key does nothing else."""
    held = scene._queue[0] if scene._queue else None
    if held is None or held is not scene.sweep_next or not scene._hold.isActive():
        return False
    scene._hold.stop()
    scene._pump()
    return True


def _on_hand_ended(scene: TableScene, e: ev.HandEnded) -> None:
    scene.pause("hand_end")

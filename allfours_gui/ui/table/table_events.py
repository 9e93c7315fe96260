"""What the engine tells the table, drawn: ``TablePresenter`` turns each
engine event into steps in the scene's queue, lays a whole position out at
once (a resume, an undo, a hand review, a joined table), and keeps the story
of a hand's begs and runs on the scoreboard.

The presenter changes the table only through the scene's public members
(``ScenePort``, scene_port.py) and its piles (piles.py); it never decides a
rule: what is legal, who won, what scored all arrive in the events.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...engine.cards import ACE, JACK, SIX, SUIT_OF, cards_of
from ...engine.translatable import QT_TRANSLATE_NOOP
from .beg_story import decisions_of
from .table_items import Bubble, Words, card_label

if TYPE_CHECKING:  # the events, the hand and the rest of the engine load after the first paint
    from ...engine import events as ev
    from ...engine.hand import HandState
    from ...session.unseen_cards import Arrangement, CardsKnown, CardsSwapped, DealtUnseen
    from .piles import Duration
    from .scene_port import ScenePort

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


def point_words(category: str, side: str, points: int) -> str:
    """The table's call of a point scored: "Hang Jack: Us +3"."""
    label = QCoreApplication.translate("Table", CATEGORY_LABELS[category])
    return QCoreApplication.translate("Table", "{category}: {side} +{points}").format(
        category=label, side=side, points=points)


class TablePresenter:
    """Draws what the engine tells one scene, and keeps the hand's beg story
    (the stands, begs, gives and runs told, and how often the pack ran out)
    and the notice of your card called."""

    def __init__(self, scene: ScenePort) -> None:
        self.scene = scene
        self.decisions: list[tuple[int, str]] = []  # this hand's stand/beg/give/run, told
        self.redeals = 0
        self.called: tuple[int, Bubble] | None = None  # your card called, and its notice
        self._handlers: dict[type, Callable[[Any], None]] | None = None

    def handlers(self) -> dict[type, Callable[[Any], None]]:
        """What each engine event does to the scene, by the event's type."""
        if self._handlers is None:
            from ...engine import events as ev
            from ...session.unseen_cards import CardsKnown, CardsSwapped, DealtUnseen

            self._handlers = {
                ev.CardsCut: self.on_cards_cut, ev.DealerChosen: self.on_dealer_chosen,
                ev.DealMethodChosen: self.on_deal_method_chosen,
                ev.HandStarted: self.on_hand_started, ev.CardsDealt: self.on_cards_dealt,
                ev.KickTurned: self.on_kick_turned, ev.PointScored: self.on_point_scored,
                ev.Stood: self.on_stood, ev.Begged: self.on_begged,
                ev.GaveOne: self.on_gave_one, ev.PackRun: self.on_pack_run,
                ev.Redealt: self.on_redealt, ev.PlayStarted: self.on_play_started,
                ev.PackOut: self.on_pack_out,
                ev.CardExposed: self.on_card_exposed, ev.CardCalled: self.on_card_called,
                ev.CardPlayed: self.on_card_played, ev.TrickWon: self.on_trick_won,
                ev.HandEnded: self.on_hand_ended,
                ev.GameWon: lambda e: None,  # the game-over panel says it
                DealtUnseen: self.on_dealt_unseen, CardsSwapped: self.on_cards_swapped,
                CardsKnown: self.on_cards_known,
            }
        return self._handlers

    # ------------------------------------------------------------ the story
    def story(self) -> str:
        """The beg story told so far, in the language shown now."""
        return self.scene.story_text(self.decisions, self.redeals)

    def _tell(self, story: str) -> None:
        """What was begged, given or run this hand, kept on the scoreboard."""
        scene = self.scene

        def step() -> int:
            scene.scoreboard.update_state(story=story)
            return 0
        scene.enqueue(step)

    def _decided(self, seat: int, do: str) -> None:
        """A stand, beg, give or run: said in a bubble, and kept in the story."""
        self.decisions.append((seat, do))
        self._tell(self.story())

        def step() -> int:
            self._acted(seat)
            return 0
        self.scene.enqueue(step)

    def _say_lasting(self, seat: int, text: Words, hold: Duration) -> None:
        """What was said of the beg stays in view until the first card is
        played: a beg and its answer are over in a second, and they decide
        the hand."""
        scene = self.scene

        def step() -> int:
            scene.say(seat, text, "bubble", False, lasting=True)
            return scene.ms(hold)
        scene.enqueue(step)

    def _acted(self, seat: int) -> None:
        """``seat`` has acted: it is no longer the one asked (its thinking dots
        stop), until the table marks whoever is asked next."""
        scene = self.scene
        if scene.turn == seat:
            scene.turn = -1
            scene.plates[seat].set_thinking(False)
            scene.show_plates()

    # ------------------------------------------------------------ positions
    def _lay_out_from_scratch(self, score: tuple[int, int], number: int) -> None:
        scene = self.scene
        scene.reset()
        scene.cards_out = True
        scene.gather()
        scene.scoreboard.update_state(scores=score, hand_number=number)

    def _laid_out(self) -> None:
        scene = self.scene
        scene.show_plates()
        scene.scoreboard.update_state(story=self.story())
        scene.place_all()

    def show_position(self, hand: HandState | None, viewer_sees: bool,
                      score: tuple[int, int], number: int, last_trick: bool = False) -> None:
        """See ``TableScene.show_position``."""
        scene, piles = self.scene, self.scene.piles
        self._lay_out_from_scratch(score, number)
        if hand is None:  # no hand dealt (yet): an empty table, nobody dealing or on turn
            scene.dealer = -1
            scene.turn = -1
            scene.face_up_seats = set()
            self.decisions, self.redeals = [], 0
            scene.scoreboard.update_state(trump=-1, story="", card_points=None)
            scene.show_plates()
            for plate in scene.plates:
                plate.set_thinking(False)
            scene.place_all()
            return
        scene.dealer = hand.dealer
        scene.trump = hand.trump if hand.trump >= 0 else SUIT_OF[hand.kicks[-1]]
        scene.scoreboard.update_state(trump=scene.trump)
        from ...engine.position import deal_kicks

        piles.kicks.cards = list(deal_kicks(hand.view_for(scene.human)))
        # hidden hands in the order dealt, as play shows them: sorted, an exposed
        # card's place among the backs would tell the rest of its hand
        dealt = {c: i for i, c in enumerate(hand.deck)}
        for pile, mask in zip(piles.hands, hand.hands, strict=True):
            pile.cards = sorted(cards_of(mask), key=lambda c: dealt.get(c, 52))
        piles.trick.plays = list(hand.trick)
        tricks = list(hand.tricks)
        if last_trick and not piles.trick and tricks:
            done, _ = tricks.pop()
            piles.trick.plays = list(done)
        for cards, winner in tricks:
            piles.won[winner & 1].cards += [c for _, c in cards]
        used = set(piles.kicks) | {c for h in piles.hands for c in h}
        used |= set(piles.trick.cards) | set(piles.won[0]) | set(piles.won[1])
        piles.pack.cards = [c for c in range(52) if c not in used]
        scene.face_up_seats = {scene.human} if viewer_sees else set()
        for mask in hand.exposed:
            for c in cards_of(mask):
                scene.cards[c].exposed = True
        if last_trick and not hand.trick and hand.tricks:
            cards, winner = hand.tricks[-1]
            scene.cards[next(c for s, c in cards if s == winner)].winner_mark = True
        scene.turn = -1 if hand.over else hand.turn
        self.decisions = decisions_of(hand)
        self.redeals = len(hand.decks) - 1
        self._laid_out()

    def show_arrangement(self, arr: Arrangement, score: tuple[int, int], number: int) -> None:
        """See ``TableScene.show_arrangement``."""
        scene, piles = self.scene, self.scene.piles
        self._lay_out_from_scratch(score, number)
        scene.dealer = arr.dealer
        scene.trump = arr.trump
        scene.scoreboard.update_state(trump=scene.trump)
        piles.kicks.cards = list(arr.kicks)
        for pile, cards in zip(piles.hands, arr.hands, strict=True):
            pile.cards = list(cards)
        piles.trick.plays = list(arr.trick)
        for won, cards in zip(piles.won, arr.won, strict=True):
            won.cards = list(cards)
        piles.pack.cards = list(arr.pack)
        scene.face_up_seats = set(arr.face_up_seats)
        scene.stand_ins = set(arr.stand_ins)
        for c in arr.exposed:
            scene.cards[c].exposed = True
        scene.turn = arr.turn
        self.decisions = list(arr.decisions)
        self.redeals = arr.redeals
        self._laid_out()

    # -------------------------------------------------------------- events
    def on_cards_cut(self, e: ev.CardsCut) -> None:
        scene, piles = self.scene, self.scene.piles
        self.decisions, self.redeals = [], 0  # a new game: nothing begged in it yet

        def step() -> int:
            scene.gather()  # a new game: every card back in one pack
            scene.dealer = -1
            scene.turn = -1
            scene.scoreboard.update_state(trump=-1, story="")
            scene.drop_lasting()
            scene.show_plates()
            scene.place_all()
            piles.pack.take([c for _, c in e.cuts])
            for seat, c in e.cuts:
                piles.cut.show(seat, c)
            return 0
        scene.enqueue(step)
        scene.pause("after_cut")

    def on_dealer_chosen(self, e: ev.DealerChosen) -> None:
        self.scene.bubble(e.seat, lambda: QCoreApplication.translate("Table", "I deal first"),
                          hold="after_saying_dealer")

    def on_deal_method_chosen(self, e: ev.DealMethodChosen) -> None:
        def text() -> str:
            method = DEALING_IN.get(e.method)
            if method is not None:
                return QCoreApplication.translate("Table", method)
            # a method this version does not know: its own word
            return QCoreApplication.translate("Table", "Dealing in {method}").format(
                method=e.method)
        self.scene.bubble(e.seat, text, hold="after_saying_method")

    def on_hand_started(self, e: ev.HandStarted) -> None:
        scene = self.scene
        self.decisions = []
        self.redeals = 0
        self._tell("")

        def step() -> int:
            scene.drop_lasting()
            scene.dealer = e.dealer
            scene.turn = -1
            scene.gather()
            shown = scene.scoreboard.card_points is not None  # a new hand: nothing won yet
            scene.scoreboard.update_state(scores=e.score, trump=-1, hand_number=e.number,
                                          card_points=(0, 0) if shown else None)
            scene.show_plates()
            scene.piles.pack.gather("gather")
            return 0
        scene.enqueue(step)

    def on_redealt(self, e: ev.Redealt) -> None:
        scene = self.scene
        self.redeals += 1
        self._tell(self.story())
        scene.bubble(e.dealer, lambda: QCoreApplication.translate(
            "Table", "Pack ran out: new deal"), hold="after_saying_redeal")

        def step() -> int:
            scene.gather()
            scene.piles.pack.gather("gather")
            return 0
        scene.enqueue(step)

    def on_pack_out(self, e: ev.PackOut) -> None:
        # pack_out="kicks": each card left follows as a KickTurned
        self.scene.bubble(e.dealer, lambda: QCoreApplication.translate(
            "Table", "Pack ran out: turning the rest as kicks"), hold="after_saying_redeal")

    def on_cards_dealt(self, e: ev.CardsDealt) -> None:
        self._deal(e.seat, e.cards)

    def on_dealt_unseen(self, e: DealtUnseen) -> None:
        self._deal(e.seat, e.cards, stand_ins=True)

    def _deal(self, seat: int, cards: Sequence[int], stand_ins: bool = False) -> None:
        """A packet from the pack to ``seat`` (``stand_ins``: cards drawn for ones
        this window may not know)."""
        scene = self.scene

        def step() -> int:
            if stand_ins:
                scene.stand_ins.update(cards)
            hand = scene.piles.hands[seat]
            scene.piles.pack.take(cards)
            hand.add(cards)
            hand.place("deal_one" if len(cards) == 1 else "deal_three")
            return 0
        scene.enqueue(step)

    def on_cards_swapped(self, e: CardsSwapped) -> None:
        """Two face-down items trade places: a card comes out of hiding where
        its stand-in lay, and the stand-in takes the card's old place."""
        scene = self.scene

        def step() -> int:
            if not scene.piles.swap(e.a, e.b):
                log.error("cannot swap cards %d and %d: not both in the pack or a hand",
                          e.a, e.b)
                return 0
            a_in, b_in = e.a in scene.stand_ins, e.b in scene.stand_ins
            scene.stand_ins.discard(e.a)
            scene.stand_ins.discard(e.b)
            if a_in:
                scene.stand_ins.add(e.b)
            if b_in:
                scene.stand_ins.add(e.a)
            item_a, item_b = scene.cards[e.a], scene.cards[e.b]
            where = [(item.pos(), item.rotation(), item.face_up, item.zValue(),
                      item.isVisible()) for item in (item_a, item_b)]
            mine = scene.piles.hands[scene.human].cards if 0 <= scene.human < scene.n else []
            for item, (pos, rotation, up, z, visible) in zip((item_b, item_a), where,
                                                              strict=True):
                if up:
                    log.error("card %d was face up where a stand-in lay", item.card)
                item.animate(pos, rotation, False, z, 0)
                item.setVisible(visible)
                item.legal = item.dimmed = item.focused = False
                item.clickable = item.card in mine or item.exposed
            return 0
        scene.enqueue(step)

    def on_cards_known(self, e: CardsKnown) -> None:
        scene = self.scene

        def step() -> int:
            scene.stand_ins.difference_update(e.cards)
            return 0
        scene.enqueue(step)

    def on_kick_turned(self, e: ev.KickTurned) -> None:
        scene = self.scene

        def step() -> int:
            scene.stand_ins.discard(e.card)
            scene.piles.pack.take([e.card])
            scene.trump = SUIT_OF[e.card]
            scene.scoreboard.update_state(trump=scene.trump)
            scene.piles.kicks.turn(e.card)
            return 0
        scene.enqueue(step)
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

    def on_point_scored(self, e: ev.PointScored) -> None:
        scene = self.scene

        def step() -> int:
            scene.scoreboard.update_state(scores=e.score)
            return 0
        scene.bubble(None, lambda: point_words(e.category, scene.scoreboard.team_label(e.team),
                                               e.points),
                     duration="point_bubble", big=True, hold="after_point")
        scene.enqueue(step)

    def on_stood(self, e: ev.Stood) -> None:
        self._decided(e.seat, "stand")
        self._say_lasting(e.seat, lambda: QCoreApplication.translate("Table", "I stand"),
                          "after_saying_stand")

    def on_begged(self, e: ev.Begged) -> None:
        self._decided(e.seat, "beg")
        self._say_lasting(e.seat, lambda: QCoreApplication.translate("Table", "I beg"),
                          "after_saying_beg")

    def on_gave_one(self, e: ev.GaveOne) -> None:
        self._decided(e.seat, "give")
        self._say_lasting(e.seat, lambda: QCoreApplication.translate(
            "Table", "Take one", "the dealer's answer to a beg"), "after_saying_give")

    def on_pack_run(self, e: ev.PackRun) -> None:
        self._decided(e.seat, "run")

        def text() -> str:
            if e.repeat:
                return QCoreApplication.translate("Table", "Same suit: again!")
            return QCoreApplication.translate("Table", "I'll run the pack")
        self._say_lasting(e.seat, text, "after_saying_run")

    def on_play_started(self, e: ev.PlayStarted) -> None:
        scene = self.scene

        def step() -> int:
            scene.trump = e.trump
            scene.scoreboard.update_state(trump=e.trump)
            return 0
        scene.enqueue(step)
        scene.bubble(None, lambda: QCoreApplication.translate("Table", TRUMPS_ARE[e.trump]),
                     duration="trumps_bubble", hold="after_trumps")

    def on_card_exposed(self, e: ev.CardExposed) -> None:
        scene = self.scene

        def step() -> int:
            scene.stand_ins.discard(e.card)
            scene.cards[e.card].exposed = True
            scene.piles.hands[e.seat].place("expose")
            return 0
        scene.bubble(e.seat, lambda: QCoreApplication.translate(
            "Table", "Exposed {card}").format(card=card_label(e.card)))
        scene.enqueue(step)

    def on_card_called(self, e: ev.CardCalled) -> None:
        scene = self.scene
        scene.bubble(e.caller, lambda: QCoreApplication.translate(
            "Table", "Play the {card}!").format(card=card_label(e.card)),
            hold="after_saying_call")
        if e.owner == scene.human:
            def step() -> int:
                # it stays over your hand until the called card is played
                notice = scene.say(scene.human, lambda: QCoreApplication.translate(
                    "Table", "{name} called your {card}: play it").format(
                        name=scene.plates[e.caller].name, card=card_label(e.card)),
                    "called", False)
                self.called = (e.card, notice)
                return 0
            scene.enqueue(step)

    def on_card_played(self, e: ev.CardPlayed) -> None:
        scene = self.scene

        def step() -> int:
            scene.drop_lasting()  # the beg is history once the first card is down
            self._acted(e.seat)
            scene.stand_ins.discard(e.card)
            hand = scene.piles.hands[e.seat]
            hand.remove(e.card)
            item = scene.cards[e.card]
            item.legal = item.dimmed = item.focused = item.exposed = item.clickable = False
            if self.called is not None and self.called[0] == e.card:
                scene.drop_bubble(self.called[1])
                self.called = None
            scene.piles.trick.play(e.seat, e.card)
            hand.place("close_hand")
            return 0
        scene.enqueue(step)

    def on_trick_won(self, e: ev.TrickWon) -> None:
        scene = self.scene
        winning = next(c for s, c in e.cards if s == e.winner)

        def mark() -> int:
            scene.cards[winning].winner_mark = True  # the card that took the trick, outlined
            scene.cards[winning].update()
            scene.sweep_next = step  # held to be read, unless a click or key sweeps it first
            return scene.ms("show_winner")

        def step() -> int:
            scene.sweep_next = None
            scene.cards[winning].winner_mark = False
            scene.cards[winning].update()
            trick = scene.piles.trick
            scene.piles.won[e.winner & 1].sweep(trick.cards)
            trick.clear()
            return 0
        scene.enqueue(mark)  # at Instant it runs at once: ``step`` must be defined by then
        scene.enqueue(step)

    def on_hand_ended(self, e: ev.HandEnded) -> None:
        self.scene.pause("hand_end")

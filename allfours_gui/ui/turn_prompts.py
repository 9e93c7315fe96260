"""The person's turn: prompts, card clicks and keys, hints and the status
line's explanations (docs/design.md §11).

Whoever is asked is marked on the table; the person's own decisions come as
a prompt (a panel of buttons) or raised cards, answered by mouse or keys."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from ..engine.actions import Decision
from ..engine.cards import SUIT_OF
from ..engine.public import Phase
from ..engine.reasons import Reason
from .table.overlays import NEXT_KEYS, PREVIOUS_KEYS, Panel, team_name
from .table.table_scene import card_label
from .wording import card_name, card_words, people, refusal, said, suit_word

if TYPE_CHECKING:
    from ..engine.actions import Action
    from ..engine.view import PlayerView
    from ..session.table_session import TableSession
    from .ports import CurrentGame, Services, TableShell
    from .table.table_scene import TableScene

PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# the cards of your hand from the left: 1-9, then 0, - and = (twelve after running the pack)
MOVE_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
CARD_KEYS: dict[int, int] = {**{Qt.Key.Key_1 + i: i for i in range(9)},
                             Qt.Key.Key_0: 9, Qt.Key.Key_Minus: 10, Qt.Key.Key_Equal: 11}


class TurnPrompts:
    """Who is asked, the person's prompts and answers (mouse and keys), and hints."""

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 panels: Callable[[], Sequence[Panel | None]],
                 enable_hint: Callable[[bool], None]) -> None:
        """``panels``: every panel of the window's rooms (the keys press the one up);
        ``enable_hint``: the Hint action on or off."""
        self.shell, self.game, self.services = shell, game, services
        self.panels, self.enable_hint = panels, enable_hint
        self.focus_card: int = -1  # the card of your hand the arrows reached, playable or not
        self.looking: bool = False  # the keys are on the hand while a question waits
        self.face_down_note: str = ""  # why the person's cards are face down, while they are
        self.asked: int = -1  # the seat asked last (its thinking dots do not make it news)
        self.trick_by_hover: bool = False  # the last trick shows while the pointer is on a pile
        self.asked_kind: str = ""  # what the seat asked last is deciding
        self.face_down_seats: list[int] | None = None  # the seats the note was said for
        self.prompt_up: tuple[str, PlayerView | None] | None = None  # the person's question
        self.leaving: int = -1  # the card being played by a click or key, while it is answered
        game.installed.connect(self._follow)
        shell.scene_changed.connect(self._watch)
        self._watch(shell.scene)

    def _follow(self, c: TableSession) -> None:
        """A session on the table: its turns, the person's questions and its news."""
        c.visible_seats.connect(self.say_why_face_down)
        c.human.prompt.connect(self.on_prompt)
        c.human.closed.connect(self.on_prompt_closed)
        c.turn_changed.connect(self.on_turn)
        c.message.connect(self.explain)
        c.seat_failed.connect(self.on_seat_failed)
        c.hint_ready.connect(self.on_hint)

    def _watch(self, scene: TableScene) -> None:
        scene.card_clicked.connect(self.on_card_clicked)
        scene.won_pile_hovered.connect(self.won_pile_hovered)

    def retranslate(self) -> None:
        """The language changed: the question up now asked again in it, and
        the turn and the status line's note said again."""
        c = self.game.session
        if self.asked >= 0:
            self._name_turn(self.asked, self.asked_kind)
        if self.face_down_seats is not None and self.face_down_note \
                and self.shell.status_label.text() == self.face_down_note:
            self.say_why_face_down(self.face_down_seats)
        if self.prompt_up is not None and c is not None and c.human.pending is not None:
            kind, view = self.prompt_up
            self.on_prompt(kind, view)  # the keyboard stays on its card

    def on_turn(self, seat: int, kind: str, thinking: bool) -> None:
        """Whoever is asked is marked on the table and named in the status bar,
        both once the cards before it have landed."""
        if self.shell.transient and seat != self.asked:
            # "wait for your turn: Rhonda…" is stale once someone else is asked
            self.shell.scene.hush(self.shell.scene.human, self.shell.status_label.text())
            self.shell.say("")
        self.asked, self.asked_kind = seat, kind
        self.shell.scene.set_turn(seat, thinking, lambda: self._name_turn(seat, kind))

    def _name_turn(self, seat: int, kind: str) -> None:
        if seat < 0:
            self.shell.turn_label.clear()
            return
        c = self.game.session
        name = self.game.names_shown()[seat]
        if c is not None and seat == c.viewer and kind == Decision.PLAY:
            text = QCoreApplication.translate("Prompts", "Your turn")
        elif c is not None and seat == c.viewer:
            text = QCoreApplication.translate("Prompts", "Your decision")
        elif kind == Decision.METHOD:
            text = QCoreApplication.translate("Prompts", "{name} is choosing how to deal…")
        elif kind == Decision.STAND:
            text = QCoreApplication.translate("Prompts", "{name} is deciding: stand or beg…")
        elif kind == Decision.ANSWER:
            text = QCoreApplication.translate(
                "Prompts", "{name} is deciding: take one or run the pack…")
        else:
            text = QCoreApplication.translate("Prompts", "{name} to play…")
        self.shell.turn_label.setText(text.format(name=name))

    def say_why_face_down(self, seats: list[int]) -> None:
        """A new deal the person may not look at yet: say why, and until when."""
        c = self.game.session
        view = c.view() if c is not None else None
        self.face_down_seats = list(seats)
        if c is not None and c.viewer in seats:
            if self.face_down_note and self.shell.status_label.text() == self.face_down_note:
                self.shell.say("")  # they are up now: the note is no longer true
            return
        if c is None or view is None or view.phase not in (Phase.STAND, Phase.ANSWER):
            return
        names = self.game.names_shown()
        self.face_down_note = QCoreApplication.translate(
            "Prompts", "Your cards stay face down until the beg is settled: only {first} (first "
            "hand) and {dealer} (the dealer) look at theirs before then.").format(
            first=names[view.first], dealer=names[view.dealer])
        self.shell.say(self.face_down_note)

    def on_prompt_closed(self) -> None:
        """The person's question is settled (answered, taken back, new game)."""
        self.prompt_up = None
        self.hint_allowed(False)
        self.shell.decision.hide()
        self.shell.scene.set_choices([], leaving=self.leaving)
        self.shell.say("")  # the "your turn" line no longer applies
        self.shell.turn_label.clear()

    def on_seat_failed(self, seat: int, text: str) -> None:
        name = self.game.names_shown()[seat]
        self.shell.say(QCoreApplication.translate(
            "Prompts", "{name}'s computer player failed ({problem}); a safe move was played for "
            "{name} and the game goes on.").format(name=name, problem=text))
        self.shell.scene.say_now(seat, lambda: QCoreApplication.translate("Prompts", "Oops!"))

    def on_prompt(self, kind: str, view: PlayerView | None) -> None:
        c = self.game.session
        assert c is not None
        self.prompt_up = (kind, view)
        self.looking = False  # a new question takes the keyboard
        self.hint_allowed(True)
        self.shell.view.setFocus()  # keys go to the table, whatever was clicked before
        if kind == Decision.METHOD:
            self._ask_method()
        elif kind == Decision.STAND and view is not None:
            self._ask_stand(view)
        elif kind == Decision.ANSWER and view is not None:
            self._ask_answer(view)
        elif kind == Decision.PLAY and view is not None:
            legal = {a.card for a in view.legal}
            playable = [x for x in self.shell.scene.hands[self.shell.scene.human] if x in legal]
            if self.focus_card not in playable and playable:
                self.focus_card = playable[0]  # the ring starts on a card you may play
            self._show_choices(view)
            if view.called >= 0 and view.hand >> view.called & 1:
                self.shell.say(QCoreApplication.translate(
                    "Prompts", "Your {card} has been called: you must play it now.").format(
                    card=card_label(view.called)))
            else:
                self.shell.say(QCoreApplication.translate(
                    "Prompts", "Your turn: click a raised card, or press its number key (or the "
                    "arrows and Enter)."),
                    spoken=QCoreApplication.translate("Prompts", "Your turn"))

    def _ask_method(self) -> None:
        c = self.game.session
        assert c is not None
        choices = [("ones", QCoreApplication.translate("Prompts", "&One at a time"),
                    QCoreApplication.translate("Prompts", "Six rounds of one card each")),
                   ("threes", QCoreApplication.translate("Prompts", "In &threes"),
                    QCoreApplication.translate("Prompts", "Two rounds of three cards each"))]
        self.shell.decision.ask(QCoreApplication.translate(
            "Prompts", "You deal first. How will you deal, all game long?"),
            choices, c.human_method, anchor="top")  # clear of the cut cards
        self.shell.say(QCoreApplication.translate(
            "Prompts", "You cut the highest card: you deal first."))

    def _ask_stand(self, view: PlayerView) -> None:
        c = self.game.session
        assert c is not None
        kick = view.kicks[-1]
        options = [a.do for a in view.legal]
        if "stand" in options:
            prompt = QCoreApplication.translate(
                "Prompts", "The kick is {card}. Stand with {suit} as trumps, or beg?")
        else:  # a house rule: standing needs a trump
            prompt = QCoreApplication.translate(
                "Prompts", "The kick is {card}. You hold no {suit}, so you may not stand: you "
                "must beg.")
        dealer = self.game.names_shown()[view.dealer]
        choices = [("stand", QCoreApplication.translate("Prompts", "&Stand"),
                    QCoreApplication.translate("Prompts", "Play with this trump")),
                   ("beg", QCoreApplication.translate("Prompts", "I &beg"),
                    QCoreApplication.translate(
                        "Prompts", 'Ask {dealer} to say "take one" or run the pack').format(
                        dealer=dealer))]
        self.shell.decision.ask(prompt.format(card=card_name(kick), suit=suit_word(SUIT_OF[kick])),
                            [ch for ch in choices if ch[0] in options], c.human_decision)

    def _ask_answer(self, view: PlayerView) -> None:
        c = self.game.session
        assert c is not None
        names = self.game.names_shown()
        options = [a.do for a in view.legal]
        team = team_name(view.first & 1, names, self.game.config.rules.players)
        suit = suit_word(SUIT_OF[view.kicks[-1]])
        choices = [("give", QCoreApplication.translate("Prompts", "&Take one"),
                    QCoreApplication.translate(
                        "Prompts", "One point to {side}; {suit} stay trumps").format(
                        side=team, suit=suit)),
                   ("run", QCoreApplication.translate("Prompts", "&Run the pack"),
                    QCoreApplication.translate("Prompts", "Three more cards each and a new kick"))]
        prompt = QCoreApplication.translate(
            "Prompts", '{name} begs. Say "Take one" (one point to {side}; {suit} stay trumps), '
            "or run the pack?").format(name=names[view.first], side=team, suit=suit)
        if "give" not in options:  # why, in the engine's reason: brink or a house rule
            why = refusal(Reason(view.give_bar or "give_barred", view.seat),
                          people(names[:self.game.config.rules.players], c.viewer))
            prompt = QCoreApplication.translate(
                "Prompts", "{name} begs. {why}",
                'why: a whole sentence, why you may not say "take one"').format(
                name=names[view.first], why=why)
        self.shell.decision.ask(prompt, [ch for ch in choices if ch[0] in options],
                            c.human_decision)

    def _show_choices(self, view: PlayerView) -> None:
        legal = [a.card for a in view.legal if a.card is not None]
        scene = self.shell.scene
        scene.set_choices(legal, self.focus_card if self.focus_card in scene.hands[scene.human]
                          else -1)

    def on_card_clicked(self, card: int) -> None:
        self.hide_last_trick()
        if self.game.session is not None:
            # a card played now closes the prompt within this call: it stays
            # raised and goes from there to the trick
            self.leaving = card
            try:
                self.game.session.human_card(card)
            finally:
                self.leaving = -1

    def show_last_trick(self, by_hover: bool = False) -> bool:
        """Show the last trick won in this hand, face up, until the next key,
        click or trick (or the pointer leaves the won pile)."""
        c = self.game.session
        hand = c.view() if c is not None else None
        if hand is None or not hand.tricks:
            if not by_hover:
                self.shell.say(QCoreApplication.translate(
                    "Prompts", "No trick has been won yet in this hand."))
            return False
        trick, winner = hand.tricks[-1]
        if c is not None and winner == c.viewer:
            title = QCoreApplication.translate("Prompts", "Trick {number}: You took it")
        else:
            title = QCoreApplication.translate("Prompts", "Trick {number}: {name} took it")
        title = title.format(number=len(hand.tricks),
                             name=self.game.names_shown()[winner])
        self.shell.scene.show_last_trick(title, trick, winner)
        self.trick_by_hover = by_hover
        if not by_hover:  # asked for: read it out, who played what in the order played
            names = self.game.names_shown()
            cards = "; ".join(QCoreApplication.translate("Prompts", "{name}, {card}").format(
                name=names[seat], card=card_words(card)) for seat, card in trick)
            self.shell.narrator.tell(f"{title}. {cards}")
        return True

    def toggle_last_trick(self) -> None:
        """L, or the toolbar's Last Trick: shown if it is not, put away if it is."""
        if self.shell.scene.last_trick_view.isVisible():
            self.hide_last_trick()
        else:
            self.show_last_trick()

    def hide_last_trick(self) -> None:
        self.trick_by_hover = False
        self.shell.scene.hide_last_trick()

    def won_pile_hovered(self, on: bool) -> None:
        if on:
            self.show_last_trick(by_hover=True)
        elif self.trick_by_hover:
            self.hide_last_trick()

    def key(self, key: int) -> None:
        if self.shell.scene.last_trick_view.isVisible() and key != Qt.Key.Key_L:
            self.hide_last_trick()  # looked at: any key puts it away
            if key == Qt.Key.Key_Escape:
                return
        if key == Qt.Key.Key_F6:  # between the question and your hand, both ways
            if not self.leave_panel():
                self.back_to_panel()
            return
        if key == Qt.Key.Key_Escape:
            if not self.leave_panel() and self.shell.transient:
                self.shell.say("")  # an explanation read and dismissed
            return
        if self._looking() and self._looking_key(key):
            return
        if self._panel_key(key):
            return
        self._hand_key(key)

    # ------------------------------------------------------- the hand by keys
    def _waiting_panel(self) -> Panel | None:
        """The question or summary up now, waiting for an answer."""
        for panel in (self.shell.decision, self.shell.summary):
            if panel.isVisible() and panel.current() is not None:
                return panel
        return None

    def _looking(self) -> bool:
        """The person left the question for the hand (Escape or F6), and is there still."""
        panel = self._waiting_panel()
        if panel is None or panel.holds_keyboard():
            self.looking = False
        return self.looking

    def leave_panel(self) -> bool:
        """Escape or F6 at a question: the keyboard goes to the table without
        deciding, so the hand can be heard first; Tab or F6 goes back."""
        panel = self._waiting_panel()
        if panel is None or not panel.holds_keyboard():
            return False
        self.looking = True
        self.shell.view.setFocus(Qt.FocusReason.OtherFocusReason)
        hand = self.shell.scene.hands[self.shell.scene.human]
        if self.focus_card not in hand and hand:
            self.focus_card = hand[0]
        self._ring(hand)
        back = QCoreApplication.translate("Prompts", "Tab goes back to the question.") \
            if panel is self.shell.decision else \
            QCoreApplication.translate("Prompts", "Tab goes back to the summary.")
        self.shell.narrator.tell(back)
        return True

    def back_to_panel(self) -> None:
        panel = self._waiting_panel()
        if panel is not None:
            self.looking = False
            panel.take_focus()

    def _looking_key(self, key: int) -> bool:
        """The keys on the hand while a question waits: the arrows and numbers
        move over the cards, Enter says what is waiting; letters still answer."""
        hand = self.shell.scene.hands[self.shell.scene.human]
        if key in MOVE_KEYS or key in CARD_KEYS:
            self._move_ring(key, hand)
            return True
        if key in PRESS_KEYS:
            self.shell.say(QCoreApplication.translate(
                "Prompts", "First answer the question: Tab goes back to it."))
            return True
        return False

    def _hand_key(self, key: int) -> None:
        """The arrows reach every card of your hand, playable or not; Enter or a
        number plays one on your turn (a card you may not play is explained)."""
        c = self.game.session
        scene = self.shell.scene
        hand = scene.hands[scene.human] if 0 <= scene.human < scene.n else []
        if c is None or scene.review or not hand:
            return
        playing = c.waiting_for_human == Decision.PLAY and c.view() is not None
        if key in MOVE_KEYS:
            self._move_ring(key, hand)
        elif key in PRESS_KEYS and playing:
            if self.focus_card not in hand:
                self._move_ring(Qt.Key.Key_Home, hand)
            else:
                self.on_card_clicked(self.focus_card)
        elif key in PRESS_KEYS and self.shell.turn_label.text():
            self.shell.say(self.shell.turn_label.text())  # why nothing is played: who is asked
        elif key in CARD_KEYS and CARD_KEYS[key] < len(hand):
            if playing:
                self.on_card_clicked(hand[CARD_KEYS[key]])
            else:
                self._move_ring(key, hand)

    def _move_ring(self, key: int, hand: list[int]) -> None:
        n = len(hand)
        if not n:
            return
        at = hand.index(self.focus_card) if self.focus_card in hand else -1
        if key in CARD_KEYS:
            at = min(CARD_KEYS[key], n - 1)
        elif key == Qt.Key.Key_Home or (at < 0 and key != Qt.Key.Key_End):
            at = 0
        elif key == Qt.Key.Key_End or at < 0:
            at = n - 1
        else:  # round and round, as the prompt's buttons go
            at = (at + (-1 if key == Qt.Key.Key_Left else 1)) % n
        self.focus_card = hand[at]
        self._ring(hand)

    def _ring(self, hand: list[int]) -> None:
        """The focus ring (and a screen reader's focus) on ``focus_card``."""
        c = self.game.session
        view = c.view() if c is not None else None
        if c is not None and view is not None and c.waiting_for_human == Decision.PLAY:
            self._show_choices(view)
        else:
            self.shell.scene.set_choices([], self.focus_card if self.focus_card in hand else -1)

    def _panels(self) -> list[Panel]:
        """The panels up now, the one holding the keyboard first, then in the
        order they are answered (a notice before the question under it)."""
        up = [p for p in self.panels() if p is not None and p.isVisible()]
        return sorted(up, key=lambda p: (not p.holds_keyboard(), not p.answered_first))

    def _panel_key(self, key: int) -> bool:
        """Enter or Space press a panel's current button, the arrows and Tab
        move among its buttons, a number or underlined letter presses one."""
        c = self.game.session
        playing = c is not None and c.waiting_for_human == Decision.PLAY
        for panel in self._panels():
            if key in PRESS_KEYS and panel.press_default():
                return True
            if playing and not panel.holds_keyboard():
                continue  # the arrows and numbers choose a card (a notice is up)
            if key in NEXT_KEYS + PREVIOUS_KEYS and panel.move_focus(
                    1 if key in NEXT_KEYS else -1):
                return True
            if panel.press_key(key):
                return True
        return False

    def ask_hint(self) -> None:
        c = self.game.session
        if c is None or self.services.autoplay or not c.allows.hints:
            return
        if c.human.pending is None:  # the action is disabled then; a stray shortcut
            self.shell.say(QCoreApplication.translate(
                "Prompts", "There is no decision of yours to hint at just now."))
            return
        self.shell.say(QCoreApplication.translate("Prompts", "Thinking about a hint…"))
        c.request_hint()

    def hint_allowed(self, on: bool) -> None:
        """Hint is there exactly while the person has a decision to make (in the
        lesson the coach points instead; in practice the choice is the exercise)."""
        c = self.game.session
        allowed = c is None or c.allows.hints
        self.enable_hint(on and not self.services.autoplay and allowed)

    def on_hint(self, text: str, action: Action | str | None) -> None:
        """Say the hint, and point at the card or button it suggests."""
        self.shell.say(text)
        self.point_at(action)

    def point_at(self, action: Action | str | None) -> None:
        """Mark the card or button to choose (a hint's, a lesson step's): the card
        carries the focus ring, the button is marked and focused, so Enter takes it."""
        c = self.game.session
        if isinstance(action, str):  # the dealing method
            if self.shell.decision.isVisible():
                self.shell.decision.highlight(action)
            return
        view = c.view() if c is not None else None
        if action is None or c is None or view is None:
            return
        if action.do == "play" and c.waiting_for_human == Decision.PLAY:
            legal = [a.card for a in view.legal]
            playable = [x for x in self.shell.scene.hands[self.shell.scene.human] if x in legal]
            if action.card in playable:
                self.focus_card = action.card
                self._show_choices(view)  # the suggested card carries the focus ring
        elif self.shell.decision.isVisible():
            self.shell.decision.highlight(action.do)

    def explain(self, message: Reason | str) -> None:
        """Why a click did nothing: said on the table and in the status line."""
        c = self.game.session
        # the person's view: "follow suit or trump" only where a trump may be played
        text = said(message, c.config.names, c.viewer, c.view()) if c is not None \
            else str(message)
        self.shell.say(text)
        self.shell.transient = True
        self.shell.scene.say_now(self.shell.scene.human, text, "explain")

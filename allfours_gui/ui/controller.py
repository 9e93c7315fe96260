"""The game controller: owns the engine, asks each seat for its decision.

A person's seat waits for a click; a computer seat thinks in a worker thread
(the event loop never waits on it). Every engine event goes to the scene,
and the controller moves on only when the scene reports it is idle, so the
next decision is never asked for while cards are still flying.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QLockFile, QObject, Signal

from ..engine import Action, HandState, IllegalAction, Rules
from ..engine.cards import card_name
from ..engine.events import Event, HandStarted, Redealt
from ..engine.game import BETWEEN, HAND, METHOD, OVER, Game
from ..engine.summary import summarize
from ..engine.view import PlayerView
from ..history.store import GameRow, HistoryStore
from .game_config import GameConfig


class Player(Protocol):
    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action: ...
    def choose_method(self, seat: int, rules: Rules) -> str: ...
    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None: ...


PlayerFactory = Callable[[str, int], Player]


def default_player_factory(level: str, seed: int) -> Player:
    from ..ai import make_player  # imported late: the AI is not needed to draw the table

    # the table caps a search at a second of thinking, whatever its rollout budget
    player: Player = make_player(level, seed, seconds=1.0)
    return player


def claim_game(store: HistoryStore, game_id: int) -> QLockFile | None:
    """Hold a game for this window, so a second window never resumes it too.
    None if another running instance holds it."""
    lock = QLockFile(str(store.directory / f"game-{game_id}.lock"))
    lock.setStaleLockTime(0)  # a lock left by a killed process is taken over
    return lock if lock.tryLock(0) else None


def game_is_free(store: HistoryStore, game_id: int) -> bool:
    lock = claim_game(store, game_id)
    if lock is None:
        return False
    lock.unlock()
    return True


class _Bridge(QObject):
    """Carries a worker thread's answer back to the GUI thread (queued signal)."""

    done = Signal(int, object)
    hint = Signal(object)


class GameController(QObject):
    events = Signal(list)  # engine events, in order, for the scene
    visible_seats = Signal(list)  # hands the viewer may see face up
    human_prompt = Signal(str, object)  # "method" | "stand" | "answer" | "play", view
    thinking = Signal(int, bool)  # seat, on/off
    message = Signal(str)  # plain-words explanation (illegal click, etc.)
    hand_finished = Signal(object)  # HandSummary
    game_finished = Signal(object)  # HandSummary of the last hand
    hint_ready = Signal(str)
    restored = Signal()  # the position changed without events (undo): redraw it whole

    def __init__(self, config: GameConfig, player_factory: PlayerFactory | None = None,
                 think_ms: int = 450, parent: QObject | None = None, *,
                 store: HistoryStore | None = None, resume: GameRow | None = None) -> None:
        super().__init__(parent)
        # Painting calls back into Python (item paint methods) and each call
        # must win the GIL from a thinking player; a 1 ms switch interval keeps
        # those waits short, so the table repaints smoothly while a player thinks.
        sys.setswitchinterval(0.001)
        self.config = config
        self.store = store
        self.game_id: int | None = None
        if resume is not None:
            assert store is not None
            self.game = Game.restore(config.rules, resume.first_dealer, resume.deal_method,
                                     [h.record for h in store.hands(resume.id)], config.seed)
            self.game_id = resume.id
        else:
            self.game = Game(config.rules, config.seed, config.decks)
        self._factory = player_factory or default_player_factory
        self._seed = config.seed if config.seed is not None else int(time.time())
        self._players: dict[int, Player] = {}
        self.think_ms = think_ms
        self._bridge = _Bridge()
        self._bridge.done.connect(self._on_thought)
        self._bridge.hint.connect(self._on_hint)
        self._token = 0
        self._cancel: threading.Event | None = None
        self._awaiting_scene = False
        self._prompted: str | None = None
        self._lock: QLockFile | None = None
        self.viewer = next((s for s in range(config.rules.players) if config.is_human(s)), 0)

    def player(self, seat: int) -> Player:
        """The computer player of a seat, made when first needed: the AI
        modules load after the table is on screen, not before."""
        if seat not in self._players:
            self._players[seat] = self._factory(self.config.levels[seat], self._seed * 10 + seat)
        return self._players[seat]

    @property
    def computer_seats(self) -> list[int]:
        return [s for s in range(self.config.rules.players) if not self.config.is_human(s)]

    # ------------------------------------------------------------- lifecycle
    def start(self) -> None:
        if self.store is not None and self.game_id is None:
            self.game_id = self.store.new_game(self.config.rules.to_json(), self.config.names,
                                               self.config.levels)
        if self.store is not None and self.game_id is not None:
            self._lock = claim_game(self.store, self.game_id)
        if self.game.phase == "cut":
            self._show(self.game.cut())
        else:
            self._advance()  # a resumed game: straight to the decision it was waiting for

    def _save(self) -> None:
        """Write the game's state now: each decision is on disk before the next."""
        store, gid, g = self.store, self.game_id, self.game
        if store is None or gid is None:
            return
        if g.dealer >= 0 and g.phase in ("method", "between") and g.hand is None:
            store.set_first_dealer(gid, g.dealer)
            if g.method:
                store.set_deal_method(gid, g.method)
        hand = g.hand
        if hand is not None:
            store.save_hand(gid, g.hand_number, hand.record(),
                            hand.outcome() if hand.over else None)

    def abandon(self) -> None:
        """The person leaves this game for another: it is not offered for resuming."""
        self.stop()
        if self.store is not None and self.game_id is not None and self.game.phase != "over":
            self.store.abandon(self.game_id)

    def _cancel_thinking(self) -> None:
        """Void a computer's thinking in progress: its answer will be ignored."""
        self._token += 1
        if self._cancel is not None:
            self._cancel.set()

    def stop(self) -> None:
        """Leave the game (new game, window closing): cancel, release its lock."""
        self._cancel_thinking()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def scene_idle(self) -> None:
        if self._awaiting_scene:
            self._awaiting_scene = False
            self._advance()

    def _show(self, events: Sequence[Event]) -> None:
        self._save()
        self._awaiting_scene = True
        hand = self.game.hand
        seen = ([self.viewer] if hand is not None and hand.view_for(self.viewer).hand_visible
                else [])
        # Within a hand the person's cards only ever turn face up (when the beg
        # is settled); a new deal is dealt face up or down as they may look.
        if any(isinstance(e, HandStarted | Redealt) for e in events):
            self.visible_seats.emit(seen)
        self.events.emit(list(events))
        if hand is not None:
            self.visible_seats.emit(seen)

    # ------------------------------------------------------------- the loop
    def _advance(self) -> None:
        g = self.game
        if g.phase == METHOD:
            seat = g.dealer
            if self.config.is_human(seat):
                self._prompt("method", None)
            else:
                method = self.player(seat).choose_method(seat, g.rules)
                self._apply_method(seat, method)
        elif g.phase == HAND:
            self._ask_turn()
        elif g.phase == BETWEEN:
            if g.hand is None:
                self._show(g.deal())
            else:
                self.hand_finished.emit(summarize(g.hand))
        elif g.phase == OVER:
            assert g.hand is not None
            self.game_finished.emit(summarize(g.hand))

    def next_hand(self) -> None:
        if self.game.phase == BETWEEN and not self._awaiting_scene:
            self._show(self.game.deal())

    def _apply_method(self, seat: int, method: str) -> None:
        events = self.game.choose_method(seat, method)
        if self.store is not None and self.game_id is not None:
            self.store.set_first_dealer(self.game_id, seat)
            self.store.set_deal_method(self.game_id, method)
        events += self.game.deal()
        self._show(events)

    def _ask_turn(self) -> None:
        g = self.game
        hand = g.hand
        assert hand is not None
        seat = hand.turn
        if self._computer_calls():
            return
        if self.config.is_human(seat):
            self._prompt(hand.phase, hand.view_for(seat))
            return
        self.thinking.emit(seat, True)
        self._token += 1
        token = self._token
        cancel = threading.Event()
        self._cancel = cancel
        player = self.player(seat)
        view = hand.view_for(seat)
        started = time.monotonic()

        def work() -> None:
            try:
                result: object = player.choose(view, cancel)
            except Exception as e:  # a player's bug must not kill the game silently
                result = e
            # keep a short human pace: a computer that answers at once feels abrupt
            rest = self.think_ms / 1000 - (time.monotonic() - started)
            if rest > 0 and not cancel.is_set():
                time.sleep(rest)
            self._bridge.done.emit(token, result)

        threading.Thread(target=work, name=f"think-seat-{seat}", daemon=True).start()

    def _computer_calls(self) -> bool:
        """Computer opponents of the seat on turn may call its exposed cards."""
        hand = self.game.hand
        assert hand is not None
        for seat in self.computer_seats:
            options = hand.call_options(seat)
            if options:
                choice = self.player(seat).choose_call(hand.view_for(seat), options)
                if choice is not None:
                    self._apply(choice)
                    return True
        return False

    def _on_thought(self, token: int, result: object) -> None:
        if token != self._token:
            return  # stale: a new game started or the seat was cancelled
        hand = self.game.hand
        assert hand is not None
        self.thinking.emit(hand.turn, False)
        if isinstance(result, BaseException):
            raise result
        assert isinstance(result, Action)
        self._apply(result)

    def _apply(self, action: Action) -> None:
        self._prompted = None
        self._show(self.game.apply(action))

    def _prompt(self, kind: str, view: PlayerView | None) -> None:
        self._prompted = kind
        self.human_prompt.emit(kind, view)

    # ------------------------------------------------------- the person acts
    @property
    def waiting_for_human(self) -> str | None:
        return self._prompted

    def human_method(self, method: str) -> None:
        if self._prompted == "method":
            self._prompted = None
            self._apply_method(self.game.dealer, method)

    def human_decision(self, do: str) -> None:
        hand = self.game.hand
        if self._prompted not in ("stand", "answer") or hand is None:
            return
        self._try(Action(hand.turn, do))  # type: ignore[arg-type]

    def human_card(self, card: int) -> None:
        """A click on a card: play it, expose it (strict table), call it, or say why not."""
        hand = self.game.hand
        if hand is None or hand.phase != "play":
            return
        me = self.viewer
        if hand.hands[me] >> card & 1:
            if self._prompted == "play" and hand.turn == me:
                self._try(Action(me, "play", card))
            elif self.config.strict_table and self.config.rules.exposed_penalty:
                self._try(Action(me, "expose", card))
            else:
                self.message.emit(f"Wait for your turn: {self.config.names[hand.turn]} "
                                  "is to play.")
            return
        owner = hand.turn
        if hand.exposed[owner] >> card & 1:
            self._try(Action(me, "call", card))

    def _try(self, action: Action) -> None:
        hand = self.game.hand
        assert hand is not None
        problem = hand.problem(action)
        if problem:
            self.message.emit(self._plain(problem))
            return
        if action.do == "call":
            self._cancel_thinking()  # the call decides the owner's card
            self.thinking.emit(hand.turn, False)
        self._apply(action)

    def _plain(self, problem: str) -> str:
        """Engine reasons say "seat 0"; the person reads names."""
        text = problem
        for seat, name in enumerate(self.config.names):
            who = "You" if seat == self.viewer else name
            text = text.replace(f"seat {seat} holds", f"{who} hold" if seat == self.viewer
                                else f"{who} holds")
            text = text.replace(f"seat {seat}", who)
        return text[:1].upper() + text[1:]

    # ----------------------------------------------------------------- undo
    def undo(self) -> bool:
        """Take back the person's last decision of this hand, and every
        computer reply after it; they vanish from the hand record too."""
        g = self.game
        hand = g.hand
        if hand is None or g.phase != "hand":
            self.message.emit("The hand is over: there is nothing to take back.")
            return False
        mine = [i for i, a in enumerate(hand.actions) if a.seat == self.viewer]
        if not mine:
            self.message.emit("You have made no decision in this hand yet.")
            return False
        self._cancel_thinking()
        self.thinking.emit(hand.turn, False)
        keep = hand.actions[:mine[-1]]
        fresh = HandState(hand.rules, hand.dealer, hand.method, hand.score_before,
                          hand.decks[0], hand.decks[1:], rng=g.rng, number=hand.number)
        fresh.start()
        for a in keep:
            fresh.apply(a)
        g.hand = fresh
        g.score = list(fresh.score)
        self._prompted = None
        self._save()
        self.restored.emit()
        self._awaiting_scene = False
        self._advance()
        return True

    # ---------------------------------------------------------------- hints
    def request_hint(self, level: str = "expert") -> None:
        hand = self.game.hand
        if hand is None or self._prompted not in ("stand", "answer", "play"):
            return
        record = hand.record()

        def work() -> None:
            try:
                from ..ai import explain

                info: dict[str, Any] = explain(record, level, 1)
                self._bridge.hint.emit(info)
            except (ImportError, IllegalAction) as e:
                self._bridge.hint.emit(e)

        threading.Thread(target=work, name="hint", daemon=True).start()

    def _on_hint(self, info: object) -> None:
        if isinstance(info, dict):
            self.hint_ready.emit(hint_text(info))
        else:
            self.hint_ready.emit(f"No hint available: {info}")


def hint_text(info: dict[str, Any]) -> str:
    """A short sentence for the Hint button from ``explain``'s answer."""
    act = info["decision"]
    best = next((c for c in info["candidates"] if c["action"] == act), {"action": act})
    what = {"stand": "Stand", "beg": "Beg", "give": "Give one", "run": "Run the pack"}.get(
        act["do"], "")
    if act["do"] == "play":
        from ..engine.cards import parse_card

        what = f"Play {card_name(parse_card(act['card']))}"
    why = best.get("reason") or ""
    chance = best.get("win_chance")
    tail = f" ({chance:.0%} to win the game)" if isinstance(chance, float) else ""
    return f"{what}{tail}. {why}".strip()

"""Starting, resuming and leaving games, and the end of each hand: the
window's room for the game on the table (docs/design.md §11).

A game starts from the New Game dialog, a rematch, the resume offer or a
stored game; whichever it is, ``install`` puts its controller on the table.
The game it replaces is marked abandoned only once the new one is saved.

What this room puts on screen (the resume offer, a notice, the status line's news, the
hand's summary, a question before a game is left) it keeps a way to say again:
``retranslate`` says it in a new language while it is still up."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QTimer

from ..app.settings import LEVELS
from ..engine.rules import Rules
from ..session.game_config import HUMAN, REMOTE, GameConfig
from ..session.problem_words import all_words, problem_words
from .owned_windows import Latest
from .table.overlays import team_name
from .table.table_scene import TableScene
from .wording import is_you

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..engine.events import Event
    from ..engine.summary import HandSummary
    from ..history.store import GameRow, HistoryStore
    from ..session.controller import GameController
    from ..session.table_session import TableSession
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def config_of(row: GameRow, base: GameConfig) -> GameConfig:
    """The configuration of a stored game (the table settings from ``base``);
    a level this version does not have plays as medium."""
    levels = tuple(lv if lv in (HUMAN, *LEVELS) else "medium" for lv in row.levels)
    return GameConfig(rules=Rules.from_json(row.rules), names=tuple(row.names),
                      levels=levels, strict_table=base.strict_table)


@dataclass(frozen=True)
class SetAside:
    """A game stepped off the table while a mistake is practised: its controller,
    its configuration, and how to show again the summary that was up (None: none)."""

    controller: GameController
    config: GameConfig
    summary_up: Callable[[], None] | None


Words = Callable[[], str]  # a text made in the language installed when it is called
# a question's title, text, yes and no
Question = Callable[[], tuple[str, str, str, str]]


class GameStarts:
    """Which game is on the table, and what happens when a hand or the game ends."""

    asking: Latest[QMessageBox] = Latest()  # this room's question, while it is open

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self.start_pending: bool = False  # a game waits for the table's first paint
        # what is on screen from here, and how to say it again (see retranslate)
        self.offer_up: Callable[[], None] | None = None  # the resume offer, until answered
        self.notices: list[tuple[str, Words]] = []  # each as said, and its words
        self.status_said: tuple[str, Words] | None = None
        self.summary_up: Callable[[], None] | None = None
        self.question: Question | None = None

    def retranslate(self) -> None:
        """The language changed (the window calls this): whatever this room has on
        screen is said again in it: the resume offer asked again, a notice it gave
        reworded in the panel, its news on the status line, the hand's summary or the
        game's end shown again, an open question's words."""
        if self.offer_up is not None and not self.w.decision.isHidden():
            self.offer_up()
        kept = []
        for said, words in self.notices:
            if said in self.w.notice.lines:
                now = words()
                self.w.notice.reword(said, now)
                kept.append((now, words))
        self.notices = kept
        if self.status_said is not None and self.w.status_label.text() == self.status_said[0]:
            transient = self.w.transient
            self._say(self.status_said[1])
            self.w.transient = transient
        if self.summary_up is not None and not self.w.summary.isHidden():
            self.summary_up()
        box = self.asking
        if box is not None and self.question is not None:
            from PySide6.QtWidgets import QMessageBox

            title, text, yes, no = self.question()
            box.setWindowTitle(title)
            box.setText(text)
            for button in box.buttons():
                accept = box.buttonRole(button) == QMessageBox.ButtonRole.AcceptRole
                button.setText(yes if accept else no)

    def _say(self, words: Words) -> None:
        """News on the status line, said again in a new language while it stands."""
        self.status_said = (words(), words)
        self.w.say(self.status_said[0])

    def _notify(self, words: Words) -> None:
        """A notice to read and dismiss, reworded in a new language while it is up."""
        said = words()
        self.notices.append((said, words))
        self.w.notify([said])

    def begin(self, store: HistoryStore | None, resume: GameRow | None = None,
              offer_resume: GameRow | None = None, lock: QLockFile | None = None,
              offer_lesson: bool = False) -> None:
        """Start: resume a stored game, ask whether to, or deal a new one.
        ``lock``: the stored game's, taken by the caller (see startup.py).
        ``offer_lesson``: on the very first start (the settings remember it was
        offered), Learn to Play is offered before a game is dealt."""
        self.w.store = store
        config = self.w.config
        settings = self.w.settings
        if resume is not None:
            self.start_game(config_of(resume, config), resume=resume, lock=lock)
        elif offer_resume is not None:
            self._offer_resume(offer_resume, config, lock)
        elif offer_lesson and settings is not None and not settings.lesson_offered:
            settings.lesson_offered = True
            self.w.learn.offer()
        else:
            self.start_game(config)

    def _offer_resume(self, row: GameRow, fresh: GameConfig,
                      lock: QLockFile | None = None) -> None:
        """Ask before anything is dealt: the unfinished game or a new one."""
        self.w.config = config_of(row, fresh)
        hands = self.w.store.hands(row.id) if self.w.store is not None else []
        number = hands[-1].number if hands else 0
        self.w.dress_table(self.w.config)
        names = self.w.config.names[:self.w.config.rules.players]
        if self.w.scene.n == len(names):
            self.w.scene.set_names(names)  # whose game it was
        self.w.scene.scoreboard.update_state(scores=tuple(row.score),
                                             hand_number=hands[-1].number if hands else 0)

        def chosen(key: str) -> None:
            self.offer_up = None
            if key == "resume":
                self.start_game(config_of(row, fresh), resume=row, lock=lock)
            elif key == "host":
                self.w.network.host_again(row, lock)
            else:
                self._abandon_and_start(row, fresh, lock)

        self.offer_up = partial(self._ask_resume, row, number, chosen)
        self.offer_up()

    def _ask_resume(self, row: GameRow, number: int, chosen: Callable[[str], None]) -> None:
        """The resume offer's question, in the language installed now."""
        choices = [("resume", QCoreApplication.translate("GameStarts", "&Resume"),
                    QCoreApplication.translate("GameStarts",
                                               "Carry on exactly where you left off")),
                   ("new", QCoreApplication.translate("GameStarts", "&New game"),
                    QCoreApplication.translate("GameStarts", "Put it aside and deal a new game"))]
        if number:
            question = QCoreApplication.translate(
                "GameStarts", "You have a game in progress (score {us}–{them}, at hand {number}). "
                "Resume it?")
        else:
            question = QCoreApplication.translate(
                "GameStarts", "You have a game in progress (score {us}–{them}, at the start). "
                "Resume it?")
        if REMOTE in row.levels:  # it was played with friends at this table
            choices[0] = ("resume", QCoreApplication.translate("GameStarts", "Resume h&ere"),
                          QCoreApplication.translate(
                              "GameStarts", "Carry on alone: computers play your friends' seats"))
            choices.insert(1, ("host", QCoreApplication.translate("GameStarts", "H&ost it again"),
                               QCoreApplication.translate(
                                   "GameStarts", "Open your table again: your friends take their "
                                   "seats back")))
            if number:
                question = QCoreApplication.translate(
                    "GameStarts", "You have a game in progress with friends (score {us}–{them}, "
                    "at hand {number}). Host it again, or carry on alone?")
            else:
                question = QCoreApplication.translate(
                    "GameStarts", "You have a game in progress with friends (score {us}–{them}, "
                    "at the start). Host it again, or carry on alone?")
        question = question.format(us=row.score[0], them=row.score[1], number=number)
        self.w.decision.ask(question, choices, chosen)

    def _abandon_and_start(self, row: GameRow, fresh: GameConfig,
                           lock: QLockFile | None) -> None:
        """The new game is saved first: if it fails, the old one is still offered."""
        self.start_game(fresh)
        if self.w.store is not None and self.w.controller is not None \
                and self.w.controller.game_id is not None:
            self.w.store.abandon(row.id)
        if lock is not None:
            lock.unlock()

    def on_first_paint(self) -> None:
        # the table paints first; the cut begins the moment it is on screen
        if self.w.controller is not None and self.start_pending:
            self.start_pending = False
            self.w.controller.start()

    def start_game(self, config: GameConfig, resume: GameRow | None = None,
                   lock: QLockFile | None = None) -> None:
        """Deal ``config``'s game or resume ``resume``; the game this replaces
        is marked abandoned only once the new one is saved (or resumed)."""
        from ..session.controller import GameController, GameLocked

        think = self.w.thinking_ms()
        try:
            c = GameController(config, self.w.player_factory, think_ms=think, parent=self.w,
                               store=self.w.store, resume=resume, lock=lock,
                               reopen=self._reopen_history if self.w.history_dir else None,
                               history_dir=self.w.history_dir)
        except GameLocked:
            self._notify(lambda: QCoreApplication.translate(
                "GameStarts", "That game is open in another window: play it there."))
            if self.w.controller is None:
                self.start_game(self.w.config if resume is None else config)
            return
        except Exception as e:
            if resume is None:
                raise
            log.exception("game %s could not be resumed", resume.id)
            if self.w.store is not None:
                self.w.store.abandon(resume.id)
            problem = e  # ``e`` is unbound once the except block ends
            self._notify(lambda: QCoreApplication.translate(
                "GameStarts", "Your game in progress could not be resumed ({problem}). It stays in "
                "your Game History; a new game is dealt.").format(problem=problem_words(problem)))
            if self.w.controller is None:
                self.start_game(config)
            return
        self.w.network.end_table()
        self.install(c, config)
        if resume is not None:
            self.redraw_position()
        self.w.game_started.emit(c)
        self.start_pending = not self.w.view.has_painted
        if not self.start_pending:
            c.start()

    def _reopen_history(self) -> HistoryStore:
        """The history, which could not be written at start, tried again (raises
        while it still cannot be): from now on this window keeps it."""
        from ..history.opening import FRAME_MS
        from ..history.store import HistoryStore

        if self.w.store is None or self.w.store.for_reading:
            assert self.w.history_dir is not None
            self.w.store = HistoryStore(self.w.history_dir, busy_ms=FRAME_MS)
            self.w.history_dir = None
            notices = all_words(self.w.store.take_notices())
            if notices:
                self.w.notify(notices, self.w.store.directory)
        return self.w.store

    def drop_controller(self, new_game_saved: bool = True) -> None:
        """The game on the table is left for another (or for a networked table)."""
        old_controller = self.w.controller
        if old_controller is None:
            return
        self.w.controller = None
        if self.w.store is not None and not new_game_saved:
            old_controller.stop()  # the new game is not saved: the old one stays offered
        else:
            old_controller.abandon()
        old_controller.blockSignals(True)  # nothing of the old game reaches the table
        old_controller.human.blockSignals(True)
        with contextlib.suppress(RuntimeError, TypeError):
            self.w.scene.idle.disconnect(old_controller.scene_idle)
        if old_controller.parent() is self.w:
            old_controller.deleteLater()  # a hosted table's belongs to its host

    def set_aside(self) -> SetAside | None:
        """The game on the table steps aside, kept exactly as it is (a mistake is
        practised meanwhile): ``come_back`` puts it back. None if there is none,
        or it is no game of this table's own (a lesson, a networked table's)."""
        from ..session.controller import GameController

        c = self.w.controller
        if not isinstance(c, GameController) or c.is_practice or c.is_lesson \
                or self.w.network.at_network_table():
            return None
        c.set_aside()
        kept = SetAside(c, self.w.config, self.summary_up)
        self.w.controller = None
        c.blockSignals(True)  # nothing of it reaches the table meanwhile
        c.human.blockSignals(True)
        with contextlib.suppress(RuntimeError, TypeError):
            self.w.scene.idle.disconnect(c.scene_idle)
        with contextlib.suppress(RuntimeError, TypeError):
            c.visible_seats.disconnect(self.w.scene.set_visible_seats)
        return kept

    def come_back(self, kept: SetAside) -> None:
        """The game set aside back on the table, as it was left: its position laid
        out, and the hand's summary or the game's end shown again, or the question
        that was open asked again. Nothing new is dealt or saved."""
        from ..engine.game import GamePhase

        c = kept.controller
        self._dress(c, kept.config)
        c.visible_seats.connect(self.w.scene.set_visible_seats)
        c.blockSignals(False)
        c.human.blockSignals(False)
        self.redraw_position()
        g = c.game
        if kept.summary_up is not None and g.hand is not None and g.phase in (
                GamePhase.BETWEEN, GamePhase.OVER):
            self.summary_up = kept.summary_up
            self.summary_up()
        else:
            c.carry_on()

    def let_go(self, kept: SetAside) -> None:
        """The game set aside is left for another: it stays unfinished in the
        history (offered at the next start), its lock released."""
        c = kept.controller
        c.stop()
        if c.parent() is self.w:
            c.deleteLater()

    def install(self, c: TableSession, config: GameConfig) -> None:
        """Put ``c``'s game on the table: the scene, panels and signals."""
        self._dress(c, config)
        c.visible_seats.connect(self.w.scene.set_visible_seats)
        c.visible_seats.connect(self.w.turns.say_why_face_down)
        c.events.connect(self._on_events)
        c.human.prompt.connect(self.w.turns.on_prompt)
        c.human.closed.connect(self.w.turns.on_prompt_closed)
        c.turn_changed.connect(self.w.turns.on_turn)
        c.message.connect(self.w.turns.explain)
        c.seat_failed.connect(self.w.turns.on_seat_failed)
        c.trouble.connect(lambda text: self.w.notify([text]))  # it stays until read
        c.hand_finished.connect(self._on_hand_finished)
        c.game_finished.connect(self._on_game_finished)
        c.hint_ready.connect(self.w.turns.on_hint)
        c.restored.connect(self.redraw_position)
        self.w.unsaved.follow(c)

    def _dress(self, c: TableSession, config: GameConfig) -> None:
        """The table made ready for ``c``'s game: the game before dropped, the
        scene, the panels, the score history's sides."""
        self.drop_controller(c.game_id is not None)
        if not c.is_lesson:
            self.w.learn.close()  # the coach leaves with its lesson
        self.w.config = config
        self.offer_up = self.summary_up = None  # asked and shown for the game before
        self.w.decision.hide()
        self.w.summary.hide()
        names = config.names[:config.rules.players]
        if self.w.scene.n != len(names) or list(p.name for p in self.w.scene.plates) != list(names):
            old = self.w.scene
            self.w.adopt_scene(TableScene(names, self.w.art, self.w))
            self.w.view.set_table(self.w.scene)
            old.deleteLater()
        else:
            self.w.scene.reset()
        self.w.dress_table(config)
        self.w.past.finished_hands = {}
        self.w.controller = c
        # the score history's sides: "Us" and "Them" in the language shown, or the names
        self.w.past.dress_names(config)
        self.w.scene.human = c.viewer
        self.w.scene.idle.connect(c.scene_idle)
        self.w.turns.hint_allowed(c.human.pending is not None)
        self.w.act_undo.setEnabled(not self.w.network.at_network_table())
        self.w.turn_label.clear()
        self.w.act_learn.setEnabled(not c.is_lesson)

    def ask_new_game(self) -> None:
        from .dialogs.game_dialogs import NewGameDialog

        # at practice the table's seats are turned: the game's own set-up is offered
        dialog = NewGameDialog(self.w.practice.config_before or self.w.config, self.w)
        dialog.setObjectName("new-game-dialog")

        def accepted() -> None:
            config = dialog.config()
            config.strict_table = self.w.config.strict_table
            if self.w.settings is not None:
                self.w.settings.save_game_config(config)
            self.confirm_abandon(lambda: self._new_game(config))
        dialog.accepted.connect(accepted)
        self.w.table_keeps_keys(dialog)
        dialog.open()
        self.w.new_game_dialog = dialog

    def _new_game(self, config: GameConfig) -> None:
        self.w.autoplay = False
        self.start_game(config)

    def confirm_abandon(self, then: Callable[[], object]) -> None:
        """Before a game in progress is left for another: ask (it stays in the
        Game History, marked abandoned). A game not yet dealt is not asked about."""
        c = self.w.controller
        if c is None or self.w.autoplay or c.game_is_over() or c.is_lesson or c.is_practice or (
                c.game.hand is None and c.game.hand_number == 0) or c.table_closed_by_host:
            then()
            return
        shown = self.w.scene.scoreboard.scores  # as the table shows it: the cards may lag
        at_table, hosting = self.w.network.at_network_table(), self.w.network.host is not None
        self.question = partial(self._abandon_words, at_table, hosting, c.game.hand_number,
                                shown[0], shown[1])
        self.w.confirm(*self.question(), then)
        self.asking = self.w.confirm_box

    @staticmethod
    def _abandon_words(at_table: bool, hosting: bool, number: int, us: int,
                       them: int) -> tuple[str, str, str, str]:
        """The question before a game in progress is left: title, text, yes and no."""
        if at_table:
            title = QCoreApplication.translate("GameStarts", "Leave the table", "a title")
            leave_text = QCoreApplication.translate("GameStarts", "Leave the table")
            stay_text = QCoreApplication.translate("GameStarts", "Stay")
            if hosting:
                text = QCoreApplication.translate(
                    "GameStarts", "Leave the game in progress (hand {number}, score {us}–{them})? "
                    "The table closes for everyone.")
            else:
                text = QCoreApplication.translate(
                    "GameStarts", "Leave the game in progress (hand {number}, score {us}–{them})? "
                    "A computer plays your seat from then on.")
        else:
            title = QCoreApplication.translate("GameStarts", "New game", "a title")
            leave_text = QCoreApplication.translate("GameStarts", "Abandon it")
            stay_text = QCoreApplication.translate("GameStarts", "Keep playing")
            text = QCoreApplication.translate(
                "GameStarts", "Abandon the game in progress (hand {number}, score {us}–{them})? It "
                "stays in your Game History, marked abandoned.")
        return title, text.format(number=number, us=us, them=them), leave_text, stay_text

    def _on_events(self, events: list[Event]) -> None:
        from ..engine.events import HandStarted, TrickWon

        if any(isinstance(e, TrickWon | HandStarted) for e in events):
            self.w.turns.hide_last_trick()  # it is no longer the last trick
        self.w.scene.show_events(events, self.w.config.names)
        self.show_card_points()
        self.w.past.refresh_history()

    def show_card_points(self) -> None:
        """Each side's card points for Game so far: the won piles are public,
        and the engine counts them."""
        c = self.w.controller
        view = c.view() if c is not None else None
        if c is None or view is None or not self.w.card_points_shown:
            self.w.scene.set_card_points(None)
            return
        from ..engine.cards import mask_points

        won = view.won
        self.w.scene.set_card_points((mask_points(won[0]), mask_points(won[1])))

    def redraw_position(self) -> None:
        """Lay the table out from the engine at once (resume, take back)."""
        c = self.w.controller
        assert c is not None
        g = c.game
        score = (g.score[0], g.score[1])
        self.w.decision.hide()
        guest = self.w.network.guest
        if guest is not None:  # a networked table: hidden cards are stand-ins
            arrangement = guest.arrangement
            if arrangement is None:
                self.w.scene.show_position(None, False, score, g.hand_number)
            else:
                self.w.scene.show_arrangement(arrangement, score, g.hand_number)
        else:
            hand = g.hand
            sees = hand is not None and hand.view_for(c.viewer).hand_visible
            self.w.scene.show_position(hand, sees, score, g.hand_number)
        self.w.scene.set_choices([])
        self.show_card_points()
        self.w.past.refresh_history()

    def take_back(self) -> None:
        c = self.w.controller
        if c is None or self.w.autoplay:
            return
        if self.w.network.host is not None:
            self._say(lambda: QCoreApplication.translate(
                "GameStarts", "Nothing can be taken back at a shared table: the others have "
                "seen it."))
            return
        if c.undo() and not c.is_lesson:  # the lesson's take back is its Back: the coach says
            self._say(lambda: QCoreApplication.translate(
                "GameStarts", "Taken back: your last decision and the replies after it."))

    def _on_hand_finished(self, s: HandSummary) -> None:
        c = self.w.controller
        assert c is not None
        number = c.game.hand_number
        self._say(lambda: _hand_over(number))
        self.w.transient = True  # gone once the next hand asks anyone anything
        self.summary_up = partial(self._show_hand_summary, c, s, number)
        self.summary_up()
        if self.w.autoplay:
            def deal_on() -> None:
                self.w.summary.hide()
                c.next_hand()
            QTimer.singleShot(max(self.w.scene.ms("between_autoplay_hands"), 30), deal_on)

    def _show_hand_summary(self, c: TableSession, s: HandSummary, number: int) -> None:
        def next_hand() -> None:
            self.w.say("")  # read: it is no news in the next deal
            c.next_hand()
        title = QCoreApplication.translate("GameStarts", "Hand {number}").format(number=number)
        if c.is_lesson:  # the coach reads the summary with the person, then ends the lesson
            self.w.summary.show_summary(title, s, self.w.config.names, self.w.config.rules.players,
                                        [], you=c.viewer, story=self.w.scene.story_of(c.game.hand))
            self.w.learn.keep_clear()
            return
        next_text = QCoreApplication.translate("GameStarts", "&Next hand")
        # said as the status line says it ("Hand 1 is over.", told once): its title
        # alone after that was "Hand 1 is over. Hand 1." to a listener
        self.w.summary.show_summary(title, s, self.w.config.names, self.w.config.rules.players,
                                    [(next_text, next_hand, "next-hand")], you=c.viewer,
                                    story=self.w.scene.story_of(c.game.hand),
                                    spoken=_hand_over(number))

    def _on_game_finished(self, s: HandSummary) -> None:
        if self.w.network.host is None and self.w.network.guest is not None:
            self.w.network.save_net_setting("rejoin", None)  # that seat is nothing to take back
        self.summary_up = partial(self._show_game_over, s)
        self.summary_up()
        self.w.game_over.emit(s)

    def _show_game_over(self, s: HandSummary) -> None:
        """The game's end: who won, the last hand, and what next."""
        names = self.w.config.names
        players = self.w.config.rules.players
        winner = team_name(s.winner or 0, names, players)
        you_won = (s.winner == (self.w.controller.viewer & 1)) if self.w.controller else False
        viewer = self.w.controller.viewer if self.w.controller else None
        one = players == 2 and not is_you(s.winner or 0, names, viewer)
        if one:
            title = QCoreApplication.translate("GameStarts", "{name} wins the game")
        elif players == 2:
            title = QCoreApplication.translate("GameStarts", "You win the game")
        else:  # the partnership named both ways: "You & Partner win", "Rhonda & Kerwin win"
            title = QCoreApplication.translate("GameStarts", "{side} win the game")
        title = title.format(name=winner, side=winner)
        if you_won and not self.w.autoplay and viewer is not None:
            title = QCoreApplication.translate("GameStarts", "You win the game!") \
                if players == 2 else QCoreApplication.translate(
                    "GameStarts", "You & {partner} win the game!").format(
                    partner=names[(viewer + 2) % 4])
        story = self.w.scene.story_of(self.w.controller.game.hand) if self.w.controller else ""
        new_game = (QCoreApplication.translate("GameStarts", "&New game…"), self.ask_new_game,
                    "new-game…")
        buttons: list[tuple[str, Callable[[], None], str]] = [
            (QCoreApplication.translate("GameStarts", "&Rematch"),
             lambda: self.start_game(self.w.config), "rematch"), new_game]
        net = self.w.network
        if net.host is not None:
            buttons = [(QCoreApplication.translate("GameStarts", "H&ost again…"),
                        net.ask_host_table, "host-again…"), new_game]
        elif net.guest is not None:
            buttons = [(QCoreApplication.translate("GameStarts", "&Join a table…"),
                        net.ask_join_table, "join-a-table…"), new_game]
        self.w.summary.show_summary(title, s, names, players, you=viewer, story=story,
                                    buttons=buttons)


def _hand_over(number: int) -> str:
    return QCoreApplication.translate("GameStarts", "Hand {number} is over.").format(number=number)

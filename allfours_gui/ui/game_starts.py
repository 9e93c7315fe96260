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

from ..app.stored_games import config_of, host_seat_of
from ..session.game_config import REMOTE, GameConfig
from ..session.problem_words import all_words, problem_words
from .game_words import abandon_question, hand_over, resume_offer
from .owned_windows import Latest
from .table.overlays import team_name
from .wording import is_you

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..engine.events import Event
    from ..engine.summary import HandSummary
    from ..history.store import GameRow, HistoryStore
    from ..net.guest_session import GuestSession
    from ..session.controller import GameController
    from ..session.table_session import TableSession
    from .dialogs.game_dialogs import NewGameDialog
    from .ports import CurrentGame, Services, TableShell

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SetAside:
    """A game stepped off the table while a mistake is practised: its controller,
    its configuration, and how to show again the summary that was up (None: none)."""

    controller: GameController
    config: GameConfig
    summary_up: Callable[[], None] | None


@dataclass(frozen=True)
class GameNeeds:
    """What this room asks of the other rooms and the window's menus (handed in by the
    window as it composes them)."""

    offer_lesson: Callable[[], None]  # Learn to Play offered at the very first start
    close_lesson: Callable[[], None]  # the coach leaves with its lesson
    lesson_keep_clear: Callable[[], None]  # the coach's panel off the hand's summary
    at_network_table: Callable[[], bool]
    hosting: Callable[[], bool]  # this window hosts the table on it
    guest: Callable[[], GuestSession | None]  # the seat taken at a friend's table
    host_again: Callable[[GameRow, QLockFile | None], object]  # a game with friends, hosted
    end_table: Callable[[], None]  # the networked table (if any) closed or left
    ask_host_table: Callable[[], None]
    ask_join_table: Callable[[], None]
    save_net_setting: Callable[[str, object], None]
    new_history: Callable[[GameConfig], None]  # the score history starts this game's
    refresh_history: Callable[[], None]
    practice_config: Callable[[], GameConfig | None]  # the game's own set-up, at practice
    hide_last_trick: Callable[[], None]
    hint_allowed: Callable[[bool], None]
    enable_undo: Callable[[bool], None]
    enable_learn: Callable[[bool], None]


Words = Callable[[], str]  # a text made in the language installed when it is called
# a question's title, text, yes and no
Question = Callable[[], tuple[str, str, str, str]]


class GameStarts:
    """Which game is on the table, and what happens when a hand or the game ends."""

    asking: Latest[QMessageBox] = Latest()  # this room's question, while it is open
    new_game_dialog: Latest[NewGameDialog] = Latest()

    def __init__(self, shell: TableShell, game: CurrentGame, services: Services,
                 needs: GameNeeds) -> None:
        self.shell, self.game, self.services, self.needs = shell, game, services, needs
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
        if self.offer_up is not None and not self.shell.decision.isHidden():
            self.offer_up()
        kept = []
        for said, words in self.notices:
            if said in self.shell.notice.lines:
                now = words()
                self.shell.notice.reword(said, now)
                kept.append((now, words))
        self.notices = kept
        if self.status_said is not None and self.shell.status_label.text() == self.status_said[0]:
            transient = self.shell.transient
            self._say(self.status_said[1])
            self.shell.transient = transient
        if self.summary_up is not None and not self.shell.summary.isHidden():
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
        self.shell.say(self.status_said[0])

    def _notify(self, words: Words) -> None:
        """A notice to read and dismiss, reworded in a new language while it is up."""
        said = words()
        self.notices.append((said, words))
        self.shell.notify([said])

    def begin(self, store: HistoryStore | None, resume: GameRow | None = None,
              offer_resume: GameRow | None = None, lock: QLockFile | None = None,
              offer_lesson: bool = False) -> None:
        """Start: resume a stored game, ask whether to, or deal a new one.
        ``lock``: the stored game's, taken by the caller (see startup.py).
        ``offer_lesson``: on the very first start (the settings remember it was
        offered), Learn to Play is offered before a game is dealt."""
        self.services.store = store
        config = self.game.config
        settings = self.services.settings
        if resume is not None:
            self.start_game(config_of(resume, config), resume=resume, lock=lock)
        elif offer_resume is not None:
            self._offer_resume(offer_resume, config, lock)
        elif offer_lesson and settings is not None and not settings.lesson_offered:
            settings.lesson_offered = True
            self.needs.offer_lesson()
        else:
            self.start_game(config)

    def _offer_resume(self, row: GameRow, fresh: GameConfig,
                      lock: QLockFile | None = None) -> None:
        """Ask before anything is dealt: the unfinished game or a new one."""
        self.game.config = config_of(row, fresh)
        hands = self.services.store.hands(row.id) if self.services.store is not None else []
        number = hands[-1].number if hands else 0
        self.dress_table(self.game.config)
        names = self.game.config.names[:self.game.config.rules.players]
        if self.shell.scene.n == len(names):
            self.shell.scene.set_names(names)  # whose game it was
        self.shell.scene.scoreboard.update_state(scores=tuple(row.score),
                                             hand_number=hands[-1].number if hands else 0)

        def chosen(key: str) -> None:
            self.offer_up = None
            if key == "resume":
                self.start_game(config_of(row, fresh), resume=row, lock=lock)
            elif key == "host":
                self.needs.host_again(row, lock)
            else:
                self._abandon_and_start(row, fresh, lock)

        self.offer_up = partial(self._ask_resume, row, number, chosen)
        self.offer_up()

    def _ask_resume(self, row: GameRow, number: int, chosen: Callable[[str], None]) -> None:
        """The resume offer's question, in the language installed now."""
        # played with friends, and the window has a seat to host it from
        hosts = REMOTE in row.levels and host_seat_of(row.levels) is not None
        question, choices = resume_offer((row.score[0], row.score[1]), number, hosts)
        self.shell.decision.ask(question, choices, chosen)

    def _abandon_and_start(self, row: GameRow, fresh: GameConfig,
                           lock: QLockFile | None) -> None:
        """The new game is saved first: if it fails, the old one is still offered."""
        self.start_game(fresh)
        if self.services.store is not None and self.game.session is not None \
                and self.game.session.game_id is not None:
            self.services.store.abandon(row.id)
        if lock is not None:
            lock.unlock()

    def on_first_paint(self) -> None:
        # the table paints first; the cut begins the moment it is on screen
        if self.game.session is not None and self.start_pending:
            self.start_pending = False
            self.game.session.start()

    def start_game(self, config: GameConfig, resume: GameRow | None = None,
                   lock: QLockFile | None = None) -> None:
        """Deal ``config``'s game or resume ``resume``; the game this replaces
        is marked abandoned only once the new one is saved (or resumed)."""
        from ..session.controller import GameController, GameLocked

        think = self.services.thinking_ms()
        try:
            c = GameController(config, self.services.player_factory, think_ms=think,
                               parent=self.shell.window,
                               store=self.services.store, resume=resume, lock=lock,
                               reopen=self._reopen_history if self.services.history_dir else None,
                               history_dir=self.services.history_dir)
        except GameLocked:
            self._notify(lambda: QCoreApplication.translate(
                "GameStarts", "That game is open in another window: play it there."))
            if self.game.session is None:
                self.start_game(self.game.config if resume is None else config)
            return
        except Exception as e:
            if resume is None:
                raise
            log.exception("game %s could not be resumed", resume.id)
            if self.services.store is not None:
                self.services.store.abandon(resume.id)
            problem = e  # ``e`` is unbound once the except block ends
            self._notify(lambda: QCoreApplication.translate(
                "GameStarts", "Your game in progress could not be resumed ({problem}). It stays in "
                "your Game History; a new game is dealt.").format(problem=problem_words(problem)))
            if self.game.session is None:
                self.start_game(config)
            return
        self.needs.end_table()
        self.install(c, config)
        if resume is not None:
            self.redraw_position()
        self.game.started.emit(c)
        self.deal_when_painted(c)

    def deal_when_painted(self, c: TableSession) -> None:
        """``c`` starts now if the table is on screen, else once it is first painted."""
        self.start_pending = not self.shell.view.has_painted
        if not self.start_pending:
            c.start()

    def _reopen_history(self) -> HistoryStore:
        """The history, which could not be written at start, tried again (raises
        while it still cannot be): from now on this window keeps it."""
        from ..history.opening import FRAME_MS
        from ..history.store import HistoryStore

        if self.services.store is None or self.services.store.for_reading:
            assert self.services.history_dir is not None
            self.services.store = HistoryStore(self.services.history_dir, busy_ms=FRAME_MS)
            self.services.history_dir = None
            notices = all_words(self.services.store.take_notices())
            if notices:
                self.shell.notify(notices, self.services.store.directory)
        return self.services.store

    def drop_controller(self, new_game_saved: bool = True) -> None:
        """The game on the table is left for another (or for a networked table)."""
        old_controller = self.game.session
        if old_controller is None:
            return
        self.game.session = None
        self.needs.hint_allowed(False)  # its question went with it (a lobby has none)
        if self.services.store is not None and not new_game_saved:
            old_controller.stop()  # the new game is not saved: the old one stays offered
        else:
            old_controller.abandon()
        old_controller.blockSignals(True)  # nothing of the old game reaches the table
        old_controller.human.blockSignals(True)
        with contextlib.suppress(RuntimeError, TypeError):
            self.shell.scene.idle.disconnect(old_controller.scene_idle)
        if old_controller.parent() is self.shell.window:
            old_controller.deleteLater()  # a hosted table's belongs to its host

    def set_aside(self) -> SetAside | None:
        """The game on the table steps aside, kept exactly as it is (a mistake is
        practised meanwhile): ``come_back`` puts it back. None if there is none,
        or it is no game of this table's own (a lesson, a networked table's)."""
        from ..session.controller import GameController

        c = self.game.session
        if not isinstance(c, GameController) or not c.allows.set_aside \
                or self.needs.at_network_table():
            return None
        c.set_aside()
        kept = SetAside(c, self.game.config, self.summary_up)
        self.game.session = None
        c.blockSignals(True)  # nothing of it reaches the table meanwhile
        c.human.blockSignals(True)
        with contextlib.suppress(RuntimeError, TypeError):
            self.shell.scene.idle.disconnect(c.scene_idle)
        with contextlib.suppress(RuntimeError, TypeError):
            c.visible_seats.disconnect(self.shell.scene.set_visible_seats)
        return kept

    def come_back(self, kept: SetAside) -> None:
        """The game set aside back on the table, as it was left: its position laid
        out, and the hand's summary or the game's end shown again, or the question
        that was open asked again. Nothing new is dealt or saved."""
        from ..engine.game import GamePhase

        c = kept.controller
        self._dress(c, kept.config)
        c.visible_seats.connect(self.shell.scene.set_visible_seats)
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
        if c.parent() is self.shell.window:
            c.deleteLater()

    def install(self, c: TableSession, config: GameConfig) -> None:
        """Put ``c``'s game on the table: the scene, panels and signals."""
        self._dress(c, config)
        c.visible_seats.connect(self.shell.scene.set_visible_seats)
        c.events.connect(self._on_events)
        c.trouble.connect(lambda text: self.shell.notify([text]))  # it stays until read
        c.hand_finished.connect(self._on_hand_finished)
        c.game_finished.connect(self._on_game_finished)
        c.restored.connect(self.redraw_position)
        self.game.installed.emit(c)  # the other rooms connect their own slots

    def _dress(self, c: TableSession, config: GameConfig) -> None:
        """The table made ready for ``c``'s game: the game before dropped, the
        scene, the panels, the score history's sides."""
        self.drop_controller(c.game_id is not None)
        if not c.allows.coached:
            self.needs.close_lesson()  # the coach leaves with its lesson
        self.game.config = config
        self.offer_up = self.summary_up = None  # asked and shown for the game before
        self.shell.decision.hide()
        self.shell.summary.hide()
        names = config.names[:config.rules.players]
        scene = self.shell.scene
        if scene.n != len(names) or list(p.name for p in scene.plates) != list(names):
            self.shell.new_scene(names)
        else:
            self.shell.scene.reset()
        self.dress_table(config)
        self.game.session = c
        self.needs.new_history(config)  # this game's hands, its sides' names
        self.shell.scene.human = c.viewer
        self.shell.scene.idle.connect(c.scene_idle)
        self.needs.hint_allowed(c.human.pending is not None)
        self.needs.enable_undo(not self.needs.at_network_table())
        self.shell.turn_label.clear()
        self.needs.enable_learn(not c.allows.coached)

    def dress_table(self, config: GameConfig) -> None:
        """The scoreboard for ``config``'s game, before its first hand."""
        names = config.names[:config.rules.players]
        players = config.rules.players
        self.shell.scene.set_speed(self.services.speed)
        self.shell.scene.scoreboard.update_state(
            team_names=(team_name(0, names, players), team_name(1, names, players))
            if players == 2 else (QCoreApplication.translate("MainWindow", "Us"),
                                  QCoreApplication.translate("MainWindow", "Them")),
            scores=(0, 0), target=config.rules.target, trump=-1, hand_number=0)

    def ask_new_game(self) -> None:
        from .dialogs.game_dialogs import NewGameDialog

        # at practice the table's seats are turned: the game's own set-up is offered
        dialog = NewGameDialog(self.needs.practice_config() or self.game.config,
                               self.shell.window)
        dialog.setObjectName("new-game-dialog")

        def accepted() -> None:
            config = dialog.config()
            config.strict_table = self.game.config.strict_table
            if self.services.settings is not None:
                self.services.settings.save_game_config(config)
            self.confirm_abandon(lambda: self._new_game(config))
        dialog.accepted.connect(accepted)
        self.shell.keeps_keys(dialog)
        dialog.open()
        self.new_game_dialog = dialog

    def _new_game(self, config: GameConfig) -> None:
        self.services.autoplay = False
        self.start_game(config)

    def confirm_abandon(self, then: Callable[[], object]) -> None:
        """Before a game in progress is left for another: ask (it stays in the
        Game History, marked abandoned). A game not yet dealt is not asked about."""
        c = self.game.session
        if c is None or self.services.autoplay or c.game_is_over() or not c.allows.kept \
                or (c.game.hand is None and c.game.hand_number == 0) \
                or c.table_closed_by_host:
            then()
            return
        shown = self.shell.scene.scoreboard.scores  # as the table shows it: the cards may lag
        at_table, hosting = self.needs.at_network_table(), self.needs.hosting()
        self.question = partial(abandon_question, at_table, hosting, c.game.hand_number,
                                shown[0], shown[1])
        self.asking = self.shell.confirm(*self.question(), then)

    def _on_events(self, events: list[Event]) -> None:
        from ..engine.events import HandStarted, TrickWon

        if any(isinstance(e, TrickWon | HandStarted) for e in events):
            self.needs.hide_last_trick()  # it is no longer the last trick
        self.shell.scene.show_events(events, self.game.config.names)
        self.show_card_points()
        self.needs.refresh_history()

    def show_card_points(self) -> None:
        """Each side's card points for Game so far: the won piles are public,
        and the engine counts them."""
        c = self.game.session
        view = c.view() if c is not None else None
        if c is None or view is None or not self.services.card_points_shown:
            self.shell.scene.set_card_points(None)
            return
        from ..engine.cards import mask_points

        won = view.won
        self.shell.scene.set_card_points((mask_points(won[0]), mask_points(won[1])))

    def redraw_position(self) -> None:
        """Lay the table out from the engine at once (resume, take back)."""
        c = self.game.session
        assert c is not None
        g = c.game
        score = (g.score[0], g.score[1])
        self.shell.decision.hide()
        guest = self.needs.guest()
        if guest is not None:  # a networked table: hidden cards are stand-ins
            arrangement = guest.arrangement
            if arrangement is None:
                self.shell.scene.show_position(None, False, score, g.hand_number)
            else:
                self.shell.scene.show_arrangement(arrangement, score, g.hand_number)
        else:
            hand = g.hand
            sees = hand is not None and hand.view_for(c.viewer).hand_visible
            self.shell.scene.show_position(hand, sees, score, g.hand_number)
        self.shell.scene.set_choices([])
        self.show_card_points()
        self.needs.refresh_history()

    def take_back(self) -> None:
        c = self.game.session
        if c is None or self.services.autoplay:
            return
        if self.needs.hosting():
            self._say(lambda: QCoreApplication.translate(
                "GameStarts", "Nothing can be taken back at a shared table: the others have "
                "seen it."))
            return
        if c.undo() and not c.allows.coached:  # the lesson's take back is its Back: the coach says
            self._say(lambda: QCoreApplication.translate(
                "GameStarts", "Taken back: your last decision and the replies after it."))

    def _on_hand_finished(self, s: HandSummary) -> None:
        c = self.game.session
        assert c is not None
        number = c.game.hand_number
        self._say(lambda: hand_over(number))
        self.shell.transient = True  # gone once the next hand asks anyone anything
        self.summary_up = partial(self._show_hand_summary, c, s, number)
        self.summary_up()
        if self.services.autoplay:
            def deal_on() -> None:
                self.shell.summary.hide()
                c.next_hand()
            QTimer.singleShot(max(self.shell.scene.ms("between_autoplay_hands"), 30), deal_on)

    def _show_hand_summary(self, c: TableSession, s: HandSummary, number: int) -> None:
        def next_hand() -> None:
            self.shell.say("")  # read: it is no news in the next deal
            c.next_hand()
        title = QCoreApplication.translate("GameStarts", "Hand {number}").format(number=number)
        config = self.game.config
        story = self.shell.scene.story_of(c.game.hand)
        if not c.allows.next_hand:  # the coach reads it with the person (the lesson's end)
            self.shell.summary.show_summary(title, s, config.names, config.rules.players, [],
                                            you=c.viewer, story=story)
            self.needs.lesson_keep_clear()
            return
        next_text = QCoreApplication.translate("GameStarts", "&Next hand")
        # said as the status line says it ("Hand 1 is over.", told once): its title
        # alone after that was "Hand 1 is over. Hand 1." to a listener
        self.shell.summary.show_summary(title, s, config.names, config.rules.players,
                                        [(next_text, next_hand, "next-hand")], you=c.viewer,
                                        story=story, spoken=hand_over(number))

    def _on_game_finished(self, s: HandSummary) -> None:
        if not self.needs.hosting() and self.needs.guest() is not None:
            self.needs.save_net_setting("rejoin", None)  # that seat is nothing to take back
        self.summary_up = partial(self._show_game_over, s)
        self.summary_up()
        self.game.over.emit(s)

    def _show_game_over(self, s: HandSummary) -> None:
        """The game's end: who won, the last hand, and what next."""
        names = self.game.config.names
        players = self.game.config.rules.players
        winner = team_name(s.winner or 0, names, players)
        you_won = (s.winner == (self.game.session.viewer & 1)) if self.game.session else False
        viewer = self.game.session.viewer if self.game.session else None
        one = players == 2 and not is_you(s.winner or 0, names, viewer)
        if one:
            title = QCoreApplication.translate("GameStarts", "{name} wins the game")
        elif players == 2:
            title = QCoreApplication.translate("GameStarts", "You win the game")
        else:  # the partnership named both ways: "You & Partner win", "Rhonda & Kerwin win"
            title = QCoreApplication.translate("GameStarts", "{side} win the game")
        title = title.format(name=winner, side=winner)
        if you_won and not self.services.autoplay and viewer is not None:
            title = QCoreApplication.translate("GameStarts", "You win the game!") \
                if players == 2 else QCoreApplication.translate(
                    "GameStarts", "You & {partner} win the game!").format(
                    partner=names[(viewer + 2) % 4])
        story = self.shell.scene.story_of(self.game.session.game.hand) if self.game.session else ""
        new_game = (QCoreApplication.translate("GameStarts", "&New game…"), self.ask_new_game,
                    "new-game…")
        buttons: list[tuple[str, Callable[[], None], str]] = [
            (QCoreApplication.translate("GameStarts", "&Rematch"),
             lambda: self.start_game(self.game.config), "rematch"), new_game]
        if self.needs.hosting():
            buttons = [(QCoreApplication.translate("GameStarts", "H&ost again…"),
                        self.needs.ask_host_table, "host-again…"), new_game]
        elif self.needs.guest() is not None:
            buttons = [(QCoreApplication.translate("GameStarts", "&Join a table…"),
                        self.needs.ask_join_table, "join-a-table…"), new_game]
        self.shell.summary.show_summary(title, s, names, players, you=viewer, story=story,
                                    buttons=buttons)


"""While the history refuses this game: a mark that stays, and closing asks.

The controller keeps every refused decision in memory and in a journal
(``history.journal``); this room shows how many wait (a button on the status
bar: press it to try again now) and, when the window is closed with any
waiting, asks: save the game elsewhere (a folder the person picks: the game
as one file All Fours takes back at its next start, each finished hand as an
``allfours-hand/1`` record), keep trying, or quit (losing them only if no
journal holds them). It is handed narrow ports, not the window.
"""

from __future__ import annotations

import datetime
import json
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QStatusBar, QWidget

from ..history.journal import SUFFIX, dumps
from ..session.problem_words import problem_words

if TYPE_CHECKING:  # the table is painted before the game machinery loads
    from ..session.table_session import TableSession, Unsaved

log = logging.getLogger(__name__)


def save_elsewhere(folder: Path, game: dict[str, Any], names: Sequence[str],
                   day: datetime.date, live: int | None) -> Path:
    """The whole game into ``folder``: its file (returned), and each finished
    hand as a record of its own (``live``: the hand still in play, whose hidden
    cards no record shows). Raises OSError (nothing half written)."""
    from .history.review import export_name, safe_file_part, write_whole

    people = "-".join(safe_file_part(n) for n in names)
    path = folder / f"allfours-game-{day.isoformat()}-{people}{SUFFIX}"
    write_whole(path, dumps(game))
    for hand in game["hands"]:
        if hand["number"] != live:
            write_whole(folder / export_name(day, hand["number"], list(names)),
                        json.dumps(hand["record"], indent=1) + "\n")
    return path


def documents() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(folder) if folder and Path(folder).is_dir() else Path.home()


class UnsavedRoom(QObject):
    def __init__(self, bar: QStatusBar, window: QWidget,
                 current: Callable[[], TableSession | None],
                 notify: Callable[[list[str]], None], names: Callable[[], list[str]],
                 remember: Callable[[Path], None], asks: bool = True) -> None:
        """``current``: the game on the table; ``notify``: a panel that stays;
        ``names``: the seats' names shown; ``remember(path)``: a game saved
        elsewhere, for the next start to take back; ``asks``: whether closing
        asks (an --autoplay window has nobody to ask)."""
        super().__init__(window)
        self.window, self.current, self.notify = window, current, notify
        self.names, self.remember, self.asks = names, remember, asks
        self.mark = QPushButton()
        self.mark.setObjectName("unsaved-mark")
        self.mark.setFlat(True)
        self.mark.setStyleSheet("QPushButton { color: #b00020; font-weight: bold; }")
        self.mark.clicked.connect(self.try_now)
        self.mark.hide()
        bar.addPermanentWidget(self.mark)
        self.box: QMessageBox | None = None  # the question as the window closes
        self.may_quit = False  # the person chose to quit all the same
        # the person's choice of folder; a test puts its own here
        self.choose_folder: Callable[[], Path | None] = self._choose_folder

    def follow(self, c: TableSession) -> None:
        # a game left behind may still say so: refresh reads the one on the table
        c.saving_changed.connect(self.refresh)
        self.refresh()

    def waiting(self) -> Unsaved | None:
        c = self.current()
        return c.unsaved() if c is not None else None

    def refresh(self) -> None:
        w = self.waiting()
        self.mark.setVisible(w is not None)
        if w is None:
            return
        self.mark.setText(self.tr("Unsaved decisions: {count}").format(count=w.decisions))
        tip = (self.tr("Your game history cannot take this game just now ({problem}). The "
                       "decisions waiting are kept in {file} too, and go into your history "
                       "as soon as it takes them. Press to try again now.")
               if w.kept_in is not None else
               self.tr("Your game history cannot take this game just now ({problem}), nor "
                       "can any other folder: the decisions waiting are only in this window "
                       "until then. Press to try again now."))
        tip = tip.format(problem=w.problem, file=w.kept_in)
        self.mark.setToolTip(tip)
        self.mark.setAccessibleName(self.mark.text())
        self.mark.setAccessibleDescription(tip)

    def retranslate(self) -> None:
        self.refresh()
        if self.box is not None:
            self.box.done(0)  # asked again in the new language, if it is closed again

    def try_now(self) -> bool:
        c = self.current()
        saved = c is None or c.try_saving_now()
        self.refresh()
        return saved

    # ----------------------------------------------------------- closing
    def may_close(self, quit_now: Callable[[], None]) -> bool:
        """Whether the window may close now; if not, the person is asked and
        ``quit_now()`` runs should they choose to quit."""
        if self.may_quit or not self.asks or self.waiting() is None or self.try_now():
            return True
        if self.box is None:
            self._ask(quit_now)
        return False

    def _ask(self, quit_now: Callable[[], None]) -> None:
        w = self.waiting()
        assert w is not None
        if w.kept_in is not None:
            text = self.tr("This game is not all in your history yet ({problem}). Its "
                           "decisions not written there ({count}) are kept in {file}, and go "
                           "into your history when All Fours next starts.")
            leave = self.tr("Quit")
        else:
            text = self.tr("This game is not all in your history yet ({problem}), and no other "
                           "folder takes it either. Its decisions not written there ({count}) "
                           "are lost when the window closes, unless you save the game in a "
                           "folder you choose.")
            leave = self.tr("Quit and Lose Them ({count})").format(count=w.decisions)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Quit All Fours"),
                          text.format(count=w.decisions, problem=w.problem, file=w.kept_in),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("confirm-unsaved")
        elsewhere = box.addButton(self.tr("Save the Game Elsewhere…"),
                                  QMessageBox.ButtonRole.ActionRole)
        elsewhere.setObjectName("unsaved-elsewhere")
        again = box.addButton(self.tr("Keep Trying"), QMessageBox.ButtonRole.RejectRole)
        again.setObjectName("unsaved-keep-trying")
        lose = box.addButton(leave, QMessageBox.ButtonRole.DestructiveRole)
        lose.setObjectName("unsaved-quit")
        box.setDefaultButton(lose if w.kept_in is not None else elsewhere)
        box.setEscapeButton(again)

        def answered(_result: int) -> None:
            self.box = None
            chosen = box.clickedButton()
            if chosen is lose:
                self.may_quit = True
                quit_now()
            elif chosen is elsewhere:
                if self.save_elsewhere():
                    self.may_quit = True
                    quit_now()
            elif chosen is again and self.try_now():
                quit_now()  # saved at last: nothing stands in the way

        box.finished.connect(answered)
        self.box = box
        box.open()

    def save_elsewhere(self) -> bool:
        """The whole game to a folder the person picks; whether it was written."""
        c = self.current()
        game = c.whole_game() if c is not None else None
        if game is None:
            return False
        folder = self.choose_folder()
        if folder is None:
            return False
        assert c is not None
        hand = c.game.hand
        live = c.game.hand_number if hand is not None and not hand.over else None
        try:
            path = save_elsewhere(folder, game, self.names(), datetime.date.today(), live)
        except OSError as e:
            log.warning("saving the game in %s failed: %s", folder, e)
            self.notify([self.tr("The game could not be saved in {folder}: {reason}. It is "
                                 "still here: choose another folder, or keep trying.").format(
                folder=folder, reason=problem_words(e))])
            return False
        self.remember(path)
        log.warning("the game was saved in %s", path)
        return True

    def _choose_folder(self) -> Path | None:
        chosen = QFileDialog.getExistingDirectory(self.window, self.tr("Save the Game in"),
                                                  str(documents()))
        return Path(chosen) if chosen else None

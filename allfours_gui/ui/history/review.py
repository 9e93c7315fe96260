"""Hand review: step through a hand with every card face up; export and import.

It reuses the table scene in read-only mode: each step is the engine's state
after one more action, laid out at once, so the review shows exactly what the
rules did.

A hand still in progress is reviewed as one seat saw it (``viewer``): at each
step only what that seat could know then is face up or named, and the record
(which holds the whole deck) cannot be exported until the hand is over.
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import json
import os
import re
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStandardPaths, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...engine import HandState, Rules
from ...engine.cards import parse_card
from ...engine.record import positions
from ...engine.record_limits import read_record_file
from ...engine.translatable import QT_TRANSLATE_NOOP
from ...session.card_words import card_name
from ...session.problem_words import problem_words
from ..owned_windows import fit_to_screen
from ..table.card_art import CardArt
from ..table.overlays import open_folder, team_name
from ..table.table_scene import TableScene
from ..table.table_view import TableView
from .titles import hand_title, us_and_them

if TYPE_CHECKING:
    from .coach_panel import CoachPanel, CoachSource

# shown with QCoreApplication.translate("Review", ...); the exception stays English
LIVE_EXPORT_TIP = QT_TRANSLATE_NOOP("Review", "Export is available once the hand is over.")
LIVE_NOTE = QT_TRANSLATE_NOOP("Review", "This hand is still being played: you see it as you "
                                        "saw it at the table. Export is available once the "
                                        "hand is over.")


def hand_positions(record: dict[str, Any]) -> list[HandState]:
    """The hand after the deal, then after each action (the record is checked)."""
    return positions(record)


def number_in_title(title: str) -> int:
    """The N of a "Hand N" title, in the reader's language or in English (0, the
    scoreboard's "no number", if none)."""
    for template in (QCoreApplication.translate("History", "Hand {number}"), "Hand {number}"):
        before, _, after = template.partition("{number}")
        found = re.search(re.escape(before) + r"(\d+)" + re.escape(after), title)
        if found:
            return int(found.group(1))
    return 0


def safe_file_part(text: str) -> str:
    """``text`` as part of a file name on any system: letters, digits, ``_``
    and ``.``; anything else (spaces, slashes, ``:*?"<>|``...) becomes ``_``."""
    part = re.sub(r"[^\w.]+", "_", text, flags=re.UNICODE).strip("._")
    return part[:32] or "player"


def export_name(day: datetime.date, number: int, names: list[str]) -> str:
    """``allfours-2026-11-30-hand-3-You-Rhonda-Partner-Kerwin.json``."""
    hand = f"-hand-{number}" if number > 0 else ""
    people = "-".join(safe_file_part(n) for n in names)
    return f"allfours-{day.isoformat()}{hand}-{people}.json"


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all: into a new file in the
    same folder, synced, then renamed over ``path``. A read-only folder or a
    full disk raises OSError and leaves no empty or partial file (and a file
    already at ``path`` as it was)."""
    fd, part = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        mask = os.umask(0)  # mkstemp makes the file private: as any new file instead
        os.umask(mask)
        with contextlib.suppress(OSError):
            os.chmod(part, 0o666 & ~mask)
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(part)
        raise


def why_not_saved(e: OSError, path: Path) -> str:
    """A failed save to ``path`` in plain words: one whole sentence for each cause."""
    if e.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        text = QCoreApplication.translate("Review", "The hand was not saved to {path}: the "
                                                    "disk is full.")
    elif e.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        text = QCoreApplication.translate("Review", "The hand was not saved to {path}: the "
                                                    "folder cannot be written to (it is "
                                                    "read-only, or not yours).")
    elif e.errno == errno.ENOENT:
        text = QCoreApplication.translate("Review", "The hand was not saved to {path}: the "
                                                    "folder does not exist.")
    else:  # the system's own words
        text = QCoreApplication.translate("Review", "The hand was not saved to {path}: "
                                                    "{reason}.")
    return text.format(path=path, reason=problem_words(e))


class HandReviewWindow(QDialog):
    imported = Signal(dict)

    def __init__(self, record: dict[str, Any], names: list[str], title: str,
                 art: CardArt | None = None, parent: QWidget | None = None, *,
                 viewer: int | None = None, number: int | None = None,
                 played_on: datetime.date | None = None,
                 coach: CoachSource | None = None) -> None:
        """``viewer``: the seat whose view a hand in progress is shown from
        (None: a finished hand, every card face up). A finished record is shown
        whole whatever ``viewer`` says. ``number``: the hand's number in its
        game (a record does not hold it; by default the "Hand N" of ``title``).
        ``played_on``: the day the hand was played, for the export's file name
        (by default today). ``coach``: where a finished hand is kept in the
        history, for the coach's panel (coach_panel.py) beside the table."""
        super().__init__(parent)
        self.setWindowTitle(title)
        fit_to_screen(self, 1100, 780)  # a 1366x768 laptop sees the whole review
        self.names = names
        self.number = number if number is not None else number_in_title(title)
        # a title this window can say again in another language: "Hand 3", "Hand 3 (in
        # progress)", "Hand from hand.json" (else the caller's, kept as given)
        self.title_words: tuple[str, object] | None = next(
            ((kind, self.number) for kind, live in (("hand", False), ("live", True))
             if self.number and title == hand_title(self.number, live)), None)
        self.played_on = played_on
        self.art = art or CardArt()
        self.scene: TableScene | None = None
        self.viewer: int | None = None
        self.view = TableView(TableScene(names[:Rules.from_json(record["rules"]).players],
                                         self.art, self))
        self.caption = QLabel()
        self.caption.setObjectName("review-caption")
        self.caption.setWordWrap(True)
        self.live_note = QLabel()
        self.live_note.setObjectName("review-live-note")
        self.live_note.setWordWrap(True)
        self.live_note.hide()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.show_step)
        buttons = QHBoxLayout()
        # icons, never glyphs a font may lack (⏮ ⏭ drew as empty boxes)
        sp = QStyle.StandardPixmap
        self.step_buttons: dict[str, QPushButton] = {}
        for key, icon, fn in (
                ("first", sp.SP_MediaSkipBackward, lambda: self.slider.setValue(0)),
                ("back", sp.SP_MediaSeekBackward,
                 lambda: self.slider.setValue(self.slider.value() - 1)),
                ("next", sp.SP_MediaSeekForward,
                 lambda: self.slider.setValue(self.slider.value() + 1)),
                ("last", sp.SP_MediaSkipForward,
                 lambda: self.slider.setValue(self.slider.maximum()))):
            b = QPushButton()
            b.setIcon(self.style().standardIcon(icon, None, self))
            b.setAutoDefault(False)
            b.setObjectName(f"review-{key}")
            b.clicked.connect(fn)
            buttons.addWidget(b)
            self.step_buttons[key] = b
        slider_and_marks = QVBoxLayout()
        slider_and_marks.setSpacing(0)
        slider_and_marks.addWidget(self.slider)
        buttons.addLayout(slider_and_marks, 1)
        self.export_button = QPushButton()
        self.export_button.setObjectName("review-export")
        self.export_button.clicked.connect(self.export_dialog)
        self.import_button = load = QPushButton()
        load.setObjectName("review-import")
        load.clicked.connect(self.import_dialog)
        buttons.addWidget(self.export_button)
        buttons.addWidget(load)
        # where the last export went (or why it did not), until the next one
        self.export_note = QLabel()
        self.export_note.setObjectName("review-export-note")
        self.export_note.setWordWrap(True)
        self.export_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.show_folder_button = QPushButton()
        self.show_folder_button.setObjectName("review-show-folder")
        self.show_folder_button.setAutoDefault(False)
        self.show_folder_button.clicked.connect(self.show_export_folder)
        self.exported_to: Path | None = None
        self.export_failed: tuple[OSError, Path] | None = None  # the last export's, if it did
        saved = QHBoxLayout()
        saved.addWidget(self.export_note, 1)
        saved.addWidget(self.show_folder_button)
        self.export_note.hide()
        self.show_folder_button.hide()
        layout = QVBoxLayout(self)
        self.coach: CoachPanel | None = None
        if coach is not None and positions(record)[-1].over:
            from .coach_charts import StepMarks
            from .coach_panel import CoachPanel, TableAndCoach

            self.coach = CoachPanel(coach, record, names, self)
            self.coach.marks = StepMarks(self.slider)
            slider_and_marks.addWidget(self.coach.marks)
            self.coach.go_to.connect(self.slider.setValue)
            both = TableAndCoach(self.view, self.coach, self)
            layout.addWidget(both, 1)
            buttons.insertWidget(buttons.count() - 2, both.toggle)
            fit_to_screen(self, 1280, 800)
        else:
            layout.addWidget(self.view, 1)
        layout.addWidget(self.live_note)
        layout.addWidget(self.caption)
        layout.addLayout(saved)
        layout.addLayout(buttons)
        # the arrow keys step the review whichever control has the focus
        # (a button or the slider would move the focus or the slider instead)
        for widget in (self.view, self.view.viewport(), self.slider, self.export_button, load,
                       *self.step_buttons.values()):
            widget.installEventFilter(self)
        self.export_button.setAutoDefault(False)
        load.setAutoDefault(False)
        self._set_texts()
        self.load(record, viewer)

    def _set_texts(self) -> None:
        """The controls' words (the step's caption and the export's are the step's)."""
        self.live_note.setText(QCoreApplication.translate("Review", LIVE_NOTE))
        self.slider.setAccessibleName(self.tr("Step through the hand"))
        self.slider.setToolTip(self.tr("Steps of the hand (Left/Right arrows, Home, End)"))
        for key, tip in (("first", self.tr("First step (Home)")),
                         ("back", self.tr("Back one step (Left arrow)")),
                         ("next", self.tr("Next step (Right arrow)")),
                         ("last", self.tr("Last step (End)"))):
            self.step_buttons[key].setToolTip(tip)
            self.step_buttons[key].setAccessibleName(tip)
        self.export_button.setText(self.tr("Export…"))
        self.import_button.setText(self.tr("Import…"))
        self.show_folder_button.setText(self.tr("Show folder"))

    def retranslate(self) -> None:
        """The language changed: the controls, the title, the scoreboard and the step
        shown, in the new words; the step stays where it is."""
        self._set_texts()
        if self.title_words is not None:
            kind, what = self.title_words
            self.setWindowTitle(self.tr("Hand from {file}").format(file=what) if kind == "file"
                                else hand_title(self.number, live=kind == "live"))
        self._export_words()
        if self.scene is not None:
            self.scene.retranslate()
            self.scene.scoreboard.update_state(team_names=self.team_names(self.scene.n))
            self.caption.setText(self.describe(self.slider.value()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def live(self) -> bool:
        """A hand in progress, shown as ``viewer`` saw it (no export)."""
        return self.viewer is not None

    def load(self, record: dict[str, Any], viewer: int | None = None,
             number: int | None = None) -> None:
        """Show ``record``; with ``viewer``, a hand in progress as that seat saw it.
        (An imported file is the person's own: it is shown whole.)"""
        positions = hand_positions(record)
        players = positions[0].n
        if viewer is not None and not 0 <= viewer < players:
            raise ValueError(f"there is no seat {viewer} at a {players}-player table")
        self.record = record
        self.positions = positions
        if number is not None:
            self.number = number
        self.viewer = None if positions[-1].over else viewer
        scene = self.view.scene()
        if not isinstance(scene, TableScene) or scene.n != players:
            scene = TableScene(self.names[:players], self.art, self)
            self.view.set_table(scene)
        scene.review = self.viewer is None  # every hand face up only once it is over
        scene.human = 0 if self.viewer is None else self.viewer
        self.scene = scene
        rules = positions[0].rules
        scene.scoreboard.update_state(team_names=self.team_names(players),
                                      target=rules.target)
        self.export_button.setEnabled(not self.live)
        self._export_words()
        self.live_note.setVisible(self.live)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.positions) - 1)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self.show_step(0)

    def show_step(self, i: int) -> None:
        assert self.scene is not None
        hand = self.positions[i]
        score = (hand.score[0], hand.score[1])
        if self.viewer is None:
            self.scene.show_position(hand, True, score, self.number, last_trick=True)
            if self.coach is not None:
                self.coach.show_step(i)
        else:
            sees = hand.view_for(self.viewer).hand_visible
            self.scene.show_position(hand, sees, score, self.number, last_trick=True)
            self._hidden_hands_in_deal_order(hand)
        self.caption.setText(self.describe(i))

    def _hidden_hands_in_deal_order(self, hand: HandState) -> None:
        """Face-down hands in the order they were dealt, as at the table: laid
        out by card, an exposed card's place among them would tell the rest."""
        scene = self.scene
        assert scene is not None
        dealt_at = {c: i for i, c in enumerate(hand.deck)}
        for seat in range(scene.n):
            if seat == scene.human:
                continue
            laid = scene.hands[seat]
            places = [(scene.cards[c].pos(), scene.cards[c].rotation(), scene.cards[c].zValue())
                      for c in laid]
            laid.sort(key=dealt_at.__getitem__)
            for c, (pos, rotation, z) in zip(laid, places, strict=True):
                item = scene.cards[c]
                item.setPos(pos)
                item.setRotation(rotation)
                item.setZValue(z)

    def describe(self, i: int) -> str:
        """Step ``i`` in words, each sentence built for its person: the seat
        in view (or named "You") is "you" ("You beg."), the others by name
        ("Rhonda begs.")."""
        from ...engine.cards import JACK
        from ..table.overlays import team_name as side
        from ..wording import POINT_LINES, dealt, decision, hangs, people, trick_won

        hand = self.positions[i]
        n = hand.n
        who = people(self.names[:n], self.viewer)
        if i == 0:
            text = dealt(who[hand.dealer], hand.method, hand.kicks[-1])
        else:
            a = self.record["actions"][i - 1]
            before = self.positions[i - 1]
            card = parse_card(a["card"]) if "card" in a else None
            text = decision(who[a["seat"]], a["do"], card, owner=who[before.turn])
            if a["do"] == "play" and not hand.trick and len(hand.tricks) > len(before.tricks):
                cards, winner = hand.tricks[-1]
                text += " " + trick_won(who[winner])
                jack = hand.trump * 13 + JACK
                holder = next((s for s, c in cards if c == jack), -1)
                if holder >= 0 and hand.rules.hang_jack and (holder & 1) != (winner & 1):
                    text += " " + hangs(who[winner], who[holder])
            if a["do"] == "run":
                text += self._run_words(before, hand)
        earlier = self.positions[i - 1].points if i else []
        new = hand.points[len(earlier):]
        if new:
            names = self.names[:n]
            text += " " + " ".join(
                QCoreApplication.translate("Review", POINT_LINES[c]).format(
                    points=k, side=side(t, names, n))
                for t, c, k in new)
        return self.tr("Step {step} of {steps}. {text}").format(
            step=i, steps=len(self.positions) - 1, text=text)

    @staticmethod
    def _run_words(before: HandState, after: HandState) -> str:
        """The kicks a run of the pack turned (face up for all to see)."""
        turned = after.kicks[len(before.kicks):]
        words = ""
        if len(after.decks) > len(before.decks):
            words += " " + QCoreApplication.translate(
                "Review", "The pack ran out and was dealt again.")
        if len(turned) == 1:
            words += " " + QCoreApplication.translate("Review", "The kick is {card}.").format(
                card=card_name(turned[-1]))
        elif turned:
            earlier = QCoreApplication.translate("Review", ", ").join(
                card_name(k) for k in turned[:-1])
            words += " " + QCoreApplication.translate(
                "Review", "The kick is {card} (after {earlier}).").format(
                    card=card_name(turned[-1]), earlier=earlier)
        return words

    def team_names(self, players: int) -> tuple[str, str]:
        """The scoreboard's sides: the players' names with two players, as at
        the table; "Us" and "Them" with partnerships."""
        if players == 2 and len(self.names) >= 2:
            return team_name(0, self.names, 2), team_name(1, self.names, 2)
        return us_and_them()

    def _step_key(self, event: QKeyEvent) -> bool:
        """Step for an arrow, Home or End key (no modifiers); True if it did."""
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        moves = {Qt.Key.Key_Left: self.slider.value() - 1,
                 Qt.Key.Key_Right: self.slider.value() + 1,
                 Qt.Key.Key_Home: 0, Qt.Key.Key_End: self.slider.maximum()}
        key = Qt.Key(event.key())
        if key not in moves:
            return False
        self.slider.setValue(moves[key])
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and self._step_key(event):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._step_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # --------------------------------------------------------- files
    def suggested_path(self) -> Path:
        """Where an export is offered: the Documents folder (the home folder
        if there is none), named for the day, the hand number and the players."""
        players = Rules.from_json(self.record["rules"]).players
        folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        where = Path(folder) if folder and Path(folder).is_dir() else Path.home()
        return where / export_name(self.played_on or datetime.date.today(), self.number,
                                   self.names[:players])

    def export_to(self, path: str | Path) -> None:
        """Save the record to ``path`` whole or not at all (OSError if not)."""
        if self.live:  # the record holds every hand and the pack
            raise PermissionError(LIVE_EXPORT_TIP)
        write_whole(Path(path), json.dumps(self.record, indent=1) + "\n")

    def import_from(self, path: str | Path) -> str | None:
        """Load a hand from a file; a plain-words reason if it is not a valid record."""
        try:
            # size, nesting and text checked before json parses it: a file
            # from elsewhere must not exhaust memory or Python's recursion
            record = read_record_file(path)
            hand_positions(record)
        except OSError as e:
            return self.tr("{file} could not be read: {reason}").format(
                file=Path(path).name, reason=problem_words(e))
        # IllegalAction and the limits' refusals are ValueErrors; the others
        # guard against a record shaped in a way the checks did not foresee
        except (ValueError, TypeError, LookupError) as e:
            return self.tr("{file} is not a valid All Fours hand record: {reason}").format(
                file=Path(path).name, reason=problem_words(e))
        if self.coach is not None:  # the coach's panel was the history's hand's
            self.coach.stop()
            self.coach.hide()
            if self.coach.marks is not None:
                self.coach.marks.hide()
            self.coach = None
        self.load(record, number=0)  # a file does not say which hand of its game it was
        self.title_words = ("file", Path(path).name)
        self.setWindowTitle(self.tr("Hand from {file}").format(file=Path(path).name))
        self.imported.emit(record)
        return None

    def export_dialog(self) -> None:
        if self.live:
            self.caption.setText(QCoreApplication.translate("Review", LIVE_EXPORT_TIP))
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export hand"),
                                              str(self.suggested_path()),
                                              self.tr("Hand records (*.json)"))
        if path:
            self.export_and_tell(Path(path))

    def export_and_tell(self, path: Path) -> None:
        """Export to ``path`` and say where the file went, or why it did not."""
        path = path.absolute()
        try:
            self.export_to(path)
        except OSError as e:
            self.exported_to, self.export_failed = None, (e, path)
            self.show_folder_button.hide()
        else:
            self.exported_to, self.export_failed = path, None
            self.show_folder_button.show()
        self._export_words()
        self.export_note.show()

    def _export_words(self) -> None:
        """The Export button's tip, and where the last export went or why it did not."""
        self.export_button.setToolTip(
            QCoreApplication.translate("Review", LIVE_EXPORT_TIP) if self.live
            else self.tr("Save this hand as an allfours-hand/1 record"))
        if self.export_failed is not None:
            self.export_note.setText(why_not_saved(*self.export_failed))
        elif self.exported_to is not None:
            self.export_note.setText(self.tr("Saved to {path}").format(path=self.exported_to))
            self.show_folder_button.setToolTip(self.tr("Open {folder}").format(
                folder=self.exported_to.parent))

    def show_export_folder(self) -> None:
        if self.exported_to is not None:
            open_folder(self.exported_to.parent)

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import hand"), "",
                                              self.tr("Hand records (*.json)"))
        if path:
            problem = self.import_from(path)
            if problem:
                self.caption.setText(problem)

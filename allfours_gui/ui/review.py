"""Hand review: step through a hand with every card face up; export and import.

It reuses the table scene in read-only mode: each step is the engine's state
after one more action, laid out at once, so the review shows exactly what the
rules did.

A hand still in progress is reviewed as one seat saw it (``viewer``): at each
step only what that seat could know then is face up or named, and the record
(which holds the whole deck) cannot be exported until the hand is over.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..engine import Action, HandState, IllegalAction, Rules, replay_hand
from ..engine.cards import card_name, parse_card
from ..engine.transcript import CATEGORY_WORDS
from .card_art import CardArt
from .table_scene import TableScene
from .table_view import TableView

DECISION_WORDS = {"stand": "stands", "beg": "begs", "give": "gives one",
                  "run": "runs the pack", "expose": "exposes", "call": "calls"}
LIVE_EXPORT_TIP = "Export is available once the hand is over."
LIVE_NOTE = ("This hand is still being played: you see it as you saw it at the table. "
             + LIVE_EXPORT_TIP)


def hand_positions(record: dict[str, Any]) -> list[HandState]:
    """The hand after the deal, then after each action (the record is checked first)."""
    replay_hand(record)  # raises IllegalAction for a bad record
    rules = Rules.from_json(record["rules"])
    deck = [parse_card(c) for c in record["deck"]]
    redeals = [[parse_card(c) for c in d] for d in record.get("redeals", [])]
    hand = HandState(rules, record["dealer"], record["deal_method"], record["score_before"],
                     deck, redeals)
    hand.start()
    out = [hand.clone()]
    for raw in record["actions"]:
        hand.apply(Action.from_record(raw))
        out.append(hand.clone())
    return out


class HandReviewWindow(QDialog):
    imported = Signal(dict)

    def __init__(self, record: dict[str, Any], names: list[str], title: str,
                 art: CardArt | None = None, parent: QWidget | None = None, *,
                 viewer: int | None = None) -> None:
        """``viewer``: the seat whose view a hand in progress is shown from
        (None: a finished hand, every card face up). A finished record is shown
        whole whatever ``viewer`` says."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(1100, 780)
        self.names = names
        self.art = art or CardArt()
        self.scene: TableScene | None = None
        self.viewer: int | None = None
        self.view = TableView(TableScene(names[:Rules.from_json(record["rules"]).players],
                                         self.art, self))
        self.caption = QLabel()
        self.caption.setObjectName("review-caption")
        self.caption.setWordWrap(True)
        self.live_note = QLabel(LIVE_NOTE)
        self.live_note.setObjectName("review-live-note")
        self.live_note.setWordWrap(True)
        self.live_note.hide()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.show_step)
        buttons = QHBoxLayout()
        for text, key, fn in (("⏮", "first", lambda: self.slider.setValue(0)),
                              ("◀", "back", lambda: self.slider.setValue(self.slider.value() - 1)),
                              ("▶", "next", lambda: self.slider.setValue(self.slider.value() + 1)),
                              ("⏭", "last", lambda: self.slider.setValue(self.slider.maximum()))):
            b = QPushButton(text)
            b.setObjectName(f"review-{key}")
            b.clicked.connect(fn)
            buttons.addWidget(b)
        buttons.addWidget(self.slider, 1)
        self.export_button = QPushButton("Export…")
        self.export_button.setObjectName("review-export")
        self.export_button.clicked.connect(self.export_dialog)
        load = QPushButton("Import…")
        load.setObjectName("review-import")
        load.clicked.connect(self.import_dialog)
        buttons.addWidget(self.export_button)
        buttons.addWidget(load)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.live_note)
        layout.addWidget(self.caption)
        layout.addLayout(buttons)
        self.load(record, viewer)

    @property
    def live(self) -> bool:
        """A hand in progress, shown as ``viewer`` saw it (no export)."""
        return self.viewer is not None

    def load(self, record: dict[str, Any], viewer: int | None = None) -> None:
        """Show ``record``; with ``viewer``, a hand in progress as that seat saw it.
        (An imported file is the person's own: it is shown whole.)"""
        positions = hand_positions(record)
        players = positions[0].n
        if viewer is not None and not 0 <= viewer < players:
            raise ValueError(f"there is no seat {viewer} at a {players}-player table")
        self.record = record
        self.positions = positions
        self.viewer = None if positions[-1].over else viewer
        scene = self.view.scene()
        if not isinstance(scene, TableScene) or scene.n != players:
            scene = TableScene(self.names[:players], self.art, self)
            self.view.set_table(scene)
        scene.review = self.viewer is None  # every hand face up only once it is over
        scene.human = 0 if self.viewer is None else self.viewer
        self.scene = scene
        self.export_button.setEnabled(not self.live)
        self.export_button.setToolTip(LIVE_EXPORT_TIP if self.live else
                                      "Save this hand as an allfours-hand/1 record")
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
            self.scene.show_position(hand, True, score, hand.number, last_trick=True)
        else:
            sees = hand.view_for(self.viewer).hand_visible
            self.scene.show_position(hand, sees, score, hand.number, last_trick=True)
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
        hand = self.positions[i]
        name = self.names
        if i == 0:
            text = (f"{name[hand.dealer]} dealt in {hand.method}; the kick is "
                    f"{card_name(hand.kicks[-1])}.")
        else:
            a = self.record["actions"][i - 1]
            who = name[a["seat"]]
            if a["do"] == "play":
                text = f"{who} plays {card_name(parse_card(a['card']))}."
                if not hand.trick and hand.tricks:
                    _cards, winner = hand.tricks[-1]
                    text += f" {name[winner]} wins the trick."
            else:
                what = DECISION_WORDS[a["do"]]
                card = f" {card_name(parse_card(a['card']))}" if "card" in a else ""
                text = f"{who} {what}{card}."
                if a["do"] == "run":
                    text += self._run_words(self.positions[i - 1], hand)
        before = self.positions[i - 1].points if i else []
        new = hand.points[len(before):]
        if new:
            text += " " + "; ".join(f"{CATEGORY_WORDS[c]}: {n} to "
                                    f"{'Us' if t == 0 else 'Them'}" for t, c, n in new) + "."
        return f"Step {i} of {len(self.positions) - 1}. {text}"

    @staticmethod
    def _run_words(before: HandState, after: HandState) -> str:
        """The kicks a run of the pack turned (face up for all to see)."""
        turned = after.kicks[len(before.kicks):]
        words = ""
        if len(after.decks) > len(before.decks):
            words += " The pack ran out and was dealt again."
        if turned:
            words += f" The kick is {card_name(turned[-1])}"
            if len(turned) > 1:
                words += " (after " + ", ".join(card_name(k) for k in turned[:-1]) + ")"
            words += "."
        return words

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {Qt.Key.Key_Left: self.slider.value() - 1,
                 Qt.Key.Key_Right: self.slider.value() + 1,
                 Qt.Key.Key_Home: 0, Qt.Key.Key_End: self.slider.maximum()}
        if key in moves:
            self.slider.setValue(moves[key])
            event.accept()
            return
        super().keyPressEvent(event)

    # --------------------------------------------------------- files
    def export_to(self, path: str | Path) -> None:
        if self.live:  # the record holds every hand and the pack
            raise PermissionError(LIVE_EXPORT_TIP)
        Path(path).write_text(json.dumps(self.record, indent=1) + "\n", encoding="utf-8")

    def import_from(self, path: str | Path) -> str | None:
        """Load a hand from a file; a plain-words reason if it is not a valid record."""
        try:
            record = json.loads(Path(path).read_text(encoding="utf-8"))
            if not isinstance(record, dict):
                raise IllegalAction("the file holds no hand record")
            hand_positions(record)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, IllegalAction) as e:
            return f"{Path(path).name} is not a valid All Fours hand record: {e}"
        self.load(record)
        self.imported.emit(record)
        return None

    def export_dialog(self) -> None:
        if self.live:
            self.caption.setText(LIVE_EXPORT_TIP)
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export hand", "hand.json",
                                              "Hand records (*.json)")
        if path:
            self.export_to(path)

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import hand", "", "Hand records (*.json)")
        if path:
            problem = self.import_from(path)
            if problem:
                self.caption.setText(problem)

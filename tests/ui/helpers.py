"""Driving the real window in tests: scripted players, seeds, real clicks."""

from __future__ import annotations

import functools
import shutil
import threading
from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from allfours_gui.engine import Action, Rules, parse_card
from allfours_gui.engine.game import Game
from allfours_gui.engine.view import PlayerView
from allfours_gui.session.game_config import HUMAN, GameConfig
from allfours_gui.ui.main_window import MainWindow
from allfours_gui.ui.table.card_art import CardArt

REVIEW_DIR = Path(__file__).resolve().parents[2] / "test-screenshots"


class ScriptedPlayer:
    """Makes the decisions it is given (if legal), else the first legal one."""

    def __init__(self, decisions: dict[str, str] | None = None,
                 plays: list[str] | None = None, method: str = "threes") -> None:
        self.decisions = decisions or {}
        self.plays = [parse_card(c) for c in plays or []]
        self.method = method

    def choose(self, view: PlayerView, cancel: threading.Event | None = None) -> Action:
        kinds = {a.do: a for a in view.legal}
        for kind in ("stand", "beg", "give", "run"):
            if kind in kinds and self.decisions.get(view.phase) == kind:
                return kinds[kind]
        if view.phase == "play":
            for card in list(self.plays):
                match = [a for a in view.legal if a.card == card]
                if match:
                    self.plays.remove(card)
                    return match[0]
        return view.legal[0]

    def choose_method(self, seat: int, rules: Rules) -> str:
        return self.method

    def choose_call(self, view: PlayerView, options: list[Action]) -> Action | None:
        return None


@functools.cache
def seed_with_dealer(dealer: int, players: int = 4) -> int:
    """A seed whose cut makes ``dealer`` the first dealer."""
    for seed in range(1000):
        g = Game(Rules(players=players), seed)
        g.cut()
        if g.dealer == dealer:
            return seed
    raise LookupError(dealer)


_ART: list[CardArt] = []  # the session's one card art (its rendered faces kept)


def shared_art() -> CardArt:
    """One card art for every test window of the session: the faces rendered for one
    window's size are there for the next (each window of a test used to render the
    whole deck again). Each window takes it in the default style, whatever a test
    before chose in Settings."""
    if not _ART or not shiboken6.isValid(_ART[0]):
        _ART[:] = [CardArt()]
    art = _ART[0]
    if (art.back, art.four_colour) != ("red", False):
        art.set_style("red", False)
    return art


def make_window(qtbot, *, dealer: int = 3, players: dict[int, ScriptedPlayer] | None = None,
                decks: tuple[list[str], ...] = (), speed: str = "instant",
                think_ms: int = 0, n: int = 4, **window_args) -> MainWindow:
    scripted = players or {}

    def factory(level: str, seed: int) -> ScriptedPlayer:
        seat = seed % 10
        return scripted.get(seat) or ScriptedPlayer()

    levels = (HUMAN,) + ("medium",) * (n - 1)
    config = GameConfig(rules=Rules(players=n), names=("You", "Rhonda", "Partner", "Kerwin")[:n],
                        levels=levels, seed=seed_with_dealer(dealer, n),
                        decks=tuple(tuple(parse_card(c) for c in d) for d in decks))
    window_args.setdefault("art", shared_art())
    w = MainWindow(config, speed=speed, player_factory=factory, think_ms=think_ms,
                   **window_args)
    qtbot.addWidget(w)
    w.resize(1180, 800)
    w.show()
    return w


def wait_prompt(qtbot, w: MainWindow, kind: str, timeout: int = 15000) -> None:
    def ready() -> bool:
        c = w.controller
        return c is not None and c.waiting_for_human == kind and not w.scene.busy
    qtbot.waitUntil(ready, timeout=timeout)


def click_card(qtbot, w: MainWindow, card: int) -> None:
    """Click the visible left part of a card, as a person would."""
    item = w.scene.cards[card]
    scene_pos = item.mapToScene(QPointF(-item.width * 0.36, 0))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=w.view.mapFromScene(scene_pos))


def press(qtbot, w: MainWindow, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the keyboard delivers it: to the window's focus widget."""
    target = QApplication.focusWidget()
    assert target is not None and (target is w or w.isAncestorOf(target)), target
    qtbot.keyClick(target, key, modifier)


def click_choice(qtbot, w: MainWindow, key: str) -> None:
    button = w.decision.buttons[key]
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def save_shot(w: MainWindow, tmp_path: Path, name: str) -> Path:
    """Save under the test's tmp path, and a copy in test-screenshots/ for review."""
    path = tmp_path / f"{name}.png"
    assert w.grab().save(str(path))
    REVIEW_DIR.mkdir(exist_ok=True)
    shutil.copy(path, REVIEW_DIR / path.name)
    return path


def play_out_hand(qtbot, w: MainWindow, timeout: int = 15000,
                  each_turn: Callable[[], None] | None = None) -> None:
    """Play the person's first legal card at each turn until the hand is over and its
    summary shows (``each_turn``: a look at the table before each of those cards)."""
    while not w.controller.game.hand.over:
        qtbot.waitUntil(lambda: w.controller.game.hand.over
                        or w.controller.waiting_for_human == "play", timeout=timeout)
        if not w.controller.game.hand.over:
            wait_prompt(qtbot, w, "play")
            if each_turn is not None:
                each_turn()
            click_card(qtbot, w, w.controller.game.hand.view_for(0).legal[0].card)
    qtbot.waitUntil(lambda: w.summary.isVisible(), timeout=timeout)

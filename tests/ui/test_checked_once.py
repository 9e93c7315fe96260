"""Each decision is checked against the rules once, by the engine as it applies it:
the controller checks only the answer's shape and seat (docs/design.md §6)."""

from __future__ import annotations

from allfours_gui.engine import Action
from allfours_gui.engine.hand import HandState
from allfours_gui.session.controller import GameController

from .helpers import click_card, click_choice, make_window, wait_prompt


def test_each_decision_is_checked_by_the_engine_once(qtbot, monkeypatch):
    checks: list[Action] = []
    per_decision: list[tuple[Action, int]] = []
    reason, decided = HandState.reason, GameController._on_decided

    def counted(self: HandState, action: Action):
        checks.append(action)
        return reason(self, action)

    def on_decided(self: GameController, token: int, answer: object) -> None:
        checks.clear()
        decided(self, token, answer)
        if isinstance(answer, Action):
            per_decision.append((answer, checks.count(answer)))

    monkeypatch.setattr(HandState, "reason", counted)
    monkeypatch.setattr(GameController, "_on_decided", on_decided)
    w = make_window(qtbot, dealer=3)
    wait_prompt(qtbot, w, "stand")
    click_choice(qtbot, w, "stand")
    for _ in range(2):  # two of the person's cards, and the computers' answers around them
        wait_prompt(qtbot, w, "play")
        click_card(qtbot, w, min(w.scene.legal))
    mine = [a for a, _ in per_decision if a.seat == 0]
    assert len(mine) >= 3 and len(per_decision) >= 6, per_decision
    assert all(n == 1 for _, n in per_decision), per_decision

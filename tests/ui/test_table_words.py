"""Words the table and the hand review say that read wrongly (issue 33):
"follow suit or trump" to a seat with no trump to play, a doubled
punctuation in the call of a point ("Hang Jack!: Us +3"), the review saying
"Analysing…" and "Not analysed yet" at once, and the review's count of
decisions differing from Game History's for the same hand and seat."""

from __future__ import annotations

import re
from types import SimpleNamespace

from PySide6.QtCore import Qt

from allfours_gui.engine import Action, hand_from_record
from allfours_gui.engine.cards import parse_card
from allfours_gui.engine.events import PointScored
from allfours_gui.history.store import HistoryStore
from allfours_gui.session.coach import summary
from allfours_gui.ui.table.table_events import CATEGORY_LABELS, TablePresenter
from allfours_gui.ui.wording import said
from tests.engine.stacking import act, plays, record, stack

from .test_coach import finished_game, open_review

NAMES = ["Rhonda", "You", "Partner", "Kerwin"]


def follow_refusal(seat_one: list[str]) -> str:
    """Seat 0 leads the ace of clubs (hearts are trumps); seat 1, the person,
    holding ``seat_one``, tries the two of diamonds."""
    hands = [["AC", "8C", "9C", "TD", "9D", "QH"], seat_one,
             ["4S", "3C", "4C", "5C", "6C", "7C"], ["TS", "5S", "5H", "9H", "KD", "AD"]]
    h = hand_from_record(record(stack(hands, "4H"), [act(0, "stand"), *plays("0:AC")]))
    reason = h.reason(Action(1, "play", parse_card("2D")))
    assert reason is not None and reason.key == "follow"
    return said(reason, NAMES, 1, h.view_for(1))


def test_follow_suit_is_said_without_or_trump_to_a_seat_with_no_trump():
    assert follow_refusal(["2C", "2D", "3D", "4D", "5D", "6D"]) == "You hold clubs: follow suit."
    assert follow_refusal(["2C", "2D", "3D", "4D", "5D", "2H"]) == (
        "You hold clubs: follow suit or trump.")


class Scene:
    """What the table's handler of a point scored uses of the scene."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.scoreboard = SimpleNamespace(team_label=lambda team: ("Us", "Them")[team],
                                          update_state=lambda **_: None)

    def bubble(self, _seat: object, text: object, **_: object) -> None:
        self.said.append(text() if callable(text) else str(text))  # what it says now

    def enqueue(self, _step: object) -> None:
        pass


def test_the_call_of_a_point_has_no_doubled_punctuation():
    scene = Scene()
    presenter = TablePresenter(scene)  # type: ignore[arg-type]
    for category in CATEGORY_LABELS:
        presenter.on_point_scored(PointScored(0, category, 3, (3, 0)))
    assert scene.said[list(CATEGORY_LABELS).index("hang_jack")] == "Hang Jack: Us +3"
    for text in scene.said:
        assert not re.search(r"[!?.:]:", text), text


def analysed(qtbot, tmp_path, watch=lambda panel: None):
    """A one-hand game's review, its hand analysed for the person by the
    Analyse button (``watch(panel)`` just after the click); the history too."""
    store = HistoryStore(tmp_path)
    finished_game(store, hands=1)
    store.close()
    history, review = open_review(qtbot, tmp_path)
    panel = review.coach
    qtbot.mouseClick(panel.bar.button, Qt.MouseButton.LeftButton)
    watch(panel)
    qtbot.waitUntil(lambda: panel.job is None, timeout=120000)
    return history, panel


def test_the_review_says_one_state_at_a_time(qtbot, tmp_path):
    seen: list[tuple[str, str]] = []
    _history, panel = analysed(qtbot, tmp_path, lambda panel: seen.append(
        (panel.bar.status.text(), panel.verdict.toPlainText())))
    # while it analyses, the bar says so and nothing says it is not analysed
    status, verdict = seen[0]
    assert status == "Analysing…" and "Not analysed" not in verdict, seen
    assert "Not analysed" not in panel.verdict.toPlainText()  # analysed now
    panel.seat.setCurrentIndex(1)  # another seat, not analysed: said once it is looked up
    qtbot.waitUntil(lambda: panel.job is None, timeout=20000)
    assert "Not analysed yet" in panel.verdict.toPlainText() and panel.bar.status.text() == ""


def test_the_review_counts_decisions_as_game_history(qtbot, tmp_path):
    totals: list[int] = []

    def watch(panel):
        step = panel.bar.step
        panel.bar.step = lambda done, total: (totals.append(total), step(done, total))

    history, panel = analysed(qtbot, tmp_path, watch)
    decisions = panel.result["decisions"]
    counted = summary({1: panel.result}, 1).decisions
    # a forced play in the hand makes the two counts differ unless both leave it out
    assert counted < len(decisions)
    # the bar's "%v of %m decisions" (-1: the face-up lens, which counts none)
    assert set(totals) - {-1} == {counted}, (totals, counted, len(decisions))
    # Game History's summary of the same hand and seat
    coach = history.game_coach
    coach.show_game(coach.game)
    qtbot.waitUntil(lambda: coach.job is None, timeout=20000)
    assert f"Decisions: {counted} " in coach.text.text(), coach.text.text()

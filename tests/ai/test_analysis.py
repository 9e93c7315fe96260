"""analyse(): every decision of a seat judged from that seat's view: the form
of its answer, reproducible, blind to the hidden cards, planted blunders
found, nothing half-done when it fails or is cancelled. Small budgets: the
verdicts of the planted positions are clear at a twelfth of the default."""

from __future__ import annotations

import random
from typing import Any

import pytest

from allfours_gui.ai import AnalysisCancelled, AnalysisError, analyse, analysis, decide
from allfours_gui.ai.analysis import decisions_of, judge, verdict
from allfours_gui.engine import IllegalAction, hand_from_record
from allfours_gui.engine.hand import PLAY, HandState

from .planted import MAKERS, with_play
from .test_api import rehide

FAST = 0.05  # seconds of budget a decision: 150 rollouts
PLANTED = 0.25  # enough for an error well under the planted losses at the second trick
KEYS = {"index", "chosen", "best", "loss", "error", "verdict", "reason"}


def medium_hand(seed: int, stop: int | None = None) -> HandState:
    """A hand between medium players from 0-0 (to its end, or ``stop`` actions)."""
    from allfours_gui.ai import make_player
    from allfours_gui.engine import Rules

    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    h = HandState(Rules(), 3, "threes", [0, 0], deck, rng=random.Random(seed))
    h.start()
    player = make_player("medium", seed)
    while not h.over and (stop is None or len(h.actions) < stop):
        h.apply(player.choose(h.view_for(h.turn)))
    return h


def test_each_decision_of_the_seat_in_record_form() -> None:
    h = medium_hand(1)
    rec = h.record()
    for seat in range(4):
        out = analyse(rec, seat, seconds=FAST, seed=2)
        mine = [i for i, a in enumerate(rec["actions"]) if a["seat"] == seat]
        assert [r["index"] for r in out] == mine  # plays and bids: no exposes here
        for r in out:
            assert set(r) == KEYS
            assert r["chosen"] == rec["actions"][r["index"]]
            before = hand_from_record({**rec, "actions": rec["actions"][:r["index"]]})
            assert r["best"] in [a.to_record() for a in before.legal_actions()]
            assert r["loss"] >= 0.0 and r["error"] >= 0.0
            assert r["verdict"] == verdict(r["loss"], r["error"])
            assert isinstance(r["reason"], str) and r["reason"].endswith(".")
            if len(before.legal_actions()) == 1:
                assert (r["best"], r["loss"], r["verdict"]) == (r["chosen"], 0.0, "good")


def test_the_same_seed_gives_the_same_analysis() -> None:
    rec = medium_hand(3).record()
    a = analyse(rec, 1, seconds=FAST, seed=7)
    assert analyse(rec, 1, seconds=FAST, seed=7) == a
    other = analyse(rec, 1, seconds=FAST, seed=8)
    assert [r["index"] for r in other] == [r["index"] for r in a]


def test_a_prefix_is_analysed_as_far_as_it_goes() -> None:
    # Each decision draws its own deals: a prefix gives the same verdicts for its part.
    h = medium_hand(4)
    rec = h.record()
    whole = analyse(rec, 0, seconds=FAST, seed=1)
    cut = whole[2]["index"] + 1
    part = analyse({**rec, "actions": rec["actions"][:cut]}, 0, seconds=FAST, seed=1)
    assert part == whole[:3]


def test_blind_to_the_cards_the_seat_never_saw() -> None:
    # Records that differ only in cards the seat never saw (other hands' unplayed
    # cards and the pack) give the seat the same views, so the same analysis.
    rng = random.Random(5)
    checked = 0
    for seed in range(40):
        h = medium_hand(100 + seed, stop=rng.randrange(9, 16))
        seat = h.turn
        if h.over or h.phase != PLAY or len(decisions_of(h.record(), seat)) < 2:
            continue
        other = rehide(h, rng)
        if other is None:
            continue
        assert other["deck"] != h.record()["deck"]
        assert analyse(h.record(), seat, seconds=FAST, seed=3) == analyse(
            other, seat, seconds=FAST, seed=3)
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def _verdicts(maker: str, count: int) -> tuple[list[str], list[str]]:
    """The verdicts on the planted blunder and on the expert's own choice in
    ``count`` positions of one kind."""
    rng = random.Random(maker)
    planted, expert = [], []
    for i in range(count):
        prefix, seat, blunder = MAKERS[maker](rng)
        last = decisions_of(with_play(prefix, seat, blunder), seat)[-1]
        planted.append(judge(last, PLANTED, i)["verdict"])
        own = decide(prefix, "expert", i, iterations=300)
        d = decisions_of(with_play(prefix, seat, own["card"]), seat)[-1]
        expert.append(judge(d, PLANTED, i)["verdict"])
    return planted, expert


def test_planted_blunders_are_called_mistakes_and_the_experts_choices_are_not() -> None:
    found = []
    for maker in MAKERS:
        planted, expert = _verdicts(maker, 10)
        found += planted
        assert not {"mistake", "blunder"} & set(expert), (maker, expert)
        assert planted.count("good") == 0, (maker, planted)
    flagged = sum(v in ("mistake", "blunder") for v in found)
    assert flagged >= 0.95 * len(found), found


def test_the_reason_says_what_the_seat_could_see() -> None:
    prefix, seat, jack = MAKERS["hung jack"](random.Random(1))
    r = analyse(with_play(prefix, seat, jack), seat, seconds=FAST, details=True)[-1]
    assert "Hang Jack" in r["reason"] and "cost" in r["reason"]
    ace = prefix["actions"][1]["card"]  # the ace of trumps led: a card the seat saw
    assert {"kind": "jack_hung", "key": "jack_hung", "card": ace, "trumps": True, "seat": 0,
            "to": "right" if seat == 3 else "left", "number": 3,
            "text": next(c["text"] for c in r["claims"]["chosen"] if c["kind"] == "jack_hung")
            } in r["claims"]["chosen"]
    assert r["choices"][0]["action"] == r["best"] and r["deals"] > 0
    prefix, seat, ten = MAKERS["led into a known void"](random.Random(2))
    r = analyse(with_play(prefix, seat, ten), seat, seconds=FAST)[-1]
    assert "no " in r["reason"] and "(exposed) to trump it" in r["reason"]
    prefix, seat, trump = MAKERS["trumped partner's sure trick"](random.Random(3))
    r = analyse(with_play(prefix, seat, trump), seat, seconds=FAST)[-1]
    assert "partner was sure to win" in r["reason"]


def _failing_after(monkeypatch: pytest.MonkeyPatch, calls: int) -> None:
    real = analysis._descend
    count = [0]

    def descend(*args: Any, **kw: Any) -> Any:
        count[0] += 1
        if count[0] > calls:
            raise RuntimeError("evaluator broke")
        return real(*args, **kw)

    monkeypatch.setattr(analysis, "_descend", descend)


def test_a_failing_evaluator_returns_nothing_and_says_where(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rec = medium_hand(6).record()
    real = [d for d in decisions_of(rec, 0) if len(d.view.legal) > 1]
    _failing_after(monkeypatch, 200)  # the first decision (at most 192 rollouts) gets through
    seen: list[tuple[int, int]] = []
    with pytest.raises(AnalysisError, match="evaluator broke") as e:
        analyse(rec, 0, seconds=FAST, progress=lambda d, t: seen.append((d, t)))
    assert f"action {real[1].index}" in str(e.value)  # the second decision with a choice
    assert seen[0] == (0, len(decisions_of(rec, 0)))


def test_cancelled_between_deals() -> None:
    rec = medium_hand(7).record()
    asked = [0]

    def cancel() -> bool:
        asked[0] += 1
        return asked[0] > 30

    with pytest.raises(AnalysisCancelled):
        analyse(rec, 2, seconds=FAST, cancel=cancel)
    steps: list[tuple[int, int]] = []
    out = analyse(rec, 2, seconds=FAST, progress=lambda d, t: steps.append((d, t)))
    assert steps == [(i, len(out)) for i in range(len(out) + 1)]


def test_bad_seats_and_records() -> None:
    rec = medium_hand(8, stop=10).record()
    with pytest.raises(ValueError, match="seats are 0 to 3"):
        analyse(rec, 4)
    with pytest.raises(ValueError, match="whole number"):
        analyse(rec, True)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seconds"):
        analyse(rec, 0, seconds=0)
    with pytest.raises(IllegalAction):
        analyse({**rec, "actions": [{"seat": 2, "do": "stand"}]}, 0)
    assert analyse({**rec, "actions": []}, 0) == []


def test_budget_is_work_not_time() -> None:
    assert analysis.deals_for(analysis.DEFAULT_SECONDS, 3) == (
        analysis.DEFAULT_SECONDS * analysis.ROLLOUTS_PER_SECOND // 3)
    assert analysis.deals_for(0.0001, 6) == analysis.MIN_DEALS
    assert analysis.verdict(0.5, 0.3) == "good"  # within the noise: not called anything
    assert analysis.verdict(analysis.BLUNDER, 0.0) == "blunder"
    assert analysis.verdict(analysis.MISTAKE, 0.001) == "mistake"
    assert analysis.verdict(analysis.INACCURACY, 0.001) == "inaccuracy"


def test_the_coach_setting_defaults_to_the_analysis_budget() -> None:
    from allfours_gui.ai.analysis import DEFAULT_SECONDS
    from allfours_gui.app.settings import DEFAULT_COACH_SECONDS

    assert DEFAULT_COACH_SECONDS == DEFAULT_SECONDS

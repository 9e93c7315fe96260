"""Analysis of a hand's decisions from one seat's own view: the coach's engine.

``analyse(record, seat)`` replays an ``allfours-hand/1`` record (a finished
hand or a prefix of one) and, at each decision of ``seat`` (stand or beg,
give one or run the pack, each card played), hands the expert's search the
seat's ``PlayerView`` of that moment, never the hidden cards, and values
every legal choice by its chance of winning the match. For each decision::

    {"index": i, "chosen": action, "best": action, "loss": x, "error": e,
     "verdict": "good" | "inaccuracy" | "mistake" | "blunder", "reason": "..."}

``index`` is the action's place in the record's ``actions``; ``chosen`` and
``best`` are in record form; ``loss`` is the best choice's estimated
match-win chance minus the chosen one's (never negative), ``error`` the
standard error of that difference. Exposes and calls are no decisions here
(the searches do not make them); a call's forced play is analysed as forced.

How a choice is valued: the expert's search (``ismcts``: the same sampler
with inference, the seat's own ISMCTS tree, medium-rule rollouts, the exact
endgame solver), run from the decision's view with every legal choice tried
on every sampled deal, so that two choices are compared on the same deals:
the error is that of the paired differences. Unlike the player's search it
keeps no preference for the rules' move and never stops early, and it keeps
each deal's values (for the error), which is why the loop is here and not a
change to ``ismcts.search`` (the code the strength ladder measures).

The budget (``seconds``, default ``DEFAULT_SECONDS`` a decision) is work,
not time: ``seconds * ROLLOUTS_PER_SECOND`` rollouts, split evenly over the
distinct choices (cards that are the same play count once) as sampled deals,
never fewer than ``MIN_DEALS``. The rate is what the expert search does in a
second on one core of the reference machine (a 2-core laptop-class CPU); a
loaded or slower machine takes longer for the same, reproducible, answer.
A decision with one choice (the last card, a called card) costs nothing.
Each decision draws its deals from its own seed (``seed`` and the index), so
its result does not depend on which other decisions were analysed.

Verdicts: ``good`` unless the loss is both larger than ``SIGNIFICANCE``
standard errors and at least ``INACCURACY``; then ``inaccuracy`` below
``MISTAKE``, ``mistake`` below ``BLUNDER``, else ``blunder``. At the start of
a match to 14 one point is worth about 7% of the chance to win it, so an
inaccuracy gives away a seventh of a point on average, a mistake from about
half a point and a blunder more than a point (a hung jack: three points to
them and the Jack point lost). Few single cards weigh more in All Fours: a
ten given away decides Game only now and then, so a sure loss of ten card
points is typically a mistake of 3 to 8%. Judged so, the medium player's
own decisions are mistakes about 3% of the time and the easy player's 10%.
The inaccuracy's 1% was 1.5% while the pure search's errors at the default
budget were about 0.3%: jack mistakes a Trinidad player calls wrong (a jack
played into a higher trump still out) cost 1.2-1.4% and were called good. On
the compiled core the same budget is done in a second and its errors are small
enough to tell 1% apart (tests/ai/test_coach_calls.py, benchmarks/coach_calls.py).
"""

from __future__ import annotations

import json
import math
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TextIO

from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..engine.hand import PLAY
from ..engine.record import hand_from_record, replay
from ..engine.record_limits import MAX_RECORD_BYTES, load_record_text, read_record_file
from ..engine.view import PlayerView
from . import medium
from .analysis_words import claims, judged_reason
from .ismcts import Node, _descend, _paired  # the search's own paired error
from .levels import CONFIGS, SOLVE_ROLLOUT, SOLVE_ROOT
from .moves import apply_move, code, to_action
from .players import POLICIES, _equivalent, _tree_seats
from .playout import for_search
from .reasons import claim_record
from .sampling import Sampler

DEFAULT_SECONDS = 3.0
ROLLOUTS_PER_SECOND = 3000
MIN_DEALS = 16
SIGNIFICANCE = 2.0  # standard errors the loss must exceed to be called anything but good
INACCURACY, MISTAKE, BLUNDER = 0.01, 0.03, 0.08
VERDICTS = ("good", "inaccuracy", "mistake", "blunder")
DECISIONS = frozenset({"stand", "beg", "give", "run", "play"})
_DIGITS = 4  # loss and error are rounded to this many decimals, then judged

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]


class AnalysisError(RuntimeError):
    """The analysis could not be finished; nothing of it is returned."""


class AnalysisCancelled(Exception):
    """``cancel`` asked the analysis to stop; nothing of it is returned."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the seat: where it is in the record, what the seat saw."""

    index: int
    view: PlayerView
    chosen: Action


def verdict(loss: float, error: float) -> str:
    """The verdict on a choice that loses ``loss`` (standard error ``error``)."""
    if loss < INACCURACY or loss <= SIGNIFICANCE * error:
        return "good"
    if loss < MISTAKE:
        return "inaccuracy"
    return "mistake" if loss < BLUNDER else "blunder"


def deals_for(seconds: float, choices: int) -> int:
    """Sampled deals for a decision with ``choices`` distinct choices."""
    rollouts = round(seconds * ROLLOUTS_PER_SECOND)
    return max(MIN_DEALS, rollouts // max(choices, 1))


def decisions_of(record: dict[str, Any], seat: int) -> list[Decision]:
    """``seat``'s decisions in the record, each with the seat's view just before it.
    Raises ``IllegalAction`` for a record that does not replay and
    ``ValueError`` for a seat the hand does not have."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(f"the seat must be a whole number, not {seat!r}")
    n = hand_from_record(record).n  # the whole record checked before any work
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} is not at this table: its seats are 0 to {n - 1}")
    out: list[Decision] = []
    actions = record["actions"]
    for i, (hand, _) in enumerate(replay(record)):
        if i >= len(actions):
            break
        action = Action.from_record(actions[i])
        if action.seat == seat and action.do in DECISIONS:
            out.append(Decision(i, hand.view_for(seat), action))
    return out


def analyse(record: dict[str, Any], seat: int, *, seconds: float = DEFAULT_SECONDS,
            seed: int = 0, progress: Progress | None = None, cancel: Cancel | None = None,
            details: bool = False) -> list[dict[str, Any]]:
    """The verdict on every decision of ``seat`` in ``record``, in record order.

    Reproducible: the same record, seat, seconds and seed give the same
    answer on any machine under any load (see the module's notes on the
    budget). ``progress(done, total)`` is called before the first decision
    and after each one; ``cancel()`` is asked between sampled deals and, once
    it says True, the analysis stops with ``AnalysisCancelled``. If valuing a
    decision fails, ``AnalysisError`` says which one; either way nothing is
    returned. ``details`` adds each decision's ``"choices"``: every legal
    choice (record form) with its estimated chance of winning the match,
    best first, ``"deals"`` sampled, and ``"claims"``: the parts of the
    reason about the chosen and the best choice in record form
    (``reasons.claim_record``: a key and fields a window words in its language).
    """
    if not (isinstance(seconds, int | float) and math.isfinite(seconds) and seconds > 0):
        raise ValueError(f"seconds must be a positive number, not {seconds!r}")
    found = decisions_of(record, seat)
    total = len(found)
    if progress is not None:
        progress(0, total)
    out = []
    for done, d in enumerate(found, 1):
        if cancel is not None and cancel():
            raise AnalysisCancelled
        try:
            out.append(judge(d, seconds, seed, cancel, details))
        except AnalysisCancelled:
            raise
        except Exception as e:
            raise AnalysisError(f"the analysis of action {d.index} ({d.chosen}) failed: "
                                f"{type(e).__name__}: {e}") from e
        if progress is not None:
            progress(done, total)
    return out


def judge(d: Decision, seconds: float, seed: int, cancel: Cancel | None = None,
          details: bool = False) -> dict[str, Any]:
    """The verdict on one decision (see ``analyse``)."""
    view = d.view
    chosen = d.chosen
    rng = random.Random(f"analyse:{seed}:{d.index}")
    chances, same, deals = _values(view, seconds, rng, cancel)
    mine = same.get(code(chosen), code(chosen))
    means = {m: sum(v) / len(v) for m, v in chances.items()}
    top = mine
    loss = error = 0.0
    if means:  # else one choice (or every card the same play): nothing to lose
        top = max(means, key=lambda m: (means[m], m == mine, -m))
        loss, error = _paired(chances[top], chances[mine])
    best = chosen if top == mine else to_action(view.seat, view.phase, top)
    loss, error = round(max(loss, 0.0), _DIGITS), round(error, _DIGITS)
    v = verdict(loss, error)
    out: dict[str, Any] = {
        "index": d.index, "chosen": chosen.to_record(), "best": best.to_record(),
        "loss": loss, "error": error, "verdict": v,
        "reason": judged_reason(view, chosen, best, means.get(mine), means.get(top), v, loss,
                                loss <= SIGNIFICANCE * error),
    }
    if details:
        ranked = sorted(view.legal, key=lambda a: -means.get(same.get(code(a), code(a)), 0.0))
        out["choices"] = [{"action": a.to_record(),
                           "win_chance": round(means[same.get(code(a), code(a))], _DIGITS)
                           if means else None} for a in ranked]
        out["deals"] = deals
        # the reason's parts, each with its key and fields, for a window to word
        out["claims"] = {"chosen": [claim_record(view, c) for c in claims(view, chosen)],
                         "best": [claim_record(view, c) for c in claims(view, best)]}
    return out


def _same_plays(view: PlayerView) -> dict[int, int]:
    """Each legal move's representative: cards that are the same play share one."""
    fallback, _ = medium.choose(view)
    return _equivalent(view, code(fallback))


def has_choice(view: PlayerView) -> bool:
    """Whether a decision has more than one distinct choice: the analysis
    values it (sampled deals); a forced play, or cards that are all the same
    play, it does not, and a count of the seat's decisions leaves it out
    (``session.coach.real_choice`` on a result)."""
    return len(set(_same_plays(view).values())) > 1


def _values(view: PlayerView, seconds: float, rng: random.Random, cancel: Cancel | None,
            ) -> tuple[dict[int, list[float]], dict[int, int], int]:
    """Each distinct choice's match-win chance for the seat's side on every
    sampled deal (empty with only one distinct choice), each legal move's
    representative (cards that are the same play share one), and the deals."""
    same = _same_plays(view)
    moves = sorted(set(same.values()))
    if len(moves) < 2:
        return {}, same, 0
    cfg = CONFIGS["expert"]
    deals = deals_for(seconds, len(moves))
    playout = for_search(POLICIES[cfg.rollout])
    sampler = Sampler(view, infer=cfg.infer, candidates=cfg.candidates, playout=playout)
    stream = playout.adopt(rng)  # the decision's own rng: not read after this
    solve_at = 0
    if cfg.solve and view.phase == PLAY:
        left = sum(view.hand_sizes)
        root = (cfg.solve_root if view.n == 4 else cfg.solve_root2) or SOLVE_ROOT[view.n]
        solve_at = left if left <= root else (cfg.solve_rollout or SOLVE_ROLLOUT[view.n])
    tree_seats = _tree_seats(cfg.tree, view.seat, view.n)
    nodes = {m: Node(view.team) for m in moves}
    values: dict[int, list[float]] = {m: [] for m in moves}
    flip = view.team == 1
    for _ in range(deals):
        if cancel is not None and cancel():
            raise AnalysisCancelled
        base = playout.enter(sampler.sample(stream))
        noise, tree_seed = stream.random(), stream.random()
        fresh = playout.streams(tree_seed, noise)
        for m in moves:  # every choice on the same deal, with the same rollout noise
            h = base.clone()
            apply_move(h, m)
            path, v0 = _descend(h, nodes[m], *fresh(), solve_at, tree_seats=tree_seats,
                                playout=playout)
            for nd in path:
                nd.n += 1
                nd.w += v0 if nd.team == 0 else 1.0 - v0
            values[m].append(1.0 - v0 if flip else v0)
    return values, same, deals


def command_line(path: str, seat: int, seconds: float = DEFAULT_SECONDS, seed: int = 0,
                 out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``allfours --analyse FILE --seat N``: one JSON object a line for each
    decision of the seat (``-`` reads the record from standard input). Exit
    status 0; 2 for a file that is no valid record or a seat not at its table;
    1 if the analysis itself failed. Nothing is printed unless all of it is done."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    name = "standard input" if path == "-" else path
    try:
        if path == "-":
            record = load_record_text(sys.stdin.buffer.read(MAX_RECORD_BYTES + 1))
        else:
            record = read_record_file(path)
    except OSError as e:
        err.write(f"allfours: cannot read {name}: {e.strerror or e}\n")
        return 2
    except ValueError as e:
        err.write(f"allfours: {name} holds no hand record: {e}\n")
        return 2
    try:
        results = analyse(record, seat, seconds=seconds, seed=seed)
    except AnalysisError as e:
        err.write(f"allfours: {e}\n")
        return 1
    except IllegalAction as e:
        err.write(f"allfours: {name} is not a valid hand record: {e}\n")
        return 2
    except ValueError as e:  # the seat, or the seconds
        err.write(f"allfours: {e}\n")
        return 2
    except (TypeError, KeyError) as e:  # a field of the wrong kind that the checks let by
        err.write(f"allfours: {name} is not a valid hand record: {e!r}\n")
        return 2
    for r in results:
        out.write(json.dumps(r) + "\n")
    out.flush()
    return 0


__all__ = ["BLUNDER", "DEFAULT_SECONDS", "INACCURACY", "MIN_DEALS", "MISTAKE",
           "ROLLOUTS_PER_SECOND", "SIGNIFICANCE", "VERDICTS", "AnalysisCancelled",
           "AnalysisError", "Decision", "analyse", "command_line", "deals_for", "decisions_of",
           "has_choice", "judge", "verdict"]

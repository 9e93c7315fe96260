"""The sampler's opt-in deal prior (an experiments' hook; no level sets it), and
the learned model of issue 27 run through it (benchmarks/model_prior.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from allfours_gui.ai.players import make_player
from allfours_gui.ai.sampling import DealPrior, Sampler
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.view import PlayerView

from .helpers import random_hand

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def play_views(seed: int, count: int) -> Iterator[PlayerView]:
    rng = random.Random(seed)
    found = 0
    while found < count:
        h = random_hand(rng)
        if h.phase == PLAY and len(h.legal_actions()) >= 2:
            found += 1
            yield h.view_for(h.turn)


def test_a_prior_with_nothing_to_say_changes_no_draw() -> None:
    for view in play_views(3, 20):
        silent: Callable[[PlayerView], DealPrior | None] = lambda v: None  # noqa: E731
        a, b = Sampler(view, infer=True), Sampler(view, infer=True, prior=silent)
        ra, rb = random.Random(9), random.Random(9)
        assert [a.sample_hidden(ra) for _ in range(5)] == [b.sample_hidden(rb) for _ in range(5)]


def test_the_prior_moves_the_deals_it_favours() -> None:
    view = next(v for v in play_views(4, 50) if v.n == 4 and len(Sampler(v).open) >= 6)
    sampler = Sampler(view)
    card = sampler.open[0]
    seat = sampler.others[0]

    def favour(v: PlayerView) -> DealPrior:
        assert v is view
        return lambda hands, pack: 1.0 if hands[seat] >> card & 1 else 0.0

    rng = random.Random(1)
    plain = sum(Sampler(view, weigh_decisions=False).sample_hidden(rng)[0][seat] >> card & 1
                for _ in range(200))
    weighed = Sampler(view, weigh_decisions=False, prior=favour)
    assert weighed.candidates > 1  # the prior alone is something to weigh
    held = sum(weighed.sample_hidden(rng)[0][seat] >> card & 1 for _ in range(200))
    assert held > plain + 40


def test_a_player_passes_its_prior_to_every_sampler() -> None:
    asked: list[PlayerView] = []

    def counting(v: PlayerView) -> DealPrior | None:
        asked.append(v)
        return None

    view = next(play_views(5, 1))
    p = make_player("hard", 1, iterations=40, deal_prior=counting)
    assert p.choose(view) in view.legal
    assert asked and all(v is view for v in asked)


@pytest.fixture
def model_prior(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    import model_prior

    return model_prior


def test_the_model_weighs_play_views_only_and_keeps_deals_legal(model_prior: ModuleType) -> None:
    prior = model_prior.ModelPrior()
    rng = random.Random(6)
    for _ in range(60):
        h = random_hand(rng)
        view = h.view_for(h.turn)
        weigh = prior(view)
        if view.phase != PLAY:
            assert weigh is None
            continue
        sampler = Sampler(view, infer=True, prior=prior)
        for _ in range(3):
            hands, pack = sampler.sample_hidden(rng)
            if weigh is not None:
                assert 0.0 <= weigh(hands, pack) <= 1.0
            sampler.sample(rng)  # hand_from_view checks the deal fits the view
    assert prior.calls > 0


def test_the_pure_python_marginals_match_numpy(model_prior: ModuleType) -> None:
    np = pytest.importorskip("numpy")  # the dev-only 'model' extra
    import math

    from model_train import probabilities, view_cards

    w = model_prior.load_weights()
    w_np = np.array(w)
    for view in play_views(7, 30):
        vc = view_cards(view)
        logp = model_prior.log_marginals(w, model_prior.features(view))
        p = probabilities(w_np, vc.x, vc.ok, vc.kind)
        for i, c in enumerate(vc.cards):
            for j, place in enumerate(vc.places):
                if vc.ok[i, j]:
                    assert math.exp(logp[c, place]) == pytest.approx(float(p[i, j]), abs=1e-6)
                else:
                    assert (c, place) not in logp

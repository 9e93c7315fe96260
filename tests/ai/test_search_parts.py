"""The parts of the searches: match odds, deal sampling, the search itself."""

from __future__ import annotations

import random

from allfours_gui.ai.ismcts import search
from allfours_gui.ai.knowledge import voids_shown
from allfours_gui.ai.match_odds import win_chance
from allfours_gui.ai.sampling import Sampler
from allfours_gui.engine import Rules
from allfours_gui.engine.cards import SUIT_MASKS
from allfours_gui.engine.hand import PLAY
from allfours_gui.engine.position import unseen_mask
from allfours_gui.engine.view import PlayerView

from .helpers import random_hand


def test_match_odds_are_sane() -> None:
    for players in (4, 2):
        r = Rules(players=players)
        even = win_chance(r, (0, 0), 0, 0)
        assert 0.45 < even < 0.6  # the dealer's side has the kick
        assert abs(win_chance(r, (0, 0), 0, 0) + win_chance(r, (0, 0), 1, 0) - 1) < 1e-9
        assert win_chance(r, (13, 0), 0, 1) > 0.95
        assert win_chance(r, (0, 13), 0, 0) < 0.1
        assert win_chance(r, (14, 3), 0, 0) == 1.0
        for a in range(13):
            assert win_chance(r, (a + 1, 5), 0, 1) >= win_chance(r, (a, 5), 0, 1)


def test_samples_fit_the_view_and_respect_voids() -> None:
    rng = random.Random(2)
    tested = 0
    for _ in range(150):
        h = random_hand(rng)
        view = h.view_for(h.turn)
        voids = voids_shown(view)
        sampler = Sampler(view)
        unseen = unseen_mask(view)
        for _ in range(5):
            det = sampler.sample(rng)  # hand_from_view checks the counts
            others = 0
            for s in range(h.n):
                if s == view.seat:
                    assert det.hands[s] == view.hand
                    continue
                assert det.hands[s] & view.exposed[s] == view.exposed[s]
                others |= det.hands[s]
                for suit in range(4):
                    if voids[s] >> suit & 1:
                        assert not det.hands[s] & SUIT_MASKS[suit]
            pack = sum(1 << c for c in det.deck[det.pos:])
            assert others | pack == unseen and not others & pack
            tested += 1
        # The voids the sampler relies on are true ones.
        for s in range(h.n):
            for suit in range(4):
                if voids[s] >> suit & 1:
                    assert not h.hands[s] & SUIT_MASKS[suit]
    assert tested > 500


def play_position(seed: int) -> tuple[PlayerView, list[int], Sampler]:
    """A random play decision with three or more legal cards: the view, the
    cards' codes and a sampler of its deals."""
    rng = random.Random(seed)
    h = next(h for h in (random_hand(rng) for _ in range(100))
             if h.phase == PLAY and len(h.legal_actions()) >= 3)
    view = h.view_for(h.turn)
    return view, [a.card for a in view.legal if a.card is not None], Sampler(view)


def test_search_is_deterministic_and_stops_on_cancel() -> None:
    view, codes, s = play_position(5)
    a = search(s.sample, codes, view.team, 200, random.Random(1))
    b = search(s.sample, codes, view.team, 200, random.Random(1))
    assert a == b and a.deals > 0
    assert sorted(m for m, _ in a.stats) == sorted(codes)
    assert all(0.0 <= v <= 1.0 for _, v in a.stats)


def test_search_keeps_the_prior_unless_clearly_beaten() -> None:
    view, codes, s = play_position(9)
    for prior in codes:
        r = search(s.sample, codes, view.team, 4 * len(codes), random.Random(1), prior=prior,
                   min_deals=1)
        assert r.stats[0][0] == prior  # four deals prove nothing


def test_prior_se_sets_how_clearly_the_prior_must_be_beaten() -> None:
    view, codes, s = play_position(9)
    free = search(s.sample, codes, view.team, 60 * len(codes), random.Random(1))
    leader = free.stats[0][0]
    means = dict(free.stats)
    worst = min(codes, key=lambda m: (means[m], m))
    for prior in codes:
        # No preference at all: the best mean leads whatever the prior.
        r = search(s.sample, codes, view.team, 60 * len(codes), random.Random(1),
                   prior=prior, prior_se=-1.0)
        assert r.stats[0][0] == leader
        # An unreachable bar: the prior always leads.
        r = search(s.sample, codes, view.team, 60 * len(codes), random.Random(1),
                   prior=prior, prior_se=1e9)
        assert r.stats[0][0] == prior
    if means[leader] > means[worst]:
        r = search(s.sample, codes, view.team, 60 * len(codes), random.Random(1),
                   prior=worst, prior_se=0.0)
        assert r.stats[0][0] == leader

"""The Hint's reason in every language: each claim the AI can make has a
wording of its own (``session.reason_words``), which in English is the AI's
own text word for word, and with a catalogue installed has no English left."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from allfours_gui.ai import easy, explain, medium
from allfours_gui.ai.reasons import claim_record, play_claims
from allfours_gui.app import i18n
from allfours_gui.engine.hand import PLAY, STAND
from allfours_gui.session.hint_worker import hint_text, plain_reason
from allfours_gui.session.reason_words import (
    BY_SEAT,
    CLAUSES,
    RULES,
    SEARCH,
    SINGULAR,
    claim_words,
    clause,
    reason_words,
)

from ..live_hands import played_hand, random_rules

WORD = re.compile(r"[A-Za-z']+")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.install(qapp, "en")  # the translators are the application's: none may leak


def answers(count: int, seed: int) -> Iterator[dict[str, Any]]:
    """``explain``'s answers for random live positions (every phase, both
    table sizes, house rules), from a rule player and a small search."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        h = played_hand(rng, max_steps=40, rules=random_rules(rng), expose=0.05, call=0.5)
        if h.over:
            continue
        made += 1
        record = h.record()
        yield explain(record, ("easy", "medium")[made % 2], made)
        yield explain(record, "hard", made, iterations=30)


def every_claim(count: int, seed: int) -> Iterator[dict[str, Any]]:
    """The claims of ``answers``, and of every legal card in each play position."""
    rng = random.Random(seed + 1)
    for answer in answers(count, seed):
        yield from answer["claims"]
    for _ in range(count):
        h = played_hand(rng, max_steps=40, expose=0.05, call=0.5)
        if h.over or h.phase != PLAY:
            continue
        view = h.view_for(h.turn)
        for a in view.legal:
            assert a.card is not None
            yield from (claim_record(view, c) for c in play_claims(view, a.card))


def test_every_reason_claim_has_a_wording_that_is_the_english_word_for_word(qapp):
    keys = set()
    for claim in every_claim(150, 1):
        assert clause(claim) is not None, f"no wording for {claim}"
        # English: the catalogue's source is the AI's own text, fields and all
        assert claim_words(claim) == claim["text"], claim
        keys.add((claim["key"], claim.get("to"), claim.get("other")))
    assert len(keys) >= 25, sorted(keys, key=str)  # the positions reach most kinds


def table_claims() -> list[dict[str, Any]]:
    """A claim for every wording the tables have, the rare ones too (a search's
    tie, a reason about the seat on your left), with every field filled."""
    fields = {"text": "ENGLISH", "card": "TH", "trumps": False, "suit": "S", "number": 2,
              "chances": [0.5, 0.25]}
    out = [{**fields, "key": k} for k in CLAUSES]
    out += [{**fields, "key": k, "to": to} for k, to in BY_SEAT]
    out += [{**fields, "key": k, "number": n} for k in SINGULAR for n in (1, 2, 10, 20)]
    out += [{**fields, "key": "partner_sure", "trumps": t} for t in (False, True)]
    out += [{**fields, "key": "boss", "card": f"A{s}", "trumps": s == "H"} for s in "CDHS"]
    out += [{**fields, "key": k, "other": other} for k, other in SEARCH]
    out += [{**fields, "key": "rule", "text": text} for text in RULES]
    out += [{**fields, "key": "saves", "trumps": True}]  # "(trumps)"
    return out


@pytest.mark.parametrize("code", ["en", "gd", "az", "af", "lo", "sq"])
def test_every_reason_wording_fills_its_fields_in_every_language(qapp, code):
    i18n.install(qapp, code)
    for claim in table_claims():
        words = claim_words(claim)
        assert words != "ENGLISH" and "{" not in words and "%n" not in words, (code, claim)
        if code != "en" and claim["key"] == "rule":
            assert words != claim["text"], (code, claim)
        if code == "lo":
            assert not WORD.search(words), (words, claim)


@pytest.mark.parametrize("code", ["lo", "gd", "az", "af", "sq"])
def test_with_a_catalogue_every_reason_claim_is_translated(qapp, code):
    claims = list(every_claim(30, 2))
    i18n.install(qapp, code)
    for claim in claims:
        words = claim_words(claim)
        assert words != claim["text"], (code, claim)
        if code == "lo":  # Lao script, digits and signs only: no English word left
            assert not WORD.search(words), (words, claim)


def english_words(text: str) -> set[str]:
    """The words of four letters or more (shorter ones, "a", "an", "is", are
    Gaelic words too)."""
    return {w.lower() for w in WORD.findall(text) if len(w) >= 4}


@pytest.mark.parametrize("code", ["gd", "lo"])
def test_the_hint_sentence_has_no_english_reason_words(qapp, code):
    found = list(answers(12, 3))
    english = [hint_text(a) for a in found]
    i18n.install(qapp, code)
    for answer, before in zip(found, english, strict=True):
        text = hint_text(answer)
        why = text.split(": ", 1)[1]  # after the advice: the reason
        assert why != before.split(": ", 1)[1], text
        assert not english_words(why) & english_words(answer["why"]), (text, answer["why"])
        if code == "lo":
            assert not WORD.search(text), text


def rule_texts(path: Path) -> set[str]:
    """The reasons a rule player gives for standing or begging, giving one or
    running the pack: the text beside ``Action(seat, "stand"…)`` or
    ``view.legal[0]`` in a returned pair, and a dict's texts (medium's
    reasons for running)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Tuple) and len(node.elts) == 2:
            first, second = node.elts
            if not (isinstance(second, ast.Constant) and isinstance(second.value, str)):
                continue
            before_play = isinstance(first, ast.Subscript) or (
                isinstance(first, ast.Call) and len(first.args) == 2
                and isinstance(first.args[1], ast.Constant)
                and first.args[1].value in ("stand", "beg", "give", "run"))
            if before_play:
                out.add(second.value)
        elif isinstance(node, ast.Dict):
            out |= {v.value for v in node.values if isinstance(v, ast.Constant)}
    return out


def test_every_rule_players_reason_before_the_play_is_in_the_reason_rules():
    texts = rule_texts(Path(medium.__file__)) | rule_texts(Path(easy.__file__))
    assert len(texts) >= 15, texts
    # each one marked, and none marked that no player gives (a rule renamed in
    # ai.medium is renamed there too, or the Hint would show it in English)
    assert texts == RULES, (texts - RULES, RULES - texts)
    # and in play: the rules' reasons run through them
    rng = random.Random(4)
    for _ in range(200):
        h = played_hand(rng, steps=rng.choice([0, 1]), rules=random_rules(rng))
        if h.over or h.phase == PLAY:
            continue
        view = h.view_for(h.turn)
        _, text = (medium.stand_or_beg if h.phase == STAND else medium.give_or_run)(view)
        assert text in RULES, text
        assert easy.choose(view, rng)[1] in RULES


def test_a_rule_and_plain_reasons_are_translated_and_unknown_ones_stay_english(qapp):
    i18n.install(qapp, "gd")
    rule = "your trumps are strong enough to play: stand"
    assert plain_reason(f"600 simulated deals; the rules say: {rule}") not in ("", rule)
    assert plain_reason(rule) != rule
    assert plain_reason("a reason no table knows") == "a reason no table knows"
    # a claim this window has no words for keeps the AI's English
    unknown = [{"kind": "new_kind", "key": "new_kind", "text": "something new"},
               {"kind": "rule", "key": "rule", "text": "a rule of a newer player"},
               {"kind": "saves", "key": "saves", "text": "it keeps a card"},  # no card
               {"kind": "over", "key": "over", "text": "it takes the lead", "to": "nowhere"},
               {"kind": "boss", "key": "boss", "text": "it is the best left", "card": "??"},
               {"kind": "feed", "key": "feed", "text": "it adds points", "number": "x"},
               {"kind": "opp_void", "key": "opp_void", "text": "no suit", "to": "left",
                "suit": "CD"},
               {"kind": "search", "key": "search", "text": "searched", "other": "stand",
                "chances": ["a", "b"]}]
    assert [claim_words(c) for c in unknown] == [c["text"] for c in unknown]
    joined = reason_words(unknown[:2])
    assert "something new" in joined and "a rule of a newer player" in joined


def test_an_answer_without_claims_shows_its_why():
    answer = next(answers(1, 5))
    assert hint_text(answer) == hint_text({k: v for k, v in answer.items() if k != "claims"})


def test_the_claims_say_what_why_says(qapp):
    for answer in answers(10, 6):
        assert "; ".join(c["text"] for c in answer["claims"]) == answer["why"]
        assert reason_words(answer["claims"]) == answer["why"]  # English: the same line


def test_plurals_take_the_languages_forms(qapp):
    claim = {"kind": "points", "key": "points", "text": "", "number": 3}
    assert claim_words(claim) == "3 points for Game"
    assert claim_words({**claim, "number": 1}) == "1 point for Game"
    i18n.install(qapp, "gd")
    # Gaelic: 1 phuing, 2 phuing, 3-10 puingean, 20 puing (the glossary's table)
    words = {n: claim_words({**claim, "number": n}).split()[1] for n in (1, 2, 3, 11, 20)}
    assert words == {1: "phuing", 2: "phuing", 3: "puingean", 11: "phuing", 20: "puing"}

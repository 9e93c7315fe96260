"""The catalogues keep what the program fills in: every {field}, %n, one mnemonic, the tags.

A translation that drops a placeholder raises KeyError in .format() at the table, and one
that loses its tags breaks a panel's layout; lrelease accepts both, so this checks them.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = sorted((ROOT / "resources" / "i18n").glob("allfours_*.ts"))
LANGUAGES = {"gd", "az", "af", "lo", "sq"}

FIELD = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
TAG = re.compile(r"</?([a-zA-Z]+)[^>]*>")
MNEMONIC = re.compile(r"&(?![&\s])")


def messages(path: Path) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) of every finished message."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            source = m.findtext("source") or ""
            tr = m.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            out.append((name, source, forms))
    return out


def test_every_language_has_a_catalogue_and_each_translated_one_a_glossary():
    assert {p.stem.removeprefix("allfours_") for p in CATALOGUES} == LANGUAGES
    for path in CATALOGUES:
        if messages(path)[3:]:  # more than the first three menu words: a translator's work
            lang = path.stem.removeprefix("allfours_")
            glossary = ROOT / "resources" / "i18n" / f"glossary-{lang}.md"
            assert glossary.is_file(), glossary


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.stem)
def test_translations_keep_fields_plurals_mnemonics_and_tags(path):
    problems = []
    for context, source, forms in messages(path):
        for text in forms:
            if not text:
                continue
            # each field at least once, none new (a language may name a seat once
            # where English names it twice)
            if set(FIELD.findall(text)) != set(FIELD.findall(source)):
                problems.append(f"{context}: fields differ: {source!r} -> {text!r}")
            if ("%n" in source) != ("%n" in text) and len(forms) > 1:
                problems.append(f"{context}: %n: {source!r} -> {text!r}")
            if len(MNEMONIC.findall(text)) > max(1, len(MNEMONIC.findall(source))):
                problems.append(f"{context}: mnemonics: {source!r} -> {text!r}")
            if Counter(TAG.findall(text)) != Counter(TAG.findall(source)):
                problems.append(f"{context}: tags differ: {source!r} -> {text!r}")
    assert not problems, "\n".join(problems[:40])


# words a reader found wrong (issue 33): a suffix that agrees with one number only,
# a word that means something else
WRONG = {
    "az": (re.compile(r"\}-(?:ci|c\u0131|cu|c\u00fc)\b"), "an ordinal suffix after a {number}: "
           "it agrees with some numbers only ('3-cü', not '3-ci'); write 'Əl {number}'"),
    "af": (re.compile(r"\bgewende\b"), "'gewende' means accustomed; won is 'gewonne'"),
}


@pytest.mark.parametrize("lang", sorted(WRONG))
def test_words_a_reader_found_wrong_are_gone(lang):
    pattern, why = WRONG[lang]
    path = ROOT / "resources" / "i18n" / f"allfours_{lang}.ts"
    found = [text for _, _, forms in messages(path) for text in forms if pattern.search(text)]
    assert not found, (why, found)

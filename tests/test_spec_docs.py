"""The spec lives in the repository: the code, the tests and the docs cite
docs/rules.md and docs/design.md by section, every section cited exists, and
no file cites a spec kept outside the repository, which a newcomer cannot read.
docs/rules.md §11 lists every rule option with its default, read from ``Rules``."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from allfours_gui.engine import record
from allfours_gui.engine.actions import ACTION_KINDS
from allfours_gui.engine.rules import Rules

ROOT = Path(__file__).resolve().parents[1]
DOCS = {name: ROOT / "docs" / f"{name}.md" for name in ("rules", "design")}
SCANNED = ("allfours_gui", "tests", "benchmarks", "tools", "packaging", "docs")
SUFFIXES = {".py", ".md", ".toml", ".sh", ".spec", ".iss", ".cfg", ".txt"}
# the brief files outside the repository, spelt in pieces so this file does not cite them
OUTSIDE = re.compile("(?:RULES|DESIGN)" + r"\.md")
# "docs/rules.md §8", "docs/rules.md §8 and §10", "docs/rules.md §12–§14", "§11.2"
CITATION = re.compile(r"docs/(rules|design)\.md((?:(?:\s|,|and|–|-)*§\d+(?:\.\d+)?)+)")
SECTION = re.compile(r"§(\d+(?:\.\d+)?)")
HEADING = re.compile(r"^(##|###) (\d+(?:\.\d+)?)\.? (.+)$", re.MULTILINE)


def files() -> list[Path]:
    out = [ROOT / "README.md", ROOT / "pyproject.toml"]
    for top in SCANNED:
        out += [p for p in (ROOT / top).rglob("*")
                if p.suffix in SUFFIXES and p.is_file() and "results" not in p.parts]
    return out


def sections(doc: str) -> dict[str, str]:
    """A doc's sections, "11" and "11.2" alike, each with its text."""
    text = DOCS[doc].read_text(encoding="utf-8")
    found = list(HEADING.finditer(text))
    out = {}
    for i, m in enumerate(found):
        number = m.group(2)
        # a section's text runs to the next heading of its level or above
        end = next((n.start() for n in found[i + 1:]
                    if len(n.group(1)) <= len(m.group(1))), len(text))
        out[number] = text[m.end():end]
    return out


def test_no_file_cites_a_spec_outside_the_repository():
    cites = [f"{p.relative_to(ROOT)}:{n}" for p in files()
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if OUTSIDE.search(line)]
    assert not cites, "cite docs/rules.md or docs/design.md instead: " + ", ".join(cites)


def test_sections_are_numbered_in_order():
    for doc in DOCS:
        numbers = [n for n in sections(doc) if "." not in n]
        assert numbers == [str(i) for i in range(1, len(numbers) + 1)], doc


def test_every_cited_section_exists():
    known = {doc: set(sections(doc)) for doc in DOCS}
    cited = 0
    missing = []
    for path in files():
        text = path.read_text(encoding="utf-8")
        for m in CITATION.finditer(text):
            for number in SECTION.findall(m.group(2)):
                cited += 1
                if number not in known[m.group(1)]:
                    missing.append(f"{path.relative_to(ROOT)}: docs/{m.group(1)}.md §{number}")
    assert not missing, missing
    assert cited >= 19  # the code and tests cite the docs (this guards the pattern, too)


@pytest.mark.parametrize("doc", sorted(DOCS))
def test_a_docs_own_section_references_exist(doc):
    """A bare "§N" in a doc is one of its own sections."""
    text = CITATION.sub("", DOCS[doc].read_text(encoding="utf-8"))
    missing = set(SECTION.findall(text)) - set(sections(doc))
    assert not missing, f"docs/{doc}.md refers to §{', §'.join(sorted(missing))}"


def option_rows() -> dict[str, str]:
    """``key -> default`` from the option tables of the rules doc's options section."""
    number = next(n for n, body in sections("rules").items()
                  if "." not in n and "| key | default |" in body)
    rows = re.findall(r"^\| `(\w+)` \| `([^`]+)` \|", sections("rules")[number], re.MULTILINE)
    return dict(rows)


def test_the_rules_doc_lists_every_option_with_its_default():
    rows = option_rows()
    options = {f.name: f.default for f in dataclasses.fields(Rules)}
    assert set(rows) == set(options), "docs/rules.md §11 and engine/rules.py differ"
    for key, default in options.items():
        assert json.loads(rows[key]) == default, key


def test_the_rules_doc_lists_every_record_field_and_decision():
    body = next(body for n, body in sections("rules").items()
                if "allfours-hand/1" in body and "| field |" in body)
    fields = set(re.findall(r"^\| `(\w+)` \|", body, re.MULTILINE))
    assert fields == set(record._RECORD_KEYS)
    for kind in ACTION_KINDS:
        assert f"`{kind}`" in body, kind

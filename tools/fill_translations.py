"""Fill the catalogues' unfinished messages from a translator's JSON file.

    python tools/fill_translations.py WORDS.json [--force]

WORDS.json is a list of {"source": "...", "context": "..." (optional),
"gd": "...", "az": "...", "af": "...", "lo": "...", "sq": "..."}. Each message of
resources/i18n/allfours_<lang>.ts whose source (and context, when given) matches
gets the translation and loses its "unfinished" mark; without --force a finished
translation is left as it is. Then run tools/update_translations.sh to build the
.qm files. Prints, per language, how many were filled and how many stay unfinished.
"""
from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LANGS = ("gd", "az", "af", "lo", "sq")
I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"


def fill(path: Path, lang: str, words: list[dict[str, str]], force: bool) -> tuple[int, int]:
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    filled = 0
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if translation is None:
                continue
            done = translation.get("type") != "unfinished"
            if done and not force:
                continue
            for entry in words:
                if entry["source"] != source or entry.get("context", name) != name:
                    continue
                if lang not in entry:
                    continue
                translation.text = entry[lang]
                translation.attrib.pop("type", None)
                filled += 1
                break
    left = sum(1 for t in root.iter("translation") if t.get("type") == "unfinished")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")
    return filled, left


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    words = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    force = "--force" in argv[1:]
    for lang in LANGS:
        filled, left = fill(I18N / f"allfours_{lang}.ts", lang, words, force)
        print(f"{lang}: {filled} filled, {left} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

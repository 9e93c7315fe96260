"""Pseudo-languages for tests: every string through the catalogue comes back changed,
so a test can see which texts skipped translation and whether layouts hold longer words."""

from __future__ import annotations

from PySide6.QtCore import QTranslator


class Stretched(QTranslator):
    """Every string 40% longer and in brackets: "[Stand~~]". Fields such as {name},
    %n, tags and the & of a mnemonic are kept, as a translator keeps them."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if not source:
            return source
        return f"[{source}{'~' * max(1, round(len(source) * 0.4))}]"

    def isEmpty(self) -> bool:
        return False

"""The friends' seats of a hosted game, kept beside its history (no Qt).

When the host's app closes mid-game, the game stays in the history and can
be hosted again; each friend's seat must then go back to that friend only
(their app kept the seat's token), not to whoever has the code. So the host
keeps, per stored game, a digest of each seat's token (SHA-256: the file
alone does not give anyone a seat). A file that is missing or damaged gives
no keys: the seats are then kept for nobody's token, and only the host can
give them to someone else.

``standing`` is where such a game stands, for the lobby before it goes on.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

from ..engine.record_limits import parse_json
from ..history.store import GameRow, HistoryStore, hand_score

log = logging.getLogger(__name__)

FILENAME = "table-seats.json"
MAX_GAMES = 64  # the most recent games' seats are kept
MAX_BYTES = 64 * 1024


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _is_digest(v: object) -> bool:
    return isinstance(v, str) and len(v) == 64 and all(c in "0123456789abcdef" for c in v)


class SeatKeys:
    def __init__(self, directory: Path | str | None) -> None:
        self.path = None if directory is None else Path(directory) / FILENAME

    def _read(self) -> dict[str, dict[str, str]]:
        if self.path is None or not self.path.exists():
            return {}
        try:
            data = parse_json(self.path.read_bytes(), max_bytes=MAX_BYTES, max_depth=3)
        except (OSError, ValueError) as e:
            log.warning("the seats of hosted games could not be read (%s)", e)
            return {}
        if not isinstance(data, dict):
            return {}
        out: dict[str, dict[str, str]] = {}
        for game, seats in data.items():
            if isinstance(seats, dict):
                out[game] = {s: k for s, k in seats.items()
                             if s in ("0", "1", "2", "3") and _is_digest(k)}
        return out

    def load(self, game_id: int) -> dict[int, str]:
        """Each seat's token digest, for the stored game ``game_id``."""
        return {int(s): k for s, k in self._read().get(str(game_id), {}).items()}

    def save(self, game_id: int, keys: dict[int, str]) -> None:
        if self.path is None:
            return
        data = self._read()
        data.pop(str(game_id), None)
        data[str(game_id)] = {str(s): k for s, k in sorted(keys.items())}
        for old in list(data)[:-MAX_GAMES]:
            del data[old]
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            tmp.write_text(json.dumps(data), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as e:  # the game goes on; after a restart the host gives seats away
            log.warning("the seats of this game could not be kept (%s)", e)


def standing(store: HistoryStore | None, row: GameRow) -> tuple[tuple[int, int], int]:
    """A stored game's score as it stands (with what its unfinished hand has
    already scored, such as a kick) and its hand number."""
    hands = store.hands(row.id) if store is not None else []
    if hands and hands[-1].outcome is None:
        score = hand_score(hands[-1].record, None)
        if score is not None:
            return score, hands[-1].number
    return (row.score[0], row.score[1]), hands[-1].number if hands else 0

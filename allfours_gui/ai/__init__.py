"""Computer players that see only a seat's view: easy, medium (rules), hard and
expert (Information-Set MCTS). The arena (``python -m allfours_gui.ai.arena``)
measures them."""

from .api import decide, explain
from .players import LEVELS, Candidate, Player, make_player

__all__ = ["LEVELS", "Candidate", "Player", "decide", "explain", "make_player"]

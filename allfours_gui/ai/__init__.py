"""Computer players that see only a seat's view.

Levels (``LEVELS``): ``easy`` (simple rules with noise), ``medium`` (rules:
counts trumps and counting cards, reads voids, guards and saves its jack,
hangs theirs, feeds a winning partner; microseconds a decision), ``hard`` and
``expert`` (Information-Set MCTS over sampled deals, valued by the chance of
winning the match; 600 and 3,000 rollouts a decision, stopped at a deadline
of 0.15 and 0.8 s). The searches weigh the sampled deals by how likely every
other seat's stand/beg, give/run and plays were with those cards
(``inference``), and value the last tricks of each deal exactly
(``endgame``).

At the table (from a worker thread)::

    player = make_player("expert", seed)
    action = player.choose(view, cancel)          # cancel: threading.Event | None
    method = player.choose_method(seat, rules)    # "ones" or "threes"
    call = player.choose_call(view, options)      # an Action from options, or None
    why = player.explain(view)                    # [Candidate(action, win_chance, reason)]

For a hand record: ``decide(record, level, seed)`` and ``explain(record,
level, seed)``, reproducible: no deadline there, the whole budget (expert: up
to a few seconds), unless ``seconds=`` asks for the table's deadline (the
Hint). ``explain``'s ``why`` is the reason in words true of the seat's view
(``reasons``), in English; its ``claims`` give each part as a key and fields,
which the Hint words in the language shown. The arena (``python -m
allfours_gui.ai.arena``) measures the levels against each other by duplicate
games. ``analyse(record, seat)`` judges every decision of one seat in a record
from that seat's view (``analysis``).
"""

from .analysis import AnalysisCancelled, AnalysisError, analyse
from .api import decide, explain
from .players import LEVELS, Candidate, Player, make_player

__all__ = ["LEVELS", "AnalysisCancelled", "AnalysisError", "Candidate", "Player", "analyse",
           "decide", "explain", "make_player"]

# The C extension's interface (csrc/module.c); see native.py.
from collections.abc import Callable, Sequence

class Solver:
    def __init__(self, n: int, trump: int, jack_holder: int, jack_won: int, g_base0: int,
                 g_base1: int, undertrump: bool, void_must_trump: bool,
                 trump_and_follow: bool, owe: Sequence[int],
                 value: Callable[[int, int], float], check: Callable[[int], object] | None,
                 table: bool) -> None: ...
    def search(self, hands: Sequence[int], turn: int, trick: Sequence[tuple[int, int]],
               win: int, win_seat: int, won0: int, won1: int, alpha: float, beta: float,
               first_mask: int, /) -> float: ...
    @property
    def nodes(self) -> int: ...

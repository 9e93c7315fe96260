"""What the events' presenter (table_events.py) uses of the table scene.

``TableScene`` (table_scene.py) is the one thing that has these members; the
presenter is typed against this port so that it never imports the scene
(which creates it) and never reaches into the scene's own workings: it
changes the table through the piles and these public members only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from .card_item import CardItem
from .piles import Duration, Piles
from .table_items import Bubble, NamePlate, ScoreBoard, Words
from .table_layout import TableLayout

Step = Callable[[], int]  # changes the table; returns how many ms to hold it still


class ScenePort(Protocol):
    # what is where, besides the piles
    dealer: int
    trump: int
    turn: int
    face_up_seats: set[int]
    stand_ins: set[int]  # items standing in for cards this window may not know
    cards_out: bool  # cards laid out at once are shown (the first events came)
    sweep_next: Step | None  # a finished trick's sweep, while it is held

    @property
    def piles(self) -> Piles: ...
    @property
    def cards(self) -> dict[int, CardItem]: ...
    @property
    def layout(self) -> TableLayout: ...
    @property
    def n(self) -> int: ...
    @property
    def human(self) -> int: ...
    @property
    def plates(self) -> list[NamePlate]: ...
    @property
    def scoreboard(self) -> ScoreBoard: ...

    # the queue
    def enqueue(self, step: Step) -> None: ...
    def pause(self, duration: Duration) -> None: ...
    def reset(self) -> None: ...
    def ms(self, duration: Duration) -> int: ...

    # what is said
    def bubble(self, seat: int | None, text: Words, duration: Duration = "bubble",
               big: bool = False, hold: Duration = 0) -> None: ...
    def say(self, seat: int | None, text: Words, duration: Duration, big: bool,
            lasting: bool = False) -> Bubble: ...
    def drop_bubble(self, b: Bubble) -> None: ...
    def drop_lasting(self) -> None: ...
    def story_text(self, decisions: Sequence[tuple[int, str]], redeals: int) -> str: ...

    # the whole table at once
    def gather(self) -> None: ...
    def place_all(self) -> None: ...
    def show_plates(self) -> None: ...

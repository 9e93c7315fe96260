"""The window's rooms against fake ports: no window, no scene. A room is handed the
table shell, the game on it, the services and what it needs of the other rooms
(ui/ports.py), so what it decides can be checked with stand-ins for all of them."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from types import SimpleNamespace
from typing import Any

import pytest

from allfours_gui.session.game_config import GameConfig
from allfours_gui.session.table_session import Allows
from allfours_gui.ui.game_starts import GameNeeds, GameStarts
from allfours_gui.ui.ports import CurrentGame, Services
from allfours_gui.ui.practice.practice_room import PracticeNeeds, PracticeRoom
from allfours_gui.ui.table.card_art import CardArt
from allfours_gui.ui.turn_prompts import TurnPrompts


class FakeShell:
    """What a room uses of the table on screen: what it said and what it asked."""

    def __init__(self, scores: tuple[int, int] = (0, 0)) -> None:
        self.said: list[str] = []
        self.asked: list[tuple[str, str, str, str]] = []
        self.scene = SimpleNamespace(scoreboard=SimpleNamespace(scores=scores))
        self.window = None

    def say(self, text: str, spoken: str | None = None) -> None:
        self.said.append(text)

    def confirm(self, title: str, text: str, yes: str, no: str, then: Any) -> None:
        self.asked.append((title, text, yes, no))


OWN_GAME = Allows()  # a game of the person's own


def session(allows: Allows = OWN_GAME, *, hand_number: int = 3, over: bool = False,
            closed_by_host: bool = False, undone: bool = True) -> Any:
    """A stand-in TableSession: a game at ``hand_number``, its hand in play."""
    return SimpleNamespace(
        allows=allows, game=SimpleNamespace(hand=object(), hand_number=hand_number),
        game_is_over=lambda: over, table_closed_by_host=closed_by_host,
        undo=lambda: undone, human=SimpleNamespace(pending=None))


def never(*_a: object, **_k: object) -> Any:
    raise AssertionError("this room should not have asked for that")


def game_needs(**given: Any) -> GameNeeds:
    fields = {name: never for name in GameNeeds.__dataclass_fields__}
    fields.update(at_network_table=lambda: False, hosting=lambda: False)
    fields.update(given)
    return GameNeeds(**fields)


@pytest.fixture
def ports(qapp):
    game = CurrentGame(GameConfig())
    services = Services(store=None, settings=None, art=CardArt(), player_factory=None,
                        autoplay=False, think_ms=0, speed="normal")
    return FakeShell((4, 2)), game, services


def test_leaving_a_kept_game_in_progress_asks_first_with_its_score(ports):
    shell, game, services = ports
    room = GameStarts(shell, game, services, game_needs())  # type: ignore[arg-type]
    game.session = session()
    left: list[bool] = []
    room.confirm_abandon(lambda: left.append(True))
    assert not left  # asked, not left
    title, text, yes, no = shell.asked[-1]
    assert (title, yes, no) == ("New game", "Abandon it", "Keep playing")
    assert text.startswith("Abandon the game in progress (hand 3, score 4–2)?")


@pytest.mark.parametrize("kind", [
    {"allows": Allows(kept=False)},  # a lesson, a practice: nothing is lost
    {"over": True}, {"closed_by_host": True}, {"hand_number": 0, "hand": None}])
def test_what_is_not_kept_or_not_started_is_left_without_a_question(ports, kind):
    shell, game, services = ports
    room = GameStarts(shell, game, services, game_needs())  # type: ignore[arg-type]
    hand = kind.pop("hand", object())
    game.session = session(**kind)
    game.session.game.hand = hand
    left: list[bool] = []
    room.confirm_abandon(lambda: left.append(True))
    assert left == [True] and not shell.asked


def test_the_host_of_a_shared_table_is_told_the_table_closes_for_everyone(ports):
    shell, game, services = ports
    room = GameStarts(shell, game, services, game_needs(  # type: ignore[arg-type]
        at_network_table=lambda: True, hosting=lambda: True))
    game.session = session()
    room.confirm_abandon(lambda: None)
    assert shell.asked[-1][1].endswith("The table closes for everyone.")
    room.take_back()  # and nothing is taken back there: the others have seen it
    assert shell.said[-1].startswith("Nothing can be taken back at a shared table")


def test_take_back_is_said_unless_the_coach_says_it(ports):
    shell, game, services = ports
    room = GameStarts(shell, game, services, game_needs())  # type: ignore[arg-type]
    game.session = session()
    room.take_back()
    assert shell.said == ["Taken back: your last decision and the replies after it."]
    game.session = session(Allows(kept=False, coached=True))
    room.take_back()
    assert len(shell.said) == 1


@pytest.mark.parametrize("allows, offered", [(Allows(), True), (Allows(hints=False), False)])
def test_hint_is_offered_only_where_the_session_allows_it(ports, allows, offered):
    shell, game, services = ports
    shell.scene_changed = SimpleNamespace(connect=lambda _slot: None)
    shell.scene.card_clicked = shell.scene.won_pile_hovered = shell.scene_changed
    hint: list[bool] = []
    room = TurnPrompts(shell, game, services, list, hint.append)  # type: ignore[arg-type]
    game.session = session(allows)
    room.hint_allowed(True)
    assert hint == [offered]
    room.ask_hint()  # the shortcut pressed anyway, with no decision open
    if offered:
        assert shell.said == ["There is no decision of yours to hint at just now."]
    else:
        assert shell.said == []  # not even a word: there is no hint in this session


def test_practice_at_a_shared_table_is_refused_in_words(ports):
    shell, game, services = ports
    needs = {name: never for name in PracticeNeeds.__dataclass_fields__}
    needs["at_network_table"] = lambda: True
    room = PracticeRoom(shell, game, services, PracticeNeeds(**needs))  # type: ignore[arg-type]
    room.try_again(SimpleNamespace())  # type: ignore[arg-type]
    assert shell.said == ["Leave the shared table first: practice is played at your own "
                          "table."]

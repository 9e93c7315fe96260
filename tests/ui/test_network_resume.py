"""A networked game outlives a closed window: the host quitting keeps the game
to host again, a friend's app restarting takes its seat back, and nobody is
sent away from a table without being asked first."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from allfours_gui.app.settings import AppSettings
from allfours_gui.engine import Rules
from allfours_gui.history.store import HistoryStore
from allfours_gui.net.guest_session import GuestSession
from allfours_gui.net.host import TableSettings
from allfours_gui.session.game_config import REMOTE
from allfours_gui.ui.main_window import MainWindow
from allfours_gui.ui.network.join_dialog import JoinDialog

from .helpers import save_shot
from .test_network_window import TIME_SCALE, answer_one, lobby_button, local_window

NAMES = ("Ann", "Rhonda", "Partner", "Kerwin")


def table(code: str = "K7QM2P", **extra) -> TableSettings:
    return TableSettings(code=code, people=(2,), rules=Rules(), think_ms=0,
                         levels=("medium", "easy", "medium", "easy"), discovery=False,
                         host_seat=0, host_name="Ann", seed=3, names=NAMES, **extra)


def seat_friend(qtbot, host_w: MainWindow, friend: MainWindow, code: str) -> GuestSession:
    host = host_w.network.host
    assert host is not None
    rc = friend.network.join_table("127.0.0.1", host.port, code, "Kim", None)
    qtbot.waitUntil(lambda: friend.controller is rc, timeout=5000)
    qtbot.waitUntil(lambda: "Kim" in host_w.network.lobby_panel.seats.text(), timeout=5000)
    # by keys: Enter at the host while Start waits does nothing (never "Close")
    assert not lobby_button(host_w, "start").isEnabled()
    qtbot.keyClick(host_w.view, Qt.Key.Key_Return)
    assert host_w.network.host is host and host_w.network.lobby_panel.isVisible()
    qtbot.waitUntil(lambda: friend.network.lobby_panel.isVisible(), timeout=5000)
    qtbot.keyClick(friend.view, Qt.Key.Key_Return)  # "I'm ready"
    qtbot.waitUntil(lambda: lobby_button(host_w, "start").isEnabled(), timeout=5000)
    return rc


def start(qtbot, host_w: MainWindow, friend: MainWindow) -> None:
    host = host_w.network.host
    qtbot.keyClick(host_w.view, Qt.Key.Key_Return)  # Start
    qtbot.waitUntil(lambda: host.controller is not None
                    and host_w.controller is host.controller, timeout=5000)
    qtbot.waitUntil(lambda: not friend.network.lobby_panel.isVisible(), timeout=5000)
    for w in (host_w, friend):
        w.scene.time_scale = TIME_SCALE


def confirm(qtbot, w: MainWindow, yes: bool) -> str:
    box = w.confirm_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    text = box.text()
    role = QMessageBox.ButtonRole.AcceptRole if yes else QMessageBox.ButtonRole.RejectRole
    button = next(b for b in box.buttons() if box.buttonRole(b) == role)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return text


def test_the_host_quitting_keeps_the_game_and_hosting_it_again_seats_friends(qtbot, tmp_path):
    store = HistoryStore(tmp_path)
    host_w = local_window(qtbot, "fast", store=store)
    host_w.scene.time_scale = TIME_SCALE
    host = host_w.network.host_table(table(), 0, "127.0.0.1")
    assert host is not None
    # Kim's app keeps her seat's token, to take it back when the game goes on
    friend = local_window(qtbot, "fast", settings=AppSettings(tmp_path / "kim"))
    seat_friend(qtbot, host_w, friend, " k7qm-2p ")  # read out and typed: any case, dashes
    start(qtbot, host_w, friend)
    answered = {id(host_w): 0, id(friend): 0}
    while min(answered.values()) < 2:
        answered[id(answer_one(qtbot, [host_w, friend]))] += 1
    c = host.controller
    gid = c.game_id
    qtbot.waitUntil(lambda: c.waiting_for_human is None or not host_w.scene.busy, timeout=5000)
    number, score = c.game.hand_number, tuple(c.game.score)
    records_before = [h.record for h in store.hands(gid)]
    # the host closes the window: asked first, since Kim is at the table
    host_w.close()
    assert host_w.isVisible()
    text = confirm(qtbot, host_w, yes=False)
    assert "Kim" in text and "Host it again" in text
    assert host_w.isVisible() and host_w.network.host is host
    host_w.close()
    confirm(qtbot, host_w, yes=True)
    qtbot.waitUntil(lambda: not host_w.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: friend.notice.isVisible(), timeout=5000)
    assert "The host quit: the game can go on later" in friend.notice.body.text()
    left: list[int] = []
    friend.games.confirm_abandon(lambda: left.append(1))  # nothing left to leave: not asked
    assert left == [1]
    # the game is kept, not abandoned, with Kim's seat stored as a friend's
    rows = HistoryStore(tmp_path).unfinished_games()
    assert [r.id for r in rows] == [gid] and rows[0].levels[2] == REMOTE
    assert [h.record for h in HistoryStore(tmp_path).hands(gid)][:len(records_before)] \
        == records_before
    # the next start offers to host it again
    again = local_window(qtbot, "fast")
    again.games.begin(HistoryStore(tmp_path), offer_resume=rows[0])
    assert again.decision.isVisible() and "with friends" in again.decision.label.text()
    assert list(again.decision.buttons) == ["resume", "host", "new"]
    save_shot(again, tmp_path, "network-host-it-again")
    qtbot.mouseClick(again.decision.buttons["host"], Qt.MouseButton.LeftButton)
    net = again.network
    qtbot.waitUntil(lambda: net.host is not None and net.lobby_panel.isVisible(), timeout=5000)
    new_host = again.network.host
    assert tuple(again.scene.scoreboard.scores) == score  # the lobby shows where it stands
    assert new_host.lobby.places[2].person and not new_host.lobby.places[1].person
    friend2 = local_window(qtbot, "fast", settings=AppSettings(tmp_path / "kim"))
    rc = seat_friend(qtbot, again, friend2, new_host.settings.code)
    assert rc.wire_seat == 2  # the friend's seat of that game, taken back with its token
    start(qtbot, again, friend2)
    resumed = new_host.controller
    assert resumed.game_id == gid
    assert resumed.game.hand_number == number and tuple(resumed.game.score) == score
    # both tables show the game where it stood, and it goes on
    qtbot.waitUntil(lambda: rc.in_game and friend2.scene.hands[0] != [], timeout=5000)
    for _ in range(3):
        answer_one(qtbot, [again, friend2])
    assert again.scene.errors == [] and friend2.scene.errors == []
    again.network.leave_table()


def test_closing_the_lobby_with_friends_seated_asks_first(qtbot):
    host_w = local_window(qtbot, "fast")
    host = host_w.network.host_table(table(), 0, "127.0.0.1")
    assert host is not None
    host_w.network.ask_leave_table()  # nobody seated: closed at once
    assert host_w.network.host is None
    host = host_w.network.host_table(table(), 0, "127.0.0.1")
    friend = local_window(qtbot, "fast")
    seat_friend(qtbot, host_w, friend, "K7QM2P")
    qtbot.mouseClick(lobby_button(host_w, "close"), Qt.MouseButton.LeftButton)
    text = confirm(qtbot, host_w, yes=False)
    assert "Kim will be sent away" in text
    assert host_w.network.host is host and friend.controller is not None
    qtbot.mouseClick(lobby_button(host_w, "close"), Qt.MouseButton.LeftButton)
    confirm(qtbot, host_w, yes=True)
    assert host_w.network.host is None
    qtbot.waitUntil(lambda: friend.notice.isVisible(), timeout=5000)
    # a window closed with nobody at its table is not asked anything
    host_w.network.host_table(table(), 0, "127.0.0.1")
    host_w.close()
    assert not host_w.isVisible()


def test_a_friends_app_restarting_takes_its_seat_back(qtbot, tmp_path):
    host_w = local_window(qtbot, "fast")
    host_w.scene.time_scale = TIME_SCALE
    host = host_w.network.host_table(table(), 0, "127.0.0.1")
    assert host is not None
    folder = tmp_path / "kim"
    friend = local_window(qtbot, "fast", settings=AppSettings(folder))
    seat_friend(qtbot, host_w, friend, "K7QM2P")
    start(qtbot, host_w, friend)
    for _ in range(2):
        answer_one(qtbot, [host_w, friend])
    settings = AppSettings(folder)
    saved = settings.net("rejoin")
    assert saved is not None and saved["seat"] == 2 and saved["token"]
    friend.close()  # Kim's app closes mid-game: the computer plays seat 2
    qtbot.waitUntil(lambda: not host.lobby.places[2].connected, timeout=5000)
    # Kim starts the app again and joins the same table: the dialog offers the old seat
    friend = local_window(qtbot, "fast", settings=AppSettings(folder))
    friend.network.net_bind = "127.0.0.1"
    friend.settings.set_net("address", f"127.0.0.1:{host.port}")
    friend.settings.set_net("code", "K7QM2P")
    friend.settings.set_net("name", "Kim")
    said: list[str] = []
    say = friend.shell.say  # what the rooms say goes through the table's shell
    friend.shell.say = lambda text, *a, **k: (said.append(text), say(text, *a, **k))[1]
    friend.network.ask_join_table()
    dialog = friend.join_dialog
    assert isinstance(dialog, JoinDialog)
    assert dialog.seat.currentData() == 2 and "take it back" in dialog.seat.currentText()
    qtbot.mouseClick(dialog.findChild(QPushButton, "join-button"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(friend.controller, GuestSession)
                    and friend.controller.in_game, timeout=5000)
    rc = friend.controller
    assert rc.wire_seat == 2 and host.lobby.places[2].connected
    # back in a game under way: not told it begins
    assert "You are back in the game." in said and "The game begins." not in said
    assert host.lobby.places[2].name == "Kim"
    friend.scene.time_scale = TIME_SCALE
    for _ in range(3):
        answer_one(qtbot, [host_w, friend])
    assert friend.scene.errors == []
    host_w.network.leave_table()


def test_an_old_seat_at_another_table_is_forgotten_and_the_person_sits_afresh(
        qtbot, tmp_path):
    host_w = local_window(qtbot, "fast")
    host = host_w.network.host_table(table(), 0, "127.0.0.1")
    assert host is not None
    friend = local_window(qtbot, "fast", settings=AppSettings(tmp_path))
    friend.settings.set_net("rejoin", {"address": f"127.0.0.1:{host.port}", "code": "K7QM2P",
                                       "seat": 2, "token": "an-old-token-of-another-game"})
    rc = friend.network.join_table("127.0.0.1", host.port, "K7QM2P", "Kim", None)
    assert rc.token == "an-old-token-of-another-game"
    qtbot.waitUntil(lambda: friend.controller is rc, timeout=5000)
    assert rc.wire_seat == 2 and rc.token != "an-old-token-of-another-game"
    assert AppSettings(tmp_path).net("rejoin")["token"] == rc.token
    host_w.network.leave_table()


def test_hosting_a_serve_game_again_seats_the_host_where_a_computer_played(qtbot, tmp_path):
    """A game a ``--serve`` host kept has no person at it: hosting it again from the
    window put the host in friend 0's seat, and friend 0's token was refused
    ``not_open``. The host now sits where a computer played; the friends' seats stay
    theirs. A game whose every seat was a friend's is not offered to be hosted."""
    from allfours_gui.history.store import GameRow

    def row(levels: list[str]) -> GameRow:
        return GameRow(7, 0.0, None, Rules().to_json(), list(NAMES), levels, 0, "ones",
                       (3, 5), None, False)

    w = local_window(qtbot, "fast", settings=AppSettings(tmp_path / "me"))
    opened: list[TableSettings] = []
    w.network.hosting.host_table = lambda table, *_a: opened.append(table)  # no socket
    served = row([REMOTE, "medium", REMOTE, "easy"])
    w.network.host_again(served)
    (table_again,) = opened
    assert table_again.host_seat == 1 and table_again.people == (0, 2)
    assert table_again.host_seat not in table_again.people
    w.games.begin(None, offer_resume=served)
    assert list(w.decision.buttons) == ["resume", "host", "new"]
    everyone = row([REMOTE] * 4)
    assert w.network.host_again(everyone) is None and len(opened) == 1
    assert "Every seat of that game was a friend's" in w.notice.body.text()
    w.games.begin(None, offer_resume=everyone)
    assert "host" not in w.decision.buttons

"""The host's and a friend's windows on a hostile network (issue 22): wrong
codes shown to the host, a fresh code for every table, a turn clock, and a
table opened again on its own port with its friends' seats kept for them."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from allfours_gui.app.settings import AppSettings
from tests.net.helpers import RawPeer

from .test_network_resume import table
from .test_network_window import local_window


def wrong_code(qtbot, port: int, code: str = "NOPE") -> None:
    peer = RawPeer(port)
    peer.send_msg({"v": 1, "type": "hello", "code": code, "seat": 2, "name": "Eve"})
    peer.wait(qtbot, lambda: peer.closed)
    peer.close()


def test_the_host_window_shows_wrong_codes_by_address(qtbot):
    w = local_window(qtbot, "fast")
    host = w.network.host_table(table(), 0, "127.0.0.1")
    assert host is not None
    for guess in ("AAAA", "BBBB", "CCCC"):
        wrong_code(qtbot, host.port, guess)
    qtbot.waitUntil(lambda: "3 wrong codes from 127.0.0.1" in w.network.lobby_panel.intro.text(),
                    timeout=5000)
    w.network.leave_table()


def test_every_new_table_gets_a_fresh_code(qtbot, tmp_path):
    settings = AppSettings(tmp_path)
    settings.set_net("host_code", "K7QM2P")  # the code of the table hosted last
    w = local_window(qtbot, "fast", settings=settings)
    codes = set()
    for _ in range(2):
        w.network.ask_host_table()
        codes.add(w.host_dialog.code.text())
        w.host_dialog.reject()
    assert "K7QM2P" not in codes and len(codes) == 2


def record_says(w) -> list[str]:
    said: list[str] = []
    say = w.shell.say  # what the rooms say goes through the table's shell
    w.shell.say = lambda text, *a, **k: (said.append(text), say(text, *a, **k))[1]
    return said


def test_everyone_sees_a_friends_countdown_and_a_friend_too_slow_is_told(qtbot):
    from .test_network_resume import seat_friend, start

    host_w = local_window(qtbot, "fast")
    host = host_w.network.host_table(table(turn_wait_s=2), 0, "127.0.0.1")
    assert host is not None
    friend = local_window(qtbot, "fast")
    seat_friend(qtbot, host_w, friend, "K7QM2P")
    host_said, friend_said = record_says(host_w), record_says(friend)
    start(qtbot, host_w, friend)
    # the host's own decisions are answered at once; Kim never answers hers
    def host_plays() -> bool:
        c = host_w.controller
        if c is not None and c.waiting_for_human is not None and not host_w.scene.busy:
            from .test_network_window import answer_one

            answer_one(qtbot, [host_w])
        return bool(friend.turn_clock.isVisible() and host_w.turn_clock.isVisible())

    qtbot.waitUntil(host_plays, timeout=30_000)
    assert "Kim: " in host_w.turn_clock.text() and "s to decide" in host_w.turn_clock.text()
    assert "You have " in friend.turn_clock.text()
    assert 0 <= friend.turn_clock.seconds_left(0) <= 2

    def told() -> bool:
        host_plays()
        return (any("You took too long" in t for t in friend_said)
                and any("Kim took too long" in t for t in host_said))

    qtbot.waitUntil(told, timeout=30_000)
    # her next decision's clock starts again in her window too (it once stayed at 0:
    # a clock that ran out was never said to stop, so the next one looked the same)
    first = friend.controller.human.pending
    qtbot.waitUntil(lambda: (host_plays() and friend.controller.human.pending is not None
                             and friend.controller.human.pending is not first
                             and (friend.turn_clock.seconds_left(0) or 0) > 0),
                    timeout=30_000)
    assert host_w.scene.errors == [] and friend.scene.errors == []
    host_w.network.leave_table()
    assert not host_w.turn_clock.isVisible()


def play_then_quit(qtbot, tmp_path):
    """Ann hosts, Kim (whose app keeps her seat's token) joins and plays a
    little; Kim's connection drops once; then Ann quits mid-game. The stored
    game, its score then, and what Ann's window said."""
    from allfours_gui.history.store import HistoryStore

    from .test_network_resume import seat_friend, start
    from .test_network_window import TIME_SCALE, answer_one

    store = HistoryStore(tmp_path / "ann")
    host_w = local_window(qtbot, "fast", store=store)
    host_w.scene.time_scale = TIME_SCALE
    host = host_w.network.host_table(table(), 0, "127.0.0.1")
    friend = local_window(qtbot, "fast", settings=AppSettings(tmp_path / "kim"))
    seat_friend(qtbot, host_w, friend, "K7QM2P")
    said = record_says(host_w)
    start(qtbot, host_w, friend)
    for _ in range(2):
        answer_one(qtbot, [host_w, friend])
    friend.controller.client.link.socket.abort()  # Kim's connection drops
    qtbot.waitUntil(lambda: not host.lobby.places[2].connected, timeout=5000)
    qtbot.waitUntil(lambda: any("Kim left the table" in t for t in said), timeout=5000)
    c = host.controller
    qtbot.waitUntil(lambda: c.waiting_for_human is not None and not host_w.scene.busy,
                    timeout=20_000)
    score = tuple(c.game.score)
    host_w.close()  # Kim is away: nobody is sent off, so nothing is asked
    qtbot.waitUntil(lambda: not host_w.isVisible(), timeout=5000)
    friend.close()
    rows = HistoryStore(tmp_path / "ann").unfinished_games()
    assert len(rows) == 1
    return rows[0], score


def host_it_again(qtbot, tmp_path, row):
    from PySide6.QtCore import Qt

    from allfours_gui.history.store import HistoryStore

    again = local_window(qtbot, "fast")
    again.games.begin(HistoryStore(tmp_path / "ann"), offer_resume=row)
    qtbot.mouseClick(again.decision.buttons["host"], Qt.MouseButton.LeftButton)
    net = again.network
    qtbot.waitUntil(lambda: net.host is not None and net.lobby_panel.isVisible(), timeout=5000)
    return again, again.network.host


def test_hosting_it_again_keeps_a_friends_seat_for_their_token_alone(qtbot, tmp_path):
    from .test_network_resume import start

    row, score = play_then_quit(qtbot, tmp_path)
    again, host = host_it_again(qtbot, tmp_path, row)
    assert host.settings.code != "K7QM2P"  # a fresh code for the new table
    assert tuple(again.scene.scoreboard.scores) == score
    assert host.lobby.open_seats() == [] and host.lobby.state()[2]["kept"]
    # someone else with the code cannot sit in Kim's seat and see her hand
    stranger = local_window(qtbot, "fast")
    stranger.network.join_table("127.0.0.1", host.port, host.settings.code, "Eve", 2)
    qtbot.waitUntil(lambda: stranger.notice.isVisible(), timeout=5000)
    text = stranger.notice.body.text()
    assert "kept for the friend" in text and text.count("Could not join the table") == 1
    assert not host.lobby.places[2].connected
    # Kim, whose app kept the token, takes it back (a new code, the same host)
    kim = local_window(qtbot, "fast", settings=AppSettings(tmp_path / "kim"))
    kim_said = record_says(kim)
    rc = kim.network.join_table("127.0.0.1", host.port, host.settings.code, "Kim", None)
    qtbot.waitUntil(lambda: kim.controller is rc and kim.network.lobby_panel.isVisible(),
                    timeout=5000)
    assert rc.wire_seat == 2 and rc.client.welcome.back
    assert tuple(kim.scene.scoreboard.scores) == score  # the lobby shows where it stands
    from PySide6.QtCore import Qt

    qtbot.keyClick(kim.view, Qt.Key.Key_Return)  # "I'm ready"
    qtbot.waitUntil(lambda: host.lobby.ready_to_start(), timeout=5000)
    start(qtbot, again, kim)
    qtbot.waitUntil(lambda: rc.in_game, timeout=5000)
    assert "The game begins." not in kim_said and "The game goes on where it stood." in kim_said
    again.network.leave_table()


def test_the_host_can_give_a_kept_seat_to_someone_else(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    row, _score = play_then_quit(qtbot, tmp_path)
    (tmp_path / "ann" / "table-seats.json").unlink()  # no key kept: the seat waits for the host
    again, host = host_it_again(qtbot, tmp_path, row)
    kim = local_window(qtbot, "fast", settings=AppSettings(tmp_path / "kim"))
    kim.network.join_table("127.0.0.1", host.port, host.settings.code, "Kim", None)
    qtbot.waitUntil(lambda: kim.notice.isVisible(), timeout=5000)
    assert not host.lobby.places[2].connected
    give = again.network.lobby_panel.buttons["give2"]
    assert "Kim's seat" in give.text()
    qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    assert host.lobby.open_seats() == [2] and "give2" not in again.network.lobby_panel.buttons
    eve = local_window(qtbot, "fast")
    rc = eve.network.join_table("127.0.0.1", host.port, host.settings.code, "Eve", None)
    qtbot.waitUntil(lambda: eve.controller is rc, timeout=5000)
    assert rc.wire_seat == 2 and host.lobby.places[2].name == "Eve"
    again.network.leave_table()


def test_host_again_opens_the_new_table_where_the_old_one_was(qtbot):
    w = local_window(qtbot, "fast")
    first = w.network.host_table(table(), 0, "127.0.0.1")
    port = first.port
    second = w.network.host_table(table(code="NEW2"), port, "127.0.0.1")
    assert second is not first and second.port == port
    third = w.network.host_table(table(code="NEW3"), 0, "127.0.0.1")  # any port: the same one
    assert third.port == port
    w.network.leave_table()


def test_a_table_that_is_not_there_is_said_once(qtbot):
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nobody listens there now
    w = local_window(qtbot, "fast")
    w.network.join_table("127.0.0.1", port, "K7QM2P", "Kim", None)
    qtbot.waitUntil(lambda: w.notice.isVisible(), timeout=10_000)
    text = w.notice.body.text()
    assert text.count("Could not join the table") == 1 and f"127.0.0.1:{port}" in text


def test_the_join_dialog_follows_a_table_opened_again_on_another_port(qtbot):
    from allfours_gui.net.discovery import TableInfo
    from allfours_gui.ui.network.join_dialog import JoinDialog

    moved = TableInfo("Ann's table", "192.168.1.20", 41999, 4, 0, 1, ())
    other = TableInfo("Bob's table", "192.168.1.30", 41414, 4, 1, 1, (2,))
    dialog = JoinDialog(address="192.168.1.20:41414", code="K7QM2P", name="Kim",
                        browse=lambda _s: [other, moved], yours=("192.168.1.20:41414", 2))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.table_list.count() == 2, timeout=5000)
    assert dialog.address.text() == "192.168.1.20:41999"
    assert dialog.seat.currentData() == 2 and "take it back" in dialog.seat.currentText()
    typed = JoinDialog(address="", browse=lambda _s: [other, moved])
    qtbot.addWidget(typed)
    qtbot.keyClicks(typed.address, "192.168.1.20:41414")  # typed: left as it is
    typed.show_tables([other, moved])
    assert typed.address.text() == "192.168.1.20:41414"

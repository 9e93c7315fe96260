"""The host's and a friend's windows on a hostile network (issue 22): wrong
codes shown to the host, a fresh code for every table, a turn clock, and a
table opened again on its own port with its friends' seats kept for them."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from allfours_gui.engine import Rules
from allfours_gui.net.host import TableSettings
from allfours_gui.ui.settings import AppSettings
from tests.net.helpers import RawPeer

from .test_network_window import local_window

NAMES = ("Ann", "Rhonda", "Partner", "Kerwin")


def table(code: str = "K7QM2P", **extra) -> TableSettings:
    return TableSettings(code=code, people=(2,), rules=Rules(), think_ms=0,
                         levels=("medium", "easy", "medium", "easy"), discovery=False,
                         host_seat=0, host_name="Ann", seed=3, names=NAMES, **extra)


def wrong_code(qtbot, port: int, code: str = "NOPE") -> None:
    peer = RawPeer(port)
    peer.send_msg({"v": 1, "type": "hello", "code": code, "seat": 2, "name": "Eve"})
    peer.wait(qtbot, lambda: peer.closed)
    peer.close()


def test_the_host_window_shows_wrong_codes_by_address(qtbot):
    w = local_window(qtbot, "fast")
    host = w.host_table(table(), 0, "127.0.0.1")
    assert host is not None
    for guess in ("AAAA", "BBBB", "CCCC"):
        wrong_code(qtbot, host.port, guess)
    qtbot.waitUntil(lambda: "3 wrong codes from 127.0.0.1" in w.lobby_panel.intro.text(),
                    timeout=5000)
    w.leave_table()


def test_every_new_table_gets_a_fresh_code(qtbot, tmp_path):
    settings = AppSettings(tmp_path)
    settings.set_net("host_code", "K7QM2P")  # the code of the table hosted last
    w = local_window(qtbot, "fast", settings=settings)
    codes = set()
    for _ in range(2):
        w.ask_host_table()
        codes.add(w.host_dialog.code.text())
        w.host_dialog.reject()
    assert "K7QM2P" not in codes and len(codes) == 2


def record_says(w) -> list[str]:
    said: list[str] = []
    say = w.say
    w.say = lambda text: (said.append(text), say(text))[1]
    return said


def test_everyone_sees_a_friends_countdown_and_a_friend_too_slow_is_told(qtbot):
    from .test_network_resume import seat_friend, start

    host_w = local_window(qtbot, "fast")
    host = host_w.host_table(table(turn_wait_s=2), 0, "127.0.0.1")
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
    assert host_w.scene.errors == [] and friend.scene.errors == []
    host_w.leave_table()
    assert not host_w.turn_clock.isVisible()

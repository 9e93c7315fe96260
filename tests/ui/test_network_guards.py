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

"""Two windows at a table over the internet, through a real mailbox server and
transit relay on loopback (tests/net/wormhole_servers.py): the host opens the
table from the Host dialog "over the internet", copies a seat's invitation, the
friend types the code (without dashes) in the Join dialog, both play by clicks
and keys at Normal speed, a wrong code is said at both ends, and a friend whose
connection ends comes back with a new code and takes the seat back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QPushButton

from allfours_gui.net.net_words import INVITE_FAILURES
from allfours_gui.net.table_settings import InternetServers
from allfours_gui.ui.main_window import MainWindow

from .helpers import save_shot
from .test_network_window import TIME_SCALE, answer_one, lobby_button, local_window

pytestmark = pytest.mark.usefixtures("loopback_hints")

WAIT_MS = 60_000


def on_the_internet(w: MainWindow, servers) -> MainWindow:
    w.network.parts.internet_override = InternetServers(
        mailbox_url=servers.mailbox_url, relay=servers.relay_hint)
    return w


def open_internet_table(qtbot, host_w: MainWindow):
    """The Host dialog, "over the internet", partner's seat a friend's (its default)."""
    host_w.network.ask_host_table()
    dialog = host_w.network.host_dialog
    assert dialog is not None
    dialog.name_edits[0].setText("Ann")
    dialog.where.setCurrentIndex(dialog.where.findData("internet"))
    assert not dialog.code.isEnabled() and not dialog.port.isEnabled()
    assert "7-guitarist-revenge" in dialog.note.text()
    assert dialog.friend_seats() == [2]
    qtbot.mouseClick(dialog.findChild(QPushButton, "open-table"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_w.network.host is not None, timeout=5000)
    host = host_w.network.host
    qtbot.waitUntil(lambda: host.invite_code(2) is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: host.invite_code(2) in host_w.network.lobby_panel.intro.text(),
                    timeout=5000)
    return host


def type_code(qtbot, friend: MainWindow, code: str, name: str = "Kim") -> None:
    """Game → Join a Table…, over the internet, the code typed by keys."""
    friend.network.ask_join_table()
    dialog = friend.network.join_dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.over_internet, Qt.MouseButton.LeftButton)
    assert dialog.internet and not dialog.lan_box.isVisible()
    dialog.invite.clear()
    qtbot.keyClicks(dialog.invite, code)
    dialog.invite_name.setText(name)
    qtbot.keyClick(dialog.invite, Qt.Key.Key_Return)


def test_a_host_and_a_friend_play_over_the_internet_by_code(qtbot, wormhole_servers, tmp_path):
    host_w = on_the_internet(local_window(qtbot, "normal"), wormhole_servers)
    host = open_internet_table(qtbot, host_w)
    code = host.invite_code(2)
    assert host_w.network.host is host and host.settings.internet is not None
    save_shot(host_w, tmp_path, "internet-host-lobby")
    qtbot.mouseClick(lobby_button(host_w, "copy2"), Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert code in copied and "Join a Table" in copied
    friend = on_the_internet(local_window(qtbot, "normal"), wormhole_servers)
    type_code(qtbot, friend, code.replace("-", " "))  # typed without dashes
    qtbot.waitUntil(lambda: friend.network.guest is not None
                    and friend.network.guest.wire_seat == 2, timeout=WAIT_MS)
    rc = friend.network.guest
    assert "over the internet" in friend.net_label.text()
    qtbot.waitUntil(lambda: "Kim" in host_w.network.lobby_panel.seats.text(), timeout=5000)
    assert "copy2" not in host_w.network.lobby_panel.buttons  # the seat is taken
    qtbot.mouseClick(lobby_button(friend, "ready"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby_button(host_w, "start").isEnabled(), timeout=5000)
    qtbot.mouseClick(lobby_button(host_w, "start"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_w.controller is host.controller is not None, timeout=5000)
    assert friend.scene.plates[0].name == "Kim"
    # at Normal speed, by clicks and keys, whoever is asked
    answered = {id(host_w): 0, id(friend): 0}
    while min(answered.values()) < 3 and not host_w.summary.isVisible():
        answered[id(answer_one(qtbot, [host_w, friend], method="ones"))] += 1
    save_shot(friend, tmp_path, "internet-friend-plays")
    # the friend's link ends (their network is gone for good): the host sees a new code
    seat_code = host.invite_code(2)
    assert seat_code is None
    link = rc.client.link
    link.pipe.channel.close()
    qtbot.waitUntil(lambda: host.invite_code(2) is not None, timeout=WAIT_MS)
    new_code = host.invite_code(2)
    assert new_code != code and new_code in host_w.net_label.text()
    qtbot.waitUntil(lambda: friend.network.lobby_panel.isVisible(), timeout=WAIT_MS)
    assert "new code" in friend.network.lobby_panel.intro.text()
    qtbot.mouseClick(lobby_button(friend, "reconnect"), Qt.MouseButton.LeftButton)
    dialog = friend.network.join_dialog
    assert dialog is not None and dialog.internet
    qtbot.keyClicks(dialog.invite, new_code)
    qtbot.keyClick(dialog.invite, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: rc.connected and host.seat_links.get(2) is not None, timeout=WAIT_MS)
    assert rc.wire_seat == 2  # the same seat, by its token
    # the rest of the game, faster
    for w in (host_w, friend):
        w.scene.time_scale = TIME_SCALE
    qtbot.waitUntil(lambda: not friend.network.lobby_panel.isVisible(), timeout=5000)
    while host.controller.game.winner is None:
        answer_one(qtbot, [host_w, friend], method="ones")
    qtbot.waitUntil(lambda: rc.game_over, timeout=WAIT_MS)
    save_shot(friend, tmp_path, "internet-friend-game-over")
    host_w.network.leave_table()


def test_a_wrong_code_is_said_to_the_friend_and_in_the_hosts_lobby(
        qtbot, wormhole_servers, tmp_path):
    host_w = on_the_internet(local_window(qtbot, "fast"), wormhole_servers)
    host = open_internet_table(qtbot, host_w)
    code = host.invite_code(2)
    friend = on_the_internet(local_window(qtbot, "fast"), wormhole_servers)
    type_code(qtbot, friend, f"{code.split('-')[0]}-wrong-words")
    qtbot.waitUntil(lambda: friend.notice.isVisible(), timeout=WAIT_MS)
    assert INVITE_FAILURES["wrong-code"][1:] in friend.notice.body.text()
    qtbot.waitUntil(lambda: host.invite_code(2) not in (None, code), timeout=WAIT_MS)
    intro = host_w.network.lobby_panel.intro.text()
    assert "wrong code" in intro and host.invite_code(2) in intro
    save_shot(host_w, tmp_path, "internet-host-wrong-code")
    host_w.network.leave_table()

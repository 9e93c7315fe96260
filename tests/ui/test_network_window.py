"""A window at a networked table: the same table, dialogs and animations as a
local game, driven by the host's messages (issue 14, part 2).

Hosts run in this process on 127.0.0.1 (no discovery); the joined window
plays at Normal or Fast speed with the scene's durations shortened, by real
clicks and keys. At every step the table takes, no face-up card is one the
seat has not been shown, and every face-up card in a hand is really that
seat's (a stand-in is never shown)."""

from __future__ import annotations

import dataclasses
import os
import random
from collections import defaultdict
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from allfours_gui.engine import HandState, Rules, replay_hand
from allfours_gui.engine import events as ev
from allfours_gui.engine.cards import cards_of
from allfours_gui.engine.position import deal_kicks
from allfours_gui.engine.record import hand_from_record
from allfours_gui.engine.view import PlayerView
from allfours_gui.history.store import HistoryStore
from allfours_gui.net.discovery import TableInfo
from allfours_gui.net.event_codec import FIELD_KINDS, HandShown, HiddenCardsDealt, events_for
from allfours_gui.net.guest_session import GuestSession
from allfours_gui.net.protocol import PHRASES
from allfours_gui.session.game_config import HUMAN, GameConfig
from allfours_gui.session.seat_rotation import KNOWN_FIELDS, Rotation
from allfours_gui.session.unseen_cards import UnseenCards, known_cards
from allfours_gui.ui.main_window import MainWindow
from allfours_gui.ui.network.join_dialog import JoinDialog
from allfours_gui.ui.network.net_dialogs import HostDialog, parse_address
from allfours_gui.ui.table.table_scene import TableScene
from tests.live_hands import played_hand
from tests.net.helpers import CODE, make_host

from .helpers import ScriptedPlayer, click_card, save_shot

TIME_SCALE = 0.12
HAND_MS = 40_000


@pytest.fixture
def hosts(qtbot):
    made: list[Any] = []
    yield made
    for host in made:
        host.shutdown()
    qtbot.wait(50)


def answer_one(qtbot, windows: list[MainWindow], method: str = "threes") -> MainWindow:
    """Whoever is asked first answers (a card by a click, a dealing method by
    its button, the rest and the hand's summary by Enter); that window."""
    def asked() -> MainWindow | None:
        for w in windows:
            c = w.controller
            if c is not None and c.waiting_for_human is not None and not w.scene.busy:
                return w
            if w.summary.isVisible():
                return w
        return None

    qtbot.waitUntil(lambda: asked() is not None, timeout=HAND_MS)
    w = asked()
    assert w is not None
    if w.summary.isVisible():
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
        return w
    c = w.controller
    kind = c.waiting_for_human
    if kind == "play":
        click_card(qtbot, w, legal(w)[0])
    elif kind == "method":
        qtbot.mouseClick(w.decision.buttons[method], Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.waiting_for_human != kind, timeout=5000)
    return w


# ------------------------------------------------------------ pure pieces
def test_every_view_and_event_field_is_known_to_the_rotation():
    names = {f.name for f in dataclasses.fields(PlayerView)}
    for cls in FIELD_KINDS:
        names |= {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    assert names <= KNOWN_FIELDS, names - KNOWN_FIELDS


def test_a_turned_record_replays_to_the_turned_outcome_and_views_agree():
    rng = random.Random(7)
    for _ in range(120):
        h = played_hand(rng)
        record = h.record() | {"outcome": h.outcome()}
        for by in range(h.n):
            rot = Rotation(by, h.n)
            turned = rot.record(record)
            assert replay_hand(turned) == turned["outcome"]
            again = hand_from_record(turned)
            for seat in range(h.n):
                assert rot.view(h.view_for(seat)) == again.view_for(rot.seat(seat))
    # and part-way through a hand, where the views carry tricks and legal moves
    for _ in range(80):
        h = played_hand(rng, rng.randrange(1, 20))
        for by in range(h.n):
            rot = Rotation(by, h.n)
            again = hand_from_record(rot.record(h.record()), check_outcome=False)
            for seat in range(h.n):
                assert rot.view(h.view_for(seat)) == again.view_for(rot.seat(seat))


def wire_steps(h_record: dict[str, Any], seat: int) -> list[tuple[list[ev.Event], HandState]]:
    """What the host sends ``seat`` at each step of a hand: its redacted events."""
    from allfours_gui.engine.record import replay
    from allfours_gui.net.event_codec import event_from_json

    out = []
    for hand, events in replay(h_record):
        sent = events_for(seat, events, hand)
        out.append(([event_from_json(e, hand.n) for e in sent], hand.clone()))
    return out


def test_stand_ins_keep_every_card_in_one_place_and_real_cards_where_they_are():
    """The mirror of the table, fed what a seat is sent: every card lies in
    exactly one place, every card that comes out of hiding is where it is
    played from, and this seat's own hand is its real hand once it may look."""
    rng = random.Random(3)
    for i in range(220):
        # the house rules that run the pack most: kicks turned as the pack runs out
        rules = (Rules(players=rng.choice([2, 4]), give_one=False, pack_out="kicks")
                 if i % 3 == 0 else None)
        h = played_hand(rng, rules=rules)
        record = h.record()
        me = rng.randrange(h.n)
        rot = Rotation(me, h.n)
        unseen = UnseenCards(h.n, seed=1)
        unseen.translate([ev.HandStarted(1, rot.seat(h.dealer), h.method, (0, 0))])
        for events, hand in wire_steps(record, me):
            shown = unseen.translate([rot.event(e) for e in events])
            places = unseen.pack + [c for hh in unseen.hands for c in hh]
            assert len(places) == len(set(places))
            for e in shown:
                assert not isinstance(e, HiddenCardsDealt | HandShown)
            view = rot.view(hand.view_for(me))
            for s in range(h.n):
                assert len(unseen.hands[s]) == view.hand_sizes[s]
                wire_seat = rot.wire_seat(s)
                exposed = set(cards_of(hand.exposed[wire_seat]))
                assert exposed <= set(unseen.hands[s])
            if view.hand_visible:
                assert set(unseen.hands[0]) == set(cards_of(view.hand))
            out = set(cards_of(view.played)) | set(deal_kicks(view))
            assert not out & set(unseen.pack)


def test_the_hosts_own_seat_is_never_offered_and_the_host_starts_the_game():
    from allfours_gui.net.lobby import Lobby, Refusal

    lobby = Lobby("c", 4, [0, 2], ["medium"] * 4, ["S", "E", "N", "W"], local=0,
                  local_name="Ann")
    assert lobby.open_seats() == [2] and lobby.free_seats() == 1
    with pytest.raises(Refusal) as refused:
        lobby.join(0, "Mallory", None)
    assert refused.value.code == "not_open"
    assert lobby.ready_to_start() and not lobby.all_ready()  # nobody joined: may start
    lobby.join(2, "Kim", None)
    assert not lobby.ready_to_start()  # Kim is here, not ready
    lobby.set_ready(2, True)
    assert lobby.ready_to_start() and not lobby.all_ready()  # the host has not started
    lobby.set_ready(0, True)
    assert lobby.all_ready()
    (me,) = [s for s in lobby.state() if s["seat"] == 0]
    assert me["host"] and me["name"] == "Ann" and me["joined"] and me["connected"]
    assert lobby.connected_people() == [0, 2]


def test_a_table_announces_its_open_seats():
    from allfours_gui.net.discovery import table_from_properties, table_properties

    props = table_properties("Kim's table", 4, 2, [1, 3])
    table = table_from_properties({k.encode(): v.encode() for k, v in props.items()},
                                  "10.0.0.5", 41414)
    assert table is not None and table.open_seats == (1, 3)
    assert table.address == "10.0.0.5:41414"
    old = table_from_properties({b"name": b"x", b"players": b"4", b"free": b"1", b"v": b"1"},
                                "10.0.0.5", 41414)
    assert old is not None and old.open_seats == ()  # an older host: any free seat


def test_addresses_are_read_as_people_type_them():
    assert parse_address("192.168.1.20:41414") == ("192.168.1.20", 41414)
    assert parse_address(" kims-laptop ") == ("kims-laptop", 41414)
    assert parse_address("[::1]:5000") == ("::1", 5000)
    assert parse_address("host:99999") is None
    assert parse_address("") is None


# --------------------------------------------------------------- the window
def local_window(qtbot, speed: str = "normal", **kwargs: Any) -> MainWindow:
    """A window that has not dealt anything yet (as if it were about to join)."""
    config = GameConfig(rules=Rules(), names=("You", "Rhonda", "Partner", "Kerwin"),
                        levels=(HUMAN, "medium", "medium", "medium"))
    w = MainWindow(config, speed=speed, think_ms=0, defer_start=True,
                   player_factory=lambda level, seed: ScriptedPlayer(), **kwargs)
    qtbot.addWidget(w)
    w.resize(1180, 800)
    w.show()
    w.network.net_bind = "127.0.0.1"
    return w


class Peeking:
    """Checks the joined window at every step its table takes: no face-up card
    is one this seat has not been shown in this hand, no stand-in is face up,
    and every face-up card in a hand is really that seat's (the host's truth)."""

    def __init__(self, w: MainWindow, host: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.w, self.host = w, host
        self.seen: dict[int, set[int]] = defaultdict(set)
        self.steps = 0
        self.problems: list[str] = []
        enqueue = TableScene.enqueue
        checker = self

        def checked(scene: TableScene, step: Any) -> None:
            def run() -> int:
                hold = step()
                if scene is checker.w.scene:
                    checker.check(scene)
                return hold
            enqueue(scene, run)
        monkeypatch.setattr(TableScene, "enqueue", checked)

    def heard(self) -> None:
        c = self.w.controller
        view = c.view() if c is not None else None
        if view is not None:
            self.seen[view.number] |= known_cards(view)

    def check(self, scene: TableScene) -> None:
        c = self.w.controller
        if not isinstance(c, GuestSession):
            return
        self.steps += 1
        self.heard()  # the view comes before its events' first step runs
        number = scene.scoreboard.hand_number  # the hand the table shows (the view may be on)
        up = {card for card, item in scene.cards.items() if item.isVisible() and item.face_up}
        public = {card for _, card in scene.cut_cards}
        leaks = up - self.seen[number] - public
        if leaks:
            self.problems.append(f"step {self.steps}: face up but never shown: {sorted(leaks)}")
        if up & scene.stand_ins:
            self.problems.append(f"step {self.steps}: stand-ins face up: "
                                 f"{sorted(up & scene.stand_ins)}")
        hc = self.host.controller
        truth = hc.game.hand if hc is not None else None
        if truth is not None and truth.number == number:
            for s in range(scene.n):
                dealt = set(cards_of(truth.dealt_seat[c.rotation.wire_seat(s)]))
                wrong = {card for card in scene.hands[s] if card in up} - dealt
                if wrong:
                    self.problems.append(f"step {self.steps}: seat {s} shows {sorted(wrong)} "
                                         "face up, which it was never dealt")


def join(qtbot, w: MainWindow, host: Any, seat: int | None, name: str = "Kim"
         ) -> GuestSession:
    rc = w.network.join_table("127.0.0.1", host.port, CODE, name, seat)
    qtbot.waitUntil(lambda: w.controller is rc, timeout=5000)
    return rc


def lobby_button(w: MainWindow, key: str):
    panel = w.network.lobby_panel
    assert panel.isVisible()
    return panel.buttons[key]


def wait_turn(qtbot, w: MainWindow, timeout: int = HAND_MS) -> str:
    """Until the person is asked (once the table is at rest) or the hand's
    summary shows; which of them."""
    def ready() -> bool:
        c = w.controller
        return w.summary.isVisible() or (c is not None and c.waiting_for_human is not None
                                         and not w.scene.busy)
    qtbot.waitUntil(ready, timeout=timeout)
    c = w.controller
    assert c is not None
    return "summary" if w.summary.isVisible() else str(c.waiting_for_human)


def legal(w: MainWindow) -> list[int]:
    view = w.controller.view()
    return [a.card for a in view.legal if a.card is not None]


def play_hand_by_hand(qtbot, w: MainWindow, shots: Any = None) -> dict[str, int]:
    """Answer every prompt of one hand by clicks and keys; counts of what was done."""
    done: dict[str, int] = defaultdict(int)
    turn = 0
    while True:
        kind = wait_turn(qtbot, w)
        if kind == "summary":
            return done
        c = w.controller
        if kind == "method":
            qtbot.mouseClick(w.decision.buttons["threes"], Qt.MouseButton.LeftButton)
        elif kind in ("stand", "answer"):
            assert w.decision.isVisible()
            if turn % 2:
                qtbot.keyClick(w.view, Qt.Key.Key_Return)  # the first button
            else:
                first = next(iter(w.decision.buttons))
                qtbot.mouseClick(w.decision.buttons[first], Qt.MouseButton.LeftButton)
        else:
            if shots is not None:
                shots()
                shots = None
            cards = legal(w)
            hand = w.scene.hands[0]
            illegal = [x for x in hand if x not in cards]
            if illegal and not done["refused"]:
                # a card that may not be played: the host refuses, and the status
                # line says why, in the engine's reason worded for the person
                click_card(qtbot, w, illegal[0])
                qtbot.waitUntil(lambda: w.status_label.text().startswith("You "),
                                timeout=5000)
                done["refused"] += 1
                qtbot.waitUntil(lambda c=c: c.waiting_for_human == "play", timeout=5000)
            card = cards[turn % len(cards)]
            if turn % 2 == 0:
                click_card(qtbot, w, card)
            else:
                qtbot.keyClick(w.view, Qt.Key(Qt.Key.Key_1 + w.scene.hands[0].index(card)))
            qtbot.waitUntil(lambda k=kind, c=c: c.waiting_for_human != k, timeout=5000)
            done["played"] += 1
        done[kind] += 1
        turn += 1


@pytest.mark.parametrize("seat,speed,players", [(1, "normal", 4), (2, "fast", 4),
                                                (1, "fast", 2)])
def test_a_joined_window_plays_a_whole_hand_by_clicks_and_keys(qtbot, hosts, monkeypatch,
                                                               tmp_path, seat, speed, players):
    host = make_host([seat], levels=("easy",), seed=11 + seat, players=players)
    hosts.append(host)
    w = local_window(qtbot, speed)
    w.scene.time_scale = TIME_SCALE
    peek = Peeking(w, host, monkeypatch)
    rc = join(qtbot, w, host, seat)
    rc.events.connect(peek.heard)
    rc.restored.connect(peek.heard)
    assert rc.rotation.by == seat and w.scene.human == 0
    lobby = w.network.lobby_panel
    qtbot.waitUntil(lambda: lobby.isVisible() and "Kim" in lobby.seats.text(), timeout=5000)
    if (seat, players) == (1, 4):
        save_shot(w, tmp_path, "network-guest-lobby")
    qtbot.mouseClick(lobby_button(w, "ready"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.controller is not None, timeout=5000)
    qtbot.waitUntil(lambda: not w.network.lobby_panel.isVisible(), timeout=5000)
    w.scene.time_scale = TIME_SCALE  # the window may have a new scene for the names
    assert w.scene.plates[0].name == "Kim"
    shot = None
    if (seat, players) == (1, 4):
        shot = lambda: save_shot(w, tmp_path, "network-joined-table")  # noqa: E731
    done = play_hand_by_hand(qtbot, w, shot)
    assert done["played"] >= 1 and done["refused"] <= 1
    assert w.summary.isVisible() and w.summary.title.text() == "Hand 1"
    assert rc.game.records and rc.game.hand is not None and rc.game.hand.over
    # the summary is the host's hand, turned to this seat
    host_record = host.controller.game.records[0]
    assert replay_hand(rc.game.records[0]) == rc.rotation.record(
        host_record | {"outcome": host_record["outcome"]})["outcome"]
    assert host.controller.game.hand_number == 1  # the host waits for this seat's "next"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # Next hand
    qtbot.waitUntil(lambda: host.controller.game.hand_number == 2, timeout=5000)
    kind = wait_turn(qtbot, w)
    assert kind != "summary" and rc.game.hand_number == 2
    assert peek.steps > 50
    assert not peek.problems, "\n".join(peek.problems)
    assert w.scene.errors == []


# ----------------------------------------------------------------- the host
def test_the_host_dialog_opens_a_table_a_bot_joins_and_the_host_plays_by_clicks(
        qtbot, tmp_path):
    from allfours_gui.net.bot_client import BotClient
    from allfours_gui.net.client import TableClient

    store = HistoryStore(tmp_path / "history")
    w = local_window(qtbot, "fast", store=store)
    w.scene.time_scale = TIME_SCALE
    w.network.ask_host_table()
    dialog = w.host_dialog
    assert isinstance(dialog, HostDialog) and dialog.isVisible()
    assert dialog.friend_seats() == [2]  # the partner's seat is a friend's by default
    dialog.level_boxes[1].setCurrentIndex(dialog.level_boxes[1].findData("easy"))
    dialog.level_boxes[3].setCurrentIndex(dialog.level_boxes[3].findData("easy"))
    dialog.name_edits[0].setText("Ann")
    dialog.port.setValue(0)  # any free port
    dialog.announce.setChecked(False)
    code = dialog.code.text()
    assert len(code) == 6 and code.isalnum()
    save_shot(dialog, tmp_path, "network-host-dialog")
    ok = dialog.findChild(QPushButton, "open-table")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.network.host is not None, timeout=5000)
    host = w.network.host
    assert host.settings.host_seat == 0 and host.settings.people == (2,)
    assert w.network.lobby_panel.isVisible() and code in w.network.lobby_panel.intro.text()
    assert w.network.table_address.startswith("127.0.0.1:") and code in w.net_label.text()
    start = lobby_button(w, "start")
    assert start.isEnabled() and "computers keep the empty seats" in start.text()
    # a bot joins the friend's seat, as `allfours --join ... --bot easy` would
    client = TableClient("127.0.0.1", host.port, code, 2, "Robo", parent=w)
    bot = BotClient(client, "easy", seed=2, parent=w)
    client.connect_to_host()
    qtbot.waitUntil(lambda: "Robo" in w.network.lobby_panel.seats.text()
                    and "ready" in w.network.lobby_panel.seats.text(), timeout=5000)
    qtbot.waitUntil(lambda: lobby_button(w, "start").text() == "Start", timeout=5000)
    assert not w.act_hint.isEnabled()  # no decision of anyone's in the lobby to hint at
    save_shot(w, tmp_path, "network-host-lobby")
    qtbot.mouseClick(lobby_button(w, "start"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.controller is not None and w.controller is host.controller,
                    timeout=5000)
    assert not w.network.lobby_panel.isVisible()
    assert [p.name for p in w.scene.plates] == ["Ann", "Rhonda", "Robo", "Kerwin"]
    w.scene.time_scale = TIME_SCALE
    assert not w.act_undo.isEnabled() and w.say_menu.isEnabled()
    done = play_hand_by_hand(qtbot, w)
    assert done["played"] >= 1
    assert w.summary.title.text() == "Hand 1"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # Next hand: the bot has said "next" already
    qtbot.waitUntil(lambda: host.controller.game.hand_number == 2, timeout=10000)
    assert wait_turn(qtbot, w) != "summary"
    (game,) = store.games()
    assert game.names == ["Ann", "Rhonda", "Robo", "Kerwin"]
    assert game.levels == ["human", "easy", "remote", "easy"]
    assert store.hands(game.id)[0].outcome is not None
    assert bot.game_over is None
    w.close()


# ------------------------------------------------------------ joining
def test_the_join_dialog_lists_tables_found_and_seats_you(qtbot, hosts, tmp_path):
    host = make_host([2], levels=("easy",), seed=4)
    hosts.append(host)
    found = [TableInfo("Kim's table", "127.0.0.1", host.port, 4, 1, 1, (2,))]
    w = local_window(qtbot)
    w.network.table_finder = lambda _seconds: found  # what browse_tables would find, in a thread
    w.network.ask_join_table()
    dialog = w.join_dialog
    assert isinstance(dialog, JoinDialog)
    qtbot.waitUntil(lambda: dialog.table_list.count() == 1, timeout=5000)
    assert "Kim's table" in dialog.table_list.item(0).text()
    dialog.table_list.setCurrentRow(0)
    assert dialog.address.text() == f"127.0.0.1:{host.port}"
    assert [dialog.seat.itemData(i) for i in range(dialog.seat.count())] == [None, 2]
    dialog.code.clear()
    dialog.name.clear()
    join = dialog.findChild(QPushButton, "join-button")
    qtbot.mouseClick(join, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "code" in dialog.problem.text()  # said, not joined
    qtbot.keyClicks(dialog.code, CODE)
    qtbot.keyClicks(dialog.name, "Lee")
    save_shot(dialog, tmp_path, "network-join-dialog")
    qtbot.mouseClick(join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(w.controller, GuestSession), timeout=5000)
    rc = w.controller
    assert rc.wire_seat == 2 and rc.rotation.by == 2  # any free seat: the only one open
    qtbot.waitUntil(lambda: "Lee" in w.network.lobby_panel.seats.text(), timeout=5000)
    qtbot.mouseClick(lobby_button(w, "ready"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.controller is not None, timeout=5000)
    w.scene.time_scale = TIME_SCALE
    kind = wait_turn(qtbot, w)
    assert kind in ("method", "stand", "answer", "play")
    if kind != "method":  # a hint, from what this seat may see
        w.turns.ask_hint()
        qtbot.waitUntil(lambda: not w.status_label.text().startswith("Thinking"),
                        timeout=15000)
        text = w.status_label.text()
        assert text[:4] in ("Play", "Stan", "Beg.", "Take", "Run ")
        assert ": " in text  # and why, as a local game's hint says it


def test_a_wrong_code_or_a_taken_seat_is_said_plainly(qtbot, hosts):
    host = make_host([1], levels=("easy",))
    hosts.append(host)
    w = local_window(qtbot)
    w.network.join_table("127.0.0.1", host.port, "not-the-code", "Lee", 1)
    qtbot.waitUntil(lambda: "code" in w.status_label.text(), timeout=5000)
    assert w.notice.isVisible() and w.controller is None
    w.notice.dismiss()
    w.network.join_table("127.0.0.1", host.port, CODE, "Lee", 3)  # a computer's seat
    qtbot.waitUntil(lambda: "computer" in w.status_label.text(), timeout=5000)
    assert w.controller is None


def test_a_lost_connection_is_said_plainly_and_reconnect_takes_the_seat_back(
        qtbot, hosts, monkeypatch):
    host = make_host([3], levels=("easy",), seed=9)
    hosts.append(host)
    w = local_window(qtbot, "fast")
    w.scene.time_scale = TIME_SCALE
    peek = Peeking(w, host, monkeypatch)
    rc = join(qtbot, w, host, 3)
    rc.events.connect(peek.heard)
    rc.restored.connect(peek.heard)
    qtbot.waitUntil(lambda: w.network.lobby_panel.isVisible(), timeout=5000)
    qtbot.mouseClick(lobby_button(w, "ready"), Qt.MouseButton.LeftButton)
    w.scene.time_scale = TIME_SCALE
    kind = wait_turn(qtbot, w)
    assert kind != "summary"
    w.scene.time_scale = TIME_SCALE
    # the network drops: the window says so, and the host's computer plays the seat
    rc.client.link.socket.abort()
    lobby = w.network.lobby_panel
    qtbot.waitUntil(lambda: lobby.isVisible() and lobby.kind == "lost", timeout=5000)
    assert "lost the connection" in w.network.lobby_panel.title.text()
    assert "A computer plays your seat" in w.network.lobby_panel.intro.text()
    assert "connection to the table was lost" in w.status_label.text()
    assert not w.decision.isVisible() and rc.waiting_for_human is None
    qtbot.waitUntil(lambda: not host.lobby.places[3].connected, timeout=5000)
    actions = len(host.controller.game.hand.actions) if host.controller.game.hand else 0
    qtbot.waitUntil(lambda: host.controller.game.hand is not None and len(
        host.controller.game.hand.actions) > actions, timeout=10000)  # the stand-in played
    qtbot.mouseClick(lobby_button(w, "reconnect"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: rc.connected and not w.network.lobby_panel.isVisible(), timeout=5000)
    assert host.lobby.places[3].connected
    # the table is laid out as the host says, and play goes on by clicks
    done = 0
    while done < 2:
        kind = wait_turn(qtbot, w)
        if kind == "summary":
            break
        if kind == "play":
            view = rc.view()
            assert [len(h) for h in w.scene.hands] == list(view.hand_sizes)
            assert set(w.scene.hands[0]) == set(cards_of(view.hand))
            card = legal(w)[0]
            click_card(qtbot, w, card)
            qtbot.waitUntil(lambda: rc.waiting_for_human != "play", timeout=5000)
            done += 1
        elif kind == "method":
            rc.human_method("threes")
        else:
            qtbot.keyClick(w.view, Qt.Key.Key_Return)
    view = rc.view()
    hand = host.controller.game.hand
    assert view is not None and hand is not None
    assert not peek.problems, "\n".join(peek.problems)
    assert w.scene.errors == []


def test_phrases_show_as_bubbles_at_the_sayers_seat(qtbot, hosts):
    host = make_host([1, 3], levels=("easy",))
    hosts.append(host)
    w1 = local_window(qtbot, "fast")
    w3 = local_window(qtbot, "fast")
    rc1 = join(qtbot, w1, host, 1, "Ann")
    rc3 = join(qtbot, w3, host, None, "Lee")  # any free seat: 1 is taken, 2 a computer's
    qtbot.waitUntil(lambda: rc3.wire_seat == 3 and rc3.connected, timeout=5000)
    assert w1.say_menu.isEnabled() and w1.say_button.isVisible()
    w1.say_actions[1].trigger()  # "Well played", from the Say menu
    qtbot.waitUntil(lambda: 2 in w3.scene._seat_bubble, timeout=5000)
    # Ann (seat 1) sits opposite Lee (seat 3): at the top of Lee's table
    assert w3.scene._seat_bubble[2].text == PHRASES[1]
    qtbot.waitUntil(lambda: 0 in w1.scene._seat_bubble, timeout=5000)
    assert w1.scene._seat_bubble[0].text == PHRASES[1]
    w1.say_actions[2].trigger()  # too soon after the last
    qtbot.waitUntil(lambda: "One phrase a second" in w1.status_label.text(), timeout=5000)
    assert rc1.connected


def test_at_a_strict_table_a_card_clicked_out_of_turn_is_exposed_to_everyone(qtbot, hosts):
    host = make_host([2], levels=("easy",), seed=5, think_ms=300)
    hosts.append(host)
    w = local_window(qtbot, "fast")
    w.config.strict_table = True
    rc = join(qtbot, w, host, 2)
    assert rc.config.strict_table
    qtbot.waitUntil(lambda: w.network.lobby_panel.isVisible(), timeout=5000)
    qtbot.mouseClick(lobby_button(w, "ready"), Qt.MouseButton.LeftButton)
    w.scene.time_scale = TIME_SCALE
    while True:  # to the first play that is not this seat's
        kind = wait_turn(qtbot, w)
        if kind == "play":
            click_card(qtbot, w, legal(w)[0])
            qtbot.waitUntil(lambda: rc.waiting_for_human != "play", timeout=5000)
            break
        if kind == "method":
            rc.human_method("threes")
        else:
            qtbot.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not w.scene.busy and rc.waiting_for_human is None
                    and rc.view().turn != 0, timeout=10000)
    card = w.scene.hands[0][0]
    click_card(qtbot, w, card)  # not this seat's turn: exposed
    hand = host.controller.game.hand
    qtbot.waitUntil(lambda: bool(hand.exposed[2] >> card & 1), timeout=5000)
    qtbot.waitUntil(lambda: w.scene.cards[card].exposed, timeout=5000)
    item = w.scene.cards[card]
    assert item.face_up and (card in w.scene.hands[0] or card in {c for _, c in w.scene.trick})


def test_a_hosts_window_and_a_friends_window_play_talk_and_part(qtbot, tmp_path):
    """Both windows in this process: the host opens a table from its window, a
    friend joins from another, both answer by clicks; a phrase said at one is a
    bubble at the other; when the host closes the table the friend is told."""
    from allfours_gui.net.host import TableSettings

    host_w = local_window(qtbot, "fast")
    host_w.scene.time_scale = TIME_SCALE
    settings = TableSettings(code="K7QM2P", people=(2,), rules=Rules(), think_ms=0,
                             levels=("medium", "easy", "medium", "easy"), discovery=False,
                             host_seat=0, host_name="Ann", seed=3,
                             names=("Ann", "Rhonda", "Partner", "Kerwin"))
    host = host_w.network.host_table(settings, 0, "127.0.0.1")
    assert host is not None and host_w.network.lobby_panel.isVisible()
    friend = local_window(qtbot, "fast")
    rc = friend.network.join_table("127.0.0.1", host.port, "K7QM2P", "Kim", None)  # any free seat
    qtbot.waitUntil(lambda: friend.controller is rc and rc.wire_seat == 2, timeout=5000)
    qtbot.waitUntil(lambda: "Kim" in host_w.network.lobby_panel.seats.text(), timeout=5000)
    assert not lobby_button(host_w, "start").isEnabled()  # Kim is not ready yet
    qtbot.mouseClick(lobby_button(friend, "ready"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby_button(host_w, "start").isEnabled(), timeout=5000)
    qtbot.mouseClick(lobby_button(host_w, "start"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_w.controller is host.controller is not None, timeout=5000)
    qtbot.waitUntil(lambda: not friend.network.lobby_panel.isVisible(), timeout=5000)
    for w in (host_w, friend):
        w.scene.time_scale = TIME_SCALE
    assert [p.name for p in friend.scene.plates] == ["Kim", "Kerwin", "Ann", "Rhonda"]
    # a few decisions each, by clicks and keys, whoever is asked
    answered = {id(host_w): 0, id(friend): 0}
    while min(answered.values()) < 2 and not host_w.summary.isVisible():
        answered[id(answer_one(qtbot, [host_w, friend], method="ones"))] += 1
    # the host says a phrase: a bubble over the host's seat at both tables
    host_w.network.say_phrase(0)
    qtbot.waitUntil(lambda: 2 in friend.scene._seat_bubble
                    and friend.scene._seat_bubble[2].text == PHRASES[0], timeout=5000)
    assert host_w.scene._seat_bubble[0].text == PHRASES[0]
    save_shot(friend, tmp_path, "network-friend-hears-a-phrase")
    host_w.network.leave_table()  # the host closes the table mid-game
    qtbot.waitUntil(lambda: friend.notice.isVisible(), timeout=5000)
    assert "The host closed the table" in friend.notice.body.text()
    assert host_w.network.host is None and not host_w.network.at_network_table()


def test_a_friend_who_joins_a_game_under_way_sees_the_table_as_it_stands(
        qtbot, monkeypatch):
    """The host starts with the friend's seat empty (its computer plays it);
    the friend who sits down mid-hand sees the table laid out at once: every
    hand its size, the friend's own cards face up, nobody else's."""
    from allfours_gui.net.host import TableSettings

    host_w = local_window(qtbot, "fast")
    host_w.scene.time_scale = TIME_SCALE
    settings = TableSettings(code="LATE", people=(1,), rules=Rules(), think_ms=0, seed=8,
                             levels=("medium", "easy", "easy", "easy"), discovery=False,
                             host_seat=0, host_name="Ann")
    host = host_w.network.host_table(settings, 0, "127.0.0.1")
    assert host is not None
    qtbot.mouseClick(lobby_button(host_w, "start"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_w.controller is host.controller is not None, timeout=5000)
    host_w.scene.time_scale = TIME_SCALE
    # the host plays on until a trick or two are down
    while True:
        kind = wait_turn(qtbot, host_w)
        hand = host.controller.game.hand
        if kind == "play" and hand is not None and len(hand.tricks) >= 2:
            break
        if kind == "summary":
            qtbot.keyClick(host_w.view, Qt.Key.Key_Return)
        elif kind == "play":
            click_card(qtbot, host_w, legal(host_w)[0])
        elif kind == "method":
            host_w.controller.human_method("threes")
        else:
            qtbot.keyClick(host_w.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda k=kind: host_w.controller.waiting_for_human != k
                        or host_w.summary.isVisible(), timeout=5000)
    friend = local_window(qtbot, "fast")
    friend.scene.time_scale = TIME_SCALE
    peek = Peeking(friend, host, monkeypatch)
    rc = friend.network.join_table("127.0.0.1", host.port, "LATE", "Kim", 1)
    rc.events.connect(peek.heard)
    rc.restored.connect(peek.heard)
    qtbot.waitUntil(lambda: friend.controller is rc and rc.in_game
                    and rc.arrangement is not None, timeout=5000)
    assert not friend.network.lobby_panel.isVisible()
    # the host's table now names the friend who sat down (it said "East" before)
    qtbot.waitUntil(lambda: host_w.scene.plates[1].name == "Kim", timeout=5000)
    assert host_w.config.names[1] == "Kim"
    view = rc.view()
    scene = friend.scene
    assert [len(h) for h in scene.hands] == list(view.hand_sizes)
    up = {c for c, item in scene.cards.items() if item.isVisible() and item.face_up}
    assert set(scene.hands[0]) <= up  # the friend's own cards
    for s in (1, 2, 3):
        assert not set(scene.hands[s]) & up - set(cards_of(view.exposed[s]))
    assert set(cards_of(view.played)) <= set(scene.won[0] + scene.won[1]) | {
        c for _, c in scene.trick}
    # and the friend plays on by clicks when asked
    qtbot.waitUntil(lambda: (rc.waiting_for_human == "play" and not friend.scene.busy)
                    or host_w.controller.waiting_for_human is not None, timeout=HAND_MS)
    for _ in range(6):
        for w in (host_w, friend):
            c = w.controller
            if c.waiting_for_human == "play" and not w.scene.busy:
                click_card(qtbot, w, legal(w)[0])
                qtbot.waitUntil(lambda c=c: c.waiting_for_human != "play", timeout=5000)
        qtbot.wait(150)
    assert not peek.problems, "\n".join(peek.problems)
    assert friend.scene.errors == [] and host_w.scene.errors == []
    host_w.network.leave_table()


def test_the_host_dialog_is_no_taller_than_new_game(qtbot):
    """The table's settings are a tab beside the rules: stacked above them
    the dialog was 704 px tall, past a 768-pixel laptop screen's room."""
    from allfours_gui.ui.dialogs.game_dialogs import NewGameDialog

    host, new = HostDialog(GameConfig()), NewGameDialog(GameConfig())
    qtbot.addWidget(host)
    qtbot.addWidget(new)
    assert host.sizeHint().height() <= new.sizeHint().height() + 10
    assert host.rule_tabs.tabText(host.rule_tabs.currentIndex()).replace("&", "") == "The table"
    assert host.code.isVisible() or host.rule_tabs.currentWidget().isAncestorOf(host.code)


def test_a_hosts_goodbye_after_the_game_is_no_news_while_the_last_cards_show(qtbot):
    """The host closes the table as soon as the game ends; the window, still showing
    the last trick, does not also tell the person the game is over in a notice."""
    from allfours_gui.net.guest_session import GuestSession
    from allfours_gui.net.server_messages import GameOver

    rc = GuestSession("127.0.0.1", 1, "CODE", "Kim")
    assert not rc.game_is_over()
    rc._inbox.append(GameOver((14, 9), 0, 6))  # come, not yet shown: the scene is busy
    assert rc.game_is_over()
    rc.deleteLater()

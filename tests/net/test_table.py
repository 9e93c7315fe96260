"""A host and its clients in this process: whole games, spies, hostile clients,
a lost connection taken back. 127.0.0.1 only; the easy level; no pauses."""

from __future__ import annotations

import json
import os
import struct
import threading
from collections import defaultdict
from typing import Any

from PySide6.QtCore import QObject

from allfours_gui.engine import Action, replay_hand
from allfours_gui.engine.cards import cards_of
from allfours_gui.history.store import HistoryStore
from allfours_gui.net.client import TableClient
from allfours_gui.net.link import Link
from allfours_gui.net.protocol import (
    MAX_FRAME,
    PHRASES,
    Act,
    FrameDecoder,
    Next,
    OutOfTurn,
    Ready,
    Say,
)
from allfours_gui.net.server_messages import (
    Ask,
    Error,
    GameOver,
    HandOver,
    HostBye,
    Said,
    Welcome,
)

from .helpers import CODE, RawPeer, cards_in, hello, hidden_from, make_bot, make_host

GAME_MS = 40_000


def check_saved_game(store: HistoryStore, host) -> None:
    """The host's history holds the whole game, and every hand replays to its outcome."""
    (game,) = store.games()
    assert game.winner is not None and max(game.score) >= host.rules.target
    store.verify(game.id)
    hands = store.hands(game.id)
    assert [h.number for h in hands] == list(range(1, len(hands) + 1))
    assert len(hands) == host.controller.game.hand_number
    for h, played in zip(hands, host.controller.game.records, strict=True):
        assert replay_hand(h.record) == h.outcome == played["outcome"]
        assert h.record["actions"] == played["actions"]  # nothing lost, nothing twice
    assert list(game.score) == list(hands[-1].outcome["score_after"])


def test_four_remote_bots_play_a_whole_game_and_the_host_saves_it(qtbot, hosts, tmp_path):
    store = HistoryStore(tmp_path)
    host = make_host([0, 1, 2, 3], store=store)
    hosts.append(host)
    finished: list[tuple[int, int]] = []
    host.finished.connect(finished.append)
    bots = [make_bot(host, s) for s in range(4)]
    codes: list[int] = []
    for b in bots:
        b.done.connect(codes.append)
    qtbot.waitUntil(lambda: len(codes) == 4, timeout=GAME_MS)
    assert codes == [0, 0, 0, 0] and finished
    assert {b.game_over.score for b in bots} == {finished[0]}
    check_saved_game(store, host)
    levels = store.games()[0].levels
    assert levels == ["remote"] * 4


def test_two_players_and_computers_at_the_same_table(qtbot, hosts):
    host = make_host([1], players=2, levels=("medium",))
    hosts.append(host)
    bot = make_bot(host, 1, level="medium")
    codes: list[int] = []
    bot.done.connect(codes.append)
    qtbot.waitUntil(lambda: bool(codes), timeout=GAME_MS)
    assert codes == [0] and max(bot.game_over.score) >= 14


class HungPlayer:
    """A medium player whose plays never return and ignore cancel, until released."""

    def __init__(self) -> None:
        from allfours_gui.ai import make_player

        self.inner = make_player("medium", 1)
        self.release = threading.Event()

    def choose(self, view, cancel=None):
        if view.phase == "play":
            self.release.wait()
        return self.inner.choose(view, cancel)

    def choose_method(self, seat, rules):
        return "threes"

    def choose_call(self, view, options):
        return None


def test_a_hung_computer_at_a_hosted_table_does_not_stall_the_game(qtbot, hosts, monkeypatch):
    """The host's computer seats (and ``--serve``'s) are the window's ComputerSeat:
    its watchdog plays a safe move for a hung one and the host says so."""
    from allfours_gui.ai import make_player
    from allfours_gui.engine import Rules
    from allfours_gui.net.host import TableHost, TableSettings
    from allfours_gui.session import timing

    monkeypatch.setattr(timing, "WATCHDOG_SCALE", 0.1)
    hung = HungPlayer()
    host = TableHost(TableSettings(code=CODE, people=(1,), rules=Rules(players=2),
                                   levels=("medium",), seed=5, think_ms=0, discovery=False),
                     player_factory=lambda level, seed: hung if seed % 10 == 0
                     else make_player(level, seed))
    host.listen("127.0.0.1", 0)
    hosts.append(host)
    notices: list[str] = []
    host.notice.connect(notices.append)
    bot = make_bot(host, 1, level="medium")
    codes: list[int] = []
    bot.done.connect(codes.append)
    try:
        qtbot.waitUntil(lambda: bool(codes), timeout=GAME_MS)
        assert codes == [0] and max(bot.game_over.score) >= 14
        assert any(n.startswith("seat 0 failed (no answer in 0.4 s)") for n in notices)
        assert len([t for t in threading.enumerate() if t.name == "think-seat-0"]) <= 1
    finally:
        hung.release.set()


def test_a_bot_whose_player_hangs_plays_the_first_legal_move(qtbot, hosts, monkeypatch):
    """A bot at a remote table thinks through the same ComputerSeat: its watchdog
    covers a hung player, the bot answers the first legal move, the game ends."""
    from allfours_gui.net import bot_client
    from allfours_gui.session import timing

    monkeypatch.setattr(timing, "WATCHDOG_SCALE", 0.1)
    hung = HungPlayer()
    monkeypatch.setattr(bot_client, "_make_player", lambda level, seed: hung)
    host = make_host([1], players=2, levels=("medium",))
    hosts.append(host)
    bot = make_bot(host, 1)
    codes: list[int] = []
    bot.done.connect(codes.append)
    try:
        qtbot.waitUntil(lambda: bool(codes), timeout=GAME_MS)
        assert codes == [0] and max(bot.game_over.score) >= 14
        assert len([t for t in threading.enumerate() if t.name == "think-seat-1"]) <= 1
    finally:
        hung.release.set()


def test_a_friends_stand_in_that_hangs_is_covered_too(qtbot, monkeypatch):
    """A friend's seat with nobody connected is played by a ComputerSeat stand-in."""
    from allfours_gui.net.network_seat import NetworkSeat
    from allfours_gui.session import timing
    from allfours_gui.session.seats import ComputerSeat, Request

    from ..live_hands import at_first_play

    monkeypatch.setattr(timing, "WATCHDOG_SCALE", 0.1)
    hung = HungPlayer()
    seat = NetworkSeat(1, ComputerSeat(lambda: hung, lambda: 0))
    failed: list[tuple[int, str]] = []
    seat.failed.connect(lambda token, text: failed.append((token, text)))
    game = at_first_play()
    turn = game.hand.turn
    try:
        seat.request(Request(7, "play", turn, game.hand.view_for(turn), game.rules))
        qtbot.waitUntil(lambda: bool(failed), timeout=5000)
        assert failed == [(7, "no answer in 0.4 s")]
    finally:
        hung.release.set()


def test_a_spy_at_every_seat_never_receives_a_card_it_may_not_know(qtbot, hosts, monkeypatch):
    host = make_host([0, 1, 2, 3], seed=21)
    hosts.append(host)
    sent: dict[int, list[tuple[dict[str, Any], set[int]]]] = defaultdict(list)
    send = Link.send

    def recording_send(link: Link, message: dict[str, Any]) -> None:
        if link.parent() is host and host.links.get(link) is not None:
            seat = host.links[link]
            # what the seat may not know at the moment this leaves the host
            sent[seat].append((json.loads(json.dumps(message)), hidden_from(host, seat)))
        send(link, message)

    monkeypatch.setattr(Link, "send", recording_send)
    received: dict[int, bytearray] = defaultdict(bytearray)
    bots = [make_bot(host, s, tap=received[s].extend) for s in range(4)]
    codes: list[int] = []
    for b in bots:
        b.done.connect(codes.append)
    qtbot.waitUntil(lambda: len(codes) == 4, timeout=GAME_MS)
    assert codes == [0, 0, 0, 0]
    checked = 0
    for seat in range(4):
        frames = FrameDecoder(max_frame=MAX_FRAME).feed(bytes(received[seat]))
        assert [m for m, _ in sent[seat]][:len(frames)] == frames  # every byte accounted for
        assert len(frames) >= len(sent[seat]) - 1  # all but perhaps the last goodbye
        for message, hidden in sent[seat]:
            leaked = cards_in(json.dumps(message)) & hidden
            assert not leaked, f"seat {seat} was sent {leaked}: {message}"
            for e in message.get("events", []):
                if e["kind"] in ("CardsDealt", "HandShown") and "cards" in e:
                    assert e["seat"] == seat
                assert e["kind"] != "Redealt" or set(e) == {"kind", "dealer"}
            if message["type"] != "hand_over":
                assert '"deck"' not in json.dumps(message)
            checked += 1
    assert checked > 400


class Mischief(QObject):
    """Seat 2, played by hand: for its first few plays it first sends an
    illegal card, a stale answer, an answer to a settled question, an action
    for another seat, a malformed card, a call of a card never exposed and an
    expose on its own turn; once every one is refused it checks that nothing
    moved, then plays properly."""

    TRIES = 7

    def __init__(self, host, client: TableClient) -> None:
        super().__init__()
        self.host, self.client = host, client
        self.errors: list[str] = []
        self.problems: list[str] = []
        self.rounds = 3
        self.waiting: Ask | None = None
        self.expect = 0
        self.before = 0
        self.last: int | None = None
        self.game_over = False
        client.received.connect(self.on)

    def on(self, msg: object) -> None:
        if isinstance(msg, Welcome):
            self.client.send(Ready(True))
        elif isinstance(msg, Ask):
            if msg.kind == "play" and self.rounds > 0 and self.last is not None:
                self.rounds -= 1
                self.misbehave(msg)
            else:
                self.answer(msg)
        elif isinstance(msg, Error):
            self.errors.append(msg.code)
            if self.waiting is not None and len(self.errors) == self.expect:
                ask, self.waiting = self.waiting, None
                hand = self.host.controller.game.hand
                if len(hand.actions) != self.before or hand.turn != 2:
                    self.problems.append("a refused message changed the game")
                if self.host.net_seats[2].pending.token != ask.decision:
                    self.problems.append("a refused message settled the question")
                self.answer(ask)
        elif isinstance(msg, HandOver):
            self.client.send(Next(msg.hand))
        elif isinstance(msg, GameOver):
            self.game_over = True

    def answer(self, ask: Ask) -> None:
        self.client.send(Act(ask.decision, ask.legal[0]))
        self.last = ask.decision

    def misbehave(self, ask: Ask) -> None:
        assert ask.view is not None
        self.waiting = ask
        self.before = len(self.host.controller.game.hand.actions)
        held = cards_of(ask.view.hand)
        stranger = next(c for c in range(52) if c not in held)
        c = self.client
        c.send(Act(ask.decision, Action(2, "play", stranger)))  # illegal: not held
        c.send(Act(ask.decision + 1000, ask.legal[0]))  # stale: never asked
        c.send(Act(self.last, ask.legal[0]))  # a question already settled
        c.send(Act(ask.decision, Action(1, "play", held[0])))  # for another seat
        c.send_raw({"v": 1, "type": "act", "decision": ask.decision,
                    "action": {"seat": 2, "do": "play", "card": "ts"}})  # malformed
        c.send(OutOfTurn(Action(2, "call", stranger)))  # nothing was exposed
        c.send(OutOfTurn(Action(2, "expose", held[0])))  # not while on turn
        self.expect = len(self.errors) + self.TRIES


def test_hostile_clients_never_affect_the_game_or_the_other_seats(qtbot, hosts, tmp_path):
    store = HistoryStore(tmp_path)
    host = make_host([0, 1, 2, 3], store=store, seed=9)
    hosts.append(host)
    bots = [make_bot(host, s) for s in (0, 1)]
    codes: list[int] = []
    for b in bots:
        b.done.connect(codes.append)
    mischief_client = TableClient("127.0.0.1", host.port, CODE, 2, "Mallory")
    mischief = Mischief(host, mischief_client)
    mischief_client.connect_to_host()
    flooder = RawPeer(host.port)
    flooder.send_msg(hello(3))
    flooder.send_msg({"v": 1, "type": "ready", "ready": True})
    flooder.wait(qtbot, lambda: any(m["type"] == "start" for m in flooder.messages))
    token0 = bots[0].client.token
    assert token0

    attacks = {
        "garbage": (b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", "protocol"),
        "random bytes": (struct.pack(">I", 40) + os.urandom(40), "protocol"),
        "oversized": (struct.pack(">I", MAX_FRAME + 1) + b"{" * 1000, "protocol"),
        "not a hello": (json_frame({"v": 1, "type": "ready", "ready": True}), "hello_first"),
        "wrong code": (json_frame(hello(0, code="friday-nigh")), "bad_code"),
    }
    for name, (data, code) in attacks.items():
        peer = RawPeer(host.port)
        peer.send(data)
        peer.wait(qtbot, lambda peer=peer: peer.closed)
        assert peer.errors() == [code], name
    taker = RawPeer(host.port)
    taker.send_msg(hello(0))  # seat 0 is taken: no token
    taker.send_msg(hello(0, token="x" * 20))  # a guessed token
    taker.send_msg(hello(0, token=token0))  # the real token, replayed while seat 0 plays
    taker.send_msg(hello(1, token=token0))  # seat 0's token for seat 1
    taker.wait(qtbot, lambda: len(taker.errors()) == 4)
    assert taker.errors() == ["seat_taken", "seat_taken", "already_connected", "seat_taken"]
    assert not taker.closed and bots[0].client.connected
    taker.send_msg({"v": 1, "type": "act", "decision": 1, "method": "ones"})
    taker.wait(qtbot, lambda: taker.closed)  # never seated: it may only say hello

    # seat 3 floods: it is cut off and a computer plays its seat from then on
    flooder.send(b"".join(json_frame({"v": 1, "type": "ping", "n": i}) for i in range(400)))
    flooder.wait(qtbot, lambda: flooder.closed)
    assert flooder.errors() == ["flood"]
    assert not host.lobby.places[3].connected

    qtbot.waitUntil(lambda: len(codes) == 2 and mischief.game_over, timeout=GAME_MS)
    assert codes == [0, 0]
    assert not mischief.problems
    assert mischief.rounds == 0
    assert sorted(set(mischief.errors)) == ["illegal", "malformed", "not_your_seat", "stale"]
    assert len(mischief.errors) == 3 * Mischief.TRIES
    late = RawPeer(host.port)  # the host still answers
    late.send_msg(hello(0, code="nope"))
    late.wait(qtbot, lambda: late.closed)
    assert late.errors() == ["bad_code"]
    check_saved_game(store, host)


def json_frame(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


def test_a_lost_connection_is_taken_back_at_the_open_decision(qtbot, hosts, tmp_path):
    store = HistoryStore(tmp_path)
    # stand-ins think for 3 s, so the person is back before the computer decides
    host = make_host([0, 1, 2, 3], store=store, think_ms=3000, seed=4)
    hosts.append(host)
    codes: list[int] = []
    others = [make_bot(host, s) for s in (0, 1, 3)]
    for b in others:
        b.done.connect(codes.append)
    first = TableClient("127.0.0.1", host.port, CODE, 2, "Lost")
    asks: list[int] = []

    def crash_on_the_sixth_ask(msg: object) -> None:
        if isinstance(msg, Ask):
            asks.append(msg.decision)
            if len(asks) == 6:
                first.link.socket.abort()  # the process died: no goodbye

    first.received.connect(crash_on_the_sixth_ask)  # before the bot hears it
    from allfours_gui.net.bot_client import BotClient

    lost = BotClient(first, "easy", seed=2)
    first.connect_to_host()
    qtbot.waitUntil(lambda: len(asks) == 6, timeout=GAME_MS)
    qtbot.waitUntil(lambda: not host.lobby.places[2].connected, timeout=5000)
    assert lost.game_over is None
    back = make_bot(host, 2, token=first.token)
    heard: list[object] = []
    back.client.received.connect(heard.append)
    back.done.connect(codes.append)
    qtbot.waitUntil(lambda: any(isinstance(m, Ask) for m in heard), timeout=2500)
    welcome = next(m for m in heard if isinstance(m, Welcome))
    assert welcome.back and welcome.seat == 2
    kinds = [type(m).__name__ for m in heard]
    assert kinds.index("State") < kinds.index("Ask")
    assert next(m for m in heard if isinstance(m, Ask)).decision == asks[-1]
    qtbot.waitUntil(lambda: len(codes) == 4, timeout=GAME_MS)
    assert codes == [0, 0, 0, 0]
    check_saved_game(store, host)


def test_phrases_are_broadcast_by_number_and_not_too_often(qtbot, hosts):
    host = make_host([0, 2], think_ms=1000)
    hosts.append(host)
    clients = [TableClient("127.0.0.1", host.port, CODE, s, f"P{s}") for s in (0, 2)]
    heard: dict[int, list[object]] = {0: [], 2: []}
    for c in clients:
        c.received.connect(heard[c.seat].append)
        c.connect_to_host()
    qtbot.waitUntil(lambda: all(c.welcome for c in clients), timeout=5000)
    clients[0].send(Say(1))
    clients[0].send(Say(3))  # within the second: refused
    qtbot.waitUntil(lambda: any(isinstance(m, Said) for m in heard[2])
                    and any(isinstance(m, Error) for m in heard[0]), timeout=5000)
    said = [m for m in heard[2] if isinstance(m, Said)]
    assert said == [Said(0, 1, PHRASES[1])]
    assert [m.code for m in heard[0] if isinstance(m, Error)] == ["too_fast"]


def test_the_host_quitting_says_bye_to_everyone(qtbot, hosts):
    host = make_host([0, 1])
    hosts.append(host)
    clients = [TableClient("127.0.0.1", host.port, CODE, s, f"P{s}") for s in (0, 1)]
    heard: list[object] = []
    closed: list[str] = []
    for c in clients:
        c.received.connect(heard.append)
        c.closed.connect(closed.append)
        c.connect_to_host()
    qtbot.waitUntil(lambda: all(c.welcome for c in clients), timeout=5000)
    host.shutdown("closing time")
    qtbot.waitUntil(lambda: len(closed) == 2, timeout=5000)
    assert [m.reason for m in heard if isinstance(m, HostBye)] == ["closing time"] * 2


def test_the_host_says_why_it_closes_as_a_code_with_its_words(qtbot, hosts):
    """A code the reader's app words in its language, and the English words beside it
    for an app older than codes (docs/protocol.md, ``bye``)."""
    from allfours_gui.net.server_messages import BYE_REASONS

    host = make_host([0, 1])
    hosts.append(host)
    client = TableClient("127.0.0.1", host.port, CODE, 1, "P1")
    heard: list[object] = []
    client.received.connect(heard.append)
    client.connect_to_host()
    qtbot.waitUntil(lambda: client.welcome is not None, timeout=5000)
    host.shutdown("quit")
    qtbot.waitUntil(lambda: any(isinstance(m, HostBye) for m in heard), timeout=5000)
    assert [m for m in heard if isinstance(m, HostBye)] == [HostBye(BYE_REASONS["quit"], "quit")]


def test_a_next_for_another_hand_and_a_ready_mid_game_are_answered_with_codes(qtbot, hosts):
    """Both were dropped without a word: now each is answered with a code."""
    from allfours_gui.net.protocol import Next, Ready
    from allfours_gui.net.server_messages import Ask, Error, Started

    host = make_host([1], think_ms=0)
    hosts.append(host)
    client = TableClient("127.0.0.1", host.port, CODE, 1, "P1")
    heard: list[object] = []
    client.received.connect(heard.append)
    client.connect_to_host()
    qtbot.waitUntil(lambda: client.welcome is not None, timeout=5000)
    client.send(Next(1))  # before the game: nothing to deal on
    qtbot.waitUntil(lambda: any(isinstance(m, Error) for m in heard), timeout=5000)
    client.send(Ready(True))
    qtbot.waitUntil(lambda: any(isinstance(m, Started) for m in heard)
                    or any(isinstance(m, Ask) for m in heard), timeout=10_000)
    client.send(Ready(False))  # the lobby is over
    client.send(Next(7))  # no hand 7 has ended
    qtbot.waitUntil(lambda: len([m for m in heard if isinstance(m, Error)]) >= 3,
                    timeout=5000)
    errors = [m for m in heard if isinstance(m, Error)]
    assert [e.code for e in errors[:3]] == ["not_started", "started", "wrong_hand"]
    client.close()


def test_a_decision_asked_again_after_a_partners_expose_keeps_its_clock(qtbot, monkeypatch):
    """A partner's exposed card asks the seat on turn again, a new question for the same
    decision: its clock started again (a decision stayed open 19 s with --turn-wait 4).
    The clock runs once per decision."""
    import dataclasses

    from allfours_gui.net import network_seat
    from allfours_gui.net.network_seat import NetworkSeat
    from allfours_gui.session.seats import ComputerSeat, Request

    from ..live_hands import at_first_play

    now = [1000.0]
    monkeypatch.setattr(network_seat.time, "monotonic", lambda: now[0])

    class Wire:
        def __init__(self) -> None:
            self.sent: list[dict[str, Any]] = []

        def send(self, message: dict[str, Any]) -> None:
            self.sent.append(message)

    seat = NetworkSeat(1, ComputerSeat(lambda: HungPlayer(), lambda: 0), wait_s=4)
    wire = Wire()
    seat.attach(wire)  # type: ignore[arg-type]
    game = at_first_play()
    turn = game.hand.turn
    view = game.hand.view_for(turn)
    seat.request(Request(7, "play", turn, view, game.rules))
    now[0] += 3.0
    seat.withdraw()  # a partner exposes a card: the question is withdrawn...
    exposed = dataclasses.replace(view, exposed=(*view.exposed, 0))
    seat.request(Request(8, "play", turn, exposed, game.rules))  # ...and asked again
    asks = [m for m in wire.sent if m.get("type") == "ask"]
    assert [m["seconds"] for m in asks] == [4, 1]  # 1 s left, not 4 again
    now[0] += 1.5
    later_view = dataclasses.replace(view, decisions=(*view.decisions, view.legal[0]))
    seat.withdraw()
    seat.request(Request(9, "play", turn, later_view, game.rules))  # another decision
    assert [m["seconds"] for m in wire.sent if m.get("type") == "ask"][-1] == 4
    seat.withdraw()

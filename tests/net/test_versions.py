"""Protocol versions: the host speaks version 2 (an engine refusal travels as
its reason, code and fields) and still serves version 1 clients, each in its
own version (they get the engine's words in ``message`` and no ``reason``).
The program's own client speaks version 2 and reads a version 1 host's
errors too."""

from __future__ import annotations

from typing import Any

import pytest

from allfours_gui.engine import Action
from allfours_gui.engine.reasons import Reason
from allfours_gui.net import server_messages as sm
from allfours_gui.net.protocol import (
    OLDEST,
    VERSION,
    Hello,
    ProtocolError,
    client_message,
    for_version,
    server_message,
)
from allfours_gui.net.reason_codec import reason_from_json, reason_json, refusal_message

from .helpers import RawPeer, hello, make_host


def test_the_version_is_two_and_one_is_still_served():
    assert (OLDEST, VERSION) == (1, 2)
    assert client_message(Hello("c", 0, "A", None))["v"] == 2


@pytest.mark.parametrize("reason", [
    Reason("not_held", 2, card=44), Reason("follow", 1, suit=2), Reason("not_turn", 0, 3),
    Reason("no_seat", 7, count=4), Reason("game_over"), Reason("bad_method", 0, detail="'x'"),
    Reason("not_exposed", other=3, card=0),
])
def test_a_reason_crosses_the_wire_field_for_field(reason):
    assert reason_from_json(reason_json(reason)) == reason
    message = refusal_message(reason, 17)
    parsed = sm.parse_server_message(message, 4)
    assert isinstance(parsed, sm.Error)
    assert parsed.reason == reason and parsed.decision == 17 and parsed.code == "illegal"
    assert parsed.plain == str(reason)
    # the same error to a version 1 client: the engine's words, no reason
    old = for_version(message, 1)
    assert old["v"] == 1 and "reason" not in old and old["message"] == str(reason)
    parsed = sm.parse_server_message(old, 4)
    assert isinstance(parsed, sm.Error) and parsed.reason is None
    assert parsed.plain == str(reason)


@pytest.mark.parametrize("bad", [
    {"code": "no_such_rule"}, {"code": "follow", "seat": "1"}, {"code": "follow", "suit": "X"},
    {"code": "not_held", "card": "ts"}, {"code": "follow", "colour": 1}, ["follow"],
    {"code": "malformed", "detail": "x" * 1000},
])
def test_a_malformed_reason_from_a_host_is_a_protocol_error(bad):
    with pytest.raises(ProtocolError):
        reason_from_json(bad)
    with pytest.raises(ProtocolError):
        sm.parse_server_message(server_message("error", code="illegal", reason=bad), 4)


def test_an_error_needs_words_or_a_reason():
    with pytest.raises(ProtocolError):
        sm.parse_server_message(server_message("error", code="illegal"), 4)
    plain = sm.parse_server_message(server_message("error", code="stale", message="late"), 4)
    assert isinstance(plain, sm.Error) and plain.plain == "late" and plain.reason is None


def versioned_hello(seat: int, version: int) -> dict[str, Any]:
    return hello(seat) | {"v": version}


def play_until_refused(qtbot, host, peers: dict[int, tuple[RawPeer, int]]) -> dict[int, Reason]:
    """Each peer answers its asks with the first legal answer, until it is
    asked for a decision that has a hand: then it sends a card it does not
    hold, once. The reasons the engine gives, by seat."""
    expected: dict[int, Reason] = {}
    answered: dict[int, int] = {}

    def step() -> bool:
        for seat, (peer, version) in peers.items():
            peer.poll()
            asks = [m for m in peer.messages if m.get("type") == "ask"]
            if not asks or answered.get(seat) == asks[-1]["decision"]:
                continue
            ask = asks[-1]
            refused = any(m.get("code") == "illegal" for m in peer.messages)
            if ask["kind"] != "method" and seat not in expected:
                hand = host.controller.game.hand
                stranger = next(c for c in range(52) if not hand.hands[seat] >> c & 1)
                action = Action(seat, "play", stranger)
                expected[seat] = hand.reason(action)
                peer.send_msg({"v": version, "type": "act", "decision": ask["decision"],
                               "action": action.to_record()})
                continue
            if seat in expected and not refused:
                continue  # the refusal is on its way
            answered[seat] = ask["decision"]
            answer = ({"method": ask["legal"][0]} if ask["kind"] == "method"
                      else {"action": ask["legal"][0]})
            peer.send_msg({"v": version, "type": "act", "decision": ask["decision"], **answer})
        return all(any(m.get("code") == "illegal" for m in peer.messages)
                   for peer, _ in peers.values())

    qtbot.waitUntil(step, timeout=10000)
    return expected


def test_a_host_answers_each_client_in_its_own_version(qtbot, hosts):
    host = make_host([0, 1], players=2)
    hosts.append(host)
    old, new = RawPeer(host.port), RawPeer(host.port)
    peers = {0: (old, 1), 1: (new, 2)}
    for seat, (peer, version) in peers.items():
        peer.send_msg(versioned_hello(seat, version))
        peer.send_msg({"v": version, "type": "ready", "ready": True})
    expected = play_until_refused(qtbot, host, peers)

    assert {m["v"] for m in old.messages} == {1}
    assert {m["v"] for m in new.messages} == {2}
    [old_error] = [m for m in old.messages if m.get("code") == "illegal"]
    [new_error] = [m for m in new.messages if m.get("code") == "illegal"]
    # version 1: the engine's words only, as before
    assert set(old_error) == {"v", "type", "code", "decision", "message"}
    assert old_error["message"] == str(expected[0])
    # version 2: the reason as data, which the client words itself
    assert new_error["reason"] == reason_json(expected[1])
    assert reason_from_json(new_error["reason"]) == expected[1]
    assert new_error["reason"]["code"] in ("not_held", "must_stand_or_beg", "must_answer")
    for peer, _ in peers.values():
        peer.close()


def test_a_client_that_has_not_spoken_is_written_to_in_the_oldest_version(qtbot, hosts):
    host = make_host([0], players=2, hello_wait_s=0.2)
    hosts.append(host)
    silent = RawPeer(host.port)
    silent.wait(qtbot, lambda: silent.closed)
    assert [(m["v"], m["code"]) for m in silent.messages] == [(1, "timeout")]


def test_the_programs_own_client_speaks_version_two(qtbot, hosts):
    from .helpers import make_bot

    host = make_host([0], players=2)
    hosts.append(host)
    bot = make_bot(host, 0)
    qtbot.waitUntil(lambda: bot.client.welcome is not None and 0 in host.seat_links,
                    timeout=5000)
    assert host.seat_links[0].peer_version == VERSION == 2
    assert bot.client.link is not None and bot.client.link.peer_version == 2
    bot.client.close()

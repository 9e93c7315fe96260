"""The wire protocol alone: frames, strict client messages, host messages read back."""

from __future__ import annotations

import contextlib
import json
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfours_gui.engine import Action
from allfours_gui.engine.cards import card_str
from allfours_gui.net.protocol import (
    MAX_FRAME,
    PHRASES,
    Act,
    Bye,
    FrameDecoder,
    Hello,
    Next,
    OutOfTurn,
    Ping,
    ProtocolError,
    Ready,
    Say,
    client_message,
    encode_frame,
    parse_client_message,
)
from tests.examples import examples


def frame_of(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def test_a_frame_is_a_big_endian_length_then_utf8_json():
    frame = encode_frame({"v": 1, "type": "ping", "n": 7})
    assert frame[:4] == struct.pack(">I", len(frame) - 4)
    assert json.loads(frame[4:].decode("utf-8")) == {"v": 1, "type": "ping", "n": 7}


def test_frames_split_and_joined_anyhow_decode_the_same():
    messages = [{"v": 1, "type": "ping", "n": i} for i in range(5)]
    stream = b"".join(encode_frame(m) for m in messages)
    for step in (1, 3, 7, len(stream)):
        d = FrameDecoder()
        out = []
        for i in range(0, len(stream), step):
            out += d.feed(stream[i:i + step])
        assert out == messages


@pytest.mark.parametrize("data", [
    struct.pack(">I", MAX_FRAME + 1),  # refused from the header alone
    struct.pack(">I", 0xFFFFFFFF) + b"x",
    struct.pack(">I", 0),
    frame_of(b"not json"),
    frame_of(b"\xff\xfe\x00"),
    frame_of(b"[1, 2]"),
    frame_of(b'{"type": "ping", "n": 1}'),  # no version
    frame_of(b'{"v": 3, "type": "ping", "n": 1}'),  # a version this program does not speak
    frame_of(b'{"v": 0, "type": "ping", "n": 1}'),
    frame_of(b'{"v": true, "type": "ping", "n": 1}'),
    frame_of(b'{"v": 1, "n": 1}'),  # no type
    frame_of(b'{"v": 1, "type": "ping", "n": 1, "n": 2}'),  # a key twice
    frame_of(b'{"v": 1, "type": "ping", "n": NaN}'),
    frame_of(b'{"v": 1, "type": "ping", "n": ' + b"9" * 5000 + b"}"),
    frame_of(b"[" * 5000 + b"]" * 5000),
])
def test_broken_frames_are_fatal_protocol_errors(data):
    d = FrameDecoder()
    with pytest.raises(ProtocolError) as e:
        d.feed(data)
    assert e.value.fatal
    with pytest.raises(ProtocolError):  # the stream stays broken
        d.feed(encode_frame({"v": 1, "type": "bye"}))


def test_a_message_too_large_to_frame_is_not_sent():
    with pytest.raises(ValueError):
        encode_frame({"v": 1, "type": "x", "pad": "a" * MAX_FRAME})


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.binary(max_size=300), max_size=6))
def test_random_bytes_raise_nothing_but_the_protocols_error(chunks):
    d = FrameDecoder()
    for chunk in chunks:
        try:
            for message in d.feed(chunk):
                with contextlib.suppress(ProtocolError):
                    parse_client_message(message, 4)
        except ProtocolError:
            return


@settings(max_examples=examples(300), deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda kids: st.lists(kids, max_size=3)
                    | st.dictionaries(st.text(max_size=6), kids, max_size=4), max_leaves=12),
       st.sampled_from(["hello", "ready", "act", "out_of_turn", "say", "next", "ping", "bye",
                        "nonsense"]))
def test_random_json_fields_are_accepted_or_refused_never_crash(value, kind):
    message = {"v": 1, "type": kind}
    if isinstance(value, dict):
        message |= {k: v for k, v in value.items() if k not in ("v", "type")}
    try:
        parsed = parse_client_message(message, 4)
    except ProtocolError:
        return
    assert parse_client_message(client_message(parsed), 4) == parsed


cards = st.integers(0, 51)
seats = st.integers(0, 3)
decisions = st.integers(1, 2**31 - 1)
safe_text = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Cf", "Co",
                                                        "Cn", "Zs")), min_size=1, max_size=20)
turn_actions = st.one_of(
    st.builds(lambda s, d: Action(s, d), seats, st.sampled_from(["stand", "beg", "give", "run"])),
    st.builds(lambda s, c: Action(s, "play", c), seats, cards))
client_messages = st.one_of(
    st.builds(Hello, safe_text, seats, safe_text, st.none() | safe_text),
    st.builds(Ready, st.booleans()),
    st.builds(Act, decisions, turn_actions | st.sampled_from(["ones", "threes"])),
    st.builds(OutOfTurn, st.builds(lambda s, d, c: Action(s, d, c), seats,
                                   st.sampled_from(["expose", "call"]), cards)),
    st.builds(Say, st.integers(0, len(PHRASES) - 1)),
    st.builds(Next, decisions),
    st.builds(Ping, st.integers(0, 2**31 - 1)),
    st.just(Bye()),
)


@settings(max_examples=examples(400), deadline=None)
@given(client_messages)
def test_every_valid_client_message_round_trips_through_a_frame(message):
    decoded = FrameDecoder().feed(encode_frame(client_message(message)))
    assert parse_client_message(decoded[0], 4) == message


GOOD_PLAY = {"seat": 1, "do": "play", "card": "TS"}


@pytest.mark.parametrize("message", [
    {"type": "shout", "text": "hi"},
    {"type": "hello", "code": "x", "seat": 1},  # no name
    {"type": "hello", "code": "x", "seat": 1, "name": "A", "admin": True},
    {"type": "hello", "code": "x", "seat": 4, "name": "A"},
    {"type": "hello", "code": "x", "seat": -1, "name": "A"},
    {"type": "hello", "code": "x", "seat": True, "name": "A"},
    {"type": "hello", "code": "x", "seat": 1.0, "name": "A"},
    {"type": "hello", "code": "", "seat": 1, "name": "A"},
    {"type": "hello", "code": "x" * 65, "seat": 1, "name": "A"},
    {"type": "hello", "code": "x", "seat": 1, "name": "A" * 25},
    {"type": "hello", "code": "x", "seat": 1, "name": "bell\x07"},
    {"type": "hello", "code": "x", "seat": 1, "name": "A", "token": 5},
    {"type": "hello", "code": "x", "seat": 1, "name": "A", "token": None},  # a wrong type
    {"type": "ready"},
    {"type": "ready", "ready": 1},
    {"type": "act", "decision": 3},
    {"type": "act", "decision": 0, "action": GOOD_PLAY},
    {"type": "act", "decision": "3", "action": GOOD_PLAY},
    {"type": "act", "decision": 3, "action": GOOD_PLAY, "method": "ones"},
    {"type": "act", "decision": 3, "method": "fives"},
    {"type": "act", "decision": 3, "action": {"seat": 1, "do": "play", "card": "ts"}},
    {"type": "act", "decision": 3, "action": {"seat": 1, "do": "play", "card": "1S"}},
    {"type": "act", "decision": 3, "action": {"seat": 1, "do": "play", "card": 30}},
    {"type": "act", "decision": 3, "action": {"seat": 1, "do": "play"}},
    {"type": "act", "decision": 3, "action": {"seat": 1, "do": "stand", "card": "TS"}},
    {"type": "act", "decision": 3, "action": {"seat": 9, "do": "stand"}},
    {"type": "act", "decision": 3, "action": {"seat": 1, "do": "cheat"}},
    {"type": "act", "decision": 3, "action": {"seat": 1, "do": "expose", "card": "TS"}},
    {"type": "act", "decision": 3, "action": [1, "play", "TS"]},
    {"type": "out_of_turn", "action": GOOD_PLAY},
    {"type": "out_of_turn", "action": {"seat": 1, "do": "call"}},
    {"type": "say", "phrase": len(PHRASES)},
    {"type": "say", "phrase": "Well played"},
    {"type": "say", "text": "free text is not allowed"},
    {"type": "next", "hand": 0},
    {"type": "ping"},
    {"type": "bye", "reason": "x"},
])
def test_malformed_client_messages_are_refused(message):
    with pytest.raises(ProtocolError):
        parse_client_message({"v": 1, **message}, 4)


def test_seats_are_checked_against_the_table_size():
    hello = {"v": 1, "type": "hello", "code": "x", "seat": 2, "name": "A"}
    assert parse_client_message(hello, 4).seat == 2
    with pytest.raises(ProtocolError):
        parse_client_message(hello, 2)


def test_a_card_is_sent_exactly_in_record_form():
    for c in range(52):
        action = {"seat": 0, "do": "play", "card": card_str(c)}
        msg = parse_client_message({"v": 1, "type": "act", "decision": 1, "action": action}, 4)
        assert msg == Act(1, Action(0, "play", c))


def test_every_host_message_reads_back_on_the_client():
    import random

    from allfours_gui.engine import HandState, Rules
    from allfours_gui.net import server_messages as sm
    from allfours_gui.net.event_codec import events_for
    from allfours_gui.net.network_seat import ask_message
    from allfours_gui.net.protocol import server_message
    from allfours_gui.net.view_codec import view_to_json
    from allfours_gui.session.seats import Request

    rng = random.Random(3)
    deck = list(range(52))
    rng.shuffle(deck)
    hand = HandState(Rules(), 3, "threes", [0, 0], deck)
    dealt = hand.start()
    view = hand.view_for(0)
    record = hand.record() | {"outcome": hand.outcome()}
    messages = [
        server_message("welcome", seat=1, token="t0k3n", back=False, table="T", players=4,
                       rules=Rules().to_json(), phrases=list(PHRASES)),
        server_message("lobby", seats=[{"seat": 0, "kind": "person"}], started=False),
        server_message("start", names=["A", "B", "C", "D"], people=[0], levels=["easy"] * 4,
                       rules=Rules().to_json()),
        server_message("state", phase="hand", hand=1, score=[0, 0], dealer=3,
                       view=view_to_json(view)),
        server_message("events", events=events_for(0, dealt, hand), view=view_to_json(view)),
        ask_message(Request(5, "stand", 0, view, Rules())),
        ask_message(Request(1, "method", 0, None, Rules())),
        server_message("cancel", decision=5),
        server_message("error", code="illegal", message="no", decision=5),
        server_message("hand_over", hand=1, record=record),
        server_message("game_over", score=[14, 3], winner=0, hands=6),
        server_message("said", seat=2, phrase=4, text=PHRASES[4]),
        server_message("pong", n=9),
        server_message("bye", reason="closing"),
    ]
    parsed = [sm.parse_server_message(m, 4)
              for m in FrameDecoder().feed(b"".join(encode_frame(m) for m in messages))]
    assert [type(p).__name__ for p in parsed] == [
        "Welcome", "LobbyState", "Started", "State", "Events", "Ask", "Ask", "Cancel", "Error",
        "HandOver", "GameOver", "Said", "Pong", "HostBye"]
    assert parsed[3].view == view and parsed[4].view == view
    assert parsed[5].view == view and parsed[5].legal == tuple(view.legal)
    assert parsed[6].legal == ("ones", "threes") and parsed[6].view is None
    assert parsed[9].record == record
    with pytest.raises(ProtocolError):
        sm.parse_server_message({"v": 1, "type": "ask", "decision": 1, "kind": "play",
                                 "seat": 0, "view": None, "legal": []}, 4)
    with pytest.raises(ProtocolError):
        sm.parse_server_message({"v": 1, "type": "teleport"}, 4)


# ------------------------------------------------------- why the host closed the table
def test_a_bye_carries_its_code_and_the_words_older_clients_show():
    from allfours_gui.net import server_messages as sm
    from allfours_gui.net.protocol import server_message

    bye = sm.parse_server_message(server_message("bye", code="quit",
                                                 reason=sm.BYE_REASONS["quit"]), 4)
    assert bye == sm.HostBye(sm.BYE_REASONS["quit"], "quit")
    # a host older than codes sends the words alone: they name the code
    assert sm.parse_server_message(server_message("bye", reason="the game is over"),
                                   4).code == "over"
    # words no code knows, a code of the wrong type or too long: no code, the words kept
    for message, expected in (({"reason": "closing time"}, ("closing time", "")),
                              ({"reason": "x", "code": 7}, ("x", "")),
                              ({"reason": "x", "code": "c" * 33}, ("x", "")),
                              ({"reason": 5, "code": "over"}, ("", "over"))):
        parsed = sm.parse_server_message(server_message("bye", **message), 4)
        assert (parsed.reason, parsed.code) == expected


def test_a_bye_is_worded_from_its_code_in_the_readers_language(qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    from allfours_gui.net.net_words import BYE_SENTENCES, bye_sentence

    class Shouting(QTranslator):
        def translate(self, context, text, disambiguation=None, n=-1):
            return text.upper() if context == "Network" else None

    assert bye_sentence("quit", "anything the host wrote") == (
        "The host quit: the game can go on later, when they host it again.")
    assert bye_sentence("closing", "closing time") == "Closing time."  # a newer host's code
    assert bye_sentence("", "") == ""
    shouting = Shouting()
    QCoreApplication.installTranslator(shouting)
    try:  # the code is worded by the reader's catalogue, whatever words the host sent
        assert bye_sentence("over", "the game is over") == BYE_SENTENCES["over"].upper()
    finally:
        QCoreApplication.removeTranslator(shouting)

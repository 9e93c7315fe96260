"""Seating people: the code, tokens, taken seats, replayed tokens, readiness."""

from __future__ import annotations

import pytest

from allfours_gui.net.lobby import Lobby, Refusal


def lobby() -> Lobby:
    return Lobby("s3cret", 4, [0, 2], ["easy", "medium", "hard", "expert"],
                 ["South", "East", "North", "West"])


def test_the_code_must_match_exactly():
    lb = lobby()
    assert lb.code_ok("s3cret")
    assert not lb.code_ok("s3cre") and not lb.code_ok("") and not lb.code_ok(" - ")
    # read out loud and typed again: case, spaces and dashes do not matter
    assert lb.code_ok("S3CRET") and lb.code_ok(" s3-CR et ")
    assert not lb.code_ok("s3crét")  # any text compares without raising


def test_the_first_to_take_a_person_seat_gets_its_token():
    lb = lobby()
    token, back = lb.join(0, "Ann", None)
    assert not back and len(token) >= 20
    assert lb.places[0].name == "Ann" and lb.places[0].connected
    assert lb.free_seats() == 1


def test_a_computer_seat_cannot_be_taken():
    with pytest.raises(Refusal) as e:
        lobby().join(1, "Mallory", None)
    assert e.value.code == "not_open"


def test_a_taken_seat_needs_its_token_and_a_replayed_token_is_refused_while_connected():
    lb = lobby()
    token, _ = lb.join(2, "Ann", None)
    for tok in (None, "guess", token[:-1]):
        with pytest.raises(Refusal) as e:
            lb.join(2, "Mallory", tok)
        assert e.value.code == "seat_taken"
    with pytest.raises(Refusal) as e:
        lb.join(2, "Mallory", token)  # Ann is still connected
    assert e.value.code == "already_connected"
    lb.leave(2)
    again, back = lb.join(2, "Whoever", token)
    assert back and again == token and lb.places[2].name == "Ann"


def test_a_token_for_an_unclaimed_seat_is_refused():
    with pytest.raises(Refusal) as e:
        lobby().join(0, "Ann", "made-up")
    assert e.value.code == "bad_token"


def test_the_game_waits_until_every_person_seat_is_connected_and_ready():
    lb = lobby()
    lb.join(0, "Ann", None)
    lb.set_ready(0, True)
    assert not lb.all_ready()
    token, _ = lb.join(2, "Bob", None)
    assert not lb.all_ready()
    lb.set_ready(2, True)
    assert lb.all_ready()
    lb.leave(2)
    assert not lb.all_ready()
    lb.join(2, "Bob", token)
    lb.set_ready(2, True)
    assert lb.all_ready()


def test_the_lobby_state_shows_no_token():
    lb = lobby()
    token, _ = lb.join(0, "Ann", None)
    assert token not in repr(lb.state())
    assert [p["kind"] for p in lb.state()] == ["person", "computer", "person", "computer"]


def test_a_code_with_no_letter_or_digit_opens_no_table():
    with pytest.raises(ValueError):
        Lobby(" - ", 4, [0], ["medium"] * 4, ["S", "E", "N", "W"])


def test_a_token_never_reads_as_a_command_line_option():
    """``allfours --join ... --token T``: a token starting with "-" failed to parse
    (about one URL-safe token in 64; seen in CI)."""
    for _ in range(300):
        lb = lobby()
        token, _back = lb.join(2, "Kim", None)
        assert token[0] != "-" and len(token) >= 32 and token.isalnum()


def test_a_kept_seat_goes_back_to_its_token_alone_until_the_host_gives_it_away():
    from allfours_gui.net.seat_keys import digest

    lb = lobby()
    lb.keep(2, digest("kims-token"))
    assert lb.open_seats() == [0] and lb.state()[2]["joined"] and lb.state()[2]["kept"]
    for token in (None, "guess", "kims-token "):
        with pytest.raises(Refusal) as r:
            lb.join(2, "Eve", token)
        assert r.value.code == "seat_kept"
    assert lb.join(2, "Kim", "kims-token") == ("kims-token", True)
    assert lb.keys()[2] == digest("kims-token")
    assert not lb.release(2)  # Kim is here: not the host's to give
    lb.leave(2)
    lb.keep(0, None)  # a seat kept for nobody's token (no key was kept)
    with pytest.raises(Refusal):
        lb.join(0, "Eve", None)
    assert lb.release(0) and lb.open_seats() == [0]
    token, back = lb.join(0, "Eve", None)
    assert not back and lb.places[0].name == "Eve"


def test_seat_keys_are_kept_beside_the_history_and_a_damaged_file_gives_none(tmp_path):
    from allfours_gui.net.seat_keys import FILENAME, SeatKeys, digest

    keys = SeatKeys(tmp_path)
    keys.save(7, {2: digest("kims-secret-token"), 1: digest("b")})
    keys.save(8, {3: digest("c")})
    assert SeatKeys(tmp_path).load(7) == {1: digest("b"), 2: digest("kims-secret-token")}
    assert "kims-secret-token" not in (tmp_path / FILENAME).read_text()  # digests only
    (tmp_path / FILENAME).write_bytes(b"\xff{not json")
    assert SeatKeys(tmp_path).load(7) == {}
    assert SeatKeys(None).load(7) == {}

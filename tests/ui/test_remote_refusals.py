"""A refusal from the host reaches a joined window as data: a version 2
host's reason, its seats turned as the window numbers them, worded per
person; a version 1 host's English words shown as they are."""

from types import SimpleNamespace

from allfours_gui.engine.reasons import Reason
from allfours_gui.net.guest_session import GuestSession
from allfours_gui.net.protocol import for_version
from allfours_gui.net.reason_codec import refusal_message
from allfours_gui.net.server_messages import Error, parse_server_message
from allfours_gui.session.seat_rotation import Rotation
from allfours_gui.ui.wording import said

NAMES = ["You", "Rhonda", "Partner", "Kerwin"]


def shown(message: dict, by: int) -> str:
    error = parse_server_message(message, 4)
    assert isinstance(error, Error)
    fake = SimpleNamespace(rotation=Rotation(by, 4))
    return said(GuestSession._plain(fake, error), NAMES, 0)  # type: ignore[arg-type]


def test_a_version_two_refusal_is_worded_for_the_person_at_their_seat():
    # the host's seat 2 is this window's seat 0 ("You"); seat 3 is its seat 1
    message = refusal_message(Reason("not_turn", 2, 3), 5)
    assert shown(message, by=2) == "It is Rhonda's turn, not yours."
    assert shown(refusal_message(Reason("follow", 2, suit=1)), by=2) == (
        "You hold diamonds: follow suit or trump.")


def test_a_version_one_host_is_shown_in_its_own_words():
    message = for_version(refusal_message(Reason("not_turn", 2, 3), 5), 1)
    assert "reason" not in message
    assert shown(message, by=2) == "It is seat 3's turn, not seat 2's"

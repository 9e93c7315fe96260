"""Workers never hold the last reference to a Qt object (session/gui_thread.py).

A Qt object freed by a worker thread is destroyed on the wrong thread and
crashes Qt later, at random: a seat's thinking thread that kept the seat alive
after its table was gone aborted the network tests about one run in three.
"""

from __future__ import annotations

import gc
import threading
import weakref

from allfours_gui.session.gui_thread import mailbox
from allfours_gui.session.seats import ComputerSeat, Request

from ..live_hands import at_first_play


class _SlowPlayer:
    """Thinks until told to answer."""

    seconds = 5.0

    def __init__(self) -> None:
        self.go = threading.Event()
        self.started = threading.Event()

    def choose(self, view, cancel):
        self.started.set()
        self.go.wait(10)
        return view.legal[0]


def _play_request(token: int = 1) -> Request:
    game = at_first_play()
    turn = game.hand.turn
    return Request(token, "play", turn, game.hand.view_for(turn), game.rules)


def test_a_seat_dropped_while_its_worker_thinks_dies_on_the_gui_thread(qtbot):
    player = _SlowPlayer()
    seat = ComputerSeat(lambda: player, lambda: 0)
    died_on: list[str] = []
    seat.destroyed.connect(lambda *_: died_on.append(threading.current_thread().name))
    gone = weakref.ref(seat)
    seat.request(_play_request())
    assert player.started.wait(5)
    seat.withdraw()  # the table is gone: the worker will not post its answer
    del seat
    gc.collect()
    player.go.set()  # the worker ends and drops everything it held
    qtbot.waitUntil(lambda: gone() is None, timeout=5000)
    gc.collect()
    assert died_on == [threading.main_thread().name]


def test_a_reply_runs_its_slot_on_the_gui_thread_while_its_receiver_lives(qtbot):
    from PySide6.QtCore import QObject

    receiver = QObject()
    got: list[tuple[object, str]] = []
    reply = mailbox().reply(lambda v: got.append((v, threading.current_thread().name)),
                            receiver)
    threading.Thread(target=reply, args=("first",)).start()
    qtbot.waitUntil(lambda: len(got) == 1, timeout=5000)
    assert got == [("first", threading.main_thread().name)]
    receiver.deleteLater()
    qtbot.waitUntil(lambda: not _valid(receiver), timeout=5000)
    worker = threading.Thread(target=reply, args=("too late",))
    worker.start()
    worker.join()
    qtbot.wait(50)
    assert got == [("first", threading.main_thread().name)]  # its receiver is gone


def test_a_dropped_reply_lets_go_of_its_slot(qtbot):
    box = mailbox()
    waiting = len(box._waiting)

    def worker_body(reply):
        reply(1)

    reply = box.reply(lambda v: None)
    assert len(box._waiting) == waiting + 1
    t = threading.Thread(target=worker_body, args=(reply,))
    del reply
    t.start()
    t.join()
    qtbot.waitUntil(lambda: len(box._waiting) == waiting, timeout=5000)


def _valid(obj) -> bool:
    import shiboken6

    return shiboken6.isValid(obj)

"""The Twisted reactor's thread (net/wormhole/reactor.py): calls in, results out on
the GUI thread, deadlines, a final stop, and Twisted loaded only when used."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from allfours_gui.net.wormhole.reactor import reactor_thread

ROOT = Path(__file__).resolve().parents[2]
WAIT_MS = 10_000


def test_a_call_runs_in_the_reactor_and_answers_on_the_gui_thread(qtbot):
    gui = threading.current_thread()
    ran_in, answered_in, answers = [], [], []

    def work() -> int:
        ran_in.append(threading.current_thread())
        return 42

    def done(value: int) -> None:
        answered_in.append(threading.current_thread())
        answers.append(value)

    reactor_thread().call(work, done, answers.append)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=WAIT_MS)
    assert answers == [42]
    assert ran_in[0] is not gui and ran_in[0].name == "twisted-reactor"
    assert answered_in == [gui]


def test_a_deferred_result_and_an_error_come_back_too(qtbot):
    answers: list[object] = []

    def later() -> object:
        from twisted.internet import task

        return task.deferLater(reactor_thread().reactor(), 0.05, lambda: "later")

    def broken() -> None:
        raise KeyError("no such seat")

    reactor_thread().call(later, answers.append, lambda e: answers.append(("error", e)))
    reactor_thread().call(broken, answers.append, lambda e: answers.append(("error", e)))
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=WAIT_MS)
    assert "later" in answers
    assert ("error", "KeyError: 'no such seat'") in answers


def test_a_call_past_its_deadline_says_timeout(qtbot):
    from twisted.internet import defer

    answers: list[object] = []
    reactor_thread().call(defer.Deferred, answers.append,
                          lambda e: answers.append(("error", e)), deadline=0.2)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=WAIT_MS)
    assert answers == [("error", "timeout")]


def python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})


def test_the_app_loads_no_twisted_until_internet_play_is_used():
    out = python("""
        import sys
        import allfours_gui.__main__, allfours_gui.net.host, allfours_gui.net.guest_session
        import allfours_gui.net.wormhole.channel, allfours_gui.net.wormhole.reactor
        import allfours_gui.ui.main_window
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("twisted", "wormhole"))
        print(loaded)
    """)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_reactor_stops_once_and_for_all():
    out = python("""
        import threading
        from allfours_gui.net.wormhole.reactor import ReactorStopped, reactor_thread
        r = reactor_thread()
        ran = threading.Event()
        r.call_soon(ran.set)
        assert ran.wait(10)
        assert r.running
        assert r.stop(deadline=5)
        assert not r.running
        assert not any(t.name == "twisted-reactor" for t in threading.enumerate())
        try:
            r.call_soon(print, "too late")
        except ReactorStopped:
            print("stopped")
    """)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "stopped"

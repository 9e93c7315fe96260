"""The one Twisted reactor of the process, in a daemon thread of its own.

magic-wormhole is written for Twisted; the window runs Qt's event loop. The two
never share a thread: the reactor runs in its own thread, started the first
time internet play needs it (``reactor_thread()``), and nothing here waits on
the GUI thread longer than a deadline. Work goes in with ``call_soon`` (any
thread); results come back through ``call`` on the GUI thread, by the app's
``Mailbox`` (session/gui_thread.py: a queued Qt signal), so the reactor's thread
holds no Qt object of its own. Twisted is imported here lazily, inside the
functions: the app starts, and plays on the LAN, without loading it.

One reactor per process, and a Twisted reactor cannot be started again once
stopped: ``stop()`` (registered with ``atexit`` when the thread starts) is
final, and anything asked of a stopped reactor fails at once with
``ReactorStopped``.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject

from ...session.gui_thread import mailbox

if TYPE_CHECKING:
    from twisted.internet.interfaces import IReactorCore, IReactorThreads, IReactorTime

log = logging.getLogger(__name__)

T = TypeVar("T")
STOP_DEADLINE = 3.0  # seconds the exit waits for the reactor's thread to end


class ReactorStopped(RuntimeError):
    """The reactor was stopped (the app is closing): nothing more runs in it."""


class ReactorThread:
    """The reactor and the thread it runs in. Made once (``reactor_thread()``)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._reactor: Any = None  # twisted.internet.reactor, once imported
        self._stopped = False

    # ---------------------------------------------------------------- state
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stopped

    def reactor(self) -> IReactorCore:
        """The reactor, its thread started if it was not (any thread).
        Only code running in the reactor's thread may use it directly."""
        self._start()
        reactor: IReactorCore = self._reactor
        return reactor

    def in_reactor_thread(self) -> bool:
        return self._thread is not None and threading.current_thread() is self._thread

    def _start(self) -> None:
        with self._lock:
            if self._stopped:
                raise ReactorStopped("the network's reactor was stopped")
            if self._thread is not None:
                return
            # the default reactor (epoll on Linux), installed by its import; calls
            # queued with callFromThread before run() are made once it runs, so
            # nothing waits here for the thread to come up
            from twisted.internet import reactor

            self._reactor = reactor
            self._thread = threading.Thread(target=self._run, name="twisted-reactor",
                                            daemon=True)
            self._thread.start()
            atexit.register(self.stop)

    def _run(self) -> None:
        try:
            # signals belong to the main thread (and to Qt)
            self._reactor.run(installSignalHandlers=False)
        except Exception:  # the thread must say why it ended
            log.exception("the network's reactor ended with an error")
        finally:
            self._stopped = True

    # ---------------------------------------------------------------- calls
    def call_soon(self, fn: Callable[..., object], *args: object) -> None:
        """Run ``fn(*args)`` in the reactor's thread, soon (from any thread). An
        exception it raises is logged there; nothing comes back."""
        self._start()
        threads: IReactorThreads = self._reactor
        threads.callFromThread(_logged, fn, *args)

    def call(self, fn: Callable[[], Any], on_done: Callable[[Any], None],
             on_error: Callable[[str], None], *, receiver: QObject | None = None,
             deadline: float = 10.0) -> None:
        """On the GUI thread: run ``fn()`` in the reactor (it may return a
        Deferred) and give its result to ``on_done``, or a one-line error to
        ``on_error`` (``"timeout"`` past ``deadline`` seconds), on the GUI
        thread, while ``receiver`` (by default the slot's object) lives."""
        done = mailbox().reply(on_done, receiver)
        error = mailbox().reply(on_error, receiver)

        def run() -> None:
            from twisted.internet import defer

            d = defer.maybeDeferred(fn)
            clock: IReactorTime = self._reactor
            d.addTimeout(deadline, clock)

            def failed(failure: Any) -> None:
                if failure.check(defer.TimeoutError):
                    error("timeout")
                else:
                    error(f"{failure.type.__name__}: {failure.getErrorMessage()}")

            d.addCallbacks(done, failed)

        self.call_soon(run)

    # ----------------------------------------------------------------- stop
    def stop(self, deadline: float = STOP_DEADLINE) -> bool:
        """Stop the reactor and wait up to ``deadline`` seconds for its thread.
        Final. True when the thread has ended (or never started)."""
        with self._lock:
            thread, self._stopped = self._thread, True
        if thread is None or not thread.is_alive():
            return True
        if threading.current_thread() is thread:
            self._reactor.stop()
            return False
        try:
            self._reactor.callFromThread(self._stop_now)
        except Exception:  # already stopping
            log.debug("the reactor refused a stop", exc_info=True)
        thread.join(deadline)
        if thread.is_alive():
            log.warning("the network's reactor did not stop within %.1f s", deadline)
            return False
        return True

    def _stop_now(self) -> None:
        if self._reactor.running:
            self._reactor.stop()


def _logged(fn: Callable[..., object], *args: object) -> None:
    try:
        fn(*args)
    except Exception:
        log.exception("a call in the network's reactor failed")


_the_thread: ReactorThread | None = None
_made = threading.Lock()


def reactor_thread() -> ReactorThread:
    """The process's one reactor thread (made, not started: it starts when first used)."""
    global _the_thread
    with _made:
        if _the_thread is None:
            _the_thread = ReactorThread()
        return _the_thread

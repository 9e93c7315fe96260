"""The real app with a screen reader's view of it: its own Xvfb, its own session
bus with the accessibility bus on it, an AT-SPI client listening, and the app
started the way a person starts it, with accessibility on.

    with AtspiSession(tmp_path, speed="fast", seed=5) as s:
        s.app.key("Return")                 # keys, through xdotool (tests/ui/xwindow.py)
        s.wait_heard("Your turn", 20)       # what the listener heard
        s.tree()                            # the accessibility tree, as a client reads it

Nothing is shared with the desktop the tests run in: the session bus is a
``dbus-daemon --session`` of its own, the accessibility bus is the
at-spi-bus-launcher it starts (with at-spi2-registryd, activated on it), and
HOME and XDG_RUNTIME_DIR are the test's folder. Every process started here is
in a process group of its own, and each group is ended when the session closes,
also after a failure. The client is tests/ui/atspi_listener.py, run by Debian's
/usr/bin/python3, which has pyatspi (python3-pyatspi).

Needs Debian's xvfb, xdotool, dbus, at-spi2-core and python3-pyatspi.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from .xwindow import ROOT, RealApp, Xvfb, missing_tools

SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
LISTENER = ROOT / "tests" / "ui" / "atspi_listener.py"
# where Debian and others keep the launcher (the path is in org.a11y.Bus.service)
LAUNCHERS = (LAUNCHER, "/usr/lib/at-spi2-core/at-spi-bus-launcher",
             "/usr/lib/at-spi-bus-launcher")
# Qt's AT-SPI bridge on whether or not a screen reader is said to be running
ACCESSIBLE = {"QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"}


def launcher() -> str | None:
    return next((p for p in LAUNCHERS if os.access(p, os.X_OK)), None)


def missing_atspi() -> str | None:
    """Why a screen reader's client cannot be run here, or None."""
    reason = missing_tools()
    if reason is not None:
        return reason
    if shutil.which("dbus-daemon") is None:
        return "dbus-daemon not found (apt-get install dbus)"
    if launcher() is None:
        return "at-spi-bus-launcher not found (apt-get install at-spi2-core)"
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        return f"{SYSTEM_PYTHON} not found (apt-get install python3-pyatspi)"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           timeout=30)
    if probe.returncode != 0:
        return f"{SYSTEM_PYTHON} cannot import pyatspi (apt-get install python3-pyatspi)"
    return None


def _end_group(proc: subprocess.Popen[Any] | None, grace: float = 3.0) -> None:
    """End a process started in a group of its own, and what it started there."""
    if proc is None:
        return
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, sig)
        try:
            proc.wait(grace)
        except subprocess.TimeoutExpired:
            continue
        # its children may outlive it by a moment: the group is ended all the same
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
        return


def _read_line(stream: IO[str], deadline: float, what: str) -> str:
    """One line from a child's pipe, by ``deadline``."""
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"no answer from {what}")
        ready, _, _ = select.select([stream], [], [], left)
        if ready:
            line = stream.readline()
            if not line:
                raise RuntimeError(f"{what} ended")
            return line


class AtspiSession:
    """Xvfb, a session bus, the accessibility bus, the listener, then the app."""

    def __init__(self, workdir: Path, speed: str, seed: int = 5) -> None:
        self.workdir = workdir
        self.speed, self.seed = speed, seed
        self.events_path = workdir / "events.jsonl"
        self.env: dict[str, str] = {}
        self.xvfb: Xvfb | None = None
        self.bus: subprocess.Popen[str] | None = None
        self.a11y: subprocess.Popen[bytes] | None = None
        self.listener: subprocess.Popen[str] | None = None
        self.app: RealApp | None = None
        self._read = 0  # how many events ``events`` has parsed
        self._events: list[dict[str, Any]] = []

    # ------------------------------------------------------------ starting
    def start(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        self.workdir.mkdir(parents=True, exist_ok=True)
        home, runtime = self.workdir / "home", self.workdir / "runtime"
        for d in (home, runtime):
            d.mkdir(exist_ok=True)
        runtime.chmod(0o700)
        self.xvfb = Xvfb()
        base = {k: v for k, v in os.environ.items()
                if not k.startswith(("QT_", "PYTHON", "WAYLAND_", "DBUS_", "AT_SPI"))}
        self.env = base | {"DISPLAY": self.xvfb.display, "HOME": str(home),
                           "XDG_RUNTIME_DIR": str(runtime)}
        self.bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=self.env,
            start_new_session=True)
        assert self.bus.stdout is not None
        address = _read_line(self.bus.stdout, deadline, "the session bus").strip()
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address
        # the accessibility bus, before anyone asks the session bus for it
        path = launcher()
        assert path is not None
        with open(self.workdir / "at-spi.log", "wb") as log:
            self.a11y = subprocess.Popen([path, "--launch-immediately"], env=self.env,
                                         stdout=log, stderr=subprocess.STDOUT,
                                         start_new_session=True)
        self._wait_for_a11y_bus(deadline)
        with open(self.workdir / "listener.log", "wb") as log:
            self.listener = subprocess.Popen(
                [SYSTEM_PYTHON, str(LISTENER), str(self.events_path)], env=self.env,
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True,
                start_new_session=True)
        assert self.listener.stdout is not None
        ready = _read_line(self.listener.stdout, deadline, "the AT-SPI listener").strip()
        if ready != "ready":
            raise RuntimeError(f"the AT-SPI listener said {ready!r}")
        self.app = RealApp(self.speed, self.workdir, seed=self.seed, xvfb=self.xvfb,
                           env={**ACCESSIBLE, "DBUS_SESSION_BUS_ADDRESS": address})
        self.app.start(window_timeout=max(5.0, deadline - time.monotonic()))
        # the app's objects are on the bus once its window is
        self.wait_for(lambda: any(n["role"] == "frame" for n in self.tree()),
                      max(5.0, deadline - time.monotonic()), "the app's window in the tree")

    def _wait_for_a11y_bus(self, deadline: float) -> None:
        ask = ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
               "/org/a11y/bus", "org.a11y.Bus.GetAddress"]
        while time.monotonic() < deadline:
            if self.a11y is not None and self.a11y.poll() is not None:
                raise RuntimeError("at-spi-bus-launcher ended: "
                                   + (self.workdir / "at-spi.log").read_text(errors="replace"))
            with contextlib.suppress(subprocess.TimeoutExpired):
                if subprocess.run(ask, env=self.env, capture_output=True,
                                  timeout=5).returncode == 0:
                    return
            time.sleep(0.1)
        raise TimeoutError("the accessibility bus did not start")

    def close(self) -> None:
        """End everything started, the app first; safe to call more than once."""
        if self.app is not None:
            self.app.close()  # and the Xvfb, which it was given
            self.app = None
        elif self.xvfb is not None:
            self.xvfb.close()
        self.xvfb = None
        if self.listener is not None:
            with contextlib.suppress(OSError, ValueError):
                if self.listener.stdin is not None:
                    self.listener.stdin.close()  # it ends when its requests do
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.listener.wait(3)
            _end_group(self.listener)
            for pipe in (self.listener.stdin, self.listener.stdout):
                with contextlib.suppress(OSError, ValueError):
                    if pipe is not None:
                        pipe.close()
            self.listener = None
        _end_group(self.a11y)  # the launcher, its bus and the registry
        self.a11y = None
        _end_group(self.bus)
        if self.bus is not None and self.bus.stdout is not None:
            self.bus.stdout.close()
        self.bus = None

    def __enter__(self) -> AtspiSession:
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ listening
    def request(self, do: str, timeout: float = 20) -> Any:
        listener = self.listener
        assert listener is not None and listener.stdin is not None
        assert listener.stdout is not None
        listener.stdin.write(json.dumps({"do": do}) + "\n")
        listener.stdin.flush()
        return json.loads(_read_line(listener.stdout, time.monotonic() + timeout,
                                     "the AT-SPI listener"))

    def tree(self) -> list[dict[str, Any]]:
        """The app's accessibility tree as the client reads it now."""
        nodes: list[dict[str, Any]] = self.request("tree")
        return nodes

    def table(self) -> list[dict[str, Any]]:
        """The card table's objects only: its cards, the trumps and the score,
        the panels up on it (the prompt, the summary)."""
        nodes: list[dict[str, Any]] = self.request("table")
        return nodes

    def events(self) -> list[dict[str, Any]]:
        """Every event the listener has written so far."""
        try:
            with open(self.events_path, encoding="utf-8") as f:
                lines = f.read().splitlines()
        except FileNotFoundError:
            return []
        # the last line may be half written: read it next time
        complete = lines if not lines or lines[-1].endswith("}") else lines[:-1]
        for line in complete[self._read:]:
            self._events.append(json.loads(line))
        self._read = len(complete)
        return self._events

    def heard(self) -> list[str]:
        """What a screen reader is told, in order: each message of the table's
        narrator (its notification, as it shows), and the name of each panel the
        focus comes into (a question is said so, as Orca says it)."""
        out: list[str] = []
        inside: list[str] = []  # the panels the focus was in
        for e in self.events():
            if e["role"] == "notification" and e["type"] == "object:state-changed:showing" \
                    and e["detail1"] == 1 and e["name"]:
                out.append(e["name"])
            elif "panels" in e:
                panels = [name for name in e["panels"] if name]
                out += [name for name in reversed(panels) if name not in inside]
                inside = panels
        return out

    def wait_for(self, ready: Callable[[], object], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            if self.app is not None and self.app.proc is not None and not self.app.alive():
                raise RuntimeError(f"the app ended while waiting for {what}:\n"
                                   f"{self.app.log()[-3000:]}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"{what}: not within {timeout:.0f} s; heard so far:\n"
                                   + "\n".join(self.heard()[-15:]))
            time.sleep(0.05)

    def wait_heard(self, words: str, timeout: float, after: int = 0) -> int:
        """Wait until a message from the ``after``-th on says ``words``; its index."""
        found: list[int] = []

        def said() -> bool:
            found[:] = [i for i, m in enumerate(self.heard()) if i >= after and words in m]
            return bool(found)

        self.wait_for(said, timeout, f"{words!r} said")
        return found[0]

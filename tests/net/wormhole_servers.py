"""A real magic-wormhole mailbox server and transit relay on loopback, for tests.

Each is its own ``twist`` program from this venv (the test dependencies
``magic-wormhole-mailbox-server`` and ``magic-wormhole-transit-relay``), told to
listen on port 0 of 127.0.0.1: the port the kernel gave it is read from its log
("... starting on PORT"), so no port is ever fixed or guessed, and it counts as
up once a connection to it is accepted. Everything has a deadline; ``stop()``
ends the program (terminate, then kill).
"""

from __future__ import annotations

import contextlib
import re
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

START_DEADLINE = 20.0  # seconds for a server to come up (a busy 2-core machine)
STARTING_ON = re.compile(rb"starting on (\d+)")
TWIST = Path(sys.executable).with_name("twist")


def _accepts(port: int, deadline: float = 1.0) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=deadline):
            return True
    except OSError:
        return False


@dataclass
class Server:
    """One ``twist`` program and the port it listens on."""

    plugin: str
    folder: Path
    args: tuple[str, ...] = ()
    port: int = 0
    process: subprocess.Popen[bytes] | None = None
    log: Path = field(init=False)

    def __post_init__(self) -> None:
        self.log = self.folder / f"{self.plugin}.log"

    def start(self, deadline: float = START_DEADLINE) -> Server:
        """Start it on its port (0 the first time: the kernel's choice; the same
        port again when it is restarted)."""
        if not TWIST.exists():
            raise RuntimeError(f"{TWIST} is missing: pip install -e '.[test]'")
        out = self.log.open("wb")
        self.process = subprocess.Popen(
            [str(TWIST), "--log-format=text", self.plugin,
             f"--port=tcp:{self.port}:interface=127.0.0.1", *self.args],
            cwd=self.folder, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        out.close()
        end = time.monotonic() + deadline
        while time.monotonic() < end:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.plugin} exited: {self.log.read_text()[-2000:]}")
            found = STARTING_ON.search(self.log.read_bytes())
            if found and _accepts(int(found.group(1))):
                self.port = int(found.group(1))
                return self
            time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"{self.plugin} did not come up within {deadline} s: "
                           f"{self.log.read_text()[-2000:]}")

    def stop(self, deadline: float = 5.0) -> None:
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(deadline)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(deadline)


@dataclass
class WormholeServers:
    """A mailbox and a relay, as a channel is given them."""

    mailbox: Server
    relay: Server

    @property
    def mailbox_url(self) -> str:
        return f"ws://127.0.0.1:{self.mailbox.port}/v1"

    @property
    def relay_hint(self) -> str:
        return f"tcp:127.0.0.1:{self.relay.port}"

    def stop(self) -> None:
        self.mailbox.stop()
        self.relay.stop()


def start_servers(folder: Path) -> WormholeServers:
    mailbox = Server("wormhole-mailbox", folder,
                     (f"--channel-db={folder / 'mailbox.sqlite'}",))
    relay = Server("transitrelay", folder)
    mailbox.start()
    try:
        relay.start()
    except Exception:
        mailbox.stop()
        raise
    return WormholeServers(mailbox, relay)


class RecordingProxy:
    """A loopback TCP proxy that forwards every connection to ``target_port`` and
    keeps every byte it forwards, both ways (``captured()``). Threads, bounded:
    each connection's pumps end when either side closes, all at ``stop()``."""

    def __init__(self, target_port: int) -> None:
        self._target = target_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.2)
        self.port = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._chunks: list[bytes] = []
        self._sockets: list[socket.socket] = []
        self._stopping = threading.Event()
        self.connections = 0
        self._accepting = threading.Thread(target=self._accept, daemon=True)
        self._accepting.start()

    @property
    def hint(self) -> str:
        return f"tcp:127.0.0.1:{self.port}"

    def captured(self) -> bytes:
        with self._lock:
            return b"".join(self._chunks)

    def _accept(self) -> None:
        while not self._stopping.is_set():
            try:
                inbound, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            try:
                outbound = socket.create_connection(("127.0.0.1", self._target), timeout=5)
            except OSError:
                inbound.close()
                continue
            with self._lock:
                self.connections += 1
                self._sockets += [inbound, outbound]
            for a, b in ((inbound, outbound), (outbound, inbound)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        source.settimeout(None)
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                with self._lock:
                    self._chunks.append(data)
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)

    def drop_connections(self) -> int:
        """Cut every connection it carries (a network that drops); it goes on
        accepting new ones. How many sockets were cut."""
        with self._lock:
            sockets, self._sockets = self._sockets, []
        for s in sockets:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            s.close()
        return len(sockets)

    def stop(self) -> None:
        self._stopping.set()
        self._listener.close()
        self._accepting.join(2)
        with self._lock:
            sockets, self._sockets = self._sockets, []
        for s in sockets:
            s.close()

"""Finding tables on the local network: mDNS / DNS-SD through ``zeroconf``.

Discovery is a convenience, never a requirement: a table that cannot be
announced (no network, multicast blocked, the package missing) is logged and
still plays; people then join by address. zeroconf's calls block for a
moment while it probes the network, so the announcer does its work in one
thread of its own, away from the event loop.
"""

from __future__ import annotations

import logging
import queue
import socket
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .protocol import OLDEST, VERSION

log = logging.getLogger(__name__)

SERVICE_TYPE = "_allfours._tcp.local."


@dataclass(frozen=True)
class TableInfo:
    """A table found on the network, as a Join dialog lists it."""

    name: str
    host: str
    port: int
    players: int
    free: int
    version: int
    open_seats: tuple[int, ...] = ()  # the person seats free to take (if announced)

    @property
    def address(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


def table_properties(name: str, players: int, free: int,
                     seats: Sequence[int] | None = None) -> dict[str, str]:
    # "v": the oldest protocol version the table still serves, so a client of
    # that version lists it too; a client lists a table from its own version back
    props = {"name": name[:60], "players": str(players), "free": str(free), "v": str(OLDEST)}
    if seats is not None:
        props["seats"] = ",".join(str(s) for s in seats)
    return props


def table_from_properties(props: Mapping[bytes | str, bytes | str | None], host: str,
                          port: int) -> TableInfo | None:
    """A found service as a table; None if it is not one this version can join."""
    def text(key: str) -> str:
        raw = props.get(key.encode()) or props.get(key) or b""
        return raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)

    try:
        players, free, version = int(text("players")), int(text("free")), int(text("v"))
    except ValueError:
        return None
    if not OLDEST <= version <= VERSION or players not in (2, 4) or not 0 <= free <= players:
        return None
    seats = tuple(sorted({int(s) for s in text("seats").split(",")
                          if s.strip().isdigit() and int(s) < players}))
    return TableInfo(text("name") or "All Fours table", host, port, players, free, version,
                     seats)


def _local_addresses(bind: str) -> list[bytes]:
    if bind not in ("", "0.0.0.0", "::"):
        return [socket.inet_aton(bind)]
    import zeroconf

    addresses: list[str] = zeroconf.get_all_addresses()  # type: ignore[attr-defined]
    return [socket.inet_aton(a) for a in addresses if not a.startswith("127.")]


class TableAnnouncer:
    """Registers one table and keeps its free-seat count current."""

    def __init__(self, name: str, port: int, bind: str = "0.0.0.0") -> None:
        self.name, self.port, self.bind = name, port, bind
        self._jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self._zc: Any = None
        self._info: Any = None
        self._failed = False
        self._thread = threading.Thread(target=self._run, name="table-announcer", daemon=True)
        self._thread.start()

    def announce(self, players: int, free: int, seats: Sequence[int] | None = None) -> None:
        props = table_properties(self.name, players, free, seats)
        self._jobs.put(lambda: self._register(props))

    def close(self, wait: float = 2.0) -> None:
        self._jobs.put(self._unregister)
        self._jobs.put(None)
        self._thread.join(wait)

    def _run(self) -> None:
        while (job := self._jobs.get()) is not None:
            if self._failed:
                continue
            try:
                job()
            except Exception as e:  # discovery is optional: the table plays on
                self._failed = True
                log.warning("the table could not be announced on the network (%s); "
                            "players can still join by address", e)

    def _register(self, props: dict[str, str]) -> None:
        from zeroconf import ServiceInfo, Zeroconf

        host = socket.gethostname().split(".")[0] or "allfours"
        info = ServiceInfo(SERVICE_TYPE, f"{self.name[:50]}.{SERVICE_TYPE}",
                           addresses=_local_addresses(self.bind), port=self.port,
                           properties=props, server=f"{host}.local.")
        if self._zc is None:
            self._zc = Zeroconf()
            self._zc.register_service(info, allow_name_change=True)
        else:
            info = ServiceInfo(SERVICE_TYPE, self._info.name, addresses=info.addresses,
                               port=self.port, properties=props, server=info.server)
            self._zc.update_service(info)
        self._info = info

    def _unregister(self) -> None:
        if self._zc is not None:
            try:
                if self._info is not None:
                    self._zc.unregister_service(self._info)
            finally:
                self._zc.close()
                self._zc = None


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (not loopback), the
    likeliest first: what a host tells its friends to join."""
    found: list[str] = []
    try:  # the address a packet to the outside would leave from (nothing is sent)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            found.append(s.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    out = [a for a in dict.fromkeys(found) if not a.startswith(("127.", "0."))]
    return out or ["127.0.0.1"]


def browse_tables(timeout: float = 2.0) -> list[TableInfo]:
    """The tables announced on the local network within ``timeout`` seconds
    (blocking: call it from a worker thread). Empty if discovery fails."""
    try:
        from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf
    except ImportError:
        log.warning("zeroconf is not installed: tables cannot be discovered")
        return []
    found: dict[str, TableInfo] = {}
    lock = threading.Lock()

    def changed(zeroconf: Any, service_type: str, name: str,
                state_change: Any) -> None:
        if state_change is ServiceStateChange.Removed:
            with lock:
                found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=int(timeout * 1000))
        if info is None or not info.parsed_addresses():
            return
        table = table_from_properties(info.properties, info.parsed_addresses()[0], info.port)
        if table is not None:
            with lock:
                found[name] = table

    try:
        zc = Zeroconf()
    except Exception as e:
        log.warning("tables cannot be discovered on this network (%s)", e)
        return []
    try:
        browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[changed])
        time.sleep(timeout)
        browser.cancel()
    except Exception as e:
        log.warning("looking for tables failed (%s)", e)
    finally:
        zc.close()
    with lock:
        return sorted(found.values(), key=lambda t: (t.name, t.host, t.port))

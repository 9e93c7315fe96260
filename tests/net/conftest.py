"""Fixtures of the network tests."""

from __future__ import annotations

import pytest


@pytest.fixture
def hosts(qtbot):
    """Hosts a test makes, shut down after it."""
    made = []
    yield made
    for host in made:
        host.shutdown()
    qtbot.wait(50)


@pytest.fixture(scope="module")
def wormhole_servers(tmp_path_factory):
    """A real mailbox server and transit relay on loopback ports the kernel chose
    (tests/net/wormhole_servers.py), for one test module; stopped after it."""
    from tests.net.wormhole_servers import start_servers

    servers = start_servers(tmp_path_factory.mktemp("wormhole-servers"))
    yield servers
    servers.stop()


@pytest.fixture
def loopback_hints(monkeypatch):
    """Dilation offers its peer direct addresses of every interface but loopback
    when it has any; the tests' traffic stays on 127.0.0.1."""
    from wormhole import ipaddrs

    monkeypatch.setattr(ipaddrs, "find_addresses", lambda: ["127.0.0.1"])

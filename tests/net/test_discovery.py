"""Announcing and finding tables (mDNS): optional, so nothing here needs multicast."""

from __future__ import annotations

import logging

import pytest

from allfours_gui.net import discovery
from allfours_gui.net.discovery import (
    TableAnnouncer,
    TableInfo,
    browse_tables,
    table_from_properties,
    table_properties,
)

from .helpers import make_bot, make_host


def test_a_tables_properties_read_back():
    props = {k.encode(): v.encode() for k, v in table_properties("Kim's table", 4, 2).items()}
    assert table_from_properties(props, "192.168.1.5", 4567) == TableInfo(
        "Kim's table", "192.168.1.5", 4567, 4, 2, 1)


@pytest.mark.parametrize("props", [
    {b"name": b"x", b"players": b"4", b"free": b"1", b"v": b"3"},  # another protocol
    {b"name": b"x", b"players": b"4", b"free": b"1", b"v": b"0"},
    {b"name": b"x", b"players": b"3", b"free": b"1", b"v": b"1"},
    {b"name": b"x", b"players": b"4", b"free": b"9", b"v": b"1"},
    {b"name": b"x", b"players": b"four", b"free": b"1", b"v": b"1"},
    {},
])
def test_a_service_that_is_not_a_table_we_can_join_is_skipped(props):
    assert table_from_properties(props, "10.0.0.1", 1) is None


class Broken:
    def __init__(self, *args, **kwargs):
        raise OSError("no multicast here")


def test_a_table_that_cannot_be_announced_still_plays(qtbot, monkeypatch, caplog):
    import zeroconf

    monkeypatch.setattr(zeroconf, "Zeroconf", Broken)
    caplog.set_level(logging.WARNING, logger=discovery.__name__)
    host = make_host([1], players=2, discovery=True)
    bot = make_bot(host, 1)
    codes: list[int] = []
    bot.done.connect(codes.append)
    qtbot.waitUntil(lambda: bool(codes), timeout=30_000)
    assert codes == [0]
    host.shutdown()
    assert any("could not be announced" in r.getMessage() for r in caplog.records)


class Network:
    """A zeroconf that starts and finds no table, and a ``time`` for discovery
    that notes each wait instead of waiting; what was closed, cancelled and
    waited is kept here."""

    def __init__(self):
        self.waits = []
        self.closed = []
        self.cancelled = []
        network = self

        class Zeroconf:
            def __init__(self, *args, **kwargs):
                network.closed.append(False)
                self.number = len(network.closed) - 1

            def close(self):
                network.closed[self.number] = True

        class ServiceBrowser:
            def __init__(self, zc, service_type, handlers):
                network.cancelled.append(False)
                self.number = len(network.cancelled) - 1

            def cancel(self):
                network.cancelled[self.number] = True

        self.Zeroconf, self.ServiceBrowser = Zeroconf, ServiceBrowser

    def sleep(self, seconds):
        self.waits.append(seconds)


@pytest.fixture
def network(monkeypatch):
    import zeroconf

    fake = Network()
    monkeypatch.setattr(discovery, "time", fake)
    monkeypatch.setattr(zeroconf, "Zeroconf", fake.Zeroconf)
    monkeypatch.setattr(zeroconf, "ServiceBrowser", fake.ServiceBrowser)
    return fake


def test_browsing_fails_softly(network, monkeypatch):
    import zeroconf

    monkeypatch.setattr(zeroconf, "Zeroconf", Broken)
    assert browse_tables(0.2) == []
    assert network.waits == []  # nothing to listen with: no wait at all


def test_browsing_waits_its_timeout_once_and_closes(network):
    assert browse_tables(0.2) == []
    assert network.waits == [0.2]
    assert network.cancelled == [True]
    assert network.closed == [True]


def test_a_browser_that_fails_is_not_waited_on(network, monkeypatch):
    import zeroconf

    monkeypatch.setattr(zeroconf, "ServiceBrowser", Broken)
    assert browse_tables(0.2) == []
    assert network.waits == []
    assert network.closed == [True]


def test_an_announced_table_is_found_where_multicast_works():
    announcer = TableAnnouncer("Test table 14", 45678, "127.0.0.1")
    try:
        announcer.announce(4, 3)
        tables = browse_tables(2.5)
    finally:
        announcer.close(wait=5)
    mine = [t for t in tables if t.name == "Test table 14"]
    if not mine:
        pytest.skip("multicast DNS does not work here")
    assert (mine[0].port, mine[0].players, mine[0].free) == (45678, 4, 3)

"""Qt tests run without a display: the offscreen platform, set before Qt loads. The
translation catalogues (.qm, never committed) are built once per run where missing or
older than their .ts, so a clean checkout's test command has them."""

import os

import pytest
from hypothesis import settings as hypothesis_settings

from tests.examples import on_ci

os.environ["QT_QPA_PLATFORM"] = "offscreen"

# Hypothesis profiles: "ci" keeps every example count as the tests write it, "dev" (a
# laptop, the default off CI) tries a quarter (tests/examples.py); HYPOTHESIS_PROFILE
# chooses one by name.
hypothesis_settings.register_profile("ci", deadline=None, print_blob=True)
hypothesis_settings.register_profile("dev", deadline=None, max_examples=25)
hypothesis_settings.load_profile("ci" if on_ci() else "dev")


@pytest.fixture(scope="session", autouse=True)
def translation_catalogues() -> None:
    """Built by one test worker at a time (a lock on the catalogues' folder), so
    none reads a .qm another is writing."""
    import fcntl

    from allfours_gui.app.catalogues import SOURCE_DIR, build_catalogues

    folder = os.open(SOURCE_DIR, os.O_RDONLY)
    try:
        fcntl.flock(folder, fcntl.LOCK_EX)
        build_catalogues()
    finally:
        os.close(folder)  # and the lock with it


@pytest.fixture(autouse=True)
def own_temporary_folder(tmp_path_factory: pytest.TempPathFactory,
                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's journals of unsaved decisions (history/journal.py) go to a folder
    of its own when beside the history is refused, never the machine's shared one;
    programs the test starts get their own temporary folder too."""
    from allfours_gui.history import journal

    folder = tmp_path_factory.mktemp("user-tmp")
    monkeypatch.setattr(journal, "user_folder", lambda: folder / "allfours-unsaved")
    monkeypatch.setenv("TMPDIR", str(folder))


# The files that take longest (a minute or more each, measured), first: whole files go
# to one worker each (--dist loadfile, pyproject.toml), and one of these started last
# would leave the other workers idle at the end.
LONGEST_FIRST = ("tests/ui/test_real_window.py", "tests/packaging/test_deb.py",
                 "tests/ui/test_learn.py", "tests/ui/test_screen_reader_client.py",
                 "tests/ui/test_narration.py", "tests/ui/test_long_words.py",
                 "tests/ui/test_unsaved_close.py", "tests/ui/test_speeds.py",
                 "tests/ui/test_monkey.py", "tests/ui/test_practice.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        path = item.nodeid.split("::", 1)[0]
        return LONGEST_FIRST.index(path) if path in LONGEST_FIRST else len(LONGEST_FIRST)

    items.sort(key=rank)  # stable: the order within a file, and of the rest, is kept


# the internet table's tests (tests/net, tests/ui): a real mailbox and relay
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

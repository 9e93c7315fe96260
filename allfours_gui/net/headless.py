"""``allfours --serve`` and ``allfours --join``: a table or a bot with no window.

Both run a ``QCoreApplication`` (no display needed) and are dispatched by
``ui.app.main`` before any window exists.
"""

from __future__ import annotations

import argparse
import logging
import signal
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

if TYPE_CHECKING:
    from .table_settings import InternetServers

JOIN_WAIT_MS = 20_000  # a host that does not welcome us by then is not coming
# over the internet the channel's own deadlines (mailbox, host, route) speak first
INVITE_WAIT_MS = 120_000


def internet_servers(args: argparse.Namespace) -> InternetServers:
    """The mailbox and relay named on the command line (the public ones by default)."""
    from .table_settings import InternetServers

    return InternetServers.named(args.mailbox, args.relay)


def _app() -> QCoreApplication:
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    app.setApplicationName("All Fours")
    app.setOrganizationName("AllFours")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    return app


def _on_signals(stop: Callable[[], None]) -> QTimer:
    """Ctrl+C and SIGTERM stop cleanly; the timer lets Python see them while Qt waits."""
    def handler(_signum: int, _frame: object) -> None:
        QTimer.singleShot(0, stop)

    signal.signal(signal.SIGINT, handler)
    signal.signal(signal.SIGTERM, handler)
    tick = QTimer()
    tick.timeout.connect(lambda: None)
    tick.start(200)
    return tick


def think_ms(speed: str | None) -> int:
    from ..session.timing import SPEEDS

    return round(450 * SPEEDS[speed or "normal"])


def serve(args: argparse.Namespace) -> int:
    app = _app()
    from ..app.settings import AppSettings, data_dir
    from ..app.startup import open_history
    from ..engine.rules import Rules
    from .host import TableHost, TableSettings

    directory = data_dir(args.data_dir)
    settings = AppSettings(directory)  # the rules chosen in this data folder's New Game
    rules = settings.game_config().rules
    if args.players and args.players != rules.players:
        rules = Rules(**(rules.to_json() | {"players": args.players}))
    n = rules.players
    bad = [s for s in args.people if not 0 <= s < n]
    if bad:
        print(f"allfours: --people: there is no seat {bad[0]} at a table of {n}",
              file=sys.stderr)
        return 2
    from .lobby import normal_code

    if args.code is None:  # over the internet only: the wormhole codes are the secrets
        import secrets

        args.code = secrets.token_hex(8)
    if not normal_code(args.code):
        print("allfours: --code: a table code needs at least one letter or digit",
              file=sys.stderr)
        return 2
    start = open_history(directory)
    for notice in [*settings.problems, *start.notices]:
        print(notice, file=sys.stderr)
    table = TableSettings(code=args.code, people=tuple(args.people), rules=rules,
                          levels=tuple(args.levels or ["medium"]), seed=args.seed,
                          think_ms=think_ms(args.speed), name=args.table_name,
                          discovery=not args.no_discovery,
                          turn_wait_s=60 if args.turn_wait is None else args.turn_wait or None,
                          internet=internet_servers(args) if args.internet else None)
    host = TableHost(table, start.store)
    try:
        port = host.listen(args.bind, args.serve)
    except OSError as e:
        print(f"allfours: {e}", file=sys.stderr)
        return 1
    print(f"listening on {args.bind}:{port}", flush=True)
    result: list[tuple[int, int]] = []
    host.notice.connect(lambda text: print(text, flush=True))
    def finished(score: tuple[int, int]) -> None:
        result.append(score)
        host.shutdown("over")

    host.finished.connect(finished)
    host.closed.connect(app.quit)

    def no_code(seat: int, code: str) -> None:
        from .net_words import invite_failure_words

        print(f"allfours: no code for seat {seat}: {invite_failure_words(code)}",
              file=sys.stderr, flush=True)
        if host.controller is None:  # nobody can come: nothing to wait for
            host.shutdown("stopped")

    host.invite_failed.connect(no_code)
    tick = _on_signals(lambda: host.shutdown("stopped"))
    if args.internet:
        host.invite_all()  # each code is printed as "seat N: CODE" when the mailbox gives it
    app.exec()
    tick.stop()
    settings.sync()
    if start.store is not None:
        start.store.close()
    if not result:
        return 1
    print(f"final score {result[0][0]}-{result[0][1]}", flush=True)
    return 0


def join(args: argparse.Namespace) -> int:
    app = _app()
    from .bot_client import BotClient
    from .client import TableClient
    from .server_messages import Error, GameOver, Welcome

    name = args.name or f"{args.bot.capitalize()} bot"
    if isinstance(args.join, str):  # a wormhole code: over the internet
        from .internet_door import channel_settings

        where = f"the host of {args.join}"
        client = TableClient("", 0, "", args.seat, name, args.token, invite=args.join,
                             channel=channel_settings(internet_servers(args)))
    else:
        host, port = args.join
        where = f"{host}:{port}"
        client = TableClient(host, port, args.code, args.seat, name, args.token)
    said: list[str] = []  # the one line said on stderr when the table is not joined
    client.closed.connect(lambda reason: closed(reason))
    bot = BotClient(client, args.bot, None if args.seed is None else args.seed * 10 + args.seat)
    result: list[int] = []

    def finish(code: int) -> None:
        if not result:
            result.append(code)
            client.close()
            QTimer.singleShot(50, app.quit)  # the goodbye is written first

    def heard(msg: object) -> None:
        if isinstance(msg, Welcome):
            # the token takes this seat back after a lost connection (--token)
            print(f"seat {msg.seat} token {msg.token}", flush=True)
        elif isinstance(msg, Error) and client.welcome is None:
            said.append(f"the table refused: {msg.plain}")
            print(f"allfours: {said[-1]}", file=sys.stderr)
            finish(1)
        elif isinstance(msg, GameOver):
            print(f"final score {msg.score[0]}-{msg.score[1]}", flush=True)

    client.received.connect(heard)
    bot.done.connect(finish)
    def closed(reason: str) -> None:
        if client.welcome is None and not said:  # one line: why there is no seat
            said.append(reason)
            print(f"allfours: {reason}", file=sys.stderr)
        finish(0 if bot.game_over else 1)


    def give_up() -> None:
        if client.welcome is None:
            print(f"allfours: no answer from {where}", file=sys.stderr)
            finish(1)

    QTimer.singleShot(INVITE_WAIT_MS if client.over_internet else JOIN_WAIT_MS, give_up)
    tick = _on_signals(lambda: finish(1))
    client.connect_to_host()
    app.exec()
    tick.stop()
    return result[0] if result else 1

"""Start the application: command line, settings, the window; autoplay and screenshots."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .. import __version__
from ..app.settings import SPEED_NAMES

if TYPE_CHECKING:
    from ..session.controller import GameController
    from .main_window import MainWindow
    from .table.table_scene import TableScene

LEVEL_NAMES = ("easy", "medium", "hard", "expert")


class Moments:
    """Tells ``shoot`` the moments worth a screenshot: "cut", "deal", "beg",
    "trick", "summary" and "gameover", each as the table comes to rest on it."""

    def __init__(self, window: MainWindow, shoot: Callable[[str], None]) -> None:
        self.window = window
        self.shoot = shoot
        self.controller: GameController | None = None
        self.scene: TableScene | None = None
        self.begged = False  # a stand or a beg has just been shown
        window.game_started.connect(self._game_started)

    def _game_started(self, c: GameController) -> None:
        self.controller = c
        if self.scene is not self.window.scene:
            self.scene = self.window.scene
            self.scene.idle.connect(self._idle)
        c.events.connect(self._events)
        c.human.prompt.connect(lambda kind, _view: kind == "stand" and self.shoot("beg"))
        c.hand_finished.connect(lambda _s: self.shoot("summary"))
        c.game_finished.connect(lambda _s: self.shoot("gameover"))

    def _events(self, events: list[object]) -> None:
        from ..engine.events import Begged, Stood

        self.begged = any(isinstance(e, Stood | Begged) for e in events)

    def _idle(self) -> None:
        c = self.controller
        if c is None:
            return
        hand = c.game.hand
        if c.game.phase == "method":
            self.shoot("cut")
        elif hand is not None and hand.phase == "stand" and not hand.actions:
            self.shoot("deal")
        elif hand is not None and (hand.phase == "answer" or self.begged):
            self.shoot("beg")
        elif hand is not None and len(hand.trick) >= min(2, hand.n - 1):
            self.shoot("trick")
        self.begged = False


def load_fonts() -> list[str]:
    """Add the bundled fonts (resources/fonts) to Qt's, once; the families added.

    Noto Sans Lao is there because a bare machine may have no Lao glyphs at all: Qt's
    font fallback finds an application font like any installed one."""
    global _fonts_loaded
    if _fonts_loaded is not None:
        return _fonts_loaded
    from PySide6.QtGui import QFontDatabase

    from ..app.resources import resource_path

    _fonts_loaded = []
    for path in sorted(resource_path("fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            _fonts_loaded += QFontDatabase.applicationFontFamilies(font_id)
    return _fonts_loaded


_fonts_loaded: list[str] | None = None


def parse_args(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        prog="allfours", description="All Fours, Trinidad's national card game.")
    ap.add_argument("--autoplay", type=int, metavar="N",
                    help="every seat a computer player: play N whole games, print one line "
                         "per game, then exit")
    ap.add_argument("--levels", metavar="L1,L2,L3,L4",
                    help="computer level per seat (easy, medium, hard, expert); with "
                         "--autoplay the first is seat 0's")
    ap.add_argument("--speed", choices=SPEED_NAMES, help="animation speed")
    ap.add_argument("--seed", type=int,
                    help="seed for the cut and the shuffles (with --analyse: for the sampled "
                         "deals, default 0)")
    ap.add_argument("--players", type=int, choices=(2, 4), help="players at the table")
    ap.add_argument("--screenshots", metavar="DIR",
                    help="save PNGs of the cut, the deal, the beg decision, a trick, the "
                         "hand summary and game over")
    ap.add_argument("--exit-when-ready", action="store_true",
                    help="quit as soon as the table is first painted")
    ap.add_argument("--data-dir", metavar="DIR",
                    help="where settings and data go instead of the standard location")
    ap.add_argument("--resume", action="store_true",
                    help="resume the unfinished game at the decision it was waiting for")
    ap.add_argument("--version", action="version", version=f"All Fours {__version__}")
    ap.add_argument("--search-core", action="store_true",
                    help="print which search core the computer players and the coach run "
                         "here, 'compiled' or 'pure' (ALLFOURS_PURE=1 forces pure), and exit")
    coach = ap.add_argument_group(
        "analyse a hand, without a window",
        "--analyse judges every decision of seat --seat in an allfours-hand/1 record (a "
        "finished hand or a prefix of one) from that seat's own view, and prints one JSON "
        "object a line: index, chosen, best, loss, error, verdict, reason.")
    coach.add_argument("--analyse", metavar="FILE",
                       help="the hand record to analyse (- reads standard input); needs --seat")
    coach.add_argument("--seconds", type=_budget, metavar="S",
                       help="with --analyse: the search's budget a decision, in seconds of "
                            "work on a reference machine (default 3; the same answer on any "
                            "machine)")
    net = ap.add_argument_group(
        "play over the network, without a window",
        "--serve hosts a table: the --people seats join from other machines, the others are "
        "computers (--levels per seat; a person seat's level is the computer that stands "
        "in while that person is away). --join plays one seat of a table as a computer.")
    net.add_argument("--serve", type=_port, metavar="PORT",
                     help="host a table on PORT (0: any free port, printed)")
    net.add_argument("--join", type=_join_target, metavar="HOST:PORT|CODE",
                     help="join the table at HOST:PORT, or over the internet by the host's "
                          "code for the seat (7-guitarist-revenge), as a computer player (--bot)")
    net.add_argument("--code", metavar="CODE", help="the table's code (needed to join)")
    net.add_argument("--people", type=_seats, metavar="0,2",
                     help="with --serve: the seats people take from other machines")
    net.add_argument("--bind", default="0.0.0.0", metavar="ADDRESS",
                     help="with --serve: the address to listen on (default: all)")
    net.add_argument("--table-name", default="All Fours table", metavar="NAME",
                     help="with --serve: the name the table is announced by on the network")
    net.add_argument("--no-discovery", action="store_true",
                     help="with --serve: do not announce the table on the local network")
    net.add_argument("--turn-wait", type=_seconds, metavar="SECONDS",
                     help="with --serve: how long a person may take over a decision before "
                          "their seat's computer plays it (default 60; 0: no limit)")
    net.add_argument("--seat", type=int, metavar="N",
                     help="with --join: the seat to take; with --analyse: the seat whose "
                          "decisions are judged")
    net.add_argument("--bot", choices=LEVEL_NAMES, metavar="LEVEL",
                     help="with --join: the computer level that plays the seat")
    net.add_argument("--name", metavar="NAME", help="with --join: the name shown at the table")
    net.add_argument("--token", metavar="TOKEN",
                     help="with --join: take the seat back with the token printed when it "
                          "was first joined")
    net.add_argument("--internet", action="store_true",
                     help="with --serve: take friends over the internet too: one code per "
                          "--people seat is printed ('seat N: CODE'), to join with --join CODE "
                          "or Join a Table")
    net.add_argument("--mailbox", metavar="URL",
                     help="with --internet or --join CODE: the magic-wormhole mailbox server "
                          "(default: the magic-wormhole project's public one)")
    net.add_argument("--relay", metavar="HINT",
                     help="with --internet or --join CODE: the transit relay, tcp:HOST:PORT "
                          "(default: the magic-wormhole project's public one)")
    args = ap.parse_args(argv)
    if args.analyse is not None:
        _check_analyse_args(ap, args)
        return args
    if args.seconds is not None:
        ap.error("--seconds needs --analyse")
    _check_network_args(ap, args)
    from ..app.setting_checks import mailbox_address, relay_address

    for flag, value, check, like in (("--mailbox", args.mailbox, mailbox_address,
                                      "ws://HOST:4000/v1"),
                                     ("--relay", args.relay, relay_address, "tcp:HOST:4001")):
        try:
            if value is not None and not check(value):
                raise ValueError(value)
        except Exception:
            ap.error(f"{flag} takes an address like {like}")
    if args.autoplay is not None and args.autoplay < 1:
        ap.error("--autoplay needs a number of games of at least 1")
    if args.levels is not None:
        levels = [x.strip() for x in args.levels.split(",")]
        bad = [x for x in levels if x not in LEVEL_NAMES]
        if bad or not 1 <= len(levels) <= 4:
            ap.error(f"--levels takes up to four of {', '.join(LEVEL_NAMES)}, "
                     f"comma-separated (got {args.levels!r})")
        args.levels = levels
    return args


def _whole(text: str, top: int, what: str) -> int:
    """A whole number from 0 to ``top`` on the command line, or argparse's error."""
    try:
        n = int(text)
    except ValueError:
        n = -1
    if not 0 <= n <= top:
        raise argparse.ArgumentTypeError(f"{text!r} is not {what} (0 to {top})")
    return n


def _port(text: str) -> int:
    return _whole(text, 65535, "a port")


def _seconds(text: str) -> int:
    return _whole(text, 3600, "a number of seconds")


def _address(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    host = host.strip("[]")  # [::1]:5000
    if not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not HOST:PORT")
    return host, int(port)


def _join_target(text: str) -> tuple[str, int] | str:
    """HOST:PORT on the LAN, or a wormhole code for the internet."""
    from ..net.wormhole.codes import normalise_code

    try:
        return _address(text)
    except argparse.ArgumentTypeError:
        code = normalise_code(text)
        if code is None:
            raise argparse.ArgumentTypeError(
                f"{text!r} is neither HOST:PORT nor a code like 7-guitarist-revenge") from None
        return code


def _seats(text: str) -> list[int]:
    try:
        seats = [int(x) for x in text.split(",")]
    except ValueError:
        seats = []
    if not seats or len(set(seats)) != len(seats) or not all(0 <= s <= 3 for s in seats):
        raise argparse.ArgumentTypeError(f"{text!r} is not a list of seats 0 to 3, like 0,2")
    return seats


def _budget(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        x = -1.0
    if not 0 < x <= 3600:  # NaN fails too
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds (above 0, "
                                         "at most 3600)")
    return x


def _check_analyse_args(ap: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """--analyse takes --seat (and --seconds, --seed) and nothing that opens a table."""
    if args.seat is None:
        ap.error("--analyse needs --seat")
    if not 0 <= args.seat <= 3:
        ap.error("--seat must be a seat from 0 to 3")
    wrong = [f for f, v in (("--autoplay", args.autoplay), ("--levels", args.levels),
                            ("--speed", args.speed), ("--players", args.players),
                            ("--screenshots", args.screenshots), ("--data-dir", args.data_dir),
                            ("--serve", args.serve), ("--join", args.join),
                            ("--code", args.code), ("--people", args.people),
                            ("--bot", args.bot), ("--name", args.name),
                            ("--token", args.token), ("--turn-wait", args.turn_wait),
                            ("--mailbox", args.mailbox), ("--relay", args.relay))
             if v is not None]
    wrong += [f for f, v in (("--exit-when-ready", args.exit_when_ready),
                             ("--resume", args.resume), ("--no-discovery", args.no_discovery),
                             ("--internet", args.internet))
              if v]
    if wrong:
        ap.error(f"{wrong[0]} does not go with --analyse")


def _check_network_args(ap: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """The network modes need their own flags, and only they take them."""
    if args.serve is not None and args.join is not None:
        ap.error("--serve and --join do not go together")
    by_code = isinstance(args.join, str)  # --join CODE: over the internet
    if args.serve is not None:
        if (not args.code and not args.internet) or args.people is None:
            ap.error("--serve needs --code (or --internet) and --people")
        wrong = [f for f, v in (("--join", args.join), ("--seat", args.seat),
                                ("--bot", args.bot), ("--token", args.token)) if v is not None]
        if not args.internet:
            wrong += [f for f, v in (("--mailbox", args.mailbox), ("--relay", args.relay))
                      if v is not None]
            if wrong[:1] in (["--mailbox"], ["--relay"]):
                ap.error(f"{wrong[0]} needs --internet (or --join CODE)")
    elif args.join is not None:
        if (not args.code and not by_code) or args.seat is None or args.bot is None:
            ap.error("--join needs --code, --seat and --bot (--seat and --bot with a code)")
        if not 0 <= args.seat <= 3:
            ap.error("--seat must be a seat from 0 to 3")
        wrong = [f for f, v in (("--people", args.people), ("--levels", args.levels),
                                ("--turn-wait", args.turn_wait))
                 if v is not None]
        wrong += ["--internet"] if args.internet else []
        if not by_code:
            extra = [f for f, v in (("--mailbox", args.mailbox), ("--relay", args.relay))
                     if v is not None]
            if extra:
                ap.error(f"{extra[0]} needs --internet (or --join CODE)")
    else:
        wrong = [f for f, v in (("--code", args.code), ("--people", args.people),
                                ("--seat", args.seat), ("--bot", args.bot),
                                ("--name", args.name), ("--token", args.token),
                                ("--turn-wait", args.turn_wait))
                 if v is not None]
        wrong += ["--internet"] if args.internet else []
        if wrong:
            ap.error(f"{wrong[0]} needs --serve or --join")
        return
    if wrong:
        ap.error(f"{wrong[0]} does not go with {'--serve' if args.serve is not None else '--join'}")
    if args.code is not None and not 1 <= len(args.code) <= 64:
        ap.error("--code must be 1 to 64 characters")
    if args.autoplay is not None or args.screenshots or args.resume or args.exit_when_ready:
        ap.error("--serve and --join run without a window: no --autoplay, --screenshots, "
                 "--resume or --exit-when-ready")


def cannot_open_window(args: argparse.Namespace) -> str | None:
    """The one line to print when Qt's X11 plugin lacks libraries here (Qt would
    abort), in the person's language; None when the window can open."""
    from ..app.x11_libraries import install_line, missing_libraries

    lacking = missing_libraries()
    if not lacking:
        return None
    from PySide6.QtCore import QCoreApplication

    from ..app import i18n
    from ..app.settings import AppSettings, data_dir

    core = QCoreApplication(sys.argv[:1])  # no screen: only to speak the person's language
    core.setApplicationName("All Fours")
    core.setOrganizationName("AllFours")
    i18n.install(core, i18n.chosen(AppSettings(data_dir(args.data_dir)).language))
    return QCoreApplication.translate(
        "Startup", "All Fours cannot open its window: Qt's X11 libraries {libraries} are "
        "not installed. Install them with: {command}").format(
            libraries=", ".join(lacking), command=install_line(lacking))


def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.search_core:
        from ..ai.native import engine_name

        print(engine_name())
        return 0
    if args.analyse is not None:  # no window, no Qt: the analysis prints and exits
        from ..ai.analysis import DEFAULT_SECONDS, command_line

        return command_line(args.analyse, args.seat,
                            DEFAULT_SECONDS if args.seconds is None else args.seconds,
                            0 if args.seed is None else args.seed)
    if args.serve is not None or args.join is not None:
        # headless: a QCoreApplication, no window, not even QtGui
        from ..net import headless

        return headless.serve(args) if args.serve is not None else headless.join(args)
    if args.screenshots:
        Path(args.screenshots).mkdir(parents=True, exist_ok=True)
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from ..app import i18n
    from ..app.logfile import log_to_file
    from ..app.resources import resource_path
    from ..app.settings import AppSettings, data_dir
    from ..engine.rules import Rules
    from ..session.game_config import HUMAN, GameConfig
    from .main_window import MainWindow
    from .table.card_art import CardArt

    running = QApplication.instance()
    if running is None and (lacking := cannot_open_window(args)) is not None:
        print(lacking, file=sys.stderr)  # instead of Qt's abort and core dump
        return 1
    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("All Fours")
    app.setOrganizationName("AllFours")
    app.setDesktopFileName("org.allfours.AllFours")
    icon = resource_path("icons", "allfours.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    load_fonts()
    directory = data_dir(args.data_dir)
    settings = AppSettings(directory)
    log_to_file(directory)  # the details go there; the terminal gets each notice once
    i18n.install(app, i18n.chosen(settings.language))  # before the first window's texts
    notices: list[str] = list(settings.problems)
    config = settings.game_config()
    rules = config.rules
    if args.players and args.players != rules.players:
        rules = Rules(**(rules.to_json() | {"players": args.players}))
    n = rules.players
    names = [*config.names, "Rhonda", "Partner", "Kerwin"][:n]
    if args.autoplay:
        levels = list(args.levels or ["medium"] * 4)
        levels = (levels + [levels[-1]] * 4)[:n]
        names = ["South", "East", "North", "West"][:n] if n == 4 else ["South", "North"]
    else:
        # the person is seat 0: given four levels, the first is not used;
        # given fewer, they fill the computer seats in order
        computer = list(config.levels[1:n])
        if args.levels:
            given = args.levels[1:] if len(args.levels) == 4 else args.levels
            computer = (given + [given[-1]] * 3)[:n - 1]
        levels = [HUMAN, *(computer + ["medium"] * 3)[:n - 1]]
    config = GameConfig(rules=rules, names=tuple(names), levels=tuple(levels[:n]),
                        seed=args.seed, strict_table=settings.strict_table)
    speed = args.speed or settings.speed
    art = CardArt(settings.card_back, settings.four_colour)
    # The table is laid out and painted first; the history, the engine's play
    # and the controller load once it is on screen (then the cut begins).
    window = MainWindow(config, speed=speed, autoplay=bool(args.autoplay), art=art,
                        settings=settings, defer_start=True)

    def begin() -> None:
        from ..app.startup import choose_unfinished, open_history, take_back

        start = open_history(directory)
        window.history_dir = start.retry
        if args.mailbox or args.relay:  # internet tables' servers for this run (not saved)
            from ..net.table_settings import InternetServers

            window.network.parts.internet_override = InternetServers.named(args.mailbox,
                                                                           args.relay)
        if not args.autoplay and settings.saved_elsewhere:
            settings.saved_elsewhere = take_back(start, settings.saved_elsewhere)
        if args.resume or not args.autoplay:
            choose_unfinished(start, args.resume, autoplay=bool(args.autoplay))
        # a history that takes no writes is read all the same: its game resumes
        window.games.begin(start.store or start.reader,
                           resume=start.unfinished if args.resume else None,
                           offer_resume=start.unfinished if not args.resume else None,
                           lock=start.lock, offer_lesson=not args.autoplay)
        notices.extend(start.notices)
        for notice in notices:
            print(notice, file=sys.stderr)
        window.notify(notices, directory if notices else None)
    # after the paint event returns, so the table reaches the screen first
    window.painted.connect(lambda: QTimer.singleShot(0, begin))
    geometry = settings.geometry()
    if geometry is not None and not args.autoplay:
        window.restoreGeometry(geometry)
        window.fit_to_screen(window.width(), window.height())  # saved on a larger screen
    shots_taken: set[str] = set()
    if args.screenshots:
        out = Path(args.screenshots)

        def shoot(name: str) -> None:
            if name in shots_taken:
                return
            shots_taken.add(name)
            # grab() renders the window as it is now; waiting would miss the moment
            window.grab().save(str(out / f"{name}.png"))
        moments = Moments(window, shoot)  # noqa: F841 (held while the app runs)

    games_done = 0

    def on_game_over(summary: object) -> None:
        nonlocal games_done
        games_done += 1
        score = window.controller.game.score if window.controller else [0, 0]
        winner = window.controller.game.winner if window.controller else None
        print(f"game {games_done}: {score[0]}-{score[1]}, team {winner} wins "
              f"({window.controller.game.hand_number if window.controller else 0} hands)",
              flush=True)
        if args.autoplay:
            if games_done >= args.autoplay:
                QTimer.singleShot(400 if args.screenshots else 0, app.quit)
            else:
                QTimer.singleShot(0, lambda: window.games.start_game(
                    GameConfig(rules=config.rules, names=config.names, levels=config.levels,
                               seed=None if args.seed is None else args.seed + games_done)))
    window.game_over.connect(on_game_over)

    if args.exit_when_ready:
        window.painted.connect(lambda: (
            print(f"ready in {time.perf_counter() - started:.3f} s", flush=True),
            QTimer.singleShot(0, app.quit)))
    window.show()
    code = app.exec()
    window.close()
    window.deleteLater()
    settings.sync()
    if window.store is not None:
        window.store.close()
    return int(code)


if __name__ == "__main__":
    sys.exit(main())

"""The real app in a real X server: Xvfb, xdotool, the app's history database.

The app is started as a person starts it (``python -m allfours_gui ...``) on its own
Xvfb display, and played with keys and clicks sent by xdotool to its window, the way
a person's keyboard and mouse reach it. Nothing here reaches into the app: progress is
read from its history database (``history.sqlite3`` in the data dir: table ``hands``,
``record`` JSON with "actions" of {"seat", "do"}, ``outcome`` not NULL once a hand is
over), and where the prompt's buttons are is read from the screen's pixels.

Used by tests/ui/test_real_window.py, tests/ui/test_monkey.py and tools/monkey.py.
Needs Debian's ``xvfb`` and ``xdotool``; the screen is read through libX11 (ctypes),
so no image tool is needed.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import glob
import json
import os
import random
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REVIEW_DIR = ROOT / "test-screenshots"
SCREEN = (1366, 768)
TRACEBACK = "Traceback (most recent call last)"
MAIN_TITLE = "All Fours"


def missing_tools() -> str | None:
    """Why the real window cannot be driven here, or None."""
    if not sys.platform.startswith("linux"):
        return "the real-window tests run on Linux (Xvfb) only"
    missing = [t for t in ("Xvfb", "xdotool") if shutil.which(t) is None]
    if missing:
        return f"{' and '.join(missing)} not found (apt-get install xvfb xdotool)"
    if ctypes.util.find_library("X11") is None:
        return "libX11 not found (apt-get install libx11-6)"
    return lacking_x11_libraries()


_LACKING = """
import os
from allfours_gui.app.x11_libraries import install_line, missing_libraries
lacking = missing_libraries({**os.environ, "QT_QPA_PLATFORM": "xcb"})
print(f"Qt's xcb plugin lacks {', '.join(lacking)} ({install_line(lacking)})" if lacking else "")
"""


def lacking_x11_libraries() -> str | None:
    """What Qt's X11 plugin lacks here, as the app itself finds it (in a process
    of its own: this one runs Qt offscreen), or None."""
    out = subprocess.run([sys.executable, "-c", _LACKING], capture_output=True, text=True,
                         timeout=60, cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "xcb"})
    return out.stdout.strip() or None


# ---------------------------------------------------------------- libX11 through ctypes
class _XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int),
                ("xoffset", ctypes.c_int), ("format", ctypes.c_int),
                ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


class _XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int),
                ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class _XClientMessageEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                ("send_event", ctypes.c_int), ("display", ctypes.c_void_p),
                ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]


class _XEvent(ctypes.Union):
    _fields_ = [("xclient", _XClientMessageEvent), ("pad", ctypes.c_long * 24)]


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_ignore_errors = _ERROR_HANDLER(lambda display, error: 0)  # a vanished window is no crash


class Screen:
    """A client connection to the X server: reads pixels and window attributes, and
    closes windows the way a window manager's close button does (WM_DELETE_WINDOW)."""

    def __init__(self, display: str) -> None:
        x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XGetImage.restype = ctypes.POINTER(_XImage)
        x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                  ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                             ctypes.POINTER(_XWindowAttributes)]
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int,
                                   ctypes.c_long, ctypes.POINTER(_XEvent)]
        x11.XFree.argtypes = [ctypes.c_void_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x11.XSetErrorHandler(_ignore_errors)
        self.x11 = x11
        self.dpy = x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise OSError(f"cannot open X display {display}")
        self.root = x11.XDefaultRootWindow(self.dpy)

    def close(self) -> None:
        if self.dpy:
            self.x11.XCloseDisplay(self.dpy)
            self.dpy = None

    def grab(self, x: int = 0, y: int = 0, w: int = SCREEN[0], h: int = SCREEN[1]) -> Image:
        """The screen's pixels in a rectangle (clipped to the screen), BGRX bytes."""
        x, y = max(0, x), max(0, y)
        w, h = min(w, SCREEN[0] - x), min(h, SCREEN[1] - y)
        ptr = self.x11.XGetImage(self.dpy, self.root, x, y, w, h, 0xFFFFFFFF, 2)  # ZPixmap
        if not ptr:
            raise OSError("XGetImage failed")
        img = ptr.contents
        try:
            assert img.bits_per_pixel == 32, img.bits_per_pixel
            data = ctypes.string_at(img.data, img.bytes_per_line * img.height)
            return Image(data, img.width, img.height, img.bytes_per_line, x, y)
        finally:
            self.x11.XFree(img.data)
            self.x11.XFree(ptr)

    def attributes(self, wid: int) -> _XWindowAttributes | None:
        attrs = _XWindowAttributes()
        if not self.x11.XGetWindowAttributes(self.dpy, wid, ctypes.byref(attrs)):
            return None
        return attrs

    def is_popup(self, wid: int) -> bool:
        """Menus, tooltips and drop-down lists are override-redirect windows."""
        attrs = self.attributes(wid)
        return attrs is None or bool(attrs.override_redirect)

    def request_close(self, wid: int) -> None:
        """What a window manager sends when its close button is pressed."""
        ev = _XEvent()
        ev.xclient.type = 33  # ClientMessage
        ev.xclient.window = wid
        ev.xclient.message_type = self.x11.XInternAtom(self.dpy, b"WM_PROTOCOLS", 0)
        ev.xclient.format = 32
        ev.xclient.data[0] = self.x11.XInternAtom(self.dpy, b"WM_DELETE_WINDOW", 0)
        ev.xclient.data[1] = 0  # CurrentTime
        self.x11.XSendEvent(self.dpy, wid, 0, 0, ctypes.byref(ev))
        self.x11.XSync(self.dpy, 0)


# colours of the panels' buttons (overlays.py), as BGR bytes: face, hover, default
_BUTTON = rb"(?:\xe6\xf1\xf4|\xcc\xf6\xff|\x5a\xd9\xff)."
_BUTTON_RUN = re.compile(rb"(?:" + _BUTTON + rb"){14,}", re.S)
_WHITE_RUN = re.compile(rb"(?:\xff\xff\xff.){10,}", re.S)


@dataclass
class Box:
    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def centre(self) -> tuple[int, int]:
        return (self.x0 + self.x1) // 2, (self.y0 + self.y1) // 2

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> int:
        return self.y1 - self.y0


@dataclass
class Image:
    data: bytes
    width: int
    height: int
    stride: int
    left: int = 0  # where on the screen the image's (0, 0) is
    top: int = 0

    def runs(self, pattern: re.Pattern[bytes], y0: int = 0, y1: int | None = None,
             step: int = 2) -> Iterator[tuple[int, int, int]]:
        """(y, x0, x1) of pixel runs matching ``pattern``, every ``step`` rows."""
        for y in range(max(0, y0), min(self.height, y1 or self.height), step):
            row = self.data[y * self.stride:y * self.stride + self.width * 4]
            for m in pattern.finditer(row):
                # a match may start on the spare byte of the pixel before (0xff too)
                a, b = -(-m.start() // 4), m.end() // 4
                if b - a >= 8:
                    yield y, a, b

    def boxes(self, pattern: re.Pattern[bytes], y0: int = 0, y1: int | None = None) -> list[Box]:
        """Bounding boxes of connected-ish regions of matching runs (screen coordinates)."""
        boxes: list[Box] = []
        for y, a, b in self.runs(pattern, y0, y1):
            for box in boxes:
                if box.y1 >= y - 4 and a <= box.x1 + 2 and b >= box.x0 - 2:
                    box.x0, box.x1, box.y1 = min(box.x0, a), max(box.x1, b), y
                    break
            else:
                boxes.append(Box(a, y, b, y))
        return [Box(b.x0 + self.left, b.y0 + self.top, b.x1 + self.left, b.y1 + self.top)
                for b in boxes]

    def buttons(self) -> list[Box]:
        """The prompt's and the summary's buttons, left to right."""
        found = [b for b in self.boxes(_BUTTON_RUN) if b.width >= 40 and b.height >= 12]
        return sorted(found, key=lambda b: (b.x0, b.y0))

    def hand(self, bottom_share: float = 0.24) -> Box | None:
        """Where the person's face-up cards are: the white in the bottom band."""
        y0 = int(self.height * (1 - bottom_share))
        boxes = [b for b in self.boxes(_WHITE_RUN, y0) if b.width >= 60 and b.height >= 20]
        return max(boxes, key=lambda b: b.width * b.height) if boxes else None

    def save_png(self, path: Path) -> bool:
        """Write a PNG (Qt's QImage, no display needed); False if it could not."""
        try:
            from PySide6.QtGui import QImage
        except ImportError:
            return False
        image = QImage(self.data, self.width, self.height, self.stride,
                       QImage.Format.Format_RGB32)
        path.parent.mkdir(parents=True, exist_ok=True)
        return bool(image.copy().save(str(path)))


# ----------------------------------------------------------------------- the X server
class Xvfb:
    """Its own X server on a display the server itself finds free (``-displayfd``: it
    takes the display's lock file atomically, so tests running side by side, each in
    a worker of its own, never share one)."""

    def __init__(self, timeout: float = 20) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        self.display = ""
        read, write = os.pipe()
        try:
            proc = subprocess.Popen(
                ["Xvfb", "-displayfd", str(write), "-screen", "0",
                 f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write,))
            os.close(write)
            write = -1
            number = b""
            deadline = time.monotonic() + timeout
            os.set_blocking(read, False)
            while time.monotonic() < deadline and proc.poll() is None and b"\n" not in number:
                with contextlib.suppress(BlockingIOError):
                    number += os.read(read, 16) or b""
                time.sleep(0.02)
        finally:
            os.close(read)
            if write >= 0:
                os.close(write)
        if not number.strip().isdigit():
            stop(proc)
            raise OSError(f"Xvfb named no display within {timeout:.0f} s")
        display = f":{int(number)}"
        # the server writes its number once it listens; wait until it answers
        while time.monotonic() < deadline and proc.poll() is None:
            if subprocess.run(["xdotool", "getdisplaygeometry"],
                              env=dict(os.environ, DISPLAY=display),
                              capture_output=True).returncode == 0:
                self.proc, self.display = proc, display
                return
            time.sleep(0.05)
        stop(proc)
        raise OSError(f"Xvfb on {display} did not answer within {timeout:.0f} s")

    def close(self) -> None:
        if self.proc is not None:
            stop(self.proc)
            self.proc = None


def stop(proc: subprocess.Popen[bytes], grace: float = 3.0) -> int | None:
    """Ask a process we started to end, then make it; its exit code."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(grace)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
    return proc.returncode


# --------------------------------------------------------------------------- the app
@dataclass
class Progress:
    finished: int = 0  # hands with an outcome
    hands: int = 0  # hands in the database, finished or not
    person_plays: int = 0  # cards seat 0 played, in all of them
    person_actions: int = 0  # anything seat 0 did (stand, beg, give, run, play)
    actions: int = 0  # anything anybody did
    idle: float = 0.0  # seconds without a new action, when it was read in a loop

    @property
    def moves(self) -> tuple[int, int]:
        return self.hands, self.actions

    def __str__(self) -> str:
        text = (f"{self.finished} hands finished ({self.hands} started, {self.actions} "
                f"actions), you played {self.person_plays} cards")
        return text + (f"; nothing moved for the last {self.idle:.0f} s" if self.idle >= 5
                       else "")


def read_progress(data_dir: Path) -> Progress:
    p = Progress()
    for db in glob.glob(str(data_dir / "**" / "history.sqlite3"), recursive=True):
        try:
            con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=2)
            try:
                rows = con.execute("select record, outcome from hands").fetchall()
            finally:
                con.close()
        except sqlite3.Error:
            continue  # being created or written right now: read again next time
        for record, outcome in rows:
            actions = json.loads(record).get("actions", []) if record else []
            mine = [a for a in actions if a.get("seat") == 0]
            p.actions += len(actions)
            p.person_actions += len(mine)
            p.person_plays += sum(1 for a in mine if a.get("do") == "play")
            p.hands += 1
            p.finished += outcome is not None
    return p


def tracebacks(log: str) -> list[str]:
    """Each Python traceback in an app log, from its first line to its exception."""
    found = []
    lines = log.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(TRACEBACK):
            j = i + 1
            while j < len(lines) and (lines[j].startswith(" ") or not lines[j].strip()):
                j += 1
            found.append("\n".join(lines[i:j + 1]))
    return found


def stack_top(tb: str) -> str:
    """The innermost frame and the exception of a traceback, on one line."""
    frames = re.findall(r'File "([^"]+)", line (\d+), in (\S+)', tb)
    last = tb.strip().splitlines()[-1] if tb.strip() else ""
    if not frames:
        return last
    path, line, func = frames[-1]
    with contextlib.suppress(ValueError):
        path = str(Path(path).relative_to(ROOT))
    return f"{path}:{line} in {func}: {last}"


@dataclass
class RealApp:
    """The app on its own Xvfb, started the way a person starts it."""

    speed: str
    workdir: Path
    seed: int = 5
    extra_args: tuple[str, ...] = ()
    # a person's very first start offers Learn to Play before any game; the other runs
    # start as a returning player does, straight into a game
    first_start: bool = False
    # more of the app's environment (a session bus, accessibility on), set last
    env: dict[str, str] = field(default_factory=dict)
    xvfb: Xvfb | None = None  # one already started is used (and closed with the app)
    proc: subprocess.Popen[bytes] | None = None
    screen: Screen | None = None
    wid: int = 0
    use_send_event: bool = False  # key --window, if focusing the window does not work
    started: float = 0.0
    exit_code: int | None = None
    sent: dict[str, int] = field(default_factory=lambda: {"keys": 0, "clicks": 0})

    @property
    def data_dir(self) -> Path:
        return self.workdir / "data"

    @property
    def log_path(self) -> Path:
        return self.workdir / "app.log"

    def start(self, window_timeout: float = 60) -> None:
        self.workdir.mkdir(parents=True, exist_ok=True)
        if self.xvfb is None:
            self.xvfb = Xvfb()
        self.screen = Screen(self.xvfb.display)
        home = self.workdir / "home"
        runtime = self.workdir / "runtime"
        for d in (home, runtime):
            d.mkdir(exist_ok=True)
        runtime.chmod(0o700)
        settings = self.data_dir / "settings.ini"
        if not self.first_start and not settings.exists():
            self.data_dir.mkdir(parents=True, exist_ok=True)
            settings.write_text("[help]\nlesson_offered=true\n", encoding="utf-8")
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("QT_", "PYTHON", "WAYLAND_"))}
        env |= {"DISPLAY": self.xvfb.display, "QT_QPA_PLATFORM": "xcb", "HOME": str(home),
                "XDG_RUNTIME_DIR": str(runtime), "PYTHONPATH": str(ROOT)} | self.env
        cmd = [sys.executable, "-m", "allfours_gui", "--speed", self.speed,
               "--seed", str(self.seed), "--data-dir", str(self.data_dir), *self.extra_args]
        with open(self.log_path, "wb") as log:
            # from a folder of its own: a file dialog's relative name lands there
            self.proc = subprocess.Popen(cmd, cwd=self.workdir, env=env, stdout=log,
                                         stderr=subprocess.STDOUT)
        self.started = time.monotonic()
        deadline = time.monotonic() + window_timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the app exited ({self.proc.returncode}) before its "
                                   f"window showed:\n{self.log()[-3000:]}")
            self.wid = self.find_window()
            if self.wid:
                self.check_focus()
                return
            time.sleep(0.2)
        raise RuntimeError(f"no window titled {MAIN_TITLE!r} within {window_timeout:.0f} s:"
                           f"\n{self.log()[-3000:]}")

    def close(self) -> None:
        if self.proc is not None:
            self.exit_code = stop(self.proc)
        if self.screen is not None:
            self.screen.close()
            self.screen = None
        if self.xvfb is not None:
            self.xvfb.close()

    def __enter__(self) -> RealApp:
        try:
            self.start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----------------------------------------------------------------- looking
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def log(self) -> str:
        """What the app printed, then its log file in the data folder (where
        tracebacks it caught and logged go: the terminal gets none of them)."""
        parts = []
        for path in (self.log_path, *sorted(self.data_dir.rglob("allfours.log*"))):
            try:
                parts.append(path.read_text(errors="replace"))
            except (FileNotFoundError, IsADirectoryError):
                continue
        return "\n".join(parts)

    def progress(self) -> Progress:
        return read_progress(self.data_dir)

    def xdotool(self, *args: str, timeout: float = 10) -> str:
        assert self.xvfb is not None
        try:
            out = subprocess.run(["xdotool", *args], env=dict(os.environ,
                                 DISPLAY=self.xvfb.display), capture_output=True, text=True,
                                 timeout=timeout)
        except subprocess.TimeoutExpired:
            return ""
        return out.stdout.strip() if out.returncode == 0 else ""

    def windows(self) -> list[int]:
        """The app's visible windows: the main one, dialogs, menus, tooltips."""
        if self.proc is None:
            return []
        return [int(w) for w in self.xdotool("search", "--onlyvisible", "--pid",
                                             str(self.proc.pid)).split()]

    def find_window(self) -> int:
        for w in self.xdotool("search", "--onlyvisible", "--name", MAIN_TITLE).split():
            wid = int(w)
            if (self.xdotool("getwindowname", w) == MAIN_TITLE and self.screen is not None
                    and not self.screen.is_popup(wid)):
                return wid
        return 0

    def geometry(self, wid: int | None = None) -> Box:
        out = self.xdotool("getwindowgeometry", "--shell", str(wid or self.wid))
        g = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
        x, y = int(g.get("X", 0)), int(g.get("Y", 0))
        return Box(x, y, x + int(g.get("WIDTH", 1180)), y + int(g.get("HEIGHT", 800)))

    def grab(self, wid: int | None = None) -> Image:
        assert self.screen is not None
        g = self.geometry(wid)
        return self.screen.grab(g.x0, g.y0, g.width, g.height)

    def screenshot(self, path: Path) -> bool:
        """The whole screen, as a person would see it, into ``path`` (PNG)."""
        if self.screen is None:
            return False
        try:
            return self.screen.grab().save_png(path)
        except OSError:
            return False

    # ----------------------------------------------------------------- acting
    def check_focus(self) -> None:
        """Focus the window; if X will not give it focus, send keys to it directly."""
        self.xdotool("windowfocus", str(self.wid))
        time.sleep(0.1)
        self.use_send_event = self.xdotool("getwindowfocus") != str(self.wid)

    def key(self, *keys: str, wid: int | None = None) -> None:
        target = wid or self.wid
        if self.use_send_event:
            self.xdotool("key", "--window", str(target), "--delay", "30", *keys)
        else:
            # no window manager: focus it ourselves, then type as a keyboard does
            self.xdotool("windowfocus", str(target))
            self.xdotool("key", "--delay", "30", *keys)
        self.sent["keys"] += len(keys)

    def click(self, x: int, y: int, button: int = 1) -> None:
        """A click at screen coordinates."""
        self.xdotool("mousemove", str(x), str(y), "click", str(button))
        self.sent["clicks"] += 1


# ------------------------------------------------------------------- playing a game
def play_until_hands(app: RealApp, hands: int, timeout: float,
                     stall: float = 60) -> tuple[Progress, float]:
    """Play as a person: keys 1-6 (a card by its place in the hand), Return and Space
    (the prompt's default button), clicks on the prompt's first button and on the
    hand. Stops once ``hands`` hands are finished, at ``timeout``, or when nothing
    has moved for ``stall`` seconds; returns the progress and the seconds it took."""
    start = time.monotonic()
    i = 0
    progress = app.progress()
    moved = start
    while time.monotonic() - start < timeout and app.alive():
        digit = str(i % 6 + 1)
        app.key(digit)
        time.sleep(0.15)
        app.key("Return")
        time.sleep(0.15)
        app.key("space")
        time.sleep(0.15)
        shot = app.grab()
        buttons = shot.buttons()
        if buttons:
            app.click(*buttons[0].centre)
        elif i % 3 == 2:
            hand = shot.hand()
            if hand is not None:
                # the visible left part of card k of six, near the top where raised
                # (playable) and lowered cards overlap
                k = (i // 3) % 6
                x = hand.x0 + int((k + 0.3) * hand.width / 6.3)
                app.click(x, hand.y0 + 30)
        time.sleep(0.15)
        i += 1
        if i % 3 == 0 or buttons:
            before, progress = progress, app.progress()
            now = time.monotonic()
            if progress.moves != before.moves:
                moved = now
            progress.idle = now - moved
            if progress.finished >= hands or progress.idle > stall:
                break
    final = app.progress()
    final.idle = progress.idle if final.moves == progress.moves else 0.0
    return final, time.monotonic() - start


# ------------------------------------------------------------------- random input
KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "Left", "Right", "Up", "Down",
        "Return", "space", "Escape", "h", "ctrl+z", "ctrl+h")
# With a menu open, arrows then Return or Space could walk to Quit and choose it, and
# Escape would leave the menu bar in keyboard mode, where arrows open a menu again.
# Open menus are closed by clicking elsewhere, as a person does.
KEYS_IN_MENU = ("1", "2", "3", "4", "5", "6", "h")
MENU_CAUTION = 1.5  # seconds after a click on the menu bar or a menu seen open
FILE_DIALOGS = ("Export hand", "Import hand")  # modal (exec): they would wait for ever
DIALOG_LIFE = 4.0  # seconds another window may stay open and take clicks


@dataclass
class Monkey:
    """Random clicks and keys at the real window, weighted toward the hand, the
    prompts and the menus. Never Ctrl+Q, and never Quit in the Game menu (its last
    item); windows it opens are closed again after a few seconds, file dialogs at once."""

    app: RealApp
    rng: random.Random
    opened: dict[int, float] = field(default_factory=dict)  # window -> first seen
    closed: int = 0
    menu_until: float = 0.0  # until then keys are kept to KEYS_IN_MENU

    def step(self) -> None:
        app = self.app
        assert app.screen is not None
        others = [w for w in app.windows() if w != app.wid]
        popups = [w for w in others if app.screen.is_popup(w)]
        dialogs = [w for w in others if w not in popups]
        now = time.monotonic()
        if popups:
            self.menu_until = now + MENU_CAUTION
        for w in list(self.opened):
            if w not in dialogs:
                del self.opened[w]
        for w in dialogs:
            self.opened.setdefault(w, now)
        # the newest first: a modal dialog blocks closing the windows under it; and
        # an open menu is closed first, by a click
        for w in [] if popups else sorted(dialogs, key=self.opened.__getitem__, reverse=True):
            first = self.opened[w]
            name = app.xdotool("getwindowname", str(w))
            if name in FILE_DIALOGS or now - first > DIALOG_LIFE:
                app.key("Escape", wid=w)
                if now - first > DIALOG_LIFE + 1:  # Escape does not close every window
                    app.screen.request_close(w)
                self.closed += 1
                time.sleep(0.1)
                return
        top = max(dialogs, key=self.opened.__getitem__) if dialogs else app.wid
        r = self.rng.random()
        if r < 0.38:
            keys = KEYS_IN_MENU if now < self.menu_until else KEYS
            app.key(self.rng.choice(keys), wid=top)
        elif popups and r < 0.55:
            self.click_in(app.geometry(self.rng.choice(popups)), menu=True)
        elif dialogs and r < 0.55:
            self.click_in(app.geometry(top))
        elif r < 0.58:
            g = app.geometry()  # the menu bar's titles and the toolbar's buttons
            if self.rng.random() < 0.6:
                self.menu_until = now + MENU_CAUTION
                app.click(g.x0 + self.rng.randint(4, 135), g.y0 + self.rng.randint(3, 14))
            else:
                app.click(g.x0 + self.rng.randint(4, 180), g.y0 + self.rng.randint(24, 42))
        elif r < 0.72:
            buttons = app.grab().buttons()
            if buttons:
                b = self.rng.choice(buttons)
                app.click(self.rng.randint(b.x0, b.x1), self.rng.randint(b.y0, b.y1))
            else:
                self.click_in(app.geometry())
        elif r < 0.90:
            hand = app.grab().hand()
            if hand is not None:
                app.click(self.rng.randint(hand.x0, hand.x1),
                          self.rng.randint(hand.y0, min(hand.y1, hand.y0 + 60)))
            else:
                self.click_in(app.geometry())
        elif r < 0.93:
            g = app.geometry()
            x, y = self.rng.randint(g.x0, g.x1 - 1), self.rng.randint(g.y0, g.y1 - 1)
            app.xdotool("mousemove", str(x), str(y), "click", "--repeat", "2",
                        "--delay", "60", "1")
            app.sent["clicks"] += 2
        else:
            self.click_in(app.geometry())
        time.sleep(self.rng.uniform(0.05, 0.2))

    def click_in(self, g: Box, menu: bool = False) -> None:
        y1 = min(g.y1, SCREEN[1]) - 1
        if menu and g.height > 120:
            y1 -= 30  # the Game menu: its last item is Quit
        x = self.rng.randint(g.x0, max(g.x0, g.x1 - 1))
        y = self.rng.randint(g.y0, max(g.y0, y1))
        self.app.click(x, y)


def run_monkey(app: RealApp, seconds: float, seed: int | None = None) -> Monkey:
    monkey = Monkey(app, random.Random(seed))
    end = time.monotonic() + seconds
    while time.monotonic() < end and app.alive():
        monkey.step()
    return monkey


def require_x_tools() -> None:
    """Skip (in CI: fail) when the real window cannot be driven here."""
    import pytest

    reason = missing_tools()
    if reason is not None:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"{reason} (CI=true, so this is a failure, not a skip)")
        pytest.skip(reason)


def review_copy(src: Path, name: str) -> Path | None:
    if not src.is_file():
        return None
    REVIEW_DIR.mkdir(exist_ok=True)
    dst = REVIEW_DIR / name
    shutil.copy(src, dst)
    return dst

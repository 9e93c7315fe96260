"""Card faces and backs: SVG rendered at the size shown, cached.

Faces are rendered at exactly the on-screen pixel size times the device
pixel ratio, never scaled afterwards, so they stay crisp at any window size
and on high-DPI screens. A resize changes the card size, which simply misses
the cache and renders anew.

Rendering happens in a worker thread: the first card drawn at a new size
starts a job that renders the back and all 52 faces of the deck in use into
QImages, cards asked for meanwhile first. The GUI thread only turns finished
images into pixmaps. Until a card is ready at the new size, its pixmap at the
old size, scaled, stands in (after a resize), and ``ready`` tells the scene
to repaint once the crisp one exists. Only a card never drawn before at any
size is rendered on the GUI thread, so the first paint never shows a blank.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

from ...app.resources import BACKS, resource_path
from ...engine.cards import card_str

CARD_RATIO = 350 / 250  # height / width of the art

Key = tuple[str, int, int, float]  # path, width, height, device pixel ratio


@dataclass
class _Job:
    """Render every card of one style at one size, requested ones first."""

    width: int
    height: int
    dpr: float
    todo: deque[str]
    cancelled: bool = False
    current: str = ""  # being rendered now
    asked: set[str] = field(default_factory=set)  # wanted on screen: say when done
    started: bool = False  # its worker thread is running


def _new_renderer(path: str) -> QSvgRenderer:
    # QtSvg loads on the first card drawn, after the window is up
    from PySide6.QtSvg import QSvgRenderer

    return QSvgRenderer(str(resource_path("cards", path)))


def _render(renderer: QSvgRenderer, width: int, height: int, dpr: float) -> QImage:
    image = QImage(round(width * dpr), round(height * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    return image


class _Announcer(QObject):
    """Tells the GUI thread that a worker finished a card someone asked for.
    One for the app, never deleted: the workers hold no CardArt, so a CardArt
    is never destroyed on a worker thread (Qt objects die in their own thread).

    It tells the CardArt by number, held weakly: a connection from the announcer to
    each CardArt's method, queued, could reach a CardArt being collected (a closed
    window's), and a test run once crashed there ("Slot 'CardArt::' not found")."""

    finished = Signal(int)  # the CardArt's number

    def __init__(self) -> None:
        super().__init__()
        self.arts: weakref.WeakValueDictionary[int, CardArt] = weakref.WeakValueDictionary()
        # the announcer's own slot, on the GUI thread it lives in
        self.finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, number: int) -> None:
        art = self.arts.get(number)
        if art is not None and shiboken6.isValid(art):
            art.ready.emit()


_announcer: _Announcer | None = None
_art_numbers = itertools.count()


class CardArt(QObject):
    ready = Signal()  # cards finished off the GUI thread: repaint the stand-ins

    def __init__(self, back: str = "red", four_colour: bool = False) -> None:
        super().__init__()
        global _announcer
        if _announcer is None:
            _announcer = _Announcer()
        self._number = next(_art_numbers)
        self._announcer = _announcer
        _announcer.arts[self._number] = self
        self._cache: dict[Key, QPixmap] = {}
        self._latest: dict[str, QPixmap] = {}  # each card at the size drawn last
        self._lock = threading.Lock()
        self._finished: dict[Key, QImage] = {}  # from the worker, under the lock
        self._jobs: dict[tuple[int, int, float], _Job] = {}
        self.back = back if back in BACKS else "red"
        self.four_colour = four_colour

    def set_style(self, back: str, four_colour: bool) -> None:
        self.back = back if back in BACKS else "red"
        self.four_colour = four_colour
        self._cache.clear()
        self._latest.clear()
        self._stop_jobs()

    def face(self, card: int, width: int, dpr: float) -> QPixmap:
        return self._pixmap(self._face_path(card), width, dpr)

    def back_pixmap(self, width: int, dpr: float) -> QPixmap:
        return self._pixmap(f"backs/{self.back}.svg", width, dpr)

    def _face_path(self, card: int) -> str:
        deck = "fourcolour" if self.four_colour else "classic"
        return f"{deck}/{card_str(card)}.svg"

    def _pixmap(self, path: str, width: int, dpr: float) -> QPixmap:
        height = round(width * CARD_RATIO)
        key = (path, width, height, dpr)
        pm = self._cache.get(key)
        if pm is not None:
            return pm
        job = self._job_for(width, height, dpr)
        try:
            return self._made(path, key, job)
        finally:
            self._start(job)

    def _made(self, path: str, key: Key, job: _Job) -> QPixmap:
        _, width, height, dpr = key
        stand_in = self._latest.get(path)
        with self._lock:
            image = self._finished.pop(key, None)
            coming = image is None and (path in job.todo or path == job.current)
            if coming and stand_in is not None:
                job.asked.add(path)
                if path in job.todo:  # needed on screen: next
                    job.todo.remove(path)
                    job.todo.appendleft(path)
            elif coming and path in job.todo:
                job.todo.remove(path)  # drawn just below
        if coming and stand_in is not None:  # coming: not finished yet
            pm = stand_in.scaled(round(width * dpr), round(height * dpr),
                                 Qt.AspectRatioMode.IgnoreAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
            pm.setDevicePixelRatio(dpr)
            return pm
        if image is None:  # never drawn before: draw it now rather than show nothing
            image = _render(_new_renderer(path), width, height, dpr)
        if len(self._cache) > 400:  # old sizes after many resizes
            self._cache.clear()
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        self._cache[key] = self._latest[path] = pm
        return pm

    # --------------------------------------------------------------- worker
    def _job_for(self, width: int, height: int, dpr: float) -> _Job:
        size = (width, height, dpr)
        job = self._jobs.get(size)
        if job is not None:
            return job
        paths = [f"backs/{self.back}.svg"] + [self._face_path(c) for c in range(52)]
        todo = deque(p for p in paths if (p, *size) not in self._cache)
        job = self._jobs[size] = _Job(width, height, dpr, todo)
        # the table and a review window may show two sizes at once; older sizes
        # belong to windows since resized
        while len(self._jobs) > 2:
            self._cancel(next(iter(self._jobs)))
        return job

    def _start(self, job: _Job) -> None:
        """The worker starts once the card asked for is drawn: a card drawn on
        this thread never renders while a worker does its first render (a
        crash was seen with both setting up Qt's SVG rendering at once)."""
        if job.started or job.cancelled:
            return
        job.started = True
        threading.Thread(target=_work, args=(job, self._lock, self._finished, self._number,
                                             self._announcer),
                         name="card-art", daemon=True).start()

    def _cancel(self, size: tuple[int, int, float]) -> None:
        with self._lock:
            job = self._jobs.pop(size)
            job.cancelled = True
            for key in [k for k in self._finished if k[1:] == size]:
                del self._finished[key]

    def _stop_jobs(self) -> None:
        for size in list(self._jobs):
            self._cancel(size)


def _work(job: _Job, lock: threading.Lock, finished: dict[Key, QImage], number: int,
          announcer: _Announcer) -> None:
    while True:
        with lock:
            if job.cancelled or not job.todo:
                break
            path = job.current = job.todo.popleft()
        # each thread its own renderer: a QSvgRenderer is not shared across threads
        image = _render(_new_renderer(path), job.width, job.height, job.dpr)
        with lock:
            if job.cancelled:
                break
            finished[(path, job.width, job.height, job.dpr)] = image
            job.current = ""
            asked = path in job.asked
        if asked:  # only then: a repaint of every card costs the loop dearly
            announcer.finished.emit(number)  # while a computer thinks in Python

"""The windows and dialogs the main window opens: freed once closed, held only while open.

A window made with the main window as its Qt parent lives as long as the main window
unless it is deleted: closing only hides it. Each Game History, review (a whole table
scene), Statistics or dialog closed stayed in memory, megabytes a time. So every one is
deleted when it closes (``free_on_close``), and the main window keeps no strong reference
to it: the attributes that name the last one opened (``w.history_window``...) are weak
(``Latest``) and read None once it is gone.
"""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar, overload

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def free_on_close(window: W) -> W:
    """Delete ``window`` once it is closed (a dialog's OK, Cancel or Esc closes it too)."""
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return window


class Latest(Generic[W]):
    """An attribute holding a window weakly: the last one set while its Qt object lives,
    else None."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._key = f"_latest_{name}"

    @overload
    def __get__(self, obj: None, objtype: type | None = None) -> Latest[W]: ...
    @overload
    def __get__(self, obj: object, objtype: type | None = None) -> W | None: ...

    def __get__(self, obj: object | None, objtype: type | None = None) -> Latest[W] | W | None:
        if obj is None:
            return self
        ref: weakref.ref[W] | None = obj.__dict__.get(self._key)
        window = None if ref is None else ref()
        return window if window is not None and shiboken6.isValid(window) else None

    def __set__(self, obj: object, window: W | None) -> None:
        obj.__dict__[self._key] = None if window is None else weakref.ref(window)


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """``window`` at its preferred size, or smaller where the screen is: a 1366x768 laptop
    (or an 800x600 one) sees all of it. The frame and title bar are not in the size."""
    screen = window.screen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width() - 16), min(height, room.height() - 48)
    window.resize(width, height)

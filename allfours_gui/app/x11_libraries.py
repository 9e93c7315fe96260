"""Before the window: does Qt's X11 platform plugin (xcb) find its libraries?

Qt aborts the process (SIGABRT, a core dump) when the xcb plugin cannot load,
and its message names ``xcb-cursor0`` whatever is really missing. A Debian 12
desktop without ``libxcb-icccm4`` and ``libxcb-keysyms1`` showed exactly that
(issue 39). So, where Qt would use xcb, the plugin is loaded once by the
dynamic linker here first: when that works (every normal start) nothing more
is done; when it fails, ``ldd`` names every library that is not found and the
person is told, in one line, which packages to install.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# Debian's package for a library whose package name does not follow from its
# file name by the usual rule (libfoo-bar.so.0 -> libfoo-bar0)
_PACKAGES = {
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
}


def uses_xcb(environ: dict[str, str] | os._Environ[str] = os.environ,
             platform: str = sys.platform) -> bool:
    """Whether Qt will try the xcb plugin first here. A Wayland session with no
    platform asked for goes to Qt's Wayland plugin, which has its own needs."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "").strip()
    if asked:
        return asked.split(";")[0].split(":")[0].strip() == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path | None:
    """The xcb plugin Qt will load, or None when it is not where Qt looks."""
    from PySide6.QtCore import QLibraryInfo  # QtCore only: nothing of the screen yet

    roots = [p for p in os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    roots.append(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    for root in roots:
        plugin = Path(root) / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def _loads(plugin: Path) -> str | None:
    """None when the dynamic linker loads the plugin, else what it said."""
    try:
        ctypes.CDLL(str(plugin))
    except OSError as e:
        return str(e)
    return None


def _not_found(plugin: Path, error: str) -> list[str]:
    """The libraries the plugin needs that are not found, every one of them
    (``ldd`` follows the whole tree); the linker's own message names the first."""
    ldd = shutil.which("ldd")
    names: list[str] = []
    if ldd is not None:
        try:
            out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True,
                                 timeout=10).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        names = re.findall(r"^\s*(\S+)\s*=>\s*not found", out, re.MULTILINE)
    if not names:
        first = re.match(r"(\S+?\.so(?:\.\d+)*): cannot open shared object file", error)
        if first is not None:
            names = [first.group(1)]
    return list(dict.fromkeys(names))


def package_of(library: str) -> str:
    """Debian's package for a library file name: libxcb-icccm.so.4 -> libxcb-icccm4,
    libxkbcommon-x11.so.0 -> libxkbcommon-x11-0 (a dash before a number that
    follows a digit)."""
    known = _PACKAGES.get(library)
    if known is not None:
        return known
    m = re.match(r"(.+?)\.so\.(\d+)", library)
    if m is None:
        return library
    stem, version = m.group(1).lower(), m.group(2)
    return f"{stem}-{version}" if stem[-1].isdigit() else f"{stem}{version}"


def missing_libraries(environ: dict[str, str] | os._Environ[str] = os.environ) -> list[str]:
    """The libraries the xcb plugin lacks here ([] when it loads, when Qt will
    not use it, or when the plugin is not found, which Qt reports itself)."""
    if not uses_xcb(environ):
        return []
    plugin = xcb_plugin()
    if plugin is None:
        return []
    error = _loads(plugin)
    if error is None:
        return []
    return _not_found(plugin, error)


def install_line(libraries: list[str]) -> str:
    """The command that installs what is missing."""
    packages = dict.fromkeys(package_of(lib) for lib in libraries)
    return "sudo apt-get install " + " ".join(packages)


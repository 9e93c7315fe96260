"""Drop search paths of the building machine from the ELF files of a bundle.

A Python built by pyenv (or any Python configured with ``LDFLAGS=-Wl,-rpath,...``) writes
its own lib folder into the RUNPATH of libpython and of every extension module; PyInstaller
copies them as they are, so the installed program would look for libraries in, say,
``/root/.pyenv/versions/3.11.7/lib`` (lintian: custom-library-search-path). This keeps only
the ``$ORIGIN``-relative entries of each DT_RPATH / DT_RUNPATH (what PySide6 uses to find its
Qt) and removes the entry when nothing is left, like ``chrpath``/``patchelf`` would, without
needing either.

    python packaging/linux/clean_rpath.py DIR...

Only 64-bit little-endian ELF files are handled (the .deb is amd64); others are left alone.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

SHT_DYNAMIC = 6
DT_NULL, DT_RPATH, DT_RUNPATH = 0, 15, 29
DYN = struct.Struct("<qQ")


def clean(path: Path) -> list[str]:
    """Rewrite ``path`` in place; return what was changed (empty if nothing)."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
                for i in range(shnum)] if shoff else []
    changes: list[str] = []
    for sh in sections:
        if sh[1] != SHT_DYNAMIC:
            continue
        dyn_off, dyn_size, strtab = sh[4], sh[5], sections[sh[6]][4]
        entries = [DYN.unpack_from(data, dyn_off + i * DYN.size)
                   for i in range(dyn_size // DYN.size)]
        kept: list[tuple[int, int]] = []
        for tag, val in entries:
            if tag in (DT_RPATH, DT_RUNPATH):
                start = strtab + val
                end = data.index(b"\0", start)
                old = data[start:end].decode()
                new = ":".join(p for p in old.split(":") if p.startswith("$ORIGIN"))
                if new != old:
                    changes.append(f"{old!r} -> {new!r}" if new else f"{old!r} removed")
                    data[start:end] = new.encode().ljust(end - start, b"\0")
                if not new:
                    continue
            kept.append((tag, val))
            if tag == DT_NULL:
                break
        kept += [(DT_NULL, 0)] * (len(entries) - len(kept))
        for i, entry in enumerate(kept):
            DYN.pack_into(data, dyn_off + i * DYN.size, *entry)
    if changes:
        path.write_bytes(bytes(data))
    return changes


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip().split("\n\n")[1].strip(), file=sys.stderr)
        return 2
    changed = 0
    for top in map(Path, argv):
        for path in sorted(p for p in top.rglob("*") if p.is_file() and not p.is_symlink()):
            with path.open("rb") as f:
                if f.read(4) != b"\x7fELF":
                    continue
            if clean(path):
                changed += 1
    print(f"clean_rpath: dropped machine-specific search paths from {changed} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

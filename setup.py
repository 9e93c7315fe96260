"""The package build (the rest of the metadata is in pyproject.toml).

- The translation catalogues' ``.qm`` are built by lrelease beside their ``.ts``
  before the package data is collected, so a wheel, an sdist's build and an
  editable install all have them.
- The searches' compiled core, ``allfours_gui.ai._native`` (C, no other
  dependency), is built where a C compiler and Python's headers are found;
  elsewhere the install goes on with the pure-Python path and says so in one
  line (``ai/native.py``; the app says nothing to the player).
"""

import importlib.util
import os
import shutil
import sys
import sysconfig
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
CSRC = "allfours_gui/ai/csrc"
# the C sources and headers of the searches' compiled core (one module)
NATIVE_PARTS = ("module", "convert", "hand_types", "sampler_type", "sampler", "whole_hand",
                "solver", "play", "policy", "mtrand", "tables")
NATIVE_HEADERS = ("convert", "hand_types", "sampler", "whole_hand", "solver", "play", "policy",
                  "tables")
NATIVE = Extension(
    "allfours_gui.ai._native",
    sources=[f"{CSRC}/{name}.c" for name in NATIVE_PARTS],
    depends=[f"{CSRC}/{name}.h" for name in NATIVE_HEADERS],
    extra_compile_args=["-O2", "-std=c11"] if sys.platform != "win32" else ["/O2"],
    optional=True,
)
PURE_NOTE = "allfours: no C compiler or Python headers here: installing the pure-Python search"


def build_catalogues() -> None:
    # by its path: the package itself cannot be imported before it is built
    path = HERE / "allfours_gui" / "app" / "catalogues.py"
    spec = importlib.util.spec_from_file_location("allfours_catalogues", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.build_catalogues(HERE / "resources" / "i18n")


class BuildPyWithCatalogues(build_py):
    def run(self) -> None:
        build_catalogues()
        super().run()


class BuildNativeIfPossible(build_ext):
    """The compiled core where it can be built, else one line and the pure path."""

    def run(self) -> None:
        headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
        compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
        if sys.platform != "win32" and (not headers.exists() or shutil.which(compiler) is None):
            print(PURE_NOTE, file=sys.stderr)
            return
        super().run()

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as e:  # a compiler that fails: the pure path still installs
            print(f"{PURE_NOTE} ({type(e).__name__}: {e})", file=sys.stderr)


setup(ext_modules=[NATIVE],
      cmdclass={"build_py": BuildPyWithCatalogues, "build_ext": BuildNativeIfPossible})

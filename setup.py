"""The package build (the rest of the metadata is in pyproject.toml): the translation
catalogues' ``.qm`` are built by lrelease beside their ``.ts`` before the package data is
collected, so a wheel, an sdist's build and an editable install all have them."""

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


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


setup(cmdclass={"build_py": BuildPyWithCatalogues})

"""setuptools' build backend, which also asks for what mypyc needs when ``BURGUNDY_COMPILE``
asks for the compiled build (see ``setup.py``): mypy, and the run-time dependencies."""

from __future__ import annotations

import os
import tomllib

from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403  (the backend's hooks, unchanged)


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    if os.environ.get("BURGUNDY_COMPILE"):
        # mypyc type-checks the compiled modules against everything they import, so the
        # isolated build environment must hold lark, attrs and cattrs too. setup.py cannot
        # be asked (setuptools' own hook runs it) before mypyc is there.
        return ["mypy>=1.8", *dependencies()]
    needed: list[str] = build_meta.get_requires_for_build_wheel(config_settings)
    return needed


def dependencies() -> list[str]:
    """The run-time dependencies, as ``pyproject.toml`` lists them (the build runs from the
    source tree)."""
    with open("pyproject.toml", "rb") as file:
        listed: list[str] = tomllib.load(file)["project"]["dependencies"]
    return listed

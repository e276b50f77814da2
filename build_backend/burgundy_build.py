"""setuptools' build backend, which also asks for mypy (for mypyc) when ``BURGUNDY_COMPILE``
asks for the compiled build (see ``setup.py``)."""

from __future__ import annotations

import os

from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403  (the backend's hooks, unchanged)


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    if os.environ.get("BURGUNDY_COMPILE"):
        # setup.py cannot be asked before mypyc is there; it needs nothing else.
        return ["mypy>=1.8"]
    needed: list[str] = build_meta.get_requires_for_build_wheel(config_settings)
    return needed

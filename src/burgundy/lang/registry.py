"""The old path of the default game's vocabulary (``burgundy.games.castles.vocabulary``),
where the language's reference and programs written before each game held its own
vocabulary find it: every name it reads is that module's very object. The language imports
no game; the module is found by the default game's name when a name is first read."""

from __future__ import annotations

import importlib
from typing import Any

from burgundy.kernel.games import DEFAULT


def __getattr__(name: str) -> Any:
    return getattr(importlib.import_module(f"burgundy.games.{DEFAULT}.vocabulary"), name)

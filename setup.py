"""The optional compiled build. ``BURGUNDY_COMPILE=1 pip install .`` compiles the modules
every step of play runs through with mypyc (a C compiler and Python's headers are needed;
the build backend in ``build_backend/`` fetches mypy and the run-time dependencies for
it). Without the variable the package is pure Python. Everything else about the package
is in ``pyproject.toml``."""

from __future__ import annotations

import os

from setuptools import setup

#: Castles' rules, its effect interpreter and their helpers, the language's modifier fold and
#: program runner, and the kernel's random stream and ``evolve`` (docs/performance.md). The
#: value classes (states, actions, events, tiles) stay Python: attrs builds them. So do the
#: entry points that check what users pass (the game's handle, the CLI, saves): compiled,
#: mypyc's own type checks would answer a bad argument before the engine's clear message
#: does.
COMPILED = (
    "games/castles/rules/context",
    "games/castles/rules/facts",
    "games/castles/rules/flow",
    "games/castles/rules/legal",
    "games/castles/rules/procedures",
    "games/castles/rules/queries",
    "games/castles/rules/scoring",
    "games/castles/rules/zones",
    "games/castles/effects/evaluate",
    "games/castles/effects/interpreter",
    "games/castles/dice",
    "games/castles/views",
    "lang/runtime/fold",
    "lang/runtime/program",
    "lang/runtime/triggers",
    "kernel/rng",
    "kernel/values",
    "kernel/identity",
    # Catan's rules (not its setup and explanations, which run once or on a refusal).
    "games/catan/rules/awards",
    "games/catan/rules/building",
    "games/catan/rules/decisions",
    "games/catan/rules/development",
    "games/catan/rules/ending",
    "games/catan/rules/flow",
    "games/catan/rules/holdings",
    "games/catan/rules/production",
    "games/catan/rules/program",
    "games/catan/rules/robber",
    "games/catan/rules/scoring",
    "games/catan/rules/trade",
    "games/catan/rules/turns",
)


def extensions() -> list[object]:
    if not os.environ.get("BURGUNDY_COMPILE"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit(
            "BURGUNDY_COMPILE: the compiled build needs mypy (it includes mypyc); build a "
            "wheel (`pip install .`, not `-e`), whose backend fetches it"
        ) from None
    return list(mypycify([f"src/burgundy/{name}.py" for name in COMPILED], opt_level="3"))


setup(ext_modules=extensions())

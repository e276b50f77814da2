"""Names kept for code written against an older layout: each still works and says, with a
``DeprecationWarning``, what to use instead."""

from __future__ import annotations

import warnings
from types import SimpleNamespace
from typing import Any


def state_rules(game: str, **members: Any) -> SimpleNamespace:
    """A game package's former ``RULES``: its rules as pure functions of the state
    (``setup``, ``to_act``, ``legal``, a checking ``apply`` giving ``(state, events)``,
    ``why_illegal``, ``scores``, ``outcome``, ``view``, ``determinize``), which are the
    game's own modules' functions, ``members`` here. The ``Game`` handle drives the game
    through its ``GameRules``; the warning names both ways instead."""
    warnings.warn(
        f"burgundy.games.{game}.RULES is deprecated: play through {game}.new_game and the "
        f"Game handle, or call the rules' modules ({game}.rules.setup.setup, "
        f"{game}.rules.flow.apply, {game}.rules.flow.legal, …)",
        DeprecationWarning,
        stacklevel=3,
    )
    return SimpleNamespace(name=game, **members)

"""La Strada's saves: the whole state, board included (a game may be played on a board
given as TOML text), as JSON. Mappings keyed by a field ``(q, r)`` are written as lists of
``[[q, r], value]`` pairs, since JSON keys are text. The house rules asked during play
(``Numbers.asked``) are their ``modify`` lines, written only when there are some."""

from __future__ import annotations

import functools
import os
import typing
from typing import Any

import cattrs
from cattrs.gen import make_dict_unstructure_fn, override

from burgundy.dsl.house import modifier_line
from burgundy.dsl.printer import format_modifier
from burgundy.games.lastrada import house
from burgundy.games.lastrada.invariants import problems
from burgundy.games.lastrada.numbers import Numbers
from burgundy.games.lastrada.state import Options, State
from burgundy.games.lastrada.vocabulary import LASTRADA
from burgundy.kernel import records
from burgundy.lang import ir

#: The version of La Strada's ``state`` in a save; the envelope's is ``records``'.
STATE_VERSION = 1


def _field_keyed(kind: Any) -> bool:
    if not records.is_mapping(kind):
        return False
    key = typing.get_args(kind)[0]
    return typing.get_origin(key) is tuple


@functools.cache
def converter() -> cattrs.Converter:
    made = cattrs.Converter(forbid_extra_keys=True)
    records.pairs(made, _field_keyed)
    made.register_unstructure_hook(frozenset, lambda s: sorted(made.unstructure(x) for x in s))
    # A replay's board is TOML text (``kernel.boards.portable``), or none: the example board.
    made.register_structure_hook_func(lambda kind: kind == BOARD_OPTION, _board_text)
    # A replay of a game without house rules says none (as before there were any).
    records.without_tiles(made, Options)
    made.register_unstructure_hook(ir.Modifier, lambda m: format_modifier(m, LASTRADA))
    made.register_structure_hook(
        ir.Modifier, lambda value, _: modifier_line(value, LASTRADA, house.DURING_PLAY))
    made.register_unstructure_hook(
        Numbers, make_dict_unstructure_fn(Numbers, made, asked=override(omit_if_default=True)))
    # ``pending`` is read as it is written; La Strada never has anything there (problems()).
    made.register_structure_hook_func(lambda kind: kind is object, lambda value, _: value)
    return made


#: The type of ``Options.board``.
BOARD_OPTION = str | os.PathLike[str] | None


def _board_text(value: Any, _: Any) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError("a board's TOML text, or null for the example board")
    return value


def to_document(state: State) -> dict[str, Any]:
    """A save of ``state``."""
    return records.save_document("lastrada", STATE_VERSION, converter().unstructure(state, State))


def from_document(document: dict[str, Any]) -> State:
    """The state a save holds (its envelope checked by ``records.game_of``); ``StateError``
    naming what is wrong and where otherwise."""
    return records.read_save(document, STATE_VERSION, converter(), State, problems)

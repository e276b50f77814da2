"""Catan's saves: the whole state as JSON, hidden hands, unplayed cards, the deck's order and
the random stream included (a save is the table's; a seat's view is ``views.view``).

Mappings keyed by something other than text (a hex, an intersection, a path) are written as
lists of ``[key, value]`` pairs in their own order, since JSON keys are text and the legal
actions follow that order. A pending decision is an object tagged ``kind`` with its class
name, a paused card program's statement one tagged ``statement`` (without where the cards'
file writes it). The card programs a house rule rewrote, and the victory points of the
cards it re-valued, are written only when there are some, so a game without them saves as
before; the house rules asked during play (``Figures.asked``) are their ``modify`` lines, and the
intersections they tag (``Figures.tags``) ``[intersection, tag]`` pairs, written likewise
only when there are some.
"""

from __future__ import annotations

import functools
import os
import typing
from typing import Any

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override
from cattrs.strategies import configure_tagged_union

from burgundy.dsl.house import modifier_line
from burgundy.dsl.printer import format_modifier
from burgundy.games.catan import house
from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.figures import Figures
from burgundy.games.catan.frames import ChoosingValue, Frame
from burgundy.games.catan.invariants import problems
from burgundy.games.catan.state import Options, State
from burgundy.games.catan.statements import STATEMENT_TYPES, ChooseValue, Statement
from burgundy.games.catan.vocabulary import CATAN
from burgundy.kernel import records
from burgundy.lang import ir

#: The version of Catan's ``state`` in a save; the envelope's is ``records``'.
STATE_VERSION = 1
NAME = "catan"
#: The type of ``Options.board``.
BOARD_OPTION = str | os.PathLike[str] | None


def _keyed(kind: Any) -> bool:
    """A mapping whose keys are not text."""
    return records.is_mapping(kind) and typing.get_args(kind)[0] is not str


@functools.cache
def converter() -> cattrs.Converter:
    made = cattrs.Converter(forbid_extra_keys=True)
    records.pairs(made, _keyed)
    # Made when the union's hooks ask for them, so that the statements in a block are tagged.
    made.register_unstructure_hook_factory(
        lambda kind: kind in STATEMENT_TYPES,
        lambda kind: make_dict_unstructure_fn(kind, made, pos=override(omit=True)))
    made.register_structure_hook_factory(
        lambda kind: kind in STATEMENT_TYPES,
        lambda kind: make_dict_structure_fn(kind, made, pos=override(omit=True),
                                            _cattrs_forbid_extra_keys=True))
    configure_tagged_union(Statement, made, tag_name="statement")
    configure_tagged_union(Frame, made, tag_name="kind")
    made.register_structure_hook(str | tuple[str, ...], _option)
    # A replay's board is TOML text (``kernel.boards.portable``), or none: a random board.
    # A replay's house rules are their text too (the same type, read by the same hook).
    made.register_structure_hook_func(lambda kind: kind == BOARD_OPTION, _board_text)
    # A replay of a game without house rules says none (as before there were any).
    records.without_tiles(made, Options)
    # The figures' hooks first: the state's, made next, writes its figures by them.
    made.register_unstructure_hook(ir.Modifier, lambda m: format_modifier(m, CATAN))
    made.register_unstructure_hook(ir.SpaceTag, lambda t: [t.space, t.tag])
    made.register_structure_hook(ir.SpaceTag, _tag)
    # The tags first: the house rules asked during play may name them.
    made.register_structure_hook(Figures, functools.partial(_figures, make_dict_structure_fn(
        Figures, made, asked=override(omit=True), _cattrs_forbid_extra_keys=True)))
    made.register_unstructure_hook(
        Figures, make_dict_unstructure_fn(Figures, made, asked=override(omit_if_default=True),
                                          tags=override(omit_if_default=True)))
    made.register_unstructure_hook(State, make_dict_unstructure_fn(
        State, made, programs=override(omit_if_default=True),
        card_points=override(omit_if_default=True)))
    return made


def _option(value: Any, _: Any) -> str | tuple[str, ...]:
    """``Choose.option``: a resource, or a list of them."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return tuple(value)
    raise ValueError("a resource, or a list of resources")


def _figures(numbers: Any, value: Any, _: Any) -> Figures:
    """The figures, read by ``numbers`` but for the house rules asked during play, then
    those, which may name the intersections the figures tag."""
    if not isinstance(value, dict):
        raise ValueError("the figures: an object")
    figures: Figures = numbers({k: v for k, v in value.items() if k != "asked"}, Figures)
    asked = value.get("asked", [])
    if not isinstance(asked, list):
        raise ValueError("figures.asked: a list of `modify` lines")
    return attrs.evolve(figures, asked=tuple(
        modifier_line(line, CATAN, house.DURING_PLAY, figures.tags) for line in asked))


def _tag(value: Any, _: Any) -> ir.SpaceTag:
    """A space a house rule tags: ``[intersection, tag]``."""
    if isinstance(value, list) and len(value) == 2 and isinstance(value[0], int) \
            and not isinstance(value[0], bool) and isinstance(value[1], str):
        return ir.SpaceTag(value[0], value[1])
    raise ValueError("a tagged space: [intersection, tag]")


def _board_text(value: Any, _: Any) -> str | None:
    if value is not None and not isinstance(value, str):
        raise ValueError("a file's text (a board's TOML, house rules), or null for none")
    return value


def to_document(state: State) -> dict[str, Any]:
    """A save of ``state``."""
    return records.save_document(NAME, STATE_VERSION, converter().unstructure(state, State))


def from_document(document: dict[str, Any]) -> State:
    """The state a save holds (its envelope checked by ``records.game_of``); ``StateError``
    naming what is wrong and where otherwise."""
    return records.read_save(_upgraded(document), STATE_VERSION, converter(), State, problems)


def _upgraded(document: dict[str, Any]) -> dict[str, Any]:
    """A save written before the cards were read from their tile file waits for a
    monopoly's resource with a frame of its own, ``ChoosingMonopoly``: it is the decision of
    the card's ``choose … as`` now, with the rest of its program."""
    state = document.get("state")
    if not isinstance(state, dict) or not isinstance(state.get("pending"), list):
        return document
    pending = state["pending"]
    (choice,) = CARDS["monopoly"].on_play or ()
    assert isinstance(choice, ChooseValue)
    upgraded = [
        converter().unstructure(
            ChoosingValue(frame["seat"], choice.what, choice.name, choice.body), Frame)
        if isinstance(frame, dict) and frame.get("kind") == "ChoosingMonopoly"
        and set(frame) == {"kind", "seat"} else frame
        for frame in pending
    ]
    return {**document, "state": {**state, "pending": upgraded}}

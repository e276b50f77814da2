"""Helpers of the expansion tests: the expansions' tile sets and clean positions."""

from __future__ import annotations

import functools
from typing import Any

import burgundy
from burgundy.actions import Choose, PlaceTile, TakeWorkers
from burgundy.events import Event
from burgundy.model.state import TakeChoice, zone_of
from burgundy.testing import Scenario
from tests.tiles.helpers import SEAT, find, play, scenario


@functools.cache
def expansion(*names: str) -> burgundy.TileSet:
    """The standard tiles with the named expansions layered over them."""
    return burgundy.load_tiles(burgundy.STANDARD_TILES, *(burgundy.EXPANSIONS[n] for n in names))


def position(*names: str, players: int = 2, dice: tuple[int, int] = (1, 1)) -> Scenario:
    """A clean position (``tests.tiles.helpers.scenario``) with the expansions loaded."""
    return scenario(players, dice=dice, tiles=expansion(*names))


def place(game: burgundy.Game, tile_id: str, space: int, die: int | None = None) -> tuple[
        Event, ...]:
    """Place the stored ``tile_id`` (of any kind the game's tile set knows) on ``space``."""
    fields: dict[str, Any] = {"tile": game.tiles.tile(tile_id), "space": space}
    if die is not None:
        fields["die"] = die
    return play(game, find(game, PlaceTile, **fields))


def spaces_for(game: burgundy.Game, tile_id: str, die: int) -> set[int]:
    """The spaces the stored ``tile_id`` may go on with the die ``die``."""
    wanted = game.tiles.tile(tile_id)
    return {a.space for a in game.legal_actions()
            if isinstance(a, PlaceTile) and a.tile == wanted and a.die == die}


def shields_held(game: burgundy.Game, seat: int = SEAT) -> list[str]:
    """The shields ``seat`` holds, in its row's order."""
    return [t.id for t in zone_of(game.state.players[seat].rows, "shield")]


def choose_shield(game: burgundy.Game, wanted: str) -> tuple[Event, ...]:
    """Answer the pending choice of a shield (held, or on a depot) with ``wanted``."""
    choice = game.state.pending[-1]
    assert isinstance(choice, TakeChoice), choice
    source = (shields_held(game, choice.seat) if choice.source == "my shield"
              else [t.id for t in zone_of(game.state.zones, choice.source)])
    return play(game, Choose(source.index(wanted)))


def end_phase(game: burgundy.Game) -> list[Event]:
    """Spend both dice on workers: the acting seat's turn, the round's last in round 5,
    ends the phase."""
    events: list[Event] = []
    for die in game.state.players[game.current_player].dice:
        events += play(game, find(game, TakeWorkers, die=die))
    return events

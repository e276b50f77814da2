"""Player actions declared in a tile file: their prices (a payment, a die, both dice, once
a turn) as the language says them, through play."""

from __future__ import annotations

import burgundy
from burgundy.actions import TakeWorkers, UseAction
from burgundy.events import ActionUsed, Gained, WorkersSpent
from tests.tiles.helpers import (
    SEAT,
    actions,
    find,
    finish_turn,
    of,
    play,
    player,
    resources,
    scenario,
)

DIE_FOR_SILVER = """
rules trading "Trading" {
    action "Silverlings as many as the die shows" with a die { gain event.number silverlings }
}
"""


def _game(text: str, dice: tuple[int, int], workers: int = 0) -> burgundy.Game:
    tiles = burgundy.load_tiles(burgundy.STANDARD_TILES, text)
    return scenario(dice=dice, tiles=tiles).resources(SEAT, workers=workers).build()


def test_an_action_with_a_die_is_a_die_action_of_its_own() -> None:
    game = _game(DIE_FOR_SILVER, dice=(2, 5), workers=1)
    offered = {(a.die, a.number, a.workers) for a in actions(game, UseAction)}
    # Each die as itself, or turned one pip by the one worker held (wrapping 6-1).
    assert offered == {(2, 1, 1), (2, 2, 0), (2, 3, 1), (5, 4, 1), (5, 5, 0), (5, 6, 1)}
    events = play(game, find(game, UseAction, die=2, number=3))
    assert of(events, WorkersSpent) == [WorkersSpent(SEAT, 1)]
    assert of(events, ActionUsed)[0].number == 3
    assert of(events, Gained) == [Gained(SEAT, "silverlings", 3, "rules:trading")]
    assert player(game).used == (True, False) and resources(game) == (0, 3, 0)
    # The other die is still there; once both are used, no die pays for it any more.
    play(game, find(game, TakeWorkers, die=5))
    assert game.current_player != SEAT


def test_an_action_once_per_turn_is_offered_again_next_turn() -> None:
    text = 'rules r "R" { action "A point" once per turn { gain 1 point } }'
    game = _game(text, dice=(2, 5))
    play(game, find(game, UseAction))
    assert not actions(game, UseAction)  # taken this turn
    play(game, find(game, TakeWorkers, die=2))
    play(game, find(game, TakeWorkers, die=5))
    assert game.current_player != SEAT  # used up: nothing keeps the turn open
    while game.current_player != SEAT:  # the other seat's turn
        finish_turn(game)
    assert [a.label for a in actions(game, UseAction)] == ["A point"]

"""Monastery 28: knowledge tile 28 offers its owner workers for silverlings (X-M28-1)."""

from __future__ import annotations

import pytest

from burgundy.actions import EndTurn, TakeWorkers, UseAction
from burgundy.events import ActionUsed, Gained, Paid
from tests.expansions.helpers import expansion, position
from tests.tiles.helpers import SEAT, actions, find, of, place, play, resources

M28 = "knowledge:28"


def _use(game: object) -> UseAction:
    return find(game, UseAction, source=M28)  # type: ignore[arg-type]


@pytest.mark.rule("X-M28-1")
def test_the_tile_is_one_black_back_knowledge_tile() -> None:
    normal, black = expansion("monastery_28").tile_mix()
    assert [t.id for t in black].count(M28) == 1
    assert M28 not in [t.id for t in normal]


@pytest.mark.rule("X-M28-1")
def test_pay_one_silverling_for_two_workers_as_often_as_you_like() -> None:
    game = position("monastery_28", dice=(1, 4)).estate(SEAT, {12: M28}) \
        .resources(SEAT, silverlings=2).build()
    events = play(game, _use(game))
    assert of(events, ActionUsed) == [ActionUsed(SEAT, M28, _use(game).label)]
    assert of(events, Paid) == [Paid(SEAT, "silverlings", 1, M28)]
    assert of(events, Gained) == [Gained(SEAT, "workers", 2, M28)]
    play(game, _use(game))
    assert resources(game) == (0, 0, 4)
    assert not actions(game, UseAction)  # no silverling left to pay with


@pytest.mark.rule("X-M28-1")
def test_offered_before_between_and_after_the_die_actions() -> None:
    game = position("monastery_28", dice=(1, 4)).estate(SEAT, {12: M28}) \
        .resources(SEAT, silverlings=3).build()
    assert actions(game, UseAction)  # before
    play(game, find(game, TakeWorkers, die=1))
    assert actions(game, UseAction)  # between
    play(game, find(game, TakeWorkers, die=4))
    # After both dice: the turn waits for the player, who may still buy workers or end it.
    assert game.current_player == SEAT
    assert set(game.legal_actions()) >= {_use(game), EndTurn()}
    play(game, _use(game))
    assert resources(game) == (0, 2, 6)


@pytest.mark.rule("X-M28-1")
def test_not_offered_without_the_tile_or_while_a_decision_is_pending() -> None:
    game = position("monastery_28", dice=(1, 4)).resources(SEAT, silverlings=3).build()
    assert not actions(game, UseAction)
    # Placing a ship opens a decision (which depot's goods): no action while it waits.
    game = position("monastery_28", dice=(2, 4)).estate(SEAT, {12: M28}) \
        .storage(SEAT, ["ship"]).resources(SEAT, silverlings=3).depot_goods(1, [3]).build()
    place(game, "ship", 17, die=2)
    assert game.state.pending
    assert not actions(game, UseAction)


@pytest.mark.rule("X-M28-1")
def test_placing_the_tile_offers_the_action_at_once() -> None:
    game = position("monastery_28", dice=(1, 4)).storage(SEAT, [M28]) \
        .resources(SEAT, silverlings=1).build()
    assert not actions(game, UseAction)
    place(game, M28, 12, die=1)
    play(game, _use(game))
    assert resources(game) == (0, 0, 2)

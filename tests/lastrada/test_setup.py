"""Set-up (L-SETUP, L-TWO-1, -2, -4) through play; §12 facts 1 and 10."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.lastrada import EndTurn, Options, PlaceStart
from burgundy.games.lastrada.board import distance
from burgundy.games.lastrada.events import StartPlaced, TurnStarted
from burgundy.games.lastrada.rules import flow, setup
from tests.lastrada.helpers import BOARD, RED, new, play


def placed(players: int, seed: int = 0) -> tuple[object, list[object]]:
    """A game played through set-up, each seat taking its first legal start field."""
    state = new(players, seed)
    events: list[object] = []
    while state.to_place:
        state, happened = flow.apply(state, flow.legal(state)[0])
        events += happened
    return state, events


@pytest.mark.rule("L-SETUP-1", "L-SETUP-4")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_colour_comes_with_its_tiles_and_stones(players: int) -> None:
    """§12 fact 1."""
    state = new(players)
    colours = [c for p in state.players for c in p.colours]
    assert len(colours) == len(set(colours)) == (4 if players == 2 else players)
    for player in state.players:
        n = len(player.colours)
        assert player.tiles == {"plain": 18 * n, "forest": 8 * n, "hill": 5 * n}
        assert player.stones == 12 * n and player.days == 0
    if players == 4:
        assert sum(sum(p.tiles.values()) for p in state.players) == 124
        assert sum(p.stones for p in state.players) == 48
    assert len(state.targets) == 19


@pytest.mark.rule("L-SETUP-1")
@pytest.mark.parametrize("players", [1, 5, True, "3"])
def test_two_to_four_players(players: object) -> None:
    with pytest.raises(ValueError, match="players: La Strada is for 2 to 4 players"):
        Options(players=players)  # type: ignore[arg-type]


@pytest.mark.rule("L-SETUP-5", "L-SETUP-6", "L-TURN-1")
@pytest.mark.parametrize("players", [3, 4])
def test_start_fields_go_down_clockwise_from_the_start_player(players: int) -> None:
    state, events = placed(players)
    start = state.start_player
    order = [e.seat for e in events if isinstance(e, StartPlaced)]
    assert order == [(start + i) % players for i in range(players)]
    assert [e.seat for e in events if isinstance(e, TurnStarted)] == [start]
    assert flow.to_act(state) == start
    seats = [flow.to_act(state)]
    for _ in range(players):
        state, _ = flow.apply(state, EndTurn())
        seats.append(flow.to_act(state))
    assert seats == [(start + i) % players for i in range(players + 1)]


@pytest.mark.rule("L-SETUP-5")
def test_the_start_player_is_drawn_with_the_seed() -> None:
    starts = {new(4, seed).start_player for seed in range(20)}
    assert starts == {0, 1, 2, 3}
    assert new(4, 5) == new(4, 5)


@pytest.mark.rule("L-SETUP-6")
def test_start_fields_keep_a_free_field_between_them() -> None:
    """§12 fact 10."""
    state = new(3)
    first = state.seat
    state, _ = play(state, [PlaceStart(RED)])
    legal = {a.field for a in flow.legal(state)}  # type: ignore[union-attr]
    assert (0, 1) not in legal and (1, 1) in legal
    assert all(state.fields[f] == "plain" and distance(f, RED) >= 2 for f in legal)
    for field, reason in [
        ((0, 1), "(0, 1) is next to the start field on (-1, 1)"),
        ((-4, 1), "(-4, 1) is forest"),
        ((4, 1), "(4, 1) is hill"),
        ((0, 0), "(0, 0) is target"),
    ]:
        with pytest.raises(
            IllegalActionError, match=reason.replace("(", r"\(").replace(")", r"\)")
        ):
            flow.apply(state, PlaceStart(field))
    assert play(state, [PlaceStart((1, 1))])[0].start_fields == {RED: first, (1, 1): state.seat}
    with pytest.raises(IllegalActionError, match="must place a start field first"):
        flow.apply(state, EndTurn())


@pytest.mark.rule("L-TWO-1", "L-TWO-2", "L-TWO-4", "L-SETUP-6")
def test_two_players_place_two_start_fields_each_alternately() -> None:
    """§12 fact 15, the set-up."""
    state = new(2, seed=1)
    a = state.start_player
    b = 1 - a
    fields = [(-1, 1), (5, -6), (2, -3), (-6, 6)]
    state, events = play(state, [PlaceStart(f) for f in fields])
    assert [(e.seat, e.field) for e in events if isinstance(e, StartPlaced)] == list(
        zip([a, b, a, b], fields, strict=True)
    )
    assert state.players[a].reached == ((-1, 1), (2, -3))
    assert state.players[b].reached == ((5, -6), (-6, 6))
    player = state.players[a]
    assert player.colours in {("black", "yellow"), ("grey", "red")}
    assert player.tiles == {"plain": 36, "forest": 16, "hill": 10} and player.stones == 24
    origins = {flow.apply(state, r)[1][0].origin for r in flow.legal(state)[:-1]}  # type: ignore[union-attr]
    assert origins == {(-1, 1), (2, -3)}  # both start fields are reached places


@pytest.mark.rule("L-BOARD-7", "L-SETUP-2")
def test_a_game_on_a_board_given_as_text() -> None:
    assert setup.setup(Options(players=3, board=BOARD)).targets[(0, 0)] == "city"

"""The public testing tools: ``strategies`` work with a house-rule tile set, and the
invariant checks catch what they claim to catch (a check that cannot fail tests nothing)."""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy.actions import TakeWorkers
from burgundy.events import WorkersTaken
from burgundy.game import Game, position
from burgundy.model.state import DiscardChoice, GameState, PlayerState
from burgundy.testing.invariants import check_events, check_invariants, check_step
from burgundy.testing.strategies import actions, games
from tests.properties.helpers import find_pending, house_tiles, play_random

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
HOUSE = house_tiles()


@SETTINGS
@given(games(tiles=HOUSE, players=3, estates=st.sampled_from([1, 5])))
def test_games_play_with_a_house_rule_tile_set(game: burgundy.Game) -> None:
    assert game.tiles is HOUSE
    assert len(game.state.players) == 3
    assert {p.estate_map for p in game.state.players} <= {1, 5}
    check_invariants(game)  # conservation against the house mix (8 more tiles)


@SETTINGS
@given(games(players=st.just(2), estates=None, max_steps=0))
def test_games_with_no_steps_are_new_games(game: burgundy.Game) -> None:
    state = game.state
    assert state.phase == "A" and state.round == 1 and len(state.players) == 2
    assert [p.estate_map for p in state.players] == [1, 1]
    assert burgundy.new_game(2, state.seed).to_json() == game.to_json()


@SETTINGS
@given(games(advanced=True, max_steps=1))
def test_games_with_the_advanced_setup(game: burgundy.Game) -> None:
    # One step is not enough for all seats to choose their start castles.
    assert any(p.spaces.count(burgundy.tile("castle")) == 0 for p in game.state.players)


@SETTINGS
@given(games(estates=[4, 4, 4], players=3), st.data())
def test_actions_are_legal_actions(game: burgundy.Game, data: st.DataObject) -> None:
    assert [p.estate_map for p in game.state.players] == [4, 4, 4]
    if not game.is_over:
        assert data.draw(actions(game)) in game.legal_actions()


@pytest.mark.parametrize(
    "kwargs",
    [{"tiles": "standard"}, {"players": "3"}, {"min_steps": 5, "max_steps": 2}],
    ids=["tiles", "players", "steps"],
)
def test_games_rejects_bad_arguments(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        games(**kwargs)  # type: ignore[arg-type]


# --- the checks can fail -------------------------------------------------------------------


def _mid_game() -> Game:
    game = burgundy.new_game(3, 12)
    play_random(game, 12, 90)
    check_invariants(game)
    return game


def _with_state(game: Game, change: Callable[[GameState], GameState]) -> Game:
    return position(change(game.state), game.tiles)


def _with_player(change: Callable[[PlayerState], PlayerState]) -> Callable[[GameState], GameState]:
    def apply(state: GameState) -> GameState:
        players = list(state.players)
        players[0] = change(players[0])
        return attrs.evolve(state, players=tuple(players))

    return apply


def _lonely_tile(player: PlayerState) -> PlayerState:
    """A tile on a space of its colour with no placed neighbour."""
    from burgundy import data

    estate = data.estates()[player.estate_map]
    space = next(
        s
        for s in range(data.SPACES)
        if player.spaces[s] is None
        and estate.colours[s] == "grey"
        and all(player.spaces[n] is None for n in estate.neighbours[s])
    )
    spaces = player.spaces[:space] + (burgundy.tile("mine"),) + player.spaces[space + 1 :]
    return attrs.evolve(player, spaces=spaces)


BROKEN: dict[str, tuple[Callable[[GameState], GameState], str]] = {
    "tile-from-nowhere": (
        lambda s: attrs.evolve(s, out=(*s.out, burgundy.tile("ship"))),
        "extra {'ship': 1}",
    ),
    "tile-lost": (lambda s: attrs.evolve(s, out=s.out[1:]), "hex tiles not conserved: missing"),
    "goods-lost": (
        lambda s: attrs.evolve(s, goods_out=s.goods_out[1:]),
        "goods tiles not conserved",
    ),
    "storage-4": (
        _with_player(lambda p: attrs.evolve(p, storage=(burgundy.tile("mine"),) * 4)),
        "storage: holds 4 tiles",
    ),
    "goods-4-types": (
        _with_player(lambda p: attrs.evolve(p, goods_counts=(0, 1, 1, 1, 1, 0, 0))),
        "warehouse holds 4 goods types",
    ),
    "negative-workers": (
        _with_player(lambda p: attrs.evolve(p, workers=-1)),
        "workers: -1 cannot be negative",
    ),
    "bonus-mismatch": (lambda s: attrs.evolve(s, bonus_claims=(1,) + s.bonus_claims[1:]), "bonus"),
    "cut-off-tile": (_with_player(lambda p: _lonely_tile(p)), "cut off"),
    "turn-order-track": (lambda s: attrs.evolve(s, track=((0,),)), "track"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_check_invariants_catches(name: str) -> None:
    change, message = BROKEN[name]
    with pytest.raises(AssertionError, match=message):
        check_invariants(_with_state(_mid_game(), change))


def test_check_invariants_catches_a_decision_with_no_answer() -> None:
    stuck, _, _ = find_pending(DiscardChoice)
    seat = stuck.current_player or 0

    def empty_storage(state: GameState) -> GameState:
        # The stored tiles go out of the game (tiles stay conserved): nothing to discard.
        players = list(state.players)
        stored = players[seat].storage
        players[seat] = attrs.evolve(players[seat], storage=())
        return attrs.evolve(state, players=tuple(players), out=state.out + stored)

    with pytest.raises(AssertionError, match="legal_actions"):
        check_invariants(_with_state(stuck, empty_storage))


def test_check_invariants_catches_an_end_with_a_player_to_move() -> None:
    # Over, with a decision still waiting: Castles never ends so.
    stuck, _, _ = find_pending(DiscardChoice)
    with pytest.raises(AssertionError, match="over"):
        check_invariants(_with_state(stuck, lambda s: attrs.evolve(s, over=True)))


def test_check_step_catches_falling_points_and_mutation() -> None:
    game = _mid_game()
    before, saved = game.clone(), game.to_json()
    game.apply(game.legal_actions()[0])
    check_step(before, game, saved)
    lower = _with_state(
        game, _with_player(lambda p: attrs.evolve(p, points=before.state.players[0].points - 1))
    )
    with pytest.raises(AssertionError, match="points fell"):
        check_step(before, lower)
    with pytest.raises(AssertionError, match="changed the state value"):
        check_step(before, game, saved.replace('"round":', '"round": ', 1))


def test_check_events_catches_changes_no_event_tells() -> None:
    game = _mid_game()
    take = next(a for a in game.legal_actions() if isinstance(a, TakeWorkers))
    before = game.clone()
    events = game.apply(take)
    check_events(before, game, events)
    told = [e for e in events if not isinstance(e, WorkersTaken)]
    with pytest.raises(AssertionError, match="workers events say"):
        check_events(before, game, told)

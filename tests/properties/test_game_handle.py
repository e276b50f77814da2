"""The ``Game`` handle: clones are independent, subscribers get exactly the events ``apply``
returns, and unsubscribing works (API.md, "Playing")."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import burgundy
from burgundy.bots import RandomBot
from burgundy.events import Event
from burgundy.testing.strategies import actions, games
from tests.properties.helpers import play_random

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games(), st.data())
def test_applying_to_a_clone_leaves_the_original_unchanged(
    game: burgundy.Game, data: st.DataObject
) -> None:
    if game.is_over:
        return
    saved, legal = game.to_json(), game.legal_actions()
    scores, player = game.scores(), game.current_player
    copy = game.clone()
    assert copy.to_json() == saved and copy.legal_actions() == legal
    for _ in range(data.draw(st.integers(1, 30))):
        if copy.is_over:
            break
        copy.apply(data.draw(actions(copy)))
    assert game.to_json() == saved
    assert game.legal_actions() == legal
    assert game.scores() == scores and game.current_player == player
    # And the original plays on from where it was, whatever the clone did.
    game.apply(legal[0])


def test_applying_to_the_original_leaves_a_clone_unchanged() -> None:
    game = burgundy.new_game(3, 2)
    copy = game.clone()
    saved = copy.to_json()
    play_random(game, 2, 50)
    assert copy.to_json() == saved
    assert game.to_json() != saved


def test_subscribers_get_exactly_the_events_apply_returns() -> None:
    game = burgundy.new_game(4, 9, estates=[2, 3, 4, 5])
    first: list[Event] = []
    second: list[Event] = []
    game.subscribe(first.append)
    game.subscribe(second.append)
    returned: list[Event] = []
    bot = RandomBot(9)
    while not game.is_over:
        events = game.apply(bot.act(game))
        returned += events
        assert first == returned
    assert first == second == returned
    assert type(returned[-1]).__name__ == "GameEnded"


def test_unsubscribe_stops_the_events() -> None:
    game = burgundy.new_game(2, 3)
    seen: list[Event] = []
    other: list[Event] = []
    unsubscribe = game.subscribe(seen.append)
    game.subscribe(other.append)
    events = game.apply(game.legal_actions()[0])
    assert events and seen == list(events)
    unsubscribe()
    more = game.apply(game.legal_actions()[0])
    assert more and seen == list(events)
    assert other == [*events, *more]


def test_clones_do_not_inherit_subscribers() -> None:
    game = burgundy.new_game(2, 3)
    seen: list[Event] = []
    game.subscribe(seen.append)
    game.clone().apply(game.legal_actions()[0])
    assert seen == []


def test_subscribe_needs_a_callable() -> None:
    game = burgundy.new_game(2, 3)
    try:
        game.subscribe("print")  # type: ignore[arg-type]
    except ValueError as error:
        assert "callable" in str(error)
    else:
        raise AssertionError("subscribe accepted a string")



@SETTINGS
@given(games())
def test_a_pickled_or_copied_state_holds_the_same_tiles(game: burgundy.Game) -> None:
    # Tiles are one shared value per id (they compare and hash by identity), also in a state
    # that was pickled (to another process) or deep-copied.
    import copy
    import pickle

    for twin in (pickle.loads(pickle.dumps(game.state)), copy.deepcopy(game.state)):
        assert twin == game.state
        tiles = [t for p in twin.players for t in (*p.storage, *p.spaces) if t is not None]
        tiles += [t for slots in twin.depot_slots for t in slots if t is not None]
        assert tiles and all(t is burgundy.tile(t.id) for t in tiles)

"""``Scenario`` refuses impossible positions with a message naming what is wrong."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

import burgundy
from burgundy.games.catan import Scenario
from tests.catan.helpers import scenario


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda s: s.settlement(0, 46).city(1, 51), "seat 1's city: I51 is next to the building"),
        (lambda s: s.settlement(0, 3).settlement(1, 3), "seat 1's settlement: I3 holds a building"),
        (lambda s: s.settlement(0, 60), "there is no intersection 60"),
        (lambda s: s.road(0, 5).road(1, 5), "no road fits on path 5"),
        (lambda s: s.hand(4, {"ore": 1}), "no seat 4 in a 4-player game"),
        (lambda s: s.hand(0, {"ore": 12}).hand(1, {"ore": 8}), "more ore than the game has"),
        (lambda s: s.hand(0, {"gold": 1}), "seat 0's hand maps resources to counts"),
        (lambda s: s.played(0, ["monopoly"]), "seat 0 can have played knights only"),
        (lambda s: s.cards(0, ["dragon"]), "no development card 'dragon'"),
        (lambda s: s.cards(0, ["monopoly"] * 3), "has 2 monopoly cards, not 3"),
        (lambda s: s.robber((3, 0)), "the robber goes on a land hex"),
        (lambda s: s.dice(7, 1), "dice show 1 to 6"),
    ],
)
def test_impossible_positions_are_refused(
    build: Callable[[Scenario], Scenario], message: str
) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        build(scenario()).state()


def test_a_scenario_keeps_the_bank_full_but_for_the_hands() -> None:
    state = scenario().hand(0, {"ore": 4}).hand(2, {"ore": 1, "wool": 2}).state()
    assert state.bank == {"lumber": 19, "brick": 19, "wool": 17, "grain": 19, "ore": 14}
    assert len(state.deck) == 25 and not state.over


def test_a_scenario_with_a_short_deck_is_saved_and_loaded() -> None:
    """The cards a scenario's deck leaves out are out of the game: its save loads as it
    was, while a save with a card too many is refused."""
    game = (scenario().cards(0, ["knight"]).deck(["knight", "victory_point"])
            .turn(0).build())
    loaded = burgundy.Game.from_json(game.to_json())
    assert loaded.state == game.state and loaded.state.deck == ("knight", "victory_point")
    document = json.loads(game.to_json())
    document["state"]["deck"] = ["victory_point"] * 6
    with pytest.raises(burgundy.StateError, match="6 victory_point cards, not more than 5"):
        burgundy.Game.from_json(json.dumps(document))

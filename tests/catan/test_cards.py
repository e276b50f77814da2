"""Development cards (C-DEV): buying, when a card may be played, each card's effect as the
card programs run it, progress cards back under the deck: §15 facts 14 and 15."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.catan import (
    BuildRoad,
    BuyCard,
    Choose,
    MoveRobber,
    PlaceRoad,
    PlayCard,
    Roll,
)
from burgundy.games.catan.cards import CARDS, BuildRoadFree, Repeat
from burgundy.games.catan.events import CardBought, Lapsed, Monopolized, Received
from burgundy.games.catan.geometry import PATHS_AT, path_between
from burgundy.games.catan.rules import flow, scoring
from burgundy.games.catan.views import seen
from tests.catan.helpers import BLUE, ORANGE, RED, WHITE, hand, play, scenario, turn_of

CARD = {"grain": 1, "wool": 1, "ore": 1}


@pytest.mark.rule("C-DEV-1", "C-DEV-2", "C-DEV-9", "C-TURN-7")
def test_a_bought_card_is_hidden_and_not_played_the_turn_it_was_bought() -> None:
    """§15 fact 14: a card bought this turn cannot be played this turn."""
    built = scenario().hand(RED, {"grain": 2, "wool": 2, "ore": 2}).deck(["knight", "monopoly"])
    state, events = play(built.turn(RED, rolled=True).state(), [BuyCard()])
    assert events[-1] == CardBought(RED, "knight") and state.deck == ("monopoly",)
    assert seen(events[-1], BLUE) == CardBought(RED, None)
    assert state.players[RED].cards == ("knight",)
    assert PlayCard("knight") not in flow.legal(state)
    with pytest.raises(IllegalActionError, match="the knight was bought this turn"):
        flow.apply(state, PlayCard("knight"))
    state = turn_of(state, RED)
    assert PlayCard("knight") in flow.legal(state)


@pytest.mark.rule("C-DEV-1")
def test_no_purchase_from_an_empty_deck_or_without_the_cost() -> None:
    """§15 fact 15: purchases with the deck empty are illegal."""
    state = scenario().hand(RED, CARD).deck([]).turn(RED, rolled=True).state()
    assert BuyCard() not in flow.legal(state)
    with pytest.raises(IllegalActionError, match="the deck is empty"):
        flow.apply(state, BuyCard())
    poor = scenario().turn(RED, rolled=True).state()
    with pytest.raises(IllegalActionError, match="cannot pay 1 grain \\+ 1 wool \\+ 1 ore"):
        flow.apply(poor, BuyCard())


@pytest.mark.rule("C-DEV-2")
def test_one_card_a_turn_and_a_knight_before_the_roll() -> None:
    """§15 fact 14: a second card in the same turn is illegal; a knight may come before
    the roll."""
    state = scenario().cards(RED, ["knight", "monopoly"]).turn(RED).dice(2, 2).state()
    assert flow.legal(state) == (Roll(), PlayCard("knight"), PlayCard("monopoly"))
    state, _ = play(state, [PlayCard("knight"), MoveRobber((0, 0)), Roll()])
    assert not any(isinstance(a, PlayCard) for a in flow.legal(state))
    with pytest.raises(IllegalActionError, match="one development card a turn"):
        flow.apply(state, PlayCard("monopoly"))


@pytest.mark.rule("C-DEV-2", "C-TURN-5")
def test_no_card_while_a_decision_is_pending() -> None:
    state = scenario().cards(RED, ["monopoly"]).turn(RED).dice(3, 4).state()
    state, _ = play(state, [Roll()])
    with pytest.raises(IllegalActionError, match="seat 0 must first move the robber"):
        flow.apply(state, PlayCard("monopoly"))


@pytest.mark.rule("C-DEV-8", "C-DEV-2")
def test_victory_point_cards_count_while_held_and_are_never_played() -> None:
    state = scenario().settlement(RED, 3).cards(RED, ["victory_point"] * 2).turn(RED).state()
    assert scoring.scores(state)[RED] == 3
    assert PlayCard("victory_point") not in flow.legal(state)
    with pytest.raises(IllegalActionError, match="victory point cards are never played"):
        flow.apply(state, PlayCard("victory_point"))


@pytest.mark.rule("C-DEV-7", "C-DEV-4", "C-DEV-9")
def test_monopoly_takes_every_card_of_the_named_resource_and_goes_under_the_deck() -> None:
    """§15 fact 14: monopoly; deck [K, VP, K] + monopoly played -> [K, VP, K, monopoly]."""
    state = (
        scenario()
        .cards(RED, ["monopoly"])
        .hand(RED, {"ore": 1})
        .hand(BLUE, {"ore": 3, "wool": 1})
        .hand(ORANGE, {"ore": 1})
        .deck(["knight", "victory_point", "knight"])
        .turn(RED, rolled=True)
        .state()
    )
    state, _ = play(state, [PlayCard("monopoly")])
    assert flow.legal(state) == tuple(
        Choose(r) for r in ("lumber", "brick", "wool", "grain", "ore")
    )
    assert state.deck == ("knight", "victory_point", "knight")  # after the effect
    state, events = play(state, [Choose("ore")])
    assert Monopolized(RED, "ore", {BLUE: 3, ORANGE: 1}) in events
    assert state.players[RED].hand == hand(ore=5)
    assert state.players[BLUE].hand == hand(wool=1)
    assert state.deck == ("knight", "victory_point", "knight", "monopoly")
    assert not state.players[RED].played


@pytest.mark.rule("C-DEV-6")
def test_discovery_names_a_pair_the_bank_can_pay() -> None:
    """§15 fact 14: discovery with an empty ore stack cannot name ore."""
    state = (
        scenario().cards(RED, ["discovery"]).hand(BLUE, {"ore": 19}).turn(RED, rolled=True).state()
    )
    state, _ = play(state, [PlayCard("discovery")])
    options = {a.option for a in flow.legal(state)}  # type: ignore[union-attr]
    assert len(options) == 10 and all("ore" not in o for o in options)
    assert ("grain", "wool") in options and ("brick", "brick") in options
    with pytest.raises(IllegalActionError, match="is not among the choices"):
        flow.apply(state, Choose(("grain", "ore")))
    state, events = play(state, [Choose(("grain", "wool"))])
    assert events[0] == Received(RED, {"wool": 1, "grain": 1}, "discovery")
    assert state.players[RED].hand == hand(wool=1, grain=1)


@pytest.mark.rule("C-DEV-6")
def test_discovery_from_a_nearly_empty_bank() -> None:
    """One card in the bank: single choices; none: the card lapses."""
    full = {"lumber": 19, "brick": 19, "wool": 19, "grain": 19}
    one = scenario().cards(RED, ["discovery"]).hand(BLUE, full).hand(WHITE, {"ore": 18})
    state, _ = play(one.turn(RED, rolled=True).state(), [PlayCard("discovery")])
    assert flow.legal(state) == (Choose(("ore",)),)
    none = scenario().cards(RED, ["discovery"]).hand(BLUE, full).hand(WHITE, {"ore": 19})
    state, events = play(none.turn(RED, rolled=True).state(), [PlayCard("discovery")])
    assert Lapsed(RED, "take 2 resources from bank") in events and not state.pending


@pytest.mark.rule("C-DEV-5", "C-TURN-3")
def test_road_building_builds_two_free_roads() -> None:
    state = (
        scenario()
        .settlement(RED, 3)
        .cards(RED, ["road_building"])
        .hand(RED, {"ore": 1})
        .turn(RED, rolled=True)
        .state()
    )
    state, _ = play(state, [PlayCard("road_building")])
    assert {a.path for a in flow.legal(state)} == set(PATHS_AT[3])  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError, match="seat 0 must first place a free road"):
        flow.apply(state, BuildRoad(path_between(3, 8)))
    state, _ = play(state, [PlaceRoad(path_between(3, 8)), PlaceRoad(path_between(8, 9))])
    assert state.roads == {path_between(3, 8): RED, path_between(8, 9): RED}
    assert state.players[RED].hand == hand(ore=1) and not state.pending
    assert not state.built  # free roads do not end the trade phase
    assert state.deck[-1] == "road_building"


@pytest.mark.rule("C-DEV-5")
def test_road_building_lapses_without_a_legal_path() -> None:
    """With one road left in stock, one free road; with no legal path, none."""
    built = scenario().settlement(RED, 3).cards(RED, ["road_building"]).turn(RED, rolled=True)
    for p in range(20, 34):
        built.road(RED, p)
    state, events = play(built.state(), [PlayCard("road_building"), PlaceRoad(path_between(3, 8))])
    assert Lapsed(RED, "build road free") in events and not state.pending
    cut_off = scenario().settlement(RED, 3).cards(RED, ["road_building"]).turn(RED, rolled=True)
    for p in PATHS_AT[3]:
        cut_off.road(BLUE, p)
    state, events = play(cut_off.state(), [PlayCard("road_building")])
    assert events[-2:] == [Lapsed(RED, "build road free")] * 2
    assert state.deck[-1] == "road_building" and state.card_played


@pytest.mark.rule("C-DEV-4")
def test_card_effects_are_data_run_by_one_interpreter() -> None:
    """The cards' programs are statement values: road building is two free roads."""
    assert CARDS["road_building"].on_play == (Repeat(2, (BuildRoadFree(),)),)
    assert CARDS["knight"].after == "played" and CARDS["monopoly"].after == "deck"
    assert CARDS["victory_point"].on_play is None and CARDS["victory_point"].points == 1

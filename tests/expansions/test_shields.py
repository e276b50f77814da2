"""Shields: eighteen components laid on the depots, taken with a pair of dice onto castles,
kept by paying upkeep at each phase's end, scoring at the game's end and giving lasting
powers while held (X-SHIELD-1 to X-SHIELD-5)."""

from __future__ import annotations

import pytest

import burgundy
from burgundy import data
from burgundy.actions import (
    BuyTile,
    Choose,
    EndTurn,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    TakeWorkers,
    UseAction,
)
from burgundy.events import (
    AnimalsScored,
    BonusTaken,
    DieSet,
    Event,
    FinalScore,
    Gained,
    MineIncome,
    Paid,
    RegionCompleted,
    TilePlaced,
    TurnEnded,
    WorkersSpent,
    WorkersTaken,
)
from burgundy.model.state import DiscardChoice, OptionChoice, PlaceChoice, TakeChoice, zone_of
from burgundy.testing import Scenario
from tests.expansions.helpers import (
    choose_shield,
    end_phase,
    expansion,
    position,
    shields_held,
)
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

SHIELDS = ("shields",)
RULES = "rules:shields"
OTHER = 1 - SEAT
#: The upkeep's options, in the order the file writes them (X-SHIELD-3).
PAY, PAY_WORKER, DISCARD = 0, 1, 2


def _on_depot(game: burgundy.Game, number: int) -> list[str]:
    return [t.id for t in zone_of(game.state.zones, f"display shield {number}")]


def _out(game: burgundy.Game) -> list[str]:
    return [t.id for t in game.state.out if t.kind == "shield"]


def _layout() -> dict[int, list[str]]:
    """The shields each depot holds in a clean position (seed 0)."""
    game = position(*SHIELDS).build()
    return {n: _on_depot(game, n) for n in range(1, 7)}


def _offered(game: burgundy.Game, source: str = RULES) -> list[UseAction]:
    return actions(game, UseAction, source=source)


def _depots_offered(game: burgundy.Game) -> list[int]:
    """The depots the shield action offers (it is used, its choice read, nothing more)."""
    trial = game.clone()
    play(trial, find(trial, UseAction, source=RULES))
    choice = trial.state.pending[-1]
    assert isinstance(choice, OptionChoice)
    return [option + 1 for option in choice.options]


def _take_shield(game: burgundy.Game, depot: int) -> list[Event]:
    """Take the shield action for ``depot``, and the depot's first shield."""
    events = [*play(game, find(game, UseAction, source=RULES))]
    events += play(game, Choose(depot - 1))
    events += choose_shield(game, _on_depot(game, depot)[0])
    return events


def _upkeep_options(game: burgundy.Game) -> tuple[int, ...]:
    choice = game.state.pending[-1]
    assert isinstance(choice, OptionChoice), choice
    assert choice.frame.tile_id == RULES
    return choice.options


def _pay_all(game: burgundy.Game) -> list[Event]:
    """Answer every upkeep choice by paying a silverling; skip optional placements."""
    events: list[Event] = []
    while game.state.pending and not game.is_over:
        frame = game.state.pending[-1]
        if isinstance(frame, OptionChoice):
            events += play(game, Choose(PAY))
        elif isinstance(frame, PlaceChoice):
            events += play(game, Skip())
        else:
            break
    return events


def _phase_end(*held: str, phase: str = "A", silverlings: int = 0, workers: int = 0) -> Scenario:
    """The last turn of ``phase`` (seat 0 acts last), seat 0 holding ``held``, one on each
    castle: the start castle and as many more as it takes."""
    s = position(*SHIELDS).phase(phase, round=5).turn(SEAT, dice=(1, 1))
    castles = dict.fromkeys((6, 2, 1)[: max(0, len(held) - 1)], "castle")
    return (s.estate(SEAT, castles).row(SEAT, "shield", held)
            .resources(SEAT, silverlings=silverlings, workers=workers))


# --- X-SHIELD-1: setup ---------------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-1")
@pytest.mark.parametrize(
    ("players", "per_depot"),
    [(2, [1, 1, 1, 1, 1, 1]), (3, [1, 2, 1, 2, 1, 2]), (4, [2, 2, 2, 2, 2, 2])],
)
def test_shields_are_laid_on_the_depots_and_the_rest_leave_the_game(
    players: int, per_depot: list[int]
) -> None:
    game = burgundy.new_game(players, seed=5, tiles=expansion(*SHIELDS))
    laid = {n: _on_depot(game, n) for n in range(1, 7)}
    assert [len(laid[n]) for n in range(1, 7)] == per_depot
    everything = sorted([*_out(game), *(s for shields in laid.values() for s in shields)])
    assert everything == sorted(f"shield:{n}" for n in range(1, 19))
    assert not zone_of(game.state.zones, "supply shield")
    assert all(not shields_held(game, seat) for seat in range(players))
    # Shuffled: another seed lays other shields.
    other = burgundy.new_game(players, seed=6, tiles=expansion(*SHIELDS))
    assert {n: _on_depot(other, n) for n in range(1, 7)} != laid


@pytest.mark.rule("X-SHIELD-1")
def test_a_depot_emptied_of_shields_is_not_refilled() -> None:
    laid = _layout()
    game = _phase_end(silverlings=1).turn(SEAT, dice=(2, 2)).build()
    _take_shield(game, 2)  # both dice: the turn, and the phase, end after the upkeep
    assert _on_depot(game, 2) == []
    _pay_all(game)
    assert game.state.phase == "B"
    assert shields_held(game) == laid[2]
    assert {n: _on_depot(game, n) for n in range(1, 7)} == {**laid, 2: []}


# --- X-SHIELD-2: the shield action -----------------------------------------------------------


@pytest.mark.rule("X-SHIELD-2")
def test_a_pair_takes_the_shield_of_that_depot_onto_a_castle() -> None:
    shield = _layout()[3][0]
    game = position(*SHIELDS, dice=(3, 3)).build()
    assert _depots_offered(game) == [3]
    events = _take_shield(game, 3)
    assert shields_held(game) == [shield]
    assert _on_depot(game, 3) == []
    assert not of(events, WorkersSpent)
    assert TurnEnded(SEAT) in events  # both dice are spent


@pytest.mark.rule("X-SHIELD-2", "R-TURN-3")
def test_the_action_spends_the_dice_and_the_turn_may_still_buy() -> None:
    game = position(*SHIELDS, dice=(3, 3)).resources(SEAT, silverlings=2) \
        .black_depot(["building:bank"]).build()
    events = _take_shield(game, 3)
    assert TurnEnded(SEAT) not in events
    assert game.current_player == SEAT
    assert set(game.legal_actions()) == {BuyTile(0, 0), EndTurn()}


@pytest.mark.rule("X-SHIELD-2")
def test_a_depot_holding_two_shields_offers_either() -> None:
    game = position(*SHIELDS, players=4, dice=(3, 3)).build()
    laid = _on_depot(game, 3)
    assert len(laid) == 2
    play(game, find(game, UseAction, source=RULES))
    play(game, Choose(2))
    assert set(game.legal_actions()) == {Choose(0), Choose(1)}
    choose_shield(game, laid[1])
    assert shields_held(game) == [laid[1]]
    assert _on_depot(game, 3) == [laid[0]]


@pytest.mark.rule("X-SHIELD-2", "R-TURN-2")
def test_workers_make_the_pair_and_are_charged() -> None:
    game = position(*SHIELDS, dice=(2, 3)).resources(SEAT, workers=1).build()
    assert _depots_offered(game) == [2, 3]
    events = _take_shield(game, 2)
    assert of(events, WorkersSpent) == [WorkersSpent(SEAT, 1)]
    assert resources(game)[2] == 0
    assert shields_held(game) == _layout()[2]
    # Workers turn a die across 6-1 too.
    game = position(*SHIELDS, dice=(1, 6)).resources(SEAT, workers=1).build()
    assert _depots_offered(game) == [1, 6]


@pytest.mark.rule("X-SHIELD-2")
def test_not_offered_without_a_reachable_pair_or_after_a_die_action() -> None:
    game = position(*SHIELDS, dice=(1, 4)).resources(SEAT, workers=2).build()
    assert not _offered(game)  # three workers would be needed
    game = position(*SHIELDS, dice=(2, 2)).build()
    play(game, find(game, TakeWorkers, die=2))
    assert not _offered(game)  # one die is spent


@pytest.mark.rule("X-SHIELD-2")
def test_an_empty_depot_is_not_offered() -> None:
    emptied = _layout()[2]
    game = position(*SHIELDS, dice=(2, 3)).resources(SEAT, workers=1) \
        .row(OTHER, "shield", emptied).build()
    assert _depots_offered(game) == [3]
    game = position(*SHIELDS, dice=(2, 2)).row(OTHER, "shield", emptied).build()
    assert not _offered(game)


@pytest.mark.rule("X-SHIELD-2")
def test_one_shield_per_castle() -> None:
    laid = _layout()
    game = position(*SHIELDS, dice=(4, 4)).estate(SEAT, {6: "castle"}) \
        .row(SEAT, "shield", laid[1]).build()
    _take_shield(game, 4)  # two castles, one shield: no shield has to make way
    assert shields_held(game) == [*laid[1], *laid[4]]
    assert _out(game) == _out(position(*SHIELDS).build())


@pytest.mark.rule("X-SHIELD-2")
def test_only_placed_castles_hold_shields() -> None:
    laid = _layout()
    game = position(*SHIELDS, dice=(4, 4)).storage(SEAT, ["castle"]) \
        .row(SEAT, "shield", laid[1]).build()
    play(game, find(game, UseAction, source=RULES))
    play(game, Choose(3))
    # The castle in storage holds none: the start castle's shield must make way.
    choice = game.state.pending[-1]
    assert isinstance(choice, TakeChoice) and choice.source == "my shield"


@pytest.mark.rule("X-SHIELD-2")
def test_with_every_castle_holding_one_the_new_shield_replaces_one_chosen() -> None:
    laid = _layout()
    old = [*laid[1], *laid[2]]
    game = position(*SHIELDS, dice=(5, 5)).estate(SEAT, {6: "castle"}) \
        .row(SEAT, "shield", old).build()
    before = _out(game)
    play(game, find(game, UseAction, source=RULES))
    play(game, Choose(4))
    choice = game.state.pending[-1]
    assert isinstance(choice, TakeChoice) and choice.source == "my shield"
    assert len(actions(game, Choose)) == 2  # either held shield may go
    choose_shield(game, old[1])
    choose_shield(game, laid[5][0])
    assert shields_held(game) == [old[0], *laid[5]]
    assert sorted(_out(game)) == sorted([*before, old[1]])  # it leaves the game


# --- X-SHIELD-3: upkeep ----------------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-3")
def test_each_shield_is_paid_for_or_discarded_separately() -> None:
    game = _phase_end("shield:4", "shield:9", silverlings=1).build()
    end_phase(game)
    assert _upkeep_options(game) == (PAY, DISCARD)
    events = play(game, Choose(PAY))
    assert of(events, Paid) == [Paid(SEAT, "silverlings", 1, RULES)]
    assert _upkeep_options(game) == (DISCARD,)  # no silverling left to pay
    play(game, Choose(DISCARD))
    choose_shield(game, "shield:4")
    assert shields_held(game) == ["shield:9"]
    assert "shield:4" in _out(game)
    assert resources(game)[1] == 0
    assert game.state.phase == "B"


@pytest.mark.rule("X-SHIELD-3")
def test_every_player_pays_upkeep() -> None:
    game = _phase_end().row(OTHER, "shield", ["shield:7"]) \
        .resources(OTHER, silverlings=2).build()
    end_phase(game)
    choice = game.state.pending[-1]
    assert isinstance(choice, OptionChoice) and choice.seat == OTHER
    play(game, Choose(PAY))
    assert shields_held(game, OTHER) == ["shield:7"]
    assert resources(game, OTHER)[1] == 1


@pytest.mark.rule("X-SHIELD-3")
def test_a_game_saved_during_the_upkeep_loads_exactly() -> None:
    game = _phase_end("shield:4", "shield:9", silverlings=1).build()
    end_phase(game)
    play(game, Choose(PAY))
    loaded = burgundy.Game.from_json(game.to_json())
    assert loaded.legal_actions() == game.legal_actions() == (Choose(DISCARD),)
    for copy in (game, loaded):
        play(copy, Choose(DISCARD))
        choose_shield(copy, "shield:9")
    assert loaded.to_json() == game.to_json()
    assert shields_held(loaded) == ["shield:4"]


@pytest.mark.rule("X-SHIELD-3", "R-MINE-1")
def test_upkeep_comes_before_mine_income() -> None:
    game = _phase_end("shield:4").estate(SEAT, {24: "mine"}).build()
    end_phase(game)
    # The mine's silverling comes later: it cannot pay for the shield.
    assert _upkeep_options(game) == (DISCARD,)
    events = play(game, Choose(DISCARD))
    events += choose_shield(game, "shield:4")
    assert of(events, MineIncome) == [MineIncome(SEAT, 1, 1)]
    assert resources(game)[1] == 1
    assert shields_held(game) == []


@pytest.mark.rule("X-SHIELD-3", "X-SHIELD-5")
def test_shield_3_lets_workers_pay_upkeep() -> None:
    game = _phase_end("shield:3", "shield:4", workers=1, silverlings=1).build()
    end_phase(game)  # the two dice took 4 workers
    assert _upkeep_options(game) == (PAY, PAY_WORKER, DISCARD)
    events = play(game, Choose(PAY_WORKER))
    assert of(events, Paid) == [Paid(SEAT, "workers", 1, RULES)]
    play(game, Choose(PAY))
    assert shields_held(game) == ["shield:3", "shield:4"]
    assert resources(game)[1:] == (0, 4)
    # Without shield 3, workers do not pay.
    game = _phase_end("shield:4", workers=3).build()
    end_phase(game)
    assert _upkeep_options(game) == (DISCARD,)


# --- X-SHIELD-4: end-game points -------------------------------------------------------------


#: A knowledge tile scoring at the end (K-22: 4 points per bank) and a bank for it.
BANKS = {12: "knowledge:22", 11: "building:bank"}


def _final_lines(*held: str, estate: dict[int, str] | None = None) -> list[tuple[str, int]]:
    """The end-game lines of seat 0's shields and knowledge tile, upkeep paid."""
    game = _phase_end(*held, phase="E", silverlings=len(held)).estate(SEAT, estate or {}) \
        .build()
    events = end_phase(game) + _pay_all(game)
    assert game.is_over
    assert shields_held(game) == list(held)
    return [(e.label, e.points) for e in of(events, FinalScore)
            if e.seat == SEAT and e.label in ("Shields", "Banks")]


def _shield_points(*held: str) -> list[int]:
    return [points for label, points in _final_lines(*held) if label == "Shields"]


@pytest.mark.rule("X-SHIELD-4")
def test_shields_score_12_8_or_4_at_the_end() -> None:
    assert _shield_points("shield:4", "shield:9", "shield:17") == [12, 8, 4]
    assert _shield_points("shield:6") == [12]
    assert _shield_points("shield:12") == [8]
    assert _shield_points("shield:18") == [4]


@pytest.mark.rule("X-SHIELD-4", "X-SHIELD-5")
def test_shield_13_doubles_every_shield_held_and_nothing_else() -> None:
    assert _shield_points("shield:1", "shield:13") == [24, 8]
    assert _shield_points("shield:7", "shield:13", "shield:18") == [16, 8, 8]
    assert sorted(_final_lines("shield:13", estate=BANKS)) == [("Banks", 4), ("Shields", 8)]


@pytest.mark.rule("X-SHIELD-4")
def test_a_shield_discarded_before_the_end_scores_nothing() -> None:
    game = _phase_end("shield:4", phase="E").build()
    events = end_phase(game)
    events += play(game, Choose(DISCARD))
    events += choose_shield(game, "shield:4")
    assert game.is_over
    assert not [e for e in of(events, FinalScore) if e.label == "Shields"]


# --- X-SHIELD-5: powers ----------------------------------------------------------------------


@pytest.mark.rule("X-SHIELD-5", "R-ANIMAL-1")
def test_shield_1_all_pastures_count_as_one() -> None:
    def cows(*held: str) -> list[AnimalsScored]:
        game = position(*SHIELDS, dice=(5, 5)).row(SEAT, "shield", held) \
            .estate(SEAT, {10: "animal:cow:3", 27: "animal:cow:4", 5: "animal:sheep:4",
                           17: "ship", 20: "ship"}) \
            .storage(SEAT, ["animal:cow:2"]).build()
        return of(play(game, find(game, PlaceTile, space=9, die=5)), AnimalsScored)

    assert cows() == [AnimalsScored(SEAT, "cow", 2 + 3)]  # 27 is another pasture
    assert cows("shield:1") == [AnimalsScored(SEAT, "cow", 2 + 3 + 4)]


@pytest.mark.rule("X-SHIELD-5")
def test_shield_2_gains_workers_when_another_player_gains_them() -> None:
    game = position(*SHIELDS, dice=(2, 3)).row(OTHER, "shield", ["shield:2"]) \
        .storage(SEAT, ["building:boarding_house"]).build()
    play(game, find(game, TakeWorkers, die=2))  # the take-workers action: 2
    assert resources(game, OTHER)[2] == 2
    events = play(game, find(game, PlaceTile, space=11, die=3))  # a tile's gain: 4
    assert Gained(OTHER, "workers", 4, "shield:2") in of(events, Gained)
    assert resources(game, OTHER)[2] == 6
    assert resources(game)[2] == 6
    # The holder's own gains give nothing more.
    game = position(*SHIELDS, dice=(2, 3)).row(SEAT, "shield", ["shield:2"]).build()
    play(game, find(game, TakeWorkers, die=2))
    assert resources(game)[2] == 2
    assert resources(game, OTHER)[2] == 0


@pytest.mark.rule("X-SHIELD-5", "R-STORE-1")
def test_shield_4_storage_has_no_limit() -> None:
    def take_fourth(*held: str) -> burgundy.Game:
        game = position(*SHIELDS, dice=(1, 1)).row(SEAT, "shield", held) \
            .storage(SEAT, ["mine", "ship", "castle"]) \
            .depot(1, ["building:bank", None, None, None]).build()
        play(game, find(game, TakeTile, die=1, slot=0))
        return game

    assert isinstance(take_fourth().state.pending[-1], DiscardChoice)
    game = take_fourth("shield:4")
    assert not game.state.pending
    assert [t.id for t in player(game).storage] == ["mine", "ship", "castle", "building:bank"]


@pytest.mark.rule("X-SHIELD-5", "R-COLOUR-1")
def test_shield_7_bonus_tiles_score_double() -> None:
    def grey(*held: str) -> tuple[int, list[BonusTaken]]:
        game = position(*SHIELDS, dice=(3, 3)).row(SEAT, "shield", held) \
            .estate(SEAT, {24: "mine", 29: "mine"}).storage(SEAT, ["mine"]).build()
        events = play(game, find(game, PlaceTile, space=33, die=3))
        return resources(game)[0], of(events, BonusTaken)

    region = 6 + 10  # three spaces, in phase A
    assert grey() == (region + 5, [BonusTaken(SEAT, "grey", True, 5)])
    assert grey("shield:7") == (region + 10, [BonusTaken(SEAT, "grey", True, 10)])


@pytest.mark.rule("X-SHIELD-5", "R-MINE-1")
def test_shield_8_mines_pay_double() -> None:
    game = _phase_end("shield:8", silverlings=1).estate(SEAT, {24: "mine", 29: "mine"}).build()
    end_phase(game)
    events = play(game, Choose(PAY))
    assert of(events, MineIncome) == [MineIncome(SEAT, 2, 4)]
    assert resources(game)[1] == 4


def _sale(*held: str) -> tuple[int, int]:
    """Points and silverlings of selling three goods tiles (two players: 2 points each)."""
    game = position(*SHIELDS, dice=(4, 1)).row(SEAT, "shield", held).goods(SEAT, {4: 3}).build()
    play(game, find(game, SellGoods, die=4, number=4))
    return resources(game)[:2]


@pytest.mark.rule("X-SHIELD-5", "R-ACT-SELL")
def test_shield_9_a_silverling_per_goods_tile_sold() -> None:
    assert _sale() == (6, 1)
    assert _sale("shield:9") == (6, 3)


@pytest.mark.rule("X-SHIELD-5", "R-ACT-SELL")
def test_shield_12_points_from_selling_count_double() -> None:
    assert _sale("shield:12") == (12, 1)
    assert _sale("shield:9", "shield:12") == (12, 3)


@pytest.mark.rule("X-SHIELD-5", "R-END-GAME-1")
def test_shield_10_end_game_knowledge_points_count_double() -> None:
    assert _final_lines(estate=BANKS) == [("Banks", 4)]
    # Doubled, and only the knowledge tile's points: the shield's own stay 8.
    assert sorted(_final_lines("shield:10", estate=BANKS)) == [("Banks", 8), ("Shields", 8)]


@pytest.mark.rule("X-SHIELD-5", "X-SHIELD-3")
def test_shield_14_places_a_depot_tile_after_the_payment() -> None:
    game = _phase_end("shield:14", silverlings=1) \
        .depot(3, ["building:bank", None, None, None]).build()
    end_phase(game)
    assert isinstance(game.state.pending[-1], OptionChoice)  # the payment comes first
    play(game, Choose(PAY))
    assert isinstance(game.state.pending[-1], PlaceChoice)
    # Without a die: a beige space touching a placed tile (11 or 25, by the start castle).
    assert set(game.legal_actions()) == {Choose((3, 0, 11)), Choose((3, 0, 25)), Skip()}
    events = play(game, Choose((3, 0, 25)))
    assert [(p.tile.id, p.space) for p in of(events, TilePlaced)] == [("building:bank", 25)]
    assert Gained(SEAT, "silverlings", 2, "building:bank") in of(events, Gained)
    assert game.state.phase == "B"


@pytest.mark.rule("X-SHIELD-5", "X-SHIELD-3")
def test_shield_14_discarded_at_the_payment_places_nothing() -> None:
    game = _phase_end("shield:14").depot(3, ["building:bank", None, None, None]).build()
    end_phase(game)
    play(game, Choose(DISCARD))
    choose_shield(game, "shield:14")
    assert not game.state.pending
    assert game.state.phase == "B"
    assert player(game).spaces[11] is None and player(game).spaces[25] is None


@pytest.mark.rule("X-SHIELD-5")
def test_shield_15_places_a_black_depot_tile() -> None:
    game = _phase_end("shield:15", silverlings=1).black_depot(["building:bank"]).build()
    end_phase(game)
    play(game, Choose(PAY))
    assert set(game.legal_actions()) == {Choose((0, 11)), Choose((0, 25)), Skip()}
    events = play(game, Choose((0, 11)))
    assert [(p.tile.id, p.space) for p in of(events, TilePlaced)] == [("building:bank", 11)]
    assert resources(game)[1] == 2


@pytest.mark.rule("X-SHIELD-5")
@pytest.mark.parametrize("shield", ["shield:14", "shield:15"])
def test_shields_14_and_15_take_nothing_without_a_space_for_it(shield: str) -> None:
    # Map 1's light green spaces (0, 4, 5, 9, 10, 27): none touches the start castle on 18.
    cow = ["animal:cow:2"]
    game = _phase_end(shield, silverlings=1).depot(3, [*cow, None, None, None]) \
        .black_depot(cow).build()
    end_phase(game)
    play(game, Choose(PAY))
    assert not game.state.pending
    assert game.state.phase == "B"
    assert all(space is None or space.kind != "animal" for space in player(game).spaces)
    assert not player(game).storage


@pytest.mark.rule("X-SHIELD-5", "X-SHIELD-3")
def test_shields_14_and_18_place_on_any_space_of_the_colour() -> None:
    game = _phase_end("shield:14", "shield:18", silverlings=2) \
        .depot(3, ["animal:cow:2", None, None, None]).build()
    end_phase(game)
    play(game, Choose(PAY))
    play(game, Choose(PAY))
    light_green = [n for n, colour in enumerate(data.estates()[1].colours)
                   if colour == "light_green"]
    assert set(game.legal_actions()) == {Skip(), *(Choose((3, 0, n)) for n in light_green)}


@pytest.mark.rule("X-SHIELD-5", "R-REGION-1")
def test_shield_17_regions_score_one_space_larger() -> None:
    def bank_on_11(*held: str) -> list[int]:
        game = position(*SHIELDS, dice=(3, 3)).row(SEAT, "shield", held) \
            .storage(SEAT, ["building:bank"]).build()
        events = play(game, find(game, PlaceTile, space=11, die=3))
        return [e.points for e in of(events, RegionCompleted)]

    assert bank_on_11() == [1 + 10]  # a one-space city in phase A
    assert bank_on_11("shield:17") == [3 + 10]  # scored as two spaces


@pytest.mark.rule("X-SHIELD-5", "R-REGION-1")
def test_shield_17_scores_a_region_at_most_as_8_spaces() -> None:
    # Map 2's eight-space city 1-6-12-15-16-17-18-19, all but 19 built, a bank for 19.
    others = ["watchtower", "carpenters_workshop", "church", "market", "boarding_house",
              "city_hall", "warehouse"]
    built = dict(zip((1, 6, 12, 15, 16, 17, 18), (f"building:{b}" for b in others),
                     strict=True))
    game = Scenario(2, tiles=expansion(*SHIELDS), estates=[2, 1]).turn(SEAT, dice=(5, 5)) \
        .row(SEAT, "shield", ["shield:17"]).estate(SEAT, built) \
        .storage(SEAT, ["building:bank"]).build()
    events = play(game, find(game, PlaceTile, space=19, die=5, workers=0))
    assert [e.points for e in of(events, RegionCompleted)] == [36 + 10]


@pytest.mark.rule("X-SHIELD-5", "R-PLACE-1")
def test_shield_18_places_without_touching_a_placed_tile() -> None:
    def on_0(*held: str) -> list[PlaceTile]:
        game = position(*SHIELDS, dice=(6, 6)).row(SEAT, "shield", held) \
            .storage(SEAT, ["animal:cow:2"]).build()
        return actions(game, PlaceTile, space=0)

    assert not on_0()  # space 0 touches nothing placed
    assert on_0("shield:18")


@pytest.mark.rule("X-SHIELD-5", "R-SHIP-1")
def test_shield_5_a_ship_also_takes_one_goods_type_from_every_depot() -> None:
    # The ship takes depot 1's goods (type 2); then shield 5 offers the types that lie in
    # a depot and fit the warehouse (it holds 2 and 4, one space is free): 2, 4 and 5.
    s = position(*SHIELDS, dice=(2, 1)).row(SEAT, "shield", ["shield:5"]) \
        .storage(SEAT, ["ship"]).goods(SEAT, {4: 1})
    s = s.depot_goods(1, [2]).depot_goods(3, [5, 2]).depot_goods(4, [4]).depot_goods(6, [5])
    game = s.build()
    play(game, find(game, PlaceTile, space=17, die=2))
    play(game, Choose(1))  # the ship: depot 1
    decision = game.state.pending[-1]
    assert isinstance(decision, OptionChoice)
    assert decision.options == (1, 3, 4)  # types 2, 4 and 5 (option n is type n + 1)
    play(game, Choose(4))  # type 5, from depots 3 and 6
    assert dict(player(game).goods) == {2: 1, 4: 1, 5: 2}
    assert game.state.depot_goods[3] == (2,) and game.state.depot_goods[6] == ()


@pytest.mark.rule("X-SHIELD-5", "R-TURN-1")
def test_shield_16_sets_one_die_to_any_number_once_per_turn() -> None:
    game = position(*SHIELDS, dice=(2, 5)).row(SEAT, "shield", ["shield:16"]).build()
    play(game, _offered(game, "shield:16")[0])
    decision = game.state.pending[-1]
    assert isinstance(decision, OptionChoice)
    assert len(decision.options) == 10  # each die to any of the five other numbers
    events = play(game, Choose(5))  # the first die to 6
    assert of(events, DieSet) == [DieSet(SEAT, 1, 6)]
    assert player(game).dice == (6, 5)
    assert not _offered(game, "shield:16")  # once this turn
    play(game, find(game, TakeWorkers, die=6))
    play(game, find(game, TakeWorkers, die=5))
    assert game.current_player != SEAT and game.state.used_actions == ()  # a new turn
    # A die already used this turn cannot be set: only the second is offered.
    game = position(*SHIELDS, dice=(2, 5)).row(SEAT, "shield", ["shield:16"]).build()
    play(game, find(game, TakeWorkers, die=2))
    play(game, _offered(game, "shield:16")[0])
    decision = game.state.pending[-1]
    assert isinstance(decision, OptionChoice) and all(o >= 6 for o in decision.options)


@pytest.mark.rule("X-SHIELD-5", "R-CASTLE-1")
def test_shield_11_a_castles_extra_action_takes_a_shield() -> None:
    # A castle placed on space 6 (die 6, next to the knowledge tile on 12) gives an extra
    # action; with shield 11 it may take a shield from the depot of the number it uses.
    depot = next(n for n, held in _layout().items() if held)
    s = position(*SHIELDS, dice=(6, 1)).row(SEAT, "shield", ["shield:11"])
    game = s.estate(SEAT, {12: "knowledge:1"}).storage(SEAT, ["castle"]).build()
    play(game, find(game, PlaceTile, space=6, die=6))
    takes = _offered(game, "shield:11")
    assert [a.number for a in takes] == [n for n in range(1, 7) if _on_depot(game, n)]
    assert all(a.die is None and a.workers == 0 for a in takes)
    wanted = _on_depot(game, depot)[0]
    play(game, next(a for a in takes if a.number == depot))
    choose_shield(game, wanted)
    assert shields_held(game) == ["shield:11", wanted]
    # With the turn's dice, not a castle's action, shield 11 offers nothing.
    game = position(*SHIELDS, dice=(6, 1)).row(SEAT, "shield", ["shield:11"]).build()
    assert not _offered(game, "shield:11")


@pytest.mark.rule("X-SHIELD-5", "K-14")
def test_shield_6_borrows_an_opponents_knowledge_while_held() -> None:
    # With seed 11 shield 6 lies on depot 6; seat 1 has knowledge tile 14 (4 workers).
    tiles = expansion(*SHIELDS)
    game = scenario(2, dice=(6, 6), seed=11, tiles=tiles).estate(1, {12: "knowledge:14"}) \
        .build()
    assert "shield:6" in _on_depot(game, 6)
    play(game, _offered(game)[0])
    play(game, Choose(5))  # both dice as 6: depot 6
    choose_shield(game, "shield:6")
    decision = game.state.pending[-1]
    assert isinstance(decision, OptionChoice) and decision.options == (1,)  # seat 1 only
    play(game, Choose(1))
    assert player(game).borrowed == (("shield:6", 1),)
    assert "knowledge:14" in player(game).hooked
    same = burgundy.Game.from_json(game.to_json())  # a save keeps it, and checks it
    assert same.state == game.state
    while game.current_player != SEAT:  # seat 1's turn
        finish_turn(game)
    events = play(game, actions(game, TakeWorkers)[0])
    assert [e.count for e in of(events, WorkersTaken)] == [4]


@pytest.mark.rule("X-SHIELD-5", "X-SHIELD-3")
def test_shield_6_powers_end_when_the_shield_is_lost() -> None:
    tiles = expansion(*SHIELDS)
    game = scenario(2, dice=(6, 6), seed=11, tiles=tiles).phase("A", round=5) \
        .estate(1, {12: "knowledge:14"}).build()
    play(game, _offered(game)[0])
    play(game, Choose(5))
    choose_shield(game, "shield:6")
    play(game, Choose(1))  # seat 1's knowledge; the turn, the round and the phase end
    assert "knowledge:14" in player(game).hooked
    assert _upkeep_options(game) == (2,)  # no silverling: only the discard
    play(game, Choose(2))
    choose_shield(game, "shield:6")
    assert "shield:6" in _out(game)
    assert player(game).borrowed == () and "knowledge:14" not in player(game).hooked


#: Shields whose power is written in the rules block (upkeep and phase end), not on them.
POWERS_IN_THE_RULES = ("shield:3", "shield:14", "shield:15")


@pytest.mark.rule("X-SHIELD-5")
def test_every_shield_carries_its_power() -> None:
    defs = expansion(*SHIELDS).by_id
    for n in range(1, 19):
        shield = defs[f"shield:{n}"]
        own = bool(shield.modifiers or shield.triggers or shield.actions)
        assert own != (shield.id in POWERS_IN_THE_RULES), shield.id

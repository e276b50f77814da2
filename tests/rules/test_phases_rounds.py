"""Section 2 of RULES.md: phases and rounds (R-PHASE-1 … R-PHASE-6, R-ROUND-1 … R-ROUND-4)."""

from __future__ import annotations

from collections import Counter

import pytest

import burgundy
from burgundy import data
from burgundy.actions import PlaceTile, TakeTile, TakeWorkers
from burgundy.events import (
    DiceRolled,
    GoodsArrived,
    PhaseStarted,
    RoundStarted,
    TileDiscarded,
    TilesRemoved,
    TileTaken,
    TurnOrderMoved,
    TurnStarted,
)
from burgundy.model.state import GameState
from tests.rules.helpers import (
    actions,
    finish_turn,
    of,
    play,
    recorded_game,
    scenario,
    settle,
    turn_order,
)

GAMES = [(2, 1), (3, 2), (4, 3)]  # (players, seed) of the recorded games used below
SLOTS_IN_PLAY = {2: 12, 3: 18, 4: 24}
BLACK_SLOTS = {2: 4, 3: 6, 4: 8}
DIE_ACTIONS = (TakeTile, PlaceTile, burgundy.actions.SellGoods, TakeWorkers)


def phase_starts(players: int, seed: int) -> list[tuple[str, GameState, GameState]]:
    """(phase, state before its setup, state just after it) for phases B-E of a recorded
    game; phase A's setup is the initial state."""
    found = []
    for step in recorded_game(players, seed):
        for event in of(step.events, PhaseStarted):
            found.append((event.phase, step.before, step.after))
    return found


def first_state(players: int, seed: int) -> GameState:
    return recorded_game(players, seed)[0].before


def depot_colours_ok(state: GameState, players: int) -> None:
    """R-PHASE-3: exactly the slots of this player count hold a tile of the slot's colour
    (the 3-player mine exception aside)."""
    board = data.board()
    for number, slots in board.depots.items():
        for index, (colour, smallest) in enumerate(slots):
            placed = state.depots[number][index]
            if smallest > players:
                assert placed is None, (number, index)
                continue
            assert placed is not None, (number, index)
            if players == 3 and (number, index) == (6, 2) and state.phase in ("B", "D"):
                colour = "grey"
            assert placed.colour == colour, (number, index, placed)


# --- R-PHASE-1 ----------------------------------------------------------------------


@pytest.mark.rule("R-PHASE-1", "R-ROUND-4", "R-TURN-1")
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_phase_1_five_phases_of_five_rounds_fifty_die_actions_each(players: int, seed: int) -> None:
    """R-PHASE-1: phases A-E of 5 rounds each (25 rounds), 50 dice actions per player;
    R-ROUND-4: every seat has one turn per round."""
    steps = recorded_game(players, seed)
    phases = [e.phase for s in steps for e in of(s.events, PhaseStarted)]
    assert phases == ["B", "C", "D", "E"]  # A is set up by new_game
    rounds = [(e.phase, e.round) for s in steps for e in of(s.events, RoundStarted)]
    expected = [(p, r) for p in "ABCDE" for r in range(1, 6)]
    assert rounds == expected[1:]
    die_actions = Counter(
        s.actor for s in steps
        if isinstance(s.action, DIE_ACTIONS) and s.action.die is not None
        and not s.before.pending  # a castle's extra action is not a die
    )
    assert die_actions == {seat: 50 for seat in range(players)}
    turns = Counter(e.seat for s in steps for e in of(s.events, TurnStarted))
    assert turns == Counter({seat: 25 for seat in range(players)}) - Counter(
        {first_state(players, seed).turn_order[0]: 1}  # the first turn starts in new_game
    )
    last = steps[-1].after
    assert last.over and last.phase == "E" and last.round == 5


# --- R-PHASE-2 ----------------------------------------------------------------------


@pytest.mark.rule("R-PHASE-2")
def test_phase_2_leftover_depot_and_black_depot_tiles_leave_goods_stay() -> None:
    """R-PHASE-2: at the start of phase B, tiles still in the depots and the black depot
    leave the game; goods tiles on the depot goods spaces stay."""
    last = turn_order(2, 0)[-1]
    build = (scenario(2, seed=0).phase("A", round=5).turn(last, dice=(1, 1))
             .depot(1, ["building:bank", None, None, None])
             .depot(2, [None, "castle", None, None])
             .depot(3, [None, None, None, None])
             .depot(4, ["ship", None, None, None])
             .depot(5, [None, None, None, None])
             .depot(6, [None, "animal:cow:2", None, None])
             .black_depot(["knowledge:7", "mine"]))
    goods = {1: [], 2: [4, 4], 3: [], 4: [], 5: [1], 6: []}
    for number, held in goods.items():
        build.depot_goods(number, held)
    game = build.build()
    out_before = Counter(t.id for t in game.state.out)
    events = finish_turn(game)
    removed = of(events, TilesRemoved)
    assert len(removed) == 1
    gone = Counter(t.id for t in removed[0].tiles)
    expected_gone = ["building:bank", "castle", "ship", "animal:cow:2", "knowledge:7", "mine"]
    assert gone == Counter(expected_gone)
    assert Counter(t.id for t in game.state.out) == out_before + gone
    # The goods stayed; phase B's first goods tile joined them.
    arrived = of(events, GoodsArrived)
    assert len(arrived) == 1
    expected = {n: tuple(held) for n, held in goods.items()}
    expected[arrived[0].depot] += (arrived[0].goods,)
    assert dict(game.state.depot_goods) == expected
    assert game.state.phase == "B"


@pytest.mark.rule("R-PHASE-2")
def test_phase_2_nothing_leaves_at_the_start_of_phase_a() -> None:
    """R-PHASE-2: not in phase A."""
    assert first_state(2, 1).out == ()


@pytest.mark.rule("R-PHASE-2", "R-PHASE-3", "R-PHASE-5")
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_phase_2_every_phase_start_clears_and_refills(players: int, seed: int) -> None:
    """R-PHASE-2/3/5 over whole games: each phase start removes exactly what was left in
    the depots and the black depot, then refills them."""
    checked = 0
    for step in recorded_game(players, seed):
        removed = of(step.events, TilesRemoved)
        if not of(step.events, PhaseStarted):
            assert not removed
            continue
        # What the depots held at the end of the phase: before this step, less what the
        # step's own action took.
        left = Counter(t.id for slots in step.before.depot_slots for t in slots if t is not None)
        left += Counter(t.id for t in step.before.black_depot)
        left -= Counter(e.tile.id for e in of(step.events, TileTaken))
        assert len(removed) == 1
        assert Counter(t.id for t in removed[0].tiles) == left
        discarded = Counter(e.tile.id for e in of(step.events, TileDiscarded))
        grown = Counter(t.id for t in step.after.out) - Counter(t.id for t in step.before.out)
        assert grown == left + discarded
        checked += 1
    assert checked == 4


# --- R-PHASE-3 ----------------------------------------------------------------------


@pytest.mark.rule("R-PHASE-3")
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_phase_3_slots_by_player_count_at_every_phase(players: int, seed: int) -> None:
    """R-PHASE-3: 2 players fill the slots marked 2 (12), 3 players those marked 2 and 3
    (18), 4 players all 24, each with a tile of the slot's colour."""
    states = [first_state(players, seed)] + [after for _, _, after in phase_starts(players, seed)]
    assert [s.phase for s in states] == list("ABCDE")
    for state in states:
        filled = sum(1 for slots in state.depot_slots for t in slots if t is not None)
        assert filled == SLOTS_IN_PLAY[players]
        depot_colours_ok(state, players)


@pytest.mark.rule("R-PHASE-3")
def test_phase_3_ruling_a_slot_stays_empty_when_its_supply_is_empty() -> None:
    """R-PHASE-3 ruling: when a colour's normal supply is empty, its slots stay empty. Here
    the 8 normal-back mines left after phase A's setup lie in estates."""
    last = turn_order(4, 0)[-1]
    build = scenario(4, seed=0).phase("A", round=5)
    for seat in range(3):
        build.estate(seat, {24: "mine", 29: "mine", 33: "mine"})  # 9 mines: 8 normal, 1 black
    game = build.turn(last, dice=(1, 1)).build()
    assert game.state.supply[data.COLOURS.index("grey")] == ()
    finish_turn(game)
    assert game.state.phase == "B"
    assert game.state.depots[4][3] is None  # the grey slots
    assert game.state.depots[5][0] is None
    others = sum(1 for slots in game.state.depot_slots for t in slots if t is not None)
    assert others == 24 - 2


# --- R-PHASE-4 ----------------------------------------------------------------------


@pytest.mark.rule("R-PHASE-4")
@pytest.mark.parametrize(("players", "seed"), GAMES + [(3, 7)])
def test_phase_4_three_players_mine_in_depot_6_in_phases_b_and_d(players: int, seed: int) -> None:
    """R-PHASE-4: with 3 players the dark-green slot of depot 6 holds a castle in A, C, E
    and a mine in B and D; with 4 players always a castle; with 2 it is not in play."""
    states = [first_state(players, seed)] + [after for _, _, after in phase_starts(players, seed)]
    found = {s.phase: s.depots[6][2] for s in states}
    castle, mine = burgundy.tile("castle"), burgundy.tile("mine")
    if players == 2:
        assert set(found.values()) == {None}
    elif players == 3:
        assert found == {"A": castle, "B": mine, "C": castle, "D": mine, "E": castle}
    else:
        assert set(found.values()) == {castle}


# --- R-PHASE-5 ----------------------------------------------------------------------


@pytest.mark.rule("R-PHASE-5")
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_phase_5_black_depot_holds_4_6_8_black_back_tiles(players: int, seed: int) -> None:
    """R-PHASE-5: the black depot gets 4/6/8 black-back tiles for 2/3/4 players, at the
    start of every phase."""
    black_mix = Counter(t.id for t in data.components().black_tiles)
    states = [first_state(players, seed)] + [after for _, _, after in phase_starts(players, seed)]
    seen: Counter[str] = Counter()
    for state in states:
        assert len(state.black_depot) == BLACK_SLOTS[players]
        seen += Counter(t.id for t in state.black_depot)
    assert seen <= black_mix  # every tile dealt there has a black back, none twice


# --- R-PHASE-6 and R-ROUND-2 ------------------------------------------------------------


@pytest.mark.rule("R-PHASE-6", "R-ROUND-2")
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_phase_6_round_goods_come_from_the_phase_stack_to_the_white_die_depot(
    players: int, seed: int
) -> None:
    """R-PHASE-6: the phase's 5 goods tiles wait on the round spaces; R-ROUND-2: each round
    the top one goes to the depot the white die shows."""
    start = first_state(players, seed)
    stacks = start.goods_stacks
    # Phase A round 1 happened in new_game: its goods tile is already in a depot.
    assert sum(len(g) for g in start.depot_goods_) == 1
    assert start.depot_goods[start.white_die] == (stacks[0][0],)
    assert start.round_goods == stacks[0][1:]
    arrived: dict[str, list[int]] = {"A": [stacks[0][0]]}
    for step in recorded_game(players, seed):
        rounds = of(step.events, RoundStarted)
        goods = of(step.events, GoodsArrived)
        assert len(rounds) == len(goods)
        for r, g in zip(rounds, goods, strict=True):
            assert g.depot == r.white_die
            assert step.after.white_die == r.white_die
            arrived.setdefault(r.phase, []).append(g.goods)
    assert arrived == {p: list(stacks[i]) for i, p in enumerate("ABCDE")}


@pytest.mark.rule("R-ROUND-2", "R-TURN-2")
def test_round_2_the_white_die_is_never_an_action_die() -> None:
    """R-ROUND-2: the white die only moves goods: it gives no action and workers cannot
    turn it. With dice (1, 1) and no workers only number 1 is reachable."""
    game = scenario(2, seed=0).build()
    white = game.state.white_die
    own = 1 if white != 1 else 4
    seat = game.state.turn_order[0]
    build = scenario(2, seed=0).turn(seat, dice=(own, own)).resources(seat, workers=0)
    build.depot(1, ["building:bank", "ship", None, None])  # both depots full (2 players)
    build.depot(4, ["ship", "building:bank", None, None])
    game = build.build()
    assert game.state.white_die == white
    for action in game.legal_actions():
        if isinstance(action, DIE_ACTIONS):
            assert action.die == own
        if isinstance(action, TakeTile):
            assert action.number == own
    assert not actions(game, TakeTile, number=white)


# --- R-ROUND-1 ----------------------------------------------------------------------


@pytest.mark.rule("R-ROUND-1")
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_round_1_every_player_rolls_two_dice_each_round(players: int, seed: int) -> None:
    """R-ROUND-1: every round each player rolls both dice (visible in the state) and the
    start player the white die."""
    faces: Counter[int] = Counter()
    whites: Counter[int] = Counter()
    for step in recorded_game(players, seed):
        rounds = of(step.events, RoundStarted)
        if not rounds:
            continue
        rolled = of(step.events, DiceRolled)
        assert sorted(e.seat for e in rolled) == list(range(players))
        for e in rolled:
            assert len(e.dice) == 2 and all(1 <= d <= 6 for d in e.dice)
            assert step.after.players[e.seat].dice == e.dice
            assert step.after.players[e.seat].used == (False, False)
            faces.update(e.dice)
        whites[rounds[0].white_die] += 1
    assert set(faces) == set(range(1, 7))
    assert set(whites) <= set(range(1, 7)) and sum(whites.values()) == 24


# --- R-ROUND-3 ----------------------------------------------------------------------


@pytest.mark.rule("R-ROUND-3", "R-SHIP-2")
def test_round_3_order_follows_the_track_and_is_fixed_for_the_round() -> None:
    """R-ROUND-3: furthest marker first, top of a stack before the bottom; a ship moving a
    marker mid-round changes the order from the next round on. Seats a, b, c act in that
    order; a ships (space 1), then b ships (on top of a): this round stays a, b, c, the
    next is b, a, c."""
    a, b, c = turn_order(3, 0)
    game = (scenario(3, seed=0).turn(a, dice=(2, 2))
            .storage(a, ["ship"]).storage(b, ["ship"])
            .resources(b, workers=3)  # b's dice were rolled: workers reach any number
            .build())
    assert game.state.turn_order == (a, b, c)
    ship = burgundy.tile("ship")
    events = [*play(game, PlaceTile(die=2, number=2, workers=0, tile=ship, space=17))]
    events += settle(game)
    assert of(events, TurnOrderMoved) == [TurnOrderMoved(a, 1)]
    assert game.state.track[:2] == ((c, b), (a,))
    assert game.state.turn_order == (a, b, c)  # fixed for this round
    finish_turn(game)
    assert game.current_player == b
    events = [*play(game, min(actions(game, PlaceTile, space=17), key=lambda x: x.workers))]
    events += settle(game)
    assert of(events, TurnOrderMoved) == [TurnOrderMoved(b, 1)]
    assert game.state.track[:2] == ((c,), (a, b))  # b on top of a
    assert game.state.turn_order == (a, b, c)
    finish_turn(game)
    assert game.current_player == c
    events = finish_turn(game)
    assert of(events, RoundStarted)[0].turn_order == (b, a, c)
    assert game.state.turn_order == (b, a, c)
    assert game.current_player == b


@pytest.mark.rule("R-ROUND-3")
def test_round_3_recorded_games_always_follow_the_track() -> None:
    """R-ROUND-3 over a whole game: each round's order is the track read furthest first,
    top first, as it was when the round started."""
    for step in recorded_game(4, 3):
        for r in of(step.events, RoundStarted):
            expected = tuple(s for stack in reversed(step.after.track) for s in reversed(stack))
            assert r.turn_order == expected


# --- R-ROUND-4 ----------------------------------------------------------------------


@pytest.mark.rule("R-ROUND-4")
def test_round_4_next_round_after_everyone_had_a_turn() -> None:
    """R-ROUND-4: after each player's one turn, the next round begins: new dice, new goods."""
    first, second = turn_order(2, 0)
    game = scenario(2, seed=0).turn(first, dice=(3, 3)).build()
    events = finish_turn(game)
    assert not of(events, RoundStarted)
    assert game.state.round == 1 and game.current_player == second
    events = finish_turn(game)
    started = of(events, RoundStarted)
    assert [(e.phase, e.round) for e in started] == [("A", 2)]
    assert game.state.round == 2 and game.current_player == first
    assert len(of(events, GoodsArrived)) == 1
    assert sum(len(g) for g in game.state.depot_goods_) == 2


"""Catan through the kernel's adapters (docs/openspiel.md, docs/pettingzoo.md): a game of
imperfect information whose rolls, cards drawn and cards stolen are OpenSpiel's chance
nodes with their true odds, each outcome landing where the engine drew; observations that
never show an undecided draw nor another seat's hand; a game cut short by its turn limit
shared by every seat."""

from __future__ import annotations

from fractions import Fraction

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from burgundy.games import catan  # noqa: E402
from burgundy.games.catan import BuyCard, Choose, MoveRobber, PlayCard, Roll, Steal  # noqa: E402
from burgundy.games.catan.adapters import max_game_length  # noqa: E402
from burgundy.games.catan.chance import Redraw, redraw  # noqa: E402
from burgundy.games.catan.observation import describe_fields, observe  # noqa: E402
from burgundy.games.catan.openspiel import SHORT_NAME  # noqa: E402
from burgundy.games.catan.pettingzoo import env  # noqa: E402
from tests.catan.helpers import BLUE, RED, WHITE, hand, scenario  # noqa: E402

CHANCE = pyspiel.PlayerId.CHANCE


def test_the_game_describes_itself() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"players": 3, "seed": 7})
    handle = catan.new_game(3, 7, turn_limit=1000)
    assert game.num_players() == 3
    assert game.num_distinct_actions() == handle.action_space_size
    assert game.observation_tensor_size() == observe(handle, 0).size
    assert game.max_chance_outcomes() == 6
    kind = game.get_type()
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.max_game_length() == max_game_length(handle)
    assert pyspiel.load_game(SHORT_NAME).num_players() == 4
    with pytest.raises(Exception, match="turn_limit must be 1 to 1000, not 0"):
        pyspiel.load_game(SHORT_NAME, {"turn_limit": 0})


def to_roll(state: pyspiel.State) -> None:
    """Play the set-up, each seat its first legal places."""
    while state.engine.state.to_place:
        state.apply_action(state.legal_actions()[0])


def test_a_roll_is_two_dice_decided_by_chance_and_shown_only_then() -> None:
    state = pyspiel.load_game(SHORT_NAME, {"players": 3, "seed": 1}).new_initial_state()
    assert not state.is_chance_node()  # the set-up is the seed's
    to_roll(state)
    seat = state.current_player()
    roll = state.engine.action_id(Roll())
    before = state.observation_tensor(seat)
    state.apply_action(roll)
    assert state.is_chance_node() and state.current_player() == CHANCE
    assert state.chance_outcomes() == [(face, 1 / 6) for face in range(6)]
    assert state.observation_tensor(seat) == before  # the dice are not shown yet
    state.apply_action(2)
    assert state.action_to_string(CHANCE, 3) == f"seat {seat}'s second die: 4"
    state.apply_action(3)
    assert not state.is_chance_node()
    assert state.engine.state.dice == (3, 4)  # a 7: the robber moves
    assert str(state.engine.legal_actions()[0]).startswith("move the robber")


def test_the_same_outcomes_give_the_same_game_and_others_another() -> None:
    def play(faces: tuple[int, int]) -> str:
        state = pyspiel.load_game(SHORT_NAME, {"players": 2, "seed": 4}).new_initial_state()
        to_roll(state)
        state.apply_action(state.engine.action_id(Roll()))
        for face in faces:
            state.apply_action(face)
        return str(state)

    assert play((5, 5)) == play((5, 5))
    assert play((5, 5)) != play((0, 1))


def drawn(before: catan.CatanGame, action: object) -> Redraw:
    """The draws of ``action`` played on ``before`` (a game at a position)."""
    after = before.clone()
    after.apply(action)
    found = redraw(before.state, after.state)
    assert found is not None
    return found


@pytest.mark.rule("C-DEV-1", "C-DEV-4")
def test_a_card_drawn_is_one_of_those_above_the_progress_cards_put_under_the_deck() -> None:
    game = (scenario().settlement(RED, 27).hand(RED, {"grain": 2, "wool": 2, "ore": 2})
            .deck(["knight", "victory_point", "knight", "monopoly"]).turn(RED, rolled=True)
            .build())
    draw = drawn(game, BuyCard())
    assert draw.outcomes() == ((0, Fraction(1, 2)), (3, Fraction(1, 4)), (4, Fraction(1, 4)))
    assert draw.describe(3) == "the card seat 0 draws: monopoly"
    state = draw.choose(3).state()
    assert state.players[RED].cards == ("monopoly",)
    assert state.deck == ("knight", "knight", "victory_point")  # the rest, in a fixed order
    # The monopoly played goes under the deck, where every seat knows it: a purchase
    # draws the knight above it (the only card there), and then the monopoly, by no chance.
    game = (scenario().settlement(RED, 27).cards(RED, ["monopoly"])
            .hand(RED, {"grain": 2, "wool": 2, "ore": 2}).deck(["knight"])
            .turn(RED, rolled=True).build())
    game.apply(PlayCard("monopoly"))
    game.apply(Choose("ore"))
    assert drawn(game, BuyCard()).outcomes() == ((0, Fraction(1)),)
    game.apply(BuyCard())
    after = game.clone()
    after.apply(BuyCard())
    assert after.state.players[RED].cards[-1] == "monopoly"
    assert redraw(game.state, after.state) is None


@pytest.mark.rule("C-ROBBER-5")
def test_a_theft_takes_a_resource_by_the_victims_cards_of_it() -> None:
    game = (scenario().settlement(RED, 27).settlement(BLUE, 35)
            .hand(BLUE, {"ore": 2, "wool": 1}).turn(RED).dice(3, 4).build())
    game.apply(Roll())
    game.apply(MoveRobber((2, 0)))
    draw = drawn(game, Steal(BLUE))
    assert draw.outcomes() == ((2, Fraction(1, 3)), (4, Fraction(2, 3)))
    assert draw.describe(2) == "the card seat 0 takes from seat 1: wool"
    state = draw.choose(2).state()
    assert state.players[RED].hand == hand(wool=1)
    assert state.players[BLUE].hand == hand(ore=2)
    with pytest.raises(ValueError, match="0 is not an outcome of the card seat 0 takes"):
        draw.choose(0)


def test_the_tensor_shows_a_seat_its_own_hand_and_no_other() -> None:
    """Blue's and White's cards swapped: the bank is the same, Red cannot tell."""
    def position(blue: str, white: str) -> catan.CatanGame:
        return (scenario().settlement(RED, 27).settlement(BLUE, 35).hand(RED, {"ore": 2})
                .hand(BLUE, {blue: 1}).hand(WHITE, {white: 1}).turn(RED).build())

    one, other = position("wool", "grain"), position("grain", "wool")
    assert (observe(one, RED) == observe(other, RED)).all()
    assert not (observe(one, BLUE) == observe(other, BLUE)).all()
    parts = {row["name"]: row for row in describe_fields()}
    own = observe(one, RED)[parts["own"]["offset"]: parts["own"]["offset"] + 10]
    assert list(own) == [0, 0, 0, 0, 2, 0, 0, 0, 0, 0]


def test_a_game_cut_short_by_its_turn_limit_is_shared() -> None:
    table = env(players=2, turn_limit=3)
    table.reset(seed=2)
    rewards = dict.fromkeys(table.possible_agents, 0.0)
    for agent in table.agent_iter():
        observation, reward, termination, truncation, _ = table.last()
        rewards[agent] += reward
        if termination or truncation:
            table.step(None)
            continue
        table.step(int(np.flatnonzero(observation["action_mask"])[-1]))
    assert table.game is not None and table.game.is_over and not table.game.winners()
    assert rewards == {"seat_0": 0.5, "seat_1": 0.5}

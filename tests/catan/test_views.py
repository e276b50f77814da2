"""Views with hidden hands and determinized games (C-TURN-7)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from burgundy.games.catan import BuyCard, Choose, PlayCard, State
from burgundy.games.catan.rules import flow
from burgundy.games.catan.views import determinize, view
from tests.catan.helpers import BLUE, RED, WHITE, new, play, scenario


def hidden_apart(
    blue: dict[str, int], cards: list[str], seed: int, white: dict[str, int] | None = None
) -> State:
    """Red's turn; Blue's and White's hands and cards, the deck's order and the random
    stream are what Red cannot see (the bank is open, so the two hands' sum is not)."""
    return (
        scenario(seed=seed)
        .settlement(RED, 3)
        .settlement(BLUE, 35)
        .hand(RED, {"ore": 2, "wool": 1})
        .cards(RED, ["knight"])
        .hand(BLUE, blue)
        .cards(BLUE, cards)
        .hand(WHITE, white or {"ore": 1, "grain": 1})
        .cards(WHITE, ["discovery"])
        .turn(RED, rolled=True)
        .state()
    )


@pytest.mark.rule("C-TURN-7")
def test_a_seat_sees_its_own_hand_and_cards_and_counts_of_the_others() -> None:
    state = hidden_apart({"brick": 2}, ["monopoly", "victory_point"], 0)
    mine = view(state, RED).to_dict()["players"]
    assert mine[RED]["hand"] == {"lumber": 0, "brick": 0, "wool": 1, "grain": 0, "ore": 2}
    assert mine[RED]["held"] == ["knight"]
    assert "hand" not in mine[BLUE] and "held" not in mine[BLUE]
    assert (mine[BLUE]["hand_size"], mine[BLUE]["cards"]) == (2, 2)
    assert mine[BLUE]["points"] == 1  # the victory point card stays hidden
    blues = view(state, BLUE).to_dict()["players"]
    assert blues[BLUE]["held"] == ["monopoly", "victory_point"]
    assert view(state, BLUE).to_dict()["deck"] == len(state.deck)


@pytest.mark.rule("C-TURN-7")
def test_states_differing_only_in_what_a_seat_cannot_see_give_it_equal_views() -> None:
    one = hidden_apart({"brick": 2}, ["monopoly"], 0)
    seed = next(s for s in range(1, 20) if new(seed=s).start_player == one.start_player)
    other = hidden_apart({"ore": 1, "grain": 1}, ["knight"], seed, white={"brick": 2})
    assert one != other and one.bank == other.bank
    assert view(one, RED) == view(other, RED)
    assert view(one, BLUE) != view(other, BLUE)
    assert view(one, WHITE) != view(other, WHITE)
    apart = hidden_apart({"brick": 3}, ["monopoly"], 0)
    assert view(one, RED) != view(apart, RED)  # hand sizes are public


def totals(state: State) -> tuple[Counter[str], Counter[str]]:
    resources: Counter[str] = Counter(state.bank)
    cards: Counter[str] = Counter(state.deck)
    for player in state.players:
        resources.update(player.hand)
        cards.update(player.cards + player.played)
    return resources, cards


@pytest.mark.rule("C-TURN-7")
def test_determinize_redraws_what_the_seat_cannot_see() -> None:
    state = hidden_apart({"brick": 2, "grain": 1}, ["monopoly", "knight"], 0)
    draws = [determinize(state, RED, seed) for seed in range(10)]
    for drawn in draws:
        assert view(drawn, RED) == view(state, RED)
        assert drawn.players[RED] == state.players[RED]
        assert totals(drawn) == totals(state)
    assert len({d.players[BLUE].hand.items().__repr__() for d in draws}) > 1
    assert len({d.deck for d in draws}) > 1
    assert determinize(state, RED, 3) == draws[3]


@pytest.mark.rule("C-TURN-7")
@pytest.mark.parametrize("players", [3, 4])
def test_determinized_games_keep_the_view_and_play_on(players: int) -> None:
    state = new(players, seed=players, board=None)
    choose = random.Random(players)
    for step in range(600):
        if state.over:
            break
        if step % 25 == 0:
            seat = step // 25 % players
            drawn = determinize(state, seat, step)
            assert view(drawn, seat) == view(state, seat)
            assert totals(drawn) == totals(state)
            assert flow.legal(drawn)
            flow.apply(drawn, choose.choice(flow.legal(drawn)))
        state, _ = flow.apply(state, choose.choice(flow.legal(state)))


@pytest.mark.rule("C-TURN-7", "C-DEV-4")
def test_a_progress_card_put_under_the_deck_stays_there_in_every_determinized_game() -> None:
    """Every seat saw the monopoly played and put under the deck: a game drawn for Blue
    keeps it at the bottom, and a purchase draws it only once the cards above it are gone."""
    state = (scenario().cards(RED, ["monopoly"]).cards(BLUE, ["knight"])
             .turn(RED, rolled=True).state())
    state, _ = play(state, [PlayCard("monopoly"), Choose("ore")])
    assert state.deck[-1] == "monopoly"
    assert view(state, BLUE).to_dict()["under"] == ["monopoly"]
    for seed in range(10):
        drawn = determinize(state, BLUE, seed)
        assert drawn.deck[-1] == "monopoly"
        assert view(drawn, BLUE) == view(state, BLUE)
        assert totals(drawn) == totals(state)
    short = (scenario().cards(RED, ["monopoly"]).hand(RED, {"grain": 1, "wool": 1, "ore": 1})
             .deck(["knight"]).turn(RED, rolled=True).state())
    short, _ = play(short, [PlayCard("monopoly"), Choose("ore"), BuyCard()])
    assert short.deck == ("monopoly",)
    assert view(short, BLUE).to_dict()["under"] == ["monopoly"]

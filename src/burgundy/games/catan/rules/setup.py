"""Set-up (C-SETUP): the board, the bank, the shuffled deck, the start player drawn, and the
snake of settlements and roads with the starting resources."""

from __future__ import annotations

from burgundy.games.catan import board as boards
from burgundy.games.catan.board import PRODUCES
from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.events import Event, Received
from burgundy.games.catan.figures import RESOURCES
from burgundy.games.catan.geometry import LAND_AT
from burgundy.games.catan.rules.building import place_road, place_settlement
from burgundy.games.catan.rules.holdings import counts, receive
from burgundy.games.catan.rules.turns import begin_turn
from burgundy.games.catan.state import Options, Player, State
from burgundy.kernel import rng
from burgundy.kernel.values import evolve


def placing_order(players: int, start: int) -> tuple[int, ...]:
    """Clockwise from the start player, then back (C-SETUP-11, -12): 0 1 2 3 3 2 1 0."""
    order = tuple((start + i) % players for i in range(players))
    return order + order[::-1]


def setup(options: Options) -> State:
    """A new game: the board (random, C-SETUP-4..6, or a file, C-SETUP-9), the robber on the
    desert and the shuffled deck (C-SETUP-7), the start player drawn (C-SETUP-10), and the
    start player to place the first settlement."""
    seed, draws = options.seed, 0
    if options.board is None:
        board, draws = boards.random_board(seed, draws)
    else:
        board = boards.load(options.board)
    start, draws = rng.below(seed, draws, options.players)
    deck, draws = rng.shuffled(
        seed, draws, [name for name, card in CARDS.items() for _ in range(card.supply)]
    )
    figures = options.figures
    empty = dict.fromkeys(RESOURCES, 0)
    order = placing_order(options.players, start)
    return State(
        board=board,
        figures=figures,
        players=tuple(Player(seat, empty) for seat in range(options.players)),
        buildings={},
        roads={},
        robber=board.desert,
        bank=dict.fromkeys(RESOURCES, figures.bank),
        deck=deck,
        start_player=start,
        seat=order[0],
        seed=seed,
        draws=draws,
        max_offers_per_turn=options.max_offers_per_turn,
        trade_offer_list_max=options.trade_offer_list_max,
        combined_trade_build=options.combined_trade_build,
        turn_limit=options.turn_limit,
        to_place=order,
    )


def setup_settlement(state: State, intersection: int) -> tuple[State, tuple[Event, ...]]:
    """The seat to place puts a set-up settlement (free, C-SETUP-11); its road comes next."""
    state, events = place_settlement(state, state.seat, intersection, paid=False)
    return evolve(state, road_from=intersection), events


def setup_road(state: State, path: int) -> tuple[State, tuple[Event, ...]]:
    """The seat to place puts its road; after the second one it takes a card per land hex
    at its second settlement (C-SETUP-13); after the last the start player's first turn
    begins (C-SETUP-14)."""
    seat, settlement = state.seat, state.road_from
    assert settlement is not None
    state, events = place_road(state, seat, path, paid=False)
    second = len(state.to_place) <= len(state.players)
    if second:
        start = counts(
            PRODUCES[t] for h in LAND_AT[settlement] if (t := state.terrain[h]) in PRODUCES
        )
        if start:
            state = receive(state, seat, start)
            events += (Received(seat, start, "start"),)
    rest = state.to_place[1:]
    state = evolve(state, to_place=rest, road_from=None)
    if rest:
        return evolve(state, seat=rest[0]), events
    state, started = begin_turn(state, state.start_player)
    return state, events + started

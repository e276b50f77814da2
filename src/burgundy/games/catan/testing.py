"""``Scenario``: a Catan position after the set-up, built without playing up to it, for rule
tests.

    state = (Scenario(players=4, seed=0, board=R1_TEXT)
             .settlement(0, 14).city(0, 40).road(0, geometry.path_between(14, 20))
             .hand(0, {"ore": 2, "wool": 1})    # exact; the bank holds the rest
             .cards(0, ["knight"]).played(1, ["knight", "knight"])
             .deck(["knight", "victory_point"])  # exact, top first
             .robber((0, 2))
             .turn(0, rolled=False)              # seat 0 to act; True: the roll is resolved
                                                 # (round=n: in the n-th round, default 1)
             .dice(4, 4)                         # the next roll shows these
             .state())

The board holds only the pieces named (the distance rule and the stock hold; roads need not
connect). Hands are empty unless set. Cards given by ``.cards`` were not bought this turn;
``.played`` takes knights. Without ``.deck`` the deck is the shuffled one without the cards
given out. Longest Road and Largest Army follow from the position (C-AWARD); the position
then ends as a step of the game would end there (``flow.settle``): a finished game if the
seat to act already has the win total (C-END-2) or a house rule's ``game.ends`` holds.
``.state()`` raises ``ValueError`` naming what is impossible; ``.build()`` gives a
``burgundy.Game`` at the position (it has no replay).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from burgundy.games.catan import house
from burgundy.games.catan.actions import Action
from burgundy.games.catan.cards import CARDS
from burgundy.games.catan.figures import DEFAULT, RESOURCES
from burgundy.games.catan.geometry import LAND, PATHS, Hex
from burgundy.games.catan.rules import flow
from burgundy.games.catan.rules.awards import refresh_army, refresh_roads
from burgundy.games.catan.rules.building import settlement_problem
from burgundy.games.catan.state import Options, State
from burgundy.kernel import rng
from burgundy.kernel.game import Game
from burgundy.kernel.values import evolve


class Scenario:
    def __init__(
        self,
        players: int = 4,
        seed: int = 0,
        board: Any = None,
        figures: Mapping[str, Any] | None = None,
        **options: Any,
    ) -> None:
        self._options = Options(
            players=players,
            seed=seed,
            board=board,
            figures=DEFAULT.load(**figures) if figures else DEFAULT,
            **options,
        )
        self._buildings: list[tuple[int, int, str]] = []
        self._roads: list[tuple[int, int]] = []
        self._hands: dict[int, Mapping[str, int]] = {}
        self._cards: dict[int, tuple[str, ...]] = {}
        self._played: dict[int, tuple[str, ...]] = {}
        self._deck: tuple[str, ...] | None = None
        self._robber: Hex | None = None
        self._turn: int | None = None
        self._rolled = False
        self._round = 1
        self._dice: tuple[int, int] | None = None

    def settlement(self, seat: int, intersection: int) -> Scenario:
        self._buildings.append((seat, intersection, "settlement"))
        return self

    def city(self, seat: int, intersection: int) -> Scenario:
        self._buildings.append((seat, intersection, "city"))
        return self

    def road(self, seat: int, path: int) -> Scenario:
        self._roads.append((seat, path))
        return self

    def hand(self, seat: int, cards: Mapping[str, int]) -> Scenario:
        self._hands[seat] = dict(cards)
        return self

    def cards(self, seat: int, cards: Iterable[str]) -> Scenario:
        self._cards[seat] = tuple(cards)
        return self

    def played(self, seat: int, cards: Iterable[str]) -> Scenario:
        self._played[seat] = tuple(cards)
        return self

    def deck(self, cards: Iterable[str]) -> Scenario:
        self._deck = tuple(cards)
        return self

    def robber(self, hex_: Hex) -> Scenario:
        self._robber = hex_
        return self

    def turn(self, seat: int, rolled: bool = False, round: int = 1) -> Scenario:
        self._turn, self._rolled, self._round = seat, rolled, round
        return self

    def dice(self, first: int, second: int) -> Scenario:
        self._dice = (first, second)
        return self

    def state(self) -> State:
        state = house.setup(self._options)
        self._check_seats(len(state.players))
        for seat, i, kind in self._buildings:
            why = settlement_problem(state, seat, i, setup=True)
            if why:
                raise ValueError(f"scenario: seat {seat}'s {kind}: {why}")
            state = evolve(state, buildings={**state.buildings, i: (seat, kind)})
        buildings = state.buildings
        roads: dict[int, int] = {}
        for seat, p in self._roads:
            if not (isinstance(p, int) and 0 <= p < len(PATHS)) or p in roads:
                raise ValueError(f"scenario: no road fits on path {p!r}")
            roads[p] = seat
        state = evolve(state, buildings=buildings, roads=roads)
        stock = state.figures.stock
        for seat in range(len(state.players)):
            placed = Counter(kind for s, kind in buildings.values() if s == seat)
            placed["road"] = sum(1 for s in roads.values() if s == seat)
            for piece, n in placed.items():
                if n > stock[piece]:
                    raise ValueError(f"scenario: seat {seat} has {stock[piece]} {piece}s, not {n}")
        state = self._hands_and_cards(state)
        if self._robber is not None:
            if self._robber not in LAND:
                raise ValueError(f"scenario: the robber goes on a land hex, not {self._robber!r}")
            state = evolve(state, robber=self._robber)
        seat = state.start_player if self._turn is None else self._turn
        if not (isinstance(self._round, int) and self._round >= 1):
            raise ValueError(f"scenario: rounds count from 1, not {self._round!r}")
        # The round's first turn: counted from here, turns make rounds of one per seat.
        turn = (self._round - 1) * len(state.players) + 1
        state = evolve(state, to_place=(), road_from=None, seat=seat, turn=turn,
                       rolled=self._rolled)
        if self._dice is not None:
            state = evolve(state, draws=self._draws_for(state, self._dice))
        state, _ = refresh_roads(state, range(len(state.players)))
        state, _ = refresh_army(state)
        state, _ = flow.settle(state)
        return state

    def build(self) -> Game[State, Action]:
        """A game at the position (``game.position``)."""
        from burgundy.games.catan.game import position  # the handle needs the whole package

        return position(self.state())

    def _check_seats(self, players: int) -> None:
        seats = (
            {s for s, _, _ in self._buildings}
            | {s for s, _ in self._roads}
            | set(self._hands)
            | set(self._cards)
            | set(self._played)
            | ({self._turn} if self._turn is not None else set())
        )
        for seat in seats:
            if not (isinstance(seat, int) and 0 <= seat < players):
                raise ValueError(f"scenario: no seat {seat!r} in a {players}-player game")

    def _hands_and_cards(self, state: State) -> State:
        players = list(state.players)
        bank = dict(state.bank)
        for seat, cards in self._hands.items():
            unknown = sorted(set(cards) - set(RESOURCES))
            if unknown or any(not isinstance(n, int) or n < 0 for n in cards.values()):
                raise ValueError(f"scenario: seat {seat}'s hand maps resources to counts")
            for r, n in cards.items():
                bank[r] -= n
            players[seat] = evolve(players[seat], hand={**dict.fromkeys(RESOURCES, 0), **cards})
        short = [r for r in RESOURCES if bank[r] < 0]
        if short:
            raise ValueError(f"scenario: the hands hold more {short[0]} than the game has")
        for seat, held in self._cards.items():
            players[seat] = evolve(players[seat], cards=held)
        for seat, played in self._played.items():
            if any(CARDS.get(c) is None or CARDS[c].after != "played" for c in played):
                raise ValueError(f"scenario: seat {seat} can have played knights only")
            players[seat] = evolve(players[seat], played=played)
        out = Counter(c for p in players for c in p.cards + p.played)
        if self._deck is None:
            deck = list(state.deck)
            for card, n in out.items():
                for _ in range(min(n, deck.count(card))):
                    deck.remove(card)
        else:
            deck = list(self._deck)
        for card, n in (out + Counter(deck)).items():
            if card not in CARDS:
                raise ValueError(f"scenario: no development card {card!r}")
            if n > CARDS[card].supply:
                raise ValueError(
                    f"scenario: the game has {CARDS[card].supply} {card} cards, not {n}"
                )
        return evolve(state, players=tuple(players), bank=bank, deck=tuple(deck))

    @staticmethod
    def _draws_for(state: State, dice: tuple[int, int]) -> int:
        """The first draw count from which the stream rolls ``dice``."""
        if not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
            raise ValueError(f"scenario: dice show 1 to 6, not {dice!r}")
        draws = state.draws
        while True:
            first, after = rng.below(state.seed, draws, 6)
            if first + 1 == dice[0] and rng.below(state.seed, after, 6)[0] + 1 == dice[1]:
                return draws
            draws += 1

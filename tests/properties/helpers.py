"""Play loops shared by the property tests: checked steps, replays, and finding positions
where a given decision is pending."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from hypothesis import strategies as st

import burgundy
from burgundy.actions import Action
from burgundy.bots import RandomBot
from burgundy.events import Event
from burgundy.model.state import OptionChoice
from burgundy.testing.invariants import check_events, check_invariants, check_step

#: Picks the next action of a game.
Chooser = Callable[[burgundy.Game], Action]

#: More steps than any game takes; a loop that reaches it has found a game that never ends.
MAX_STEPS = 2000

#: A house-rule layer over the standard tiles: a changed building with a new decision
#: (a take from the black depot) followed by more of its program, a new building type that
#: changes the tile mix and asks for an extra action, a trigger, and a new end-game
#: knowledge tile.
HOUSE_RULES = """
building bank "Bank" {
    on place {
        may take any from black depot
        gain 2 silverlings
    }
}
building stable "Stable" supply 5 normal, 2 black {
    on place {
        gain 1 worker
        may extra action
    }
    when tile_placed if event.tile is animal cow { gain 1 silverling }
}
knowledge 27 "Savings" supply 1 black {
    score "Savings": my.silverlings // 3
}
"""


def house_tiles() -> burgundy.TileSet:
    return burgundy.load_tiles(burgundy.STANDARD_TILES, HOUSE_RULES)


def tiles_deciding(kind: type) -> burgundy.TileSet | None:
    """A tile set whose play reaches decisions of ``kind``: the standard tiles make every
    kind but a program's ``choose``, which the shields expansion makes."""
    if kind is OptionChoice:
        return burgundy.load_tiles(burgundy.STANDARD_TILES, burgundy.EXPANSIONS["shields"])
    return None


def checked_apply(game: burgundy.Game, action: Action) -> tuple[Event, ...]:
    """``game.apply(action)``, then every invariant and the step checks."""
    before = game.clone()
    saved = game.to_json()
    events = game.apply(action)
    check_invariants(game)
    check_step(before, game, saved)
    check_events(before, game, events)
    return events


def play_checked(game: burgundy.Game, choose: Chooser, max_steps: int = MAX_STEPS) -> list[Action]:
    """Play to the end (or ``max_steps``), checking invariants after every step; returns
    the actions played."""
    check_invariants(game)
    played: list[Action] = []
    while not game.is_over:
        if len(played) >= max_steps:
            raise AssertionError(f"{game!r} still not over after {max_steps} actions")
        action = choose(game)
        checked_apply(game, action)
        played.append(action)
    return played


def random_chooser(seed: int) -> Chooser:
    return RandomBot(seed).act


def drawn_chooser(data: st.DataObject) -> Chooser:
    """Hypothesis picks every action (an index, so failures shrink to the first actions)."""

    def choose(game: burgundy.Game) -> Action:
        legal = game.legal_actions()
        return legal[data.draw(st.integers(0, len(legal) - 1))]

    return choose


def event_log(game: burgundy.Game, actions: Iterable[Action]) -> list[str]:
    """Apply ``actions`` and return the ``repr`` of each step's event tuple."""
    return [repr(game.apply(action)) for action in actions]


def play_random(game: burgundy.Game, seed: int, steps: int) -> list[Action]:
    """Up to ``steps`` random legal actions (unchecked: for reaching positions fast)."""
    bot = RandomBot(seed)
    played: list[Action] = []
    while len(played) < steps and not game.is_over:
        action = bot.act(game)
        game.apply(action)
        played.append(action)
    return played


def find_pending(
    kind: type,
    players: Sequence[int] = (2, 3, 4),
    estates: Callable[[int], list[int]] | None = None,
    tiles: burgundy.TileSet | None = None,
    seeds: Iterable[int] = range(200),
    skip: int = 0,
) -> tuple[burgundy.Game, int, list[Action]]:
    """A game where a decision of type ``kind`` waits on top of ``state.pending``: random
    games are played until one comes up; ``skip`` passes over that many first finds (to
    see later ones). Returns the game, its seed and the actions that led there."""
    for seed in seeds:
        count = players[seed % len(players)]
        maps = estates(count) if estates else None
        game = burgundy.new_game(count, seed, estates=maps, tiles=tiles)
        bot = RandomBot(seed)
        played: list[Action] = []
        while not game.is_over:
            pending = game.state.pending
            if pending and isinstance(pending[-1], kind):
                if skip == 0:
                    return game, seed, played
                skip -= 1
            action = bot.act(game)
            game.apply(action)
            played.append(action)
    raise AssertionError(f"no {kind.__name__} came up in random play")


def random_estates(seed: int) -> Callable[[int], list[int]]:
    rng = random.Random(seed)
    return lambda players: [rng.randint(1, 9) for _ in range(players)]

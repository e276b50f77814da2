"""Castles' simulations: what ``burgundy simulate`` plays (``Spec``: tile files, estates,
the advanced set-up), and what Castles' games say besides win rates and scores (which the
kernel's ``burgundy.kernel.simulation`` runs and summarizes for every game): points by
score-sheet source, and what a game's tiles did, counted from its events and the tile set,
whatever the tiles are: tiles placed, components taken and kept, track rewards, actions used
(``TALLIES``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from burgundy.dsl.standard import packaged_name
from burgundy.games.castles import statements
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.events import ActionUsed, ComponentTaken, Event, TilePlaced, TrackMarked
from burgundy.games.castles.game import NAME, new_game
from burgundy.games.castles.scoresheet import ScoreSheet, heading
from burgundy.games.castles.state import zone_of
from burgundy.games.castles.tiles_loader import (
    load_tiles,
    standard_tiles,
    tiles_from_reference,
    tiles_reference,
)
from burgundy.kernel import bot_names
from burgundy.kernel.game import Game
from burgundy.kernel.games import game_module
from burgundy.kernel.simulation import (
    PLACES,
    GameResult,
    deal,
    mean_points,
    play_by_handle,
    source_names,
)
from burgundy.kernel.simulation import summarize as kernel_summarize
from burgundy.lang import ir


@attrs.frozen
class Spec:
    """What to simulate. ``game``: the game's name (``burgundy.GAMES``). ``tiles``:
    house-rule files layered over the standard tiles (empty for the standard tiles).
    ``bots``: bot names dealt to the seats in order, and repeated when there are fewer
    names than seats; a name may be the import path of one's own bot class
    (``package.module:Class``, ``bots.factory``), imported where the games are played.
    ``estates`` and ``advanced`` are Castles'; a game other than Castles is played through
    the handle (``burgundy.kernel.simulation.play_by_handle``), with its one house-rule file
    in ``tiles`` if any."""

    players: int
    games: int
    seed: int
    bots: tuple[str, ...] = ("random",)
    tiles: tuple[str, ...] = ()
    estates: tuple[int, ...] | None = None
    advanced: bool = False
    game: str = NAME

    def __attrs_post_init__(self) -> None:
        if self.games < 1:
            raise ValueError(f"games must be at least 1, not {self.games}")
        if not 1 <= len(self.bots) <= self.players:
            raise ValueError(f"bots: name 1 to {self.players} bots, one per seat at most")
        if self.game != NAME:
            if not callable(getattr(game_module(self.game), "new_game", None)):
                raise ValueError(f"game {self.game!r} has no new_game(players, seed) to "
                                 "simulate")
            castles = [name for name, given in (("estates", self.estates),
                                                ("advanced", self.advanced)) if given]
            if castles:
                raise ValueError(f"{', '.join(castles)}: Castles' options, not {self.game}'s")
            if len(self.tiles) > 1:
                raise ValueError(f"tiles: {self.game} plays one house-rule file, not "
                                 f"{len(self.tiles)}")
        for name in self.bots:
            bot_names.factory(name, self.game)  # a name or an import path; ValueError says why

    def tile_names(self) -> tuple[str, ...]:
        """The tile files as a report names them: a packaged one by its place in the package
        (``tiles/expansions/inns.tiles``), never by where it is installed."""
        return tuple(packaged_name(path) or path for path in self.tiles)

    def lineup(self, game: int) -> tuple[str, ...]:
        """The bot of each seat in game ``game`` (see ``deal``)."""
        return deal(self.bots, self.players, game)

    def setup(self) -> Any:
        """The reference of the tile set Castles' games are played with (the sources
        themselves, so that a machine without the files plays them); for another game, the
        text of its house-rule file (``None``: none), checked by setting a game up with it
        (``TileError`` or ``ValueError`` naming what is wrong)."""
        if self.game == NAME:
            return tiles_reference(tile_set(self.tiles))
        if not self.tiles:
            return None
        text = Path(self.tiles[0]).read_text(encoding="utf-8")
        game_module(self.game).new_game(self.players, self.seed, tiles=text)
        return text

    def play(self, setup: Any, batch: range) -> list[GameResult]:
        """The games ``batch``, with the tile set ``setup`` names: a worker compiles it once
        and keeps it for the batches after; another game's with its house rules' text."""
        if self.game != NAME:
            return [play_by_handle(self, index, setup) for index in batch]
        tiles = None if setup is None else tiles_from_reference(setup, None)
        return [play_game(self, tiles, index) for index in batch]


#: What a game's tallies count of a definition, over all seats: ``placed`` (tiles placed on
#: an estate), ``taken`` (components taken into a row), ``kept`` (in a row at the end),
#: ``rewards`` (spaces of its track whose reward was given) and ``used`` (its actions).
TALLIES = ("placed", "taken", "kept", "rewards", "used")


def tile_set(paths: Sequence[str]) -> TileSet:
    """The standard tiles with the house-rule files ``paths`` layered over them."""
    return load_tiles(standard_tiles(), *paths) if paths else standard_tiles()


def play_game(spec: Spec, tiles: TileSet | None, index: int) -> GameResult:
    """Game ``index`` of ``spec``: seed ``spec.seed + index``; each seat's bot is seeded
    from the game's seed and the seat. ``tiles`` is the tile set of Castles' games; another
    game is played through the handle."""
    if spec.game != NAME or tiles is None:
        return play_by_handle(spec, index)
    seed = spec.seed + index
    lineup = spec.lineup(index)
    game = new_game(spec.players, seed, spec.estates, tiles, advanced=spec.advanced)
    players = [bot_names.for_seat(name, seed, seat) for seat, name in enumerate(lineup)]
    sheet = ScoreSheet(spec.players, tiles)
    tallies: Counter[tuple[str, str]] = Counter()
    while (seat := game.current_player) is not None:
        events = game.apply(players[seat].act(game))
        sheet.record(events)
        _tally(game, events, tallies)
    for player in game.state.players:
        tallies.update(("kept", t.id) for _, row in player.rows for t in row)
    winner = game.winner()
    assert winner is not None  # the game is over
    return GameResult(
        index=index,
        lineup=lineup,
        scores=game.scores(),
        winners=(winner,),
        sources=tuple(tuple(sheet.points[s].values()) for s in range(spec.players)),
        source_names=tuple(sheet.sources),
        tallies=tuple(sorted((what, tile_id, n) for (what, tile_id), n in tallies.items())),
    )


def _tally(
    game: Game[Any, Any], events: tuple[Event, ...], tallies: Counter[tuple[str, str]]
) -> None:
    """Count what ``events`` (of one step of ``game``) did with definitions (``TALLIES``)."""
    tiles = game.tiles
    for event in events:
        if isinstance(event, TilePlaced) and event.tile.id in tiles.by_id:
            tallies["placed", event.tile.id] += 1
        elif isinstance(event, ComponentTaken) and event.row != "out":
            tallies["taken", event.tile.id] += 1
        elif isinstance(event, ActionUsed):
            tallies["used", event.source] += 1
        elif isinstance(event, TrackMarked) and event.matched:
            # The marked space's tile: the seat's row laid out space by space, as marked.
            row = zone_of(game.state.players[event.seat].rows, event.row)
            spaces = [t.id for t in row if t.id in tiles.by_id
                      for _ in tiles.by_id[t.id].spaces]
            if event.space < len(spaces):
                tallies["rewards", spaces[event.space]] += 1


def tallied(definition: ir.TileDef, tiles: TileSet) -> tuple[str, ...]:
    """The ``TALLIES`` that count ``definition`` (of ``tiles``), by what it is: tiles are
    placed; components are kept, and taken where a program takes their kind into a row;
    tracks reward; actions are used."""
    found = ["placed"] if definition.kind in ("building", "knowledge", "tile") else []
    if definition.kind == "component":
        taken = any(
            isinstance(s, statements.Take) and s.dest.where == "my"
            and any(alt.kind == definition.key for alt in s.pattern.alternatives)
            for d in tiles.defs for s in ir.statements(d)
        )
        found += ["taken", "kept"] if taken else ["kept"]
    found += ["rewards"] if definition.spaces else []
    found += ["used"] if definition.actions else []
    return tuple(found)


def changed_tiles(tiles: TileSet) -> list[str]:
    """Ids of the tiles a tile set adds or changes, compared with the standard tiles."""
    standard = standard_tiles().by_id
    return [d.id for d in tiles.defs if standard.get(d.id) != d]


def tile_tallies(played: Sequence[GameResult], tiles: TileSet) -> dict[str, dict[str, Any]]:
    """What the definitions ``tiles`` adds or changes did, per game over all seats: for
    each that a tally counts (``tallied``), its name and the mean of each of its tallies."""
    totals: Counter[tuple[str, str]] = Counter()
    for result in played:
        totals.update({(what, tile_id): n for what, tile_id, n in result.tallies})
    found: dict[str, dict[str, Any]] = {}
    for tile_id in changed_tiles(tiles):
        definition = tiles.by_id[tile_id]
        if counted := tallied(definition, tiles):
            found[tile_id] = {"name": definition.name} | {
                what: round(totals[what, tile_id] / len(played), PLACES) for what in counted
            }
    return found


def summarize(
    spec: Spec, played: Sequence[GameResult], tiles: TileSet | None = None
) -> dict[str, Any]:
    """The shape ``burgundy simulate --json`` prints (``burgundy.kernel.simulation``'s):
    per seat and per bot (a shared win is a win for each winner), and for Castles the points
    by source and, with the run's ``tiles``, what the tiles they add or change did
    (``tile_tallies``). ``played`` holds at least one game."""
    summary = kernel_summarize(spec, played)
    tallies = tile_tallies(played, tiles) if tiles is not None else {}
    return summary | ({"tiles": tallies} if tallies else {})


def plot(spec: Spec, played: Sequence[GameResult], path: str) -> None:
    """Write a PNG: the distribution of each seat's scores, and each seat's mean points
    per score source. Needs matplotlib (``burgundy[plot]``)."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no window, no display needed
    from matplotlib import pyplot

    figure, (scores, sources) = pyplot.subplots(1, 2, figsize=(13, 5))
    everything = [points for r in played for points in r.scores]
    low, high = min(everything), max(everything) + 1
    bins = list(range(low, high + 5, max(1, (high - low) // 20 + 1)))
    for seat in range(spec.players):
        scores.hist([r.scores[seat] for r in played], bins=bins, histtype="step", linewidth=2,
                    label=f"seat {seat}")
    scores.set_title(f"Scores over {len(played)} games")
    scores.set_xlabel("points")
    scores.set_ylabel("games")
    scores.legend()
    width = 0.8 / spec.players
    names = source_names(played)
    for seat in range(spec.players):
        means = list(mean_points(played, [seat]).values())
        offsets = [i + seat * width for i in range(len(names))]
        sources.barh(offsets, means, height=width, label=f"seat {seat}")
    sources.set_yticks([i + 0.4 - width / 2 for i in range(len(names))], list(map(heading, names)))
    sources.invert_yaxis()
    sources.set_title("Mean points per source")
    sources.set_xlabel("points")
    sources.legend()
    figure.tight_layout()
    figure.savefig(path, format="png")
    pyplot.close(figure)

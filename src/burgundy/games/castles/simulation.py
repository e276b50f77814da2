"""Many seeded bot games, and what they say: win rates, score spreads, points by source.

``run(spec)`` plays ``spec.games`` games, game ``n`` with seed ``spec.seed + n``, in
batches on a backend: this process, a pool of local processes, or a Ray cluster
(``burgundy.cluster``). Every backend runs the same ``play_batch``, the games are independent
and their results are put back in game order, so the summary is the same wherever the games
are played. ``summarize`` turns results into the JSON-ready shape ``burgundy simulate
--json`` prints.

Any game of ``burgundy.GAMES`` with a ``new_game(players, seed)`` and bots is simulated
through the ``Game`` handle (``Spec.game``). Castles' games say more: points by score-sheet
source, and what a game's tiles did, counted from its events and the tile set, whatever the
tiles are: tiles placed, components taken and kept, track rewards, actions used
(``TALLIES``).
"""

from __future__ import annotations

import math
import signal
import statistics
import threading
from collections import Counter
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import closing, contextmanager
from typing import Any, Protocol

import attrs

from burgundy.dsl.standard import packaged_name
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.events import ActionUsed, ComponentTaken, Event, TilePlaced, TrackMarked
from burgundy.games.castles.game import new_game
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
from burgundy.lang import ir

#: Decimal places kept in summaries: enough to compare, stable to print.
PLACES = 4


@attrs.frozen
class Spec:
    """What to simulate. ``game``: the game's name (``burgundy.GAMES``). ``tiles``:
    house-rule files layered over the standard tiles (empty for the standard tiles).
    ``bots``: bot names dealt to the seats in order, and repeated when there are fewer
    names than seats; a name may be the import path of one's own bot class
    (``package.module:Class``, ``bots.factory``), imported where the games are played.
    ``tiles``, ``estates`` and ``advanced`` are Castles'."""

    players: int
    games: int
    seed: int
    bots: tuple[str, ...] = ("random",)
    tiles: tuple[str, ...] = ()
    estates: tuple[int, ...] | None = None
    advanced: bool = False
    game: str = "castles"

    def __attrs_post_init__(self) -> None:
        if self.games < 1:
            raise ValueError(f"games must be at least 1, not {self.games}")
        if not 1 <= len(self.bots) <= self.players:
            raise ValueError(f"bots: name 1 to {self.players} bots, one per seat at most")
        if self.game != "castles":
            if not callable(getattr(game_module(self.game), "new_game", None)):
                raise ValueError(f"game {self.game!r} has no new_game(players, seed) to "
                                 "simulate")
            castles = [name for name, given in (("tiles", self.tiles), ("estates", self.estates),
                                                ("advanced", self.advanced)) if given]
            if castles:
                raise ValueError(f"{', '.join(castles)}: Castles' options, not {self.game}'s")
        for name in self.bots:
            bot_names.factory(name, self.game)  # a name or an import path; ValueError says why

    def tile_names(self) -> tuple[str, ...]:
        """The tile files as a report names them: a packaged one by its place in the package
        (``tiles/expansions/inns.tiles``), never by where it is installed."""
        return tuple(packaged_name(path) or path for path in self.tiles)

    def lineup(self, game: int) -> tuple[str, ...]:
        """The bot of each seat in game ``game`` (see ``deal``)."""
        return deal(self.bots, self.players, game)


def deal(names: Sequence[str], players: int, game: int) -> tuple[str, ...]:
    """The bot of each seat in game ``game``: ``names`` dealt to the seats in order (and
    again from the start when there are fewer names than seats), then moved one seat on
    from game to game, so that every bot plays every seat."""
    dealt = [names[i % len(names)] for i in range(players)]
    return tuple(dealt[(seat - game) % players] for seat in range(players))


#: What a game's tallies count of a definition, over all seats: ``placed`` (tiles placed on
#: an estate), ``taken`` (components taken into a row), ``kept`` (in a row at the end),
#: ``rewards`` (spaces of its track whose reward was given) and ``used`` (its actions).
TALLIES = ("placed", "taken", "kept", "rewards", "used")


@attrs.frozen
class GameResult:
    """One finished game: who sat where, the scores, the winners (more than one on a shared
    win), and in Castles' games points by source and what the tiles did."""

    index: int
    lineup: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    sources: tuple[tuple[int, ...], ...] = ()  # per seat, in ``source_names`` order
    source_names: tuple[str, ...] = ()  # the score sheet's sources (``scoresheet.sources``)
    tallies: tuple[tuple[str, str, int], ...] = ()  # (tally, definition id, how many), sorted

    def points(self, seat: int) -> dict[str, int]:
        """The points ``seat`` scored, by source (none but in Castles' games)."""
        if not self.source_names:
            return {}
        return dict(zip(self.source_names, self.sources[seat], strict=True))


def tile_set(paths: Sequence[str]) -> TileSet:
    """The standard tiles with the house-rule files ``paths`` layered over them."""
    return load_tiles(standard_tiles(), *paths) if paths else standard_tiles()


def play_game(spec: Spec, tiles: TileSet | None, index: int) -> GameResult:
    """Game ``index`` of ``spec``: seed ``spec.seed + index``; each seat's bot is seeded
    from the game's seed and the seat. ``tiles`` is the tile set of Castles' games."""
    if spec.game != "castles" or tiles is None:
        return _play_through_the_handle(spec, index)
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


def _play_through_the_handle(spec: Spec, index: int) -> GameResult:
    """Game ``index`` of ``spec``, of a game other than Castles: its own ``new_game`` and
    bots, played through the handle."""
    seed = spec.seed + index
    lineup = spec.lineup(index)
    game = game_module(spec.game).new_game(spec.players, seed)
    players = [bot_names.for_seat(name, seed, seat, spec.game) for seat, name in enumerate(lineup)]
    while (seat := game.current_player) is not None:
        game.apply(players[seat].act(game))
    return GameResult(index=index, lineup=lineup, scores=game.scores(), winners=game.winners())


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
            isinstance(s, ir.Take) and s.dest.where == "my"
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
                what: _round(totals[what, tile_id] / len(played)) for what in counted
            }
    return found


# --- running: the games, and where they are played ----------------------------------------


def play_batch(spec: Spec, tiles: Any, batch: range) -> list[GameResult]:
    """The games ``batch`` of ``spec``, with the tile set that ``tiles`` names (its
    ``tiles_reference``: the sources themselves, so that a machine without the files plays
    them; ``None`` for a game other than Castles). This is the whole of a worker's job,
    wherever it runs; a worker compiles a tile set once and keeps it for the batches
    after."""
    compiled = None if tiles is None else tiles_from_reference(tiles, None)
    return [play_game(spec, compiled, index) for index in batch]


def batches(games: int, workers: int) -> list[range]:
    """``games`` split for ``workers``: about four batches each, so that a slow batch does
    not hold up the end of a run, of at most 8 games, so that progress shows (one worker:
    one game a batch)."""
    size = 1 if workers == 1 else max(1, min(8, games // (workers * 4)))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


class Backend(Protocol):
    """Where the batches of a run are played. ``play`` yields each batch's games as the
    batch ends, in any order, and stops the batches not started when it is closed."""

    @property
    def workers(self) -> int:
        """How many batches it plays at once."""
        ...

    def play(self, spec: Spec, tiles: Any, batches: Sequence[range]) -> Generator[list[GameResult]]:
        """The games of each batch (``play_batch(spec, tiles, batch)``) as the batch ends."""
        ...


def _ignore_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle


@attrs.frozen
class Processes:
    """The local backend: this process alone (``workers=1``) or a pool of processes."""

    workers: int = 1

    def __attrs_post_init__(self) -> None:
        if self.workers < 1:
            raise ValueError(f"workers must be at least 1, not {self.workers}")

    def play(self, spec: Spec, tiles: Any, batches: Sequence[range]) -> Generator[list[GameResult]]:
        if self.workers == 1 or len(batches) == 1:
            for batch in batches:
                yield play_batch(spec, tiles, batch)
            return
        pool = ProcessPoolExecutor(self.workers, initializer=_ignore_ctrl_c)
        try:
            futures = [pool.submit(play_batch, spec, tiles, batch) for batch in batches]
            for future in as_completed(futures):
                yield future.result()
        finally:
            pool.shutdown(wait=True, cancel_futures=True)


def run(
    spec: Spec,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    *,
    backend: Backend | None = None,
) -> tuple[list[GameResult], bool]:
    """Play the games of ``spec`` on ``backend`` (by default ``workers`` local processes);
    returns the results in game order and whether every game was played. Ctrl-C stops the
    run and keeps the games finished before the first one missing. ``progress(done,
    total)`` is called as games come back."""
    backend = backend or Processes(workers)
    tiles = tiles_reference(tile_set(spec.tiles)) if spec.game == "castles" else None
    done: dict[int, GameResult] = {}
    with _ctrl_c_as_a_flag() as stopped:
        try:
            plays = backend.play(spec, tiles, batches(spec.games, backend.workers))
            with closing(plays) as finished:
                for batch in finished:
                    done.update((result.index, result) for result in batch)
                    if progress:
                        progress(len(done), spec.games)
                    if stopped.is_set():
                        break
        except KeyboardInterrupt:  # outside the main thread, Ctrl-C still interrupts
            stopped.set()
    return list(_in_order(done)), not stopped.is_set()


@contextmanager
def _ctrl_c_as_a_flag() -> Iterator[threading.Event]:
    """Ctrl-C sets the flag instead of interrupting, so a run stops between batches and
    never inside the process pool's own bookkeeping (which can then hang on shutdown). Only
    the main thread can take signals; elsewhere Ctrl-C interrupts as usual."""
    stopped = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield stopped
        return
    previous = signal.signal(signal.SIGINT, lambda number, frame: stopped.set())
    try:
        yield stopped
    finally:
        signal.signal(signal.SIGINT, previous)


def _in_order(done: dict[int, GameResult]) -> Iterator[GameResult]:
    """The games of ``done`` from the first, up to the first game missing."""
    index = 0
    while index in done:
        yield done[index]
        index += 1


# --- summaries ----------------------------------------------------------------------------


def _round(value: float) -> float:
    return round(value, PLACES)


def _stdev(values: Sequence[float]) -> float:
    return statistics.stdev(values) if len(values) > 1 else 0.0


def _record(sat: Sequence[tuple[GameResult, int]]) -> dict[str, Any]:
    """Wins, win rate and mean score over the games and seats in ``sat``."""
    wins = sum(seat in r.winners for r, seat in sat)
    return {
        "wins": wins,
        "win_rate": _round(wins / len(sat)),
        "mean": _round(statistics.fmean(r.scores[seat] for r, seat in sat)),
    }


def source_names(*runs: Sequence[GameResult]) -> list[str]:
    """The score sources of the games of ``runs``, in score-sheet order."""
    return list(dict.fromkeys(name for played in runs for r in played for name in r.source_names))


def mean_points(played: Sequence[GameResult], seats: Sequence[int]) -> dict[str, float]:
    """The mean points per source of a seat in ``seats``, over the games ``played``."""
    totals: Counter[str] = Counter()
    for result in played:
        for seat in seats:
            totals.update(result.points(seat))
    return {source: totals[source] / (len(played) * len(seats)) for source in source_names(played)}


def summarize(
    spec: Spec, played: Sequence[GameResult], tiles: TileSet | None = None
) -> dict[str, Any]:
    """The shape ``burgundy simulate --json`` prints: per seat and per bot (a shared win is
    a win for each winner), and for Castles the points by source and, with the run's
    ``tiles``, what the tiles they add or change did (``tile_tallies``). ``played`` holds
    at least one game."""
    if not played:
        raise ValueError("no game to summarize")
    seats = []
    for seat in range(spec.players):
        names = dict.fromkeys(r.lineup[seat] for r in played)
        sources = {source: _round(mean) for source, mean in mean_points(played, [seat]).items()}
        seats.append({
            "seat": seat,
            "bot": ",".join(names),
            **_record([(r, seat) for r in played]),
            "stdev": _round(_stdev([r.scores[seat] for r in played])),
            **({"sources": sources} if spec.game == "castles" else {}),
        })
    by_bot = {}
    for name in dict.fromkeys(spec.bots):
        sat = [(r, seat) for r in played for seat in range(spec.players) if r.lineup[seat] == name]
        by_bot[name] = {"games": len(sat), **_record(sat)}
    summary = {
        **({} if spec.game == "castles" else {"game": spec.game}),
        "games": len(played),
        "players": spec.players,
        "seed": spec.seed,
        "seats": seats,
        "bots": by_bot,
    }
    tallies = tile_tallies(played, tiles) if tiles is not None else {}
    return summary | ({"tiles": tallies} if tallies else {})


@attrs.frozen
class Difference:
    """A paired difference of means over the same seeds, with a 95% confidence interval
    (normal approximation)."""

    mean: float
    low: float
    high: float

    @property
    def is_noise(self) -> bool:
        """Whether the interval holds 0: the runs cannot be told apart."""
        return self.low <= 0.0 <= self.high

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``mean``, ``low``, ``high`` and ``noise``."""
        return {
            "mean": _round(self.mean),
            "low": _round(self.low),
            "high": _round(self.high),
            "noise": self.is_noise,
        }


def difference(house: Sequence[float], standard: Sequence[float]) -> Difference:
    """The mean of ``house - standard``, game by game, and its 95% confidence interval."""
    deltas = [a - b for a, b in zip(house, standard, strict=True)]
    mean = statistics.fmean(deltas)
    half = 1.96 * _stdev(deltas) / math.sqrt(len(deltas))
    return Difference(mean, mean - half, mean + half)


def compare(
    spec: Spec, house: Sequence[GameResult], standard: Sequence[GameResult]
) -> dict[str, Any]:
    """House tiles against the standard tiles over the same games: the difference of each
    seat's score and of the mean score of all seats."""
    games = min(len(house), len(standard))
    house, standard = house[:games], standard[:games]
    seats = [
        difference([r.scores[s] for r in house], [r.scores[s] for r in standard]).to_dict()
        for s in range(spec.players)
    ]
    everyone = difference(
        [statistics.fmean(r.scores) for r in house],
        [statistics.fmean(r.scores) for r in standard],
    )
    return {"games": games, "seats": seats, "all": everyone.to_dict()}


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

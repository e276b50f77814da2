"""Many seeded bot games of any game, and what they say: win rates, score spreads, points by
source.

``run(spec)`` plays ``spec.games`` games, game ``n`` with seed ``spec.seed + n``, in
batches on a backend: this process, a pool of local processes, or a Ray cluster
(``burgundy.kernel.cluster``). Every backend runs the same ``play_batch``, the games are
independent and their results are put back in game order, so the summary is the same
wherever the games are played. ``summarize`` turns results into the JSON-ready shape
``burgundy simulate --json`` prints.

A spec says what to play (``Spec``); any game of ``burgundy.GAMES`` with a
``new_game(players, seed)`` and bots is played through the ``Game`` handle
(``play_by_handle``). A game may count more of its games: Castles' spec
(``burgundy.simulation.Spec``) adds points by score-sheet source and what its tiles did.
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

from burgundy.kernel import bot_names
from burgundy.kernel.games import DEFAULT, game_module

#: Decimal places kept in summaries: enough to compare, stable to print.
PLACES = 4


def deal(names: Sequence[str], players: int, game: int) -> tuple[str, ...]:
    """The bot of each seat in game ``game``: ``names`` dealt to the seats in order (and
    again from the start when there are fewer names than seats), then moved one seat on
    from game to game, so that every bot plays every seat."""
    dealt = [names[i % len(names)] for i in range(players)]
    return tuple(dealt[(seat - game) % players] for seat in range(players))


class Spec(Protocol):
    """What to simulate, as ``run`` reads it: ``game`` (``burgundy.GAMES``), seats, games,
    the first seed and the bots' names; how a worker is set up to play the games (``setup``,
    a picklable value, made once a run) and how it plays a batch of them (``play``)."""

    @property
    def game(self) -> str: ...
    @property
    def players(self) -> int: ...
    @property
    def games(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def bots(self) -> tuple[str, ...]: ...

    def lineup(self, game: int) -> tuple[str, ...]:
        """The bot of each seat in game ``game`` (see ``deal``)."""
        ...

    def setup(self) -> Any:
        """What every worker needs to play the games, sent to each (``None``: nothing)."""
        ...

    def play(self, setup: Any, batch: range) -> list[GameResult]:
        """The games ``batch``, played by a worker that was sent ``setup``."""
        ...


@attrs.frozen
class GameResult:
    """One finished game: who sat where, the scores, the winners (more than one on a shared
    win), and, in a game that counts them (Castles), points by source and what the tile
    files' definitions did."""

    index: int
    lineup: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    sources: tuple[tuple[int, ...], ...] = ()  # per seat, in ``source_names`` order
    source_names: tuple[str, ...] = ()  # the sources of the game's score sheet, in its order
    tallies: tuple[tuple[str, str, int], ...] = ()  # (tally, definition id, how many), sorted

    def points(self, seat: int) -> dict[str, int]:
        """The points ``seat`` scored, by source (none in a game that does not count them)."""
        if not self.source_names:
            return {}
        return dict(zip(self.source_names, self.sources[seat], strict=True))


# --- running: the games, and where they are played ----------------------------------------


def play_by_handle(spec: Spec, index: int, house: str | None = None) -> GameResult:
    """Game ``index`` of ``spec``, seed ``spec.seed + index``, through the ``Game`` handle:
    the game's own ``new_game`` (with the house rules ``house``, a tile file's text, if
    any) and bots, each seat's bot seeded from the game's seed and the seat."""
    seed = spec.seed + index
    lineup = spec.lineup(index)
    rules = {} if house is None else {"tiles": house}
    game = game_module(spec.game).new_game(spec.players, seed, **rules)
    players = [bot_names.for_seat(name, seed, seat, spec.game) for seat, name in enumerate(lineup)]
    while (seat := game.current_player) is not None:
        game.apply(players[seat].act(game))
    return GameResult(index=index, lineup=lineup, scores=game.scores(), winners=game.winners())


def play_batch(spec: Spec, setup: Any, batch: range) -> list[GameResult]:
    """The games ``batch`` of ``spec``, played with ``setup`` (``spec.setup()``). This is
    the whole of a worker's job, wherever it runs."""
    return spec.play(setup, batch)


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

    def play(self, spec: Spec, setup: Any, batches: Sequence[range]) -> Generator[list[GameResult]]:
        """The games of each batch (``play_batch(spec, setup, batch)``) as the batch ends."""
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

    def play(self, spec: Spec, setup: Any, batches: Sequence[range]) -> Generator[list[GameResult]]:
        if self.workers == 1 or len(batches) == 1:
            for batch in batches:
                yield play_batch(spec, setup, batch)
            return
        pool = ProcessPoolExecutor(self.workers, initializer=_ignore_ctrl_c)
        try:
            futures = [pool.submit(play_batch, spec, setup, batch) for batch in batches]
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
    setup = spec.setup()
    done: dict[int, GameResult] = {}
    with _ctrl_c_as_a_flag() as stopped:
        try:
            plays = backend.play(spec, setup, batches(spec.games, backend.workers))
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


def summarize(spec: Spec, played: Sequence[GameResult]) -> dict[str, Any]:
    """The shape ``burgundy simulate --json`` prints: per seat and per bot (a shared win is
    a win for each winner), with the points by source of a game that counts them; the game
    unless it is the one a command means without ``--game``. ``played`` holds at least one
    game."""
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
            **({"sources": sources} if played[0].source_names else {}),
        })
    by_bot = {}
    for name in dict.fromkeys(spec.bots):
        sat = [(r, seat) for r in played for seat in range(spec.players) if r.lineup[seat] == name]
        by_bot[name] = {"games": len(sat), **_record(sat)}
    return {
        **({} if spec.game == DEFAULT else {"game": spec.game}),
        "games": len(played),
        "players": spec.players,
        "seed": spec.seed,
        "seats": seats,
        "bots": by_bot,
    }


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
    """One run against another over the same seeds (house rules against the standard ones):
    the difference of each seat's score and of the mean score of all seats."""
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

"""The ``burgundy`` command: play a game in the terminal, simulate many, check tile files."""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import secrets
import sys
from collections.abc import Collection, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any, NoReturn

import attrs

import burgundy
from burgundy import dsl
from burgundy.games.castles import report, simulation
from burgundy.games.castles.bots import BOTS
from burgundy.games.castles.game import CastlesGame, new_game
from burgundy.games.castles.scoresheet import heading
from burgundy.games.castles.tablesave import PERSON, TableSave
from burgundy.games.castles.testing.check import check_play
from burgundy.kernel.bot_names import factory, for_seat
from burgundy.kernel.errors import StateError, TileError
from burgundy.kernel.games import NAMES, game_module
from burgundy.kernel.progress import progress_bar
from burgundy.kernel.replays import replay_command
from burgundy.kernel.simulation import Backend, GameResult, Processes, compare, run
from burgundy.kernel.version import __version__


class Parser(argparse.ArgumentParser):
    """An argument parser whose complaints fit on one line."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def positive(text: str) -> int:
    """An argument that must be a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not at least 1")
    return value


def estates(text: str) -> list[int]:
    """``--estates``: map numbers 1-9, one per seat or one for all."""
    maps = []
    for part in text.split(","):
        if not part.strip().isdigit() or not 1 <= int(part) <= 9:
            raise argparse.ArgumentTypeError(f"{part!r} is not a map number 1-9")
        maps.append(int(part))
    return maps


def bot_names(text: str) -> tuple[str, ...]:
    """``--bots``: bot names, or import paths of bot classes (``package.module:Class``),
    separated by commas; ``checked_bots`` looks them up for the game."""
    return tuple(name.strip() for name in text.split(","))


def checked_bots(args: argparse.Namespace) -> tuple[str, ...] | None:
    """The ``--bots`` given, each looked up for ``--game`` before any game is played, so
    that a bad one is refused at once; ``None`` when none are given."""
    for name in args.bots or ():
        try:
            factory(name, args.game)
        except ValueError as error:  # it names the bot and the game's bots
            raise ValueError(f"argument --bots: {error}") from None
    bots: tuple[str, ...] | None = args.bots
    return bots


def _seat_estates(maps: list[int] | None, players: int) -> tuple[int, ...] | None:
    if maps is None:
        return None
    if len(maps) == 1:
        return tuple(maps * players)
    if len(maps) != players:
        raise ValueError(f"--estates: name one map for all seats or one per seat ({players})")
    return tuple(maps)


def _tiles_paths(args: argparse.Namespace) -> tuple[str, ...]:
    """The tile files to layer over the standard tiles: the expansions named, then the
    house-rule files."""
    shipped: Mapping[str, Any] = getattr(burgundy, "EXPANSIONS", {})
    paths = []
    for name in args.expansions or ():
        if name not in shipped:
            known = ", ".join(sorted(shipped)) or "none in this version"
            raise ValueError(f"--expansions: no expansion {name!r} (expansions: {known})")
        paths.append(str(shipped[name]))
    for path in args.tiles or ():
        if not Path(path).is_file():
            raise ValueError(f"--tiles: no such file: {path}")
        paths.append(path)
    return tuple(paths)


def _need(module: str, feature: str, extra: str) -> None:
    """Refuse, in one line, a feature whose optional dependency is not installed."""
    if importlib.util.find_spec(module) is None:
        raise ValueError(f"{feature} needs {module}: pip install 'burgundy[{extra}]'")


def _writable(path: str, option: str) -> Path:
    """A file to write, refused before any game is played when its folder is missing."""
    folder = Path(path).parent
    if not folder.is_dir():
        raise ValueError(f"{option}: there is no folder {folder} to write {path} in")
    return Path(path)


def _folder(path: str, option: str) -> Path:
    """A folder to write in, made (with its parents) before any game is played."""
    try:
        Path(path).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ValueError(f"{option}: cannot make the folder {path}: {error.strerror}") from None
    return Path(path)


# --- play ---------------------------------------------------------------------------------


#: People's opponents: the strongest bot that answers in about a second (docs/bots.md).
OPPONENTS = ("mcts",)


def bot_lineup(named: Sequence[str] | None, humans: Collection[int]) -> Sequence[str]:
    """The bots ``burgundy play`` seats: those named, else strong opponents for people,
    else (bots only) random bots, which play a game out in a moment."""
    return named or (OPPONENTS if humans else ("random",))


def cmd_play(args: argparse.Namespace) -> int:
    _need("rich", "burgundy play", "play")
    checked_bots(args)
    if args.game != "castles":
        return _play_board_game(args)
    if args.board is not None:
        raise ValueError("--board is La Strada's and Catan's: give it with --game lastrada "
                         "or --game catan")
    if args.curves is not None:
        raise ValueError("--curves is La Strada's: give it with --game lastrada")
    from rich.console import Console

    from burgundy.games.castles.terminal import Session

    seed = secrets.randbelow(SEEDS) if args.seed is None else args.seed
    table = _load(args) if args.load else None
    game = table.game if table else _new_game(args, seed)
    players = len(game.state.players)
    for seat in args.seat or ():
        if not 0 <= seat < players:
            raise ValueError(f"--seat {seat}: seats are 0 to {players - 1}")
    humans, kinds, taken = _seating(args, table, players)
    history = table.history() if table else None
    save = _writable(args.save, "--save") if args.save else None
    console = Console(highlight=False)
    if table is None:
        console.print(f"Seed {seed}: burgundy play --seed {seed} deals this game again.")
    for seat in taken:
        console.print(f"Seat {seat} was a person's in {args.load}: a {kinds[seat]} bot plays "
                      "it now.", style="bold")
    bots = {seat: for_seat(kind, seed, seat) for seat, kind in kinds.items()}
    start = history[0] if history else game
    session = Session(start, humans, bots, console, console.input, save, args.verbose, kinds)
    if history:  # the moves before the save: for the score sheet, the tracks and undo
        session.catch_up(history[1])
    session.run()  # to the end, or until a person stops: both are a normal end
    return 0


#: ``burgundy play`` deals a new game from a seed drawn from ``range(SEEDS)``.
SEEDS = 1_000_000
#: The bots people play against in a game other than Castles, by game.
GAME_OPPONENTS = {"catan": ("greedy",), "lastrada": ("greedy",)}


def refuse_castles_options(args: argparse.Namespace, options: Sequence[str]) -> None:
    """Refuse, naming them, the Castles options of ``options`` given for another game."""
    given = [f"--{option}" for option in options if getattr(args, option, None)]
    if given:
        raise ValueError(f"{', '.join(given)}: Castles' options, not {args.game}'s")


#: The options of ``play`` and ``simulate`` only Castles has.
CASTLES_OPTIONS = ("estates", "tiles", "expansions", "advanced")


def _play_board_game(args: argparse.Namespace) -> int:
    """``burgundy play --game lastrada`` or ``catan``: the game's own table, words and bots,
    through the kernel's handle; ``--save`` writes the game's own save, which ``--load``
    carries on (with the seats people play given again by ``--seat``)."""
    from rich.console import Console

    game_name = args.game
    refuse_castles_options(args, CASTLES_OPTIONS)
    seed = secrets.randbelow(SEEDS) if args.seed is None else args.seed
    if args.curves and game_name != "lastrada":
        raise ValueError(f"--curves is La Strada's, not {game_name}'s")
    if args.load:
        game = _load_own(args.load, game_name, args)
    else:
        own = {"curves": args.curves or "gentle"} if game_name == "lastrada" else {}
        game = game_module(game_name).new_game(args.players, seed, board=args.board, **own)
    players = len(game.state.players)
    humans = frozenset(args.seat or ())
    for seat in humans:
        if not 0 <= seat < players:
            raise ValueError(f"--seat {seat}: seats are 0 to {players - 1}")
    lineup = args.bots or (GAME_OPPONENTS[game_name] if humans else ("random",))
    kinds = {seat: lineup[seat % len(lineup)] for seat in range(players) if seat not in humans}
    bots = {seat: for_seat(kind, seed, seat, game_name) for seat, kind in kinds.items()}
    save = _writable(args.save, "--save") if args.save else None
    console = Console(highlight=False)
    if not args.load:
        console.print(f"Seed {seed}: burgundy play --game {game_name} --seed {seed} deals "
                      "this game again.")
    terminal = importlib.import_module(f"burgundy.games.{game_name}.terminal")
    session = terminal.Session(game, humans, bots, console, console.input, save, args.verbose,
                               kinds)
    session.run()  # to the end, or until a person stops: both are a normal end
    return 0


def _load_own(path: str, game_name: str, args: argparse.Namespace) -> Any:
    """The game a game's own save holds, refused when it is another game's."""
    if args.board or args.curves:
        raise ValueError("--load: the saved game has its own board; give no --board or --curves")
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ValueError(f"--load: cannot read {path}: {error.strerror}") from None
    try:
        game = burgundy.Game.from_json(text)
    except StateError as error:
        raise StateError(f"--load {path}: {error}") from None
    if game.name != game_name:
        raise ValueError(f"--load: {path} holds a game of {game.name}, not {game_name}")
    return game


def _new_game(args: argparse.Namespace, seed: int) -> CastlesGame:
    tiles = simulation.tile_set(_tiles_paths(args))
    maps = _seat_estates(args.estates, args.players)
    return new_game(args.players, seed, maps, tiles, advanced=args.advanced)


def _load(args: argparse.Namespace) -> TableSave:
    if args.tiles or args.expansions or args.estates or args.advanced:
        raise ValueError("--load: the saved game has its own tiles and estates; "
                         "give no --tiles, --expansions, --estates or --advanced")
    try:
        text = Path(args.load).read_text(encoding="utf-8")
    except OSError as error:
        raise ValueError(f"--load: cannot read {args.load}: {error.strerror}") from None
    try:
        return TableSave.from_json(text)
    except StateError as error:
        raise StateError(f"--load {args.load}: {error}") from None


def _seating(
    args: argparse.Namespace, table: TableSave | None, players: int
) -> tuple[frozenset[int], dict[int, str], list[int]]:
    """The seats people play, the bot at every other seat, and the seats people played in
    the loaded save that bots play now. A loaded game goes on with the people and bots
    its save names, unless ``--seat`` or ``--bots`` say otherwise."""
    saved = table.people if table else frozenset()
    if saved is None and args.seat is None:
        raise ValueError(f"--load: {args.load} is a game's own save, which does not say who "
                         "plays which seat: give --seat N for each seat a person plays")
    humans = frozenset(args.seat) if args.seat is not None else saved or frozenset()
    lineup = bot_lineup(args.bots, humans)
    kinds = {seat: lineup[seat % len(lineup)] for seat in range(players) if seat not in humans}
    if table and table.seats and not args.bots:  # the bots the save names play on
        kinds.update({seat: table.seats[seat] for seat in kinds if table.seats[seat] != PERSON})
    return humans, kinds, sorted((saved or frozenset()) - humans)


# --- simulate -----------------------------------------------------------------------------


def _backend(args: argparse.Namespace) -> AbstractContextManager[Backend]:
    """Where ``simulate`` plays: local processes, or a Ray cluster (connected here, and
    disconnected when the run ends)."""
    if args.backend == "local":
        if args.address:
            raise ValueError("--address names a Ray cluster: give it with --backend ray")
        return nullcontext(Processes(args.workers or 1))
    if args.workers:
        raise ValueError("--workers counts local processes; with --backend ray the cluster's "
                         "CPUs play the games")
    _need("ray", "--backend ray", "ray")
    from burgundy.kernel.cluster import RayBackend

    return RayBackend(args.address)


def _run(
    spec: simulation.Spec, backend: Backend, label: str, args: argparse.Namespace
) -> tuple[list[GameResult], bool]:
    """Play ``spec``, with a progress bar on standard error when it is a terminal."""
    if args.no_progress or not sys.stderr.isatty():
        return run(spec, backend=backend)
    with progress_bar(label, sys.stderr) as progress:
        return run(spec, progress=progress, backend=backend)


def cmd_simulate(args: argparse.Namespace) -> int:
    checked_bots(args)
    if args.game != "castles":
        refuse_castles_options(args, (*CASTLES_OPTIONS, "compare", "plot", "report"))
    if args.compare and not (args.tiles or args.expansions):
        raise ValueError(
            "--compare compares other tiles with the standard ones: give --tiles or --expansions"
        )
    spec = simulation.Spec(
        players=args.players,
        games=args.games,
        seed=args.seed,
        bots=args.bots or ("random",),
        tiles=_tiles_paths(args),
        estates=_seat_estates(args.estates, args.players),
        advanced=args.advanced,
        game=args.game,
    )
    # A broken tile file is reported before any game.
    tiles = simulation.tile_set(spec.tiles) if args.game == "castles" else None
    if args.plot:
        _need("matplotlib", "--plot", "plot")
        _writable(args.plot, "--plot")
    if args.report:
        _need("matplotlib", "--report", "plot")
        _folder(args.report, "--report")
    standard: list[GameResult] = []
    with _backend(args) as backend:
        played, finished = _run(spec, backend, "house tiles" if args.compare else "games", args)
        if args.compare and finished:
            baseline = attrs.evolve(spec, tiles=())
            standard, finished = _run(baseline, backend, "standard tiles", args)
    if not played or (args.compare and not standard):
        print("burgundy simulate: stopped before a game was finished", file=sys.stderr)
        return 130
    summary = simulation.summarize(spec, played, tiles)
    if args.compare:
        summary["compare"] = compare(spec, played, standard)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        _print_summary(spec, summary)
    if args.plot:
        simulation.plot(spec, played, args.plot)
    if args.report:
        written = report.write(_folder(args.report, "--report"), spec, played, standard, tiles)
        print(f"burgundy simulate: report written to {written}", file=sys.stderr)
    if not finished:
        print(f"burgundy simulate: stopped after {len(played)} games", file=sys.stderr)
        return 130
    return 0


def _print_summary(spec: simulation.Spec, summary: dict[str, Any]) -> None:
    games = summary["games"]
    tiles = f", tiles: {', '.join(spec.tile_names())}" if spec.tiles else ""
    of = "" if spec.game == "castles" else f" of {spec.game}"
    print(f"{games} games{of}, {spec.players} players, seeds {spec.seed}.."
          f"{spec.seed + games - 1}{tiles}")
    print(f"{'seat':>4}  {'bot':<10} {'wins':>5} {'win rate':>8} {'mean':>7} {'stdev':>6}")
    for row in summary["seats"]:
        print(f"{row['seat']:>4}  {row['bot']:<10} {row['wins']:>5} {row['win_rate']:>8.1%}"
              f" {row['mean']:>7.1f} {row['stdev']:>6.1f}")
    if len(summary["bots"]) > 1:
        print(f"{'bot':<10} {'games':>6} {'wins':>5} {'win rate':>8} {'mean':>7}")
        for name, row in summary["bots"].items():
            print(f"{name:<10} {row['games']:>6} {row['wins']:>5} {row['win_rate']:>8.1%}"
                  f" {row['mean']:>7.1f}")
    if "sources" not in summary["seats"][0]:
        return  # the rest is Castles'
    print("mean points per source:")
    print(f"  {'':<32}" + "".join(f"{'seat ' + str(s):>8}" for s in range(spec.players)))
    for source in summary["seats"][0]["sources"]:
        values = "".join(f"{row['sources'][source]:>8.1f}" for row in summary["seats"])
        print(f"  {heading(source):<32}{values}")
    if "compare" in summary:
        compared = summary["compare"]
        print(f"house tiles minus standard tiles, same {compared['games']} seeds "
              "(mean score difference, 95% confidence interval):")
        rows = [(f"seat {s}", d) for s, d in enumerate(compared["seats"])]
        for label, d in [*rows, ("all seats", compared["all"])]:
            verdict = "within noise" if d["noise"] else "more than noise"
            print(f"  {label:<10} {d['mean']:+7.2f}  [{d['low']:+.2f}, {d['high']:+.2f}]"
                  f"  {verdict}")
    if "tiles" in summary:
        print("house tiles per game, all seats together:")
        for tile_id, counts in summary["tiles"].items():
            done = ", ".join(f"{what} {counts[what]:.2f}" for what in simulation.TALLIES
                             if what in counts)
            print(f"  {counts['name']} ({tile_id}): {done}")


# --- check --------------------------------------------------------------------------------


def cmd_check(args: argparse.Namespace) -> int:
    if not args.files:
        if args.game == "castles" or not args.play:
            raise ValueError("name at least one tile file to check" + (
                "" if args.game == "castles" else f", or give --play N to play {args.game}'s "
                "random games"))
        return check_play((), args.play, args.seed, sys.stdout, args.game)
    errors = dsl.check_files(args.files, game=args.game)
    for error in errors:
        print(error, file=sys.stderr)
    if errors:
        print(f"{len(errors)} error{'s' if len(errors) > 1 else ''}", file=sys.stderr)
        return 1
    print(f"ok: {', '.join(args.files)}")
    if not args.play:
        return 0
    return check_play(args.files, args.play, args.seed, sys.stdout, args.game)


# --- serve --------------------------------------------------------------------------------


def port(text: str) -> int:
    """``--port``: a TCP port, 0-65535 (0: any free port)."""
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (0-65535)")
    return int(text)


def cmd_serve(args: argparse.Namespace) -> int:
    for module in ("starlette", "uvicorn", "websockets"):
        _need(module, "burgundy serve", "web")
    from burgundy.web import serve

    serve(args.host, args.port, args.db)
    return 0


SERVE_EXAMPLES = """examples:
  burgundy serve                                the page at http://127.0.0.1:8000/
  burgundy serve --port 8080 --db games.sqlite3
  burgundy serve --host 0.0.0.0                 reachable from other machines (see docs/web.md)
"""

REPLAY_EXAMPLES = """examples:
  burgundy replay game.replay.json              the game's events, step by step
"""

# --- the command line ---------------------------------------------------------------------

MAIN_EXAMPLES = """examples:
  burgundy play --players 4 --seat 0            a game against three bots
  burgundy simulate --games 200 --workers 2     win rates and scores of bot games
  burgundy simulate --game lastrada --json      La Strada's (--game on play, simulate, check)
  burgundy check house.tiles                    every error in a tile file
  burgundy replay game.replay.json              a recorded game played back
  burgundy serve                                play in a browser (needs burgundy[web])

Each command has its own --help.
"""
PLAY_EXAMPLES = """examples:
  burgundy play --players 4 --seat 0            you at seat 0 against three bots
  burgundy play --players 2 --seat 0 --seat 1   two people at one keyboard
  burgundy play --players 3 --seed 5            three bots, no input
  burgundy play --seat 0 --save game.json       save after every move...
  burgundy play --seat 0 --load game.json       ...and carry on later
  burgundy play --game lastrada --players 3 --seat 0    La Strada against two bots
  burgundy play --game catan --players 4 --seat 0       Catan against three bots
"""
SIMULATE_EXAMPLES = """examples:
  burgundy simulate --players 3 --games 500 --workers 2
  burgundy simulate --games 200 --tiles house.tiles --compare
  burgundy simulate --games 100 --json > result.json
  burgundy simulate --games 100 --plot scores.png       (needs burgundy[plot])
  burgundy simulate --games 2000 --bots greedy --tiles house.tiles --compare \
      --backend ray --report study                      (needs burgundy[ray,plot])
  burgundy simulate --game lastrada --games 100 --bots mcts,greedy --workers 2
"""
CHECK_EXAMPLES = """examples:
  burgundy check house.tiles
  burgundy check tiles/examples/*.tiles
  burgundy check --play 20 house.tiles          and 20 random games checked step by step
  burgundy check --game lastrada --play 50      50 random games of La Strada checked so
"""


def game_options(parser: argparse.ArgumentParser, seed: int | None = 1) -> None:
    """The options that set up a game, shared by ``play`` and ``simulate``: ``seed`` is the
    default seed (``None``: a random one, shown when the game starts)."""
    parser.add_argument("--game", choices=NAMES, default="castles",
                        help="the game (default castles); the options marked Castles' are "
                        "refused for the others")
    parser.add_argument("--players", type=int, choices=(2, 3, 4),
                        help="players a game (default 2; Catan's 4)")
    parser.add_argument("--seed", type=int, default=seed,
                        help="the game's seed (default: a random one, shown at the start)"
                        if seed is None else f"the first game's seed (default {seed})")
    parser.add_argument(
        "--estates", type=estates, metavar="N[,N…]",
        help="Castles': estate maps 1-9, one for every seat or one per seat (1,4,9)",
    )
    parser.add_argument("--advanced", action="store_true",
                        help="Castles': random maps, chosen castles")
    parser.add_argument(
        "--tiles", nargs="+", metavar="FILE",
        help="Castles': house-rule tile files, layered over the standard tiles",
    )
    parser.add_argument(
        "--expansions", type=lambda text: text.split(","), metavar="NAME[,NAME…]",
        help="Castles': official expansions the project ships (burgundy.EXPANSIONS), "
        "under --tiles",
    )
    parser.add_argument(
        "--bots", type=bot_names, metavar="NAME[,NAME…]",
        help=f"the bots, dealt to the seats in order (default random; bots: {', '.join(BOTS)}, "
        "or your own bot class as package.module:Class)",
    )


def compiled() -> bool:
    """Whether this is the compiled build (``BURGUNDY_COMPILE``, docs/performance.md): its
    rules are extension modules."""
    from importlib.machinery import EXTENSION_SUFFIXES

    from burgundy.games.castles.rules import flow

    return flow.__file__.endswith(tuple(EXTENSION_SUFFIXES))


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="burgundy", description=__doc__, epilog=MAIN_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    build = "compiled" if compiled() else "pure Python"
    parser.add_argument("--version", action="version", version=f"burgundy {__version__} ({build})")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    formatter = argparse.RawDescriptionHelpFormatter

    play = sub.add_parser(
        "play", help="play a game in the terminal, against bots or between them",
        description="Play a game in the terminal. Seats given with --seat are people; "
        "the other seats are bots. Without --seat the bots play each other.",
        epilog=PLAY_EXAMPLES, formatter_class=formatter,
    )
    game_options(play, seed=None)
    play.add_argument("--board", metavar="FILE",
                      help="La Strada and Catan: a board file (default: La Strada's example "
                      "board with a random deal; a random Catan board)")
    play.add_argument("--curves", choices=("gentle", "any"),
                      help="La Strada: the tile rule's option (default gentle)")
    play.add_argument("--seat", type=int, action="append", metavar="N",
                      help="a seat (0-3) played by a person; repeat for several people")
    play.add_argument("--save", metavar="FILE", help="save the game to FILE after every move")
    play.add_argument("--load", metavar="FILE", help="carry on the game saved in FILE")
    play.add_argument("--verbose", action="store_true", help="in bot games, print every move")
    play.set_defaults(run=cmd_play)

    simulate = sub.add_parser(
        "simulate", help="play many bot games: win rates, scores, points by source",
        description="Play many seeded bot games (seeds SEED..SEED+GAMES-1) and report win "
        "rates, mean and spread of scores, and the mean points per score source.",
        epilog=SIMULATE_EXAMPLES, formatter_class=formatter,
    )
    game_options(simulate)
    simulate.add_argument("--games", type=positive, default=100, help="how many (default 100)")
    simulate.add_argument("--workers", type=positive,
                          help="local processes to play on (default 1); the output does not "
                          "depend on it")
    simulate.add_argument("--backend", choices=("local", "ray"), default="local",
                          help="where the games are played: local processes (default) or a "
                          "Ray cluster (needs burgundy[ray]); the output does not depend on it")
    simulate.add_argument("--address", metavar="ADDR",
                          help="the Ray cluster to play on (host:port, auto, ray://host:port); "
                          "default: RAY_ADDRESS, a cluster started on this machine, else a new "
                          "local one")
    simulate.add_argument("--no-progress", action="store_true",
                          help="draw no progress bar (it is drawn only on a terminal anyway)")
    simulate.add_argument("--compare", action="store_true",
                          help="Castles': also play the same seeds with the standard tiles and "
                          "test the difference (needs --tiles or --expansions)")
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    simulate.add_argument("--plot", metavar="FILE.png",
                          help="Castles': draw score distributions (needs burgundy[plot])")
    simulate.add_argument("--report", metavar="DIR",
                          help="Castles': write DIR/report.md with tables and figures (needs "
                          "burgundy[plot])")
    simulate.set_defaults(run=cmd_simulate)

    check = sub.add_parser(
        "check", help="check tile files; print every error",
        description="Check tile files, loaded over the standard tiles; print every error.\n"
        "With --game and --play: play another game's random games, checking its invariants.",
        epilog=CHECK_EXAMPLES, formatter_class=formatter,
    )
    check.add_argument("files", nargs="*", metavar="FILE")
    check.add_argument("--game", choices=NAMES, default="castles",
                       help="the game the files are written for (default castles); with "
                       "--play and no FILE, that game's own rules")
    check.add_argument("--play", type=positive, metavar="N",
                       help="also play N random games with the files, checking every invariant "
                       "after every step")
    check.add_argument("--seed", type=int, default=0, help="the first game's seed (--play)")
    check.set_defaults(run=cmd_check)

    replay = sub.add_parser(
        "replay", help="play a replay record back; print its event log",
        description="Re-apply every action of a replay record (game.replay().to_json()), "
        "checking each is legal, and print the event log.",
        epilog=REPLAY_EXAMPLES, formatter_class=formatter,
    )
    replay.add_argument("file", metavar="FILE")
    replay.set_defaults(run=lambda args: replay_command(args.file, sys.stdout))

    serve = sub.add_parser(
        "serve", help="play in a browser, against bots or each other (needs burgundy[web])",
        description="Serve the page where people play against bots or each other, and the "
        "HTTP API for programs (docs/web.md). Games are kept in a SQLite file and resume "
        "when the server starts again.",
        epilog=SERVE_EXAMPLES, formatter_class=formatter,
    )
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=port, default=8000, help="the port (default 8000)")
    serve.add_argument("--db", metavar="FILE",
                       help="the SQLite file the games are kept in (default: "
                       "$XDG_DATA_HOME/burgundy/games.sqlite3)")
    serve.set_defaults(run=cmd_serve)
    return parser


#: Players a game has when ``--players`` is not given: each game's usual table.
PLAYERS = {"catan": 4}


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "players", 0) is None:
        args.players = PLAYERS.get(args.game, 2)
    try:
        return int(args.run(args))
    except BrokenPipeError:
        # The reader went away (`burgundy simulate | head`): stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except (TileError, StateError, ValueError, OSError) as error:
        print(f"burgundy {args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"\nburgundy {args.command}: stopped", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())

"""The ``burgundy`` command: play a game in the terminal, simulate many, check tile files."""

# `burgundy --help` shows the docstring above. What every game's commands share is the
# kernel's (burgundy.kernel.cli); Castles' side is burgundy.games.castles.cli.

from __future__ import annotations

import argparse
import importlib.util
import secrets
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import burgundy
from burgundy import dsl
from burgundy.games.castles import cli as castles
from burgundy.games.castles.bots import BOTS
from burgundy.games.castles.testing.check import check_play
from burgundy.kernel.bot_names import for_seat
from burgundy.kernel.cli import (
    SEEDS,
    Parser,
    bot_names,
    checked_bots,
    need,
    port,
    positive,
    run,
    writable,
)
from burgundy.kernel.errors import StateError
from burgundy.kernel.games import NAMES, game_module
from burgundy.kernel.replays import replay_command
from burgundy.kernel.version import __version__

# --- play ---------------------------------------------------------------------------------

def cmd_play(args: argparse.Namespace) -> int:
    need("rich", "burgundy play", "play")
    checked_bots(args)
    if args.game != "castles":
        return _play_board_game(args)
    return castles.play(args)


#: The bots people play against in a game other than Castles, by game: the strongest that
#: answers in about a second.
GAME_OPPONENTS = {"catan": ("mcts",), "lastrada": ("mcts",)}


def _play_board_game(args: argparse.Namespace) -> int:
    """``burgundy play --game lastrada`` or ``catan``: the game's own table, words and bots,
    through the kernel's handle; ``--save`` writes the game's own save, which ``--load``
    carries on (with the seats people play given again by ``--seat``)."""
    from rich.console import Console

    game_name = args.game
    castles.refuse_castles_options(args, castles.CASTLES_OPTIONS)
    seed = secrets.randbelow(SEEDS) if args.seed is None else args.seed
    if args.curves and game_name != "lastrada":
        raise ValueError(f"--curves is La Strada's, not {game_name}'s")
    if args.load:
        game = _load_own(args.load, game_name, args)
    else:
        own = {"curves": args.curves or "gentle"} if game_name == "lastrada" else {}
        game = game_module(game_name).new_game(args.players, seed, board=args.board,
                                               tiles=_house_file(args), **own)
    players = len(game.state.players)
    humans = frozenset(args.seat or ())
    for seat in humans:
        if not 0 <= seat < players:
            raise ValueError(f"--seat {seat}: seats are 0 to {players - 1}")
    lineup = args.bots or (GAME_OPPONENTS[game_name] if humans else ("random",))
    kinds = {seat: lineup[seat % len(lineup)] for seat in range(players) if seat not in humans}
    bots = {seat: for_seat(kind, seed, seat, game_name) for seat, kind in kinds.items()}
    save = writable(args.save, "--save") if args.save else None
    console = Console(highlight=False)
    if not args.load:
        console.print(f"Seed {seed}: burgundy play --game {game_name} --seed {seed} deals "
                      "this game again.")
    terminal = importlib.import_module(f"burgundy.games.{game_name}.terminal")
    session = terminal.Session(game, humans, bots, console, console.input, save, args.verbose,
                               kinds)
    session.run()  # to the end, or until a person stops: both are a normal end
    return 0


def _house_file(args: argparse.Namespace) -> str | None:
    """The house-rule file of a game other than Castles (``--tiles``): one, or none."""
    paths = castles.tiles_paths(args)
    if len(paths) > 1:
        raise ValueError(f"--tiles: {args.game} plays one house-rule file, not {len(paths)}")
    return paths[0] if paths else None


def _load_own(path: str, game_name: str, args: argparse.Namespace) -> Any:
    """The game a game's own save holds, refused when it is another game's."""
    if args.board or args.curves or args.tiles:
        raise ValueError("--load: the saved game has its own board and house rules; give no "
                         "--board, --curves or --tiles")
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

def cmd_serve(args: argparse.Namespace) -> int:
    for module in ("starlette", "uvicorn", "websockets"):
        need(module, "burgundy serve", "web")
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
    castles.add_options(parser)
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
    simulate.set_defaults(run=castles.simulate)

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
    return run(args)


if __name__ == "__main__":
    sys.exit(main())

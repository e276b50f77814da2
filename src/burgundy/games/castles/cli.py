"""Castles' side of the ``burgundy`` command: its options (estate maps, the advanced set-up,
tile files and expansions), a game of Castles in the terminal with its saves, and
simulations with their comparison, figure and report."""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

import attrs

from burgundy.games.castles import report
from burgundy.games.castles.game import NAME, CastlesGame, new_game
from burgundy.games.castles.scoresheet import heading
from burgundy.games.castles.simulation import TALLIES, Spec, plot, summarize, tile_set
from burgundy.games.castles.tablesave import PERSON, TableSave
from burgundy.games.castles.tiles_loader import expansion_files
from burgundy.kernel.bot_names import for_seat
from burgundy.kernel.cli import (
    SEEDS,
    backend,
    checked_bots,
    folder,
    need,
    played,
    print_tables,
    writable,
)
from burgundy.kernel.errors import StateError
from burgundy.kernel.simulation import GameResult, compare


def estates(text: str) -> list[int]:
    """``--estates``: map numbers 1-9, one per seat or one for all."""
    maps = []
    for part in text.split(","):
        if not part.strip().isdigit() or not 1 <= int(part) <= 9:
            raise argparse.ArgumentTypeError(f"{part!r} is not a map number 1-9")
        maps.append(int(part))
    return maps


def seat_estates(maps: list[int] | None, players: int) -> tuple[int, ...] | None:
    """The map of each of ``players`` seats from ``--estates`` (``None``: not given)."""
    if maps is None:
        return None
    if len(maps) == 1:
        return tuple(maps * players)
    if len(maps) != players:
        raise ValueError(f"--estates: name one map for all seats or one per seat ({players})")
    return tuple(maps)


def tiles_paths(args: argparse.Namespace) -> tuple[str, ...]:
    """The tile files to layer over the standard tiles: the expansions named, then the
    house-rule files."""
    shipped = expansion_files()
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


def add_options(parser: argparse.ArgumentParser) -> None:
    """The options of ``play`` and ``simulate`` that set up a game of Castles."""
    parser.add_argument(
        "--estates", type=estates, metavar="N[,N…]",
        help="Castles': estate maps 1-9, one for every seat or one per seat (1,4,9)",
    )
    parser.add_argument("--advanced", action="store_true",
                        help="Castles': random maps, chosen castles")
    parser.add_argument(
        "--tiles", nargs="+", metavar="FILE",
        help="house-rule tile files: Castles' layered over the standard tiles; another "
        "game's one file in its language",
    )
    parser.add_argument(
        "--expansions", type=lambda text: text.split(","), metavar="NAME[,NAME…]",
        help="Castles': official expansions the project ships (burgundy.EXPANSIONS), "
        "under --tiles",
    )


#: The options of ``play`` and ``simulate`` only Castles has (every game takes ``--tiles``:
#: another game's one house-rule file).
CASTLES_OPTIONS = ("estates", "expansions", "advanced")


def refuse_castles_options(args: argparse.Namespace, options: Sequence[str]) -> None:
    """Refuse, naming them, the Castles options of ``options`` given for another game."""
    given = [f"--{option}" for option in options if getattr(args, option, None)]
    if given:
        raise ValueError(f"{', '.join(given)}: Castles' options, not {args.game}'s")


#: People's opponents: the strongest bot that answers in about a second (docs/bots.md).
OPPONENTS = ("mcts",)


def bot_lineup(named: Sequence[str] | None, humans: Collection[int]) -> Sequence[str]:
    """The bots ``burgundy play`` seats: those named, else strong opponents for people,
    else (bots only) random bots, which play a game out in a moment."""
    return named or (OPPONENTS if humans else ("random",))


def play(args: argparse.Namespace) -> int:
    """``burgundy play``: a game of Castles in the terminal, new or carried on from a save
    of ``burgundy play --save`` (``TableSave``), with the people and bots that save names
    unless ``--seat`` and ``--bots`` say otherwise."""
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
    save = writable(args.save, "--save") if args.save else None
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


def _new_game(args: argparse.Namespace, seed: int) -> CastlesGame:
    tiles = tile_set(tiles_paths(args))
    maps = seat_estates(args.estates, args.players)
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


def simulate(args: argparse.Namespace) -> int:
    """``burgundy simulate``: many bot games (of any game, through Castles' ``Spec``), their
    summary, and for Castles' games a comparison with the standard tiles, a figure and a
    report."""
    checked_bots(args)
    if args.game != NAME:
        refuse_castles_options(args, (*CASTLES_OPTIONS, "plot", "report"))
    if args.compare and not (args.tiles or args.expansions):
        raise ValueError(
            "--compare compares other tiles with the standard ones: give --tiles or --expansions"
        )
    spec = Spec(
        players=args.players,
        games=args.games,
        seed=args.seed,
        bots=args.bots or ("random",),
        tiles=tiles_paths(args),
        estates=seat_estates(args.estates, args.players),
        advanced=args.advanced,
        game=args.game,
    )
    # A broken tile file is reported before any game.
    tiles = tile_set(spec.tiles) if args.game == NAME else None
    if args.game != NAME:
        spec.setup()
    if args.plot:
        need("matplotlib", "--plot", "plot")
        writable(args.plot, "--plot")
    if args.report:
        need("matplotlib", "--report", "plot")
        folder(args.report, "--report")
    standard: list[GameResult] = []
    with backend(args) as where:
        games, finished = played(spec, where, "house tiles" if args.compare else "games", args)
        if args.compare and finished:
            baseline = attrs.evolve(spec, tiles=())
            standard, finished = played(baseline, where, "standard tiles", args)
    if not games or (args.compare and not standard):
        print("burgundy simulate: stopped before a game was finished", file=sys.stderr)
        return 130
    summary = summarize(spec, games, tiles)
    if args.compare:
        summary["compare"] = compare(spec, games, standard)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print_summary(spec, summary)
    if args.plot:
        plot(spec, games, args.plot)
    if args.report:
        written = report.write(folder(args.report, "--report"), spec, games, standard, tiles)
        print(f"burgundy simulate: report written to {written}", file=sys.stderr)
    if not finished:
        print(f"burgundy simulate: stopped after {len(games)} games", file=sys.stderr)
        return 130
    return 0


def print_summary(spec: Spec, summary: dict[str, Any]) -> None:
    """What ``burgundy simulate`` prints of a run of ``spec``: the tables every game has, and
    Castles' points by source, comparison with the standard tiles and house tiles."""
    games = summary["games"]
    tiles = f", tiles: {', '.join(spec.tile_names())}" if spec.tiles else ""
    of = "" if spec.game == NAME else f" of {spec.game}"
    print(f"{games} games{of}, {spec.players} players, seeds {spec.seed}.."
          f"{spec.seed + games - 1}{tiles}")
    print_tables(summary)
    if "sources" not in summary["seats"][0]:
        return  # another game's: the rest is Castles'
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
            done = ", ".join(f"{what} {counts[what]:.2f}" for what in TALLIES
                             if what in counts)
            print(f"  {counts['name']} ({tile_id}): {done}")

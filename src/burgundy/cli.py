"""The ``burgundy`` command: play a game, simulate many, check tile files."""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from collections.abc import Sequence

import attrs

from burgundy import dsl
from burgundy import events as ev
from burgundy.bots import RandomBot
from burgundy.effects.tileset import TileSet
from burgundy.errors import TileError
from burgundy.game import Game, new_game
from burgundy.replays import replay_command
from burgundy.testing.check import check_play
from burgundy.tiles_loader import load_tiles, standard_tiles


def _tiles(paths: Sequence[str] | None) -> TileSet:
    if not paths:
        return standard_tiles()
    return load_tiles(standard_tiles(), *paths)


def _estates(text: str | None, players: int) -> list[int] | None:
    if text is None:
        return None
    maps = [int(n) for n in text.split(",")]
    return maps * players if len(maps) == 1 else maps


def _play(game: Game, seed: int) -> tuple[Game, list[ev.Event], int]:
    bot = RandomBot(seed)
    log: list[ev.Event] = []
    decisions = 0
    while not game.is_over:
        log += game.apply(bot.act(game))
        decisions += 1
    return game, log, decisions


def _describe(event: ev.Event, verbose: bool) -> str | None:
    """One line for the events a reader of a game wants to see."""
    if isinstance(event, ev.RegionCompleted):
        region = f"a {event.colour} region of {event.size}"
        return f"  seat {event.seat} completes {region}: +{event.points}"
    if isinstance(event, ev.BonusTaken):
        size = "large" if event.large else "small"
        return f"  seat {event.seat} takes the {size} {event.colour} bonus: +{event.points}"
    if isinstance(event, ev.FinalScore) and event.points:
        return f"  seat {event.seat}: {event.label} +{event.points}"
    if not verbose:
        return None
    if isinstance(event, ev.TilePlaced):
        return f"  seat {event.seat} places {event.tile} on space {event.space}"
    if isinstance(event, ev.GoodsSold):
        return (
            f"  seat {event.seat} sells {event.count} goods of type {event.goods}: +{event.points}"
        )
    return None


def cmd_play(args: argparse.Namespace) -> int:
    tiles = _tiles(args.tiles)
    game = new_game(
        args.players, args.seed, _estates(args.estates, args.players), tiles, advanced=args.advanced
    )
    maps = ", ".join(f"seat {p.seat}: map {p.estate_map}" for p in game.state.players)
    print(f"{args.players} random bots, seed {args.seed} ({maps})")
    bot = RandomBot(args.seed)
    decisions = 0
    while not game.is_over:
        for event in game.apply(bot.act(game)):
            line = _describe(event, args.verbose)
            if line:
                print(line)
            if isinstance(event, ev.PhaseEnded) and not game.is_over:
                # The state is already past the phase's end (mine income included).
                points = ", ".join(str(p.points) for p in game.state.players)
                print(f"end of phase {event.phase}: points {points}")
            elif isinstance(event, ev.PhaseEnded):
                print(f"end of phase {event.phase}; final scoring:")
        decisions += 1
    scores = ", ".join(f"seat {s}: {p}" for s, p in enumerate(game.scores()))
    print(f"scores: {scores}")
    print(f"winner: seat {game.winner()} after {decisions} decisions")
    return 0


@attrs.define
class Simulation:
    """What ``simulate`` measured over a run of seeded bot games."""

    scores: list[list[int]]
    wins: Counter[int] = attrs.Factory(Counter)
    placed: Counter[str] = attrs.Factory(Counter)
    decisions: int = 0


def simulate(
    players: int, games: int, seed: int, estates: list[int] | None, tiles: TileSet
) -> Simulation:
    result = Simulation(scores=[[] for _ in range(players)])
    for n in range(games):
        game, log, count = _play(new_game(players, seed + n, estates, tiles), seed + n)
        result.decisions += count
        for seat, points in enumerate(game.scores()):
            result.scores[seat].append(points)
        result.wins[game.winner() or 0] += 1
        result.placed.update(str(e.tile) for e in log if isinstance(e, ev.TilePlaced))
    return result


def changed_tiles(tiles: TileSet) -> list[str]:
    """Ids of the tiles a house-rule set adds or changes."""
    standard = standard_tiles().by_id
    return [d.id for d in tiles.defs if standard.get(d.id) != d]


def cmd_simulate(args: argparse.Namespace) -> int:
    tiles = _tiles(args.tiles)
    estates = _estates(args.estates, args.players)
    result = simulate(args.players, args.games, args.seed, estates, tiles)
    seeds = f"seeds {args.seed}..{args.seed + args.games - 1}"
    house = f", tiles: {', '.join(args.tiles)}" if args.tiles else ""
    print(f"{args.games} games, {args.players} players, {seeds}{house}")
    baseline = None
    if args.compare and args.tiles:
        baseline = simulate(args.players, args.games, args.seed, estates, standard_tiles())
    print("seat  mean score  wins" + ("  standard mean  standard wins" if baseline else ""))
    for seat in range(args.players):
        line = f"{seat:>4}  {statistics.mean(result.scores[seat]):>10.1f}  {result.wins[seat]:>4}"
        if baseline:
            line += f"  {statistics.mean(baseline.scores[seat]):>13.1f}"
            line += f"  {baseline.wins[seat]:>13}"
        print(line)
    print(f"mean decisions per game: {result.decisions / args.games:.1f}")
    if args.tiles:
        print("house-rule tiles placed per game:")
        for tile_id in changed_tiles(tiles):
            print(f"  {tile_id}: {result.placed[tile_id] / args.games:.2f}")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    errors = dsl.check_files(args.files)
    for error in errors:
        print(error, file=sys.stderr)
    if errors:
        print(f"{len(errors)} error{'s' if len(errors) > 1 else ''}", file=sys.stderr)
        return 1
    print(f"ok: {', '.join(args.files)}")
    return check_play(args.files, args.play, args.seed, sys.stdout) if args.play else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="burgundy", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    def game_options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--estates", help="map numbers, one per seat or one for all: 1,4,9")
        p.add_argument(
            "--tiles",
            nargs="+",
            metavar="FILE",
            help="house-rule tile files, layered over the standard tiles",
        )

    play = sub.add_parser("play", help="play one game between random bots and print it")
    game_options(play)
    play.add_argument("--advanced", action="store_true", help="random maps, chosen castles")
    play.add_argument("--verbose", action="store_true", help="print every placement")
    play.set_defaults(run=cmd_play)

    simulate = sub.add_parser("simulate", help="play many bot games; mean scores and wins")
    game_options(simulate)
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument(
        "--compare", action="store_true", help="also play the same seeds with the standard tiles"
    )
    simulate.set_defaults(run=cmd_simulate)

    check = sub.add_parser("check", help="check tile files; print every error")
    check.add_argument("files", nargs="+")
    check.add_argument("--play", type=int, metavar="N", help="also play N checked games")
    check.add_argument("--seed", type=int, default=0, help="the first game's seed (--play)")
    check.set_defaults(run=cmd_check)

    replay = sub.add_parser("replay", help="play a replay record back; print its event log")
    replay.add_argument("file")
    replay.set_defaults(run=lambda args: replay_command(args.file, sys.stdout))

    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except (TileError, ValueError) as error:
        print(f"burgundy: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

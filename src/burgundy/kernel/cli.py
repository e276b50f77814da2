"""What the parts of the ``burgundy`` command share, for every game: a parser whose
complaints fit on one line, the types of its arguments, the checks made before any game is
played, where a simulation plays and the tables of its summary, and a command run with its
errors told in one line."""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any, NoReturn

from burgundy.kernel.bot_names import factory
from burgundy.kernel.errors import StateError, TileError
from burgundy.kernel.progress import progress_bar
from burgundy.kernel.simulation import Backend, GameResult, Processes, Spec
from burgundy.kernel.simulation import run as run_games


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


def port(text: str) -> int:
    """``--port``: a TCP port, 0-65535 (0: any free port)."""
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (0-65535)")
    return int(text)


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


def need(module: str, feature: str, extra: str) -> None:
    """Refuse, in one line, a feature whose optional dependency is not installed."""
    if importlib.util.find_spec(module) is None:
        raise ValueError(f"{feature} needs {module}: pip install 'burgundy[{extra}]'")


def writable(path: str, option: str) -> Path:
    """A file to write, refused before any game is played when its folder is missing."""
    parent = Path(path).parent
    if not parent.is_dir():
        raise ValueError(f"{option}: there is no folder {parent} to write {path} in")
    return Path(path)


def folder(path: str, option: str) -> Path:
    """A folder to write in, made (with its parents) before any game is played."""
    try:
        Path(path).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ValueError(f"{option}: cannot make the folder {path}: {error.strerror}") from None
    return Path(path)


#: ``burgundy play`` deals a new game from a seed drawn from ``range(SEEDS)``.
SEEDS = 1_000_000


def backend(args: argparse.Namespace) -> AbstractContextManager[Backend]:
    """Where ``simulate`` plays: local processes, or a Ray cluster (connected here, and
    disconnected when the run ends)."""
    if args.backend == "local":
        if args.address:
            raise ValueError("--address names a Ray cluster: give it with --backend ray")
        return nullcontext(Processes(args.workers or 1))
    if args.workers:
        raise ValueError("--workers counts local processes; with --backend ray the cluster's "
                         "CPUs play the games")
    need("ray", "--backend ray", "ray")
    from burgundy.kernel.cluster import RayBackend

    return RayBackend(args.address)


def played(
    spec: Spec, where: Backend, label: str, args: argparse.Namespace
) -> tuple[list[GameResult], bool]:
    """The games of ``spec`` played on ``where`` (``run``'s results), with a progress bar
    named ``label`` on standard error when it is a terminal."""
    if args.no_progress or not sys.stderr.isatty():
        return run_games(spec, backend=where)
    with progress_bar(label, sys.stderr) as progress:
        return run_games(spec, progress=progress, backend=where)


def print_tables(summary: dict[str, Any]) -> None:
    """A summary's seats and, with more than one bot, its bots, as tables."""
    print(f"{'seat':>4}  {'bot':<10} {'wins':>5} {'win rate':>8} {'mean':>7} {'stdev':>6}")
    for row in summary["seats"]:
        print(f"{row['seat']:>4}  {row['bot']:<10} {row['wins']:>5} {row['win_rate']:>8.1%}"
              f" {row['mean']:>7.1f} {row['stdev']:>6.1f}")
    if len(summary["bots"]) > 1:
        print(f"{'bot':<10} {'games':>6} {'wins':>5} {'win rate':>8} {'mean':>7}")
        for name, row in summary["bots"].items():
            print(f"{name:<10} {row['games']:>6} {row['wins']:>5} {row['win_rate']:>8.1%}"
                  f" {row['mean']:>7.1f}")


def run(args: argparse.Namespace) -> int:
    """The command ``args`` names (``args.run``), its errors told in one line: 2 for a bad
    input, 130 when stopped, 1 when the reader of its output went away."""
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

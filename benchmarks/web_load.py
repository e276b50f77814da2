"""A bounded load test of ``burgundy serve`` on this machine.

Starts ``burgundy serve`` (uvicorn) on 127.0.0.1 with a fresh database, then plays GAMES
games of GAME (Castles by default) to the end at once: scripted clients, one per person's
seat, wait on the page's websocket for their turn and answer through the HTTP API with a
random legal action.
Half the games have a random bot at seat 1 (it plays on the server), half two people.
Reports the round trip of an action (``POST /api/games/{id}/actions`` to its answer: the
step applied, written to SQLite and pushed) as p50 and p99, and fails if any request got a
5xx or any game did not end. Nothing here asserts a timing: docs/web.md records the figures.

Run from the repository root (the web and test extras installed):
``python benchmarks/web_load.py [--game catan] [--players 4]`` (``--games 10`` for a short
run).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx2
from websockets.asyncio.client import connect

HOST = "127.0.0.1"  # loopback only


class Tally:
    """What the clients saw: every action's round trip, and every status."""

    def __init__(self) -> None:
        self.round_trips: list[float] = []
        self.statuses: Counter[int] = Counter()
        self.errors: list[str] = []


async def play_seat(http: httpx2.AsyncClient, ws_url: str, game: str, token: str, seed: int,
                    tally: Tally) -> None:
    """One person's seat: on every push where it is to act, post a random legal action."""
    rng = random.Random(seed)
    acted = -1
    async with connect(ws_url, max_size=2**24) as socket_:
        await socket_.send(json.dumps({"type": "join", "token": token}))
        async for text in socket_:
            message = json.loads(text)
            if message["type"] == "error":
                tally.errors.append(message["message"])
                continue
            if message["type"] != "state":
                continue
            if message["over"]:
                return
            if not message["legal"] or message["version"] <= acted:
                continue
            acted = message["version"]
            action = rng.choice(message["legal"])["id"]
            start = time.perf_counter()
            answer = await http.post(f"/api/games/{game}/actions",
                                     json={"token": token, "action": action})
            tally.round_trips.append(time.perf_counter() - start)
            tally.statuses[answer.status_code] += 1


async def play_game(http: httpx2.AsyncClient, base: str, n: int, tally: Tally, game: str,
                    players: int) -> bool:
    bots = {"1": "random"} if n % 2 else {}
    made = await http.post("/api/games", json={"game": game, "players": players, "seed": n,
                                                "bots": bots})
    tally.statuses[made.status_code] += 1
    body = made.json()
    if made.status_code != 201:
        raise SystemExit(f"web_load: the game was not made: {body}")
    ws_url = f"ws://{base}/ws/games/{body['id']}"
    await asyncio.gather(*(play_seat(http, ws_url, body["id"], token, n * 4 + int(seat), tally)
                           for seat, token in body["seats"].items()))
    over = await http.get(f"/api/games/{body['id']}/spectate")
    tally.statuses[over.status_code] += 1
    return bool(over.json()["over"])


async def load(base: str, games: int, tally: Tally, game: str, players: int) -> list[bool]:
    limits = httpx2.Limits(max_connections=games * players)
    async with httpx2.AsyncClient(base_url=f"http://{base}", timeout=120, limits=limits) as http:
        return list(await asyncio.gather(*(play_game(http, base, n, tally, game, players)
                                           for n in range(games))))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        port: int = probe.getsockname()[1]
    return port


def wait_for(base: str, server: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx2.get(f"http://{base}/api/setup", timeout=2).raise_for_status()
            return
        except httpx2.HTTPError:
            if server.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("web_load: the server did not start") from None
            time.sleep(0.2)


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if len(values) > 1 \
        else values[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="games played at once (50)")
    parser.add_argument("--game", choices=("castles", "lastrada", "catan"), default="castles")
    parser.add_argument("--players", type=int, default=2, help="players a game (2)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        base = f"{HOST}:{port}"
        db = Path(folder) / "games.sqlite3"
        server = subprocess.Popen(
            [sys.executable, "-m", "burgundy", "serve", "--host", HOST, "--port", str(port),
             "--db", str(db)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        try:
            wait_for(base, server)
            tally = Tally()
            start = time.perf_counter()
            ended = asyncio.run(asyncio.wait_for(
                load(base, args.games, tally, args.game, args.players), 1800))
            wall = time.perf_counter() - start
        finally:
            server.terminate()
            log, _ = server.communicate(timeout=30)
    trips = sorted(tally.round_trips)
    server_errors = sum(n for status, n in tally.statuses.items() if status >= 500)
    print(f"burgundy serve under load: {args.games} {args.players}-player {args.game} games at "
          f"once on {HOST}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"  games ended: {sum(ended)} of {args.games}; wall time {wall:.1f} s")
    print(f"  statuses: {dict(sorted(tally.statuses.items()))}; socket errors: "
          f"{len(tally.errors)}")
    print(f"  actions posted: {len(trips)} ({len(trips) / wall:.0f} per second)")
    print(f"  round trip of an action: p50 {percentile(trips, 50) * 1000:.1f} ms, "
          f"p99 {percentile(trips, 99) * 1000:.1f} ms, max {trips[-1] * 1000:.1f} ms")
    if server_errors or not all(ended) or "Traceback" in log:
        print(f"web_load: FAILED ({server_errors} responses 5xx, "
              f"{args.games - sum(ended)} games unfinished)\n{log}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

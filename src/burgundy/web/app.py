"""The ASGI app: the page, the HTTP API of ``API.md`` and the page's websocket.

HTTP answers are JSON; a refused request gets ``{"error": message}`` with its status: 400 a
bad body, 403 a token that is not the seat's, 404 an unknown game, 409 an action that is
not legal now, 413 a body over ``MAX_BODY`` bytes.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeGuard

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from burgundy.bots import bots_of
from burgundy.web.games import GameKind, kinds
from burgundy.web.store import Store
from burgundy.web.tables import Refused, Table, Tables, Watcher

STATIC = Path(__file__).parent / "static"
#: The largest request body or websocket message taken, in bytes.
MAX_BODY = 16 * 1024
#: How long a page has to say who it is after opening its socket, in seconds.
JOIN_TIMEOUT = 10.0
#: Seeds fit SQLite's integers.
SEEDS = 2**63
NEW_GAME_KEYS = ("game", "players", "seed", "bots", "options")

#: Sent with every response: the page runs only its own scripts and styles, is never
#: framed, and sends no referrer (links carry a seat's token after ``#``).
HEADERS = {
    "content-security-policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}


class SecurityHeaders:
    """Adds ``HEADERS`` to every HTTP response, and ``no-store`` to the API's."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        api = scope["path"].startswith("/api/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [(k.encode(), v.encode()) for k, v in HEADERS.items()]
                if api:
                    headers.append((b"cache-control", b"no-store"))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


def error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def read_json(request: Request) -> dict[str, Any]:
    """The request's body: a JSON object of at most ``MAX_BODY`` bytes."""
    length = request.headers.get("content-length", "0")
    if not (length.isascii() and length.isdigit()):
        raise Refused(400, f"the content-length {length!r} is not a number of bytes")
    if int(length) > MAX_BODY:
        raise Refused(413, f"the body is larger than {MAX_BODY} bytes")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise Refused(413, f"the body is larger than {MAX_BODY} bytes")
    return parse_json(body, "the body")


def parse_json(text: str | bytes, what: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as problem:
        raise Refused(400, f"{what} is not JSON: {problem}") from None
    if not isinstance(value, dict):
        raise Refused(400, f"{what} must be a JSON object, not {type(value).__name__}")
    return value


async def receive_json(websocket: WebSocket) -> dict[str, Any]:
    """The page's next message: a JSON object of at most ``MAX_BODY`` bytes, as text."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is None:
        raise Refused(400, "a message must be JSON text, not bytes")
    if len(text) > MAX_BODY:
        raise Refused(413, f"the message is larger than {MAX_BODY} bytes")
    return parse_json(text, "the message")


def whole_number(value: object) -> TypeGuard[int]:
    return type(value) is int


def new_game_request(body: Mapping[str, Any]) -> tuple[GameKind, int, int, dict[str, Any],
                                                       dict[int, str]]:
    """``POST /api/games``'s body checked: the game, players, seed, options and bots."""
    unknown = sorted(set(body) - set(NEW_GAME_KEYS))
    if unknown:
        raise Refused(400, f"no key {unknown[0]!r} in a new game (keys: "
                      f"{', '.join(NEW_GAME_KEYS)})")
    name = body.get("game", "castles")
    kind = kinds().get(name) if isinstance(name, str) else None
    if kind is None:
        raise Refused(400, f"game: no game {name!r} (games: {', '.join(kinds())})")
    players = body.get("players")
    fewest, most = kind.players
    if not whole_number(players) or not fewest <= players <= most:
        raise Refused(400, f"players: {kind.name} is played by {fewest} to {most}, "
                      f"not {players!r}")
    seed = body.get("seed", secrets.randbelow(2**31))
    if not whole_number(seed) or not -SEEDS <= seed < SEEDS:
        raise Refused(400, f"seed must be a whole number (at most 63 bits), not {seed!r}")
    options = body.get("options", {})
    if not isinstance(options, dict):
        raise Refused(400, f"options must be a JSON object, not {options!r}")
    bots = body.get("bots", {})
    if not isinstance(bots, dict):
        raise Refused(400, f"bots must be a JSON object of seat -> bot name, not {bots!r}")
    seats: dict[int, str] = {}
    for seat, bot in bots.items():
        if not (seat.isascii() and seat.isdigit()) or not 0 <= int(seat) < players:
            raise Refused(400, f"bots: {seat!r} is not a seat (seats: 0-{players - 1})")
        if not isinstance(bot, str) or bot not in bots_of(kind.name):
            raise Refused(400, f"bots.{seat}: no bot {bot!r} for {kind.name} "
                          f"(bots: {', '.join(bots_of(kind.name))})")
        seats[int(seat)] = bot
    return kind, players, seed, options, seats


def create_app(db: Path | str, bot_threads: int = 2) -> Starlette:
    """The server's app, keeping its games in the SQLite file ``db``."""
    tables = Tables(Store(db), bot_threads)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await tables.start()
        try:
            yield
        finally:
            await tables.stop()
            tables.store.close()

    async def page(request: Request) -> Response:
        return FileResponse(STATIC / "index.html")

    async def setup(request: Request) -> Response:
        games = [
            {"name": kind.name, "title": kind.title, "players": list(kind.players),
             "options": kind.options(), "bots": list(bots_of(kind.name)),
             "module": f"/static/games/{kind.name}.js"}
            for kind in kinds().values()
        ]
        every_bot = dict.fromkeys(bot for game in games for bot in game["bots"])
        return JSONResponse({"games": games, "bots": list(every_bot)})

    async def new_game(request: Request) -> Response:
        kind, players, seed, options, bots = new_game_request(await read_json(request))
        table, tokens = await tables.create(kind, players, seed, options, bots)
        seats = {str(seat): token for seat, token in tokens.items()}
        return JSONResponse({"id": table.record.id, "seats": seats}, status_code=201)

    async def seat_answer(request: Request) -> Response:
        table = tables.get(request.path_params["id"])
        seat = table.seat_of(request.query_params.get("token"))
        return JSONResponse(table.answer(seat))

    async def action(request: Request) -> Response:
        table = tables.get(request.path_params["id"])
        body = await read_json(request)
        unknown = sorted(set(body) - {"token", "action"})
        if unknown:
            raise Refused(400, f"no key {unknown[0]!r} in an action (keys: token, action)")
        if not whole_number(body.get("action")):
            raise Refused(400, f"action must be an action id (a whole number), not "
                          f"{body.get('action')!r}")
        seat = table.seat_of(body.get("token"))
        await tables.act(table, seat, body["action"])
        return JSONResponse(table.answer(seat))

    async def spectate(request: Request) -> Response:
        return JSONResponse(tables.get(request.path_params["id"]).answer(None))

    async def replay(request: Request) -> Response:
        """A finished game's steps (who, what, the events), for the replay viewer."""
        table = finished(request.path_params["id"])
        steps = [step.entry(n) for n, step in enumerate(table.steps, 1)]
        return JSONResponse({"game": table.kind.name, "steps": steps,
                             "seats": table.names(), "table": table.kind.table(table.game)})

    async def replay_step(request: Request) -> Response:
        """The public view of a finished game after step ``n`` (0: before the first)."""
        table = finished(request.path_params["id"])
        n = request.path_params["n"]
        if not 0 <= n <= len(table.steps):
            raise Refused(404, f"no step {n}: the game has steps 0-{len(table.steps)}")
        game, kind = table.position(n), table.kind
        return JSONResponse({"n": n, "view": kind.view(game, None), "to_act": game.current_player,
                             "scores": kind.scores(game, None)})

    def finished(game: str) -> Table:
        table = tables.get(game)
        if not table.game.is_over:
            raise Refused(409, "the game is not over: a replay shows a finished game")
        if not table.whole:
            raise Refused(409, "this game's steps were not kept: it has no replay")
        return table

    async def socket(websocket: WebSocket) -> None:
        await websocket.accept()
        try:
            table = tables.get(websocket.path_params["id"])
            hello = await asyncio.wait_for(receive_json(websocket), JOIN_TIMEOUT)
            token = hello.get("token")
            seat = None if token is None else table.seat_of(token)
        except Refused as refused:
            await websocket.send_json({"type": "error", "status": refused.status,
                                       "message": refused.message})
            await websocket.close(4000 + refused.status)
            return
        except (TimeoutError, WebSocketDisconnect):
            await websocket.close()
            return
        watcher = Watcher(seat)
        await websocket.send_json({"type": "table", "game": table.kind.name, "seat": seat,
                                   "title": table.kind.title, "unit": table.kind.unit,
                                   "table": table.kind.table(table.game)})
        tables.watch(table, watcher)
        writer = asyncio.create_task(send_changes(websocket, table, watcher))
        try:
            while True:
                try:
                    await handle(table, watcher, await receive_json(websocket))
                except Refused as refused:
                    watcher.notes.append({"type": "error", "status": refused.status,
                                          "message": refused.message})
                    watcher.wake.set()
        except WebSocketDisconnect:
            pass
        finally:
            tables.unwatch(table, watcher)
            writer.cancel()

    async def handle(table: Table, watcher: Watcher, message: dict[str, Any]) -> None:
        if watcher.seat is None:
            raise Refused(403, "a spectator cannot play")
        kind = message.get("type")
        if kind == "act":
            await tables.act(table, watcher.seat, message.get("action"), message.get("version"))
        elif kind == "undo":
            await tables.undo(table, watcher.seat, message.get("version"))
        else:
            raise Refused(400, f"no message type {kind!r} (types: act, undo)")

    async def send_changes(websocket: WebSocket, table: Table, watcher: Watcher) -> None:
        """Send the page the game whenever it changes (only the latest, if it lags)."""
        try:
            while True:
                await watcher.wake.wait()
                watcher.wake.clear()
                notes, watcher.notes = watcher.notes, []
                for note in notes:
                    await websocket.send_json(note)
                await websocket.send_json(table.message(watcher))
        except (WebSocketDisconnect, RuntimeError, OSError):
            pass  # the page went away: the reading side ends the connection

    async def refused(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, Refused)
        return error(exc.status, exc.message)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return error(exc.status_code, str(exc.detail))

    app = Starlette(
        routes=[
            Route("/", page),
            Route("/api/setup", setup),
            Route("/api/games", new_game, methods=["POST"]),
            Route("/api/games/{id}", seat_answer),
            Route("/api/games/{id}/actions", action, methods=["POST"]),
            Route("/api/games/{id}/spectate", spectate),
            Route("/api/games/{id}/replay", replay),
            Route("/api/games/{id}/replay/{n:int}", replay_step),
            WebSocketRoute("/ws/games/{id}", socket),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        exception_handlers={Refused: refused, HTTPException: http_error},
        lifespan=lifespan,
    )
    app.add_middleware(SecurityHeaders)
    return app

"""The games the server is running: each at its table, with its seats, bots and watchers.

Every change to a game happens on the event loop, under the game's lock, and is written to
the database before anyone is told. Bots think in worker threads on a clone of the game,
so the server keeps answering while a search runs; a bot's choice is applied only if the
game did not move on meanwhile (an undo).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import attrs

from burgundy.bots import Bot, by_name, for_seat
from burgundy.errors import StateError
from burgundy.game import Game
from burgundy.web.games import Action, GameKind, kinds
from burgundy.web.store import Record, Store, Stored

log = logging.getLogger("burgundy.web")
T = TypeVar("T")

#: The bot that plays a step in place of a bot that failed, so that no game stalls.
STAND_IN = "random"


class Refused(Exception):
    """A request the server turns down: an HTTP status and a message naming why."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def robots(record: Record) -> dict[int, Bot]:
    """The bots of a game's seats, each seeded from the game's seed and its seat;
    ``ValueError`` for a name that is not one of the game's bots."""
    return {seat: for_seat(name, record.seed, seat, record.kind)
            for seat, name in record.bots.items()}


@attrs.frozen
class Step:
    """One action played: who chose it, its id and words, and what followed."""

    seat: int
    action: int
    text: str
    events: tuple[Any, ...]
    lines: tuple[str, ...]

    def entry(self, n: int) -> dict[str, Any]:
        """The step as the event log shows it (``n``: 1 for the first)."""
        return {"n": n, "seat": self.seat, "text": self.text, "events": list(self.lines)}


@attrs.define(eq=False)
class Watcher:
    """A page watching a game, as seat ``seat`` or (``None``) as a spectator. ``sent``
    counts the log entries it has; ``wake`` is set when it should be sent the game again;
    ``notes`` are messages for it alone (an answer to a refused request)."""

    seat: int | None
    sent: int = 0
    wake: asyncio.Event = attrs.field(factory=asyncio.Event)
    notes: list[dict[str, Any]] = attrs.field(factory=list)


@attrs.define(eq=False)
class Table:
    """One game being played. ``whole``: ``steps`` hold the game from its start (false for
    a game that could be resumed only from its save)."""

    record: Record
    kind: GameKind
    game: Game[Any, Any]
    bots: dict[int, Bot]
    steps: list[Step] = attrs.field(factory=list)
    whole: bool = True
    version: int = 0  # counts every change: a request made for an older one is stale
    lock: asyncio.Lock = attrs.field(factory=asyncio.Lock)
    watchers: set[Watcher] = attrs.field(factory=set)
    driver: asyncio.Task[None] | None = None

    # --- who is who -----------------------------------------------------------------------

    def seat_of(self, token: object) -> int:
        """The seat ``token`` plays; ``Refused`` (403) for any other token."""
        if isinstance(token, str) and token:
            digest = token_hash(token)
            for seat, known in self.record.tokens.items():
                if secrets.compare_digest(digest, known):
                    return seat
        raise Refused(403, "the token is not one of this game's seats")

    def names(self) -> dict[int, str]:
        bots = self.record.bots
        return {
            seat: f"Seat {seat}" + (f" ({bots[seat]} bot)" if seat in bots else "")
            for seat in range(self.record.players)
        }

    # --- what each one is told --------------------------------------------------------------

    def answer(self, seat: int | None) -> dict[str, Any]:
        """The API's answer for ``seat`` (``None``: a spectator): its view only."""
        game, kind = self.game, self.kind
        to_act = game.current_player
        legal = (
            [{"id": n, "text": kind.words(game, a)} for n, a in kind.legal(game).items()]
            if to_act is not None and seat == to_act
            else []
        )
        return {
            "game": kind.name,
            "seat": seat,
            "view": kind.view(game, seat),
            "to_act": to_act,
            "legal": legal,
            "over": game.is_over,
            "scores": kind.scores(game, seat),
        }

    def message(self, watcher: Watcher) -> dict[str, Any]:
        """What a page is sent after every change: the answer, with the places of the legal
        actions on the board, the event log's new entries, the seats, undo and, at the end,
        the winners (none: nobody won) and the score sheet."""
        message = self.answer(watcher.seat)
        game, kind = self.game, self.kind
        if message["legal"]:
            message["prompt"] = kind.prompt(game)
            actions = list(kind.legal(game).values())
            for entry, action in zip(message["legal"], actions, strict=True):
                order, entry["group"] = kind.group(game, action)
                entry["order"], entry["place"] = order, kind.place(game, action)
                if marks := kind.marks(game, action):
                    entry["marks"] = marks
            message["legal"].sort(key=lambda entry: entry.pop("order"))
        start = min(watcher.sent, len(self.steps))
        watcher.sent = len(self.steps)
        online = {w.seat for w in self.watchers}
        message |= {
            "type": "state",
            "version": self.version,
            "log": {
                "from": start,
                "entries": [s.entry(n) for n, s in enumerate(self.steps[start:], start + 1)],
                "whole": self.whole,
            },
            "seats": [
                {"seat": seat, "name": name, "bot": self.record.bots.get(seat),
                 "online": seat in online}
                for seat, name in self.names().items()
            ],
            "undo": watcher.seat is not None and self.undo_depth(watcher.seat) > 0,
            "winners": list(game.winners()),
            "sheet": self.sheet() if game.is_over else None,
        }
        return message

    def sheet(self) -> list[list[Any]]:
        """The score sheet; only the totals when the steps before a restart were lost."""
        if not self.whole:
            return GameKind.sheet(self.kind, self.game, ())
        events = [event for step in self.steps for event in step.events]
        return self.kind.sheet(self.game, events)

    def undo_depth(self, seat: int) -> int:
        """How many steps ``seat``'s undo takes back: to before its own last step, over
        bots' steps after it, where the engine allows it; 0 when it cannot undo. Never over
        another person's step, nor once the game is over."""
        if self.game.is_over:
            return 0
        depth = 0
        for step in reversed(self.steps):
            depth += 1
            if step.seat == seat:
                break
            if step.seat not in self.bots:
                return 0
        else:
            return 0
        probe = self.game.clone()
        for _ in range(depth):
            if not probe.can_undo:
                return 0
            probe.undo()
        return depth

    # --- changes (the caller holds the lock) ------------------------------------------------

    def play(self, seat: int, action: Action) -> Step:
        game, kind = self.game, self.kind
        n, text = kind.action_id(game, action), kind.words(game, action)
        events = game.apply(action)
        step = Step(seat, n, text, events, tuple(kind.event_words(game, events, self.names())))
        self.steps.append(step)
        self.version += 1
        return step

    def position(self, n: int) -> Game[Any, Any]:
        """The game after its first ``n`` steps, played again from the start."""
        kind, record = self.kind, self.record
        game = kind.new(record.players, record.seed, record.options)
        for step in self.steps[:n]:
            game.apply(kind.legal(game)[step.action])
        return game

    def wake(self) -> None:
        for watcher in self.watchers:
            watcher.wake.set()


class Tables:
    """Every game of the server: those in play, and finished ones loaded when asked for."""

    def __init__(self, store: Store, bot_threads: int = 2) -> None:
        self.store = store
        self.tables: dict[str, Table] = {}
        self._bots = ThreadPoolExecutor(bot_threads, thread_name_prefix="burgundy-bot")
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="burgundy-db")

    async def start(self) -> None:
        """Resume every unfinished game of the database, its bots playing again."""
        for stored in self.store.unfinished():
            table = self._resume(stored)
            if table is not None:
                self.tables[table.record.id] = table
                self._drive(table)

    async def stop(self) -> None:
        drivers = [t.driver for t in self.tables.values() if t.driver is not None]
        for driver in drivers:
            driver.cancel()
        await asyncio.gather(*drivers, return_exceptions=True)
        self._bots.shutdown(wait=True, cancel_futures=True)
        self._writer.shutdown(wait=True)

    def get(self, game: str) -> Table:
        """The table of game ``game``; ``Refused`` (404) for an unknown id."""
        table = self.tables.get(game)
        if table is None:
            stored = self.store.load(game)
            table = self._resume(stored) if stored is not None else None
            if table is None:
                raise Refused(404, f"no game {game!r}")
            self.tables[game] = table
        return table

    async def create(
        self, kind: GameKind, players: int, seed: int, options: Mapping[str, Any],
        bots: Mapping[int, str],
    ) -> tuple[Table, dict[int, str]]:
        """A new game and its people's seats' tokens (only the hashes are kept)."""
        tokens = {seat: secrets.token_urlsafe(18) for seat in range(players) if seat not in bots}
        record = Record(
            id=secrets.token_urlsafe(9), kind=kind.name, players=players, seed=seed,
            options=dict(options), bots=dict(bots),
            tokens={seat: token_hash(token) for seat, token in tokens.items()},
        )
        try:
            table = Table(record, kind, kind.new(players, seed, options), robots(record))
        except ValueError as error:
            raise Refused(400, str(error)) from None
        await self._write(self.store.create, record, table.game.to_json())
        self.tables[record.id] = table
        self._drive(table)
        return table, tokens

    async def act(self, table: Table, seat: int, action: object, version: object = None) -> None:
        """Seat ``seat`` plays the action with id ``action``; ``Refused`` (409) when it is
        not its turn or no legal action has that id. ``version``, if given, must be the
        game's: a request made before the game moved on is refused."""
        async with table.lock:
            game = table.game
            self._check_version(table, version)
            if game.current_player != seat:
                who = "the game is over" if game.is_over else f"seat {game.current_player} acts"
                raise Refused(409, f"it is not seat {seat}'s turn: {who}")
            chosen = table.kind.legal(game).get(action) if type(action) is int else None
            if chosen is None:
                raise Refused(409, f"{action!r} is not the id of a legal action now")
            await self._step(table, seat, chosen)
        self._drive(table)

    async def undo(self, table: Table, seat: int, version: object = None) -> None:
        """Take back ``seat``'s last step (and the bots' after it) where the engine allows;
        ``Refused`` (409) otherwise."""
        async with table.lock:
            self._check_version(table, version)
            depth = table.undo_depth(seat)
            if not depth:
                raise Refused(409, "nothing to undo: no step of yours since the last roll or "
                              "draw, or another person played since")
            for _ in range(depth):
                table.game.undo()
                table.steps.pop()
            table.version += 1
            for watcher in table.watchers:
                watcher.sent = min(watcher.sent, len(table.steps))
            await self._write(self.store.undo, table.record.id, len(table.steps),
                              table.game.to_json())
            table.wake()

    def watch(self, table: Table, watcher: Watcher) -> None:
        table.watchers.add(watcher)
        table.wake()

    def unwatch(self, table: Table, watcher: Watcher) -> None:
        table.watchers.discard(watcher)
        table.wake()

    # --- inside ------------------------------------------------------------------------------

    @staticmethod
    def _check_version(table: Table, version: object) -> None:
        if version is not None and version != table.version:
            raise Refused(409, "the game has moved on since: nothing was done")

    async def _step(self, table: Table, seat: int, action: Action) -> None:
        step = table.play(seat, action)
        game = table.game
        await self._write(self.store.step, table.record.id, len(table.steps), seat,
                          step.action, game.to_json(), game.is_over)
        table.wake()

    async def _write(self, write: Callable[..., None], *args: Any) -> None:
        """Write in the database's own thread, in order, without holding up the loop."""
        await self._run(self._writer, write, *args)

    @staticmethod
    def _run(pool: ThreadPoolExecutor, work: Callable[..., T], *args: Any) -> Awaitable[T]:
        return asyncio.get_running_loop().run_in_executor(pool, work, *args)

    def _drive(self, table: Table) -> None:
        """Let the bots play while one of them is to act."""
        if table.driver is None or table.driver.done():
            table.driver = asyncio.create_task(self._bots_play(table))

    async def _bots_play(self, table: Table) -> None:
        while (seat := table.game.current_player) is not None and seat in table.bots:
            version, position = table.version, table.game.clone()
            try:
                action = await self._run(self._bots, table.bots[seat].act, position)
            except Exception:
                log.exception("game %s: the %s bot of seat %d failed; a %s bot plays this "
                              "step", table.record.id, table.record.bots[seat], seat, STAND_IN)
                action = by_name(STAND_IN, table.version, table.kind.name).act(position)
            async with table.lock:
                if table.version == version:
                    await self._step(table, seat, action)

    def _resume(self, stored: Stored) -> Table | None:
        """The game of ``stored`` played again from its steps, checked against its save; else
        loaded from the save alone (without its history); ``None`` if neither can be."""
        record = stored.record
        kind = kinds().get(record.kind)
        if kind is None:
            log.warning("game %s: this server does not play %r", record.id, record.kind)
            return None
        try:
            bots = robots(record)
        except ValueError as error:
            log.error("game %s cannot be resumed: %s", record.id, error)
            return None
        try:
            table = Table(record, kind, kind.new(record.players, record.seed, record.options),
                          bots)
            for seat, action in stored.steps:
                table.play(seat, kind.legal(table.game)[action])
            if table.game.to_json() == stored.save:
                return table
            log.warning("game %s: its steps no longer give its save; resumed from the save",
                        record.id)
        except (ValueError, KeyError, StateError) as error:
            log.warning("game %s: cannot play its steps again (%s); resumed from the save",
                        record.id, error)
        try:
            game = Game.from_json(stored.save)
        except StateError as error:
            log.error("game %s cannot be resumed: %s", record.id, error)
            return None
        return Table(record, kind, game, bots, whole=False)

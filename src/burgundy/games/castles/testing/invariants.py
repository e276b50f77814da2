"""Invariants every reachable position keeps, for property tests of the engine and of
house-rule tiles: call ``check_invariants(game)`` after every step, and
``check_step(before, after, before_json)`` and ``check_events(before, after, events)``
around every ``apply``.

Each check raises ``AssertionError`` with a message that says what is wrong and where;
they use ``raise``, not ``assert``, so ``python -O`` does not turn them off.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from burgundy.games.castles import data
from burgundy.games.castles.events import (
    AnimalsScored,
    BonusTaken,
    Event,
    FinalScore,
    Gained,
    GoodsShipped,
    GoodsSold,
    MineIncome,
    Paid,
    Purchased,
    RegionCompleted,
    TileDiscarded,
    TilePlaced,
    TileTaken,
    WorkersSpent,
    WorkersTaken,
)
from burgundy.games.castles.game import CastlesGame
from burgundy.games.castles.rules.procedures import track_order
from burgundy.games.castles.saves import state_problems
from burgundy.games.castles.state import DECISION_TYPES


def _fail(game: CastlesGame, message: str) -> None:
    raise AssertionError(f"{game!r}: {message}")


def check_invariants(game: CastlesGame, *, placement: bool = True) -> None:
    """Raise ``AssertionError`` if ``game`` breaks a rule no legal play can break:

    - every hex tile of the tile set's mix is in exactly one place (by id counts), and
      every one of the 42 goods tiles too;
    - storage holds at most 3 tiles, a warehouse at most 3 goods types; no count,
      point total or resource is negative; tiles lie on spaces of their colour;
    - bonus tiles taken match the board's record, each colour's at most twice;
    - the turn-order track holds every seat once;
    - the game never ends with a decision pending;
    - ``current_player`` is ``None`` exactly when the game is over, and otherwise the
      seat of the pending decision or of the turn; ``legal_actions()`` is empty exactly
      when the game is over and never lists an action twice;
    - with ``placement`` (the default), each estate's placed tiles form one connected
      group, as R-ACT-PLACE builds it (turn it off for ``Scenario`` positions that
      break placement rules on purpose; tile sets that change ``place.adjacent`` turn it
      off themselves).
    """
    state = game.state
    if placement and "place.adjacent" not in game.tiles.modifiers:
        for player in state.players:
            _check_connected(game, player.seat)
    # The physical limits and conservation: the same checks a save must pass.
    problems = state_problems(state, game.tiles)
    if problems:
        _fail(game, "; ".join(problems))

    if sorted(track_order(state.track)) != list(range(len(state.players))):
        _fail(game, "the turn-order track does not give an order of all seats")

    # Whose move it is, and that there is always one before the end.
    current = game.current_player
    if state.over:
        if current is not None:
            _fail(game, f"the game is over but current_player is {current}")
        if game.legal_actions():
            _fail(game, f"the game is over but legal_actions() lists {len(game.legal_actions())}")
        if game.winner() is None:
            _fail(game, "the game is over but winner() is None")
        # The kernel lets a game end with a decision pending (Catan does); Castles never
        # does: its end comes after the last turn's decisions.
        asked = [frame for frame in state.pending if type(frame) in DECISION_TYPES]
        if asked:
            _fail(game, f"the game is over but a decision is still pending for seat "
                        f"{asked[-1].seat}")  # type: ignore[union-attr]
        return
    if current is None:
        _fail(game, "the game is not over but current_player is None")
    expected_seat = state.pending[-1].seat if state.pending else state.active_seat  # type: ignore[union-attr]
    if current != expected_seat:
        _fail(game, f"current_player is {current}, expected seat {expected_seat}")
    actions = game.legal_actions()
    if not actions:
        _fail(game, "the game is not over but legal_actions() is empty")
    if len(set(actions)) != len(actions):
        twice = [str(a) for a, n in Counter(actions).items() if n > 1]
        _fail(game, f"legal_actions() lists actions twice: {twice}")
    if game.winner() is not None:
        _fail(game, "the game is not over but winner() is not None")


def _check_connected(game: CastlesGame, seat: int) -> None:
    player = game.state.players[seat]
    estate = data.estates()[player.estate_map]
    placed = {s for s, t in enumerate(player.spaces) if t is not None}
    if not placed:
        return
    seen = {min(placed)}
    frontier = [min(placed)]
    while frontier:
        space = frontier.pop()
        for other in estate.neighbours[space]:
            if other in placed and other not in seen:
                seen.add(other)
                frontier.append(other)
    if seen != placed:
        cut_off = sorted(placed - seen)
        _fail(game, f"seat {seat}: placed tiles on {cut_off} are cut off from the rest")


def check_step(before: CastlesGame, after: CastlesGame, before_json: str | None = None) -> None:
    """Raise ``AssertionError`` if one ``apply`` broke a rule of steps.

    ``before`` is a ``clone()`` taken before the step and ``after`` the game after it.
    Points never fall. With ``before_json`` (``to_json()`` taken before the step), the old
    state value must still save to exactly that text: ``apply`` never mutates its input.
    """
    for seat, (old, new) in enumerate(zip(before.state.players, after.state.players, strict=True)):
        if new.points < old.points:
            _fail(after, f"seat {seat}'s points fell from {old.points} to {new.points}")
    if before_json is not None and before.to_json() != before_json:
        _fail(after, "apply changed the state value it started from")
    if after.state is before.state and not before.state.over:
        _fail(after, "apply left the state value as it was")


def _event_deltas(events: Iterable[Event], seat: int) -> dict[str, int]:
    """What ``events`` say changed for ``seat``: points, silverlings, workers, stored
    tiles and warehouse goods."""
    delta = dict.fromkeys(("points", "silverlings", "workers", "storage", "goods"), 0)
    for event in events:
        if getattr(event, "seat", None) != seat:
            continue
        if isinstance(event, RegionCompleted | BonusTaken | AnimalsScored | FinalScore):
            delta["points"] += event.points
        elif isinstance(event, GoodsSold):
            delta["points"] += event.points
            delta["silverlings"] += event.silverlings
            delta["goods"] -= event.count
        elif isinstance(event, Gained):
            delta[event.resource] += event.amount
        elif isinstance(event, Paid):
            delta[event.resource] -= event.amount
        elif isinstance(event, MineIncome):
            delta["silverlings"] += event.silverlings
        elif isinstance(event, Purchased):
            delta["silverlings"] -= event.price
        elif isinstance(event, WorkersTaken):
            delta["workers"] += event.count
        elif isinstance(event, WorkersSpent):
            delta["workers"] -= event.count
        elif isinstance(event, TileTaken):
            delta["storage"] += 1
        elif isinstance(event, TilePlaced | TileDiscarded):
            delta["storage"] -= 1
        elif isinstance(event, GoodsShipped):
            delta["goods"] += event.count
    return delta


def check_events(before: CastlesGame, after: CastlesGame, events: Iterable[Event]) -> None:
    """Raise ``AssertionError`` unless the events of one ``apply`` account for every change
    of each seat's points, silverlings, workers, storage size and warehouse goods: a front
    end that only follows the events shows the true game.

    (A tile that changes the state from a Python hook, ``call "..."``, without events may
    break this on purpose.)
    """
    events = tuple(events)
    for seat, (old, new) in enumerate(zip(before.state.players, after.state.players, strict=True)):
        actual = {
            "points": new.points - old.points,
            "silverlings": new.silverlings - old.silverlings,
            "workers": new.workers - old.workers,
            "storage": len(new.storage) - len(old.storage),
            "goods": sum(new.goods_counts) - sum(old.goods_counts),
        }
        said = _event_deltas(events, seat)
        wrong = {name: (said[name], actual[name]) for name in actual if said[name] != actual[name]}
        if wrong:
            detail = ", ".join(
                f"{name} events say {told:+d}, state {real:+d}"
                for name, (told, real) in wrong.items()
            )
            _fail(after, f"seat {seat}: {detail}; events: {[type(e).__name__ for e in events]}")

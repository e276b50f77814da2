"""The physical limits every La Strada position keeps: one thing per field, tiles on their
terrain, tiles and stones conserved, days within the cap. A loaded save is checked against
them, and the random-game tests check them after every step."""

from __future__ import annotations

from collections import Counter

from burgundy.games.lastrada.state import State


def problems(state: State) -> list[str]:
    """Every limit ``state`` breaks, in words naming where; empty when it keeps them all."""
    found: list[str] = []
    numbers, fields = state.numbers, state.fields
    seats = range(len(state.players))
    for where, mapping in (("road_tiles", state.road_tiles), ("start_fields", state.start_fields),
                           ("targets", state.targets), ("stones", state.stones)):
        outside = sorted(set(mapping) - set(fields))
        if outside:
            found.append(f"{where}: {outside[0]} is not a field of the board")
    if set(state.road_tiles) & set(state.start_fields):
        found.append("a field holds a road tile and a start field")
    for field, seat in state.road_tiles.items():
        if fields.get(field) == "target":
            found.append(f"a road tile on the target space {field}")
        if seat not in seats:
            found.append(f"road_tiles: seat {seat} does not play")
    for field, seat in state.start_fields.items():
        if fields.get(field, "plain") != "plain":
            found.append(f"a start field on {fields[field]} {field}")
        if seat not in seats:
            found.append(f"start_fields: seat {seat} does not play")
    for target, holders in state.stones.items():
        if fields.get(target) != "target" or len(set(holders)) != len(holders):
            found.append(f"stones {holders} on {target}")
        if len(state.players) == 2 and len(holders) > 1:
            found.append(f"two stones on {target} in a two-player game")
    for player in state.players:
        seat, n = player.seat, len(player.colours)
        laid = Counter(fields.get(f) for f, s in state.road_tiles.items() if s == seat)
        for terrain, count in numbers.tiles.items():
            if player.tiles.get(terrain, -1) + laid[terrain] != count * n:
                found.append(f"seat {seat}'s {terrain} tiles are not conserved")
        placed = sum(holders.count(seat) for holders in state.stones.values())
        if player.stones + placed != numbers.stones * n or player.stones < 0:
            found.append(f"seat {seat}'s stones are not conserved")
        if not 0 <= player.days <= numbers.cap:
            found.append(f"seat {seat} holds {player.days} days")
    if not state.over and state.seat not in seats:
        found.append(f"seat: {state.seat} does not play")
    if state.pending:
        found.append("pending: La Strada has no decisions to wait on")
    return found

"""The end of the game: final scoring (R-END-GAME-1) and the winner (R-END-GAME-2)."""

from __future__ import annotations

from burgundy.games.castles.effects.evaluate import Env
from burgundy.games.castles.rules.context import Ctx, update_player
from burgundy.games.castles.rules.procedures import track_order
from burgundy.games.castles.rules.queries import query
from burgundy.games.castles.state import GameState
from burgundy.games.castles.tile import Tile
from burgundy.lang.flow import ENDS, TIEBREAK, leaders


def final_scores(ctx: Ctx, state: GameState) -> tuple[GameState, list[tuple[int, str, int]]]:
    """Goods, silverlings, workers and the end-game scorers of the tiles in each estate."""
    lines: list[tuple[int, str, int]] = []
    for seat, player in enumerate(state.players):
        env = Env(state, seat, None, None, ctx)
        per_goods = query(ctx, state, seat, "final.goods_points", 1)
        per_silverling = query(ctx, state, seat, "final.silverling_points", 1)
        workers_per_point = max(1, query(ctx, state, seat, "final.workers_per_point", 2))
        found = [
            (seat, "Goods in the warehouse", max(0, sum(player.goods_counts) * per_goods)),
            (seat, "Silverlings", max(0, player.silverlings * per_silverling)),
            (seat, "Workers", player.workers // workers_per_point),
        ]
        # Placed tiles and held components score; so do the rules blocks, every player's.
        held = [t for t in player.spaces if t is not None]
        held += [t for _, row in player.rows for t in row]
        for scorer in ctx.tiles.scorers:
            tile_id = scorer.tile_id
            scoring: list[Tile | None] = [t for t in held if t.id == tile_id]
            if tile_id in ctx.tiles.rules_ids:
                scoring = [None]
            for tile in scoring:
                points = query(
                    ctx, state, seat, "score.points", int(scorer.value(env)),
                    tile=tile, label=scorer.label,
                )
                found.append((seat, scorer.label, max(0, int(points))))
        lines += found
    for seat, _, points in lines:
        state = update_player(ctx, state, seat, points=state.players[seat].points + points)
    return state, lines


def winner(ctx: Ctx, state: GameState) -> int:
    """Most points; then the highest ``winner.tiebreak`` (most empty estate spaces, as printed),
    asked of the tied seats only; then later in the final turn order."""
    players = state.players
    tied = leaders([p.points for p in players], lambda seat: query(
        ctx, state, seat, TIEBREAK, players[seat].spaces.count(None)))
    if len(tied) == 1:
        return tied[0]
    return max(tied, key=track_order(state.track).index)


def ends(ctx: Ctx, state: GameState) -> bool:
    """Whether a house rule ends the game now: ``game.ends`` holds for a player."""
    return any(query(ctx, state, seat, ENDS, False) for seat in range(len(state.players)))

"""The end of the game: final scoring (R-END-GAME-1) and the winner (R-END-GAME-2)."""

from __future__ import annotations

from burgundy.effects.evaluate import Env
from burgundy.model.state import GameState
from burgundy.rules.context import Ctx, update_player
from burgundy.rules.procedures import track_order


def final_scores(ctx: Ctx, state: GameState) -> tuple[GameState, list[tuple[int, str, int]]]:
    """Goods, silverlings, workers and the end-game scorers of the tiles in each estate."""
    lines: list[tuple[int, str, int]] = []
    for seat, player in enumerate(state.players):
        env = Env(state, seat)
        found = [
            (seat, "Goods in the warehouse", sum(player.goods_counts)),
            (seat, "Silverlings", player.silverlings),
            (seat, "Workers", player.workers // 2),
        ]
        # Placed tiles, held components and the rules blocks (every player's) score.
        placed = [t.id for t in player.spaces if t is not None]
        placed += [t.id for _, row in player.rows for t in row] + list(ctx.tiles.rules_ids)
        for scorer in ctx.tiles.scorers:
            for _ in range(placed.count(scorer.tile_id)):
                found.append((seat, scorer.label, max(0, int(scorer.value(env)))))
        lines += found
    for seat, _, points in lines:
        state = update_player(ctx, state, seat, points=state.players[seat].points + points)
    return state, lines


def winner(state: GameState) -> int:
    """Most points; then most empty estate spaces; then later in the final turn order."""
    order = track_order(state.track)
    return max(
        range(len(state.players)),
        key=lambda seat: (
            state.players[seat].points,
            state.players[seat].spaces.count(None),
            order.index(seat),
        ),
    )

"""The flow of play: setup, rounds, turns, phases and the end of the game, and ``apply``,
which runs an action and then everything that follows automatically until a player must
decide again.

Actions and frames are told apart by their exact class (``type(x) is C``): a failed
``isinstance`` also asks the object for its ``__class__``, and these choices run on every
step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from burgundy.games.castles import data, views
from burgundy.games.castles.actions import (
    Action,
    BuyTile,
    Choose,
    DieAction,
    EndTurn,
    PlaceTile,
    SellGoods,
    Skip,
    TakeTile,
    TakeWorkers,
    UseAction,
)
from burgundy.games.castles.effects import interpreter
from burgundy.games.castles.effects.tileset import TileSet
from burgundy.games.castles.events import (
    DecisionLapsed,
    DiceRolled,
    Event,
    FinalScore,
    GameEnded,
    GoodsArrived,
    MineIncome,
    OptionChosen,
    PhaseEnded,
    PhaseStarted,
    RoundStarted,
    StartCastlePlaced,
    TilesRemoved,
    TileTaken,
    TurnEnded,
    TurnStarted,
    WorkersSpent,
)
from burgundy.games.castles.rules import legal, procedures, zones
from burgundy.games.castles.rules.context import Ctx, edit, evolve, pop, push, update_player
from burgundy.games.castles.rules.facts import BOARD, COMPONENTS, ESTATES
from burgundy.games.castles.rules.queries import query, query_game
from burgundy.games.castles.rules.scoring import ends, final_scores, winner
from burgundy.games.castles.state import (
    FRAME_TAGS,
    Decision,
    DiscardChoice,
    EffectFrame,
    ExtraActionChoice,
    FlowStep,
    GameState,
    GoodsChoice,
    OptionChoice,
    PlaceChoice,
    PlayerState,
    SellChoice,
    ShipChoice,
    ShipMove,
    StartCastleChoice,
    TakeChoice,
)
from burgundy.games.castles.tile import Tile, tile
from burgundy.kernel import rng
from burgundy.lang.runtime import program

# Events that repeat with few values are prebuilt, as legal.py prebuilds die actions: an
# attrs value costs more to build than to look up. Games seat 2 to 4 players.
_SEATS: Final = range(4)
_TURN_STARTED: Final = tuple(TurnStarted(seat) for seat in _SEATS)
_TURN_ENDED: Final = tuple(TurnEnded(seat) for seat in _SEATS)
_DICE_ROLLED: Final = tuple(  # [seat][first die][second die]
    tuple(tuple(DiceRolled(seat, (a, b)) for b in range(7)) for a in range(7)) for seat in _SEATS
)
_WORKERS_SPENT: Final = tuple(  # [seat][workers]: a die costs at most 5 (legal.py)
    tuple(WorkersSpent(seat, n) for n in range(6)) for seat in _SEATS
)
_GOODS_ARRIVED: Final = tuple(  # [depot][goods type]
    tuple(GoodsArrived(d, g) for g in range(COMPONENTS.goods_types + 1)) for d in range(7)
)

CASTLE: Final = tile("castle")
CASTLE_PILE: Final = data.COLOURS.index(CASTLE.colour)
MINE: Final = tile("mine")


# --- setup ---------------------------------------------------------------------------


def new_state(
    ctx: Ctx, players: int, seed: int, estates: Sequence[int], choose_castles: bool
) -> GameState:
    """R-SETUP-1..8, then phase A and its first round. Seats whose start castle is a
    choice get a ``StartCastleChoice`` each, in turn order, and round 1 starts (dice rolled,
    goods delivered) only once every start castle stands (R-SETUP-2)."""
    parts = COMPONENTS
    draws = 0
    start, draws = rng.below(seed, draws, players)

    # R-SETUP-2 and R-SETUP-4: start castles leave the normal castle supply first.
    piles = list(ctx.tiles.normal_piles)
    castles = list(piles[CASTLE_PILE])
    for _ in range(players):
        castles.remove(CASTLE)
    piles[CASTLE_PILE] = tuple(castles)
    supply = []
    for pile in piles:
        shuffled, draws = rng.shuffled(seed, draws, pile)
        supply.append(shuffled)
    black, draws = rng.shuffled(seed, draws, ctx.tiles.tile_mix()[1])

    # R-SETUP-3: goods.
    goods_all = [g for g in range(1, parts.goods_types + 1) for _ in range(parts.goods_per_type)]
    goods, draws = rng.shuffled(seed, draws, goods_all)
    per = parts.goods_per_phase
    stacks = tuple(goods[i * per : (i + 1) * per] for i in range(parts.phase_stacks))
    rest = list(goods[parts.phase_stacks * per :])

    seats = []
    for seat in range(players):
        counts = [0] * (parts.goods_types + 1)
        for g in rest[: parts.goods_start]:
            counts[g] += 1
        rest = rest[parts.goods_start :]
        estate = ESTATES[estates[seat]]
        seats.append(
            PlayerState(
                seat=seat,
                estate_map=estate.number,
                points=0,
                silverlings=parts.start_silverlings,
                workers=parts.start_workers[(seat - start) % players],
                dice=(1, 1),
                used=(False, False),
                storage=(),
                goods_counts=tuple(counts),
                sold_counts=(0,) * (parts.goods_types + 1),
                spaces=(None,) * data.SPACES,
                bonus_tiles=(),
                hooked=ctx.tiles.rules_ids,  # rules blocks are every player's
            )
        )
    # R-SETUP-6: one stack on the first space, the start player on top.
    order = tuple((start + i) % players for i in range(players))
    track = (tuple(reversed(order)),) + ((),) * (BOARD.track_spaces - 1)
    state = GameState(
        players=tuple(seats),
        phase="A",
        round=1,
        depot_slots=tuple((None,) * len(slots) for slots in BOARD.depots.values()),
        depot_goods_=((),) * 6,
        black_depot=(),
        round_goods=(),
        goods_stacks=stacks,
        supply=tuple(supply),
        black_supply=black,
        out=(),
        goods_out=tuple(rest),
        track=track,
        turn_order=order,
        turn=0,
        white_die=1,
        bought=False,
        bonus_claims=(0,) * len(data.COLOURS),
        pending=(),
        seed=seed,
        draws=draws,
    )
    choices = []
    for seat in state.turn_order:
        state, choice = _start_castle(ctx, state, seat, choose_castles)
        if choice is not None:
            choices.append(choice)
    state = _set_up_components(ctx, state)
    if not choices:
        return _start_phase(ctx, state, "A")
    state = _start_phase(ctx, state, "A", with_round=False)
    return push(ctx, state, FlowStep("first_round"), *reversed(choices))


def _start_castle(
    ctx: Ctx, state: GameState, seat: int, choose: bool
) -> tuple[GameState, StartCastleChoice | None]:
    """R-SETUP-2 (and ``setup.start_castle``): the start castle stands on the map's printed
    space, or (on a map without one, in the advanced set-up, or where the rules blocks
    allow other spaces) the seat chooses among the spaces allowed."""
    estate = ESTATES[state.players[seat].estate_map]
    printed = None if choose else estate.start_castle
    spaces = procedures.start_castle_spaces(ctx, state, seat, printed)
    if not spaces:
        raise ValueError(f"seat {seat}'s start castle has no space: `setup.start_castle` "
                         f"allows none of map {estate.number}")
    if printed is not None and spaces == (printed,):
        placed: list[Tile | None] = [None] * data.SPACES
        placed[printed] = CASTLE
        return update_player(ctx, state, seat, spaces=tuple(placed)), None
    return state, StartCastleChoice(seat, () if spaces == estate.castle_spaces else spaces)


def _set_up_components(ctx: Ctx, state: GameState) -> GameState:
    """The piles of the kinds tile files declare, shuffled, then the ``setup`` programs of
    the rules blocks (they only move things: nobody decides during setup)."""
    if not ctx.tiles.piles and not ctx.tiles.rules_ids:
        return state
    draws = state.draws
    piles = []
    for kind, tiles in ctx.tiles.piles.items():
        pile, draws = rng.shuffled(state.seed, draws, tiles)
        piles.append((f"supply {kind}", pile))
    state = edit(ctx, state, zones=tuple(sorted(piles)), draws=draws)
    state = push(ctx, state, *interpreter.setup_frames(ctx))
    while state.pending:
        top = state.pending[-1]
        assert isinstance(top, EffectFrame), "setup programs never ask for a decision"
        state = interpreter.run(ctx, pop(ctx, state), top)
    return state


def _start_phase(ctx: Ctx, state: GameState, phase: str, with_round: bool = True) -> GameState:
    """R-PHASE-2..6, then (``with_round``) the phase's first round."""
    players = len(state.players)
    board = BOARD
    removed = tuple(t for slots in state.depot_slots for t in slots if t is not None)
    removed += state.black_depot
    if removed:
        ctx.events.append(TilesRemoved(removed))
    supply = [list(pile) for pile in state.supply]
    depots = []
    mine_depot, mine_slot, mine_phases = board.three_player_mine
    for number, slots in board.depots.items():
        filled: list[Tile | None] = []
        for index, (colour, smallest) in enumerate(slots):
            if smallest > players:
                filled.append(None)
                continue
            if players == 3 and (number, index) == (mine_depot, mine_slot) and phase in mine_phases:
                colour = MINE.colour  # R-PHASE-4: a mine instead of a castle
            pile = supply[data.COLOURS.index(colour)]
            filled.append(pile.pop() if pile else None)
        depots.append(tuple(filled))
    dealt = query_game(ctx, state, "black_depot.tiles", board.black_slots[players])
    count = max(0, min(dealt, len(state.black_supply)))
    black = state.black_supply[len(state.black_supply) - count :]
    state = edit(
        ctx,
        state,
        phase=phase,
        out=state.out + removed,
        supply=tuple(tuple(pile) for pile in supply),
        depot_slots=tuple(depots),
        black_depot=black,
        black_supply=state.black_supply[: len(state.black_supply) - count],
        round_goods=state.goods_stacks["ABCDE".index(phase)],
        # Goods a tile program left on the round spaces leave the game with the phase.
        goods_out=state.goods_out + state.round_goods if state.round_goods else state.goods_out,
    )
    ctx.events.append(PhaseStarted(phase))
    return start_round(ctx, state, 1) if with_round else state


def start_round(ctx: Ctx, state: GameState, round_: int) -> GameState:
    """R-ROUND-1..3: fix the turn order, roll, and the white die sends goods to a depot."""
    order = procedures.track_order(state.track)
    seed, draws = state.seed, state.draws
    players = list(state.players)
    for seat in range(len(players)):
        first, draws = rng.below(seed, draws, 6)
        second, draws = rng.below(seed, draws, 6)
        players[seat] = evolve(players[seat], dice=(first + 1, second + 1), used=(False, False))
    white, draws = rng.below(seed, draws, 6)
    white += 1
    depot_goods = list(state.depot_goods_)
    goods = state.round_goods[:1]  # none when a tile program took this round's goods
    depot_goods[white - 1] += goods
    state = edit(
        ctx,
        state,
        players=tuple(players),
        round=round_,
        turn_order=order,
        turn=0,
        white_die=white,
        bought=False,
        bought_more=0,
        used_actions=(),
        draws=draws,
        round_goods=state.round_goods[1:],
        depot_goods_=tuple(depot_goods),
    )
    ctx.events.append(RoundStarted(state.phase, round_, order, white))
    for seat in order:
        rolled = state.players[seat].dice
        ctx.events.append(_DICE_ROLLED[seat][rolled[0]][rolled[1]])
    if goods:
        ctx.events.append(_GOODS_ARRIVED[white][goods[0]])
    ctx.events.append(_TURN_STARTED[order[0]])
    return state


# --- the automatic loop ----------------------------------------------------------------


def advance(ctx: Ctx, state: GameState) -> GameState:
    """Run automatic work until a player must decide or the game is over."""
    while True:
        if ctx.fired < len(ctx.events):
            state = interpreter.queue_triggers(ctx, state)
        pending = state.pending
        if pending:
            # Work the next step queues goes above this mark; the triggers answering its
            # events go below, so that a step's own consequences resolve before the
            # reactions to it.
            ctx.mark = len(pending) - 1
            top = pending[-1]
            if type(top) is EffectFrame:
                state = interpreter.run(ctx, pop(ctx, state), top)
            elif type(top) is ShipMove:
                state = procedures.move_on_track(ctx, pop(ctx, state), top.seat)
            elif type(top) is FlowStep:
                if ctx.ending and top.step != "mine_income":
                    return state  # the game ends here: nothing of the next phase or round
                state = _flow_step(ctx, pop(ctx, state), top.step)
            else:
                answers = legal.legal_actions(ctx, state)
                if answers:
                    ctx.legal = answers
                    return state
                state = _lapse(ctx, pop(ctx, state), top)  # type: ignore[arg-type]
            continue
        # (``False in`` rather than ``not all(…)``: a tuple's own test, not a generic call)
        if state.over or False in state.players[state.turn_order[state.turn]].used:
            return state
        # Both dice used: the turn goes on while there is more to do than end it (buy, a
        # tile file's action); those answers are the legal actions, handed back.
        answers = legal.legal_actions(ctx, state)
        if len(answers) > 1:
            ctx.legal = answers
            return state
        if ctx.ending:
            return state  # the game ends here: the next turn does not begin
        ctx.mark = 0
        state = _end_turn(ctx, state)


def _lapse(ctx: Ctx, state: GameState, decision: Decision) -> GameState:
    """A decision with nothing left to choose lapses, and says so (R-BUILD-1)."""
    asked_by = decision.frame if type(decision) is OptionChoice else decision
    source = getattr(asked_by, "tile_id", None) or getattr(asked_by, "source", None) or ""
    ctx.events.append(DecisionLapsed(decision.seat, FRAME_TAGS[type(decision)], source))
    return state


def _flow_step(ctx: Ctx, state: GameState, step: str) -> GameState:
    if step == "first_round":  # every start castle stands: round 1 begins (R-SETUP-2)
        return start_round(ctx, state, 1)
    if step == "mine_income":
        return _mine_income(ctx, state)
    return _end_game(ctx, state) if step == "end_game" else _next_phase(ctx, state)


def _end_turn(ctx: Ctx, state: GameState) -> GameState:
    order = state.turn_order
    turn = state.turn
    ctx.events.append(_TURN_ENDED[order[turn]])
    turn += 1
    if turn < len(order):
        state = edit(ctx, state, turn=turn, bought=False, bought_more=0, used_actions=())
        ctx.events.append(_TURN_STARTED[order[turn]])
        return state
    if state.round < 5:
        return start_round(ctx, state, state.round + 1)
    # R-END-PHASE-1: what answers the phase's end (shield payments), mine income (and what
    # answers it), then the next phase.
    ctx.events.append(PhaseEnded(state.phase))
    step = FlowStep("end_game" if state.phase == "E" else "next_phase")
    state = push(ctx, state, step, FlowStep("mine_income"))
    ctx.mark = len(state.pending)
    return state


def _mine_income(ctx: Ctx, state: GameState) -> GameState:
    """R-MINE-1."""
    for seat, player in enumerate(state.players):
        mines = sum(1 for t in player.spaces if t is MINE)
        if mines:
            per_mine = query(ctx, state, seat, "mine.silverlings", 1)
            state = update_player(
                ctx, state, seat, silverlings=player.silverlings + mines * per_mine
            )
            ctx.events.append(MineIncome(seat, mines, mines * per_mine))
    return state


def _next_phase(ctx: Ctx, state: GameState) -> GameState:
    return _start_phase(ctx, state, "ABCDE"["ABCDE".index(state.phase) + 1])


def _end_game(ctx: Ctx, state: GameState) -> GameState:
    """R-END-GAME-1 and R-END-GAME-2."""
    state, lines = final_scores(ctx, state)
    for seat, label, points in lines:
        ctx.events.append(FinalScore(seat, label, points))
    state = edit(ctx, state, over=True)
    ctx.events.append(GameEnded(tuple(p.points for p in state.players), winner(ctx, state)))
    return state


def _take(ctx: Ctx, state: GameState, frame: TakeChoice, option: object) -> GameState:
    """A tile program's ``take`` or ``buy``: ``(depot, slot)`` from the numbered depots, an
    index from the black depot or a zone."""
    seat, source = frame.seat, frame.tile_id
    cause = "effect"
    depot = (option[0] if isinstance(option, tuple) else
             0 if frame.source == "black_depot" else -1)
    if frame.price is not None:
        state = procedures.purchase(ctx, state, seat, depot, frame.price)
        cause = "buy"
    if isinstance(option, tuple):
        return procedures.take_from_depot(ctx, state, seat, option[0], option[1], cause, source)
    assert isinstance(option, int)
    return procedures.take_from_zone(
        ctx, state, seat, frame.source, option, frame.dest, cause, source
    )


def _place_from(
    ctx: Ctx, state: GameState, frame: PlaceChoice, option: tuple[int, ...]
) -> GameState:
    """Place a tile straight from a depot (``(depot, slot, space)``) or from the black
    depot or a zone (``(index, space)``) into the estate."""
    seat = frame.seat
    if len(option) == 3:
        depot, slot, space = option
        placed = state.depot_slots[depot - 1][slot]
        assert placed is not None
        depots = list(state.depot_slots)
        depots[depot - 1] = depots[depot - 1][:slot] + (None,) + depots[depot - 1][slot + 1 :]
        state = edit(ctx, state, depot_slots=tuple(depots))
    else:
        index, space = option
        held = zones.tiles_in(state, seat, frame.source)
        placed = held[index]
        state = zones.set_zone(ctx, state, seat, frame.source, held[:index] + held[index + 1 :])
    # It passes through storage on its way, so that placing it is the one placement rule.
    player = state.players[seat]
    state = update_player(ctx, state, seat, storage=(*player.storage, placed))
    depot = option[0] if len(option) == 3 else -1
    ctx.events.append(TileTaken(seat, placed, depot, "effect", frame.tile_id))
    return procedures.place_tile(ctx, state, seat, placed, space, "effect", frame.tile_id)


# --- applying actions ------------------------------------------------------------------


def current_seat(state: GameState) -> int | None:
    if state.pending:
        return state.pending[-1].seat  # type: ignore[union-attr]
    return None if state.over else state.active_seat


def apply(ctx: Ctx, state: GameState, action: Action) -> GameState:
    """Run a legal action (the caller has checked it), then the automatic flow."""
    pending = state.pending
    ctx.mark = len(pending) - 1 if pending else 0
    if pending:
        state = _answer(ctx, state, action)
    elif type(action) is BuyTile:
        state = _buy(ctx, state, action)
    elif type(action) is EndTurn:
        state = _end_turn(ctx, state)
    elif type(action) is UseAction and action.number is None:
        state = interpreter.use_action(ctx, state, state.active_seat, action.source, action.index)
    else:
        state = _use_die(ctx, state, action)  # type: ignore[arg-type]  # the die actions
    state = advance(ctx, state)
    # A house rule's end: an ``end game`` that ran, or ``game.ends`` (asked only when a
    # file modifies it); what is still pending is dropped (``burgundy.lang.flow``).
    if ctx.tiles.may_end and (ctx.ending or ends(ctx, state)) and not state.over:
        state = advance(ctx, _end_game(ctx, edit(ctx, state, pending=())))
    return state


def step(
    tiles: TileSet, memo: dict[Any, Any], state: GameState, action: Action
) -> tuple[GameState, tuple[Event, ...], tuple[Action, ...] | None, bool]:
    """One step as the kernel's handle asks for it (``kernel.protocol.Rules.apply``): the
    state after ``action``, its events, the legal actions next if the flow found them, and
    whether undo may go back over it (it revealed nothing hidden). Here, so the compiled
    build runs it natively."""
    ctx = Ctx(tiles, memo)
    after = apply(ctx, state, action)
    hidden = ctx.hidden_edited and views.revealed(state, after)
    return after, tuple(ctx.events), ctx.legal, not hidden


def _use_die(ctx: Ctx, state: GameState, action: DieAction | UseAction) -> GameState:
    seat = state.turn_order[state.turn]
    player = state.players[seat]
    first_used, second_used = player.used
    # The first unused die showing this face is the one used.
    if not first_used and player.dice[0] == action.die:
        used = (True, second_used)
    else:
        used = (first_used, True)
    return do_die_action(ctx, state, seat, action, "die", None, used)


def do_die_action(
    ctx: Ctx,
    state: GameState,
    seat: int,
    action: DieAction | UseAction,
    cause: str,
    source: str | None = None,
    used: tuple[bool, ...] | None = None,
) -> GameState:
    """The four die actions and the actions ``with a die`` of tile files, for dice and extra
    actions alike (``source``: the definition whose program gave the extra action, if any).
    With ``used`` (the seat's dice used after it: a die, or an extra action with a number),
    the workers that turn the die into the action's number are paid first (R-TURN-2)."""
    if used is not None:
        paid = 0 if isinstance(action, TakeWorkers) else action.workers
        workers = state.players[seat].workers - paid
        state = update_player(ctx, state, seat, used=used, workers=workers)
        if paid:
            ctx.events.append(_WORKERS_SPENT[seat][paid])
    if type(action) is TakeTile:
        return procedures.take_from_depot(
            ctx, state, seat, action.number, action.slot, cause, source
        )
    if type(action) is PlaceTile:
        return procedures.place_tile(ctx, state, seat, action.tile, action.space, cause, source)
    if type(action) is SellGoods:
        return procedures.sell_goods(ctx, state, seat, action.number, cause, source)
    if type(action) is TakeWorkers:
        return procedures.take_workers(ctx, state, seat, cause, source)
    assert type(action) is UseAction and action.number is not None  # an action `with a die`
    return interpreter.use_action(ctx, state, seat, action.source, action.index, action.number,
                                  cause)


def _buy(ctx: Ctx, state: GameState, action: BuyTile) -> GameState:
    seat = state.active_seat
    price = procedures.buy_price(ctx, state, seat)
    state = procedures.purchase(ctx, state, seat, action.depot, price)
    return procedures.take_from_depot(ctx, state, seat, action.depot, action.slot, "buy")


def _answer(ctx: Ctx, state: GameState, action: Action) -> GameState:
    """Resolve the pending decision on top of the stack."""
    frame = state.pending[-1]
    state = pop(ctx, state)
    if type(action) is Skip:
        return state
    seat = frame.seat  # type: ignore[union-attr]
    if type(frame) is ExtraActionChoice:
        # With a number, a further die: workers turn it (its dice are the seat's own).
        used = None if frame.number is None else state.players[seat].used
        return do_die_action(ctx, state, seat, action,  # type: ignore[arg-type]
                             "castle", frame.source, used)
    if type(action) is PlaceTile:  # a tile's placement (city hall)
        assert type(frame) is PlaceChoice
        return procedures.place_tile(
            ctx, state, seat, action.tile, action.space, "effect", frame.tile_id
        )
    assert isinstance(action, Choose)
    option = action.option
    if type(frame) is OptionChoice:
        assert isinstance(option, int)
        label = interpreter.choose_of(ctx, frame).options[option].label
        ctx.events.append(OptionChosen(seat, frame.frame.tile_id, label))
        return push(ctx, state, program.chosen(frame.frame, option))
    if type(frame) is StartCastleChoice:
        assert isinstance(option, int)
        player = state.players[seat]
        spaces = player.spaces[:option] + (CASTLE,) + player.spaces[option + 1 :]
        ctx.events.append(StartCastlePlaced(seat, option))
        return update_player(ctx, state, seat, spaces=spaces)
    if type(frame) is DiscardChoice:
        assert isinstance(option, str)
        return procedures.discard_and_store(ctx, state, frame, ctx.tiles.tile(option))
    if type(frame) is ShipChoice:
        depots = option if isinstance(option, tuple) else (option,)
        return procedures.ship_goods(ctx, state, seat, depots)  # type: ignore[arg-type]
    if type(frame) is GoodsChoice:
        assert isinstance(option, tuple)
        return procedures.take_goods(ctx, state, seat, frame.depots, option)
    if type(frame) is PlaceChoice:  # straight from a depot or zone into the estate
        assert isinstance(option, tuple)
        return _place_from(ctx, state, frame, option)
    if type(frame) is TakeChoice:
        return _take(ctx, state, frame, option)
    assert isinstance(frame, SellChoice) and isinstance(option, int)
    return procedures.sell_goods(ctx, state, seat, option, "effect", frame.tile_id)


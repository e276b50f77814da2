"""Trade (C-TRADE): maritime trade at the best rate (§15 fact 9), domestic trade as
propose / answer / close with its limits and options (§15 fact 10)."""

from __future__ import annotations

import pytest

from burgundy.errors import IllegalActionError
from burgundy.games.catan import (
    AnswerTrade,
    BuildRoad,
    CloseTrade,
    EndTurn,
    MaritimeTrade,
    ProposeTrade,
    Roll,
)
from burgundy.games.catan.events import MaritimeTraded, TradeClosed
from burgundy.games.catan.geometry import path_between
from burgundy.games.catan.rules import flow
from tests.catan.helpers import BLUE, ORANGE, RED, WHITE, hand, play, scenario


def maritime(state: object) -> set[tuple[str, str]]:
    return {(a.give, a.get) for a in flow.legal(state) if isinstance(a, MaritimeTrade)}  # type: ignore[arg-type]


@pytest.mark.rule("C-TRADE-6", "C-TRADE-7", "C-TRADE-8")
def test_a_special_harbour_trades_its_resource_two_for_one() -> None:
    """§15 fact 9: Blue on I35 (ore harbour h2) gives 2 ore for any other card; grain costs
    Blue 4 a card (no generic harbour), so 3 grain buy nothing."""
    state = (
        scenario()
        .settlement(BLUE, 35)
        .hand(BLUE, {"ore": 2, "grain": 3})
        .turn(BLUE, rolled=True)
        .state()
    )
    assert maritime(state) == {("ore", r) for r in ("lumber", "brick", "wool", "grain")}
    with pytest.raises(IllegalActionError, match="trades grain at 4:1 and holds fewer than 4"):
        flow.apply(state, MaritimeTrade("grain", "ore"))
    with pytest.raises(IllegalActionError, match="not ore for ore"):
        flow.apply(state, MaritimeTrade("ore", "ore"))
    state, events = play(state, [MaritimeTrade("ore", "wool")])
    assert events == [MaritimeTraded(BLUE, "ore", 2, "wool")]
    assert state.players[BLUE].hand == hand(grain=3, wool=1)
    assert state.bank["ore"] == 19 and state.bank["wool"] == 18


@pytest.mark.rule("C-TRADE-6", "C-TRADE-7", "C-TRADE-8")
def test_the_action_charges_the_best_rate() -> None:
    """§15 fact 9: Red on I3 (generic h8) pays 3 wool for 1 brick, never 4; without a
    harbour 4; the wanted card must be in the bank."""
    built = scenario().settlement(RED, 3).hand(RED, {"wool": 5}).turn(RED, rolled=True)
    state, events = play(built.state(), [MaritimeTrade("wool", "brick")])
    assert events == [MaritimeTraded(RED, "wool", 3, "brick")]
    assert state.players[RED].hand == hand(wool=2, brick=1)
    plain = scenario().settlement(RED, 27).hand(RED, {"wool": 5}).turn(RED, rolled=True)
    state, events = play(plain.state(), [MaritimeTrade("wool", "brick")])
    assert events == [MaritimeTraded(RED, "wool", 4, "brick")]
    empty = plain.hand(BLUE, {"brick": 19}).state()
    assert ("wool", "brick") not in maritime(empty)
    with pytest.raises(IllegalActionError, match="the bank holds no brick"):
        flow.apply(empty, MaritimeTrade("wool", "brick"))


def offer_state(**options: object) -> object:
    """Red to trade, holding 2 wool; Blue holds brick, White nothing, Orange brick."""
    return (
        scenario(**options)
        .hand(RED, {"wool": 2, "lumber": 1})
        .hand(BLUE, {"brick": 1})
        .hand(ORANGE, {"brick": 2})
        .turn(RED, rolled=True)
        .state()
    )


@pytest.mark.rule("C-TRADE-2", "C-TRADE-4", "C-TURN-5")
def test_an_offer_is_answered_clockwise_then_closed_with_one_acceptor() -> None:
    """§15 fact 10: 1 wool for 1 brick; answers clockwise; accept needs the brick; the
    active player closes with one acceptor."""
    state, _ = play(offer_state(), [ProposeTrade(("wool",), ("brick",))])
    assert flow.to_act(state) == BLUE
    assert flow.legal(state) == (AnswerTrade(True), AnswerTrade(False))
    state, _ = play(state, [AnswerTrade(True)])
    assert flow.to_act(state) == WHITE and flow.legal(state) == (AnswerTrade(False),)
    with pytest.raises(IllegalActionError, match="seat 2 does not hold brick"):
        flow.apply(state, AnswerTrade(True))
    state, _ = play(state, [AnswerTrade(False), AnswerTrade(True)])
    assert flow.to_act(state) == RED
    assert flow.legal(state) == (CloseTrade(BLUE), CloseTrade(ORANGE), CloseTrade(None))
    with pytest.raises(IllegalActionError, match="seat 2 did not accept"):
        flow.apply(state, CloseTrade(WHITE))
    state, events = play(state, [CloseTrade(ORANGE)])
    assert events == [TradeClosed(RED, ORANGE)]
    assert state.players[RED].hand == hand(wool=1, lumber=1, brick=1)
    assert state.players[ORANGE].hand == hand(wool=1, brick=1)
    assert state.players[BLUE].hand == hand(brick=1)
    assert not state.pending and EndTurn() in flow.legal(state)


@pytest.mark.rule("C-TRADE-4")
def test_an_offer_nobody_accepts_closes_by_itself_and_a_withdrawal_changes_nothing() -> None:
    state, events = play(
        offer_state(),
        [ProposeTrade(("wool",), ("brick",))] + [AnswerTrade(False)] * 3,
    )
    assert events[-1] == TradeClosed(RED, None) and not state.pending
    state, _ = play(state, [ProposeTrade(("wool",), ("brick",)), AnswerTrade(True)])
    state, _ = play(state, [AnswerTrade(False), AnswerTrade(False), CloseTrade(None)])
    assert state.players[RED].hand == hand(wool=2, lumber=1)


@pytest.mark.rule("C-TRADE-1", "C-TRADE-3")
@pytest.mark.parametrize(
    ("give", "get", "message"),
    [
        ((), ("brick",), "both sides of an offer hold at least one card"),
        (("wool",), (), "both sides of an offer hold at least one card"),
        (("wool",), ("wool",), "wool is on both sides"),
        (("brick",), ("wool",), "seat 0 does not hold brick"),
        (("wool", "wool", "wool"), ("ore",), "does not hold wool, wool, wool"),
        (("wool", "lumber"), ("ore",), "sorted tuples"),
        (("gold",), ("ore",), "offers name resources only"),
    ],
)
def test_offers_that_are_not_allowed(
    give: tuple[str, ...], get: tuple[str, ...], message: str
) -> None:
    with pytest.raises(IllegalActionError, match=message):
        flow.apply(offer_state(), ProposeTrade(give, get))


@pytest.mark.rule("C-TRADE-1", "C-TRADE-2", "C-TRADE-4")
def test_only_the_active_player_proposes_after_the_roll_and_before_building() -> None:
    """§15 fact 10: a non-active player can never propose: no proposals in their answers,
    nor before the roll, nor after the first build."""
    state, _ = play(offer_state(), [ProposeTrade(("wool",), ("brick",))])
    with pytest.raises(IllegalActionError, match="seat 1 must first answer the offer"):
        flow.apply(state, ProposeTrade(("brick",), ("wool",)))
    before = scenario().hand(RED, {"wool": 2}).turn(RED).state()
    with pytest.raises(IllegalActionError, match="must roll first"):
        flow.apply(before, ProposeTrade(("wool",), ("brick",)))
    built = (
        scenario()
        .settlement(RED, 3)
        .road(RED, path_between(3, 8))
        .hand(RED, {"wool": 2, "lumber": 1, "brick": 1})
        .turn(RED, rolled=True)
        .state()
    )
    state, _ = play(built, [BuildRoad(path_between(8, 9))])
    assert not any(isinstance(a, ProposeTrade) for a in flow.legal(state))
    with pytest.raises(IllegalActionError, match="the trade phase ended"):
        flow.apply(state, ProposeTrade(("wool",), ("brick",)))


@pytest.mark.rule("C-TRADE-5")
def test_three_proposals_a_turn_by_default_and_zero_disables() -> None:
    """§15 fact 10: the 4th proposal in a turn is illegal."""
    state = offer_state()
    for _ in range(3):
        state, _ = play(state, [ProposeTrade(("wool",), ("ore",))] + [AnswerTrade(False)] * 3)
    assert not any(isinstance(a, ProposeTrade) for a in flow.legal(state))
    with pytest.raises(IllegalActionError, match="3 proposals a turn at most"):
        flow.apply(state, ProposeTrade(("wool",), ("ore",)))
    none = offer_state(max_offers_per_turn=0)
    assert not any(isinstance(a, ProposeTrade) for a in flow.legal(none))
    with pytest.raises(IllegalActionError, match="0 proposals a turn at most"):
        flow.apply(none, ProposeTrade(("wool",), ("ore",)))


@pytest.mark.rule("C-TRADE-4")
def test_the_legal_list_names_small_offers_but_any_valid_offer_is_accepted() -> None:
    state = (
        scenario(trade_offer_list_max=1)
        .hand(RED, {"wool": 3, "ore": 1})
        .hand(BLUE, {"brick": 3})
        .turn(RED, rolled=True)
        .state()
    )
    listed = {(a.give, a.get) for a in flow.legal(state) if isinstance(a, ProposeTrade)}
    assert listed == {
        ((give,), (get,)) for give in ("ore", "wool") for get in
        ("brick", "grain", "lumber", "ore", "wool") if give != get
    }  # fmt: skip
    big = ProposeTrade(("ore", "wool", "wool", "wool"), ("brick", "brick", "brick"))
    state, _ = play(state, [big, AnswerTrade(True), AnswerTrade(False), AnswerTrade(False)])
    state, _ = play(state, [CloseTrade(BLUE)])
    assert state.players[RED].hand == hand(brick=3)
    two = scenario().hand(RED, {"wool": 2}).turn(RED, rolled=True).state()
    sides = {len(a.give) for a in flow.legal(two) if isinstance(a, ProposeTrade)}
    assert sides == {1, 2}


@pytest.mark.rule("C-TURN-5")
def test_before_the_roll_no_trade_answers_are_pending() -> None:
    state = scenario().turn(RED).dice(2, 2).state()
    with pytest.raises(IllegalActionError, match="no decision is pending"):
        flow.apply(play(state, [Roll()])[0], AnswerTrade(True))

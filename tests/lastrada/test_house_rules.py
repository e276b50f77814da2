"""House rules in La Strada's tile language (``language lastrada 1``): rule numbers are
query points a ``rules`` block changes, folded into the game's numbers at set-up."""

from __future__ import annotations

from pathlib import Path

import pytest

import burgundy
from burgundy.errors import TileError
from burgundy.games import lastrada
from burgundy.games.lastrada.actions import BuildRoute

ROOT = Path(__file__).resolve().parents[2]
CHEAP_HILLS = ROOT / "tiles" / "lastrada" / "examples" / "cheap_hills.tiles"


def _to_routes(game: lastrada.LaStradaGame) -> None:
    while not any(isinstance(a, BuildRoute) for a in game.legal_actions()):
        game.apply(game.legal_actions()[0])


def test_cheap_hills_makes_a_route_over_hills_cost_what_plains_do() -> None:
    game = lastrada.new_game(players=2, seed=4, tiles=CHEAP_HILLS)
    _to_routes(game)
    state = game.state
    over_hills = [a for a in game.legal_actions() if isinstance(a, BuildRoute)
                  and any(state.fields[f] == "hill" for f in a.fields)]
    assert over_hills, "the position offers a route over a hill"
    route = over_hills[0]
    days = state.players[state.seat].days
    game.apply(route)
    cost = sum(2 if state.fields[f] == "hill" else state.numbers.costs[state.fields[f]]
               for f in route.fields)
    assert game.state.players[state.seat].days == days - cost
    # Every route the standard rules allow there, the house rule allows too.
    plain, cheap = (lastrada.new_game(players=2, seed=4, tiles=t) for t in (None, CHEAP_HILLS))
    _to_routes(plain)
    _to_routes(cheap)
    assert set(plain.legal_actions()) <= set(cheap.legal_actions())


def test_the_house_rule_changes_only_the_numbers_it_names() -> None:
    numbers = lastrada.new_game(players=3, seed=0, tiles=CHEAP_HILLS).state.numbers
    default = lastrada.new_game(players=3, seed=0).state.numbers
    assert numbers.costs == {**default.costs, "hill": default.costs["plain"]}
    assert numbers.scores["city"] == (default.scores["city"][0] + 1,
                                      *default.scores["city"][1:])
    assert (numbers.income, numbers.cap, numbers.max_tiles) == (
        default.income, default.cap, default.max_tiles)


def test_saves_and_replays_keep_the_house_rules() -> None:
    game = lastrada.new_game(players=2, seed=4, tiles=CHEAP_HILLS)
    _to_routes(game)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, BuildRoute)))
    assert burgundy.Game.from_json(game.to_json()).state == game.state
    assert burgundy.replay(game.replay().to_json()).state == game.state
    assert '"tiles":"language lastrada 1' in game.replay().to_json()
    assert '"tiles":null' not in lastrada.new_game(players=2, seed=4).replay().to_json()


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('language lastrada 1\nrules r "R" {\n    modify cost.hill: set 1\n}\n', 3,
         "unknown query point `cost.hill`; did you mean `cost.hills`?"),
        ('language lastrada 1\nrules r "R" {\n    when turn_started { }\n}\n', 3,
         "unknown keyword `when` in a tile: write `modify` (or `}` to end the tile)"),
        ('language lastrada 1\nbuilding bank "Bank" { }\n', 2,
         "unknown keyword `building` at the top of the file: a definition starts with "
         "`rules`"),
        ('rules r "R" {\n    modify cost.hills: set 1\n}\n', 1,
         "La Strada's house rules start with `language lastrada 1`"),
        # La Strada has no zone a bare `count(…)` counts in (Castles' is the estate).
        ('language lastrada 1\nrules r "R" {\n    modify days.income: add count(any)\n}\n',
         3, "`count(…)` says where it counts here: `count(<pattern> in <zone>)`"),
    ],
)
def test_errors_name_the_file_the_line_and_what_is_allowed(
    text: str, line: int, message: str
) -> None:
    with pytest.raises(TileError) as caught:
        lastrada.new_game(players=2, tiles=text)
    assert (caught.value.path, caught.value.line) == ("<tiles text>", line)
    assert message in caught.value.message


def test_a_tile_set_mixes_no_games() -> None:
    from burgundy import dsl

    with pytest.raises(TileError, match="a tile set is for one game"):
        dsl.load_defs([("a.tiles", 'rules a "A" { }'),
                       ("b.tiles", CHEAP_HILLS.read_text(encoding="utf-8"))])


def test_burgundy_check_game_lastrada_checks_a_house_rule_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from burgundy.cli import main

    assert main(["check", "--game", "lastrada", str(CHEAP_HILLS)]) == 0
    bad = tmp_path / "bad.tiles"
    bad.write_text('language lastrada 1\nrules r "R" {\n    modify cost.hill: set 1\n}\n',
                   encoding="utf-8")
    assert main(["check", "--game", "lastrada", str(bad)]) == 1
    assert f"{bad}:3:12: unknown query point `cost.hill`" in capsys.readouterr().err


def test_modifiers_apply_in_file_order_every_set_before_every_add() -> None:
    # The fold every game shares (burgundy.lang.runtime.fold, as Castles' R-MOD-5): the
    # `add` written first applies after the `set`, which reads the value so far.
    text = ('language lastrada 1\nrules a "A" {\n    modify days.cap: add 1\n}\n'
            'rules b "B" {\n    modify days.cap: set value * 2 if game.players == 2\n}\n')
    caps = [lastrada.new_game(players=n, seed=0, tiles=t).state.numbers.cap
            for n in (2, 3) for t in (None, text)]
    assert caps[1::2] == [caps[0] * 2 + 1, caps[2] + 1]

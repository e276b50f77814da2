"""The flow of a game, reachable from its files: when the game ends and who wins a tie.
Every game's vocabulary includes these entries, with its own rule IDs and base values:

- ``game.ends``, a yes/no query point asked for every player after every step (never when
  no file modifies it, so that the standard game pays nothing): once it holds for one of
  them, the game ends at once, as after the last step of the printed game;
- ``winner.tiebreak``, a number asked for each seat tied for the most points, when the winners
  are asked: the highest wins; its base is the game's printed tie-break;
- ``end game``, a statement of a game's programs that ends the game once the step that ran
  it has resolved (any decision still open is dropped, as C-END-2 does for Catan's win);
- ``game_ended``, the event of no player published when the game has ended, which
  ``rules`` blocks answer (``when game_ended``) in a game whose files answer events.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from burgundy.lang import ir
from burgundy.lang.vocabulary import EventSpec, Field, QuerySpec, StatementSpec

#: The name of the end condition's query point and of the tie-break's.
ENDS = "game.ends"
TIEBREAK = "winner.tiebreak"


def leaders(totals: Sequence[int], tiebreak: Callable[[int], int]) -> list[int]:
    """The seats with the highest total; when several, those of them with the highest
    ``tiebreak(seat)`` (``winner.tiebreak``, asked of the tied seats only). Each game
    breaks what is still tied by its own last rule."""
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    if len(tied) > 1:
        breaks = [tiebreak(seat) for seat in tied]
        top = max(breaks)
        tied = [seat for seat, value in zip(tied, breaks, strict=True) if value == top]
    return tied


def _value(type: str) -> Field:
    return Field("value", type, "the value so far (the base, after the modifiers before)")


def ends(rule: str, when: str, *context: Field, example: str,
         held_by: tuple[str, ...] = ()) -> QuerySpec:
    """The end condition's query point: ``rule`` is the printed end's rule ID, ``when``
    says how the printed game ends, in words; ``example`` a house rule's end in the game's
    words."""
    return QuerySpec(
        ENDS, "bool", "false", (*context, _value("bool")),
        f"Whether the game ends now. Asked for every player after every step, only when a "
        f"file modifies it; true for one of them ends the game at once ({when}).",
        rule, held_by=held_by, example=example)


def tiebreak(base: str, rule: str, doc: str, *context: Field, example: str,
             held_by: tuple[str, ...] = ()) -> QuerySpec:
    """The tie-break's query point: ``base`` is the printed tie-break, ``doc`` what follows
    when the values are equal too; ``example`` a house rule's tie-break in the game's
    words."""
    return QuerySpec(
        TIEBREAK, "int", base, (*context, _value("int")),
        "Asked for each seat tied for the most points when the winners are asked: the "
        f"highest value wins. {doc}", rule, readable=False, held_by=held_by,
        example=example)


#: ``game_ended``: answered by ``rules`` blocks, once.
GAME_ENDED = EventSpec(
    "game_ended", (),
    "The game ended (after the printed last step, a `game.ends` that held or an `end game`); "
    "its answers run after the final scoring, and what they change counts for the winners.",
    seated=False,
    example="when game_ended {\n    each player { gain my.bonus_tiles points }\n}")

#: ``end game``: the statement.
END_GAME = StatementSpec(
    "end game", "end game",
    "End the game once the step that ran it has resolved (a phase's end with all of it): "
    "the final scoring runs, any decision still open is dropped, nothing of the next turn, "
    "round or phase begins and nobody acts again.",
    ir.EndGame, "end game", form="end game", needs_owner=False)


# --- set-up choices ---------------------------------------------------------------------


def start(name: str, piece: str, places: str, base: str, rule: str, *context: Field,
          beside: str, example: str, note: str = "",
          held_by: tuple[str, ...] = ()) -> QuerySpec:
    """A set-up choice's query point, ``setup.<piece>``: whether a start ``piece`` may go
    on one of the ``places`` the printed rules allow (``base``, in words); ``context`` names
    the place, ``beside`` says what ``count(… in <zone>)`` reads beside it. The game asks it
    as a decision: the seat chooses among the places it allows. Nothing is placed before
    it is asked: only ``rules`` blocks hold it (``held_by``, where a game's files have
    other definitions)."""
    return QuerySpec(
        name, "bool", base, (*context, _value("bool")),
        f"Whether a {piece} may go on one of the {places}, asked for each of them the "
        "printed rules allow, each time a seat places one (only when a file modifies it): "
        f"the seat chooses among those allowed. {beside} A game where it allows none on the "
        "empty board does not begin; later, when it leaves a seat none, the printed rules' "
        f"{places} are offered, so that the set-up goes on.{note}",
        rule, readable=False, held_by=held_by, example=example)

"""The language's own structure, which every game's files share: the ``rules`` definition,
the grammar of the hooks a definition carries, and of the block statements that hold other
statements. A game's vocabulary names the ones its files have
(``burgundy.lang.vocabulary``); ``burgundy.dsl.grammar`` assembles them with the game's own
definitions, piles, statements and zones into the grammar of its files."""

from __future__ import annotations

from burgundy.lang.vocabulary import ActionFlag, DefinitionSpec

#: ``rules <name> "<name>" { … }``: rules every player holds, in every game.
RULES = DefinitionSpec("rules", supply=False,
                       doc="Rules every player holds: their `modify` items change the query "
                           "points below.", example='rules house "House rules"')

#: Each hook's grammar (a Lark alternative of ``item``), the parse tree's node, and the
#: terminals it needs. A hook ``on <verb>`` (``on place``, ``on play``) is the definition's
#: program: ``program_hook``; an ``action`` with a game's flags is ``action_hook``.
HOOKS: dict[str, tuple[str, str, str]] = {
    "modify": ('"modify" NAME ":" (SET | ADD) expr ("if" expr)?', "modifier", ""),
    "when": ('"when" SCOPE? NAME ("if" expr)? block', "trigger",
             'SCOPE.2: "any" | "other"'),
    "score": ('"score" STRING ":" expr', "scorer", ""),
    "action": ('"action" STRING ONCE_A_TURN? ("if" expr)? block', "action",
               "ONCE_A_TURN: /once\\s+per\\s+turn/"),
    "setup": ('"setup" block', "setup", ""),
    # A track space's program, or a tag of a board's space (``space 0 tag border``).
    "space": ('"space" INT (block | "tag" NAME)', "track_space", ""),
    "excludes": ('"excludes" kind_alt', "excludes", ""),
}


def program_hook(hook: str) -> tuple[str, str, str]:
    """The grammar of ``on <verb> { … }``: the definition's program (``on place``)."""
    words = " ".join(f'"{word}"' for word in hook.split())
    return f"{words} block", "on_" + "_".join(hook.split()[1:]), ""


def action_hook(flags: tuple[ActionFlag, ...]) -> tuple[str, str, str]:
    """The grammar of ``action "<label>" [once per turn] [<flag words>…] [if …] { … }``
    with a game's flags, each its words as one terminal."""
    grammar, rule, terminals = HOOKS["action"]
    before = '("if" expr)? block'
    grammar = grammar.replace(before, "".join(f"{f.terminal}? " for f in flags) + before)
    for flag in flags:
        pattern = r"\s+".join(flag.words.split())
        terminals += f"\n{flag.terminal}: /{pattern}/"
    return grammar, rule, terminals


#: The block statements' grammar (an alternative of ``stmt``, without its rule name).
CHOOSE = '"choose" "{" option+ "}"'
CHOOSE_RANGE = '"choose" NAME "from" sum "to" sum STRING ("if" expr)? block'
LET = '"let" NAME "=" expr'
REPEAT = '"repeat" sum block'
EACH_PLAYER = '"each" "player" block'
#: ``if … { … } else …``: the rule ``if_stmt`` of the language, not a rule of its own.
IF = "if_stmt"

#: The rules a block statement's grammar uses, by name.
RULES_USED: dict[str, str] = {
    "if_stmt": 'if_stmt: "if" expr block ("else" (block | if_stmt))?',
    "option": ('option: "option" STRING ("if" expr)? block\n'
               '      | "option" NAME "from" sum "to" sum STRING ("if" expr)? block'
               " -> option_range"),
}

#: The zones of every game: a declared kind's pile, a display on the board, a row the owner
#: holds, and out of the game (a game adds its own, ``Vocabulary.zones``).
ZONES: tuple[str, ...] = (
    '"supply" NAME -> zone_supply',
    '"display" NAME ("[" sum "]")? -> zone_display',
    '"my" NAME -> zone_my',
    '"out" -> zone_out',
)

"""The tile language's values, which every game's files share: the compiled form of
definitions, expressions and the general statements (``ir``), the shape of a game's
vocabulary (``vocabulary``), statement forms (``forms``) and the language's own structure
(``structure``). Each game contributes its vocabulary and statements from its package; the
compiler (``burgundy.dsl``) and each game's runtime build on this; it depends only on the
kernel."""

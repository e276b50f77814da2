"""The games the engine plays, one package each: ``castles``, ``lastrada``
(``burgundy.GAMES`` lists them)."""

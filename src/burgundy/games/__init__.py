"""The games the engine plays, one package each: ``castles`` and ``lastrada``
(``burgundy.GAMES`` lists them), and ``catan``, whose rules are complete but which is not yet
played through the ``Game`` handle."""

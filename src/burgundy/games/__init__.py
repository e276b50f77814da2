"""The games the engine plays besides Castles, one package each: its rules, data and values
(``lastrada``)."""

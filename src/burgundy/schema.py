"""The JSON Schema of Castles' saves, defined in ``burgundy.games.castles.schema``, under
the name the public API has always given them. ``python -m burgundy.schema`` writes the
shipped schema again."""

from burgundy.games.castles.schema import SCHEMA_FILE as SCHEMA_FILE
from burgundy.games.castles.schema import main as main
from burgundy.games.castles.schema import save_schema as save_schema
from burgundy.games.castles.schema import schema_text as schema_text
from burgundy.games.castles.schema import shipped_schema as shipped_schema

if __name__ == "__main__":  # python -m burgundy.schema
    main()

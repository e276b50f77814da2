"""The saves of ``burgundy play``, defined in ``burgundy.games.castles.tablesave``, under
the name the public API has always given them."""

from burgundy.games.castles.tablesave import FORMAT as FORMAT
from burgundy.games.castles.tablesave import PERSON as PERSON
from burgundy.games.castles.tablesave import VERSION as VERSION
from burgundy.games.castles.tablesave import TableSave as TableSave

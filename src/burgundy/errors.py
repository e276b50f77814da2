"""The library's exceptions, defined in ``burgundy.kernel.errors``, under the name the
public API has always given them."""

from burgundy.kernel.errors import IllegalActionError as IllegalActionError
from burgundy.kernel.errors import ReplayError as ReplayError
from burgundy.kernel.errors import StateError as StateError
from burgundy.kernel.errors import TileError as TileError
from burgundy.kernel.errors import TileSyntaxError as TileSyntaxError

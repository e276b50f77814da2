"""The engine's version, defined in ``burgundy.kernel.version``, under the name the public
API has always given them."""

from __future__ import annotations

from burgundy.kernel.version import __version__ as __version__

__all__ = [
    "__version__",
]

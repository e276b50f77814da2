"""The engine's version, defined in ``burgundy.kernel.version``, under the name the public
API has always given them."""

from burgundy.kernel.version import __version__ as __version__

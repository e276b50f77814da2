"""The seeded random stream, defined in ``burgundy.kernel.rng``, under the name the public
API has always given them."""

from burgundy.kernel.rng import below as below
from burgundy.kernel.rng import derived as derived
from burgundy.kernel.rng import shuffled as shuffled

"""``python -m burgundy``: the ``burgundy`` command."""

import sys

from burgundy.cli import main

sys.exit(main())

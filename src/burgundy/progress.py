"""Progress bars for long runs, defined in ``burgundy.kernel.progress``, under the name the
public API has always given them."""

from burgundy.kernel.progress import Progress as Progress
from burgundy.kernel.progress import progress_bar as progress_bar

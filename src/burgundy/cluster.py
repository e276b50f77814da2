"""Simulations on a Ray cluster, defined in ``burgundy.kernel.cluster``, under the name the
public API has always given them."""

from burgundy.kernel.cluster import CONNECT_TIMEOUT as CONNECT_TIMEOUT
from burgundy.kernel.cluster import RayBackend as RayBackend
from burgundy.kernel.cluster import check_reachable as check_reachable

"""Simulations on a Ray cluster: ``RayBackend`` plays the batches of ``simulation.run`` as
Ray tasks. Each task runs ``simulation.play_batch``, as a local worker process does, so a
run gives the same games on a cluster as on this machine. Needs Ray (``burgundy[ray]``),
imported when a backend is made.
"""

from __future__ import annotations

import socket
from collections.abc import Generator, Sequence
from typing import Any

from burgundy.kernel.simulation import GameResult, Spec, play_batch

#: Seconds to wait for a cluster to answer before calling its address unreachable.
CONNECT_TIMEOUT = 10.0


def check_reachable(address: str) -> None:
    """Refuse an address where nothing listens, at once: Ray itself retries it for
    minutes. Addresses without a port (``auto``) are Ray's to find."""
    host, colon, port = address.removeprefix("ray://").rpartition(":")
    if not colon or not port.isdigit():
        return
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_TIMEOUT).close()
    except OSError as error:
        reason = error.strerror or str(error) or type(error).__name__
        raise ConnectionError(f"no Ray cluster answers at {address}: {reason}") from None


class RayBackend:
    """Games played as Ray tasks. Connects to the cluster at ``address`` (``host:port``,
    ``auto``, or ``ray://host:port`` with ``ray[client]``); without one, to the cluster
    that ``RAY_ADDRESS`` or ``ray start`` on this machine names, else to a new Ray instance
    on this machine. A program already connected to Ray keeps its connection, and
    ``address`` is not used. ``close()`` disconnects what it connected."""

    def __init__(self, address: str | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise ImportError("RayBackend needs Ray: pip install 'burgundy[ray]'") from None
        self._connected_here = not ray.is_initialized()
        if self._connected_here:
            if address:
                check_reachable(address)
            try:
                ray.init(address=address)
            except ConnectionError as error:
                raise ConnectionError(f"cannot connect to Ray: {error}") from None
        self._play_batch = ray.remote(play_batch)

    @property
    def workers(self) -> int:
        """The cluster's CPUs: how many tasks it runs at once."""
        import ray

        resources: dict[str, float] = ray.cluster_resources()  # type: ignore[no-untyped-call]
        return max(1, int(resources.get("CPU", 1)))

    def play(
        self, spec: Spec, setup: Any, batches: Sequence[range]
    ) -> Generator[list[GameResult]]:
        """Every batch as a task; the results as they come back. The tasks not finished
        when this stops are cancelled."""
        import ray

        shared = ray.put(setup)  # sent to the cluster once, not with every task
        pending = [self._play_batch.remote(spec, shared, batch) for batch in batches]
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                result: list[GameResult] = ray.get(done[0])
                yield result
        finally:
            for task in pending:
                ray.cancel(task)

    def close(self) -> None:
        """Disconnect from Ray, if this backend connected."""
        import ray

        if self._connected_here and ray.is_initialized():
            ray.shutdown()

    def __enter__(self) -> RayBackend:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

"""``burgundy simulate --backend ray``: the games played as Ray tasks, on a Ray instance this
module starts on this machine (nothing outside it), give what one local process gives."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from burgundy import simulation
from burgundy.cli import main
from burgundy.simulation import Spec
from tests.rules_coverage import ROOT

ray = pytest.importorskip("ray")
from burgundy.cluster import RayBackend  # noqa: E402  (needs ray)

BANK = str(ROOT / "tiles" / "examples" / "bank.tiles")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """One small Ray instance for the whole module: starting Ray takes seconds."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def test_ray_gives_the_output_of_one_process(
    local_ray: None, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "--players", "3", "--games", "5", "--seed", "7", "--tiles", BANK,
            "--compare", "--json"]
    assert main([*args, "--workers", "1"]) == 0
    one = capsys.readouterr().out
    assert main([*args, "--backend", "ray"]) == 0
    assert capsys.readouterr().out == one
    assert ray.is_initialized()  # the program's own connection is kept


def test_progress_counts_the_games_as_they_come_back_from_the_cluster(local_ray: None) -> None:
    seen: list[tuple[int, int]] = []
    spec = Spec(players=2, games=12, seed=1)
    with RayBackend() as backend:
        assert backend.workers == 2
        played, finished = simulation.run(
            spec, progress=lambda done, total: seen.append((done, total)), backend=backend
        )
    assert finished and [r.index for r in played] == list(range(12))
    assert seen[-1] == (12, 12)
    counts = [done for done, _ in seen]
    assert counts == sorted(set(counts)) and counts[0] >= 1


def test_the_docs_example_runs_on_the_programs_connection(
    local_ray: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(ROOT)  # the example names a tile file relative to the repository
    page = (ROOT / "docs" / "ray.md").read_text(encoding="utf-8")
    [example] = re.findall(r"```python\n(.*?)```", page, re.S)
    exec(compile(example, "docs/ray.md", "exec"), {})
    assert "'noise'" in capsys.readouterr().out
    assert ray.is_initialized()


def test_ctrl_c_keeps_the_games_in_order_up_to_the_first_missing(local_ray: None) -> None:
    def stop(done: int, total: int) -> None:
        raise KeyboardInterrupt

    with RayBackend() as backend:
        played, finished = simulation.run(Spec(players=2, games=40, seed=2), progress=stop,
                                          backend=backend)
    assert not finished
    assert len(played) < 40
    assert played == simulation.run(Spec(players=2, games=40, seed=2))[0][: len(played)]

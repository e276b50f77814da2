"""Building the wheel from a copy of the repository and installing it into a fresh virtual
environment outside the source tree, for the packaging tests."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

#: Left out of the copy: version control, environments, caches and earlier build output
#: (a stale ``build/lib`` must not leak into the wheel under test).
IGNORED = shutil.ignore_patterns(
    ".git",
    ".venv",
    "venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
    "*.so",
)


def run(args: list[str], cwd: Path, env: dict[str, str]) -> str:
    done = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, (
        f"{' '.join(args)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    )
    return done.stdout


def clean_env() -> dict[str, str]:
    """The environment without anything that would point Python at the source tree or at
    the project's own virtual environment."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
    }
    env["PYTHONNOUSERSITE"] = "1"
    return env


def build_and_install(base: Path, **build_env: str) -> tuple[Path, Path]:
    """Build the wheel from a copy of the repository (with ``build_env`` set) and install it
    into a fresh venv under ``base``; returns (the venv, its python)."""
    assert not base.resolve().is_relative_to(REPO)
    source = base / "source"
    shutil.copytree(REPO, source, ignore=IGNORED)
    wheels = base / "wheels"
    env = clean_env()
    log = run(
        [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(wheels),
         str(source)],
        base,
        {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"} | build_env,
    )
    (base / "build.log").write_text(log, encoding="utf-8")
    built = sorted(wheels.glob("burgundy-*.whl"))
    assert len(built) == 1, built
    venv = base / "venv"
    run([sys.executable, "-m", "venv", str(venv)], base, env)
    python = venv / "bin" / "python"
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(venv)
    run([str(python), "-m", "pip", "install", str(built[0])], base, env)
    return venv, python

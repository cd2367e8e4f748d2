"""The README's set-up on a machine with no virtual environment: everything lands in the project's
.venv (the system Python is untouched), each step says what it did and how long it took, and a
second run finds everything in place."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _system_python() -> str:
    """The interpreter a fresh shell finds as python3 (the one a venv-less user has)."""
    base = getattr(sys, "_base_executable", None) or sys.executable
    return base if Path(base).exists() else shutil.which("python3") or sys.executable


def _site_listing(python: str) -> dict[str, set[str]]:
    code = ("import site, sysconfig, json; paths = set(site.getsitepackages() + [site.getusersitepackages(), "
            "sysconfig.get_paths()['purelib'], sysconfig.get_paths()['platlib']]); print(json.dumps(sorted(paths)))")
    import json

    dirs = json.loads(subprocess.run([python, "-c", code], capture_output=True, text=True, check=True).stdout)
    return {d: set(os.listdir(d)) if os.path.isdir(d) else set() for d in dirs}


def _clean_env(home_venv_bins: list[str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep) if p not in home_venv_bins)
    env["PYTHON"] = _system_python()
    return env


@pytest.mark.timeout(1800)
@pytest.mark.xdist_group("setup")
def test_setup_installs_into_the_project_venv_only(tmp_path):
    files = subprocess.run(["git", "-C", str(REPO), "ls-files", "--cached", "--others", "--exclude-standard"],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    repo = tmp_path / "evogen"
    for rel in files:
        if rel.startswith((".venv/", "envs/react-vite/node_modules/")) or not (REPO / rel).is_file():
            continue
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, repo / rel)
    system = _system_python()
    before = _site_listing(system)
    env = _clean_env([str(Path(sys.executable).parent), str(REPO / ".venv" / "bin")])

    first = subprocess.run(["bash", "scripts/setup.sh"], cwd=repo, env=env, capture_output=True, text=True,
                           timeout=1500)
    assert first.returncode == 0, first.stdout[-4000:] + first.stderr[-4000:]
    venv = repo / ".venv"
    assert (venv / "bin" / "evogen").exists()
    where = subprocess.run([str(venv / "bin" / "python"), "-c", "import evogen, sys; print(evogen.__file__, sys.prefix)"],
                           capture_output=True, text=True, check=True, cwd=tmp_path).stdout.split()
    assert Path(where[0]).is_relative_to(repo) and Path(where[1]) == venv  # editable, from this checkout
    assert (repo / "envs" / "react-vite" / "node_modules" / ".bin" / "vite").exists()
    for step in ("1/3 Python environment", "2/3 Python packages", "3/3 Web environment"):
        assert step in first.stdout
    assert first.stdout.count(" s)") >= 3 and "set-up complete in" in first.stdout  # each step timed

    after = _site_listing(system)
    assert after == before, f"packages landed outside .venv: { {d: after[d] - before[d] for d in after} }"

    second = subprocess.run(["bash", "scripts/setup.sh"], cwd=repo, env=env, capture_output=True, text=True,
                            timeout=600)
    assert second.returncode == 0, second.stdout + second.stderr
    assert "already there" in second.stdout and "up to date" in second.stdout
    assert "node modules: up to date" in second.stdout and "installed" not in second.stdout

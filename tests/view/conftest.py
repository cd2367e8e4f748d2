"""Real run folders for the viewer's tests, made once: the CLI runs one small fixture task."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TASKS = REPO / "tests" / "fixtures" / "tasks"
TASK = "tool-grounded/901"


def evogen_run(out: Path, policy: str) -> Path:
    env = {**os.environ, "EVOGEN_TASKS_DIR": str(TASKS), "PYTHONPATH": os.pathsep.join(
        p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p)}
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "run", "--policy", policy, "-t", TASK,
                           "--screenshots", "failures", "--out", str(out)],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out


@pytest.fixture(scope="session")
def runs(tmp_path_factory) -> dict[str, Path]:
    """``ref`` (all pass), ``mut`` (turn 2 fails, with a screenshot) and ``hostile`` (HTML-like text)."""
    root = tmp_path_factory.mktemp("view-runs")
    return {
        "ref": evogen_run(root / "v-ref", "reference"),
        "mut": evogen_run(root / "v-mut", "mutant:rate=1,seed=1"),
        "hostile": evogen_run(root / "v-hostile", "tests.view.hostile_policy:HostilePolicy"),
    }

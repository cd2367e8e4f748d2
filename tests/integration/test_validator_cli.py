"""`evogen tasks validate` exits non-zero and says why when a mutant is not caught."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

FIXTURE = Path(__file__).parents[1] / "fixtures" / "tasks" / "tool-grounded" / "901"


@pytest.mark.xdist_group("tool-state")
def test_uncaught_mutant_fails_validation(tmp_path):
    root = tmp_path / "tasks"
    task = root / "tool-grounded" / "901"
    shutil.copytree(FIXTURE, task)
    mutants = yaml.safe_load((task / "mutants.yaml").read_text())
    mutants.append({"id": "harmless", "turn": 4, "kind": "bug", "description": "changes nothing visible",
                    "fails": ["heading"], "edits": [{"file": "src/App.tsx", "find": "<h1>Ticket desk</h1>",
                                                     "replace": "<h1 data-x=\"1\">Ticket desk</h1>"}]})
    (task / "mutants.yaml").write_text(yaml.safe_dump(mutants))
    env = {**os.environ, "EVOGEN_TASKS_DIR": str(root)}
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "tasks", "validate", "tool-grounded/901",
                           "--json", str(tmp_path / "v.json")], capture_output=True, text=True, env=env, timeout=900)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    problem = "mutant harmless (turn 4): expected exactly ['heading'] to fail, got []"
    assert problem in " ".join(proc.stdout.split())
    # said as soon as the task ends, before the closing table (long runs show it hours earlier)
    progress, _, _ = proc.stdout.partition("Task validation")
    assert "tool-grounded/901: PROBLEMS" in progress and problem in " ".join(progress.split()), proc.stdout
    assert "1 task(s) with problems" in proc.stdout

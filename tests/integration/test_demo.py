"""The demo (the README's main job) end to end on a small task: it prints the episode table and
the metrics, says when it reuses finished episodes, and plays again what changed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from evogen.runner import read_records

FIXTURE = Path(__file__).parents[1] / "fixtures" / "tasks"
TASK = "tool-grounded/901"


def demo(out: Path, tasks: Path) -> str:
    env = {**os.environ, "EVOGEN_TASKS_DIR": str(tasks)}
    proc = subprocess.run([sys.executable, "-m", "evogen.cli", "demo", "--tasks", TASK, "--out", str(out)],
                          capture_output=True, text=True, env=env, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return " ".join(proc.stdout.split())


@pytest.mark.xdist_group("tool-state")
def test_demo_reuses_finished_episodes_and_replays_changed_tasks(tmp_path):
    tasks = tmp_path / "tasks"
    shutil.copytree(FIXTURE, tasks)
    out = tmp_path / "demo"
    first = demo(out, tasks)
    assert TASK in first and "5/5" in first and "Reliability" in first and "reusing" not in first
    old_hash = read_records(out)[0].task_hash

    again = demo(out, tasks)
    assert "reusing 1 finished episode(s)" in again and "re-running" not in again
    assert read_records(out)[0].task_hash == old_hash

    spec = tasks / TASK / "task.yaml"
    spec.write_text(spec.read_text(encoding="utf-8").replace("title:", "title: Renamed —", 1), encoding="utf-8")
    changed = demo(out, tasks)
    assert f"re-running 1 task(s) changed since they were played: {TASK}" in changed
    records = read_records(out)
    assert len(records) == 1 and records[0].task_hash != old_hash
    assert len((out / "superseded.jsonl").read_text().splitlines()) == 1

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


@pytest.mark.xdist_group("tool-state")
def test_a_named_run_gives_the_exact_runs_verdicts_for_what_mutants_name(tmp_path, monkeypatch, host):
    from evogen.tasks.prove import validate_task

    root = tmp_path / "tasks"
    task = root / "tool-grounded" / "901"
    shutil.copytree(FIXTURE, task)
    mutants = yaml.safe_load((task / "mutants.yaml").read_text())
    mutants += [
        {"id": "heading-renamed", "turn": 4, "kind": "wrong_format", "description": "the heading says list",
         "fails": ["heading"], "edits": [{"file": "src/App.tsx", "find": "<h1>Ticket desk</h1>",
                                          "replace": "<h1>Ticket list</h1>"}]},
        # names only the footer it leaves out, but also drops the heading, a re-check at turn 5: the
        # exact run sees the list is short; the named run checks no re-check and cannot
        {"id": "footer-and-heading-gone", "turn": 5, "kind": "missing_feature", "description": "no footer",
         "fails": ["footer"], "edits": [{"file": "src/App.tsx", "find": "<h1>Ticket desk</h1>", "replace": ""},
                                        {"file": "src/App.tsx", "find": "Data from the helpdesk",
                                         "replace": "Data"}]},
    ]
    (task / "mutants.yaml").write_text(yaml.safe_dump(mutants))
    monkeypatch.setenv("EVOGEN_TASKS_DIR", str(root))

    exact = validate_task("tool-grounded/901", host)
    named = validate_task("tool-grounded/901", host, named=True)
    assert named.named and not exact.named
    by_id = {m.id: m for m in exact.mutants}
    assert [m.failed for m in exact.mutants] == [["resolve"], ["heading"], ["footer", "heading"]]
    def mutant_problems(report):  # (the fixture is no benchmark task: the contract audit has its say too)
        return [p for p in report.problems if p.startswith("mutant ") and "(turn " in p]

    short = "mutant footer-and-heading-gone (turn 5): expected exactly ['footer'] to fail, got ['footer', 'heading']"
    assert [p[:len(short)] for p in mutant_problems(exact)] == [short]
    assert not mutant_problems(named) and all(m.ok for m in named.mutants) and named.false_pass == 0
    for m in named.mutants:  # each named requirement's verdict is the exact run's
        assert m.failed == m.expected and set(m.failed) <= set(by_id[m.id].failed)
    assert named.reference == exact.reference == ["passed"] * 5
    assert named.loads < exact.loads  # the mutants' re-checks were not run

"""Batch evaluation from Python: two policies over a suite, then one report comparing them."""

from pathlib import Path

from evogen.registry import select_tasks
from evogen.report import render_report
from evogen.runner import RunConfig, run

tasks = select_tasks(["interaction/001", "tool-grounded/001"])
for policy, out in [("reference", "runs/example-reference"), ("mutant:rate=0.4,seed=7", "runs/example-mutant")]:
    records = run(RunConfig(policy=policy, tasks=tasks, epochs=2, workers=2, out=Path(out)))
    print(policy, "episodes:", len(records))
paths = render_report(["runs/example-reference", "runs/example-mutant"], "reports/example")
print("report:", paths["html"])

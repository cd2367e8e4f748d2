"""Speed benchmark (not a test): per-stage and per-turn medians, and episodes per minute by workers.

    python benchmarks/bench.py                 # stage medians over the three demo tasks
    python benchmarks/bench.py --workers 1 2   # also episodes/minute for 1 and 2 workers
    python benchmarks/bench.py --cold          # empty build cache first (cold builds)

Timings on shared machines are noisy: read the medians and ratios, not single numbers.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from rich.console import Console
from rich.table import Table

DEMO = ["presentation/001", "interaction/001", "tool-grounded/001"]
STAGES = ("validate", "build", "open", "act", "evaluate", "turn_total")


def stage_medians(tasks: list[str], repeats: int) -> Table:
    import evogen
    from evogen.policies import load_policy, run_episode
    from evogen.stages.browser import BrowserHost

    by_stage: dict[str, list[float]] = defaultdict(list)
    by_turn: dict[int, list[float]] = defaultdict(list)
    per_requirement: list[float] = []
    host = BrowserHost()
    try:
        for _ in range(repeats):
            for task_id in tasks:
                with evogen.make(task_id, browser=host, screenshots="none") as env:
                    record = run_episode(env, load_policy("reference"))
                for slot in record.slots:
                    for stage in STAGES:
                        if stage in slot.timings:
                            by_stage[stage].append(slot.timings[stage])
                    by_turn[slot.turn].append(slot.timings.get("turn_total", 0.0))
                    per_requirement += [r.duration_s for r in slot.requirements]
    finally:
        host.close()
    table = Table("measure", "median s", "p90 s", "n", title=f"Per stage and per turn ({repeats}× {len(tasks)} tasks)")
    for name, values in [*((f"stage {s}", by_stage[s]) for s in STAGES),
                         *((f"turn {k}", by_turn[k]) for k in sorted(by_turn)),
                         ("one requirement check", per_requirement)]:
        if values:
            p90 = sorted(values)[int(0.9 * (len(values) - 1))]
            table.add_row(name, f"{statistics.median(values):.3f}", f"{p90:.3f}", str(len(values)))
    return table


def episodes_per_minute(tasks: list[str], workers: list[int], epochs: int) -> Table:
    from evogen.runner import RunConfig, run

    table = Table("workers", "episodes", "seconds", "episodes/min", "speed-up", title="Runner throughput")
    base = None
    for n in workers:
        out = Path(tempfile.mkdtemp(prefix=f"evogen-bench-{n}w-"))
        started = time.perf_counter()
        records = run(RunConfig(policy="reference", tasks=tasks, epochs=epochs, workers=n, out=out, screenshots="none"))
        seconds = time.perf_counter() - started
        rate = len(records) / seconds * 60
        base = base or rate
        table.add_row(str(n), str(len(records)), f"{seconds:.1f}", f"{rate:.2f}", f"{rate / base:.2f}×")
        shutil.rmtree(out, ignore_errors=True)
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tasks", nargs="*", default=DEMO)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--workers", type=int, nargs="*", default=[])
    parser.add_argument("--epochs", type=int, default=2, help="epochs per task for the throughput runs")
    parser.add_argument("--cold", action="store_true", help="use an empty build cache")
    args = parser.parse_args()
    if args.cold:
        os.environ["EVOGEN_CACHE_DIR"] = tempfile.mkdtemp(prefix="evogen-cold-cache-")
    console = Console()
    console.print(stage_medians(args.tasks, args.repeats))
    if args.workers:
        console.print(episodes_per_minute(args.tasks, args.workers, args.epochs))


if __name__ == "__main__":
    main()

"""How many requirement checks a whole-benchmark validation makes in each mutant mode, from the
task files alone (no browser): the reference and alternatives check every requirement in force at
every turn; a mutant's turn checks all of them (exact), only as far as the requirements its
``fails`` names need (named: in each block — the re-checks, then the turn's own — up to the last
named one, without isolated ones it does not name), or up to its first named failure (quick,
which skips the same checks as named and stops there; counted as if the named requirements fail).

    python benchmarks/checks_per_mode.py [SUITE …]
"""

from __future__ import annotations

import argparse
from collections import Counter

from rich.console import Console
from rich.table import Table

import evogen
from evogen.records import TURNS_PER_EPISODE


def count(task_id: str) -> Counter:
    task = evogen.get_task(task_id)
    tally: Counter = Counter()
    in_force = [task.requirements_in_force(k) for k in range(1, TURNS_PER_EPISODE + 1)]
    tally["solutions"] = sum(len(f) for f in in_force) * (1 + len(list(task.alternatives())))
    for m in task.mutants:
        force = in_force[m.turn - 1]
        own = {r.id for r in task.turns[m.turn - 1].requirements}
        blocks = [[r for r in force if r.id not in own], [r for r in force if r.id in own]]  # the order they run in
        named = set(m.fails)
        tally["exact"] += len(force)
        for block in blocks:
            last = max((i for i, r in enumerate(block) if r.id in named), default=-1)
            tally["named"] += sum(1 for r in block[:last + 1] if not r.isolated or r.id in named)
        # quick (when the named requirements fail): the first block holding one, up to its first
        order = [r for block in blocks if any(r.id in named for r in block) for r in block
                 if not r.isolated or r.id in named]
        tally["quick"] += next((i + 1 for i, r in enumerate(order) if r.id in named), len(order))
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("suites", nargs="*", default=["presentation", "interaction", "tool-grounded"])
    args = parser.parse_args()
    table = Table(title="Requirement checks per whole validation (mutant columns: share of exact)",
                  caption="all checks: solutions and mutants together, a named run against an exact one")
    for col in ("suite", "tasks", "solutions", "mutants exact", "named", "quick", "all checks"):
        table.add_column(col, justify="left" if col == "suite" else "right")
    total: Counter = Counter()
    for suite in args.suites:
        ids = evogen.list_tasks(suite)
        tally = sum((count(t) for t in ids), Counter())
        total += tally
        table.add_row(suite, str(len(ids)), *_row(tally))
    table.add_row("all", "", *_row(total))
    Console().print(table)


def _row(t: Counter) -> list[str]:
    ratio = (t["solutions"] + t["named"]) / max(1, t["solutions"] + t["exact"])
    return [str(t["solutions"]), str(t["exact"]), f"{t['named']} ({t['named'] / max(1, t['exact']):.2f})",
            f"{t['quick']} ({t['quick'] / max(1, t['exact']):.2f})", f"{ratio:.2f}"]


if __name__ == "__main__":
    main()

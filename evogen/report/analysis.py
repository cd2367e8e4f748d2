"""Compute everything a report shows, once, for one or more runs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from evogen.metrics import (
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    Comparison,
    RunMetrics,
    compare_runs,
    summarize,
)
from evogen.report.load import Run, load_run

__all__ = ["Report", "RunReport", "build_report"]


@dataclass
class RunReport:
    """A run and its metrics."""

    run: Run
    metrics: RunMetrics

    @property
    def name(self) -> str:
        """The run's display name (its run id)."""
        return self.run.run_id


@dataclass
class Report:
    """Runs in input order; each later run is compared with the first (the reference)."""

    runs: list[RunReport]
    comparisons: list[tuple[str, str, Comparison]] = field(default_factory=list)
    n_resamples: int = DEFAULT_RESAMPLES
    seed: int = DEFAULT_SEED


def build_report(
    runs: Sequence[Run | str | Path], *, n_resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED
) -> Report:
    """Load (if given folders) and analyse runs; runs without episodes are an error."""
    loaded = [r if isinstance(r, Run) else load_run(r) for r in runs]
    if not loaded:
        raise ValueError("no runs to report")
    reports = []
    for run in loaded:
        if not run.records:
            raise ValueError(f"{run.folder}: the run has no episodes")
        reports.append(RunReport(run, summarize(run.records, n_resamples=n_resamples, seed=seed)))
    comparisons = []
    reference = reports[0]
    for other in reports[1:]:
        try:
            cmp = compare_runs(reference.run.records, other.run.records, n_resamples=n_resamples, seed=seed)
        except ValueError:
            continue  # no common episodes: nothing to pair
        comparisons.append((reference.name, other.name, cmp))
    return Report(runs=reports, comparisons=comparisons, n_resamples=n_resamples, seed=seed)

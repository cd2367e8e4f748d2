"""Compute everything a report shows, once, for one or more runs."""

from __future__ import annotations

import datetime as _dt
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
from evogen.report.load import Run, load_run, run_names
from evogen.version import __version__

__all__ = ["Report", "RunReport", "build_report"]


@dataclass
class RunReport:
    """A run and its metrics."""

    run: Run
    metrics: RunMetrics
    folder_name: str = ""

    @property
    def name(self) -> str:
        """The run's display name: its policy and its folder (``reference @ runs-ref``)."""
        return f"{self.run.policy} @ {self.folder_name or self.run.folder.name}"


@dataclass
class Report:
    """Runs in input order; each later run is compared with the first (the reference)."""

    runs: list[RunReport]
    comparisons: list[tuple[str, str, Comparison]] = field(default_factory=list)
    n_resamples: int = DEFAULT_RESAMPLES
    seed: int = DEFAULT_SEED
    generated_at: str = field(default_factory=lambda: _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
    version: str = __version__


def build_report(
    runs: Sequence[Run | str | Path], *, n_resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED
) -> Report:
    """Load (if given folders) and analyse runs; runs without episodes are an error."""
    loaded = [r if isinstance(r, Run) else load_run(r) for r in runs]
    if not loaded:
        raise ValueError("no runs to report")
    reports = []
    for run, name in zip(loaded, run_names([r.folder for r in loaded]), strict=True):
        if not run.records:
            raise ValueError(f"{run.folder}: the run has no episodes")
        reports.append(RunReport(run, summarize(run.records, n_resamples=n_resamples, seed=seed), name))
    comparisons = []
    reference = reports[0]
    for other in reports[1:]:
        try:
            cmp = compare_runs(reference.run.records, other.run.records, n_resamples=n_resamples, seed=seed)
        except ValueError:
            continue  # no common episodes: nothing to pair
        comparisons.append((reference.name, other.name, cmp))
    return Report(runs=reports, comparisons=comparisons, n_resamples=n_resamples, seed=seed)

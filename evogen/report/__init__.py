"""Reports over run folders: terminal tables, Markdown, and one self-contained HTML file.

Example::

    from evogen.report import render_report
    paths = render_report(["runs/reference", "runs/mutant"], "reports/")
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from evogen.metrics import DEFAULT_RESAMPLES, DEFAULT_SEED
from evogen.report.analysis import Report, RunReport, build_report
from evogen.report.html import render_html
from evogen.report.load import Run, load_run
from evogen.report.markdown import render_markdown, render_terminal

__all__ = [
    "Report",
    "Run",
    "RunReport",
    "build_report",
    "load_run",
    "render_html",
    "render_markdown",
    "render_report",
    "render_terminal",
]


def render_report(
    run_folders: Report | Sequence[str | Path],
    out_dir: str | Path,
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    console: Console | None = None,
) -> dict[str, Path]:
    """Write report.md, report.html and metrics.json to out_dir (printing tables if given a console).
    Pass a built :class:`Report` to reuse its analysis (the bootstrap runs once)."""
    report = run_folders if isinstance(run_folders, Report) else build_report(run_folders, n_resamples=n_resamples,
                                                                             seed=seed)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = {"markdown": out / "report.md", "html": out / "report.html", "json": out / "metrics.json"}
    paths["markdown"].write_text(render_markdown(report), encoding="utf-8")
    paths["html"].write_text(render_html(report), encoding="utf-8")
    metrics = {
        "runs": {rr.name: {"header": rr.run.header, "metrics": rr.metrics.to_dict()} for rr in report.runs},
        "comparisons": [{"reference": a, "run": b, **c.to_dict()} for a, b, c in report.comparisons],
    }
    paths["json"].write_text(json.dumps(metrics, indent=2, default=str), encoding="utf-8")
    if console is not None:
        render_terminal(report, console)
    return paths

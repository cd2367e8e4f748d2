"""Report plots as PNG bytes, drawn with matplotlib's Agg canvas (no global backend change)."""

from __future__ import annotations

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from evogen.records import TURNS_PER_EPISODE as K
from evogen.report.analysis import Report

__all__ = ["mechanism_counts_png", "pass_rate_by_turn_png"]


def _png(fig: Figure) -> bytes:
    """Render a figure to PNG bytes."""
    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight")
    return buf.getvalue()


def pass_rate_by_turn_png(report: Report) -> bytes:
    """p_k against turn position, one line per run, with bootstrap intervals as error bars."""
    fig = Figure(figsize=(6.4, 3.6))
    ax = fig.add_subplot()
    turns = list(range(1, K + 1))
    for r in report.runs:
        ps = r.metrics.overall.p_k
        values = [p.value if p.value is not None else float("nan") for p in ps]
        lower = [v - p.low if p.low is not None else 0.0 for v, p in zip(values, ps, strict=True)]
        upper = [p.high - v if p.high is not None else 0.0 for v, p in zip(values, ps, strict=True)]
        ax.errorbar(turns, values, yerr=[lower, upper], marker="o", capsize=3, label=r.name)
    ax.set_xticks(turns)
    ax.set_ylim(-0.02, 1.02)
    ax.set_xlabel("turn")
    ax.set_ylabel("pass rate p_k")
    ax.set_title("Pass rate by turn position")
    ax.grid(alpha=0.3)
    ax.legend(fontsize="small")
    return _png(fig)


def mechanism_counts_png(report: Report) -> bytes:
    """Failure-mechanism counts as grouped horizontal bars, one colour per run."""
    labels = list(report.runs[0].metrics.mechanisms.counts)
    fig = Figure(figsize=(6.4, 0.5 + 0.45 * len(labels) * max(1, len(report.runs)) ** 0.5))
    ax = fig.add_subplot()
    height = 0.8 / len(report.runs)
    for i, r in enumerate(report.runs):
        counts = [r.metrics.mechanisms.counts.get(label, 0) for label in labels]
        ys = [j + (i - (len(report.runs) - 1) / 2) * height for j in range(len(labels))]
        ax.barh(ys, counts, height=height, label=r.name)
    ax.set_yticks(range(len(labels)))
    ax.set_yticklabels([label.replace("_", " ") for label in labels])
    ax.invert_yaxis()
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("non-passing evaluated slots")
    ax.set_title("Failure mechanisms")
    ax.legend(fontsize="small")
    return _png(fig)

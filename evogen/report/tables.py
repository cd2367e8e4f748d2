"""Report tables as plain data (title, columns, rows of strings), rendered to Markdown or rich."""

from __future__ import annotations

from dataclasses import dataclass

from rich.table import Table as RichTable

from evogen.metrics import AttributionCounts, Estimate, GroupMetrics
from evogen.records import TURNS_PER_EPISODE as K
from evogen.report.analysis import Report, RunReport

__all__ = [
    "Table",
    "attribution_table",
    "comparison_table",
    "epoch_table",
    "fmt",
    "fmt_estimate",
    "leaderboard_table",
    "mechanism_table",
    "position_table",
    "run_summary_table",
    "to_markdown",
    "to_rich",
]

MISSING = "n/a"
METRICS = (("TP", "tp"), ("countable TP", "countable_tp"), ("TP@5", "tp5"), ("CPT", "cpt"), ("APR", "apr"))


@dataclass
class Table:
    """A titled table; ``kind`` is its CSS class, ``key`` tells same-kind tables apart."""

    title: str
    columns: list[str]
    rows: list[list[str]]
    kind: str
    key: str = ""


def fmt(value: float | None, digits: int = 3) -> str:
    """A number with fixed decimals, or n/a."""
    return MISSING if value is None else f"{value:.{digits}f}"


def fmt_estimate(est: Estimate) -> str:
    """``value [low, high]``, or just the value when there is no interval."""
    if est.value is None or est.low is None or est.high is None:
        return fmt(est.value)
    return f"{fmt(est.value)} [{fmt(est.low)}, {fmt(est.high)}]"


def _metric_cells(g: GroupMetrics) -> list[str]:
    """TP, countable TP, TP@5, CPT, APR, baseline and ratio of one group, with intervals."""
    return [fmt_estimate(getattr(g, attr)) for _, attr in METRICS] + [
        fmt_estimate(g.baseline),
        fmt_estimate(g.ratio),
    ]


_METRIC_COLUMNS = [label for label, _ in METRICS] + ["baseline Πp_k", "TP@5 / baseline"]


def leaderboard_table(report: Report) -> Table:
    """Overall metrics of every run, ranked by overall TP."""
    ranked = sorted(report.runs, key=lambda r: -(r.metrics.overall.tp.value or 0.0))
    rows = [
        [
            str(i),
            r.name,
            r.run.policy,
            str(r.metrics.n_tasks),
            str(r.metrics.n_episodes),
            *_metric_cells(r.metrics.overall),
        ]
        for i, r in enumerate(ranked, start=1)
    ]
    return Table(
        "Leaderboard", ["rank", "run", "policy", "tasks", "episodes", *_METRIC_COLUMNS], rows, "leaderboard"
    )


def run_summary_table(rr: RunReport) -> Table:
    """Overall (macro over suites), micro over tasks, and per-suite metrics of one run."""
    m = rr.metrics
    groups = [m.overall, *m.suites.values(), m.suite_macro]
    rows = [[g.name, str(g.n_tasks), str(g.n_episodes), *_metric_cells(g)] for g in groups]
    return Table(
        f"Summary: {rr.name}", ["group", "tasks", "episodes", *_METRIC_COLUMNS], rows, "run-summary", rr.name
    )


def usage_table(rr: RunReport) -> Table:
    """Tokens and cost recorded in a run: the policy's, and the LLM actor's/evaluator's."""
    rows = []
    for label, attr in (("policy", "usage"), ("actor + evaluator", "judge_usage")):
        slots = [getattr(s, attr) for rec in rr.run.records for s in rec.slots]
        rows.append([label, f"{sum(u.prompt_tokens for u in slots):,}", f"{sum(u.completion_tokens for u in slots):,}",
                     f"{sum(u.cost_usd for u in slots):.4f}", str(sum(u.cached for u in slots))])
    return Table(f"Tokens and cost: {rr.name}", ["who", "prompt tokens", "completion tokens", "cost USD",
                                                 "cached responses"], rows, "usage", rr.name)


def position_table(report: Report) -> Table:
    """Pass rate p_k by turn position (overall) for every run."""
    columns = ["run", *[f"turn {k}" for k in range(1, K + 1)]]
    rows = [[r.name, *[fmt_estimate(p) for p in r.metrics.overall.p_k]] for r in report.runs]
    return Table("Pass rate by turn position", columns, rows, "pass-by-turn")


def mechanism_table(report: Report) -> Table:
    """Failure-mechanism counts over non-passing evaluated slots, one column per run."""
    labels = list(report.runs[0].metrics.mechanisms.counts)
    rows = [
        [label, *[str(r.metrics.mechanisms.counts.get(label, 0)) for r in report.runs]] for label in labels
    ]
    rows.append(["total", *[str(r.metrics.mechanisms.evaluated_failures) for r in report.runs]])
    return Table("Failure mechanisms", ["mechanism", *[r.name for r in report.runs]], rows, "mechanisms")


def _attribution_row(label: str, c: AttributionCounts) -> list[str]:
    """One row of transition counts."""
    return [label, *(str(v) for v in (c.eligible, c.passed, c.failed, c.regression, c.new, c.both, c.other))]


def attribution_table(rr: RunReport) -> Table:
    """Failed eligible transitions of one run split into regression / new / both / other."""
    a = rr.metrics.attribution
    rows = [_attribution_row(f"{k - 1}→{k}", c) for k, c in a.by_position.items()]
    rows.append(_attribution_row("all", a.total))
    columns = ["transition", "eligible", "passed", "failed", "regression", "new", "both", "other"]
    return Table(f"Transition attribution: {rr.name}", columns, rows, "attribution", rr.name)


def epoch_table(rr: RunReport) -> Table | None:
    """pass^k, pass@k, flip rate and per-task baseline when tasks ran several epochs."""
    e = rr.metrics.epochs
    if e is None:
        return None
    ks = list(e.overall.pass_hat_k)
    groups = [("overall", e.overall), *e.suites.items()]
    rows = [
        [
            name,
            str(g.n_tasks),
            *[fmt(g.pass_hat_k[k]) for k in ks],
            *[fmt(g.pass_at_k[k]) for k in ks],
            fmt(g.flip_rate),
            fmt(g.tp5),
            fmt(g.baseline_per_task),
            fmt(g.ratio),
        ]
        for name, g in groups
    ]
    columns = [
        "group",
        "tasks",
        *[f"pass^{k}" for k in ks],
        *[f"pass@{k}" for k in ks],
        "flip rate",
        "TP@5",
        "baseline (per task)",
        "TP@5 / baseline",
    ]
    return Table(
        f"Epochs: {rr.name} ({e.min_epochs}–{e.max_epochs} per task)", columns, rows, "epochs", rr.name
    )


def comparison_table(report: Report) -> Table | None:
    """Paired differences (run − reference) of TP and TP@5 and the McNemar test on slots."""
    if not report.comparisons:
        return None
    rows = [
        [
            f"{b} − {a}",
            str(c.n_pairs),
            fmt_estimate(c.tp_diff),
            fmt_estimate(c.tp5_diff),
            f"{c.mcnemar.a_only} / {c.mcnemar.b_only}",
            f"{c.mcnemar.p_value:.4g}",
        ]
        for a, b, c in report.comparisons
    ]
    columns = ["comparison", "paired episodes", "ΔTP", "ΔTP@5", "slots passed only in ref / run", "McNemar p"]
    return Table("Paired comparison with the reference run", columns, rows, "comparison")


def to_markdown(table: Table, level: int = 3) -> str:
    """A Markdown heading and pipe table."""

    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    lines = [f"{'#' * level} {table.title}", "", "| " + " | ".join(cell(c) for c in table.columns) + " |"]
    lines.append("|" + "|".join("---" for _ in table.columns) + "|")
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in table.rows]
    return "\n".join(lines) + "\n"


def to_rich(table: Table) -> RichTable:
    """A rich table for the terminal."""
    out = RichTable(title=table.title, show_lines=False)
    for i, column in enumerate(table.columns):
        out.add_column(column, justify="left" if i == 0 else "right")
    for row in table.rows:
        out.add_row(*row)
    return out

"""Report tables as plain data (title, columns, rows of strings), rendered to Markdown or rich."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from urllib.parse import quote

from rich.console import Console

from evogen.metrics import AttributionCounts, Estimate, GroupMetrics
from evogen.records import TURNS_PER_EPISODE as K
from evogen.report.analysis import Report, RunReport
from evogen.terminal import Col, print_table

__all__ = [
    "VIEWER_URL",
    "Table",
    "episode_table",
    "run_header_table",
    "task_table",
    "attribution_table",
    "comparison_table",
    "epoch_table",
    "fmt",
    "fmt_estimate",
    "leaderboard_table",
    "mechanism_table",
    "position_table",
    "run_summary_table",
    "print_terminal",
    "terminal_columns",
    "to_markdown",
]

MISSING = "n/a"
VIEWER_URL = "http://127.0.0.1:8765/"  # `evogen view`'s default address
METRICS = (("TP", "tp"), ("countable TP", "countable_tp"), ("TP@5", "tp5"), ("CPT", "cpt"), ("APR", "apr"))


@dataclass
class Table:
    """A titled table; ``kind`` is its CSS class, ``key`` tells same-kind tables apart."""

    title: str
    columns: list[str]
    rows: list[list[str]]
    kind: str
    key: str = ""
    links: dict[tuple[int, int], str] = field(default_factory=dict)  # (row, column) -> URL


def fmt(value: float | None, digits: int = 3) -> str:
    """A number with fixed decimals, or n/a."""
    return MISSING if value is None else f"{value:.{digits}f}"


def fmt_estimate(est: Estimate, n: int | None = None, digits: int = 3) -> str:
    """``value [low, high]``; just the value when there is no interval or it would rest on fewer
    than two episodes (``n``)."""
    if est.value is None or est.low is None or est.high is None or (n is not None and n < 2):
        return fmt(est.value, digits)
    return f"{fmt(est.value, digits)} [{fmt(est.low, digits)}, {fmt(est.high, digits)}]"


def _metric_cells(g: GroupMetrics) -> list[str]:
    """TP, countable TP, TP@5, CPT, APR, baseline and ratio of one group, with intervals."""
    n = g.n_episodes
    return [fmt_estimate(getattr(g, attr), n) for _, attr in METRICS] + [
        fmt_estimate(g.baseline, n),
        fmt_estimate(g.ratio, n),
    ]


def viewer_link(rr: RunReport, task_id: str | None = None, epoch: int | None = None, turn: int | None = None) -> str:
    """A link into ``evogen view`` for this run (and task, epoch, turn)."""
    url = f"{VIEWER_URL}#/run/{quote(rr.folder_name or rr.run.folder.name, safe='')}"
    if task_id is not None:
        url += f"/task/{quote(task_id, safe='')}"
        if epoch is not None and turn is not None:
            url += f"/epoch/{epoch}/turn/{turn}"
    return url


_STRIP = {"passed": "P", "failed": "F", "build_failed": "B", "runtime_failed": "R", "no_artifact": "A",
          "no_response": "N", "blocked": "-"}


def run_header_table(rr: RunReport) -> Table:
    """Who and what: policy, folder, date, evaluator, actor, sizes and versions of one run."""
    h = rr.run.header
    evaluator = h.get("evaluator")
    if isinstance(evaluator, dict):
        evaluator = f"{evaluator.get('name', '?')} ({evaluator.get('pass_rule', '')})".replace(" ()", "")
    versions = h.get("versions") or {}
    revision = str(versions.get("git_revision", ""))[:12]
    if revision and str(versions.get("git_dirty")) == "True":
        revision += " (uncommitted changes)"
    config = h.get("config") or {}
    rows = [
        ["policy", rr.run.policy],
        ["run folder", str(rr.run.folder)],
        ["created", str(h.get("created_at", "unknown"))],
        ["evaluator", str(evaluator or "unknown")],
        ["actor", str(h.get("actor", config.get("actor", "unknown")))],
        ["tasks × epochs", f"{rr.metrics.n_tasks} tasks, {rr.metrics.n_episodes} episodes "
                           f"({config.get('epochs', '?')} epoch(s) asked)"],
        ["evogen", f"{versions.get('evogen', h.get('evogen', '?'))}" + (f", revision {revision}" if revision else "")],
        ["browser, node, playwright", ", ".join(str(versions.get(k, "?")) for k in ("chromium", "node", "playwright"))],
    ]
    return Table(f"Run: {rr.name}", ["field", "value"], rows, "run-header", rr.name)


def task_table(rr: RunReport) -> Table:
    """One row per task: its episodes, turns passed, how many passed all five, the commonest first failure."""
    by_task: dict[str, list] = {}
    for rec in rr.run.records:
        by_task.setdefault(rec.task_id, []).append(rec)
    rows, links = [], {}
    for i, (task_id, recs) in enumerate(sorted(by_task.items())):
        scored = [r for r in recs if r.status == "complete"]
        passed = [sum(r.passed) for r in scored]
        firsts: Counter[str] = Counter()
        for r in scored:
            bad = next((s for s in r.slots if not s.passed), None)
            if bad is not None:
                mech = bad.first_failed_mechanism.value if bad.first_failed_mechanism else bad.outcome.value
                firsts[f"T{bad.turn} {mech}"] += 1
        common = ", ".join(f"{k} ×{v}" if v > 1 else k for k, v in firsts.most_common(2)) or "none"
        rows.append([task_id, recs[0].suite, str(len(scored)),
                     f"{sum(passed) / len(passed):.1f}/5" if passed else MISSING,
                     f"{sum(p == 5 for p in passed)}/{len(passed)}", common])
        links[(i, 0)] = viewer_link(rr, task_id)
    return Table(f"Tasks: {rr.name}", ["task", "suite", "episodes", "turns passed (mean)", "all five passed",
                                      "first failure"], rows, "tasks", rr.name, links)


def episode_table(rr: RunReport) -> Table:
    """One row per episode: its five outcomes, turns passed, and the first failure with its message."""
    rows, links = [], {}
    for i, rec in enumerate(sorted(rr.run.records, key=lambda r: (r.task_id, r.epoch))):
        bad = next((s for s in rec.slots if not s.passed and s.outcome.value != "blocked"), None)
        if rec.status != "complete":
            note = f"unfinished, not scored: {rec.infrastructure_error or ''}"[:160]
        elif bad is None:
            note = ""
        else:
            mech = f" ({bad.first_failed_mechanism.value})" if bad.first_failed_mechanism else ""
            note = f"T{bad.turn} {bad.outcome.value}{mech}: {bad.message}"[:160]
        rows.append([rec.task_id, str(rec.epoch), " ".join(_STRIP.get(s.outcome.value, "?") for s in rec.slots),
                     f"{sum(rec.passed)}/5", note])
        links[(i, 0)] = viewer_link(rr, rec.task_id, rec.epoch, bad.turn if bad else 1)
    return Table(f"Episodes: {rr.name}", ["task", "epoch", "turns", "passed", "first failure"], rows, "episodes",
                 rr.name, links)


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
    columns = ["run", "episodes", *columns[1:]]
    rows = [[r.name, str(r.metrics.overall.n_episodes),
             *[fmt_estimate(p, r.metrics.overall.n_episodes) for p in r.metrics.overall.p_k]] for r in report.runs]
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
            fmt_estimate(c.tp_diff, c.n_pairs),
            fmt_estimate(c.tp5_diff, c.n_pairs),
            f"{c.mcnemar.a_only} / {c.mcnemar.b_only}",
            f"{c.mcnemar.p_value:.4g}",
        ]
        for a, b, c in report.comparisons
    ]
    columns = ["comparison", "paired episodes", "ΔTP", "ΔTP@5", "slots passed only in ref / run", "McNemar p"]
    return Table("Paired comparison with the reference run", columns, rows, "comparison")


def to_markdown(table: Table, level: int = 3) -> str:
    """A Markdown heading and pipe table (linked cells as Markdown links)."""

    def cell(i: int, j: int, text: str) -> str:
        text = text.replace("|", "\\|")
        url = table.links.get((i, j))
        return f"[{text}]({url})" if url else text

    lines = [f"{'#' * level} {table.title}", "", "| " + " | ".join(c.replace("|", "\\|") for c in table.columns) + " |"]
    lines.append("|" + "|".join("---" for _ in table.columns) + "|")
    lines += ["| " + " | ".join(cell(i, j, c) for j, c in enumerate(row)) + " |" for i, row in enumerate(table.rows)]
    return "\n".join(lines) + "\n"


_NUMBER = re.compile(r"^(n/a|-?[\d.,]+( ?%|/\d+| s)?|\d+ / \d+)$")
_ESTIMATE = re.compile(r"^-?[\d.]+ \[-?[\d.]+, -?[\d.]+\]$")


def terminal_columns(table: Table) -> list[Col]:
    """Column kinds for the terminal: the first column is the id; numbers and estimates never wrap."""
    cols = []
    for j, name in enumerate(table.columns):
        cells = [row[j] for row in table.rows if j < len(row)]
        if j == 0:
            kind = "id"
        elif cells and all(_ESTIMATE.match(c) or _NUMBER.match(c) for c in cells):
            kind = "est" if any(_ESTIMATE.match(c) for c in cells) else "num"
        else:
            kind = "text"
        cols.append(Col(name, kind=kind))  # type: ignore[arg-type]
    return cols


def print_terminal(table: Table, console: Console) -> None:
    """Print a report table so it fits the terminal (see :mod:`evogen.terminal`)."""
    print_table(console, table.title, terminal_columns(table), table.rows)

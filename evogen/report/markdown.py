"""The report as Markdown, and as rich tables for the terminal."""

from __future__ import annotations

from collections.abc import Iterator

from rich.console import Console

from evogen.report.analysis import Report, RunReport
from evogen.report.tables import (
    VIEWER_URL,
    Table,
    attribution_table,
    comparison_table,
    episode_table,
    epoch_table,
    leaderboard_table,
    mechanism_table,
    position_table,
    print_terminal,
    run_header_table,
    run_summary_table,
    task_table,
    to_markdown,
    usage_table,
)

__all__ = ["generated_note", "method_note", "render_markdown", "render_terminal", "run_notes", "run_tables",
           "shared_tables", "viewer_note"]


def method_note(report: Report) -> str:
    """One paragraph saying how numbers are aggregated and how intervals are computed."""
    return (
        "Suites macro-average their tasks (each task's epochs averaged first); *overall* is the mean "
        "over suites, *overall (micro over tasks)* the mean over all tasks. Intervals: percentile "
        f"bootstrap 2.5–97.5 over whole episodes stratified by suite, {report.n_resamples} resamples, "
        f"seed {report.seed}. Blocked and unreached turns count as failures; countable TP leaves out "
        "only turns with no response."
    )


def generated_note(report: Report) -> str:
    """When and with what the report was made."""
    return f"Generated {report.generated_at} by evogen {report.version}."


def viewer_note(report: Report) -> str:
    """How to open the links into the run viewer."""
    folders = " ".join(str(rr.run.folder) for rr in report.runs)
    return (f"Task and episode links open in the run viewer: start it with `evogen view {folders}` "
            f"(it serves {VIEWER_URL}).")


def shared_tables(report: Report) -> Iterator[Table]:
    """Tables covering all runs: leaderboard, pass rate by turn, mechanisms, comparison."""
    yield leaderboard_table(report)
    yield position_table(report)
    yield mechanism_table(report)
    cmp = comparison_table(report)
    if cmp is not None:
        yield cmp


def run_tables(rr: RunReport) -> Iterator[Table]:
    """Tables of one run: who and what, summary, tasks, episodes, transition attribution, usage,
    epochs (if several)."""
    yield run_header_table(rr)
    yield run_summary_table(rr)
    yield task_table(rr)
    yield episode_table(rr)
    yield attribution_table(rr)
    yield usage_table(rr)
    epochs = epoch_table(rr)
    if epochs is not None:
        yield epochs


def run_notes(rr: RunReport) -> list[str]:
    """Loader warnings and infrastructure-error counts worth showing with a run."""
    notes = list(rr.run.warnings)
    if rr.metrics.infrastructure_errors:
        notes.append(f"{rr.metrics.infrastructure_errors} episode(s) ended with an infrastructure error")
    return notes


def render_markdown(report: Report) -> str:
    """The whole report as one Markdown document."""
    parts = ["# evogen report", "", generated_note(report), "", method_note(report), "", viewer_note(report), ""]
    parts += [to_markdown(t, level=2) for t in shared_tables(report)]
    for rr in report.runs:
        parts += [f"## Run {rr.name}", "", f"Policy `{rr.run.policy}`, folder `{rr.run.folder}`.", ""]
        parts += [f"- {note}" for note in run_notes(rr)]
        parts += [to_markdown(t, level=3) for t in run_tables(rr)]
    return "\n".join(parts).rstrip() + "\n"


def render_terminal(report: Report, console: Console | None = None) -> None:
    """Print the report's tables to a rich console."""
    console = console or Console()
    for table in shared_tables(report):
        print_terminal(table, console)
    for rr in report.runs:
        for table in run_tables(rr):
            if table.kind == "episodes":
                console.print(f"(one row per episode of {rr.name}: see report.md / report.html)", markup=False)
                continue
            print_terminal(table, console)
        for note in run_notes(rr):
            console.print(f"{rr.name}: {note}", style="yellow", markup=False)

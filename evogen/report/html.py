"""The report as one self-contained HTML file (inline CSS, plots as base64 PNG)."""

from __future__ import annotations

import base64
from html import escape

from evogen.report.analysis import Report
from evogen.report.markdown import (
    generated_note,
    method_note,
    run_notes,
    run_tables,
    shared_tables,
    viewer_note,
)
from evogen.report.plots import mechanism_counts_png, pass_rate_by_turn_png
from evogen.report.tables import Table

__all__ = ["render_html", "table_html"]

_CSS = """
body { font-family: system-ui, sans-serif; margin: 2rem; color: #222; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-size: 0.9rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
th { background: #f2f2f2; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
img.plot { display: block; max-width: 100%; margin: 0.5rem 0 1.5rem; }
.note { color: #8a5a00; }
.no-failures { color: #1d6b2f; font-weight: 600; }
table.run-header td { text-align: left; }
table.episodes td:nth-child(3) { font-family: ui-monospace, monospace; white-space: pre; }
table.episodes td:last-child, table.tasks td:last-child { text-align: left; max-width: 40rem; }
"""

_PLOTS = {
    "pass-by-turn": ("pass rate by turn", "plot-pass-rate-by-turn", pass_rate_by_turn_png),
    "mechanisms": ("failure mechanisms", "plot-failure-mechanisms", mechanism_counts_png),
}


def _slug(text: str) -> str:
    """An id-safe version of a run name."""
    return "".join(c if c.isalnum() or c in "-_" else "-" for c in text)


def table_html(table: Table) -> str:
    """One table with its title as caption, CSS class ``kind`` and a ``data-run`` when keyed."""
    ident = table.kind if not table.key else f"{table.kind}-{_slug(table.key)}"
    run = f' data-run="{escape(table.key)}"' if table.key else ""
    head = "".join(f"<th>{escape(c)}</th>" for c in table.columns)

    def cell(i: int, j: int, text: str) -> str:
        url = table.links.get((i, j))
        return f'<td><a href="{escape(url)}">{escape(text)}</a></td>' if url else f"<td>{escape(text)}</td>"

    body = "".join("<tr>" + "".join(cell(i, j, c) for j, c in enumerate(row)) + "</tr>"
                   for i, row in enumerate(table.rows))
    return (
        f'<table class="{table.kind}" id="{ident}"{run}><caption>{escape(table.title)}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def _img(report: Report, kind: str) -> str:
    """The plot that goes with a table kind, as an inline PNG (no empty chart: a sentence instead)."""
    alt, ident, draw = _PLOTS[kind]
    if kind == "mechanisms" and not any(r.metrics.mechanisms.evaluated_failures for r in report.runs):
        return '<p class="no-failures" id="no-failures">No failures: every evaluated turn passed in every run.</p>'
    data = base64.b64encode(draw(report)).decode("ascii")
    return f'<img class="plot" id="{ident}" alt="{alt}" src="data:image/png;base64,{data}">'


def render_html(report: Report) -> str:
    """The whole report as a standalone HTML document."""
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8"><title>evogen report</title>',
        f"<style>{_CSS}</style></head><body>",
        "<h1>evogen report</h1>",
        f'<p class="generated">{escape(generated_note(report))}</p>',
        f'<p class="method">{escape(method_note(report))}</p>',
        f'<p class="viewer">{escape(viewer_note(report))}</p>',
        '<section id="runs-overview">',
    ]
    for table in shared_tables(report):
        parts.append(table_html(table))
        if table.kind in _PLOTS:
            parts.append(_img(report, table.kind))
    parts.append("</section>")
    for rr in report.runs:
        parts.append(f'<section class="run" id="run-{_slug(rr.name)}" data-run="{escape(rr.name)}">')
        parts.append(f"<h2>Run {escape(rr.name)}</h2>")
        parts.append(
            f"<p>Policy <code>{escape(rr.run.policy)}</code>, folder <code>{escape(str(rr.run.folder))}</code>.</p>"
        )
        parts += [f'<p class="note">{escape(n)}</p>' for n in run_notes(rr)]
        parts += [table_html(t) for t in run_tables(rr)]
        parts.append("</section>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"

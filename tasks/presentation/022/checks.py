"""Checks no verb can say for presentation/022 (university undergraduate admissions report).

- Bar names: every bar has role="img" and an accessible name (an aria-label or an SVG <title>)
  in the form "Law: 1,192 acceptances". Names are read from the chart's aria snapshot (which
  honours both); only role img elements whose name starts with a faculty's name count: exactly
  one per faculty, each exactly in that form.
- Bars to scale: `expect_chart` checks that more acceptances draw a longer bar; each named bar must
  also follow one linear scale of its acceptances (tasks/_lib/figures.py), so a bar drawn from a stale
  figure is caught.
- Lines under the chart or a table, the column at the right end, and the "Admissions at a glance"
  section under the page heading: positions read from the drawn boxes and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
tops_in_order = _MARKS["tops_in_order"]
names_probe = _MARKS["names_probe"]
columns_end = _MARKS["columns_end"]
one_named = _MARKS["one_named"]

ACC_SECTION = {"section": "Acceptances"}
CHART = {"chart": True, "within": ACC_SECTION}
FACULTY_TABLE = {"role": "table", "within": {"section": "Faculties"}}
OPEN_TABLE = {"role": "table", "within": {"section": "Open days"}}
NAMES = ["Arts and Humanities", "Engineering", "Health Sciences", "Law", "Natural Sciences"]
ACC_T2 = [1684, 2036, 1490, 1192, 1867]
ACC_T4 = [1684, 2036, 1490, 1392, 1867]

_NAME = re.compile(r"^(Arts and Humanities|Engineering|Health Sciences|Law|Natural Sciences):")


def _bar_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if _NAME.match(n)]


def _names_probe(ctx, counts: list[int], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(name, f"{name}: {n:,} acceptances") for name, n in zip(NAMES, counts)],
                       count=len(counts), forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, ACC_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, ACC_T4, forbidden=("1,192", "1192")))


def law_named_1392(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Law", "Law: 1,392 acceptances")


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NAMES, ACC_T2)}, marks="bars", what="bar")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NAMES, ACC_T4)}, marks="bars", what="bar")


def highest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Highest acceptance rate:", ACC_SECTION)


def open_day_lines_under_table(ctx) -> None:
    section = {"section": "Open days"}
    below(ctx, OPEN_TABLE, "the Open days table", "Days below 80% attendance", section)
    below(ctx, OPEN_TABLE, "the Open days table", "Total attended", section)


def change_last(ctx) -> None:
    columns_end(ctx, FACULTY_TABLE, ["Change on 2025"], "the Faculties table")


def glance_first(ctx) -> None:
    """Page heading, then the "Admissions at a glance" section, then the Faculties table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Harrowgate University admissions 2026"}),
        ("the Admissions at a glance section", {"section": "Admissions at a glance"}),
        ("the Faculties table", FACULTY_TABLE),
    ])

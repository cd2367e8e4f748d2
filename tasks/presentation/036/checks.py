"""Checks no verb can say for presentation/036 (primary school attendance report).

- The chart may be drawn as columns or as horizontal bars ("under or beside its bar"); the chart
  checks try both.
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one
  role img per year group, named exactly "Year 4: 131 sessions".
- Bars to scale and from 0 use tasks/_lib/figures.py; positions (lines under the table or chart,
  columns at the right end, section order) are read from drawn boxes and the header row
  (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
below = _MARKS["below"]
box = _MARKS["box"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]

HEADING = {"heading": "Fernlea Primary attendance, autumn term 2026"}
CHART_SECTION = {"section": "Sessions missed"}
CHART = {"chart": True, "within": CHART_SECTION}
PROD = {"section": "Attendance by year group"}
TABLE = {"role": "table", "within": PROD}
GROUPS = ["Reception", "Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6"]
# Most sessions missed first.
MISSED_T2 = [("Year 3", 244), ("Reception", 201), ("Year 2", 190), ("Year 5", 178), ("Year 1", 168),
             ("Year 4", 131), ("Year 6", 120)]
MISSED_T4 = [("Reception", 201), ("Year 2", 190), ("Year 5", 178), ("Year 1", 168), ("Year 3", 154),
             ("Year 4", 131), ("Year 6", 120)]
LINES = ["Whole-school attendance:", "Year groups below target:", "Persistently absent pupils:", "Best attendance:"]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, MISSED_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, MISSED_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale that starts at 0, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, MISSED_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, MISSED_T4)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: names_starting(ctx, CHART, GROUPS),
                       [(group, f"{group}: {v:,} sessions") for group, v in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, MISSED_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, MISSED_T4, forbidden=("244",)))


def _lines_under_table(ctx, n: int) -> None:
    for line in LINES[:n]:
        below(ctx, TABLE, "the table", line, PROD)
    lines_in_order(ctx, LINES[:n], PROD, "under the table")


def two_lines_under_table(ctx) -> None:
    _lines_under_table(ctx, 2)


def three_lines_under_table(ctx) -> None:
    _lines_under_table(ctx, 3)


def best_line_last(ctx) -> None:
    _lines_under_table(ctx, 4)


def missed_lines_under_chart(ctx) -> None:
    for line in ("Total sessions missed:", "Missed per pupil:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def persistent_columns_at_end(ctx) -> None:
    columns_end(ctx, TABLE, ["Persistently absent", "Persistent absence rate"])


def _order(ctx, targets) -> None:
    tops_in_order(ctx, targets, gap=2)


def chart_below_table(ctx) -> None:
    """The "Sessions missed" section and its chart come after the attendance section and its table."""
    _order(ctx, [("the page heading", HEADING), ("the attendance section", PROD), ("the attendance table", TABLE),
                 ("the Sessions missed section", CHART_SECTION), ("the chart", CHART)])
    t, c = box(ctx, TABLE, "the table"), box(ctx, CHART, "the chart")
    if c["y"] < t["y"] + t["height"] - 2:
        raise AssertionError("the chart is not below the attendance table")


def chart_first(ctx) -> None:
    """Page heading, then the "Sessions missed" section with its chart, then the attendance section."""
    _order(ctx, [("the page heading", HEADING), ("the Sessions missed section", CHART_SECTION),
                 ("the attendance section", PROD), ("the attendance table", TABLE)])
    c, p = box(ctx, CHART, "the chart"), box(ctx, PROD, "the attendance section")
    if c["y"] + c["height"] > p["y"] + 2:
        raise AssertionError("the chart is not above the attendance section")

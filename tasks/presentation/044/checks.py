"""Checks no verb can say for presentation/044 (marina berth occupancy by pontoon).

- The chart may be columns or horizontal bars (a pontoon's name goes "under or beside its bar"):
  the chart checks try both orientations, and bars must sit on one scale from 0 (tasks/_lib/figures.py).
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one role
  img per pontoon, each exactly "Dunlin: 62.5% occupied".
- Positions (lines under the table or the chart, columns at the right end or after Occupancy, the
  "At a glance" section under the page heading) are read from drawn boxes and the header row
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
column_after = _MARKS["column_after"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]

HEADING = {"heading": "Saltmere Marina berth occupancy, September 2026"}
TABLE_SECTION = {"section": "Pontoons"}
TABLE = {"role": "table", "within": TABLE_SECTION}
CHART_SECTION = {"section": "Occupancy by pontoon"}
CHART = {"chart": True, "within": CHART_SECTION}
GLANCE = {"section": "At a glance"}
PONTOONS = ["Alder", "Beacon", "Cormorant", "Dunlin", "Eider", "Fulmar"]
# Occupancy, in the table's order (highest first).
OCC_T1 = [("Alder", 92.5), ("Cormorant", 87.5), ("Fulmar", 86.5), ("Eider", 85.4), ("Beacon", 79.7), ("Dunlin", 62.5)]
OCC_T4 = [("Cormorant", 87.5), ("Fulmar", 86.5), ("Eider", 85.4), ("Alder", 85.0), ("Beacon", 79.7), ("Dunlin", 62.5)]


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, OCC_T1)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, OCC_T4)


def to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in OCC_T1}, axis="either", from_zero=True)


def to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in OCC_T4}, axis="either", from_zero=True)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: names_starting(ctx, CHART, PONTOONS),
                       [(pontoon, f"{pontoon}: {v:.1f}% occupied") for pontoon, v in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, OCC_T1))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, OCC_T4, forbidden=("92.5",)))


def target_line_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Pontoons at 85.0% or more:", CHART_SECTION)


def visitor_line_under_table(ctx) -> None:
    below(ctx, TABLE, "the table", "Visitor nights in September:", TABLE_SECTION)


def nights_columns_at_end(ctx) -> None:
    columns_end(ctx, TABLE, ["Visitor nights", "Nights per vacant berth"])


def change_after_occupancy(ctx) -> None:
    column_after(ctx, TABLE, "Change on 2025", "Occupancy")


def glance_first(ctx) -> None:
    """Page heading, then the At a glance section, then the Pontoons section."""
    targets = [("the page heading", HEADING), ("the At a glance section", GLANCE),
               ("the Pontoons section", TABLE_SECTION), ("the Pontoons table", TABLE)]

    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        for t, what in ((CHART_SECTION, "the Occupancy by pontoon section"),):
            if box(ctx, t, what)["y"] < tops[1][1]:
                return False, f"{what} is above the At a glance section"
        return True, ""
    ctx.until(probe)

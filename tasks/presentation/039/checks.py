"""Checks no verb can say for presentation/039 (city hotel, week of 9 November 2026).

- The chart may be drawn as columns or as horizontal bars (the night is written "under or beside
  its bar"), so the chart checks try both orientations (tasks/_lib/figures.py).
- Bar names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike):
  exactly one role img per night, each exactly "Sun 15 Nov: 59.3%".
- Bars to scale and from 0: each named bar's length is one linear function of its occupancy with
  no offset, so a bar drawn from a stale figure or an axis starting at 50% fails.
- Where things are drawn: the chart's section below the Nights section, the lines under the chart
  and under the table, the RevPAR column at the right end, the Room types section directly under
  the page heading (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
below = _MARKS["below"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
columns_end = _MARKS["columns_end"]

HEADING = {"heading": "Quayside Lantern Hotel: week of 9 November 2026"}
NIGHTS_SECTION = {"section": "Nights"}
NIGHTS_TABLE = {"role": "table", "within": NIGHTS_SECTION}
CHART_SECTION = {"section": "Occupancy by night"}
CHART = {"chart": True, "within": CHART_SECTION}
TYPES = {"section": "Room types"}

NIGHTS = ["Mon 9 Nov", "Tue 10 Nov", "Wed 11 Nov", "Thu 12 Nov", "Fri 13 Nov", "Sat 14 Nov", "Sun 15 Nov"]
OCC_T2 = [70.0, 84.3, 85.0, 80.0, 95.0, 100.0, 59.3]
OCC_T4 = [81.4] + OCC_T2[1:]


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, list(zip(NIGHTS, OCC_T2)))


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, list(zip(NIGHTS, OCC_T4)))


def to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NIGHTS, OCC_T2)}, axis="either", from_zero=True)


def to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in zip(NIGHTS, OCC_T4)}, axis="either", from_zero=True)


def _names_probe(ctx, values, forbidden=()):
    return names_probe(lambda: names_starting(ctx, CHART, NIGHTS),
                       [(night, f"{night}: {v:.1f}%") for night, v in zip(NIGHTS, values)],
                       count=len(NIGHTS), forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, OCC_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, OCC_T4, forbidden=("70.0%",)))


def chart_below_nights(ctx) -> None:
    tops_in_order(ctx, [("the Nights section", NIGHTS_SECTION), ("the Occupancy by night section", CHART_SECTION)])
    below(ctx, NIGHTS_TABLE, "the Nights table", "Occupancy by night", CHART_SECTION)


def chart_lines_under(ctx) -> None:
    for line in ("Nights at or above the 80% target:", "Lowest night:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def revpar_at_end(ctx) -> None:
    columns_end(ctx, NIGHTS_TABLE, ["RevPAR"], "the Nights table")


def revenue_line_under(ctx) -> None:
    below(ctx, NIGHTS_TABLE, "the Nights table", "Room revenue for the week:", NIGHTS_SECTION)


def types_first(ctx) -> None:
    tops_in_order(ctx, [("the page heading", HEADING), ("the Room types section", TYPES),
                 ("the Nights section", NIGHTS_SECTION), ("the Occupancy by night section", CHART_SECTION)])

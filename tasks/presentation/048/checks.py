"""Checks no verb can say for presentation/048 (planetarium show attendance by show and month).

- The monthly chart may be drawn as columns or as horizontal bars (a month's name goes "under or beside
  its bar"), so the chart checks try both orientations (tasks/_lib/figures.py ``chart_either_way``).
- Bars to scale and from 0 (``drawn_to_scale``): each named bar's length is one linear function of the
  month's visitors with no offset, so a bar from a stale figure or clipped at an old axis end fails.
- Bar names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike): exactly
  one role img per month, each exactly "September: 3,930 visitors".
- Lines under the table or the chart, the columns at the right end or after Total, and the order of
  the two sections: positions read from drawn boxes and the header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
column_after = _MARKS["column_after"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
one_named = _MARKS["one_named"]
stacked = _MARKS["stacked"]

HEADING = {"heading": "Orrin Point Planetarium attendance, September to December 2026"}
SHOWS_SECTION = {"section": "Shows"}
TABLE = {"role": "table", "within": SHOWS_SECTION}
CHART_SECTION = {"section": "Monthly visitors"}
CHART = {"chart": True, "within": CHART_SECTION}
MONTHS = ["September", "October", "November", "December"]
VISITORS_T2 = [("September", 3930), ("October", 5393), ("November", 5304), ("December", 4617)]
VISITORS_T4 = [("September", 3930), ("October", 5393), ("November", 5997), ("December", 4617)]
AUDIENCE_LINES = ["Mostly schools:", "Mostly public:"]


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, VISITORS_T2)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, VISITORS_T4)


def _to_scale(ctx, data) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, VISITORS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, VISITORS_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, MONTHS)


def _names_probe(ctx, data):
    return names_probe(lambda: _bar_names(ctx),
                       [(month, f"{month}: {v:,} visitors") for month, v in data])


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T4))


def november_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "November", "November: 5,997 visitors")


def no_old_bar_names(ctx) -> None:
    def probe():
        old = ("1,094", "1094", "5,304", "5304", "19,244", "19244")
        bad = [n for n in img_names(ctx, {"chart": True}) if any(o in n for o in old)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    ctx.until(probe)


def chart_lines_under_chart(ctx) -> None:
    for line in ("Busiest month:", "School groups:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def audience_lines_under_table(ctx) -> None:
    for line in AUDIENCE_LINES:
        below(ctx, TABLE, "the Shows table", line, SHOWS_SECTION)
    lines_in_order(ctx, AUDIENCE_LINES, SHOWS_SECTION, "under the Shows table")


def more_line_after_audience(ctx) -> None:
    line = "Shows with more visitors than in 2025:"
    below(ctx, TABLE, "the Shows table", line, SHOWS_SECTION)
    lines_in_order(ctx, AUDIENCE_LINES + [line], SHOWS_SECTION, "under the Shows table")


def audience_columns_at_end(ctx) -> None:
    columns_end(ctx, TABLE, ["School share", "Audience"])


def change_after_total(ctx) -> None:
    column_after(ctx, TABLE, "Change on 2025", "Total")


def chart_below_shows(ctx) -> None:
    tops_in_order(ctx, [("the page heading", HEADING), ("the Shows section", SHOWS_SECTION),
                         ("the Monthly visitors section", CHART_SECTION)])
    stacked(ctx, [("the Shows table", TABLE), ("the chart", CHART)])


def chart_first(ctx) -> None:
    """Page heading, then the Monthly visitors section with its chart, then the Shows section."""
    tops_in_order(ctx, [("the page heading", HEADING), ("the Monthly visitors section", CHART_SECTION),
                         ("the Shows section", SHOWS_SECTION)])
    stacked(ctx, [("the chart", CHART), ("the Shows table", TABLE)])

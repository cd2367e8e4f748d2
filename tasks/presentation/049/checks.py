"""Checks no verb can say for presentation/049 (lifeboat station launches by month and incident type).

- The request lets each month's name sit "under or beside its bar": columns and horizontal bars
  are both right, so the chart checks accept either orientation (tasks/_lib/figures.py).
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one
  role img per month, each exactly "May: 14 launches".
- Bars to scale: every named bar's length is one linear function of its launches, measured from
  0, so a bar drawn from a stale figure or clipped at an axis end fails.
- Lines under the chart or a table, the Average launch time column after Within 10 minutes, the
  Incident types section under the chart section and the chart section moved under the page
  heading are read from drawn boxes and the header row (tasks/_lib/marks.py).
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
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
column_after = _MARKS["column_after"]
one_named = _MARKS["one_named"]

HEADING = {"heading": "Porthgarrow Lifeboat Station launches, April to September 2026"}
CHART_SECTION = {"section": "Launches per month"}
CHART = {"chart": True, "within": CHART_SECTION}
MONTHS_SECTION = {"section": "Months"}
MONTHS_TABLE = {"role": "table", "within": MONTHS_SECTION}
TYPES_SECTION = {"section": "Incident types"}
TYPES_TABLE = {"role": "table", "within": TYPES_SECTION}
MONTHS = ["April", "May", "June", "July", "August", "September"]
LAUNCHES_T2 = list(zip(MONTHS, [9, 14, 21, 26, 24, 10]))
LAUNCHES_T4 = list(zip(MONTHS, [9, 14, 21, 23, 24, 10]))


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, LAUNCHES_T2)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, LAUNCHES_T4)


def _scale(ctx, data) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _scale(ctx, LAUNCHES_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, LAUNCHES_T4)


def _names(ctx) -> list[str]:
    return names_starting(ctx, CHART, MONTHS)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _names(ctx),
                       [(month, f"{month}: {n} launches") for month, n in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, LAUNCHES_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, LAUNCHES_T4, forbidden=("26 launches",)))


def july_named(ctx) -> None:
    one_named(ctx, lambda: _names(ctx), "July", "July: 23 launches")


def no_old_names(ctx) -> None:
    def probe():
        stale = [n for n in img_names(ctx, CHART) if "104" in n or "89.4" in n]
        if stale:
            return False, f"a bar still carries an old season figure: {stale}"
        return True, ""
    ctx.until(probe)


def chart_lines_under(ctx) -> None:
    below(ctx, CHART, "the chart", "Busiest month:", CHART_SECTION)
    below(ctx, CHART, "the chart", "Average per month:", CHART_SECTION)


def types_line_under_table(ctx) -> None:
    below(ctx, TYPES_TABLE, "the incident-type table", "Types under the 90.0% target:", TYPES_SECTION)


def over_line_under_table(ctx) -> None:
    below(ctx, MONTHS_TABLE, "the Months table", "Months averaging over 10:00:", MONTHS_SECTION)


def types_under_chart(ctx) -> None:
    tops_in_order(ctx, [("the Launches per month section", CHART_SECTION), ("the Incident types section", TYPES_SECTION)])


def chart_section_first(ctx) -> None:
    """Page heading, then the Launches per month section, then the Months section."""
    tops_in_order(ctx, [("the page heading", HEADING), ("the Launches per month section", CHART_SECTION),
                 ("the Months section", MONTHS_SECTION)])


def time_after_within(ctx) -> None:
    column_after(ctx, MONTHS_TABLE, "Average launch time", "Within 10 minutes")

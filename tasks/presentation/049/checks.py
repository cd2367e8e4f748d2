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
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]

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
    return [n for n in img_names(ctx, CHART) if any(n.startswith(f"{m}:") for m in MONTHS)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'May: …', wanted {len(data)}: {names}"
        for month, n in data:
            want = f"{month}: {n} launches"
            mine = [x for x in names if x.startswith(f"{month}:")]
            if mine != [want]:
                return False, f"the {month} bar is named {mine}, wanted {want!r}"
        stale = [x for x in names if any(f in x for f in forbidden)]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, LAUNCHES_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, LAUNCHES_T4, forbidden=("26 launches",)))


def july_named(ctx) -> None:
    def probe():
        names = [n for n in _names(ctx) if n.startswith("July:")]
        if names != ["July: 23 launches"]:
            return False, f"the July bar is named {names}, wanted 'July: 23 launches'"
        return True, ""
    ctx.until(probe)


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


def _above(ctx, targets) -> None:
    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)


def types_under_chart(ctx) -> None:
    _above(ctx, [("the Launches per month section", CHART_SECTION), ("the Incident types section", TYPES_SECTION)])


def chart_section_first(ctx) -> None:
    """Page heading, then the Launches per month section, then the Months section."""
    _above(ctx, [("the page heading", HEADING), ("the Launches per month section", CHART_SECTION),
                 ("the Months section", MONTHS_SECTION)])


def time_after_within(ctx) -> None:
    def probe():
        h = ctx.locate(MONTHS_TABLE).first.evaluate(HEADERS_JS)
        at = [i for i, x in enumerate(h) if header_is(x, "Within 10 minutes")]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], "Average launch time"):
            return False, f"'Average launch time' is not the column directly after Within 10 minutes: {h}"
        return True, ""
    ctx.until(probe)

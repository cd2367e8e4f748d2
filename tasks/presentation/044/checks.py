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
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]

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
    def probe():
        names = [n for n in img_names(ctx, CHART) if any(n.startswith(f"{p}:") for p in PONTOONS)]
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Dunlin: …', wanted {len(data)}: {names}"
        for pontoon, v in data:
            want = f"{pontoon}: {v:.1f}% occupied"
            mine = [x for x in names if x.startswith(f"{pontoon}:")]
            if mine != [want]:
                return False, f"the {pontoon} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, OCC_T1))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, OCC_T4, forbidden=("92.5",)))


def target_line_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Pontoons at 85.0% or more:", CHART_SECTION)


def visitor_line_under_table(ctx) -> None:
    below(ctx, TABLE, "the table", "Visitor nights in September:", TABLE_SECTION)


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def nights_columns_at_end(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if len(h) < 2 or not (header_is(h[-2], "Visitor nights") and header_is(h[-1], "Nights per vacant berth")):
            return False, f"the table's columns do not end 'Visitor nights', 'Nights per vacant berth': {h}"
        return True, ""
    ctx.until(probe)


def change_after_occupancy(ctx) -> None:
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "Occupancy")]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], "Change on 2025"):
            return False, f"'Change on 2025' does not come directly after 'Occupancy': {h}"
        return True, ""
    ctx.until(probe)


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

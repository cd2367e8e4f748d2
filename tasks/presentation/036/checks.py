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
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]

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
    def probe():
        names = [n for n in img_names(ctx, CHART) if any(n.startswith(f"{g}:") for g in GROUPS)]
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Year 4: …', wanted {len(data)}: {names}"
        for group, v in data:
            want = f"{group}: {v:,} sessions"
            mine = [x for x in names if x.startswith(f"{group}:")]
            if mine != [want]:
                return False, f"the {group} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(f in x for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, MISSED_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, MISSED_T4, forbidden=("244",)))


def _in_order(ctx, texts: list[str], section: dict, what: str) -> None:
    def probe():
        try:
            tops = [box(ctx, {"text": t, "within": section}, f"the line '{t}'")["y"] for t in texts]
        except AssertionError as exc:
            return False, str(exc)
        if not all(a < b for a, b in zip(tops, tops[1:])):
            return False, f"the lines {texts} are not in that order {what} (tops at {tops})"
        return True, ""
    ctx.until(probe)


def _lines_under_table(ctx, n: int) -> None:
    for line in LINES[:n]:
        below(ctx, TABLE, "the table", line, PROD)
    _in_order(ctx, LINES[:n], PROD, "under the table")


def two_lines_under_table(ctx) -> None:
    _lines_under_table(ctx, 2)


def three_lines_under_table(ctx) -> None:
    _lines_under_table(ctx, 3)


def best_line_last(ctx) -> None:
    _lines_under_table(ctx, 4)


def missed_lines_under_chart(ctx) -> None:
    for line in ("Total sessions missed:", "Missed per pupil:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def persistent_columns_at_end(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if len(h) < 2 or not (header_is(h[-2], "Persistently absent") and header_is(h[-1], "Persistent absence rate")):
            return False, f"the table's columns do not end 'Persistently absent', 'Persistent absence rate': {h}"
        return True, ""
    ctx.until(probe)


def _order(ctx, targets) -> None:
    def probe():
        try:
            boxes = [(what, box(ctx, t, what)) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ba), (b, bb) in zip(boxes, boxes[1:]):
            if not ba["y"] + 2 < bb["y"]:
                return False, f"{a} (top at y={ba['y']:.0f}) is not above {b} (top at y={bb['y']:.0f})"
        return True, ""
    ctx.until(probe)


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

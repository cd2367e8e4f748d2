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
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]

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
    return [n for n in img_names(ctx, CHART) if any(n.startswith(f"{m}:") for m in MONTHS)]


def _names_probe(ctx, data):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'September: …', wanted {len(data)}: {names}"
        for month, v in data:
            want = f"{month}: {v:,} visitors"
            mine = [x for x in names if x.startswith(f"{month}:")]
            if mine != [want]:
                return False, f"the {month} bar is named {mine}, wanted {want!r}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, VISITORS_T4))


def november_named(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith("November:")]
        if names != ["November: 5,997 visitors"]:
            return False, f"the November bar is named {names}, wanted 'November: 5,997 visitors'"
        return True, ""
    ctx.until(probe)


def no_old_bar_names(ctx) -> None:
    def probe():
        old = ("1,094", "1094", "5,304", "5304", "19,244", "19244")
        bad = [n for n in img_names(ctx, {"chart": True}) if any(o in n for o in old)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    ctx.until(probe)


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


def chart_lines_under_chart(ctx) -> None:
    for line in ("Busiest month:", "School groups:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def audience_lines_under_table(ctx) -> None:
    for line in AUDIENCE_LINES:
        below(ctx, TABLE, "the Shows table", line, SHOWS_SECTION)
    _in_order(ctx, AUDIENCE_LINES, SHOWS_SECTION, "under the Shows table")


def more_line_after_audience(ctx) -> None:
    line = "Shows with more visitors than in 2025:"
    below(ctx, TABLE, "the Shows table", line, SHOWS_SECTION)
    _in_order(ctx, AUDIENCE_LINES + [line], SHOWS_SECTION, "under the Shows table")


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def audience_columns_at_end(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if len(h) < 2 or not (header_is(h[-2], "School share") and header_is(h[-1], "Audience")):
            return False, f"the table's columns do not end 'School share', 'Audience': {h}"
        return True, ""
    ctx.until(probe)


def change_after_total(ctx) -> None:
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "Total")]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], "Change on 2025"):
            return False, f"'Change on 2025' does not come directly after 'Total': {h}"
        return True, ""
    ctx.until(probe)


def _tops_in_order(ctx, targets: list[tuple[str, dict]]) -> None:
    def probe():
        try:
            tops = [(what, box(ctx, t, what)) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ba), (b, bb) in zip(tops, tops[1:]):
            if not ba["y"] < bb["y"]:
                return False, f"{a} (top at y={ba['y']:.0f}) is not above {b} (top at y={bb['y']:.0f})"
        return True, ""
    ctx.until(probe)


def _below_bottom(ctx, upper: tuple[str, dict], lower: tuple[str, dict]) -> None:
    def probe():
        try:
            a, b = box(ctx, upper[1], upper[0]), box(ctx, lower[1], lower[0])
        except AssertionError as exc:
            return False, str(exc)
        if not a["y"] + a["height"] <= b["y"] + 2:
            return False, f"{lower[0]} (top at y={b['y']:.0f}) is not below {upper[0]} (bottom at y={a['y'] + a['height']:.0f})"
        return True, ""
    ctx.until(probe)


def chart_below_shows(ctx) -> None:
    _tops_in_order(ctx, [("the page heading", HEADING), ("the Shows section", SHOWS_SECTION),
                         ("the Monthly visitors section", CHART_SECTION)])
    _below_bottom(ctx, ("the Shows table", TABLE), ("the chart", CHART))


def chart_first(ctx) -> None:
    """Page heading, then the Monthly visitors section with its chart, then the Shows section."""
    _tops_in_order(ctx, [("the page heading", HEADING), ("the Monthly visitors section", CHART_SECTION),
                         ("the Shows section", SHOWS_SECTION)])
    _below_bottom(ctx, ("the chart", CHART), ("the Shows table", TABLE))

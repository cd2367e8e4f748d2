"""Checks no verb can say for presentation/027 (fire and rescue quarterly response-times report).

- The chart may be drawn either way: the request lets each station's name sit "under or beside
  its bar", so columns and horizontal bars are both right; the chart and scale checks pass when
  one orientation holds.
- Bar names: role img elements (aria-label or SVG <title>, read from the aria snapshot) named
  "<station>: …" — exactly one per station, each exactly "Pellingham: 176 incidents".
- Bars to scale: each named bar's length follows one linear scale of its incidents
  (tasks/_lib/figures.py), so a bar drawn from a stale figure is caught.
- Lines under the chart or table, the Area and Standard columns at the right end, the Incidents
  per 10,000 residents column after Incidents, the empty cells of the All stations row and the
  "Quarter at a glance" section under the page heading: read from drawn boxes, the header row and
  the cells' text.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_FIGURES = runpy.run_path(str(_LIB / "figures.py"))
_MARKS = runpy.run_path(str(_LIB / "marks.py"))
_MARKS_JS = _FIGURES["_MARKS_JS"]
scale_problem = _FIGURES["scale_problem"]
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]

HEADING = "Westmarch Fire and Rescue response times, July to September 2026"
CHART_SECTION = {"section": "Incidents by station"}
CHART = {"chart": True, "within": CHART_SECTION}
STATIONS_SECTION = {"section": "Stations"}
TABLE = {"role": "table", "within": STATIONS_SECTION}
STATIONS = ["Ashcombe", "Kelby Cross", "Stanmoor", "Pellingham", "Ridgewater", "Old Quay"]
# Bars in order of incidents, most first.
BARS_T2 = [("Old Quay", 587), ("Ridgewater", 459), ("Ashcombe", 412), ("Stanmoor", 344),
           ("Kelby Cross", 238), ("Pellingham", 176)]
BARS_T4 = [("Old Quay", 587), ("Ridgewater", 459), ("Ashcombe", 412), ("Kelby Cross", 362),
           ("Stanmoor", 344), ("Pellingham", 176)]


def _chart(ctx, data) -> None:
    step = {"target": CHART, "marks": "bars", "data": [{"label": n, "value": v} for n, v in data]}
    try:
        ctx.expect({"expect_chart": {**step, "axis": "x"}})
    except Exception as first:  # noqa: BLE001 - the other orientation may hold
        try:
            ctx.expect({"expect_chart": {**step, "axis": "y"}})
        except Exception as second:  # noqa: BLE001
            raise AssertionError(f"as columns: {first}; as horizontal bars: {second}") from None


def chart_t2(ctx) -> None:
    _chart(ctx, BARS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, BARS_T4)


def _to_scale(ctx, data) -> None:
    prefixes = {f"{n}:": v for n, v in data}

    def probe():
        found = ctx.locate(CHART).evaluate(_MARKS_JS, [[k] for k in prefixes])
        as_columns = scale_problem(found, prefixes, marks="bars", axis="x", what="bar")
        if as_columns is None:
            return True, ""
        as_rows = scale_problem(found, prefixes, marks="bars", axis="y", what="bar")
        if as_rows is None:
            return True, ""
        return False, f"as columns: {as_columns}; as horizontal bars: {as_rows}"
    ctx.until(probe)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, BARS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, BARS_T4)


def _bar_names(ctx) -> list[str]:
    return [n for n in img_names(ctx, CHART) if any(n.lower().startswith(f"{s.lower()}:") for s in STATIONS)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _bar_names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Pellingham: …', wanted {len(data)}: {names}"
        for station, n in data:
            want = f"{station}: {n:,} incidents"
            mine = [x for x in names if x.lower().startswith(f"{station.lower()}:")]
            if mine != [want]:
                return False, f"the {station} bar is named {mine}, wanted {want!r}"
        bad = [x for x in names if any(re.search(f, x) for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T4, forbidden=(r"(^|\D)238(\D|$)", r"2,?216")))


def kelby_named(ctx) -> None:
    def probe():
        mine = [n for n in _bar_names(ctx) if n.lower().startswith("kelby cross:")]
        if mine != ["Kelby Cross: 362 incidents"]:
            return False, f"the Kelby Cross bar is named {mine}, wanted 'Kelby Cross: 362 incidents'"
        return True, ""
    ctx.until(probe)


def busiest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Busiest station:", CHART_SECTION)


def meeting_under_table(ctx) -> None:
    below(ctx, TABLE, "the Stations table", "Stations meeting their standard:", STATIONS_SECTION)


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def area_standard_last(ctx) -> None:
    def probe():
        h = _headers(ctx)
        if len(h) < 2 or not (header_is(h[-2], "Area") and header_is(h[-1], "Standard")):
            return False, f"the Stations table does not end with the columns Area, Standard: {h}"
        return True, ""
    ctx.until(probe)


def all_row_empty(ctx) -> None:
    def probe():
        for column in ("Area", "Standard"):
            try:
                text = ctx.text({"column": column, "row": "All stations", "within": STATIONS_SECTION})
            except Exception as exc:  # noqa: BLE001 - the cell is missing
                return False, f"no {column} cell in the All stations row: {exc}"
            if text.strip():
                return False, f"the All stations row's {column} cell reads {text!r}, wanted it empty"
        return True, ""
    ctx.until(probe)


def per10k_after_incidents(ctx) -> None:
    def probe():
        h = _headers(ctx)
        at = [i for i, x in enumerate(h) if header_is(x, "Incidents per 10,000 residents")]
        inc = [i for i, x in enumerate(h) if re.fullmatch(r"Incidents(\s*\(.*\))?", x, re.I)]
        if not at or not inc or at[0] != inc[0] + 1:
            return False, f"'Incidents per 10,000 residents' does not come directly after Incidents: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Quarter at a glance" section, then the Stations table."""
    targets = [
        ("the page heading", {"heading": HEADING}),
        ("the Quarter at a glance section", {"section": "Quarter at a glance"}),
        ("the Stations table", TABLE),
    ]

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

"""Checks the vocabulary cannot say for presentation/034 (regional outage minutes).

- The chart may stand either way: the region's name sits "under or beside its bar", so vertical
  columns and horizontal bars both pass; each chart check tries both orientations.
- Bar names: every bar has role="img" and a name like "Harbourside: 21,828 minutes" (aria-label
  or SVG <title>, read from the chart's aria snapshot); exactly one named bar per region.
- Bars to scale: the named bars share one linear scale of their minutes (tasks/_lib/figures.py).
- Lines drawn under the chart or the table, the two target columns at the table's right end and
  the "Network summary" section under the page heading are judged from drawn boxes and the header
  row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_FIGURES = runpy.run_path(str(_LIB / "figures.py"))
_MARKS = runpy.run_path(str(_LIB / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
_MARKS_JS = _FIGURES["_MARKS_JS"]
scale_problem = _FIGURES["scale_problem"]

CHART_SECTION = {"section": "Outage minutes by region"}
CHART = {"chart": True, "within": CHART_SECTION}
TABLE_SECTION = {"section": "Outages by region"}
TABLE = {"role": "table", "within": TABLE_SECTION}
REGIONS = ["Northern Uplands", "Eastern Plains", "Harbourside", "Central Valley", "Western Isles", "Southern Coast"]
# (region, outage minutes), most first.
MINUTES_T2 = [("Central Valley", 41272), ("Southern Coast", 32936), ("Northern Uplands", 28840),
              ("Harbourside", 21828), ("Eastern Plains", 19322), ("Western Isles", 15147)]
MINUTES_T4 = [("Southern Coast", 32936), ("Northern Uplands", 28840), ("Central Valley", 27772),
              ("Harbourside", 21828), ("Eastern Plains", 19322), ("Western Isles", 15147)]


def _chart(ctx, data) -> None:
    step = {"target": CHART, "marks": "bars", "data": [{"label": n, "value": v} for n, v in data]}
    try:
        ctx.expect({"expect_chart": {**step, "axis": "y"}})
    except Exception as sideways:  # noqa: BLE001 - vertical columns are allowed too
        try:
            ctx.expect({"expect_chart": {**step, "axis": "x"}})
        except Exception as upright:  # noqa: BLE001
            raise AssertionError(f"as horizontal bars: {sideways}; as columns: {upright}") from None


def chart_t2(ctx) -> None:
    _chart(ctx, MINUTES_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, MINUTES_T4)


def _to_scale(ctx, data) -> None:
    prefixes = {f"{n}:": v for n, v in data}

    def probe():
        found = ctx.locate(CHART).evaluate(_MARKS_JS, [[k] for k in prefixes])
        sideways = scale_problem(found, prefixes, marks="bars", axis="y", what="bar")
        if sideways is None:
            return True, ""
        upright = scale_problem(found, prefixes, marks="bars", axis="x", what="bar")
        if upright is None:
            return True, ""
        return False, f"as horizontal bars: {sideways}; as columns: {upright}"
    ctx.until(probe)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, MINUTES_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, MINUTES_T4)


def _names_probe(ctx, data, forbidden=()):
    def probe():
        names = [n for n in img_names(ctx, CHART) if any(n.startswith(f"{r}:") for r in REGIONS)]
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Harbourside: …', wanted {len(data)}: {names}"
        for region, minutes in data:
            want = f"{region}: {minutes:,} minutes"
            mine = [x for x in names if x.startswith(f"{region}:")]
            if mine != [want]:
                return False, f"the {region} bar is named {mine}, wanted {want!r}"
        stale = [x for x in names if any(f in x for f in forbidden)]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, MINUTES_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, MINUTES_T4, forbidden=("41,272", "41272")))


def central_valley_bar_named(ctx) -> None:
    def probe():
        names = [n for n in img_names(ctx, CHART) if n.startswith("Central Valley:")]
        if names != ["Central Valley: 27,772 minutes"]:
            return False, f"the Central Valley bar is named {names}, wanted 'Central Valley: 27,772 minutes'"
        return True, ""
    ctx.until(probe)


def most_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Most outage minutes:", CHART_SECTION)


def target_lines_under_table(ctx) -> None:
    below(ctx, TABLE, "the table", "Over target (", TABLE_SECTION)
    below(ctx, TABLE, "the table", "Met target (", TABLE_SECTION)


def target_columns_at_end(ctx) -> None:
    """Target then Against target are the table's last two columns."""
    def probe():
        h = ctx.locate(TABLE).first.evaluate(HEADERS_JS)
        if len(h) < 6 or not (header_is(h[-2], "Target") and header_is(h[-1], "Against target")):
            return False, f"the table's columns do not end with Target, Against target: {h}"
        return True, ""
    ctx.until(probe)


def summary_first(ctx) -> None:
    """The page heading, then "Network summary", then the Outages by region table."""
    parts = [
        ("the page heading", {"heading": "Tallis Mobile outage minutes, November 2026"}),
        ("the Network summary section", {"section": "Network summary"}),
        ("the Outages by region table", TABLE),
    ]

    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in parts]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)

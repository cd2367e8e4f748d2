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
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
chart_either_way = _FIGURES["chart_either_way"]
one_named = _MARKS["one_named"]

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
    chart_either_way(ctx, CHART, data, first="y")


def chart_t2(ctx) -> None:
    _chart(ctx, MINUTES_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, MINUTES_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either")


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, MINUTES_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, MINUTES_T4)


def _names_probe(ctx, data, forbidden=()):
    return names_probe(lambda: names_starting(ctx, CHART, REGIONS),
                       [(region, f"{region}: {minutes:,} minutes") for region, minutes in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, MINUTES_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, MINUTES_T4, forbidden=("41,272", "41272")))


def central_valley_bar_named(ctx) -> None:
    one_named(ctx, lambda: img_names(ctx, CHART), "Central Valley", "Central Valley: 27,772 minutes")


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
    tops_in_order(ctx, [
        ("the page heading", {"heading": "Tallis Mobile outage minutes, November 2026"}),
        ("the Network summary section", {"section": "Network summary"}),
        ("the Outages by region table", TABLE),
    ])

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
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

_LIB = Path(__file__).parents[2] / "_lib"
_FIGURES = runpy.run_path(str(_LIB / "figures.py"))
_MARKS = runpy.run_path(str(_LIB / "marks.py"))
below = _MARKS["below"]
header_is = _MARKS["header_is"]
columns_end = _MARKS["columns_end"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
chart_either_way = _FIGURES["chart_either_way"]
headers = _MARKS["headers"]
one_named = _MARKS["one_named"]

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
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, BARS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, BARS_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either")


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, BARS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, BARS_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, STATIONS, fold_case=True)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(station, f"{station}: {n:,} incidents") for station, n in data],
                       forbidden=forbidden, regex=True, fold_case=True)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, BARS_T4, forbidden=(r"(^|\D)238(\D|$)", r"2,?216")))


def kelby_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Kelby Cross", "Kelby Cross: 362 incidents", fold_case=True)


def busiest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Busiest station:", CHART_SECTION)


def meeting_under_table(ctx) -> None:
    below(ctx, TABLE, "the Stations table", "Stations meeting their standard:", STATIONS_SECTION)


def area_standard_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Area", "Standard"], "the Stations table")


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
        h = headers(ctx, TABLE)
        at = [i for i, x in enumerate(h) if header_is(x, "Incidents per 10,000 residents")]
        inc = [i for i, x in enumerate(h) if re.fullmatch(r"Incidents(\s*\(.*\))?", x, re.I)]
        if not at or not inc or at[0] != inc[0] + 1:
            return False, f"'Incidents per 10,000 residents' does not come directly after Incidents: {h}"
        return True, ""
    ctx.until(probe)


def glance_first(ctx) -> None:
    """Page heading, then the "Quarter at a glance" section, then the Stations table."""
    tops_in_order(ctx, [
        ("the page heading", {"heading": HEADING}),
        ("the Quarter at a glance section", {"section": "Quarter at a glance"}),
        ("the Stations table", TABLE),
    ])

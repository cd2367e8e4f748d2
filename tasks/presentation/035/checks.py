"""Checks no verb can say for presentation/035 (brewery production report).

- The chart may be drawn as columns or as horizontal bars ("under or beside its bar"); the chart
  checks try both.
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one
  role img per beer, named exactly "Dark Tarn: 35.8 hL".
- Bars to scale and from 0 use tasks/_lib/figures.py; positions (lines under the table or chart,
  columns at the right end or after Brewed (hL), section order) are read from drawn boxes and the
  header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
below = _MARKS["below"]
box = _MARKS["box"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
column_after = _MARKS["column_after"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]

HEADING = {"heading": "Hollin Beck Brewery production, October 2026"}
CHART_SECTION = {"section": "Brewed volume"}
CHART = {"chart": True, "within": CHART_SECTION}
PROD = {"section": "Production"}
TABLE = {"role": "table", "within": PROD}
BEERS = ["Amber Fell", "Copper Gill", "Dark Tarn", "Ghyll Pale", "Marra IPA", "Scree Lager"]
# Most brewed first.
BREWED_T2 = [("Scree Lager", 131.7), ("Ghyll Pale", 126.4), ("Amber Fell", 93.6), ("Marra IPA", 72.0),
             ("Copper Gill", 58.2), ("Dark Tarn", 35.8)]
BREWED_T4 = [("Scree Lager", 131.7), ("Ghyll Pale", 126.4), ("Amber Fell", 93.6), ("Copper Gill", 58.2),
             ("Marra IPA", 56.0), ("Dark Tarn", 35.8)]
LINES = ["Plan achieved overall:", "Beers short of plan:", "Total packaged:", "Packaging loss:", "Largest share:"]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, BREWED_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, BREWED_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale that starts at 0, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, BREWED_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, BREWED_T4)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: names_starting(ctx, CHART, BEERS),
                       [(beer, f"{beer}: {v:.1f} hL") for beer, v in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, BREWED_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, BREWED_T4, forbidden=("72.0",)))


def _lines_under_table(ctx, n: int) -> None:
    for line in LINES[:n]:
        below(ctx, TABLE, "the table", line, PROD)
    lines_in_order(ctx, LINES[:n], PROD, "under the table")


def two_lines_under_table(ctx) -> None:
    _lines_under_table(ctx, 2)


def four_lines_under_table(ctx) -> None:
    _lines_under_table(ctx, 4)


def largest_line_last(ctx) -> None:
    _lines_under_table(ctx, 5)


def brewed_lines_under_chart(ctx) -> None:
    for line in ("Total brewed:", "Average per beer:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def packaged_columns_at_end(ctx) -> None:
    columns_end(ctx, TABLE, ["Packaged (hL)", "Loss (hL)"])


def share_after_brewed(ctx) -> None:
    column_after(ctx, TABLE, "Share of brewed", "Brewed (hL)")


def _order(ctx, targets) -> None:
    tops_in_order(ctx, targets, gap=2)


def chart_below_production(ctx) -> None:
    """The "Brewed volume" section and its chart come after the Production section and its table."""
    _order(ctx, [("the page heading", HEADING), ("the Production section", PROD), ("the Production table", TABLE),
                 ("the Brewed volume section", CHART_SECTION), ("the chart", CHART)])
    t, c = box(ctx, TABLE, "the table"), box(ctx, CHART, "the chart")
    if c["y"] < t["y"] + t["height"] - 2:
        raise AssertionError("the chart is not below the Production table")


def chart_first(ctx) -> None:
    """Page heading, then the "Brewed volume" section with its chart, then "Production"."""
    _order(ctx, [("the page heading", HEADING), ("the Brewed volume section", CHART_SECTION),
                 ("the Production section", PROD), ("the Production table", TABLE)])
    c, p = box(ctx, CHART, "the chart"), box(ctx, PROD, "the Production section")
    if c["y"] + c["height"] > p["y"] + 2:
        raise AssertionError("the chart is not above the Production section")

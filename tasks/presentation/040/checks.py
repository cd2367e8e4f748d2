"""Checks no verb can say for presentation/040 (beekeeping association honey harvest 2026).

- The chart may be drawn as columns or as horizontal bars (the apiary's name is written "under or
  beside its bar"), so the chart checks try both orientations (tasks/_lib/figures.py).
- Bar names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike):
  exactly one role img per apiary, each exactly "Quarry Top: 13.5 kg per hive".
- Bars to scale and from 0: each named bar's length is one linear function of its yield with no
  offset, so a bar drawn from a stale figure or an axis starting at 10 kg fails.
- Where things are drawn: the chart's section below the Apiaries section, the lines under the
  table (the jar lines after the first two) and under the chart, the Jars column at the right end,
  the Season summary section directly under the page heading (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
below = _MARKS["below"]
box = _MARKS["box"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
columns_end = _MARKS["columns_end"]

HEADING = {"heading": "Fenmoor Beekeepers' Association: honey harvest 2026"}
# The page's only table. Not looked up inside the section headed "Apiaries": from turn 5 a Season summary
# card may carry its own heading "Apiaries", which the section lookup would find first.
TABLE = {"role": "table"}
CHART_SECTION = {"section": "Yield per hive"}
CHART = {"chart": True, "within": CHART_SECTION}
SUMMARY = {"section": "Season summary"}

NAMES = ["Ashcombe Orchard", "Brook Lane", "Church Meadow", "Heather Rise", "Mill Field", "Quarry Top", "Willow Bank"]
# Yield per hive, highest first.
YIELD_T2 = [("Heather Rise", 30.0), ("Church Meadow", 27.3), ("Mill Field", 24.4), ("Ashcombe Orchard", 23.9),
            ("Willow Bank", 20.0), ("Brook Lane", 19.9), ("Quarry Top", 13.5)]
YIELD_T4 = [("Heather Rise", 30.0), ("Church Meadow", 27.3), ("Mill Field", 24.4), ("Ashcombe Orchard", 23.9),
            ("Quarry Top", 21.8), ("Willow Bank", 20.0), ("Brook Lane", 19.9)]


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, YIELD_T2)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, YIELD_T4)


def to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in YIELD_T2}, axis="either", from_zero=True)


def to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in YIELD_T4}, axis="either", from_zero=True)


def _names_probe(ctx, data, forbidden=()):
    return names_probe(lambda: names_starting(ctx, CHART, NAMES),
                       [(apiary, f"{apiary}: {v:.1f} kg per hive") for apiary, v in data],
                       count=len(NAMES), forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, YIELD_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, YIELD_T4, forbidden=("13.5",)))


def _lines_in_order(ctx, texts) -> None:
    tops_in_order(ctx, [("the Apiaries table", TABLE)] + [(f"the line '{t}'", {"text": t}) for t in texts])

    def probe():
        try:
            table = box(ctx, TABLE, "the Apiaries table")
            lines = [(t, box(ctx, {"text": t}, f"the line '{t}'")) for t in texts]
        except AssertionError as exc:
            return False, str(exc)
        for t, line in lines:
            if line["y"] < table["y"] + table["height"] - 2:
                return False, f"the line '{t}' is not under the Apiaries table"
        return True, ""
    ctx.until(probe)


def lines_under_table(ctx) -> None:
    _lines_in_order(ctx, ["Total honey:", "Apiaries graded Poor:"])


def jar_lines_under(ctx) -> None:
    _lines_in_order(ctx, ["Total honey:", "Apiaries graded Poor:", "Jars filled:", "Jar sales at £7.50 each:"])


def chart_below_apiaries(ctx) -> None:
    tops_in_order(ctx, [("the Apiaries table", TABLE), ("the Yield per hive section", CHART_SECTION)])
    below(ctx, TABLE, "the Apiaries table", "Association yield per hive:", CHART_SECTION)


def chart_line_under(ctx) -> None:
    below(ctx, CHART, "the chart", "Association yield per hive:", CHART_SECTION)


def jars_at_end(ctx) -> None:
    columns_end(ctx, TABLE, ["Jars"], "the Apiaries table")


def summary_first(ctx) -> None:
    tops_in_order(ctx, [("the page heading", HEADING), ("the Season summary section", SUMMARY),
                 ("the Apiaries table", TABLE), ("the Yield per hive section", CHART_SECTION)])

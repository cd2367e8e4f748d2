"""Checks no verb can say for presentation/038 (EV charging hub, November 2026).

- Point names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike):
  exactly one role img per month, each exactly "Jun: 28,115 kWh".
- Points to scale and from 0: each named point's height is one linear function of its energy
  (tasks/_lib/figures.py), and the level that function gives to 0 kWh lies inside the drawn
  chart (a value axis starting at 25,000 puts it far below the chart).
- Where things are drawn: the chart's section below the Chargers section, the lines under the
  chart, the Revenue column at the right end, the At a glance section directly under the page
  heading and the By charger type section between it and Chargers (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
drawn_to_scale = _FIGURES["drawn_to_scale"]
_fit = _FIGURES["_fit"]
_MARKS_JS = _FIGURES["_MARKS_JS"]
below = _MARKS["below"]
box = _MARKS["box"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
columns_end = _MARKS["columns_end"]

HEADING = {"heading": "Brackenford Charging Hub: November 2026"}
CHARGERS = {"section": "Chargers"}
CHARGER_TABLE = {"role": "table", "within": CHARGERS}
MONTHS_SECTION = {"section": "Energy by month"}
CHART = {"chart": True, "within": MONTHS_SECTION}
GLANCE = {"section": "At a glance"}
TYPES = {"section": "By charger type"}

MONTHS = ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]
ENERGY_T2 = [28115, 31460, 33902, 30877, 36540, 41505]
ENERGY_T4 = ENERGY_T2[:5] + [44005]


def _names_probe(ctx, values, forbidden=()):
    return names_probe(lambda: names_starting(ctx, CHART, MONTHS),
                       [(month, f"{month}: {v:,} kWh") for month, v in zip(MONTHS, values)],
                       what="point", count=len(MONTHS), forbidden=forbidden)


def point_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, ENERGY_T2))


def point_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, ENERGY_T4, forbidden=("41,505",)))


def _from_zero(ctx, values) -> None:
    """The level the points' shared scale gives to 0 kWh lies within the drawn chart."""
    data = {f"{m}:": v for m, v in zip(MONTHS, values)}

    def probe():
        found = ctx.locate(CHART).evaluate(_MARKS_JS, [[k] for k in data])
        keys = list(data)
        pairs = []
        for f in found:
            parts = f["parts"]
            top = min(p["top"] for p in parts)
            bottom = max(p["bottom"] for p in parts)
            pairs.append((data[keys[f["i"]]], (top + bottom) / 2))
        if len({v for v, _ in pairs}) < 3:
            return True, ""  # too few named points: left to the name requirement
        a, b = _fit(pairs)
        zero = a  # the centre y a point of 0 kWh would have
        chart = box(ctx, CHART, "the chart")
        if zero > chart["y"] + chart["height"] + 4:
            return False, (f"the points are not measured from 0: on their scale 0 kWh would sit at y={zero:.0f}, "
                           f"below the chart (bottom at y={chart['y'] + chart['height']:.0f})")
        return True, ""
    ctx.until(probe)


def points_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, ENERGY_T2)}, marks="points", what="point")
    _from_zero(ctx, ENERGY_T2)


def points_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, ENERGY_T4)}, marks="points", what="point")
    _from_zero(ctx, ENERGY_T4)


def months_below_chargers(ctx) -> None:
    tops_in_order(ctx, [("the Chargers section", CHARGERS), ("the Chargers table", CHARGER_TABLE),
                 ("the Energy by month section", MONTHS_SECTION)])
    below(ctx, CHARGER_TABLE, "the Chargers table", "Energy by month", MONTHS_SECTION)


def chart_lines_under(ctx) -> None:
    for line in ("Change since June:", "Best month:"):
        below(ctx, CHART, "the chart", line, MONTHS_SECTION)


def revenue_at_end(ctx) -> None:
    columns_end(ctx, CHARGER_TABLE, ["Revenue"], "the Chargers table")


def glance_first(ctx) -> None:
    tops_in_order(ctx, [("the page heading", HEADING), ("the At a glance section", GLANCE),
                 ("the Chargers section", CHARGERS)])


def types_between(ctx) -> None:
    tops_in_order(ctx, [("the page heading", HEADING), ("the At a glance section", GLANCE),
                 ("the By charger type section", TYPES), ("the Chargers section", CHARGERS),
                 ("the Energy by month section", MONTHS_SECTION)])

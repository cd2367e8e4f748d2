"""Checks no verb can say for presentation/025 (wind farm turbine availability report).

- The chart may be drawn either way: the request lets each turbine's name sit "under or beside
  its bar", so columns and horizontal bars are both right; the chart checks try both.
- Bar names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike):
  exactly one role img per turbine, each exactly "Dunmore: 1,702.4 MWh".
- Bars to scale and from 0: each named bar's length is proportional to its energy
  (tasks/_lib/figures.py), so a bar drawn from a stale figure or from a baseline other than 0 is caught.
- Lines under the table or chart, columns at the right end or after Availability, and the
  chart section moved above the table: positions read from drawn boxes and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
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
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
one_named = _MARKS["one_named"]

HEADING = {"heading": "Skelloch Moss turbine availability, September 2026"}
CHART_SECTION = {"section": "Energy by turbine"}
CHART = {"chart": True, "within": CHART_SECTION}
TURBINE_SECTION = {"section": "Turbines"}
TABLE = {"role": "table", "within": TURBINE_SECTION}
TURBINES = ["Ashcairn", "Bellfield", "Corrie", "Dunmore", "Eskdale", "Fairlie"]
# In order of energy, most first.
ENERGY_T2 = [("Corrie", 2301.8), ("Fairlie", 2256.9), ("Ashcairn", 2184.6), ("Eskdale", 2098.7),
             ("Bellfield", 1941.3), ("Dunmore", 1702.4)]
ENERGY_T4 = [("Corrie", 2301.8), ("Fairlie", 2256.9), ("Ashcairn", 2184.6), ("Bellfield", 2120.4),
             ("Eskdale", 2098.7), ("Dunmore", 1702.4)]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, ENERGY_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, ENERGY_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale that starts at 0, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, ENERGY_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, ENERGY_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, TURBINES)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(turbine, f"{turbine}: {v:,.1f} MWh") for turbine, v in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, ENERGY_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, ENERGY_T4, forbidden=("1,941.3", "1941.3")))


def bellfield_named(ctx) -> None:
    one_named(ctx, lambda: _bar_names(ctx), "Bellfield", "Bellfield: 2,120.4 MWh")


def turbine_lines_under_table(ctx) -> None:
    for line in ("Farm availability:", "Turbines below guarantee:"):
        below(ctx, TABLE, "the table", line, TURBINE_SECTION)
    lines_in_order(ctx, ["Farm availability:", "Turbines below guarantee:"], TURBINE_SECTION, "under the table")


def contract_line_third(ctx) -> None:
    below(ctx, TABLE, "the table", "Farm contract availability:", TURBINE_SECTION)
    lines_in_order(ctx, ["Farm availability:", "Turbines below guarantee:", "Farm contract availability:"],
              TURBINE_SECTION, "under the table")


def improved_line_last(ctx) -> None:
    below(ctx, TABLE, "the table", "Turbines improved since August:", TURBINE_SECTION)
    lines_in_order(ctx, ["Farm availability:", "Turbines below guarantee:", "Farm contract availability:",
                    "Turbines improved since August:"], TURBINE_SECTION, "at the end of the Turbines section")


def energy_lines_under_chart(ctx) -> None:
    for line in ("Total energy:", "Capacity factor:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def contract_columns_at_end(ctx) -> None:
    """Planned hours then Contract availability are the table's last two columns."""
    columns_end(ctx, TABLE, ["Planned hours", "Contract availability"])


def change_after_availability(ctx) -> None:
    column_after(ctx, TABLE, "Change since August", "Availability")


def energy_first(ctx) -> None:
    """Page heading, then the "Energy by turbine" section, then the "Turbines" section."""
    targets = [
        ("the page heading", HEADING),
        ("the Energy by turbine section", CHART_SECTION),
        ("the Turbines section", TURBINE_SECTION),
        ("the Turbines table", TABLE),
    ]

    def probe():
        try:
            tops = [(what, box(ctx, t, what)["y"]) for what, t in targets]
        except AssertionError as exc:
            return False, str(exc)
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        chart_bottom = box(ctx, CHART, "the chart")
        if chart_bottom["y"] + chart_bottom["height"] > tops[2][1] + 2:
            return False, "the chart is not above the Turbines section"
        return True, ""
    ctx.until(probe)

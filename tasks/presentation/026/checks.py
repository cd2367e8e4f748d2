"""Checks no verb can say for presentation/026 (leisure centre pool attendance report).

- The chart may be drawn either way: the request lets each session type sit "under or beside its
  bar", so columns and horizontal bars are both right; the chart checks try both.
- Bar names are read from the chart's aria snapshot (an aria-label and an SVG <title> alike):
  exactly one role img per session type, each exactly "Aqua fit: 598 swims".
- Bars to scale and from 0: each named bar's length is proportional to its swims
  (tasks/_lib/figures.py), so a bar drawn from a stale figure or from a baseline other than 0 is caught.
- Lines under the table or chart and columns at the right end: positions read from drawn boxes
  and the header row.
- The mark-name, column-order and drawn-order probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
below = _MARKS["below"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
columns_run = _MARKS["columns_run"]
lines_in_order = _MARKS["lines_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]

CHART_SECTION = {"section": "Swims by session type"}
CHART = {"chart": True, "within": CHART_SECTION}
SESSION_SECTION = {"section": "Sessions"}
TABLE = {"role": "table", "within": SESSION_SECTION}
TYPES = ["Early lanes", "Public swim", "Aqua fit", "Swim lessons", "Family splash", "Club training"]
# In order of swims, most first.
SWIMS_T2 = [("Public swim", 3072), ("Club training", 1412), ("Swim lessons", 1294), ("Early lanes", 706),
            ("Aqua fit", 598), ("Family splash", 432)]
SWIMS_T4 = [("Public swim", 3072), ("Club training", 1412), ("Swim lessons", 1294), ("Aqua fit", 598),
            ("Early lanes", 566), ("Family splash", 396)]


def _chart(ctx, data) -> None:
    chart_either_way(ctx, CHART, data)


def chart_t2(ctx) -> None:
    _chart(ctx, SWIMS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, SWIMS_T4)


def _to_scale(ctx, data) -> None:
    """One shared linear scale that starts at 0, as columns or as horizontal bars."""
    drawn_to_scale(ctx, CHART, {f"{n}:": v for n, v in data}, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, SWIMS_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, SWIMS_T4)


def _bar_names(ctx) -> list[str]:
    return names_starting(ctx, CHART, TYPES)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _bar_names(ctx),
                       [(kind, f"{kind}: {v:,} swims") for kind, v in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, SWIMS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, SWIMS_T4, forbidden=(": 706 ", ": 432 ")))


def corrected_named(ctx) -> None:
    def probe():
        names = [n for n in _bar_names(ctx) if n.startswith(("Early lanes:", "Family splash:"))]
        want = ["Early lanes: 566 swims", "Family splash: 396 swims"]
        if sorted(names) != want:
            return False, f"the corrected bars are named {names}, wanted {want}"
        return True, ""
    ctx.until(probe)


def busiest_under_chart(ctx) -> None:
    below(ctx, CHART, "the chart", "Busiest session type:", CHART_SECTION)


def level_lines_under_table(ctx) -> None:
    for line in ("Busy session types:", "Quiet session types:"):
        below(ctx, TABLE, "the table", line, SESSION_SECTION)
    lines_in_order(ctx, ["Busy session types:", "Quiet session types:"], SESSION_SECTION, "under the table")


def income_line_third(ctx) -> None:
    below(ctx, TABLE, "the table", "Income per swim:", SESSION_SECTION)
    lines_in_order(ctx, ["Busy session types:", "Quiet session types:", "Income per swim:"], SESSION_SECTION,
              "under the table")


def occupancy_columns_at_end(ctx) -> None:
    """Occupancy then Level right after Average swims, at the right end (turn 3); only the Income
    column turn 5 adds at the right end may follow them."""
    columns_run(ctx, TABLE, ["Average swims", "Occupancy", "Level"], then=["Income"])


def income_last(ctx) -> None:
    columns_end(ctx, TABLE, ["Income"])

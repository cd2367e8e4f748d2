"""Checks no verb can say for presentation/050 (rural full-fibre rollout by parish and quarter).

- The request lets each parish's name sit "under or beside its bar": columns and horizontal bars
  are both right, so the chart checks accept either orientation (tasks/_lib/figures.py).
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one
  role img per parish, each exactly "Fosswick: 85.8% of plan" (tasks/_lib/marks.py names_probe).
- Bars to scale: every named bar's length is one linear function of its against-plan figure,
  measured from 0, so a bar drawn from a stale figure or clipped at an axis end fails; and every
  bar lies whole inside the chart's drawn area (a bar whose 0 sits outside the chart, behind an
  axis that starts at 80%, is cut off and not seen from 0; tasks/_lib/figures.py bars_inside).
- Lines under the chart or a table, the Left to connect column after Connected, the Quarters
  section under the chart section and, later, directly under the page heading are read from drawn
  boxes and the header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_starting = _MARKS["names_starting"]
names_probe = _MARKS["names_probe"]
bars_inside = _FIGURES["bars_inside"]
column_after = _MARKS["column_after"]
one_named = _MARKS["one_named"]

HEADING = {"heading": "Fellside Fibre rollout, 2026"}
CHART_SECTION = {"section": "Against plan by parish"}
CHART = {"chart": True, "within": CHART_SECTION}
PARISH_SECTION = {"section": "Parishes"}
PARISH_TABLE = {"role": "table", "within": PARISH_SECTION}
QUARTER_SECTION = {"section": "Quarters"}
QUARTER_TABLE = {"role": "table", "within": QUARTER_SECTION}
PARISHES = ["Ashby Moor", "Brackenthwaite", "Carrow Fell", "Dunmere", "Elderholm", "Fosswick"]
# Highest against-plan figure first.
PLAN_T2 = [("Elderholm", 111.8), ("Brackenthwaite", 100.0), ("Ashby Moor", 96.2), ("Carrow Fell", 95.0),
           ("Dunmere", 92.5), ("Fosswick", 85.8)]
PLAN_T4 = [("Elderholm", 111.8), ("Brackenthwaite", 100.0), ("Carrow Fell", 95.0), ("Dunmere", 92.5),
           ("Fosswick", 85.8), ("Ashby Moor", 84.9)]


def chart_t2(ctx) -> None:
    chart_either_way(ctx, CHART, PLAN_T2)


def chart_t4(ctx) -> None:
    chart_either_way(ctx, CHART, PLAN_T4)


def _scale(ctx, data) -> None:
    drawn_to_scale(ctx, CHART, {f"{p}:": v for p, v in data}, axis="either", from_zero=True)


def _inside(ctx, data) -> None:
    """Every named bar is drawn whole inside the chart (tasks/_lib/figures.py bars_inside)."""
    bars_inside(ctx, CHART, [f"{p}:" for p, _ in data])


def to_scale_t2(ctx) -> None:
    _scale(ctx, PLAN_T2)
    _inside(ctx, PLAN_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, PLAN_T4)
    _inside(ctx, PLAN_T4)


def _names(ctx) -> list[str]:
    return names_starting(ctx, CHART, PARISHES)


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _names(ctx),
                       [(parish, f"{parish}: {v:.1f}% of plan") for parish, v in data],
                       forbidden=forbidden)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, PLAN_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, PLAN_T4, forbidden=("96.2",)))


def ashby_named(ctx) -> None:
    one_named(ctx, lambda: _names(ctx), "Ashby Moor", "Ashby Moor: 84.9% of plan")


def no_old_names(ctx) -> None:
    def probe():
        stale = [n for n in img_names(ctx, CHART) if any(f in n for f in ("702", "955", "3,452", "3452"))]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    ctx.until(probe)


def chart_lines_under(ctx) -> None:
    below(ctx, CHART, "the chart", "Furthest ahead:", CHART_SECTION)
    below(ctx, CHART, "the chart", "Furthest behind:", CHART_SECTION)


def quarters_line_under_table(ctx) -> None:
    below(ctx, QUARTER_TABLE, "the Quarters table", "Quarters at or above plan:", QUARTER_SECTION)


def scope_lines_under_table(ctx) -> None:
    lines = ["Connected so far:", "Fully connected parishes:"]
    for t in lines:
        below(ctx, PARISH_TABLE, "the Parishes table", t, PARISH_SECTION)
    lines_in_order(ctx, lines, PARISH_SECTION)


def quarters_under_chart(ctx) -> None:
    tops_in_order(ctx, [("the Against plan by parish section", CHART_SECTION), ("the Quarters section", QUARTER_SECTION)])


def quarters_section_first(ctx) -> None:
    """Page heading, then the Quarters section, then the Parishes section."""
    tops_in_order(ctx, [("the page heading", HEADING), ("the Quarters section", QUARTER_SECTION),
                 ("the Parishes section", PARISH_SECTION)])


def left_after_connected(ctx) -> None:
    column_after(ctx, PARISH_TABLE, "Left to connect", "Connected")

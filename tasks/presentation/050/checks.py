"""Checks no verb can say for presentation/050 (rural full-fibre rollout by parish and quarter).

- The request lets each parish's name sit "under or beside its bar": columns and horizontal bars
  are both right, so the chart checks accept either orientation (tasks/_lib/figures.py).
- Bar names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one
  role img per parish, each exactly "Fosswick: 85.8% of plan".
- Bars to scale: every named bar's length is one linear function of its against-plan figure,
  measured from 0, so a bar drawn from a stale figure or clipped at an axis end fails; and every
  bar lies whole inside the chart's drawn area (a bar whose 0 sits outside the chart, behind an
  axis that starts at 80%, is cut off and not seen from 0).
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
box = _MARKS["box"]
header_is = _MARKS["header_is"]
HEADERS_JS = _MARKS["HEADERS_JS"]
chart_either_way = _FIGURES["chart_either_way"]
drawn_to_scale = _FIGURES["drawn_to_scale"]

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


_INSIDE_JS = """
(chart, prefixes) => {
  const c = chart.getBoundingClientRect();
  const out = [];
  for (const m of chart.querySelectorAll('[role="img"]')) {
    const t = m.querySelector('title');
    const name = ((m.getAttribute('aria-label') || (t && t.textContent) || '')).replace(/\\s+/g, ' ').trim();
    if (!prefixes.some((p) => name.startsWith(p))) continue;
    const b = m.getBoundingClientRect();
    out.push({ name, left: b.left - c.left, right: c.right - b.right, top: b.top - c.top, bottom: c.bottom - b.bottom });
  }
  return out;
}
"""


def _inside(ctx, data) -> None:
    """Every named bar is drawn whole inside the chart: a bar whose start (its 0) lies outside the
    chart's drawn area is cut off there, so what shows is not measured from 0."""
    prefixes = [f"{p}:" for p, _ in data]

    def probe():
        found = ctx.locate(CHART).first.evaluate(_INSIDE_JS, prefixes)
        out = [f"{b['name']!r} ({min(b['left'], b['right'], b['top'], b['bottom']):.0f} px)" for b in found
               if min(b["left"], b["right"], b["top"], b["bottom"]) < -1.5]
        if out:
            return False, f"bars reach outside the chart's drawn area and are cut off there: {out}"
        return True, ""
    ctx.until(probe)


def to_scale_t2(ctx) -> None:
    _scale(ctx, PLAN_T2)
    _inside(ctx, PLAN_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, PLAN_T4)
    _inside(ctx, PLAN_T4)


def _names(ctx) -> list[str]:
    return [n for n in img_names(ctx, CHART) if any(n.startswith(f"{p}:") for p in PARISHES)]


def _names_probe(ctx, data, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _names(ctx)
        if len(names) != len(data):
            return False, f"{len(names)} bars with role img named like 'Fosswick: …', wanted {len(data)}: {names}"
        for parish, v in data:
            want = f"{parish}: {v:.1f}% of plan"
            mine = [x for x in names if x.startswith(f"{parish}:")]
            if mine != [want]:
                return False, f"the {parish} bar is named {mine}, wanted {want!r}"
        stale = [x for x in names if any(f in x for f in forbidden)]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    return probe


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, PLAN_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, PLAN_T4, forbidden=("96.2",)))


def ashby_named(ctx) -> None:
    def probe():
        names = [n for n in _names(ctx) if n.startswith("Ashby Moor:")]
        if names != ["Ashby Moor: 84.9% of plan"]:
            return False, f"the Ashby Moor bar is named {names}, wanted 'Ashby Moor: 84.9% of plan'"
        return True, ""
    ctx.until(probe)


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


def _in_order(ctx, texts: list[str], section: dict) -> None:
    def probe():
        try:
            tops = [box(ctx, {"text": t, "within": section}, f"the line '{t}…'")["y"] for t in texts]
        except AssertionError as exc:
            return False, str(exc)
        if any(not a < b for a, b in zip(tops, tops[1:])):
            return False, f"the lines {texts} are not drawn in this order (tops at {[round(t) for t in tops]})"
        return True, ""
    ctx.until(probe)


def scope_lines_under_table(ctx) -> None:
    lines = ["Connected so far:", "Fully connected parishes:"]
    for t in lines:
        below(ctx, PARISH_TABLE, "the Parishes table", t, PARISH_SECTION)
    _in_order(ctx, lines, PARISH_SECTION)


def _above(ctx, targets) -> None:
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


def quarters_under_chart(ctx) -> None:
    _above(ctx, [("the Against plan by parish section", CHART_SECTION), ("the Quarters section", QUARTER_SECTION)])


def quarters_section_first(ctx) -> None:
    """Page heading, then the Quarters section, then the Parishes section."""
    _above(ctx, [("the page heading", HEADING), ("the Quarters section", QUARTER_SECTION),
                 ("the Parishes section", PARISH_SECTION)])


def left_after_connected(ctx) -> None:
    def probe():
        h = ctx.locate(PARISH_TABLE).first.evaluate(HEADERS_JS)
        at = [i for i, x in enumerate(h) if header_is(x, "Connected")]
        if not at or len(h) <= at[0] + 1 or not header_is(h[at[0] + 1], "Left to connect"):
            return False, f"'Left to connect' is not the column directly after Connected: {h}"
        return True, ""
    ctx.until(probe)

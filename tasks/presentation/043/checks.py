"""Checks no verb can say for presentation/043 (Hollowmere Market Garden greenhouse yields).

- The Harvest against target chart is grouped: two bars per crop (target, then harvest). The
  vocabulary's ``expect_chart`` reads one series along an axis, so the pairs' order is read here
  from the drawn boxes of the role img marks: along the category axis (columns or horizontal
  bars, the request leaves it open) the marks run target, harvest, target, harvest… in the
  table's order of crops.
- Bars to scale, from 0: all fourteen named bars share one linear scale through 0
  (tasks/_lib/figures.py ``drawn_to_scale``), so a bar drawn from a stale figure, a series
  scaled on its own or a clipped bar fails.
- Bar names are read from the chart's aria snapshot (aria-label and SVG <title> alike): exactly
  one role img per crop and series, "Chillies target: 1,215 kg", "Chillies harvest: 1,215 kg".
- Lines under tables, column places and the Heating section's place are read from drawn boxes
  and header rows (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
columns_end = _MARKS["columns_end"]
column_after = _MARKS["column_after"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_probe = _MARKS["names_probe"]

HEADING = {"heading": "Hollowmere Market Garden: greenhouse crop yields, 2026 season"}
CROPS = {"section": "Crops"}
CROPS_TABLE = {"role": "table", "within": CROPS}
CHART_SECTION = {"section": "Harvest against target"}
CHART = {"chart": True, "within": CHART_SECTION}
HEATING = {"section": "Heating"}
HEATING_TABLE = {"role": "table", "within": HEATING}

TARGETS = {"Tomatoes": 15500, "Cucumbers": 9000, "Sweet peppers": 5600, "Aubergines": 3600, "Chillies": 1215,
           "Salad leaves": 3000, "Strawberries": 4800}
HARVEST_T2 = {"Tomatoes": 16086, "Cucumbers": 8910, "Sweet peppers": 5330, "Aubergines": 3750, "Chillies": 1215,
              "Salad leaves": 2903, "Strawberries": 2740}
HARVEST_T4 = {**HARVEST_T2, "Strawberries": 5236}
ORDER_T2 = ["Tomatoes", "Cucumbers", "Sweet peppers", "Aubergines", "Chillies", "Salad leaves", "Strawberries"]
ORDER_T4 = ["Tomatoes", "Cucumbers", "Sweet peppers", "Aubergines", "Chillies", "Strawberries", "Salad leaves"]
ORDER_T5 = ["Strawberries", "Salad leaves", "Tomatoes", "Cucumbers", "Aubergines", "Chillies", "Sweet peppers"]

_IMG_BOXES_JS = r"""
(root) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const byId = ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
    if (norm(byId)) return norm(byId);
    const aria = norm(el.getAttribute('aria-label'));
    if (aria) return aria;
    for (const c of el.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  };
  return [...root.querySelectorAll('[role="img"]')].map((el) => {
    const b = el.getBoundingClientRect();
    return { name: nameOf(el), x: b.left + b.width / 2, y: b.top + b.height / 2 };
  }).filter((m) => m.name);
}
"""


def _series_names(ctx) -> list[str]:
    return [n for n in img_names(ctx, CHART) if any(n.startswith(f"{c} target:") or n.startswith(f"{c} harvest:") for c in TARGETS)]


def _names_probe(ctx, harvest):
    return names_probe(lambda: _series_names(ctx),
                       [(f"{crop} {series}", f"{crop} {series}: {value:,} kg") for crop, t in TARGETS.items()
                        for series, value in (("target", t), ("harvest", harvest[crop]))],
                       count=14)


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, HARVEST_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, HARVEST_T4))


def _scale(ctx, harvest) -> None:
    data = {}
    for crop, t in TARGETS.items():
        data[f"{crop} target:"] = t
        data[f"{crop} harvest:"] = harvest[crop]
    drawn_to_scale(ctx, CHART, data, axis="either", from_zero=True)


def to_scale_t2(ctx) -> None:
    _scale(ctx, HARVEST_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, HARVEST_T4)


def _pairs_probe(ctx, order):
    want = [f"{c} {s}:" for c in order for s in ("target", "harvest")]

    def probe():
        marks = ctx.locate(CHART).first.evaluate(_IMG_BOXES_JS)
        seq = []
        for prefix in want:
            found = [m for m in marks if m["name"].startswith(prefix)]
            if len(found) != 1:
                return False, f"{len(found)} bars named '{prefix} …' in the chart, wanted one"
            seq.append(found[0])
        for axis in ("x", "y"):
            pos = [m[axis] for m in seq]
            if all(a < b for a, b in zip(pos, pos[1:])):
                return True, ""
        return False, ("the bars do not run target, harvest pair by pair in the order "
                       f"{order} (left to right or top to bottom)")
    return probe


def _labels(ctx, order) -> None:
    for crop in order:
        ctx.expect({"expect_text": {"regex": rf"(^|\s){crop}(\s|$)", "within": dict(CHART)}})
    ctx.expect({"expect_order": {"texts": list(order), "within": dict(CHART)}})


def pairs_t2(ctx) -> None:
    ctx.until(_pairs_probe(ctx, ORDER_T2))
    _labels(ctx, ORDER_T2)


def pairs_t4(ctx) -> None:
    ctx.until(_pairs_probe(ctx, ORDER_T4))
    _labels(ctx, ORDER_T4)


def pairs_t5(ctx) -> None:
    ctx.until(_pairs_probe(ctx, ORDER_T5))
    _labels(ctx, ORDER_T5)


def no_old_names(ctx) -> None:
    def probe():
        stale = [n for n in img_names(ctx, CHART) if "2,740" in n or "2740" in n]
        if stale:
            return False, f"a bar still carries an old figure: {stale}"
        return True, ""
    ctx.until(probe)


def yield_line_under_table(ctx) -> None:
    below(ctx, CROPS_TABLE, "the Crops table", "Crops yielding 25.0 kg/m² or more:", CROPS)


def target_line_after_yield(ctx) -> None:
    below(ctx, CROPS_TABLE, "the Crops table", "Crops at or above target:", CROPS)
    lines_in_order(ctx, ["Crops yielding 25.0 kg/m² or more:", "Crops at or above target:"], CROPS)


def heating_line_under_table(ctx) -> None:
    below(ctx, HEATING_TABLE, "the Heating table", "Lowest heating per kg:", HEATING)


def target_columns_last(ctx) -> None:
    columns_end(ctx, CROPS_TABLE, ["Target (kg)", "Of target"], "the Crops table")


def share_after_harvest(ctx) -> None:
    column_after(ctx, CROPS_TABLE, "Share of harvest", "Harvest (kg)", "the Crops table")


def heating_last(ctx) -> None:
    """Heating comes at the end of the page: after Crops and after the chart section."""
    tops_in_order(ctx, [("the Crops section", CROPS), ("the Harvest against target section", CHART_SECTION),
                         ("the Heating section", HEATING)])


def heating_first(ctx) -> None:
    tops_in_order(ctx, [("the page heading", HEADING), ("the Heating section", HEATING), ("the Crops section", CROPS)])


_LEGEND_JS = r"""
(root) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const aria = norm(el.getAttribute('aria-label'));
    if (aria) return aria;
    for (const c of el.children) if (c.localName === 'title') return norm(c.textContent);
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    return norm(ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' '));
  };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const clear = (v) => !v || v === 'none' || v === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(v);
  const SHAPES = ['rect', 'path', 'polygon', 'circle', 'ellipse', 'line', 'polyline'];
  const paint = (el) => {
    const cs = getComputedStyle(el);
    if (el instanceof SVGElement) {
      if (!SHAPES.includes(el.localName)) return null;
      if (!clear(cs.fill) && el.localName !== 'line' && el.localName !== 'polyline') return cs.fill;
      if (!clear(cs.stroke)) return cs.stroke;
      return null;
    }
    if (!clear(cs.backgroundColor)) return cs.backgroundColor;
    if (cs.borderLeftStyle !== 'none' && parseFloat(cs.borderLeftWidth) >= 4 && !clear(cs.borderLeftColor)) return cs.borderLeftColor;
    return null;
  };
  const imgs = [...root.querySelectorAll('[role="img"]')];
  const barColour = (series) => {
    const el = imgs.find((e) => new RegExp(`\\s${series}:`, 'i').test(nameOf(e)));
    if (!el) return null;
    for (const e of [el, ...el.querySelectorAll('*')]) { const p = paint(e); if (p) return p; }
    return null;
  };
  const inBar = (e) => imgs.some((b) => b === e || b.contains(e));
  const all = [...root.querySelectorAll('*')].filter((e) => shown(e) && !inBar(e));
  const legendFor = (word) => {
    const labels = all.filter((e) => norm(e.textContent) === word && ![...e.children].some((c) => norm(c.textContent) === word));
    if (!labels.length) return { found: false };
    const label = labels[0];
    const lb = label.getBoundingClientRect();
    const lc = { x: lb.left + lb.width / 2, y: lb.top + lb.height / 2 };
    let best = null;
    for (const e of all) {
      if (e === label || e.contains(label) || norm(e.textContent)) continue;
      const p = paint(e);
      if (!p) continue;
      const b = e.getBoundingClientRect();
      if (b.width > 40 || b.height > 40 || (b.width === 0 && b.height === 0)) continue;
      const d = Math.hypot(b.left + b.width / 2 - lc.x, b.top + b.height / 2 - lc.y);
      if (!best || d < best.d) best = { d, colour: p };
    }
    const cs = getComputedStyle(label);
    const textColour = label instanceof SVGElement ? cs.fill : cs.color;
    return { found: true, swatch: best && best.d < 200 ? best.colour : null, text: textColour };
  };
  return { target: barColour('target'), harvest: barColour('harvest'), legend: { Target: legendFor('Target'), Harvest: legendFor('Harvest') } };
}
"""


def legend_matches(ctx) -> None:
    """A legend names "Target" and "Harvest", each beside a swatch (or written) in its bars' colour."""
    def probe():
        got = ctx.locate(CHART_SECTION).first.evaluate(_LEGEND_JS)
        bars = {"Target": got["target"], "Harvest": got["harvest"]}
        if not bars["Target"] or not bars["Harvest"]:
            return False, f"could not read the colour of the target and harvest bars: {bars}"
        if bars["Target"] == bars["Harvest"]:
            return False, f"target and harvest bars share one colour ({bars['Target']}): a legend cannot tell them apart"
        for word, entry in got["legend"].items():
            if not entry["found"]:
                return False, f"no legend entry reading exactly '{word}' in the Harvest against target section"
            if bars[word] not in (entry["swatch"], entry["text"]):
                return False, (f"the legend's '{word}' swatch ({entry['swatch']}) is not the colour of the "
                               f"{word.lower()} bars ({bars[word]})")
        return True, ""
    ctx.until(probe)

"""Checks no verb can say for presentation/002.

The chart carries two line series whose markers must have role="img" and accessible names.
`expect_chart` cannot tell two unnamed lines apart (it follows whichever line it meets first)
and does not treat square markers as points, so the markers are found by their role and name
and the drawing is inspected: each series' markers sit in month order from left to right at
heights that follow the values, a drawn line passes through them, and the two series differ
in style. The markers' heights must also follow one scale of the visits, shared by both years
once 2024 joins the chart (tasks/_lib/figures.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "Monthly visits", "exact": True}}
MONTHS = ["January", "February", "March", "April", "May", "June"]

V2025 = [9840, 10215, 12400, 11730, 12960, 10080]
V2025_FIXED = [9840, 10215, 12400, 11730, 12310, 10080]
V2024 = [9120, 9870, 11050, 11940, 12300, 9650]

_JS = r"""
(svg) => {
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const byId = ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
    if (byId.trim()) return byId.replace(/\s+/g, ' ').trim();
    const aria = (el.getAttribute('aria-label') || '').trim();
    if (aria) return aria.replace(/\s+/g, ' ');
    for (const c of el.children) if (c.localName === 'title') return c.textContent.replace(/\s+/g, ' ').trim();
    return '';
  };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const hiddenFromAT = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) if (e.getAttribute('aria-hidden') === 'true') return true;
    return false;
  };
  const paint = (v) => !!v && v !== 'none' && !/rgba\([^)]*,\s*0\)/.test(v) && v !== 'transparent';
  const markers = [], lines = [];
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.currentNode; el; el = walker.nextNode()) {
    if (!shown(el)) continue;
    const roles = (el.getAttribute('role') || '').split(/\s+/);
    if (roles.includes('img') && el !== svg && !hiddenFromAT(el)) {
      const b = el.getBoundingClientRect();
      let shape = el;
      if (!['circle', 'rect', 'path', 'polygon', 'ellipse', 'use', 'text'].includes(el.localName)) {
        const w = document.createTreeWalker(el, NodeFilter.SHOW_ELEMENT);
        for (let c = w.nextNode(); c; c = w.nextNode()) {
          if (['circle', 'rect', 'path', 'polygon', 'ellipse', 'use'].includes(c.localName)) { shape = c; break; }
        }
      }
      const sc = getComputedStyle(shape);
      markers.push({name: nameOf(el), x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2, bottom: b.bottom,
                    look: [shape.localName, sc.fill, sc.stroke, Math.round(b.width), Math.round(b.height)].join('|')});
      continue;
    }
    if (!['line', 'polyline', 'path'].includes(el.localName) || typeof el.getTotalLength !== 'function') continue;
    const cs = getComputedStyle(el);
    if (!paint(cs.stroke) || Number(cs.strokeOpacity) < 0.1 || parseFloat(cs.strokeWidth) <= 0) continue;
    if (el.localName === 'path' && paint(cs.fill) && Number(cs.fillOpacity) > 0.1) continue;
    const box = el.getBoundingClientRect();
    if (box.bottom - box.top < 4) continue;  // horizontal rules and gridlines are not data lines
    const ctm = el.getScreenCTM();
    const len = el.getTotalLength();
    const n = Math.min(1200, Math.max(24, Math.round(len / 1.5)));
    const pts = [];
    for (let i = 0; i <= n; i++) {
      const p = el.getPointAtLength((len * i) / n);
      pts.push([ctm.a * p.x + ctm.c * p.y + ctm.e, ctm.b * p.x + ctm.d * p.y + ctm.f]);
    }
    lines.push({pts, look: [cs.stroke, cs.strokeDasharray, cs.strokeWidth].join('|')});
  }
  return {markers, lines};
}
"""


def _shapes(ctx):
    return ctx.locate(CHART).evaluate(_JS)


def _parse(name: str):
    """'March 2025: 12,400 visits' -> ('March', '2025', 12400); 'March: 12,400 visits' -> ('March', None, 12400)."""
    head, sep, tail = name.partition(": ")
    if not sep:
        return None
    parts = head.split(" ")
    month = parts[0]
    year = parts[1] if len(parts) == 2 else None
    if month not in MONTHS or len(parts) > 2:
        return None
    return month, year, tail


def _near(pts, x, y, tol=4.0) -> bool:
    return any((px - x) ** 2 + (py - y) ** 2 <= tol * tol for px, py in pts)


def _series_problem(shapes, years: tuple, values: list[int], what: str):
    """None when the series' markers and line are drawn right, else a message."""
    found = {}
    for m in shapes["markers"]:
        p = _parse(m["name"])
        if p and p[1] in years:
            found.setdefault(p[0], []).append(m)
    missing = [mo for mo in MONTHS if len(found.get(mo, [])) != 1]
    if missing:
        return (f"{what}: not exactly one marker with role img named for {', '.join(missing)} "
                f"(marker names: {[m['name'] for m in shapes['markers']][:14]})")
    pts = [found[mo][0] for mo in MONTHS]
    for i in range(1, 6):
        if not pts[i]["x"] > pts[i - 1]["x"] + 1:
            return f"{what}: the {MONTHS[i]} marker is not to the right of the {MONTHS[i - 1]} marker"
    for i in range(6):
        for j in range(6):
            if values[i] > values[j] and not pts[i]["y"] < pts[j]["y"] - 0.25:
                return (f"{what}: {MONTHS[i]} ({values[i]:,}) is not drawn higher than "
                        f"{MONTHS[j]} ({values[j]:,})")
    through = [ln for ln in shapes["lines"] if all(_near(ln["pts"], p["x"], p["y"]) for p in pts)]
    if not through:
        # a line drawn as one segment per pair of months
        for a, b in zip(pts, pts[1:]):
            mid = ((a["x"] + b["x"]) / 2, (a["y"] + b["y"]) / 2)
            if not any(_near(ln["pts"], a["x"], a["y"]) and _near(ln["pts"], b["x"], b["y"])
                       and _near(ln["pts"], *mid, tol=6.0) for ln in shapes["lines"]):
                return f"{what}: no drawn line runs through the markers"
    return None


def _series_check(ctx, years: tuple, values: list[int], what: str) -> None:
    def probe():
        problem = _series_problem(_shapes(ctx), years, values, what)
        return problem is None, problem or ""
    ctx.until(probe)


def chart_2025_t1(ctx) -> None:
    _series_check(ctx, (None, "2025"), V2025, "2025 line")


def chart_2024(ctx) -> None:
    _series_check(ctx, ("2024",), V2024, "2024 line")


def chart_2025_fixed(ctx) -> None:
    _series_check(ctx, ("2025",), V2025_FIXED, "2025 line")


def series_distinct(ctx) -> None:
    def probe():
        shapes = _shapes(ctx)
        looks = {}
        for year in ("2025", "2024"):
            ms = [m for m in shapes["markers"] if (_parse(m["name"]) or (None, None))[1] == year]
            if not ms:
                return False, f"no {year} markers found"
            lines = [ln for ln in shapes["lines"] if sum(_near(ln["pts"], m["x"], m["y"]) for m in ms) >= 2]
            looks[year] = ({m["look"] for m in ms}, {ln["look"] for ln in lines})
        same_markers = looks["2025"][0] == looks["2024"][0]
        same_lines = looks["2025"][1] == looks["2024"][1]
        if same_markers and same_lines:
            return False, "the 2025 and 2024 series are drawn with the same line style and the same markers"
        return True, ""
    ctx.until(probe)


def legend_under_chart(ctx) -> None:
    def probe():
        shapes = _shapes(ctx)
        if not shapes["markers"]:
            return False, "no markers in the chart"
        lowest = max(m["bottom"] for m in shapes["markers"])
        for entry in ("2025 (this year)", "2024 (last year)"):
            box = ctx.locate({"text": entry, "within": {"section": "Monthly visits", "exact": True}}).bounding_box()
            if not box or box["y"] < lowest:
                return False, f"the legend entry {entry!r} is not under the chart's plotted data"
        return True, ""
    ctx.until(probe)


def _names_check(ctx, expected: list[str], forbidden: tuple[str, ...] = ()) -> None:
    def probe():
        names = [m["name"] for m in _shapes(ctx)["markers"]]
        monthly = [n for n in names if _parse(n)]
        missing = [e for e in expected if monthly.count(e) != 1]
        if missing or len(monthly) != len(expected):
            return False, f"marker names (role img) should be {expected}; found {monthly}"
        bad = [n for n in names if any(f in n for f in forbidden)]
        if bad:
            return False, f"a marker still carries the old figure: {bad}"
        return True, ""
    ctx.until(probe)


def marker_names_t1(ctx) -> None:
    _names_check(ctx, [f"{m}: {v:,} visits" for m, v in zip(MONTHS, V2025)])


def marker_names_t2(ctx) -> None:
    _names_check(ctx, [f"{m} 2025: {v:,} visits" for m, v in zip(MONTHS, V2025)]
                 + [f"{m} 2024: {v:,} visits" for m, v in zip(MONTHS, V2024)])


def marker_names_t4(ctx) -> None:
    _names_check(ctx, [f"{m} 2025: {v:,} visits" for m, v in zip(MONTHS, V2025_FIXED)]
                 + [f"{m} 2024: {v:,} visits" for m, v in zip(MONTHS, V2024)], forbidden=("12,960", "12960"))


def no_old_may_name(ctx) -> None:
    def probe():
        names = [m["name"] for m in _shapes(ctx)["markers"]]
        if not names:
            return False, "no markers in the chart"
        bad = [n for n in names if "12,960" in n or "12960" in n]
        return not bad, f"a marker still carries the old May figure: {bad}"
    ctx.until(probe)


def yoy_under_chart(ctx) -> None:
    def probe():
        shapes = _shapes(ctx)
        if not shapes["markers"]:
            return False, "no markers in the chart"
        lowest = max(m["bottom"] for m in shapes["markers"])
        box = ctx.locate({"heading": "Year on year"}).bounding_box()
        if not box or box["y"] < lowest:
            return False, "the \"Year on year\" heading is not under the chart"
        return True, ""
    ctx.until(probe)


def _markers_to_scale(ctx, series: dict[tuple[str, ...], list[int | None]]) -> None:
    data = {tuple(f"{m}{y}:" for y in years): v for years, values in series.items()
            for m, v in zip(MONTHS, values) if v is not None}
    drawn_to_scale(ctx, CHART, data, marks="points", what="marker")


def markers_to_scale_t1(ctx) -> None:
    _markers_to_scale(ctx, {("", " 2025"): list(V2025)})


def markers_to_scale_2024(ctx) -> None:
    """2024 on the scale of the 2025 markers (May 2025 left out: its figure is corrected in turn 4)."""
    _markers_to_scale(ctx, {(" 2024",): list(V2024), (" 2025",): [v if m != "May" else None for m, v in zip(MONTHS, V2025)]})


def markers_to_scale_fixed(ctx) -> None:
    _markers_to_scale(ctx, {(" 2025",): list(V2025_FIXED), (" 2024",): list(V2024)})

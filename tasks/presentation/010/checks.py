"""Checks no verb can say for presentation/010.

- Bar labels: the request asks for an accessible label on every bar ("Mon: 88.6%", an aria-label
  or an SVG <title>). No target reads the name of an SVG shape without a role, so names are read
  here from the chart in "On-time rate by day": aria-labelledby text, aria-label or child <title>.
  A label counts when it starts with the wanted text (case and spacing aside).
- The target line: "a horizontal line at the 85% target". No verb locates a drawn line, so the
  chart's scale is read from its bars (the bar under each day label against that day's rate as
  the "On-time by day" table states it) and a horizontal line must cross the plot where 85% falls,
  with the visible text "Target 85%" beside it. Reading the rates from the table keeps the check
  true after the Thursday correction.
- Bars to scale: `expect_chart` checks that a higher rate draws a taller bar; the heights must also
  follow one scale of the rates (tasks/_lib/figures.py).
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "On-time rate by day"}}
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"]
RATES_T1 = {"Mon": "88.6", "Tue": "92.1", "Wed": "84.3", "Thu": "77.9", "Fri": "86.4"}
RATES_T4 = {**RATES_T1, "Thu": "90.8"}

_NAMES_JS = r"""
(svg) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
      if (e.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  };
  const out = [];
  for (const el of svg.querySelectorAll('*')) {
    if (el.localName === 'title' || el.localName === 'desc' || !shown(el)) continue;
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    let name = norm(ids.map((id) => { const t = document.getElementById(id); return t ? t.textContent : ''; }).join(' '));
    if (!name) name = norm(el.getAttribute('aria-label'));
    if (!name) for (const c of el.children) if (c.localName === 'title') { name = norm(c.textContent); break; }
    if (name) out.push(name);
  }
  return Array.from(new Set(out));
}
"""

_SHAPES_JS = r"""
(svg) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const alpha = (v) => {
    if (!v || v === 'none' || v === 'transparent') return 0;
    const m = v.match(/rgba?\(([^)]+)\)/);
    if (!m) return 1;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return p.length > 3 ? p[3] : 1;
  };
  const box = (el) => { const b = el.getBoundingClientRect(); return {left: b.left, right: b.right, top: b.top, bottom: b.bottom}; };
  const root = box(svg);
  const filled = [], lines = [], texts = [];
  for (const el of svg.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    const b = box(el);
    const w = b.right - b.left, h = b.bottom - b.top;
    if (el.localName === 'text' || el.localName === 'tspan') {
      if (el.localName === 'text') texts.push({text: norm(el.textContent), ...b});
      continue;
    }
    const stroked = alpha(cs.stroke) > 0.1 && parseFloat(cs.strokeWidth) > 0;
    const fill = ['rect', 'path', 'polygon'].includes(el.localName) && alpha(cs.fill) > 0.1 && Number(cs.fillOpacity) > 0.1;
    if (['line', 'path', 'polyline', 'rect'].includes(el.localName) && h <= 4 && w > 0 && (stroked || fill)) {
      lines.push(b);
      continue;
    }
    if (fill && w >= 2 && h >= 1 && !(w >= 0.8 * (root.right - root.left) && h >= 0.8 * (root.bottom - root.top))) filled.push(b);
  }
  return {filled, lines, texts};
}
"""

_DAY_NAME = re.compile(r"^(mon|tue|wed|thu|fri)\s*:\s*(\d+(?:\.\d+)?)\s*%", re.I)


def _key(text: str) -> str:
    return " ".join(text.lower().split())


def _labels(ctx, rates: dict[str, str]) -> None:
    def probe():
        names = ctx.locate(CHART).evaluate(_NAMES_JS)
        keys = [_key(n) for n in names]
        for day in DAYS:
            want = _key(f"{day}: {rates[day]}%")
            if not any(k == want or (k.startswith(want) and not k[len(want)].isalnum()) for k in keys):
                return False, f"no bar labelled {want!r}; labels in the chart: {names[:20]}"
        for name in names:
            m = _DAY_NAME.match(name.strip())
            if m and f"{float(m.group(2)):.1f}" != rates[m.group(1).title()]:
                return False, f"a bar is labelled {name!r}, which is not {m.group(1).title()}'s rate; labels: {names[:20]}"
        return True, ""
    ctx.until(probe)


def bar_labels_t2(ctx) -> None:
    _labels(ctx, RATES_T1)


def bar_labels_t4(ctx) -> None:
    _labels(ctx, RATES_T4)


def _table_rates(ctx) -> dict[str, float] | str:
    rates = {}
    for day in DAYS:
        text = ctx.text({"column": "On-time rate", "row": day, "within": {"section": "On-time by day"}})
        m = re.search(r"(\d+(?:\.\d+)?)\s*%", text)
        if not m:
            return f"the On-time rate of {day} cannot be read from the table: {text!r}"
        rates[day] = float(m.group(1))
    return rates


def target_line(ctx) -> None:
    def probe():
        rates = _table_rates(ctx)
        if isinstance(rates, str):
            return False, rates
        shapes = ctx.locate(CHART).evaluate(_SHAPES_JS)
        points = []  # (rate, bar top y)
        for day in DAYS:
            labels = [t for t in shapes["texts"] if t["text"].lower() == day.lower()]
            if not labels:
                return False, f"the day {day!r} is not written in the chart"
            lx = (labels[0]["left"] + labels[0]["right"]) / 2
            under = [b for b in shapes["filled"] if b["left"] - 2 <= lx <= b["right"] + 2 and b["bottom"] <= labels[0]["top"] + 4]
            if not under:
                return False, f"no bar above the label {day!r}"
            bar = max(under, key=lambda b: b["bottom"] - b["top"])
            points.append((rates[day], bar["top"]))
        n = len(points)
        mx = sum(p[0] for p in points) / n
        my = sum(p[1] for p in points) / n
        sxx = sum((p[0] - mx) ** 2 for p in points)
        if sxx <= 0:
            return False, "the bars' scale cannot be read (all rates equal)"
        slope = sum((p[0] - mx) * (p[1] - my) for p in points) / sxx  # px per percentage point (negative: up)
        if slope >= 0:
            return False, "higher rates are not drawn as taller bars"
        y85 = my + (85 - mx) * slope
        tol = max(3.0, abs(slope) * 1.5)
        wide = [ln for ln in shapes["lines"] if ln["right"] - ln["left"] >= 60]
        near = [ln for ln in wide if abs((ln["top"] + ln["bottom"]) / 2 - y85) <= tol]
        if not near:
            ys = sorted(round((ln["top"] + ln["bottom"]) / 2) for ln in wide)
            return False, (f"no horizontal line where 85% falls on the bars' scale (y≈{round(y85)}); "
                           f"horizontal lines at y={ys}")
        labels = [t for t in shapes["texts"] if "target 85%" in t["text"].lower()]
        if not labels:
            return False, "the text 'Target 85%' is not in the chart"
        ly = (near[0]["top"] + near[0]["bottom"]) / 2
        if not any(t["top"] - 24 <= ly <= t["bottom"] + 24 for t in labels):
            return False, "the text 'Target 85%' is not beside the line at 85%"
        return True, ""
    ctx.until(probe)


SCALE_T2 = {"Mon": 88.571, "Tue": 92.143, "Wed": 84.286, "Thu": 77.857, "Fri": 86.429}  # the rates unrounded
SCALE_T4 = {**SCALE_T2, "Thu": 90.833}


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{d}:": v for d, v in SCALE_T2.items()})


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{d}:": v for d, v in SCALE_T4.items()})

"""Checks no verb can say for presentation/007.

The request asks for an accessible label on every bar, "an aria-label or an SVG <title> on the
bar"; the page engine reads titles only for chart marks, so the bar names are computed here (an
aria-label, an aria-labelledby or a child <title> all count). The target line's place on the
value scale, the bar colours and the legend swatches are read from what is drawn. The bars' lengths follow one scale of the rates
(tasks/_lib/figures.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "Picks per hour by picker"}}
SECTION = {"section": "Picks per hour by picker"}

RATES_T2 = {
    "Marta Silva": 1140 / 8.0, "Tomasz Nowak": 1012 / 7.5, "Jin Park": 964 / 8.0, "Diego Ruiz": 702 / 6.0,
    "Grace Lee": 933 / 8.0, "Ravi Patel": 845 / 7.5, "Aisha Bello": 880 / 8.0, "Oksana Kral": 610 / 6.0,
    "Lena Berg": 540 / 5.5, "Sam Okoro": 655 / 7.0,
}
RATES_T4 = {**RATES_T2, "Jin Park": 1004 / 8.0, "Ravi Patel": 845 / 6.5}
TARGET = 120

_MARKS_JS = r"""
(svg) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const byId = norm(ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' '));
    if (byId) return byId;
    const aria = norm(el.getAttribute('aria-label'));
    if (aria) return aria;
    for (const c of el.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    const b = el.getBoundingClientRect();
    return b.width > 0 || b.height > 0;
  };
  const marks = [], lines = [];
  for (const el of svg.querySelectorAll('*')) {
    if (['title', 'desc', 'text', 'tspan'].includes(el.localName) || !shown(el)) continue;
    const b = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    const name = nameOf(el);
    if (name) {
      // a named group: measure the filled shape inside it
      let box = b, fill = cs.fill;
      if (el.localName === 'g') {
        const shape = el.querySelector('rect, path, polygon');
        if (shape) { box = shape.getBoundingClientRect(); fill = getComputedStyle(shape).fill; }
      }
      marks.push({name, left: box.left, right: box.right, top: box.top, bottom: box.bottom, fill});
      continue;
    }
    const thin = b.width <= 4 && b.height >= 20;
    const stroked = cs.stroke && cs.stroke !== 'none' && parseFloat(cs.strokeWidth) > 0;
    if ((el.localName === 'line' && stroked && thin) || (el.localName === 'path' && stroked && thin) ||
        (el.localName === 'rect' && thin && cs.fill !== 'none')) {
      lines.push({x: (b.left + b.right) / 2, top: b.top, bottom: b.bottom,
        look: [el.localName === 'rect' ? cs.fill : cs.stroke, cs.strokeWidth, cs.strokeDasharray, b.width.toFixed(1)].join('|')});
    }
  }
  return {marks, lines};
}
"""


def _drawn(ctx):
    return ctx.locate(CHART).evaluate(_MARKS_JS)


def _label(name: str, rate: float) -> str:
    return f"{name}: {rate:.1f} picks/hour"


def _find(marks, want: str):
    out = []
    for m in marks:
        name = m["name"]
        rest = name[len(want):]
        if name == want or (name.startswith(want) and not rest[:1].isalnum()):
            out.append(m)
    return out


def _names_check(ctx, rates: dict[str, float], stale=()):
    wanted = [_label(n, r) for n, r in rates.items()]

    def probe():
        marks = _drawn(ctx)["marks"]
        names = [m["name"] for m in marks]
        missing = [w for w in wanted if not _find(marks, w)]
        if missing:
            return False, f"no bar labelled {missing}; labelled marks in the chart: {names[:12]}"
        old = [n for n in names if any(s in n for s in stale)]
        if old:
            return False, f"bars still labelled with old figures: {old}"
        return True, ""
    ctx.until(probe)


def bar_labels_t2(ctx) -> None:
    _names_check(ctx, RATES_T2)


def bar_labels_t4(ctx) -> None:
    _names_check(ctx, RATES_T4)


def no_old_bar_labels(ctx) -> None:
    _names_check(ctx, {}, stale=(_label("Ravi Patel", RATES_T2["Ravi Patel"]), _label("Jin Park", RATES_T2["Jin Park"])))


def target_line(ctx) -> None:
    """A vertical line stands where 120 falls on the bars' scale (read from Marta Silva's 142.5 bar),
    drawn differently from any gridline elsewhere, and it crosses the bars."""
    def probe():
        drawn = _drawn(ctx)
        marta = [m for m in drawn["marks"] if m["name"].startswith("Marta Silva")]
        if not marta:
            return False, "no bar named for Marta Silva to read the scale from"
        m = marta[0]
        per_unit = (m["right"] - m["left"]) / RATES_T2["Marta Silva"]
        want = m["left"] + TARGET * per_unit
        tol = max(3.0, 1.5 * per_unit)
        at = [ln for ln in drawn["lines"] if abs(ln["x"] - want) <= tol]
        others = {ln["look"] for ln in drawn["lines"] if abs(ln["x"] - want) > tol}
        if not at:
            return False, f"no vertical line at 120 (x≈{want:.0f}); vertical lines at {[round(ln['x']) for ln in drawn['lines']]}"
        distinct = [ln for ln in at if ln["look"] not in others]
        if not distinct:
            return False, "the only line at 120 looks like every other gridline"
        bars = drawn["marks"]
        top = min(b["top"] for b in bars)
        bottom = max(b["bottom"] for b in bars)
        if not any(ln["top"] <= top + 30 and ln["bottom"] >= bottom - 30 for ln in distinct):
            return False, "the target line does not run across the bars"
        return True, ""
    ctx.until(probe)


def bar_colours(ctx) -> None:
    """Bars under 120 share one colour and the others another one."""
    def probe():
        marks = _drawn(ctx)["marks"]
        below, above = set(), set()
        for name, rate in RATES_T4.items():
            hit = _find(marks, _label(name, rate))
            if not hit:
                return False, f"no bar labelled {_label(name, rate)!r}"
            (below if rate < TARGET else above).add(hit[0]["fill"])
        if len(below) != 1 or len(above) != 1 or below == above:
            return False, f"bars under 120 are drawn in {sorted(below)}, the others in {sorted(above)}"
        return True, ""
    ctx.until(probe)


_LEGEND_JS = r"""
(section, entries) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const visible = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    const b = el.getBoundingClientRect();
    return b.width > 0 && b.height > 0;
  };
  const alpha = (c) => { if (!c || c === 'none' || c === 'transparent') return 0;
    const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return 1; const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return p.length > 3 ? p[3] : 1; };
  const named = (el) => el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') ||
    Array.from(el.children).some((c) => c.localName === 'title');
  const swatches = [];
  for (const el of section.querySelectorAll('*')) {
    if (['svg', 'text', 'tspan', 'title', 'line', 'polyline', 'g'].includes(el.localName) || !visible(el)) continue;
    if (norm(el.textContent) || named(el)) continue;
    const b = el.getBoundingClientRect();
    if (b.width > 40 || b.height > 40) continue;
    const cs = getComputedStyle(el);
    let colour = null;
    if (el instanceof SVGElement) { if (alpha(cs.fill) > 0.1) colour = cs.fill; }
    else if (alpha(cs.backgroundColor) > 0.1) colour = cs.backgroundColor;
    else if (parseFloat(cs.borderTopWidth) >= 3 && alpha(cs.borderTopColor) > 0.1) colour = cs.borderTopColor;
    if (colour) swatches.push({b, colour});
  }
  const out = {};
  for (const text of entries) {
    let holder = null;
    for (const el of section.querySelectorAll('*')) {
      if (!visible(el) || !norm(el.textContent).includes(text)) continue;
      if (!holder || holder.contains(el)) holder = el;
    }
    if (!holder) { out[text] = {missing: true}; continue; }
    const t = holder.getBoundingClientRect();
    let best = null, bestD = Infinity;
    for (const s of swatches) {
      const dx = Math.max(0, s.b.left - t.right, t.left - s.b.right);
      const dy = Math.max(0, s.b.top - t.bottom, t.top - s.b.bottom);
      const d = Math.hypot(dx, dy);
      if (d < bestD) { bestD = d; best = s; }
    }
    out[text] = best && bestD <= 40 ? {colour: best.colour} : {none: true};
  }
  return out;
}
"""


def legend_colours(ctx) -> None:
    """The legend entries sit next to swatches in the colours of the bars they name."""
    def probe():
        marks = _drawn(ctx)["marks"]
        below, above = set(), set()
        for name, rate in RATES_T4.items():
            for m in _find(marks, _label(name, rate)):
                (below if rate < TARGET else above).add(m["fill"])
        if not below or not above:
            return False, "the bars are not labelled, so their colours cannot be read"
        seen = ctx.locate(SECTION).evaluate(_LEGEND_JS, ["At or above target", "Below target"])
        for text, own, other in (("At or above target", above, below), ("Below target", below, above)):
            got = seen.get(text, {})
            if got.get("missing"):
                return False, f"the legend entry {text!r} is not shown"
            colour = got.get("colour")
            if colour is None:
                return False, f"no colour swatch next to the legend entry {text!r}"
            if colour not in own or colour in other:
                return False, f"the swatch next to {text!r} is {colour}; its bars are {sorted(own)}"
        return True, ""
    ctx.until(probe)


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": r for n, r in RATES_T2.items()}, axis="y")


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{n}:": r for n, r in RATES_T4.items()}, axis="y")

"""Checks no verb can say for presentation/006.

The request asks for an accessible label on every bar, "an aria-label or an SVG <title> on the
bar"; the page engine reads titles only for chart marks, so the bar names are computed here (an
aria-label, an aria-labelledby or a child <title> all count, on the bar or on a group around it).
With two series in one chart (turn 5) the 2024 bars are told from the 2023 bars by their names,
so their heights and the legend's colours are read here as well.
The bars of both years follow one scale of the quarter totals (tasks/_lib/figures.py).
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "Spending by quarter"}}
SECTION = {"section": "Spending by quarter"}

LABELS_T2 = {"Q1": 10512.00, "Q2": 10811.95, "Q3": 11905.40, "Q4": 11495.80}
LABELS_T4 = {"Q1": 10512.00, "Q2": 10811.95, "Q3": 12855.40, "Q4": 11495.80}
LABELS_2023 = {"Q1": 10104.20, "Q2": 10890.75, "Q3": 12015.30, "Q4": 10822.60}

_JS = r"""
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
    return b.width > 0 && b.height > 0;
  };
  const out = [];
  for (const el of svg.querySelectorAll('*')) {
    if (['title', 'desc', 'text', 'tspan'].includes(el.localName) || !shown(el)) continue;
    const name = nameOf(el);
    if (!name) continue;
    const b = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    out.push({name, x: (b.left + b.right) / 2, h: b.height, fill: cs.fill});
  }
  return out;
}
"""


def _money(n: float) -> str:
    return f"${n:,.2f}"


def _marks(ctx):
    return ctx.locate(CHART).evaluate(_JS)


def _find(marks, want: str):
    """Marks whose name reads ``want`` (extra words after it allowed, not more digits)."""
    out = []
    for m in marks:
        name = m["name"]
        if name == want or (name.startswith(want) and not name[len(want)].isdigit() and name[len(want):][:2] not in {
                ".0", ".1", ".2", ".3", ".4", ".5", ".6", ".7", ".8", ".9"}):
            out.append(m)
    return out


def _names_check(ctx, series: dict[str, dict[str, float]], absent=()):
    wanted = [f"{q}{suffix}: {_money(v)}" for suffix, values in series.items() for q, v in values.items()]

    def probe():
        marks = _marks(ctx)
        names = [m["name"] for m in marks]
        missing = [w for w in wanted if not _find(marks, w)]
        if missing:
            return False, f"no bar labelled {missing}; labelled marks in the chart: {names[:20]}"
        stale = [n for n in names if any(a in n for a in absent)]
        if stale:
            return False, f"bars still labelled with old figures: {stale}"
        return True, ""
    ctx.until(probe)


def bar_labels_t2(ctx) -> None:
    _names_check(ctx, {"": LABELS_T2})


def bar_labels_t4(ctx) -> None:
    _names_check(ctx, {"": LABELS_T4})


def bar_labels_t5(ctx) -> None:
    _names_check(ctx, {"": LABELS_T4, " 2023": LABELS_2023})


def _series(marks):
    """The 2024 and 2023 bars, told apart by their names ("Q1: …" / "Q1 2023: …"), keyed by quarter."""

    s24, s23 = {}, {}
    for m in marks:
        hit = re.match(r"^(Q[1-4])\b", m["name"])
        if not hit:
            continue
        (s23 if "2023" in m["name"] else s24).setdefault(hit.group(1), m)
    return s24, s23


def bars_2024_t5(ctx) -> None:
    """The 2024 bars stay in calendar order with heights following the corrected totals."""
    def probe():
        s24, _ = _series(_marks(ctx))
        missing = [q for q in LABELS_T4 if q not in s24]
        if missing:
            return False, f"no 2024 bar named for {missing}"
        bars = [(q, v, s24[q]) for q, v in LABELS_T4.items()]
        for (qa, _va, a), (qb, _vb, b) in zip(bars, bars[1:]):
            if not b["x"] > a["x"]:
                return False, f"the 2024 bar for {qb} is not to the right of {qa}"
        for qa, va, a in bars:
            for qb, vb, b in bars:
                if va > vb and not a["h"] > b["h"] + 0.25:
                    return False, f"the 2024 bar for {qa} ({va}) is not taller than {qb} ({vb})"
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
    """Each legend entry sits next to a swatch in the colour of its own series' bars."""
    def probe():
        s24, s23 = _series(_marks(ctx))
        b24 = {m["fill"] for m in s24.values()}
        b23 = {m["fill"] for m in s23.values()}
        if not b24 or not b23:
            return False, "the 2024 and 2023 bars are not both named in the chart"
        seen = ctx.locate(SECTION).evaluate(_LEGEND_JS, ["Spending 2024", "Spending 2023"])
        for text, own, other in (("Spending 2024", b24, b23), ("Spending 2023", b23, b24)):
            got = seen.get(text, {})
            if got.get("missing"):
                return False, f"the legend entry {text!r} is not shown"
            colour = got.get("colour")
            if colour is None:
                return False, f"no colour swatch next to the legend entry {text!r}"
            if colour not in own or colour in other:
                return False, f"the swatch next to {text!r} is {colour}, its bars are {sorted(own)}"
        return True, ""
    ctx.until(probe)


def no_old_bar_labels(ctx) -> None:
    """No bar label still carries the pre-correction Q3 total."""
    def probe():
        names = [m["name"] for m in _marks(ctx)]
        if not names:
            return False, "no labelled bars in the chart"
        stale = [n for n in names if "11,905.40" in n]
        return not stale, f"bars still labelled with the old Q3 total: {stale}"
    ctx.until(probe)


def bars_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{q}:": v for q, v in LABELS_T2.items()})


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{q}:": v for q, v in LABELS_T4.items()})


def bars_to_scale_t5(ctx) -> None:
    """The 2023 bars join the chart on the 2024 bars' scale."""
    data = {f"{q}:": v for q, v in LABELS_T4.items()}
    data.update({f"{q} 2023:": v for q, v in LABELS_2023.items()})
    drawn_to_scale(ctx, CHART, data)

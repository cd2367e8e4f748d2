"""Checks no verb can say for presentation/014 (food bank quarterly distribution report).

- Column names: the request asks for role="img" on every column and an accessible name
  (aria-label or SVG <title>) in the form "Millfield Chapel Q3 2025: 512 parcels". The names are
  read from the chart's aria snapshot (which honours both); only role img elements whose name
  starts with a site's name count: exactly two per site, none for "All sites".
- Pairs: within each pair the Q3 2025 column stands left of the Q3 2026 one.
- To scale: "Both quarters share one vertical scale starting at 0": every named column's height is
  one linear function of its parcels, both quarters together (tasks/_lib/figures.py).
- Legend: "a legend naming "Q3 2025" and "Q3 2026" next to a swatch of each colour": the small
  painted shape nearest each legend text has that quarter's column colour.
- Where the sections are drawn (turn 5): the chart's section comes before the table's.
- The mark-name probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
top = _MARKS["top"]
names_probe = _MARKS["names_probe"]

SECTION = {"section": "Year on year by site"}
CHART = {"chart": True, "within": SECTION}
SITES = ["Eastbrook Hall", "Riverside Library", "Grange Estate Hub", "Station Road Centre", "Millfield Chapel"]
Q = ("Q3 2025", "Q3 2026")

PARCELS_T1 = {
    "Eastbrook Hall": (1842, 2105),
    "Riverside Library": (1206, 1133),
    "Grange Estate Hub": (968, 1274),
    "Station Road Centre": (1415, 1388),
    "Millfield Chapel": (512, 689),
}
PARCELS_T4 = {**PARCELS_T1, "Grange Estate Hub": (968, 1098)}


def _site_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if any(n.startswith(s) for s in SITES) or n.startswith("All sites")]


def _names_probe(ctx, parcels: dict[str, tuple[int, int]], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _site_names(ctx),
                       [(f"{site} {quarter}", f"{site} {quarter}: {n:,} parcels")
                        for site, values in parcels.items() for quarter, n in zip(Q, values)],
                       what="column", count=2 * len(parcels), forbidden=forbidden, sep="")


def column_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, PARCELS_T1))


def column_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, PARCELS_T4, forbidden=("1,274", "1274")))


def _scale(ctx, parcels) -> None:
    data = {}
    for site, values in parcels.items():
        for quarter, n in zip(Q, values):
            data[f"{site} {quarter}:"] = n
    drawn_to_scale(ctx, CHART, data, what="column")


def to_scale_t2(ctx) -> None:
    _scale(ctx, PARCELS_T1)
    _from_zero(ctx, PARCELS_T1)


def to_scale_t4(ctx) -> None:
    _scale(ctx, PARCELS_T4)
    _from_zero(ctx, PARCELS_T4)


_HEIGHTS_JS = """
(root, prefixes) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean);
    const byId = ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
    if (norm(byId)) return norm(byId);
    const aria = norm(el.getAttribute('aria-label'));
    if (aria) return aria;
    for (const c of el.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  };
  const out = {};
  for (const el of root.querySelectorAll('[role~="img"]')) {
    const p = prefixes.find((x) => nameOf(el).startsWith(x));
    if (!p) continue;
    const b = el.getBoundingClientRect();
    (out[p] = out[p] || []).push({top: b.top, bottom: b.bottom});
  }
  return out;
}
"""


def _from_zero(ctx, parcels) -> None:
    """"One vertical scale starting at 0": each column's height is proportional to its parcels
    (height / parcels the same for all ten columns, within 4% or a pixel), so a scale that starts
    above 0 is caught even though it is linear."""
    data = {f"{site} {q}:": n for site, values in parcels.items() for q, n in zip(Q, values)}

    def probe():
        found = ctx.locate(CHART).evaluate(_HEIGHTS_JS, list(data))
        ratios = {}
        for p, boxes in found.items():
            if len(boxes) != 1:
                continue  # several marks under one name: left to the name requirement
            ratios[p] = (boxes[0]["bottom"] - boxes[0]["top"]) / data[p]
        if len(ratios) < 3:
            return False, f"fewer than three named columns found ({sorted(found)})"
        ref = max(ratios.values())
        for p, r in ratios.items():
            if abs(r - ref) * data[p] > max(1.0, 0.04 * ref * data[p]):
                want = ref * data[p]
                return False, (f"the column {p[:-1]!r} is {r * data[p]:.0f}px tall, but a scale from 0 that draws "
                               f"the tallest column as it is would make it {want:.0f}px")
        return True, ""
    ctx.until(probe)


_BOXES_JS = """
(root, prefixes) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean);
    const byId = ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
    if (norm(byId)) return norm(byId);
    const aria = norm(el.getAttribute('aria-label'));
    if (aria) return aria;
    for (const c of el.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  };
  const out = {};
  for (const el of root.querySelectorAll('[role~="img"]')) {
    const name = nameOf(el);
    const p = prefixes.find((x) => name.startsWith(x));
    if (!p) continue;
    const b = el.getBoundingClientRect();
    out[p] = {left: b.left, right: b.right};
  }
  return out;
}
"""


def pairs_side_by_side(ctx) -> None:
    """In each site's pair the Q3 2025 column stands left of the Q3 2026 column."""
    prefixes = [f"{s} {q}:" for s in SITES for q in Q]

    def probe():
        boxes = ctx.locate(CHART).evaluate(_BOXES_JS, prefixes)
        for s in SITES:
            a, b = boxes.get(f"{s} Q3 2025:"), boxes.get(f"{s} Q3 2026:")
            if not a or not b:
                return False, f"the {s} columns were not found by name (found {sorted(boxes)})"
            if not (a["left"] + a["right"]) / 2 < (b["left"] + b["right"]) / 2 - 1:
                return False, f"the {s} Q3 2025 column is not to the left of its Q3 2026 column"
        return True, ""
    ctx.until(probe)


_LEGEND_JS = """
(section, labels) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const rgb = (v) => { const m = (v || '').match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); if (p.length > 3 && p[3] < 0.1) return null;
    return p.slice(0, 3).join(','); };
  const paint = (el) => {
    const cs = getComputedStyle(el);
    if (el instanceof SVGElement) return ['rect', 'circle', 'path', 'line', 'polygon', 'ellipse'].includes(el.localName) ? (rgb(cs.fill) || rgb(cs.stroke)) : null;
    return rgb(cs.backgroundColor);
  };
  const nameOf = (el) => norm(el.getAttribute('aria-label')) || norm([...el.children].filter((c) => c.localName === 'title').map((c) => c.textContent).join(' '));
  // the two quarters' column colours, from the named columns
  const series = {};
  for (const el of section.querySelectorAll('[role~="img"]')) {
    const name = nameOf(el);
    for (const l of labels) if (name.includes(' ' + l + ':')) {
      const shapes = [el, ...el.querySelectorAll('*')].map(paint).filter(Boolean);
      if (shapes.length && !series[l]) series[l] = shapes[0];
    }
  }
  // each legend text and the small painted shape nearest to it
  const all = [...section.querySelectorAll('*')].filter(shown);
  const swatches = all.filter((el) => { const b = el.getBoundingClientRect();
    return b.width >= 4 && b.height >= 4 && b.width <= 40 && b.height <= 40 && paint(el) && !el.closest('[role~="img"]'); });
  const result = {series, legend: {}};
  for (const l of labels) {
    const holders = all.filter((el) => norm(el.textContent) === l && ![...el.children].some((c) => norm(c.textContent) === l));
    let best = null;
    for (const h of holders) {
      const hb = h.getBoundingClientRect();
      for (const s of swatches) {
        if (s.contains(h) || h.contains(s) && norm(s.textContent) === l) continue;
        const sb = s.getBoundingClientRect();
        const dy = Math.abs((sb.top + sb.bottom) / 2 - (hb.top + hb.bottom) / 2);
        const dx = Math.max(0, hb.left - sb.right, sb.left - hb.right);
        const d = dx + 2 * dy;
        if (dy <= 20 && dx <= 40 && (!best || d < best.d)) best = {d, color: paint(s)};
      }
    }
    result.legend[l] = best ? best.color : null;
  }
  return result;
}
"""


def legend_swatches(ctx) -> None:
    def probe():
        got = ctx.locate(SECTION).evaluate(_LEGEND_JS, list(Q))
        series, legend = got["series"], got["legend"]
        if len(series) != 2:
            return False, f"could not read both quarters' column colours from the named columns: {series}"
        if series[Q[0]] == series[Q[1]]:
            return False, f"both quarters' columns are drawn in the same colour rgb({series[Q[0]]})"
        for q in Q:
            if legend.get(q) is None:
                return False, f"no legend entry '{q}' beside a colour swatch in the section"
            if legend[q] != series[q]:
                return False, f"the swatch beside '{q}' is rgb({legend[q]}), but the {q} columns are rgb({series[q]})"
        return True, ""
    ctx.until(probe)


def chart_first(ctx) -> None:
    """Page heading, then the chart's section, then the table's section."""
    targets = [
        ("the page heading", {"heading": "Eastbrook Food Bank distribution, Q3 2026"}),
        ("the Year on year by site chart", CHART),
        ("the Parcels by site table", {"role": "table", "within": {"section": "Parcels by site"}}),
    ]

    def probe():
        try:
            tops = [(what, top(ctx, t)) for what, t in targets]
        except Exception as exc:  # a section is missing
            return False, str(exc)[:240]
        for (a, ya), (b, yb) in zip(tops, tops[1:]):
            if not ya < yb:
                return False, f"{a} (top at y={ya:.0f}) is not above {b} (top at y={yb:.0f})"
        return True, ""
    ctx.until(probe)

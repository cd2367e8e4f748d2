"""Checks no verb can say for presentation/004.

- Bar names: the request asks for role="img" and an accessible name; an SVG <title> child is as
  good as an aria-label, but the page engine only reads aria-label on SVG shapes, so names are
  computed here from the role="img" elements themselves.
- The reorder point: "a vertical line at 2 weeks". No verb locates a drawn line, so the chart's
  scale is read from its bars (their length against the weeks their names state) and the
  vertical line must sit where 2 weeks falls, with its label beside it.
- Bars to scale: `expect_chart` checks that longer supply draws a longer bar, not that the bars
  share one scale from zero. A bar chart says "this much" by length, so each bar's length must be
  its weeks of supply times one common scale (a sixth held-out probe clipped Hepatitis B's 7.2
  weeks at a fixed 6-week axis end: still the longest bar, but drawn as 6 weeks).
"""

from __future__ import annotations

import re

CHART = {"chart": True, "within": {"section": "Weeks of supply chart"}}

T1 = {"Influenza": (340, 85), "Hepatitis B": (60, 36), "MMR": (118, 22), "Tdap": (74, 41), "HPV": (96, 18),
      "Pneumococcal (PCV20)": (45, 13), "Varicella": (52, 9), "COVID-19": (130, 48)}
T4 = {**T1, "Hepatitis B": (260, 36), "Tdap": (74, 31)}

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
  const box = (el) => { const b = el.getBoundingClientRect(); return {left: b.left, right: b.right, top: b.top, bottom: b.bottom}; };
  const bars = [], lines = [];
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.currentNode; el; el = walker.nextNode()) {
    if (!shown(el)) continue;
    const roles = (el.getAttribute('role') || '').split(/\s+/);
    if (roles.includes('img') && el !== svg && !hiddenFromAT(el)) { bars.push({name: nameOf(el), ...box(el)}); continue; }
    if (['line', 'path', 'polyline', 'rect'].includes(el.localName)) {
      const cs = getComputedStyle(el);
      const b = box(el);
      const stroked = paint(cs.stroke) && Number(cs.strokeOpacity) >= 0.1 && parseFloat(cs.strokeWidth) > 0;
      const thinFilled = el.localName === 'rect' && paint(cs.fill) && b.right - b.left <= 4;
      if ((stroked || thinFilled) && b.right - b.left <= 4) lines.push(b);
    }
  }
  return {bars, lines};
}
"""

_NAME = re.compile(r"^(.+?): (\d+\.\d) weeks of supply$")


def _shapes(ctx):
    return ctx.locate(CHART).evaluate(_JS)


def _weeks(stock, name):
    on_hand, use = stock[name]
    return on_hand / use


def _one_decimal(x: float) -> str:
    return f"{round(x * 10 + 1e-9) / 10:.1f}"


def _names_check(ctx, stock, forbidden=()):
    expected = [f"{n}: {_one_decimal(_weeks(stock, n))} weeks of supply" for n in stock]

    def probe():
        names = [b["name"] for b in _shapes(ctx)["bars"]]
        named = [n for n in names if any(n.startswith(v + ":") for v in stock)]
        for want in expected:
            if named.count(want) != 1:
                return False, f"no bar named {want!r}; bar names (role img): {named}"
        if len(named) != len(expected):
            return False, f"{len(named)} bars named for a vaccine, wanted {len(expected)}: {named}"
        bad = [n for n in names if any(f in n for f in forbidden)]
        if bad:
            return False, f"bars still carry the old figures: {bad}"
        return True, ""
    ctx.until(probe)


def bar_names_t3(ctx) -> None:
    _names_check(ctx, T1)


def bar_names_t4(ctx) -> None:
    _names_check(ctx, T4, forbidden=("Hepatitis B: 1.7", "Tdap: 1.8"))


def reorder_line(ctx) -> None:
    def probe():
        shapes = _shapes(ctx)
        bars = []
        for b in shapes["bars"]:
            m = _NAME.match(b["name"])
            if m and float(m.group(2)) > 0:
                bars.append((float(m.group(2)), b))
        if len(bars) < 2:
            return False, "the chart's bars (role img, named like 'MMR: 5.4 weeks of supply') were not found"
        x0 = min(b["left"] for _v, b in bars)
        scale = sum(b["right"] - x0 for _v, b in bars) / sum(v for v, _b in bars)  # pixels per week
        at2 = x0 + 2 * scale
        top = min(b["top"] for _v, b in bars)
        bottom = max(b["bottom"] for _v, b in bars)
        vertical = [ln for ln in shapes["lines"] if ln["bottom"] - ln["top"] >= 0.5 * (bottom - top)]
        if not vertical:
            return False, "no vertical line across the bars"
        label = ctx.locate({"text": "Reorder point: 2 weeks", "within": CHART}).bounding_box()
        if not label:
            return False, "the text 'Reorder point: 2 weeks' has no box"
        edges = (label["x"], label["x"] + label["width"] / 2, label["x"] + label["width"])

        def gap(ln):
            lx = (ln["left"] + ln["right"]) / 2
            return min(abs(lx - e) for e in edges)
        # the lines the label sits beside: with a grid of week lines a long label may sit beside
        # several, and the one it names is the one at 2 weeks (an eighth-probe variant whose label
        # starts right of its line and reaches past the next two grid lines failed falsely)
        beside = sorted((ln for ln in vertical if gap(ln) <= 20), key=gap)
        if not beside:
            return False, "the text 'Reorder point: 2 weeks' is not beside a vertical line"
        if any(abs((ln["left"] + ln["right"]) / 2 - at2) <= max(3.0, 0.15 * scale) for ln in beside):
            return True, ""
        lx = (beside[0]["left"] + beside[0]["right"]) / 2
        return False, (f"the line labelled 'Reorder point: 2 weeks' is at x≈{round(lx)}, but 2 weeks falls at "
                       f"x≈{round(at2)} on the bars' scale")
    ctx.until(probe)


def _bars_to_scale(ctx, stock) -> None:
    want = {n: _weeks(stock, n) for n in stock}

    def probe():
        bars = {}
        for b in _shapes(ctx)["bars"]:
            m = _NAME.match(b["name"])
            if m and m.group(1) in want:
                bars[m.group(1)] = b
        if len(bars) != len(want):
            return False, f"bars named for {sorted(bars)} found, wanted one for each of {sorted(want)}"
        x0 = min(b["left"] for b in bars.values())  # the common zero the bars grow from
        lengths = {n: b["right"] - x0 for n, b in bars.items()}
        scale = sum(want[n] * lengths[n] for n in want) / sum(v * v for v in want.values())  # px per week
        for n, v in want.items():
            if abs(lengths[n] - v * scale) > max(3.0, 0.06 * v * scale):
                return False, (f"the {n} bar is {lengths[n]:.0f} px long, but {v:.2f} weeks on the scale the bars share "
                               f"({scale:.1f} px per week) is {v * scale:.0f} px: the bars are not drawn to one scale from zero")
        return True, ""
    ctx.until(probe)


def bars_to_scale_t3(ctx) -> None:
    _bars_to_scale(ctx, T1)


def bars_to_scale_t4(ctx) -> None:
    _bars_to_scale(ctx, T4)


STATUS_COLUMNS = ("Doses on hand", "Weekly use (doses)", "Status")


def status_rule(ctx) -> None:
    """Every row's Status follows the thresholds applied to its own doses on hand / weekly use,
    whatever the figures are (re-checked after the turn-4 updates and the turn-5 split)."""
    def probe():
        for name in T1:
            cells = [ctx.text({"column": c, "row": name, "within": {"section": "Stock on hand"}}) for c in STATUS_COLUMNS]
            try:
                weeks = int(cells[0].replace(",", "")) / int(cells[1].replace(",", ""))
            except (ValueError, ZeroDivisionError):
                return False, f"the {name} row's doses on hand / weekly use cannot be read: {cells[:2]}"
            want = "Reorder now" if weeks < 2 else "Low" if weeks < 3 else "OK"
            if cells[2].strip() != want:
                return False, f"{name} has {weeks:.2f} weeks of supply, so its status should be {want!r}, not {cells[2]!r}"
        return True, ""
    ctx.until(probe)

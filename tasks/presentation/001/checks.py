"""Checks no verb can say for presentation/001.

- Bar names: the request allows an aria-label *or* an SVG <title> as each bar's accessible name.
  The page engine names SVG elements from aria-label only, so the names are read from the
  browser's accessibility tree (the chart's aria snapshot), which honours both.
- The target line: "a horizontal dashed line" drawn at 1,300 with its text next to it. No verb
  reads a stroke's dash pattern, so the drawn shapes of the chart are inspected.
- Bars to scale: `expect_chart` checks that more samples draw a taller bar; the bar heights must
  also follow one scale of the counts (tasks/_lib/figures.py).
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "Weekly samples"}}

WEEKS_T1 = [1184, 1262, 1097, 1340, 1415, 1238, 1502, 1376]
WEEKS_T3 = [1184, 1262, 1097, 1340, 1415, 1311, 1502, 1376]
TARGET = 1300

_IMG = re.compile(r'\bimg "((?:[^"\\]|\\.)*)"')
_WEEK = re.compile(r"^Week \d+:")


def _fmt(n: int) -> str:
    return f"{n:,}"


def _week_names(ctx) -> list[str]:
    """Accessible names of the role="img" elements of the chart that name a week."""
    snapshot = ctx.locate(CHART).aria_snapshot()
    names = [" ".join(n.replace('\\"', '"').split()) for n in _IMG.findall(snapshot)]
    return [n for n in names if _WEEK.match(n)]


def _names_probe(ctx, expected: list[str], *, exact: bool, forbidden: tuple[str, ...] = ()):
    def probe():
        names = _week_names(ctx)
        if len(names) != len(expected):
            return False, f"{len(names)} bars with role img named like 'Week N: …', wanted {len(expected)}: {names}"
        for want in expected:
            hits = [n for n in names if (n == want if exact else n == want or n.startswith(want + ",")
                                         or n.startswith(want + " "))]
            if len(hits) != 1:
                return False, f"no bar named {want!r}{'' if exact else ' (…)'}; bar names: {names}"
        bad = [n for n in names if any(f in n for f in forbidden)]
        if bad:
            return False, f"a bar still carries the old figure: {bad}"
        return True, ""
    return probe


def bar_names_t1(ctx) -> None:
    expected = [f"Week {i}: {_fmt(n)} samples" for i, n in enumerate(WEEKS_T1, start=1)]
    ctx.until(_names_probe(ctx, expected, exact=False))


def bar_names_t3(ctx) -> None:
    expected = [f"Week {i}: {_fmt(n)} samples" for i, n in enumerate(WEEKS_T3, start=1)]
    ctx.until(_names_probe(ctx, expected, exact=False, forbidden=("1,238", "1238")))


def no_old_week6_name(ctx) -> None:
    def probe():
        names = _week_names(ctx)
        bad = [n for n in names if "1,238" in n or "1238" in n]
        if not names:
            return False, "no bar named like 'Week N: …' in the chart"
        return not bad, f"a bar still carries the old Week 6 figure: {bad}"
    ctx.until(probe)


def bar_status_t4(ctx) -> None:
    expected = [f"Week {i}: {_fmt(n)} samples, {'at or above target' if n >= TARGET else 'below target'}"
                for i, n in enumerate(WEEKS_T3, start=1)]
    ctx.until(_names_probe(ctx, expected, exact=True))


# --- the target line ------------------------------------------------------------------------

_SHAPES_JS = """
(svg) => {
  const nameOf = (el) => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean);
    const byId = ids.map((id) => document.getElementById(id)).filter(Boolean).map((e) => e.textContent).join(' ');
    if (byId.trim()) return byId;
    if ((el.getAttribute('aria-label') || '').trim()) return el.getAttribute('aria-label');
    for (const c of el.children) if (c.localName === 'title') return c.textContent;
    return '';
  };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const box = (el) => { const b = el.getBoundingClientRect(); return {left: b.left, right: b.right, top: b.top, bottom: b.bottom}; };
  const bars = {}, lines = [];
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.currentNode; el; el = walker.nextNode()) {
    if (!shown(el)) continue;
    const roles = (el.getAttribute('role') || '').split(/\\s+/);
    if (roles.includes('img')) {
      const m = /^\\s*Week (\\d+):/.exec(nameOf(el));
      if (m) bars[m[1]] = box(el);
    }
    if (['line', 'path', 'polyline'].includes(el.localName)) {
      const cs = getComputedStyle(el);
      if (cs.stroke === 'none' || /rgba\\([^)]*,\\s*0\\)/.test(cs.stroke) || Number(cs.strokeOpacity) < 0.1) continue;
      const dash = cs.strokeDasharray;
      lines.push({...box(el), dashed: !!dash && dash !== 'none' && !/^0(px)?$/.test(dash.trim())});
    }
  }
  return {bars, lines};
}
"""


def _target_probe(ctx, *, need_dashed: bool):
    def probe():
        shapes = ctx.locate(CHART).evaluate(_SHAPES_JS)
        bars = shapes["bars"]
        if "2" not in bars or "6" not in bars:
            return False, f"the bars for Week 2 and Week 6 were not found in the chart (found {sorted(bars)})"
        left = min(b["left"] for b in bars.values())
        right = max(b["right"] for b in bars.values())
        hi, lo = bars["6"]["top"], bars["2"]["top"]  # 1,311 is drawn higher (smaller y) than 1,262
        horizontal = [ln for ln in shapes["lines"] if ln["bottom"] - ln["top"] <= 4
                      and ln["right"] - ln["left"] >= 0.5 * (right - left)]
        if need_dashed:
            horizontal = [ln for ln in horizontal if ln["dashed"]]
        at_target = [ln for ln in horizontal if hi < (ln["top"] + ln["bottom"]) / 2 < lo]
        kind = "dashed horizontal line" if need_dashed else "horizontal line"
        if not at_target:
            return False, (f"no {kind} across the chart between the tops of the Week 6 (1,311) and Week 2 (1,262) "
                           f"bars, where 1,300 lies; {kind}s at y={[round((ln['top'] + ln['bottom']) / 2) for ln in horizontal]}, "
                           f"Week 6 top {round(hi)}, Week 2 top {round(lo)}")
        label = ctx.locate({"text": "Target: 1,300", "within": CHART}).bounding_box()
        if not label:
            return False, "the text 'Target: 1,300' has no box"
        mid = label["y"] + label["height"] / 2
        if not any(abs(mid - (ln["top"] + ln["bottom"]) / 2) <= 20 for ln in at_target):
            return False, "the text 'Target: 1,300' is not next to the target line"
        return True, ""
    return probe


def target_line_dashed(ctx) -> None:
    ctx.until(_target_probe(ctx, need_dashed=True))


def target_at_1300(ctx) -> None:
    ctx.until(_target_probe(ctx, need_dashed=False))


def bars_to_scale_t1(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"Week {i}:": n for i, n in enumerate(WEEKS_T1, start=1)})


def bars_to_scale_t3(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"Week {i}:": n for i, n in enumerate(WEEKS_T3, start=1)})

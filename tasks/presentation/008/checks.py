"""Checks no verb can say for presentation/008.

The request asks for an accessible label on every point, "an aria-label or an SVG <title> on the
point"; the page engine reads titles only for chart marks, so the point names are computed here
(an aria-label, an aria-labelledby or a child <title> all count, on the point or on a group
holding it). The points' heights must follow one scale of the distances (tasks/_lib/figures.py);
`expect_chart` checks only that a longer week sits higher.
"""

from __future__ import annotations

import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]

CHART = {"chart": True, "within": {"section": "Club distance by week"}}

WEEKS_T2 = [98.6, 104.2, 112.7, 121.5, 118.9, 142.3, 136.0, 115.9]
WEEKS_T4 = [98.6, 104.2, 112.7, 121.5, 118.9, 133.3, 136.0, 115.9]

_NAMES_JS = r"""
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
    if (name) out.push(name);
  }
  return out;
}
"""


def _label(week: int, km: float) -> str:
    return f"Week {week}: {km:.1f} km"


def _matches(name: str, want: str) -> bool:
    rest = name[len(want):]
    return name == want or (name.startswith(want) and not rest[:1].isalnum() and not rest.startswith((".", ",")))


def _names_check(ctx, weeks: list[float], stale=()):
    wanted = [_label(i + 1, km) for i, km in enumerate(weeks)]

    def probe():
        names = ctx.locate(CHART).evaluate(_NAMES_JS)
        missing = [w for w in wanted if not any(_matches(n, w) for n in names)]
        if missing:
            return False, f"no point labelled {missing}; labelled marks in the chart: {names[:12]}"
        old = [n for n in names if any(s in n for s in stale)]
        if old:
            return False, f"points still labelled with the glitched figure: {old}"
        return True, ""
    ctx.until(probe)


def point_labels_t2(ctx) -> None:
    _names_check(ctx, WEEKS_T2)


def point_labels_t4(ctx) -> None:
    _names_check(ctx, WEEKS_T4)


def no_glitched_point(ctx) -> None:
    _names_check(ctx, [], stale=("142.3",))


def best_week_under_chart(ctx) -> None:
    """The "Best week" line sits below the drawn chart."""
    def probe():
        chart = ctx.locate(CHART).bounding_box()
        line = ctx.locate({"text": "Best week:", "within": {"section": "Club distance by week"}}).bounding_box()
        if not chart or not line:
            return False, "the chart or the best-week line is not shown"
        return line["y"] >= chart["y"] + chart["height"] - 2, "the best-week line is not under the chart"
    ctx.until(probe)


def points_to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"Week {i}:": km for i, km in enumerate(WEEKS_T2, start=1)}, marks="points", what="point")


def points_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"Week {i}:": km for i, km in enumerate(WEEKS_T4, start=1)}, marks="points", what="point")

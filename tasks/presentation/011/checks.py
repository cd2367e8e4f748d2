"""Checks no verb can say for presentation/011 (reservoir storage report).

- Bar names: the request allows an aria-label *or* an SVG <title> as each bar's accessible name
  and asks for role="img". The names are read from the browser's accessibility tree (the chart's
  aria snapshot), which honours both; only role img elements named like "Sep: …" count.
- The drought-warning line: "a horizontal dashed line at 60%" with "Drought warning: 60%" next to
  it. No verb reads a stroke's dash pattern or where a line sits on the value scale, so the drawn
  shapes are inspected: a dashed horizontal line must run beside the text, and a line beside the
  text must sit at 60% on the scale the bars share (found from the September and March bars).
- Bars to scale: `expect_chart` checks that more storage draws a taller bar; the bar heights must
  also follow one scale of the percentages (tasks/_lib/figures.py).
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
top = _MARKS["top"]

CHART = {"chart": True, "within": {"section": "Monthly storage"}}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
STORAGE_T1 = [84.2, 88.5, 91.3, 87.9, 80.4, 71.6, 63.2, 57.9, 52.4, 60.0, 58.7, 59.4]
STORAGE_T4 = STORAGE_T1[:11] + [62.8]
WARNING = 60.0

_MONTH = re.compile(r"^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec):")


def _month_names(ctx) -> list[str]:
    """Accessible names of the chart's role="img" elements that start with a month ("Sep: …")."""
    names = img_names(ctx, CHART)
    return [n for n in names if _MONTH.match(n)]


def _base(month: str, value: float) -> str:
    return f"{month}: {value:.1f}% full"


def _names_probe(ctx, values: list[float], *, with_status: bool, forbidden: tuple[str, ...] = ()):
    """Every month has exactly one bar whose name is "Mon: v% full" (turn 1: words may follow after
    a comma or a space), or, with_status, exactly that for months at or above 60% and
    "Mon: v% full, below warning" for months below it."""
    def probe():
        names = _month_names(ctx)
        if len(names) != 12:
            return False, f"{len(names)} bars with role img named like 'Mon: …', wanted 12: {names}"
        for month, value in zip(MONTHS, values):
            base = _base(month, value)
            mine = [n for n in names if n.startswith(month + ":")]
            if len(mine) != 1:
                return False, f"{len(mine)} bars named for {month}: {mine}"
            name = mine[0]
            if with_status:
                want = base + ", below warning" if value < WARNING else base
                if name != want:
                    return False, f"the {month} bar is named {name!r}, wanted {want!r}"
            elif not (name == base or name.startswith(base + ",") or name.startswith(base + " ")):
                return False, f"the {month} bar is named {name!r}, wanted {base!r}"
        bad = [n for n in names if any(f in n for f in forbidden)]
        if bad:
            return False, f"a bar still carries an old figure: {bad}"
        return True, ""
    return probe


def bar_names_t1(ctx) -> None:
    ctx.until(_names_probe(ctx, STORAGE_T1, with_status=False))


def bar_status_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, STORAGE_T1, with_status=True))


def bar_status_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, STORAGE_T4, with_status=True, forbidden=("59.4",)))


def no_old_december_name(ctx) -> None:
    def probe():
        names = _month_names(ctx)
        if not names:
            return False, "no bar named like 'Mon: …' in the chart"
        bad = [n for n in names if "59.4" in n]
        return not bad, f"a bar still carries the old December figure: {bad}"
    ctx.until(probe)


# --- the drought-warning line --------------------------------------------------------------

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
      const m = /^\\s*(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec):/.exec(nameOf(el));
      if (m) bars[m[1]] = box(el);
    }
    if (['line', 'path', 'polyline', 'rect'].includes(el.localName)) {
      const cs = getComputedStyle(el);
      if (cs.stroke === 'none' || /rgba\\([^)]*,\\s*0\\)/.test(cs.stroke) || Number(cs.strokeOpacity) < 0.1) continue;
      if (parseFloat(cs.strokeWidth) <= 0) continue;
      const dash = cs.strokeDasharray;
      lines.push({...box(el), dashed: !!dash && dash !== 'none' && !/^0(px)?$/.test(dash.trim())});
    }
  }
  return {bars, lines};
}
"""


def _warning_probe(ctx, *, need_dashed: bool):
    """The text "Drought warning: 60%" sits beside a long horizontal line (need_dashed: a dashed
    one); without need_dashed, one of the lines beside the text must lie at 60% on the bars' scale
    (a grid line at 60% may be that line: the dash is the other requirement's business)."""
    def probe():
        shapes = ctx.locate(CHART).evaluate(_SHAPES_JS)
        bars = shapes["bars"]
        if "Sep" not in bars or "Mar" not in bars:
            return False, f"the bars for Sep and Mar were not found in the chart (found {sorted(bars)})"
        left = min(b["left"] for b in bars.values())
        right = max(b["right"] for b in bars.values())
        sep_top, mar_top = bars["Sep"]["top"], bars["Mar"]["top"]  # 52.4% and 91.3%
        per_point = (sep_top - mar_top) / (91.3 - 52.4)  # pixels per percentage point
        want = sep_top - (WARNING - 52.4) * per_point
        tol = max(3.0, 0.6 * per_point)
        horizontal = [ln for ln in shapes["lines"] if ln["bottom"] - ln["top"] <= 4
                      and ln["right"] - ln["left"] >= 0.5 * (right - left)]
        if need_dashed:
            horizontal = [ln for ln in horizontal if ln["dashed"]]
        kind = "dashed horizontal line" if need_dashed else "horizontal line"
        if not horizontal:
            return False, f"no {kind} across the chart"
        try:
            loc = ctx.locate({"text": "Drought warning: 60%", "within": CHART})
            label = loc.first.bounding_box() if loc.count() else None
        except Exception as exc:  # the text is not in the chart at all
            return False, f"the text 'Drought warning: 60%' is not shown in the chart ({str(exc)[:160]})"
        if not label:
            return False, "the text 'Drought warning: 60%' is not shown in the chart"
        mid = label["y"] + label["height"] / 2
        beside = [ln for ln in horizontal if abs(mid - (ln["top"] + ln["bottom"]) / 2) <= max(8.0, 4.5 * per_point)]
        if not beside:
            return False, (f"the text 'Drought warning: 60%' (y≈{round(mid)}) is not next to a {kind}; "
                           f"{kind}s at y={[round((ln['top'] + ln['bottom']) / 2) for ln in horizontal]}")
        if need_dashed:
            return True, ""
        at_level = [ln for ln in beside if abs((ln["top"] + ln["bottom"]) / 2 - want) <= tol]
        if not at_level:
            return False, (f"the line beside 'Drought warning: 60%' is not at 60% (y≈{round(want)} on the scale "
                           f"of the Sep and Mar bars); lines beside the text at y="
                           f"{[round((ln['top'] + ln['bottom']) / 2) for ln in beside]}")
        return True, ""
    return probe


def warning_line_dashed(ctx) -> None:
    ctx.until(_warning_probe(ctx, need_dashed=True))


def warning_at_60(ctx) -> None:
    ctx.until(_warning_probe(ctx, need_dashed=False))


def bars_to_scale_t1(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, STORAGE_T1)})


def bars_to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{m}:": v for m, v in zip(MONTHS, STORAGE_T4)})


# --- where the sections are drawn ----------------------------------------------------------

def summary_first(ctx) -> None:
    """The Summary section is drawn under the page heading and above the chart's section."""
    targets = [
        ("the page heading", {"heading": "Ashvale Water reservoir storage 2025"}),
        ("the Summary section", {"section": "Summary"}),
        ("the Monthly storage chart", CHART),
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

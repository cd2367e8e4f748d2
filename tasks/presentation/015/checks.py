"""Checks no verb can say for presentation/015 (district air-quality monitoring report).

- Bar names: the request asks for role="img" on every bar and an accessible name (an aria-label
  or an SVG <title>) in the form "Kelso Bridge: 36 days". The names are read from the chart's aria
  snapshot (which honours both); only role img elements named after a station count: exactly one
  per station, each exactly in that form.
- Names left of the bars: each station's name is written in the chart, and it ends left of where
  that station's bar begins.
- One scale from 0: "Every bar starts at 0 on one shared scale": the bars share their left edge,
  each bar's length is one linear function of its days (tasks/_lib/figures.py), and the length is
  proportional to the days (length / days the same for every bar), so a scale that starts above 0
  is caught too.
- The objective line: "a vertical dashed line at 35 days across the bars, with the text
  "Objective: 35 days" next to it". No verb reads a stroke's dash pattern or where a line sits on
  the value scale, so the drawn shapes are inspected: a long vertical dashed line must stand next
  to the text, at 35 days on the scale of the station bars.
- The mark-name probes are the shared ones in tasks/_lib/marks.py.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

drawn_to_scale = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))["drawn_to_scale"]
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
names_probe = _MARKS["names_probe"]
HEADERS_JS = _MARKS["HEADERS_JS"]
one_named = _MARKS["one_named"]

SECTION = {"section": "PM10 exceedance days"}
CHART = {"chart": True, "within": SECTION}
STATIONS = ["Mill Street Roadside", "Harbour Gate", "Kelso Bridge", "Town Hall Square", "Ashby Park", "Fellside Moor"]
DAYS_T2 = {"Mill Street Roadside": 41, "Kelso Bridge": 36, "Harbour Gate": 35, "Town Hall Square": 22,
           "Ashby Park": 9, "Fellside Moor": 2}
DAYS_T4 = {**DAYS_T2, "Kelso Bridge": 33}
OBJECTIVE = 35


def _station_names(ctx) -> list[str]:
    names = img_names(ctx, CHART)
    return [n for n in names if any(n.startswith(s) for s in STATIONS)]


def _names_probe(ctx, days: dict[str, int], forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: _station_names(ctx),
                       [(station, f"{station}: {n} days") for station, n in days.items()],
                       forbidden=forbidden, sep="")


def bar_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, DAYS_T2))


def bar_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, DAYS_T4, forbidden=("36 days",)))


_BARS_JS = """
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
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) < 0.05) return false;
    }
    return true;
  };
  const box = (el) => { const b = el.getBoundingClientRect(); return {left: b.left, right: b.right, top: b.top, bottom: b.bottom}; };
  const bars = {}, texts = {}, lines = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (!shown(el)) continue;
    const roles = (el.getAttribute('role') || '').split(/\\s+/);
    if (roles.includes('img')) {
      const name = nameOf(el);
      const p = prefixes.find((x) => name.startsWith(x));
      if (p) (bars[p] = bars[p] || []).push(box(el));
    }
    const full = el.closest('title') ? '' : norm(el.textContent);
    if (full && ![...el.children].some((c) => norm(c.textContent) === full)) (texts[full] = texts[full] || []).push(box(el));
    if (['line', 'path', 'polyline', 'rect'].includes(el.localName)) {
      const cs = getComputedStyle(el);
      if (cs.stroke === 'none' || /rgba\\([^)]*,\\s*0\\)/.test(cs.stroke) || Number(cs.strokeOpacity) < 0.1) continue;
      if (parseFloat(cs.strokeWidth) <= 0) continue;
      const dash = cs.strokeDasharray;
      lines.push({...box(el), dashed: !!dash && dash !== 'none' && !/^0(px)?$/.test(dash.trim())});
    }
  }
  return {bars, texts, lines};
}
"""


def _shapes(ctx):
    return ctx.locate(CHART).evaluate(_BARS_JS, STATIONS)


def names_left_of_bars(ctx) -> None:
    """Each station's name is written in the chart and ends left of its bar's start."""
    def probe():
        got = _shapes(ctx)
        for s in STATIONS:
            bars = got["bars"].get(s)
            if not bars or len(bars) != 1:
                return False, f"the {s} bar was not found by its name (found {sorted(got['bars'])})"
            labels = [t for text, boxes in got["texts"].items() if text == s for t in boxes]
            if not labels:
                return False, f"the name {s!r} is not written in the chart"
            bar = bars[0]
            mid = (bar["top"] + bar["bottom"]) / 2
            beside = [t for t in labels if t["top"] - 6 <= mid <= t["bottom"] + 6]
            if not beside:
                return False, f"the name {s!r} is not level with its bar"
            if not any(t["right"] <= bar["left"] + 2 for t in beside):
                return False, f"the name {s!r} is not written to the left of its bar"
        return True, ""
    ctx.until(probe)


def _from_zero(ctx, days: dict[str, int]):
    def probe():
        got = _shapes(ctx)
        single = {s: b[0] for s, b in got["bars"].items() if len(b) == 1}
        if len(single) < 3:
            return False, f"fewer than three bars found by their names ({sorted(got['bars'])})"
        lefts = [b["left"] for b in single.values()]
        if max(lefts) - min(lefts) > 2:
            return False, f"the bars do not start from one shared baseline (left edges {sorted(round(x) for x in lefts)})"
        ratios = {s: (b["right"] - b["left"]) / days[s] for s, b in single.items()}
        ref = max(ratios.values())
        for s, r in ratios.items():
            if abs(r - ref) * days[s] > max(1.5, 0.04 * ref * days[s]):
                return False, (f"the {s} bar is {r * days[s]:.0f}px long, but a scale from 0 that draws the longest "
                               f"bars as they are would make it {ref * days[s]:.0f}px")
        return True, ""
    ctx.until(probe)


def to_scale_t2(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{s}:": d for s, d in DAYS_T2.items()}, axis="y")
    _from_zero(ctx, DAYS_T2)


def to_scale_t4(ctx) -> None:
    drawn_to_scale(ctx, CHART, {f"{s}:": d for s, d in DAYS_T4.items()}, axis="y")
    _from_zero(ctx, DAYS_T4)


def objective_line(ctx) -> None:
    """A vertical dashed line across the bars, at 35 days on the bars' scale (found from the Mill
    Street Roadside and Ashby Park bars, whose days no correction changes), with the text
    "Objective: 35 days" next to it."""
    def probe():
        got = _shapes(ctx)
        bars = got["bars"]
        mill, ashby = bars.get("Mill Street Roadside"), bars.get("Ashby Park")
        if not mill or not ashby:
            return False, f"the Mill Street Roadside and Ashby Park bars were not found by their names (found {sorted(bars)})"
        per_day = (mill[0]["right"] - ashby[0]["right"]) / (41 - 9)
        if per_day <= 0:
            return False, "the bars do not grow with their days"
        want = mill[0]["right"] - (41 - OBJECTIVE) * per_day
        tol = max(3.0, 0.6 * per_day)
        all_bars = [b for boxes in bars.values() for b in boxes]
        top = min(b["top"] for b in all_bars)
        bottom = max(b["bottom"] for b in all_bars)
        vertical = [ln for ln in got["lines"] if ln["right"] - ln["left"] <= 4 and ln["dashed"]
                    and ln["bottom"] - ln["top"] >= 0.6 * (bottom - top)]
        if not vertical:
            return False, "no vertical dashed line runs across the bars"
        labels = [t for text, boxes in got["texts"].items() if text == "Objective: 35 days" for t in boxes]
        if not labels:
            try:
                loc = ctx.locate({"text": "Objective: 35 days", "within": CHART})
                box = loc.first.bounding_box() if loc.count() else None
            except Exception:
                box = None
            if box:
                labels = [{"left": box["x"], "right": box["x"] + box["width"], "top": box["y"], "bottom": box["y"] + box["height"]}]
        if not labels:
            return False, "the text 'Objective: 35 days' is not shown in the chart"
        beside = [ln for ln in vertical for t in labels
                  if t["left"] - 60 <= (ln["left"] + ln["right"]) / 2 <= t["right"] + 60
                  and ln["top"] - 40 <= (t["top"] + t["bottom"]) / 2 <= ln["bottom"] + 40]
        if not beside:
            return False, (f"the text 'Objective: 35 days' is not next to a vertical dashed line; dashed lines at "
                           f"x={[round((ln['left'] + ln['right']) / 2) for ln in vertical]}")
        at = [ln for ln in beside if abs((ln["left"] + ln["right"]) / 2 - want) <= tol]
        if not at:
            return False, (f"the dashed line beside 'Objective: 35 days' is not at 35 days (x≈{round(want)} on the "
                           f"bars' scale); it is at x={[round((ln['left'] + ln['right']) / 2) for ln in beside]}")
        return True, ""
    ctx.until(probe)


def kelso_named_33(ctx) -> None:
    one_named(ctx, lambda: _station_names(ctx), "Kelso Bridge", "Kelso Bridge: 33 days", sep="")


def count_under_chart(ctx) -> None:
    """The "Stations over the objective" line is drawn below the chart."""
    def probe():
        chart = ctx.locate(CHART).first.bounding_box()
        loc = ctx.locate({"text": "Stations over the objective", "within": SECTION})
        line = loc.first.bounding_box() if loc.count() else None
        if not chart or not line:
            return False, "the chart or the 'Stations over the objective' line is not drawn"
        if line["y"] < chart["y"] + chart["height"] - 2:
            return False, "the 'Stations over the objective' line is not under the chart"
        return True, ""
    ctx.until(probe)


TABLE = {"role": "table", "within": {"section": "Stations"}}


def _headers(ctx) -> list[str]:
    return ctx.locate(TABLE).first.evaluate(HEADERS_JS)


def _index(headers: list[str], name: str) -> int:
    for i, h in enumerate(headers):
        if re.match(rf"{re.escape(name)}(\W|$)", h, re.I):
            return i
    return -1


def pm25_last_column(ctx) -> None:
    def probe():
        headers = _headers(ctx)
        if not headers or _index(headers, "PM2.5 mean") != len(headers) - 1:
            return False, f"'PM2.5 mean' is not the last column of the table (columns {headers})"
        return True, ""
    ctx.until(probe)


def change_after_no2(ctx) -> None:
    def probe():
        headers = _headers(ctx)
        no2, change = _index(headers, "NO2 mean"), _index(headers, "Change since 2024")
        if change < 0:
            return False, f"no 'Change since 2024' column (columns {headers})"
        if change != no2 + 1:
            return False, f"'Change since 2024' is not right after 'NO2 mean' (columns {headers})"
        return True, ""
    ctx.until(probe)

"""Checks no verb can say for presentation/042 (Dunmere Council contact centre answering times).

- The weekly chart is a line of points over time: the weeks run left to right in date order
  (``expect_chart`` with points along x), and every named point's height is one linear function
  of its seconds (tasks/_lib/figures.py ``drawn_to_scale``), so a point drawn from a stale figure
  fails. The library judges a point by its position only, so "a shared scale that starts at 0
  seconds" is read here: where that linear function puts 0 seconds, the chart draws its 0 tick
  or its axis line.
- Point names are read from the chart's aria snapshot (aria-label and SVG <title> alike):
  exactly one role img per week, each exactly "Week of 21 Sep: 60 seconds".
- Lines under the table or the chart, the Average wait column's place and the chart section's
  place are read from drawn boxes and the header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
lines_in_order = _MARKS["lines_in_order"]
tops_in_order = _MARKS["tops_in_order"]
names_probe = _MARKS["names_probe"]
columns_end = _MARKS["columns_end"]

HEADING = {"heading": "Dunmere Council contact centre: call answering, 21 September to 15 November 2026"}
LINES = {"section": "Service lines"}
TABLE = {"role": "table", "within": LINES}
WEEKLY = {"section": "Average answer time by week"}
CHART = {"chart": True, "within": WEEKLY}
WEEKS_T2 = [("21 Sep", 60), ("28 Sep", 71), ("5 Oct", 88), ("12 Oct", 131), ("19 Oct", 90), ("26 Oct", 97),
            ("2 Nov", 76), ("9 Nov", 59)]
WEEKS_T4 = [(w, 142 if w == "5 Oct" else s) for w, s in WEEKS_T2]


def _chart(ctx, data) -> None:
    ctx.expect({"expect_chart": {"target": dict(CHART), "marks": "points", "axis": "x",
                                 "data": [{"label": w, "value": s} for w, s in data]}})


def chart_t2(ctx) -> None:
    _chart(ctx, WEEKS_T2)


def chart_t4(ctx) -> None:
    _chart(ctx, WEEKS_T4)


_ZERO_JS = r"""
(root) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const aria = norm(el.getAttribute('aria-label'));
    if (aria) return aria;
    for (const c of el.children) if (c.localName === 'title') return norm(c.textContent);
    return '';
  };
  const mid = (el) => { const b = el.getBoundingClientRect(); return { y: b.top + b.height / 2, w: b.width, h: b.height }; };
  const rootW = root.getBoundingClientRect().width;
  const points = [...root.querySelectorAll('[role="img"]')].map((el) => ({ name: nameOf(el), y: mid(el).y }));
  const zeros = [...root.querySelectorAll('text, tspan, div, span')]
    .filter((el) => norm(el.textContent) === '0' && ![...el.children].some((c) => norm(c.textContent) === '0'))
    .map((el) => mid(el).y);
  const rules = [...root.querySelectorAll('line, path, rect, polyline')].map(mid)
    .filter((m) => m.h < 3 && m.w > rootW * 0.4).map((m) => m.y);
  return { points, zeros, rules };
}
"""


def _zero_baseline(ctx, data) -> None:
    """The scale starts at 0 seconds: where the points' shared scale puts 0 seconds, the chart shows
    its 0 (a tick labelled 0, or the axis line drawn across the plot)."""
    values = {f"Week of {w}:": s for w, s in data}

    def probe():
        got = ctx.locate(CHART).first.evaluate(_ZERO_JS)
        pairs = []
        for prefix, v in values.items():
            ys = [p["y"] for p in got["points"] if p["name"].startswith(prefix)]
            if len(ys) == 1:
                pairs.append((v, ys[0]))
        if len(pairs) < 3:
            return True, ""  # names are the name requirement's business
        n = len(pairs)
        mv = sum(v for v, _ in pairs) / n
        my = sum(y for _, y in pairs) / n
        var = sum((v - mv) ** 2 for v, _ in pairs)
        b = sum((v - mv) * (y - my) for v, y in pairs) / var
        y0 = my - b * mv
        span = max(y for _, y in pairs) - min(y for _, y in pairs)
        tol = max(6.0, 0.04 * span)
        if any(abs(z - y0) <= tol for z in got["zeros"] + got["rules"]):
            return True, ""
        return False, (f"the points' scale puts 0 seconds at y={y0:.0f}, but the chart shows no 0 tick or axis "
                       f"line there (0 ticks at {[round(z) for z in got['zeros']]}): the scale does not start at 0")
    ctx.until(probe)


def _scale(ctx, data) -> None:
    drawn_to_scale(ctx, CHART, {f"Week of {w}:": s for w, s in data}, marks="points", axis="x", what="point")
    _zero_baseline(ctx, data)


def to_scale_t2(ctx) -> None:
    _scale(ctx, WEEKS_T2)


def to_scale_t4(ctx) -> None:
    _scale(ctx, WEEKS_T4)


def _names_probe(ctx, data):
    return names_probe(lambda: [n for n in img_names(ctx, CHART) if n.startswith("Week of ")],
                       [(f"Week of {week}", f"Week of {week}: {s} seconds") for week, s in data],
                       what="point")


def point_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, WEEKS_T2))


def point_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, WEEKS_T4))


def no_old_name(ctx) -> None:
    def probe():
        stale = [n for n in img_names(ctx, CHART) if n.startswith("Week of 5 Oct: 88")]
        if stale:
            return False, f"a point is still named {stale}"
        return True, ""
    ctx.until(probe)


def _lines_in_order(ctx, upper, upper_what, section, texts) -> None:
    for t in texts:
        below(ctx, upper, upper_what, t, section)
    lines_in_order(ctx, texts, section)


def target_line_under_table(ctx) -> None:
    below(ctx, TABLE, "the Service lines table", "Lines meeting the 80% target:", LINES)


def wait_line_after_target(ctx) -> None:
    _lines_in_order(ctx, TABLE, "the Service lines table", LINES,
                    ["Lines meeting the 80% target:", "Longest average wait:"])


def chart_lines_under(ctx) -> None:
    _lines_in_order(ctx, CHART, "the chart", WEEKLY, ["Slowest week:", "Weeks over 90 seconds:"])


def minute_line_third(ctx) -> None:
    _lines_in_order(ctx, CHART, "the chart", WEEKLY,
                    ["Slowest week:", "Weeks over 90 seconds:", "Weeks answered within a minute:"])


def wait_column_after_target(ctx) -> None:
    columns_end(ctx, TABLE, ["Target", "Average wait"])


def weekly_first(ctx) -> None:
    """Page heading, then the weekly chart section, then Service lines."""
    tops_in_order(ctx, [("the page heading", HEADING), ("the Average answer time by week section", WEEKLY),
               ("the Service lines section", LINES)])

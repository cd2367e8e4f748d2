"""Checks no verb can say for presentation/045 (commuter rail line station footfall).

- The monthly line chart: each named point's height is one linear function of its value
  (tasks/_lib/figures.py, marks="points"), so a point drawn from a stale figure fails.
- Point names come from the chart's aria snapshot (aria-label and SVG <title> alike): exactly one role
  img per month, each exactly "Jun 2026: 546,118 entries and exits".
- Positions (lines under the table or the chart, the Change on 2025 column after Entries and exits)
  are read from drawn boxes and the header row (tasks/_lib/marks.py).
"""

from __future__ import annotations

import runpy
from pathlib import Path

_FIGURES = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "figures.py"))
_MARKS = runpy.run_path(str(Path(__file__).parents[2] / "_lib" / "marks.py"))
img_names = _MARKS["img_names"]
below = _MARKS["below"]
box = _MARKS["box"]
drawn_to_scale = _FIGURES["drawn_to_scale"]
MARKS_JS = _FIGURES["_MARKS_JS"]
names_probe = _MARKS["names_probe"]
column_after = _MARKS["column_after"]

TABLE_SECTION = {"section": "Stations"}
TABLE = {"role": "table", "within": TABLE_SECTION}
CHART_SECTION = {"section": "Footfall by month"}
CHART = {"chart": True, "within": CHART_SECTION}
MONTHS = ["Apr", "May", "Jun", "Jul", "Aug", "Sep"]
EARLIER = [498240, 521905, 546118, 509772, 478460]
FOOTFALL_T2 = EARLIER + [537052]
FOOTFALL_T4 = EARLIER + [547052]


def _from_zero(ctx, values) -> None:
    """The points' shared scale starts at 0: on the straight line through the points' heights, the
    value 0 falls at the foot of the chart (not far below it, as with a scale starting at 400,000)."""
    def probe():
        found = ctx.locate(CHART).evaluate(MARKS_JS, [[f"{m} 2026:"] for m in MONTHS])
        ys: dict[int, set[float]] = {}
        for f in found:
            parts = f["parts"]
            ys.setdefault(f["i"], set()).add(round((min(p["top"] for p in parts) + max(p["bottom"] for p in parts)) / 2, 1))
        pairs = [(values[i], next(iter(v))) for i, v in ys.items() if len(v) == 1]
        if len(pairs) < 3:
            return True, ""  # unnamed points are the name requirement's business
        n = len(pairs)
        mv = sum(v for v, _ in pairs) / n
        my = sum(y for _, y in pairs) / n
        var = sum((v - mv) ** 2 for v, _ in pairs)
        b = sum((v - mv) * (y - my) for v, y in pairs) / var
        y0 = my - b * mv
        chart = box(ctx, CHART, "the chart")
        bottom = chart["y"] + chart["height"]
        lowest = max(y for _, y in pairs)
        if not (lowest - 2 <= y0 <= bottom + 0.03 * chart["height"] + 2):
            return False, (f"the points are not measured from 0: on their scale a value of 0 would sit at y={y0:.0f}, "
                           f"outside the chart (which ends at y={bottom:.0f})")
        return True, ""
    ctx.until(probe)


def _to_scale(ctx, values) -> None:
    drawn_to_scale(ctx, CHART, {f"{m} 2026:": v for m, v in zip(MONTHS, values)}, marks="points", what="point")
    _from_zero(ctx, values)


def to_scale_t2(ctx) -> None:
    _to_scale(ctx, FOOTFALL_T2)


def to_scale_t4(ctx) -> None:
    _to_scale(ctx, FOOTFALL_T4)


def _names_probe(ctx, values, only: str | None = None, forbidden: tuple[str, ...] = ()):
    return names_probe(lambda: [n for n in img_names(ctx, CHART) if any(n.startswith(f"{m} 2026:") for m in MONTHS)],
                       [(f"{m} 2026", f"{m} 2026: {v:,} entries and exits") for m, v in zip(MONTHS, values) if only is None or m == only],
                       what="point", count=len(MONTHS), check_count=only is None, forbidden=forbidden)


def point_names_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, FOOTFALL_T2))


def point_names_t4(ctx) -> None:
    ctx.until(_names_probe(ctx, FOOTFALL_T4, forbidden=("537,052",)))


def sep_point_t2(ctx) -> None:
    ctx.until(_names_probe(ctx, FOOTFALL_T2, only="Sep"))


def busiest_line_under_table(ctx) -> None:
    below(ctx, TABLE, "the table", "Busiest station:", TABLE_SECTION)


def busier_line_after_busiest(ctx) -> None:
    below(ctx, TABLE, "the table", "Stations busier than September 2025:", TABLE_SECTION)

    def probe():
        try:
            a = box(ctx, {"text": "Busiest station:", "within": TABLE_SECTION}, "the Busiest station line")
            b = box(ctx, {"text": "Stations busier than September 2025:", "within": TABLE_SECTION}, "the new line")
        except AssertionError as exc:
            return False, str(exc)
        if not a["y"] < b["y"]:
            return False, "the line 'Stations busier than September 2025' is not under the Busiest station line"
        return True, ""
    ctx.until(probe)


def month_lines_under_chart(ctx) -> None:
    for line in ("Busiest month:", "September against April:"):
        below(ctx, CHART, "the chart", line, CHART_SECTION)


def change_after_entries(ctx) -> None:
    column_after(ctx, TABLE, "Change on 2025", "Entries and exits")
